// Test support of the browser e2e suite: a Chromium per test file (playwright-core driving
// Debian's Chromium), a fresh context and page per test, and a log of what went wrong in the page.
// An uncaught page error fails the test; console errors are collected for the test to check.
import { readFileSync } from 'node:fs';
import { mkdir, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { createServer } from 'node:http';
import { join } from 'node:path';
import {
  chromium,
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

const fixtures = base
  // Vitest reads the fixtures a fixture needs from its first parameter, which must be a pattern.
  // eslint-disable-next-line no-empty-pattern
  .extend('browser', { scope: 'file' }, async ({}, { onCleanup }) => {
    const browser = await chromium.launch(launchOptions);
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
    const page = await context.newPage();
    page.on('pageerror', (error) => log.pageErrors.push(error));
    page.on('console', (message) => {
      if (message.type() === 'error') {
        const where = message.location().url;
        log.consoleErrors.push(where ? `${message.text()} (${where})` : message.text());
      }
    });
    onCleanup(async () => {
      try {
        if (task.result?.state === 'fail' || log.pageErrors.length > 0) {
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
    });
    return page;
  });

/** A browser test; skipped (with a message from the global setup) when there is no browser. */
export const e2e = fixtures.skipIf(baseURL === null);

async function saveArtifacts(page: Page, name: string, log: PageLog): Promise<void> {
  const slug = name.replace(/[^\w-]+/g, '-').replace(/^-|-$/g, '');
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

/**
 * Runs axe (WCAG 2.2 A and AA rules, and best practices) on what the page shows now and fails
 * listing every violation.
 */
export async function expectNoAxeViolations(page: Page, where: string): Promise<void> {
  if (!(await page.evaluate(() => 'axe' in window)))
    await page.addScriptTag({ content: axeSource });
  const violations = await page.evaluate(async () => {
    const { axe } = window as unknown as {
      axe: {
        run: (
          context: Document,
          options: object,
        ) => Promise<{ violations: { id: string; help: string; nodes: { target: string[] }[] }[] }>;
      };
    };
    const result = await axe.run(document, { resultTypes: ['violations'] });
    return result.violations.map(
      (violation) =>
        `${violation.id}: ${violation.help} [${violation.nodes.map((node) => node.target.join(' ')).join(', ')}]`,
    );
  });
  expect(violations, `axe on ${where}`).toEqual([]);
}
