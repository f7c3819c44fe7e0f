import { sendParent } from 'xstate';
import {
  checkoutMachine,
  type CheckoutContext,
  type CheckoutEvent,
  type CheckoutReport,
} from '../checkout/checkout.machine';
import { deliveryMachine } from '../delivery/delivery.machine';
import type { DeliveryResume } from '../delivery/delivery.types';
import { reportingFlowToKeeper } from '../reportingFlow';
import { cartMachine } from './cart.machine';

/*
 * The order's own children, each told how to report to the order chart (sendParent): the cart
 * when the visitor asks to order, the delivery as the visitor goes, the checkout what the order
 * acts on (what it reports of the flow goes straight to the flow keeper).
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

/**
 * The checkout chart: what it reports of the flow (the order on its way, its payment) goes to the
 * flow keeper, the rest (a sign-in, the contact, a prize) to this chart, which acts on it; a
 * payment under way to both (this chart then lets the order go from the flow state).
 */
export const orderCheckout = checkoutMachine.provide({
  actions: {
    report: reportingFlowToKeeper<CheckoutContext, CheckoutEvent, CheckoutReport>([
      'payment.pending',
    ]),
  },
});
