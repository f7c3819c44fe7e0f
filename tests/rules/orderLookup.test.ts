// An order ("Encomendar") whose answer was lost is looked up among the user's bookings, not sent
// again (machines/rules/orderLookup.ts): an order of the campaign ordered from (a shop's cart
// names none), made since the request went out less 2 minutes, not cancelled; answered as the
// order call would have.
import { describe, expect, it } from 'vitest';
import type { components } from '../../api/schema';
import { orderMadeIn } from '../../machines/rules/orderLookup';

type MyBooking = components['schemas']['MyBooking'];

const requestedAtMs = Date.parse('2026-03-03T12:00:00Z');
const item = (overrides: Partial<MyBooking> = {}): MyBooking => ({
  kind: 'order',
  id: 'ORD-1',
  state: 'paymentPending',
  createdAt: '2026-03-03T12:00:01Z',
  campaignId: 107,
  amount: 29.8,
  ...overrides,
});
const request = { campaignId: 107 };

describe('the order a lost "Encomendar" made', () => {
  it('found awaiting its payment: answered as the order call would have', () => {
    expect(orderMadeIn([item()], request, requestedAtMs)).toEqual({
      id: 0,
      orderCode: 'ORD-1',
      status: 'awaiting_payment',
      total: 29.8,
      currency: 'EUR',
      createdAt: '2026-03-03T12:00:01Z',
    });
  });

  it.each([
    ['notPaid', 'awaiting_payment'],
    ['awaitingMerchant', 'awaiting_confirmation'],
    ['confirmed', 'confirmed'],
  ] as const)('%s is %s', (state, status) => {
    expect(orderMadeIn([item({ state })], request, requestedAtMs)?.status).toBe(status);
  });

  it('its payment, where one is under way, comes with it', () => {
    const payment = { id: 'PAY-1', paymentMethod: 'SIBS_MBWAY' as const };
    expect(orderMadeIn([item({ payment })], request, requestedAtMs)?.payment).toEqual(payment);
  });

  it("a shop's cart (no campaign): an order that names no campaign", () => {
    const cartItem = item({ campaignId: undefined });
    expect(orderMadeIn([cartItem], {}, requestedAtMs)).not.toBeNull();
    expect(orderMadeIn([item()], {}, requestedAtMs)).toBeNull();
  });

  it.each([
    ['another campaign', { campaignId: 108 }],
    ['made before the request (beyond the skew)', { createdAt: '2026-03-03T11:57:59Z' }],
    ['cancelled', { state: 'cancelled' as const }],
    ['a voucher', { kind: 'voucher' as const }],
    ['a reservation', { kind: 'reservation' as const }],
    ['a state no order answer has', { state: 'pendingConfirmation' as const }],
  ])('%s is not it', (_, overrides) => {
    expect(orderMadeIn([item(overrides)], request, requestedAtMs)).toBeNull();
  });

  it('made up to 2 minutes before the request by the middleware clock is still it', () => {
    expect(
      orderMadeIn([item({ createdAt: '2026-03-03T11:58:30Z' })], request, requestedAtMs),
    ).not.toBeNull();
  });

  it('the newest first: the first that fits is taken', () => {
    const newer = item({ id: 'ORD-2', createdAt: '2026-03-03T12:00:05Z' });
    expect(orderMadeIn([newer, item()], request, requestedAtMs)?.orderCode).toBe('ORD-2');
  });

  it('nothing made: null', () => {
    expect(orderMadeIn([], request, requestedAtMs)).toBeNull();
  });
});
