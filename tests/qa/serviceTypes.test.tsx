// QA model of shop 11's services booked as the campaigns of their types are (SPEC 2 service flow,
// SPEC 4 booking types), driven on the rendered widget against the sandbox: 1103 a day inside its
// fixed time window (type 3, 16:00 to 18:00), 1104 a digital coupon scheduled later with the
// merchant (type 5), 1105 several date-times suggested (type 6, a party of at least 4, a day
// ahead); 1106 is information only (type 4): listed, not booked here. Each flow goes back to the
// list from its first step. It is Tuesday 3 March 2026, 09:00 in Lisbon.
import { afterEach, beforeEach, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMachine } from 'xstate';
import { DateTime } from 'luxon';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { sandbox } from '../../api/sandbox/control';
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

const WINE = 'Prova de vinhos do Douro';
const DESSERT = 'Sobremesa da casa oferecida';
const GROUP = 'Jantar de grupo';
const CELLAR = 'Visita à garrafeira';

const servicesModel = createMachine({
  id: 'serviceTypesQa',
  initial: 'list',
  states: {
    list: {
      description:
        'the list offers each service the way its type books (Reservar, Obter o cupão, Sugerir datas); the information-only one says it has no online booking and offers nothing; nothing booked',
      on: { BOOK_WINE: 'pickingDay', GET_DESSERT: 'couponSignIn', SUGGEST_GROUP: 'suggesting' },
    },
    pickingDay: {
      description:
        "type 3: the service's calendar offers its days, no hour to choose, and shows its time window",
      on: { BACK_TO_LIST: 'list', DAY_AS_GUEST: 'dayReviewing' },
    },
    dayReviewing: {
      description: "the review: the service, the day and the window's hours, one person, its price",
      on: { CONFIRM: 'dayBooked' },
    },
    dayBooked: {
      description:
        "booked once, confirmed: the sandbox holds one type 3 booking of service 1103 for that day, and the day's window has a place fewer",
    },
    couponSignIn: {
      description: 'type 5: no date to choose; sign in, or continue as a guest, to get the coupon',
      on: { BACK_OUT: 'list', COUPON_AS_GUEST: 'couponReviewing' },
    },
    couponReviewing: {
      description: 'the review: the service, to be scheduled later with the merchant, free',
      on: { CONFIRM: 'couponIssued' },
    },
    couponIssued: {
      description:
        'the coupon and its code, the merchant to contact: the sandbox holds one type 5 booking of service 1104, with no date',
    },
    suggesting: {
      description:
        "type 6: the service's calendar, at least 24 hours ahead, its times to tick for a party of 4 (its minimum)",
      on: { BACK_TO_LIST: 'list', SUGGEST_THREE_AS_GUEST: 'suggestionsReviewing' },
    },
    suggestionsReviewing: {
      description: 'the review: the three date-times suggested, the party of 4, the price',
      on: { CONFIRM: 'suggestionsSent' },
    },
    suggestionsSent: {
      description:
        'sent, pending the merchant: the sandbox holds one type 6 booking of service 1105 with those three date-times',
    },
  },
});

/** The service a booking of the sandbox was made of (what the store keeps beside it). */
const serviceBooked = (reservationId: number) =>
  sandbox.store.reservationsMade.get(reservationId)?.serviceId;

let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(FIXED_NOW, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
});

