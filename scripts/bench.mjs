#!/usr/bin/env node
// npm run bench [-- --runs 9] [-- --trace-runs 3] [-- --lighthouse-runs 3] [-- --json]
//   [-- --waterfall] [-- --only sizes,first-click,main-thread,next-steps,lighthouse,slots]
//
// A benchmark, not a test: it is not part of `npm test`. It makes a production build of the
// widget (no sandbox), of the embed loader and of a hello-world React 19 page (a heading and a
// button) in a temporary directory, measures what a visitor lives through, prints a table, and
// exits with status 1 when a budget is broken (see BUDGETS below and README.md).
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
//   2. The first click, on the phone profile (CPU 4× slower, 150 ms round trip, 1.6 Mbps down
//      and 750 kbps up: Lighthouse's mobile profile, set through the Chrome DevTools Protocol; a
//      412 px wide screen) and unthrottled (the same screen, this machine's CPU and loopback).
//      The widget page is /?campaignId=108 served from a host name that is not local
//      (widget.merchant.example, mapped to 127.0.0.1 with Chromium's --host-resolver-rules), so
//      the entity lookup (v1/entity/config) runs as in production. Its "Reservar" is clicked (a
//      real pointer event, through the DevTools protocol) as soon as it is painted, and the click
//      counts as handled when the date step's heading is painted; the hello page's button adds a
//      heading, timed the same way. Each page is loaded `--runs` times in a fresh browser context,
//      interleaved, the first load of each discarded, the median of the rest kept; the budget is
//      on the ratio of the medians, widget / hello. Time is read in the page with performance.now()
//      (from navigation start), "painted" one frame after a MutationObserver sees the element.
//      Beside it: when the entry script had arrived ("script in": before it the time is mostly
//      the download, after it the CPU), the title painted by whoever drew it (index.html draws
//      the campaign's title from the early answer, ui/boot/earlyRequests.ts; its budget is on
//      the ratio too) and by the app, how long the click waited for the main thread, and when the
//      step was drawn (the calendar with its offered days).
//   3. The main thread on the phone profile (no budget): the same first click in `--trace-runs`
//      loads of each page with a Chromium trace (scripts/bench/mainThread.mjs): script
//      evaluation, compiling, other script, style and layout, and the long tasks (over 50 ms),
//      from navigation start to the action painted and to the click handled.
//   4. The next steps, on the phone profile: "Reservar" (108) → the date step drawn,
//      "Comprar voucher" (101) → the voucher step, "Encomendar" (107) → the transport choice,
//      "Carrinho" (shop 14) → the cart; each once its first screen has been idle (no request
//      for 2 s, as a visitor reads the offer): the time from the click to the step drawn (its
//      heading, no busy notice left), and the bytes fetched from the click until the page is
//      quiet again (gzip, as sent: code and data).
//   5. Lighthouse (mobile, simulated throttling, performance only) on the widget (/?campaignId=101)
//      and on the hello page: one discarded run, then the median of `--lighthouse-runs` (3).
//   6. Slot filtering (informational, no budget): the availability rules over the sandbox's 30
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
import { mainThreadSummary, medianSummary, TRACE_CATEGORIES } from './bench/mainThread.mjs';

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
  name: 'phone',
  cpuSlowdown: 4,
  network: {
    latency: 150,
    downloadThroughput: (1.6 * 1024 * 1024) / 8,
    uploadThroughput: (750 * 1024) / 8,
  },
  viewport: { width: 412, height: 823 },
  deviceScaleFactor: 1.75,
};
/** The same screen, with this machine's CPU and the loopback network as they are. */
const UNTHROTTLED = { ...PHONE, name: 'unthrottled', cpuSlowdown: 1, network: null };

const BUDGETS = {
  // The first screen may not grow past what it weighed when the budget was set (issue 27).
  firstScreenGzip: Math.round(116.1 * KIB),
  embedGzip: 2 * KIB,
  signInGzip: 30 * KIB,
  titleRatio: 1.4,
  firstClickRatio: { phone: 1.5, unthrottled: 2.5 },
  nextStepBytes: 25 * KIB,
  lighthouse: 97,
};

