// An order kept across a reload in the flow state of SPEC 3 (transportType, transportInstant,
// the delivery address, the delivery choice with its pickup point, shoppingCartNotes, the
// Contact's vatId, the prize chosen), given back only to the same order, read back checked, let go
// as it ends.
import { describe, expect, it } from 'vitest';
import { initialFlowState, parseFlowState, type FlowState } from '../../domain/flowState';
import { keptBookingOf } from '../../machines/rules/bookingFlow';
import {
  flowWithOrder,
  orderResumeOf,
  serviceOrderInProgress,
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
  serviceId: null,
  transport: {
    transportType: 'delivery',
    transportInstant: 'scheduled',
    scheduledAt: '2026-03-03T12:45:00.000Z',
  },
  deliveryType: 'DELIVERY',
  address: porto,
  pickupPoint: null,
  note: '',
  vatId: '',
};

const CAIS_DO_SODRE = {
  id: 'pp-cais-sodre',
  shopDeliveryMethodId: 502,
  latitude: 38.7063,
  longitude: -9.1446,
};

/** Campaign 107's order at the checkout: a pickup point chosen, a note and a NIF confirmed. */
const atCheckout: OrderFlow = {
  ...atDelivery,
  deliveryType: 'PICKUP_POINT',
  address: null,
  pickupPoint: CAIS_DO_SODRE,
  pickupPostalCode: '1100-048',
  note: 'Sem cebola, por favor.',
  vatId: '123 456 789',
};

