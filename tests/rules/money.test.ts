import { describe, expect, it } from 'vitest';
import { cartFixture } from '../../api/sandbox/fixtures';
import {
  areCartTotalsConsistent,
  canApplyCoupon,
  deliveryCostOf,
  discountedCents,
  isCartEmpty,
  isSameAmount,
  isValidAmount,
  isCouponCodeWellFormed,
  itemsSubtotal,
  normaliseCouponCode,
  orderTotals,
  roundCents,
  toCents,
  totalDeliveryCost,
  unitsCents,
} from '../../machines/rules/money';

describe('money in whole cents: a discounted unit price, several units, the same amount', () => {
  it('an amount is the cents it is written with, not what a float holds', () => {
    expect(toCents(39.9)).toBe(3990);
    expect(toCents(113.71)).toBe(11371);
    expect(toCents(0.1 + 0.2)).toBe(30);
  });

  it('a price less a percentage rounds half up, in whole numbers', () => {
    // 39,90 € less 5 % is 37,905 €: 37,91 € (in floating point 39.9 * 0.95 rounds to 37,90 €).
    expect(discountedCents(3990, 5)).toBe(3791);
    expect(discountedCents(4990, 5)).toBe(4741);
    // 39,90 € less 10 % is exactly 35,91 €; 40 € less 15 % is 34 €.
    expect(discountedCents(3990, 10)).toBe(3591);
    expect(discountedCents(4000, 15)).toBe(3400);
    // Just under a half cent rounds down; a fractional percentage is kept.
    expect(discountedCents(3989, 5)).toBe(3790);
    expect(discountedCents(1000, 12.5)).toBe(875);
    expect(discountedCents(3990, 0)).toBe(3990);
    expect(discountedCents(3990, 100)).toBe(0);
  });

  it('several units cost the unit price times their number', () => {
    expect(unitsCents(3791, 3)).toBe(11373);
    expect(unitsCents(3791, 0)).toBe(0);
  });

  it('two amounts are the same when they are the same cents', () => {
    expect(isSameAmount(113.7, 113.7)).toBe(true);
    expect(isSameAmount(0.1 + 0.2, 0.3)).toBe(true);
    expect(isSameAmount(113.7, 113.71)).toBe(false);
  });

  it('an amount off the contract: negative, not a number, infinite', () => {
    expect(isValidAmount(79.8)).toBe(true);
    expect(isValidAmount(0)).toBe(true);
    expect(isValidAmount(-79.8)).toBe(false);
    expect(isValidAmount(Number.NaN)).toBe(false);
    expect(isValidAmount(Number.POSITIVE_INFINITY)).toBe(false);
    expect(isValidAmount('79.8')).toBe(false);
    expect(isValidAmount(undefined)).toBe(false);
  });
});

describe('order totals (SPEC 3: subtotal, discount, delivery cost, total)', () => {
  it('adds the chosen delivery to the cart as the middleware priced it', () => {
    expect(orderTotals({ subtotal: 27.3, discount: 2.73 }, 2.5)).toEqual({
      subtotal: 27.3,
      discount: 2.73,
      deliveryCost: 2.5,
      total: 27.07,
    });
    expect(orderTotals({ subtotal: 26.5, discount: 0 }, 0).total).toBe(26.5);
  });

  it('never lets a discount make the items cost less than nothing; delivery is paid in full', () => {
    expect(orderTotals({ subtotal: 4, discount: 5 }, 3)).toEqual({
      subtotal: 4,
      discount: 4,
      deliveryCost: 3,
      total: 3,
    });
    expect(orderTotals({ subtotal: 4, discount: -1 }, -2)).toMatchObject({
      discount: 0,
      deliveryCost: 0,
      total: 4,
    });
  });

  it('keeps cents exact', () => {
    expect(roundCents(0.1 + 0.2)).toBe(0.3);
    expect(itemsSubtotal([{ total: 23.8 }, { total: 3.5 }])).toBe(27.3);
    expect(orderTotals({ subtotal: 0.1 + 0.2, discount: 0 }, 0.1).total).toBe(0.4);
  });
});

