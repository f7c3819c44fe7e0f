// Money under uncertainty, in Chromium against the sandbox in the page (README "Money safety"):
// the moments an answer is lost, unreadable, late or rewritten. Ana (signed in from the parent
// app's token) buys vouchers of campaign 101; the faults are the sandbox's own (api/sandbox
// README: `lost`, `malformed-*`, the answer rewrites, `idempotency:off`), set in the page. The
// verdict comes from the screen's words and the sandbox's store: exactly one order and one
// payment, never "not made" or "expired" for something done, never a second attempt offered
// while the outcome is not known, and the amount shown is the amount charged.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { e2e, shows, transportToCart } from './support';

interface StoredOrder {
  orderCode: string;
  total: number;
  status: string;
}
interface StoredPayment {
  orderCode: string;
  method: string;
  amount: number;
}

interface PageSandbox {
  applyControls(controls: string): string[];
  clearFaults(): void;
  store: {
    orders: Map<string, { order: StoredOrder }>;
    payments: Map<string, StoredPayment>;
    orderView(code: string): StoredOrder;
  };
  seenOperations(): Map<string, number>;
}

/** The sandbox's store in the widget's page: the orders as they stand now, and the payments. */
function store(page: Page): Promise<{ orders: StoredOrder[]; payments: StoredPayment[] }> {
  return page.evaluate(() => {
    const sandbox = (window as unknown as { __sandbox: PageSandbox }).__sandbox;
    return {
      orders: [...sandbox.store.orders.values()].map((record) =>
        sandbox.store.orderView(record.order.orderCode),
      ),
      payments: [...sandbox.store.payments.values()].map(({ orderCode, method, amount }) => ({
        orderCode,
        method,
        amount,
      })),
    };
  });
}

/** Sets the sandbox's controls in the page (`?sandbox=` text form); fails on one it cannot read. */
async function control(page: Page, controls: string): Promise<void> {
  const problems = await page.evaluate(
    (text) => (window as unknown as { __sandbox: PageSandbox }).__sandbox.applyControls(text),
    controls,
  );
  expect(problems).toEqual([]);
}

const clearFaults = (page: Page) =>
  page.evaluate(() => (window as unknown as { __sandbox: PageSandbox }).__sandbox.clearFaults());

/** How many calls of an operation the sandbox in the page answered since it started. */
const calls = (page: Page, operationId: string) =>
  page.evaluate(
    (id) =>
      (window as unknown as { __sandbox: PageSandbox }).__sandbox.seenOperations().get(id) ?? 0,
    operationId,
  );

const TITLE = 'Jantar de degustação para dois';

/** Ana opens campaign 101 and goes to the payment of two vouchers (79,80 €). */
async function toPayment(page: Page): Promise<void> {
  await page.goto('/?campaignId=101&externalToken=ext-ana');
  await shows(page.getByRole('heading', { level: 1, name: TITLE }));
  await page.getByRole('button', { name: 'Comprar voucher' }).click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await shows(page.getByRole('heading', { name: 'Pagamento' }));
}

async function sendMbway(page: Page, phone: string): Promise<void> {
  await page.getByRole('radio', { name: 'MB WAY', exact: true }).check();
  await page.getByLabel('Número de telemóvel').fill(phone);
  await page.getByRole('button', { name: 'Pagar' }).click();
}

const WAITING = { name: 'Confirme o pagamento na app MB WAY' };
const UNKNOWN = { name: 'Não conseguimos confirmar o pagamento' };
const EXPIRED = 'O tempo para confirmar o pagamento terminou, por favor tente novamente.';

/** What must never be on screen while the outcome is not known: "not done" and a second try. */
async function offersNoSecondPayment(page: Page): Promise<void> {
  expect(await page.getByText(EXPIRED).count()).toBe(0);
  expect(await page.getByRole('heading', { name: 'O pagamento não foi concluído' }).count()).toBe(
    0,
  );
  for (const name of ['Tentar novamente', 'Pagar', 'Escolher outro método']) {
    expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
  }
}

