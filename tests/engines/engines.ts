// The three browser engines the widget's visitors use, from Debian's packages, behind one small
// interface a flow is written against once (tests/engines/flows/):
// - Chromium (`chromium`) and Firefox ESR (`firefox-esr`) through puppeteer-core: the DevTools
//   protocol for Chromium, WebDriver BiDi for Firefox (no geckodriver needed);
// - WebKitGTK, Safari's engine (`webkit2gtk-driver`), through its WebDriver (`WebKitWebDriver`,
//   WebDriver classic) and the `webdriver` client, in MiniBrowser on an X server (`xvfb`).
// Elements are found in the page by role and accessible name or by label (Testing Library, see
// inPage.ts) and then clicked and typed into by the engine's own input, as a visitor would.
import { spawn, type ChildProcess } from 'node:child_process';
import { accessSync, constants } from 'node:fs';
import { createServer } from 'node:net';
import puppeteer, {
  type Browser as PuppeteerBrowser,
  type ElementHandle,
  type Frame as PuppeteerFrame,
  type Page as PuppeteerPage,
} from 'puppeteer-core';
import WebDriver from 'webdriver';
import { CHROMIUM_ARGS, CHROMIUM_PATH } from '../e2e/browser';
import { describeTarget, INSTALL_SCRIPT, toWire, type Target } from './inPage';

export type EngineName = 'chromium' | 'firefox' | 'webkit';

export const FIREFOX_PATH = '/usr/bin/firefox-esr';
export const WEBKIT_DRIVER_PATH = '/usr/bin/WebKitWebDriver';
export const MINIBROWSER_PATH = '/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser';
export const XVFB_PATH = '/usr/bin/Xvfb';

/** What each engine needs on the machine, and the Debian package that brings it. */
export const ENGINE_NEEDS: Record<EngineName, { paths: string[]; packages: string }> = {
  chromium: { paths: [CHROMIUM_PATH], packages: 'chromium' },
  firefox: { paths: [FIREFOX_PATH], packages: 'firefox-esr' },
  webkit: {
    paths: [WEBKIT_DRIVER_PATH, MINIBROWSER_PATH, XVFB_PATH],
    packages: 'webkit2gtk-driver xvfb',
  },
};

export function hasEngine(engine: EngineName): boolean {
  return ENGINE_NEEDS[engine].paths.every((path) => {
    try {
      accessSync(path, constants.X_OK);
      return true;
    } catch {
      return false;
    }
  });
}

/** How long a step waits for what a visitor would see; the test's own limit is well above. */
export const STEP_TIMEOUT = 20_000;
const POLL_MS = 100;
/** The narrow phone the flows run at (WebKit's MiniBrowser window is at least 447 px wide). */
export const PHONE = { width: 360, height: 780 };

export type Key =
  | 'Tab'
  | 'Shift+Tab'
  | 'Enter'
  | 'Space'
  | 'Escape'
  | 'ArrowDown'
  | 'ArrowUp'
  | 'ArrowLeft'
  | 'ArrowRight';

/**
 * One document of a tab: the tab's own page or a frame in it (`frame(...)`). Every method waits
 * for its target as a visitor would (up to STEP_TIMEOUT) and fails naming what it looked for and
 * what the screen showed.
 */
