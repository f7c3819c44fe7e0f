import { describe, expect, it } from 'vitest';
import { campaignFixture } from '../../api/sandbox/fixtures';
import { campaignPrice, smartPriceView } from '../../machines/rules/price';

// Whether a campaign has a price, and which: one rule for every screen (SPEC 3 campaignView and
// attributes; SPEC 4 "a date can be booked unless the campaign is an offer that is not free").

type Campaign = ReturnType<typeof campaignFixture>;
type View = Campaign['campaignView'];

const withView = (id: number, view: Partial<View>, attributes?: Campaign['attributes']) => {
  const campaign = campaignFixture(id);
  return {
    ...campaign,
    campaignView: { ...campaign.campaignView, ...view },
    attributes: attributes ?? campaign.attributes,
  };
};

describe('a campaign’s price', () => {
  it('is the offer price, with the price before it and the discount', () => {
    // 101: 39,90 € (was 59,90 €, 33 % off), for 2 to 8 people, a smart price of 35,90 €.
    expect(campaignPrice(campaignFixture(101))).toEqual({
      kind: 'priced',
      amount: 39.9,
      currency: 'EUR',
      text: '39,90 €',
      perPerson: true,
      before: 59.9,
      discountPercent: 33,
      smart: { normalPrice: 39.9, smartPrice: 35.9, saving: 4, extraDiscountPercent: 10 },
    });
  });

  it('is nothing to pay for a free offer, even one that states an offer price', () => {
    expect(campaignPrice(campaignFixture(103))).toEqual({ kind: 'free' });
    const statesAPrice = withView(101, { offer: true, isFreeOffer: true, offerPrice: 25 });
    expect(campaignPrice(statesAPrice)).toEqual({ kind: 'free' });
    // Its smart attributes give no smart price either: there is nothing to discount.
    expect(smartPriceView(statesAPrice, { isPremium: true })).toEqual({ kind: 'none' });
  });

  it('is none without an offer price, at 0, or with one off the contract', () => {
    expect(campaignPrice(withView(102, { offerPrice: undefined }))).toEqual({ kind: 'none' });
    expect(campaignPrice(withView(102, { offerPrice: 0 }))).toEqual({ kind: 'none' });
    expect(campaignPrice(withView(102, { offerPrice: -5 }))).toEqual({ kind: 'none' });
  });

  it('is each person’s where the campaign counts people and its text does not say so', () => {
    expect(campaignPrice(campaignFixture(102))).toMatchObject({ amount: 16, perPerson: true });
    const said = withView(102, { offerPriceD: '16,00 € por pessoa' });
    expect(campaignPrice(said)).toMatchObject({ text: '16,00 € por pessoa', perPerson: false });
    const noCount = withView(102, { minNumberPeople: undefined, maxNumberPeople: undefined });
    expect(campaignPrice(noCount)).toMatchObject({ perPerson: false });
    const order = withView(102, { campaignType: 7 });
    expect(campaignPrice(order)).toMatchObject({ perPerson: false });
  });

  it('has a price before and a discount only when the price before is above the price', () => {
    const notAbove = withView(102, { priceBeforeD: 16 });
    expect(campaignPrice(notAbove)).toMatchObject({ before: null, discountPercent: null });
  });

  it('has a smart price for members where the attributes give one, and the same for both', () => {
    expect(smartPriceView(campaignFixture(101), { isPremium: true })).toMatchObject({
      kind: 'member',
      offer: { smartPrice: 35.9 },
    });
    expect(campaignPrice(campaignFixture(102))).toMatchObject({ smart: null });
    const byPercent = withView(102, {}, [{ type: 'SMART_DISCOUNT', value: '25' }]);
    expect(campaignPrice(byPercent)).toMatchObject({
      smart: { smartPrice: 12, saving: 4, extraDiscountPercent: 25 },
    });
  });

  it('is written in the campaign’s currency', () => {
    expect(campaignPrice(withView(102, { currency: 'usd' }))).toMatchObject({ currency: 'USD' });
  });
});