/** Exactly one voucher order and one payment of it, paid. */
async function expectOnePaidOrder(page: Page, total: number): Promise<void> {
  const { orders, payments } = await store(page);
  expect(orders).toEqual([expect.objectContaining({ total, status: 'awaiting_confirmation' })]);
  expect(payments).toEqual([
    { orderCode: orders[0]!.orderCode, method: 'hipay_mbway', amount: total },
  ]);
}

e2e(
  'MB WAY status answers unreadable (null, {}, an unknown status, no body) past the deadline while it is paid: said so, then "não conseguimos confirmar", never "expired" or a new attempt; asked again, paid; one order, one payment',
  async ({ page }) => {
    await toPayment(page);
    await control(page, 'fault:getMbwayPaymentStatus:malformed-null');
    await sendMbway(page, '912000001');
    await shows(page.getByRole('heading', WAITING));
    // Three unreadable answers in a row are named; the wait goes on.
    await page.clock.runFor(10_000);
    await shows(
      page.getByText('Não estamos a conseguir obter o estado do pagamento.', { exact: false }),
    );
    await control(page, 'fault:getMbwayPaymentStatus:malformed-emptyObject');
    await page.clock.runFor(60_000);
    await control(page, 'fault:getMbwayPaymentStatus:unknownStatus');
    await page.clock.runFor(60_000);
    await control(page, 'fault:getMbwayPaymentStatus:malformed-emptyBody');
    // Past the deadline (5:00) and the minute asked on after it.
    await page.clock.runFor(3 * 60_000 + 90_000);
    await shows(page.getByRole('heading', UNKNOWN));
    await shows(page.getByText(/veja na app MB WAY e no seu email/));
    await offersNoSecondPayment(page);
    // The sandbox had it paid 10 s after the request.
    const { payments } = await store(page);
    expect(payments).toHaveLength(1);

    await clearFaults(page);
    await page.getByRole('button', { name: 'Verificar outra vez' }).click();
    await shows(page.getByRole('heading', { name: 'Voucher comprado' }));
    await expectOnePaidOrder(page, 79.8);
  },
);

e2e(
  "the payment request's answer lost (the payment made): looked up in Ana's bookings, never sent again even where the middleware ignores Idempotency-Key; its MB WAY wait shown, paid; one order, one payment",
  async ({ page }) => {
    await toPayment(page);
    await control(page, 'idempotency:off;fault:createVoucherPaymentLink:lost*1');
    await sendMbway(page, '912000001');
    await shows(page.getByRole('heading', WAITING));
    expect(
      await page.getByText('Não foi possível contactar o servidor', { exact: false }).count(),
    ).toBe(0);
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', { name: 'Voucher comprado' }));
    await expectOnePaidOrder(page, 79.8);
    expect(await calls(page, 'createVoucherPaymentLink')).toBe(1);
  },
);

e2e(
  'answers lost and the lookup unanswered too: "não conseguimos confirmar" without a new attempt; Ana reloads: the payment is looked up again and followed, not bought again; one order, one payment',
  async ({ page }) => {
    await toPayment(page);
    await control(
      page,
      'idempotency:off;fault:createVoucherPaymentLink:lost*1;fault:getMyBookings:network',
    );
    await sendMbway(page, '912000001');
    await shows(page.getByRole('heading', UNKNOWN));
    await shows(page.getByRole('button', { name: 'Verificar outra vez' }));
    await offersNoSecondPayment(page);

    // The flow state kept the request before it went out; the in-page sandbox's store, what it made.
    await page.reload();
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await shows(page.getByText('Tinha um pagamento em curso', { exact: false }));
    await shows(page.getByRole('heading', WAITING));
    expect(await page.getByRole('button', { name: 'Comprar voucher' }).count()).toBe(0);
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', { name: 'Pagamento confirmado' }));
    await expectOnePaidOrder(page, 79.8);
    // After the reload nothing started a payment: it was looked up and followed.
    expect(await calls(page, 'createVoucherPaymentLink')).toBe(0);
    expect(await calls(page, 'getMyBookings')).toBe(1);
  },
);

