#!/usr/bin/env node
// npm run bench [-- --runs 9] [-- --json] [-- --only sizes,first-screen,date-step,lighthouse,slots]
//
// A benchmark, not a test: it is not part of `npm test`. It makes a production build of the
// widget (no sandbox), of the embed loader and of a hello-world React 19 page in a temporary
// directory, measures what a visitor lives through, prints a table, and exits with status 1 when
// a budget is broken (see BUDGETS below and README.md).
//
//   1. Bytes (gzip -9, each file compressed on its own, as a server sends it; 1 KiB = 1024 B):
//      - the first screen: the `index.html` entry chunk of .vite/manifest.json, the chunks
//        index.html preloads (<link rel="modulepreload">: lazy chunks the first screen needs), and
//        their static `imports`, recursively (not `dynamicImports`);
//      - what signing in adds: the lazy chunks (and their CSS) of the sign-in screens, the sign-in
//        chart, the phone rules and the login-cookie writer, with their static imports, less what
//        the first screen already loaded. A module is found in whichever chunk holds it (the
//        build records it), also one shared with other charts and so named after no module;
//      - the embed loader (embed.js).
//   2. Time to the campaign title on the phone profile: CPU 4× slower, 150 ms round trip,
//      1.6 Mbps down and 750 kbps up (Lighthouse's mobile profile, set through the Chrome DevTools
//      Protocol), a 412 px wide screen. The widget page is /?campaignId=101 served from a host
//      name that is not local (widget.merchant.example, mapped to 127.0.0.1 with Chromium's
//      --host-resolver-rules), so the entity lookup (v1/entity/config) runs as in production.
//      Each page is loaded `--runs` times in a fresh browser context, the widget and the hello
//      page interleaved, the first load of each discarded as warm-up, the median of the rest
//      kept. Time is read in the page with performance.now() (from navigation start): "in DOM"
//      when a MutationObserver sees the <h1> (the campaign's title, the hello page's), "painted"
//      one frame later, whoever drew it: index.html draws the campaign's title from the
//      campaign's answer before the app's code has arrived (ui/boot/earlyRequests.ts), and the
//      app's own title inside #widget is shown beside it ("app's own painted"). The budget is on
//      the ratio of the painted medians, widget / hello.
//      "script in" is when the entry script had arrived (its responseEnd): before it the time is
//      mostly the download of the page's bytes, after it the phone's CPU.
//   3. "Reservar" → date step, on the same profile: the campaign is loaded, the page left idle
//      (no request for 500 ms, as a visitor reads the offer), then "Reservar" is clicked; the
//      time runs from the click to the month calendar painted with its offered days.
//   4. Lighthouse (mobile, simulated throttling, performance only) on the widget and on the hello
//      page: one discarded run, then the median of `--lighthouse-runs` (3).
//   5. Slot filtering (informational, no budget): the availability rules over the sandbox's 30
//      days of slots (machines/rules/slots.ts), median time per call.
//
// Both builds are served over HTTP by a small server in this script, gzip-compressed, no cache.
// The production build has no sandbox; the widget's origin also answers the middleware's calls
// (/mygon-middleware/rest/...) with the sandbox's own MSW handlers (api/sandbox/handlers.ts,
// loaded with Vite's runnerImport, run with msw's getResponse): the same seed data as
// `npm run dev`. The middleware calls of each load are counted: a call made twice breaks a budget.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, relative, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import { partSizes } from './bench/chunkParts.mjs';

const ROOT = join(import.meta.dirname, '..');
const HELLO_ROOT = join(import.meta.dirname, 'bench', 'hello');
const CHROMIUM_PATH = '/usr/bin/chromium';
const KIB = 1024;

/** The host names the pages are served from; Chromium resolves them to 127.0.0.1. */
const WIDGET_HOST = 'widget.merchant.example';
const HELLO_HOST = 'hello.merchant.example';
// The same launch as tests/e2e/browser.ts, plus the host names.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  `--host-resolver-rules=MAP ${WIDGET_HOST} 127.0.0.1, MAP ${HELLO_HOST} 127.0.0.1`,
];

/** Lighthouse's mobile profile ("Slow 4G" and a mid-range phone's CPU). */
const PHONE = {
  cpuSlowdown: 4,
  rttMs: 150,
  downloadBytesPerSecond: (1.6 * 1024 * 1024) / 8,
  uploadBytesPerSecond: (750 * 1024) / 8,
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};

const BUDGETS = {
  firstScreenGzip: 105 * KIB,
  embedGzip: 2 * KIB,
  signInGzip: 30 * KIB,
  titleRatio: 1.4,
  dateStepMs: 400,
  lighthouse: 97,
};

/** The campaign whose title is timed (an offer), and a free one that "Reservar" books (type 1). */
const WIDGET_CAMPAIGN_ID = 101;
const BOOKING_CAMPAIGN_ID = 108;
const LOAD_TIMEOUT_MS = 60_000;
const QUIET_MS = 500;
/** The lazy modules signing in needs (a missing one is in no chunk: nothing to add). */
const SIGN_IN_MODULES = [
  'ui/screens/auth/AuthScreen.tsx',
  'machines/auth/auth.machine.ts',
  'machines/rules/phone.ts',
  'api/loginCookieWriter.ts',
];
/**
 * The first screen's JavaScript by who wrote it, for the table of what each part weighs: a source
 * belongs to the first part that owns it (the unmapped bytes are given as null).
 */
const LIBRARY = (names) => {
  const path = new RegExp(`node_modules/(${names})/`);
  return (source) => source !== null && path.test(source);
};
const FIRST_SCREEN_PARTS = [
  { name: 'React (react, react-dom, scheduler)', owns: LIBRARY('react|react-dom|scheduler') },
  {
    name: 'XState (xstate, @xstate/react, use-sync-external-store)',
    owns: LIBRARY('xstate|@xstate/react|use-sync-external-store'),
  },
  { name: 'Lingui (@lingui/core, @lingui/react)', owns: LIBRARY('@lingui/[^/]+') },
  { name: 'openapi-fetch', owns: LIBRARY('openapi-fetch') },
  { name: 'valibot', owns: LIBRARY('valibot') },
  { name: 'other libraries', owns: (source) => source?.includes('node_modules/') ?? false },
  {
    name: 'answer checks (api/answerCheck.ts, api/responseChecks.ts)',
    owns: (source) => /(^|\/)api\/(answerCheck|responseChecks)\.ts$/.test(source ?? ''),
  },
  { name: "the app's own modules", owns: (source) => source !== null },
  {
    name: "unmapped (the bundler's runtime and preload list, the first screen's messages)",
    owns: () => true,
  },
];

