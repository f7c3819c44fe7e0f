// Ordering in Chromium, by role and label (issue 11): campaign 107 (Francesinha & Companhia) as
// takeaway, as soon as possible; products of its menu added to the cart the shop keeps for the
// visit (2 classic francesinhas and chips to start with); XPTO refused and BEMVINDO10 applied,
// the totals as the sandbox in the page prices the cart; every item removed, "O seu carrinho está
// vazio"; and Pastelaria Estrela (shop 13), which has no digital menu. Time is the page's clock
// (E2E_NOW), which the sandbox follows.
import { DateTime } from 'luxon';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2eNowMs } from './browser';
import { e2e, expectNoAxeViolations, shows } from './support';

const TITLE = 'Francesinha para levar ou entregar em casa';

interface HeldCart {
  id: number;
  couponCode?: string;
  items: { id: number; name: string; quantity: number }[];
  subtotal: number;
  discount: number;
  total: number;
}

/** The cart the sandbox in the page holds for this visit (its session id) at shop 14. */
function heldCart(page: Page, sessionId: string): Promise<HeldCart> {
  return page.evaluate(
    (visitor) =>
      (
        window as unknown as {
          __sandbox: { store: { getCart(visitor: string, shopId: number): HeldCart } };
        }
      ).__sandbox.store.getCart(visitor, 14),
    sessionId,
  );
}

/** The visit's session id, as the widget sends it with its cart calls. */
function sessionIdOfCartCalls(page: Page): Promise<string> {
  return page
    .waitForRequest((request) => new URL(request.url()).pathname.endsWith('/shopping-cart'))
    .then((request) => new URL(request.url()).searchParams.get('sessionId') ?? '');
}

const lines = (cart: HeldCart) => cart.items.map((item) => `${item.quantity} × ${item.name}`);

e2e(
  'campaign 107 as takeaway, as soon as possible: items added, XPTO refused, BEMVINDO10 applied, every item removed: the cart is empty',
  async ({ page }) => {
    await page.goto('/?campaignId=107');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    const session = sessionIdOfCartCalls(page);
    await page.getByRole('button', { name: 'Encomendar' }).click();

    // The transport: nothing chosen yet (both are offered), so going on is refused.
    await shows(page.getByRole('heading', { name: 'Como quer receber a encomenda?' }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByText('Escolha uma opção de transporte: para levar ou entrega.'));
    await page.getByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }).check();
    expect(await page.getByRole('radio', { name: 'O mais depressa possível' }).isChecked()).toBe(
      true,
    );
    await expectNoAxeViolations(page, 'the transport');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    // The menu, with what the shop's cart holds for this visit.
    await shows(page.getByRole('heading', { name: 'Menu', exact: true }));
    await shows(page.getByText('Para levar, o mais depressa possível.'));
    await shows(page.getByText('3 artigos no carrinho: 27,30 €'));
    const sessionId = await session;
    expect(lines(await heldCart(page, sessionId))).toEqual([
      '2 × Francesinha clássica',
      '1 × Batata frita caseira',
    ]);
    // A sold-out item is shown, with no way to add it.
    const seafood = page.getByRole('listitem').filter({ hasText: 'Francesinha de marisco' });
    await shows(seafood.getByText('Indisponível'));
    expect(await seafood.getByRole('button').count()).toBe(0);
    await page.getByRole('button', { name: 'Adicionar Super Bock (33 cl) ao carrinho' }).click();
    await shows(page.getByText('4 artigos no carrinho: 29,30 €'));
    await page
      .getByRole('button', { name: 'Adicionar Francesinha vegetariana ao carrinho' })
      .click();
    await shows(page.getByText('5 artigos no carrinho: 40,80 €'));
    expect(lines(await heldCart(page, sessionId))).toEqual([
      '2 × Francesinha clássica',
      '1 × Batata frita caseira',
      '1 × Super Bock (33 cl)',
      '1 × Francesinha vegetariana',
    ]);
    await expectNoAxeViolations(page, 'the menu');

    // The cart: a coupon refused, then one applied (a new cart).
    await page.getByRole('button', { name: 'Ver carrinho' }).click();
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
    const before = await heldCart(page, sessionId);
    await page.getByLabel('Código de cupão').fill('XPTO');
    await page.getByRole('button', { name: 'Aplicar cupão' }).click();
    await shows(page.getByText('O código do cupão não é válido.'));
    expect(await page.getByLabel('Código de cupão').inputValue()).toBe('XPTO');
    expect((await heldCart(page, sessionId)).couponCode).toBeUndefined();

    await page.getByLabel('Código de cupão').fill('BEMVINDO10');
    await page.getByRole('button', { name: 'Aplicar cupão' }).click();
    await shows(page.getByText('Cupão BEMVINDO10 aplicado.'));
    const withCoupon = await heldCart(page, sessionId);
    expect(withCoupon.id).not.toBe(before.id);
    expect(withCoupon).toMatchObject({
      couponCode: 'BEMVINDO10',
      subtotal: 40.8,
      discount: 4.08,
      total: 36.72,
    });
    const totals = page.getByRole('definition');
    const plain = (texts: string[]) => texts.map((text) => text.replace(/[\u00a0\u202f]/g, ' '));
    expect(plain(await totals.allInnerTexts())).toEqual([
      '40,80 €',
      '−4,08 €',
      '0,00 €',
      '36,72 €',
    ]);
    await expectNoAxeViolations(page, 'the cart');

    // "Encomendar": who orders is asked first (no guests here); back to the cart, nothing ordered.
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a encomenda' }));
    await page.getByRole('button', { name: 'Voltar ao carrinho' }).click();
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));

    // Every item removed: the cart is empty, nothing to order.
    for (const name of [
      'Francesinha clássica',
      'Batata frita caseira',
      'Super Bock (33 cl)',
      'Francesinha vegetariana',
    ]) {
      await page.getByRole('button', { name: `Remover ${name} do carrinho` }).click();
      await page.getByRole('button', { name: `Remover ${name} do carrinho` }).waitFor({
        state: 'detached',
      });
    }
    await shows(page.getByText('O seu carrinho está vazio.'));
    expect(await page.getByRole('button', { name: 'Encomendar' }).count()).toBe(0);
    expect((await heldCart(page, sessionId)).items).toEqual([]);
    await expectNoAxeViolations(page, 'the empty cart');
  },
);

