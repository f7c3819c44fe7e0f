// The premium (smart) membership in Chromium, by role and label, against the sandbox in the page:
// Ana joins by MB WAY and then sees the member's smart price on campaign 101 (issue 10: "Ana joins
// premium and then sees the smart price on campaign 101"); a member is offered nothing to pay; a
// visitor who is not signed in signs in first. What was ordered, paid and who became premium is
// read from the sandbox's store; time moves on the page's clock (Playwright's), which the
// sandbox follows.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { e2e, shows } from './support';

interface Membership {
  isPremium: boolean;
  orders: { orderCode: string; total: number; status: string }[];
}

/** Whether a user is premium in the sandbox, and the membership's (PRM) orders as they stand. */
function membership(page: Page, userId: number): Promise<Membership> {
  return page.evaluate((id) => {
    const sandbox = (
      window as unknown as {
        __sandbox: {
          store: {
            users: Map<number, { user: { isPremium?: boolean } }>;
            orders: Map<string, { order: { orderCode: string } }>;
            orderView(code: string): Membership['orders'][number];
          };
        };
      }
    ).__sandbox;
    return {
      isPremium: sandbox.store.users.get(id)?.user.isPremium === true,
      orders: [...sandbox.store.orders.values()]
        .map((record) => record.order.orderCode)
        .filter((code) => code.startsWith('PRM-'))
        .map((code) => {
          const { orderCode, total, status } = sandbox.store.orderView(code);
          return { orderCode, total, status };
        }),
    };
  }, userId);
}

const CAMPAIGN_TITLE = 'Jantar de degustação para dois';
const MEMBER = { name: 'Já é membro Premium' };

