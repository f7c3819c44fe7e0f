import { VOUCHER_VALIDITY_YEARS } from '../../domain/constants';
import type { components } from '../../api/schema';
import { deadlineMsOf } from './payment';

/**
 * The personal area's list (SPEC 2 and 6, "My bookings"): which of the user's reservations,
 * orders and vouchers are still to come and which are past, and how much time an MB WAY request
 * has left. Pure functions of the middleware's answer and the widget's "now".
 */

export type MyBooking = components['schemas']['MyBooking'];
export type MyBookingState = components['schemas']['MyBookingState'];
export type Prize = components['schemas']['Prize'];

/** How many bookings a page of the list asks for ("load more" asks for the next page). */
export const MY_BOOKINGS_PAGE_SIZE = 10;

/** States in which something is still to happen: the merchant to confirm or accept, a payment. */
const OPEN_STATES: readonly MyBookingState[] = [
  'pendingConfirmation',
  'awaitingMerchant',
  'paymentPending',
];

const MBWAY_METHODS = ['hipay_mbway', 'SIBS_MBWAY'];

const timeOf = (iso: string | undefined): number | null => {
  if (!iso) return null;
  const ms = Date.parse(iso);
  return Number.isFinite(ms) ? ms : null;
};

/**
 * When it takes place, in epoch ms: the date-time booked, or the latest date-time suggested
 * (type 6, while the merchant chooses one); null for what has no date (a voucher, an order, a
 * coupon).
 */
export function whenOf(booking: MyBooking): number | null {
  const booked = timeOf(booking.dateTime);
  if (booked !== null) return booked;
  const suggested = (booking.dateTimes ?? []).map(timeOf).filter((ms) => ms !== null);
  return suggested.length > 0 ? Math.max(...suggested) : null;
}

/** The end of a voucher's validity: one year after it was bought (SPEC 9). */
export function voucherValidUntil(booking: MyBooking): number | null {
  const bought = timeOf(booking.createdAt);
  if (bought === null) return null;
  const until = new Date(bought);
  until.setUTCFullYear(until.getUTCFullYear() + VOUCHER_VALIDITY_YEARS);
  return until.getTime();
}

/**
 * Still to come: a date from now on; without a date, something still open (to confirm, to
 * accept, to pay) or a paid voucher still valid. A cancelled or unpaid one is past, whatever
 * its date.
 */
export function isUpcoming(booking: MyBooking, nowMs: number): boolean {
  if (booking.state === 'cancelled' || booking.state === 'notPaid') return false;
  const when = whenOf(booking);
  if (when !== null) return when >= nowMs;
  if (OPEN_STATES.includes(booking.state)) return true;
  if (booking.kind !== 'voucher') return false;
  const validUntil = voucherValidUntil(booking);
  return validUntil !== null && validUntil > nowMs;
}

/**
 * The list in two groups: upcoming, soonest first (what has no date after what has, in the
 * middleware's order, newest first); past, latest first.
 */
export function groupMyBookings(
  bookings: readonly MyBooking[],
  nowMs: number,
): { upcoming: MyBooking[]; past: MyBooking[] } {
  const upcoming = bookings.filter((booking) => isUpcoming(booking, nowMs));
  const past = bookings.filter((booking) => !isUpcoming(booking, nowMs));
  const soonest = (a: MyBooking, b: MyBooking) =>
    (whenOf(a) ?? Number.POSITIVE_INFINITY) - (whenOf(b) ?? Number.POSITIVE_INFINITY) || 0;
  const latest = (a: MyBooking, b: MyBooking) =>
    (whenOf(b) ?? timeOf(b.createdAt) ?? 0) - (whenOf(a) ?? timeOf(a.createdAt) ?? 0);
  return { upcoming: [...upcoming].sort(soonest), past: [...past].sort(latest) };
}

/** The MB WAY request's deadline (epoch ms) of a booking whose payment is pending, else null. */
export function mbwayDeadlineOf(booking: MyBooking): number | null {
  if (booking.state !== 'paymentPending') return null;
  const method = booking.payment?.paymentMethod;
  if (method !== undefined && !MBWAY_METHODS.includes(method)) return null;
  return deadlineMsOf(booking.payment?.deadline);
}

/** More bookings than those loaded: "load more" asks for the next page. */
export const hasMoreBookings = (loaded: number, totalCount: number): boolean => loaded < totalCount;

/** The prizes, unused first (SPEC 9: prizes can be used on bookings), each group as answered. */
export function prizesByUse(prizes: readonly Prize[]): { unused: Prize[]; used: Prize[] } {
  return {
    unused: prizes.filter((prize) => prize.isUsed !== true),
    used: prizes.filter((prize) => prize.isUsed === true),
  };
}

/**
 * The middleware refused the user's token (401: a session ended or signed out elsewhere): the
 * list cannot be asked for again with it; the visitor signs in again.
 */
export const isSessionRefused = (status: number | undefined): boolean => status === 401;

// ------------------------------------------------------------------ changing and cancelling

/** A reservation's new date-time and people, as the change call takes it (assumed). */
export type BookingChange = components['schemas']['BookingChange'];

/**
 * Its date-time and people may be changed here: the middleware says so (canChange) and it is
 * still to come. Only a campaign's reservation of one slot is changed through the schedule chart.
 */
export function canChangeBooking(booking: MyBooking, nowMs: number): boolean {
  if (booking.kind !== 'reservation' || booking.canChange !== true) return false;
  if (booking.campaignId === undefined) return false;
  const when = timeOf(booking.dateTime);
  return when !== null && when > nowMs;
}

/** It may be cancelled: the middleware says so (canCancel) and it is still to come. */
export function canCancelBooking(booking: MyBooking, nowMs: number): boolean {
  if (booking.kind !== 'reservation' || booking.canCancel !== true) return false;
  const when = whenOf(booking);
  return when !== null && when > nowMs;
}

/** What a change asks for: the chosen slot's start and the people. Null without a slot. */
export function bookingChangeOf(choice: {
  startTime: string | null;
  numberOfPeople: number;
}): BookingChange | null {
  return choice.startTime === null
    ? null
    : { date: choice.startTime, numberOfPeople: choice.numberOfPeople };
}

/** The change asks for something new: another instant or another number of people. */
export function isBookingChanged(booking: MyBooking, change: BookingChange | null): boolean {
  if (change === null) return false;
  const before = timeOf(booking.dateTime);
  return before !== timeOf(change.date) || booking.numberOfPeople !== change.numberOfPeople;
}

/**
 * The calendar as a reservation being changed sees it: at its own slot, its own places count as
 * free (the middleware frees them before taking the new ones), so the same time with fewer or
 * more people can be chosen. Instants are compared, whatever the offset's form.
 */
export function withOwnPlaces<T extends { startTime: string; capacity: number }>(
  slots: readonly T[],
  booking: Pick<MyBooking, 'dateTime' | 'numberOfPeople'> | null | undefined,
): T[] {
  const own = timeOf(booking?.dateTime);
  const people = booking?.numberOfPeople ?? 0;
  if (own === null || people <= 0) return [...slots];
  return slots.map((slot) =>
    timeOf(slot.startTime) === own ? { ...slot, capacity: slot.capacity + people } : slot,
  );
}
