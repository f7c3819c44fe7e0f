import { DateTime } from 'luxon';
import { assign, fromPromise, sendParent, setup, type ErrorActorEvent } from 'xstate';
import { campaignSlotsCall } from '../../api/calendar';
import { apiClient, unwrap } from '../../api/client';
import { errorCodeOf, isApiError, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { authMachine } from '../auth/auth.machine';
import type { AuthInput, AuthOutput } from '../auth/auth.types';
import { DEFAULT_SHOP_ZONE } from '../rules/format';
import { idempotencyKeyFor } from '../rules/idempotency';
import {
  bookingChangeOf,
  isBookingChanged,
  isSessionRefused,
  withOwnPlaces,
  type BookingChange,
  type MyBooking,
} from '../rules/myBookings';
import { campaignScheduleInput } from '../schedule/schedule.input';
import { scheduleMachine } from '../schedule/schedule.machine';
import type {
  ScheduleChoice,
  ScheduleInput,
  ScheduleTarget,
  SlotsResult,
} from '../schedule/schedule.types';

type CampaignInfo = components['schemas']['CampaignInfo'];
type UserIdentity = Extract<AuthOutput, { kind: 'user' }>;

/** Change the date, time and people, or cancel. */
export type EditIntent = 'change' | 'cancel';

export interface EditBookingInput {
  userId: number;
  token: string;
  /** The reservation as the list showed it. */
  booking: MyBooking;
  intent: EditIntent;
  /** A fresh start for this edit's Idempotency-Keys (machines/rules/idempotency.ts). */
  keySeed: string;
  /** The current instant (ISO), for the schedule chart; the device clock when absent. */
  now?: string;
}

export interface EditBookingContext extends EditBookingInput {
  campaign: CampaignInfo | null;
  /** What the schedule chart ended with; kept through a failure or a new sign-in. */
  choice: ScheduleChoice | null;
  /** Where the schedule chart starts: the reservation as it is, or the choice kept. */
  resume: ScheduleInput['resume'];
  /** The reservation as the middleware answered the change or the cancellation. */
  result: MyBooking | null;
  error: ErrorCode | null;
}

export type EditBookingEvent =
  | { type: 'edit.confirm' }
  | { type: 'edit.back' }
  | { type: 'edit.retry' }
  | { type: 'edit.exit' }
  /** The session ended: sign in again, keeping the edit. */
  | { type: 'edit.signIn' };

/** How an edit ended: something changed (the list is read again) or not. */
export interface EditBookingOutput {
  changed: boolean;
}

/** What the edit tells the list (and the list the widget): a new sign-in. */
export type EditBookingReport = { type: 'booking.signedIn'; identity: UserIdentity };

// ------------------------------------------------------------------------------------ actors

/** The reservation's campaign (v1/web/campaigns/{id}): its lead time, people and schedule. */
export const fetchCampaign = fromPromise<CampaignInfo, { campaignId: number }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.GET('/v1/web/campaigns/{id}', {
        params: { path: { id: input.campaignId } },
        signal,
      }),
    ),
);

/**
 * The campaign's 30-day slots for the schedule chart, as the reservation being changed sees them:
 * its own places free at its own slot (withOwnPlaces). The reservation is the edit's, the chart
 * that runs the schedule chart that runs this call.
 */
export const fetchOwnSlots = fromPromise<SlotsResult, { target: ScheduleTarget }>(
  async ({ input, signal, self }) => {
    const { target } = input;
    if (target.kind !== 'campaign') {
      throw new Error('Only a campaign reservation is changed through its calendar.');
    }
    const slots = await unwrap(campaignSlotsCall(target.campaignId, { signal }));
    const edit = self._parent?._parent?.getSnapshot() as
      | { context?: Partial<EditBookingContext> }
      | undefined;
    const booking = edit?.context?.booking;
    const own = booking?.campaignId === target.campaignId ? booking : null;
    return { slots: withOwnPlaces(slots, own), resources: [] };
  },
);

