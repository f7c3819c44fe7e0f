import { and, assertEvent, assign, enqueueActions, fromPromise, setup } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { nowMs } from '../../api/clock';
import { errorCodeOf, errorDetailOf, isApiError } from '../../api/errors';
import type { PendingRequest } from '../../domain/pendingRequest';
import { reservationMadeIn } from '../rules/bookingLookup';
import { idempotencyKeyFor } from '../rules/idempotency';
import { authMachine } from '../auth/auth.machine';
import type { AuthInput, AuthOutput } from '../auth/auth.types';
import { canContinueAsGuest } from '../rules/availability';
import { contactFromGuest, contactFromUser } from '../rules/user';
import {
  BOOKING_OPERATIONS,
  bookingCallFor,
  bookingMadeDetail,
  bookingRequestOf,
  isPendingReservation,
  isRetryableBookingError,
  isSettledBookingError,
  reservationTypeFor,
  targetIds,
  type Booker,
  type BookingRequest,
} from '../rules/bookingRequest';
import type { ShareTarget } from '../../domain/share';
import { campaignScheduleInput, serviceScheduleInput } from '../schedule/schedule.input';
import {
  scheduleMachine,
  type ScheduleChoice,
  type ScheduleInput,
} from '../schedule/schedule.machine';
import { serviceChoiceOf } from '../services/services.machine';
import type {
  BookingContact,
  BookingContext,
  BookingInput,
  BookingOutput,
  BookingReport,
  DateMode,
  Identity,
  ReservationResult,
} from './booking.types';
import { contactMachine, type ContactInput } from './contact.machine';
import { shareMachine, type ShareInput } from './share.machine';

/**
 * What the booking charts share (one chart per campaign type: reservation.machine.ts for types 1
 * and 2, dayReservation 3, coupon 5, suggestions 6): one registry of named actors, guards and
 * actions, and the steps they have in common as state builders. Each chart's own file shows its
 * path through these steps; the differences between the types are there, in the charts.
 */

export type BookingEvent =
  /** One step back (the date choice, then the sign-in, the contact, the review). */
  | { type: 'booking.back' }
  /** Leave the booking from its first step: back to the campaign or the service list. */
  | { type: 'booking.exit' }
  | { type: 'booking.confirm' }
  | { type: 'booking.retry' }
  /** Ask again whether a booking whose answer was lost was made (its lookup). */
  | { type: 'booking.check' }
  /** From a success screen: done, back to where the booking started. */
  | { type: 'booking.finish' }
  | { type: 'choice.edit' }
  | { type: 'contact.edit' }
  | { type: 'sms.change'; receiveSms: boolean };

// ------------------------------------------------------------------------------------ actors

/** What every create call takes: the body, its Idempotency-Key, and who books. */
export interface CreateBookingInput {
  request: BookingRequest;
  idempotencyKey: string;
  booker: Booker;
  providerId: number;
  channelManager: string | null;
}

const bookingQuery = (input: CreateBookingInput) => ({
  providerId: input.providerId,
  ...(input.channelManager ? { channelManager: input.channelManager } : {}),
});
const tokenOf = (booker: Booker) => (booker.kind === 'user' ? booker.token : '');

/** POST bookings: a signed-in user's booking (token and X-User-Language headers). */
export const createBooking = fromPromise<ReservationResult, CreateBookingInput>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/bookings', {
        params: {
          query: bookingQuery(input),
          header: { token: tokenOf(input.booker), 'Idempotency-Key': input.idempotencyKey },
        },
        body: input.request,
        signal,
      }),
    ),
);

/** POST bookings/guest: a guest's booking (SPEC 6), with X-User-Language. */
export const createGuestBooking = fromPromise<ReservationResult, CreateBookingInput>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/bookings/guest', {
        params: {
          query: bookingQuery(input),
          header: { 'Idempotency-Key': input.idempotencyKey },
        },
        body: input.request,
        signal,
      }),
    ),
);

/** POST client/book/book/{userId}: a signed-in user's free reservation of a free offer. */
export const createFreeBooking = fromPromise<ReservationResult, CreateBookingInput>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/client/book/book/{userId}', {
        params: {
          path: { userId: input.booker.kind === 'user' ? input.booker.userId : 0 },
          query: { token: tokenOf(input.booker) },
          header: { 'Idempotency-Key': input.idempotencyKey },
        },
        body: input.request,
        signal,
      }),
    ),
);

