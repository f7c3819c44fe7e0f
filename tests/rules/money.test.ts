import { describe, expect, it } from 'vitest';
import { cartFixture } from '../../api/sandbox/fixtures';
import {
  areCartTotalsConsistent,
  canApplyCoupon,
  deliveryCostOf,
  isCartEmpty,
  isCouponCodeWellFormed,
  itemsSubtotal,
  normaliseCouponCode,
  orderTotals,
  roundCents,
  totalDeliveryCost,
} from '../../machines/rules/money';

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
