// An order kept across a reload in the flow state of SPEC 3 (transportType, transportInstant,
// the delivery address, the delivery choice), and given back only to the same order.
import { describe, expect, it } from 'vitest';
import { initialFlowState } from '../../domain/flowState';
import {
  flowWithOrder,
  orderResumeOf,
  shopOrderInProgress,
  type OrderFlow,
} from '../../machines/rules/orderFlow';

const porto = {
  addressName: '',
  street: 'Rua de Cedofeita 210',
  floorDoor: '1.º Dto.',
  postalCode: '4050-262',
  city: 'Porto',
  countryId: 139,
  company: '',
  vatId: '',
};

const atDelivery: OrderFlow = {
  step: 'delivery',
  shopId: 14,
  campaignId: 107,
  transport: {
    transportType: 'delivery',
    transportInstant: 'scheduled',
    scheduledAt: '2026-03-03T12:45:00.000Z',
  },
  deliveryType: 'DELIVERY',
  address: porto,
};

describe('an order in the flow state (SPEC 3)', () => {
  it("is written to SPEC 3's fields", () => {
    const flow = flowWithOrder(initialFlowState(), atDelivery);
    expect(flow).toMatchObject({
      isTransported: true,
      showMenu: false,
      transportType: 'delivery',
      book: { transportInstant: 'scheduled', date: '2026-03-03T12:45:00.000Z' },
      deliveryChoice: { deliveryType: 'DELIVERY' },
      deliveryAddress: {
        street: 'Rua de Cedofeita 210',
        floorDoor: '1.º Dto.',
        postalCode: '4050-262',
        city: 'Porto',
        countryId: 139,
      },
      orderInProgress: { step: 'delivery', shopId: 14, campaignId: 107 },
    });
  });

  it('is given back to the same campaign as it was left: step, transport, way, address', () => {
    const flow = flowWithOrder(initialFlowState(), atDelivery);
    expect(orderResumeOf(flow, { campaignId: 107 })).toEqual({
      step: 'delivery',
      transport: atDelivery.transport,
      deliveryType: 'DELIVERY',
      address: porto,
    });
  });

  it('is not given to another campaign, nor to the shop outside the campaign', () => {
    const flow = flowWithOrder(initialFlowState(), atDelivery);
    expect(orderResumeOf(flow, { campaignId: 108 })).toBeNull();
    expect(orderResumeOf(flow, { shopId: 14 })).toBeNull();
  });

  it("a shop's cart (no campaign) is given back to that shop only", () => {
    const flow = flowWithOrder(initialFlowState(), {
      ...atDelivery,
      step: 'cart',
      campaignId: null,
      transport: null,
      deliveryType: null,
      address: null,
    });
    expect(orderResumeOf(flow, { shopId: 14 })).toEqual({
      step: 'cart',
      transport: null,
      deliveryType: null,
      address: null,
    });
    expect(orderResumeOf(flow, { shopId: 11 })).toBeNull();
    expect(orderResumeOf(flow, { campaignId: 107 })).toBeNull();
  });

  it('as soon as possible keeps no time; nothing typed gives back no address', () => {
    const flow = flowWithOrder(initialFlowState(), {
      ...atDelivery,
      step: 'menu',
      transport: { transportType: 'takeaway', transportInstant: 'asap', scheduledAt: null },
      deliveryType: null,
      address: null,
    });
    expect(flow.showMenu).toBe(true);
    expect(flow.book.date).toBeNull();
    expect(orderResumeOf(flow, { campaignId: 107 })).toEqual({
      step: 'menu',
      transport: { transportType: 'takeaway', transportInstant: 'asap', scheduledAt: null },
      deliveryType: null,
      address: null,
    });
  });

  it('left (or made and being paid): nothing is given back', () => {
    const flow = flowWithOrder(flowWithOrder(initialFlowState(), atDelivery), null);
    expect(flow).toMatchObject({ isTransported: false, orderInProgress: null, deliveryChoice: {} });
    expect(orderResumeOf(flow, { campaignId: 107 })).toBeNull();
    expect(shopOrderInProgress(flow)).toBeNull();
  });

  it("names the shop whose cart was being ordered outside a campaign (the whole cart's), only", () => {
    const inShop = flowWithOrder(initialFlowState(), { ...atDelivery, campaignId: null });
    expect(shopOrderInProgress(inShop)).toBe(14);
    expect(shopOrderInProgress(flowWithOrder(initialFlowState(), atDelivery))).toBeNull();
    expect(shopOrderInProgress(initialFlowState())).toBeNull();
  });
});
