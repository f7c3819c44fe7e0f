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

interface BackgroundScheduler {
  postTask(task: () => void, options: { priority: 'background' }): Promise<void>;
}

/**
 * Resolves once the browser has painted what the current task changed: after its next frame, in
 * a task of background priority where the browser has them (Chromium, Firefox), so that what the
 * visitor does next goes first, else in the next task. At the latest after `timeoutMs` (a hidden
 * page paints no frames); at once where nothing paints (Node).
 */
export function afterNextPaint(timeoutMs = 100): Promise<void> {
  return new Promise((resolve) => {
    if (typeof requestAnimationFrame !== 'function') return resolve();
    const timer = setTimeout(resolve, timeoutMs);
    const done = () => {
      clearTimeout(timer);
      resolve();
    };
    const scheduler = (globalThis as { scheduler?: Partial<BackgroundScheduler> }).scheduler;
    requestAnimationFrame(() => {
      if (typeof scheduler?.postTask === 'function') {
        void scheduler.postTask(done, { priority: 'background' });
        return;
      }
      // A task of its own, which a test's simulated clock does not hold back.
      const channel = new MessageChannel();
      channel.port1.onmessage = done;
      channel.port2.postMessage(null);
    });
  });
}
