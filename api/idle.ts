/**
 * Resolves when the page has nothing better to do (requestIdleCallback), at the latest after
 * `timeoutMs`; on the next task where the browser cannot tell (Safari, tests).
 */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      requestIdleCallback(() => resolve(), { timeout: timeoutMs });
    } else {
      setTimeout(resolve, 0);
    }
  });
}
