import type { CheckoutInput, CheckoutOutput } from '../checkout/checkout.machine';
import type { DeliveryChoice, DeliveryResume } from '../delivery/delivery.types';
import type { BookingContact } from '../rules/bookingRequest';
import { flowWithOrder, type OrderFlow, type OrderResume } from '../rules/orderFlow';
import { itemsAfterCouponOf } from '../rules/orderPrize';
import type { TransportOutput } from '../transport/transport.machine';
import type {
  OrderContext,
  OrderFlowReport,
  OrderInput,
  OrderSignInSettings,
  ShoppingCart,
} from './order.types';

/** The order's report that it was left (or ended): the flow state keeps no order. */
export const ORDER_LEFT: OrderFlowReport = {
  type: 'order.flow',
  flow: null,
  write: (flow) => flowWithOrder(flow, null),
};

/** The order's progress at a step, as the flow state keeps it. */
export function orderFlowAt(context: OrderContext, step: OrderFlow['step']): OrderFlowReport {
  const flow: OrderFlow = {
    step,
    shopId: context.shopId,
    campaignId: context.campaignId,
    serviceId: context.serviceId,
    transport: context.transport,
    deliveryType: step === 'delivery' ? (context.deliveryProgress?.deliveryType ?? null) : null,
    address: context.deliveryProgress?.form ?? null,
    pickupPoint: step === 'delivery' ? (context.deliveryProgress?.pickupPoint ?? null) : null,
    pickupPostalCode: step === 'delivery' ? (context.deliveryProgress?.pickupPostalCode ?? '') : '',
    note: context.contact.notes,
    vatId: context.contact.vatId ?? '',
    prizeId: context.prizeId,
    ...(context.typedContact ? { contactTyped: context.typedContact } : {}),
  };
  return { type: 'order.flow', flow, write: (kept) => flowWithOrder(kept, flow) };
}

/**
 * The contact the order starts from: the flow's, with the note to the shop and the NIF kept
 * with this order before a reload.
 */
export function contactOf(input: OrderInput, kept: OrderResume | null): BookingContact {
  const contact = input.contact ?? EMPTY_CONTACT;
  if (!kept) return contact;
  return {
    ...contact,
    notes: kept.note !== '' ? kept.note : contact.notes,
    ...(kept.vatId !== '' ? { vatId: kept.vatId } : {}),
  };
}

/**
 * The delivery's starting point: the way, the address and the pickup point chosen so far (with
 * where it was searched). The first time after a reload the point kept is chosen again and the
 * step passed; back to the step, it is shown chosen.
 */
export function deliveryResumeOf(context: OrderContext): DeliveryResume | null {
  const progress = context.deliveryProgress;
  if (!progress) return null;
  return { ...progress, afterReload: context.resumedPoint };
}

export const reportFlowAt = (step: OrderFlow['step']) => ({
  type: 'report' as const,
  params: ({ context }: { context: OrderContext }) => orderFlowAt(context, step),
});

export const NO_SIGN_IN: OrderSignInSettings = {
  allowGuestLogin: false,
  providerId: 1,
  social: null,
};
export const EMPTY_CONTACT: BookingContact = { name: '', prefix: '', phone: '', notes: '' };

/** The signed-in user's token (their saved addresses), or null. */
export const tokenOf = (context: OrderContext) =>
  context.identity?.kind === 'user' ? context.identity.user.token : null;

export const transportOf = ({ event }: { event: { output: TransportOutput } }) => event.output;
export const deliveryOf = ({ event }: { event: { output: DeliveryChoice | null } }) => event.output;
export const checkoutOf = ({ event }: { event: { output: CheckoutOutput } }) => event.output;

/**
 * The cart as the cart chart (invoked beside) holds it; null when it is not there to ask (a
 * chart computed without its actors).
 */
export function cartNow(self: unknown): ShoppingCart | null {
  const snapshot = (
    self as { getSnapshot?: () => { children?: Record<string, unknown> } }
  ).getSnapshot?.();
  const cart = snapshot?.children?.cart as
    | { getSnapshot(): { context: { cart: ShoppingCart | null } } }
    | undefined;
  return cart?.getSnapshot().context.cart ?? null;
}

/** The checkout's input: the order as chosen so far, the cart being ordered, who orders. */
export function checkoutInputOf({
  context,
  self,
}: {
  context: OrderContext;
  self: unknown;
}): CheckoutInput {
  const cart = cartNow(self);
  return {
    shopId: context.shopId,
    campaignId: context.campaignId,
    title: context.title ?? context.shopName,
    shopName: context.shopName,
    points: context.points,
    transport: context.transport!,
    delivery: context.delivery!,
    cart: { id: cart?.id ?? null, couponCode: cart?.couponCode ?? null },
    itemsAfterCoupon: cart ? itemsAfterCouponOf(cart) : 0,
    settings: context.settings,
    canOrderAsGuest: context.settings.allowGuestLogin && !context.registeredUsersOnly,
    identity: context.identity,
    contact: context.contact,
    typedContact: context.typedContact,
    keySeed: context.keySeed,
    prizeId: context.prizeId,
  };
}
