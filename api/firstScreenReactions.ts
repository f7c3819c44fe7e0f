import type { ErrorReaction } from './errorReactions';

const CAMPAIGN_CALLS = ['getCampaign', 'getCampaignByOfferCode'] as const;

/**
 * The rows of the reactions table (api/errorReactions.ts, where they are its first) for the
 * first screen's calls (api/firstScreenContext.ts), which come with its script: the rest of the
 * table is a chunk the client loads with the settings of the other calls (api/client.ts).
 */
export const FIRST_SCREEN_REACTIONS: readonly ErrorReaction[] = [
  {
    operations: CAMPAIGN_CALLS,
    statuses: [404],
    code: 'campaignInvalid',
    // Then: the campaign is not valid: said so, no retry
  },
  {
    operations: CAMPAIGN_CALLS,
    statuses: [410],
    code: 'campaignUnavailable',
    // Then: the campaign is no longer available: said so, no retry
  },
  {
    operations: CAMPAIGN_CALLS,
    statuses: [403],
    code: 'noOnlineBooking',
    // Then: no online booking for this establishment: said so, no retry
  },
];
