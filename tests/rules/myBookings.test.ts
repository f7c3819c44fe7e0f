import { describe, expect, it } from 'vitest';
import {
  groupMyBookings,
  hasMoreBookings,
  isSessionRefused,
  isUpcoming,
  mbwayDeadlineOf,
  prizesByUse,
  voucherValidUntil,
  whenOf,
  type MyBooking,
} from '../../machines/rules/myBookings';

const NOW = Date.parse('2026-03-03T09:00:00Z');
const at = (iso: string) => Date.parse(iso);

const booking = (fields: Partial<MyBooking>): MyBooking => ({
  kind: 'reservation',
  id: '1',
  state: 'confirmed',
  createdAt: '2026-03-01T10:00:00Z',
  ...fields,
});

describe('my bookings: upcoming or past', () => {
  it('a booking with a date is upcoming from now on, past before', () => {
    expect(isUpcoming(booking({ dateTime: '2026-03-03T09:00:00Z' }), NOW)).toBe(true);
    expect(isUpcoming(booking({ dateTime: '2026-03-03T08:59:59Z' }), NOW)).toBe(false);
  });

  it('suggested dates (type 6) count by the latest of them', () => {
    const suggested = booking({
      state: 'pendingConfirmation',
      dateTimes: ['2026-03-02T20:00:00Z', '2026-03-05T20:00:00Z', 'not a date'],
    });
    expect(whenOf(suggested)).toBe(at('2026-03-05T20:00:00Z'));
    expect(isUpcoming(suggested, NOW)).toBe(true);
    expect(isUpcoming(suggested, at('2026-03-06T00:00:00Z'))).toBe(false);
  });

  it('without a date: upcoming while something is still to happen (to confirm, accept or pay)', () => {
    for (const state of ['pendingConfirmation', 'awaitingMerchant', 'paymentPending'] as const) {
      expect(isUpcoming(booking({ kind: 'order', state }), NOW)).toBe(true);
    }
    expect(isUpcoming(booking({ kind: 'order', state: 'confirmed' }), NOW)).toBe(false);
  });

  it('SPEC 9: a paid voucher is upcoming for one year after it was bought', () => {
    const voucher = booking({ kind: 'voucher', createdAt: '2025-03-03T09:00:00Z' });
    expect(voucherValidUntil(voucher)).toBe(at('2026-03-03T09:00:00Z'));
    expect(isUpcoming(voucher, NOW - 1)).toBe(true);
    expect(isUpcoming(voucher, NOW)).toBe(false);
  });

  it('a cancelled or unpaid one is past, whatever its date', () => {
    const later = { dateTime: '2026-04-01T20:00:00Z' };
    expect(isUpcoming(booking({ ...later, state: 'cancelled' }), NOW)).toBe(false);
    expect(isUpcoming(booking({ ...later, kind: 'voucher', state: 'notPaid' }), NOW)).toBe(false);
  });

  it('groups: upcoming soonest first (undated after, in the given order), past latest first', () => {
    const soon = booking({ id: 'soon', dateTime: '2026-03-04T20:00:00Z' });
    const later = booking({ id: 'later', dateTime: '2026-03-10T20:00:00Z' });
    const toPay = booking({ id: 'toPay', kind: 'voucher', state: 'paymentPending' });
    const lastWeek = booking({ id: 'lastWeek', dateTime: '2026-02-24T20:00:00Z' });
    const lastMonth = booking({ id: 'lastMonth', dateTime: '2026-02-03T20:00:00Z' });
    const { upcoming, past } = groupMyBookings([toPay, lastMonth, later, lastWeek, soon], NOW);
    expect(upcoming.map((item) => item.id)).toEqual(['soon', 'later', 'toPay']);
    expect(past.map((item) => item.id)).toEqual(['lastWeek', 'lastMonth']);
  });
});

describe('my bookings: payments and pages', () => {
  it('an MB WAY payment pending has its deadline; an ATM reference, or a settled one, has none', () => {
    const deadline = '2026-03-03T09:05:00Z';
    const mbway = booking({
      kind: 'voucher',
      state: 'paymentPending',
      payment: { id: 'p', paymentMethod: 'hipay_mbway', deadline },
    });
    expect(mbwayDeadlineOf(mbway)).toBe(at(deadline));
    expect(mbwayDeadlineOf({ ...mbway, state: 'confirmed' })).toBeNull();
    expect(
      mbwayDeadlineOf({ ...mbway, payment: { id: 'p', paymentMethod: 'hipay_mb', deadline } }),
    ).toBeNull();
    expect(mbwayDeadlineOf({ ...mbway, payment: { id: 'p' } })).toBeNull();
  });

  it('a 401 is a session refused; any other failure may be tried again', () => {
    expect(isSessionRefused(401)).toBe(true);
    for (const status of [undefined, 400, 403, 404, 500])
      expect(isSessionRefused(status)).toBe(false);
  });

  it('more to load while fewer are loaded than the total', () => {
    expect(hasMoreBookings(10, 12)).toBe(true);
    expect(hasMoreBookings(12, 12)).toBe(false);
  });

  it('prizes: unused and used apart', () => {
    const prize = (id: number, isUsed?: boolean) => ({
      id,
      name: `${id}`,
      value: 5,
      currency: 'EUR',
      isUsed,
    });
    expect(prizesByUse([prize(1, true), prize(2), prize(3, false)])).toEqual({
      unused: [prize(2), prize(3, false)],
      used: [prize(1, true)],
    });
  });
});