const PARTS = ['sizes', 'first-screen', 'date-step', 'lighthouse', 'slots'];

const { values: options } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
    runs: { type: 'string', default: '9' },
    'lighthouse-runs': { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const RUNS = Math.max(2, Number.parseInt(options.runs, 10) || 9);
const LIGHTHOUSE_RUNS = Math.max(1, Number.parseInt(options['lighthouse-runs'], 10) || 3);
const only = new Set((options.only ?? PARTS.join(',')).split(',').map((part) => part.trim()));
for (const part of only) {
  if (!PARTS.includes(part))
    throw new Error(`--only: unknown part "${part}" (${PARTS.join(', ')})`);
}
const progress = (message) => {
  if (!options.json) process.stderr.write(`${message}\n`);
};

// ------------------------------------------------------------------------------------ sizes

function sizesOf(buffer) {
  return {
    raw: buffer.length,
    gzip: gzipSync(buffer, { level: 9 }).length,
    brotli: brotliCompressSync(buffer, {
      params: {
        [zlib.BROTLI_PARAM_QUALITY]: zlib.BROTLI_MAX_QUALITY,
        [zlib.BROTLI_PARAM_SIZE_HINT]: buffer.length,
      },
    }).length,
  };
}

async function fileSizes(dir, file) {
  return { file, ...sizesOf(await readFile(join(dir, file))) };
}

const sum = (files) => ({
  raw: files.reduce((total, file) => total + file.raw, 0),
  gzip: files.reduce((total, file) => total + file.gzip, 0),
  brotli: files.reduce((total, file) => total + file.brotli, 0),
});

/** The chunks a manifest entry loads before it runs: itself and its static imports. */
function staticClosure(manifest, keys) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest.json has no entry ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  for (const key of keys) visit(key);
  return [...seen].map((key) => manifest[key]);
}

const filesOf = (chunks) => ({
  js: [...new Set(chunks.map((chunk) => chunk.file))],
  css: [...new Set(chunks.flatMap((chunk) => chunk.css ?? []))],
});

/**
 * The manifest key of the chunk holding each module: its own key when the module is a chunk's
 * entry, else the key of the chunk the build put it in (`moduleChunks`, from recordModuleChunks).
 */
function chunkKeyOf(manifest, moduleChunks, module) {
  if (manifest[module]) return manifest[module].file.endsWith('.js') ? module : undefined;
  const file = moduleChunks.get(module);
  return file && Object.keys(manifest).find((key) => manifest[key].file === file);
}

/** The manifest keys of the chunks index.html preloads (`<link rel="modulepreload">`). */
async function preloadedKeys(dir, manifest) {
  const html = await readFile(join(dir, 'index.html'), 'utf8');
  return [...html.matchAll(/<link\b[^>]*\brel="modulepreload"[^>]*>/g)].map(([link]) => {
    const file = /\bhref="\/?([^"]+)"/.exec(link)?.[1];
    const key = Object.keys(manifest).find((name) => manifest[name].file === file);
    if (!key) throw new Error(`index.html preloads ${file}, which the manifest does not list`);
    return key;
  });
}

async function measureSizes(dir, moduleChunks = new Map()) {
  const manifest = JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const first = filesOf(
    staticClosure(manifest, ['index.html', ...(await preloadedKeys(dir, manifest))]),
  );
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js') && !first.js.includes(chunk.file))
    .map(([key, chunk]) => ({ key, file: chunk.file, css: chunk.css ?? [] }));
  const lazyFiles = [...new Set(lazy.flatMap((chunk) => [chunk.file, ...chunk.css]))].filter(
    (file) => !first.css.includes(file),
  );
  const signInChunks = SIGN_IN_MODULES.map((module) => ({
    module,
    key: chunkKeyOf(manifest, moduleChunks, module),
  }));
  // A shared chunk's key names no module: it is shown by the sign-in module it holds. A plugin's
  // module (the Portuguese catalog's rest, ui/boot/firstScreenMessages.ts) is keyed by its path.
  const sourceOf = (file) => {
    const key = lazy.find((chunk) => chunk.file === file)?.key;
    if (!key) return '(css)';
    if (key.startsWith('/')) return relative(ROOT, key);
    return key.startsWith('_')
      ? (signInChunks.find((chunk) => chunk.key === key)?.module ?? key)
      : key;
  };
  // The sandbox's worker start names its script; no chunk of a production build may contain it.
  const withSandbox = existsSync(join(dir, 'mockServiceWorker.js')) ? ['mockServiceWorker.js'] : [];
  for (const file of [...first.js, ...lazy.map((chunk) => chunk.file)]) {
    if ((await readFile(join(dir, file), 'utf8')).includes('mockServiceWorker'))
      withSandbox.push(file);
  }
  const signInKeys = [...new Set(signInChunks.map((chunk) => chunk.key).filter(Boolean))];
  const signIn = filesOf(staticClosure(manifest, signInKeys));
  const signInFiles = [
    ...signIn.js.filter((file) => !first.js.includes(file)),
    ...signIn.css.filter((file) => !first.css.includes(file)),
  ];
  return {
    withSandbox,
    firstScreenJs: await Promise.all(first.js.map((file) => fileSizes(dir, file))),
    firstScreenParts: await firstScreenParts(dir, first.js),
    firstScreenCss: await Promise.all(first.css.map((file) => fileSizes(dir, file))),
    lazy: await Promise.all(
      lazyFiles.map(async (file) => ({ source: sourceOf(file), ...(await fileSizes(dir, file)) })),
    ),
    signIn: {
      modules: signInChunks.filter((chunk) => chunk.key).map((chunk) => chunk.module),
      missing: signInChunks.filter((chunk) => !chunk.key).map((chunk) => chunk.module),
      files: await Promise.all(
        signInFiles.map(async (file) => ({
          source: sourceOf(file),
          ...(await fileSizes(dir, file)),
        })),
      ),
    },
  };
}

