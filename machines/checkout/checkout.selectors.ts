import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { backsToDelivery } from '../rules/delivery';
import { fromCents, toCents } from '../rules/money';
import { orderPrizeAmounts, usablePrizes } from '../rules/orderPrize';
import { atmReferenceOf, type AtmReference } from '../rules/payment';
import type { VoucherAmounts } from '../rules/voucher';
import { chosenPrizeOf } from './checkout.inputs';
import type { checkoutMachine } from './checkout.machine';

export type CheckoutActor = ActorRefFrom<typeof checkoutMachine>;
type CheckoutSnapshot = SnapshotFrom<typeof checkoutMachine>;

/** The checkout's step on screen. */
export type CheckoutStep =
  | 'identify'
  | 'contact'
  | 'loadingMethods'
  | 'methodsFailed'
  | 'noMethods'
  | 'review'
  | 'placing'
  | 'placeFailed'
  | 'placeUnconfirmed'
  | 'payment'
  | 'unpaid'
  | 'placed'
  | 'awaitingPayment'
  | 'paymentUnconfirmed'
  | 'ended';

const STEP_OF_STATE: Record<string, CheckoutStep> = {
  identifying: 'identify',
  contacting: 'contact',
  loadingMethods: 'loadingMethods',
  methodsFailed: 'methodsFailed',
  noMethods: 'noMethods',
  reviewing: 'review',
  placing: 'placing',
  placeFailed: 'placeFailed',
  paying: 'payment',
  unpaid: 'unpaid',
  placed: 'placed',
  awaitingPayment: 'awaitingPayment',
  paymentUnconfirmed: 'paymentUnconfirmed',
};

export function selectCheckoutStep(snapshot: CheckoutSnapshot): CheckoutStep {
  if (snapshot.matches('placeUnconfirmed')) return 'placeUnconfirmed';
  return STEP_OF_STATE[snapshot.value as string] ?? 'ended';
}

/**
 * An order whose answer was lost: being looked up in the user's bookings, the lookup itself
 * unanswered, or no way to look it up (a guest's).
 */
export function selectPlaceUnconfirmed(
  snapshot: CheckoutSnapshot,
): 'lookingUp' | 'lookupFailed' | 'noLookup' | null {
  if (snapshot.matches({ placeUnconfirmed: 'lookupFailed' })) return 'lookupFailed';
  if (snapshot.matches({ placeUnconfirmed: 'noLookup' })) return 'noLookup';
  return snapshot.matches('placeUnconfirmed') ? 'lookingUp' : null;
}

/** Where the checkout's way back from its first step leads: the delivery step, or the cart. */
export const selectBackTo = (snapshot: CheckoutSnapshot): 'delivery' | 'cart' =>
  backsToDelivery(snapshot.context.delivery.deliveryType) ? 'delivery' : 'cart';
export const selectCheckoutAuth = (snapshot: CheckoutSnapshot) => snapshot.children.auth;
export const selectCheckoutContact = (snapshot: CheckoutSnapshot) => snapshot.children.contact;
export const selectCheckoutPayment = (snapshot: CheckoutSnapshot) => snapshot.children.payment;
export const selectCheckoutShare = (snapshot: CheckoutSnapshot) => snapshot.children.share;

export const selectCheckoutError = (snapshot: CheckoutSnapshot) => snapshot.context.error;
export const selectCanRetry = (snapshot: CheckoutSnapshot) =>
  snapshot.can({ type: 'checkout.retry' });
export const selectCheckoutContactDetails = (snapshot: CheckoutSnapshot) =>
  snapshot.context.contact;

/** The order the middleware made, as its answer says: its code and what it costs. */
export function selectOrderMade(
  snapshot: CheckoutSnapshot,
): { orderCode: string; total: number; discount: number; deliveryCost: number } | null {
  const { order } = snapshot.context;
  if (!order) return null;
  return {
    orderCode: order.orderCode,
    total: order.total,
    discount: order.discount ?? 0,
    deliveryCost: order.deliveryCost ?? 0,
  };
}

/** How the order is paid, once it is placed: paid online, to pay in store, or nothing to pay now. */
export function selectPaymentEnd(snapshot: CheckoutSnapshot): 'paid' | 'inStore' | 'none' {
  const status = snapshot.context.payment?.status;
  if (status === 'paid') return 'paid';
  return status === 'inStore' ? 'inStore' : 'none';
}

/** The ATM reference to pay the order with, or null when the answer gave none. */
export function selectOrderAtmReference(snapshot: CheckoutSnapshot): AtmReference | null {
  const { payment, order } = snapshot.context;
  if (payment?.status !== 'referenceIssued') return null;
  return atmReferenceOf(payment.payment, order?.total ?? 0);
}

/** The method of a payment whose outcome is not known (where the visitor is told to check). */
export function selectUnconfirmedMethod(
  snapshot: CheckoutSnapshot,
): Extract<CheckoutSnapshot['context']['payment'], { status: 'unconfirmed' }>['method'] | null {
  const { payment } = snapshot.context;
  return payment?.status === 'unconfirmed' ? payment.method : null;
}

/**
 * The order's rewards: ordered with an account (its points and prizes in the personal area) or as
 * a guest, and the points the campaign says it earns, an account's only (never a guest's).
 */
export function selectOrderRewards(snapshot: CheckoutSnapshot): {
  hasAccount: boolean;
  points: number | null;
} {
  const hasAccount = snapshot.context.identity?.kind === 'user';
  const { points } = snapshot.context;
  return { hasAccount, points: hasAccount && points !== null && points > 0 ? points : null };
}

/** The review's prize: a signed-in visitor's points, usable prizes and the one chosen. */
export interface OrderPrizeChoice {
  /** Null for a guest: no points, no prizes. */
  pointsBalance: number | null;
  prizes: { id: number; name: string; value: number }[];
  prizeId: number | null;
  /** The items, the prize off them and what is left; null without a prize chosen. */
  amounts: VoucherAmounts | null;
  /** With the prize, the order's total: what is left of the items, and the delivery. */
  totalWithPrize: number | null;
  prizeError: 'voucherAmountTooLow' | null;
}

export function selectOrderPrizeChoice(snapshot: CheckoutSnapshot): OrderPrizeChoice {
  const { context } = snapshot;
  const user = context.identity?.kind === 'user' ? context.identity.user : null;
  const chosen = chosenPrizeOf(context);
  const amounts = chosen ? orderPrizeAmounts(context.itemsAfterCoupon, chosen) : null;
  return {
    pointsBalance: user ? (user.points ?? 0) : null,
    prizes: usablePrizes(user?.prizes ?? []).map(({ id, name, value }) => ({ id, name, value })),
    prizeId: chosen?.id ?? null,
    amounts,
    totalWithPrize: amounts
      ? fromCents(toCents(amounts.toPay) + toCents(context.delivery.cost))
      : null,
    prizeError: context.prizeError,
  };
}
