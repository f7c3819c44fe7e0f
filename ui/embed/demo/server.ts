/**
 * The demo merchant page's server: a plain node:http server on its own port, so that the page and
 * the widget it embeds are on two origins, as on a real merchant's site. It serves the page
 * (index.html) and its developer panel (demo.ts, bundled on each request); the snippet loads
 * `embed.js` from the widget's own origin, as a merchant's snippet does. Used by `npm run dev`
 * (plugin.ts) and by the browser e2e tests (tests/e2e/globalSetup.ts). Never part of a build.
 */
import { readFile } from 'node:fs/promises';
import { createServer, type IncomingMessage, type ServerResponse } from 'node:http';
import { join } from 'node:path';
import { build, type InlineConfig, type Rolldown } from 'vite';

const DEMO_DIR = import.meta.dirname;
const ROOT = join(DEMO_DIR, '..', '..', '..');

export interface DemoServerOptions {
  /** 0 picks a free port. A port in use is an error, never silently another port. */
  port: number;
  /** The interface to listen on (default `localhost`). */
  host?: string;
  /** The widget's address (ending in `/`); its origin serves `embed.js`. Read on each request,
   * since the dev server's own port is known only once it listens. */
  widgetUrl: () => string;
}

export interface DemoServer {
  /** The page's address, e.g. http://localhost:5174/ */
  url: string;
  port: number;
  close(): Promise<void>;
}

export async function startDemoServer({
  port,
  host = 'localhost',
  widgetUrl,
}: DemoServerOptions): Promise<DemoServer> {
  if (!Number.isInteger(port) || port < 0 || port > 65_535) {
    throw new Error(
      `The demo merchant page needs a port from 0 to 65535, not ${port} (DEMO_PORT).`,
    );
  }
  const server = createServer((request, response) => {
    handle(request, response, widgetUrl).catch((error: unknown) => {
      if (!response.headersSent) response.writeHead(500, { 'content-type': 'text/plain' });
      response.end(String((error as Error)?.stack ?? error));
    });
  });
  await new Promise<void>((resolve, reject) => {
    server.once('error', (error: NodeJS.ErrnoException) =>
      reject(
        error.code === 'EADDRINUSE'
          ? new Error(
              `Port ${port} is already in use, so the demo merchant page cannot start. ` +
                'Stop what uses it, or pick another port with DEMO_PORT=<port>.',
            )
          : error,
      ),
    );
    server.listen(port, host, () => resolve());
  });
  const address = server.address();
  const actualPort = typeof address === 'object' && address ? address.port : port;
  // Every interface: the page is still visited as localhost.
  const anyHost = host === '0.0.0.0' || host === '::';
  const shownHost = anyHost ? 'localhost' : host.includes(':') ? `[${host}]` : host;
  return {
    url: `http://${shownHost}:${actualPort}/`,
    port: actualPort,
    close: () =>
      new Promise<void>((resolve, reject) => {
        server.close((error) => (error ? reject(error) : resolve()));
        // Keep-alive connections would hold the close open until they time out.
        server.closeAllConnections();
      }),
  };
}

async function handle(
  request: IncomingMessage,
  response: ServerResponse,
  widgetUrl: () => string,
): Promise<void> {
  const url = new URL(request.url ?? '/', 'http://demo');
  if (request.method !== 'GET' && request.method !== 'HEAD') {
    response.writeHead(405, { allow: 'GET, HEAD' }).end();
    return;
  }
  const send = (type: string, body: string) => {
    response.writeHead(200, { 'content-type': type, 'cache-control': 'no-store' });
    response.end(request.method === 'HEAD' ? undefined : body);
  };
  switch (url.pathname) {
    case '/':
    case '/index.html': {
      const template = await readFile(join(DEMO_DIR, 'index.html'), 'utf8');
      send('text/html; charset=utf-8', renderDemoPage(template, widgetUrl(), url.searchParams));
      return;
    }
    case '/demo.js':
      send(
        'text/javascript; charset=utf-8',
        await bundleScript({ entry: join(DEMO_DIR, 'demo.ts') }).then((b) => b.code),
      );
      return;
    default:
      response.writeHead(404, { 'content-type': 'text/plain; charset=utf-8' });
      response.end('Not found: the demo serves / and /demo.js.');
  }
}

const escapeAttribute = (value: string) =>
  value.replace(/&/g, '&amp;').replace(/"/g, '&quot;').replace(/</g, '&lt;').replace(/>/g, '&gt;');

/**
 * The demo page with the widget's address filled in, and the snippet's data-* attributes set from
 * the page's own query (`?language=en_EN&shopId=11` gives `data-language="en_EN"
 * data-shop-id="11"`), so one page shows every way of opening the widget.
 */
export function renderDemoPage(template: string, widgetUrl: string, query: URLSearchParams) {
  const html = template.replaceAll('%WIDGET_URL%', escapeAttribute(widgetUrl));
  return html.replace(/<script\b[^>]*\bdata-booking-widget\b[^>]*>/, (tag) => {
    const indent = /(\s+)data-booking-widget/.exec(tag)?.[1] ?? ' ';
    let snippet = tag;
    for (const [key, value] of query) {
      if (!/^[a-z][a-zA-Z0-9]{0,40}$/.test(key) || key === 'bookingWidget') continue;
      const name = `data-${key.replace(/[A-Z]/g, (letter) => `-${letter.toLowerCase()}`)}`;
      const attribute = `${name}="${escapeAttribute(value)}"`;
      const existing = new RegExp(`\\s${name}(="[^"]*")?(?=[\\s>])`);
      snippet = existing.test(snippet)
        ? snippet.replace(existing, ` ${attribute}`)
        : snippet.replace(/(\s*)>$/, `${indent}${attribute}$1>`);
    }
    return snippet;
  });
}

/**
 * Bundles one browser script into a classic script (IIFE) in memory, as `vite build` would:
 * `configFile` builds with that config (the embed loader's own), otherwise `entry` alone.
 * Returns the code and the files it was made of.
 */
export async function bundleScript({
  entry,
  configFile,
  root = ROOT,
}: {
  entry?: string;
  configFile?: string;
  root?: string;
}): Promise<{ code: string; files: string[] }> {
  const config: InlineConfig = {
    root,
    configFile: configFile ?? false,
    logLevel: 'warn',
    publicDir: false,
    build: {
      write: false,
      minify: false,
      sourcemap: 'inline',
      reportCompressedSize: false,
      ...(entry
        ? {
            target: 'es2020',
            lib: { entry, name: 'script', formats: ['iife'], fileName: () => 'script.js' },
          }
        : {}),
    },
  };
  const output = (await build(config)) as Rolldown.RolldownOutput | Rolldown.RolldownOutput[];
  const chunk = (Array.isArray(output) ? output : [output])
    .flatMap((result) => result.output)
    .find((file): file is Rolldown.OutputChunk => file.type === 'chunk' && file.isEntry);
  if (!chunk) throw new Error(`Bundling ${entry ?? configFile} gave no script.`);
  return { code: chunk.code, files: chunk.moduleIds };
}
