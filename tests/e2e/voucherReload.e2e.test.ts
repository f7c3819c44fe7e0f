// A reload in the middle of a voucher purchase keeps everything the visitor chose and typed
// (SPEC 3 Flow state, Voucher step: numberOfPeople, needVatInvoice, name, vatId, prizeId; and the
// kind of voucher and the gift's recipient), for the same campaign only: Ana (signed in from the
// parent app's token) buys three gift vouchers of campaign 101 with a prize and a VAT invoice, in
// Chromium, by role and label, in Portuguese. The page's clock is the fixture's set time.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

const FLOW_STORAGE_KEY = 'persist:reservationWidget';
const CAMPAIGN_101 = { level: 1, name: 'Jantar de degustação para dois' } as const;
const FIRST_STEP = { name: 'O seu voucher' } as const;
const DETAILS = { name: 'Prémio e fatura' } as const;
const PRIZE_301 = { name: /Vale de 5 € em qualquer reserva/ } as const;

/** What the widget keeps for a reload, as the page stored it. */
async function storedFlow(
  page: Page,
): Promise<{ version: number; state: Record<string, unknown> }> {
  const raw = await page.evaluate((key) => localStorage.getItem(key), FLOW_STORAGE_KEY);
  return JSON.parse(raw ?? 'null');
}

const voucherCount = (page: Page) => page.getByRole('group', { name: 'Número de vouchers' });

/** The first step as the visitor left it: three gift vouchers for Rui Ferreira. */
async function expectFirstStepKept(page: Page): Promise<void> {
  await shows(page.getByRole('heading', FIRST_STEP));
  await shows(voucherCount(page).getByText('3 vouchers'));
  expect(await page.getByRole('radio', { name: 'Voucher para oferecer' }).isChecked()).toBe(true);
  expect(await page.getByLabel('Nome de quem recebe').inputValue()).toBe('Rui Ferreira');
}

e2e(
  'a reload at each step of the voucher purchase keeps the count, the gift and its recipient, the prize, the invoice and its NIF; another campaign opened drops them',
  async ({ page, log }) => {
    await page.goto('/?campaignId=101&externalToken=ext-ana');
    await shows(page.getByRole('heading', CAMPAIGN_101));
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    await shows(page.getByRole('heading', FIRST_STEP));
    await page.getByRole('button', { name: 'Mais um voucher' }).click();
    await shows(voucherCount(page).getByText('3 vouchers'));
    await page.getByRole('radio', { name: 'Voucher para oferecer' }).check();
    await page.getByLabel('Nome de quem recebe').fill('Rui Ferreira');

    // Reloaded at the first step: all of it is there.
    await page.reload();
    await expectFirstStepKept(page);

    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', DETAILS));
    await page.getByRole('radio', PRIZE_301).check();
    await page.getByLabel('Quero fatura com NIF').check();
    await page.getByLabel('Nome para a fatura').fill('Ana Silva Lda');
    await page.getByLabel('NIF', { exact: true }).fill('123456789');
    // 3 gift vouchers at 37,91 € less the 5 € prize.
    await shows(page.getByText('108,73 €'));
    // What is typed is written once the typing pauses (api/flowStorage.ts createFlowWriter).
    await expect
      .poll(async () => (await storedFlow(page)).state)
      .toMatchObject({
        campaignId: 101,
        voucher: {
          numberOfPeople: 3,
          needVatInvoice: true,
          name: 'Ana Silva Lda',
          vatId: '123456789',
          prizeId: 301,
        },
      });

    // Reloaded at the details: back at them, every choice and every field as it was.
    await page.reload();
    await shows(page.getByRole('heading', DETAILS));
    await shows(page.getByRole('radio', PRIZE_301));
    expect(await page.getByRole('radio', PRIZE_301).isChecked()).toBe(true);
    expect(await page.getByLabel('Quero fatura com NIF').isChecked()).toBe(true);
    expect(await page.getByLabel('Nome para a fatura').inputValue()).toBe('Ana Silva Lda');
    expect(await page.getByLabel('NIF', { exact: true }).inputValue()).toBe('123456789');
    await shows(page.getByText('108,73 €'));
    // And the first step behind it, as it was left.
    await page.getByRole('button', { name: 'Voltar', exact: true }).click();
    await expectFirstStepKept(page);

    // Another campaign: nothing of the purchase is kept, nor shown.
    await page.goto('/?campaignId=102&externalToken=ext-ana');
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    expect(await page.getByRole('heading', FIRST_STEP).count()).toBe(0);
    expect(await page.getByRole('heading', DETAILS).count()).toBe(0);
    const other = (await storedFlow(page)).state;
    expect(other).toMatchObject({
      campaignId: 102,
      voucher: { needVatInvoice: false, name: '', vatId: '' },
    });
    expect(other.voucherInProgress ?? null).toBeNull();

    // Campaign 101 opened again: its overview, and a purchase that starts anew.
    await page.goto('/?campaignId=101&externalToken=ext-ana');
    await shows(page.getByRole('heading', CAMPAIGN_101));
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    await shows(page.getByRole('heading', FIRST_STEP));
    await shows(voucherCount(page).getByText('2 vouchers'));
    expect(await page.getByRole('radio', { name: 'Voucher', exact: true }).isChecked()).toBe(true);
    expect(await page.getByLabel('Nome de quem recebe').count()).toBe(0);
    expect(log.consoleErrors).toEqual([]);
  },
);

e2e(
  "campaign 101 bought by a guest: Rita's details typed on the guest form, not yet confirmed, then a reload: still there",
  async ({ page }) => {
    await page.goto('/?campaignId=101&allowGuestLogin=true');
    await shows(page.getByRole('heading', CAMPAIGN_101));
    await page.getByRole('button', { name: 'Comprar voucher' }).click();
    await shows(page.getByRole('heading', FIRST_STEP));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    const asGuest = page.getByRole('button', { name: 'Continuar como convidado' });
    await asGuest.click();
    await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
    await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
    await page.getByLabel('Número de telemóvel').fill('912000222');

    await page.reload();
    await shows(page.getByRole('heading', FIRST_STEP));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await asGuest.click();
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Rita Gomes');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(
      'rita.gomes@example.pt',
    );
    expect(await page.getByLabel('Número de telemóvel').inputValue()).toBe('912000222');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', DETAILS));
  },
);
