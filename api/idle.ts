/**
 * How long the page is left to settle before work that only prepares what may come next (the
 * next steps' code and data): the first screen drawn, and a visitor who knows what they want
 * clicking at once, get the main thread and the connection to themselves. A visitor reading the
 * offer takes longer than this before a click.
 */
export const SETTLE_MS = 1_000;

/**
 * Resolves once the page has settled (SETTLE_MS) and then has nothing better to do
 * (requestIdleCallback), at the latest `timeoutMs` after settling; on the next task where the
 * browser cannot tell (Safari, tests).
 */
export function whenIdle(timeoutMs = 2_000): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestIdleCallback === 'function') {
      setTimeout(() => requestIdleCallback(() => resolve(), { timeout: timeoutMs }), SETTLE_MS);
    } else {
      setTimeout(resolve, 0);
    }
  });
}