/**
 * What each part of the first screen's JavaScript weighs (gzip bytes saved without it, over all
 * its files), read from the build's hidden source maps; null where a file has no map.
 */
async function firstScreenParts(dir, files) {
  const totals = new Map(FIRST_SCREEN_PARTS.map((part) => [part.name, 0]));
  for (const file of files) {
    const mapFile = join(dir, `${file}.map`);
    if (!existsSync(mapFile)) return null;
    const [code, map] = await Promise.all([
      readFile(join(dir, file), 'utf8'),
      readFile(mapFile, 'utf8').then(JSON.parse),
    ]);
    for (const { name, gzip } of partSizes(code, map, FIRST_SCREEN_PARTS).parts) {
      totals.set(name, totals.get(name) + gzip);
    }
  }
  return [...totals].map(([name, gzip]) => ({ name, gzip }));
}

// ----------------------------------------------------------------------------------- builds

/** A build plugin noting which output chunk holds each of the project's modules. */
function recordModuleChunks(moduleChunks) {
  return {
    name: 'bench:module-chunks',
    generateBundle(_, bundle) {
      for (const output of Object.values(bundle)) {
        if (output.type !== 'chunk') continue;
        for (const id of output.moduleIds) moduleChunks.set(relative(ROOT, id), output.fileName);
      }
    },
  };
}

async function buildAll(outDir) {
  const { build } = await import('vite');
  const { default: react } = await import('@vitejs/plugin-react');
  // A production build talks to the page's own origin unless told otherwise: keep it that way.
  delete process.env.VITE_API_HOST;
  const quiet = { logLevel: 'warn', clearScreen: false };
  // Rolldown's note about slow plugins is about build time, which is not what this measures.
  const rolldownOptions = { checks: { bundlerTimings: false } };
  const widgetDir = join(outDir, 'widget');
  const helloDir = join(outDir, 'hello');
  const moduleChunks = new Map();
  await build({
    ...quiet,
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    plugins: [recordModuleChunks(moduleChunks)],
    // Maps without the comment that names them: the files served are byte for byte the same.
    build: {
      outDir: widgetDir,
      emptyOutDir: true,
      manifest: true,
      sourcemap: 'hidden',
      rolldownOptions,
    },
  });
  await build({
    ...quiet,
    root: ROOT,
    configFile: join(ROOT, 'vite.embed.config.ts'),
    mode: 'production',
    build: { outDir: widgetDir, emptyOutDir: false, rolldownOptions },
  });
  await build({
    ...quiet,
    root: HELLO_ROOT,
    configFile: false,
    mode: 'production',
    publicDir: false,
    plugins: [react()],
    build: {
      outDir: helloDir,
      emptyOutDir: true,
      manifest: true,
      target: 'es2022',
      rolldownOptions,
    },
  });
  return { widgetDir, helloDir, moduleChunks };
}

// ----------------------------------------------------------------------------------- server

const TYPES = {
  '.html': 'text/html; charset=utf-8',
  '.js': 'text/javascript; charset=utf-8',
  '.css': 'text/css; charset=utf-8',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
  '.png': 'image/png',
  '.webp': 'image/webp',
  '.woff2': 'font/woff2',
};
const COMPRESSIBLE = new Set(['.html', '.js', '.css', '.json', '.svg']);

const IMAGE_ROOT = '/__sandbox/images/';

/** The sandbox's MSW handlers, run in Node: the middleware the production build talks to. */
async function sandboxMiddleware() {
  const { runnerImport } = await import('vite');
  const { getResponse } = await import('msw');
  const load = async (file) =>
    (await runnerImport(join(ROOT, file), { root: ROOT, configFile: false, logLevel: 'error' }))
      .module;
  const sandbox = await load('api/sandbox/handlers.ts');
  const seed = await load('api/sandbox/seed.ts');
  const titleOf = (id) => {
    const campaign = seed.CAMPAIGNS.find((entry) => entry.info.campaignView.campaignId === id);
    if (!campaign) throw new Error(`The sandbox seed has no campaign ${id}`);
    return campaign.info.campaignView.campaignTitle;
  };
  return {
    title: titleOf(WIDGET_CAMPAIGN_ID),
    bookingTitle: titleOf(BOOKING_CAMPAIGN_ID),
    answer: (request) => getResponse(sandbox.handlers, request),
    /** The seed's pictures are on a made-up host: this server stands for it. */
    imageRequest: (path) =>
      path.startsWith(IMAGE_ROOT)
        ? new Request(`${seed.SANDBOX_IMAGE_HOST}/${path.slice(IMAGE_ROOT.length)}`)
        : null,
    withImagesAt: (text, host) => seed.withSandboxImagesAt(text, `http://${host}${IMAGE_ROOT}`),
  };
}

/**
 * Serves a build directory (unknown paths get index.html, like vite preview), gzip-compressed
 * when the browser accepts it, never cached; with `middleware`, also the middleware's calls.
 * Every middleware call is logged as `METHOD /path` (without the query) in `calls`.
 */
