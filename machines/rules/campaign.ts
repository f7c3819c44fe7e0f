import type { components } from '../../api/schema';

type CampaignInfo = components['schemas']['CampaignInfo'];

/** Where a campaign comes from: its id, or the offer code a visitor was given. */
export interface CampaignReference {
  campaignId: number | null;
  offerCode: string | null;
}

/** A campaign can be looked up only with an id or an offer code ("campaign not provided"). */
export function hasCampaignReference(reference: CampaignReference): boolean {
  return reference.campaignId !== null || (reference.offerCode ?? '').trim() !== '';
}

/** The middleware marks a sold-out or withdrawn campaign with isAvailable false. */
export function isCampaignAvailable(campaign: Pick<CampaignInfo, 'isAvailable'>): boolean {
  return campaign.isAvailable !== false;
}
