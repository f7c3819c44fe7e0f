// Booking in the browser (issue 5), against the demo build and the sandbox's campaigns, services
// and users (api/sandbox/README.md), in pt-PT: each campaign type 1 to 6 and a service of the
// list, one of them with the keyboard alone; a booking leaves the slot with fewer places; a date
// taken meanwhile goes back to the date choice keeping the rest; a double click books once.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, embeddedWidget, merchantURL, shows, tabTo, UI_TIMEOUT } from './support';

const REST = '/mygon-middleware/rest';

/** The places left over the next 30 days, as the sandbox's available-slots call answers now. */
function placesLeft(page: Page, path: string): Promise<number> {
  return page.evaluate(async (url) => {
    const response = await fetch(url);
    const slots = (await response.json()) as { capacity: number }[];
    return slots.reduce((total, slot) => total + slot.capacity, 0);
  }, `${REST}${path}?untilMinutes=43200`);
}

interface StoredReservation {
  campaignId: number;
  status: string;
  numberOfPeople: number;
  date?: string;
  dateTimes?: string[];
  activationCode?: string;
}

/** The reservations the sandbox holds (its store lives in the page, beside the worker). */
function reservations(page: Page): Promise<StoredReservation[]> {
  return page.evaluate(
    () =>
      (window as unknown as { __sandbox: { store: { reservations: StoredReservation[] } } })
        .__sandbox.store.reservations,
  );
}

/** The calendar's tab stop: the first day with room, then its first time, then Continue. */
async function chooseFirstSlot(page: Page): Promise<void> {
  await page.locator('[role="grid"] button[tabindex="0"]').click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
}

/** Continues as a guest (where the context allows it) with Rita's details. */
async function continueAsGuest(page: Page): Promise<void> {
  await page.getByRole('button', { name: 'Continuar como convidado' }).click();
  await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
  await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
  await page.getByLabel('Número de telemóvel').fill('912000222');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
}

/** The contact step, as prefilled: Continue. */
async function confirmContact(page: Page, notes?: string): Promise<void> {
  await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
  if (notes) await page.getByLabel('Notas para o estabelecimento (opcional)').fill(notes);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
}

e2e(
  'type 1: a free offer booked with the keyboard alone, signing in on the way; fewer places after',
  async ({ page, log }) => {
    await page.goto('/?campaignId=108');
    await shows(page.getByRole('heading', { level: 1, name: 'Copo de boas-vindas no jantar' }));
    const before = await placesLeft(page, '/v4/campaigns/108/calendar/available-slots');

    await tabTo(page, page.getByRole('button', { name: 'Reservar' }));
    await page.keyboard.press('Enter');
    // The date choice: the calendar's one tab stop is the first day with room.
    const day = page.locator('[role="grid"] button[tabindex="0"]');
    await day.waitFor();
    await tabTo(page, day);
    await page.keyboard.press('Enter');
    const firstTime = page.getByRole('radio').first();
    await tabTo(page, firstTime);
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');

    // Sign in: email first, then the password step takes the focus.
    await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a reserva' }));
    await tabTo(page, page.getByLabel('Email', { exact: true }));
    await page.keyboard.type('ana.silva@example.pt');
    await page.keyboard.press('Enter');
    await shows(page.getByText('Entrar como'));
    await page.keyboard.type('Segredo123');
    await page.keyboard.press('Enter');

    // The contact, prefilled from Ana's profile.
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    expect(await page.getByLabel('Nome', { exact: true }).inputValue()).toBe('Ana Silva');
    expect(await page.getByLabel('Indicativo').inputValue()).toBe('+351');
    expect(await page.getByLabel('Número de telemóvel').inputValue()).toBe('912345678');
    await tabTo(page, page.getByLabel('Notas para o estabelecimento (opcional)'));
    await page.keyboard.type('Somos dois, mesa perto da janela.');
    await tabTo(page, page.getByRole('button', { name: 'Continuar' }));
    await page.keyboard.press('Enter');

    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
    await shows(page.getByText('Somos dois, mesa perto da janela.'));
    await tabTo(page, page.getByRole('checkbox', { name: /SMS/ }));
    await page.keyboard.press('Space');
    await tabTo(page, page.getByRole('button', { name: 'Confirmar' }));
    await page.keyboard.press('Enter');

    await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));
    await shows(page.getByText('Vai receber a confirmação por SMS no número +351 912345678.'));
    await tabTo(page, page.getByText('Ver recompensas'));
    await page.keyboard.press('Enter');
    await shows(page.getByText('Ganhou 5 pontos com esta reserva.'));

    const [reservation] = await reservations(page);
    expect(reservation).toMatchObject({ campaignId: 108, status: 'confirmed' });
    const after = await placesLeft(page, '/v4/campaigns/108/calendar/available-slots');
    expect(after).toBe(before - reservation!.numberOfPeople);
    expect(log.consoleErrors).toEqual([]);
  },
);

