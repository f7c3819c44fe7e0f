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

  it('tells thousands of nearby contents apart, each as 11 base-36 characters', () => {
    const texts = Array.from({ length: 5000 }, (_, index) => `POST /bookings {"n":${index}}`);
    const fingerprints = texts.map(fingerprint);
    expect(new Set(fingerprints).size).toBe(texts.length);
    for (const each of fingerprints) expect(each).toMatch(/^[0-9a-z]{11}$/);
  });

  it("is cyrb53, its author's published values written in base 36", () => {
    // cyrb53('a') = 7929297801672961, ('b') = 8684336938537663, ('revenge') = 4051478007546757,
    // ('revenue') = 8309097637345594 (bryc's code/hashes/cyrb53).
    expect(fingerprint('a')).toBe((7929297801672961).toString(36));
    expect(fingerprint('b')).toBe((8684336938537663).toString(36));
    expect(fingerprint('revenge')).toBe((4051478007546757).toString(36));
    expect(fingerprint('revenue')).toBe((8309097637345594).toString(36));
  });
});

describe('the canonical text of a request content: equal content, equal text', () => {
  it("is JSON with every object's keys sorted, at every depth", () => {
    expect(canonicalJson({ b: 1, a: { d: 'x', c: [3, 2, 1] } })).toBe(
      '{"a":{"c":[3,2,1],"d":"x"},"b":1}',
    );
    expect(canonicalJson({ B: 1, a: 2, _: 3, '10': 4, '9': 5 })).toBe(
      '{"10":4,"9":5,"B":1,"_":3,"a":2}',
    );
  });

  it('keeps the order of a list, which is part of the content', () => {
    expect(canonicalJson([3, 1, 2])).toBe('[3,1,2]');
    expect(canonicalJson(['19:00', '21:00'])).not.toBe(canonicalJson(['21:00', '19:00']));
    expect(canonicalJson([])).toBe('[]');
  });

  it('writes values as JSON does: null kept, a field without a value left out', () => {
    expect(canonicalJson({ notes: null, vatId: undefined })).toBe('{"notes":null}');
    expect(canonicalJson([1, undefined, null])).toBe('[1,null,null]');
    expect(canonicalJson('Ana "Silva"')).toBe('"Ana \\"Silva\\""');
    expect(canonicalJson(2.5)).toBe('2.5');
    expect(canonicalJson(true)).toBe('true');
    expect(canonicalJson(null)).toBe('null');
    expect(canonicalJson(undefined)).toBe('null');
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
