import { describe, expect, it } from 'vitest';
import { campaignFixture } from '../../api/sandbox/fixtures';
import { smartPriceView } from '../../machines/rules/price';
import { displayPriceOf, extraDiscountPercent, smartOffer } from '../../machines/rules/pricing';

const withAttributes = (id: number, attributes: { type: string; value: string }[]) => ({
  ...campaignFixture(id),
  attributes,
});

describe('extra discount percentage (SPEC 9: the rounded value over the offer price)', () => {
  it('is the saving over the offer price, in whole percent', () => {
    expect(extraDiscountPercent(4, 39.9)).toBe(10); // 10.03
    expect(extraDiscountPercent(13.35, 89)).toBe(15); // 15.0
    expect(extraDiscountPercent(1, 8)).toBe(13); // 12.5 rounds up
    expect(extraDiscountPercent(1, 3)).toBe(33); // 33.3
  });

  it('has no value without a price to compare with', () => {
    expect(extraDiscountPercent(4, 0)).toBeNull();
    expect(extraDiscountPercent(4, -1)).toBeNull();
    expect(extraDiscountPercent(Number.NaN, 10)).toBeNull();
  });
});

describe('smart (premium) prices from SMART_PRICE and SMART_DISCOUNT', () => {
  it('agree with the sandbox campaigns', () => {
    expect(smartOffer(campaignFixture(101))).toEqual({
      normalPrice: 39.9,
      smartPrice: 35.9,
      saving: 4,
      extraDiscountPercent: 10,
    });
    expect(smartOffer(campaignFixture(105))).toEqual({
      normalPrice: 89,
      smartPrice: 75.65,
      saving: 13.35,
      extraDiscountPercent: 15,
    });
    expect(smartOffer(campaignFixture(109))?.extraDiscountPercent).toBe(15);
  });

  it('take SMART_PRICE as the price, and SMART_DISCOUNT only without one', () => {
    expect(smartOffer(withAttributes(101, [{ type: 'SMART_DISCOUNT', value: '20' }]))).toEqual({
      normalPrice: 39.9,
      smartPrice: 31.92,
      saving: 7.98,
      extraDiscountPercent: 20,
    });
    // When both are given and disagree, the price wins and the percentage follows from it.
    const both = withAttributes(101, [
      { type: 'SMART_DISCOUNT', value: '50' },
      { type: 'SMART_PRICE', value: '29,90' },
    ]);
    expect(smartOffer(both)).toMatchObject({
      smartPrice: 29.9,
      saving: 10,
      extraDiscountPercent: 25,
    });
  });

  it('are absent without attributes, without a price, or when they save nothing', () => {
    expect(smartOffer(campaignFixture(102))).toBeNull();
    expect(smartOffer(campaignFixture(103))).toBeNull(); // free offer
    expect(smartOffer(withAttributes(101, [{ type: 'SMART_PRICE', value: '39.90' }]))).toBeNull();
    expect(smartOffer(withAttributes(101, [{ type: 'SMART_PRICE', value: 'abc' }]))).toBeNull();
  });

  it('give members the smart price and tell others what they would save', () => {
    const campaign = campaignFixture(101);
    expect(smartPriceView(campaign, { isPremium: true })).toMatchObject({
      kind: 'member',
      reservationType: 'smart',
      offer: { smartPrice: 35.9 },
    });
    expect(smartPriceView(campaign, { isPremium: false })).toMatchObject({
      kind: 'wouldSave',
      reservationType: 'normal',
      offer: { saving: 4, extraDiscountPercent: 10 },
    });
    expect(smartPriceView(campaign, null).kind).toBe('wouldSave');
    expect(smartPriceView(campaignFixture(102), { isPremium: true })).toEqual({ kind: 'none' });
  });
});

describe('the price as the middleware writes it for display', () => {
  it('is the offer’s display text, trimmed', () => {
    expect(displayPriceOf({ offerPriceD: ' 25,00 € por pessoa ' })).toBe('25,00 € por pessoa');
  });
  it('is nothing when the middleware gives none', () => {
    expect(displayPriceOf({})).toBeNull();
    expect(displayPriceOf({ offerPriceD: '  ' })).toBeNull();
    expect(displayPriceOf({ offerPriceD: null })).toBeNull();
  });
});