/** The campaign whose size and Lighthouse score are measured (an offer). */
const WIDGET_CAMPAIGN_ID = 101;
/** A free campaign (type 1): its "Reservar" is the first click, and opens the date step. */
const BOOKING_CAMPAIGN_ID = 108;
const DATE_STEP_HEADING = 'Escolha a data e a hora';
/** The date step drawn: the month calendar with its offered days. */
const DATE_STEP_DRAWN = '[role="grid"] .calendar__day[aria-disabled="false"]';
/**
 * The first step of each way on from a first screen, clicked once that screen has been idle:
 * the step drawn within `budgetMs` of the click, downloading at most BUDGETS.nextStepBytes.
 */
const NEXT_STEPS = [
  {
    name: '"Reservar" → date step',
    path: `/?campaignId=${BOOKING_CAMPAIGN_ID}`,
    action: 'Reservar',
    next: DATE_STEP_HEADING,
    drawn: DATE_STEP_DRAWN,
    budgetMs: 300,
  },
  {
    name: '"Comprar voucher" → voucher',
    path: '/?campaignId=101',
    action: 'Comprar voucher',
    next: 'O seu voucher',
    budgetMs: 400,
  },
  {
    name: '"Encomendar" → transport',
    path: '/?campaignId=107',
    action: 'Encomendar',
    next: 'Como quer receber a encomenda?',
    budgetMs: 400,
  },
  {
    name: '"Carrinho" → cart',
    path: '/?shopId=14',
    action: 'Carrinho',
    next: 'Carrinho',
    budgetMs: 400,
  },
];
const LOAD_TIMEOUT_MS = 60_000;
const QUIET_MS = 500;
/** "After the first screen has been idle 2 s": no request in flight for that long. */
const NEXT_STEP_IDLE_MS = 2_000;
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
    name: 'answer checks (api/answerCheck.ts, api/firstScreenChecks.ts)',
    owns: (source) =>
      /(^|\/)api\/(answerCheck|firstScreenChecks|responseChecks)\.ts$/.test(source ?? ''),
  },
  { name: "the app's own modules", owns: (source) => source !== null },
  {
    name: "unmapped (the bundler's runtime and preload list, the first screen's messages)",
    owns: () => true,
  },
];

const PARTS = ['sizes', 'first-click', 'main-thread', 'next-steps', 'lighthouse', 'slots'];

const { values: options } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    waterfall: { type: 'boolean', default: false },
    runs: { type: 'string', default: '9' },
    'trace-runs': { type: 'string', default: '3' },
    'lighthouse-runs': { type: 'string', default: '3' },
    only: { type: 'string' },
  },
});
const RUNS = Math.max(2, Number.parseInt(options.runs, 10) || 9);
const TRACE_RUNS = Math.max(1, Number.parseInt(options['trace-runs'], 10) || 3);
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
 * Runs in the page before its scripts; every time is in ms from navigation start. Records the
 * title (`titleInDom`, `titlePainted`: whoever drew it) and, inside `ownRoot`, the app's own
 * (`ownTitle…`: index.html may draw the title before the app's code has arrived,
 * ui/boot/earlyRequests.ts); the main action's button (`action…`; `window.__actionAt` then
 * resolves with where to click it); the click: the pointer pressed (`clickSent`, the input's own
 * time stamp) and the click run by the page (`clickRun`, with `clickHit` when it hit the
 * button); after it, the next step's heading (`next…`) and the step drawn (`drawn…`: `drawn`, a
 * selector, or else that heading, there with no busy notice left in `ownRoot`). "Painted" is one
 * frame after "in DOM"; a user timing mark `bench:<key>` is left there for the trace.
 */
