// The widget as deployed: the production build (no sandbox inside) talks over HTTP to the
// sandbox middleware on its own port (api/sandbox/http.ts, as it would to the real one), framed
// by a merchant page on another site (localhost around 127.0.0.1), where the browser keeps the
// frame's storage and cookies apart as on a real merchant's site. What was booked is read from
// the sandbox's store; what the host page heard, from its DOM events.
import { existsSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import type { FrameLocator, Page, Request } from 'playwright-core';
import { DateTime } from 'luxon';
import { HOST_SOURCE, PROTOCOL_VERSION } from '../../api/parent/protocol';
import { SANDBOX_ZONE } from '../../api/sandbox/clock';
import { COMPILE_HINT } from '../../ui/boot/plugin';
import { e2eNowMs } from './browser';
import { e2e, embeddedWidget, shows, thirdPartySite } from './support';

declare module 'vitest' {
  export interface ProvidedContext {
    /** From tests/e2e/globalSetup.ts: the production build, its merchant page (another site)
     * and the sandbox over HTTP it talks to; null when the suite is skipped. */
    production: { widgetURL: string; merchantURL: string; sandboxURL: string } | null;
  }
}

const PRODUCTION_BUILD = join(import.meta.dirname, '..', '..', 'dist-e2e-production');
// Null only when the whole suite is skipped (no browser), and `e2e` skips itself then.
const { widgetURL, merchantURL, sandboxURL } = inject('production') ?? {
  widgetURL: '',
  merchantURL: '',
  sandboxURL: '',
};

interface StoredReservation {
  reservationId: number;
  campaignId?: number;
  date?: string;
  status: string;
}

async function sandboxControl(path: string, body?: string): Promise<unknown> {
  const response = await fetch(
    `${sandboxURL}/__sandbox/${path}`,
    body === undefined ? {} : { method: 'POST', body },
  );
  expect(response.ok, `sandbox ${path}`).toBe(true);
  return response.json();
}

/** A fresh sandbox store, its clock at the test's instant (the page's clock starts there too). */
async function resetSandbox(controls = ''): Promise<void> {
  await sandboxControl('reset', '');
  const now = DateTime.fromMillis(e2eNowMs(), { zone: SANDBOX_ZONE }).toISO({
    includeOffset: false,
    suppressMilliseconds: true,
  });
  await sandboxControl('controls', [`now:${now}`, controls].filter(Boolean).join(';'));
}

/**
 * Campaign 102 from its overview to the review, as a guest (Rita), at the first day and time;
 * answers the time chosen, `19:00`.
 */
async function guestToReview(widget: FrameLocator | Page): Promise<string> {
  await widget.getByRole('button', { name: 'Reservar' }).click();
  await widget.locator('[role="grid"] button[tabindex="0"]').click();
  const time = widget.getByRole('radio').first();
  const [, chosen = ''] =
    /, (\d{2}:\d{2}),/.exec((await time.getAttribute('aria-label')) ?? '') ?? [];
  await time.check();
  await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
  await widget.getByRole('button', { name: 'Continuar como convidado' }).click();
  await widget.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
  await widget.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
  await widget.getByLabel('Número de telemóvel').fill('912000222');
  await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(widget.getByRole('heading', { name: 'Os seus contactos' }));
  await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(widget.getByRole('heading', { name: 'Confirme os dados' }));
  return chosen;
}

/** Every `bookingwidget:*` event the host page hears, in order. */
async function recordHostEvents(page: Page): Promise<() => Promise<[string, unknown][]>> {
  await page.addInitScript(() => {
    if (window.top !== window) return;
    const heard: [string, unknown][] = [];
    Object.assign(window, { __heard: heard });
    for (const name of ['ready', 'failed', 'bookingMade', 'setLoggedInUser', 'closed']) {
      document.addEventListener(`bookingwidget:${name}`, (event) =>
        heard.push([name, (event as CustomEvent).detail]),
      );
    }
  });
  return () => page.evaluate(() => (window as unknown as { __heard: [string, unknown][] }).__heard);
}

/** Where the page's calls went: the sandbox's port, never a service worker of the build. */
function recordMiddlewareCalls(page: Page): Request[] {
  const calls: Request[] = [];
  page.on('request', (request) => {
    if (request.url().includes('/mygon-middleware/rest/')) calls.push(request);
  });
  return calls;
}

e2e(
  'a guest books campaign 102 in a frame of another site; one booking, and the host page hears it',
  async ({ page, log }) => {
    await resetSandbox();
    const heard = await recordHostEvents(page);
    const calls = recordMiddlewareCalls(page);
    await page.goto(`${merchantURL}?campaignId=102&allowGuestLogin=true`);
    expect(new URL(page.url()).hostname).toBe('localhost');
    const { element, widget, frame } = embeddedWidget(page);
    expect(new URL((await element.getAttribute('src')) ?? '').origin).toBe(widgetURL);

    await shows(widget.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    const time = await guestToReview(widget);
    await widget.getByRole('button', { name: 'Confirmar' }).dblclick();
    await shows(widget.getByRole('heading', { name: 'Pedido de reserva enviado' }));

    // What the middleware holds: one booking, of campaign 102, waiting for the merchant.
    const store = (await sandboxControl('store')) as { reservations: StoredReservation[] };
    expect(store.reservations).toHaveLength(1);
    const [booked] = store.reservations;
    expect(booked).toMatchObject({ campaignId: 102, status: 'pending' });
    await shows(widget.getByText(String(booked!.reservationId), { exact: true }));
    expect(time).toMatch(/^\d{2}:\d{2}$/);
    expect(DateTime.fromISO(booked!.date!, { zone: SANDBOX_ZONE }).toFormat('HH:mm')).toBe(time);

    // The merchant's page is on the build's allow-list: it hears the booking.
    await expect
      .poll(heard)
      .toContainEqual([
        'bookingMade',
        { campaignId: 102, reservationId: String(booked!.reservationId) },
      ]);
    // Every call went to the sandbox's own port; the build holds no service worker to answer.
    expect(calls.length).toBeGreaterThan(0);
    expect(calls.every((call) => call.url().startsWith(`${sandboxURL}/`))).toBe(true);
    expect(calls.some((call) => call.serviceWorker() !== null)).toBe(false);
    expect(await (await frame()).evaluate(() => navigator.serviceWorker?.controller ?? null)).toBe(
      null,
    );
    expect(existsSync(join(PRODUCTION_BUILD, 'mockServiceWorker.js'))).toBe(false);
    expect(log.consoleErrors).toEqual([]);
  },
);

e2e(
  'the page asks for the answer checks and what they import with its own script, once',
  async ({ page }) => {
    // The first answer cannot reach a chart before api/answerCheck.ts (a chunk of its own) and the
    // schema library it imports have arrived: index.html preloads them, so they share the entry's
    // download instead of waiting for it.
    const manifest = JSON.parse(
      readFileSync(join(PRODUCTION_BUILD, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; imports?: string[] }>;
    const answerCheck = manifest['api/answerCheck.ts']?.file;
    expect(answerCheck).toMatch(/\.js$/);
    const itsImports = (manifest['api/answerCheck.ts']?.imports ?? [])
      .filter((key) => key !== 'index.html')
      .map((key) => manifest[key]?.file ?? key);
    expect(itsImports.length).toBeGreaterThan(0);
    const html = readFileSync(join(PRODUCTION_BUILD, 'index.html'), 'utf8');
    for (const file of [answerCheck, ...itsImports]) {
      expect(html).toMatch(new RegExp(`<link rel="modulepreload"[^>]* href="/${file}"`));
    }

    await resetSandbox();
    const scripts: string[] = [];
    page.on('request', (request) => {
      if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
    });
    await page.goto(`${widgetURL}/?campaignId=101`);
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    // Asked for once: the script's own import reuses the preload (a link whose mode differed
    // from the module script's would be fetched twice).
    for (const file of [answerCheck, ...itsImports]) {
      expect(scripts.filter((path) => path === `/${file}`)).toHaveLength(1);
    }
  },
);

e2e(
  "a booking started at once asks for its charts' code only once its date step is drawn",
  async ({ page }) => {
    // The booking charts (machines/booking/charts.ts, with luxon) are fetched ahead once the
    // overview is idle; a click before that asks for them after the date step's heading has been
    // painted (machines/booking/load.ts), so loading and running them does not hold that paint.
    const manifest = JSON.parse(
      readFileSync(join(PRODUCTION_BUILD, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const charts = manifest['machines/booking/charts.ts']?.file ?? '';
    expect(charts).toMatch(/\.js$/);
    // What happened, in the order the browser told it: the click, the heading's frame, the request.
    const happened: string[] = [];
    await page.exposeBinding('noteHappened', (_source, what: string) => void happened.push(what));
    page.on('request', (request) => {
      if (request.url().endsWith(`/${charts}`)) happened.push('charts asked for');
    });
    await page.addInitScript(() => {
      const note = (what: string) =>
        void (window as unknown as { noteHappened: (what: string) => Promise<void> }).noteHappened(
          what,
        );
      let clicked = false;
      let painted = false;
      addEventListener(
        'click',
        () => {
          if (!clicked) note('click');
          clicked = true;
        },
        { capture: true },
      );
      new MutationObserver(() => {
        const heading = document.getElementById('schedule-title');
        if (painted || heading?.textContent?.trim() !== 'Escolha a data e a hora') return;
        painted = true;
        requestAnimationFrame(() => note('heading painted'));
      }).observe(document, { childList: true, subtree: true, characterData: true });
    });
    await resetSandbox();
    await page.goto(`${widgetURL}/?campaignId=108`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Reservar' }).click();
    await shows(page.getByRole('grid'));
    await expect.poll(() => happened.length).toBe(3);
    // Asked for ahead when a busy machine let the overview go idle before the click; otherwise
    // after the heading's frame, never between the click and it.
    if (happened[0] !== 'charts asked for') {
      expect(happened).toEqual(['click', 'heading painted', 'charts asked for']);
    }
  },
);

e2e(
  "a step taken before the page history's code has arrived has its entry all the same: Back returns to the campaign, Forward to the calendar",
  async ({ page }) => {
    // The history's code (ui/stepHistory.ts, a chunk loaded once the widget is drawn) is held
    // back until the visitor has taken the first step.
    const manifest = JSON.parse(
      readFileSync(join(PRODUCTION_BUILD, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string }>;
    const stepHistory = manifest['ui/stepHistory.ts']?.file ?? '';
    expect(stepHistory).toMatch(/\.js$/);
    let release: () => void = () => undefined;
    const released = new Promise<void>((resolve) => (release = resolve));
    let held = false;
    await page.route(`**/${stepHistory}`, async (route) => {
      held = true;
      await released;
      await route.continue();
    });
    await resetSandbox();
    // The page's load event waits for every script it asked for, the held one too.
    await page.goto(`${widgetURL}/?campaignId=108`, { waitUntil: 'commit' });
    await page.getByRole('button', { name: 'Reservar' }).click();
    await shows(page.getByRole('grid'));
    expect(held).toBe(true);
    const entries = await page.evaluate(() => history.length);

    release();
    await expect.poll(() => page.evaluate(() => history.length)).toBe(entries + 1);
    await page.evaluate(() => history.back());
    await shows(page.getByRole('button', { name: 'Reservar' }));
    await expect.poll(() => page.getByRole('grid').count()).toBe(0);
    await page.evaluate(() => history.forward());
    await shows(page.getByRole('grid'));
  },
);

for (const [screen, width] of [
  ['a phone', 412],
  ['a wide frame', 1024],
] as const) {
  e2e(
    `the page draws the campaign's title before the widget's code arrives, where the widget draws it (${screen})`,
    async ({ page }) => {
      // The entry script is held back, as on a slow phone: the title comes from index.html's
      // early requests (ui/boot/earlyRequests.ts paintCampaignTitle) and the campaign's answer.
      const manifest = JSON.parse(
        readFileSync(join(PRODUCTION_BUILD, '.vite', 'manifest.json'), 'utf8'),
      ) as Record<string, { file: string }>;
      const entry = manifest['index.html']?.file ?? '';
      expect(entry).toMatch(/\.js$/);
      let releaseEntry: () => void = () => undefined;
      const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
      await page.route(`**/${entry}`, async (route) => {
        await entryHeld;
        await route.continue();
      });
      await resetSandbox();
      await page.setViewportSize({ width, height: 823 });
      await page.goto(`${widgetURL}/?campaignId=101`, { waitUntil: 'commit' });

      const title = page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' });
      await shows(title);
      await shows(page.getByRole('img', { name: 'Mesa posta para dois na Taberna do Chiado' }));
      expect(await page.locator('#widget-early').count()).toBe(1);
      // Nothing to press before the widget is there: the page draws no control.
      expect(await page.getByRole('button').count()).toBe(0);
      const early = await title.boundingBox();

      releaseEntry();
      await shows(page.getByRole('button', { name: 'Comprar voucher' }));
      expect(await page.locator('#widget-early').count()).toBe(0);
      expect(await title.count()).toBe(1);
      // The widget's own title, where the page had drawn it: nothing moved when it took over.
      expect(await title.evaluate((heading) => heading.closest('#widget') !== null)).toBe(true);
      // Measured, like the page's, once the picture above it is drawn: its own element, loaded
      // again from the cache (on a busy machine the title was once measured before it).
      const picture = page.getByRole('img', { name: 'Mesa posta para dois na Taberna do Chiado' });
      await expect
        .poll(() =>
          picture.evaluate((image: HTMLImageElement) => image.complete && image.naturalWidth > 0),
        )
        .toBe(true);
      const drawn = await title.boundingBox();
      expect(drawn).not.toBeNull();
      expect(Math.abs(drawn!.y - early!.y)).toBeLessThanOrEqual(1);
      expect(Math.abs(drawn!.x - early!.x)).toBeLessThanOrEqual(1);
      expect(Math.abs(drawn!.width - early!.width)).toBeLessThanOrEqual(1);
    },
  );
}

/** The entry script's file in the production build. */
function entryScript(): string {
  const manifest = JSON.parse(
    readFileSync(join(PRODUCTION_BUILD, '.vite', 'manifest.json'), 'utf8'),
  ) as Record<string, { file: string }>;
  const entry = manifest['index.html']?.file ?? '';
  expect(entry).toMatch(/\.js$/);
  return entry;
}

e2e(
  "blocked entry script: the page says so in the visitor's language within 8 s, with the shop's contact and a retry that brings the widget",
  async ({ page }) => {
    // The entry script never arrives (held until the retry): the page's own notice
    // (ui/boot/earlyRequests.ts watchForTheApp), in the early title's box.
    let releaseEntry: () => void = () => undefined;
    const entryHeld = new Promise<void>((resolve) => (releaseEntry = resolve));
    await page.route(`**/${entryScript()}`, async (route) => {
      await entryHeld;
      // The first request was left behind by the retry's reload: nothing to continue.
      await route.continue().catch(() => undefined);
    });
    await resetSandbox();
    await page.goto(`${widgetURL}/?campaignId=101&language=en_EN`, { waitUntil: 'commit' });
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    expect(await page.getByRole('alert').count()).toBe(0);

    // 8 s of the page's clock from the load (the title came a moment after it).
    await page.clock.runFor(8_000);
    const alert = page.getByRole('alert');
    await shows(alert.filter({ hasText: "We couldn't reach the server." }));
    await shows(alert.getByRole('link', { name: '+351 213 420 019' }));
    expect(await alert.textContent()).toContain('Contact Taberna do Chiado:');
    // The title stays where it was, the notice under it.
    expect(await page.locator('#widget-early').getByRole('alert').count()).toBe(1);

    // The retry reloads the page; the entry script comes this time. (Released before the click,
    // the held request itself brought the widget, which took the notice away under the click.)
    await alert.getByRole('button', { name: 'Try again' }).click();
    releaseEntry();
    await shows(page.getByRole('button', { name: 'Buy voucher' }));
    expect(await page.getByRole('alert').count()).toBe(0);
  },
);

e2e(
  'an entry script that fails to load: the page says so at once, with a retry',
  async ({ page }) => {
    await page.route(`**/${entryScript()}`, (route) => route.abort('connectionfailed'));
    await resetSandbox();
    // The page's time stands still (a minute after the sandbox's now, where the installed clock
    // has not yet come): no deadline passes, only the failure itself can be told.
    await page.clock.pauseAt(e2eNowMs() + 60_000);
    await page.goto(`${widgetURL}/?campaignId=101`, { waitUntil: 'commit' });
    const alert = page
      .getByRole('alert')
      .filter({ hasText: 'Não foi possível contactar o servidor' });
    await shows(alert);
    await shows(alert.getByRole('button', { name: 'Tentar novamente' }));
    // Told without any time passing; time runs again for the accessibility check's own timers.
    await page.clock.resume();
  },
);

e2e(
  'the entry script is compiled while it downloads (V8 compile hint, first line)',
  async ({ page }) => {
    // ui/boot/plugin.ts compileHints: the first screen's functions are compiled by the background
    // parser, not one by one on the main thread when first called; the lazy chunks are not.
    const manifest = JSON.parse(
      readFileSync(join(PRODUCTION_BUILD, '.vite', 'manifest.json'), 'utf8'),
    ) as Record<string, { file: string; isEntry?: boolean }>;
    const read = (file: string) => readFileSync(join(PRODUCTION_BUILD, file), 'utf8');
    const entry = manifest['index.html']?.file ?? '';
    expect(read(entry).startsWith(`${COMPILE_HINT}\n`)).toBe(true);
    const answerCheck = manifest['api/answerCheck.ts']?.file ?? '';
    expect(read(answerCheck)).not.toContain(COMPILE_HINT);

    await resetSandbox();
    await page.goto(`${widgetURL}/?campaignId=101`);
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
  },
);

e2e(
  'a campaign call that fails says so with a retry, and the host page hears `failed`',
  async ({ page }) => {
    await resetSandbox('fault:getCampaign:500*1');
    const heard = await recordHostEvents(page);
    await page.goto(`${merchantURL}?campaignId=101`);
    const { widget } = embeddedWidget(page);
    const alert = widget.getByRole('alert').filter({ hasText: /tente novamente/i });
    await shows(alert);
    // With the middleware's words (SPEC 8: the body's message), the host page being allowed.
    await expect
      .poll(heard)
      .toContainEqual([
        'failed',
        { code: 'generic', message: 'Falha simulada pelo sandbox (500).' },
      ]);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await shows(widget.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    expect((await heard()).filter(([name]) => name === 'failed')).toHaveLength(1);
  },
);

e2e(
  "a reload after a guest's booking answer was lost never sends it again (no lookup exists): said not known, see the email; one booking, one request",
  async ({ page }) => {
    // The widget's own page (not framed), where its storage is kept across the reload; the
    // middleware ignores Idempotency-Key, so a request sent again would book twice.
    await resetSandbox('fault:createGuestBooking:lost*1;idempotency:off');
    const keys: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.url().includes('/bookings/guest')) {
        keys.push(request.headers()['idempotency-key'] ?? '');
      }
    });
    await page.goto(`${widgetURL}/?campaignId=102&allowGuestLogin=true`);
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    await guestToReview(page);
    await page.getByRole('button', { name: 'Confirmar' }).click();
    // The middleware made it, the answer never came: a guest's booking cannot be looked up, so it
    // is said not known (never made, never not made), with no retry.
    await shows(page.getByRole('heading', { name: 'Não conseguimos confirmar a reserva' }));
    expect(await page.getByRole('heading', { name: 'Pedido de reserva enviado' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);

    await page.reload();
    await shows(
      page.getByRole('heading', { level: 1, name: 'Não conseguimos confirmar a sua reserva' }),
    );
    await shows(
      page.getByText(
        'A página foi recarregada enquanto a reserva era enviada e não temos forma de confirmar se foi feita. Se foi, recebe a confirmação por email.',
      ),
    );
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Verificar outra vez' }).count()).toBe(0);
    const store = (await sandboxControl('store')) as { reservations: StoredReservation[] };
    expect(store.reservations).toHaveLength(1);
    // Sent once, before the reload: never again after it.
    expect(keys).toHaveLength(1);
    expect(keys[0]).not.toBe('');

    await page.getByRole('button', { name: 'Continuar sem confirmar' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    expect(keys).toHaveLength(1);
  },
);

e2e(
  'a page not on the allow-list hears no token and cannot change the context; it may set the language',
  async ({ page }) => {
    await resetSandbox();
    const pages: Record<string, string> = {};
    const other = await thirdPartySite(pages);
    pages['/'] =
      `<title>Outra loja</title><iframe title="Reservas" style="width:100%;height:900px" ` +
      `src="${widgetURL}/?campaignId=101&defaultView=myBookings&embedded=1&parentOrigin=${encodeURIComponent(other)}"></iframe>` +
      `<script>window.__heard = []; addEventListener('message', (event) => ` +
      `window.__heard.push(event.data && (event.data.type || event.data.name || event.data.kind)));</script>`;
    await page.goto(`${other}/`);
    const { widget, frame } = embeddedWidget(page);
    await widget.getByLabel('Email').fill('ana.silva@example.pt');
    await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
    await widget.getByLabel('Palavra-passe').fill('Segredo123');
    await widget.getByRole('button', { name: 'Entrar' }).click();
    await shows(widget.getByText(/Sessão iniciada como/));

    const post = (command: unknown) =>
      page.evaluate(
        (message) => document.querySelector('iframe')!.contentWindow!.postMessage(message, '*'),
        command,
      );
    const command = (type: string, payload: unknown) => ({
      source: HOST_SOURCE,
      version: PROTOCOL_VERSION,
      kind: 'command',
      type,
      payload,
    });
    await post(command('setContext', { allowGuestLogin: true, showClose: true }));
    await post(command('prefill', { name: 'Outra Pessoa' }));
    await post(command('setLanguage', { language: 'en_EN' }));
    // Commands are handled in order: once English shows, the two before it were judged.
    await shows(widget.getByText(/Signed in as/));
    expect(
      await (
        await frame()
      ).evaluate(() => document.querySelector('[aria-label="Close"], [aria-label="Fechar"]')),
    ).toBe(null);
    await shows(widget.getByText('Ana Silva').first());
    expect(await widget.getByText('Outra Pessoa').count()).toBe(0);

    const heard = await page.evaluate(() => (window as unknown as { __heard: string[] }).__heard);
    expect(heard).toContain('ready');
    expect(heard).not.toContain('setLoggedInUser');
  },
);
