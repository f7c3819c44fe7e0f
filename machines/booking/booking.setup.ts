import { assertEvent, assign, enqueueActions, sendParent, setup } from 'xstate';
import { nowMs } from '../../api/clock';
import { errorCodeOf, errorDetailOf } from '../../api/errors';
import { authMachine } from '../auth/auth.machine';
import type { GuestTyped } from '../auth/auth.types';
import { bookingMadeDetail, reservationTypeFor, targetIds } from '../rules/bookingRequest';
import { scheduleMachine } from '../schedule/schedule.machine';
import type { ScheduleChoice } from '../schedule/schedule.types';
import {
  createBooking,
  createFreeBooking,
  createGuestBooking,
  findBooking,
  trackMapConversion,
} from './booking.actors';
import { bookingGuards } from './booking.guards';
import { bookerOf, chosenPrizeOf, contactFor, type WithContext } from './booking.inputs';
import type {
  BookingContact,
  BookingContext,
  BookingEvent,
  BookingInput,
  BookingOutput,
  BookingReport,
  Identity,
  ReservationResult,
} from './booking.types';
import { contactMachine, type ContactTyped } from './contact.machine';
import { shareMachine } from './share.machine';

/**
 * What the booking charts share (one chart per campaign type: reservation.machine.ts for types 1
 * and 2, dayReservation 3, coupon 5, suggestions 6): one registry of named actors, guards and
 * actions, and the pieces of actions their steps repeat. The steps they have in common, as state
 * builders, are booking.steps.ts; each chart's own file shows its path through these steps; the
 * differences between the types are there, in the charts. Their types, calls, inputs and guards
 * are files of their own (booking.types.ts, booking.actors.ts, booking.inputs.ts,
 * booking.guards.ts).
 */

export type DoneOutput<T> = { event: { output: T } };
export const outputOf = <T>({ event }: DoneOutput<T>) => event.output;

export const bookingSetup = setup({
  types: {
    input: {} as BookingInput,
    context: {} as BookingContext,
    events: {} as BookingEvent,
    output: {} as BookingOutput,
    children: {} as {
      schedule: 'schedule';
      auth: 'auth';
      contact: 'contact';
      share: 'share';
      createBooking: 'createBooking';
      createGuestBooking: 'createGuestBooking';
      createFreeBooking: 'createFreeBooking';
      findBooking: 'findBooking';
      trackMapConversion: 'trackMapConversion';
    },
  },
  actors: {
    schedule: scheduleMachine,
    // What is typed on a guest's form and on the contact step comes up to the booking, which
    // keeps it for a reload.
    auth: authMachine.provide({
      actions: { reportGuestTyped: sendParent((_, typed: GuestTyped) => typed) },
    }),
    contact: contactMachine.provide({
      actions: { report: sendParent((_, typed: ContactTyped) => typed) },
    }),
    share: shareMachine,
    createBooking,
    createGuestBooking,
    createFreeBooking,
    findBooking,
    trackMapConversion,
  },
  guards: bookingGuards,
  actions: {
    assignChoice: assign({ choice: (_, choice: ScheduleChoice) => choice, resume: null }),
    /** The date choice opens again at what was chosen (with "date taken" when it was). */
    assignResume: assign({
      resume: ({ context }, params: { notice?: 'dateNotAvailable' }) =>
        context.choice ? { choice: context.choice, ...params } : null,
    }),
    /** Who books, and the contact prefilled from them (what was typed on it before still wins). */
    assignIdentity: assign(({ context }, identity: Identity) => ({
      identity,
      contact: { ...contactFor(context.contact, identity), ...context.typedContact },
    })),
    assignContact: assign({
      contact: (_, contact: BookingContact) => contact,
      hasContact: true,
      typedContact: null,
    }),
    /** The contact step's fields as typed, not yet confirmed (the step checks them). */
    assignTypedContact: assign(
      ({ context }, { name, prefix, phone, notes, vatId }: ContactTyped) => ({
        contact: { ...context.contact, name, prefix, phone, notes, vatId },
        typedContact: { name, prefix, phone, vatId },
      }),
    ),
    /** A guest's details as typed, not yet confirmed (the guest form checks them). */
    assignTypedGuest: assign(({ context }, { name, email, prefix, phone }: GuestTyped) => ({
      contact: { ...context.contact, name, email, prefix, phone },
      typedContact: { name, email, prefix, phone },
    })),
    assignReceiveSms: assign(({ event }) => {
      assertEvent(event, 'sms.change');
      return { receiveSms: event.receiveSms };
    }),
    assignReservation: assign({
      reservation: (_, reservation: ReservationResult) => reservation,
      error: null,
    }),
    assignError: assign(({ context }, error: unknown) => {
      const situation = {
        smart: reservationTypeFor(context.target, bookerOf(context.identity)) === 'smart',
        prize: context.prizeId !== null,
      };
      return {
        error: errorCodeOf(error, situation),
        errorDetail: errorDetailOf(error, situation),
      };
    }),
    clearError: assign({ error: null, errorDetail: null }),
    assignPrize: assign(({ event }) => {
      assertEvent(event, 'prize.select');
      return { prizeId: event.prizeId, prizeError: null };
    }),
    assignPrizeError: assign({ prizeError: 'voucherAmountTooLow' as const }),
    assignRequestedAt: assign({ requestedAtMs: () => nowMs() }),
    /** Tells whoever runs the chart (a sign-in, the contact, a booking made); they supply it. */
    report: (_, _report: BookingReport) => {},
    /** A booking made with a prize: the prize is used now, told upward. */
    reportPrizeUsed: enqueueActions(({ context, enqueue }) => {
      const prize = chosenPrizeOf(context);
      const used: BookingReport = { type: 'prize.used', prizeId: prize?.id ?? 0 };
      // `report` by name: whoever runs the chart supplies it.
      if (prize) enqueue({ type: 'report', params: used } as never);
    }),
    /** After a booking from a reserve-with-map flow, the map service hears of it; a failure of
     * that call is nobody's business on this screen. */
    trackConversion: enqueueActions(({ context, enqueue }, result: ReservationResult) => {
      if (context.mapToken === null) return;
      enqueue.spawnChild('trackMapConversion', {
        id: 'trackMapConversion',
        input: {
          ids: targetIds(context.target),
          reservationId: result.reservationId,
          conversionToken: context.mapToken ?? '',
          token: context.identity?.kind === 'user' ? context.identity.user.token : null,
        },
      });
    }),
  },
});

