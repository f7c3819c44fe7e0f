// A booking's extras in the browser, in pt-PT, against the demo build and the sandbox: Ana books
// the weekend brunch (campaign 102, type 2, 16 € each) with a NIF for the invoice (SPEC 3 Contact:
// vatId) and one of her prizes (SPEC 3 Book step: prizeId). The sandbox's store, in the page,
// says what the booking carried and that the prize is used now.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

interface Carried {
  reservations: { campaignId: number; status: string }[];
  made: { prizeId?: number; vatId?: string }[];
  prize301Used: boolean | undefined;
}

/** What the sandbox holds: the reservations, what each carried, and whether prize 301 is used. */
function stored(page: Page): Promise<Carried> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            reservations: { campaignId: number; status: string; reservationId: number }[];
            reservationsMade: Map<number, { prizeId?: number; vatId?: string }>;
            prizes: Map<number, { id: number; isUsed?: boolean }[]>;
          };
        };
      }
    ).__sandbox;
    return {
      reservations: store.reservations.map(({ campaignId, status }) => ({ campaignId, status })),
      made: store.reservations.map((reservation) => {
        const made = store.reservationsMade.get(reservation.reservationId);
        return { prizeId: made?.prizeId, vatId: made?.vatId };
      }),
      prize301Used: store.prizes.get(1001)?.find((prize) => prize.id === 301)?.isUsed,
    };
  });
}

e2e(
  'a type 2 booking with a NIF (a wrong one refused first) and a prize: sent, kept, the prize used',
  async ({ page, log }) => {
    await page.goto('/?campaignId=102');
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    await page.getByRole('button', { name: 'Reservar' }).click();

    // The first day with room, its first time.
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    // Ana signs in.
    await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a reserva' }));
    await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Palavra-passe', { exact: true }).fill('Segredo123');
    await page.getByRole('button', { name: 'Entrar' }).click();

    // The contact: a NIF whose check digit fails is refused beside the field, then mended.
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    const nif = page.getByLabel('NIF (para fatura)');
    await nif.fill('123 456 788');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByText('Estes 9 algarismos não formam um NIF válido: confirme-os.'));
    expect(await nif.inputValue()).toBe('123 456 788');
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Ana Silva');
    await nif.fill('123 456 789');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    // The review: her points balance and her prizes; the 5 € one chosen.
    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
    await shows(page.getByText(/^Saldo de pontos: \d+$/));
    const prizes = page.getByRole('group', { name: 'Usar um prémio nesta reserva' });
    await prizes.getByRole('radio', { name: /Vale de 5 € em qualquer reserva/ }).check();
    await shows(page.getByText('A pagar no estabelecimento'));
    expect((await stored(page)).reservations).toEqual([]);
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await shows(page.getByRole('heading', { name: 'Pedido de reserva enviado' }));
    await shows(page.getByText(/Usou o prémio «Vale de 5 € em qualquer reserva»/));
    const after = await stored(page);
    expect(after.reservations).toEqual([{ campaignId: 102, status: 'pending' }]);
    expect(after.made).toEqual([{ prizeId: 301, vatId: '123456789' }]);
    expect(after.prize301Used).toBe(true);
    expect(log.consoleErrors).toEqual([]);
  },
);

/** The prizes of a user the sandbox holds as not used yet. */
function unusedPrizeIds(page: Page, userId: number): Promise<number[]> {
  return page.evaluate(
    (id) =>
      (
        window as unknown as {
          __sandbox: { store: { prizes: Map<number, { id: number; isUsed?: boolean }[]> } };
        }
      ).__sandbox.store.prizes
        .get(id)!
        .filter((prize) => !prize.isUsed)
        .map((prize) => prize.id),
    userId,
  );
}

e2e(
  'Miguel’s prize of 48,50 € on the brunch would leave less than 2 € to pay: refused beside the prizes, nothing booked, the prize unused; his 10 € prize is booked with it',
  async ({ page, log }) => {
    await page.goto('/?campaignId=102&externalToken=ext-miguel');
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();

    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
    const prizes = page.getByRole('group', { name: 'Usar um prémio nesta reserva' });
    await prizes.getByRole('radio', { name: /Vale de 48,50 € no spa/ }).check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await shows(
      page.getByText(
        'Operação inválida: com este prémio, o valor a pagar não pode ser inferior a 2 €. Escolha outro prémio ou nenhum.',
      ),
    );
    expect((await stored(page)).reservations).toEqual([]);
    expect(await unusedPrizeIds(page, 1002)).toEqual([304, 305]);

    await prizes.getByRole('radio', { name: /Vale de 10 € para membros smart/ }).check();
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await shows(page.getByRole('heading', { name: 'Pedido de reserva enviado' }));
    await shows(page.getByText(/Usou o prémio «Vale de 10 € para membros smart»/));
    expect((await stored(page)).made).toEqual([{ prizeId: 304, vatId: undefined }]);
    expect(await unusedPrizeIds(page, 1002)).toEqual([305]);
    expect(log.consoleErrors).toEqual([]);
  },
);

e2e(
  'in English: a NIF whose check digit fails is told so beside its field, in English, what was typed kept; a valid one goes on to the review',
  async ({ page }) => {
    await page.goto('/?campaignId=102&externalToken=ext-ana&language=en_EN');
    await shows(page.getByRole('heading', { level: 1, name: 'Brunch de fim de semana' }));
    await page.getByRole('button', { name: 'Book', exact: true }).click();
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();

    await shows(page.getByRole('heading', { name: 'Your contact details' }));
    const nif = page.getByLabel('VAT number (NIF, for the invoice)');
    await nif.fill('123 456 788');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    const problem =
      'These 9 digits are not a valid Portuguese VAT number (NIF): please check them.';
    await shows(page.getByText(problem));
    // Told beside the field: the field's description is the message.
    const description = await nif.evaluate((field) =>
      (field.getAttribute('aria-describedby') ?? '')
        .split(' ')
        .map((id) => document.getElementById(id)?.textContent ?? '')
        .join(' '),
    );
    expect(description).toContain(problem);
    expect(await nif.inputValue()).toBe('123 456 788');
    expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('Ana Silva');
    await nif.fill('123 456 789');
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Check your booking' }));
    expect((await stored(page)).reservations).toEqual([]);
  },
);
