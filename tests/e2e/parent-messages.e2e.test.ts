// The parent-window protocol between the embedded widget and its host page, in the browser, across
// origins: who may command the widget, and the requests the host page answers (api/parent/).
import * as v from 'valibot';
import { expect } from 'vitest';
import type { Frame, FrameLocator, Page } from 'playwright-core';
import {
  HOST_SOURCE,
  PROTOCOL_VERSION,
  WIDGET_SOURCE,
  hostReplySchema,
  replyPayloadSchemas,
  type HostCommand,
  type WidgetRequest,
} from '../../api/parent/protocol';
import {
  e2e,
  embeddedWidget,
  merchantOrigin,
  merchantURL,
  shows,
  thirdPartySite,
  widgetOrigin,
} from './support';

const PORTUGUESE = 'Ganhe 40 pontos com esta reserva';
const ENGLISH = 'Earn 40 points with this booking';

/** A well-formed command, exactly as the loader's BookingWidget.setLanguage('en_EN') sends it. */
const TO_ENGLISH: HostCommand = {
  source: HOST_SOURCE,
  version: PROTOCOL_VERSION,
  kind: 'command',
  type: 'setLanguage',
  payload: { language: 'en_EN' },
};

/** Starts recording, inside the widget's frame, the origin of every message it receives. The
 * widget's bridge listened first, so once an origin is recorded the bridge has judged it. */
async function recordArrivals(frame: Frame): Promise<() => Promise<string[]>> {
  await frame.evaluate(() => {
    const origins: string[] = [];
    Object.assign(window, { __arrivals: origins });
    addEventListener('message', (event) => origins.push(event.origin));
  });
  return () => frame.evaluate(() => (window as unknown as { __arrivals: string[] }).__arrivals);
}

const SPANISH = 'Gana 40 puntos con esta reserva';

/**
 * Proves, without waiting a fixed time, that a forged setLanguage('en_EN') changed nothing. First
 * the visitor visits every language from the widget's own menu, so each catalog is loaded and any
 * later switch takes effect at once and in order. Then `forge` posts the command; once the widget
 * has judged it (its origin is recorded), the visitor picks Spanish. Had the command been obeyed,
 * English would have come between; the page's language history shows only Spanish.
 */
async function expectForgedEnglishIgnored(
  widget: FrameLocator,
  frame: Frame,
  forge: () => Promise<unknown>,
  forger: string,
) {
  const language = widget.getByRole('combobox', { name: /Idioma|Language/ });
  for (const [option, text] of [
    ['English', ENGLISH],
    ['Español', SPANISH],
    ['Português', PORTUGUESE],
  ] as const) {
    await language.selectOption({ label: option });
    await shows(widget.getByText(text));
  }
  const arrivals = await recordArrivals(frame);
  await frame.evaluate(() => {
    const languages: string[] = [];
    Object.assign(window, { __languages: languages });
    new MutationObserver(() => languages.push(document.documentElement.lang)).observe(
      document.documentElement,
      { attributes: true, attributeFilter: ['lang'] },
    );
  });
  await forge();
  await expect.poll(arrivals).toContain(forger);
  await language.selectOption({ label: 'Español' });
  await shows(widget.getByText(SPANISH));
  expect(
    await frame.evaluate(() => (window as unknown as { __languages: string[] }).__languages),
  ).toEqual(['es-ES']);
}

