// The personal area in Chromium, by role and label (issue 12): Ana signs in with her email and
// password in "As minhas reservas", books campaign 108 from the campaign view, and finds that
// booking listed under "Próximas" with its state, date, people and reference as the sandbox in
// the page holds it; her points balance is the sandbox's; on a 360 px phone frame nothing
// reaches outside the frame. Then she changes it: another day and fewer people, through the
// booking's own calendar, and a slot someone else takes while she is choosing. Time is the page's
// clock (E2E_NOW), which the sandbox follows.
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { e2e, shows } from './support';

const TITLE = 'Copo de boas-vindas no jantar';

interface Held {
  reservations: {
    reservationId: number;
    campaignId: number;
    status: string;
    numberOfPeople: number;
    date: string;
  }[];
  points: number;
}

/** What the sandbox in the page holds: the reservations and Ana's points. */
function held(page: Page): Promise<Held> {
  return page.evaluate(() => {
    const { store } = (
      window as unknown as {
        __sandbox: {
          store: {
            reservations: Held['reservations'];
            users: Map<number, { user: { points: number } }>;
          };
        };
      }
    ).__sandbox;
    return { reservations: store.reservations, points: store.users.get(1001)!.user.points };
  });
}

/** The date-time as a visitor reads it in Portuguese, at the merchant's clock in Lisbon. */
function inWords(page: Page, iso: string): Promise<string> {
  return page.evaluate((value) => {
    const at = new Date(value);
    const day = new Intl.DateTimeFormat('pt-PT', {
      weekday: 'long',
      day: 'numeric',
      month: 'long',
      year: 'numeric',
      timeZone: 'Europe/Lisbon',
    }).format(at);
    const time = new Intl.DateTimeFormat('pt-PT', {
      hour: '2-digit',
      minute: '2-digit',
      hourCycle: 'h23',
      timeZone: 'Europe/Lisbon',
    }).format(at);
    return `${day}, ${time}`;
  }, iso);
}

/** Whatever reaches outside the frame's width, or makes the page scroll sideways. */
function outsideTheFrame(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const width = document.documentElement.clientWidth;
    const problems: string[] = [];
    if (document.documentElement.scrollWidth > width) {
      problems.push(`page scrolls sideways: ${document.documentElement.scrollWidth} > ${width}`);
    }
    for (const element of document.body.querySelectorAll('*')) {
      const box = element.getBoundingClientRect();
      if (box.width === 0 || element.closest('.visually-hidden')) continue;
      if (box.left < -0.5 || box.right > width + 0.5) {
        problems.push(`${element.tagName} "${(element.textContent ?? '').trim().slice(0, 40)}"`);
      }
    }
    return problems;
  });
}

e2e(
  'Ana signs in, books campaign 108 and finds it in "As minhas reservas" with its state, date and people; it fits 360 px',
  async ({ page }) => {
    await page.setViewportSize({ width: 360, height: 640 });
    await page.goto('/?campaignId=108');
    await shows(page.getByRole('heading', { level: 1, name: TITLE }));

    // The personal area asks to sign in first.
    await page.getByRole('button', { name: 'As minhas reservas', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Inicie sessão para ver as suas reservas' }));
    await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Palavra-passe', { exact: true }).fill('Segredo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await shows(page.getByText('Sessão iniciada como Ana Silva.'));
    await shows(page.getByRole('region', { name: 'Pontos e prémios' }));
    const upcoming = page.getByRole('region', { name: 'Próximas' });
    expect(await upcoming.getByRole('article', { name: TITLE }).count()).toBe(0);

    // A booking, from the campaign: signed in, so straight to the date and the contact.
    await page.getByRole('button', { name: 'Campanha', exact: true }).click();
    await page.getByRole('button', { name: 'Reservar' }).click();
    await page.locator('[role="grid"] button[tabindex="0"]').click();
    await page.getByRole('radio').first().check();
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Os seus contactos' }));
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Confirme os dados' }));
    await page.getByRole('button', { name: 'Confirmar' }).click();
    await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));

    const { reservations, points } = await held(page);
    expect(reservations).toHaveLength(1);
    const [made] = reservations;
    expect(made).toMatchObject({ campaignId: 108, status: 'confirmed' });

    // Listed, as the sandbox holds it.
    await page.getByRole('button', { name: 'As minhas reservas', exact: true }).click();
    const item = upcoming.getByRole('article', { name: TITLE });
    await shows(item);
    const details = async (term: string) =>
      (await item.locator('dt', { hasText: term }).locator('+ dd').first().innerText()).trim();
    expect(await details('Estado')).toBe('Confirmada');
    expect(await details('Quando')).toBe(await inWords(page, made!.date));
    expect(await details('Pessoas')).toBe(String(made!.numberOfPeople));
    expect(await details('Referência')).toBe(String(made!.reservationId));
    await shows(page.getByText(`Saldo de pontos: ${points} pontos`));

    expect(await outsideTheFrame(page)).toEqual([]);
  },
);

