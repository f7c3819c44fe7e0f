// The embed loader on a merchant's page: the demo merchant page (ui/embed/demo/), served on one
// origin, embeds the widget of the demo build, served on another, with the one-line snippet.
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import {
  e2e,
  embeddedWidget,
  expectFromSandbox,
  merchantOrigin,
  merchantURL,
  middlewareResponse,
  shows,
  widgetOrigin,
} from './support';

const TITLE = 'Jantar de degustação para dois';

interface SeenEvent {
  type: string;
  detail: unknown;
  isCustomEvent: boolean;
  bubbles: boolean;
  target: string;
}

/** Records the `bookingwidget:*` events the host page's document receives, from its first moment
 * (the loader runs during parsing, so a listener added after `goto` could miss `ready`). */
async function recordHostEvents(page: Page): Promise<() => Promise<SeenEvent[]>> {
  await page.addInitScript(() => {
    if (window.top !== window) return; // init scripts also run in frames; only the host listens
    const seen: SeenEvent[] = [];
    Object.assign(window, { __seenWidgetEvents: seen });
    for (const name of ['ready', 'failed', 'closed']) {
      document.addEventListener(`bookingwidget:${name}`, (event) =>
        seen.push({
          type: event.type,
          detail: (event as CustomEvent).detail,
          isCustomEvent: event instanceof CustomEvent,
          bubbles: event.bubbles,
          target: (event.target as Element).nodeName,
        }),
      );
    }
  });
  return () =>
    page.evaluate(
      () => (window as unknown as { __seenWidgetEvents: SeenEvent[] }).__seenWidgetEvents,
    );
}

e2e('the demo merchant page embeds the widget from another origin', async ({ page, log }) => {
  const campaignCall = middlewareResponse(page, '/v1/web/campaigns/101');
  await page.goto(merchantURL);
  await shows(page.getByRole('heading', { level: 1, name: 'Taberna do Chiado' }));

  const { element, widget, frame } = embeddedWidget(page);
  await shows(widget.getByRole('heading', { level: 1, name: TITLE }));
  await shows(widget.getByText('39,90 €', { exact: true }));
  // The sandbox's service worker answers inside the cross-site frame too.
  await expectFromSandbox(await campaignCall, 200);

  expect(merchantOrigin).not.toBe(widgetOrigin);
  expect(new URL(page.url()).origin).toBe(merchantOrigin);
  expect(new URL((await frame()).url()).origin).toBe(widgetOrigin);
  // Cross-origin for real: the host page cannot reach into the frame's document.
  expect(await element.evaluate((iframe: HTMLIFrameElement) => iframe.contentDocument)).toBeNull();
  const src = new URL((await element.getAttribute('src')) ?? '');
  expect(src.searchParams.get('campaignId')).toBe('101');
  expect(src.searchParams.get('parentOrigin')).toBe(merchantOrigin);
  expect(log.consoleErrors).toEqual([]);
});

e2e("the snippet's data-language is the widget's language", async ({ page, log }) => {
  const seen = await recordHostEvents(page);
  // The demo server sets the snippet's attributes from the page's own query.
  await page.goto(`${merchantURL}?language=en_EN`);
  expect(await page.locator('script[data-booking-widget]').getAttribute('data-language')).toBe(
    'en_EN',
  );

  const { widget } = embeddedWidget(page);
  await shows(widget.getByRole('heading', { level: 1, name: TITLE }));
  await shows(widget.getByText('Earn 40 points with this booking'));
  await shows(widget.getByRole('navigation', { name: 'Sections' }));
  expect(await widget.getByRole('combobox', { name: 'Language' }).inputValue()).toBe('en_EN');
  expect(await widget.locator('html').getAttribute('lang')).toBe('en');
  expect(await widget.getByText('Ganhe 40 pontos com esta reserva').count()).toBe(0);
  // The host page keeps its own language; the widget says which one it speaks.
  expect(await page.locator('html').getAttribute('lang')).toBe('pt-PT');
  await expect.poll(seen).toEqual([expect.objectContaining({ detail: { language: 'en_EN' } })]);
  expect(log.consoleErrors).toEqual([]);
});

