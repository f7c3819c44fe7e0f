import type { SnapshotFrom } from 'xstate';
import type { orderMachine } from './order.machine';
import {
  selectCartActor,
  selectCartPricing,
  selectCheckoutActor,
  selectDelivery,
  selectDeliveryActor,
  selectMenuActor,
  selectOrderHeading,
  selectOrderStep,
  selectTransport,
  selectTransportActor,
} from './order.selectors';
import type { OrderEvent } from './order.types';

/**
 * The order screen's view (ui/screens/order/OrderScreen.tsx): its step and heading, each step's
 * chart, the transport and the delivery chosen, how the cart is priced; the ways between steps.
 */
export function connectOrder(
  snapshot: SnapshotFrom<typeof orderMachine>,
  send: (event: OrderEvent) => void,
) {
  return {
    step: selectOrderStep(snapshot),
    heading: selectOrderHeading(snapshot),
    transportActor: selectTransportActor(snapshot),
    menuActor: selectMenuActor(snapshot),
    cartActor: selectCartActor(snapshot),
    deliveryActor: selectDeliveryActor(snapshot),
    checkoutActor: selectCheckoutActor(snapshot),
    transport: selectTransport(snapshot),
    zone: snapshot.context.zone,
    delivery: selectDelivery(snapshot),
    pricing: selectCartPricing(snapshot),
    /** Opened from the whole cart: the cart's way back to it. */
    canLeave: snapshot.can({ type: 'order.leave' }),
    changeTransport: () => send({ type: 'order.changeTransport' }),
    viewCart: () => send({ type: 'order.viewCart' }),
    back: () => send({ type: 'order.back' }),
    browse: () => send({ type: 'order.browse' }),
    leave: () => send({ type: 'order.leave' }),
  };
}
