import { assertEvent, assign, fromPromise, sendParent, setup } from 'xstate';
import { isSessionRefusedError, onCallError } from './callRefused';
import { apiClient, unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { addressBookMachine } from '../addresses/addressBook.machine';
import { nowMs } from '../../api/clock';
import { newKeySeed } from '../booking/load';
import {
  editBookingMachine,
  type EditBookingInput,
  type EditBookingOutput,
  type EditBookingReport,
  type EditIntent,
} from '../editBooking/editBooking.machine';
import {
  canCancelBooking,
  canChangeBooking,
  hasMoreBookings,
  MY_BOOKINGS_PAGE_SIZE,
  type MyBooking,
  type Prize,
} from '../rules/myBookings';

export type MyBookingsPage = components['schemas']['MyBookingsPage'];

export interface MyBookingsInput {
  /** The signed-in user, whose bookings are listed (SPEC 2 and 6: a guest has none here). */
  userId: number;
  token: string;
}

export interface MyBookingsContext extends MyBookingsInput {
  /** The bookings loaded so far, newest first, as the middleware pages them. */
  bookings: MyBooking[];
  /** The last page loaded (from 0); -1 before the first answer. */
  page: number;
  totalCount: number;
  /** The points balance and every prize, used and unused, as the last page said. */
  points: number | null;
  prizes: Prize[];
  error: ErrorCode | null;
  /** The reservation being changed or cancelled, and how; null while the list is shown. */
  editing: { booking: MyBooking; intent: EditIntent } | null;
  /**
   * The widget's clock when the list was last read: what may still be changed or cancelled is
   * judged by it, so the guards read no clock.
   */
  now: number;
}

export type MyBookingsEvent =
  /** "Ver mais": the next page. */
  | { type: 'myBookings.loadMore' }
  /** After a failure: the same call again. */
  | { type: 'myBookings.retry' }
  /** Change a reservation's date, time and people, or cancel it (where it allows it). */
  | { type: 'myBookings.edit'; bookingId: string; intent: EditIntent }
  /** The edit signed in again: the list's token, and the widget's user. */
  | EditBookingReport;

/** One page of the user's bookings (assumed GET client/bookings/{userId}), newest first. */
export const fetchMyBookings = fromPromise<
  MyBookingsPage,
  { userId: number; token: string; page: number }
>(({ input, signal }) =>
  unwrap(
    apiClient.GET('/client/bookings/{userId}', {
      params: {
        path: { userId: input.userId },
        query: { token: input.token, page: input.page, size: MY_BOOKINGS_PAGE_SIZE },
      },
      signal,
    }),
  ),
);

export function initialMyBookingsContext(input: MyBookingsInput): MyBookingsContext {
  return {
    ...input,
    bookings: [],
    page: -1,
    totalCount: 0,
    points: null,
    prizes: [],
    error: null,
    editing: null,
    now: nowMs(),
  };
}

/** The listed reservation an edit event names, if it allows that edit now. */
export function editableBooking(
  bookings: readonly MyBooking[],
  event: { bookingId: string; intent: EditIntent },
  now: number,
): MyBooking | null {
  const booking = bookings.find(
    (candidate) => candidate.kind === 'reservation' && candidate.id === event.bookingId,
  );
  if (!booking) return null;
  const allowed =
    event.intent === 'change' ? canChangeBooking(booking, now) : canCancelBooking(booking, now);
  return allowed ? booking : null;
}

function editInputOf({ context }: { context: MyBookingsContext }): EditBookingInput {
  const editing = context.editing!;
  return {
    userId: context.userId,
    token: context.token,
    booking: editing.booking,
    intent: editing.intent,
    keySeed: newKeySeed(),
  };
}

const keyOf = (booking: MyBooking) => `${booking.kind}:${booking.id}`;

/** A later page appended; one already listed (the list moved on meanwhile) is not shown twice. */
function appended(bookings: MyBooking[], more: MyBooking[]): MyBooking[] {
  const known = new Set(bookings.map(keyOf));
  return [...bookings, ...more.filter((booking) => !known.has(keyOf(booking)))];
}

const pageInput =
  (next: number) =>
  ({ context }: { context: MyBookingsContext }) => ({
    userId: context.userId,
    token: context.token,
    page: next === 0 ? 0 : context.page + 1,
  });

/**
 * The personal area's list (SPEC 2 and 6, "My bookings"): the signed-in user's reservations,
 * orders and vouchers with their state, the points balance and the prizes. The first page loads
 * at once; "Ver mais" asks for the next while there are more. A failure of any call (an error
 * answer, no answer, the 40 s time-out, an answer off the contract) keeps what was shown and
 * offers the same call again; a token refused (401) asks to sign in again instead.
 *
 *   loading → list (idle ⇄ loadingMore → moreFailed) | empty
 *          ↘ failed → loading
 *          ↘ sessionEnded (the token refused, from any call)
 */
export const myBookingsMachine = setup({
  types: {
    input: {} as MyBookingsInput,
    context: {} as MyBookingsContext,
    events: {} as MyBookingsEvent,
    children: {} as {
      fetchMyBookings: 'fetchMyBookings';
      editBooking: 'editBooking';
      addressBook: 'addressBook';
    },
  },
  actors: { fetchMyBookings, editBooking: editBookingMachine, addressBook: addressBookMachine },
  guards: {
    isEmptyPage: (_, page: MyBookingsPage) => page.items.length === 0,
    hasMore: ({ context }) => hasMoreBookings(context.bookings.length, context.totalCount),
    /** The token was refused (401): asking again cannot help; the visitor signs in again. */
    isSessionRefused: isSessionRefusedError,
    /** The reservation is listed and allows this edit (canChange / canCancel, still to come). */
    canEdit: ({ context, event }) =>
      event.type === 'myBookings.edit' &&
      editableBooking(context.bookings, event, context.now) !== null,
    /** The edit changed or cancelled the reservation: the list is read again. */
    hasChanged: (_, output: EditBookingOutput) => output.changed,
  },
  actions: {
    assignFirstPage: assign((_, page: MyBookingsPage) => ({
      bookings: page.items,
      page: page.page,
      totalCount: page.totalCount,
      points: page.points ?? null,
      prizes: page.prizes ?? [],
      error: null,
      now: nowMs(),
    })),
    assignNextPage: assign(({ context }, page: MyBookingsPage) => ({
      bookings: appended(context.bookings, page.items),
      page: page.page,
      totalCount: page.totalCount,
      points: page.points ?? context.points,
      prizes: page.prizes ?? context.prizes,
      error: null,
      now: nowMs(),
    })),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    clearError: assign({ error: null }),
    assignEditing: assign(({ context, event }) => {
      assertEvent(event, 'myBookings.edit');
      const booking = editableBooking(context.bookings, event, context.now);
      return { editing: booking ? { booking, intent: event.intent } : null };
    }),
    clearEditing: assign({ editing: null }),
    /** A new sign-in during an edit: the list's token, and the widget told. */
    assignSignIn: assign({
      token: ({ context, event }) =>
        event.type === 'booking.signedIn' ? event.identity.user.token : context.token,
    }),
    reportSignIn: sendParent(({ event }) => event),
  },
}).createMachine({
  id: 'myBookings',
  context: ({ input }) => initialMyBookingsContext(input),
  // The saved addresses (machines/addresses) are kept beside the list while the area is shown.
  invoke: {
    id: 'addressBook',
    src: 'addressBook',
    input: ({ context }) => ({ token: context.token }),
  },
  initial: 'loading',
  on: { 'booking.signedIn': { actions: ['assignSignIn', 'reportSignIn'] } },
  states: {
    loading: {
      tags: ['view.loading', 'busy'],
      invoke: {
        id: 'fetchMyBookings',
        src: 'fetchMyBookings',
        input: pageInput(0),
        onDone: [
          {
            guard: { type: 'isEmptyPage', params: ({ event }) => event.output },
            target: 'empty',
            actions: { type: 'assignFirstPage', params: ({ event }) => event.output },
          },
          {
            target: 'list',
            actions: { type: 'assignFirstPage', params: ({ event }) => event.output },
          },
        ],
        onError: onCallError('sessionEnded', 'failed'),
      },
    },
    // Nothing could be loaded: the message and the retry, never a blank screen.
    failed: {
      tags: ['view.failed'],
      on: { 'myBookings.retry': { target: 'loading', actions: 'clearError' } },
    },
    // The token was refused (401): the way on is to sign in again (the widget's sign-out).
    sessionEnded: { tags: ['view.sessionEnded'] },
    // No bookings yet: the points and prizes, and a way on (back to the campaign).
    empty: { tags: ['view.empty'] },
    // One reservation changed or cancelled (machines/editBooking); then the list, read again
    // if something changed.
    editing: {
      tags: ['view.editing'],
      exit: 'clearEditing',
      invoke: {
        id: 'editBooking',
        src: 'editBooking',
        input: editInputOf,
        onDone: [
          {
            guard: { type: 'hasChanged', params: ({ event }) => event.output },
            target: 'loading',
          },
          { target: 'list' },
        ],
      },
    },
    list: {
      tags: ['view.list'],
      initial: 'idle',
      states: {
        idle: {
          on: {
            'myBookings.loadMore': { guard: 'hasMore', target: 'loadingMore' },
            'myBookings.edit': {
              guard: 'canEdit',
              target: '#myBookings.editing',
              actions: 'assignEditing',
            },
          },
        },
        loadingMore: {
          tags: ['busy'],
          invoke: {
            id: 'fetchMyBookings',
            src: 'fetchMyBookings',
            input: pageInput(1),
            onDone: {
              target: 'idle',
              actions: { type: 'assignNextPage', params: ({ event }) => event.output },
            },
            onError: onCallError('#myBookings.sessionEnded', 'moreFailed'),
          },
        },
        // The next page did not come: what is listed stays, with the message and a retry.
        moreFailed: {
          on: { 'myBookings.retry': { target: 'loadingMore', actions: 'clearError' } },
        },
      },
    },
  },
});