e2e(
  'type 2: a guest books the brunch, which waits for the merchant’s confirmation',
  async ({ page }) => {
    await page.goto('/?campaignId=102&allowGuestLogin=true');
    await page.getByRole('button', { name: 'Reservar' }).click();
    const before = await placesLeft(page, '/v4/campaigns/102/calendar/available-slots');
    await chooseFirstSlot(page);
    await continueAsGuest(page);
    await confirmContact(page);
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await shows(page.getByRole('heading', { name: 'Pedido de reserva enviado' }));
    await shows(
      page.getByText('O estabelecimento vai confirmar a disponibilidade.', { exact: false }),
    );
    await shows(page.getByText('rita.gomes@example.pt'));
    // A guest has no account to collect points in: invited to create one, never told they won.
    await page.getByText('Ver recompensas').click();
    await shows(page.getByText('Crie uma conta para ganhar pontos com as suas próximas reservas.'));
    expect(await page.getByText(/Ganhou \d+ pontos/).count()).toBe(0);
    const [reservation] = await reservations(page);
    expect(reservation).toMatchObject({ campaignId: 102, status: 'pending' });
    expect(await placesLeft(page, '/v4/campaigns/102/calendar/available-slots')).toBe(
      before - reservation!.numberOfPeople,
    );
  },
);

e2e('type 3: a day inside the fixed time window, no hour', async ({ page }) => {
  await page.goto('/?campaignId=103&allowGuestLogin=true');
  await page.getByRole('button', { name: 'Reservar' }).click();
  await shows(page.getByRole('heading', { name: 'Escolha o dia' }));
  expect(await page.getByRole('radio').count()).toBe(0);
  await page.locator('[role="grid"] button[tabindex="0"]').click();
  await page.getByRole('button', { name: 'Continuar' }).click();
  await continueAsGuest(page);
  await confirmContact(page);
  await shows(page.getByText(/entre as 17:00 e as 19:30/));
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));
  const [reservation] = await reservations(page);
  expect(reservation).toMatchObject({ campaignId: 103, status: 'confirmed' });
  expect(reservation!.date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
});

e2e('type 4: information only, no way to book', async ({ page }) => {
  await page.goto('/?campaignId=104');
  await shows(page.getByRole('heading', { level: 1, name: 'Noite de fado vadio às quintas' }));
  await shows(page.getByText(/apenas informativa/));
  expect(await page.getByRole('button', { name: /Reservar|Comprar|Obter|Sugerir/ }).count()).toBe(
    0,
  );
});

e2e(
  'type 5: a free digital coupon, its activation code and QR code, scheduled later by phone',
  async ({ page, log }) => {
    await page.goto('/?campaignId=114&allowGuestLogin=true');
    await page.getByRole('button', { name: 'Obter o cupão' }).click();
    await continueAsGuest(page);
    await confirmContact(page);
    await shows(page.getByText('A combinar com o estabelecimento, por telefone ou contacto'));
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await shows(page.getByRole('heading', { name: 'O seu cupão' }));
    await shows(page.getByText('ESTRELA-CAFE-24', { exact: true }));
    await shows(page.getByRole('img', { name: 'Código QR do cupão ESTRELA-CAFE-24' }));
    await shows(page.getByText(/marcada mais tarde, diretamente com o estabelecimento/));
    const [reservation] = await reservations(page);
    expect(reservation).toMatchObject({ campaignId: 114 });
    expect(log.consoleErrors).toEqual([]);
  },
);

