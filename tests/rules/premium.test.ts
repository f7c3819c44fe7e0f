import { describe, expect, it } from 'vitest';
import { campaignFixture } from '../../api/sandbox/fixtures';
import { ENTITY_CONFIG } from '../../api/sandbox/seed';
import { PREMIUM_PAYMENT_METHODS, premiumPaymentMethods } from '../../machines/rules/payment';
import { premiumPriceOf } from '../../machines/rules/premium';
import { premiumExampleOf } from '../../machines/rules/premiumExample';

describe('the premium membership’s monthly price (SPEC 1)', () => {
  it('is the entity’s stated price (the sandbox: 4,99 €)', () => {
    expect(premiumPriceOf(ENTITY_CONFIG)).toEqual({ monthlyPrice: 4.99 });
    expect(premiumPriceOf({ premium: { monthlyPrice: 7.5, currency: 'EUR' } })).toEqual({
      monthlyPrice: 7.5,
    });
  });

  it('is unknown without an entity (local hosts), without the field, or with no positive euro amount', () => {
    expect(premiumPriceOf(null)).toBeNull();
    expect(premiumPriceOf({})).toBeNull();
    expect(premiumPriceOf({ premium: { monthlyPrice: 0, currency: 'EUR' } })).toBeNull();
    expect(premiumPriceOf({ premium: { monthlyPrice: -1, currency: 'EUR' } })).toBeNull();
    expect(premiumPriceOf({ premium: { monthlyPrice: Number.NaN, currency: 'EUR' } })).toBeNull();
    // SPEC 9: the currency is euro; another one is not shown as euro.
    expect(premiumPriceOf({ premium: { monthlyPrice: 4.99, currency: 'USD' } })).toBeNull();
    expect(premiumPriceOf({ premium: { monthlyPrice: 4.99, currency: 'eur' } })).toEqual({
      monthlyPrice: 4.99,
    });
  });
});

describe('what membership changes on a campaign', () => {
  it('SPEC 9: campaign 101, 35,90 € instead of 39,90 €, an extra discount of 10 % (rounded), and 80 premium points instead of 40', () => {
    expect(premiumExampleOf(campaignFixture(101))).toEqual({
      title: 'Jantar de degustação para dois',
      offer: { normalPrice: 39.9, smartPrice: 35.9, saving: 4, extraDiscountPercent: 10 },
      points: { normal: 40, premium: 80 },
    });
  });

  it('campaign 109: 42,40 € instead of 49,90 €, 15 %', () => {
    expect(premiumExampleOf(campaignFixture(109))?.offer).toMatchObject({
      smartPrice: 42.4,
      extraDiscountPercent: 15,
    });
  });

  it('no smart price and no extra points: nothing to show', () => {
    const campaign = campaignFixture(101);
    const plain = {
      attributes: [],
      campaignView: { ...campaign.campaignView, points: 40, premiumPoints: 40 },
    };
    expect(premiumExampleOf(plain)).toBeNull();
  });

  it('premium points alone, without a smart price, are still an example', () => {
    const campaign = campaignFixture(101);
    const pointsOnly = {
      attributes: [],
      campaignView: { ...campaign.campaignView, points: 10, premiumPoints: 30 },
    };
    expect(premiumExampleOf(pointsOnly)).toMatchObject({
      offer: null,
      points: { normal: 10, premium: 30 },
    });
  });
});

describe('how the membership is paid', () => {
  it('HiPay’s MB WAY (first, the default), card and ATM reference', () => {
    expect(premiumPaymentMethods()).toEqual(['hipay_mbway', 'hipay_cc', 'hipay_mb']);
    expect(PREMIUM_PAYMENT_METHODS).toEqual(['hipay_mbway', 'hipay_cc', 'hipay_mb']);
  });

  it('never in store', () => {
    expect(premiumPaymentMethods(['IN_STORE_PAYMENT', 'SIBS_MBWAY', 'hipay_mb'])).toEqual([
      'SIBS_MBWAY',
      'hipay_mb',
    ]);
  });
});
