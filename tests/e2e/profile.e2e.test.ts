// The personal area's profile in Chromium, by role and label: Ana, signed in by the host's
// external token, changes her mobile number, confirmed by the SMS code (a wrong one said beside
// the field, the old number kept until the right one), then her preferred language to English,
// and the widget speaks English. The verdicts are the screen and the sandbox in the page.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

interface AnaHeld {
  firstName: string;
  mobile: string;
  mobileValidation: boolean;
  languageCode: string;
}

/** What the sandbox in the page holds for Ana. */
function anaHeld(page: Page): Promise<AnaHeld> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: { store: { users: Map<number, { user: AnaHeld }> } };
      }
    ).__sandbox;
    const { firstName, mobile, mobileValidation, languageCode } = store.users.get(1001)!.user;
    return { firstName, mobile, mobileValidation, languageCode };
  });
}

e2e('Ana changes her mobile with its SMS code, then her language to English', async ({ page }) => {
  await page.goto('/?defaultView=myBookings&externalToken=ext-ana');
  const profile = page.getByRole('region', { name: 'O meu perfil' });
  await shows(profile);
  await profile.getByRole('button', { name: 'Alterar o perfil' }).click();
  await profile.getByLabel('Número de telemóvel', { exact: true }).fill('913 000 111');
  await profile.getByRole('button', { name: 'Guardar' }).click();
  await shows(profile.getByText(/Enviámos um código por SMS para/));

  await profile.getByLabel('Código recebido por SMS').fill('111111');
  await profile.getByRole('button', { name: 'Confirmar o número' }).click();
  await shows(profile.getByText('O código não está correto. Confirme-o ou peça um novo código.'));
  expect((await anaHeld(page)).mobile).toBe('912345678');

  await profile.getByLabel('Código recebido por SMS').fill('654321');
  await profile.getByRole('button', { name: 'Confirmar o número' }).click();
  await shows(profile.getByRole('status').filter({ hasText: 'Perfil guardado.' }));
  expect(await anaHeld(page)).toMatchObject({ mobile: '913000111', mobileValidation: true });
  await shows(profile.getByText('+351 913000111'));

  await profile.getByRole('button', { name: 'Alterar o perfil' }).click();
  await profile.getByLabel('Idioma preferido').selectOption({ label: 'Inglês' });
  await profile.getByRole('button', { name: 'Guardar' }).click();
  await shows(page.getByRole('heading', { level: 1, name: 'My bookings' }));
  expect((await anaHeld(page)).languageCode).toBe('en_EN');
  await shows(page.getByRole('region', { name: 'My profile' }));
});
