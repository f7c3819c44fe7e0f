// The booking charts (machines/booking/: one per campaign type): every state and every transition
// reached from sample events (dead states and transitions fail here). Their behaviour against the
// sandbox is in bookingFlows.test.ts, and what a visitor sees in the QA models (tests/qa/).
import { describe, it } from 'vitest';
import { type AnyStateMachine, type EventObject } from 'xstate';
import { ERROR_REACTIONS } from '../../api/errorReactions';
import { ApiError, reactionsIn } from '../../api/errors';
import type {
  BookingContext,
  BookingInput,
  DateMode,
  Identity,
} from '../../machines/booking/booking.types';
import { couponMachine } from '../../machines/booking/coupon.machine';
import { dayReservationMachine } from '../../machines/booking/dayReservation.machine';
import { reservationMachine } from '../../machines/booking/reservation.machine';
import { suggestionsMachine } from '../../machines/booking/suggestions.machine';
import {
  ana,
  anaContact,
  campaignBookingInput,
  choiceFor,
  guest,
  reservationFor,
  serviceBookingInput,
} from '../../stories/support/bookingFixtures';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type MachineModel,
} from '../harness/model';

type Snapshot = { context: BookingContext; value: unknown };
const ev = (event: Record<string, unknown>) => event as EventObject;
const CALLS = ['createBooking', 'createGuestBooking', 'createFreeBooking'] as const;

/**
 * What the visitor and the middleware can do at any point: the steps' charts end (a choice, a
 * sign-in, a contact), the visitor goes back and forth, the booking call answers (confirmed,
 * pending, a date taken once, a fault, a final refusal).
 */
function sampleEvents(input: BookingInput, mode: DateMode) {
  const choice = mode === 'none' ? null : choiceFor(input, mode);
  const answers = (context: BookingContext) => {
    const reservation = reservationFor(context);
    const lookups = [
      ev({ type: 'xstate.done.actor.findBooking', output: reservation }),
      ev({ type: 'xstate.done.actor.findBooking', output: { ...reservation, status: 'pending' } }),
      ev({ type: 'xstate.done.actor.findBooking', output: null }),
      ev({ type: 'xstate.error.actor.findBooking', error: new ApiError('network', 'offline') }),
    ];
    return [
      ...lookups,
      ...CALLS.flatMap((call) => [
        ev({ type: `xstate.done.actor.${call}`, output: reservation }),
        ev({ type: `xstate.done.actor.${call}`, output: { ...reservation, status: 'pending' } }),
        ev({ type: `xstate.error.actor.${call}`, error: new ApiError('network', 'offline') }),
        ev({
          type: `xstate.error.actor.${call}`,
          error: new ApiError('http', 'x', 409, 'campaignUnavailable'),
        }),
        // The prize refused: less than 2 € left to pay (api/errorReactions.ts).
        ev({
          type: `xstate.error.actor.${call}`,
          error: new ApiError('http', 'x', 422, 'generic', undefined, {
            operation: call,
            reactions: reactionsIn(ERROR_REACTIONS, call, 422),
          }),
        }),
        // A refusal the same request may get past (a 4xx with no final code of its own).
        ev({ type: `xstate.error.actor.${call}`, error: new ApiError('http', 'x', 422) }),
        ev({
          type: `xstate.error.actor.${call}`,
          error: new ApiError('http', 'x', 409, 'dateNotAvailable'),
        }),
      ]),
    ];
  };
  return ({ context }: Snapshot) => [
    ...(choice ? [ev({ type: 'xstate.done.actor.schedule', output: choice })] : []),
    ev({ type: 'xstate.done.actor.auth', output: ana }),
    ev({ type: 'xstate.done.actor.auth', output: guest }),
    ev({ type: 'xstate.done.actor.auth', output: { kind: 'failed', error: 'generic' } }),
    ev({ type: 'xstate.done.actor.contact', output: anaContact }),
    // The contact step's fields as typed (kept for a reload).
    ev({
      type: 'contact.typed',
      name: 'Ana S.',
      prefix: '+351',
      phone: '91',
      notes: 'Mesa à janela',
      vatId: '',
    }),
    // A guest's details as typed on the sign-in's form (kept for a reload).
    ev({ type: 'guest.typed', name: 'Rita', email: 'rita@', prefix: '+351', phone: '91' }),
    ev({ type: 'sms.change', receiveSms: !context.receiveSms }),
    // A prize of the visitor's, one that is not theirs, or none (SPEC 3 Book step: prizeId).
    ...[null, 9999, ...prizeIdsOf(context.identity)].map((prizeId) =>
      ev({ type: 'prize.select', prizeId }),
    ),
    ...[
      'booking.back',
      'booking.exit',
      'booking.confirm',
      'booking.retry',
      'booking.check',
      'booking.finish',
      'choice.edit',
      'contact.edit',
    ].map((type) => ev({ type })),
    ...answers(context),
  ];
}