/** The booking's schedule chart, reading the calendar as the reservation being changed sees it. */
const scheduleOfReservation = scheduleMachine.provide({ actors: { fetchSlots: fetchOwnSlots } });

interface CallInput {
  userId: number;
  token: string;
  reservationId: number;
  idempotencyKey: string;
}

/** POST client/bookings/{userId}/{reservationId}/change (assumed), once per key. */
export const changeBooking = fromPromise<MyBooking, CallInput & { change: BookingChange }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/client/bookings/{userId}/{reservationId}/change', {
        params: {
          path: { userId: input.userId, reservationId: input.reservationId },
          query: { token: input.token },
          header: { 'Idempotency-Key': input.idempotencyKey },
        },
        body: input.change,
        signal,
      }),
    ),
);

/** POST client/bookings/{userId}/{reservationId}/cancel (assumed), once per key. */
export const cancelBooking = fromPromise<MyBooking, CallInput>(({ input, signal }) =>
  unwrap(
    apiClient.POST('/client/bookings/{userId}/{reservationId}/cancel', {
      params: {
        path: { userId: input.userId, reservationId: input.reservationId },
        query: { token: input.token },
        header: { 'Idempotency-Key': input.idempotencyKey },
      },
      signal,
    }),
  ),
);

// ------------------------------------------------------------------------------------ helpers

type WithContext = { context: EditBookingContext };

/** The reservation as it is, as a schedule choice: its day (at the shop's clock), slot, people. */
export function currentChoiceOf(booking: MyBooking, zone: string): ScheduleChoice {
  const start = booking.dateTime ?? null;
  const day = start ? DateTime.fromISO(start, { zone }).toISODate() : null;
  return {
    date: day,
    startTime: start,
    durationSec: null,
    numberOfPeople: booking.numberOfPeople ?? 1,
    dateTimes: [],
  };
}

export function initialEditBookingContext(input: EditBookingInput): EditBookingContext {
  return {
    ...input,
    campaign: null,
    choice: null,
    resume: null,
    result: null,
    error: null,
  };
}

const reservationIdOf = (context: EditBookingContext) => Number(context.booking.id);

/** The change asked for: the choice's slot and people. */
export const changeOf = (context: EditBookingContext): BookingChange | null =>
  context.choice ? bookingChangeOf(context.choice) : null;

/**
 * The change call's input. Its Idempotency-Key stands for this content only: a retry, a second
 * click or the same change after a new sign-in keeps it (applied once), another slot or party
 * size makes a new one.
 */
function changeInputOf({ context }: WithContext) {
  const change = changeOf(context) ?? { date: '', numberOfPeople: 0 };
  const reservationId = reservationIdOf(context);
  return {
    userId: context.userId,
    token: context.token,
    reservationId,
    change,
    idempotencyKey: idempotencyKeyFor(
      context.keySeed,
      `POST client/bookings/${reservationId}/change`,
      change,
    ),
  };
}

function cancelInputOf({ context }: WithContext) {
  const reservationId = reservationIdOf(context);
  return {
    userId: context.userId,
    token: context.token,
    reservationId,
    idempotencyKey: idempotencyKeyFor(
      context.keySeed,
      `POST client/bookings/${reservationId}/cancel`,
      {},
    ),
  };
}

/** The schedule chart of the reservation's campaign, one slot, starting at `resume`. */
function scheduleInputOf({ context }: WithContext): ScheduleInput {
  const campaign = context.campaign!;
  const input = campaignScheduleInput(campaign, 'slot', {
    ...(context.now ? { now: context.now } : {}),
  });
  return {
    ...input,
    // The party size the reservation has stays allowed even if the campaign's bounds moved.
    resume: context.resume ?? {
      choice: currentChoiceOf(context.booking, input.zone ?? DEFAULT_SHOP_ZONE),
    },
  };
}

function authInputOf(): AuthInput {
  return { allowGuestLogin: false, reason: 'myBookings' };
}

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/** Refusals that ask for a new sign-in rather than a retry: the token was refused. */
const toSessionEnded = {
  guard: { type: 'isSessionRefused' as const, params: errorOf },
  target: '#editBooking.sessionEnded',
  actions: { type: 'assignError' as const, params: errorOf },
};

