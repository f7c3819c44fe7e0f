// @vitest-environment node
// The demo merchant page of `npm run dev` (ui/embed/demo/): its server starts and stops with the
// dev server, says so clearly when its port is taken, and sets the snippet from the page's query.
import { createServer as createNetServer, connect } from 'node:net';
import { join } from 'node:path';
import { http, passthrough } from 'msw';
import { createServer, type ViteDevServer } from 'vite';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { server as sandbox } from '../../api/sandbox/node';
import { demoMerchantPage } from '../../ui/embed/demo/plugin';
import { renderDemoPage } from '../../ui/embed/demo/server';

const ROOT = join(import.meta.dirname, '..', '..');
const TEMPLATE = `<html><body>
  <script
    src="%WIDGET_URL%embed.js"
    data-booking-widget
    data-campaign-id="101"
    data-language="pt_PT"
  ></script>
</body></html>`;

describe('renderDemoPage', () => {
  const snippetOf = (html: string) => /<script[^>]*>/.exec(html)?.[0] ?? '';

  it('fills in the widget address and keeps the snippet as written', () => {
    const snippet = snippetOf(
      renderDemoPage(TEMPLATE, 'http://localhost:5173/', new URLSearchParams()),
    );
    expect(snippet).toContain('src="http://localhost:5173/embed.js"');
    expect(snippet).toContain('data-campaign-id="101"');
    expect(snippet).toContain('data-language="pt_PT"');
  });

  it('sets data-* attributes from the query, replacing or adding them', () => {
    const snippet = snippetOf(
      renderDemoPage(
        TEMPLATE,
        'http://localhost:5173/',
        new URLSearchParams('language=en_EN&shopId=11&mode=popup'),
      ),
    );
    expect(snippet).toContain('data-language="en_EN"');
    expect(snippet).not.toContain('pt_PT');
    expect(snippet).toContain('data-shop-id="11"');
    expect(snippet).toContain('data-mode="popup"');
    expect(snippet).toContain('data-campaign-id="101"');
  });

  it('lets no query value out of its attribute, and ignores odd names', () => {
    const html = renderDemoPage(
      TEMPLATE,
      'http://localhost:5173/',
      new URLSearchParams({
        campaignId: '"><img src=x onerror=alert(1)>',
        'on load': 'x',
        src: 'y',
      }),
    );
    expect(html).not.toContain('<img');
    expect(snippetOf(html)).toContain('data-campaign-id="&quot;&gt;&lt;img');
    expect(snippetOf(html)).not.toContain('on load');
    expect(snippetOf(html)).toContain('data-src="y"'); // a data attribute, never the real src
  });
});

/** A port nothing listens on right now. */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createNetServer();
    server.on('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });
}

/** Whether something accepts connections on the port. */
function listening(port: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect(port, '127.0.0.1');
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}

describe('the demo merchant page in the dev server', () => {
  let server: ViteDevServer | undefined;
  // The unit tests' sandbox (tests/setup.ts) refuses unknown requests; these go to real servers.
  beforeEach(() => sandbox.use(http.all(/^http:\/\/127\.0\.0\.1:\d+\//, () => passthrough())));
  afterEach(async () => {
    await server?.close();
    server = undefined;
  });

  async function devServer(demoPort: number, options: { middlewareMode?: boolean } = {}) {
    server = await createServer({
      root: ROOT,
      configFile: false,
      logLevel: 'silent',
      clearScreen: false,
      optimizeDeps: { noDiscovery: true, include: [] },
      server: {
        host: '127.0.0.1',
        port: await freePort(),
        strictPort: true,
        watch: null,
        middlewareMode: options.middlewareMode ?? false,
      },
      plugins: [demoMerchantPage({ port: demoPort, host: '127.0.0.1' })],
    });
    return server;
  }

  it('serves the page on its own port, embedding the dev server’s widget and loader', async () => {
    const demoPort = await freePort();
    const dev = await devServer(demoPort);
    await dev.listen();
    const widgetUrl = dev.resolvedUrls?.local[0];
    expect(widgetUrl).toMatch(/^http:\/\/127\.0\.0\.1:\d+\/$/);
    expect(new URL(widgetUrl ?? '').port).not.toBe(String(demoPort));

    const page = await fetch(`http://127.0.0.1:${demoPort}/?language=en_EN`);
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain('Taberna do Chiado');
    expect(html).toContain(`src="${widgetUrl}embed.js"`);
    expect(html).toContain('data-language="en_EN"');

    const demoScript = await fetch(`http://127.0.0.1:${demoPort}/demo.js`);
    expect(demoScript.headers.get('content-type')).toContain('text/javascript');
    expect(await demoScript.text()).toContain('bookingwidget:');
    const loader = await fetch(`${widgetUrl}embed.js`);
    expect(loader.headers.get('content-type')).toContain('text/javascript');
    expect(await loader.text()).toMatch(/^var BookingWidget = /);
    expect((await fetch(`http://127.0.0.1:${demoPort}/../vite.config.ts`)).status).toBe(404);
  });

  it('stops when the dev server closes, and comes back after a restart', async () => {
    const demoPort = await freePort();
    const dev = await devServer(demoPort);
    await dev.listen();
    await dev.restart();
    expect(await listening(demoPort)).toBe(true);
    expect((await fetch(`http://127.0.0.1:${demoPort}/`)).status).toBe(200);

    await dev.close();
    expect(await listening(demoPort)).toBe(false);
  });

  it('refuses to start on a port in use, like strictPort, and names the port', async () => {
    const taken = createNetServer();
    const demoPort = await new Promise<number>((resolve) =>
      taken.listen(0, '127.0.0.1', () => {
        const address = taken.address();
        resolve(typeof address === 'object' && address ? address.port : 0);
      }),
    );
    try {
      const dev = await devServer(demoPort);
      await expect(dev.listen()).rejects.toThrow(
        `Port ${demoPort} is already in use, so the demo merchant page cannot start.`,
      );
      expect(dev.resolvedUrls).toBeFalsy();
    } finally {
      await new Promise((resolve) => taken.close(resolve));
    }
  });

  it('starts nothing in middleware mode (Storybook, Vitest)', async () => {
    const demoPort = await freePort();
    await devServer(demoPort, { middlewareMode: true });
    expect(await listening(demoPort)).toBe(false);
  });
});
