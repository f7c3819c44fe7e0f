// The delivery step's saved addresses in Chromium, by role and label: campaign 107 (Francesinha &
// Companhia, shop 14) delivered at home, which the sandbox in the page answers (api/sandbox/seed.ts
// SHOP_DELIVERY: shop 14 delivers to Porto's 4xxx postal codes only). Miguel (1002, signed in by
// the parent app's token) has one saved address, in Porto; Ana (1001) two, both in Lisbon: shown
// but not offered, each saying why, and an address typed in Lisbon is refused with where the shop
// delivers (Porto, 4xxx; the area from the shop's address, api/assumptions.ts deliveryArea), not
// as if it were for the moment. In Portuguese and in English. The saved addresses' answer is held
// (the sandbox's holdAnswers) while the visitor types, then let go: nothing typed is overwritten;
// with nothing typed it fills the form with the address the shop delivers to.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, expectNoAxeViolations, shows, transportToCart } from './support';

const TITLE = 'Francesinha para levar ou entregar em casa';

interface PageSandbox {
  holdAnswers(operationId: string): () => void;
}

/** Holds the sandbox's answers to the saved addresses until `letAddressesGo`. */
async function holdAddresses(page: Page): Promise<void> {
  await page.evaluate(() => {
    const scope = window as unknown as { __sandbox: PageSandbox; __letGo?: () => void };
    scope.__letGo = scope.__sandbox.holdAnswers('getAddresses');
  });
}

async function letAddressesGo(page: Page): Promise<void> {
  await page.evaluate(() => (window as unknown as { __letGo: () => void }).__letGo());
}

/** Campaign 107 delivered at home, signed in by the token, up to the cart's "Encomendar". */
async function toCartOf107(page: Page, token: string): Promise<void> {
  await page.goto(`/?campaignId=107&externalToken=${token}`);
  await shows(page.getByRole('heading', { level: 1, name: TITLE }));
  await page.getByRole('button', { name: 'Encomendar' }).click();
  await transportToCart(page, 'Entrega em casa');
}

const value = (page: Page, label: string) => page.getByLabel(label, { exact: true }).inputValue();

