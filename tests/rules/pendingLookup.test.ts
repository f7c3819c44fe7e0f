// A booking or an order on its way when the page went is looked up at the next start, never sent
// again (machines/rules/pendingLookup.ts): with the rules of a lost answer in the page, since it
// went out less the clocks' skew; a state stored before its time was kept matches by content.
// Who sent it is kept with it, or told by its call in an older state (domain/pendingRequest.ts).
import { describe, expect, it } from 'vitest';
import type { components } from '../../api/schema';
import { requesterOf, type PendingRequest } from '../../domain/pendingRequest';
import { pendingMadeIn } from '../../machines/rules/pendingLookup';

type MyBooking = components['schemas']['MyBooking'];

const requestedAtMs = Date.parse('2026-03-03T12:00:00Z');
const booking: PendingRequest = {
  kind: 'booking',
  operation: 'POST /client/book/book/{userId}',
  params: { path: { userId: 1001 } },
  body: { campaignId: 108, numberOfPeople: 2, date: '2026-03-03T19:00:00.000Z' },
  key: 'seed.0123456789a',
  title: 'Copo de boas-vindas no jantar',
  requestedAtMs,
  requester: { kind: 'user', userId: 1001 },
};
const order: PendingRequest = {
  kind: 'order',
  operation: 'POST /v1/web/orders',
  params: {},
  body: { shopId: 14, campaignId: 107, deliveryType: 'STORE_PICKUP' },
  key: 'seed.0123456789b',
  title: 'Francesinha para levar ou entregar em casa',
  requestedAtMs,
  requester: { kind: 'user', userId: 1001 },
  campaignId: 107,
  shopId: 14,
};
const reservation = (overrides: Partial<MyBooking> = {}): MyBooking => ({
  kind: 'reservation',
  id: '7001',
  state: 'confirmed',
  createdAt: '2026-03-03T12:00:01Z',
  campaignId: 108,
  numberOfPeople: 2,
  dateTime: '2026-03-03T19:00:00.000Z',
  ...overrides,
});
const ordered = (overrides: Partial<MyBooking> = {}): MyBooking => ({
  kind: 'order',
  id: 'ORD-1',
  state: 'paymentPending',
  createdAt: '2026-03-03T12:00:01Z',
  campaignId: 107,
  amount: 29.8,
  ...overrides,
});

describe('what a request pending at start made', () => {
  it('a booking: the reservation made since it went out, as its call would have answered', () => {
    expect(pendingMadeIn([reservation()], booking)).toMatchObject({
      kind: 'booking',
      result: { reservationId: 7001, status: 'confirmed', campaignId: 108, numberOfPeople: 2 },
    });
  });

  it('a booking made before it went out (beyond the skew), or another one, is not it', () => {
    expect(pendingMadeIn([reservation({ createdAt: '2026-03-03T11:57:59Z' })], booking)).toBeNull();
    expect(pendingMadeIn([reservation({ numberOfPeople: 4 })], booking)).toBeNull();
    expect(pendingMadeIn([reservation({ state: 'cancelled' })], booking)).toBeNull();
    expect(pendingMadeIn([ordered()], booking)).toBeNull();
  });

  it('an older stored state (no time kept) matches by its content alone', () => {
    const { requestedAtMs: _at, ...older } = booking;
    expect(
      pendingMadeIn([reservation({ createdAt: '2026-03-01T10:00:00Z' })], older),
    ).not.toBeNull();
  });

  it('an order: its code, state and total; awaiting payment, or with the merchant', () => {
    expect(pendingMadeIn([ordered()], order)).toEqual({
      kind: 'order',
      order: { orderCode: 'ORD-1', status: 'awaiting_payment', total: 29.8 },
    });
    expect(pendingMadeIn([ordered({ state: 'awaitingMerchant' })], order)).toMatchObject({
      order: { status: 'awaiting_confirmation' },
    });
  });

  it('nothing of that order made since: nothing found', () => {
    expect(pendingMadeIn([], order)).toBeNull();
    expect(pendingMadeIn([ordered({ campaignId: 101 })], order)).toBeNull();
    expect(pendingMadeIn([ordered({ state: 'cancelled' })], order)).toBeNull();
    expect(pendingMadeIn([reservation()], order)).toBeNull();
  });
});

describe('who sent it', () => {
  it('kept with it', () => {
    expect(requesterOf(order)).toEqual({ kind: 'user', userId: 1001 });
    expect(requesterOf({ ...order, requester: { kind: 'guest' } })).toEqual({ kind: 'guest' });
  });

  it('in an older state, told by its call: a guest call, or a user (by the path where it is)', () => {
    const { requester: _who, ...older } = booking;
    expect(requesterOf(older)).toEqual({ kind: 'user', userId: 1001 });
    expect(requesterOf({ ...older, operation: 'POST /bookings/guest', params: {} })).toEqual({
      kind: 'guest',
    });
    expect(requesterOf({ ...older, operation: 'POST /bookings', params: {} })).toEqual({
      kind: 'user',
      userId: null,
    });
  });
});