export interface EngineDocument {
  readonly engine: EngineName;
  /** Waits until the target is shown (exactly one of it). */
  waitFor(target: Target, options?: { timeout?: number }): Promise<void>;
  /** Whether the target is shown now. */
  isShown(target: Target): Promise<boolean>;
  /** How many of the target are shown now (0 or more; no wait). */
  count(target: Target): Promise<number>;
  /** The engine's own click on the target's centre (scrolled into view). */
  click(target: Target): Promise<void>;
  /** Replaces the field's value by typing `text` with the engine's keyboard. */
  fill(target: Target, text: string): Promise<void>;
  /** The target's text (textContent, spaces collapsed). */
  text(target: Target): Promise<string>;
  /** A form field's current value. */
  value(target: Target): Promise<string>;
  /** The target's attribute `name` (null when it has none): `aria-label`, `aria-disabled`... */
  attribute(target: Target, name: string): Promise<string | null>;
  /** The text of every one of the target shown now, in the document's order (no wait). */
  texts(target: Target): Promise<string[]>;
  /** Whether the target has the keyboard's focus. */
  isFocused(target: Target): Promise<boolean>;
  /** Runs `fn` in this document with JSON arguments; resolves what it returns (awaited). */
  evaluate<Result, Args extends unknown[]>(
    fn: (...args: Args) => Result | Promise<Result>,
    ...args: Args
  ): Promise<Result>;
  /** The document of the frame `css` selects in this one. */
  frame(css: string): EngineDocument;
  /** Fails if the document is wider than its window (something sticks out sideways), naming what. */
  expectNoOverflow(where: string): Promise<void>;
  /** Uncaught errors and rejections in this document since the suite's helpers were added. */
  pageErrors(): Promise<string[]>;
}

/** A tab of its own profile (no cookies, storage or service workers from another test). */
export interface EngineTab extends EngineDocument {
  goto(url: string): Promise<void>;
  reload(): Promise<void>;
  url(): Promise<string>;
  /** The engine's keyboard, on whatever has the focus. */
  press(key: Key): Promise<void>;
  /** Types `text` with the engine's keyboard into whatever has the focus (no click first). */
  type(text: string): Promise<void>;
  /** Saves a PNG of the window. */
  screenshot(path: string): Promise<void>;
  close(): Promise<void>;
}

export interface Engine {
  readonly name: EngineName;
  /** A new tab in a new profile, `PHONE` sized (WebKit: as narrow as its window goes). */
  newTab(): Promise<EngineTab>;
  close(): Promise<void>;
}

/** Options for the https tests: certificates the suite made itself are accepted. */
export interface LaunchOptions {
  /** Host names that lead to 127.0.0.1 (Chromium and Firefox only; WebKit uses the real DNS). */
  hosts?: string[];
}

export async function launchEngine(name: EngineName, options: LaunchOptions = {}): Promise<Engine> {
  if (name === 'webkit') return launchWebKit();
  return launchPuppeteer(name, options);
}

// ---------------------------------------------------------------------------------------------
// Shared: finding a target in a document, whichever engine runs it.

/** The helpers of a document, once added (inPage.ts). */
interface EngineHelpers {
  find(target: unknown): Element[];
  overflow(): { width: number; scrollWidth: number; offenders: string[] };
  errors: string[];
  screen(): string;
}
interface Found<Handle> {
  count: number;
  handle: Handle | null;
  screen: string;
}

/** Polls `look` until it finds exactly one element, or fails after `timeout` naming the screen. */
async function waitForOne<Handle>(
  target: Target,
  look: () => Promise<Found<Handle>>,
  timeout = STEP_TIMEOUT,
): Promise<Handle> {
  const deadline = performance.now() + timeout;
  let last: Found<Handle> = { count: 0, handle: null, screen: '' };
  for (;;) {
    try {
      last = await look();
      if (last.count === 1 && last.handle) return last.handle;
    } catch (error) {
      // The document was replaced while it was looked at (a navigation): look again.
      if (!isNavigation(error)) throw error;
    }
    if (performance.now() > deadline) {
      throw new Error(
        `${describeTarget(target)}: ${last.count === 0 ? 'not shown' : `${last.count} shown, one expected`} within ${timeout} ms; the screen showed: ${last.screen || '(no heading)'}`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, POLL_MS));
  }
}

function isNavigation(error: unknown): boolean {
  return /context|detached|navigat|destroyed|stale|no such (frame|window)|__engine is not defined|Cannot read properties of undefined/i.test(
    String(error),
  );
}

/** The text of every element the target finds now (spaces collapsed), run in the document. */
function textsOf(document: EngineDocument, target: Target): Promise<string[]> {
  return document.evaluate(
    (wire) =>
      (window as unknown as { __engine: EngineHelpers }).__engine
        .find(wire)
        .map((node) => (node.textContent ?? '').replace(/\s+/g, ' ').trim()),
    toWire(target),
  );
}

