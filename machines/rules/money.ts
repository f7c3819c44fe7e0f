import type { components } from '../../api/schema';
import { DEFAULT_SERVICE_DELIVERY_COST_EUR } from '../../domain/constants';

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

/** Euro amounts are kept in cents: 0.1 + 0.2 is 0.3 here. */
export function roundCents(amount: number): number {
  return Math.round(amount * 100) / 100;
}

/** An amount in euro as whole cents, as it is written (39.9 is 3990), not as a float holds it. */
export function toCents(amount: number): number {
  return Math.round(amount * 100);
}

export function fromCents(cents: number): number {
  return cents / 100;
}

/** Two amounts are the same money when they are the same number of cents. */
export function isSameAmount(a: number, b: number): boolean {
  return toCents(a) === toCents(b);
}

/**
 * A price less a percentage, in cents, rounded half up: the rule of every discounted unit price
 * (a gift or premium voucher). It is worked in whole numbers, so 39,90 € less 5 % (37,905 €) is
 * 37,91 €, where `39.9 * 0.95` in floating point is 37.90499… and rounds to 37,90 €. Several units
 * cost this unit price times their number (`unitsCents`): the price per unit is what the visitor
 * reads, and the total is never a cent off it. The middleware is assumed to follow the same rule
 * (the sandbox does); a payment whose amount differs from the one shown stops the payment screen
 * (machines/payment/payment.machine.ts, state `amountDiffers`).
 */
export function discountedCents(priceCents: number, percent: number): number {
  // Percentages are kept to six decimals, so the product stays a whole number below 2^53.
  const keptMillionths = Math.round((100 - percent) * 1_000_000);
  const scaled = priceCents * keptMillionths;
  return Math.floor((scaled + 50_000_000) / 100_000_000);
}

/** What `count` units of a unit price cost, in cents. */
export function unitsCents(unitCents: number, count: number): number {
  return unitCents * count;
}

/**
 * An amount the middleware states (a price, a payment's amount): a finite number, not below 0.
 * Anything else is off the contract and is never shown or charged.
 */
export function isValidAmount(amount: unknown): amount is number {
  return typeof amount === 'number' && Number.isFinite(amount) && amount >= 0;
}

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
