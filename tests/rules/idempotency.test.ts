import { describe, expect, it } from 'vitest';
import { canonicalJson, fingerprint, idempotencyKeyFor } from '../../machines/rules/idempotency';
import { initialFlowState, parseFlowState } from '../../domain/flowState';

const booking = {
  campaignId: 108,
  date: '2026-03-04T19:00:00.000Z',
  numberOfPeople: 2,
  name: 'Ana Silva',
  prefix: '+351',
  phone: '912345678',
};

describe('idempotency keys stand for one request content', () => {
  it('the same content gives the same key, whatever the order of its fields', () => {
    const reordered = Object.fromEntries(Object.entries(booking).reverse());
    expect(idempotencyKeyFor('seed', 'POST /bookings', reordered)).toBe(
      idempotencyKeyFor('seed', 'POST /bookings', booking),
    );
    expect(canonicalJson({ b: 1, a: [{ d: 2, c: undefined }] })).toBe('{"a":[{"d":2}],"b":1}');
  });

  it.each([
    ['another time', { date: '2026-03-04T21:00:00.000Z' }],
    ['more people', { numberOfPeople: 3 }],
    ['another contact', { phone: '912345679' }],
    ['notes added', { notes: 'Mesa junto à janela' }],
  ])('%s gives a new key', (_, change) => {
    expect(idempotencyKeyFor('seed', 'POST /bookings', { ...booking, ...change })).not.toBe(
      idempotencyKeyFor('seed', 'POST /bookings', booking),
    );
  });

  it('another operation, or another flow (seed), gives a new key', () => {
    const key = idempotencyKeyFor('seed', 'POST /bookings', booking);
    expect(idempotencyKeyFor('seed', 'POST /bookings/guest', booking)).not.toBe(key);
    expect(idempotencyKeyFor('other', 'POST /bookings', booking)).not.toBe(key);
    expect(key).toMatch(/^seed\.[0-9a-z]{11}$/);
  });

  it('tells thousands of nearby contents apart', () => {
    const texts = Array.from({ length: 5000 }, (_, index) => `POST /bookings {"n":${index}}`);
    expect(new Set(texts.map(fingerprint)).size).toBe(texts.length);
  });
});

describe('the pending request in the flow state', () => {
  const pending = {
    kind: 'booking' as const,
    operation: 'POST /bookings',
    params: { query: { providerId: 1 } },
    body: booking,
    key: 'seed.0123456789a',
    title: 'Copo de boas-vindas no jantar',
  };

  it('is kept across a reload, and a state stored before it existed still reads', () => {
    expect(parseFlowState({ ...initialFlowState(), pendingRequest: pending })).toMatchObject({
      pendingRequest: pending,
    });
    expect(parseFlowState(initialFlowState())).not.toBeNull();
  });

  it('one of the wrong shape drops the stored state', () => {
    expect(
      parseFlowState({ ...initialFlowState(), pendingRequest: { ...pending, key: '' } }),
    ).toBeNull();
  });
});
