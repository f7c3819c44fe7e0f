// A prize on an order (machines/rules/orderPrize.ts): taken off what the items cost after the
// coupon, never below the voucher's 2 € floor (SPEC 5, 9; api/assumptions.ts "orderPrize").
import { describe, expect, it } from 'vitest';
import {
  isOrderPayableWithPrize,
  itemsAfterCouponOf,
  orderPrizeAmounts,
} from '../../machines/rules/orderPrize';

describe('a prize on an order', () => {
  it('comes off the items after the coupon, in cents', () => {
    expect(itemsAfterCouponOf({ subtotal: 27.3, discount: 2.73 })).toBe(24.57);
    expect(itemsAfterCouponOf({ subtotal: 5, discount: 8 })).toBe(0);
    expect(orderPrizeAmounts(24.57, { value: 5 })).toEqual({
      gross: 24.57,
      prize: 5,
      toPay: 19.57,
    });
    expect(orderPrizeAmounts(24.57, null)).toEqual({ gross: 24.57, prize: 0, toPay: 24.57 });
  });

  it('leaves at least 2 € of the items to pay: 7 € less 5 € is allowed, 6,99 € is not', () => {
    expect(isOrderPayableWithPrize(7, { value: 5 })).toBe(true);
    expect(isOrderPayableWithPrize(6.99, { value: 5 })).toBe(false);
    expect(isOrderPayableWithPrize(1, null)).toBe(true);
  });
});