async function checkOverflow(document: EngineDocument, where: string): Promise<void> {
  const { width, scrollWidth, offenders } = await document.evaluate(() =>
    (window as unknown as { __engine: EngineHelpers }).__engine.overflow(),
  );
  if (scrollWidth > width) {
    throw new Error(
      `${document.engine}: ${where} is ${scrollWidth} px wide in a ${width} px window: ${offenders.join('; ')}`,
    );
  }
}

// ---------------------------------------------------------------------------------------------
// Chromium and Firefox: puppeteer-core.

async function launchPuppeteer(
  name: 'chromium' | 'firefox',
  options: LaunchOptions,
): Promise<Engine> {
  const hosts = options.hosts ?? [];
  const browser: PuppeteerBrowser =
    name === 'chromium'
      ? await puppeteer.launch({
          browser: 'chrome',
          executablePath: CHROMIUM_PATH,
          headless: true,
          acceptInsecureCerts: true,
          args: [
            ...CHROMIUM_ARGS,
            ...(hosts.length > 0
              ? [`--host-resolver-rules=${hosts.map((host) => `MAP ${host} 127.0.0.1`).join(',')}`]
              : []),
          ],
        })
      : await puppeteer.launch({
          browser: 'firefox',
          executablePath: FIREFOX_PATH,
          headless: true,
          protocol: 'webDriverBiDi',
          acceptInsecureCerts: true,
          extraPrefsFirefox: {
            ...(hosts.length > 0 ? { 'network.dns.localDomains': hosts.join(',') } : {}),
            // As a visitor's Firefox: Tab reaches every control, not only text fields.
            'accessibility.tabfocus': 7,
          },
        });
  return {
    name,
    async newTab() {
      const context = await browser.createBrowserContext();
      const page = await context.newPage();
      await page.setViewport(PHONE);
      await page.evaluateOnNewDocument(INSTALL_SCRIPT);
      return puppeteerTab(name, page, () => context.close());
    },
    close: () => browser.close(),
  };
}

function puppeteerTab(
  engine: EngineName,
  page: PuppeteerPage,
  closeContext: () => Promise<void>,
): EngineTab {
  const top = puppeteerDocument(engine, page, async () => page.mainFrame());
  return {
    ...top,
    async goto(url) {
      await page.goto(url, { waitUntil: 'load' });
    },
    async reload() {
      await page.reload({ waitUntil: 'load' });
    },
    url: async () => page.url(),
    async press(key) {
      if (key === 'Shift+Tab') {
        await page.keyboard.down('Shift');
        await page.keyboard.press('Tab');
        await page.keyboard.up('Shift');
      } else {
        await page.keyboard.press(key === 'Space' ? ' ' : key);
      }
    },
    async type(text) {
      await page.keyboard.type(text);
    },
    async screenshot(path) {
      await page.screenshot({ path: path as `${string}.png`, fullPage: true });
    },
    close: closeContext,
  };
}

