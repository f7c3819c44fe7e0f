// Buying a voucher (machines/rules/voucher.ts): SPEC 3 (voucher step: numberOfPeople,
// needVatInvoice, name, vatId, prizeId; the campaign's giftVoucherExtraDiscount,
// premiumVoucherExtraDiscount and SMART_PRICE attribute), SPEC 5 ("Voucher with a prize: the amount
// to pay cannot be below 2 euros", "Valid tax (VAT) id") and SPEC 9 (2 € minimum, one year's
// validity). The prices are worked out here by hand from the campaign's numbers.
import { describe, expect, it } from 'vitest';
import type { components } from '../../api/schema';
import {
  DEFAULT_VOUCHER_PAYMENT_METHODS,
  isPayableWithPrize,
  usablePrizes,
  voucherAmounts,
  voucherInvoiceErrors,
  voucherPaymentMethods,
  voucherUnitPrice,
  voucherValidUntil,
} from '../../machines/rules/voucher';

type CampaignInfo = components['schemas']['CampaignInfo'];
type Prize = components['schemas']['Prize'];
type PriceFields = Parameters<typeof voucherUnitPrice>[0];

/** A campaign's price fields: an offer price, its attributes and the two extra discounts. */
function campaign(
  offerPrice: number | undefined,
  extra: Partial<Omit<PriceFields, 'campaignView'>> = {},
): PriceFields {
  return {
    campaignView: { offerPrice } as CampaignInfo['campaignView'],
    attributes: [],
    ...extra,
  };
}

const prize = (id: number, value: number, isUsed?: boolean): Prize => ({
  id,
  name: `Prémio ${id}`,
  value,
  currency: 'EUR',
  ...(isUsed === undefined ? {} : { isUsed }),
});

describe('which methods pay for a voucher', () => {
  it("the campaign's voucherPaymentMethods, in their order", () => {
    const listed = [
      { id: 2, code: 'hipay_cc', name: 'Cartão' },
      { id: 1, code: 'hipay_mbway', name: 'MB WAY' },
    ] as const;
    expect(voucherPaymentMethods({ voucherPaymentMethods: [...listed] })).toEqual([
      'hipay_cc',
      'hipay_mbway',
    ]);
    expect(voucherPaymentMethods({ voucherPaymentMethods: [] })).toEqual([]);
  });

  it("without a list, HiPay's MB WAY (SPEC 4's default), card and ATM reference", () => {
    expect(DEFAULT_VOUCHER_PAYMENT_METHODS).toEqual(['hipay_mbway', 'hipay_cc', 'hipay_mb']);
    const methods = voucherPaymentMethods({});
    expect(methods).toEqual(['hipay_mbway', 'hipay_cc', 'hipay_mb']);
    methods.pop(); // a copy: the default list is not changed through it
    expect(voucherPaymentMethods({})).toEqual(['hipay_mbway', 'hipay_cc', 'hipay_mb']);
  });
});

describe('SPEC 3: what one voucher costs', () => {
  it('a normal voucher costs the offer price, to the cent', () => {
    expect(voucherUnitPrice(campaign(39.9, { giftVoucherExtraDiscount: 10 }), 'normal')).toBe(39.9);
    expect(voucherUnitPrice(campaign(12.346), 'normal')).toBe(12.35);
  });

  it('a gift voucher costs the offer price less giftVoucherExtraDiscount %', () => {
    // 40 € less 15 % is 34 €; 39,90 € less 10 % is 35,91 €.
    expect(voucherUnitPrice(campaign(40, { giftVoucherExtraDiscount: 15 }), 'gift')).toBe(34);
    expect(voucherUnitPrice(campaign(39.9, { giftVoucherExtraDiscount: 10 }), 'gift')).toBe(35.91);
    // Without a gift discount, the offer price.
    expect(voucherUnitPrice(campaign(40), 'gift')).toBe(40);
  });

  it("a premium member's voucher costs the smart price (SPEC 3 SMART_PRICE)", () => {
    const smart = campaign(39.9, {
      attributes: [{ type: 'SMART_PRICE', value: '35.90' }],
      premiumVoucherExtraDiscount: 50,
    });
    expect(voucherUnitPrice(smart, 'premium')).toBe(35.9);
  });

  it('without a smart price, the offer price less premiumVoucherExtraDiscount %', () => {
    expect(voucherUnitPrice(campaign(40, { premiumVoucherExtraDiscount: 25 }), 'premium')).toBe(30);
    expect(voucherUnitPrice(campaign(40), 'premium')).toBe(40);
    // The gift discount is not the premium one.
    expect(voucherUnitPrice(campaign(40, { giftVoucherExtraDiscount: 25 }), 'premium')).toBe(40);
  });

  it('nothing without an offer price', () => {
    expect(voucherUnitPrice(campaign(undefined), 'normal')).toBe(0);
    expect(voucherUnitPrice(campaign(undefined, { giftVoucherExtraDiscount: 10 }), 'gift')).toBe(0);
  });
});

