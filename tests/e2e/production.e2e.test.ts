// The widget as deployed: the production build (no sandbox inside) talks over HTTP to the
// sandbox middleware on its own port (api/sandbox/http.ts, as it would to the real one), framed
// by a merchant page on another site (localhost around 127.0.0.1), where the browser keeps the
// frame's storage and cookies apart as on a real merchant's site. What was booked is read from
// the sandbox's store; what the host page heard, from its DOM events.
import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { expect, inject } from 'vitest';
import type { Page, Request } from 'playwright-core';
import { DateTime } from 'luxon';
import { SANDBOX_ZONE } from '../../api/sandbox/clock';
import { e2eNowMs } from './browser';
import { e2e, embeddedWidget, shows } from './support';

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
    await widget.getByRole('button', { name: 'Reservar' }).click();
    await widget.locator('[role="grid"] button[tabindex="0"]').click();
    const time = widget.getByRole('radio').first();
    const timeName = (await time.getAttribute('aria-label')) ?? '';
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
    await widget.getByRole('button', { name: 'Confirmar' }).dblclick();
    await shows(widget.getByRole('heading', { name: 'Pedido de reserva enviado' }));

    // What the middleware holds: one booking, of campaign 102, waiting for the merchant.
    const store = (await sandboxControl('store')) as { reservations: StoredReservation[] };
    expect(store.reservations).toHaveLength(1);
    const [booked] = store.reservations;
    expect(booked).toMatchObject({ campaignId: 102, status: 'pending' });
    await shows(widget.getByText(String(booked!.reservationId), { exact: true }));
    const [, bookedTime] = /, (\d{2}:\d{2}),/.exec(timeName) ?? [];
    expect(DateTime.fromISO(booked!.date!, { zone: SANDBOX_ZONE }).toFormat('HH:mm')).toBe(
      bookedTime,
    );

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
  'a campaign call that fails says so with a retry, and the host page hears `failed`',
  async ({ page }) => {
    await resetSandbox('fault:getCampaign:500*1');
    const heard = await recordHostEvents(page);
    await page.goto(`${merchantURL}?campaignId=101`);
    const { widget } = embeddedWidget(page);
    const alert = widget.getByRole('alert').filter({ hasText: /tente novamente/i });
    await shows(alert);
    await expect.poll(heard).toContainEqual(['failed', { code: 'generic' }]);
    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await shows(widget.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    expect((await heard()).filter(([name]) => name === 'failed')).toHaveLength(1);
  },
);
