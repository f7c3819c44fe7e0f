/** Whether a string is an absolute http(s) address: the only kind the widget opens, loads or
 * hands to a page (never `javascript:`, `data:` or a relative path that would resolve to us). */
export function isHttpUrl(value: string): boolean {
  try {
    const { protocol } = new URL(value);
    return protocol === 'http:' || protocol === 'https:';
  } catch {
    return false;
  }
}
