import type { components } from '../../api/schema';
import { DEFAULT_SERVICE_DELIVERY_COST_EUR } from '../../domain/constants';
import { roundCents } from './amounts';

/**
 * The money of an order (SPEC 3 Shopping cart: subtotal, discount, delivery cost, total; SPEC 4
 * "Applying a coupon replaces the cart"; SPEC 9 "Default delivery cost for a service: 3 euros").
 * The middleware prices the cart; these rules add the delivery the visitor chose, read a coupon
 * code the way it is sent, and check that an answer's totals add up before it is shown.
 */

type ShoppingCart = components['schemas']['ShoppingCart'];
type CartItem = components['schemas']['CartItem'];
type DeliveryType = components['schemas']['DeliveryType'];
type DeliveryMethod = components['schemas']['DeliveryMethod'];

// The amounts themselves (cents, discounts, an amount the middleware states) are ./amounts.ts,
// which a campaign's price needs on the first screen; this module loads with the order.
export {
  discountedCents,
  fromCents,
  isSameAmount,
  isValidAmount,
  roundCents,
  toCents,
  unitsCents,
} from './amounts';

export interface OrderTotals {
  subtotal: number;
  discount: number;
  deliveryCost: number;
  total: number;
}

/** What the items cost before any discount. */
export function itemsSubtotal(items: readonly Pick<CartItem, 'total'>[]): number {
  return roundCents(items.reduce((sum, item) => sum + item.total, 0));
}

/**
 * The order's totals: the cart's subtotal and discount as the middleware priced them, and the
 * delivery chosen. A discount never makes the items cost less than nothing; delivery is paid in
 * full.
 */
export function orderTotals(
  cart: Pick<ShoppingCart, 'subtotal' | 'discount'>,
  deliveryCost: number,
): OrderTotals {
  const subtotal = roundCents(cart.subtotal);
  const discount = roundCents(Math.min(Math.max(0, cart.discount), subtotal));
  const delivery = roundCents(Math.max(0, deliveryCost));
  return {
    subtotal,
    discount,
    deliveryCost: delivery,
    total: roundCents(subtotal - discount + delivery),
  };
}

/**
 * An answered cart is believed only when its numbers add up: each line is its unit price times
 * its quantity, the subtotal their sum, the total the subtotal less the discount plus delivery.
 * Anything else is a malformed answer, never shown as a price.
 */
export function areCartTotalsConsistent(cart: ShoppingCart): boolean {
  const lines = cart.items.every(
    (item) =>
      Number.isInteger(item.quantity) &&
      item.quantity > 0 &&
      roundCents(item.unitPrice * item.quantity) === roundCents(item.total),
  );
  if (!lines) return false;
  if (itemsSubtotal(cart.items) !== roundCents(cart.subtotal)) return false;
  if (cart.discount < 0 || cart.discount > cart.subtotal || cart.deliveryCost < 0) return false;
  return roundCents(cart.subtotal - cart.discount + cart.deliveryCost) === roundCents(cart.total);
}

/** SPEC 5 "Empty cart: error": a cart without items cannot be ordered. */
export function isCartEmpty(cart: Pick<ShoppingCart, 'items'> | null): boolean {
  return cart === null || cart.items.length === 0;
}

/** The code as it is sent: no spaces around it, in capitals (codes are case-insensitive). */
export function normaliseCouponCode(code: string): string {
  return code.trim().toUpperCase();
}

const COUPON_CODE = /^[A-Z0-9][A-Z0-9_-]{1,31}$/;

/** Worth asking the middleware about: 2 to 32 letters, digits, dashes or underscores. */
export function isCouponCodeWellFormed(code: string): boolean {
  return COUPON_CODE.test(normaliseCouponCode(code));
}

/** A coupon applies to one shop's cart (apply-coupon takes one shopId). */
export function canApplyCoupon(cart: Pick<ShoppingCart, 'shops' | 'items'> | null): boolean {
  return cart !== null && cart.items.length > 0 && cart.shops.length === 1;
}

/** What the delivery is priced from: the method the shop states, or else who sells. */
export interface DeliveryPricing {
  deliveryType: DeliveryType;
  method?: Pick<DeliveryMethod, 'costWithVat'> | null;
  /** A campaign's own delivery cost (CampaignInfo.deliveryCost), when the order is a campaign's. */
  campaignDeliveryCost?: number | null;
  /** The order is a merchant service's: without a stated cost, delivery costs the default. */
  isService?: boolean;
}

/**
 * One shop's delivery cost: collecting at the shop is free; a pickup point or home delivery costs
 * what the shop's method states, else the campaign's delivery cost, else (a service) 3 €.
 */
export function deliveryCostOf(pricing: DeliveryPricing): number {
  if (pricing.deliveryType === 'STORE_PICKUP') return 0;
  const stated = pricing.method?.costWithVat;
  if (typeof stated === 'number' && stated >= 0) return roundCents(stated);
  if (typeof pricing.campaignDeliveryCost === 'number' && pricing.campaignDeliveryCost >= 0) {
    return roundCents(pricing.campaignDeliveryCost);
  }
  return pricing.isService ? DEFAULT_SERVICE_DELIVERY_COST_EUR : 0;
}

/** The delivery of an order over several shops: each shop's cost, added. */
export function totalDeliveryCost(costs: readonly number[]): number {
  return roundCents(costs.reduce((sum, cost) => sum + cost, 0));
}
