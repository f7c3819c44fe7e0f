import { setupWorker } from 'msw/browser';
import { applyControls, sandbox, type SandboxControls } from './control';
import { handlers, ROUTES } from './handlers';
import { mountSandboxPanel } from './panel';
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

let started: Promise<void> | undefined;

/**
 * Runs the sandbox middleware in the page as a service worker: no backend needed. Only the dev
 * entry, Storybook and the demo build call it, so it never reaches the production bundle.
 */
export function startSandbox(): Promise<void> {
  started ??= (async () => {
    applyQueryControls(location.search);
    const worker = setupWorker(...handlers);
    await worker.start({
      onUnhandledRequest: 'bypass',
      quiet: true,
      serviceWorker: { url: `${import.meta.env.BASE_URL}mockServiceWorker.js` },
    });
    window.__sandbox = sandbox;
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
