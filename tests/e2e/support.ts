// Test support of the browser e2e suite: a Chromium per test file (playwright-core driving
// Debian's Chromium), a fresh context and page per test, and a log of what went wrong in the page.
// An uncaught page error fails the test; console errors are collected for the test to check.
// Every screen of the widget a test reaches is checked by axe on its own (see `watchScreens`):
// a violation fails the test that reached the screen, whatever the test was about, so a new test
// needs nothing to be checked. `publicOrigin` serves the widget under a host name that is not
// local, for what the widget does only on a deployment (the entity's support phone and email).
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer, request } from 'node:http';
import { join } from 'node:path';
import {
  chromium,
  type BrowserContext,
  type Frame,
  type FrameLocator,
  type Locator,
  type Page,
  type Response,
} from 'playwright-core';
import { expect, inject, onTestFinished, test as base } from 'vitest';
import { e2eNowMs, hasChromium, isCI, launchOptions, MISSING_BROWSER_MESSAGE } from './browser';

declare module 'vitest' {
  export interface ProvidedContext {
    /** From tests/e2e/globalSetup.ts: the widget (demo build) and, on another origin, the demo
     * merchant page that embeds it; null when the suite is skipped. */
    e2e: { baseURL: string | null; merchantURL: string | null };
  }
}

if (!hasChromium() && isCI()) {
  throw new Error(`${MISSING_BROWSER_MESSAGE} CI is set, so the e2e suite fails.`);
}

const { baseURL, merchantURL: merchantAddress } = inject('e2e');

/** The demo merchant page (ui/embed/demo/), e.g. http://127.0.0.1:41234/, on its own origin. */
export const merchantURL = merchantAddress ?? 'http://127.0.0.1/';
export const merchantOrigin = new URL(merchantURL).origin;
/** Where the widget is served (and embed.js with it), e.g. http://127.0.0.1:41233. */
export const widgetOrigin = new URL(baseURL ?? 'http://127.0.0.1/').origin;
const ARTIFACTS = join(import.meta.dirname, '..', '..', '.e2e-artifacts');

/** How long to wait for something the user would see; well under the test's time-out. */
export const UI_TIMEOUT = 15_000;

/** What the page reported while the test ran. */
export interface PageLog {
  pageErrors: Error[];
  consoleErrors: string[];
}

/**
 * The name the widget is served under in `publicOrigin`: not a local host, so the widget does
 * what it does on a deployment (it looks its entity up: theme, support phone and email).
 */
export const PUBLIC_HOST = 'widget.e2e.test';

const fixtures = base
  // Vitest reads the fixtures a fixture needs from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  .extend('publicOrigin', { scope: 'file' }, async ({}, { onCleanup }) => {
    const { origin, close } = await servePublicHost();
    onCleanup(close);
    return origin;
  })
  .extend('browser', { scope: 'file' }, async ({ publicOrigin }, { onCleanup }) => {
    const browser = await chromium.launch({
      ...launchOptions,
      args: [
        ...(launchOptions.args ?? []),
        // The public host name leads to the loopback proxy, and counts as a secure origin there
        // (as https would), so the sandbox's service worker runs in it.
        `--host-resolver-rules=MAP ${PUBLIC_HOST} 127.0.0.1`,
        `--unsafely-treat-insecure-origin-as-secure=${publicOrigin}`,
      ],
    });
    onCleanup(() => browser.close());
    return browser;
  })
  .extend('log', (): PageLog => ({ pageErrors: [], consoleErrors: [] }))
  .extend('page', async ({ browser, log, task }, { onCleanup }): Promise<Page> => {
    const context = await browser.newContext({ baseURL: baseURL ?? undefined, locale: 'pt-PT' });
    context.setDefaultTimeout(UI_TIMEOUT);
    // Every page and frame of the test lives at the same set time (E2E_NOW), and it runs on from
    // there: the widget and the sandbox in the page read it, so no test depends on the day or
    // the hour it runs. `page.clock` moves it on where a test needs time to pass.
    await context.clock.install({ time: e2eNowMs() });
    const screens = await watchScreens(context);
    const page = await context.newPage();
    page.on('pageerror', (error) => log.pageErrors.push(error));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const where = message.location().url;
        log.consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
      }
    });
    onCleanup(async () => {
      let axeProblems: string[] = [];
      try {
        axeProblems = await screens.finish();
        if (task.result?.state === 'fail' || log.pageErrors.length > 0 || axeProblems.length > 0) {
          await saveArtifacts(page, task.name, log);
        }
      } finally {
        await context.close();
      }
      if (log.pageErrors.length > 0) {
        throw new Error(
          `Uncaught error in the page (screenshot and log in .e2e-artifacts/):\n${log.pageErrors.map((error) => error.stack ?? error.message).join('\n\n')}`,
        );
      }
      if (axeProblems.length > 0) {
        throw new Error(
          `axe found violations on screens this test reached:\n${axeProblems.join('\n')}`,
        );
      }
    });
    return page;
  });