function serve(dir, { host, middleware } = {}) {
  const compressed = new Map();
  const calls = [];
  /** Sends `body`, gzip-compressed when the browser accepts it (`gzipped` computes it once). */
  const send = (response, status, headers, body, gzipped) => {
    const out = { ...headers, 'cache-control': 'no-store' };
    let payload = body;
    if (gzipped && body.length > 0) {
      payload = gzipped();
      out['content-encoding'] = 'gzip';
      out.vary = 'accept-encoding';
    }
    out['content-length'] = payload.length;
    response.writeHead(status, out);
    response.end(payload);
  };
  const server = createServer(async (request, response) => {
    try {
      const url = new URL(request.url ?? '/', `http://${host}`);
      const acceptsGzip = /\bgzip\b/.test(request.headers['accept-encoding'] ?? '');
      if (middleware && url.pathname.startsWith('/mygon-middleware/rest/')) {
        const chunks = [];
        for await (const chunk of request) chunks.push(chunk);
        const body = Buffer.concat(chunks);
        calls.push(`${request.method} ${url.pathname.replace('/mygon-middleware/rest', '')}`);
        const answer = await middleware.answer(
          new Request(url, {
            method: request.method,
            headers: Object.entries(request.headers).flatMap(([name, value]) =>
              value === undefined ? [] : [[name, String(value)]],
            ),
            body: body.length && request.method !== 'GET' ? body : undefined,
          }),
        );
        if (!answer) {
          send(response, 501, {}, Buffer.from(`No sandbox handler for ${url}`), null);
          return;
        }
        const headers = Object.fromEntries(answer.headers);
        delete headers['content-length'];
        let payload = Buffer.from(await answer.arrayBuffer());
        if (headers['content-type']?.includes('json')) {
          payload = Buffer.from(
            middleware.withImagesAt(payload.toString('utf8'), request.headers.host ?? host),
          );
        }
        const gzipped = acceptsGzip ? () => gzipSync(payload, { level: 9 }) : null;
        send(response, answer.status, headers, payload, gzipped);
        return;
      }
      const image = middleware?.imageRequest(url.pathname);
      if (image) {
        const answer = await middleware.answer(image);
        const payload = Buffer.from((await answer?.arrayBuffer()) ?? new ArrayBuffer(0));
        const gzipped = acceptsGzip ? () => gzipSync(payload, { level: 9 }) : null;
        send(
          response,
          answer?.status ?? 404,
          { 'content-type': 'image/svg+xml' },
          payload,
          gzipped,
        );
        return;
      }
      const path = decodeURIComponent(url.pathname);
      let file = normalize(join(dir, path));
      if (!file.startsWith(dir + sep) && file !== dir) file = join(dir, 'index.html');
      const isFile = await stat(file).then(
        (info) => info.isFile(),
        () => false,
      );
      if (!isFile) file = join(dir, 'index.html');
      const body = await readFile(file);
      const type = extname(file);
      const gzipped =
        acceptsGzip && COMPRESSIBLE.has(type)
          ? () => {
              if (!compressed.has(file)) compressed.set(file, gzipSync(body, { level: 9 }));
              return compressed.get(file);
            }
          : null;
      send(
        response,
        200,
        { 'content-type': TYPES[type] ?? 'application/octet-stream' },
        body,
        gzipped,
      );
    } catch (error) {
      response.writeHead(500);
      response.end(String(error));
    }
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://${host}:${port}`,
        calls,
        close: () =>
          new Promise((done) => {
            server.closeAllConnections();
            server.close(done);
          }),
      });
    }),
  );
}

// ------------------------------------------------------------------------------------ browser

/**
 * Runs in the page before its scripts: records when a heading with `text` appears ("inDom",
 * "painted"), whoever draws it. With `ownRoot` (the widget's #widget) it also records when the
 * app's own heading inside that element is painted ("ownPainted"): index.html may draw the
 * title first (ui/boot/earlyRequests.ts), before the app's code has arrived.
 */
