// QA model of a service of the list (shop 12, SPEC 2: the service list with its "From" price;
// SPEC 9: the service flow's lead time is at least 30 minutes, the party the service's minimum),
// driven on the rendered widget against the sandbox. It is 09:45: the barber's 10:00 is a
// quarter of an hour away, sooner than 30 minutes though the service itself asks only 10.
import { afterEach, beforeEach, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMachine } from 'xstate';
import { DateTime } from 'luxon';
import { sandbox } from '../../api/sandbox/control';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { describeQaModel } from './support/model';
import {
  chooseDay,
  chooseTime,
  click,
  continueAsGuest,
  dayInWords,
  daysOnOffer,
  euro,
  heading,
  monthShown,
  offeredDays,
  offeredSlots,
  openWidget,
  peopleShown,
  plain,
  reviewDetails,
  sandboxSlots,
  seededService,
  timesOnOffer,
  ZONE,
  type OpenWidget,
} from './support/widget';

const serviceModel = createMachine({
  id: 'serviceQa',
  initial: 'list',
  states: {
    list: {
      description:
        'the service list: every service with its price ("From" for a range) and its duration (SPEC 2, 9)',
      on: { BOOK_HAIRCUT: 'pickingDate' },
    },
    pickingDate: {
      description:
        "the service's calendar offers exactly the days with a time at least 30 minutes ahead (SPEC 9) with room for the party, the service's minimum (SPEC 9)",
      on: { CHOOSE_DAY: 'pickingTime', BACK_TO_LIST: 'list' },
    },
    pickingTime: {
      description:
        "the day's times: capacity at least the party (SPEC 5), none sooner than 30 minutes from now (SPEC 9)",
      on: { CHOOSE_TIME: 'timeChosen' },
    },
    timeChosen: { description: 'the time chosen, marked', on: { CONTINUE: 'identifying' } },
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
        'the review: the service, its date and time, its duration and price; nothing booked yet',
      on: { CONFIRM: 'booked' },
    },
    booked: {
      description:
        "booked once, confirmed: the sandbox holds one booking of the service's slot, which has one place fewer",
    },
  },
});

const QUARTER_TO_TEN = FIXED_NOW.replace('09:00', '09:45');

let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(QUARTER_TO_TEN, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
});

describeQaModel(
  'QA model, a service of the list (shop 12), as a guest',
  serviceModel,
  async (path) => {
    const haircut = seededService(1201);
    const people = haircut.service.bookingConfig!.minPartySize!; // SPEC 9: the minimum
    const chosen = { day: '', time: '', placesBefore: 0 };
    const slotOf = () =>
      sandboxSlots(haircut).find((slot) => slot.day === chosen.day && slot.time === chosen.time)!;

    open = await openWidget('shopId=12&allowGuestLogin=true');
    const { user } = open;
    const calendarShown = async () => {
      await heading('Escolha a data e a hora');
      expect(screen.getByText('Agenda de: João Almeida, Rui Teixeira')).toBeVisible();
      expect(peopleShown()).toBe(people);
      expect(daysOnOffer()).toEqual(
        offeredDays(haircut, people).filter((day) => day.startsWith(monthShown())),
      );
    };

    await path.test({
      events: {
        BOOK_HAIRCUT: () => click(user, 'Reservar Corte de cabelo clássico'),
        BACK_TO_LIST: () => click(user, 'Voltar aos serviços'),
        CHOOSE_DAY: async () => {
          chosen.day = daysOnOffer()[0]!;
          await chooseDay(user, chosen.day);
        },
        CHOOSE_TIME: async () => {
          const first = timesOnOffer('radio')[0]!;
          chosen.time = first.time;
          chosen.placesBefore = first.places;
          await chooseTime(user, chosen.day, chosen.time);
        },
        CONTINUE: () => click(user, 'Continuar'),
        IDENTIFY: () => continueAsGuest(user),
        CONFIRM: () => click(user, 'Confirmar'),
      },
      states: {
        list: async () => {
          expect(
            await screen.findByRole('heading', { level: 1, name: 'Barbearia & Spa da Foz' }),
          ).toBeVisible();
          const items = screen.getAllByRole('article').map((item) => plain(item.textContent));
          expect(items).toHaveLength(4);
          expect(items[0]).toContain(`${euro(15)}`);
          expect(items[0]).toContain('30 min');
          expect(items[1]).toContain(`Desde ${euro(22)} até ${euro(30)}`);
          expect(items[3]).toContain('Preço sob consulta');
          expect(
            within(screen.getAllByRole('article')[0]!).getByRole('button', {
              name: 'Reservar Corte de cabelo clássico',
            }),
          ).toBeVisible();
        },
        pickingDate: calendarShown,
        pickingTime: async () => {
          await calendarShown();
          const shown = timesOnOffer('radio');
          const soonest = DateTime.fromISO(QUARTER_TO_TEN, { zone: ZONE }).plus({ minutes: 30 });
          for (const { time, places } of shown) {
            expect(places).toBeGreaterThanOrEqual(people);
            expect(DateTime.fromISO(`${chosen.day}T${time}`, { zone: ZONE }) >= soonest).toBe(true);
          }
          expect(shown).toEqual(
            offeredSlots(haircut, people, chosen.day).map((slot) => ({
              time: slot.time,
              places: slot.capacity,
            })),
          );
        },
        timeChosen: () => {
          const checked = screen
            .getAllByRole('radio')
            .filter((radio) => (radio as HTMLInputElement).checked);
          expect(checked.map((radio) => radio.getAttribute('aria-label'))).toEqual([
            expect.stringContaining(`${dayInWords(chosen.day)}, ${chosen.time}, `),
          ]);
        },
        identifying: () => heading('Inicie sessão para concluir a reserva'),
        describing: async () => {
          await heading('Os seus contactos');
          expect(screen.getByLabelText('Indicativo')).toHaveValue('+351');
        },
        reviewing: async () => {
          await heading('Confirme os dados');
          const details = reviewDetails();
          expect(details.Quando).toBe(`${dayInWords(chosen.day)}, às ${chosen.time}`);
          expect(details['Duração']).toBe('30 min');
          expect(details['Preço']).toBe(euro(15));
          expect(sandbox.store.reservations).toEqual([]);
        },
        booked: async () => {
          await heading('Reserva confirmada');
          expect(sandbox.store.reservations).toHaveLength(1);
          const [booking] = sandbox.store.reservations;
          expect(booking).toMatchObject({ status: 'confirmed', numberOfPeople: people });
          expect(DateTime.fromISO(booking!.date!).toMillis()).toBe(
            DateTime.fromISO(`${chosen.day}T${chosen.time}`, { zone: ZONE }).toMillis(),
          );
          expect(slotOf().capacity).toBe(chosen.placesBefore - people);
        },
      },
    });
  },
);
