#!/usr/bin/env node
// npm run bench [-- --json] [-- --runs 7]
//
// A benchmark, not a test (it is not part of `npm test`, and it never fails on a number). It makes
// a production build of the widget (no sandbox) and of the embed loader in a temporary directory,
// and prints:
//   1. the JavaScript the first screen loads: the `index.html` entry chunk of .vite/manifest.json
//      and its static `imports`, recursively (not `dynamicImports`), raw, gzip -9 and brotli -q 11,
//      against the budget of 125 KiB gzip; the first screen's CSS; every lazy chunk;
//   2. the embed loader (embed.js) against its budget of 2 KiB gzip;
//   3. the time to the first rendered screen in Debian's Chromium, as a ratio to a hello-world
//      React 19 page (scripts/bench/hello) built and measured in the same run. Each page is loaded
//      `--runs` times in a fresh browser context (the first load of each is discarded as warm-up,
//      the median of the rest is kept). Time is read inside the page with performance.now(), i.e.
//      from navigation start: "in DOM" when a MutationObserver sees the heading (the widget's
//      campaign heading of /?campaignId=101, the hello page's <h1>), "painted" one frame later
//      (requestAnimationFrame, then a task). Both builds are served by a small static server in
//      this script (no compression, no cache). The production build has no sandbox, so its
//      middleware calls are answered with Playwright's page.route() by the sandbox's own MSW
//      handlers (api/sandbox/handlers.ts, loaded with Vite's runnerImport, run with msw's
//      getResponse): the same seed data as `npm run dev`, no copied fixture.
//   4. slot filtering: the availability rules (machines/rules/slots.ts) over the sandbox's 30 days
//      of slots for campaign 101 (its dinner calendar, as GET v4/campaigns/101/calendar/
//      available-slots answers it): offeredSlots (what a change of party size re-runs) and
//      offeredDays (what the month calendar needs), each timed over many iterations per run,
//      `--runs` runs, the median per call kept. `--only slots` measures this alone, no build.
// Sizes are per file, compressed one by one (as a server sends them), 1 KiB = 1024 bytes.
import { existsSync } from 'node:fs';
import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { createServer } from 'node:http';
import { tmpdir } from 'node:os';
import { extname, join, normalize, sep } from 'node:path';
import { parseArgs } from 'node:util';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

const ROOT = join(import.meta.dirname, '..');
const HELLO_ROOT = join(import.meta.dirname, 'bench', 'hello');
const CHROMIUM_PATH = '/usr/bin/chromium';
// The same launch as tests/e2e/browser.ts.
const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];
const KIB = 1024;
const FIRST_SCREEN_GZIP_BUDGET = 125 * KIB;
const EMBED_GZIP_BUDGET = 2 * KIB;
const WIDGET_CAMPAIGN_ID = 101;
const LOAD_TIMEOUT_MS = 30_000;

const { values: options } = parseArgs({
  options: {
    json: { type: 'boolean', default: false },
    runs: { type: 'string', default: '7' },
    only: { type: 'string' },
  },
});
const RUNS = Math.max(2, Number.parseInt(options.runs, 10) || 7);
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

/** The chunks `index.html` loads before anything runs: the entry and its static imports. */
function firstScreenChunks(manifest) {
  const seen = new Set();
  const visit = (key) => {
    if (seen.has(key)) return;
    const chunk = manifest[key];
    if (!chunk) throw new Error(`manifest.json has no entry ${key}`);
    seen.add(key);
    for (const imported of chunk.imports ?? []) visit(imported);
  };
  visit('index.html');
  return [...seen].map((key) => manifest[key]);
}

async function measureSizes(dir) {
  const manifest = JSON.parse(await readFile(join(dir, '.vite', 'manifest.json'), 'utf8'));
  const first = firstScreenChunks(manifest);
  const firstJs = [...new Set(first.map((chunk) => chunk.file))];
  const firstCss = [...new Set(first.flatMap((chunk) => chunk.css ?? []))];
  const lazy = Object.entries(manifest)
    .filter(([, chunk]) => chunk.file.endsWith('.js') && !firstJs.includes(chunk.file))
    .map(([key, chunk]) => ({ key, file: chunk.file, css: chunk.css ?? [] }));
  const lazyFiles = [...new Set(lazy.flatMap((chunk) => [chunk.file, ...chunk.css]))].filter(
    (file) => !firstCss.includes(file),
  );
  const sourceOf = (file) => lazy.find((chunk) => chunk.file === file)?.key ?? '(css)';
  // The sandbox's worker start names its script; no chunk of a production build may contain it.
  const jsFiles = [...firstJs, ...lazy.map((chunk) => chunk.file)];
  const withSandbox = [];
  for (const file of jsFiles) {
    if ((await readFile(join(dir, file), 'utf8')).includes('mockServiceWorker'))
      withSandbox.push(file);
  }
  return {
    withSandbox,
    firstScreenJs: await Promise.all(firstJs.map((file) => fileSizes(dir, file))),
    firstScreenCss: await Promise.all(firstCss.map((file) => fileSizes(dir, file))),
    lazy: await Promise.all(
      lazyFiles.map(async (file) => ({ source: sourceOf(file), ...(await fileSizes(dir, file)) })),
    ),
  };
}

