import type { components } from '../../api/schema';

/**
 * The premium (smart) membership (SPEC 1 "a paid premium membership, which has a monthly price";
 * SPEC 6 "extra discounts"; SPEC 9 "Extra discount percentage is the rounded value over the offer
 * price"): its monthly price before joining, and what it changes on a campaign.
 */

type EntityConfig = components['schemas']['EntityConfig'];

export interface PremiumPrice {
  /** In euro, every month. */
  monthlyPrice: number;
}

/**
 * The monthly price as the deployment's entity states it (an assumed field), or null: no entity
 * (local hosts skip the lookup), no price, a price that is not a positive amount, or another
 * currency than the euro (SPEC 9: the currency is euro). Null means the price is known only from
 * the payment link's answer.
 */
export function premiumPriceOf(entity: Pick<EntityConfig, 'premium'> | null): PremiumPrice | null {
  const premium = entity?.premium;
  if (!premium) return null;
  const { monthlyPrice, currency } = premium;
  if (typeof monthlyPrice !== 'number' || !Number.isFinite(monthlyPrice) || monthlyPrice <= 0) {
    return null;
  }
  if (currency !== undefined && currency.trim().toUpperCase() !== 'EUR') return null;
  return { monthlyPrice };
}