const REST = '/mygon-middleware/rest';

/** Places left at one slot of campaign 108, as the sandbox's available-slots call answers now. */
function placesAt(page: Page, startTime: string): Promise<number> {
  return page.evaluate(
    async ({ url, at }) => {
      const response = await fetch(url);
      const slots = (await response.json()) as { startTime: string; capacity: number }[];
      const slot = slots.find((candidate) => Date.parse(candidate.startTime) === Date.parse(at));
      return slot?.capacity ?? 0;
    },
    { url: `${REST}/v4/campaigns/108/calendar/available-slots?untilMinutes=43200`, at: startTime },
  );
}

/** Ana signs in from the personal area, then books campaign 108's first slot for 2. */
async function anaBooks108(page: Page): Promise<{ pointsBefore: number }> {
  await page.goto('/?campaignId=108');
  await shows(page.getByRole('heading', { level: 1, name: TITLE }));
  await page.getByRole('button', { name: 'As minhas reservas', exact: true }).click();
  await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByLabel('Palavra-passe', { exact: true }).fill('Segredo123');
  await page.getByRole('button', { name: 'Entrar' }).click();
  await shows(page.getByText('Sessão iniciada como Ana Silva.'));
  const pointsBefore = (await held(page)).points;
  await shows(page.getByText(`Saldo de pontos: ${pointsBefore} pontos`));

  await page.getByRole('button', { name: 'Campanha', exact: true }).click();
  await page.getByRole('button', { name: 'Reservar' }).click();
  await page.locator('[role="grid"] button[tabindex="0"]').click();
  await page.getByRole('radio').first().check();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Confirmar' }).click();
  await shows(page.getByRole('heading', { name: 'Reserva confirmada' }));
  await page.getByRole('button', { name: 'As minhas reservas', exact: true }).click();
  return { pointsBefore };
}

/**
 * In the edit's calendar: the first day offered after `day`, in the month shown or the next one
 * (a booking on a month's last offered day has its next in the following month); then its first
 * time.
 */
async function chooseAnotherDay(page: Page, day: string): Promise<string> {
  const offered = () =>
    page
      .locator('[role="grid"] button[data-date]:not([aria-disabled="true"])')
      .evaluateAll((buttons) => buttons.map((button) => button.getAttribute('data-date') ?? ''));
  const later = async () => (await offered()).find((date) => date > day);
  if ((await later()) === undefined) {
    await page.getByRole('button', { name: 'Mês seguinte' }).click();
    await expect.poll(later).toBeDefined();
  }
  const next = (await later())!;
  await page.locator(`[role="grid"] button[data-date="${next}"]`).click();
  const slot = page.getByRole('radio').first();
  await slot.check();
  return next;
}

/** The slot a time of the day chosen stands for, as the sandbox lists it. */
function slotAt(page: Page, day: string, time: string): Promise<string> {
  return page.evaluate(
    async ({ url, day, time }) => {
      const response = await fetch(url);
      const slots = (await response.json()) as { startTime: string }[];
      const at = (iso: string) =>
        new Intl.DateTimeFormat('sv-SE', {
          timeZone: 'Europe/Lisbon',
          dateStyle: 'short',
          timeStyle: 'short',
        }).format(new Date(iso));
      return slots.find((slot) => at(slot.startTime) === `${day} ${time}`)?.startTime ?? '';
    },
    { url: `${REST}/v4/campaigns/108/calendar/available-slots?untilMinutes=43200`, day, time },
  );
}

