// The browser's Back and Forward step through the widget's steps, in Chromium, by role and label,
// against the sandbox in the page: a booking, a voucher and an order, in the widget's own page
// and inside the demo merchant page's frame (whose entries join the page's history). Back is
// what the step's own back button does, with every choice kept; Forward returns to the step left;
// a payment waiting for its outcome is not left by Back, and the widget says so. Back and Forward
// are the top page's `history.back()` and `history.forward()`, as the browser's buttons are.
import { expect } from 'vitest';
import type { FrameLocator, Page } from 'playwright-core';
import { e2e, embeddedWidget, merchantURL, shows } from './support';

const back = (page: Page) => page.evaluate(() => history.back());
const forward = (page: Page) => page.evaluate(() => history.forward());

type Screen = Page | FrameLocator;

/** Campaign 107's order, up to its menu: takeaway, as soon as possible. */
async function orderToMenu(screen: Screen): Promise<void> {
  await shows(
    screen.getByRole('heading', { level: 1, name: 'Francesinha para levar ou entregar em casa' }),
  );
  await screen.getByRole('button', { name: 'Encomendar' }).click();
  await shows(screen.getByRole('heading', { name: 'Como quer receber a encomenda?' }));
  await screen.getByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }).check();
  await screen.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(screen.getByRole('heading', { name: 'Menu', exact: true }));
}

/**
 * Back from the menu to the transport (takeaway still chosen), Forward to the menu again; Back
 * twice to the campaign, Forward to the transport.
 */
async function backAndForwardThroughTheOrder(page: Page, screen: Screen): Promise<void> {
  const transport = screen.getByRole('heading', { name: 'Como quer receber a encomenda?' });
  const menu = screen.getByRole('heading', { name: 'Menu', exact: true });
  const takeaway = screen.getByRole('radio', { name: 'Para levar (recolha no estabelecimento)' });
  await back(page);
  await shows(transport);
  await expect.poll(() => takeaway.isChecked()).toBe(true);
  await forward(page);
  await shows(menu);

  await back(page);
  await shows(transport);
  await back(page);
  await shows(screen.getByRole('button', { name: 'Encomendar' }));
  await expect.poll(() => transport.count()).toBe(0);
  await forward(page);
  await shows(transport);
}

e2e(
  "an order, in the widget's page: Back goes to the transport with takeaway kept, Forward to the menu; Back twice to the campaign, Forward to the transport",
  async ({ page }) => {
    await page.goto('/?campaignId=107');
    await orderToMenu(page);
    await backAndForwardThroughTheOrder(page, page);
  },
);

e2e(
  "an order, inside the merchant page's frame: Back and Forward step through the widget's steps, the merchant page stays",
  async ({ page }) => {
    await page.goto(`${merchantURL}?campaignId=107`);
    const { widget } = embeddedWidget(page);
    await orderToMenu(widget);
    const merchantPage = page.url();
    await backAndForwardThroughTheOrder(page, widget);
    expect(page.url()).toBe(merchantPage);
  },
);

e2e(
  'a booking: Back from the sign-in step shows the calendar with the time chosen, Back again the campaign; Forward returns to the calendar',
  async ({ page }) => {
    await page.goto('/?campaignId=108');
    await shows(page.getByRole('heading', { level: 1, name: 'Copo de boas-vindas no jantar' }));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    const firstTime = page.getByRole('radio').first();
    await firstTime.check();
    const time = await firstTime.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a reserva' }));

    await back(page);
    await shows(page.getByRole('grid'));
    await expect.poll(() => page.getByRole('radio').first().isChecked()).toBe(true);
    expect(await page.getByRole('radio').first().getAttribute('aria-label')).toBe(time);
    await back(page);
    await shows(page.getByRole('button', { name: 'Reservar' }));
    await expect.poll(() => page.getByRole('grid').count()).toBe(0);

    await forward(page);
    await shows(page.getByRole('grid'));
  },
);

e2e(
  'a voucher: Back from the payment to the buyer, then to the count, then to the campaign; Forward to the count',
  async ({ page }) => {
    await page.goto('/?campaignId=101&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    const countStep = page.getByRole('button', { name: 'Continuar', exact: true });
    await countStep.click();
    const toPayment = page.getByRole('button', { name: 'Continuar para o pagamento' });
    await toPayment.click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));

    await back(page);
    await shows(toPayment);
    await back(page);
    await shows(countStep);
    await expect.poll(() => toPayment.count()).toBe(0);
    await back(page);
    await shows(page.getByRole('button', { name: 'Comprar voucher' }));

    await forward(page);
    await shows(countStep);
  },
);

e2e(
  'a payment waiting for MB WAY: Back stays on it and says nothing was cancelled; one payment, paid once the app confirms',
  async ({ page }) => {
    await page.goto('/?campaignId=101&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de degustação para dois' }));
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar para o pagamento' }).click();
    await shows(page.getByRole('heading', { name: 'Pagamento' }));
    await page.getByRole('radio', { name: 'MB WAY', exact: true }).check();
    await page.getByLabel('Número de telemóvel').fill('912000001');
    await page.getByRole('button', { name: 'Pagar' }).click();
    const waiting = page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' });
    await shows(waiting);

    await back(page);
    await shows(
      page.getByRole('status').filter({ hasText: 'Não é possível voltar atrás neste passo.' }),
    );
    await shows(waiting);
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', { name: 'Voucher comprado' }));
    const payments = await page.evaluate(
      () =>
        [
          ...(
            window as unknown as { __sandbox: { store: { payments: Map<string, unknown> } } }
          ).__sandbox.store.payments.values(),
        ].length,
    );
    expect(payments).toBe(1);
  },
);
