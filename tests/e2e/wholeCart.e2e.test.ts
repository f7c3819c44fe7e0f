// The cart over several shops in Chromium, by role and label (SPEC 3 Shopping cart "shops: each
// with id, name, items"; SPEC 8 "order per shop"): the Carrinho view opened without a shop lists
// every shop a new visitor has items from (the sandbox's starter carts of Taberna do Chiado, 11,
// and Francesinha & Companhia, 14), each with its items as the sandbox in the page holds them and
// its own "Encomendar"; ordering from 14 opens that shop's cart (and only its items), and its way
// back brings the whole cart back, read again. Both shops deliver: no shop is named as not
// delivering and no advice to order per shop is given. Bread of Padaria do Largo (17, collected
// at the counter only, api/sandbox/seed.ts SHOP_DELIVERY) put in the visit's cart at the sandbox
// meanwhile: SPEC 8 "Delivery unavailable for listed shops" names it, with the advice to order
// per shop; in Portuguese and in English. Time is the page's clock (E2E_NOW), which the sandbox
// follows.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, expectNoAxeViolations, shows } from './support';

interface HeldShop {
  id: number;
  name: string;
  items: { name: string; quantity: number }[];
}

/** The whole cart the sandbox in the page holds for this visit (its session id). */
function heldShops(page: Page, sessionId: string): Promise<HeldShop[]> {
  return page.evaluate(
    (visitor) =>
      (
        window as unknown as {
          __sandbox: { store: { getWholeCart(visitor: string): { shops: HeldShop[] } } };
        }
      ).__sandbox.store.getWholeCart(visitor).shops,
    sessionId,
  );
}

/** The shop a cart call asks for ('' for the whole cart), and the visit's session id. */
function cartCall(page: Page): Promise<{ shopId: string; sessionId: string }> {
  return page
    .waitForRequest((request) => new URL(request.url()).pathname.endsWith('/shopping-cart'))
    .then((request) => {
      const query = new URL(request.url()).searchParams;
      return { shopId: query.get('shopId') ?? '', sessionId: query.get('sessionId') ?? '' };
    });
}

/** The text of the element that has the focus, and what it is. */
const focused = (page: Page) =>
  page.evaluate(() => {
    const active = document.activeElement;
    return active ? `${active.tagName} ${active.textContent?.trim() ?? ''}` : '';
  });

const ORDER_14 = 'Encomendar de Francesinha & Companhia';

e2e(
  'the whole cart: Taberna do Chiado and Francesinha & Companhia with their items; ordering from Francesinha & Companhia opens its cart, and back lists both again',
  async ({ page }) => {
    const wholeCall = cartCall(page);
    await page.goto('/?defaultView=cart');
    await shows(page.getByRole('heading', { level: 1, name: 'Carrinho' }));
    const { shopId, sessionId } = await wholeCall;
    // GET v1/web/shopping-cart without a shop: the whole cart.
    expect(shopId).toBe('');

    // Each shop under its own heading, with its items as the sandbox holds them.
    const held = await heldShops(page, sessionId);
    expect(held.map((shop) => shop.id)).toEqual([11, 14]);
    for (const shop of held) {
      const region = page.getByRole('region', { name: shop.name });
      await shows(region.getByRole('heading', { level: 2, name: shop.name }));
      const list = region.getByRole('list', { name: `Artigos de ${shop.name}` });
      expect(await list.getByRole('listitem').count()).toBe(shop.items.length);
      for (const item of shop.items) {
        await shows(list.getByText(`${item.quantity} × ${item.name}`, { exact: true }));
      }
      await shows(region.getByRole('button', { name: `Encomendar de ${shop.name}` }));
    }
    const taberna = page.getByRole('region', { name: 'Taberna do Chiado' });
    const subtotal = (region: typeof taberna) =>
      region
        .getByRole('definition')
        .innerText()
        .then((text) => text.replace(/[\u00a0\u202f]/g, ' '));
    // 2 × 12,50 + 1,50; 2 × 11,90 + 3,50.
    expect(await subtotal(taberna)).toBe('26,50 €');
    expect(await subtotal(page.getByRole('region', { name: 'Francesinha & Companhia' }))).toBe(
      '27,30 €',
    );
    // Two shops, both delivering: nothing to name, no advice to order per shop.
    expect(await page.getByRole('note').count()).toBe(0);
    expect(await page.getByText('A entrega não está disponível', { exact: false }).count()).toBe(0);
    expect(
      await page.getByText('Encomende de cada loja em separado', { exact: false }).count(),
    ).toBe(0);
    await expectNoAxeViolations(page, 'the whole cart');

    // Ordering from Francesinha & Companhia: its own cart, through the order chart.
    const shopCall = cartCall(page);
    await page.getByRole('button', { name: ORDER_14 }).click();
    expect((await shopCall).shopId).toBe('14');
    await shows(page.getByRole('heading', { level: 2, name: 'Carrinho' }));
    await shows(page.getByText('Francesinha & Companhia', { exact: true }));
    const items = page.getByRole('list', { name: 'Artigos no carrinho' });
    await shows(items.getByText('2 × Francesinha clássica', { exact: true }));
    await shows(items.getByText('1 × Batata frita caseira', { exact: true }));
    expect(await items.getByRole('listitem').count()).toBe(2);
    expect(await page.getByText('Bitoque da casa').count()).toBe(0);
    // The heading of what is shown now has the focus, not the page's body.
    await expect.poll(() => focused(page)).toBe('H1 Carrinho');
    await expectNoAxeViolations(page, "Francesinha & Companhia's cart");

    // Back: the whole cart, read again.
    const againCall = cartCall(page);
    await page.getByRole('button', { name: 'Voltar ao carrinho de todas as lojas' }).click();
    expect((await againCall).shopId).toBe('');
    await shows(page.getByRole('button', { name: 'Encomendar de Taberna do Chiado' }));
    await shows(page.getByRole('button', { name: ORDER_14 }));
    expect(await page.getByRole('list', { name: 'Artigos no carrinho' }).count()).toBe(0);
    await expect.poll(() => focused(page)).toBe('H1 Carrinho');
  },
);