function recordFirstClick({ title, ownRoot, action, next, drawn }) {
  const marks = {};
  window.__firstClick = marks;
  let announce = () => undefined;
  window.__actionAt = new Promise((resolve) => (announce = resolve));
  const withText = (scope, selector, text) => {
    for (const element of scope?.querySelectorAll(selector) ?? []) {
      if (element.textContent?.trim() === text) return element;
    }
    return null;
  };
  const seen = (key, then) => {
    marks[`${key}InDom`] = performance.now();
    requestAnimationFrame(() =>
      setTimeout(() => {
        marks[`${key}Painted`] = performance.now();
        performance.mark(`bench:${key}`);
        then?.();
      }, 0),
    );
  };
  let button = null;
  /** Where the action's button is now, scrolled into view as a visitor would: its middle. */
  window.__actionPoint = () => {
    button.scrollIntoView({ block: 'center', behavior: 'instant' });
    const box = button.getBoundingClientRect();
    return { x: box.x + box.width / 2, y: box.y + box.height / 2 };
  };
  const capture = { capture: true };
  document.addEventListener(
    'pointerdown',
    (event) => (marks.clickSent ??= event.timeStamp),
    capture,
  );
  document.addEventListener(
    'click',
    (event) => {
      if (marks.clickRun !== undefined) return;
      marks.clickRun = performance.now();
      marks.clickHit = button !== null && button.contains(event.target);
    },
    capture,
  );
  const observer = new MutationObserver(() => {
    const own = ownRoot ? document.querySelector(ownRoot) : document;
    if (title && marks.titleInDom === undefined && withText(document, 'h1', title)) seen('title');
    if (title && ownRoot && marks.ownTitleInDom === undefined && withText(own, 'h1', title)) {
      seen('ownTitle');
    }
    if (!button) {
      button = withText(own, 'button', action);
      if (button) seen('action', () => announce(window.__actionPoint()));
    }
    if (marks.clickRun === undefined) return;
    if (marks.nextInDom === undefined && withText(document, 'h1, h2', next)) seen('next');
    const isDrawn = drawn ? document.querySelector(drawn) : withText(document, 'h1, h2', next);
    if (marks.drawnInDom === undefined && isDrawn && !own?.querySelector('[aria-busy="true"]')) {
      seen('drawn');
    }
  });
  observer.observe(document, {
    childList: true,
    subtree: true,
    characterData: true,
    attributes: true,
  });
}

