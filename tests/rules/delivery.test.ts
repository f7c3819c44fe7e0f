import { describe, expect, it } from 'vitest';
import {
  deliveryOptions,
  pickupSearchError,
  rateFor,
  rateVerdict,
  shopDeliveryMethods,
} from '../../machines/rules/delivery';

const campaignSeller = { campaignDeliveryCost: 2.5, isService: false };
const serviceSeller = { campaignDeliveryCost: null, isService: true };

const shop11 = {
  id: 11,
  name: 'Tasca do Bairro',
  methods: {
    STORE_PICKUP: { id: 501, costWithVat: 0, deliveryType: 'STORE_PICKUP' as const },
    PICKUP_POINT: { id: 502, costWithVat: 2.99, deliveryType: 'PICKUP_POINT' as const },
    DELIVERY: { id: 503, costWithVat: 3.5, deliveryType: 'DELIVERY' as const },
  },
};

describe('delivery methods the transport allows (SPEC 2, 3 Delivery, 4 delivery types)', () => {
  it('takeaway: collected at the shop, free', () => {
    expect(deliveryOptions('takeaway', shop11, serviceSeller)).toEqual([
      { deliveryType: 'STORE_PICKUP', shopDeliveryMethodId: 501, cost: 0 },
    ]);
  });

  it("delivery: home or a pickup point, each at the shop's method's cost", () => {
    expect(deliveryOptions('delivery', shop11, serviceSeller)).toEqual([
      { deliveryType: 'DELIVERY', shopDeliveryMethodId: 503, cost: 3.5 },
      { deliveryType: 'PICKUP_POINT', shopDeliveryMethodId: 502, cost: 2.99 },
    ]);
  });

  it('a shop without pickup points: home delivery only', () => {
    const shop14 = { id: 14, name: 'F', methods: { DELIVERY: shop11.methods.DELIVERY } };
    expect(deliveryOptions('delivery', shop14, campaignSeller).map((o) => o.deliveryType)).toEqual([
      'DELIVERY',
    ]);
  });

  it("no method stated: home delivery at the campaign's cost, else a service's 3 € (SPEC 9)", () => {
    expect(deliveryOptions('delivery', null, campaignSeller)).toEqual([
      { deliveryType: 'DELIVERY', shopDeliveryMethodId: null, cost: 2.5 },
    ]);
    expect(deliveryOptions('delivery', null, serviceSeller)).toEqual([
      { deliveryType: 'DELIVERY', shopDeliveryMethodId: null, cost: 3 },
    ]);
    expect(deliveryOptions('takeaway', null, serviceSeller)).toEqual([
      { deliveryType: 'STORE_PICKUP', shopDeliveryMethodId: null, cost: 0 },
    ]);
  });

  it('a shop that states its methods offers only those: none may suit the transport', () => {
    const deliversOnly = { id: 14, name: 'F', methods: { DELIVERY: shop11.methods.DELIVERY } };
    expect(deliveryOptions('takeaway', deliversOnly, campaignSeller)).toEqual([]);
    const collectedOnly = {
      id: 15,
      name: 'C',
      methods: { STORE_PICKUP: shop11.methods.STORE_PICKUP },
    };
    expect(deliveryOptions('delivery', collectedOnly, campaignSeller)).toEqual([]);
    expect(deliveryOptions('takeaway', collectedOnly, campaignSeller)).toEqual([
      { deliveryType: 'STORE_PICKUP', shopDeliveryMethodId: 501, cost: 0 },
    ]);
    // A shop whose list is empty states nothing: the transport's own way is assumed.
    expect(deliveryOptions('delivery', { id: 16, name: 'E', methods: {} }, campaignSeller)).toEqual(
      [{ deliveryType: 'DELIVERY', shopDeliveryMethodId: null, cost: 2.5 }],
    );
  });

  it("the cart's shop's methods, found by the shop's id", () => {
    expect(shopDeliveryMethods([shop11], 11)).toBe(shop11);
    expect(shopDeliveryMethods([shop11], 14)).toBeNull();
    expect(shopDeliveryMethods(undefined, 11)).toBeNull();
  });
});

describe('rates for an address (SPEC 7 rates; SPEC 8 address unavailable for delivery)', () => {
  const rate = (shopId: number, isAvailable: boolean, costWithVat = 2.5) => ({
    shopId,
    shopDeliveryMethodId: 513,
    deliveryType: 'DELIVERY' as const,
    costWithVat,
    isAvailable,
  });

  it("the shop's rate, not another shop's", () => {
    const rates = [rate(11, false), rate(14, true)];
    expect(rateFor(rates, 14, 'DELIVERY')).toBe(rates[1]);
    expect(rateFor(rates, 14, 'PICKUP_POINT')).toBeNull();
  });

  it('available: its cost, to the cent', () => {
    expect(rateVerdict([rate(14, true, 2.499)], 14, 'DELIVERY')).toEqual({ ok: true, cost: 2.5 });
  });

  it('isAvailable false, or no rate for the shop: "the selected address is currently unavailable"', () => {
    expect(rateVerdict([rate(14, false)], 14, 'DELIVERY')).toEqual({
      ok: false,
      error: 'addressUnavailableForDelivery',
    });
    expect(rateVerdict([rate(11, true)], 14, 'DELIVERY')).toEqual({
      ok: false,
      error: 'addressUnavailableForDelivery',
    });
  });

  it('a pickup search that fails says "search error" unless the fault says more (SPEC 8)', () => {
    expect(pickupSearchError('generic')).toBe('pickupPointsSearchError');
    expect(pickupSearchError('timeout')).toBe('timeout');
    expect(pickupSearchError('network')).toBe('network');
  });
});