e2e('the Carrinho view of shop 13: "this establishment has no digital menu"', async ({ page }) => {
  await page.goto('/?shopId=13&defaultView=cart');
  await shows(page.getByRole('heading', { level: 1, name: 'Carrinho' }));
  await shows(page.getByText('Este estabelecimento não tem menu digital.'));
  expect(await page.getByRole('button', { name: 'Tentar novamente' }).count()).toBe(0);
  await expectNoAxeViolations(page, 'shop 13 without a menu');
});

e2e(
  "campaign 107 ordered at 06:30, before it opens at 08:00: no 'as soon as possible', only times in its hours",
  async ({ page }) => {
    // The next morning after E2E_NOW, at 06:30 in Lisbon (the shop's clock): 107 takes orders
    // from 08:00 to midnight (its schedule in the sandbox), 35 minutes ahead.
    const morning = DateTime.fromMillis(e2eNowMs(), { zone: 'Europe/Lisbon' })
      .plus({ days: 1 })
      .set({ hour: 6, minute: 30, second: 0, millisecond: 0 });
    await page.clock.setSystemTime(morning.toMillis());
    await page.goto('/?campaignId=107');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Como quer receber a encomenda?' }));

    await shows(
      page.getByText(
        'O estabelecimento está fechado agora. A primeira hora possível é hoje às 08:00.',
      ),
    );
    const asap = page.getByRole('radio', { name: 'O mais depressa possível' });
    expect(await asap.isDisabled()).toBe(true);
    expect(await page.getByRole('radio', { name: 'Agendar' }).isChecked()).toBe(true);
    const time = page.getByLabel('Hora');
    expect(await time.inputValue()).not.toBe('');
    const offered = (await time.locator('option:not([disabled])').allTextContents()).map((text) =>
      text.trim(),
    );
    // Every quarter of an hour from 08:00 to 23:45, today and tomorrow: nothing before it opens.
    const quarters = Array.from({ length: 64 }, (_, index) => {
      const minutes = 8 * 60 + index * 15;
      return `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    });
    expect(offered).toEqual([
      ...quarters.map((quarter) => `hoje às ${quarter}`),
      ...quarters.map((quarter) => `amanhã às ${quarter}`),
    ]);
    await expectNoAxeViolations(page, 'the transport, the shop closed');

    await page.getByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }).check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Menu', exact: true }));
    await shows(page.getByText('Para levar, hoje às 08:00.'));
  },
);
