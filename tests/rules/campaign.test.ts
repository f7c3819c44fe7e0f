import { describe, expect, it } from 'vitest';
import {
  hasCampaignReference,
  isCampaignAvailable,
  isRetryableCampaignError,
} from '../../machines/rules/campaign';

describe('campaign rules', () => {
  it('need an id or a non-blank offer code to look a campaign up', () => {
    expect(hasCampaignReference({ campaignId: 101, offerCode: null })).toBe(true);
    expect(hasCampaignReference({ campaignId: null, offerCode: 'CHIADO2026' })).toBe(true);
    expect(hasCampaignReference({ campaignId: null, offerCode: '   ' })).toBe(false);
    expect(hasCampaignReference({ campaignId: null, offerCode: null })).toBe(false);
  });

  it('treat a campaign as available unless the middleware says it is not', () => {
    expect(isCampaignAvailable({ isAvailable: true })).toBe(true);
    expect(isCampaignAvailable({})).toBe(true);
    expect(isCampaignAvailable({ isAvailable: false })).toBe(false);
  });

  it('retry faults but not the final answers about a campaign', () => {
    for (const code of ['network', 'timeout', 'generic', 'malformedResponse'] as const) {
      expect(isRetryableCampaignError(code), code).toBe(true);
    }
    for (const code of ['campaignInvalid', 'campaignNotProvided', 'campaignUnavailable'] as const) {
      expect(isRetryableCampaignError(code), code).toBe(false);
    }
  });
});
