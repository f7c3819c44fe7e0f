// The order call's body from the flow state (SPEC 3: transport type and instant, delivery address
// and choice, productOrder per shop with its note, contact) and what an order's answer means
// (SPEC 4 type 7: "order awaiting confirmation").
import { describe, expect, it } from 'vitest';
import {
  orderAnswerOf,
  orderOperationOf,
  orderRequestOf,
  type OrderRequestParts,
} from '../../machines/rules/orderRequest';

const parts: OrderRequestParts = {
  shopId: 14,
  campaignId: 107,
  cartId: 3001,
  couponCode: null,
  transport: { transportType: 'takeaway', transportInstant: 'asap', scheduledAt: null },
  delivery: {
    deliveryType: 'STORE_PICKUP',
    shopDeliveryMethodId: 511,
    address: null,
    deliveryAddressId: null,
    pickupPoint: null,
  },
  contact: { name: ' Ana Silva ', prefix: '+351', phone: '912345678', notes: '  ' },
  orderer: { kind: 'user', token: 'tok-ana', email: 'ana.silva@example.pt' },
};

const porto = {
  addressName: '',
  street: ' Rua de Cedofeita 210 ',
  floorDoor: '',
  postalCode: '4050-262',
  city: 'Porto',
  countryId: 139,
  company: '',
  vatId: '',
};

describe('the order call (SPEC 7 v1/web/orders, orders/guest)', () => {
  it("a user's goes with the token, a guest's to orders/guest", () => {
    expect(orderOperationOf(parts.orderer)).toBe('POST /v1/web/orders');
    expect(orderOperationOf({ kind: 'guest', email: 'rita@example.pt' })).toBe(
      'POST /v1/web/orders/guest',
    );
  });

  it('collected as soon as possible: the shop, its method, the contact trimmed; no blank note', () => {
    expect(orderRequestOf(parts)).toEqual({
      shopId: 14,
      campaignId: 107,
      shoppingCartId: 3001,
      transportType: 'takeaway',
      transportInstant: 'asap',
      deliveryType: 'STORE_PICKUP',
      productOrder: [{ shopId: 14, shopDeliveryMethodId: 511 }],
      contact: {
        name: 'Ana Silva',
        email: 'ana.silva@example.pt',
        prefix: '+351',
        phone: '912345678',
      },
    });
  });

  it('the NIF for the invoice goes with the contact, spaces removed; none when left empty', () => {
    const withVatId = { ...parts, contact: { ...parts.contact, vatId: ' 123 456 789 ' } };
    expect(orderRequestOf(withVatId).contact).toMatchObject({ vatId: '123456789' });
    const blank = { ...parts, contact: { ...parts.contact, vatId: '  ' } };
    expect(orderRequestOf(blank).contact).not.toHaveProperty('vatId');
  });

  it('scheduled: the instant goes with its time; the note to the shop in productOrder', () => {
    const request = orderRequestOf({
      ...parts,
      transport: {
        transportType: 'delivery',
        transportInstant: 'scheduled',
        scheduledAt: '2026-03-03T12:45:00.000Z',
      },
      contact: { ...parts.contact, notes: ' Sem cebola ' },
      couponCode: 'BEMVINDO10',
    });
    expect(request).toMatchObject({
      transportType: 'delivery',
      transportInstant: 'scheduled',
      scheduledAt: '2026-03-03T12:45:00.000Z',
      productOrder: [{ shopId: 14, shopDeliveryMethodId: 511, note: 'Sem cebola' }],
      couponCode: 'BEMVINDO10',
    });
  });

  it('as soon as possible sends no time, even one chosen before', () => {
    const request = orderRequestOf({
      ...parts,
      transport: { ...parts.transport, scheduledAt: '2026-03-03T12:45:00.000Z' },
    });
    expect(request).not.toHaveProperty('scheduledAt');
  });

  it('at home: an address typed goes whole (Portugal, 139, by default); a saved one by its id', () => {
    const typed = orderRequestOf({
      ...parts,
      delivery: {
        ...parts.delivery,
        deliveryType: 'DELIVERY',
        address: { ...porto, countryId: null },
      },
    });
    expect(typed.deliveryAddress).toEqual({
      street: 'Rua de Cedofeita 210',
      city: 'Porto',
      postalCode: '4050-262',
      countryId: 139,
    });
    const saved = orderRequestOf({
      ...parts,
      delivery: {
        ...parts.delivery,
        deliveryType: 'DELIVERY',
        address: porto,
        deliveryAddressId: 41,
      },
    });
    expect(saved.deliveryAddressId).toBe(41);
    expect(saved).not.toHaveProperty('deliveryAddress');
  });

  it('to a pickup point: its id; no address', () => {
    const request = orderRequestOf({
      ...parts,
      delivery: {
        ...parts.delivery,
        deliveryType: 'PICKUP_POINT',
        address: porto,
        pickupPoint: { id: 'pp-2' },
      },
    });
    expect(request.pickupPoint).toBe('pp-2');
    expect(request).not.toHaveProperty('deliveryAddress');
  });
});

describe("what an order's answer says (nothing shown as placed unless it says so)", () => {
  it('awaiting confirmation or confirmed: with the merchant', () => {
    expect(orderAnswerOf({ orderCode: 'ENC-7', status: 'awaiting_confirmation' })).toBe(
      'awaitingMerchant',
    );
    expect(orderAnswerOf({ orderCode: 'ENC-7', status: 'confirmed' })).toBe('awaitingMerchant');
  });

  it('awaiting payment: to be paid', () => {
    expect(orderAnswerOf({ orderCode: 'ENC-7', status: 'awaiting_payment' })).toBe(
      'awaitingPayment',
    );
  });

  it('cancelled, or no order code: unusable', () => {
    expect(orderAnswerOf({ orderCode: 'ENC-7', status: 'cancelled' })).toBe('unusable');
    expect(orderAnswerOf({ orderCode: ' ', status: 'awaiting_confirmation' })).toBe('unusable');
  });
});
