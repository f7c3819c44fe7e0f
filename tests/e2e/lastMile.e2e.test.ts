// The last mile of issue 26 in Chromium, by role and label, against the sandbox in the page: the
// order's success screen (share, rewards for Ana, none for a guest, in the guest's words, not a
// booking's); a type 2 booking answered "confirmed" still awaits the merchant; 101's price is
// each person's and the least two cost 79,80 €, charged as such; the set menu of 107 ordered at
// its price; the support phone on the error screen. Where money or a booking is involved, the
// sandbox's store says what was made. Every page runs at the suite's set time (E2E_NOW, the
// page's clock, which the sandbox follows).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { ENTITY_CONFIG } from '../../api/sandbox/seed';
import { e2e, middlewareResponse, shows } from './support';

const ORDER_TITLE = 'Francesinha para levar ou entregar em casa';
const SET_MENU = 'Menu francesinha para dois';

/** Amounts are written with a no-break space before the euro sign: read as plain spaces. */
const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ').trim();

interface StoredOrder {
  orderCode: string;
  status: string;
  total: number;
  paymentMethod?: string;
}
interface StoredReservation {
  campaignId: number;
  status: string;
}
interface StoredPayment {
  orderCode: string;
  method: string;
  amount: number;
}
interface CartLine {
  productId: number;
  name: string;
  quantity: number;
  total: number;
}
interface PageSandbox {
  applyControls(controls: string): string[];
  store: {
    orders: Map<string, { order: { orderCode: string } }>;
    orderView(code: string): StoredOrder;
    reservations: StoredReservation[];
    payments: Map<string, StoredPayment>;
    carts: Map<string, { shopId: number; items: CartLine[] }>;
  };
}