e2e(
  'three gift vouchers of 101: 113,73 € on every screen, in the MB WAY request and on the success screen; the order and its payment are 113.73 (the amount shown is the amount paid)',
  async ({ page }) => {
    await page.goto('/?campaignId=101&externalToken=ext-ana');
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    await page.getByRole('button', { name: 'Mais um voucher' }).click();
    await page.getByRole('radio', { name: 'Voucher para oferecer' }).check();
    await page.getByRole('textbox', { name: 'Nome de quem recebe' }).fill('Rita Sousa');
    await shows(page.getByText('37,91 € cada', { exact: false }).first());
    await shows(page.getByText('113,73 €').first());
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByText('113,73 €').first());
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    await shows(page.getByText('113,73 €').first());
    await sendMbway(page, '912000001');
    await shows(page.getByText('Enviámos um pedido de pagamento de 113,73 €', { exact: false }));
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', { name: 'Voucher comprado' }));
    await shows(page.getByText('113,73 €').first());
    expect(await page.getByText('113,7', { exact: false }).allTextContents()).not.toContainEqual(
      expect.stringMatching(/113,7[0-24-9]/),
    );
    await expectOnePaidOrder(page, 113.73);
  },
);

e2e(
  'a start answer without a deadline: waiting with no countdown, never "time is up"; paid. A deadline a year ahead shows no 525599',
  async ({ page }) => {
    await toPayment(page);
    await control(page, 'fault:createVoucherPaymentLink:noDeadline*1');
    await sendMbway(page, '912000001');
    await shows(page.getByRole('heading', WAITING));
    await shows(page.getByText('A aguardar a confirmação do pagamento…'));
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.getByText(EXPIRED).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', { name: 'Voucher comprado' }));
    await expectOnePaidOrder(page, 79.8);

    await toPayment(page);
    await control(page, 'fault:createVoucherPaymentLink:farDeadline*1');
    await sendMbway(page, '912000004');
    await shows(page.getByRole('heading', WAITING));
    expect(await page.getByRole('timer').count()).toBe(0);
    expect(await page.getByText('525599', { exact: false }).count()).toBe(0);
  },
);

e2e(
  'a payment that asks a cent more than shown: both amounts said, the visitor decides; nothing taken for granted',
  async ({ page }) => {
    await toPayment(page);
    await control(page, 'fault:createVoucherPaymentLink:overcharge*1');
    await sendMbway(page, '912000001');
    await shows(page.getByRole('heading', { name: 'O valor do pagamento não é o indicado' }));
    await shows(page.getByText('Indicámos-lhe 79,80 €, mas o pedido de pagamento é de 79,81 €.'));
    await shows(page.getByText('recuse-o lá', { exact: false }));
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await shows(page.getByRole('heading', UNKNOWN));
    await offersNoSecondPayment(page);
    expect((await store(page)).orders).toHaveLength(1);
  },
);

e2e(
  'a payment answer with an amount below zero is off the contract: never shown, never taken as done; the payment made is looked up and followed; one order, one payment',
  async ({ page }) => {
    await toPayment(page);
    await control(page, 'fault:createVoucherPaymentLink:negativeAmount*1');
    await sendMbway(page, '912000001');
    // Unreadable, so not known: looked up in Ana's bookings, where the payment made is found.
    await shows(page.getByRole('heading', WAITING));
    expect(await page.getByText(/[-−]\s?79,80/).count()).toBe(0);
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', { name: 'Voucher comprado' }));
    expect(await page.getByText(/[-−]\s?79,80/).count()).toBe(0);
    await expectOnePaidOrder(page, 79.8);
    expect(await calls(page, 'createVoucherPaymentLink')).toBe(1);
  },
);

