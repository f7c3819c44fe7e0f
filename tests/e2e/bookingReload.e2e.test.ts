// A reload in the middle of a booking keeps the date chosen (SPEC 3 Flow state, Book step:
// numberOfPeople, date, dateTimes, prizeId; Contact: vatId; and the time slot): campaign 108's
// calendar opens again with the day, the time and the people the visitor chose, campaign 102's
// with the NIF and the prize Ana chose too, for the same campaign only, and nothing is booked on
// the way; campaign 103's day (type 3) and campaign 106's suggested date-times (type 6) too, and a
// guest's name, email and phone. In Chromium, by role and label, in Portuguese.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

const CAMPAIGN_108 = { level: 1, name: 'Copo de boas-vindas no jantar' } as const;
const CALENDAR = { name: 'Escolha a data e a hora' } as const;
const FIVE = /Vale de 5 € em qualquer reserva/;

/**
 * Waits for the booking's contact step; where the booking asks Ana to sign in first (her session
 * is read again after a reload), she does.
 */
async function toContact(page: Page) {
  const contact = page.getByRole('heading', { name: 'Os seus contactos' });
  const signIn = page.getByRole('heading', { name: 'Inicie sessão para concluir a reserva' });
  await shows(contact.or(signIn));
  if (await signIn.isVisible()) {
    await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Palavra-passe', { exact: true }).fill('Segredo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
  }
  await shows(contact);
}

const reservations = (page: Page) =>
  page.evaluate(
    () =>
      (window as unknown as { __sandbox: { store: { reservations: unknown[] } } }).__sandbox.store
        .reservations.length,
  );

/** Who each booking made names, as the sandbox's store took it from the request. */
const contactsBooked = (page: Page) =>
  page.evaluate(() =>
    [
      ...(
        window as unknown as {
          __sandbox: { store: { reservationsMade: Map<number, { contact?: unknown }> } };
        }
      ).__sandbox.store.reservationsMade.values(),
    ].map((made) => made.contact),
  );

e2e(
  "campaign 108: 3 people, a day and a time chosen, then a reload: the calendar again with all three; another campaign's page does not open it",
  async ({ page }) => {
    await page.goto('/?campaignId=108');
    await shows(page.getByRole('heading', CAMPAIGN_108));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await shows(page.getByRole('heading', CALENDAR));
    await page.getByRole('button', { name: 'Mais uma pessoa' }).click();
    const day = page.locator('[role="grid"] button[tabindex="0"]');
    const dayLabel = await day.getAttribute('aria-label');
    await day.click();
    const time = page.getByRole('radio').nth(1);
    await time.check();
    const timeLabel = await time.getAttribute('aria-label');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a reserva' }));

    await page.reload();
    await shows(page.getByRole('heading', CALENDAR));
    await shows(page.getByText('3 pessoas', { exact: false }));
    await shows(page.getByRole('gridcell', { selected: true }).getByRole('button'));
    expect(
      await page
        .getByRole('gridcell', { selected: true })
        .getByRole('button')
        .getAttribute('aria-label'),
    ).toBe(dayLabel);
    expect(await page.getByRole('radio', { name: timeLabel! }).isChecked()).toBe(true);
    // Going on from there: the sign-in, as before the reload.
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a reserva' }));
    expect(await reservations(page)).toBe(0);

    // Another campaign: its own page, not this booking.
    await page.goto('/?campaignId=102');
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    await shows(page.getByRole('button', { name: 'Reservar' }));
    expect(await page.getByRole('heading', CALENDAR).count()).toBe(0);
  },
);

e2e(
  "campaign 102, Ana signed in: a NIF confirmed and a prize chosen, then a reload: both again on the way to the review; another campaign's booking asks for neither",
  async ({ page }) => {
    await page.goto('/?campaignId=102');
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await shows(page.getByRole('heading', CALENDAR));
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a reserva' }));
    await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Palavra-passe', { exact: true }).fill('Segredo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    await page.getByLabel('NIF (para fatura)').fill('123 456 789');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
    const prizes = page.getByRole('group', { name: 'Usar um prémio nesta reserva' });
    await prizes.getByRole('radio', { name: FIVE }).check();

    await page.reload();
    // The calendar at the date chosen, then the contact with the NIF.
    await shows(page.getByRole('heading', CALENDAR));
    await shows(page.getByRole('gridcell', { selected: true }).getByRole('button'));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await toContact(page);
    // As the contact step confirmed it: its nine digits.
    expect(await page.getByLabel('NIF (para fatura)').inputValue()).toBe('123456789');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    // The review with the prize chosen before the reload, still hers to use.
    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
    expect(await prizes.getByRole('radio', { name: FIVE }).isChecked()).toBe(true);
    expect(await reservations(page)).toBe(0);

    // Another campaign (108): its booking's contact has no NIF, nothing of 102's.
    await page.goto('/?campaignId=108');
    await shows(page.getByRole('heading', CAMPAIGN_108));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await shows(page.getByRole('heading', CALENDAR));
    expect(await page.getByRole('gridcell', { selected: true }).count()).toBe(0);
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await toContact(page);
    expect(await page.getByLabel('NIF (para fatura)').inputValue()).toBe('');
    expect(await reservations(page)).toBe(0);
  },
);

