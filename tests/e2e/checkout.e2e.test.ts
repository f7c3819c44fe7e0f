// The checkout of an order in Chromium, by role and label (issue 11), against the sandbox in the
// page: campaign 107 (Francesinha & Companhia) as takeaway, as soon as possible, ordered by Ana
// (signed in by the parent app's token) with a note to the shop, "Encomendar" clicked twice,
// paid by MB WAY: one order in the sandbox, paid, awaiting the merchant's confirmation. A reload
// during the MB WAY countdown follows the payment instead of ordering or paying again. Time
// moves on the page's clock (Playwright's), which the sandbox follows.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import {
  e2e,
  embeddedWidget,
  expectNoAxeViolations,
  merchantURL,
  shows,
  transportToCart,
} from './support';

const TITLE = 'Francesinha para levar ou entregar em casa';

interface StoredOrder {
  orderCode: string;
  status: string;
  total: number;
  paymentMethod?: string;
  request?: {
    prizeId?: number;
    contact?: { vatId?: string };
    productOrder?: { note?: string }[];
    deliveryType?: string;
    deliveryAddressId?: number;
  };
}

/** The orders and payments the sandbox in the page holds, as it would answer them now. */
function stored(page: Page): Promise<{ orders: StoredOrder[]; payments: number }> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            orders: Map<string, { order: { orderCode: string }; request?: unknown }>;
            payments: Map<string, unknown>;
            orderView(code: string): StoredOrder;
          };
        };
      }
    ).__sandbox;
    return {
      orders: [...store.orders.values()].map((record) => ({
        ...store.orderView(record.order.orderCode),
        request: record.request as StoredOrder['request'],
      })),
      payments: store.payments.size,
    };
  });
}

/** Ana orders 107's cart as takeaway, as soon as possible, up to the review. */
async function toReview(page: Page): Promise<void> {
  await page.goto('/?campaignId=107&externalToken=ext-ana');
  await shows(page.getByRole('heading', { level: 1, name: TITLE }));
  await page.getByRole('button', { name: 'Encomendar' }).click();
  await transportToCart(page, 'Para levar (recolha no estabelecimento)');
  await page.getByRole('button', { name: 'Encomendar' }).click();
  // Collected at the shop: no delivery to choose. Her contact, prefilled, and a note.
  await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
  expect(await page.getByLabel('Número de telemóvel').inputValue()).toBe('912345678');
  await page.getByLabel('Notas para o estabelecimento (opcional)').fill('Sem cebola, por favor.');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
}