e2e(
  'a command from a third origin is ignored; the same from the host page is obeyed',
  async ({ page }) => {
    const thirdParty = await thirdPartySite({ '/ad.html': '<title>Anúncio</title>' });
    await page.goto(merchantURL);
    const { widget, frame } = embeddedWidget(page);
    await shows(widget.getByText(PORTUGUESE));

    // A third-party frame on the same host page (an ad, say) posts to every frame it can reach.
    await page.evaluate((src) => {
      const ad = document.createElement('iframe');
      ad.src = src;
      ad.title = 'Anúncio';
      document.body.append(ad);
    }, `${thirdParty}/ad.html`);
    const ad = await (
      await page.getByTitle('Anúncio', { exact: true }).elementHandle()
    )?.contentFrame();
    if (!ad) throw new Error('The third-party frame did not load.');
    await ad.waitForLoadState();
    await expectForgedEnglishIgnored(
      widget,
      await frame(),
      () =>
        ad.evaluate((command) => {
          for (let index = 0; index < window.top!.frames.length; index++) {
            window.top!.frames[index]!.postMessage(command, '*');
          }
        }, TO_ENGLISH),
      thirdParty,
    );

    // The very same message from the true parent changes the language.
    await page.evaluate(
      ({ command, origin }) =>
        document
          .querySelector<HTMLIFrameElement>('iframe[title="Reservas"]')!
          .contentWindow!.postMessage(command, origin),
      { command: TO_ENGLISH, origin: widgetOrigin },
    );
    await shows(widget.getByText(ENGLISH));
    expect(await widget.locator('html').getAttribute('lang')).toBe('en');
  },
);

e2e(
  'a page that frames the widget and lies about its origin cannot command it',
  async ({ page }) => {
    const framing = (parentOrigin: string) =>
      `<title>Outra loja</title><iframe title="Reservas" style="width:100%;height:700px" src="${widgetOrigin}/?campaignId=101&embedded=1&parentOrigin=${encodeURIComponent(parentOrigin)}"></iframe>`;
    const pages: Record<string, string> = {};
    const thirdParty = await thirdPartySite(pages);
    pages['/liar.html'] = framing(merchantOrigin);
    pages['/honest.html'] = framing(thirdParty);
    const liar = `${thirdParty}/liar.html`;
    const honest = `${thirdParty}/honest.html`;

    for (const [address, obeys] of [
      [liar, false],
      [honest, true],
    ] as const) {
      await page.goto(address);
      const { widget, frame } = embeddedWidget(page);
      await shows(widget.getByText(PORTUGUESE));
      const postToWidget = () =>
        page.evaluate(
          (command) =>
            document
              .querySelector<HTMLIFrameElement>('iframe')!
              .contentWindow!.postMessage(command, '*'),
          TO_ENGLISH,
        );
      if (obeys) {
        // Told its true origin, which the browser confirms, the widget trusts this page.
        await postToWidget();
        await shows(widget.getByText(ENGLISH));
      } else {
        // The handed origin is not the one the browser reports: no parent is trusted at all.
        await expectForgedEnglishIgnored(widget, await frame(), postToWidget, thirdParty);
      }
    }
  },
);

/** Posts requests from inside the widget's frame to its parent, as the widget's bridge does, and
 * resolves with the parent's reply to the last one (when it is answered). */
function requestFromWidget(frame: Frame, requests: WidgetRequest[], answered: boolean) {
  return frame.evaluate(
    ({ requests, parentOrigin, answered }) =>
      new Promise<{ origin: string; data: unknown } | null>((resolve, reject) => {
        const last = requests[requests.length - 1]!;
        if (!answered) {
          for (const request of requests) parent.postMessage(request, parentOrigin);
          resolve(null);
          return;
        }
        const timer = setTimeout(() => reject(new Error(`No reply to ${last.type}`)), 10_000);
        addEventListener('message', (event) => {
          if (event.source !== parent || (event.data as { replyTo?: string })?.replyTo !== last.id)
            return;
          clearTimeout(timer);
          resolve({ origin: event.origin, data: event.data });
        });
        for (const request of requests) parent.postMessage(request, parentOrigin);
      }),
    { requests, parentOrigin: merchantOrigin, answered },
  );
}

type RequestFields = {
  [K in WidgetRequest['type']]: Omit<
    Extract<WidgetRequest, { type: K }>,
    'source' | 'version' | 'kind'
  >;
}[WidgetRequest['type']];