/** What the sandbox in the page holds now: orders, reservations, payments, shop 14's carts. */
function held(page: Page): Promise<{
  orders: StoredOrder[];
  reservations: StoredReservation[];
  payments: StoredPayment[];
  cartOf14: CartLine[];
}> {
  return page.evaluate(() => {
    const { store } = (window as unknown as { __sandbox: PageSandbox }).__sandbox;
    return {
      orders: [...store.orders.values()].map((record) => store.orderView(record.order.orderCode)),
      reservations: store.reservations.map(({ campaignId, status }) => ({ campaignId, status })),
      payments: [...store.payments.values()].map(({ orderCode, method, amount }) => ({
        orderCode,
        method,
        amount,
      })),
      cartOf14: [...store.carts.values()]
        .filter((cart) => cart.shopId === 14)
        .flatMap((cart) =>
          cart.items.map(({ productId, name, quantity, total }) => ({
            productId,
            name,
            quantity,
            total,
          })),
        ),
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

const ORDER_WORDS = {
  pt_PT: {
    order: 'Encomendar',
    takeaway: 'Para levar (recolha no estabelecimento)',
    next: 'Continuar',
    viewCart: 'Ver carrinho',
    cart: 'Carrinho',
    guest: 'Continuar como convidado',
    name: 'Nome',
    phone: 'Número de telemóvel',
    aboutTheOrder: 'Indique como o podemos contactar sobre a sua encomenda.',
    aBooking: /reserva/i,
    contact: 'Os seus contactos',
    review: 'Rever a encomenda',
    inStore: 'Pagar no estabelecimento',
    confirmOrder: 'Confirmar encomenda',
    sent: 'Encomenda enviada',
    share: 'Partilhar',
    rewards: 'Ver recompensas',
    points: /pontos/,
    done: 'Concluir',
  },
  en_EN: {
    order: 'Order',
    takeaway: 'Takeaway (collect at the shop)',
    next: 'Continue',
    viewCart: 'View cart',
    cart: 'Cart',
    guest: 'Continue as a guest',
    name: 'Name',
    phone: 'Mobile number',
    aboutTheOrder: 'Tell us how we can contact you about your order.',
    aBooking: /reservation|booking/i,
    contact: 'Your contact details',
    review: 'Review the order',
    inStore: 'Pay at the venue',
    confirmOrder: 'Confirm order',
    sent: 'Order sent',
    share: 'Share',
    rewards: 'View rewards',
    points: /points/,
    done: 'Done',
  },
} as const;
type OrderWords = (typeof ORDER_WORDS)[keyof typeof ORDER_WORDS];

/** 107's starter cart, taken away as soon as possible, up to "Encomendar" on the cart. */
async function orderTheCart(page: Page, words: OrderWords): Promise<void> {
  await shows(page.getByRole('heading', { level: 1, name: ORDER_TITLE }));
  await page.getByRole('button', { name: words.order, exact: true }).click();
  await page.getByRole('radio', { name: words.takeaway }).check();
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await page.getByRole('button', { name: words.viewCart }).click();
  await shows(page.getByRole('heading', { name: words.cart, exact: true }));
  await page.getByRole('button', { name: words.order, exact: true }).click();
}

/** From the contact step to the order sent, paid at the shop. */
async function placeInStore(page: Page, words: OrderWords): Promise<void> {
  await shows(page.getByRole('heading', { name: words.contact }));
  await page.getByRole('button', { name: words.next, exact: true }).click();
  await shows(page.getByRole('heading', { name: words.review }));
  await page.getByRole('button', { name: words.order, exact: true }).click();
  await page.getByRole('radio', { name: words.inStore }).check();
  await page.getByRole('button', { name: words.confirmOrder }).click();
  await shows(page.getByRole('heading', { name: words.sent }));
}

e2e(
  'the order sent, Ana: "Partilhar" and "Ver recompensas", her 12 points; one order, paid at the shop',
  async ({ page }) => {
    const words = ORDER_WORDS.pt_PT;
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await orderTheCart(page, words);
    await placeInStore(page, words);
    await shows(page.getByText('Ganhou 12 pontos com esta encomenda.'));
    await shows(page.getByRole('button', { name: words.share }));
    await shows(page.getByRole('button', { name: words.done }));
    expect((await held(page)).orders).toEqual([
      expect.objectContaining({ paymentMethod: 'IN_STORE_PAYMENT', total: 27.3 }),
    ]);

    expect(await page.getByRole('region', { name: 'Pontos e prémios' }).count()).toBe(0);
    await page.getByRole('button', { name: words.rewards }).click();
    await shows(page.getByRole('region', { name: 'Pontos e prémios' }));
  },
);

for (const [language, words] of Object.entries(ORDER_WORDS)) {
  e2e(
    `the order sent, a guest: the form speaks of the order, not a booking; "Partilhar", no points and no rewards [${language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=107&allowGuestLogin=true&language=${language}`);
      await orderTheCart(page, words);
      await page.getByRole('button', { name: words.guest }).click();

      // The guest's form asks about the order, never about a booking.
      await shows(page.getByText(words.aboutTheOrder));
      expect(await page.locator('main').innerText()).not.toMatch(words.aBooking);
      await page.getByLabel(words.name, { exact: true }).fill('Rita Gomes');
      await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
      await page.getByLabel(words.phone).fill('912000222');
      await page.getByRole('button', { name: words.next, exact: true }).click();

      await placeInStore(page, words);
      await shows(page.getByRole('button', { name: words.share }));
      await shows(page.getByRole('button', { name: words.done }));
      expect(await page.getByRole('button', { name: words.rewards }).count()).toBe(0);
      expect(await page.locator('main').innerText()).not.toMatch(words.points);
      expect((await held(page)).orders).toEqual([
        expect.objectContaining({ paymentMethod: 'IN_STORE_PAYMENT', total: 27.3 }),
      ]);
    },
  );
}

e2e(
  'a type 2 booking the sandbox answers "confirmed": the success still says it awaits the merchant; one booking, pending',
  async ({ page }) => {
    await page.goto('/?campaignId=102&externalToken=ext-ana');
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));

    // The next booking's answer says "confirmed" although campaign 102 is type 2.
    await control(page, 'fault:createBooking:saysConfirmed*1');
    const answer = middlewareResponse(page, '/bookings');
    await page.getByRole('button', { name: 'Confirmar', exact: true }).click();
    expect(await (await answer).json()).toMatchObject({ status: 'confirmed' });

    await shows(page.getByRole('heading', { name: 'Pedido de reserva enviado' }));
    await shows(
      page.getByText('O estabelecimento vai confirmar a disponibilidade.', { exact: false }),
    );
    expect(await page.getByRole('heading', { name: 'Reserva confirmada' }).count()).toBe(0);
    expect(await page.getByText('A sua reserva está confirmada.', { exact: false }).count()).toBe(
      0,
    );
    expect((await held(page)).reservations).toEqual([{ campaignId: 102, status: 'pending' }]);
  },
);

