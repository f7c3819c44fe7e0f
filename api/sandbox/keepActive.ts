/**
 * Keeps the sandbox's service worker answering this page after the worker was restarted.
 *
 * MSW's worker remembers in memory which pages asked it to answer for them ('MOCK_ACTIVATE',
 * sent once by `worker.start()`); a page it does not know is let through to the network. WebKit
 * (Safari's engine) restarts the worker when the page opens a window on another site, as a card
 * payment's page is: the restarted worker has forgotten the page, so every call the widget makes
 * afterwards goes to the real network (the demo build's server answers 404), and the payment is
 * never seen paid. Chromium and Firefox keep the worker. The page says it again ('MOCK_ACTIVATE'
 * is idempotent: the worker adds the page to a set) at a steady pace and whenever it is shown or
 * focused again, so the sandbox answers again within a second of a restart. It stops, as MSW's
 * own keep-alive does, when the page unloads.
 */

/** How often the page reminds the worker that it answers for it. */
export const REMIND_EVERY_MS = 1_000;

/** What is used of `navigator.serviceWorker`. */
export interface WorkerContainer {
  readonly controller: { postMessage(message: unknown): void } | null;
}

/** What is used of `window`. */
export interface PageEvents {
  addEventListener(type: string, listener: () => void): void;
  removeEventListener(type: string, listener: () => void): void;
}

/** Starts the reminders; answers a function that stops them. */
export function keepMockingActive(
  container: WorkerContainer,
  page: PageEvents,
  every = REMIND_EVERY_MS,
): () => void {
  const remind = () => container.controller?.postMessage('MOCK_ACTIVATE');
  const timer = setInterval(remind, every);
  const shown = ['focus', 'visibilitychange'] as const;
  for (const type of shown) page.addEventListener(type, remind);
  const stop = () => {
    clearInterval(timer);
    for (const type of shown) page.removeEventListener(type, remind);
    page.removeEventListener('beforeunload', stop);
  };
  page.addEventListener('beforeunload', stop);
  return stop;
}
