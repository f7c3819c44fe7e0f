/**
 * A selector's last answer, kept while what it was computed from stays the same (each part
 * compared by identity): asked again for an unchanged snapshot, the selector answers the same
 * object, so a screen's connect does not see a new value and nothing draws again. Each selector
 * holds its own, created once beside it (`const kept = keptAnswer<View>()`).
 */
export function keptAnswer<T>(): (key: readonly unknown[], compute: () => T) => T {
  let last: { key: readonly unknown[]; value: T } | null = null;
  return (key, compute) => {
    if (
      last &&
      last.key.length === key.length &&
      last.key.every((part, index) => part === key[index])
    ) {
      return last.value;
    }
    const value = compute();
    last = { key, value };
    return value;
  };
}
