// The sandbox's scenarios on a sandbox build's bare address (api/sandbox/scenarios.ts), in
// Chromium, by role and text: in the page's language, Portuguese by default (the widget's page
// is pt-PT), Spanish when the address asks for it; a link opens its scenario.
import { expect } from 'vitest';
import { e2e, shows } from './support';

e2e(
  'the bare address of a sandbox build: the scenarios in Portuguese, the page’s language',
  async ({ page }) => {
    await page.goto('/');
    await shows(page.getByRole('heading', { level: 1, name: 'Nenhuma campanha indicada' }));
    const scenarios = page.getByRole('complementary', { name: 'Cenários do sandbox' });
    await shows(scenarios);
    expect(await scenarios.getAttribute('lang')).toBe('pt-PT');
    for (const title of [
      'Campanhas, uma de cada tipo',
      'Outras entradas',
      'Utilizadores de teste',
      'Telemóveis de teste MB WAY',
      'Falhas e tempo',
    ]) {
      await shows(scenarios.getByRole('heading', { level: 2, name: title }));
    }
    await shows(scenarios.getByText('+351 912000002: recusado'));
    await shows(scenarios.getByText(/a página de pagamento do sandbox tem "Pagar" e "Recusar"/));
    await shows(scenarios.getByRole('link', { name: 'As minhas reservas' }));
    // Nothing of the list left in English.
    expect(await scenarios.getByText(/Sandbox scenarios|Other ways in|refused/).count()).toBe(0);

    await scenarios.getByRole('link', { name: '102 · Brunch de fim de semana' }).click();
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
  },
);

e2e('the scenarios in Spanish where the address asks for Spanish', async ({ page }) => {
  await page.goto('/?language=es_ES');
  const scenarios = page.getByRole('complementary', { name: 'Escenarios del sandbox' });
  await shows(scenarios);
  expect(await scenarios.getAttribute('lang')).toBe('es-ES');
  await shows(scenarios.getByText('+351 912000002: rechazado'));
});
