/**
 * The steps the booking charts have in common, as state builders (their names, guards and
 * actions are booking.setup.ts's). Each chart's own file shows its path through them:
 * `step.choosing()`, `step.confirming(...)`.
 */
import { and, not } from 'xstate';
import { nowMs } from '../../api/clock';
import { identifyingState } from '../auth/identifying';
import {
  authInputOf,
  contactInputOf,
  createInputOf,
  initialBookingContext,
  pendingBookingOf,
  scheduleInputOf,
  shareInputOf,
  type WithContext,
} from './booking.inputs';
import {
  assignChoice,
  bookingOutput,
  reportChoice,
  reportNoChoice,
  errorOf,
  madeActions,
  outputOf,
  reportSettled,
  type BookingStateConfig,
  type BookingTransitions,
} from './booking.setup';
import type { BookingContact, BookingInput, DateMode, ReservationResult } from './booking.types';

/**
 * The date, time and people (the schedule chart, in the chart's mode). Its end leads to the
 * sign-in, or straight back to the review when the visitor was only changing the date.
 */
export function choosing(): BookingStateConfig {
  return {
    id: 'choosing',
    invoke: {
      id: 'schedule',
      src: 'schedule',
      input: scheduleInputOf,
      onDone: [
        {
          guard: and(['hasIdentity', 'hasContact']),
          target: 'reviewing',
          actions: [assignChoice, reportChoice],
        },
        { target: 'identifying', actions: [assignChoice, reportChoice] },
      ],
    },
    on: { 'booking.exit': 'closed' },
  };
}

/** The way back to the date choice, at what was chosen. */
const toChoosing = {
  target: '#choosing',
  actions: { type: 'assignResume', params: {} },
} as const;

/** One step back from the sign-in or the contact: the date choice, or out when there is none. */
const backFrom = (back: 'choosing' | 'closed') => (back === 'choosing' ? toChoosing : 'closed');

/**
 * Sign in or continue as a guest (the auth chart), unless someone who may book is known. The
 * sign-in is told upward, so the widget keeps it (cookies, parent window).
 */
export function identifying(back: 'choosing' | 'closed'): BookingStateConfig {
  return {
    ...identifyingState({ input: authInputOf, next: 'describing' }),
    on: {
      'booking.back': backFrom(back),
      // A guest's details as typed: kept with the date at each change.
      'guest.typed': {
        actions: [{ type: 'assignTypedGuest', params: ({ event }) => event }, reportChoice],
      },
    },
  };
}

/** The contact step (its own chart), prefilled; what it confirms is told upward too. */
export function describing(back: 'choosing' | 'closed'): BookingStateConfig {
  return {
    invoke: {
      id: 'contact',
      src: 'contact',
      input: contactInputOf,
      onDone: {
        target: 'reviewing',
        actions: [
          { type: 'assignContact', params: outputOf<BookingContact> },
          {
            type: 'report',
            params: ({ event }) => ({ type: 'booking.contact' as const, contact: event.output }),
          },
          // The NIF confirmed, kept with the date for a reload.
          reportChoice,
        ],
      },
    },
    on: {
      'booking.back': backFrom(back),
      // The note and the NIF as typed: kept with the date at each change (a reload before
      // "Continuar" finds them).
      'contact.typed': {
        actions: [{ type: 'assignTypedContact', params: ({ event }) => event }, reportChoice],
      },
    },
  };
}

/**
 * Which call books it (SPEC 7): a guest's, a signed-in user's free offer, or a signed-in user's
 * booking. A confirmation in progress takes no second confirm: a double click books once. A
 * retry (`canRetry`) goes the same way, only when the failure may be sent again.
 */
function toConfirming(only?: 'canRetry') {
  return [
    {
      guard: only ? and([only, 'isGuest']) : 'isGuest',
      target: '#confirming.asGuest',
      actions: 'clearError',
    },
    {
      guard: only ? and([only, 'isFreeOffer']) : 'isFreeOffer',
      target: '#confirming.asFreeOffer',
      actions: 'clearError',
    },
    { ...(only ? { guard: only } : {}), target: '#confirming.asUser', actions: 'clearError' },
  ] as const;
}