e2e(
  'type 5 with a price (campaign 105): bought as a voucher, never got for free',
  async ({ page }) => {
    await page.goto('/?campaignId=105&allowGuestLogin=true');
    await shows(page.getByRole('heading', { level: 1, name: 'Pack de 3 massagens relaxantes' }));
    await shows(page.getByRole('button', { name: 'Comprar voucher' }));
    expect(await page.getByRole('button', { name: 'Obter o cupão' }).count()).toBe(0);
    expect(await page.getByText('FOZ-3M-7Q2K').count()).toBe(0);
  },
);

e2e(
  'type 6: three to five suggested date-times; one more is refused until one is removed',
  async ({ page }) => {
    await page.goto('/?campaignId=106&allowGuestLogin=true');
    await page.getByRole('button', { name: 'Sugerir datas' }).click();
    await shows(page.getByRole('heading', { name: 'Sugira datas e horas' }));

    // Five times from the first days with room, in the calendar's order, whatever the day and
    // hour the test runs at; then a sixth from the next day that offers one.
    const days = page.locator('[role="grid"] button:not([aria-disabled="true"])');
    const unchecked = page.getByRole('checkbox', { checked: false });
    await days.first().waitFor();
    let chosen = 0;
    let day = 0;
    for (; chosen < 5; day++) {
      await days.nth(day).click();
      await page.getByRole('checkbox').first().waitFor();
      while (chosen < 5 && (await unchecked.count()) > 0) {
        await unchecked.first().check();
        chosen++;
      }
    }
    await shows(page.getByText('5 de 5 escolhidas'));
    await days.nth(day).click();
    await unchecked.first().click();
    await shows(
      page.getByText(
        'Já escolheu o máximo de 5 datas e horas. Remova uma primeiro para escolher outra.',
      ),
    );
    await page
      .getByRole('button', { name: /^Remover / })
      .first()
      .click();
    await unchecked.first().check();
    await shows(page.getByText('5 de 5 escolhidas'));
    await page.getByRole('button', { name: 'Continuar' }).click();

    await continueAsGuest(page);
    await confirmContact(page);
    // The group menu's price is per person, as the middleware writes it.
    await shows(page.getByText('25,00 € por pessoa'));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await shows(page.getByRole('heading', { name: 'Sugestões enviadas' }));
    // No SMS was ticked: the confirmation comes by email only.
    await shows(page.getByText(/confirmá-la por email\./));
    const [reservation] = await reservations(page);
    expect(reservation).toMatchObject({ campaignId: 106, status: 'pending' });
    expect(reservation!.dateTimes).toHaveLength(5);
  },
);

e2e('a service of the list is booked on its own calendar', async ({ page }) => {
  await page.goto('/?shopId=12&allowGuestLogin=true');
  await page.getByRole('button', { name: 'Reservar Corte de cabelo clássico' }).click();
  const path = '/v4/shopmerchantservices/1201/calendar/available-slots';
  const before = await placesLeft(page, path);
  await page.locator('[role="grid"] button[tabindex="0"]').click();
  // A haircut's times have openings, not seats: "10:00, 2 vagas".
  expect(await page.getByRole('radio').first().getAttribute('aria-label')).toMatch(/, \d+ vagas?$/);
  await chooseFirstSlot(page);
  await continueAsGuest(page);
  await confirmContact(page);
  await shows(page.getByText('Corte de cabelo clássico').first());
  await page.getByRole('button', { name: 'Confirmar' }).click();

  await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));
  expect(await placesLeft(page, path)).toBe(before - 1);
  await page.getByRole('button', { name: 'Concluir' }).click();
  await shows(page.getByRole('button', { name: 'Reservar Corte de cabelo clássico' }));
});

