import type { ErrorCode } from '../../api/errors';
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

/**
 * Whether loading the campaign again can help: a fault (network, time-out, server error) may
 * pass, but an invalid, missing or unavailable campaign is the middleware's final answer.
 */
export function isRetryableCampaignError(code: ErrorCode | null): boolean {
  return (
    code !== 'campaignInvalid' && code !== 'campaignNotProvided' && code !== 'campaignUnavailable'
  );
}

/**
 * The booking types of SPEC 4: 1 confirmed, 2 pending confirmation, 3 a day in a fixed time
 * window, 4 information only, 5 a digital coupon, 6 several suggested date-times, 7 takeaway or
 * delivery. The campaign chart chooses the type's chart with this.
 */
export function isCampaignType(
  campaign: Pick<CampaignInfo, 'campaignView'>,
  types: readonly number[],
): boolean {
  return types.includes(campaign.campaignView.campaignType);
}