e2e('the widget’s events reach the host page as DOM CustomEvents', async ({ page }) => {
  const seen = await recordHostEvents(page);
  await page.goto(merchantURL);
  const { widget } = embeddedWidget(page);
  await shows(widget.getByRole('heading', { level: 1, name: TITLE }));

  await expect.poll(seen).toEqual([
    {
      type: 'bookingwidget:ready',
      detail: { language: 'pt_PT' },
      isCustomEvent: true,
      bubbles: true,
      target: 'IFRAME',
    },
  ]);
  // The demo page's developer panel lists every event for a newcomer to see.
  const events = page.getByRole('log', { name: 'Widget events' });
  await shows(events.getByText('bookingwidget:ready'));
  expect(await events.textContent()).toContain('{"language":"pt_PT"}');
});

e2e(
  "the next steps' code fetched ahead that cannot arrive (offline) leaves the campaign as it is: no error, the host page not told",
  async ({ page }) => {
    const seen = await recordHostEvents(page);
    // The code of what the overview fetches ahead (machines/campaign/campaign.ahead.ts).
    const manifest = JSON.parse(
      readFileSync(
        join(import.meta.dirname, '..', '..', 'dist-e2e', '.vite', 'manifest.json'),
        'utf8',
      ),
    ) as Record<string, { file: string }>;
    const ahead = manifest['machines/campaign/campaign.ahead.ts']?.file ?? '';
    expect(ahead).toMatch(/\.js$/);
    const failedAhead = new Promise<void>((resolve) =>
      page.on('requestfailed', (request) => {
        if (request.url().endsWith(`/${ahead}`)) resolve();
      }),
    );
    await page.goto(`${merchantURL}?shopId=11`);
    const { widget } = embeddedWidget(page);
    await shows(widget.getByRole('heading', { level: 1, name: TITLE }));
    // Offline before the overview goes idle: what it fetches ahead then fails to arrive.
    await page.context().setOffline(true);
    await failedAhead;
    await page.context().setOffline(false);
    await shows(widget.getByRole('heading', { level: 1, name: TITLE }));
    expect(await widget.getByRole('heading', { name: 'Algo correu mal' }).count()).toBe(0);
    expect((await seen()).map((event) => event.type)).not.toContain('bookingwidget:failed');
  },
);

e2e(
  'a view whose code cannot be fetched says so, keeps the way on, and tells the host page',
  async ({ page }) => {
    const seen = await recordHostEvents(page);
    await page.goto(`${merchantURL}?shopId=11`);
    const { widget } = embeddedWidget(page);
    await shows(widget.getByRole('heading', { level: 1, name: TITLE }));

    // The services screen's code cannot be fetched: this page's browser goes offline (the
    // sandbox in the page needs no network). The build on the server stays whole, for the tests
    // that run beside this one.
    await page.context().setOffline(true);
    await widget.getByRole('button', { name: 'Serviços' }).click();
    await shows(widget.getByRole('heading', { level: 1, name: 'Algo correu mal' }));
    await shows(widget.getByRole('alert').getByText('Ocorreu um erro, por favor tente novamente.'));
    await expect
      .poll(seen)
      .toContainEqual(
        expect.objectContaining({ type: 'bookingwidget:failed', detail: { code: 'generic' } }),
      );
    // The header stays: the campaign is one click away.
    await widget.getByRole('button', { name: 'Campanha' }).click();
    await shows(widget.getByRole('heading', { level: 1, name: TITLE }));

    // Once the code can be fetched again, "Tentar novamente" starts the widget and the view opens.
    await widget.getByRole('button', { name: 'Serviços' }).click();
    await shows(widget.getByRole('heading', { level: 1, name: 'Algo correu mal' }));
    await page.context().setOffline(false);
    await widget.getByRole('button', { name: 'Tentar novamente' }).click();
    await widget.getByRole('button', { name: 'Serviços' }).click();
    await shows(widget.getByRole('heading', { level: 2, name: 'Serviços' }));
  },
);