/** The time of the slot chosen (its radio's name ends "…, 12:30, 10 lugares livres"). */
async function chosenTime(page: Page): Promise<string> {
  const label = (await page.getByRole('radio', { checked: true }).getAttribute('aria-label')) ?? '';
  return /(\d{2}:\d{2})/.exec(label)?.[1] ?? '';
}

e2e(
  "Ana books campaign 108, finds it in 'As minhas reservas', moves it to another day and fewer people, sees her points go up",
  async ({ page }) => {
    const { pointsBefore } = await anaBooks108(page);
    const [booked] = (await held(page)).reservations;
    expect(booked).toMatchObject({ campaignId: 108, numberOfPeople: 2 });
    const placesBefore = await placesAt(page, booked!.date);
    const upcoming = page.getByRole('region', { name: 'Próximas' });
    await shows(upcoming.getByRole('article', { name: TITLE }));
    // SPEC 9: points are earned per reservation (108 gives 5).
    await shows(page.getByText(`Saldo de pontos: ${pointsBefore + 5} pontos`));

    await page.getByRole('button', { name: `Alterar a reserva ${TITLE}` }).click();
    await shows(page.getByRole('heading', { name: `Alterar reserva: ${TITLE}` }));
    await shows(page.getByRole('heading', { name: 'Escolha a data e a hora' }));
    // The calendar starts at the reservation: its day chosen, 2 people.
    const bookedDay = await page
      .locator('[role="grid"] [aria-selected="true"] button')
      .getAttribute('data-date');
    expect(bookedDay).toBe(booked!.date.slice(0, 10));
    await page.getByRole('button', { name: 'Menos uma pessoa' }).click();
    const day = await chooseAnotherDay(page, bookedDay!);
    const time = await chosenTime(page);
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByRole('heading', { name: 'Confirme a alteração' }));
    await page.getByRole('button', { name: 'Confirmar alteração' }).click();
    await shows(page.getByRole('heading', { name: 'Reserva alterada' }));

    // One reservation, changed: the new slot, 1 person; the old slot's places freed.
    const { reservations, points } = await held(page);
    expect(reservations).toHaveLength(1);
    const newSlot = await slotAt(page, day, time);
    expect(Date.parse(reservations[0]!.date)).toBe(Date.parse(newSlot));
    expect(reservations[0]).toMatchObject({
      reservationId: booked!.reservationId,
      numberOfPeople: 1,
    });
    expect(await placesAt(page, booked!.date)).toBe(placesBefore + 2);

    await page.getByRole('button', { name: 'Voltar às minhas reservas' }).click();
    const item = upcoming.getByRole('article', { name: TITLE });
    await shows(item);
    // The focus comes back to the reservation changed.
    await expect
      .poll(() => page.evaluate(() => document.activeElement?.textContent ?? ''))
      .toBe(TITLE);
    const details = async (term: string) =>
      (await item.locator('dt', { hasText: term }).locator('+ dd').first().innerText()).trim();
    expect(await details('Quando')).toBe(await inWords(page, newSlot));
    expect(await details('Pessoas')).toBe('1');
    expect(points).toBe(pointsBefore + 5);
    await shows(page.getByText(`Saldo de pontos: ${points} pontos`));
  },
);

