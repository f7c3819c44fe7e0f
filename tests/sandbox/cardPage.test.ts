// @vitest-environment node
// The sandbox's card payment page (api/sandbox/cardPage.ts): a card payment stays pending until
// the page's "Pagar" or "Recusar" is pressed, then the store holds it paid or refused. Over HTTP
// (`npm run sandbox`) the page is the server's and its form posts the choice; in the page (the
// service worker) the page sends it on a BroadcastChannel to the widget's tab (cardChannel.ts).
import { getByRole, getByText, queryByRole } from '@testing-library/dom';
import { createRequire } from 'node:module';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { answerCardChoices } from '../../api/sandbox/cardChannel';
import {
  CARD_CHANNEL,
  cardPageHtml,
  type CardChoice,
  type CardChoiceAnswer,
} from '../../api/sandbox/cardPage';
import { sandbox } from '../../api/sandbox/control';
import { startHttpSandbox, type HttpSandbox } from '../../api/sandbox/http';
import { server } from '../../api/sandbox/node';

const ANA = { id: 1001, token: 'tok-ana' };

/** Ana buys campaign 101's voucher by card (Jantar de degustação, Taberna do Chiado). */
const buyByCard = () =>
  unwrap(
    apiClient.POST('/client/gift/hipay/{userId}/', {
      params: { path: { userId: ANA.id }, header: { 'Idempotency-Key': `k-${Math.random()}` } },
      body: { campaignId: 101, numberOfPeople: 2, paymentMethod: 'hipay_cc' },
    }),
  );

const statusOf = (orderCode: string) =>
  unwrap(apiClient.POST('/payment/status', { body: { orderCode } }));

const storedStatus = (paymentId: string) =>
  sandbox.store.paymentStatus(sandbox.store.payments.get(paymentId)!);

const { JSDOM } = createRequire(import.meta.url)('jsdom') as {
  JSDOM: new (html: string) => { window: Window };
};

/** A page as a browser would parse it (no script run). */
const parse = (html: string) => new JSDOM(html).window.document;

describe('over HTTP (npm run sandbox)', () => {
  let http: HttpSandbox;

  beforeAll(async () => {
    // Real requests over the network: the in-process interception of tests/setup.ts stands aside.
    server.close();
    http = await startHttpSandbox({ port: 0 });
  });
  afterAll(async () => {
    configureApi({ host: undefined });
    await http.close();
    server.listen({ onUnhandledRequest: 'error' });
  });

  const speaking = (language: 'pt_PT' | 'es_ES' | 'en_EN') =>
    configureApi({ host: http.url, context: { token: ANA.token, language } });

  /** Presses one of the page's buttons: its form posted as the browser would. */
  async function press(pageUrl: string, name: string) {
    const page = parse(await (await fetch(pageUrl)).text());
    const button = getByRole(page.body, 'button', { name });
    const form = button.closest('form')!;
    const fields = new URLSearchParams();
    for (const input of form.querySelectorAll('input')) fields.set(input.name, input.value);
    fields.set(button.getAttribute('name')!, button.getAttribute('value')!);
    const response = await fetch(new URL(form.getAttribute('action')!, pageUrl), {
      method: 'POST',
      headers: { 'Content-Type': 'application/x-www-form-urlencoded' },
      body: fields.toString(),
    });
    return { status: response.status, page: parse(await response.text()) };
  }

  it('the card payment points at the page on its own origin, in Portuguese by default', async () => {
    speaking('pt_PT');
    const bought = await buyByCard();
    const pageUrl = bought.payment.paymentUrl!;
    expect(pageUrl.startsWith(`${http.url}/__sandbox/card.html?`)).toBe(true);

    const response = await fetch(pageUrl);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toContain('text/html');
    const page = parse(await response.text());
    expect(page.documentElement.lang).toBe('pt-PT');
    expect(getByRole(page.body, 'heading', { level: 1 }).textContent).toBe('Pagamento com cartão');
    expect(getByText(page.body, 'Taberna do Chiado')).toBeTruthy();
    expect(getByText(page.body, bought.payment.id)).toBeTruthy();
    expect(getByText(page.body, /79,80\s€/)).toBeTruthy();
    expect(getByRole(page.body, 'button', { name: 'Pagar' })).toBeTruthy();
    expect(getByRole(page.body, 'button', { name: 'Recusar' })).toBeTruthy();
  });

  it('"Pagar": pending however long it waits, then paid in the store and to the widget', async () => {
    speaking('pt_PT');
    const bought = await buyByCard();
    sandbox.clock.advance(60 * 60_000);
    expect((await statusOf(bought.orderCode)).status).toBe('pending');
    expect(storedStatus(bought.payment.id)).toBe('pending');

    const pressed = await press(bought.payment.paymentUrl!, 'Pagar');
    expect(pressed.status).toBe(200);
    expect(getByRole(pressed.page.body, 'status').textContent).toMatch(/^Pagamento aceite/);
    expect(getByRole(pressed.page.body, 'button', { name: 'Pagar' })).toHaveProperty(
      'disabled',
      true,
    );
    expect(storedStatus(bought.payment.id)).toBe('paid');
    expect((await statusOf(bought.orderCode)).status).toBe('paid');
  });

  it('"Recusar": refused (cancelled, SPEC 8); a later "Pagar" does not change it', async () => {
    speaking('pt_PT');
    const bought = await buyByCard();
    const pressed = await press(bought.payment.paymentUrl!, 'Recusar');
    expect(getByRole(pressed.page.body, 'status').textContent).toMatch(/^Pagamento recusado/);
    expect(storedStatus(bought.payment.id)).toBe('cancelled');
    expect((await statusOf(bought.orderCode)).status).toBe('cancelled');

    await press(bought.payment.paymentUrl!, 'Pagar');
    expect(storedStatus(bought.payment.id)).toBe('cancelled');
  });

  it.each([
    ['es_ES', 'es-ES', 'Pago con tarjeta', 'Pagar', 'Rechazar'],
    ['en_EN', 'en', 'Card payment', 'Pay', 'Refuse'],
  ] as const)('in the widget’s language: %s', async (language, lang, heading, pay, refuse) => {
    speaking(language);
    const bought = await buyByCard();
    const page = parse(await (await fetch(bought.payment.paymentUrl!)).text());
    expect(page.documentElement.lang).toBe(lang);
    expect(getByRole(page.body, 'heading', { level: 1 }).textContent).toBe(heading);
    expect(getByRole(page.body, 'button', { name: pay })).toBeTruthy();
    expect(getByRole(page.body, 'button', { name: refuse })).toBeTruthy();
    expect((await press(bought.payment.paymentUrl!, pay)).status).toBe(200);
    expect(storedStatus(bought.payment.id)).toBe('paid');
  });

  it('a payment it does not hold: said so, nothing recorded', async () => {
    speaking('pt_PT');
    const pressed = await press(`${http.url}/__sandbox/card.html?payment=pay-999&lang=pt`, 'Pagar');
    expect(pressed.status).toBe(404);
    expect(getByRole(pressed.page.body, 'status').textContent).toBe(
      'Este pagamento não existe no sandbox.',
    );
    expect(sandbox.store.payments.size).toBe(0);
  });
});