function puppeteerDocument(
  engine: EngineName,
  page: PuppeteerPage,
  frameOf: () => Promise<PuppeteerFrame>,
): EngineDocument {
  const ready = async (): Promise<PuppeteerFrame> => {
    const frame = await frameOf();
    // Added before the page's scripts where it can be (evaluateOnNewDocument); else now, once.
    if (!(await frame.evaluate(() => '__engine' in window))) await frame.evaluate(INSTALL_SCRIPT);
    return frame;
  };
  const look = async (target: Target): Promise<Found<ElementHandle<Element>>> => {
    const frame = await ready();
    const wire = toWire(target);
    const handle = await frame.evaluateHandle((t) => {
      const found = (window as unknown as { __engine: EngineHelpers }).__engine.find(t);
      return found.length === 1 ? found[0]! : null;
    }, wire);
    const element = handle.asElement() as ElementHandle<Element> | null;
    if (element) return { count: 1, handle: element, screen: '' };
    await handle.dispose();
    const [count, screen] = await frame.evaluate((t) => {
      const helpers = (window as unknown as { __engine: EngineHelpers }).__engine;
      return [helpers.find(t).length, helpers.screen()] as const;
    }, wire);
    return { count, handle: null, screen };
  };
  const one = (target: Target, timeout?: number) => waitForOne(target, () => look(target), timeout);

  const document: EngineDocument = {
    engine,
    async waitFor(target, options) {
      await (await one(target, options?.timeout)).dispose();
    },
    async isShown(target) {
      const found = await look(target);
      await found.handle?.dispose();
      return found.count === 1;
    },
    async count(target) {
      const found = await look(target);
      await found.handle?.dispose();
      return found.count;
    },
    async click(target) {
      const element = await one(target);
      await element.click();
      await element.dispose();
    },
    async fill(target, text) {
      const element = await one(target);
      await element.click();
      await element.evaluate((field) => (field as HTMLInputElement).select?.());
      if (text === '') await page.keyboard.press('Backspace');
      else await page.keyboard.type(text);
      await element.dispose();
    },
    async text(target) {
      const element = await one(target);
      const text = await element.evaluate((node) =>
        (node.textContent ?? '').replace(/\s+/g, ' ').trim(),
      );
      await element.dispose();
      return text;
    },
    async value(target) {
      const element = await one(target);
      const value = await element.evaluate((node) => (node as HTMLInputElement).value);
      await element.dispose();
      return value;
    },
    async attribute(target, name) {
      const element = await one(target);
      const value = await element.evaluate((node, attribute) => node.getAttribute(attribute), name);
      await element.dispose();
      return value;
    },
    texts: (target) => textsOf(document, target),
    async isFocused(target) {
      const element = await one(target);
      const focused = await element.evaluate((node) => node === node.ownerDocument.activeElement);
      await element.dispose();
      return focused;
    },
    async evaluate(fn, ...args) {
      const frame = await ready();
      return (await frame.evaluate(fn as never, ...(args as unknown as never[]))) as never;
    },
    frame(css) {
      return puppeteerDocument(engine, page, async () => {
        const parent = await frameOf();
        const deadline = performance.now() + STEP_TIMEOUT;
        for (;;) {
          const element = await parent.$(css);
          const frame = element ? await element.contentFrame() : null;
          await element?.dispose();
          if (frame) return frame;
          if (performance.now() > deadline) throw new Error(`${engine}: no frame ${css}`);
          await new Promise((resolve) => setTimeout(resolve, POLL_MS));
        }
      });
    },
    expectNoOverflow: (where) => checkOverflow(document, where),
    pageErrors: () =>
      document.evaluate(() => [
        ...(window as unknown as { __engine: EngineHelpers }).__engine.errors,
      ]),
  };
  return document;
}

// ---------------------------------------------------------------------------------------------
// WebKit: WebKitWebDriver (WebDriver classic) driving MiniBrowser on an X server of its own.

/** WebDriver's name for an element reference inside a JSON value. */
const ELEMENT_KEY = 'element-6066-11e4-a52e-4f735466cecf';
type ElementReference = { [ELEMENT_KEY]: string };

/** WebDriver's codes of the keys the flows press. */
const WEBDRIVER_KEYS: Record<Exclude<Key, 'Shift+Tab'>, string> = {
  Tab: '\uE004',
  Enter: '\uE007',
  Space: ' ',
  Escape: '\uE00C',
  ArrowDown: '\uE015',
  ArrowUp: '\uE013',
  ArrowLeft: '\uE012',
  ArrowRight: '\uE014',
};
const SHIFT = '\uE008';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  await new Promise((resolve) => server.close(resolve));
  return typeof address === 'object' && address ? address.port : 0;
}

function stopProcess(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    const force = setTimeout(() => child.kill('SIGKILL'), 5_000);
    child.once('exit', () => {
      clearTimeout(force);
      resolve();
    });
    child.kill('SIGTERM');
  });
}