describeQaModel(
  'QA model, shop 11’s services of types 3, 5 and 6 (and 4), as a guest',
  servicesModel,
  async (path) => {
    const wine = seededService(1103);
    const group = seededService(1105);
    const chosen = { day: '', placesBefore: 0, suggested: [] as { day: string; time: string }[] };
    const windowOf = (day: string) => sandboxSlots(wine).find((slot) => slot.day === day)!;
    const instant = (day: string, time: string) =>
      DateTime.fromISO(`${day}T${time}`, { zone: ZONE }).toMillis();

    open = await openWidget('shopId=11&allowGuestLogin=true');
    const { user } = open;
    // The service's name heads its booking; the booking charts' code loads with the first one.
    const bookingOf = async (name: string) =>
      expect(
        await screen.findByRole(
          'heading',
          { level: 1, name: new RegExp(`^${name}`) },
          { timeout: 30_000 },
        ),
      ).toBeVisible();

    await path.test({
      events: {
        BOOK_WINE: () => click(user, `Reservar ${WINE}`),
        GET_DESSERT: () => click(user, `Obter o cupão ${DESSERT}`),
        SUGGEST_GROUP: () => click(user, `Sugerir datas ${GROUP}`),
        BACK_TO_LIST: () => click(user, 'Voltar aos serviços'),
        // The coupon's first step is its sign-in: its way back leaves the coupon.
        BACK_OUT: () => click(user, 'Voltar'),
        DAY_AS_GUEST: async () => {
          chosen.day = daysOnOffer()[0]!;
          chosen.placesBefore = windowOf(chosen.day).capacity;
          await chooseDay(user, chosen.day);
          await click(user, 'Continuar');
          await continueAsGuest(user);
          await heading('Os seus contactos');
          await click(user, 'Continuar');
        },
        COUPON_AS_GUEST: async () => {
          await continueAsGuest(user);
          await heading('Os seus contactos');
          await click(user, 'Continuar');
        },
        SUGGEST_THREE_AS_GUEST: async () => {
          const day = daysOnOffer()[0]!;
          await chooseDay(user, day);
          for (const { time } of timesOnOffer('checkbox').slice(0, 3)) {
            await chooseTime(user, day, time);
            chosen.suggested.push({ day, time });
          }
          await click(user, 'Continuar');
          await continueAsGuest(user);
          await heading('Os seus contactos');
          await click(user, 'Continuar');
        },
        CONFIRM: () => click(user, 'Confirmar'),
      },
      states: {
        list: async () => {
          expect(
            await screen.findByRole('heading', { level: 1, name: 'Taberna do Chiado' }),
          ).toBeVisible();
          const item = (name: string) => screen.getByRole('article', { name });
          for (const [name, button] of [
            [WINE, `Reservar ${WINE}`],
            [DESSERT, `Obter o cupão ${DESSERT}`],
            [GROUP, `Sugerir datas ${GROUP}`],
          ]) {
            expect(within(item(name!)).getByRole('button', { name: button })).toBeVisible();
          }
          expect(plain(item(CELLAR).textContent)).toContain('Sem reserva online');
          expect(within(item(CELLAR)).queryAllByRole('button')).toEqual([]);
          expect(sandbox.store.reservations).toEqual([]);
        },
        pickingDay: async () => {
          await bookingOf(WINE);
          await heading('Escolha o dia');
          expect(screen.getByText('Válido das 16:00 às 18:00 do dia escolhido.')).toBeVisible();
          expect(screen.queryAllByRole('radio')).toEqual([]);
          expect(peopleShown()).toBe(1);
          expect(daysOnOffer()).toEqual(
            offeredDays(wine, 1).filter((day) => day.startsWith(monthShown())),
          );
        },
        dayReviewing: async () => {
          await bookingOf(WINE);
          await heading('Confirme os dados');
          const details = reviewDetails();
          expect(details.Quando).toBe(`${dayInWords(chosen.day)}, entre as 16:00 e as 18:00`);
          expect(details.Pessoas).toBe('1');
          expect(details['Preço']).toBe(euro(18));
          expect(sandbox.store.reservations).toEqual([]);
        },
        dayBooked: async () => {
          await heading('Reserva confirmada');
          expect(sandbox.store.reservations).toHaveLength(1);
          const [booking] = sandbox.store.reservations;
          expect(booking).toMatchObject({
            campaignId: 0,
            campaignType: 3,
            status: 'confirmed',
            numberOfPeople: 1,
          });
          expect(DateTime.fromISO(booking!.date!, { zone: ZONE }).toISODate()).toBe(chosen.day);
          expect(serviceBooked(booking!.reservationId)).toBe(1103);
          expect(windowOf(chosen.day).capacity).toBe(chosen.placesBefore - 1);
        },
        couponSignIn: async () => {
          await bookingOf(DESSERT);
          await heading('Inicie sessão para obter o cupão');
          expect(screen.queryByRole('grid')).toBeNull();
        },
        couponReviewing: async () => {
          await bookingOf(DESSERT);
          await heading('Confirme os dados');
          const details = reviewDetails();
          expect(details.Quando).toBe('A combinar com o estabelecimento, por telefone ou contacto');
          expect(details['Preço']).toBe('Grátis');
          expect(sandbox.store.reservations).toEqual([]);
        },
        couponIssued: async () => {
          await heading('O seu cupão');
          expect(sandbox.store.reservations).toHaveLength(1);
          const [booking] = sandbox.store.reservations;
          expect(booking).toMatchObject({ campaignId: 0, campaignType: 5 });
          expect(booking!.date).toBeUndefined();
          expect(serviceBooked(booking!.reservationId)).toBe(1104);
          expect(screen.getByText(booking!.activationCode!, { exact: true })).toBeVisible();
          expect(screen.getByRole('link', { name: /\+351 213 420 019/ })).toBeVisible();
        },
        suggesting: async () => {
          await bookingOf(GROUP);
          await heading('Sugira datas e horas');
          expect(peopleShown()).toBe(4);
          const tomorrow = DateTime.fromISO(FIXED_NOW, { zone: ZONE }).plus({ days: 1 });
          expect(daysOnOffer()).toEqual(
            offeredDays(group, 4).filter((day) => day.startsWith(monthShown())),
          );
          // Nothing sooner than the service's day of notice (minimumTimeBeforeBooking, 24 h).
          for (const slot of offeredSlots(group, 4)) expect(slot.start >= tomorrow).toBe(true);
          expect(screen.queryAllByRole('radio')).toEqual([]);
        },
        suggestionsReviewing: async () => {
          await bookingOf(GROUP);
          await heading('Confirme os dados');
          const details = reviewDetails();
          expect(details.Quando).toBe(
            chosen.suggested.map(({ day, time }) => `${dayInWords(day)}, às ${time}`).join(' | '),
          );
          expect(details.Pessoas).toBe('4');
          expect(details['Preço']).toBe(euro(25));
          expect(sandbox.store.reservations).toEqual([]);
        },
        suggestionsSent: async () => {
          await heading('Sugestões enviadas');
          expect(sandbox.store.reservations).toHaveLength(1);
          const [booking] = sandbox.store.reservations;
          expect(booking).toMatchObject({
            campaignId: 0,
            campaignType: 6,
            status: 'pending',
            numberOfPeople: 4,
          });
          expect(booking!.dateTimes!.map((iso) => DateTime.fromISO(iso).toMillis())).toEqual(
            chosen.suggested.map(({ day, time }) => instant(day, time)),
          );
          expect(serviceBooked(booking!.reservationId)).toBe(1105);
        },
      },
    });
  },
);
