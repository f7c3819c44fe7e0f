import { fromPromise, type ActorRefFrom } from 'xstate';
import type { orderMachine } from './order.machine';

/** The order chart (machines/cart/order.machine.ts) with the transport, menu and cart charts. */
export type OrderChart = typeof orderMachine;
export type OrderActor = ActorRefFrom<OrderChart>;

/**
 * An order's charts, loaded when an order starts (a type 7 campaign or service, the Cart view):
 * never with the first screen.
 */
export async function importOrderChart(): Promise<OrderChart> {
  const { reportingOrderMachine } = await import('./order.machine');
  return reportingOrderMachine;
}

export const loadOrderChart = fromPromise<OrderChart>(importOrderChart);
