// QA model of editing a reservation in the personal area (SPEC 2 and 6: "My bookings in the
// personal area, where reservations can be edited"; SPEC 5 the scheduling rules; SPEC 8 "date not
// available, select another date"), written from the spec and driven on the rendered widget
// against the sandbox: Ana, signed in by the host's external token, has booked campaign 108 for
// 2 (through the middleware, before opening the widget); in "As minhas reservas" she changes it
// to another day and 1 person, or cancels it. At every state the check reads the screen (by
// role, name and text) against what the sandbox's store holds and what SPEC 5 offers, computed
// from the sandbox's calendar (tests/qa/support/widget.tsx); never the widget's charts.
import { afterEach, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { DateTime } from 'luxon';
import { createMachine } from 'xstate';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { sandbox } from '../../api/sandbox/control';
import { describeQaModel } from './support/model';
import {
  chooseDay,
  chooseTime,
  click,
  dayInWords,
  daysOnOffer,
  heading,
  monthShown,
  offeredDays,
  offeredSlots,
  openWidget,
  peopleShown,
  plain,
  sandboxSlots,
  seededCampaign,
  signInAsAna,
  timesOnOffer,
  ZONE,
  type OpenWidget,
  type SandboxSlot,
} from './support/widget';

const ANA = 1001;
const TITLE = 'Copo de boas-vindas no jantar';

const editModel = createMachine({
  id: 'myBookingsEditQa',
  initial: 'listed',
  states: {
    listed: {
      description:
        'her reservation of 108 for 2 listed under upcoming with a way to change it and a way to cancel it, named for it',
      on: { CHANGE: 'choosing', CANCEL: 'confirmingCancel' },
    },
    choosing: {
      description:
        "the booking's calendar at her reservation: its day chosen, 2 people; only the days and times SPEC 5 offers; nothing changed in the sandbox",
      on: { CHOOSE_ANOTHER_DAY_AND_ONE_PERSON: 'reviewing' },
    },
    reviewing: {
      description:
        'the reservation as it is and the new one in words (day, time, 1 person); nothing changed in the sandbox until confirmed',
      on: {
        CONFIRM: 'saved',
        CONFIRM_AFTER_THE_SLOT_WAS_TAKEN: 'dateTaken',
        CONFIRM_OFFLINE: 'saveFailed',
        CONFIRM_WITH_THE_SESSION_ENDED: 'sessionEnded',
      },
    },
    dateTaken: {
      description:
        'SPEC 8: "date not available, select another date", back at the calendar with 1 person kept; the taken slot not offered; the reservation unchanged',
      on: { CHOOSE_ANOTHER_DAY: 'reviewing' },
    },
    saveFailed: {
      description:
        'the network message (SPEC 8) and a retry; the choice kept; the reservation unchanged',
      on: { RETRY: 'saved' },
    },
    sessionEnded: {
      description:
        'her token refused: told the session ended, a new sign-in offered, no retry; the reservation unchanged',
      on: { SIGN_IN_AGAIN: 'reviewing' },
    },
    saved: {
      description:
        "changed: one reservation of hers, at the new slot for 1, the old slot's places back and the new one's taken; her points unchanged",
      on: { BACK_TO_THE_LIST: 'listedChanged' },
    },
    listedChanged: {
      description: 'listed under upcoming at the new date and time, 1 person',
    },
    confirmingCancel: {
      description: 'asked to confirm the cancellation; the reservation still there',
      on: { CONFIRM_CANCEL: 'cancelled' },
    },
    cancelled: {
      description: 'cancelled in the sandbox, its 2 places back; told so',
      on: { BACK_TO_THE_LIST: 'listedCancelled' },
    },
    listedCancelled: {
      description: 'listed under past as cancelled, with no way to change or cancel it',
    },
  },
});

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

// ------------------------------------------------------------------ what the sandbox holds

const campaign = () => seededCampaign(108);
const anasReservations = () =>
  sandbox.store.reservations.filter(
    (reservation) =>
      sandbox.store.reservationsMade.get(reservation.reservationId)?.ownerUserId === ANA,
  );
const placesAt = (start: DateTime) =>
  sandboxSlots(campaign()).find((slot) => slot.start.toMillis() === start.toMillis())?.capacity;
const seatsOf = (time: string) => campaign().calendar.times.find((slot) => slot.time === time)!;
const sameInstant = (iso: string, slot: SandboxSlot) =>
  DateTime.fromISO(iso).toMillis() === slot.start.toMillis();
const inWords = (slot: { start: DateTime }) =>
  `${dayInWords(slot.start.toISODate()!)}, ${slot.start.setZone(ZONE).toFormat('HH:mm')}`;

/** Books through the middleware, as another device would: `people` at `slot`, as `token`. */
async function bookThroughTheMiddleware(
  token: string,
  userId: number,
  slot: SandboxSlot,
  people: number,
) {
  configureApi({ host: undefined, context: { token, language: 'pt_PT' } });
  const made = await unwrap(
    apiClient.POST('/client/book/book/{userId}', {
      params: { path: { userId }, query: { token } },
      body: { campaignId: 108, numberOfPeople: people, date: slot.start.toISO()! },
    }),
  );
  configureApi({ context: {} });
  return made;
}

// ------------------------------------------------------------------ what the screen shows

const region = (name: string) => screen.getByRole('region', { name });

function detailsOf(container: HTMLElement): Record<string, string> {
  const details: Record<string, string> = {};
  for (const term of container.querySelectorAll('dt')) {
    details[plain(term.textContent)] = plain(term.nextElementSibling?.textContent);
  }
  return details;
}

const itemIn = (group: string) => within(region(group)).getByRole('article', { name: TITLE });

describeQaModel(
  'QA model, editing a reservation: Ana changes or cancels her booking of campaign 108 in "As minhas reservas"',
  editModel,
  async (path) => {
    const target = campaign();
    const booked = offeredSlots(target, 2)[0]!;
    const made = await bookThroughTheMiddleware('tok-ana', ANA, booked, 2);
    const pointsAfterBooking = sandbox.store.users.get(ANA)!.user.points;
    let chosen: SandboxSlot | null = null;
    const reservation = () =>
      anasReservations().find((candidate) => candidate.reservationId === made.reservationId)!;
    const unchanged = () => {
      expect(anasReservations()).toHaveLength(1);
      expect(sameInstant(reservation().date!, booked)).toBe(true);
      expect(reservation().numberOfPeople).toBe(2);
      expect(sandbox.store.reservationsMade.get(made.reservationId)?.cancelled).toBeFalsy();
    };
    /** SPEC 5: the first day offered for one person after `day`, and its first time. */
    const chooseOfferedDayAfter = async (day: string) => {
      const next = offeredDays(target, 1).find((candidate) => candidate > day)!;
      await chooseDay(open!.user, next);
      const spec = offeredSlots(target, 1, next);
      expect(timesOnOffer('radio').map((slot) => slot.time)).toEqual(spec.map((s) => s.time));
      chosen = spec[0]!;
      await chooseTime(open!.user, next, chosen.time);
      await click(open!.user, 'Continuar');
    };

    open = await openWidget('campaignId=108&externalToken=ext-ana');
    const { user } = open;
    await click(user, 'As minhas reservas');

    await path.test({
      events: {
        CHANGE: () => click(user, `Alterar a reserva ${TITLE}`),
        CANCEL: () => click(user, `Cancelar a reserva ${TITLE}`),
        CHOOSE_ANOTHER_DAY_AND_ONE_PERSON: async () => {
          await click(user, 'Menos uma pessoa');
          await chooseOfferedDayAfter(booked.day);
        },
        CONFIRM: () => click(user, 'Confirmar alteração'),
        CONFIRM_AFTER_THE_SLOT_WAS_TAKEN: async () => {
          // Miguel, elsewhere, takes every place left at the slot she chose (6 at most a booking).
          for (let left = placesAt(chosen!.start)!; left > 0; left -= Math.min(left, 6)) {
            await bookThroughTheMiddleware('tok-miguel', 1002, chosen!, Math.min(left, 6));
          }
          await click(user, 'Confirmar alteração');
        },
        CONFIRM_OFFLINE: async () => {
          sandbox.setFault('changeMyBooking', { kind: 'network' }, { times: 1 });
          await click(user, 'Confirmar alteração');
        },
        CONFIRM_WITH_THE_SESSION_ENDED: async () => {
          sandbox.setFault('changeMyBooking', { kind: 'status', status: 401 }, { times: 1 });
          await click(user, 'Confirmar alteração');
        },
        CHOOSE_ANOTHER_DAY: () => chooseOfferedDayAfter(chosen!.day),
        RETRY: () => click(user, 'Tentar novamente'),
        SIGN_IN_AGAIN: async () => {
          await click(user, 'Iniciar sessão de novo');
          await signInAsAna(user);
        },
        BACK_TO_THE_LIST: () => click(user, 'Voltar às minhas reservas'),
        CONFIRM_CANCEL: () => click(user, 'Sim, cancelar a reserva'),
      },
      states: {
        listed: async () => {
          await screen.findByRole('region', { name: 'Próximas' });
          expect(detailsOf(itemIn('Próximas'))).toMatchObject({
            Estado: 'Confirmada',
            Quando: inWords(booked),
            Pessoas: '2',
          });
          expect(screen.getByRole('button', { name: `Alterar a reserva ${TITLE}` })).toBeVisible();
          expect(screen.getByRole('button', { name: `Cancelar a reserva ${TITLE}` })).toBeVisible();
          unchanged();
        },
        choosing: async () => {
          await heading(`Alterar reserva: ${TITLE}`);
          await screen.findByRole('grid');
          const selected = screen
            .getByRole('grid')
            .querySelector('[aria-selected="true"] button[data-date]');
          expect(selected?.getAttribute('data-date')).toBe(booked.day);
          expect(peopleShown()).toBe(2);
          const month = monthShown();
          expect(daysOnOffer()).toEqual(
            offeredDays(target, 2).filter((day) => day.startsWith(month)),
          );
          unchanged();
        },
        reviewing: async () => {
          await heading('Confirme a alteração');
          const review = screen.getByRole('heading', {
            name: 'Confirme a alteração',
          }).parentElement!;
          expect(detailsOf(review)).toEqual({
            'Reserva atual': `${inWords(booked)} · 2 pessoas`,
            'Nova reserva': `${inWords(chosen!)} · 1 pessoa`,
          });
          unchanged();
        },
        dateTaken: async () => {
          expect(
            await screen.findByText('Data não disponível, selecione outra data.'),
          ).toBeVisible();
          await screen.findByRole('grid');
          expect(peopleShown()).toBe(1);
          expect(screen.queryAllByRole('radio')).toEqual([]);
          const month = monthShown();
          expect(daysOnOffer()).toEqual(
            offeredDays(target, 1).filter((day) => day.startsWith(month)),
          );
          expect(placesAt(chosen!.start)).toBe(0);
          unchanged();
        },
        saveFailed: async () => {
          expect(await screen.findByRole('alert')).toHaveTextContent(
            'Não foi possível contactar o servidor.',
          );
          expect(screen.getByRole('button', { name: 'Tentar novamente' })).toBeVisible();
          unchanged();
        },
        sessionEnded: async () => {
          expect(await screen.findByRole('alert')).toHaveTextContent('A sua sessão terminou.');
          expect(screen.getByRole('button', { name: 'Iniciar sessão de novo' })).toBeVisible();
          expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
          unchanged();
        },
        saved: async () => {
          await heading('Reserva alterada');
          expect(anasReservations()).toHaveLength(1);
          expect(sameInstant(reservation().date!, chosen!)).toBe(true);
          expect(reservation().numberOfPeople).toBe(1);
          expect(placesAt(booked.start)).toBe(seatsOf(booked.time).capacity);
          expect(placesAt(chosen!.start)).toBe(chosen!.capacity - 1);
          expect(sandbox.store.users.get(ANA)!.user.points).toBe(pointsAfterBooking);
        },
        listedChanged: async () => {
          await screen.findByRole('region', { name: 'Próximas' });
          expect(detailsOf(itemIn('Próximas'))).toMatchObject({
            Estado: 'Confirmada',
            Quando: inWords(chosen!),
            Pessoas: '1',
          });
        },
        confirmingCancel: async () => {
          await heading('Quer mesmo cancelar esta reserva?');
          unchanged();
        },
        cancelled: async () => {
          await heading('Reserva cancelada');
          expect(sandbox.store.reservationsMade.get(made.reservationId)?.cancelled).toBe(true);
          expect(placesAt(booked.start)).toBe(seatsOf(booked.time).capacity);
        },
        listedCancelled: async () => {
          await screen.findByRole('region', { name: 'Anteriores' });
          expect(detailsOf(itemIn('Anteriores')).Estado).toBe('Cancelada');
          expect(screen.queryByRole('button', { name: `Alterar a reserva ${TITLE}` })).toBeNull();
          expect(screen.queryByRole('button', { name: `Cancelar a reserva ${TITLE}` })).toBeNull();
        },
      },
    });
  },
);