/** The summary before confirming: everything can still be changed from here. */
export function reviewing(options: { canChangeDate: boolean }): BookingStateConfig {
  const on: BookingTransitions = {
    // SPEC 5's floor, as on a voucher: a prize leaving less than 2 € to pay is refused here.
    'booking.confirm': [
      { guard: not('isPayableWithPrize'), actions: 'assignPrizeError' },
      ...toConfirming(),
    ],
    'prize.select': {
      guard: {
        type: 'isPrizeOfVisitor',
        params: ({ event }) => (event.type === 'prize.select' ? event.prizeId : null),
      },
      // Kept with the date for a reload.
      actions: ['assignPrize', reportChoice],
    },
    'contact.edit': 'describing',
    'booking.back': 'describing',
    'sms.change': { actions: 'assignReceiveSms' },
  };
  if (options.canChangeDate) on['choice.edit'] = toChoosing;
  return { id: 'reviewing', on };
}

/** `confirming`, typed with its three states so that a chart's state values name them. */
type CallStates = Omit<BookingStateConfig, 'states'> & {
  states: Record<'asUser' | 'asGuest' | 'asFreeOffer', BookingStateConfig>;
};

/** What a confirmation may end with, per chart: which success state each answer leads to. */
export type Outcomes = readonly { guard?: 'isPendingAnswer'; target: string }[];

/** Types 1, 2 and 3: confirmed at once, or pending until the merchant confirms. */
export const confirmedOrPending: Outcomes = [
  { guard: 'isPendingAnswer', target: 'pendingConfirmation' },
  { target: 'confirmed' },
];

/** A booking's answer, to the chart's success state its outcome names, with these actions. */
function toOutcomes<const A>(outcomes: Outcomes, actions: A) {
  return outcomes.map((outcome) => ({
    ...(outcome.guard
      ? { guard: { type: outcome.guard, params: outputOf<ReservationResult> } }
      : {}),
    target: `#${outcome.target}`,
    actions,
  }));
}

/**
 * The booking call under way, one state per call. Its answer leads to the chart's success state;
 * a date taken meanwhile goes back to the date choice (with the catalogue's message, everything
 * else kept); any other failure to `failed`, where a retry sends the same Idempotency-Key.
 */
export function confirming(
  outcomes: Outcomes,
  options: { dateTaken: 'backToChoosing' | 'failed' } = { dateTaken: 'failed' },
): CallStates {
  const onDone = toOutcomes(outcomes, [
    ...madeActions,
    { type: 'trackConversion' as const, params: outputOf<ReservationResult> },
    reportSettled,
  ]);
  const assignError = { type: 'assignError' as const, params: errorOf };
  // The prize refused (less than 2 € left to pay): back to the review, said beside the prizes.
  // Only a signed-in user's booking call carries a prize.
  const prizeRefused = {
    guard: { type: 'isPrizeRefused' as const, params: errorOf },
    target: '#reviewing',
    actions: ['clearError' as const, 'assignPrizeError' as const, reportSettled],
  };
  const failed = [
    // Refused: nothing was made, so nothing to send again after a reload.
    {
      guard: { type: 'isSettledError' as const, params: errorOf },
      target: '#failed',
      actions: [assignError, reportSettled],
    },
    // No answer, a late or unreadable one, a 5xx: it may have been made. Not "not made": it is
    // looked up (the request stays pending).
    { target: '#unconfirmed', actions: assignError },
  ];
  const onError =
    options.dateTaken === 'backToChoosing'
      ? [
          {
            guard: { type: 'isDateNotAvailable' as const, params: errorOf },
            target: '#choosing',
            actions: [
              assignError,
              reportSettled,
              { type: 'assignResume' as const, params: { notice: 'dateNotAvailable' as const } },
            ],
          },
          ...failed,
        ]
      : failed;
  const call = (src: 'createBooking' | 'createGuestBooking' | 'createFreeBooking') => ({
    invoke: {
      id: src,
      src,
      input: createInputOf,
      onDone,
      onError: src === 'createBooking' ? [prizeRefused, ...onError] : onError,
    },
  });
  return {
    id: 'confirming',
    // Kept in the flow state before it goes out: a reload looks up what it made, never resends it.
    entry: [
      'assignRequestedAt',
      {
        type: 'report' as const,
        params: (args: WithContext) => ({
          type: 'booking.pending' as const,
          pending: pendingBookingOf(args),
        }),
      },
    ],
    initial: 'asUser',
    states: {
      asUser: call('createBooking'),
      asGuest: call('createGuestBooking'),
      asFreeOffer: call('createFreeBooking'),
    },
  } as CallStates;
}

/** Waiting on a booking whose outcome is not known: back to the review is the way on. */
const backToReview = { on: { 'booking.back': '#reviewing' } } as const;

