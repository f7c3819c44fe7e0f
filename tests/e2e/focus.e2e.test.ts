// Where the keyboard's focus lands, step by step, in each kind of booking, done with the keyboard
// alone: every step change moves it to the new step's heading (or, inside the sign-in's own
// steps, to the first field to fill), back at the campaign to its heading, and never to the page.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows, tabTo } from './support';

/** The focused element, as a person would describe it: its role and its name or text. */
function focused(page: Page): Promise<string> {
  return page.evaluate(() => {
    const active = document.activeElement;
    if (!active || active === document.body) return 'the page';
    const label = active instanceof HTMLInputElement ? active.labels?.[0]?.textContent : null;
    const name = active.getAttribute('aria-label') ?? label ?? active.textContent ?? '';
    return `${active.tagName.toLowerCase()}: ${name.replace(/\s+/g, ' ').trim()}`;
  });
}

async function expectFocus(page: Page, expected: string): Promise<void> {
  await expect.poll(() => focused(page)).toBe(expected);
}

async function press(page: Page, name: string, key = 'Enter'): Promise<void> {
  await tabTo(page, page.getByRole('button', { name, exact: true }));
  await page.keyboard.press(key);
}

/** The calendar's tab stop (the first day with room), then its first time, then Continue. */
async function chooseDateAndTime(page: Page): Promise<void> {
  const day = page.locator('[role="grid"] button[tabindex="0"]');
  await day.waitFor();
  await tabTo(page, day);
  await page.keyboard.press('Enter');
  const time = page.getByRole('radio').first();
  await tabTo(page, time);
  await page.keyboard.press('Space');
  await press(page, 'Continuar');
}

e2e(
  'type 2 as a guest: each step’s heading takes the focus, then the campaign’s',
  async ({ page }) => {
    await page.goto('/?campaignId=102&allowGuestLogin=true');
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    await press(page, 'Reservar');
    await expectFocus(page, 'h2: Escolha a data e a hora');
    await chooseDateAndTime(page);
    await expectFocus(page, 'h2: Inicie sessão para concluir a reserva');
    // One h1 on the page: the sign-in is a step of the booking here.
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
    await press(page, 'Continuar como convidado');
    await expectFocus(page, 'input: Nome');
    await page.keyboard.type('Rita Gomes');
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type('rita.gomes@example.pt');
    await tabTo(page, page.getByLabel('Número de telemóvel'));
    await page.keyboard.type('912000222');
    await page.keyboard.press('Enter');
    await expectFocus(page, 'h2: Os seus contactos');
    await press(page, 'Continuar');
    await expectFocus(page, 'h2: Confirme os dados');
    await press(page, 'Confirmar');
    await expectFocus(page, 'h2: Pedido de reserva enviado');
    await press(page, 'Concluir');
    await expectFocus(page, 'h1: Brunch de fim de semana');
  },
);

e2e('back to the campaign from the date step: its heading has the focus', async ({ page }) => {
  await page.goto('/?campaignId=108');
  await press(page, 'Reservar');
  await expectFocus(page, 'h2: Escolha a data e a hora');
  await press(page, 'Voltar à campanha');
  await expectFocus(page, 'h1: Copo de boas-vindas no jantar');
});

for (const [campaign, button, heading] of [
  [103, 'Reservar', 'h2: Escolha o dia'],
  [106, 'Sugerir datas', 'h2: Sugira datas e horas'],
  [105, 'Obter o cupão', 'h2: Inicie sessão para obter o cupão'],
] as const) {
  e2e(`campaign ${campaign}: the first step’s heading takes the focus`, async ({ page }) => {
    await page.goto(`/?campaignId=${campaign}&allowGuestLogin=true`);
    await press(page, button);
    await expectFocus(page, heading);
    expect(await page.getByRole('heading', { level: 1 }).count()).toBe(1);
  });
}

e2e('signed in, type 1 goes from the date straight to the contact step', async ({ page }) => {
  await page.goto('/?campaignId=108&externalToken=ext-ana');
  await press(page, 'Reservar');
  await chooseDateAndTime(page);
  await expectFocus(page, 'h2: Os seus contactos');
  await press(page, 'Continuar');
  await expectFocus(page, 'h2: Confirme os dados');
  await press(page, 'Confirmar');
  await expectFocus(page, 'h2: Reserva confirmada');
});