export interface FindBookingInput {
  request: BookingRequest;
  booker: Booker;
  requestedAtMs: number;
}

/**
 * Looks up what a booking request whose answer was lost made, without sending it again: the
 * signed-in user's bookings (the newest page). Null when it made nothing.
 */
export const findBooking = fromPromise<ReservationResult | null, FindBookingInput>(
  async ({ input, signal }) => {
    if (input.booker.kind !== 'user') throw new Error('A guest booking cannot be looked up.');
    const page = await unwrap(
      apiClient.GET('/client/bookings/{userId}', {
        params: {
          path: { userId: input.booker.userId },
          query: { token: input.booker.token, page: 0 },
        },
        signal,
      }),
    );
    return reservationMadeIn(page.items, input.request, input.requestedAtMs);
  },
);

export interface MapConversionInput {
  ids: ReturnType<typeof targetIds>;
  reservationId: number;
  conversionToken: string;
  /** The user's token, when someone is signed in. */
  token: string | null;
}

/** The map service's conversion POST, after a booking made from a reserve-with-map flow. */
export const trackMapConversion = fromPromise<unknown, MapConversionInput>(({ input, signal }) =>
  unwrap(
    apiClient.POST('/map-service/conversion', {
      params: { query: input.token ? { token: input.token } : {} },
      body: {
        ...input.ids,
        reservationId: input.reservationId,
        conversionToken: input.conversionToken,
      },
      signal,
    }),
  ),
);

// ------------------------------------------------------------------------------------ inputs

/** Who books, as the create calls need it. */
export function bookerOf(identity: Identity | null): Booker {
  if (identity?.kind === 'user') {
    return {
      kind: 'user',
      userId: identity.user.id,
      token: identity.user.token,
      isPremium: identity.user.isPremium === true,
    };
  }
  return { kind: 'guest', email: identity?.kind === 'guest' ? identity.guest.email : '' };
}

/**
 * The contact prefilled from whoever books (SPEC 4 Login: name and phone from the user's details,
 * the prefix falling back to +351; a guest's own details); the notes stay as typed.
 */
export function contactFor(contact: BookingContact, identity: Identity | null): BookingContact {
  if (identity?.kind === 'user') return contactFromUser(contact, identity.user);
  if (identity?.kind === 'guest') return contactFromGuest(contact, identity.guest);
  return contact;
}

/** The context a booking chart starts with (stories and tests start from it too). */
export function initialBookingContext(input: BookingInput, mode: DateMode): BookingContext {
  return {
    allowGuestLogin: input.allowGuestLogin,
    providerId: input.providerId,
    social: input.social,
    channelManager: input.channelManager,
    referralCode: input.referralCode,
    mapToken: input.mapToken,
    target: input.target,
    mode,
    identity: input.identity,
    contact: contactFor(input.contact, input.identity),
    hasContact: false,
    choice: null,
    resume: null,
    receiveSms: false,
    keySeed: input.keySeed,
    now: input.now,
    reservation: null,
    error: null,
    errorDetail: null,
    requestedAtMs: null,
  };
}

/** SPEC 6: a guest only where the context allows it and the campaign is not for members only. */
export function isGuestAllowed(context: Pick<BookingContext, 'target' | 'allowGuestLogin'>) {
  return context.target.kind === 'campaign'
    ? canContinueAsGuest(context.target.campaign, context)
    : context.allowGuestLogin;
}

type WithContext = { context: BookingContext };

/** The date choice of the chart's mode, for a campaign or a service, resumed where it was. */
export function scheduleInputOf({ context }: WithContext): ScheduleInput {
  const mode = context.mode === 'none' ? 'slot' : context.mode;
  const extra = { now: context.now, resume: context.resume };
  return context.target.kind === 'campaign'
    ? campaignScheduleInput(context.target.campaign, mode, extra)
    : serviceScheduleInput(
        serviceChoiceOf(context.target.shop, context.target.service),
        mode,
        extra,
      );
}

function authInputOf({ context }: WithContext): AuthInput {
  return {
    allowGuestLogin: isGuestAllowed(context),
    // A chart with no date to choose hands out a coupon rather than booking a time.
    reason: context.mode === 'none' ? 'coupon' : 'booking',
    providerId: context.providerId,
    prefill: {
      name: context.contact.name,
      prefix: context.contact.prefix,
      phone: context.contact.phone,
    },
    social: context.social,
  };
}

