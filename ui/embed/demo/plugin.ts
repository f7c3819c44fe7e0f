/**
 * `npm run dev` also serves the demo merchant page on a second origin (port 5174, or DEMO_PORT),
 * which embeds the widget of the dev server (port 5173) with the one-line snippet. The dev server
 * itself serves `/embed.js`, the embed loader bundled from ui/embed/loader.ts on each request, as
 * the widget's host serves it in production. The demo server starts with the dev server (a port
 * in use stops both, like `strictPort`) and stops when the dev server closes or restarts. Dev
 * servers without a listener of their own (Storybook, Vitest: middleware mode) get neither.
 */
import { join } from 'node:path';
import { styleText } from 'node:util';
import type { Connect, Plugin, ViteDevServer } from 'vite';
import { bundleScript, startDemoServer, type DemoServer } from './server.js';

export interface DemoMerchantPageOptions {
  /** Default 5174. */
  port?: number;
  /** Default: the dev server's own host, else `localhost`. */
  host?: string;
}

export function demoMerchantPage(options: DemoMerchantPageOptions = {}): Plugin {
  let demo: DemoServer | null = null;
  return {
    name: 'booking-widget:demo-merchant-page',
    apply: 'serve',
    config: () => ({
      // The sandbox's scenarios page links to the demo page (api/sandbox/scenarios.ts).
      define: {
        __DEMO_PAGE_URL__: JSON.stringify(
          `http://${options.host ?? 'localhost'}:${options.port ?? 5174}/`,
        ),
      },
    }),
    configureServer(server) {
      if (server.config.server.middlewareMode) return;
      server.middlewares.use('/embed.js', serveLoader(server));

      const listen = server.listen;
      server.listen = async (port, isRestart) => {
        const host = options.host ?? hostOf(server.config.server.host);
        demo ??= await startDemoServer({
          port: options.port ?? 5174,
          host,
          widgetUrl: () =>
            server.resolvedUrls?.local[0] ?? `http://localhost:${server.config.server.port}/`,
        });
        return listen(port, isRestart);
      };

      const printUrls = server.printUrls;
      server.printUrls = () => {
        printUrls();
        if (!demo) return;
        const color = (format: Parameters<typeof styleText>[0], text: string) =>
          process.stdout.isTTY ? styleText(format, text) : text;
        server.config.logger.info(
          `  ${color('green', '➜')}  ${color('bold', 'Demo')}:    ${color('cyan', demo.url)}` +
            color('dim', ' (a merchant page on another origin, embedding the widget)'),
        );
      };
    },
    async closeServer() {
      const closing = demo;
      demo = null;
      await closing?.close();
    },
  };
}

/** The host to listen on, from Vite's `server.host` (true: every interface). */
function hostOf(host: string | boolean | undefined): string {
  if (host === true) return '0.0.0.0';
  return typeof host === 'string' && host !== '' ? host : 'localhost';
}

/** `/embed.js`: the embed loader, built as `npm run build` builds it (vite.embed.config.ts). */
function serveLoader(server: ViteDevServer): Connect.NextHandleFunction {
  return (request, response, next) => {
    if (request.method !== 'GET' && request.method !== 'HEAD') return next();
    bundleScript({
      root: server.config.root,
      configFile: join(server.config.root, 'vite.embed.config.ts'),
    }).then(
      ({ code }) => {
        response.writeHead(200, {
          'content-type': 'text/javascript; charset=utf-8',
          'cache-control': 'no-store',
        });
        response.end(request.method === 'HEAD' ? undefined : code);
      },
      (error: Error) => {
        server.config.logger.error(`embed.js could not be built: ${error.message}`);
        response.writeHead(500, { 'content-type': 'text/javascript; charset=utf-8' });
        response.end(
          `console.error(${JSON.stringify(`embed.js could not be built: ${error.message}`)});`,
        );
      },
    );
  };
}
