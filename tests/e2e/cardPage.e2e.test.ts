// The sandbox's card payment page, in Chromium, by role and label, in Portuguese: Ana buys
// campaign 101's voucher by card; the widget opens the sandbox's card page in a popup from her
// click, as it opens a payment provider's page; she presses "Pagar" (the widget says the voucher
// is bought, the sandbox's store holds the payment paid) or "Recusar" (the widget says the
// payment was refused and offers a new attempt; nothing paid). Until she presses one, the
// payment stays pending however long the clock runs. Time moves on the page's clock
// (Playwright's), which the sandbox follows.
import { expect } from 'vitest';
import type { Page } from 'playwright-core';
import { e2e, expectNoAxeViolations, sandboxPayments, shows, widgetOrigin } from './support';

/** Ana (signed in from the parent app's token) buys campaign 101's voucher by card. */
async function payByCard(page: Page): Promise<Page> {
  await page.goto('/?campaignId=101&externalToken=ext-ana');
  await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
  await page.getByRole('button', { name: 'Comprar voucher' }).click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
  await page.getByRole('radio', { name: 'Cartão de crédito ou débito' }).check();
  await page.getByRole('button', { name: 'Pagar' }).click();
  await shows(page.getByRole('heading', { name: 'Pagar com cartão' }));
  const [popup] = await Promise.all([
    page.waitForEvent('popup'),
    page.getByRole('button', { name: 'Abrir a página de pagamento' }).click(),
  ]);
  await shows(popup.getByRole('heading', { level: 1, name: 'Pagamento com cartão' }));
  return popup;
}

/** What the card page shows: in Portuguese, the merchant, the amount, the payment. */
async function expectCardPage(popup: Page, paymentId: string): Promise<void> {
  expect(new URL(popup.url()).origin).toBe(widgetOrigin);
  expect(await popup.locator('html').getAttribute('lang')).toBe('pt-PT');
  await shows(popup.getByText('Taberna do Chiado'));
  await shows(popup.getByText('79,80 €'));
  await shows(popup.getByText(paymentId, { exact: true }));
  await expectNoAxeViolations(popup, 'the card page');
}

e2e(
  'by card, "Pagar" on the card page: pending until pressed, then "Voucher comprado"; the store holds it paid',
  async ({ page }) => {
    const popup = await payByCard(page);
    const [payment] = await sandboxPayments(page);
    expect(payment).toMatchObject({ method: 'hipay_cc', status: 'pending' });
    await expectCardPage(popup, payment!.id);

    // Not pressed: however long the widget waits, nothing is paid.
    await page.clock.runFor(60_000);
    await shows(page.getByRole('heading', { name: 'Pagar com cartão' }));
    expect(await sandboxPayments(page)).toEqual([{ ...payment, status: 'pending' }]);

    await popup.getByRole('button', { name: 'Pagar' }).click();
    await shows(popup.getByRole('status').filter({ hasText: 'Pagamento aceite.' }));
    expect(await popup.getByRole('button', { name: 'Pagar' }).isDisabled()).toBe(true);

    await page.clock.runFor(6_000);
    await shows(page.getByRole('heading', { name: 'Voucher comprado' }));
    expect(await sandboxPayments(page)).toEqual([{ ...payment, status: 'paid' }]);
  },
);

e2e(
  'by card, "Recusar" on the card page: "O pagamento foi recusado.", a new attempt offered; nothing paid',
  async ({ page }) => {
    const popup = await payByCard(page);
    const [payment] = await sandboxPayments(page);
    await expectCardPage(popup, payment!.id);

    await popup.getByRole('button', { name: 'Recusar' }).click();
    await shows(popup.getByRole('status').filter({ hasText: 'Pagamento recusado.' }));

    await page.clock.runFor(6_000);
    await shows(page.getByRole('heading', { name: 'O pagamento não foi concluído' }));
    await shows(page.getByRole('alert').filter({ hasText: 'O pagamento foi recusado.' }));
    await shows(page.getByRole('button', { name: 'Tentar novamente' }));
    const held = await sandboxPayments(page);
    expect(held).toEqual([{ ...payment, status: 'cancelled' }]);
    expect(held.filter(({ status }) => status === 'paid')).toEqual([]);
  },
);