function contactInputOf({ context }: WithContext): ContactInput {
  return { contact: context.contact };
}

/** The chosen date, time and people; a coupon has no date choice: the campaign's default count. */
function choiceOf(context: BookingContext): ScheduleChoice {
  if (context.choice) return context.choice;
  const initial =
    context.target.kind === 'campaign'
      ? campaignScheduleInput(context.target.campaign, 'slot').people.initial
      : serviceChoiceOf(context.target.shop, context.target.service).people.initial;
  return { date: null, startTime: null, durationSec: null, numberOfPeople: initial, dateTimes: [] };
}

/**
 * What the booking call sends. Its Idempotency-Key stands for this content only: a retry or a
 * resend of the same request keeps it, another date, party or contact makes a new one.
 */
export function createInputOf({ context }: WithContext): CreateBookingInput {
  const booker = bookerOf(context.identity);
  const request = bookingRequestOf({
    target: context.target,
    mode: context.mode,
    choice: choiceOf(context),
    contact: context.contact,
    booker,
    receiveSms: context.receiveSms,
    referralCode: context.referralCode,
  });
  const operation = BOOKING_OPERATIONS[bookingCallFor(context.target, booker)];
  return {
    request,
    idempotencyKey: idempotencyKeyFor(context.keySeed, operation, request),
    booker,
    providerId: context.providerId,
    channelManager: context.channelManager,
  };
}

/** The booking call as it goes out, kept until its answer is known (domain/pendingRequest.ts). */
export function pendingBookingOf({ context }: WithContext): PendingRequest {
  const input = createInputOf({ context });
  const call = bookingCallFor(context.target, input.booker);
  const query = bookingQuery(input);
  return {
    kind: 'booking',
    operation: BOOKING_OPERATIONS[call],
    params:
      call === 'createFreeBooking'
        ? { path: { userId: input.booker.kind === 'user' ? input.booker.userId : 0 } }
        : { query },
    body: input.request,
    key: input.idempotencyKey,
    title:
      context.target.kind === 'campaign'
        ? context.target.campaign.campaignView.campaignTitle
        : context.target.service.serviceName,
    // What a reload needs to look it up instead of sending it again (README "Money safety").
    requestedAtMs: context.requestedAtMs ?? nowMs(),
    requester:
      input.booker.kind === 'user'
        ? { kind: 'user', userId: input.booker.userId }
        : { kind: 'guest' },
    campaignId:
      context.target.kind === 'campaign' ? context.target.campaign.campaignView.campaignId : null,
    shopId:
      context.target.kind === 'campaign' ? context.target.campaign.shop.id : context.target.shop.id,
  };
}

function shareInputOf({ context }: WithContext): ShareInput {
  const target: ShareTarget =
    context.target.kind === 'campaign'
      ? { campaignId: context.target.campaign.campaignView.campaignId }
      : { shopId: context.target.shop.id, serviceId: context.target.service.id };
  const title =
    context.target.kind === 'campaign'
      ? context.target.campaign.campaignView.campaignTitle
      : context.target.service.serviceName;
  const shop =
    context.target.kind === 'campaign'
      ? context.target.campaign.shop.name
      : context.target.shop.name;
  return { title, text: `${title} · ${shop}`, target };
}

// ------------------------------------------------------------------------------------ setup

