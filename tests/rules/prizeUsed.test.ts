// A prize used on a booking, an order or a voucher is not offered again in the same visit
// (machines/rules/prizeUsed.ts): dropped from whoever holds the visitor's prizes, and from a read
// of the middleware that still lists it.
import { describe, expect, it } from 'vitest';
import type { components } from '../../api/schema';
import {
  identityWithoutPrize,
  withoutPrize,
  withoutUsedPrizes,
} from '../../machines/rules/prizeUsed';

type Prize = components['schemas']['Prize'];

const prize = (id: number, name: string): Prize => ({ id, name, value: 5, currency: 'EUR' });
const DINNER = prize(301, 'Jantar');
const DESSERT = prize(302, 'Sobremesa');

describe('a prize used in this visit', () => {
  it('is dropped from the holder of the prizes; the others stay, in their order', () => {
    const holder = { name: 'Ana', prizes: [DINNER, DESSERT] };
    expect(withoutPrize(holder, 301)).toEqual({ name: 'Ana', prizes: [DESSERT] });
    expect(holder.prizes).toEqual([DINNER, DESSERT]);
  });

  it('not among the prizes (or none held): the holder is given back as it is', () => {
    const holder = { prizes: [DINNER] };
    expect(withoutPrize(holder, 999)).toBe(holder);
    const none = { prizes: null };
    expect(withoutPrize(none, 301)).toBe(none);
    const absent = {};
    expect(withoutPrize(absent, 301)).toBe(absent);
  });

  it("a signed-in user's prizes lose it; a guest, nobody, or a user without it stay as they are", () => {
    const ana = { kind: 'user', user: { id: 1001, prizes: [DINNER, DESSERT] } };
    expect(identityWithoutPrize(ana, 302)).toEqual({
      kind: 'user',
      user: { id: 1001, prizes: [DINNER] },
    });
    expect(identityWithoutPrize(ana, 999)).toBe(ana);
    const guest = { kind: 'guest', user: { prizes: [DINNER] } };
    expect(identityWithoutPrize(guest, 301)).toBe(guest);
    expect(identityWithoutPrize(null, 301)).toBeNull();
    const noUser = { kind: 'user' };
    expect(identityWithoutPrize(noUser, 301)).toBe(noUser);
  });

  it('a read that still lists the prizes used is given without them', () => {
    expect(withoutUsedPrizes([DINNER, DESSERT], [301])).toEqual([DESSERT]);
    expect(withoutUsedPrizes([DINNER, DESSERT], [])).toEqual([DINNER, DESSERT]);
    expect(withoutUsedPrizes([DINNER, DESSERT], [302, 301])).toEqual([]);
  });
});
