import { describe, expect, it } from 'vitest';
import { cartFixture } from '../../api/sandbox/fixtures';
import {
  canOrderCart,
  cartOrderError,
  cartTotals,
  isCouponRefusal,
  isRetryableCartError,
} from '../../machines/rules/cart';

const campaignSeller = { campaignDeliveryCost: 2.5, isService: false };
const serviceSeller = { campaignDeliveryCost: null, isService: true };

describe('cart totals (SPEC 3: subtotal, discount, delivery cost, total; SPEC 9)', () => {
  const cart = { subtotal: 27.3, discount: 2.73, deliveryMethods: [] };

  it('takeaway: no delivery cost', () => {
    expect(cartTotals(cart, 'takeaway', campaignSeller)).toEqual({
      subtotal: 27.3,
      discount: 2.73,
      deliveryCost: 0,
      total: 24.57,
    });
  });

  it("delivery of a campaign: the campaign's delivery cost (107: 2,50 €)", () => {
    expect(cartTotals(cart, 'delivery', campaignSeller)).toMatchObject({
      deliveryCost: 2.5,
      total: 27.07,
    });
  });

  it('delivery of a service without a stated cost: the 3 € default (SPEC 9)', () => {
    expect(cartTotals(cart, 'delivery', serviceSeller)).toMatchObject({
      deliveryCost: 3,
      total: 27.57,
    });
  });

  it("the shop's delivery method's cost comes first", () => {
    const priced = cartFixture(14);
    const stated = priced.deliveryMethods?.[0]?.methods.DELIVERY?.costWithVat;
    expect(stated).toBeTypeOf('number');
    expect(cartTotals(priced, 'delivery', campaignSeller).deliveryCost).toBe(stated);
  });

  it('no transport chosen yet: no delivery cost', () => {
    expect(cartTotals(cart, null, serviceSeller).deliveryCost).toBe(0);
  });
});

describe('ordering a cart (SPEC 5 "Empty cart: error")', () => {
  it('an empty cart cannot be ordered: "Cart empty"', () => {
    expect(canOrderCart({ items: [] })).toBe(false);
    expect(canOrderCart(null)).toBe(false);
    expect(cartOrderError({ items: [] })).toBe('cartEmpty');
  });

  it('a cart with items can; one with an item no longer available cannot', () => {
    const cart = cartFixture(14);
    expect(canOrderCart(cart)).toBe(true);
    expect(cartOrderError(cart)).toBeNull();
    const stale = { items: cart.items.map((item) => ({ ...item, isAvailable: false })) };
    expect(canOrderCart(stale)).toBe(false);
    expect(cartOrderError(stale)).toBe('generic');
  });
});

describe('coupon and faults', () => {
  it('"invalid coupon" is a refusal shown beside the field; anything else is a fault', () => {
    expect(isCouponRefusal('couponInvalid')).toBe(true);
    expect(isCouponRefusal('network')).toBe(false);
  });

  it('no digital menu or a menu switched off: no retry; a fault: a retry', () => {
    expect(isRetryableCartError('noDigitalMenu')).toBe(false);
    expect(isRetryableCartError('menuNotActive')).toBe(false);
    expect(isRetryableCartError('timeout')).toBe(true);
    expect(isRetryableCartError(null)).toBe(true);
  });
});