e2e(
  'a card page on another host, or over http, is never opened (no window, no request to it): said so, nothing charged, another method offered',
  async ({ page }) => {
    const foreign: string[] = [];
    page.context().on('request', (request) => {
      if (/evil\.example|^http:\/\/pagamentos/.test(request.url())) foreign.push(request.url());
    });
    let popups = 0;
    page.on('popup', () => (popups += 1));
    for (const rewrite of ['foreignPage', 'plainHttpPage']) {
      // A new purchase each time: the one left is not reopened (a reload keeps a voucher's step).
      await page
        .evaluate(() => localStorage.removeItem('persist:reservationWidget'))
        .catch(() => {});
      await toPayment(page);
      await control(page, `fault:createVoucherPaymentLink:${rewrite}*1`);
      await page.getByRole('radio', { name: 'Cartão de crédito ou débito' }).check();
      await page.getByRole('button', { name: 'Pagar' }).click();
      await shows(page.getByRole('heading', { name: 'Não abrimos a página de pagamento' }));
      await shows(
        page.getByText('Não introduza os dados do seu cartão nessa página.', { exact: false }),
      );
      expect(await page.getByRole('button', { name: 'Abrir a página de pagamento' }).count()).toBe(
        0,
      );
      await page.getByRole('button', { name: 'Escolher outro método' }).click();
      await shows(page.getByRole('radio', { name: 'Referência Multibanco' }));
    }
    expect(foreign).toEqual([]);
    expect(popups).toBe(0);
  },
);

/** The reservations the sandbox in the page holds. */
const reservations = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __sandbox: { store: { reservations: unknown[] } } }).__sandbox.store
        .reservations.length,
  );

/** From campaign 108's "Reservar" to its review: the first day with room, its first time. */
async function toBookingReview(page: Page, asGuest: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Reservar' }).click();
  await page.locator('[role="grid"] button[tabindex="0"]').click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  if (asGuest) {
    await page.getByRole('button', { name: 'Continuar como convidado' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
    await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
    await page.getByLabel('Número de telemóvel').fill('912000222');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  }
  await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
}

const NOT_MADE = { name: 'A reserva não foi feita' };

e2e(
  'a booking made whose answer is malformed: looked up in Ana\'s bookings and shown as made, never "A reserva não foi feita"; one reservation',
  async ({ page }) => {
    await page.goto('/?campaignId=108&externalToken=ext-ana');
    await toBookingReview(page, false);
    await control(page, 'fault:createFreeBooking:malformed*1');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));
    expect(await page.getByRole('heading', NOT_MADE).count()).toBe(0);
    expect(await reservations(page)).toBe(1);
    expect(await calls(page, 'createFreeBooking')).toBe(1);
  },
);

e2e(
  'a booking that times out (40 s) is not known until looked up: found not made, then "not made" with the time-out said and a retry that books once',
  async ({ page }) => {
    await page.goto('/?campaignId=108&externalToken=ext-ana');
    await toBookingReview(page, false);
    await control(page, 'fault:createFreeBooking:hang*1');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await page.clock.runFor(41_000);
    await shows(page.getByRole('heading', NOT_MADE));
    await shows(
      page.getByText('O servidor demorou demasiado tempo a responder.', { exact: false }),
    );
    expect(await reservations(page)).toBe(0);
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));
    expect(await reservations(page)).toBe(1);
  },
);

