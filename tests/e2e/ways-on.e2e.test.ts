// No dead ends: a screen where the widget cannot take the visitor further says why in its
// heading and offers the way on (the merchant's phone and email, the support contact, a retry),
// and axe finds nothing on it.
import { expect } from 'vitest';
import { e2e, expectNoAxeViolations, shows } from './support';

/** Tasca da Bica (shop 15 of the sandbox), the merchant of campaigns 104 and 110. */
const BICA = { phone: '+351 213 470 042' };

e2e('an information-only campaign gives the merchant’s phone', async ({ page }) => {
  await page.goto('/?campaignId=104');
  await shows(page.getByRole('heading', { level: 1, name: 'Noite de fado vadio às quintas' }));
  await shows(page.getByText(/apenas informativa/));
  expect(await page.getByRole('link', { name: BICA.phone }).getAttribute('href')).toBe(
    'tel:+351213470042',
  );
  await expectNoAxeViolations(page, 'campaign 104');
});

e2e(
  'a blocked merchant’s campaign says there is no online booking, and how to call instead',
  async ({ page }) => {
    await page.goto('/?campaignId=110');
    await shows(page.getByRole('heading', { level: 1, name: 'Jantar de petiscos na Bica' }));
    await shows(page.getByText('Este estabelecimento não aceita reservas online.'));
    await shows(page.getByRole('link', { name: BICA.phone }));
    expect(await page.getByRole('button', { name: /Reservar|Comprar|Obter|Sugerir/ }).count()).toBe(
      0,
    );
    await expectNoAxeViolations(page, 'campaign 110');
  },
);

for (const [address, heading] of [
  ['/?campaignId=999', 'Campanha não encontrada'],
  ['/?campaignId=999&language=en_EN', 'Campaign not found'],
  ['/', 'Nenhuma campanha indicada'],
  ['/?language=en_EN', 'No campaign given'],
] as const) {
  e2e(`${address}: the heading says what went wrong, axe finds nothing`, async ({ page }) => {
    await page.goto(address);
    await shows(page.getByRole('heading', { level: 1, name: heading }));
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await expectNoAxeViolations(page, address);
  });
}

e2e(
  'the bare address of a sandbox build lists the scenarios to try, and they open',
  async ({ page }) => {
    await page.goto('/');
    const scenarios = page.getByRole('complementary', { name: 'Sandbox scenarios' });
    await shows(scenarios);
    await shows(scenarios.getByText('+351 912000002: refused'));
    await scenarios.getByRole('link', { name: '102 · Brunch de fim de semana' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    // A page that names a campaign is the widget alone.
    expect(await page.getByRole('complementary', { name: 'Sandbox scenarios' }).count()).toBe(0);
  },
);