describe("an answered cart's totals are believed only when they add up", () => {
  it('the sandbox carts add up', () => {
    expect(areCartTotalsConsistent(cartFixture(11))).toBe(true);
    expect(areCartTotalsConsistent(cartFixture(14))).toBe(true);
    expect(areCartTotalsConsistent(cartFixture())).toBe(true);
  });

  it('a line, a subtotal or a total that does not add up is refused', () => {
    const cart = cartFixture(14);
    const [first, ...rest] = cart.items;
    expect(areCartTotalsConsistent({ ...cart, items: [{ ...first!, total: 1 }, ...rest] })).toBe(
      false,
    );
    expect(areCartTotalsConsistent({ ...cart, items: [{ ...first!, quantity: 0 }, ...rest] })).toBe(
      false,
    );
    expect(areCartTotalsConsistent({ ...cart, subtotal: cart.subtotal + 1 })).toBe(false);
    expect(areCartTotalsConsistent({ ...cart, total: cart.total - 1 })).toBe(false);
    expect(areCartTotalsConsistent({ ...cart, discount: -1, total: cart.total + 1 })).toBe(false);
    expect(areCartTotalsConsistent({ ...cart, discount: cart.subtotal + 1, total: 0 })).toBe(false);
  });

  it('a coupon discount that adds up is believed', () => {
    const cart = cartFixture(14);
    expect(
      areCartTotalsConsistent({ ...cart, discount: 2.73, total: roundCents(cart.subtotal - 2.73) }),
    ).toBe(true);
  });
});

describe('empty cart (SPEC 5)', () => {
  it('has nothing to order', () => {
    expect(isCartEmpty(null)).toBe(true);
    expect(isCartEmpty({ items: [] })).toBe(true);
    expect(isCartEmpty(cartFixture(11))).toBe(false);
  });
});

describe('coupon codes', () => {
  it('are sent trimmed and in capitals', () => {
    expect(normaliseCouponCode('  bemvindo10 ')).toBe('BEMVINDO10');
  });

  it('are asked about only when they could be one', () => {
    expect(isCouponCodeWellFormed('BEMVINDO10')).toBe(true);
    expect(isCouponCodeWellFormed('xpto')).toBe(true);
    expect(isCouponCodeWellFormed('porto-5')).toBe(true);
    expect(isCouponCodeWellFormed('')).toBe(false);
    expect(isCouponCodeWellFormed('   ')).toBe(false);
    expect(isCouponCodeWellFormed('A')).toBe(false);
    expect(isCouponCodeWellFormed('<b>10</b>')).toBe(false);
    expect(isCouponCodeWellFormed('X'.repeat(33))).toBe(false);
  });

  it("apply to one shop's cart with items", () => {
    expect(canApplyCoupon(cartFixture(14))).toBe(true);
    expect(canApplyCoupon(cartFixture())).toBe(false);
    expect(canApplyCoupon({ ...cartFixture(14), items: [] })).toBe(false);
    expect(canApplyCoupon(null)).toBe(false);
  });
});

describe('delivery cost (SPEC 9: a service delivers for 3 euros by default)', () => {
  it('is nothing when collecting at the shop', () => {
    expect(deliveryCostOf({ deliveryType: 'STORE_PICKUP', method: { costWithVat: 4 } })).toBe(0);
  });

  it("is the shop's stated cost for a pickup point or home delivery", () => {
    expect(deliveryCostOf({ deliveryType: 'DELIVERY', method: { costWithVat: 3.5 } })).toBe(3.5);
    expect(deliveryCostOf({ deliveryType: 'PICKUP_POINT', method: { costWithVat: 2.99 } })).toBe(
      2.99,
    );
    expect(
      deliveryCostOf({ deliveryType: 'DELIVERY', method: { costWithVat: 0 }, isService: true }),
    ).toBe(0);
  });

  it("falls back to the campaign's delivery cost, then to a service's 3 euros", () => {
    expect(deliveryCostOf({ deliveryType: 'DELIVERY', campaignDeliveryCost: 2.5 })).toBe(2.5);
    expect(deliveryCostOf({ deliveryType: 'DELIVERY', isService: true })).toBe(3);
    expect(deliveryCostOf({ deliveryType: 'DELIVERY', method: null, isService: true })).toBe(3);
    expect(deliveryCostOf({ deliveryType: 'DELIVERY' })).toBe(0);
  });

  it('adds up over the shops of an order', () => {
    expect(totalDeliveryCost([3.5, 2.5])).toBe(6);
    expect(totalDeliveryCost([])).toBe(0);
  });
});
