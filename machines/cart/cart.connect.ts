import type { SnapshotFrom } from 'xstate';
import type { CartEvent, cartMachine } from './cart.machine';
import { selectCartStep } from './order.selectors';

/**
 * The cart's view (the cart's pieces of ui/screens/order/OrderScreen.tsx: the menu's buttons and
 * bar, the cart, the coupon, the review's items): the cart as read, its step, the change that
 * failed, the coupon as typed, and what can be done now; each change as a command.
 */
export function connectCart(
  snapshot: SnapshotFrom<typeof cartMachine>,
  send: (event: CartEvent) => void,
) {
  const { context } = snapshot;
  return {
    step: selectCartStep(snapshot),
    cart: context.cart,
    /** The shop the cart is of (the Cart view's heading knows it from here). */
    shopName: context.cart?.shops[0]?.name ?? null,
    /** The shop collected at, from its delivery methods (`shopAddress`), when known. */
    pickupShop: context.cart?.deliveryMethods?.find((methods) => methods.shopAddress),
    busy: snapshot.hasTag('busy'),
    error: context.error,
    errorDetail: context.errorDetail,
    couponCode: context.couponCode,
    couponError: context.couponError,
    appliedCoupon: context.cart?.couponCode ?? null,
    // Adding and removing are allowed or not whatever the product or the line: no guard reads it.
    canAdd: snapshot.can({ type: 'cart.add', productId: 0 }),
    canRemove: snapshot.can({ type: 'cart.remove', itemId: 0 }),
    canOrder: snapshot.can({ type: 'cart.order' }),
    canRetry: snapshot.can({ type: 'cart.retry' }),
    add: (productId: number) => send({ type: 'cart.add', productId }),
    remove: (itemId: number) => send({ type: 'cart.remove', itemId }),
    changeCoupon: (code: string) => send({ type: 'coupon.change', code }),
    applyCoupon: () => send({ type: 'coupon.apply' }),
    orderCart: () => send({ type: 'cart.order' }),
    retry: () => send({ type: 'cart.retry' }),
  };
}
