import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';
import { CARD_PAGE_PATH, cardPageHtml } from '../cardPage.js';

const WORKER = 'mockServiceWorker.js';
const SOURCE = new URL(`./${WORKER}`, import.meta.url);

/**
 * MSW's service worker script (the sandbox middleware in the page), at `/mockServiceWorker.js`
 * where the sandbox runs: served by the dev server and written into builds of the given modes
 * (the demo build). A production build never gets it: the file lives here, not in public/.
 * The sandbox's card payment page (`/__sandbox/card.html`, cardPage.ts) comes with it: a page the
 * browser navigates to, which a service worker of MSW lets through to the server.
 */
export function sandboxWorker({ buildModes }: { buildModes: string[] }): Plugin {
  let emit = false;
  return {
    name: 'sandbox-worker',
    configResolved(config) {
      emit = config.command === 'build' && buildModes.includes(config.mode);
    },
    configureServer(server) {
      server.middlewares.use(`/${WORKER}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript');
        response.end(readFileSync(SOURCE));
      });
      server.middlewares.use(CARD_PAGE_PATH, (_request, response) => {
        response.setHeader('Content-Type', 'text/html; charset=utf-8');
        response.end(cardPageHtml({ mode: 'page' }));
      });
    },
    generateBundle() {
      if (!emit) return;
      this.emitFile({ type: 'asset', fileName: WORKER, source: readFileSync(SOURCE) });
      this.emitFile({
        type: 'asset',
        fileName: CARD_PAGE_PATH.slice(1),
        source: cardPageHtml({ mode: 'page' }),
      });
    },
  };
}