/** Waits for a server of ours to accept connections on `port`. */
async function untilListening(port: number, what: string, child: ChildProcess): Promise<void> {
  const deadline = performance.now() + 20_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`${what} exited with ${child.exitCode}`);
    try {
      await fetch(`http://127.0.0.1:${port}/status`);
      return;
    } catch {
      if (performance.now() > deadline) throw new Error(`${what} did not listen on ${port}`);
      await new Promise((resolve) => setTimeout(resolve, POLL_MS));
    }
  }
}

/**
 * Starts an X server on a display number it chooses itself (`-displayfd`: the first free one,
 * written to the pipe once it accepts clients), so that WebKits of several suites or machines'
 * jobs never meet on one display.
 */
async function startXvfb(): Promise<{ xvfb: ChildProcess; display: string }> {
  const xvfb = spawn(
    XVFB_PATH,
    ['-displayfd', '3', '-screen', '0', '1280x1024x24', '-nolisten', 'tcp'],
    {
      stdio: ['ignore', 'ignore', 'ignore', 'pipe'],
    },
  );
  const number = await new Promise<string>((resolve, reject) => {
    let written = '';
    const pipe = xvfb.stdio[3] as NodeJS.ReadableStream;
    pipe.setEncoding('utf8');
    pipe.on('data', (chunk: string) => {
      written += chunk;
      if (written.includes('\n')) resolve(written.trim());
    });
    xvfb.once('exit', (code) =>
      reject(new Error(`Xvfb exited with ${code} before naming its display`)),
    );
    xvfb.once('error', reject);
  });
  return { xvfb, display: `:${number}` };
}

async function launchWebKit(): Promise<Engine> {
  const { xvfb, display } = await startXvfb();
  const port = await freePort();
  const driver = spawn(WEBKIT_DRIVER_PATH, [`--port=${port}`], {
    env: { ...process.env, DISPLAY: display },
    stdio: 'ignore',
  });
  try {
    await untilListening(port, 'WebKitWebDriver', driver);
  } catch (error) {
    await Promise.all([stopProcess(driver), stopProcess(xvfb)]);
    throw error;
  }
  const tabs = new Set<EngineTab>();
  return {
    name: 'webkit',
    async newTab() {
      const client = await newWebKitSession(port);
      const tab = webKitTab(client, () => tabs.delete(tab));
      tabs.add(tab);
      return tab;
    },
    async close() {
      await Promise.all([...tabs].map((tab) => tab.close().catch(() => undefined)));
      await Promise.all([stopProcess(driver), stopProcess(xvfb)]);
    },
  };
}

type WebDriverClient = Awaited<ReturnType<typeof WebDriver.newSession>>;

async function newWebKitSession(port: number): Promise<WebDriverClient> {
  // An X server just started may refuse the first browser: ask again, briefly.
  for (let attempt = 1; ; attempt++) {
    try {
      const client = await WebDriver.newSession({
        hostname: '127.0.0.1',
        port,
        path: '/',
        logLevel: 'silent',
        connectionRetryCount: 0,
        capabilities: {
          acceptInsecureCerts: true,
          // Each session is a new ephemeral profile: nothing is kept from another test.
          'webkitgtk:browserOptions': { binary: MINIBROWSER_PATH, args: ['--automation'] },
        } as WebdriverIO.Capabilities,
      });
      await client.setWindowRect(0, 0, PHONE.width, PHONE.height);
      return client;
    } catch (error) {
      if (attempt >= 3) throw error;
      await new Promise((resolve) => setTimeout(resolve, 500));
    }
  }
}

