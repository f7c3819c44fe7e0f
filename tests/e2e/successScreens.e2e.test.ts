// The success screens' "view rewards" (SPEC 2), in Chromium, by role and name, against the
// sandbox in the page: Ana (signed in from the parent app's token) buys campaign 101's voucher
// by MB WAY with the sandbox's phone paid after 10 s, sees "Ver recompensas" beside "Partilhar"
// and, pressing it, her points and prizes. Time moves on the page's clock (Playwright's, set by
// the suite at its fixed day), which the sandbox follows.
import { e2e, shows } from './support';

e2e(
  'voucher of 101 paid by MB WAY 912000001: "Ver recompensas" opens "Pontos e prémios"',
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
    await shows(page.getByRole('heading', { name: 'Confirme o pagamento na app MB WAY' }));
    await page.clock.runFor(12_000);
    await shows(page.getByRole('heading', { name: 'Voucher comprado' }));
    await shows(page.getByText('Ganhou 40 pontos com esta compra.'));
    await shows(page.getByRole('button', { name: 'Partilhar' }));
    await page.getByRole('button', { name: 'Ver recompensas' }).click();
    await shows(page.getByRole('region', { name: 'Pontos e prémios' }));
  },
);