e2e(
  'Miguel, nothing typed: his Porto address fills the form; a street typed while his saved addresses are on their way is kept when they come',
  async ({ page }) => {
    await toCartOf107(page, 'ext-miguel');
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Morada de entrega' }));
    // Nothing typed: the saved address the shop delivers to fills the form.
    await expect.poll(() => value(page, 'Rua e número')).toBe('Rua de Cedofeita 210');
    expect(await value(page, 'Código postal')).toBe('4050-262');
    expect(await value(page, 'Localidade')).toBe('Porto');

    // Back to the cart; in again with the saved addresses held, and he types meanwhile.
    await page.getByRole('button', { name: 'Voltar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
    await holdAddresses(page);
    await page.getByRole('button', { name: 'Encomendar' }).click();
    await shows(page.getByRole('heading', { name: 'Morada de entrega' }));
    await shows(page.getByText('A carregar os seus endereços…'));
    const street = page.getByLabel('Rua e número');
    expect(await street.inputValue()).toBe('');
    await street.click();
    await page.keyboard.type('Rua Miguel Bombarda 5');
    await letAddressesGo(page);

    // His saved address listed and usable: the answer and the shop's verdict on it have come.
    const casa = page.getByRole('button', { name: /^Entregar em Casa: Rua de Cedofeita 210/ });
    await shows(casa);
    await expect.poll(() => casa.getAttribute('aria-disabled')).toBeNull();
    // The street as typed, the other fields as they were, the focus where he was typing.
    expect(await value(page, 'Rua e número')).toBe('Rua Miguel Bombarda 5');
    expect(await value(page, 'Código postal')).toBe('');
    expect(await value(page, 'Localidade')).toBe('');
    expect(await street.evaluate((input) => input === document.activeElement)).toBe(true);
    await page.keyboard.type('0');
    expect(await value(page, 'Rua e número')).toBe('Rua Miguel Bombarda 50');
    await page.getByLabel('Código postal').fill('4050-366');
    await page.getByLabel('Localidade').fill('Porto');
    await page.getByRole('button', { name: 'Entregar nesta morada' }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
  },
);

const WORDS = {
  pt: {
    query: '',
    order: 'Encomendar',
    home: 'Entrega em casa',
    next: 'Continuar',
    cart: 'Ver carrinho',
    cartHeading: 'Carrinho',
    heading: 'Morada de entrega',
    saved: 'Os seus endereços',
    deliverTo: 'Entregar em',
    reason: 'Fora da zona de entrega (Porto, 4xxx)',
    street: 'Rua e número',
    postalCode: 'Código postal',
    city: 'Localidade',
    submit: 'Entregar nesta morada',
    refused:
      'Francesinha & Companhia só faz entregas ao domicílio na zona de Porto (códigos postais 4xxx). Indique uma morada nessa zona.',
    temporary: /de momento/i,
  },
  en: {
    query: '&language=en_EN',
    order: 'Order',
    home: 'Home delivery',
    next: 'Continue',
    cart: 'View cart',
    cartHeading: 'Cart',
    heading: 'Delivery address',
    saved: 'Your addresses',
    deliverTo: 'Deliver to',
    reason: 'Outside the delivery area (Porto, 4xxx)',
    street: 'Street and number',
    postalCode: 'Postal code',
    city: 'Town or city',
    submit: 'Deliver to this address',
    refused:
      'Francesinha & Companhia only delivers to homes in the Porto area (postal codes 4xxx). Enter an address in that area.',
    temporary: /for the moment|currently|at the moment/i,
  },
} as const;

for (const [language, words] of Object.entries(WORDS)) {
  e2e(
    `Ana at 107 (${language}): her two Lisbon addresses shown as outside Porto's delivery area, not offered; a Lisbon address typed is refused with where the shop delivers`,
    async ({ page }) => {
      await page.goto(`/?campaignId=107&externalToken=ext-ana${words.query}`);
      await page.getByRole('button', { name: words.order, exact: true }).click();
      await page.getByRole('radio', { name: words.home }).check();
      await page.getByRole('button', { name: words.next, exact: true }).click();
      await page.getByRole('button', { name: words.cart }).click();
      await shows(page.getByRole('heading', { name: words.cartHeading, exact: true }));
      await page.getByRole('button', { name: words.order, exact: true }).click();
      await shows(page.getByRole('heading', { name: words.heading }));
      await shows(page.getByRole('heading', { name: words.saved }));

      // Both listed, both marked unusable to the eye and to a screen reader, with the reason.
      for (const name of ['Casa', 'Trabalho']) {
        const saved = page.getByRole('button', {
          name: new RegExp(`^${words.deliverTo} ${name}: .*Lisboa$`),
        });
        await expect.poll(() => saved.getAttribute('aria-disabled')).toBe('true');
        const reason = await saved.evaluate(
          (button) =>
            document.getElementById(button.getAttribute('aria-describedby') ?? '')?.textContent,
        );
        expect(reason).toBe(words.reason);
      }
      expect(await page.getByText(words.reason, { exact: true }).count()).toBe(2);
      await shows(page.getByText(words.reason, { exact: true }).first());
      // Nothing the shop delivers to: the form is left for her to type.
      expect(await value(page, words.street)).toBe('');
      await expectNoAxeViolations(page, 'saved addresses outside the delivery area');

      await page.getByLabel(words.street, { exact: true }).fill('Rua Augusta 27');
      await page.getByLabel(words.postalCode, { exact: true }).fill('1100-048');
      await page.getByLabel(words.city, { exact: true }).fill('Lisboa');
      await page.getByRole('button', { name: words.submit }).click();
      const alert = page.getByRole('alert');
      await shows(alert);
      const said = await alert.innerText();
      expect(said.trim()).toBe(words.refused);
      expect(said).not.toMatch(words.temporary);
      expect(await value(page, words.street)).toBe('Rua Augusta 27');
      await expectNoAxeViolations(page, 'an address outside the delivery area refused');
    },
  );
}
