import { nowMs } from '../../api/clock';
import { signInPrefill } from '../auth/identifying';
import type { MadeOrder, PendingRequest } from '../../domain/pendingRequest';
import type { AuthInput, GuestTyped } from '../auth/auth.types';
import type { ContactTyped } from '../booking/contact.machine';
import type { Identity } from '../booking/booking.types';
import type { ShareInput } from '../booking/share.machine';
import type { PaymentInput } from '../payment/payment.types';
import type { PaymentPurchase } from '../payment/report';
import { idempotencyKeyFor } from '../rules/idempotency';
import { usablePrizes } from '../rules/orderPrize';
import {
  orderOperationOf,
  orderRequestOf,
  type Order,
  type OrderRequest,
  type Orderer,
} from '../rules/orderRequest';
import { contactFromGuest, contactFromUser } from '../rules/user';
import type { CreateOrderInput, FindOrderInput } from './checkout.actors';
import type { CheckoutContext, CheckoutInput, PaymentMethodCode, Schemas } from './checkout.types';

type Prize = Schemas['Prize'];

/** Who orders, as the order call names them (a user by their token, a guest by email). */
export function ordererOf(identity: Identity | null): Orderer {
  if (identity?.kind === 'user') {
    return { kind: 'user', token: identity.user.token, email: identity.user.email ?? '' };
  }
  return { kind: 'guest', email: identity?.kind === 'guest' ? identity.guest.email : '' };
}

export function orderRequestOfCheckout(context: CheckoutContext): OrderRequest {
  return orderRequestOf({
    shopId: context.shopId,
    campaignId: context.campaignId,
    cartId: context.cart.id,
    couponCode: context.cart.couponCode,
    transport: context.transport,
    delivery: context.delivery,
    contact: context.contact,
    orderer: ordererOf(context.identity),
    // Only a prize of the visitor's (one kept before a reload may no longer be).
    prizeId: chosenPrizeOf(context)?.id ?? null,
  });
}

/**
 * The order call: one key per content, so a retry after a fault (or a click again after going
 * back and changing nothing) sends the same one, and the middleware answers the order it made.
 */
export function createOrderInputOf({ context }: { context: CheckoutContext }): CreateOrderInput {
  const request = orderRequestOfCheckout(context);
  const orderer = ordererOf(context.identity);
  return {
    request,
    orderer,
    idempotencyKey: idempotencyKeyFor(context.keySeed, orderOperationOf(orderer), request),
  };
}

/**
 * The order on its way, as the flow state keeps it (domain/pendingRequest.ts): what was asked,
 * its key, when, by whom (a user by id, never the token), and, once an answer or a lookup named
 * it, the order made. A reload shows that order, or looks it up; it never sends it again.
 */
export function pendingOrderOf(context: CheckoutContext, made?: Order): PendingRequest {
  const { request, orderer, idempotencyKey } = createOrderInputOf({ context });
  return {
    kind: 'order',
    operation: orderOperationOf(orderer),
    params: {},
    body: request,
    key: idempotencyKey,
    title: context.title,
    requestedAtMs: context.requestedAtMs ?? nowMs(),
    requester:
      context.identity?.kind === 'user'
        ? { kind: 'user', userId: context.identity.user.id }
        : { kind: 'guest' },
    campaignId: context.campaignId,
    shopId: context.shopId,
    ...(made ? { made: madeOrderOf(made) } : {}),
  };
}

function madeOrderOf(order: Order): MadeOrder {
  return {
    orderCode: order.orderCode,
    status: order.status === 'cancelled' ? 'awaiting_payment' : order.status,
    total: order.total,
  };
}

/** The order on its way, reported to be kept (with the order made, once known). */
export const reportPendingOrder = {
  type: 'report' as const,
  params: ({ context }: { context: CheckoutContext }) => ({
    type: 'booking.pending' as const,
    pending: pendingOrderOf(context, context.order ?? undefined),
  }),
};

/** Its answer known and nothing left to show after a reload: no longer kept. */
export const reportOrderSettled = {
  type: 'report' as const,
  params: { type: 'booking.settled' as const },
};

function payerOf(identity: Identity | null): PaymentInput['payer'] {
  return identity?.kind === 'user'
    ? { kind: 'user', userId: identity.user.id, token: identity.user.token }
    : { kind: 'guest' };
}