function recordFirstScreen({ text, ownRoot }) {
  const marks = { needsOwn: Boolean(ownRoot) };
  window.__firstScreen = marks;
  const matches = (scope) => {
    for (const heading of document.querySelectorAll(scope ? `${scope} h1` : 'h1')) {
      if (heading.textContent?.trim() === text) return true;
    }
    return false;
  };
  const paintedLater = (key) =>
    requestAnimationFrame(() => setTimeout(() => (marks[key] = performance.now()), 0));
  const observer = new MutationObserver(() => {
    if (marks.inDom === undefined && matches(null)) {
      marks.inDom = performance.now();
      paintedLater('painted');
    }
    if (ownRoot && marks.ownInDom === undefined && matches(ownRoot)) {
      marks.ownInDom = performance.now();
      paintedLater('ownPainted');
    }
    if (marks.inDom !== undefined && (!ownRoot || marks.ownInDom !== undefined)) {
      observer.disconnect();
    }
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** Runs in the page: from the next click to the month calendar drawn with an offered day. */
function recordDateStep() {
  const marks = {};
  window.__dateStep = marks;
  const offeredDay = '[role="grid"] .calendar__day[aria-disabled="false"]';
  document.addEventListener('click', () => (marks.clicked ??= performance.now()), {
    capture: true,
  });
  const observer = new MutationObserver(() => {
    if (marks.clicked === undefined || marks.inDom !== undefined) return;
    if (!document.querySelector(offeredDay)) return;
    marks.inDom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true, attributes: true });
}

async function newPhonePage(browser) {
  const context = await browser.newContext({
    viewport: PHONE.viewport,
    deviceScaleFactor: PHONE.deviceScaleFactor,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: PHONE.rttMs,
    downloadThroughput: PHONE.downloadBytesPerSecond,
    uploadThroughput: PHONE.uploadBytesPerSecond,
  });
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: PHONE.cpuSlowdown });
  const errors = [];
  page.on('pageerror', (error) => errors.push(error.message));
  // Requests in flight, to tell when the page has gone quiet.
  let inFlight = 0;
  let lastChange = performance.now();
  const change = (by) => {
    inFlight += by;
    lastChange = performance.now();
  };
  page.on('request', () => change(1));
  page.on('requestfinished', () => change(-1));
  page.on('requestfailed', () => change(-1));
  const quiet = async () => {
    const started = performance.now();
    while (inFlight > 0 || performance.now() - lastChange < QUIET_MS) {
      if (performance.now() - started > LOAD_TIMEOUT_MS)
        throw new Error('The page never went quiet');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { context, page, errors, quiet };
}

async function waitForMark(page, name, errors, what) {
  await page
    .waitForFunction(
      (key) =>
        window[key]?.painted !== undefined &&
        (!window[key].needsOwn || window[key].ownPainted !== undefined),
      name,
      {
        timeout: LOAD_TIMEOUT_MS,
        polling: 50,
      },
    )
    .catch((error) => {
      throw new Error(`${what} (${errors.join('; ') || error.message})`);
    });
  return page.evaluate((key) => window[key], name);
}

async function loadOnce(browser, { url, heading, ownRoot = null }) {
  const { context, page, errors } = await newPhonePage(browser);
  try {
    await context.addInitScript(recordFirstScreen, { text: heading, ownRoot });
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const marks = await waitForMark(
      page,
      '__firstScreen',
      errors,
      `${url}: the heading "${heading}" never appeared`,
    );
    // When the entry script had arrived: what comes before is mostly the download, what comes
    // after is the phone's CPU (parsing, running, drawing) and any call still awaited.
    marks.scriptIn = await page.evaluate(() => {
      const [entry] = performance
        .getEntriesByType('resource')
        .filter((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
      return entry ? entry.responseEnd : Number.NaN;
    });
    if (options.waterfall) {
      marks.waterfall = await page.evaluate(() => {
        const [navigation] = performance.getEntriesByType('navigation');
        return [
          {
            name: `(the page; DOM interactive at ${Math.round(navigation.domInteractive)} ms)`,
            start: Math.round(navigation.requestStart),
            end: Math.round(navigation.responseEnd),
          },
          ...performance.getEntriesByType('resource').map((entry) => ({
            name: entry.name.replace(location.origin, ''),
            start: Math.round(entry.startTime),
            end: Math.round(entry.responseEnd),
          })),
        ];
      });
    }
    return marks;
  } finally {
    await context.close();
  }
}

async function dateStepOnce(browser, { url, heading }) {
  const { context, page, errors, quiet } = await newPhonePage(browser);
  try {
    // The app's own campaign, not the page's early title: "Reservar" is the app's.
    await context.addInitScript(recordFirstScreen, { text: heading, ownRoot: '#widget' });
    await context.addInitScript(recordDateStep);
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await waitForMark(page, '__firstScreen', errors, `${url}: the campaign never appeared`);
    await quiet();
    await page.getByRole('button', { name: 'Reservar', exact: true }).click();
    const marks = await waitForMark(page, '__dateStep', errors, 'The date step never appeared');
    return { inDom: marks.inDom - marks.clicked, painted: marks.painted - marks.clicked };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const summary = (list) => ({
  last: list.at(-1),
  inDomMs: median(list.map((marks) => marks.inDom)),
  scriptInMs: median(list.map((marks) => marks.scriptIn ?? Number.NaN)),
  paintedMs: median(list.map((marks) => marks.painted)),
  ownPaintedMs: median(list.map((marks) => marks.ownPainted ?? Number.NaN)),
  samplesPaintedMs: list.map((marks) => Math.round(marks.painted)),
});

/** What one load asked the middleware, e.g. `GET /v1/entity/config ×1`; ×2 is a repeat. */
function countCalls(calls) {
  const counts = new Map();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  return [...counts].map(([call, count]) => ({ call, count }));
}

async function measureFirstScreen(browser, servers) {
  const pages = {
    widget: {
      url: `${servers.widget.url}/?campaignId=${WIDGET_CAMPAIGN_ID}`,
      heading: servers.title,
      ownRoot: '#widget',
    },
    hello: { url: `${servers.hello.url}/`, heading: 'Hello, world' },
  };
  const samples = { widget: [], hello: [] };
  let calls = [];
  for (let run = 0; run < RUNS; run++) {
    // Alternate which page goes first, so neither always follows the other.
    const order = run % 2 === 0 ? ['hello', 'widget'] : ['widget', 'hello'];
    for (const name of order) {
      const before = servers.widget.calls.length;
      const marks = await loadOnce(browser, pages[name]);
      if (name === 'widget') calls = servers.widget.calls.slice(before);
      if (run > 0) samples[name].push(marks);
    }
    progress(`  load ${run + 1}/${RUNS}${run === 0 ? ' (warm-up, discarded)' : ''}`);
  }
  if (calls.length === 0) throw new Error('The widget made no middleware call: not measured');
  const widget = summary(samples.widget);
  const hello = summary(samples.hello);
  return {
    runs: RUNS,
    kept: RUNS - 1,
    calls: countCalls(calls),
    widget,
    hello,
    ratioInDom: widget.inDomMs / hello.inDomMs,
    ratioPainted: widget.paintedMs / hello.paintedMs,
  };
}

async function measureDateStep(browser, servers) {
  const page = {
    url: `${servers.widget.url}/?campaignId=${BOOKING_CAMPAIGN_ID}`,
    heading: servers.bookingTitle,
  };
  const samples = [];
  let calls = [];
  for (let run = 0; run < RUNS; run++) {
    const before = servers.widget.calls.length;
    const marks = await dateStepOnce(browser, page);
    calls = servers.widget.calls.slice(before);
    if (run > 0) samples.push(marks);
    progress(`  date step ${run + 1}/${RUNS}${run === 0 ? ' (warm-up, discarded)' : ''}`);
  }
  return { runs: RUNS, kept: RUNS - 1, calls: countCalls(calls), ...summary(samples) };
}

// --------------------------------------------------------------------------------- lighthouse

async function freePort() {
  const server = createServer();
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address();
  await new Promise((resolve) => server.close(resolve));
  return port;
}

/** A Chromium of our own with a debugging port, as Lighthouse drives it. */
async function launchDebuggableChromium() {
  const port = await freePort();
  const profile = await mkdtemp(join(tmpdir(), 'widget-bench-chromium-'));
  const child = spawn(
    CHROMIUM_PATH,
    [...CHROMIUM_ARGS, `--remote-debugging-port=${port}`, `--user-data-dir=${profile}`],
    { stdio: 'ignore' },
  );
  const started = performance.now();
  for (;;) {
    const ready = await fetch(`http://127.0.0.1:${port}/json/version`).then(
      (response) => response.ok,
      () => false,
    );
    if (ready) break;
    if (performance.now() - started > LOAD_TIMEOUT_MS) {
      child.kill();
      throw new Error('Chromium did not open its debugging port');
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  return {
    port,
    close: async () => {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill();
      await exited;
      await rm(profile, { recursive: true, force: true });
    },
  };
}

async function measureLighthouse(servers) {
  const { default: lighthouse } = await import('lighthouse');
  const chromium = await launchDebuggableChromium();
  const pages = {
    widget: `${servers.widget.url}/?campaignId=${WIDGET_CAMPAIGN_ID}`,
    hello: `${servers.hello.url}/`,
  };
  const samples = { widget: [], hello: [] };
  try {
    for (let run = 0; run <= LIGHTHOUSE_RUNS; run++) {
      for (const name of run % 2 === 0 ? ['widget', 'hello'] : ['hello', 'widget']) {
        const result = await lighthouse(pages[name], {
          port: chromium.port,
          output: 'json',
          logLevel: 'error',
          onlyCategories: ['performance'],
        });
        const { lhr } = result;
        if (lhr.runtimeError) throw new Error(`Lighthouse: ${lhr.runtimeError.message}`);
        const metric = (id) => lhr.audits[id]?.numericValue ?? Number.NaN;
        if (run > 0) {
          samples[name].push({
            score: Math.round((lhr.categories.performance.score ?? 0) * 100),
            fcp: metric('first-contentful-paint'),
            lcp: metric('largest-contentful-paint'),
            tbt: metric('total-blocking-time'),
            cls: metric('cumulative-layout-shift'),
            si: metric('speed-index'),
          });
        }
      }
      progress(
        `  lighthouse ${run + 1}/${LIGHTHOUSE_RUNS + 1}${run === 0 ? ' (warm-up, discarded)' : ''}`,
      );
    }
  } finally {
    await chromium.close();
  }
  const summarise = (list) => ({
    score: median(list.map((sample) => sample.score)),
    scores: list.map((sample) => sample.score),
    fcpMs: median(list.map((sample) => sample.fcp)),
    lcpMs: median(list.map((sample) => sample.lcp)),
    tbtMs: median(list.map((sample) => sample.tbt)),
    cls: median(list.map((sample) => sample.cls)),
    siMs: median(list.map((sample) => sample.si)),
  });
  return {
    runs: LIGHTHOUSE_RUNS,
    widget: summarise(samples.widget),
    hello: summarise(samples.hello),
  };
}

// ---------------------------------------------------------------------------- slot filtering

const SLOT_CAMPAIGN_ID = 101;
const SLOT_PEOPLE = 2;
const SLOT_ITERATIONS = 200;

/** The availability rules over 30 days of sandbox slots: median time per call, per run. */
async function measureSlotFiltering() {
  const { runnerImport } = await import('vite');
  const load = async (file) =>
    (await runnerImport(join(ROOT, file), { root: ROOT, configFile: false, logLevel: 'error' }))
      .module;
  const fixtures = await load('api/sandbox/fixtures.ts');
  const rules = await load('machines/rules/slots.ts');
  const schedules = await load('machines/rules/schedule.ts');
  const { shopZone } = await load('machines/rules/timeZone.ts');
  const campaign = fixtures.campaignFixture(SLOT_CAMPAIGN_ID);
  const slots = fixtures.campaignSlotsFixture(SLOT_CAMPAIGN_ID);
  const zone = shopZone(campaign.shop);
  const window = {
    zone,
    schedule: fixtures.scheduleFixture(SLOT_CAMPAIGN_ID),
    now: new Date().toISOString(),
    leadMinutes: schedules.campaignLeadMinutes(campaign),
  };
  const timeOne = (call) => {
    const started = performance.now();
    for (let i = 0; i < SLOT_ITERATIONS; i++) call();
    return (performance.now() - started) / SLOT_ITERATIONS;
  };
  const cases = {
    offeredSlots: () => rules.offeredSlots(slots, SLOT_PEOPLE, window),
    offeredDays: () => rules.offeredDays(slots, SLOT_PEOPLE, window),
  };
  // Warm-up: the first calls compile the code and fill luxon's caches.
  for (const call of Object.values(cases)) timeOne(call);
  const result = {
    campaignId: SLOT_CAMPAIGN_ID,
    people: SLOT_PEOPLE,
    slots: slots.length,
    offered: cases.offeredSlots().length,
    days: new Set(slots.map((slot) => rules.slotDay(slot, zone))).size,
    offeredDayCount: cases.offeredDays().length,
    iterations: SLOT_ITERATIONS,
    runs: RUNS,
  };
  for (const [name, call] of Object.entries(cases)) {
    const perRun = [];
    for (let run = 0; run < RUNS; run++) perRun.push(timeOne(call));
    result[name] = { medianMs: median(perRun), runsMs: perRun };
  }
  return result;
}

// ----------------------------------------------------------------------------------- output

const kib = (bytes) => `${(bytes / KIB).toFixed(1)} KiB`;
const bytesAndKib = (bytes) => `${bytes} B (${kib(bytes)})`;

function table(headers, rows, align) {
  const cells = [headers, ...rows].map((row) => row.map(String));
  const widths = headers.map((_, column) => Math.max(...cells.map((row) => row[column].length)));
  const line = (row) =>
    row
      .map((cell, column) =>
        align[column] === 'r' ? cell.padStart(widths[column]) : cell.padEnd(widths[column]),
      )
      .join('  ')
      .trimEnd();
  return [
    line(cells[0]),
    widths.map((width) => '-'.repeat(width)).join('  '),
    ...cells.slice(1).map(line),
  ]
    .map((text) => `  ${text}`)
    .join('\n');
}

const sizeRows = (files, label = (file) => file.file) =>
  files.map((file) => [
    label(file),
    bytesAndKib(file.raw),
    bytesAndKib(file.gzip),
    bytesAndKib(file.brotli),
  ]);
const SIZE_HEADERS = ['file', 'raw', 'gzip -9', 'brotli -q 11'];
const SIZE_ALIGN = ['l', 'r', 'r', 'r'];
const callList = (calls) =>
  calls.map(({ call, count }) => (count > 1 ? `${call} ×${count}` : call)).join(', ');

/** Every budget measured in this run, with its verdict. */
function verdicts(report) {
  const rows = [];
  const add = (name, actual, budget, format, atLeast = false) =>
    rows.push({
      name,
      actual,
      budget,
      text: format(actual),
      budgetText: `${atLeast ? '≥' : '≤'} ${format(budget)}`,
      ok: atLeast ? actual >= budget : actual <= budget,
    });
  if (report.widget) {
    add(
      'first screen JS (gzip)',
      report.widget.firstScreenJsTotal.gzip,
      BUDGETS.firstScreenGzip,
      kib,
    );
    add('sign-in adds (gzip)', report.widget.signInTotal.gzip, BUDGETS.signInGzip, kib);
    add('embed loader (gzip)', report.embed.gzip, BUDGETS.embedGzip, kib);
  }
  if (report.firstScreen) {
    add('time to title, widget / hello', report.firstScreen.ratioPainted, BUDGETS.titleRatio, (v) =>
      v.toFixed(2),
    );
  }
  const repeated = [report.firstScreen, report.dateStep]
    .filter(Boolean)
    .flatMap((part) => part.calls.filter(({ count }) => count > 1));
  if (report.firstScreen || report.dateStep) {
    add('middleware calls made twice in a load', repeated.length, 0, String);
  }
  if (report.dateStep) {
    add(
      '"Reservar" → date step',
      report.dateStep.paintedMs,
      BUDGETS.dateStepMs,
      (v) => `${Math.round(v)} ms`,
    );
  }
  if (report.lighthouse) {
    add(
      'Lighthouse mobile performance',
      report.lighthouse.widget.score,
      BUDGETS.lighthouse,
      String,
      true,
    );
  }
  return rows;
}

function printReport(report) {
  const out = [];
  out.push('', `Booking widget benchmark (production build, vite ${report.viteVersion})`);
  out.push(`  machine: ${report.machine}`, '');
  const { widget, hello, embed } = report;
  if (widget) {
    out.push('1. Bytes');
    out.push(
      '   JavaScript of the first screen (index.html entry, its preloads and their static imports)',
    );
    out.push(
      table(
        SIZE_HEADERS,
        [
          ...sizeRows(widget.firstScreenJs),
          sizeRows([{ file: 'total', ...widget.firstScreenJsTotal }])[0],
        ],
        SIZE_ALIGN,
      ),
    );
    out.push(
      `  sandbox in the build: ${widget.withSandbox.length ? `YES (${widget.withSandbox.join(', ')})` : 'no'}`,
      '',
    );
    if (widget.firstScreenParts) {
      out.push(
        "   The first screen's JavaScript by part (gzip -9 bytes saved without it; gzip is not",
        '   additive, so the parts add up to about the total, not exactly)',
      );
      out.push(
        table(
          ['part', 'gzip -9'],
          widget.firstScreenParts.map(({ name, gzip }) => [name, kib(gzip)]),
          ['l', 'r'],
        ),
        '',
      );
    }
    out.push('   CSS of the first screen');
    out.push(table(SIZE_HEADERS, sizeRows(widget.firstScreenCss), SIZE_ALIGN), '');
    out.push(`   What signing in adds (${widget.signIn.modules.join(', ')} and their imports)`);
    out.push(
      table(
        ['source', ...SIZE_HEADERS],
        [
          ...widget.signIn.files.map((file) => [file.source, ...sizeRows([file])[0]]),
          ['', ...sizeRows([{ file: 'total', ...widget.signInTotal }])[0]],
        ],
        ['l', ...SIZE_ALIGN],
      ),
    );
    if (widget.signIn.missing.length) {
      out.push(`  (in no chunk: ${widget.signIn.missing.join(', ')})`);
    }
    out.push('');
    out.push('   Lazy chunks (dynamic imports, not loaded by the first screen)');
    out.push(
      table(
        ['source', ...SIZE_HEADERS],
        widget.lazy.map((file) => [file.source, ...sizeRows([file])[0]]),
        ['l', ...SIZE_ALIGN],
      ),
      '',
    );
    out.push('   Reference: hello-world React 19, same toolchain');
    out.push(
      table(
        SIZE_HEADERS,
        [sizeRows([{ file: 'total JS', ...hello.firstScreenJsTotal }])[0]],
        SIZE_ALIGN,
      ),
      '',
    );
    out.push('   Embed loader');
    out.push(table(SIZE_HEADERS, sizeRows([embed]), SIZE_ALIGN), '');
  }
  const profile =
    `phone profile: CPU ${PHONE.cpuSlowdown}× slower, ${PHONE.rttMs} ms RTT, ` +
    `${((PHONE.downloadBytesPerSecond * 8) / 1024 / 1024).toFixed(1)} Mbps down; ` +
    `widget on http://${WIDGET_HOST}`;
  if (report.firstScreen) {
    const timing = report.firstScreen;
    out.push(`2. Time to the campaign title (ms from navigation start, median; ${profile})`);
    const row = (name, data) => [
      name,
      data.scriptInMs.toFixed(0),
      data.inDomMs.toFixed(0),
      data.paintedMs.toFixed(0),
      Number.isNaN(data.ownPaintedMs) ? '—' : data.ownPaintedMs.toFixed(0),
      // What the phone's CPU took once the code was there: to the app's own title.
      (
        (Number.isNaN(data.ownPaintedMs) ? data.paintedMs : data.ownPaintedMs) - data.scriptInMs
      ).toFixed(0),
      data.samplesPaintedMs.join(' '),
    ];
    out.push(
      table(
        [
          'page',
          'script in',
          'in DOM',
          'painted',
          "app's own painted",
          "script → app's own",
          'painted, each kept load',
        ],
        [
          row(`widget /?campaignId=${WIDGET_CAMPAIGN_ID}`, timing.widget),
          row('hello-world React 19', timing.hello),
        ],
        ['l', 'r', 'r', 'r', 'r', 'r', 'l'],
      ),
    );
    out.push(
      `  ratio widget / hello: ${timing.ratioPainted.toFixed(2)} painted, ` +
        `${timing.ratioInDom.toFixed(2)} in DOM (${timing.runs} loads each, first discarded)`,
      `  middleware calls of a load: ${callList(timing.calls)}`,
      '',
    );
    const last = timing.widget.last;
    if (options.waterfall && last?.waterfall) {
      out.push(`  the last widget load (title in DOM at ${Math.round(last.inDom)} ms):`);
      for (const entry of last.waterfall) {
        out.push(
          `    ${String(entry.start).padStart(5)} → ${String(entry.end).padStart(5)}  ${entry.name}`,
        );
      }
      out.push('');
    }
  }
  if (report.dateStep) {
    const step = report.dateStep;
    out.push(
      `3. "Reservar" → date step, /?campaignId=${BOOKING_CAMPAIGN_ID} (ms from the click, median; ${profile})`,
    );
    out.push(
      table(
        ['in DOM', 'painted', 'painted, each kept run'],
        [[step.inDomMs.toFixed(0), step.paintedMs.toFixed(0), step.samplesPaintedMs.join(' ')]],
        ['r', 'r', 'l'],
      ),
    );
    out.push(
      `  ${step.runs} runs, first discarded; the page idle (${QUIET_MS} ms without a request) before the click`,
      `  middleware calls of a run: ${callList(step.calls)}`,
      '',
    );
  }
  if (report.lighthouse) {
    const lh = report.lighthouse;
    out.push(
      `4. Lighthouse mobile (simulated throttling; median of ${lh.runs} after a discarded run)`,
    );
    const row = (name, data) => [
      name,
      String(data.score),
      data.scores.join(' '),
      data.fcpMs.toFixed(0),
      data.lcpMs.toFixed(0),
      data.tbtMs.toFixed(0),
      data.cls.toFixed(3),
      data.siMs.toFixed(0),
    ];
    out.push(
      table(
        ['page', 'score', 'each', 'FCP ms', 'LCP ms', 'TBT ms', 'CLS', 'SI ms'],
        [
          row(`widget /?campaignId=${WIDGET_CAMPAIGN_ID}`, lh.widget),
          row('hello-world React 19', lh.hello),
        ],
        ['l', 'r', 'l', 'r', 'r', 'r', 'r', 'r'],
      ),
      '',
    );
  }
  if (report.slotFiltering) out.push(...slotFilteringLines(report.slotFiltering), '');
  const rows = verdicts(report);
  if (rows.length) {
    out.push('Budgets');
    out.push(
      table(
        ['measure', 'this run', 'budget', ''],
        rows.map((row) => [row.name, row.text, row.budgetText, row.ok ? 'OK' : 'OVER']),
        ['l', 'r', 'r', 'l'],
      ),
    );
  }
  out.push('', `Done in ${(report.totalMs / 1000).toFixed(1)} s.`, '');
  console.log(out.join('\n'));
}

function slotFilteringLines(slots) {
  const row = (name) => [
    name,
    `${slots[name].medianMs.toFixed(3)} ms`,
    `${((slots[name].medianMs * 1000) / slots.slots).toFixed(2)} µs`,
    slots[name].runsMs.map((ms) => ms.toFixed(3)).join(' '),
  ];
  return [
    `5. Slot filtering over 30 days (campaign ${slots.campaignId}: ${slots.slots} slots on ` +
      `${slots.days} days, ${slots.people} people; ${slots.offered} slots on ${slots.offeredDayCount} days offered)`,
    table(
      ['rule', 'median per call', 'per slot', `each run (${slots.iterations} calls, ms per call)`],
      [row('offeredSlots'), row('offeredDays')],
      ['l', 'r', 'r', 'l'],
    ),
  ];
}

// ------------------------------------------------------------------------------------- main

async function machineLoad() {
  const { loadavg, cpus } = await import('node:os');
  const [one, five] = loadavg();
  return `${cpus().length} cores, load average ${one.toFixed(2)} (1 min), ${five.toFixed(2)} (5 min) at start`;
}

async function main() {
  const started = performance.now();
  const report = { machine: await machineLoad() };
  const needsBuild = ['sizes', 'first-screen', 'date-step', 'lighthouse'].some((part) =>
    only.has(part),
  );
  const outDir = needsBuild ? await mkdtemp(join(tmpdir(), 'widget-bench-')) : null;
  try {
    if (outDir) {
      progress(`Building the widget, the embed loader and the hello-world page in ${outDir}…`);
      const { widgetDir, helloDir, moduleChunks } = await buildAll(outDir);
      if (only.has('sizes')) {
        const widget = await measureSizes(widgetDir, moduleChunks);
        widget.firstScreenJsTotal = sum(widget.firstScreenJs);
        widget.signInTotal = sum(widget.signIn.files);
        const hello = await measureSizes(helloDir);
        hello.firstScreenJsTotal = sum(hello.firstScreenJs);
        Object.assign(report, { widget, hello, embed: await fileSizes(widgetDir, 'embed.js') });
      }
      const browserParts = ['first-screen', 'date-step', 'lighthouse'].filter((p) => only.has(p));
      if (browserParts.length && !existsSync(CHROMIUM_PATH)) {
        report.skipped = `no browser at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
      } else if (browserParts.length) {
        const middleware = await sandboxMiddleware();
        const servers = {
          title: middleware.title,
          bookingTitle: middleware.bookingTitle,
          widget: await serve(widgetDir, { host: WIDGET_HOST, middleware }),
          hello: await serve(helloDir, { host: HELLO_HOST }),
        };
        try {
          if (only.has('first-screen') || only.has('date-step')) {
            const { chromium } = await import('playwright-core');
            const browser = await chromium.launch({
              executablePath: CHROMIUM_PATH,
              headless: true,
              args: CHROMIUM_ARGS,
            });
            try {
              if (only.has('first-screen')) {
                progress('Measuring the time to the campaign title…');
                report.firstScreen = await measureFirstScreen(browser, servers);
              }
              if (only.has('date-step')) {
                progress('Measuring "Reservar" → date step…');
                report.dateStep = await measureDateStep(browser, servers);
              }
            } finally {
              await browser.close();
            }
          }
          if (only.has('lighthouse')) {
            progress('Running Lighthouse…');
            report.lighthouse = await measureLighthouse(servers);
          }
        } finally {
          await Promise.all([servers.widget.close(), servers.hello.close()]);
        }
      }
    }
    if (only.has('slots')) {
      progress('Measuring slot filtering…');
      report.slotFiltering = await measureSlotFiltering();
    }
    const { version: viteVersion } = await import('vite');
    report.viteVersion = viteVersion;
    report.totalMs = performance.now() - started;
    report.budgets = verdicts(report);
    if (options.json) console.log(JSON.stringify(report, null, 2));
    else printReport(report);
    if (report.skipped) progress(`Skipped the browser measures: ${report.skipped}`);
    if (report.budgets.some((row) => !row.ok)) {
      progress(
        `Over budget: ${report.budgets
          .filter((row) => !row.ok)
          .map((row) => row.name)
          .join(', ')}`,
      );
      process.exitCode = 1;
    }
  } finally {
    if (outDir) await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
