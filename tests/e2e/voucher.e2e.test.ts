// Buying campaign 101's voucher and paying for it, in Chromium, by role and label, against the
// sandbox in the page: MB WAY with each of the sandbox's test phones (paid; refused, then paid
// with another phone; a platform error; expired once the clock has run past the deadline), by
// card through a popup (from the widget's own page, and from the demo merchant page that embeds
// it) where the sandbox's card page's "Pagar" is pressed, by ATM reference, and in store; a prize that would leave less than 2 € to pay, and an
// invalid NIF, refused. What was sold and charged is read from the sandbox's store; time moves
// on the page's clock (Playwright's), which the sandbox follows.
import { expect } from 'vitest';
import type { Frame, Page } from 'playwright-core';
import { e2e, embeddedWidget, merchantURL, shows, widgetOrigin } from './support';

interface StoredOrder {
  orderCode: string;
  total: number;
  status: string;
}
interface StoredPayment {
  orderCode: string;
  method: string;
  phone?: string;
}

/** The sandbox's store in the widget's page, or in the widget's frame of a host page. */
function store(page: Page | Frame): Promise<{ orders: StoredOrder[]; payments: StoredPayment[] }> {
  return page.evaluate(() => {
    const sandbox = (
      window as unknown as {
        __sandbox: {
          store: {
            orders: Map<string, { order: StoredOrder }>;
            payments: Map<string, StoredPayment>;
            orderView(code: string): StoredOrder;
          };
        };
      }
    ).__sandbox;
    return {
      orders: [...sandbox.store.orders.values()].map((record) =>
        sandbox.store.orderView(record.order.orderCode),
      ),
      payments: [...sandbox.store.payments.values()].map(({ orderCode, method, phone }) => ({
        orderCode,
        method,
        ...(phone ? { phone } : {}),
      })),
    };
  });
}

/** Ana (signed in from the parent app's token) opens campaign 101 and goes to the payment. */
async function toPayment(page: Page): Promise<void> {
  await page.goto('/?campaignId=101&externalToken=ext-ana');
  await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
  await page.getByRole('button', { name: 'Comprar voucher' }).click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await shows(page.getByRole('heading', { name: 'Pagamento' }));
  await shows(page.getByText('79,80 €').first());
}