// ----------------------------------------------------------------------------------- builds

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
  await build({
    ...quiet,
    root: ROOT,
    configFile: join(ROOT, 'vite.config.ts'),
    mode: 'production',
    build: { outDir: widgetDir, emptyOutDir: true, manifest: true, rolldownOptions },
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
  return { widgetDir, helloDir };
}

// ------------------------------------------------------------------------------ static server

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

/** Serves a build directory; unknown paths get index.html, like vite preview. */
function serve(dir) {
  const server = createServer(async (request, response) => {
    const path = decodeURIComponent(new URL(request.url ?? '/', 'http://x').pathname);
    let file = normalize(join(dir, path));
    if (!file.startsWith(dir + sep) && file !== dir) file = join(dir, 'index.html');
    const isFile = await stat(file).then(
      (info) => info.isFile(),
      () => false,
    );
    if (!isFile) file = join(dir, 'index.html');
    const body = await readFile(file);
    response.writeHead(200, {
      'content-type': TYPES[extname(file)] ?? 'application/octet-stream',
      'content-length': body.length,
      'cache-control': 'no-store',
    });
    response.end(body);
  });
  return new Promise((resolve) =>
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      resolve({
        url: `http://127.0.0.1:${port}`,
        close: () => new Promise((r) => server.close(r)),
      });
    }),
  );
}

// ------------------------------------------------------------------------------------ timing

/** Runs in the page before its scripts: records when a heading with `text` appears. */
function recordFirstScreen(text) {
  const marks = {};
  window.__firstScreen = marks;
  const matches = () => {
    for (const heading of document.querySelectorAll('h1')) {
      if (heading.textContent?.trim() === text) return true;
    }
    return false;
  };
  const observer = new MutationObserver(() => {
    if (marks.inDom !== undefined || !matches()) return;
    marks.inDom = performance.now();
    observer.disconnect();
    requestAnimationFrame(() => setTimeout(() => (marks.painted = performance.now()), 0));
  });
  observer.observe(document, { childList: true, subtree: true, characterData: true });
}

/** The sandbox's MSW handlers, run in Node, answer the page's middleware calls. */
async function sandboxRoute() {
  const { runnerImport } = await import('vite');
  const { getResponse } = await import('msw');
  const { module: sandbox } = await runnerImport(join(ROOT, 'api', 'sandbox', 'handlers.ts'), {
    root: ROOT,
    configFile: false,
    logLevel: 'error',
  });
  const { module: seed } = await runnerImport(join(ROOT, 'api', 'sandbox', 'seed.ts'), {
    root: ROOT,
    configFile: false,
    logLevel: 'error',
  });
  const campaign = seed.CAMPAIGNS.find(
    (entry) => entry.info.campaignView.campaignId === WIDGET_CAMPAIGN_ID,
  );
  if (!campaign) throw new Error(`The sandbox seed has no campaign ${WIDGET_CAMPAIGN_ID}`);
  let answered = 0;
  const handle = async (route) => {
    const request = route.request();
    const body = request.postDataBuffer();
    const fetchRequest = new Request(request.url(), {
      method: request.method(),
      headers: request.headers(),
      body: body && request.method() !== 'GET' ? body : undefined,
    });
    const response = await getResponse(sandbox.handlers, fetchRequest);
    if (!response) {
      await route.fulfill({ status: 501, body: `No sandbox handler for ${request.url()}` });
      return;
    }
    answered += 1;
    await route.fulfill({
      status: response.status,
      headers: Object.fromEntries(response.headers),
      body: Buffer.from(await response.arrayBuffer()),
    });
  };
  return { handle, title: campaign.info.campaignView.campaignTitle, answered: () => answered };
}