type BookingMachineConfig = Parameters<typeof bookingSetup.createMachine>[0];
export type BookingStateConfig = NonNullable<BookingMachineConfig['states']>[string];
export type BookingTransitions = NonNullable<BookingStateConfig['on']>;

// ------------------------------------------------ what the steps (booking.steps.ts) repeat

export const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** The chosen date, time and people kept (the date choice's output). */
export const assignChoice = { type: 'assignChoice', params: outputOf<ScheduleChoice> } as const;

/**
 * A campaign's date choice, the prize chosen and the NIF confirmed, told upward (kept for a
 * reload), or that there is none any more.
 */
export const reportChoice = {
  type: 'report',
  params: ({ context }: WithContext) => ({
    type: 'booking.flow' as const,
    booking:
      context.target.kind === 'campaign' && context.choice
        ? {
            campaignId: context.target.campaign.campaignView.campaignId,
            choice: context.choice,
            prizeId: context.prizeId,
            vatId: context.contact.vatId ?? '',
            notes: context.contact.notes,
            ...(context.typedContact ? { contactTyped: context.typedContact } : {}),
          }
        : null,
  }),
} as const;
export const reportNoChoice = {
  type: 'report',
  params: { type: 'booking.flow', booking: null },
} as const;

/** The booking's answer is known (made, or refused for good): told upward, not pending now. */
export const reportSettled = { type: 'report', params: { type: 'booking.settled' } } as const;

/** A booking made: kept, and told upward with what the host page hears of it. */
export const madeActions = [
  { type: 'assignReservation' as const, params: outputOf<ReservationResult> },
  {
    type: 'report' as const,
    params: ({ context, event }: WithContext & DoneOutput<ReservationResult>) => ({
      type: 'booking.made' as const,
      detail: bookingMadeDetail(context.target, event.output),
    }),
  },
  'reportPrizeUsed' as const,
  reportNoChoice,
];

/** What a booking chart ends with: the booking made, if any. */
export const bookingOutput = ({ context }: WithContext): BookingOutput => ({
  reservation: context.reservation,
});