async function payByMbway(page: Page, phone: string): Promise<void> {
  await page.getByRole('radio', { name: 'MB WAY', exact: true }).check();
  await page.getByLabel('Número de telemóvel').fill(phone);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await shows(page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' }));
}

const BOUGHT = { name: 'Voucher comprado' };

e2e(
  'MB WAY 912000001: the countdown starts at 5:00, paid after 10 s; one order, paid',
  async ({ page }) => {
    await toPayment(page);
    await payByMbway(page, '912000001');
    await shows(page.getByRole('timer').filter({ hasText: '5:00' }));
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', BOUGHT));
    const { orders, payments } = await store(page);
    expect(orders).toEqual([
      expect.objectContaining({ total: 79.8, status: 'awaiting_confirmation' }),
    ]);
    expect(payments).toEqual([
      { orderCode: orders[0]!.orderCode, method: 'hipay_mbway', phone: '912000001' },
    ]);
  },
);

e2e(
  'MB WAY 912000002 refused: "O pagamento foi recusado"; another phone, a new attempt, paid',
  async ({ page }) => {
    await toPayment(page);
    await payByMbway(page, '912000002');
    await page.clock.runFor(8_000);
    await shows(page.getByRole('heading', { name: 'O pagamento não foi concluído' }));
    await shows(page.getByText('O pagamento foi recusado.'));
    await page.getByLabel('Número de telemóvel').fill('912000001');
    await page.getByRole('button', { name: 'Tentar novamente' }).click();
    await shows(page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' }));
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', BOUGHT));
    const { orders, payments } = await store(page);
    // One voucher order, two payments of it: the refused one and the one paid.
    expect(orders).toHaveLength(1);
    expect(payments.map((payment) => payment.phone)).toEqual(['912000002', '912000001']);
  },
);

e2e(
  'MB WAY 912000003: the payment platform error, and another method may be chosen',
  async ({ page }) => {
    await toPayment(page);
    await payByMbway(page, '912000003');
    await page.clock.runFor(8_000);
    await shows(
      page.getByText('Ocorreu um erro na plataforma de pagamento, por favor tente novamente.'),
    );
    await page.getByRole('button', { name: 'Escolher outro método' }).click();
    await shows(page.getByRole('radio', { name: 'Referência Multibanco' }));
  },
);

e2e(
  'MB WAY 912000004 never answers: at the deadline, "timer expired, try again"',
  async ({ page }) => {
    await toPayment(page);
    await payByMbway(page, '912000004');
    await page.clock.runFor(5 * 60_000 + 6_000);
    await shows(
      page.getByText('O tempo para confirmar o pagamento terminou, por favor tente novamente.'),
    );
    await shows(page.getByRole('button', { name: 'Tentar novamente' }));
    const { orders } = await store(page);
    expect(orders).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
  },
);

e2e(
  'by card: the payment page opens in a popup from the click; paid once "Pagar" is pressed there',
  async ({ page }) => {
    await toPayment(page);
    await page.getByRole('radio', { name: 'Cartão de crédito ou débito' }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await shows(page.getByRole('heading', { name: 'Pagar com cartão' }));
    const [popup] = await Promise.all([
      page.waitForEvent('popup'),
      page.getByRole('button', { name: 'Abrir a página de pagamento' }).click(),
    ]);
    expect(popup.url()).toMatch(/\/__sandbox\/card\.html\?payment=pay-\d+&/);
    await popup.getByRole('button', { name: 'Pagar' }).click();
    await shows(popup.getByRole('status').filter({ hasText: 'Pagamento aceite.' }));
    await popup.close();
    await page.clock.runFor(6_000);
    await shows(page.getByRole('heading', BOUGHT));
  },
);

e2e(
  'by card from the demo merchant page: the host page opens the payment page; paid',
  async ({ page }) => {
    await page.goto(`${merchantURL}?campaignId=101&externalToken=ext-ana`);
    const { widget, frame } = embeddedWidget(page);
    await shows(widget.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    await widget.getByRole('button', { name: 'Comprar voucher' }).click();
    await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
    await widget.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await shows(widget.getByRole('heading', { name: 'Pagamento' }));
    await widget.getByRole('radio', { name: 'Cartão de crédito ou débito' }).check();
    await widget.getByRole('button', { name: 'Pagar' }).click();
    await shows(widget.getByRole('heading', { name: 'Pagar com cartão' }));
    const inFrame = await frame();
    const { orders } = await store(inFrame);
    const orderCode = orders[0]!.orderCode;

    // The frame asks the host page to open it: the loader opens a new window from the host
    // page, whose first request is the sandbox's card page. The frame opens none itself.
    await inFrame.evaluate(() => {
      const opened: unknown[] = [];
      (window as unknown as { openedByFrame: unknown[] }).openedByFrame = opened;
      window.open = (...args: unknown[]) => {
        opened.push(args);
        return null;
      };
    });
    const [popup, request] = await Promise.all([
      page.waitForEvent('popup'),
      page
        .context()
        .waitForEvent('request', (candidate) =>
          candidate.url().startsWith(`${widgetOrigin}/__sandbox/card.html`),
        ),
      widget.getByRole('button', { name: 'Abrir a página de pagamento' }).click(),
    ]);
    expect(request.url()).toMatch(/\/__sandbox\/card\.html\?payment=pay-\d+&/);
    expect(request.isNavigationRequest()).toBe(true);
    expect(request.frame().page()).toBe(popup);
    expect(
      await inFrame.evaluate(
        () => (window as unknown as { openedByFrame: unknown[] }).openedByFrame,
      ),
    ).toEqual([]);
    // Handed to the host page: no plain link offered instead.
    expect(await widget.getByRole('link', { name: 'Abrir a página de pagamento' }).count()).toBe(0);
    // "Pagar" on the card page, which tells the widget's frame (the sandbox's store is there).
    await popup.getByRole('button', { name: 'Pagar' }).click();
    await shows(popup.getByRole('status').filter({ hasText: 'Pagamento aceite.' }));
    await popup.close();

    await page.clock.runFor(6_000);
    await shows(widget.getByRole('heading', { name: 'Voucher comprado' }));
    const after = await store(inFrame);
    expect(after.orders).toEqual([
      expect.objectContaining({ orderCode, total: 79.8, status: 'awaiting_confirmation' }),
    ]);
    expect(after.payments).toEqual([{ orderCode, method: 'hipay_cc' }]);
    // The host page heard it, once.
    const heardPaid = page
      .getByRole('log', { name: 'Widget events' })
      .getByText('bookingwidget:paid', { exact: true });
    await shows(heardPaid);
    expect(await heardPaid.count()).toBe(1);
  },
);

e2e(
  'by ATM reference: entity 11249 and the reference to copy; the voucher stays unpaid',
  async ({ page }) => {
    await toPayment(page);
    await page.getByRole('radio', { name: 'Referência Multibanco' }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await shows(page.getByText('11249', { exact: true }));
    await shows(page.getByRole('button', { name: 'Copiar a referência' }));
    const { orders } = await store(page);
    expect(orders).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
    await shows(page.getByText(/\d{3} \d{3} \d{3}/).first());
  },
);

e2e('in store: nothing charged now, the voucher awaits the merchant', async ({ page }) => {
  await toPayment(page);
  await page.getByRole('radio', { name: 'Pagar no estabelecimento' }).check();
  // Nothing is charged now: the button confirms the purchase, it does not say "Pagar".
  expect(await page.getByRole('button', { name: 'Pagar' }).count()).toBe(0);
  await page.getByRole('button', { name: 'Confirmar compra' }).click();
  await shows(page.getByRole('heading', { name: 'Vai pagar no estabelecimento' }));
  const { payments } = await store(page);
  expect(payments).toEqual([expect.objectContaining({ method: 'IN_STORE_PAYMENT' })]);
});

/** The calls the sandbox in the page answered since it started (a reload starts it again). */
function seenOperations(page: Page): Promise<string[]> {
  return page.evaluate(() => [
    ...(window as unknown as { __sandbox: { seenOperations(): Map<string, number> } }).__sandbox
      .seenOperations()
      .keys(),
  ]);
}

/** `4:53` -> 293 seconds. */
const secondsOf = (time: string) => {
  const [minutes = '0', seconds = '0'] = time.trim().split(':');
  return Number(minutes) * 60 + Number(seconds);
};

e2e(
  'a reload during the MB WAY countdown shows the time left, then paid; the sandbox holds one payment',
  async ({ page }) => {
    await toPayment(page);
    await payByMbway(page, '912000001');
    await shows(page.getByRole('timer').filter({ hasText: '5:00' }));
    await page.clock.runFor(4_000);

    // The externalToken signs Ana in again; the flow state (localStorage) holds the payment, the
    // in-page sandbox's store (sessionStorage) the order and the payment it started.
    await page.reload();
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    await shows(page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' }));
    const timer = page.getByRole('timer', { name: 'Tempo para confirmar:' });
    await shows(timer);
    const left = secondsOf((await timer.textContent()) ?? '');
    expect(left).toBeLessThan(5 * 60);
    expect(left).toBeGreaterThan(4 * 60);
    await shows(page.getByText('+351 912000001'));

    await page.clock.runFor(8_000);
    await shows(page.getByRole('heading', { name: 'Pagamento confirmado' }));
    await shows(page.getByText('79,80 €').first());
    const { orders, payments } = await store(page);
    expect(orders).toEqual([
      expect.objectContaining({ total: 79.8, status: 'awaiting_confirmation' }),
    ]);
    expect(payments).toEqual([
      { orderCode: orders[0]!.orderCode, method: 'hipay_mbway', phone: '912000001' },
    ]);
    // After the reload only the payment's status was asked: nothing started a payment.
    const seen = await seenOperations(page);
    expect(seen).toContain('getMbwayPaymentStatus');
    expect(seen).not.toContain('createVoucherPaymentLink');
    expect(seen).not.toContain('purchaseOrder');

    // On to the campaign; the flow state no longer holds the payment, so a reload opens there.
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('button', { name: 'Comprar voucher' }));
    await page.reload();
    await shows(page.getByRole('button', { name: 'Comprar voucher' }));
    expect((await store(page)).payments).toHaveLength(1);
  },
);

/** The prizes the sandbox holds unused for a user, by id. */
function unusedPrizeIds(page: Page, userId: number): Promise<number[]> {
  return page.evaluate(
    (id) =>
      (
        window as unknown as {
          __sandbox: { store: { unusedPrizes(userId: number): { id: number }[] } };
        }
      ).__sandbox.store
        .unusedPrizes(id)
        .map((prize) => prize.id),
    userId,
  );
}

e2e(
  'Miguel’s prize of 48,50 € on campaign 109 would leave less than 2 € to pay: refused, nothing bought, the prize unused; his 10 € prize goes on to pay 32,40 €',
  async ({ page }) => {
    await page.goto('/?campaignId=109&externalToken=ext-miguel');
    await shows(
      page.getByRole('heading', { level: 1, name: 'Massagem de pedras quentes (smart)' }),
    );
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Prémio e fatura' }));
    const prizes = page.getByRole('group', { name: 'Usar um prémio' });
    await prizes.getByRole('radio', { name: /Vale de 48,50 € no spa/ }).check();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();

    await shows(page.getByText('O valor do voucher não pode ser inferior a 2 €.'));
    expect(await page.getByRole('heading', { name: 'Pagamento' }).count()).toBe(0);
    expect((await store(page)).orders).toEqual([]);
    expect(await unusedPrizeIds(page, 1002)).toEqual([304, 305]);

    await prizes.getByRole('radio', { name: /Vale de 10 € para membros smart/ }).check();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Pagamento' }));
    await shows(page.getByText('32,40 €').first());
    expect(await unusedPrizeIds(page, 1002)).toEqual([304, 305]);
  },
);

e2e(
  'an invalid NIF is refused beside its field, what was typed kept, nothing bought; a valid one goes on',
  async ({ page }) => {
    await page.goto('/?campaignId=101&externalToken=ext-ana');
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Prémio e fatura' }));
    await page.getByRole('checkbox', { name: 'Quero fatura com NIF' }).check();
    await page.getByRole('textbox', { name: 'Nome para a fatura' }).fill('Ana Silva');
    const vatId = page.getByRole('textbox', { name: 'NIF' });
    // The check digit of 12345678 is 9.
    await vatId.fill('123456780');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();

    await shows(page.getByText('Estes 9 algarismos não formam um NIF válido: confirme-os.'));
    expect(await vatId.getAttribute('aria-invalid')).toBe('true');
    expect(await vatId.inputValue()).toBe('123456780');
    expect(await page.getByRole('textbox', { name: 'Nome para a fatura' }).inputValue()).toBe(
      'Ana Silva',
    );
    expect(await page.getByRole('heading', { name: 'Pagamento' }).count()).toBe(0);
    expect((await store(page)).orders).toEqual([]);

    await vatId.fill('123456789');
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Pagamento' }));
  },
);
