// A booking whose answer was lost is looked up among the user's bookings, not sent again
// (machines/rules/bookingLookup.ts): that campaign, that many people, that date-time (or those
// suggested date-times), made since the request went out less 2 minutes, not cancelled.
import { describe, expect, it } from 'vitest';
import type { components } from '../../api/schema';
import { reservationMadeIn } from '../../machines/rules/bookingLookup';

type MyBooking = components['schemas']['MyBooking'];

const requestedAtMs = Date.parse('2026-03-03T09:00:00Z');
const item = (overrides: Partial<MyBooking> = {}): MyBooking => ({
  kind: 'reservation',
  id: '7001',
  state: 'confirmed',
  createdAt: '2026-03-03T09:00:01Z',
  campaignId: 108,
  dateTime: '2026-03-03T19:00:00Z',
  numberOfPeople: 2,
  ...overrides,
});
const request = { campaignId: 108, numberOfPeople: 2, date: '2026-03-03T19:00:00.000Z' };

describe('the reservation a lost booking request made', () => {
  it('found: answered as the booking call would have (confirmed, or pending)', () => {
    expect(reservationMadeIn([item()], request, requestedAtMs)).toEqual({
      reservationId: 7001,
      status: 'confirmed',
      campaignId: 108,
      date: '2026-03-03T19:00:00Z',
      numberOfPeople: 2,
    });
    expect(
      reservationMadeIn([item({ state: 'pendingConfirmation' })], request, requestedAtMs)?.status,
    ).toBe('pending');
  });

  it.each([
    ['another campaign', { campaignId: 101 }],
    ['another party size', { numberOfPeople: 3 }],
    ['another time', { dateTime: '2026-03-03T21:00:00Z' }],
    ['made before the request (beyond the skew)', { createdAt: '2026-03-03T08:57:59Z' }],
    ['cancelled', { state: 'cancelled' as const }],
    ['a voucher', { kind: 'voucher' as const }],
    ['an id that is no reservation id', { id: 'VOU-1' }],
  ])('%s is not it', (_, overrides) => {
    expect(reservationMadeIn([item(overrides)], request, requestedAtMs)).toBeNull();
  });

  it('made up to 2 minutes before the request by the middleware clock is still it', () => {
    expect(
      reservationMadeIn([item({ createdAt: '2026-03-03T08:58:30Z' })], request, requestedAtMs),
    ).not.toBeNull();
  });

  it('suggested date-times: the same set, or the one the merchant chose among them', () => {
    const dateTimes = ['2026-03-05T19:00:00Z', '2026-03-04T19:00:00Z', '2026-03-06T19:00:00Z'];
    const suggested = { campaignId: 106, numberOfPeople: 2, dateTimes };
    const listed = item({
      campaignId: 106,
      dateTime: undefined,
      dateTimes: [...dateTimes].reverse(),
    });
    expect(reservationMadeIn([listed], suggested, requestedAtMs)?.dateTimes).toHaveLength(3);
    const chosen = item({ campaignId: 106, dateTime: '2026-03-04T19:00:00Z' });
    expect(reservationMadeIn([chosen], suggested, requestedAtMs)).not.toBeNull();
    const other = item({ campaignId: 106, dateTimes: dateTimes.slice(0, 2), dateTime: undefined });
    expect(reservationMadeIn([other], suggested, requestedAtMs)).toBeNull();
  });

  it('suggested date-times: a listed set of the same size but other times, or a chosen time not among them, is not it', () => {
    const dateTimes = ['2026-03-04T19:00:00Z', '2026-03-05T19:00:00Z'];
    const suggested = { campaignId: 106, numberOfPeople: 2, dateTimes };
    const shifted = ['2026-03-04T19:00:00Z', '2026-03-05T20:00:00Z'];
    const listed = item({ campaignId: 106, dateTime: undefined, dateTimes: shifted });
    expect(reservationMadeIn([listed], suggested, requestedAtMs)).toBeNull();
    const elsewhen = item({ campaignId: 106, dateTime: '2026-03-07T19:00:00Z' });
    expect(reservationMadeIn([elsewhen], suggested, requestedAtMs)).toBeNull();
    // Neither listed nor chosen: no date to compare, so it is not this one.
    const undated = item({ campaignId: 106, dateTime: undefined });
    expect(reservationMadeIn([undated], suggested, requestedAtMs)).toBeNull();
  });

  it('a booking without a date (a digital coupon, type 5): the one listed without a date or date-times', () => {
    const coupon = { campaignId: 105, numberOfPeople: 1 };
    const undated = item({ campaignId: 105, numberOfPeople: 1, dateTime: undefined });
    expect(reservationMadeIn([undated], coupon, requestedAtMs)).toEqual({
      reservationId: 7001,
      status: 'confirmed',
      campaignId: 105,
      numberOfPeople: 1,
    });
    const dated = item({ campaignId: 105, numberOfPeople: 1 });
    expect(reservationMadeIn([dated], coupon, requestedAtMs)).toBeNull();
    const suggested = item({
      campaignId: 105,
      numberOfPeople: 1,
      dateTime: undefined,
      dateTimes: ['2026-03-04T19:00:00Z'],
    });
    expect(reservationMadeIn([suggested], coupon, requestedAtMs)).toBeNull();
  });

  it('a request with a date is never matched by a booking listed without one', () => {
    expect(reservationMadeIn([item({ dateTime: undefined })], request, requestedAtMs)).toBeNull();
  });

  it('made exactly at the skew before the request is still it', () => {
    expect(
      reservationMadeIn([item({ createdAt: '2026-03-03T08:58:00Z' })], request, requestedAtMs),
    ).not.toBeNull();
  });

  it("the campaign's type and the points earned are passed on as listed, and only when listed", () => {
    const found = reservationMadeIn(
      [item({ campaignType: 2, pointsEarned: 40 })],
      request,
      requestedAtMs,
    );
    expect(found).toMatchObject({ campaignType: 2, pointsEarned: 40 });
    const bare = reservationMadeIn([item()], request, requestedAtMs)!;
    expect('campaignType' in bare).toBe(false);
    expect('pointsEarned' in bare).toBe(false);
  });

  it('nothing made: null', () => {
    expect(reservationMadeIn([], request, requestedAtMs)).toBeNull();
  });
});
