import { sendParent } from 'xstate';
import { checkoutMachine, type CheckoutReport } from '../checkout/checkout.machine';
import { deliveryMachine } from '../delivery/delivery.machine';
import type { DeliveryResume } from '../delivery/delivery.types';
import { cartMachine } from './cart.machine';

/*
 * The order's own children, each told how to report to the order chart (sendParent): the cart
 * when the visitor asks to order, the delivery as the visitor goes, the checkout what it reports.
 */

/** The cart chart, telling this chart when the visitor asks to order. */
export const orderCart = cartMachine.provide({
  actions: { requestCheckout: sendParent({ type: 'order.checkout' }) },
});

/** The delivery chart, telling this chart the way chosen and the address typed. */
export const orderDelivery = deliveryMachine.provide({
  actions: {
    reportProgress: sendParent((_, progress: DeliveryResume) => ({
      type: 'delivery.progress' as const,
      progress,
    })),
  },
});

/** The checkout chart, telling this chart what it reports (passed on to the widget). */
export const orderCheckout = checkoutMachine.provide({
  actions: {
    report: sendParent((_, report: CheckoutReport) => report),
  },
});
