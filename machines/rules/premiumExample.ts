import type { components } from '../../api/schema';
import { smartOffer, type SmartOffer } from './pricing';

// Apart from ./premium.ts (the monthly price, which the widget reads at start): only the premium
// chart shows an example.

type CampaignInfo = components['schemas']['CampaignInfo'];

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