// ------------------------------------------------------------------------------------ chart

/**
 * Changing or cancelling one of the signed-in user's reservations from the personal area (SPEC 2
 * and 6, "where reservations can be edited"). A change loads the reservation's campaign and runs
 * the same schedule chart as a booking (capacity, lead time, non-available days), starting at
 * the reservation's day, slot and people; the new choice is reviewed, then sent once (an
 * Idempotency-Key per content). A slot taken meanwhile (409 dateNotAvailable) starts the
 * schedule chart again with the catalogue's message, the people kept; any other failure keeps
 * the choice and offers the same call again; a token refused (401) asks to sign in again, then
 * comes back to the choice it had. A cancellation is confirmed first, then sent once.
 *
 *   change: loadingCampaign → choosing → reviewing → saving → saved
 *                 ↘ campaignFailed       ↖ dateNotAvailable ↙ ↘ saveFailed
 *   cancel: confirmingCancel → cancelling → cancelled | cancelFailed
 *   any call refused (401) → sessionEnded → signingIn → where it was
 */
export const editBookingMachine = setup({
  types: {
    input: {} as EditBookingInput,
    context: {} as EditBookingContext,
    events: {} as EditBookingEvent,
    output: {} as EditBookingOutput,
    children: {} as {
      fetchCampaign: 'fetchCampaign';
      schedule: 'schedule';
      changeBooking: 'changeBooking';
      cancelBooking: 'cancelBooking';
      auth: 'auth';
    },
  },
  actors: {
    fetchCampaign,
    schedule: scheduleOfReservation,
    changeBooking,
    cancelBooking,
    auth: authMachine,
  },
  guards: {
    isCancelIntent: ({ context }) => context.intent === 'cancel',
    hasChoice: ({ context }) => context.choice !== null,
    /** The choice asks for another slot or party size than the reservation has. */
    isChanged: ({ context }) => isBookingChanged(context.booking, changeOf(context)),
    isSessionRefused: (_, error: unknown) =>
      isSessionRefused(isApiError(error) ? error.status : undefined),
    isDateNotAvailable: (_, error: unknown) => errorCodeOf(error) === 'dateNotAvailable',
    isUserOutput: (_, output: AuthOutput) => output.kind === 'user',
  },
  actions: {
    assignCampaign: assign({ campaign: (_, campaign: CampaignInfo) => campaign }),
    assignChoice: assign({ choice: (_, choice: ScheduleChoice) => choice }),
    /** Back to the schedule at the choice kept; with the notice, its date and time cleared. */
    assignResume: assign({
      resume: ({ context }, params: { notice?: 'dateNotAvailable' }) =>
        context.choice ? { choice: context.choice, ...params } : context.resume,
    }),
    assignResult: assign({ result: (_, result: MyBooking) => result }),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    clearError: assign({ error: null }),
    assignToken: assign({ token: (_, identity: UserIdentity) => identity.user.token }),
    /** The new sign-in is the widget's too (cookies, parent window). */
    reportSignIn: sendParent((_, identity: UserIdentity) => ({
      type: 'booking.signedIn' as const,
      identity,
    })),
  },
}).createMachine({
  id: 'editBooking',
  context: ({ input }) => initialEditBookingContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isCancelIntent', target: 'confirmingCancel' },
        { target: 'loadingCampaign' },
      ],
    },
    loadingCampaign: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCampaign',
        src: 'fetchCampaign',
        input: ({ context }) => ({ campaignId: context.booking.campaignId ?? 0 }),
        onDone: {
          target: 'choosing',
          actions: { type: 'assignCampaign', params: ({ event }) => event.output },
        },
        onError: [
          toSessionEnded,
          { target: 'campaignFailed', actions: { type: 'assignError', params: errorOf } },
        ],
      },
    },
    // The campaign did not come: its message, a retry, the way back to the list.
    campaignFailed: {
      on: {
        'edit.retry': { target: 'loadingCampaign', actions: 'clearError' },
        'edit.exit': 'closed',
      },
    },
    // The schedule chart, as a booking runs it, at the reservation's (or the kept) choice.
    choosing: {
      invoke: {
        id: 'schedule',
        src: 'schedule',
        input: scheduleInputOf,
        onDone: {
          target: 'reviewing',
          actions: { type: 'assignChoice', params: ({ event }) => event.output },
        },
      },
      on: { 'edit.exit': 'closed' },
    },
    // Before and after side by side; nothing is sent until confirmed, nor if nothing changed.
    reviewing: {
      on: {
        'edit.confirm': { guard: 'isChanged', target: 'saving' },
        'edit.back': { target: 'choosing', actions: { type: 'assignResume', params: {} } },
        'edit.exit': 'closed',
      },
    },
    saving: {
      tags: ['busy'],
      invoke: {
        id: 'changeBooking',
        src: 'changeBooking',
        input: changeInputOf,
        onDone: {
          target: 'saved',
          actions: { type: 'assignResult', params: ({ event }) => event.output },
        },
        onError: [
          // The slot was taken meanwhile (SPEC 8): back to the date, the people kept.
          {
            guard: { type: 'isDateNotAvailable', params: errorOf },
            target: 'choosing',
            actions: [
              { type: 'assignError', params: errorOf },
              { type: 'assignResume', params: { notice: 'dateNotAvailable' } },
            ],
          },
          toSessionEnded,
          { target: 'saveFailed', actions: { type: 'assignError', params: errorOf } },
        ],
      },
    },
    // Not saved: the message; the same change again (same key), another choice, or leave.
    saveFailed: {
      on: {
        'edit.retry': { target: 'saving', actions: 'clearError' },
        'edit.back': {
          target: 'choosing',
          actions: ['clearError', { type: 'assignResume', params: {} }],
        },
        'edit.exit': 'closed',
      },
    },
    saved: {
      on: { 'edit.exit': 'closed' },
    },
    confirmingCancel: {
      on: {
        'edit.confirm': 'cancelling',
        'edit.exit': 'closed',
      },
    },
    cancelling: {
      tags: ['busy'],
      invoke: {
        id: 'cancelBooking',
        src: 'cancelBooking',
        input: cancelInputOf,
        onDone: {
          target: 'cancelled',
          actions: { type: 'assignResult', params: ({ event }) => event.output },
        },
        onError: [
          toSessionEnded,
          { target: 'cancelFailed', actions: { type: 'assignError', params: errorOf } },
        ],
      },
    },
    cancelFailed: {
      on: {
        'edit.retry': { target: 'cancelling', actions: 'clearError' },
        'edit.exit': 'closed',
      },
    },
    cancelled: {
      on: { 'edit.exit': 'closed' },
    },
    // The token was refused: sign in again; what was chosen is kept for after.
    sessionEnded: {
      on: {
        'edit.signIn': 'signingIn',
        'edit.exit': 'closed',
      },
    },
    signingIn: {
      invoke: {
        id: 'auth',
        src: 'auth',
        input: authInputOf,
        onDone: [
          {
            guard: { type: 'isUserOutput', params: ({ event }) => event.output },
            target: 'resuming',
            actions: [
              'clearError',
              { type: 'assignToken', params: ({ event }) => event.output as UserIdentity },
              { type: 'reportSignIn', params: ({ event }) => event.output as UserIdentity },
            ],
          },
          { target: 'sessionEnded' },
        ],
      },
      on: { 'edit.exit': 'closed' },
    },
    // Signed in again: back where the edit was, nothing chosen lost.
    resuming: {
      always: [
        { guard: 'isCancelIntent', target: 'confirmingCancel' },
        { guard: 'hasChoice', target: 'reviewing' },
        { target: 'loadingCampaign' },
      ],
    },
    closed: { type: 'final' },
  },
  output: ({ context }) => ({ changed: context.result !== null }),
});