e2e(
  'campaign 102, Ana signed in: her name and phone changed, a note and half a NIF typed on the contact step, not confirmed, then a reload: all still there, and the booking goes with them',
  async ({ page }) => {
    const note = 'Mesa perto da janela, por favor.';
    await page.goto('/?campaignId=102');
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await shows(page.getByRole('heading', CALENDAR));
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await toContact(page);
    // Her profile's name and phone, changed for this booking.
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Ana Silva');
    await page.getByLabel('Nome', { exact: true }).fill('Ana Sofia Silva');
    await page.getByLabel('Número de telemóvel').fill('913000111');
    // A NIF half typed: kept as typed too (a whole one is checked when "Continuar" is pressed).
    await page.getByLabel('NIF (para fatura)').fill('1234');
    await page.getByLabel('Notas para o estabelecimento (opcional)').fill(note);

    await page.reload();
    await shows(page.getByRole('heading', CALENDAR));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await toContact(page);
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Ana Sofia Silva');
    expect(await page.getByLabel('Número de telemóvel').inputValue()).toBe('913000111');
    expect(await page.getByLabel('Notas para o estabelecimento (opcional)').inputValue()).toBe(
      note,
    );
    expect(await page.getByLabel('NIF (para fatura)').inputValue()).toBe('1234');
    expect(await reservations(page)).toBe(0);

    await page.getByLabel('NIF (para fatura)').fill('123456789');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await shows(page.getByRole('heading', { name: 'Pedido de reserva enviado' }));
    expect(await contactsBooked(page)).toEqual([
      { name: 'Ana Sofia Silva', prefix: '+351', phone: '913000111' },
    ]);
  },
);

e2e(
  'campaign 103 (type 3), Rita as a guest: a day chosen and her details given, then a reload: the day still chosen, her name, email and phone still filled',
  async ({ page }) => {
    await page.goto('/?campaignId=103&allowGuestLogin=true');
    await page.getByRole('button', { name: 'Reservar' }).click();
    await shows(page.getByRole('heading', { name: 'Escolha o dia' }));
    const day = page.locator('[role="grid"] button[tabindex="0"]');
    const dayLabel = await day.getAttribute('aria-label');
    await day.click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar como convidado' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
    await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
    await page.getByLabel('Número de telemóvel').fill('912000222');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));

    await page.reload();
    await shows(page.getByRole('heading', { name: 'Escolha o dia' }));
    expect(
      await page
        .getByRole('gridcell', { selected: true })
        .getByRole('button')
        .getAttribute('aria-label'),
    ).toBe(dayLabel);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    // A guest is asked again who books (nothing about them is a session), her details as given.
    await page.getByRole('button', { name: 'Continuar como convidado' }).click();
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Rita Gomes');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(
      'rita.gomes@example.pt',
    );
    expect(await page.getByLabel('Número de telemóvel').inputValue()).toBe('912000222');
    expect(await reservations(page)).toBe(0);
  },
);

e2e(
  'campaign 103 (type 3), Rita as a guest: her details typed on the guest form, not yet confirmed, then a reload: still there; confirmed, the booking names her',
  async ({ page }) => {
    await page.goto('/?campaignId=103&allowGuestLogin=true');
    await page.getByRole('button', { name: 'Reservar' }).click();
    await shows(page.getByRole('heading', { name: 'Escolha o dia' }));
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar como convidado' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
    await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
    await page.getByLabel('Número de telemóvel').fill('912000222');

    await page.reload();
    await shows(page.getByRole('heading', { name: 'Escolha o dia' }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByRole('button', { name: 'Continuar como convidado' }).click();
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Rita Gomes');
    expect(await page.getByLabel('Email', { exact: true }).inputValue()).toBe(
      'rita.gomes@example.pt',
    );
    expect(await page.getByLabel('Número de telemóvel').inputValue()).toBe('912000222');
    expect(await reservations(page)).toBe(0);

    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Rita Gomes');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));
    expect(await contactsBooked(page)).toEqual([
      { name: 'Rita Gomes', prefix: '+351', phone: '912000222' },
    ]);
  },
);

e2e(
  'campaign 106 (type 6): three date-times suggested, then a reload: the same three still chosen',
  async ({ page }) => {
    await page.goto('/?campaignId=106&allowGuestLogin=true');
    await page.getByRole('button', { name: 'Sugerir datas' }).click();
    await shows(page.getByRole('heading', { name: 'Sugira datas e horas' }));
    // The first time of each of the first three days with room (one of them 24 h ahead).
    const days = page.locator('[role="grid"] button:not([aria-disabled="true"])');
    await days.first().waitFor();
    for (let day = 0; day < 3; day++) {
      await days.nth(day).click();
      await page.getByRole('checkbox', { checked: false }).first().check();
    }
    await shows(page.getByText('3 de 5 escolhidas'));
    const removals = page.getByRole('button', { name: /^Remover / });
    const chosen = await removals.evaluateAll((buttons) =>
      buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent),
    );
    expect(chosen).toHaveLength(3);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a reserva' }));

    await page.reload();
    await shows(page.getByRole('heading', { name: 'Sugira datas e horas' }));
    await shows(page.getByText('3 de 5 escolhidas'));
    expect(
      await removals.evaluateAll((buttons) =>
        buttons.map((button) => button.getAttribute('aria-label') ?? button.textContent),
      ),
    ).toEqual(chosen);
    expect(await reservations(page)).toBe(0);
  },
);