describe('the amount shown is the amount charged: unit price to the cent, times the count', () => {
  // Campaign 101 (39,90 €) and 109 (49,90 €) of the sandbox, each with a 5 % gift discount: in
  // floating point 39.9 * 0.95 is 37.90499…, so the screens said 113,70 € for three gift vouchers
  // while the middleware charged 113,71 € (its total rounded once). One rule for both now: the
  // unit price, 37,905 € rounded half up to 37,91 €, times the count.
  const gift101 = campaign(39.9, { giftVoucherExtraDiscount: 5 });
  const gift109 = campaign(49.9, { giftVoucherExtraDiscount: 5 });

  it.each([
    [1, 37.91],
    [2, 75.82],
    [3, 113.73],
  ])('%i gift voucher(s) of campaign 101 cost %d €', (count, total) => {
    const unit = voucherUnitPrice(gift101, 'gift');
    expect(unit).toBe(37.91);
    expect(voucherAmounts(unit, count, null)).toEqual({ gross: total, prize: 0, toPay: total });
  });

  it.each([
    [1, 47.41],
    [2, 94.82],
    [3, 142.23],
  ])('%i gift voucher(s) of campaign 109 cost %d €', (count, total) => {
    const unit = voucherUnitPrice(gift109, 'gift');
    expect(unit).toBe(47.41);
    expect(voucherAmounts(unit, count, null)).toEqual({ gross: total, prize: 0, toPay: total });
  });

  it('a prize comes off in whole cents', () => {
    expect(voucherAmounts(37.91, 3, { value: 0.7 })).toEqual({
      gross: 113.73,
      prize: 0.7,
      toPay: 113.03,
    });
  });
});

describe('what is paid for the vouchers, with a prize', () => {
  it('several vouchers cost the unit price times their number, to the cent', () => {
    expect(voucherAmounts(35.9, 3, null)).toEqual({ gross: 107.7, prize: 0, toPay: 107.7 });
    expect(voucherAmounts(0.1, 3, null)).toEqual({ gross: 0.3, prize: 0, toPay: 0.3 });
  });

  it('a prize is taken off what is paid', () => {
    expect(voucherAmounts(49.9, 1, { value: 10 })).toEqual({ gross: 49.9, prize: 10, toPay: 39.9 });
    expect(voucherAmounts(35.9, 1, { value: 0.1 })).toEqual({
      gross: 35.9,
      prize: 0.1,
      toPay: 35.8,
    });
  });

  it('a prize is used at most to what the vouchers cost', () => {
    expect(voucherAmounts(20, 1, { value: 50 })).toEqual({ gross: 20, prize: 20, toPay: 0 });
  });
});

describe('SPEC 5 and 9: with a prize, at least 2 € is left to pay', () => {
  it('2 € or more left is payable', () => {
    expect(isPayableWithPrize(49.9, { value: 10 })).toBe(true);
    expect(isPayableWithPrize(50.5, { value: 48.5 })).toBe(true); // exactly 2 €
    expect(isPayableWithPrize(2.3, { value: 0.3 })).toBe(true); // 2,00 € to the cent
  });

  it('less than 2 € left is an invalid operation', () => {
    expect(isPayableWithPrize(50.4, { value: 48.5 })).toBe(false); // 1,90 €
    expect(isPayableWithPrize(49.9, { value: 48.5 })).toBe(false); // 1,40 €
    expect(isPayableWithPrize(20, { value: 20 })).toBe(false);
  });

  it('without a prize there is nothing to check, whatever the price', () => {
    expect(isPayableWithPrize(1, null)).toBe(true);
    expect(isPayableWithPrize(0, null)).toBe(true);
  });
});

describe('the prizes a voucher may be paid with', () => {
  it('only prizes not used and worth something', () => {
    const prizes = [prize(1, 10), prize(2, 5, true), prize(3, 0), prize(4, 2.5, false)];
    expect(usablePrizes(prizes).map((each) => each.id)).toEqual([1, 4]);
    expect(usablePrizes([prize(5, 0.01)]).map((each) => each.id)).toEqual([5]);
  });
});

describe('SPEC 3 voucher step: the VAT invoice (needVatInvoice, name, vatId; SPEC 5 valid VAT id)', () => {
  const valid = { needVatInvoice: true, name: 'Ana Silva', vatId: '123456789' };

  it('no invoice asked: nothing is checked', () => {
    expect(voucherInvoiceErrors({ needVatInvoice: false, name: '', vatId: '12' })).toEqual({});
  });

  it('an invoice to a name with a valid NIF has no errors', () => {
    expect(voucherInvoiceErrors(valid)).toEqual({});
    expect(voucherInvoiceErrors({ ...valid, vatId: 'PT 123 456 789' })).toEqual({});
  });

  it('a name is required', () => {
    expect(voucherInvoiceErrors({ ...valid, name: '' })).toEqual({ invoiceName: 'nameRequired' });
    expect(voucherInvoiceErrors({ ...valid, name: '   ' })).toEqual({
      invoiceName: 'nameRequired',
    });
  });

  it('a NIF told by what is wrong: none, not nine digits, or a check digit that does not check', () => {
    expect(voucherInvoiceErrors({ ...valid, vatId: '123456780' })).toEqual({
      vatId: 'vatIdCheckDigit',
    });
    expect(voucherInvoiceErrors({ ...valid, vatId: '12345678' })).toEqual({
      vatId: 'vatIdLength',
    });
    expect(voucherInvoiceErrors({ ...valid, vatId: '' })).toEqual({ vatId: 'vatIdRequired' });
  });

  it('both at once, so the visitor sees all that is wrong', () => {
    expect(voucherInvoiceErrors({ needVatInvoice: true, name: '', vatId: '1' })).toEqual({
      invoiceName: 'nameRequired',
      vatId: 'vatIdLength',
    });
  });
});

describe('SPEC 9: a voucher is valid for one year', () => {
  it('to the same day of the next year, from the day it is bought', () => {
    expect(voucherValidUntil('2026-03-03')).toBe('2027-03-03');
    expect(voucherValidUntil('2026-12-31T23:30:00Z')).toBe('2027-12-31');
  });
});
