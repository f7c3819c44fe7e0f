// The delivery step in Chromium, by role and label (issue 11): campaign 107 (Francesinha &
// Companhia, shop 14) delivered at home: a Lisbon address (1100-048) is refused, "the selected
// address is currently unavailable for delivery", with what was typed kept; a Porto one
// (4050-262) is accepted at the shop's 2,50 €, which the order's total then holds; the payment is
// still not online, nothing charged. Service 1102 (shop 11) delivered to a pickup point: three
// near Lisbon's 1100-048, nearest first, and none near Faro's 8000-138. The sandbox in the page
// answers (api/sandbox/seed.ts SHOP_DELIVERY: shop 14 delivers to 4xxx, shop 11 to 1xxx and 2xxx).
import { expect } from 'vitest';
import { e2e, expectNoAxeViolations, shows } from './support';

const TITLE = 'Francesinha para levar ou entregar em casa';

e2e(
  'campaign 107 delivered at home: a Lisbon address refused, the address kept; a Porto one accepted, 2,50 € in the total',
  async ({ page }) => {
    await page.goto('/?campaignId=107');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Como quer receber a encomenda?' }));
    await page.getByRole('radio', { name: 'Entrega em casa' }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    // Delivered: the campaign's 2,50 € already in the cart's sum.
    await shows(page.getByText('3 artigos no carrinho: 29,80 €'));
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
      page.getByText('A morada selecionada não está disponível para entregas de momento.'),
    );
    expect(await page.getByLabel('Rua e número').inputValue()).toBe('Rua Augusta 27');
    await expectNoAxeViolations(page, 'the address refused');

    await page.getByLabel('Rua e número').fill('Rua de Cedofeita 210');
    await page.getByLabel('Código postal').fill('4050262');
    await page.getByLabel('Localidade').fill('Porto');
    await page.getByRole('button', { name: 'Entregar nesta morada' }).click();

    await shows(page.getByRole('heading', { name: 'Finalizar a encomenda' }));
    const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');
    await shows(page.getByText(/Entrega em Rua de Cedofeita 210, 4050-262 Porto/));
    expect(plain(await page.getByText(/Entrega em Rua de Cedofeita/).innerText())).toBe(
      'Entrega em Rua de Cedofeita 210, 4050-262 Porto: 2,50 €.',
    );
    // 27,30 € of the cart and 2,50 € of the delivery.
    expect(plain(await page.getByText(/^Total:/).innerText())).toBe('Total: 29,80 €');
    await shows(page.getByText(/Nada foi cobrado/));
    await expectNoAxeViolations(page, 'the delivery chosen');
    await page.getByRole('button', { name: 'Voltar ao carrinho' }).click();
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
    const totals = page.getByRole('definition');
    expect((await totals.allInnerTexts()).map(plain)).toContain('2,50 €');
  },
);

e2e(
  'service 1102 delivered to a pickup point: three near Lisbon, nearest first; none near Faro',
  async ({ page }) => {
    await page.goto('/?shopId=11');
    await page.getByRole('button', { name: 'Encomendar Petiscos para levar' }).click();
    await shows(page.getByRole('heading', { name: 'Como quer receber a encomenda?' }));
    await page.getByRole('radio', { name: 'Entrega em casa' }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Ver carrinho' }).click();
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
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
    await shows(page.getByRole('heading', { name: 'Finalizar a encomenda' }));
    await shows(page.getByText(/Ponto de recolha Quiosque Cais do Sodré/));
  },
);
