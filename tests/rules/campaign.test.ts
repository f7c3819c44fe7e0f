import { describe, expect, it } from 'vitest';
import { campaignFixture } from '../../api/sandbox/fixtures';
import {
  categoryNameOf,
  hasCampaignReference,
  isCampaignAvailable,
  isRetryableCampaignError,
  isSoldInEuro,
  nextCalendarOf,
  offersBookingChart,
} from '../../machines/rules/campaign';

const ON = { canBookDate: true, canBuyVoucher: true };
const OFF = { canBookDate: false, canBuyVoucher: true };

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
    for (const code of [
      'campaignInvalid',
      'campaignNotProvided',
      'campaignUnavailable',
      'noOnlineBooking',
    ] as const) {
      expect(isRetryableCampaignError(code), code).toBe(false);
    }
  });

  it('name the calendar likely opened next: a bookable campaign whose flow starts on it', () => {
    // 108: type 1, a free offer; 102: type 2; 103: type 3 (a day); 106: type 6 (several dates).
    for (const id of [108, 102, 103, 106]) {
      expect(nextCalendarOf(campaignFixture(id), ON), String(id)).toBe(id);
      expect(nextCalendarOf(campaignFixture(id), OFF), `${id}, canBookDate off`).toBeNull();
    }
    // 101: an offer that is not free (bought, not booked); 104: information only, merchant
    // blocked; 105 and 114: coupons (no date); 107: takeaway or delivery.
    for (const id of [101, 104, 105, 114, 107]) {
      expect(nextCalendarOf(campaignFixture(id), ON), String(id)).toBeNull();
    }
  });

  it('load the booking charts ahead where the overview offers one (a calendar or a coupon)', () => {
    for (const id of [108, 102, 103, 114, 106]) {
      expect(offersBookingChart(campaignFixture(id), ON), String(id)).toBe(true);
      expect(offersBookingChart(campaignFixture(id), OFF), `${id}, canBookDate off`).toBe(false);
    }
    // 105: a coupon with a price, bought as a voucher.
    for (const id of [101, 104, 105, 107]) {
      expect(offersBookingChart(campaignFixture(id), ON), String(id)).toBe(false);
    }
  });
});

describe("the campaign's category (SPEC 3 categories list, SPEC 7 common/category)", () => {
  const categories = [
    { id: 1, name: 'Restaurantes' },
    { id: 11, name: ' Tascas e petiscos ', parentId: 1 },
    { id: 12, name: '  ' },
  ];

  it('is the name the list gives its categoryId, trimmed', () => {
    expect(categoryNameOf(categories, 1)).toBe('Restaurantes');
    expect(categoryNameOf(categories, 11)).toBe('Tascas e petiscos');
  });

  it('is nothing when the campaign names none, the list lacks it, or names it blank', () => {
    expect(categoryNameOf(categories, undefined)).toBeNull();
    expect(categoryNameOf(categories, 99)).toBeNull();
    expect(categoryNameOf(categories, 12)).toBeNull();
    expect(categoryNameOf([], 1)).toBeNull();
  });
});

describe('a sale is in the euro only (SPEC 9; campaignView.currency)', () => {
  const inCurrency = (currency: string) => {
    const campaign = campaignFixture(101);
    campaign.campaignView.currency = currency;
    return campaign;
  };

  it('sells a campaign in EUR, however the code is written, or naming none', () => {
    expect(isSoldInEuro(inCurrency('EUR'))).toBe(true);
    expect(isSoldInEuro(inCurrency(' eur'))).toBe(true);
    expect(isSoldInEuro(inCurrency(''))).toBe(true);
  });

  it('sells a campaign in another currency nowhere', () => {
    expect(isSoldInEuro(inCurrency('USD'))).toBe(false);
    expect(isSoldInEuro(inCurrency('€'))).toBe(false);
  });
});