function webKitTab(client: WebDriverClient, forget: () => void): EngineTab {
  /** The frames (CSS selectors from the top) the session's commands go to now. */
  let current: string[] = [];
  const enter = async (path: string[]): Promise<void> => {
    if (path.length === current.length && path.every((css, index) => css === current[index])) {
      return;
    }
    await client.switchToFrame(null);
    current = [];
    for (const css of path) {
      const deadline = performance.now() + STEP_TIMEOUT;
      for (;;) {
        const element = (await client.executeScript('return document.querySelector(arguments[0])', [
          css,
        ])) as ElementReference | null;
        if (element) {
          await client.switchToFrame(element);
          break;
        }
        if (performance.now() > deadline) throw new Error(`webkit: no frame ${css}`);
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
      current = [...current, css];
    }
  };
  const run = async <Result>(path: string[], body: string, args: object[]): Promise<Result> => {
    await enter(path);
    // The helpers are added to a document once (WebDriver classic has no script to run before
    // the page's own): a document without them says so, gets them, and the body runs again.
    const guarded = `if (!window.__engine) return { [${JSON.stringify(MISSING)}]: true };\n${body}`;
    const result = await client.executeScript(guarded, args);
    if (typeof result !== 'object' || result === null || !(MISSING in result)) {
      return result as Result;
    }
    await client.executeScript(INSTALL_SCRIPT, []);
    return (await client.executeScript(guarded, args)) as Result;
  };
  /**
   * Where an element inside frames is in the top window (its centre's height), and whether each
   * frame on the way shows that spot: a frame not yet sized to its content clips what is below.
   */
  const placeInTopWindow = async (path: string[], id: string) => {
    await enter(path);
    let [y, shown] = (await client.executeScript(
      'const box = arguments[0].getBoundingClientRect(); const y = box.top + box.height / 2; return [y, y >= 0 && y <= innerHeight];',
      [{ [ELEMENT_KEY]: id }],
    )) as [number, boolean];
    for (let depth = path.length - 1; depth >= 0; depth--) {
      await enter(path.slice(0, depth));
      const [frameTop, frameShows] = (await client.executeScript(
        'const box = document.querySelector(arguments[0]).getBoundingClientRect(); const y = box.top + arguments[1]; return [box.top, y >= 0 && y <= innerHeight];',
        [path[depth]!, y],
      )) as [number, boolean];
      y += frameTop;
      shown &&= frameShows;
    }
    return {
      y,
      inFrames: shown,
      height: (await client.executeScript('return innerHeight;', [])) as number,
    };
  };
  /**
   * Scrolls the top window so that an element inside frames is in view, and waits until it stands
   * still there: WebKit scrolls only the element's own document before a click and clicks where
   * the element's box is, so a click outside the window, below a frame not yet sized to its
   * content, or on a spot the element has just left lands on something else.
   */
  const reveal = async (path: string[], id: string): Promise<void> => {
    if (path.length === 0) return;
    let last = Number.NaN;
    for (let look = 0; look < 30; look++) {
      const { y, inFrames, height } = await placeInTopWindow(path, id);
      const centred = Math.abs(y - height / 2) < height * 0.3;
      if (inFrames && centred && Math.abs(y - last) < 1) break;
      last = y;
      if (!centred) {
        await client.executeScript('window.scrollBy(0, arguments[0] - innerHeight / 2);', [y]);
      } else if (!inFrames) {
        // Below its frame's bottom: the frame's own scroll first (a frame of fixed height).
        await enter(path);
        await client.executeScript("arguments[0].scrollIntoView({ block: 'nearest' });", [
          { [ELEMENT_KEY]: id },
        ]);
      } else {
        await new Promise((resolve) => setTimeout(resolve, POLL_MS));
      }
    }
    await enter(path);
  };
  const top = webKitDocument(client, [], run, reveal);
  return {
    ...top,
    async goto(url) {
      await client.switchToFrame(null);
      current = [];
      await client.navigateTo(url);
    },
    async reload() {
      await client.switchToFrame(null);
      current = [];
      await client.refresh();
    },
    url: () => client.getUrl(),
    async press(key) {
      if (key === 'Shift+Tab') {
        await client.performActions([
          {
            type: 'key',
            id: 'keyboard',
            actions: [
              { type: 'keyDown', value: SHIFT },
              { type: 'keyDown', value: WEBDRIVER_KEYS.Tab },
              { type: 'keyUp', value: WEBDRIVER_KEYS.Tab },
              { type: 'keyUp', value: SHIFT },
            ],
          },
        ]);
        await client.releaseActions();
      } else {
        await typeKeys(client, [WEBDRIVER_KEYS[key]]);
      }
    },
    type: (text) => typeKeys(client, [...text]),
    async screenshot(path) {
      const { writeFile } = await import('node:fs/promises');
      await writeFile(path, Buffer.from(await client.takeScreenshot(), 'base64'));
    },
    async close() {
      forget();
      await client.deleteSession().catch(() => undefined);
    },
  };
}

/** Presses and releases each key in turn, on whatever has the focus. */
async function typeKeys(client: WebDriverClient, keys: string[]): Promise<void> {
  await client.performActions([
    {
      type: 'key',
      id: 'keyboard',
      actions: keys.flatMap((value) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]),
    },
  ]);
  await client.releaseActions();
}

