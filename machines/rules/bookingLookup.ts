import type { components } from '../../api/schema';
import { CLOCK_SKEW_MS } from './payment';

/**
 * A booking whose answer was lost, late or unreadable is looked up, not sent again (README
 * "Money safety"): among a signed-in user's bookings (`client/bookings/{userId}`, newest first),
 * the reservation of that campaign, for that many people, at that date-time (or those suggested
 * date-times), made since the request went out (less the clocks' skew), not cancelled. A guest's
 * booking cannot be looked up: SPEC 7 has no call that lists it.
 */

type MyBooking = components['schemas']['MyBooking'];
type BookingRequest = components['schemas']['BookingRequest'];
type ReservationResult = components['schemas']['ReservationResult'];

const sameInstant = (a: string | undefined, b: string | undefined) =>
  a !== undefined && b !== undefined && Date.parse(a) === Date.parse(b);

function sameDates(item: MyBooking, request: BookingRequest): boolean {
  if (request.date !== undefined) return sameInstant(item.dateTime, request.date);
  if (request.dateTimes !== undefined) {
    // Suggested date-times: still listed as asked, or the one the merchant chose among them.
    if (item.dateTimes) {
      const asked = request.dateTimes.map((date) => Date.parse(date)).sort();
      const listed = item.dateTimes.map((date) => Date.parse(date)).sort();
      return asked.length === listed.length && asked.every((at, index) => at === listed[index]);
    }
    return request.dateTimes.some((date) => sameInstant(item.dateTime, date));
  }
  return item.dateTime === undefined && item.dateTimes === undefined;
}

/** The reservation a lost request made, as the booking call would have answered it; or null. */
export function reservationMadeIn(
  items: readonly MyBooking[],
  request: BookingRequest,
  requestedAtMs: number,
): ReservationResult | null {
  const made = items.find(
    (item) =>
      item.kind === 'reservation' &&
      item.state !== 'cancelled' &&
      item.campaignId === request.campaignId &&
      item.numberOfPeople === request.numberOfPeople &&
      Number.isInteger(Number(item.id)) &&
      Date.parse(item.createdAt) >= requestedAtMs - CLOCK_SKEW_MS &&
      sameDates(item, request),
  );
  if (!made) return null;
  return {
    reservationId: Number(made.id),
    status: made.state === 'pendingConfirmation' ? 'pending' : 'confirmed',
    campaignId: request.campaignId,
    ...(made.campaignType !== undefined ? { campaignType: made.campaignType } : {}),
    ...(made.dateTime !== undefined ? { date: made.dateTime } : {}),
    ...(made.dateTimes !== undefined ? { dateTimes: [...made.dateTimes] } : {}),
    numberOfPeople: request.numberOfPeople,
    ...(made.pointsEarned !== undefined ? { pointsEarned: made.pointsEarned } : {}),
  };
}