e2e('the JavaScript API changes the language, opens a popup and closes', async ({ page, log }) => {
  const seen = await recordHostEvents(page);
  await page.goto(merchantURL);
  const api = page.getByRole('group', { name: 'JavaScript API' });
  const events = page.getByRole('log', { name: 'Widget events' });
  const { element, widget } = embeddedWidget(page);
  await shows(widget.getByText('Ganhe 40 pontos com esta reserva'));

  await api.getByRole('button', { name: /^Set language to English/ }).click();
  await shows(widget.getByText('Earn 40 points with this booking'));
  expect(await widget.locator('html').getAttribute('lang')).toBe('en');

  await api.getByRole('button', { name: /^Open as popup/ }).click();
  const dialog = page.getByRole('dialog');
  await shows(dialog);
  // One frame at a time: the inline one was closed for the popup.
  expect(await element.count()).toBe(1);
  const popup = dialog.getByTitle('Reservas', { exact: true }).contentFrame();
  await shows(popup.getByRole('heading', { level: 1, name: TITLE }));
  // The popup offers the widget's own close button, which closes the dialog.
  await popup.getByRole('button', { name: 'Fechar' }).click();
  await dialog.waitFor({ state: 'detached' });
  expect(await element.count()).toBe(0);
  await shows(events.getByText('bookingwidget:closed').first());

  await api.getByRole('button', { name: /^Open in the page/ }).click();
  await shows(widget.getByRole('heading', { level: 1, name: TITLE }));
  await api.getByRole('button', { name: /^Close/ }).click();
  await element.waitFor({ state: 'detached' });
  expect((await seen()).map((event) => event.type)).toEqual([
    'bookingwidget:ready',
    'bookingwidget:closed', // the inline frame, replaced by the popup
    'bookingwidget:ready',
    'bookingwidget:closed', // the popup, by its close button
    'bookingwidget:ready',
    'bookingwidget:closed', // BookingWidget.close()
  ]);
  expect(log.consoleErrors).toEqual([]);
});

e2e(
  "the JavaScript API's prefill fills a guest's name, email and phone, and they are still there after a reload",
  async ({ page, log }) => {
    await page.goto(`${merchantURL}?campaignId=103&allowGuestLogin=true`);
    const api = page.getByRole('group', { name: 'JavaScript API' });
    const { widget } = embeddedWidget(page);
    await shows(widget.getByRole('button', { name: 'Reservar' }));
    await api.getByRole('button', { name: /^Prefill name, email and phone/ }).click();
    await widget.getByRole('button', { name: 'Reservar' }).click();
    await widget.locator('[role="grid"] button[tabindex="0"]').click();
    await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
    await widget.getByRole('button', { name: 'Continuar como convidado' }).click();
    const filled = async () => ({
      name: await widget.getByLabel('Nome', { exact: true }).inputValue(),
      email: await widget.getByLabel('Email', { exact: true }).inputValue(),
      phone: await widget.getByLabel('Número de telemóvel').inputValue(),
    });
    const maria = { name: 'Maria Silva', email: 'maria.silva@example.pt', phone: '912345678' };
    expect(await filled()).toEqual(maria);

    await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(widget.getByRole('heading', { name: 'Os seus contactos' }));
    await page.reload();
    await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
    // A guest is no session: asked again who books, with what was given.
    await widget.getByRole('button', { name: 'Continuar como convidado' }).click();
    expect(await filled()).toEqual(maria);
    expect(log.pageErrors).toEqual([]);
  },
);

e2e('the popup is named and closes with Escape from inside the widget', async ({ page, log }) => {
  await page.goto(merchantURL);
  const api = page.getByRole('group', { name: 'JavaScript API' });
  await api.getByRole('button', { name: /^Open as popup/ }).click();
  const dialog = page.getByRole('dialog', { name: 'Reservas' });
  await shows(dialog);
  const popup = dialog.getByTitle('Reservas', { exact: true }).contentFrame();
  await shows(popup.getByRole('heading', { level: 1, name: TITLE }));

  // Focus inside the frame: the host page never sees this key, the widget does.
  await popup.getByRole('button', { name: 'Fechar' }).focus();
  await page.keyboard.press('Escape');
  await dialog.waitFor({ state: 'detached' });
  expect(log.consoleErrors).toEqual([]);
});
