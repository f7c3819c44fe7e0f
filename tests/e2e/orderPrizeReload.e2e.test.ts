// The prize chosen on an order survives a reload (SPEC 3 Flow state: prizeId): Ana (signed in by
// the parent app's token) orders campaign 107 as takeaway, chooses her 5 € prize at the review,
// reloads, and finds the prize still chosen (the total with it, 22,30 €); ordered, the sandbox's
// order holds prize 301 and its 5 € off, and the prize is used. In Chromium, by role and label,
// in Portuguese; the sandbox in the page answers (its store outlives the reload), on the page's
// clock the suite sets.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows, transportToCart } from './support';

const TITLE = 'Francesinha para levar ou entregar em casa';
const PRIZE = /Vale de 5 € em qualquer reserva/;

interface StoredOrder {
  status: string;
  subtotal: number;
  discount: number;
  total: number;
  request?: { prizeId?: number };
}

/** The orders the sandbox in the page holds, as it would answer them now, with their request. */
function storedOrders(page: Page): Promise<StoredOrder[]> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            orders: Map<string, { order: { orderCode: string }; request?: unknown }>;
            orderView(code: string): StoredOrder;
          };
        };
      }
    ).__sandbox;
    return [...store.orders.values()].map((record) => ({
      ...store.orderView(record.order.orderCode),
      request: record.request as StoredOrder['request'],
    }));
  });
}

/** Ana's (1001) prizes not used yet, as the sandbox in the page holds them. */
function unusedPrizeIds(page: Page): Promise<number[]> {
  return page.evaluate(() =>
    (
      window as unknown as {
        __sandbox: { store: { unusedPrizes(userId: number): { id: number }[] } };
      }
    ).__sandbox.store
      .unusedPrizes(1001)
      .map((prize) => prize.id),
  );
}

/** Signs Ana in at the order's sign-in step. */
async function signInAsAna(page: Page) {
  await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByLabel('Palavra-passe', { exact: true }).fill('Segredo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
}

e2e(
  "Ana chooses her 5 € prize on campaign 107's order, reloads: the prize is still chosen (22,30 € with it); ordered, the store's order has prize 301 and 5 € off",
  async ({ page }) => {
    await page.goto('/?campaignId=107&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await transportToCart(page, 'Para levar (recolha no estabelecimento)');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    const contact = page.getByRole('heading', { name: 'Os seus contactos' });
    const signIn = page.getByRole('heading', { name: 'Inicie sessão para concluir a encomenda' });
    await shows(contact);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const review = page.getByRole('heading', { name: 'Rever a encomenda' });
    await shows(review);

    const prize = page.getByRole('radio', { name: PRIZE });
    const withPrize = page.locator('dl').filter({ hasText: 'Total com o prémio' });
    expect(await prize.isChecked()).toBe(false);
    await prize.check();
    await shows(withPrize.getByText('22,30 €'));

    await page.reload();
    // Back in the same order (its cart read again), then (her session read again, or signed in
    // again) the contact, and the review with the prize as she chose it.
    await shows(contact.or(signIn));
    if (await signIn.isVisible()) await signInAsAna(page);
    await shows(contact);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(review);
    await shows(withPrize.getByText('22,30 €'));
    expect(await page.getByRole('radio', { name: PRIZE }).isChecked()).toBe(true);
    expect(await storedOrders(page)).toEqual([]);
    expect(await unusedPrizeIds(page)).toContain(301);

    // Ordered: one order, with the prize and its 5 € off; the prize is used.
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    const orders = await storedOrders(page);
    expect(orders).toEqual([
      expect.objectContaining({ status: 'awaiting_payment', discount: 5, total: 22.3 }),
    ]);
    expect(orders[0]!.request).toMatchObject({ prizeId: 301 });
    expect(await unusedPrizeIds(page)).not.toContain(301);
  },
);