/**
 * A booking whose answer was lost, late or unreadable: not known, so never called "not made".
 * A signed-in user's is looked up in their bookings: found, it is the success it would have
 * been; not found, it was not made (`failed`, where it may be sent again). A lookup without an
 * answer leaves it unknown ("Verificar outra vez"); a guest's cannot be looked up (nor a coupon,
 * whose code only its own answer carries), and the screen says so: the confirmation arrives by
 * email if it was made.
 */
export function unconfirmed(
  outcomes: Outcomes,
  options: { lookup: boolean } = { lookup: true },
): BookingStateConfig {
  // A coupon's code is only in the booking's own answer: a lookup could not show it.
  if (!options.lookup) {
    return {
      id: 'unconfirmed',
      initial: 'noLookup',
      states: { noLookup: backToReview },
    } as BookingStateConfig;
  }
  return {
    id: 'unconfirmed',
    initial: 'deciding',
    states: {
      deciding: {
        always: [{ guard: 'canLookUpBooking', target: 'lookingUp' }, { target: 'noLookup' }],
      },
      lookingUp: {
        tags: ['busy'],
        invoke: {
          id: 'findBooking',
          src: 'findBooking',
          input: ({ context }: WithContext) => {
            const { request, booker } = createInputOf({ context });
            return { request, booker, requestedAtMs: context.requestedAtMs ?? nowMs() };
          },
          onDone: [
            // Not made: known now, so it may be sent again from `failed`.
            {
              guard: {
                type: 'isNothingFound',
                params: outputOf<ReservationResult | null>,
              },
              target: '#failed',
              actions: reportSettled,
            },
            ...toOutcomes(outcomes, [...madeActions, reportSettled]),
          ],
          onError: 'lookupFailed',
        },
      },
      lookupFailed: {
        on: { 'booking.check': 'lookingUp', 'booking.back': '#reviewing' },
      },
      noLookup: backToReview,
    },
  } as BookingStateConfig;
}

/** A booking that failed: the same request again (same key), or back to the review. */
export function failed(): BookingStateConfig {
  return {
    id: 'failed',
    on: {
      'booking.retry': [...toConfirming('canRetry')],
      'booking.back': { target: 'reviewing', actions: 'clearError' },
    },
  } as BookingStateConfig;
}

/** A success screen (its id is the state's name): the booking made, with share (its own chart)
 * and the way out. */
export function succeeded(id: string): BookingStateConfig {
  return {
    id,
    invoke: { id: 'share', src: 'share', input: shareInputOf },
    on: { 'booking.finish': 'closed' },
  };
}

/** Back to where the booking started, with what was booked. */
export function closed(): BookingStateConfig {
  return { type: 'final', entry: reportNoChoice };
}

/** The steps, by name, as the charts compose them: `step.choosing()`, `step.confirming(...)`. */
/**
 * The start of a booking with a date to choose (types 1, 2, 3 and 6, a merchant service): its
 * context for the kind of date chosen, the date choice first, and its output. Its states begin
 * with `step.toReview()`.
 */
export function withDateChoice<const Id extends string>(id: Id, mode: Exclude<DateMode, 'none'>) {
  return {
    id,
    context: ({ input }: { input: BookingInput }) => initialBookingContext(input, mode),
    initial: 'choosing' as const,
    output: bookingOutput,
  };
}

/** Its steps up to the review, where the date can still be changed. */
function toReview() {
  return {
    choosing: choosing(),
    identifying: identifying('choosing'),
    describing: describing('choosing'),
    reviewing: reviewing({ canChangeDate: true }),
  };
}

/**
 * The booking call and its ends for a booking the middleware confirms at once or later (types 1,
 * 2 and 3, a merchant service): a date taken meanwhile goes back to the date choice.
 */
function toConfirmedOrPending() {
  return {
    confirming: confirming(confirmedOrPending, { dateTaken: 'backToChoosing' }),
    unconfirmed: unconfirmed(confirmedOrPending),
    failed: failed(),
    confirmed: succeeded('confirmed'),
    // The middleware may still answer that the merchant confirms later.
    pendingConfirmation: succeeded('pendingConfirmation'),
    closed: closed(),
  };
}

export const step = {
  toReview,
  toConfirmedOrPending,
  choosing,
  identifying,
  describing,
  reviewing,
  confirming,
  unconfirmed,
  failed,
  succeeded,
  closed,
};