type DoneOutput<T> = { event: { output: T } };
const outputOf = <T>({ event }: DoneOutput<T>) => event.output;

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
    auth: authMachine,
    contact: contactMachine,
    share: shareMachine,
    createBooking,
    createGuestBooking,
    createFreeBooking,
    findBooking,
    trackMapConversion,
  },
  guards: {
    /** Someone who may book is known: a user, or a guest where guests may book (SPEC 6). */
    hasIdentity: ({ context }) =>
      context.identity?.kind === 'user' ||
      (context.identity?.kind === 'guest' && isGuestAllowed(context)),
    hasContact: ({ context }) => context.hasContact,
    isIdentityOutput: (_, output: AuthOutput) => output.kind !== 'failed',
    isGuest: ({ context }) =>
      bookingCallFor(context.target, bookerOf(context.identity)) === 'createGuestBooking',
    isFreeOffer: ({ context }) =>
      bookingCallFor(context.target, bookerOf(context.identity)) === 'createFreeBooking',
    isPendingAnswer: (_, result: ReservationResult) => isPendingReservation(result),
    isDateNotAvailable: (_, error: unknown) => errorCodeOf(error) === 'dateNotAvailable',
    /** The middleware refused the request for good: nothing to send again after a reload. */
    isSettledError: (_, error: unknown) =>
      isSettledBookingError(isApiError(error) ? error.status : undefined),
    canRetry: ({ context }) => isRetryableBookingError(context.error),
    /** A lost booking answer can be looked up: a signed-in user's. */
    canLookUpBooking: ({ context }) => context.identity?.kind === 'user',
    isNothingFound: (_, found: ReservationResult | null) => found === null,
  },
  actions: {
    assignChoice: assign({ choice: (_, choice: ScheduleChoice) => choice, resume: null }),
    /** The date choice opens again at what was chosen (with "date taken" when it was). */
    assignResume: assign({
      resume: ({ context }, params: { notice?: 'dateNotAvailable' }) =>
        context.choice ? { choice: context.choice, ...params } : null,
    }),
    /** Who books, and the contact prefilled from them. */
    assignIdentity: assign(({ context }, identity: Identity) => ({
      identity,
      contact: contactFor(context.contact, identity),
    })),
    assignContact: assign({
      contact: (_, contact: BookingContact) => contact,
      hasContact: true,
    }),
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
      };
      return {
        error: errorCodeOf(error, situation),
        errorDetail: errorDetailOf(error, situation),
      };
    }),
    clearError: assign({ error: null, errorDetail: null }),
    assignRequestedAt: assign({ requestedAtMs: () => nowMs() }),
    /** Tells whoever runs the chart (a sign-in, the contact, a booking made); they supply it. */
    report: (_, _report: BookingReport) => {},
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
type BookingTransitions = NonNullable<BookingStateConfig['on']>;

// ------------------------------------------------------------------------------------ steps

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
          actions: { type: 'assignChoice', params: outputOf<ScheduleChoice> },
        },
        {
          target: 'identifying',
          actions: { type: 'assignChoice', params: outputOf<ScheduleChoice> },
        },
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

/**
 * Sign in or continue as a guest (the auth chart), unless someone who may book is known. The
 * sign-in is told upward, so the widget keeps it (cookies, parent window).
 */
export function identifying(back: 'choosing' | 'closed'): BookingStateConfig {
  return {
    always: { guard: 'hasIdentity', target: 'describing' },
    invoke: {
      id: 'auth',
      src: 'auth',
      input: authInputOf,
      onDone: [
        {
          guard: { type: 'isIdentityOutput', params: outputOf<AuthOutput> },
          target: 'describing',
          actions: [
            { type: 'assignIdentity', params: ({ event }) => event.output as Identity },
            {
              type: 'report',
              params: ({ event }) => ({
                type: 'booking.signedIn' as const,
                identity: event.output as Identity,
              }),
            },
          ],
        },
        // `failed` follows only an external token, which this input never has.
        { target: 'identifying', reenter: true },
      ],
    },
    on: { 'booking.back': back === 'choosing' ? toChoosing : 'closed' },
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
        ],
      },
    },
    on: { 'booking.back': back === 'choosing' ? toChoosing : 'closed' },
  };
}

/**
 * Which call books it (SPEC 7): a guest's, a signed-in user's free offer, or a signed-in user's
 * booking. A confirmation in progress takes no second confirm: a double click books once.
 */
const toConfirming = [
  { guard: 'isGuest', target: '#confirming.asGuest', actions: 'clearError' },
  { guard: 'isFreeOffer', target: '#confirming.asFreeOffer', actions: 'clearError' },
  { target: '#confirming.asUser', actions: 'clearError' },
] as const;