/** The flow state as a reload reads it back: stored as JSON, parsed against the schema. */
const readBack = (flow: FlowState) => parseFlowState(JSON.parse(JSON.stringify(flow)))!;

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
      pickupPoint: null,
      note: '',
      vatId: '',
      prizeId: null,
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
      pickupPoint: null,
      note: '',
      vatId: '',
      prizeId: null,
    });
    expect(orderResumeOf(flow, { shopId: 11 })).toBeNull();
    expect(orderResumeOf(flow, { campaignId: 107 })).toBeNull();
  });

  it("a service's order (from the shop's list) is given back to that shop and service only", () => {
    const ofService: OrderFlow = {
      ...atCheckout,
      shopId: 11,
      campaignId: null,
      serviceId: 1102,
    };
    const flow = readBack(flowWithOrder(initialFlowState(), ofService));
    expect(flow.orderInProgress).toEqual({
      step: 'delivery',
      shopId: 11,
      campaignId: null,
      serviceId: 1102,
      pickupPostalCode: '1100-048',
    });
    expect(serviceOrderInProgress(flow, 11)).toBe(1102);
    expect(orderResumeOf(flow, { shopId: 11, serviceId: 1102 })).toMatchObject({
      step: 'delivery',
      transport: atDelivery.transport,
      pickupPoint: CAIS_DO_SODRE,
      note: 'Sem cebola, por favor.',
      vatId: '123 456 789',
    });
    // Another service, another shop, the shop's cart, the whole cart: not theirs.
    expect(orderResumeOf(flow, { shopId: 11, serviceId: 1101 })).toBeNull();
    expect(orderResumeOf(flow, { shopId: 12, serviceId: 1102 })).toBeNull();
    expect(serviceOrderInProgress(flow, 12)).toBeNull();
    expect(orderResumeOf(flow, { shopId: 11 })).toBeNull();
    expect(shopOrderInProgress(flow)).toBeNull();
  });

  it("a service id that is no id is not a service's order; a kept order from before services were kept reads as the shop's cart", () => {
    const flow = flowWithOrder(initialFlowState(), {
      ...atDelivery,
      shopId: 11,
      campaignId: null,
      serviceId: 1102,
    });
    const odd = readBack({ ...flow, orderInProgress: { ...flow.orderInProgress!, serviceId: -3 } });
    expect(serviceOrderInProgress(odd, 11)).toBeNull();
    expect(orderResumeOf(odd, { shopId: 11, serviceId: 1102 })).toBeNull();
    const { serviceId: _dropped, ...older } = flow.orderInProgress!;
    const before = readBack({ ...flow, orderInProgress: older });
    expect(before.orderInProgress).toEqual({ step: 'delivery', shopId: 11, campaignId: null });
    expect(serviceOrderInProgress(before, 11)).toBeNull();
    expect(orderResumeOf(before, { shopId: 11 })).not.toBeNull();
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
      pickupPoint: null,
      note: '',
      vatId: '',
      prizeId: null,
    });
  });

  it("keeps the note (shoppingCartNotes), the NIF and the pickup point in SPEC 3's fields (the postal code it was searched by with the order), and gives them back to the same order", () => {
    const flow = readBack(flowWithOrder(initialFlowState(), atCheckout));
    expect(flow).toMatchObject({
      shoppingCartNotes: 'Sem cebola, por favor.',
      contact: { vatId: '123 456 789' },
      deliveryChoice: {
        deliveryType: 'PICKUP_POINT',
        pickupPoint: 'pp-cais-sodre',
        shopDeliveryMethodId: 502,
      },
      deliveryAddress: { latitude: 38.7063, longitude: -9.1446 },
    });
    expect(orderResumeOf(flow, { campaignId: 107 })).toMatchObject({
      deliveryType: 'PICKUP_POINT',
      pickupPoint: CAIS_DO_SODRE,
      pickupPostalCode: '1100-048',
      note: 'Sem cebola, por favor.',
      vatId: '123 456 789',
    });
    expect(orderResumeOf(flow, { campaignId: 108 })).toBeNull();
    expect(orderResumeOf(flow, { shopId: 14 })).toBeNull();
  });

  it('drops what does not fit when read back: a note too long, a NIF that is no NIF, a point without a position or with an odd id, a postal code that is no postal code', () => {
    const flow = flowWithOrder(initialFlowState(), atCheckout);
    const tampered = (change: (flow: FlowState) => FlowState) =>
      orderResumeOf(readBack(change(flow)), { campaignId: 107 })!;
    expect(tampered((f) => ({ ...f, shoppingCartNotes: 'x'.repeat(501) })).note).toBe('');
    expect(tampered((f) => ({ ...f, contact: { ...f.contact, vatId: '123456788' } })).vatId).toBe(
      '',
    );
    expect(
      tampered((f) => ({ ...f, deliveryAddress: { ...f.deliveryAddress, latitude: 200 } }))
        .pickupPoint,
    ).toBeNull();
    expect(
      tampered((f) => ({
        ...f,
        deliveryChoice: { ...f.deliveryChoice, pickupPoint: '"><script>' },
      })).pickupPoint,
    ).toBeNull();
    const searchedBy = (pickupPostalCode: unknown) =>
      tampered((f) => ({
        ...f,
        orderInProgress: {
          ...f.orderInProgress!,
          pickupPostalCode,
        } as FlowState['orderInProgress'],
      })).pickupPostalCode;
    expect(searchedBy('<img src=x onerror=alert(1)>')).toBeUndefined();
    expect(searchedBy('1'.repeat(40))).toBeUndefined();
    expect(searchedBy(undefined)).toBeUndefined();
    // A point is kept only with the pickup-point way.
    expect(
      tampered((f) => ({ ...f, deliveryChoice: { ...f.deliveryChoice, deliveryType: 'DELIVERY' } }))
        .pickupPoint,
    ).toBeNull();
  });

  it('left or ended: its note, NIF and pickup point go with it; a booking note of its own stays', () => {
    const kept = {
      ...flowWithOrder(initialFlowState(), atCheckout),
      contact: {
        ...initialFlowState().contact,
        notes: 'Sem cebola, por favor.',
        vatId: '123456789',
      },
    };
    const ended = flowWithOrder(kept, null);
    expect(ended).toMatchObject({
      shoppingCartNotes: '',
      contact: { notes: '', vatId: '' },
      deliveryChoice: {},
      deliveryAddress: { latitude: null, longitude: null },
    });
    const other = flowWithOrder(
      { ...kept, contact: { ...kept.contact, notes: 'Mesa à janela' } },
      null,
    );
    expect(other.contact.notes).toBe('Mesa à janela');
  });

  it('left (or made and being paid): nothing is given back', () => {
    const flow = flowWithOrder(flowWithOrder(initialFlowState(), atDelivery), null);
    expect(flow).toMatchObject({ isTransported: false, orderInProgress: null, deliveryChoice: {} });
    expect(orderResumeOf(flow, { campaignId: 107 })).toBeNull();
    expect(shopOrderInProgress(flow)).toBeNull();
  });

  it("keeps the order's prize with that order only (not the booking's prizeId), given back to the same campaign or shop's cart", () => {
    const flow = readBack(flowWithOrder(initialFlowState(), { ...atCheckout, prizeId: 301 }));
    expect(flow.orderInProgress).toEqual({
      step: 'delivery',
      shopId: 14,
      campaignId: 107,
      prizeId: 301,
      pickupPostalCode: '1100-048',
    });
    expect(flow.book.prizeId ?? null).toBeNull();
    expect(keptBookingOf(flow, 107)).toBeNull();
    expect(orderResumeOf(flow, { campaignId: 107 })?.prizeId).toBe(301);
    expect(orderResumeOf(flow, { campaignId: 108 })).toBeNull();
    expect(orderResumeOf(flow, { shopId: 14 })).toBeNull();

    const inShop = readBack(
      flowWithOrder(initialFlowState(), { ...atCheckout, campaignId: null, prizeId: 302 }),
    );
    expect(orderResumeOf(inShop, { shopId: 14 })?.prizeId).toBe(302);
    expect(orderResumeOf(inShop, { shopId: 11 })).toBeNull();
  });

  it("drops a prize id that is no prize id when read back; a state stored before the order's prize reads with none", () => {
    const flow = flowWithOrder(initialFlowState(), { ...atCheckout, prizeId: 301 });
    const withKept = (prizeId: unknown) =>
      parseFlowState(
        JSON.parse(
          JSON.stringify({ ...flow, orderInProgress: { ...flow.orderInProgress, prizeId } }),
        ),
      );
    for (const odd of [0, -301, 3.5, Number.MAX_SAFE_INTEGER + 2]) {
      expect(orderResumeOf(withKept(odd)!, { campaignId: 107 })?.prizeId).toBeNull();
    }
    // Not a number at all: the stored state does not fit its schema, and is not read.
    expect(withKept('301')).toBeNull();
    const older = JSON.parse(JSON.stringify(flow)) as FlowState;
    delete older.orderInProgress!.prizeId;
    const resumed = orderResumeOf(parseFlowState(older)!, { campaignId: 107 });
    expect(resumed).toMatchObject({ step: 'delivery', vatId: '123 456 789', prizeId: null });
  });

  it("the order's prize goes when it is used (the order reports none) and when the order is left or ends", () => {
    const chosen = flowWithOrder(initialFlowState(), { ...atCheckout, prizeId: 301 });
    const used = readBack(flowWithOrder(chosen, { ...atCheckout, prizeId: null }));
    expect(orderResumeOf(used, { campaignId: 107 })).toMatchObject({
      note: 'Sem cebola, por favor.',
      prizeId: null,
    });
    const ended = readBack(flowWithOrder(chosen, null));
    expect(ended.orderInProgress).toBeNull();
    expect(orderResumeOf(ended, { campaignId: 107 })).toBeNull();
  });

  it("names the shop whose cart was being ordered outside a campaign (the whole cart's), only", () => {
    const inShop = flowWithOrder(initialFlowState(), { ...atDelivery, campaignId: null });
    expect(shopOrderInProgress(inShop)).toBe(14);
    expect(shopOrderInProgress(flowWithOrder(initialFlowState(), atDelivery))).toBeNull();
    expect(shopOrderInProgress(initialFlowState())).toBeNull();
  });

  it("keeps the checkout contact step's name, prefix and phone as typed with that order, given back checked", () => {
    const typed = { name: 'Rui Costa', prefix: '+351', phone: '91 234' };
    const flow = readBack(
      flowWithOrder(initialFlowState(), { ...atCheckout, contactTyped: typed }),
    );
    expect(flow.orderInProgress?.contactTyped).toEqual(typed);
    expect(orderResumeOf(flow, { campaignId: 107 })?.contactTyped).toEqual(typed);
    expect(orderResumeOf(flow, { campaignId: 108 })).toBeNull();
    // A phone typed as no phone is dropped; the name stays.
    const odd = readBack(
      flowWithOrder(initialFlowState(), {
        ...atCheckout,
        contactTyped: { ...typed, phone: 'call me' },
      }),
    );
    expect(orderResumeOf(odd, { campaignId: 107 })?.contactTyped).toEqual({
      name: 'Rui Costa',
      prefix: '+351',
    });
    // Confirmed (none typed any more) or the order left: none kept.
    expect(flowWithOrder(flow, atCheckout).orderInProgress?.contactTyped).toBeUndefined();
    expect(
      orderResumeOf(readBack(flowWithOrder(flow, atCheckout)), { campaignId: 107 }),
    ).not.toHaveProperty('contactTyped');
  });
});