/** Pays the membership by MB WAY with a sandbox test phone (912000001 is paid after 10 s). */
async function payByMbway(page: Page, phone: string): Promise<void> {
  await shows(page.getByRole('heading', { level: 2, name: 'Pagamento' }));
  // MB WAY is selected first; the membership is never paid in store.
  expect(await page.getByRole('radio', { name: 'MB WAY', exact: true }).isChecked()).toBe(true);
  expect(await page.getByRole('radio', { name: 'Pagar no estabelecimento' }).count()).toBe(0);
  await page.getByLabel('Número de telemóvel').fill(phone);
  await page.getByRole('button', { name: 'Pagar' }).click();
  await shows(page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' }));
  await shows(page.getByText('4,99 €').first());
  await page.clock.runFor(12_000);
}

e2e(
  'Ana joins Premium by MB WAY 912000001 (4,99 € a month), is a member at once, and campaign 101 shows her the smart price',
  async ({ page, publicOrigin }) => {
    // A merchant's host: the entity states the monthly price before paying.
    await page.goto(`${publicOrigin}/?campaignId=101&defaultView=premium&externalToken=ext-ana`);
    await shows(page.getByRole('heading', { level: 1, name: 'Premium' }));
    await shows(page.getByRole('heading', { level: 2, name: 'Seja membro Premium' }));
    await shows(page.getByText('4,99 € por mês'));
    // What members get on the campaign the widget was opened at (SPEC 9: 10 %, rounded).
    await shows(
      page.getByText(`Em «${CAMPAIGN_TITLE}»: 35,90 € em vez de 39,90 €, mais 10% de desconto.`),
    );
    await shows(page.getByText(`Em «${CAMPAIGN_TITLE}»: 80 pontos em vez de 40.`));

    await page.getByRole('button', { name: 'Aderir ao Premium' }).click();
    await payByMbway(page, '912000001');
    await shows(page.getByRole('heading', MEMBER));
    await shows(page.getByText('Boas-vindas ao Premium: a sua adesão está ativa.'));

    const { isPremium, orders } = await membership(page, 1001);
    expect(isPremium).toBe(true);
    expect(orders).toEqual([
      expect.objectContaining({ total: 4.99, status: 'awaiting_confirmation' }),
    ]);

    // The campaign, from the navigation: the member's price, at once.
    await page.getByRole('button', { name: 'Campanha', exact: true }).click();
    await shows(page.getByRole('heading', { level: 1, name: CAMPAIGN_TITLE }));
    await shows(page.getByText(/Preço Premium para si: 35,90\s€ em vez de 39,90\s€/));
    expect(await page.getByText(/Com Premium pagaria/).count()).toBe(0);
  },
);

e2e(
  'on a local host (no entity) the Premium tab, a sign-in first, then the payment step says 4,99 € before a method is chosen, with nothing ordered until "Pagar"',
  async ({ page }) => {
    await page.goto('/?campaignId=101');
    await shows(page.getByRole('heading', { level: 1, name: CAMPAIGN_TITLE }));
    await shows(page.getByText(/Com Premium pagaria 35,90\s€/));
    await page.getByRole('button', { name: 'Premium', exact: true }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Seja membro Premium' }));
    await shows(page.getByText('O preço mensal é indicado antes de escolher como pagar.'));
    await shows(page.getByText('Para aderir, inicie sessão ou crie uma conta.'));

    await page.getByRole('button', { name: 'Aderir ao Premium' }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para aderir ao Premium' }));
    // A membership belongs to an account: no guest path.
    expect(await page.getByRole('button', { name: /convidado/i }).count()).toBe(0);
    await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Palavra-passe', { exact: true }).fill('Segredo123');
    await page.getByRole('button', { name: 'Entrar' }).click();

    await shows(page.getByRole('heading', { level: 2, name: 'Pagamento' }));
    await shows(page.getByText(/Total a pagar 4,99\s€/));
    // The price was asked without a payment method: nothing ordered, nothing charged yet.
    expect((await membership(page, 1001)).orders).toEqual([]);
    expect(await payments(page)).toEqual([]);
    await payByMbway(page, '912000001');
    expect((await membership(page, 1001)).orders).toEqual([
      expect.objectContaining({ total: 4.99 }),
    ]);
    await shows(page.getByRole('heading', MEMBER));
    expect((await membership(page, 1001)).isPremium).toBe(true);

    await page.getByRole('button', { name: 'Campanha', exact: true }).click();
    await shows(page.getByText(/Preço Premium para si: 35,90\s€/));
  },
);

e2e(
  'in English, on a local host, signed in: the monthly price is promised before the method, then the payment step shows 4,99 € with nothing ordered',
  async ({ page }) => {
    await page.goto('/?defaultView=premium&externalToken=ext-ana&language=en_EN');
    await shows(page.getByRole('heading', { level: 2, name: 'Become a Premium member' }));
    await shows(page.getByText('The monthly price is shown before you choose how to pay.'));
    await page.getByRole('button', { name: 'Join Premium' }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Payment' }));
    await shows(page.getByText(/Total to pay 4,99\s€/));
    expect((await membership(page, 1001)).orders).toEqual([]);
  },
);

e2e(
  'a member (Miguel) is told he is already a member, and is offered nothing to pay',
  async ({ page }) => {
    await page.goto('/?campaignId=101&defaultView=premium&externalToken=ext-miguel');
    await shows(page.getByRole('heading', { level: 1, name: 'Premium' }));
    await shows(page.getByRole('heading', MEMBER));
    await shows(page.getByText('A sua adesão Premium está ativa: não há nada a pagar.'));
    expect(await page.getByRole('button', { name: 'Aderir ao Premium' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Pagar' }).count()).toBe(0);
    expect((await membership(page, 1002)).orders).toEqual([]);
  },
);

e2e(
  'Ana, who joined Premium elsewhere since she signed in, is told she is already a member when she asks to join, is offered nothing to pay, and campaign 101 shows her the smart price',
  async ({ page }) => {
    // A local host: the entity states no price, so "Aderir" first asks the link for it.
    await page.goto('/?campaignId=101&defaultView=premium&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 2, name: 'Seja membro Premium' }));
    // Her membership starts elsewhere (another device), after the widget read her profile.
    await page.evaluate(() => {
      const sandbox = (
        window as unknown as {
          __sandbox: { store: { users: Map<number, { user: { isPremium?: boolean } }> } };
        }
      ).__sandbox;
      sandbox.store.users.get(1001)!.user.isPremium = true;
    });

    await page.getByRole('button', { name: 'Aderir ao Premium' }).click();
    await shows(page.getByRole('heading', MEMBER));
    await shows(page.getByText('A sua adesão Premium está ativa: não há nada a pagar.'));
    expect(await page.getByRole('button', { name: 'Pagar' }).count()).toBe(0);
    expect(await page.getByRole('alert').count()).toBe(0);
    expect((await membership(page, 1001)).orders).toEqual([]);

    await page.getByRole('button', { name: 'Campanha', exact: true }).click();
    await shows(page.getByRole('heading', { level: 1, name: CAMPAIGN_TITLE }));
    await shows(page.getByText(/Preço Premium para si: 35,90\s€ em vez de 39,90\s€/));
  },
);

/** The payments the sandbox in the page started (its store outlives a reload of the tab). */
function payments(page: Page): Promise<{ orderCode: string; method: string }[]> {
  return page.evaluate(() =>
    [
      ...(
        window as unknown as {
          __sandbox: { store: { payments: Map<string, { orderCode: string; method: string }> } };
        }
      ).__sandbox.store.payments.values(),
    ].map(({ orderCode, method }) => ({ orderCode, method })),
  );
}

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
  'a reload during the membership’s MB WAY countdown follows the same payment (one in the sandbox), then paid: Ana is a member and campaign 101 shows her the smart price',
  async ({ page, publicOrigin }) => {
    await page.goto(`${publicOrigin}/?campaignId=101&defaultView=premium&externalToken=ext-ana`);
    await shows(page.getByRole('heading', { level: 2, name: 'Seja membro Premium' }));
    await page.getByRole('button', { name: 'Aderir ao Premium' }).click();
    await shows(page.getByRole('heading', { level: 2, name: 'Pagamento' }));
    await page.getByLabel('Número de telemóvel').fill('912000001');
    await page.getByRole('button', { name: 'Pagar' }).click();
    await shows(page.getByRole('timer').filter({ hasText: '5:00' }));
    await page.clock.runFor(4_000);

    // The externalToken signs Ana in again; the flow state (localStorage) holds the payment, the
    // in-page sandbox's store (sessionStorage) the membership's order and its payment.
    await page.reload();
    await shows(page.getByRole('heading', { level: 1, name: 'Premium' }));
    await shows(page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' }));
    const timer = page.getByRole('timer', { name: 'Tempo para confirmar:' });
    await shows(timer);
    const left = secondsOf((await timer.textContent()) ?? '');
    expect(left).toBeLessThan(5 * 60);
    expect(left).toBeGreaterThan(4 * 60);
    expect(await page.getByRole('button', { name: 'Aderir ao Premium' }).count()).toBe(0);

    await page.clock.runFor(8_000);
    await shows(page.getByRole('heading', { name: 'Pagamento confirmado' }));
    await shows(page.getByText('Boas-vindas ao Premium: a sua adesão está ativa.'));
    const { isPremium, orders } = await membership(page, 1001);
    expect(isPremium).toBe(true);
    expect(orders).toEqual([
      expect.objectContaining({ total: 4.99, status: 'awaiting_confirmation' }),
    ]);
    expect(await payments(page)).toEqual([
      { orderCode: orders[0]!.orderCode, method: 'hipay_mbway' },
    ]);
    // After the reload only the payment's status was asked: nothing started a payment.
    const seen = await seenOperations(page);
    expect(seen).toContain('getMbwayPaymentStatus');
    expect(seen).not.toContain('getPremiumPaymentLink');

    // On to the Premium view: a member, nothing to pay; campaign 101 at the member's price.
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', MEMBER));
    expect(await page.getByRole('button', { name: 'Aderir ao Premium' }).count()).toBe(0);
    await page.getByRole('button', { name: 'Campanha', exact: true }).click();
    await shows(page.getByText(/Preço Premium para si: 35,90\s€ em vez de 39,90\s€/));
    expect(await payments(page)).toHaveLength(1);
  },
);
