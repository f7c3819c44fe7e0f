import type { components } from '../../api/schema';
import { smartOffer, type SmartOffer } from './pricing';

/**
 * The premium (smart) membership (SPEC 1 "a paid premium membership, which has a monthly price";
 * SPEC 6 "extra discounts"; SPEC 9 "Extra discount percentage is the rounded value over the offer
 * price"): its monthly price before joining, and what it changes on a campaign.
 */

type EntityConfig = components['schemas']['EntityConfig'];
type CampaignInfo = components['schemas']['CampaignInfo'];

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

/** What membership changes on one campaign, to show what members get. */
export interface PremiumExample {
  title: string;
  /** The smart price and its extra discount percentage (SPEC 9), or null when it has none. */
  offer: SmartOffer | null;
  /** The points a booking earns, and a member's premium points, when they are more. */
  points: { normal: number; premium: number } | null;
}

/**
 * A campaign as an example of membership: its smart price and its premium points; null when
 * membership changes neither there.
 */
export function premiumExampleOf(
  campaign: Pick<CampaignInfo, 'attributes' | 'campaignView'>,
): PremiumExample | null {
  const view = campaign.campaignView;
  const offer = smartOffer(campaign);
  const normal = view.points ?? 0;
  const premium = view.premiumPoints ?? 0;
  const points = premium > normal ? { normal, premium } : null;
  if (!offer && !points) return null;
  return { title: view.campaignTitle, offer, points };
}