/**
 * The widget under PUBLIC_HOST, e.g. http://widget.e2e.test:41235 (`publicOrigin` in a test):
 * a loopback proxy to the widget's server that presents it under that name (the preview server
 * answers its own host names only).
 */
async function servePublicHost(): Promise<{ origin: string; close: () => Promise<void> }> {
  const target = new URL(widgetOrigin);
  const server = createServer((incoming, answer) => {
    const upstream = request(
      {
        host: target.hostname,
        port: target.port,
        method: incoming.method,
        path: incoming.url,
        headers: { ...incoming.headers, host: target.host },
      },
      (response) => {
        answer.writeHead(response.statusCode ?? 502, response.headers);
        response.pipe(answer);
      },
    );
    upstream.on('error', () => answer.destroy());
    incoming.pipe(upstream);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  return {
    origin: `http://${PUBLIC_HOST}:${port}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  };
}

/** A browser test; skipped (with a message from the global setup) when there is no browser. */
export const e2e = fixtures.skipIf(baseURL === null);

async function saveArtifacts(page: Page, name: string, log: PageLog): Promise<void> {
  // A file name of at most 200 characters (most file systems take 255 bytes).
  const slug = name
    .replace(/[^\w-]+/g, '-')
    .replace(/^-|-$/g, '')
    .slice(0, 200);
  await mkdir(ARTIFACTS, { recursive: true });
  const report = [
    `url: ${page.url()}`,
    `page errors:\n${log.pageErrors.map((error) => error.stack ?? error.message).join('\n') || '-'}`,
    `console errors:\n${log.consoleErrors.join('\n') || '-'}`,
  ].join('\n\n');
  await writeFile(join(ARTIFACTS, `${slug}.txt`), report);
  await page.screenshot({ path: join(ARTIFACTS, `${slug}.png`), fullPage: true }).catch(() => {});
}

/** Waits until a user could see it. */
export async function shows(locator: Locator): Promise<void> {
  await locator.waitFor({ state: 'visible' });
}

/**
 * From an order's transport step (campaign 107, a shop's takeaway service): the way named by its
 * radio chosen, on past the menu as it comes, to the cart.
 */
export async function transportToCart(screen: Page | FrameLocator, transport: string) {
  await screen.getByRole('radio', { name: transport }).check();
  await screen.getByRole('button', { name: 'Continuar', exact: true }).click();
  await screen.getByRole('button', { name: 'Ver carrinho' }).click();
  await shows(screen.getByRole('heading', { name: 'Carrinho', exact: true }));
}

/** The middleware call for this path (after `/mygon-middleware/rest`), as the page received it. */
export function middlewareResponse(page: Page, path: string): Promise<Response> {
  return page.waitForResponse((response) => {
    const url = new URL(response.url());
    return url.pathname === `/mygon-middleware/rest${path}`;
  });
}

/** Proves the sandbox answered (vite preview answers any unknown path with index.html and 200). */
export async function expectFromSandbox(response: Response, status: number): Promise<void> {
  expect(response.fromServiceWorker(), `${response.url()} was not answered by the sandbox`).toBe(
    true,
  );
  expect(response.status()).toBe(status);
  expect(response.headers()['content-type']).toContain('application/json');
  await response.json();
}

/** Presses Tab until `target` has the focus, as a keyboard user would; fails after `max` presses. */
export async function tabTo(page: Page, target: Locator, max = 20): Promise<void> {
  for (let presses = 0; presses < max; presses++) {
    await page.keyboard.press('Tab');
    if (await target.evaluate((element) => element === document.activeElement)) return;
  }
  throw new Error(`${max} presses of Tab never reached ${target.toString()}`);
}

/** The title the embed loader gives the widget's frame: the frame's accessible name. */
export const WIDGET_FRAME_TITLE = 'Reservas';

/** The widget embedded in a host page: its frame element, its content, and the frame itself for
 * evaluating code inside it (as the widget would run it). */
export function embeddedWidget(page: Page): {
  element: Locator;
  widget: FrameLocator;
  frame: () => Promise<Frame>;
} {
  const element = page.getByTitle(WIDGET_FRAME_TITLE, { exact: true });
  return {
    element,
    widget: element.contentFrame(),
    frame: async () => {
      const frame = await (await element.elementHandle())?.contentFrame();
      if (!frame) throw new Error('The widget frame has no document.');
      return frame;
    },
  };
}

/**
 * Serves `pages` (path -> HTML body) on a third origin, neither the widget's nor the merchant's,
 * for the rest of the test. A real loopback server rather than page.route(): the browser does
 * not let a routed (address-less) page frame a loopback address.
 */
export async function thirdPartySite(pages: Record<string, string>): Promise<string> {
  const server = createServer((request, response) => {
    const body = pages[new URL(request.url ?? '/', 'http://x').pathname];
    response.writeHead(body === undefined ? 404 : 200, {
      'content-type': 'text/html; charset=utf-8',
    });
    response.end(body === undefined ? 'Not found' : `<!doctype html>${body}`);
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  onTestFinished(
    () =>
      new Promise<void>((resolve) => {
        server.close(() => resolve());
        server.closeAllConnections();
      }),
  );
  const address = server.address();
  return `http://127.0.0.1:${typeof address === 'object' && address ? address.port : 0}`;
}

const axeSource = readFileSync(
  createRequire(import.meta.url).resolve('axe-core/axe.min.js'),
  'utf8',
);

/** The axe run under way in each document: axe runs one at a time in a document. */
const axeRuns = new WeakMap<Frame, Promise<unknown>>();

/** What axe found on one document: one line per violation, with the elements it names. */
function axeViolations(frame: Frame): Promise<string[]> {
  const previous = axeRuns.get(frame) ?? Promise.resolve();
  const run = previous.catch(() => undefined).then(() => runAxe(frame));
  axeRuns.set(frame, run);
  return run;
}

/** Attempts at adding axe to a document that is replaced meanwhile (a reload, a navigation). */
const AXE_ATTEMPTS = 3;

async function runAxe(frame: Frame): Promise<string[]> {
  for (let attempt = 1; ; attempt++) {
    if (!(await frame.evaluate(() => 'axe' in window))) {
      await frame.addScriptTag({ content: axeSource });
    }
    const violations = await frame.evaluate(async () => {
      const { axe } = window as unknown as {
        axe?: {
          run: (
            context: Document,
            options: object,
          ) => Promise<{
            violations: { id: string; help: string; nodes: { target: string[] }[] }[];
          }>;
        };
      };
      // The document was replaced after axe was added to it: the new one has none yet.
      if (!axe) return null;
      // WCAG 2.2 A and AA rules and best practices: every rule axe runs by default. Frames are
      // the watcher's business (each document is checked on its own), so axe does not wait for
      // them.
      const result = await axe.run(document, { resultTypes: ['violations'], iframes: false });
      return result.violations.map(
        (violation) =>
          `${violation.id}: ${violation.help} [${violation.nodes.map((node) => node.target.join(' ')).join(', ')}]`,
      );
    });
    if (violations) return violations;
    if (attempt === AXE_ATTEMPTS) {
      throw new Error(`the document navigated away ${AXE_ATTEMPTS} times while axe was added`);
    }
  }
}

/**
 * Runs axe (WCAG 2.2 A and AA rules, and best practices) on what the page shows now and fails
 * listing every violation. Every screen a test reaches is checked anyway (`watchScreens`); this
 * is for a test that wants the check at a given moment.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  expect(await axeViolations(page.mainFrame()), `axe on ${where}`).toEqual([]);
}

/** The name the page calls when the screen it shows changes (see SCREEN_WATCHER). */
const SCREEN_BINDING = '__e2eScreenChanged';
/** The page's function that names the screen it shows now. */
const SCREEN_NAME = '__e2eScreenName';

/** An error that says the document or the page is gone, not that the check failed. */
function isGone(error: unknown): boolean {
  return /context was destroyed|has been closed|detached|navigat/i.test(String(error));
}

/**
 * Runs in every document of the test's context, before the page's own scripts. In the widget's
 * documents (its index.html, from any server and build, alone or framed) it names the screen shown by its headings (h1 and h2,
 * as the visitor reads them), its alerts and its open dialogs and disclosures, and tells the test
 * each time that name changes: a new screen, a new step, a message, a language.
 */
function SCREEN_WATCHER({
  binding,
  nameFunction,
}: {
  binding: string;
  nameFunction: string;
}): void {
  // The widget's own page (index.html): its root is body > #widget. Any origin, any build.
  const isWidget = () => document.querySelector('body > #widget') !== null;
  const shown = (element: Element) =>
    element.getClientRects().length > 0 && !element.closest('[hidden], [aria-hidden="true"]');
  const screenName = () => {
    if (!isWidget()) return '';
    const parts: string[] = [];
    for (const element of document.querySelectorAll(
      'h1, h2, [role="alert"], [role="dialog"], dialog[open], details[open] > summary',
    )) {
      if (!shown(element)) continue;
      const text = (element.textContent ?? '').replace(/\s+/g, ' ').trim().slice(0, 80);
      const role = element.getAttribute('role') ?? element.tagName.toLowerCase();
      if (text || role !== 'alert') parts.push(`${role}: ${text}`);
    }
    return parts.join(' | ');
  };
  Object.defineProperty(window, nameFunction, { value: screenName });
  let last = '';
  const notify = (window as unknown as Record<string, (name: string) => Promise<void>>)[binding];
  const check = () => {
    const name = screenName();
    // A screen with no heading yet (loading) is on its way to one: it is the next one that counts.
    if (!name.includes('h1: ') || name === last) return;
    last = name;
    void notify?.(name).catch(() => undefined);
  };
  new MutationObserver(check).observe(document, {
    subtree: true,
    childList: true,
    characterData: true,
    attributes: true,
    attributeFilter: ['open', 'hidden', 'aria-hidden', 'role', 'style', 'class'],
  });
}

interface ScreenWatch {
  /** Waits for the checks still running and returns what they found, one line per problem. */
  finish(): Promise<string[]>;
}

/** Runs of axe in a row on a document whose screen keeps changing, before it is left alone. */
const MAX_RUNS_PER_CHANGE = 5;

/** How long the checks still running may take once the test is over (real time). */
const AXE_FINISH_TIMEOUT = 30_000;

/**
 * axe on every screen of the widget the test reaches, without the test asking: the page tells
 * the test when its screen changes (SCREEN_WATCHER), and axe runs on that document while the test
 * goes on. A screen is checked once per test (by its name); when the screen changes again while
 * axe is running, one more run follows on what is shown then, so a quick walk through the steps
 * costs one run per step at most (~100-300 ms each) and never blocks the test. What axe finds
 * fails the test at its end, naming the screen.
 */
async function watchScreens(context: BrowserContext): Promise<ScreenWatch> {
  const checked = new Set<string>();
  const problems: string[] = [];
  const running = new Map<Frame, { again: boolean; done: Promise<void> }>();

  const screenOf = (frame: Frame) =>
    frame.evaluate(
      (name) => (window as unknown as Record<string, () => string>)[name]?.() ?? '',
      SCREEN_NAME,
    );
  const check = async (frame: Frame, entry: { again: boolean }): Promise<void> => {
    for (let runs = 0; entry.again && runs < MAX_RUNS_PER_CHANGE; runs++) {
      entry.again = false;
      try {
        const screen = await screenOf(frame);
        // A screen without its h1 yet is one on its way (loading): the next one counts.
        if (!screen.includes('h1: ') || checked.has(screen)) continue;
        const violations = await axeViolations(frame);
        // The screen changed while axe looked at it: what it found mixes two screens, so the
        // screen shown now is looked at again instead.
        if ((await screenOf(frame)) !== screen) {
          entry.again = true;
          continue;
        }
        checked.add(screen);
        for (const violation of violations) problems.push(`  on "${screen}": ${violation}`);
      } catch (error) {
        // The document went away meanwhile (a navigation, the end of the test): nothing to check.
        if (!frame.isDetached() && !isGone(error)) throw error;
        return;
      }
    }
  };

  const screenChanged = (frame: Frame) => {
    const entry = running.get(frame);
    if (entry) {
      entry.again = true;
      return;
    }
    const next = { again: true, done: Promise.resolve() };
    running.set(frame, next);
    next.done = check(frame, next)
      .catch((error: unknown) => {
        problems.push(`  axe could not run: ${String(error)}`);
      })
      .finally(() => running.delete(frame));
  };
  await context.exposeBinding(SCREEN_BINDING, ({ frame }) => screenChanged(frame));
  await context.addInitScript(SCREEN_WATCHER, {
    binding: SCREEN_BINDING,
    nameFunction: SCREEN_NAME,
  });

  return {
    async finish() {
      // The screen the test ended on, whether or not its page has told of it yet.
      for (const page of context.pages()) {
        for (const frame of page.frames()) screenChanged(frame);
      }
      const all = Promise.all([...running.values()].map((entry) => entry.done));
      let timer: NodeJS.Timeout | undefined;
      const late = new Promise<void>((resolve) => {
        timer = setTimeout(() => {
          problems.push(`  axe was still running ${AXE_FINISH_TIMEOUT / 1000} s after the test`);
          resolve();
        }, AXE_FINISH_TIMEOUT);
      });
      await Promise.race([all, late]);
      clearTimeout(timer);
      return problems;
    },
  };
}

/** A payment the sandbox in the page (or in the widget's frame) holds, with its status now. */
export interface HeldPayment {
  id: string;
  orderCode: string;
  method: string;
  status: string;
}

/** The payments the sandbox in the page (or in the widget's frame) holds, oldest first. */
export function sandboxPayments(page: Page | Frame): Promise<HeldPayment[]> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            payments: Map<string, HeldPayment>;
            paymentStatus(payment: HeldPayment): string;
          };
        };
      }
    ).__sandbox;
    return [...store.payments.values()].map((payment) => ({
      id: payment.id,
      orderCode: payment.orderCode,
      method: payment.method,
      status: store.paymentStatus(payment),
    }));
  });
}