e2e(
  'campaign 107 as takeaway, as soon as possible, paid by MB WAY: one order, paid, awaiting the merchant',
  async ({ page }) => {
    await toReview(page);
    await shows(page.getByText('Para levar, o mais depressa possível.'));
    await shows(
      page.getByText(
        'Levantar em Francesinha & Companhia, Rua de Ceuta 45, 4050-189 Porto, sem custo.',
      ),
    );
    await shows(page.getByText('Em nome de Ana Silva, +351 912345678.'));
    await shows(page.getByText('Nota para o estabelecimento: Sem cebola, por favor.'));
    await expectNoAxeViolations(page, 'the review');

    // Twice: one order all the same.
    await page.getByRole('button', { name: 'Encomendar' }).dblclick();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    await shows(page.getByText(/Encomenda ENC-\d+ registada/));
    const made = await stored(page);
    expect(made.orders).toEqual([
      expect.objectContaining({ status: 'awaiting_payment', total: 27.3 }),
    ]);
    expect(made.orders[0]!.request?.productOrder?.[0]?.note).toBe('Sem cebola, por favor.');
    await expectNoAxeViolations(page, 'the payment of the order');

    // MB WAY (the shop's, SIBS) is chosen first; Ana's mobile.
    expect(await page.getByRole('radio', { name: 'MB WAY (SIBS)' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await shows(page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' }));
    // Not shown as sent before the payment says paid.
    expect(await page.getByRole('heading', { name: 'Encomenda enviada' }).count()).toBe(0);
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', { name: 'Encomenda enviada' }));
    const code = made.orders[0]!.orderCode;
    await shows(page.getByText(`A encomenda ${code} foi enviada ao estabelecimento`));
    await shows(page.getByText('Pagamento de 27,30 € recebido.'));
    expect((await stored(page)).orders).toEqual([
      expect.objectContaining({
        orderCode: code,
        status: 'awaiting_confirmation',
        paymentMethod: 'SIBS_MBWAY',
      }),
    ]);
    expect((await stored(page)).payments).toBe(1);
    await expectNoAxeViolations(page, 'the order sent');

    // Done: back at the campaign; the shop's cart is empty now.
    await page.getByRole('button', { name: 'Concluir' }).click();
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await shows(page.getByRole('button', { name: 'Encomendar' }));
  },
);

e2e(
  "Ana's NIF and her 5 € prize on campaign 107's order: the review says 22,30 € with the prize; one order of 22,30 €, the prize used, the NIF sent",
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await transportToCart(page, 'Para levar (recolha no estabelecimento)');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    await page.getByLabel('NIF (para fatura)').fill('123 456 789');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
    await shows(page.getByText('NIF para a fatura: 123456789'));

    await shows(page.getByText(/^Saldo de pontos: \d+$/));
    await page.getByRole('radio', { name: /Vale de 5 € em qualquer reserva/ }).check();
    const withPrize = page.locator('dl').filter({ hasText: 'Total com o prémio' });
    await shows(withPrize.getByText('22,30 €'));
    await expectNoAxeViolations(page, 'the review with a prize');

    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    const { orders } = await stored(page);
    expect(orders).toEqual([expect.objectContaining({ status: 'awaiting_payment', total: 22.3 })]);
    expect(orders[0]!.request).toMatchObject({ prizeId: 301, contact: { vatId: '123456789' } });
    const unused = await page.evaluate(() =>
      (
        window as unknown as {
          __sandbox: { store: { unusedPrizes(userId: number): { id: number }[] } };
        }
      ).__sandbox.store
        .unusedPrizes(1001)
        .map((prize) => prize.id),
    );
    expect(unused).not.toContain(301);
  },
);

e2e(
  'Miguel’s 48,50 € prize on campaign 107’s order would leave less than 2 € of the items to pay: refused, nothing ordered; his 10 € prize goes on to the payment',
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-miguel');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await transportToCart(page, 'Para levar (recolha no estabelecimento)');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));

    await page.getByRole('radio', { name: /Vale de 48,50 € no spa/ }).check();
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(
      page.getByText(
        'Operação inválida: com este prémio, o valor a pagar não pode ser inferior a 2 €. Escolha outro prémio ou nenhum.',
      ),
    );
    expect(await page.getByRole('heading', { name: 'Pagamento' }).count()).toBe(0);
    expect((await stored(page)).orders).toEqual([]);

    await page.getByRole('radio', { name: /Vale de 10 € para membros smart/ }).check();
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    const { orders } = await stored(page);
    expect(orders).toEqual([expect.objectContaining({ status: 'awaiting_payment', total: 17.3 })]);
    expect(orders[0]!.request).toMatchObject({ prizeId: 304 });
  },
);

e2e(
  'a reload during the MB WAY countdown of an order follows the payment: one order, one payment',
  async ({ page }) => {
    await toReview(page);
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await shows(page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' }));
    await page.clock.runFor(4_000);

    await page.reload();
    await shows(page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' }));
    await page.clock.runFor(8_000);
    await shows(page.getByRole('heading', { name: 'Pagamento confirmado' }));
    await shows(page.getByText('27,30 €').first());
    const { orders, payments } = await stored(page);
    expect(orders).toEqual([expect.objectContaining({ status: 'awaiting_confirmation' })]);
    expect(payments).toBe(1);
  },
);

interface StoredAddress {
  id: number;
  addressName: string;
}

/** Ana's (1001) saved addresses as the sandbox in the page holds them. */
function anasAddresses(page: Page): Promise<StoredAddress[]> {
  return page.evaluate(
    () =>
      (
        window as unknown as {
          __sandbox: { store: { addresses: Map<number, StoredAddress[]> } };
        }
      ).__sandbox.store.addresses.get(1001) ?? [],
  );
}

e2e(
  'Ana saves a Porto address, has campaign 107 delivered there (by its id), then deletes it',
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'As minhas reservas', exact: true }).click();
    const book = page.getByRole('region', { name: 'Os meus endereços' });
    await book.getByRole('button', { name: 'Adicionar um endereço' }).click();
    await page.getByLabel('Nome do endereço (por exemplo, Casa)').fill('Porto');
    await book.getByLabel('Rua e número').fill('Rua de Cedofeita 210');
    await book.getByLabel('Código postal').fill('4050-262');
    await book.getByLabel('Localidade').fill('Porto');
    await book.getByRole('button', { name: 'Guardar o endereço' }).click();
    await shows(book.getByRole('status').filter({ hasText: 'Endereço guardado.' }));
    const saved = (await anasAddresses(page)).find((address) => address.addressName === 'Porto');
    expect(saved).toBeDefined();

    // Delivered at home: her saved Porto address, offered at the delivery step.
    await page.getByRole('button', { name: 'Campanha', exact: true }).click();
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await transportToCart(page, 'Entrega em casa');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Morada de entrega' }));
    await page
      .getByRole('button', { name: 'Entregar em Porto: Rua de Cedofeita 210, 4050-262 Porto' })
      .click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
    await shows(page.getByText(/Entrega em Rua de Cedofeita 210, 4050-262 Porto/));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    const { orders } = await stored(page);
    expect(orders).toHaveLength(1);
    expect(orders[0]!.request).toMatchObject({
      deliveryType: 'DELIVERY',
      deliveryAddressId: saved!.id,
    });
    expect(orders[0]).toMatchObject({ total: 29.8 });

    // Left unpaid for now; the address deleted from her book.
    await page.getByRole('button', { name: 'Cancelar' }).click();
    await shows(page.getByRole('heading', { name: 'A encomenda aguarda pagamento' }));
    await page.getByRole('button', { name: 'As minhas reservas', exact: true }).click();
    await book.getByRole('button', { name: 'Apagar o endereço Porto' }).click();
    await book.getByRole('button', { name: 'Apagar', exact: true }).click();
    await shows(book.getByRole('status').filter({ hasText: 'Endereço apagado.' }));
    expect((await anasAddresses(page)).some((address) => address.id === saved!.id)).toBe(false);
  },
);

e2e(
  'embedded: the parent window hears an item removed from the cart, and the cart discarded once ordered',
  async ({ page }) => {
    await page.goto(`${merchantURL}?campaignId=107&externalToken=ext-ana`);
    const { widget, frame } = embeddedWidget(page);
    await shows(widget.getByRole('heading', { level: 1, name: TITLE }));
    await widget.getByRole('button', { name: 'Encomendar' }).click();
    await transportToCart(widget, 'Para levar (recolha no estabelecimento)');

    // The fries' line as the sandbox in the widget's frame holds it.
    const cartLines = () =>
      frame().then((widgetFrame) =>
        widgetFrame.evaluate(() =>
          [
            ...(
              window as unknown as {
                __sandbox: {
                  store: {
                    carts: Map<string, { shopId: number; items: { id: number; name: string }[] }>;
                  };
                };
              }
            ).__sandbox.store.carts.values(),
          ]
            .filter((cart) => cart.shopId === 14)
            .flatMap((cart) => cart.items),
        ),
      );
    const fries = (await cartLines()).find((item) => item.name === 'Batata frita caseira');
    expect(fries).toBeDefined();
    await widget.getByRole('button', { name: 'Remover Batata frita caseira do carrinho' }).click();
    await expect.poll(cartLines).not.toContainEqual(fries);

    // The demo page's developer panel lists what the loader handed to the page.
    const events = page.getByRole('log', { name: 'Widget events' });
    await shows(events.getByText('bookingwidget:removeCartItem'));
    expect(await events.textContent()).toContain(`{"itemId":${fries!.id}}`);
    expect(await events.getByText('bookingwidget:discardCart').count()).toBe(0);

    await widget.getByRole('button', { name: 'Encomendar' }).click();
    await shows(widget.getByRole('heading', { name: 'Os seus contactos' }));
    await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(widget.getByRole('heading', { name: 'Rever a encomenda' }));
    await widget.getByRole('button', { name: 'Encomendar' }).click();
    await shows(widget.getByRole('heading', { name: 'Pagamento' }));
    // The order was made of the cart, which the middleware emptied: the page discards its own.
    await expect.poll(cartLines).toEqual([]);
    await shows(events.getByText('bookingwidget:discardCart'));
    expect(await events.textContent()).toContain('{"shopId":14}');
  },
);

// The order's words (issue 26), in Portuguese and in English: the menu's cart line gives the
// items' price with the delivery told apart; the review lists every item it sends with the
// totals apart; paid at the shop, nothing is charged now, so the button confirms the order.
for (const words of [
  {
    language: 'pt_PT',
    order: 'Encomendar',
    delivered: 'Entrega em casa',
    takeaway: 'Para levar (recolha no estabelecimento)',
    next: 'Continuar',
    deliveryApart: '3 artigos no carrinho: 27,30 €, mais 2,50 € de entrega',
    itemsOnly: '3 artigos no carrinho: 27,30 €',
    viewCart: 'Ver carrinho',
    contact: 'Os seus contactos',
    review: 'Rever a encomenda',
    items: 'Artigos da encomenda',
    pickup: 'Levantar em Francesinha & Companhia, Rua de Ceuta 45, 4050-189 Porto, sem custo.',
    inStore: 'Pagar no estabelecimento',
    pay: 'Pagar',
    confirmOrder: 'Confirmar encomenda',
    sent: 'Encomenda enviada',
  },
  {
    language: 'en_EN',
    order: 'Order',
    delivered: 'Home delivery',
    takeaway: 'Takeaway (collect at the shop)',
    next: 'Continue',
    deliveryApart: '3 items in the cart: 27,30 €, plus 2,50 € delivery',
    itemsOnly: '3 items in the cart: 27,30 €',
    viewCart: 'View cart',
    contact: 'Your contact details',
    review: 'Review the order',
    items: 'Items in the order',
    pickup: 'Collected at Francesinha & Companhia, Rua de Ceuta 45, 4050-189 Porto, free.',
    inStore: 'Pay at the venue',
    pay: 'Pay',
    confirmOrder: 'Confirm order',
    sent: 'Order sent',
  },
]) {
  e2e(
    `107's cart line: the items' price, the delivery told apart [${words.language}]`,
    async ({ page }) => {
      await page.goto(`/?campaignId=107&externalToken=ext-ana&language=${words.language}`);
      await shows(page.getByRole('heading', { level: 1, name: TITLE }));
      await page.getByRole('button', { name: words.order, exact: true }).click();
      await page.getByRole('radio', { name: words.delivered }).check();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await shows(page.getByText(words.deliveryApart));
    },
  );

  e2e(
    `107's review lists every item; paid at the shop, the order is confirmed, not paid [${words.language}]`,
    async ({ page }) => {
      const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
      await page.goto(`/?campaignId=107&externalToken=ext-ana&language=${words.language}`);
      await shows(page.getByRole('heading', { level: 1, name: TITLE }));
      await page.getByRole('button', { name: words.order, exact: true }).click();
      await page.getByRole('radio', { name: words.takeaway }).check();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      // Taken away: no delivery to tell.
      await shows(page.getByText(words.itemsOnly, { exact: true }));
      await page.getByRole('button', { name: words.viewCart }).click();
      await page.getByRole('button', { name: words.order, exact: true }).click();
      await shows(page.getByRole('heading', { name: words.contact }));
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await shows(page.getByRole('heading', { name: words.review }));
      // Collected at the shop: where it is.
      await shows(page.getByText(words.pickup));
      // Every item by name, with its quantity and its price, as the cart holds them.
      const ordered = page.getByRole('list', { name: words.items });
      const lines = ordered.getByRole('listitem');
      expect(await lines.count()).toBe(2);
      for (const [index, [name, price]] of [
        ['2 × Francesinha clássica', '23,80 €'],
        ['1 × Batata frita caseira', '3,50 €'],
      ].entries()) {
        await shows(lines.nth(index).getByText(name!, { exact: true }));
        await shows(lines.nth(index).getByText(price!, { exact: true }));
      }
      expect((await page.getByRole('definition').allInnerTexts()).map(plain).at(-1)).toBe(
        '27,30 €',
      );
      await page.getByRole('button', { name: words.order, exact: true }).click();
      await page.getByRole('radio', { name: words.inStore }).check();
      expect(await page.getByRole('button', { name: words.pay, exact: true }).count()).toBe(0);
      await page.getByRole('button', { name: words.confirmOrder }).click();
      await shows(page.getByRole('heading', { name: words.sent }));
      expect((await stored(page)).orders).toEqual([
        expect.objectContaining({ paymentMethod: 'IN_STORE_PAYMENT' }),
      ]);
    },
  );
}
