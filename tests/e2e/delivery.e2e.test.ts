// The delivery step in Chromium, by role and label (issue 11): campaign 107 (Francesinha &
// Companhia, shop 14) delivered at home to Ana (signed in by the parent app's token): a Lisbon
// address (1100-048) is refused, "the selected address is currently unavailable for delivery",
// with what was typed kept; a Porto one (4050-262) is accepted at the shop's 2,50 €, which the
// review's total holds, and the order the sandbox makes charges. Service 1102 (shop 11) delivered
// to a pickup point: three near Lisbon's 1100-048, nearest first, and none near Faro's 8000-138;
// back to that step from the sign-in, the point is still chosen and the postal code still typed.
// The sandbox in the page answers (api/sandbox/seed.ts SHOP_DELIVERY: shop 14 delivers to 4xxx,
// shop 11 to 1xxx and 2xxx).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, expectNoAxeViolations, shows, transportToCart } from './support';

const TITLE = 'Francesinha para levar ou entregar em casa';

interface StoredOrder {
  orderCode: string;
  status: string;
  deliveryCost: number;
  total: number;
}

/** The orders the sandbox in the page holds, as it would answer them now. */
function storedOrders(page: Page): Promise<StoredOrder[]> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            orders: Map<string, { order: { orderCode: string } }>;
            orderView(code: string): StoredOrder;
          };
        };
      }
    ).__sandbox;
    return [...store.orders.values()].map((record) => store.orderView(record.order.orderCode));
  });
}

e2e(
  'campaign 107 delivered at home: a Lisbon address refused, the address kept; a Porto one accepted, 2,50 € in the total, ordered and paid',
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Como quer receber a encomenda?' }));
    await page.getByRole('radio', { name: 'Entrega em casa' }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    // Delivered: the items' 27,30 € and the campaign's 2,50 € of delivery told apart.
    await shows(page.getByText('3 artigos no carrinho: 27,30 €, mais 2,50 € de entrega'));
    await page.getByRole('button', { name: 'Ver carrinho' }).click();
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
    await page.getByRole('button', { name: 'Encomendar' }).click();

    // Shop 14 delivers at home only: the address for this order, Portugal by default once the
    // delivery countries have come.
    await shows(page.getByRole('heading', { name: 'Morada de entrega' }));
    await expect.poll(() => page.getByLabel('País').inputValue()).toBe('139');
    await page.getByLabel('Rua e número').fill('Rua Augusta 27');
    await page.getByLabel('Código postal').fill('1100-048');
    await page.getByLabel('Localidade').fill('Lisboa');
    await page.getByRole('button', { name: 'Entregar nesta morada' }).click();
    await shows(
      page.getByText(
        'Francesinha & Companhia só faz entregas ao domicílio na zona de Porto (códigos postais 4xxx). Indique uma morada nessa zona.',
      ),
    );
    expect(await page.getByLabel('Rua e número').inputValue()).toBe('Rua Augusta 27');
    await expectNoAxeViolations(page, 'the address refused');

    await page.getByLabel('Rua e número').fill('Rua de Cedofeita 210');
    await page.getByLabel('Código postal').fill('4050262');
    await page.getByLabel('Localidade').fill('Porto');
    await page.getByRole('button', { name: 'Entregar nesta morada' }).click();

    // Ana's contact, then the review: the address with its cost, the total with it.
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Ana Silva');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect(plain(await page.getByText(/Entrega em Rua de Cedofeita/).innerText())).toBe(
      'Entrega em Rua de Cedofeita 210, 4050-262 Porto: 2,50 €.',
    );
    // Every item ordered, then 27,30 € of the cart and 2,50 € of the delivery.
    const ordered = page.getByRole('list', { name: 'Artigos da encomenda' });
    expect(await ordered.getByRole('listitem').count()).toBe(2);
    expect((await page.getByRole('definition').allInnerTexts()).map(plain)).toEqual([
      '27,30 €',
      '0,00 €',
      '2,50 €',
      '29,80 €',
    ]);
    expect(await storedOrders(page)).toEqual([]);
    await expectNoAxeViolations(page, 'the review');

    // Ordered, then paid by MB WAY (the shop's, SIBS) on Ana's mobile.
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    expect(await page.getByRole('radio', { name: 'MB WAY (SIBS)' }).isChecked()).toBe(true);
    await page.getByRole('button', { name: 'Pagar' }).click();
    await shows(page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' }));
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', { name: 'Encomenda enviada' }));
    expect(await storedOrders(page)).toEqual([
      expect.objectContaining({ status: 'awaiting_confirmation', deliveryCost: 2.5, total: 29.8 }),
    ]);
  },
);