/** A request in the protocol's exact shape (api/parent/protocol.ts), as the bridge posts it. */
const request = (fields: RequestFields) =>
  ({
    source: WIDGET_SOURCE,
    version: PROTOCOL_VERSION,
    kind: 'request',
    ...fields,
  }) as WidgetRequest;

const CHIADO = { latitude: 38.7107, longitude: -9.1424 };

e2e('get location makes the round trip through the host page', async ({ page }) => {
  const context = page.context();
  await context.grantPermissions(['geolocation'], { origin: merchantOrigin });
  await context.setGeolocation(CHIADO);
  await page.goto(merchantURL);
  const { widget, frame } = embeddedWidget(page);
  await shows(widget.getByText(PORTUGUESE));

  const answer = await requestFromWidget(
    await frame(),
    [request({ id: 'e2e-location', type: 'getLocation', payload: undefined })],
    true,
  );
  expect(answer?.origin).toBe(merchantOrigin);
  expect(answer?.data).toEqual({
    source: HOST_SOURCE,
    version: PROTOCOL_VERSION,
    kind: 'reply',
    replyTo: 'e2e-location',
    ok: true,
    payload: CHIADO,
  });
  // The answer is one the widget's bridge accepts (api/parent/protocol.ts).
  const reply = v.parse(hostReplySchema, answer?.data);
  expect(v.parse(replyPayloadSchemas.getLocation, reply.ok && reply.payload)).toEqual(CHIADO);
});

e2e('get location answers an error when the visitor refuses the position', async ({ page }) => {
  await page.context().clearPermissions();
  await page.goto(merchantURL);
  const { widget, frame } = embeddedWidget(page);
  await shows(widget.getByText(PORTUGUESE));

  const answer = await requestFromWidget(
    await frame(),
    [request({ id: 'e2e-refused', type: 'getLocation', payload: undefined })],
    true,
  );
  expect(answer?.data).toMatchObject({
    kind: 'reply',
    replyTo: 'e2e-refused',
    ok: false,
    error: { status: 403 },
  });
  expect(v.safeParse(hostReplySchema, answer?.data).success).toBe(true);
});

e2e('open URL opens an http address in a new page and refuses javascript:', async ({ page }) => {
  const context = page.context();
  const thirdParty = await thirdPartySite({ '/premios': '<title>Prémios</title><h1>Prémios</h1>' });
  const prizes = `${thirdParty}/premios`;
  await page.goto(merchantURL);
  const title = await page.title();
  const { widget, frame } = embeddedWidget(page);
  await shows(widget.getByText(PORTUGUESE));
  const opened: Page[] = [];
  context.on('page', (newPage) => opened.push(newPage));
  const next = context.waitForEvent('page');

  // Messages from one window arrive in order, so once the http page opens, the loader has
  // already handled (and refused) the two javascript: requests sent before it.
  await requestFromWidget(
    await frame(),
    [
      request({ id: 'e2e-1', type: 'openUrl', payload: { url: "javascript:document.title='x'" } }),
      request({ id: 'e2e-2', type: 'navigate', payload: { url: "javascript:document.title='x'" } }),
      request({ id: 'e2e-3', type: 'openUrl', payload: { url: prizes } }),
    ],
    false,
  );
  const newPage = await next;
  await shows(newPage.getByRole('heading', { level: 1, name: 'Prémios' }));
  expect(newPage.url()).toBe(prizes);
  expect(await newPage.evaluate(() => window.opener)).toBeNull(); // opened with noopener
  expect(opened).toHaveLength(1);
  expect(page.url()).toBe(merchantURL);
  expect(await page.title()).toBe(title);

  // navigate with an http address takes the host page there.
  await requestFromWidget(
    await frame(),
    [request({ id: 'e2e-4', type: 'navigate', payload: { url: prizes } })],
    false,
  );
  await page.waitForURL(prizes);
  await shows(page.getByRole('heading', { level: 1, name: 'Prémios' }));
});
