import type { EditIntent } from '../editBooking/editBooking.machine';
import type { MyBookingsEvent } from './myBookings.machine';
import {
  selectAddressBookActor,
  selectBookingEdits,
  selectBookings,
  selectCanLoadMore,
  selectEditBookingActor,
  selectEditedBooking,
  selectError,
  selectIsLoadingMore,
  selectMoreFailed,
  selectMyBookingsStep,
  selectPoints,
  selectPrizes,
  selectTotalCount,
  type MyBookingsSnapshot,
} from './myBookings.selectors';

/**
 * The personal area's list view (ui/screens/MyBookingsList.tsx, MyBookingsEditActions.tsx and
 * the saved addresses of MyBookingsScreen.tsx): the step, the bookings and how many there are,
 * the next page, points and prizes, the edits each reservation offers, the running edit and the
 * address book beside the list; then the ways on.
 */
export function connectMyBookings(
  snapshot: MyBookingsSnapshot,
  send: (event: MyBookingsEvent) => void,
) {
  return {
    step: selectMyBookingsStep(snapshot),
    error: selectError(snapshot),
    bookings: selectBookings(snapshot),
    total: selectTotalCount(snapshot),
    canLoadMore: selectCanLoadMore(snapshot),
    isLoadingMore: selectIsLoadingMore(snapshot),
    moreFailed: selectMoreFailed(snapshot),
    points: selectPoints(snapshot),
    prizes: selectPrizes(snapshot),
    edits: selectBookingEdits(snapshot),
    edited: selectEditedBooking(snapshot),
    editor: selectEditBookingActor(snapshot),
    addressBook: selectAddressBookActor(snapshot),
    retry: () => send({ type: 'myBookings.retry' }),
    loadMore: () => send({ type: 'myBookings.loadMore' }),
    edit: (bookingId: string, intent: EditIntent) =>
      send({ type: 'myBookings.edit', bookingId, intent }),
  };
}
