// Points and prizes in Chromium, by role and label (SPEC 2 and 9; issue 12): Miguel, signed in by
// the host page's token, opens "As minhas reservas" and finds his points balance and each of his
// prizes, unused and used, with its value, as the sandbox in the page holds them; in English too.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

interface HeldPrize {
  name: string;
  value: number;
  isUsed: boolean;
}

/** Miguel's (1002) points and prizes, as the sandbox in the page holds them. */
function miguelsRewards(page: Page): Promise<{ points: number; prizes: HeldPrize[] }> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            users: Map<number, { user: { points: number } }>;
            prizes: Map<number, HeldPrize[]>;
          };
        };
      }
    ).__sandbox;
    return { points: store.users.get(1002)!.user.points, prizes: store.prizes.get(1002) ?? [] };
  });
}

/** An amount as a visitor reads it (SPEC 9: Portuguese style in every language). */
const euro = (amount: number) => `${amount.toFixed(2).replace('.', ',')} €`;

const listed = async (page: Page, name: string) =>
  (await page.getByRole('list', { name }).getByRole('listitem').allInnerTexts()).map((text) =>
    text.replace(/\s+/g, ' ').trim(),
  );

e2e('Miguel finds his points and every prize, used or not, with its value', async ({ page }) => {
  await page.goto('/?campaignId=101&externalToken=ext-miguel');
  await page.getByRole('button', { name: 'As minhas reservas', exact: true }).click();
  const rewards = page.getByRole('region', { name: 'Pontos e prémios' });
  await shows(rewards);
  const { points, prizes } = await miguelsRewards(page);
  expect(prizes.length).toBeGreaterThan(0);
  await shows(rewards.getByText(`Saldo de pontos: ${points} pontos`));
  const unused = prizes.filter((prize) => !prize.isUsed);
  const used = prizes.filter((prize) => prize.isUsed);
  expect(await listed(page, 'Prémios por usar')).toEqual(
    unused.map((prize) => expect.stringContaining(`${prize.name} ${euro(prize.value)}`)),
  );
  if (used.length > 0) {
    expect(await listed(page, 'Prémios usados')).toEqual(
      used.map((prize) => expect.stringContaining(`${prize.name} ${euro(prize.value)}`)),
    );
  }

  // In English: the same prizes, the section and lists named in English.
  await page.getByRole('combobox', { name: /Idioma|Language/ }).selectOption('en_EN');
  const inEnglish = page.getByRole('region', { name: 'Points and prizes' });
  await shows(inEnglish);
  await shows(inEnglish.getByText(`Points balance: ${points} points`));
  expect(await listed(page, 'Prizes to use')).toHaveLength(unused.length);
});
