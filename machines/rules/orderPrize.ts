import type { components } from '../../api/schema';
import { fromCents, toCents } from './money';
import { isPayableWithPrize, usablePrizes, voucherAmounts, type VoucherAmounts } from './voucher';

/**
 * A prize on an order (SPEC 1 "earn and use points and prizes"; OrderRequest.prizeId): the
 * voucher's rules (machines/rules/voucher.ts), applied to what the items cost after the coupon.
 * The delivery is paid whole. We assume the middleware keeps the voucher's 2 € floor there
 * (api/assumptions.ts "orderPrize").
 */

type Prize = components['schemas']['Prize'];
type ShoppingCart = components['schemas']['ShoppingCart'];

export { usablePrizes };

/** What the items cost once the coupon's discount is off (never below nothing). */
export function itemsAfterCouponOf(cart: Pick<ShoppingCart, 'subtotal' | 'discount'>): number {
  return fromCents(Math.max(0, toCents(cart.subtotal) - toCents(cart.discount)));
}

/** The items, the prize taken off them, and what is left to pay for them. */
export function orderPrizeAmounts(
  itemsAfterCoupon: number,
  prize: Pick<Prize, 'value'> | null,
): VoucherAmounts {
  return voucherAmounts(itemsAfterCoupon, 1, prize);
}

/** SPEC 5's floor, as on a voucher: with a prize, at least 2 € of the items are left to pay. */
export function isOrderPayableWithPrize(
  itemsAfterCoupon: number,
  prize: Pick<Prize, 'value'> | null,
): boolean {
  return isPayableWithPrize(itemsAfterCoupon, prize);
}
