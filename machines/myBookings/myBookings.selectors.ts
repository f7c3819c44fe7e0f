import type { SnapshotFrom } from 'xstate';
import type { widgetMachine } from '../widget/widget.machine';
import type { MyBookingsActor } from './load';
import type { myBookingsMachine } from './myBookings.machine';
import type { EditBookingActor } from '../editBooking/editBooking.selectors';

/**
 * The personal area's model (ui/screens/MyBookingsScreen.tsx): pure functions of the chart's
 * snapshot. The step comes from the tags on the chart's states.
 */

export type MyBookingsSnapshot = SnapshotFrom<typeof myBookingsMachine>;

export type MyBookingsStep = 'loading' | 'list' | 'empty' | 'failed' | 'sessionEnded' | 'editing';

export function selectMyBookingsStep(snapshot: MyBookingsSnapshot): MyBookingsStep {
  if (snapshot.hasTag('view.editing')) return 'editing';
  if (snapshot.hasTag('view.list')) return 'list';
  if (snapshot.hasTag('view.empty')) return 'empty';
  if (snapshot.hasTag('view.failed')) return 'failed';
  if (snapshot.hasTag('view.sessionEnded')) return 'sessionEnded';
  return 'loading';
}

export const selectBookings = (snapshot: MyBookingsSnapshot) => snapshot.context.bookings;
export const selectTotalCount = (snapshot: MyBookingsSnapshot) => snapshot.context.totalCount;
export const selectPoints = (snapshot: MyBookingsSnapshot) => snapshot.context.points;
export const selectPrizes = (snapshot: MyBookingsSnapshot) => snapshot.context.prizes;
export const selectError = (snapshot: MyBookingsSnapshot) => snapshot.context.error;

/** The running edit of one reservation (machines/editBooking), while the step is `editing`. */
export const selectEditBookingActor = (snapshot: MyBookingsSnapshot) =>
  snapshot.children.editBooking as EditBookingActor | undefined;

/** The list offers this edit of this reservation (the chart's canEdit guard decides). */
export const canEditBooking = (
  snapshot: MyBookingsSnapshot,
  bookingId: string,
  intent: 'change' | 'cancel',
) => snapshot.can({ type: 'myBookings.edit', bookingId, intent });

/** The edits the list offers of one reservation. */
export interface BookingEdits {
  change: boolean;
  cancel: boolean;
}

const bookingEdits = new WeakMap<MyBookingsSnapshot, Record<string, BookingEdits>>();

/**
 * For each listed reservation, by its id, the edits the list offers of it (canEditBooking),
 * asked once per snapshot however many screens read them. Keyed on a prototype-less object: an
 * id is the middleware's text.
 */
export function selectBookingEdits(snapshot: MyBookingsSnapshot): Record<string, BookingEdits> {
  const known = bookingEdits.get(snapshot);
  if (known) return known;
  const edits = Object.create(null) as Record<string, BookingEdits>;
  for (const { id } of snapshot.context.bookings) {
    edits[id] ??= {
      change: canEditBooking(snapshot, id, 'change'),
      cancel: canEditBooking(snapshot, id, 'cancel'),
    };
  }
  bookingEdits.set(snapshot, edits);
  return edits;
}

/** The reservation being edited, while an edit runs. */
export const selectEditedBooking = (snapshot: MyBookingsSnapshot) =>
  snapshot.context.editing?.booking ?? null;

/** The signed-in user's saved addresses, kept beside the list. */
export const selectAddressBookActor = (snapshot: MyBookingsSnapshot) =>
  snapshot.children.addressBook;

/** The next page is on its way (the list stays shown). */
export const selectIsLoadingMore = (snapshot: MyBookingsSnapshot) =>
  snapshot.matches({ list: 'loadingMore' });

/** The next page did not come: its message and a retry under the list. */
export const selectMoreFailed = (snapshot: MyBookingsSnapshot) =>
  snapshot.matches({ list: 'moreFailed' });

/** "Ver mais" is offered: there are more bookings than those listed. */
export const selectCanLoadMore = (snapshot: MyBookingsSnapshot) =>
  snapshot.can({ type: 'myBookings.loadMore' });

// ------------------------------------------------------------------ in the widget
// Here rather than in widget.selectors.ts: only the personal area's screen (loaded lazily) reads
// them, so they stay out of the first screen's script.

type WidgetSnapshot = SnapshotFrom<typeof widgetMachine>;

/** Where a signed-in user's list is: its chart's code loading, running, or not arrived. */
export function selectMyBookingsChartState(
  snapshot: WidgetSnapshot,
): 'loading' | 'running' | 'unavailable' | null {
  if (snapshot.matches({ ready: { myBookings: { signedIn: 'loading' } } })) return 'loading';
  if (snapshot.matches({ ready: { myBookings: { signedIn: 'running' } } })) return 'running';
  if (snapshot.matches({ ready: { myBookings: { signedIn: 'unavailable' } } })) {
    return 'unavailable';
  }
  return null;
}

/** The running list of the user's bookings (loaded at run time, spawned as `myBookings`). */
export const selectMyBookingsActor = (snapshot: WidgetSnapshot): MyBookingsActor | undefined =>
  snapshot.context.refs.myBookings;