e2e(
  'a date taken meanwhile: the message, back at the date with the people kept; then booked',
  async ({ page, log }) => {
    await page.goto('/?campaignId=108&externalToken=ext-ana');
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.getByRole('button', { name: 'Mais uma pessoa' }).click();
    await chooseFirstSlot(page);
    await confirmContact(page);
    await page.evaluate(() =>
      (
        window as unknown as {
          __sandbox: { setFault(op: string, fault: object, options: object): void };
        }
      ).__sandbox.setFault(
        'createFreeBooking',
        { kind: 'status', status: 409, code: 'dateNotAvailable' },
        { times: 1 },
      ),
    );
    await page.getByRole('button', { name: 'Confirmar' }).click();

    await shows(page.getByText('Data não disponível, selecione outra data.'));
    await shows(page.getByRole('heading', { name: 'Escolha a data e a hora' }));
    await shows(page.getByText('3 pessoas', { exact: false }));
    await chooseFirstSlot(page);
    // Signed in and contact given: straight back to the review.
    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));
    expect(await reservations(page)).toHaveLength(1);
    // The one console error is the browser's note about the 409 answer.
    expect(log.consoleErrors.filter((error) => !error.includes('409'))).toEqual([]);
  },
);

e2e('a double click on confirm books once', async ({ page }) => {
  await page.goto('/?campaignId=108&externalToken=ext-ana&sandbox=latency:400');
  await page.getByRole('button', { name: 'Reservar' }).click();
  await chooseFirstSlot(page);
  await confirmContact(page);
  // Every booking call the page sends; a second one would leave with the second click, while
  // the first is still waiting for its (slow) answer.
  const bookingCalls: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().includes(`${REST}/client/book/book/`)) {
      bookingCalls.push(request.url());
    }
  });
  await page.getByRole('button', { name: 'Confirmar' }).dblclick();
  await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));
  expect(bookingCalls).toHaveLength(1);
  expect(await reservations(page)).toHaveLength(1);
});

e2e('books in English too', async ({ page }) => {
  await page.goto('/?campaignId=102&allowGuestLogin=true&language=en_EN');
  await page.getByRole('button', { name: 'Book', exact: true }).click();
  await page.locator('[role="grid"] button[tabindex="0"]').click({ timeout: UI_TIMEOUT });
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Continue as a guest' }).click();
  await page.getByLabel('Name', { exact: true }).fill('Rita Gomes');
  await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
  await page.getByLabel('Mobile number').fill('912000222');
  await page.getByRole('button', { name: 'Continue', exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Your contact details' }));
  await page.getByRole('button', { name: 'Continue' }).click();
  await page.getByRole('button', { name: 'Confirm' }).click();
  await shows(page.getByRole('heading', { name: 'Booking request sent' }));
});

e2e(
  'embedded: the host page hears of the booking made, and of the reservation',
  async ({ page }) => {
    await page.goto(`${merchantURL}?campaignId=108&externalToken=ext-ana`);
    const { widget } = embeddedWidget(page);
    await widget.getByRole('button', { name: 'Reservar' }).click();
    await widget.locator('[role="grid"] button[tabindex="0"]').click();
    await widget.getByRole('radio').first().check();
    await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(widget.getByRole('heading', { name: 'Os seus contactos' }));
    await widget.getByRole('button', { name: 'Continuar', exact: true }).click();
    await widget.getByRole('button', { name: 'Confirmar' }).click();
    await shows(widget.getByRole('heading', { name: 'Reserva confirmada' }));

    // The demo page's developer panel lists every event the loader dispatched.
    const events = page.getByRole('log', { name: 'Widget events' });
    await shows(events.getByText('bookingwidget:bookingMade'));
    await shows(events.getByText('bookingwidget:setReservationInfo'));
    expect(await events.textContent()).toContain('"campaignId":108');
  },
);

e2e('signing in inside a booking offers the social providers too', async ({ page }) => {
  await page.goto('/?campaignId=102');
  await page.getByRole('button', { name: 'Reservar' }).click();
  await chooseFirstSlot(page);
  await shows(page.getByRole('heading', { name: 'Inicie sessão para concluir a reserva' }));
  for (const provider of ['Facebook', 'Google', 'Apple']) {
    await shows(page.getByRole('button', { name: `Continuar com ${provider}` }));
  }
});
