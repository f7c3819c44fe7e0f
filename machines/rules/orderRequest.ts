import type { components } from '../../api/schema';
import { PORTUGAL_COUNTRY_ID, type AddressForm } from './address';
import type { BookingContact } from './bookingRequest';
import type { TransportChoice } from './transport';
import { normaliseVatId } from './vatId';

type Schemas = components['schemas'];
export type OrderRequest = Schemas['OrderRequest'];
export type Order = Schemas['Order'];
type DeliveryType = Schemas['DeliveryType'];
type PickupPoint = Schemas['PickupPoint'];

/** Who orders: a signed-in user (the token call) or a guest (the guest call, with an email). */
export type Orderer =
  | { kind: 'user'; token: string; email: string }
  | { kind: 'guest'; email: string };

/** The delivery chosen for the order, as the delivery chart ends (machines/delivery). */
export interface OrderDelivery {
  deliveryType: DeliveryType;
  shopDeliveryMethodId: number | null;
  address: AddressForm | null;
  deliveryAddressId: number | null;
  pickupPoint: Pick<PickupPoint, 'id'> | null;
}

export interface OrderRequestParts {
  shopId: number;
  campaignId: number | null;
  cartId: number | null;
  couponCode: string | null;
  transport: TransportChoice;
  delivery: OrderDelivery;
  contact: BookingContact;
  orderer: Orderer;
  /** A prize of the user's taken off the items (api/assumptions.ts "orderPrize"). */
  prizeId?: number | null;
}

/** The order call's operation: a user's, or a guest's (SPEC 7 v1/web/orders, orders/guest). */
export function orderOperationOf(
  orderer: Orderer,
): 'POST /v1/web/orders' | 'POST /v1/web/orders/guest' {
  return orderer.kind === 'user' ? 'POST /v1/web/orders' : 'POST /v1/web/orders/guest';
}

/**
 * The order call's body, from the flow state of SPEC 3: the transport (type, instant, time),
 * the delivery choice (type, the shop's method, the address saved or typed, the pickup point),
 * productOrder (per shop, its delivery method and the note to it), the contact, the coupon.
 * The payment method is not in it: it is chosen afterwards and sent by orders/purchase.
 */
export function orderRequestOf(parts: OrderRequestParts): OrderRequest {
  const { transport, delivery, contact } = parts;
  const note = contact.notes.trim();
  const vatId = normaliseVatId(contact.vatId ?? '');
  const address = delivery.deliveryType === 'DELIVERY' ? delivery.address : null;
  return {
    shopId: parts.shopId,
    ...(parts.campaignId !== null ? { campaignId: parts.campaignId } : {}),
    ...(parts.cartId !== null ? { shoppingCartId: parts.cartId } : {}),
    transportType: transport.transportType ?? 'takeaway',
    transportInstant: transport.transportInstant,
    ...(transport.transportInstant === 'scheduled' && transport.scheduledAt
      ? { scheduledAt: transport.scheduledAt }
      : {}),
    deliveryType: delivery.deliveryType,
    productOrder: [
      {
        shopId: parts.shopId,
        ...(delivery.shopDeliveryMethodId !== null
          ? { shopDeliveryMethodId: delivery.shopDeliveryMethodId }
          : {}),
        ...(note ? { note } : {}),
      },
    ],
    ...(delivery.deliveryType === 'DELIVERY' && delivery.deliveryAddressId !== null
      ? { deliveryAddressId: delivery.deliveryAddressId }
      : address
        ? {
            deliveryAddress: {
              street: address.street.trim(),
              ...(address.floorDoor.trim() ? { floorDoor: address.floorDoor.trim() } : {}),
              city: address.city.trim(),
              postalCode: address.postalCode.trim(),
              countryId: address.countryId ?? PORTUGAL_COUNTRY_ID,
            },
          }
        : {}),
    ...(delivery.deliveryType === 'PICKUP_POINT' && delivery.pickupPoint
      ? { pickupPoint: delivery.pickupPoint.id }
      : {}),
    contact: {
      name: contact.name.trim(),
      ...(parts.orderer.email ? { email: parts.orderer.email } : {}),
      prefix: contact.prefix,
      phone: contact.phone,
      ...(vatId ? { vatId } : {}),
    },
    ...(parts.prizeId != null ? { prizeId: parts.prizeId } : {}),
    ...(parts.couponCode ? { couponCode: parts.couponCode } : {}),
  };
}

/**
 * What the order's answer says happened (SPEC 4 type 7 "order awaiting confirmation"): an order
 * handed to the merchant (nothing to pay online now), one waiting for its payment, or an answer
 * that says neither (about another order, or cancelled): never shown as placed.
 */
export type OrderAnswer = 'awaitingMerchant' | 'awaitingPayment' | 'unusable';

export function orderAnswerOf(order: Pick<Order, 'orderCode' | 'status'>): OrderAnswer {
  if (order.orderCode.trim() === '') return 'unusable';
  if (order.status === 'awaiting_confirmation' || order.status === 'confirmed') {
    return 'awaitingMerchant';
  }
  return order.status === 'awaiting_payment' ? 'awaitingPayment' : 'unusable';
}
