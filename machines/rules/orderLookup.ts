import type { components } from '../../api/schema';
import { CLOCK_SKEW_MS } from './payment';

/**
 * An order ("Encomendar") whose answer was lost, late or unreadable is looked up, not sent again
 * (README "Money safety"): among a signed-in user's bookings (`client/bookings/{userId}`, newest
 * first), the order made since the request went out (less the clocks' skew), of the campaign
 * ordered from (a shop's cart names none), not cancelled. A guest's order cannot be looked up:
 * SPEC 7 has no call that lists it.
 */

type MyBooking = components['schemas']['MyBooking'];
type Order = components['schemas']['Order'];
type OrderRequest = components['schemas']['OrderRequest'];

/** The order's state as the order call would have answered it. */
function orderStatusOf(item: MyBooking): Order['status'] | null {
  switch (item.state) {
    case 'paymentPending':
    case 'notPaid':
      return 'awaiting_payment';
    case 'awaitingMerchant':
      return 'awaiting_confirmation';
    case 'confirmed':
      return 'confirmed';
    default:
      return null;
  }
}

/** The order a lost request made, as the order call would have answered it; or null. */
export function orderMadeIn(
  items: readonly MyBooking[],
  request: Pick<OrderRequest, 'campaignId'>,
  requestedAtMs: number,
): Order | null {
  const made = items.find(
    (item) =>
      item.kind === 'order' &&
      item.state !== 'cancelled' &&
      item.campaignId === (request.campaignId ?? undefined) &&
      Date.parse(item.createdAt) >= requestedAtMs - CLOCK_SKEW_MS,
  );
  const status = made ? orderStatusOf(made) : null;
  if (!made || !status) return null;
  return {
    id: 0,
    orderCode: made.id,
    status,
    total: made.amount ?? 0,
    currency: 'EUR',
    createdAt: made.createdAt,
    ...(made.payment ? { payment: made.payment } : {}),
  };
}