/** What a WebKit document without the suite's helpers answers instead of running a body. */
const MISSING = '__engineMissing';

type Run = <Result>(path: string[], body: string, args: object[]) => Promise<Result>;
type Reveal = (path: string[], id: string) => Promise<void>;

function webKitDocument(
  client: WebDriverClient,
  path: string[],
  run: Run,
  reveal: Reveal,
): EngineDocument {
  const look = async (target: Target): Promise<Found<ElementReference>> => {
    const [count, handle, screen] = await run<[number, ElementReference | null, string]>(
      path,
      `const found = window.__engine.find(arguments[0]);
       return [found.length, found.length === 1 ? found[0] : null, window.__engine.screen()];`,
      [toWire(target)],
    );
    return { count, handle, screen };
  };
  const one = async (target: Target, timeout?: number): Promise<string> =>
    (await waitForOne(target, () => look(target), timeout))[ELEMENT_KEY];
  const onElement = <Result>(target: Target, body: string) =>
    one(target).then((id) =>
      run<Result>(path, `const node = arguments[0];\n${body}`, [{ [ELEMENT_KEY]: id }]),
    );

  const document: EngineDocument = {
    engine: 'webkit',
    async waitFor(target, options) {
      await one(target, options?.timeout);
    },
    async isShown(target) {
      return (await look(target)).count === 1;
    },
    async count(target) {
      return (await look(target)).count;
    },
    async click(target) {
      // A node the page redrew between the look and the click is looked for again.
      for (let attempt = 1; ; attempt++) {
        const id = await one(target);
        try {
          await reveal(path, id);
          await client.elementClick(id);
          return;
        } catch (error) {
          if (attempt >= 3 || !/stale element/i.test(String(error))) throw error;
        }
      }
    },
    async fill(target, text) {
      const id = await one(target);
      await reveal(path, id);
      await client.elementClick(id);
      await run(path, 'arguments[0].select && arguments[0].select();', [{ [ELEMENT_KEY]: id }]);
      // Typing over the selection replaces it, with the input events a visitor's typing fires.
      // The keyboard's own actions, not Element Send Keys, which WebKit refuses inside a frame.
      await typeKeys(client, text === '' ? ['\uE003'] : [...text]);
    },
    text: (target) =>
      onElement<string>(target, "return (node.textContent || '').replace(/\\s+/g, ' ').trim();"),
    value: (target) => onElement<string>(target, 'return node.value;'),
    attribute: (target, name) =>
      onElement<string | null>(target, `return node.getAttribute(${JSON.stringify(name)});`),
    texts: (target) => textsOf(document, target),
    isFocused: (target) =>
      onElement<boolean>(target, 'return node === node.ownerDocument.activeElement;'),
    evaluate: (fn, ...args) =>
      run(path, `return (${fn.toString()}).apply(null, arguments);`, args as object[]) as never,
    frame: (css) => webKitDocument(client, [...path, css], run, reveal),
    expectNoOverflow: (where) => checkOverflow(document, where),
    pageErrors: () => run<string[]>(path, 'return [...window.__engine.errors];', []),
  };
  return document;
}