const prizeIdsOf = (identity: Identity | null) =>
  identity?.kind === 'user' ? (identity.user.prizes ?? []).map((prize) => prize.id) : [];

/** Ana with one more prize, one that leaves less than 2 € of a small price to pay (SPEC 5). */
const anaWithPrizes: Identity =
  ana.kind === 'user'
    ? {
        ...ana,
        user: {
          ...ana.user,
          prizes: [
            ...(ana.user.prizes ?? []),
            { id: 399, name: 'Vale de 100 €', value: 100, currency: 'EUR' },
          ],
        },
      }
    : ana;

/** The same campaign with a price of 8 € each (no offer), booked by Ana with her prizes. */
function pricedForAna(input: BookingInput): BookingInput {
  if (input.target.kind !== 'campaign') return input;
  const { campaign } = input.target;
  return {
    ...input,
    identity: anaWithPrizes,
    contact: anaContact,
    target: {
      kind: 'campaign',
      campaign: {
        ...campaign,
        campaignView: {
          ...campaign.campaignView,
          offer: false,
          isFreeOffer: false,
          offerPrice: 8,
          offerPriceD: '8,00 €',
          minNumberPeople: campaign.campaignView.minNumberPeople ?? 1,
        },
      },
    },
  };
}

/** The same campaign as a free offer (booked through client/book/book), or as no offer at all. */
function offer(input: BookingInput, isFreeOffer: boolean): BookingInput {
  if (input.target.kind !== 'campaign') return input;
  const { campaign } = input.target;
  return {
    ...input,
    target: {
      kind: 'campaign',
      campaign: {
        ...campaign,
        campaignView: { ...campaign.campaignView, offer: isFreeOffer, isFreeOffer },
      },
    },
  };
}
const asFreeOffer = (input: BookingInput) => offer(input, true);
const asNoOffer = (input: BookingInput) => offer(input, false);

interface Chart {
  machine: AnyStateMachine;
  mode: DateMode;
  /** A campaign where guests may book (no one known yet), and one a signed-in user books free. */
  inputs: BookingInput[];
}

const CHARTS: Chart[] = [
  {
    machine: reservationMachine,
    mode: 'slot',
    inputs: [
      campaignBookingInput(102, { allowGuestLogin: true }),
      // Type 1 with a price: confirmed for a guest, and for Ana with a prize.
      campaignBookingInput(110, { allowGuestLogin: true }),
      pricedForAna(campaignBookingInput(110)),
      campaignBookingInput(108, { identity: ana, contact: anaContact }),
      serviceBookingInput(12, 1203, { identity: ana }),
    ],
  },
  {
    machine: dayReservationMachine,
    mode: 'day',
    inputs: [
      campaignBookingInput(103, { allowGuestLogin: true }),
      campaignBookingInput(103, { identity: ana }),
      asNoOffer(campaignBookingInput(103, { identity: ana })),
      pricedForAna(campaignBookingInput(103)),
    ],
  },
  {
    machine: suggestionsMachine,
    mode: 'several',
    inputs: [
      campaignBookingInput(106, { allowGuestLogin: true }),
      asFreeOffer(campaignBookingInput(106, { identity: ana })),
      pricedForAna(campaignBookingInput(106)),
    ],
  },
  {
    machine: couponMachine,
    mode: 'none',
    inputs: [
      campaignBookingInput(114, { allowGuestLogin: true }),
      campaignBookingInput(114, { identity: ana }),
      // A coupon that is no offer at all: a signed-in user's booking call.
      asNoOffer(campaignBookingInput(114, { identity: ana })),
      pricedForAna(campaignBookingInput(114)),
    ],
  },
];

const modelsOf = (chart: Chart): MachineModel<AnyStateMachine>[] =>
  chart.inputs.map((input) =>
    createMachineModel(chart.machine, {
      input,
      events: sampleEvents(input, chart.mode) as never,
    }),
  );

for (const chart of CHARTS) {
  const models = modelsOf(chart);
  describe(`${chart.machine.id} chart: model`, () => {
    it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
      expectEveryStateReached(...models);
      expectEveryTransitionTaken(...models);
    });
  });
}
