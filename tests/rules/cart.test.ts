import { describe, expect, it } from 'vitest';
import { cartFixture } from '../../api/sandbox/fixtures';
import {
  canOrderCart,
  cartOrderError,
  cartShopsOf,
  cartTotals,
  isCouponRefusal,
  isOrderableShop,
  isOrderedPerShop,
  isRetryableCartError,
  isWholeCartEmpty,
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

describe('the whole cart (SPEC 3 "shops: each with id, name, items"; SPEC 8)', () => {
  const whole = cartFixture();
  const [taberna, francesinha] = whole.shops;

  it('lists each shop the visitor has items from, with its items and their subtotal', () => {
    expect(
      cartShopsOf(whole).map((shop) => ({
        id: shop.id,
        name: shop.name,
        items: shop.items.map((item) => `${item.quantity} × ${item.name}: ${item.total}`),
        subtotal: shop.subtotal,
      })),
    ).toEqual([
      {
        id: 11,
        name: 'Taberna do Chiado',
        items: ['2 × Bitoque da casa: 25', '1 × Pastel de nata: 1.5'],
        subtotal: 26.5,
      },
      {
        id: 14,
        name: 'Francesinha & Companhia',
        // 2 × 11,90 + 3,50, in cents (not 27.299999...)
        items: ['2 × Francesinha clássica: 23.8', '1 × Batata frita caseira: 3.5'],
        subtotal: 27.3,
      },
    ]);
  });

  it('leaves out a shop with nothing in it; a shop listed twice is one shop', () => {
    const shops = cartShopsOf({
      shops: [
        { ...taberna!, items: [] },
        { ...francesinha!, items: francesinha!.items.slice(0, 1) },
        { ...francesinha!, items: francesinha!.items.slice(1) },
      ],
    });
    expect(shops.map((shop) => [shop.id, shop.items.length, shop.subtotal])).toEqual([
      [14, 2, 27.3],
    ]);
  });

  it('SPEC 8 "Cart empty": no shop with items (or no cart) has nothing to order', () => {
    expect(isWholeCartEmpty({ shops: [] })).toBe(true);
    expect(isWholeCartEmpty({ shops: [{ ...taberna!, items: [] }] })).toBe(true);
    expect(isWholeCartEmpty(null)).toBe(true);
    expect(isWholeCartEmpty(whole)).toBe(false);
  });

  it('SPEC 8 "order per shop": more than one shop is ordered shop by shop; one shop is not', () => {
    expect(isOrderedPerShop(whole)).toBe(true);
    expect(isOrderedPerShop({ shops: [francesinha!] })).toBe(false);
    expect(isOrderedPerShop({ shops: [francesinha!, { ...taberna!, items: [] }] })).toBe(false);
    expect(isOrderedPerShop({ shops: [francesinha!, francesinha!] })).toBe(false);
  });

  it('a shop is ordered from only when it is listed with items', () => {
    expect(isOrderableShop(whole, 14)).toBe(true);
    expect(isOrderableShop(whole, 11)).toBe(true);
    expect(isOrderableShop(whole, 12)).toBe(false);
    expect(isOrderableShop({ shops: [{ ...taberna!, items: [] }] }, 11)).toBe(false);
    expect(isOrderableShop(null, 14)).toBe(false);
  });
});
