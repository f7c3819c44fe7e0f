import { describe, expect, it } from 'vitest';
import { campaignFixture, serviceFixture, shopFixture } from '../../api/sandbox/fixtures';
import {
  bookingAmounts,
  canUsePrizeOn,
  isBookingPayableWithPrize,
} from '../../machines/rules/bookingPrize';
import type { Booker, BookingTarget } from '../../machines/rules/bookingRequest';

const campaign = (id: number): BookingTarget => ({
  kind: 'campaign',
  campaign: campaignFixture(id),
});
const ana: Booker = { kind: 'user', userId: 1001, token: 'tok-ana', isPremium: false };
const rita: Booker = { kind: 'guest', email: 'rita.gomes@example.pt' };

describe('a prize on a booking', () => {
  it('goes on a signed-in visitor’s booking with a price, never a guest’s nor a free one', () => {
    expect(canUsePrizeOn(campaign(102), ana)).toBe(true); // brunch, 16 € each
    expect(canUsePrizeOn(campaign(102), rita)).toBe(false);
    expect(canUsePrizeOn(campaign(108), ana)).toBe(false); // a free offer
    expect(canUsePrizeOn(campaign(103), ana)).toBe(false); // free, type 3
    const haircut: BookingTarget = {
      kind: 'service',
      shop: shopFixture(12),
      service: serviceFixture(1201),
    };
    expect(canUsePrizeOn(haircut, ana)).toBe(false);
  });

  it('comes off the price of the whole party, each person’s price times the people', () => {
    expect(
      bookingAmounts(campaign(102), { smart: false, numberOfPeople: 2 }, { value: 5 }),
    ).toEqual({ gross: 32, prize: 5, toPay: 27 });
    expect(bookingAmounts(campaign(108), { smart: false, numberOfPeople: 2 }, null)).toBeNull();
  });

  it("a premium member's smart reservation pays the smart price; anyone else the price; no prize on a service", () => {
    const withSmartPrice: BookingTarget = {
      kind: 'campaign',
      campaign: { ...campaignFixture(102), attributes: [{ type: 'SMART_PRICE', value: '12.00' }] },
    };
    expect(bookingAmounts(withSmartPrice, { smart: true, numberOfPeople: 2 }, null)).toMatchObject({
      gross: 24,
    });
    expect(bookingAmounts(withSmartPrice, { smart: false, numberOfPeople: 2 }, null)).toMatchObject(
      { gross: 32 },
    );
    // A smart reservation of a campaign without a smart price pays the price.
    expect(bookingAmounts(campaign(102), { smart: true, numberOfPeople: 2 }, null)).toMatchObject({
      gross: 32,
    });
    const haircut: BookingTarget = {
      kind: 'service',
      shop: shopFixture(12),
      service: serviceFixture(1201),
    };
    expect(bookingAmounts(haircut, { smart: false, numberOfPeople: 1 }, { value: 5 })).toBeNull();
  });

  it('keeps the voucher’s 2 € floor (SPEC 5): at least 2 € left to pay', () => {
    // Nothing to pay, no price: a prize cannot leave the 2 € SPEC 5 asks for.
    expect(isBookingPayableWithPrize(null, { value: 5 })).toBe(false);
    const one = bookingAmounts(campaign(102), { smart: false, numberOfPeople: 1 }, { value: 14 });
    expect(isBookingPayableWithPrize(one, { value: 14 })).toBe(true); // 16 - 14 = 2
    expect(isBookingPayableWithPrize(one, { value: 14.01 })).toBe(false);
    expect(isBookingPayableWithPrize(one, null)).toBe(true);
  });
});