async function loadOnce(browser, { url, heading, route }) {
  const context = await browser.newContext();
  try {
    if (route) await context.route('**/mygon-middleware/rest/**', route);
    await context.addInitScript(recordFirstScreen, heading);
    const page = await context.newPage();
    const errors = [];
    page.on('pageerror', (error) => errors.push(error.message));
    await page.goto(url, { waitUntil: 'commit', timeout: LOAD_TIMEOUT_MS });
    await page
      .waitForFunction(() => window.__firstScreen?.painted !== undefined, null, {
        timeout: LOAD_TIMEOUT_MS,
        polling: 50,
      })
      .catch((error) => {
        throw new Error(
          `${url}: the heading "${heading}" never appeared (${errors.join('; ') || error.message})`,
        );
      });
    return await page.evaluate(() => window.__firstScreen);
  } finally {
    await context.close();
  }
}

const median = (values) => {
  const sorted = [...values].sort((a, b) => a - b);
  const middle = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[middle] : (sorted[middle - 1] + sorted[middle]) / 2;
};

async function measureTiming(widgetDir, helloDir) {
  if (!existsSync(CHROMIUM_PATH)) {
    return { skipped: `no browser at ${CHROMIUM_PATH} (apt-get install -y chromium)` };
  }
  const { chromium } = await import('playwright-core');
  const sandbox = await sandboxRoute();
  const [widgetServer, helloServer] = await Promise.all([serve(widgetDir), serve(helloDir)]);
  const browser = await chromium.launch({
    executablePath: CHROMIUM_PATH,
    headless: true,
    args: CHROMIUM_ARGS,
  });
  const pages = {
    widget: {
      url: `${widgetServer.url}/?campaignId=${WIDGET_CAMPAIGN_ID}`,
      heading: sandbox.title,
      route: sandbox.handle,
    },
    hello: { url: `${helloServer.url}/`, heading: 'Hello, world', route: null },
  };
  const samples = { widget: [], hello: [] };
  try {
    for (let run = 0; run < RUNS; run++) {
      // Alternate which page goes first, so neither always follows the other.
      const order = run % 2 === 0 ? ['hello', 'widget'] : ['widget', 'hello'];
      for (const name of order) {
        const marks = await loadOnce(browser, pages[name]);
        if (run > 0) samples[name].push(marks);
      }
      progress(`  load ${run + 1}/${RUNS}${run === 0 ? ' (warm-up, discarded)' : ''}`);
    }
  } finally {
    await browser.close();
    await Promise.all([widgetServer.close(), helloServer.close()]);
  }
  if (sandbox.answered() === 0) throw new Error('The widget made no middleware call: not measured');
  const summary = (list) => ({
    inDomMs: median(list.map((marks) => marks.inDom)),
    paintedMs: median(list.map((marks) => marks.painted)),
    samplesPaintedMs: list.map((marks) => Math.round(marks.painted * 10) / 10),
  });
  const widget = summary(samples.widget);
  const hello = summary(samples.hello);
  return {
    runs: RUNS,
    kept: RUNS - 1,
    middlewareCallsAnswered: sandbox.answered(),
    widget,
    hello,
    ratioInDom: widget.inDomMs / hello.inDomMs,
    ratioPainted: widget.paintedMs / hello.paintedMs,
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
  const campaign = fixtures.campaignFixture(SLOT_CAMPAIGN_ID);
  const slots = fixtures.campaignSlotsFixture(SLOT_CAMPAIGN_ID);
  const window = {
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
    days: new Set(slots.map((slot) => rules.slotDay(slot))).size,
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
const verdict = (bytes, budget) =>
  bytes <= budget
    ? `OK   (${kib(bytes)} of ${kib(budget)} gzip, ${kib(budget - bytes)} to spare)`
    : `OVER (${kib(bytes)} gzip, budget ${kib(budget)}: ${kib(bytes - budget)} too much)`;

function printReport(report) {
  const { widget, hello, embed, timing } = report;
  const out = [];
  out.push('', `Booking widget benchmark (production build, vite ${report.viteVersion})`, '');
  out.push('1. JavaScript of the first screen (index.html entry + static imports)');
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
  out.push(`  budget: ${verdict(widget.firstScreenJsTotal.gzip, FIRST_SCREEN_GZIP_BUDGET)}`);
  out.push(
    `  sandbox in the build: ${widget.withSandbox.length ? `YES (${widget.withSandbox.join(', ')})` : 'no'}`,
    '',
  );
  out.push('   CSS of the first screen');
  out.push(table(SIZE_HEADERS, sizeRows(widget.firstScreenCss), SIZE_ALIGN), '');
  out.push('   Lazy chunks (dynamic imports, not loaded by the first screen)');
  out.push(
    widget.lazy.length
      ? table(
          ['source', ...SIZE_HEADERS],
          widget.lazy.map((file) => [file.source, ...sizeRows([file])[0]]),
          ['l', ...SIZE_ALIGN],
        )
      : '  (none)',
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
  out.push('2. Embed loader');
  out.push(table(SIZE_HEADERS, sizeRows([embed]), SIZE_ALIGN));
  out.push(`  budget: ${verdict(embed.gzip, EMBED_GZIP_BUDGET)}`, '');
  out.push('3. Time to the first rendered screen in Chromium (ms from navigation start, median)');
  if (timing.skipped) {
    out.push(`  skipped: ${timing.skipped}`);
  } else {
    const row = (name, data) => [
      name,
      data.inDomMs.toFixed(1),
      data.paintedMs.toFixed(1),
      data.samplesPaintedMs.map((ms) => ms.toFixed(0)).join(' '),
    ];
    out.push(
      table(
        ['page', 'in DOM', 'painted', 'painted, each kept load'],
        [
          row(`widget /?campaignId=${WIDGET_CAMPAIGN_ID}`, timing.widget),
          row('hello-world React 19', timing.hello),
        ],
        ['l', 'r', 'r', 'l'],
      ),
    );
    out.push(
      `  ratio widget / hello: ${timing.ratioPainted.toFixed(2)} painted, ` +
        `${timing.ratioInDom.toFixed(2)} in DOM ` +
        `(${timing.runs} loads each, first discarded; ` +
        `${timing.middlewareCallsAnswered} middleware calls answered by the sandbox handlers)`,
    );
  }
  out.push('');
  out.push(...slotFilteringLines(report.slotFiltering));
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
    `4. Slot filtering over 30 days (campaign ${slots.campaignId}: ${slots.slots} slots on ` +
      `${slots.days} days, ${slots.people} people; ${slots.offered} slots on ${slots.offeredDayCount} days offered)`,
    table(
      ['rule', 'median per call', 'per slot', `each run (${slots.iterations} calls, ms per call)`],
      [row('offeredSlots'), row('offeredDays')],
      ['l', 'r', 'r', 'l'],
    ),
  ];
}

// ------------------------------------------------------------------------------------- main

async function main() {
  const started = performance.now();
  if (options.only === 'slots') {
    const slotFiltering = await measureSlotFiltering();
    if (options.json) console.log(JSON.stringify({ slotFiltering }, null, 2));
    else console.log(['', ...slotFilteringLines(slotFiltering), ''].join('\n'));
    return;
  }
  const outDir = await mkdtemp(join(tmpdir(), 'widget-bench-'));
  try {
    progress(`Building the widget, the embed loader and the hello-world page in ${outDir}…`);
    const { widgetDir, helloDir } = await buildAll(outDir);
    const widget = await measureSizes(widgetDir);
    widget.firstScreenJsTotal = sum(widget.firstScreenJs);
    const hello = await measureSizes(helloDir);
    hello.firstScreenJsTotal = sum(hello.firstScreenJs);
    const embed = await fileSizes(widgetDir, 'embed.js');
    progress('Measuring the time to the first rendered screen…');
    const timing = await measureTiming(widgetDir, helloDir);
    progress('Measuring slot filtering…');
    const slotFiltering = await measureSlotFiltering();
    const { version: viteVersion } = await import('vite');
    const report = {
      viteVersion,
      widget,
      hello,
      embed,
      budgets: {
        firstScreenGzip: {
          budget: FIRST_SCREEN_GZIP_BUDGET,
          actual: widget.firstScreenJsTotal.gzip,
          ok: widget.firstScreenJsTotal.gzip <= FIRST_SCREEN_GZIP_BUDGET,
        },
        embedGzip: {
          budget: EMBED_GZIP_BUDGET,
          actual: embed.gzip,
          ok: embed.gzip <= EMBED_GZIP_BUDGET,
        },
      },
      timing,
      slotFiltering,
      totalMs: performance.now() - started,
    };
    if (options.json) console.log(JSON.stringify(report, null, 2));
    else printReport(report);
  } finally {
    await rm(outDir, { recursive: true, force: true });
  }
}

main().catch((error) => {
  console.error(error);
  process.exitCode = 1;
});