e2e('a date taken meanwhile while editing', async ({ page }) => {
  await anaBooks108(page);
  const [booked] = (await held(page)).reservations;
  await page.getByRole('button', { name: `Alterar a reserva ${TITLE}` }).click();
  await shows(page.getByRole('heading', { name: 'Escolha a data e a hora' }));
  await page.getByRole('button', { name: 'Menos uma pessoa' }).click();
  const day = await chooseAnotherDay(page, booked!.date.slice(0, 10));
  const taken = await slotAt(page, day, await chosenTime(page));
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await shows(page.getByRole('heading', { name: 'Confirme a alteração' }));

  // Meanwhile Miguel books every place left at that slot (at most 6 a booking).
  const statuses = await page.evaluate(
    async ({ url, date, left }) => {
      const answered: number[] = [];
      for (let people = left; people > 0; people -= Math.min(people, 6)) {
        const response = await fetch(url, {
          method: 'POST',
          headers: { 'Content-Type': 'application/json' },
          body: JSON.stringify({ campaignId: 108, numberOfPeople: Math.min(people, 6), date }),
        });
        answered.push(response.status);
      }
      return answered;
    },
    {
      url: `${REST}/client/book/book/1002?token=tok-miguel`,
      date: taken,
      left: await placesAt(page, taken),
    },
  );
  expect(statuses.length).toBeGreaterThan(0);
  expect(statuses.every((status) => status === 200)).toBe(true);
  expect(await placesAt(page, taken)).toBe(0);

  await page.getByRole('button', { name: 'Confirmar alteração' }).click();
  // SPEC 8: the message, back at the date; the people chosen kept (1).
  await shows(page.getByRole('alert').getByText('Data não disponível, selecione outra data.'));
  await shows(page.getByRole('heading', { name: 'Escolha a data e a hora' }));
  await shows(page.getByText('1 pessoa', { exact: true }).first());
  expect(
    (await held(page)).reservations.find((r) => r.reservationId === booked!.reservationId),
  ).toMatchObject({ date: booked!.date, numberOfPeople: 2 });

  const other = await chooseAnotherDay(page, day);
  const time = await chosenTime(page);
  await page.getByRole('button', { name: 'Continuar', exact: true }).click();
  await page.getByRole('button', { name: 'Confirmar alteração' }).click();
  await shows(page.getByRole('heading', { name: 'Reserva alterada' }));
  const mine = (await held(page)).reservations.filter(
    (reservation) => reservation.reservationId === booked!.reservationId,
  );
  expect(mine).toHaveLength(1);
  expect(Date.parse(mine[0]!.date)).toBe(Date.parse(await slotAt(page, other, time)));
  expect(mine[0]!.numberOfPeople).toBe(1);
});

e2e(
  'a guest is told where the confirmations went, signs in, and may change her reservation',
  async ({ page }) => {
    await page.goto('/?defaultView=myBookings&allowGuestLogin=true');
    await shows(
      page.getByRole('heading', { level: 1, name: 'Inicie sessão para ver as suas reservas' }),
    );
    // Ana's reservation of 108, made elsewhere (the middleware's own call).
    const made = await page.evaluate(async (rest) => {
      const slots = (await (
        await fetch(`${rest}/v4/campaigns/108/calendar/available-slots?untilMinutes=43200`)
      ).json()) as { startTime: string; capacity: number }[];
      const slot = slots.find((candidate) => candidate.capacity >= 2)!;
      const response = await fetch(`${rest}/client/book/book/1001?token=tok-ana`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ campaignId: 108, numberOfPeople: 2, date: slot.startTime }),
      });
      return response.status;
    }, REST);
    expect(made).toBe(200);

    await page.getByRole('button', { name: 'Continuar como convidado' }).click();
    await page.getByLabel('Nome', { exact: true }).fill('Rita Gomes');
    await page.getByLabel('Email', { exact: true }).fill('rita.gomes@example.pt');
    await page.getByLabel('Número de telemóvel', { exact: true }).fill('912 000 222');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await shows(page.getByText('Está a continuar como convidado.'));
    expect(await page.locator('main').textContent()).toContain(
      'As confirmações das suas reservas chegam por email a rita.gomes@example.pt.',
    );
    expect(await page.getByRole('button', { name: `Alterar a reserva ${TITLE}` }).count()).toBe(0);

    await page.getByRole('button', { name: 'Iniciar sessão para ver as suas reservas' }).click();
    await page.getByLabel('Email', { exact: true }).fill('ana.silva@example.pt');
    await page.getByRole('button', { name: 'Continuar', exact: true }).click();
    await page.getByLabel('Palavra-passe', { exact: true }).fill('Segredo123');
    await page.getByRole('button', { name: 'Entrar' }).click();
    await shows(page.getByRole('button', { name: `Alterar a reserva ${TITLE}` }));
    await shows(page.getByRole('button', { name: `Cancelar a reserva ${TITLE}` }));
  },
);