/** A fresh browser context and page on `profile`, with a way to wait until it has gone quiet. */
async function newBenchPage(browser, profile) {
  const context = await browser.newContext({
    viewport: profile.viewport,
    deviceScaleFactor: profile.deviceScaleFactor,
    isMobile: true,
  });
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  if (profile.network) {
    await cdp.send('Network.enable');
    await cdp.send('Network.emulateNetworkConditions', { offline: false, ...profile.network });
  }
  if (profile.cpuSlowdown > 1) {
    await cdp.send('Emulation.setCPUThrottlingRate', { rate: profile.cpuSlowdown });
  }
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
  /** Resolves once no request has been in flight for `forMs`. */
  const quiet = async (forMs = QUIET_MS) => {
    const started = performance.now();
    while (inFlight > 0 || performance.now() - lastChange < forMs) {
      if (performance.now() - started > LOAD_TIMEOUT_MS)
        throw new Error('The page never went quiet');
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
  };
  return { context, page, errors, quiet };
}

/** Fails with `what` (and the page's errors) when `promise` takes longer than a load may. */
async function within(promise, what, errors) {
  let timer;
  const timeout = new Promise((_, reject) => {
    timer = setTimeout(() => reject(new Error('timed out')), LOAD_TIMEOUT_MS);
  });
  try {
    return await Promise.race([promise, timeout]);
  } catch (error) {
    throw new Error(`${what} (${errors.join('; ') || error.message})`);
  } finally {
    clearTimeout(timer);
  }
}

/** The page's marks once every one of `keys` is there. */
async function marksOnce(page, keys, errors, what) {
  await within(
    page.waitForFunction(
      (wanted) => wanted.every((key) => window.__firstClick?.[key] !== undefined),
      keys,
      {
        timeout: LOAD_TIMEOUT_MS,
        polling: 50,
      },
    ),
    what,
    errors,
  );
  return page.evaluate(() => window.__firstClick);
}

/** Clicks the action's button at `at`, as a finger would; fails if the click missed it. */
async function clickAction(page, at, spec, errors) {
  await page.mouse.click(at.x, at.y);
  const { clickHit } = await marksOnce(page, ['clickRun'], errors, `${spec.url}: no click`);
  if (!clickHit) throw new Error(`${spec.url}: the click missed "${spec.action}"`);
}

/** When the entry script had arrived (its responseEnd): before it, mostly the download. */
const entryScriptIn = (page) =>
  page.evaluate(() => {
    const [entry] = performance
      .getEntriesByType('resource')
      .filter((resource) => /\/assets\/index-[\w-]+\.js$/.test(resource.name));
    return entry ? entry.responseEnd : Number.NaN;
  });

/** What the page fetched from `since` (ms from navigation start) on: code and data, gzip bytes. */
const fetchedSince = (page, since) =>
  page.evaluate((from) => {
    const fetched = { code: 0, data: 0, files: [] };
    for (const entry of performance.getEntriesByType('resource')) {
      if (entry.startTime < from) continue;
      const isCode = /\.(js|css)(\?|$)/.test(new URL(entry.name).pathname);
      fetched[isCode ? 'code' : 'data'] += entry.encodedBodySize;
      fetched.files.push(`${new URL(entry.name).pathname} ${entry.encodedBodySize}`);
    }
    return fetched;
  }, since);

/**
 * One load on `profile`: the main action clicked as soon as it is painted, as a visitor who
 * knows what they want would; the marks of recordFirstClick, the time the entry script arrived
 * and, with `trace`, what the main thread did until the next step's heading was painted.
 */
async function firstClickOnce(browser, spec, profile, { trace = false } = {}) {
  const { context, page, errors } = await newBenchPage(browser, profile);
  let tracing = false;
  try {
    await context.addInitScript(recordFirstClick, {
      title: spec.title,
      ownRoot: spec.ownRoot,
      action: spec.action,
      next: spec.next,
      drawn: spec.drawn ?? null,
    });
    if (trace) {
      await browser.startTracing(page, { categories: TRACE_CATEGORIES });
      tracing = true;
    }
    await page.goto(spec.url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    const at = await within(
      page.evaluate(() => window.__actionAt),
      `${spec.url}: "${spec.action}" never appeared`,
      errors,
    );
    await clickAction(page, at, spec, errors);
    const keys = ['nextPainted', 'drawnPainted'];
    const marks = await marksOnce(page, keys, errors, `${spec.url}: "${spec.next}" never appeared`);
    marks.scriptIn = await entryScriptIn(page);
    if (options.waterfall) marks.waterfall = await waterfallOf(page);
    if (trace) {
      tracing = false;
      const { traceEvents } = JSON.parse((await browser.stopTracing()).toString('utf8'));
      marks.mainThread = mainThreadSummary(traceEvents, { marks: ['bench:action', 'bench:next'] });
    }
    return marks;
  } finally {
    if (tracing) await browser.stopTracing().catch(() => undefined);
    await context.close();
  }
}

/** Every request of the page, from navigation start (ms). */
const waterfallOf = (page) =>
  page.evaluate(() => {
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

/**
 * One next step: the page loaded, its main action painted, the page left idle (no request for
 * `NEXT_STEP_IDLE_MS`, as a visitor reads the offer), then the action clicked; the time from the
 * click to the step drawn, and what was fetched from the click until the page was quiet again.
 */
async function nextStepOnce(browser, spec, { beforeClick = () => undefined } = {}) {
  const { context, page, errors, quiet } = await newBenchPage(browser, PHONE);
  try {
    await context.addInitScript(recordFirstClick, {
      title: spec.title,
      ownRoot: '#widget',
      action: spec.action,
      next: spec.next,
      drawn: spec.drawn,
    });
    await page.goto(spec.url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await within(
      page.evaluate(() => window.__actionAt),
      `${spec.url}: "${spec.action}" never appeared`,
      errors,
    );
    await quiet(NEXT_STEP_IDLE_MS);
    beforeClick();
    const at = await page.evaluate(() => window.__actionPoint());
    await clickAction(page, at, spec, errors);
    const marks = await marksOnce(
      page,
      ['drawnPainted'],
      errors,
      `${spec.url}: "${spec.action}" never led to its step`,
    );
    await quiet();
    const fetched = await fetchedSince(page, marks.clickSent);
    return {
      drawn: marks.drawnPainted - marks.clickSent,
      next: marks.nextPainted - marks.clickSent,
      fetched,
    };
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = values.filter((value) => Number.isFinite(value)).sort((a, b) => a - b);
  if (sorted.length === 0) return Number.NaN;
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

const FIRST_CLICK_MARKS = [
  'scriptIn',
  'titlePainted',
  'ownTitlePainted',
  'actionPainted',
  'clickSent',
  'clickRun',
  'nextPainted',
  'drawnPainted',
];

/** The median of each mark over the kept loads, and each load's "next step's heading painted". */
const firstClickSummary = (list) => ({
  ...Object.fromEntries(
    FIRST_CLICK_MARKS.map((key) => [key, median(list.map((marks) => marks[key]))]),
  ),
  samples: list.map((marks) => Math.round(marks.nextPainted)),
  last: list.at(-1),
});

/** What one load asked the middleware, e.g. `GET /v1/entity/config ×1`; ×2 is a repeat. */
function countCalls(calls) {
  const counts = new Map();
  for (const call of calls) counts.set(call, (counts.get(call) ?? 0) + 1);
  return [...counts].map(([call, count]) => ({ call, count }));
}

/** The two pages of the first click: the widget's bookable campaign, and hello-world's button. */
function firstClickPages(servers) {
  return {
    widget: {
      url: `${servers.widget.url}/?campaignId=${BOOKING_CAMPAIGN_ID}`,
      title: servers.bookingTitle,
      ownRoot: '#widget',
      action: 'Reservar',
      next: DATE_STEP_HEADING,
      drawn: DATE_STEP_DRAWN,
    },
    hello: {
      url: `${servers.hello.url}/`,
      title: 'Hello, world',
      ownRoot: null,
      action: 'Continue',
      next: 'Next step',
    },
  };
}

/**
 * The first click on `profile`: `--runs` loads of each page, interleaved, the first of each
 * discarded; the budget is on the ratio of the medians of "next step's heading painted".
 */
async function measureFirstClick(browser, servers, profile) {
  const pages = firstClickPages(servers);
  const samples = { widget: [], hello: [] };
  let calls = [];
  for (let run = 0; run < RUNS; run++) {
    // Alternate which page goes first, so neither always follows the other.
    const order = run % 2 === 0 ? ['hello', 'widget'] : ['widget', 'hello'];
    for (const name of order) {
      const before = servers.widget.calls.length;
      const marks = await firstClickOnce(browser, pages[name], profile);
      if (name === 'widget') calls = servers.widget.calls.slice(before);
      if (run > 0) samples[name].push(marks);
    }
    progress(
      `  ${profile.name} load ${run + 1}/${RUNS}${run === 0 ? ' (warm-up, discarded)' : ''}`,
    );
  }
  if (calls.length === 0) throw new Error('The widget made no middleware call: not measured');
  const widget = firstClickSummary(samples.widget);
  const hello = firstClickSummary(samples.hello);
  return {
    profile: profile.name,
    runs: RUNS,
    calls: countCalls(calls),
    widget,
    hello,
    ratio: widget.nextPainted / hello.nextPainted,
    titleRatio: widget.titlePainted / hello.titlePainted,
  };
}

/** The first click on the phone profile, traced: `--trace-runs` loads of each page, interleaved. */
async function measureMainThread(browser, servers) {
  const pages = firstClickPages(servers);
  const samples = { widget: [], hello: [] };
  for (let run = 0; run <= TRACE_RUNS; run++) {
    for (const name of run % 2 === 0 ? ['hello', 'widget'] : ['widget', 'hello']) {
      const marks = await firstClickOnce(browser, pages[name], PHONE, { trace: true });
      if (run > 0) samples[name].push(marks.mainThread);
    }
    progress(
      `  traced load ${run + 1}/${TRACE_RUNS + 1}${run === 0 ? ' (warm-up, discarded)' : ''}`,
    );
  }
  return {
    runs: TRACE_RUNS,
    widget: medianSummary(samples.widget),
    hello: medianSummary(samples.hello),
  };
}

/** Each purchase's (and the booking's) first step, once the first screen has been idle. */
async function measureNextSteps(browser, servers) {
  const results = [];
  for (const step of NEXT_STEPS) {
    const spec = { ...step, url: `${servers.widget.url}${step.path}`, title: null };
    const samples = [];
    let calls = [];
    let stepCalls = [];
    for (let run = 0; run < RUNS; run++) {
      const before = servers.widget.calls.length;
      let clickedAt = before;
      const marks = await nextStepOnce(browser, spec, {
        beforeClick: () => (clickedAt = servers.widget.calls.length),
      });
      // The first screen's calls (each made once), and the step's own (it may read again).
      calls = servers.widget.calls.slice(before, clickedAt);
      stepCalls = servers.widget.calls.slice(clickedAt);
      if (run > 0) samples.push(marks);
      progress(`  ${step.name} ${run + 1}/${RUNS}${run === 0 ? ' (warm-up, discarded)' : ''}`);
    }
    results.push({
      name: step.name,
      path: step.path,
      budgetMs: step.budgetMs,
      runs: RUNS,
      calls: countCalls(calls),
      stepCalls: countCalls(stepCalls),
      drawnMs: median(samples.map((sample) => sample.drawn)),
      nextMs: median(samples.map((sample) => sample.next)),
      samplesDrawnMs: samples.map((sample) => Math.round(sample.drawn)),
      codeBytes: median(samples.map((sample) => sample.fetched.code)),
      dataBytes: median(samples.map((sample) => sample.fetched.data)),
      bytes: median(samples.map((sample) => sample.fetched.code + sample.fetched.data)),
      files: samples.at(-1).fetched.files,
    });
  }
  return results;
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
  for (const run of report.firstClick ?? []) {
    add(
      `first click handled (${run.profile}), widget / hello`,
      run.ratio,
      BUDGETS.firstClickRatio[run.profile],
      (v) => v.toFixed(2),
    );
    if (run.profile === PHONE.name) {
      add('time to title (phone), widget / hello', run.titleRatio, BUDGETS.titleRatio, (v) =>
        v.toFixed(2),
      );
    }
  }
  const measured = [...(report.firstClick ?? []), ...(report.nextSteps ?? [])];
  if (measured.length) {
    const repeated = measured.flatMap((part) => part.calls.filter(({ count }) => count > 1));
    add('middleware calls made twice in a load', repeated.length, 0, String);
  }
  for (const step of report.nextSteps ?? []) {
    add(`${step.name}, drawn`, step.drawnMs, step.budgetMs, (v) => `${Math.round(v)} ms`);
    add(`${step.name}, fetched`, step.bytes, BUDGETS.nextStepBytes, kib);
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
  const phone =
    `phone: CPU ${PHONE.cpuSlowdown}× slower, ${PHONE.network.latency} ms RTT, ` +
    `${((PHONE.network.downloadThroughput * 8) / 1024 / 1024).toFixed(1)} Mbps down; ` +
    `widget on http://${WIDGET_HOST}`;
  const ms = (value) => (Number.isFinite(value) ? value.toFixed(0) : '—');
  for (const run of report.firstClick ?? []) {
    out.push(
      `2. The first click (${run.profile === PHONE.name ? phone : 'unthrottled: this machine, loopback'}; ms from navigation start, median)`,
      `   widget /?campaignId=${BOOKING_CAMPAIGN_ID}: "Reservar" clicked as soon as it is painted, handled when "${DATE_STEP_HEADING}" is painted;`,
      '   hello-world: its button, handled when the heading it adds is painted',
    );
    const row = (name, data) => [
      name,
      ms(data.scriptIn),
      ms(data.titlePainted),
      ms(data.ownTitlePainted),
      ms(data.actionPainted),
      ms(data.clickRun - data.clickSent),
      ms(data.nextPainted),
      ms(data.drawnPainted),
      data.samples.join(' '),
    ];
    out.push(
      table(
        [
          'page',
          'script in',
          'title',
          "app's own title",
          'action',
          'click waited',
          'handled',
          'step drawn',
          'handled, each kept load',
        ],
        [
          row(`widget /?campaignId=${BOOKING_CAMPAIGN_ID}`, run.widget),
          row('hello-world React 19', run.hello),
        ],
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'l'],
      ),
    );
    out.push(
      `  ratio widget / hello: ${run.ratio.toFixed(2)} handled, ${run.titleRatio.toFixed(2)} title ` +
        `(${run.runs} loads each, first discarded)`,
      `  middleware calls of a load: ${callList(run.calls)}`,
      '',
    );
    const last = run.widget.last;
    if (options.waterfall && last?.waterfall) {
      out.push(
        `  the last widget load ("Reservar" painted at ${Math.round(last.actionPainted)} ms):`,
      );
      for (const entry of last.waterfall) {
        out.push(
          `    ${String(entry.start).padStart(5)} → ${String(entry.end).padStart(5)}  ${entry.name}`,
        );
      }
      out.push('');
    }
  }
  if (report.mainThread) {
    const { widget, hello, runs } = report.mainThread;
    out.push(
      `3. The main thread until the first click (${phone}; traced, median of ${runs} loads each)`,
    );
    const rows = [];
    for (const [mark, label] of [
      ['bench:action', 'to the action painted'],
      ['bench:next', 'to the click handled'],
    ]) {
      for (const [name, data] of [
        ['widget', widget[mark]],
        ['hello', hello[mark]],
      ]) {
        if (!data) continue;
        rows.push([
          `${name}, ${label}`,
          ms(data.at),
          ms(data.evaluateMs),
          ms(data.compileMs),
          ms(data.otherScriptMs),
          ms(data.styleLayoutMs),
          `${data.longTasks} / ${ms(data.longTasksMs)}`,
          ms(data.longestTaskMs),
          ms(data.blockingMs),
        ]);
      }
    }
    out.push(
      table(
        [
          '',
          'at',
          'evaluate',
          'compile',
          'other script',
          'style, layout',
          'long tasks: n / ms',
          'longest',
          'blocking',
        ],
        rows,
        ['l', 'r', 'r', 'r', 'r', 'r', 'r', 'r', 'r'],
      ),
      '',
    );
  }
  if (report.nextSteps) {
    out.push(
      `4. The next steps (${phone}; ms from the click, median; the first screen idle ` +
        `${NEXT_STEP_IDLE_MS / 1000} s first; fetched: gzip bytes from the click until quiet)`,
    );
    out.push(
      table(
        ['step', 'heading', 'drawn', 'drawn, each kept run', 'code', 'data'],
        report.nextSteps.map((step) => [
          `${step.name} (${step.path})`,
          ms(step.nextMs),
          ms(step.drawnMs),
          step.samplesDrawnMs.join(' '),
          kib(step.codeBytes),
          kib(step.dataBytes),
        ]),
        ['l', 'r', 'r', 'l', 'r', 'r'],
      ),
    );
    for (const step of report.nextSteps) {
      out.push(
        `  ${step.name}: ${callList(step.calls)}; after the click: ${callList(step.stepCalls) || 'none'}`,
      );
      if (options.waterfall) out.push(...step.files.map((file) => `    ${file}`));
    }
    out.push('');
  }
  if (report.lighthouse) {
    const lh = report.lighthouse;
    out.push(
      `5. Lighthouse mobile (simulated throttling; median of ${lh.runs} after a discarded run)`,
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
    `6. Slot filtering over 30 days (campaign ${slots.campaignId}: ${slots.slots} slots on ` +
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
  const BROWSER_PARTS = ['first-click', 'main-thread', 'next-steps', 'lighthouse'];
  const needsBuild = ['sizes', ...BROWSER_PARTS].some((part) => only.has(part));
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
      const browserParts = BROWSER_PARTS.filter((part) => only.has(part));
      if (browserParts.length && !existsSync(CHROMIUM_PATH)) {
        report.skipped = `no browser at ${CHROMIUM_PATH} (apt-get install -y chromium)`;
      } else if (browserParts.length) {
        const middleware = await sandboxMiddleware();
        const servers = {
          bookingTitle: middleware.bookingTitle,
          widget: await serve(widgetDir, { host: WIDGET_HOST, middleware }),
          hello: await serve(helloDir, { host: HELLO_HOST }),
        };
        try {
          if (browserParts.some((part) => part !== 'lighthouse')) {
            const { chromium } = await import('playwright-core');
            const browser = await chromium.launch({
              executablePath: CHROMIUM_PATH,
              headless: true,
              args: CHROMIUM_ARGS,
            });
            try {
              if (only.has('first-click')) {
                report.firstClick = [];
                for (const profile of [PHONE, UNTHROTTLED]) {
                  progress(`Measuring the first click (${profile.name})…`);
                  report.firstClick.push(await measureFirstClick(browser, servers, profile));
                }
              }
              if (only.has('main-thread')) {
                progress('Tracing the main thread until the first click is handled (phone)…');
                report.mainThread = await measureMainThread(browser, servers);
              }
              if (only.has('next-steps')) {
                progress('Measuring the next steps…');
                report.nextSteps = await measureNextSteps(browser, servers);
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