e2e(
  'a guest\'s booking made whose answer is lost: "Não conseguimos confirmar a reserva" (no call finds a guest\'s booking), never "not made", no retry',
  async ({ page }) => {
    await page.goto('/?campaignId=102&allowGuestLogin=true');
    await toBookingReview(page, true);
    await control(page, 'fault:createGuestBooking:lost*1');
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await shows(page.getByRole('heading', { name: 'Não conseguimos confirmar a reserva' }));
    await shows(page.getByText('não temos forma de confirmar se foi feita', { exact: false }));
    expect(await page.getByRole('heading', NOT_MADE).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
    expect(await reservations(page)).toBe(1);
  },
);

/** Campaign 107's cart, collected at the shop, to its review ("Rever a encomenda"). */
async function toOrderReview(page: Page, asGuest: boolean): Promise<void> {
  await page.getByRole('button', { name: 'Encomendar' }).click();
  await transportToCart(page, 'Para levar (recolha no estabelecimento)');
  await page.getByRole('button', { name: 'Encomendar' }).click();
  if (asGuest) {
    await page.getByRole('button', { name: 'Continuar como convidado' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
    await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
    await page.getByLabel('Número de telemóvel').fill('912000222');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  }
  await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
}

/** Never said for an order that may have been made: not made, an empty cart, a new order. */
async function saysNoOrderNotMade(page: Page): Promise<void> {
  expect(await page.getByRole('heading', { name: 'A encomenda não foi feita' }).count()).toBe(0);
  expect(await page.getByText('O seu carrinho está vazio.').count()).toBe(0);
  for (const name of ['Tentar novamente', 'Encomendar']) {
    expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
  }
}

e2e(
  "an order made whose answer is lost, with Idempotency-Key ignored: looked up in Ana's bookings and shown as made (its payment), never sent again, never an empty cart; one order",
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await toOrderReview(page, false);
    await control(page, 'idempotency:off;fault:createOrder:lost*1');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    const { orders } = await store(page);
    expect(orders).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
    await shows(page.getByText(`Encomenda ${orders[0]!.orderCode} registada`, { exact: false }));
    await saysNoOrderNotMade(page);
    expect(await calls(page, 'createOrder')).toBe(1);
  },
);

e2e(
  'a guest\'s order made whose answer is lost: "Não conseguimos confirmar a encomenda" (no call finds a guest\'s order), never "not made", no new order offered; one order',
  async ({ page }) => {
    await page.goto('/?campaignId=107&allowGuestLogin=true');
    await toOrderReview(page, true);
    await control(page, 'fault:createGuestOrder:lost*1');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Não conseguimos confirmar a encomenda' }));
    await shows(page.getByText('não temos forma de confirmar se foi feita', { exact: false }));
    await saysNoOrderNotMade(page);
    expect((await store(page)).orders).toHaveLength(1);
  },
);

/** Holds the sandbox's answers to an operation in the page until the page goes (a reload). */
async function holdAnswers(page: Page, operationId: string): Promise<void> {
  await page.evaluate((id) => {
    const sandbox = (window as unknown as { __sandbox: { holdAnswers(id: string): unknown } })
      .__sandbox;
    sandbox.holdAnswers(id);
  }, operationId);
}

e2e(
  "a reload while Ana's order is on its way (made, its answer lost, the lookup not answered yet), Idempotency-Key ignored: looked up at the start and shown at its payment step, never sent again, never an empty cart; one order",
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await toOrderReview(page, false);
    await control(page, 'idempotency:off;fault:createOrder:lost*1');
    await holdAnswers(page, 'getMyBookings');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    // Made at the middleware; the widget does not know it yet when the page goes.
    await expect.poll(async () => (await store(page)).orders.length).toBe(1);
    await page.reload();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    const { orders } = await store(page);
    expect(orders).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
    await shows(page.getByText(`Encomenda ${orders[0]!.orderCode} registada`, { exact: false }));
    await saysNoOrderNotMade(page);
    expect(await calls(page, 'createOrder')).toBe(0);
  },
);

e2e(
  "a reload while a guest's order is on its way: no call finds a guest's order, so it is said not known and not sent again (Idempotency-Key ignored); no order made behind the visitor's back",
  async ({ page }) => {
    await page.goto('/?campaignId=107&allowGuestLogin=true');
    await toOrderReview(page, true);
    await control(page, 'idempotency:off');
    await holdAnswers(page, 'createGuestOrder');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await expect.poll(() => calls(page, 'createGuestOrder')).toBe(1);
    await page.reload();
    await shows(page.getByRole('heading', { name: 'Não conseguimos confirmar a encomenda' }));
    await shows(page.getByText('veja no seu email se a encomenda foi feita', { exact: false }));
    for (const name of ['Tentar novamente', 'Verificar outra vez', 'Encomendar']) {
      expect(await page.getByRole('button', { name, exact: true }).count(), name).toBe(0);
    }
    // The held request went with the page; nothing was sent again after the reload.
    expect(await calls(page, 'createGuestOrder')).toBe(0);
    expect((await store(page)).orders).toEqual([]);
    await page.getByRole('button', { name: 'Continuar sem confirmar' }).click();
    await shows(
      page.getByRole('heading', { level: 1, name: 'Francesinha para levar ou entregar em casa' }),
    );
  },
);