/** The summary before confirming: everything can still be changed from here. */
export function reviewing(options: { canChangeDate: boolean }): BookingStateConfig {
  const on: BookingTransitions = {
    'booking.confirm': [...toConfirming],
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

/**
 * The booking call under way, one state per call. Its answer leads to the chart's success state;
 * a date taken meanwhile goes back to the date choice (with the catalogue's message, everything
 * else kept); any other failure to `failed`, where a retry sends the same Idempotency-Key.
 */
export function confirming(
  outcomes: Outcomes,
  options: { dateTaken: 'backToChoosing' | 'failed' } = { dateTaken: 'failed' },
): CallStates {
  const succeeded = [
    { type: 'assignReservation' as const, params: outputOf<ReservationResult> },
    {
      type: 'report' as const,
      params: ({ context, event }: WithContext & DoneOutput<ReservationResult>) => ({
        type: 'booking.made' as const,
        detail: bookingMadeDetail(context.target, event.output),
      }),
    },
    { type: 'trackConversion' as const, params: outputOf<ReservationResult> },
    { type: 'report' as const, params: { type: 'booking.settled' as const } },
  ];
  const onDone = outcomes.map((outcome) => ({
    ...(outcome.guard
      ? { guard: { type: outcome.guard, params: outputOf<ReservationResult> } }
      : {}),
    target: `#${outcome.target}`,
    actions: succeeded,
  }));
  const errorOf = ({ event }: { event: { error: unknown } }) => event.error;
  const failed = [
    // Refused: nothing was made, so nothing to send again after a reload.
    {
      guard: { type: 'isSettledError' as const, params: errorOf },
      target: '#failed',
      actions: [
        { type: 'assignError' as const, params: errorOf },
        { type: 'report' as const, params: { type: 'booking.settled' as const } },
      ],
    },
    // No answer, a late or unreadable one, a 5xx: it may have been made. Not "not made": it is
    // looked up (the request stays pending).
    { target: '#unconfirmed', actions: { type: 'assignError' as const, params: errorOf } },
  ];
  const onError =
    options.dateTaken === 'backToChoosing'
      ? [
          {
            guard: {
              type: 'isDateNotAvailable' as const,
              params: ({ event }: { event: { error: unknown } }) => event.error,
            },
            target: '#choosing',
            actions: [
              {
                type: 'assignError' as const,
                params: ({ event }: { event: { error: unknown } }) => event.error,
              },
              { type: 'report' as const, params: { type: 'booking.settled' as const } },
              { type: 'assignResume' as const, params: { notice: 'dateNotAvailable' as const } },
            ],
          },
          ...failed,
        ]
      : failed;
  const call = (src: 'createBooking' | 'createGuestBooking' | 'createFreeBooking') => ({
    invoke: { id: src, src, input: createInputOf, onDone, onError },
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
      states: { noLookup: { on: { 'booking.back': '#reviewing' } } },
    } as BookingStateConfig;
  }
  const found = outcomes.map((outcome) => ({
    ...(outcome.guard
      ? { guard: { type: outcome.guard, params: outputOf<ReservationResult> } }
      : {}),
    target: `#${outcome.target}`,
    actions: [
      { type: 'assignReservation' as const, params: outputOf<ReservationResult> },
      {
        type: 'report' as const,
        params: ({ context, event }: WithContext & DoneOutput<ReservationResult>) => ({
          type: 'booking.made' as const,
          detail: bookingMadeDetail(context.target, event.output),
        }),
      },
      { type: 'report' as const, params: { type: 'booking.settled' as const } },
    ],
  }));
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
              actions: { type: 'report', params: { type: 'booking.settled' } },
            },
            ...found,
          ],
          onError: 'lookupFailed',
        },
      },
      lookupFailed: {
        on: { 'booking.check': 'lookingUp', 'booking.back': '#reviewing' },
      },
      noLookup: {
        on: { 'booking.back': '#reviewing' },
      },
    },
  } as BookingStateConfig;
}

/** A booking that failed: the same request again (same key), or back to the review. */
export function failed(): BookingStateConfig {
  return {
    id: 'failed',
    on: {
      'booking.retry': [
        {
          guard: and(['canRetry', 'isGuest']),
          target: '#confirming.asGuest',
          actions: 'clearError',
        },
        {
          guard: and(['canRetry', 'isFreeOffer']),
          target: '#confirming.asFreeOffer',
          actions: 'clearError',
        },
        { guard: 'canRetry', target: '#confirming.asUser', actions: 'clearError' },
      ],
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
  return { type: 'final' };
}

export const bookingOutput = ({ context }: WithContext): BookingOutput => ({
  reservation: context.reservation,
});

/** The steps, by name, as the charts compose them: `step.choosing()`, `step.confirming(...)`. */
export const step = {
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