describe('in the page (the service worker of the dev and demo builds)', () => {
  const stops: (() => void)[] = [];
  afterEach(() => stops.splice(0).forEach((stop) => stop()));

  /** The card page's side of the channel: sends a choice, resolves with the answer. */
  function choose(payment: string, outcome: CardChoice['outcome']): Promise<CardChoiceAnswer> {
    const page = new BroadcastChannel(CARD_CHANNEL);
    stops.push(() => page.close());
    return new Promise((resolve) => {
      page.onmessage = ({ data }: MessageEvent<CardChoiceAnswer>) => resolve(data);
      const choice: CardChoice = { type: 'choice', payment, outcome };
      page.postMessage(choice);
    });
  }

  it('the widget’s tab records the page’s "Pagar" and "Recusar" in its store', async () => {
    configureApi({ host: undefined, context: { token: ANA.token, language: 'pt_PT' } });
    stops.push(answerCardChoices(new BroadcastChannel(CARD_CHANNEL)));
    const paid = await buyByCard();
    const refused = await buyByCard();
    expect(paid.payment.paymentUrl).toMatch(/\/__sandbox\/card\.html\?payment=pay-\d+&/);
    expect(storedStatus(paid.payment.id)).toBe('pending');

    expect(await choose(paid.payment.id, 'paid')).toEqual({
      type: 'answer',
      payment: paid.payment.id,
      status: 'paid',
    });
    expect(await choose(refused.payment.id, 'cancelled')).toMatchObject({ status: 'cancelled' });
    expect((await statusOf(paid.orderCode)).status).toBe('paid');
    expect((await statusOf(refused.orderCode)).status).toBe('cancelled');
  });

  it('the static page: a heading, the payment’s facts, two buttons and a status line', () => {
    const page = parse(cardPageHtml({ mode: 'page' }));
    expect(page.documentElement.lang).toBe('pt-PT');
    expect(getByRole(page.body, 'heading', { level: 1 })).toBeTruthy();
    expect(getByRole(page.body, 'button', { name: 'Pagar' })).toBeTruthy();
    expect(getByRole(page.body, 'button', { name: 'Recusar' })).toBeTruthy();
    expect(getByRole(page.body, 'status')).toBeTruthy();
    // It posts nowhere: its script sends the choice to the widget's tab.
    expect(page.querySelector('form')!.hasAttribute('action')).toBe(false);
    expect(queryByRole(page.body, 'textbox')).toBeNull();
  });
});
