import type { components } from '../../api/schema';

type Prize = components['schemas']['Prize'];

/**
 * A prize used on a booking, an order or a voucher that succeeded is no longer offered in the
 * same visit: whoever holds the visitor's prizes (the widget's user, a campaign's identity) drops
 * it at once, and the widget reads the prizes again from the middleware (SPEC 7 myprizes).
 */
export function withoutPrize<Holder extends { prizes?: Prize[] | null }>(
  holder: Holder,
  prizeId: number,
): Holder {
  if (!holder.prizes?.some((prize) => prize.id === prizeId)) return holder;
  return { ...holder, prizes: holder.prizes.filter((prize) => prize.id !== prizeId) };
}

/** The same, for whoever may be signed in: a user's prizes without the one used. */
export function identityWithoutPrize<
  Identity extends { kind: string; user?: { prizes?: Prize[] | null } },
>(identity: Identity | null, prizeId: number): Identity | null {
  if (identity?.kind !== 'user' || !identity.user) return identity;
  const user = withoutPrize(identity.user, prizeId);
  return user === identity.user ? identity : { ...identity, user };
}

/**
 * The prizes a read brought, without those used in this visit: a middleware that lags behind may
 * still list a prize just used as unused; it is not offered again all the same.
 */
export function withoutUsedPrizes(prizes: Prize[], usedPrizeIds: readonly number[]): Prize[] {
  return prizes.filter((prize) => !usedPrizeIds.includes(prize.id));
}
