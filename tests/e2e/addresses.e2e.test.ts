// Saved addresses in Chromium, by role and label (SPEC 3 Saved address, SPEC 5 address rules):
// Ana, signed in by the host page's token, keeps her addresses in "As minhas reservas" with the
// keyboard alone: she adds one whose postal code breaks the 0000-000 rule, is told so beside the
// field with the focus on it, corrects it and saves it; then deletes it after confirming. What
// was saved and deleted is read from the sandbox in the page. In English, the same book and its
// rules in English. Time is the page's clock (E2E_NOW).
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows, tabTo } from './support';

interface StoredAddress {
  id: number;
  addressName: string;
  postalCode: string;
  city: string;
  street: string;
  floorDoor?: string;
}

/** Ana's (1001) addresses as the sandbox in the page holds them. */
function anasAddresses(page: Page): Promise<StoredAddress[]> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: { store: { addresses: Map<number, StoredAddress[]> } };
      }
    ).__sandbox;
    return store.addresses.get(1001) ?? [];
  });
}

const isFocused = (page: Page, label: string) =>
  page.getByLabel(label, { exact: true }).evaluate((field) => field === document.activeElement);

e2e(
  'Ana adds an address with the keyboard, is told the postal code rule, saves it, then deletes it',
  async ({ page }) => {
    await page.goto('/?campaignId=108&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: 'Copo de boas-vindas no jantar' }));
    await tabTo(page, page.getByRole('button', { name: 'As minhas reservas', exact: true }));
    await page.keyboard.press('Enter');
    const book = page.getByRole('region', { name: 'Os meus endereços' });
    await shows(book.getByText('Avenida da Liberdade 110, 3.º Esq., 1250-146 Lisboa'));
    const before = await anasAddresses(page);
    expect(before.map((address) => address.addressName)).toEqual(['Casa', 'Trabalho']);

    // The form opens on its first field; Tab goes through the fields in order.
    await tabTo(page, book.getByRole('button', { name: 'Adicionar um endereço' }), 40);
    await page.keyboard.press('Enter');
    await shows(book.getByRole('heading', { name: 'Novo endereço' }));
    expect(await isFocused(page, 'Nome do endereço (por exemplo, Casa)')).toBe(true);
    await page.keyboard.type('Casa da praia');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Rua de Cedofeita 210');
    await page.keyboard.press('Tab');
    await page.keyboard.type('1.º Dto.');
    await page.keyboard.press('Tab');
    await page.keyboard.type('405-262');
    await page.keyboard.press('Tab');
    await page.keyboard.type('Porto');
    await page.keyboard.press('Enter');

    // Refused beside the field, which takes the focus; nothing saved, nothing typed lost.
    await shows(book.getByText('Indique um código postal válido (em Portugal, 0000-000).'));
    expect(await isFocused(page, 'Código postal')).toBe(true);
    expect(await page.getByLabel('Localidade', { exact: true }).inputValue()).toBe('Porto');
    expect(await anasAddresses(page)).toEqual(before);

    await page.keyboard.press('ControlOrMeta+a');
    await page.keyboard.type('4050262');
    await page.keyboard.press('Enter');
    await shows(book.getByRole('status').filter({ hasText: 'Endereço guardado.' }));
    await shows(book.getByText('Rua de Cedofeita 210, 1.º Dto., 4050-262 Porto'));
    const saved = (await anasAddresses(page)).filter((a) => a.addressName === 'Casa da praia');
    expect(saved).toEqual([
      expect.objectContaining({ postalCode: '4050-262', city: 'Porto', floorDoor: '1.º Dto.' }),
    ]);

    // Deleted only once confirmed.
    await tabTo(page, book.getByRole('button', { name: 'Apagar o endereço Casa da praia' }), 40);
    await page.keyboard.press('Enter');
    await shows(book.getByText('Apagar o endereço Casa da praia?'));
    expect((await anasAddresses(page)).some((a) => a.id === saved[0]!.id)).toBe(true);
    await tabTo(page, book.getByRole('button', { name: 'Apagar', exact: true }));
    await page.keyboard.press('Enter');
    await shows(book.getByRole('status').filter({ hasText: 'Endereço apagado.' }));
    expect(await anasAddresses(page)).toEqual(before);
    expect(await book.getByText('4050-262 Porto').count()).toBe(0);
  },
);

e2e('in English: the book, its form and its rules in English', async ({ page }) => {
  await page.goto('/?campaignId=108&externalToken=ext-ana&language=en_EN');
  await page.getByRole('button', { name: 'My bookings', exact: true }).click();
  const book = page.getByRole('region', { name: 'My addresses' });
  await shows(book.getByText('Rua do Ouro 88, 2.º, 1100-063 Lisboa'));
  await book.getByRole('button', { name: 'Add an address' }).click();
  await book.getByRole('button', { name: 'Save the address' }).click();
  await shows(book.getByText('Give this address a name, for example Home or Work.'));
  await shows(book.getByText('Enter the street and number.'));
  expect(
    await page
      .getByLabel('Address name (for example, Home)')
      .evaluate((f) => f === document.activeElement),
  ).toBe(true);
  await book.getByRole('button', { name: 'Cancel' }).click();
  await book.getByRole('button', { name: 'Delete the address Casa' }).click();
  await shows(book.getByText('Delete the address Casa?'));
  await book.getByRole('button', { name: 'Keep' }).click();
  expect((await anasAddresses(page)).map((address) => address.addressName)).toEqual([
    'Casa',
    'Trabalho',
  ]);
});