export function paymentInputOf({ context }: { context: CheckoutContext }): PaymentInput {
  const order = context.order!;
  return {
    amount: order.total,
    methods: context.methods,
    purchase: { kind: 'order', orderCode: order.orderCode },
    payer: payerOf(context.identity),
    phone: { prefix: context.contact.prefix, phone: context.contact.phone },
    keySeed: context.keySeed,
  };
}

export function authInputOf({ context }: { context: CheckoutContext }): AuthInput {
  return {
    allowGuestLogin: context.canOrderAsGuest,
    reason: 'order',
    providerId: context.settings.providerId,
    social: context.settings.social,
    // What was typed on the guest's form before a reload wins over the flow's contact.
    prefill: signInPrefill({ ...context.contact, ...context.typedContact }),
  };
}

/**
 * The contact step starts from what the flow knows, completed by whoever orders; what was typed
 * on it before (and not confirmed) wins over both.
 */
export function contactInputOf({ context }: { context: CheckoutContext }) {
  const { identity, contact } = context;
  const known =
    identity?.kind === 'user'
      ? contactFromUser(contact, identity.user)
      : identity?.kind === 'guest'
        ? contactFromGuest(contact, identity.guest)
        : contact;
  // The optional NIF the order's invoice goes to (SPEC 3 Contact: vatId), as on a booking.
  return { contact: { ...known, ...context.typedContact }, askVatId: true };
}

/** The signed-in visitor's usable prize of that id, if they have one. */
export function prizeOfVisitor(context: CheckoutContext, prizeId: number): Prize | null {
  if (context.identity?.kind !== 'user') return null;
  const prizes = usablePrizes(context.identity.user.prizes ?? []);
  return prizes.find((prize) => prize.id === prizeId) ?? null;
}

/** The prize chosen for this order, if any. */
export const chosenPrizeOf = (context: CheckoutContext): Prize | null =>
  context.prizeId === null ? null : prizeOfVisitor(context, context.prizeId);

/** Methods the widget knows how to pay with, in the order offered, each once. */
export function knownMethods(methods: Schemas['PaymentMethod'][]): PaymentMethodCode[] {
  return [...new Set(methods.map((method) => method.code))];
}

/** The chart's context as it starts (stories and tests start from it too). */
export function initialCheckoutContext(input: CheckoutInput): CheckoutContext {
  return {
    ...input,
    methods: [],
    order: null,
    payment: null,
    error: null,
    errorDetail: null,
    requestedAtMs: null,
    prizeId: input.prizeId ?? null,
    prizeError: null,
    ended: 'back',
  };
}

/** The lookup of an order whose answer was lost: the order as asked, from when it went out. */
export function findOrderInputOf({ context }: { context: CheckoutContext }): FindOrderInput {
  return {
    request: orderRequestOfCheckout(context),
    orderer: ordererOf(context.identity),
    userId: context.identity?.kind === 'user' ? context.identity.user.id : 0,
    requestedAtMs: context.requestedAtMs ?? nowMs(),
  };
}

/**
 * What the order's success shares (SPEC 2): what was ordered and where, as a link to the campaign
 * ordered from, else to the shop.
 */
export function shareInputOf({ context }: { context: CheckoutContext }): ShareInput {
  const where = context.shopName && context.shopName !== context.title ? context.shopName : '';
  return {
    title: context.title,
    text: where ? `${context.title} · ${where}` : context.title,
    target:
      context.campaignId !== null ? { campaignId: context.campaignId } : { shopId: context.shopId },
  };
}

/**
 * What the contact step or a guest's form reports as typed, kept with the order until the
 * contact is confirmed (a reload gives it back).
 */
export function typedContactOf(typed: ContactTyped | GuestTyped): CheckoutContext['typedContact'] {
  const { name, prefix, phone } = typed;
  return typed.type === 'contact.typed'
    ? { name, prefix, phone, vatId: typed.vatId }
    : { name, prefix, phone, email: typed.email };
}

/** Who pays the order, as the flow state keeps it: a user by id (never the token), or a guest. */
export const keptPayerOf = ({ identity }: CheckoutContext): PaymentPurchase['payer'] =>
  identity?.kind === 'user' ? { kind: 'user', userId: identity.user.id } : { kind: 'guest' };
