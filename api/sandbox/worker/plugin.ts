import { readFileSync } from 'node:fs';
import type { Plugin } from 'vite';

const WORKER = 'mockServiceWorker.js';
const SOURCE = new URL(`./${WORKER}`, import.meta.url);

/**
 * MSW's service worker script (the sandbox middleware in the page), at `/mockServiceWorker.js`
 * where the sandbox runs: served by the dev server and written into builds of the given modes
 * (the demo build). A production build never gets it: the file lives here, not in public/.
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
    },
    generateBundle() {
      if (emit) this.emitFile({ type: 'asset', fileName: WORKER, source: readFileSync(SOURCE) });
    },
  };
}