const BAKERY_WORDS = {
  pt: {
    query: '',
    heading: 'Carrinho',
    orderFrom: 'Encomendar de',
    back: 'Voltar ao carrinho de todas as lojas',
    unavailable:
      'A entrega não está disponível para Padaria do Largo: encomendas só para levantar no estabelecimento.',
    advice: 'Encomende de cada loja em separado, com o botão Encomendar de cada uma.',
  },
  en: {
    query: '&language=en_EN',
    heading: 'Cart',
    orderFrom: 'Order from',
    back: 'Back to the cart of all shops',
    unavailable:
      'Delivery is not available for Padaria do Largo: orders are for collection at the shop only.',
    advice: "Order from each shop separately, with each shop's Order button.",
  },
} as const;

for (const [language, words] of Object.entries(BAKERY_WORDS)) {
  e2e(
    `the whole cart with bread of Padaria do Largo (${language}), which does not deliver: delivery unavailable, the shop named, with the advice to order per shop`,
    async ({ page }) => {
      const wholeCall = cartCall(page);
      await page.goto(`/?defaultView=cart${words.query}`);
      await shows(page.getByRole('heading', { level: 1, name: words.heading }));
      const { sessionId } = await wholeCall;
      await shows(page.getByRole('button', { name: `${words.orderFrom} Taberna do Chiado` }));
      // Two loaves put in the visit's cart at Padaria do Largo (another window of the visit).
      await page.evaluate(
        (visitor) =>
          (
            window as unknown as {
              __sandbox: {
                store: {
                  addCartItem(
                    visitor: string,
                    shopId: number,
                    item: { productId: number; quantity: number },
                  ): unknown;
                };
              };
            }
          ).__sandbox.store.addCartItem(visitor, 17, { productId: 311, quantity: 2 }),
        sessionId,
      );
      // Into one shop's cart and back: the whole cart read again, with the bakery.
      await page.getByRole('button', { name: `${words.orderFrom} Taberna do Chiado` }).click();
      await page.getByRole('button', { name: words.back }).click();
      await shows(page.getByRole('region', { name: 'Padaria do Largo' }));
      expect((await heldShops(page, sessionId)).map((shop) => shop.id).sort()).toEqual([
        11, 14, 17,
      ]);

      const note = page.getByRole('note');
      await shows(note);
      expect(await note.getByRole('paragraph').allInnerTexts()).toEqual([
        words.unavailable,
        words.advice,
      ]);
      // Each shop still ordered on its own, the bakery too.
      for (const name of ['Taberna do Chiado', 'Francesinha & Companhia', 'Padaria do Largo']) {
        await shows(page.getByRole('button', { name: `${words.orderFrom} ${name}` }));
      }
      await expectNoAxeViolations(page, 'the whole cart, delivery unavailable for a shop');
    },
  );
}