for (const words of [
  {
    language: 'pt_PT',
    perPerson: 'por pessoa',
    least: 'Mínimo de 2 pessoas: 79,80 €',
    buy: 'Comprar voucher',
    next: 'Continuar',
    toPayment: 'Continuar para o pagamento',
    payment: 'Pagamento',
    atm: 'Referência Multibanco',
    pay: 'Pagar',
  },
  {
    language: 'en_EN',
    perPerson: 'per person',
    least: 'At least 2 people: 79,80 €',
    buy: 'Buy voucher',
    next: 'Continue',
    toPayment: 'Continue to payment',
    payment: 'Payment',
    atm: 'Multibanco reference',
    pay: 'Pay',
  },
]) {
  e2e(
    `101: 39,90 € "${words.perPerson}", the least two cost 79,80 €, and 79,80 € is what the ATM reference charges [${words.language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=101&externalToken=ext-ana&language=${words.language}`);
      await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
      const unit = page.getByText(words.perPerson, { exact: true });
      await shows(unit);
      const priceLine = page.locator('p', { has: unit });
      expect(plain(await priceLine.textContent())).toMatch(
        new RegExp(`^39,90 € ${words.perPerson}`),
      );
      await shows(page.getByText(words.least, { exact: true }));

      await page.getByRole('button', { name: words.buy }).click();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await page.getByRole('button', { name: words.toPayment }).click();
      await shows(page.getByRole('heading', { name: words.payment }));
      await page.getByRole('radio', { name: words.atm }).check();
      await page.getByRole('button', { name: words.pay, exact: true }).click();
      await shows(page.getByText('11249', { exact: true }));
      const { payments } = await held(page);
      expect(payments).toEqual([expect.objectContaining({ amount: 79.8 })]);
    },
  );
}

e2e(
  '"Menu francesinha para dois" (MENU section) added to the cart at 26,90 €: the sandbox\'s cart holds it',
  async ({ page }) => {
    const words = ORDER_WORDS.pt_PT;
    await page.goto('/?campaignId=107');
    await shows(page.getByRole('heading', { level: 1, name: ORDER_TITLE }));
    await page.getByRole('button', { name: words.order, exact: true }).click();
    await page.getByRole('radio', { name: words.takeaway }).check();
    await page.getByRole('button', { name: words.next, exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Menu', exact: true }));

    const section = page.getByRole('region', { name: SET_MENU });
    await shows(section.getByRole('heading', { level: 3, name: SET_MENU }));
    await shows(section.getByText('26,90 €'));
    await shows(page.getByText('3 artigos no carrinho: 27,30 €', { exact: true }));
    expect((await held(page)).cartOf14.map((line) => line.productId)).not.toContain(230);

    await section.getByRole('button', { name: `Adicionar ${SET_MENU} ao carrinho` }).click();
    await shows(page.getByText('4 artigos no carrinho: 54,20 €', { exact: true }));
    await expect
      .poll(async () => (await held(page)).cartOf14.find((line) => line.productId === 230))
      .toEqual({ productId: 230, name: SET_MENU, quantity: 1, total: 26.9 });

    await page.getByRole('button', { name: words.viewCart }).click();
    await shows(page.getByRole('heading', { name: words.cart, exact: true }));
    await shows(page.getByText(`1 × ${SET_MENU}`));
    expect((await held(page)).orders).toEqual([]);
  },
);

e2e(
  'the campaign answers 503: the error notice gives the support phone as a tel: link, and trying again opens the campaign',
  async ({ page, publicOrigin }) => {
    const phone = ENTITY_CONFIG.supportPhone!;
    expect(phone).toBe('+351 210 000 000');
    const failed = middlewareResponse(page, '/v1/web/campaigns/101');
    await page.goto(`${publicOrigin}/?campaignId=101&sandbox=fault:getCampaign:503*1`);
    expect((await failed).status()).toBe(503);

    const alert = page.getByRole('alert');
    await shows(alert);
    await shows(alert.getByText('Ocorreu um erro, por favor tente novamente.'));
    const call = alert.getByRole('link', { name: phone });
    await shows(call);
    expect(await call.getAttribute('href')).toBe('tel:+351210000000');

    await alert.getByRole('button', { name: 'Tentar novamente' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
  },
);