e2e(
  'service 1102 delivered to a pickup point: three near Lisbon, nearest first; none near Faro; a guest orders it and gets an ATM reference',
  async ({ page }) => {
    await page.goto('/?shopId=11&allowGuestLogin=true');
    await page.getByRole('button', { name: 'Encomendar Petiscos para levar' }).click();
    await shows(page.getByRole('heading', { name: 'Como quer receber a encomenda?' }));
    await transportToCart(page, 'Entrega em casa');
    await page.getByRole('button', { name: 'Encomendar' }).click();

    await shows(page.getByRole('heading', { name: 'Entrega', exact: true }));
    await page.getByRole('radio', { name: /Entrega num ponto de recolha/ }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Ponto de recolha' }));

    await page.getByLabel('Código postal onde procurar').fill('8000-138');
    await page.getByRole('button', { name: 'Procurar pontos de recolha' }).click();
    await shows(page.getByText('Não foram encontrados pontos de recolha.'));

    await page.getByLabel('Código postal onde procurar').fill('1100-048');
    await page.getByRole('button', { name: 'Procurar pontos de recolha' }).click();
    const list = page.getByRole('list', { name: 'Pontos de recolha, o mais perto primeiro' });
    await shows(list);
    expect(await list.getByRole('button').allInnerTexts()).toEqual([
      'Escolher Loja Restauradores',
      'Escolher Quiosque Cais do Sodré',
      'Escolher Papelaria Avenida',
    ]);
    await expectNoAxeViolations(page, 'the pickup points');
    await list.getByRole('button', { name: 'Escolher Quiosque Cais do Sodré' }).click();

    // Guests may order here: Rita goes on as a guest.
    await page.getByRole('button', { name: 'Continuar como convidado' }).click();
    // Asked about her order, not "a sua reserva".
    await shows(page.getByText('Indique como o podemos contactar sobre a sua encomenda.'));
    await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
    await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
    await page.getByLabel('Número de telemóvel').fill('912000222');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
    await shows(page.getByText(/Ponto de recolha Quiosque Cais do Sodré/));
    await shows(page.getByText('Em nome de Rita Gomes, +351 912000222.'));

    await page.getByRole('button', { name: 'Encomendar' }).click();
    await page.getByRole('radio', { name: 'Referência Multibanco' }).check();
    await page.getByRole('button', { name: 'Pagar' }).click();
    await shows(page.getByRole('heading', { name: 'Pagar por referência Multibanco' }));
    await shows(page.getByText('Entidade'));
    const orders = await storedOrders(page);
    expect(orders).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
    await expectNoAxeViolations(page, 'the ATM reference of the order');
  },
);

e2e(
  'a reload on the delivery step keeps the cart, the transport and the address typed',
  async ({ page }) => {
    await page.goto('/?campaignId=107');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await page.getByRole('radio', { name: 'Entrega em casa' }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Adicionar Super Bock (33 cl) ao carrinho' }).click();
    await shows(page.getByText('4 artigos no carrinho: 29,30 €, mais 2,50 € de entrega'));
    await page.getByRole('button', { name: 'Ver carrinho' }).click();
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Morada de entrega' }));
    await page.getByLabel('Rua e número').fill('Rua de Cedofeita 210');
    await page.getByLabel('Código postal').fill('4050-262');

    await page.reload();
    // Back at the address, as typed, in the same order.
    await shows(page.getByRole('heading', { name: 'Morada de entrega' }));
    expect(await page.getByLabel('Rua e número').inputValue()).toBe('Rua de Cedofeita 210');
    expect(await page.getByLabel('Código postal').inputValue()).toBe('4050-262');
    await page.getByLabel('Localidade').fill('Porto');
    await page.getByRole('button', { name: 'Entregar nesta morada' }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a encomenda' }));

    // One step back, the address as typed; one more, the cart the shop kept, delivered (its
    // cost in the total).
    await page.getByRole('button', { name: 'Voltar à entrega' }).click();
    await shows(page.getByRole('heading', { name: 'Morada de entrega' }));
    expect(await page.getByLabel('Rua e número').inputValue()).toBe('Rua de Cedofeita 210');
    await page.getByRole('button', { name: 'Voltar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
    await shows(page.getByText('Entrega em casa, o mais depressa possível.'));
    await shows(page.getByRole('button', { name: 'Remover Super Bock (33 cl) do carrinho' }));
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    expect((await page.getByRole('definition').allInnerTexts()).map(plain)).toEqual([
      '29,30 €',
      '0,00 €',
      '2,50 €',
      '31,80 €',
    ]);
  },
);

e2e(
  'service 1102 to a pickup point: back to the step from the sign-in, the point still chosen and the postal code still typed',
  async ({ page }) => {
    await page.goto('/?shopId=11&allowGuestLogin=true');
    await page.getByRole('button', { name: 'Encomendar Petiscos para levar' }).click();
    await transportToCart(page, 'Entrega em casa');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await page.getByRole('radio', { name: /Entrega num ponto de recolha/ }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Código postal onde procurar').fill('1100-048');
    await page.getByRole('button', { name: 'Procurar pontos de recolha' }).click();
    const list = page.getByRole('list', { name: 'Pontos de recolha, o mais perto primeiro' });
    await list.getByRole('button', { name: 'Escolher Quiosque Cais do Sodré' }).click();
    await shows(page.getByRole('button', { name: 'Continuar como convidado' }));

    await page.getByRole('button', { name: 'Voltar à entrega' }).click();
    await shows(page.getByRole('heading', { name: 'Ponto de recolha' }));
    expect(await page.getByLabel('Código postal onde procurar').inputValue()).toBe('1100-048');
    // The same points, nearest first, the one chosen marked (and only that one): searched again
    // on the way back, so read once the search has answered.
    await shows(list.getByRole('listitem').filter({ hasText: 'Ponto escolhido' }));
    expect(await list.getByRole('button').allInnerTexts()).toEqual([
      'Escolher Loja Restauradores',
      'Escolher Quiosque Cais do Sodré',
      'Escolher Papelaria Avenida',
    ]);
    const chosen = list.getByRole('listitem').filter({ hasText: 'Ponto escolhido' });
    expect(await chosen.count()).toBe(1);
    await shows(chosen.getByText('Quiosque Cais do Sodré', { exact: true }));
    await expectNoAxeViolations(page, 'the pickup point chosen, back to its step');

    // Chosen again, the order goes on with it.
    await chosen.getByRole('button', { name: 'Escolher Quiosque Cais do Sodré' }).click();
    await page.getByRole('button', { name: 'Continuar como convidado' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
    await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
    await page.getByLabel('Número de telemóvel').fill('912000222');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Rever a encomenda' }));
    await shows(page.getByText(/Ponto de recolha Quiosque Cais do Sodré/));
  },
);
