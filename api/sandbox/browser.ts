import { setupWorker } from 'msw/browser';
import { answerCardChoices } from './cardChannel';
import { CARD_CHANNEL } from './cardPage';
import { applyControls, getStore, replaceStore, sandbox, type SandboxControls } from './control';
import { handlers, ROUTES } from './handlers';
import { keepMockingActive } from './keepActive';
import { mountSandboxPanel } from './panel';
import { createStoreKeeper } from './persist';
import { mountScenarios } from './scenarios';

declare global {
  interface Window {
    /** The sandbox controls, for testers in the browser console (dev, Storybook, demo builds). */
    __sandbox?: SandboxControls;
  }
}

const KNOWN_OPERATIONS = new Set<string>(ROUTES.map((entry) => entry.operationId));

/** Reads `?sandbox=latency:800;fault:getCampaign:500;now:2026-12-01T10:00` (see control.ts). */
function applyQueryControls(search: string): void {
  const spec = new URLSearchParams(search).get('sandbox');
  if (!spec) return;
  const problems = applyControls(spec);
  if (problems.length > 0) console.warn('[sandbox] controls not understood:', problems);
  const unknown = sandbox
    .listFaults()
    .filter((armed) => !KNOWN_OPERATIONS.has(armed.operationId))
    .map((armed) => armed.operationId);
  if (unknown.length > 0) console.warn('[sandbox] faults for unknown operationIds:', unknown);
}

/**
 * Keeps the store in the tab's sessionStorage (persist.ts), so a reload finds what was booked,
 * ordered and paid, as a real middleware would. Where storage is blocked, it lives in memory.
 */
function keepStoreInTab(worker: ReturnType<typeof setupWorker>): void {
  let storage: Storage;
  try {
    storage = window.sessionStorage;
  } catch {
    return;
  }
  const keeper = createStoreKeeper(storage, getStore);
  const restored = keeper.restore();
  if (restored) replaceStore(restored);
  worker.events.on('response:mocked', keeper.save);
  sandbox.onChange(keeper.save);
  addEventListener('pagehide', keeper.save);
}

let started: Promise<void> | undefined;

export interface StartSandboxOptions {
  /** Keep the store across reloads of the tab (the widget's dev and demo builds). */
  keepStore?: boolean;
}

/**
 * Runs the sandbox middleware in the page as a service worker: no backend needed. Only the dev
 * entry, Storybook and the demo build call it, so it never reaches the production bundle.
 */
export function startSandbox(options: StartSandboxOptions = {}): Promise<void> {
  started ??= (async () => {
    applyQueryControls(location.search);
    const worker = setupWorker(...handlers);
    if (options.keepStore) keepStoreInTab(worker);
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
    // WebKit restarts the worker when the page opens a window on another site: say it again.
    keepMockingActive(navigator.serviceWorker, window);
    window.__sandbox = sandbox;
    // The card page (cardPage.ts) of a popup or another tab sends its choice to this tab's store.
    if (typeof BroadcastChannel !== 'undefined')
      answerCardChoices(new BroadcastChannel(CARD_CHANNEL));
    const query = new URLSearchParams(location.search);
    if (query.has('sandbox-panel')) {
      mountSandboxPanel(document.body, [...KNOWN_OPERATIONS].sort());
    }
    // A newcomer's first page (`npm run dev` opens on the bare address): what to try.
    const namesSomething = ['campaignId', 'offerCode', 'shopId', 'serviceId', 'embedded'].some(
      (name) => query.has(name),
    );
    if (!namesSomething) mountScenarios(document.body);
  })();
  return started;
}
