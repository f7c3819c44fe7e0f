import type { components } from '../../api/schema';
import type { MadeOrder, PendingRequest } from '../../domain/pendingRequest';
import { reservationMadeIn } from './bookingLookup';
import type { BookingRequest, ReservationResult } from './bookingRequest';
import { orderMadeIn } from './orderLookup';
import type { OrderRequest } from './orderRequest';

/**
 * A request on its way when the page went (a reload, "back", a closed tab), found at the next
 * start: looked up, never sent again (README "Money safety"), with the rules a lost answer is
 * looked up with in the page (./bookingLookup.ts, ./orderLookup.ts): among a signed-in user's
 * bookings (`client/bookings/{userId}`, newest first), what it made since it went out, less the
 * clocks' skew. A request stored before its time was kept is matched by its content alone.
 */

type MyBooking = components['schemas']['MyBooking'];

export type PendingFound =
  | { kind: 'booking'; result: ReservationResult }
  | { kind: 'order'; order: MadeOrder }
  | null;

/** What the pending request made, as its call would have answered it; or null (nothing). */
export function pendingMadeIn(items: readonly MyBooking[], pending: PendingRequest): PendingFound {
  const since = pending.requestedAtMs ?? 0;
  if (pending.kind === 'booking') {
    const result = reservationMadeIn(items, pending.body as BookingRequest, since);
    return result ? { kind: 'booking', result } : null;
  }
  const order = orderMadeIn(items, pending.body as Pick<OrderRequest, 'campaignId'>, since);
  if (!order || order.status === 'cancelled') return null;
  return {
    kind: 'order',
    order: { orderCode: order.orderCode, status: order.status, total: order.total },
  };
}
