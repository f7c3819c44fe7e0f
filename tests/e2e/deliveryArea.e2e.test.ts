// The delivery step's saved addresses in Chromium, by role and label: campaign 107 (Francesinha &
// Companhia, shop 14) delivered at home, which the sandbox in the page answers (api/sandbox/seed.ts
// SHOP_DELIVERY: shop 14 delivers to Porto's 4xxx postal codes only). Miguel (1002, signed in by
// the parent app's token) has one saved address, in Porto. The saved addresses' answer is held
// (the sandbox's holdAnswers) while the visitor types, then let go: nothing typed is overwritten;
// with nothing typed it fills the form with the address the shop delivers to.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

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
  await page.getByRole('radio', { name: 'Entrega em casa' }).check();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Ver carrinho' }).click();
  await shows(page.getByRole('heading', { name: 'Carrinho', exact: true }));
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
