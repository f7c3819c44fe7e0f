// QA model of booking type 3 (SPEC 4: no booking hour, a fixed time window on a day) on campaign
// 103's happy hour (17:00 to 19:30, 20 places a day), driven on the rendered widget against the
// sandbox. Someone else has taken 19 of tomorrow's places: tomorrow has no room for two.
import { afterEach, beforeEach, expect } from 'vitest';
import { screen } from '@testing-library/react';
import { createMachine } from 'xstate';
import { DateTime } from 'luxon';
import { sandbox } from '../../api/sandbox/control';
import { describeQaModel } from './support/model';
import {
  chooseDay,
  click,
  continueAsGuest,
  dayInWords,
  daysOnOffer,
  heading,
  monthShown,
  offeredDays,
  openWidget,
  peopleShown,
  reviewDetails,
  sandboxNow,
  sandboxSlots,
  seededCampaign,
  ZONE,
  type OpenWidget,
} from './support/widget';

const dayModel = createMachine({
  id: 'dayReservationQa',
  initial: 'campaign',
  states: {
    campaign: {
      description: 'the campaign offers its booking (SPEC 4: type 3, a day in a fixed window)',
      on: { BOOK: 'pickingDay' },
    },
    pickingDay: {
      description:
        'the calendar offers exactly the days whose window has room for the party, inside the schedule, past the lead time, and no hour to choose (SPEC 4, 5)',
      on: { CONTINUE: 'toldDateRequired', CHOOSE_DAY: 'dayChosen' },
    },
    toldDateRequired: {
      description: '"a date must be chosen" (SPEC 5)',
      on: { CHOOSE_DAY: 'dayChosen' },
    },
    dayChosen: { description: 'the day chosen, marked', on: { CONTINUE: 'identifying' } },
    identifying: {
      description: 'sign in, or continue as a guest where allowed (SPEC 6)',
      on: { IDENTIFY: 'describing' },
    },
    describing: {
      description: 'the contact, prefilled; prefix +351',
      on: { CONTINUE: 'reviewing' },
    },
    reviewing: {
      description:
        "the review: the day and the window's hours, the people, free; nothing booked yet",
      on: { CONFIRM: 'booked', CONFIRM_OFFLINE: 'unconfirmed' },
    },
    unconfirmed: {
      description:
        'no answer to a guest\'s booking: "não conseguimos confirmar" (no call finds it), never "not made", no retry; nothing booked',
      on: { BACK_TO_SUMMARY: 'reviewing' },
    },
    booked: {
      description:
        "booked once, confirmed: the sandbox holds one booking of that day for that many people, and the day's window has that many fewer places",
    },
  },
});

let open: OpenWidget | null = null;
beforeEach(() => {
  const campaign = seededCampaign(103);
  const tomorrow = sandboxNow().plus({ days: 1 }).set({ hour: 17, minute: 0 });
  sandbox.store.consumeSlot(campaign.calendarKey, campaign.calendar, tomorrow.toISO()!, 19);
});
afterEach(() => {
  open?.close();
  open = null;
});

describeQaModel('QA model, type 3 (campaign 103, a day), as a guest', dayModel, async (path) => {
  const campaign = seededCampaign(103);
  const { view } = campaign;
  const people = Math.min(2, view.maxNumberPeople!); // SPEC 9, category 1
  const chosen = { day: '', placesBefore: 0 };
  const windowOf = (day: string) => sandboxSlots(campaign).find((slot) => slot.day === day)!;

  open = await openWidget('campaignId=103&allowGuestLogin=true');
  const { user } = open;
  const calendarShown = async () => {
    await heading('Escolha o dia');
    expect(peopleShown()).toBe(people);
    expect(screen.getByText('Válido das 17:00 às 19:30 do dia escolhido.')).toBeVisible();
    expect(screen.queryAllByRole('radio')).toEqual([]);
    const tomorrow = sandboxNow().plus({ days: 1 }).toISODate()!;
    expect(daysOnOffer()).not.toContain(tomorrow);
    expect(daysOnOffer()).toEqual(
      offeredDays(campaign, people).filter((day) => day.startsWith(monthShown())),
    );
  };

  await path.test({
    events: {
      BOOK: () => click(user, 'Reservar'),
      CONTINUE: () => click(user, 'Continuar'),
      CHOOSE_DAY: async () => {
        chosen.day = daysOnOffer()[0]!;
        chosen.placesBefore = windowOf(chosen.day).capacity;
        await chooseDay(user, chosen.day);
      },
      IDENTIFY: () => continueAsGuest(user),
      CONFIRM: () => click(user, 'Confirmar'),
      CONFIRM_OFFLINE: async () => {
        sandbox.setFault('createGuestBooking', { kind: 'network' }, { times: 1 });
        await click(user, 'Confirmar');
      },
      BACK_TO_SUMMARY: () => click(user, 'Voltar ao resumo'),
    },
    states: {
      campaign: async () => {
        expect(
          await screen.findByRole('heading', { level: 1, name: view.campaignTitle }),
        ).toBeVisible();
      },
      pickingDay: calendarShown,
      toldDateRequired: async () => {
        await calendarShown();
        expect(screen.getByText('Escolha uma data.')).toBeVisible();
      },
      dayChosen: async () => {
        await calendarShown();
        const selected = screen.getByRole('grid').querySelector('[aria-selected="true"] button');
        expect(selected?.getAttribute('aria-label')).toMatch(
          new RegExp(`^${dayInWords(chosen.day)}`),
        );
      },
      identifying: () => heading('Inicie sessão para concluir a reserva'),
      describing: async () => {
        await heading('Os seus contactos');
        expect(screen.getByLabelText('Indicativo')).toHaveValue('+351');
      },
      reviewing: async () => {
        await heading('Confirme os dados');
        const details = reviewDetails();
        expect(details.Quando).toBe(`${dayInWords(chosen.day)}, entre as 17:00 e as 19:30`);
        expect(details.Pessoas).toBe(String(people));
        expect(details['Preço']).toBe('Grátis');
        expect(sandbox.store.reservations).toEqual([]);
      },
      unconfirmed: async () => {
        await heading('Não conseguimos confirmar a reserva');
        expect(screen.queryByRole('heading', { name: 'A reserva não foi feita' })).toBeNull();
        expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
        expect(sandbox.store.reservations).toEqual([]);
      },
      booked: async () => {
        await heading('Reserva confirmada');
        expect(sandbox.store.reservations).toHaveLength(1);
        const [booking] = sandbox.store.reservations;
        expect(booking).toMatchObject({
          campaignId: 103,
          status: 'confirmed',
          numberOfPeople: people,
        });
        expect(DateTime.fromISO(booking!.date!, { zone: ZONE }).toISODate()).toBe(chosen.day);
        expect(windowOf(chosen.day).capacity).toBe(chosen.placesBefore - people);
      },
    },
  });
});
