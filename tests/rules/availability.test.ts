import { describe, expect, it } from 'vitest';
import { campaignFixture } from '../../api/sandbox/fixtures';
import {
  attributeMap,
  canBookDate,
  canBuyVoucher,
  canContinueAsGuest,
  canGetCoupon,
  isMerchantBlocked,
  isPaidOffer,
  isRegisteredUsersOnly,
  offeredFlows,
} from '../../machines/rules/availability';

const allowed = { canBookDate: true, canBuyVoucher: true };

/** A campaign of the sandbox with some campaignView fields changed. */
function variant(
  id: number,
  view: Record<string, unknown>,
  attributes?: { type: string; value: string }[],
) {
  const campaign = campaignFixture(id);
  return {
    ...campaign,
    campaignView: { ...campaign.campaignView, ...view },
    attributes: attributes ?? campaign.attributes,
  };
}

describe('which flows a campaign offers', () => {
  it('books a date unless the campaign is an offer that is not free', () => {
    // 101 is a paid offer: a voucher, no free date.
    expect(offeredFlows(campaignFixture(101), allowed)).toEqual({
      bookDate: false,
      buyVoucher: true,
    });
    // 108 is a free offer: a date; no 0 € voucher is sold.
    expect(offeredFlows(campaignFixture(108), allowed)).toEqual({
      bookDate: true,
      buyVoucher: false,
    });
    // 102 is no offer at all: a date only.
    expect(offeredFlows(campaignFixture(102), allowed)).toEqual({
      bookDate: true,
      buyVoucher: false,
    });
    expect(isPaidOffer({ offer: true, isFreeOffer: false })).toBe(true);
    expect(isPaidOffer({ offer: true, isFreeOffer: true })).toBe(false);
    expect(isPaidOffer({ offer: false, isFreeOffer: false })).toBe(false);
  });

  it('books no date when the merchant is BLOCKED_NEGATIVE_BALANCE, free offer or not', () => {
    expect(isMerchantBlocked(campaignFixture(110).campaignView)).toBe(true);
    expect(canBookDate(campaignFixture(110), allowed)).toBe(false);
    const blockedFreeOffer = variant(108, { merchantStatus: 'BLOCKED_NEGATIVE_BALANCE' });
    expect(canBookDate(blockedFreeOffer, allowed)).toBe(false);
    // A voucher is paid up front: the merchant's balance does not stop it.
    const blockedPaidOffer = variant(101, { merchantStatus: 'BLOCKED_NEGATIVE_BALANCE' });
    expect(canBuyVoucher(blockedPaidOffer, allowed)).toBe(true);
    expect(canBookDate(variant(110, { merchantStatus: 'ACTIVE' }), allowed)).toBe(true);
    expect(isMerchantBlocked({})).toBe(false);
  });

  it('sells a voucher only for an offer with a price (SPEC 4; no 0 € voucher)', () => {
    expect(canBuyVoucher(campaignFixture(105), allowed)).toBe(true);
    expect(canBuyVoucher(campaignFixture(108), allowed)).toBe(false);
    expect(canBuyVoucher(campaignFixture(103), allowed)).toBe(false);
    expect(canBuyVoucher(campaignFixture(106), allowed)).toBe(false);
    expect(canBuyVoucher(campaignFixture(104), allowed)).toBe(false);
  });

  it('follows the context flags canBookDate and canBuyVoucher', () => {
    expect(offeredFlows(campaignFixture(108), { canBookDate: false, canBuyVoucher: true })).toEqual(
      { bookDate: false, buyVoucher: false },
    );
    expect(offeredFlows(campaignFixture(108), { canBookDate: true, canBuyVoucher: false })).toEqual(
      { bookDate: true, buyVoucher: false },
    );
    expect(offeredFlows(campaignFixture(101), { canBookDate: true, canBuyVoucher: false })).toEqual(
      { bookDate: false, buyVoucher: false },
    );
    expect(offeredFlows(campaignFixture(101), { canBookDate: false, canBuyVoucher: true })).toEqual(
      { bookDate: false, buyVoucher: true },
    );
  });
});

describe('registered users only', () => {
  it('reads the attribute REGISTERED_USERS_ONLY as the sandbox sets it (campaign 112)', () => {
    expect(isRegisteredUsersOnly(campaignFixture(112))).toBe(true);
    expect(isRegisteredUsersOnly(campaignFixture(101))).toBe(false);
  });

  it('treats "false", "0" and an empty value as not set', () => {
    for (const value of ['false', 'FALSE', '0', ' ']) {
      expect(
        isRegisteredUsersOnly({ attributes: [{ type: 'REGISTERED_USERS_ONLY', value }] }),
        value,
      ).toBe(false);
    }
    expect(
      isRegisteredUsersOnly({ attributes: [{ type: 'REGISTERED_USERS_ONLY', value: '1' }] }),
    ).toBe(true);
  });

  it('lets a guest go on only where guests are allowed and the campaign is open to them', () => {
    expect(canContinueAsGuest(campaignFixture(108), { allowGuestLogin: true })).toBe(true);
    expect(canContinueAsGuest(campaignFixture(108), { allowGuestLogin: false })).toBe(false);
    expect(canContinueAsGuest(campaignFixture(112), { allowGuestLogin: true })).toBe(false);
  });

  it('treats the attributes as a map, the last pair winning', () => {
    const map = attributeMap([
      { type: 'SMART_PRICE', value: '1' },
      { type: 'SMART_PRICE', value: '2' },
    ]);
    expect(map.get('SMART_PRICE')).toBe('2');
    expect(attributeMap(undefined).size).toBe(0);
  });
});

describe('getting a digital coupon (type 5)', () => {
  it('is the book flow without a date for a free coupon; a coupon with a price is bought', () => {
    expect(canGetCoupon(campaignFixture(114), allowed)).toBe(true);
    // SPEC 4: an offer that is not free is not booked for free (its code comes once paid).
    expect(canGetCoupon(campaignFixture(105), allowed)).toBe(false);
    expect(canBuyVoucher(campaignFixture(105), allowed)).toBe(true);
  });

  it('is switched off by canBookDate and refused while the merchant is blocked', () => {
    expect(canGetCoupon(campaignFixture(114), { canBookDate: false })).toBe(false);
    expect(
      canGetCoupon(variant(114, { merchantStatus: 'BLOCKED_NEGATIVE_BALANCE' }), allowed),
    ).toBe(false);
  });
});
