import { fromPromise, type ActorRefFrom } from 'xstate';
import type { orderMachine } from './order.machine';
import type { wholeCartMachine } from './wholeCart.machine';

/** The order chart (machines/cart/order.machine.ts) with the transport, menu and cart charts. */
export type OrderChart = typeof orderMachine;
export type OrderActor = ActorRefFrom<OrderChart>;

/** The whole cart's chart (machines/cart/wholeCart.machine.ts): every shop of the cart. */
export type WholeCartChart = typeof wholeCartMachine;
export type WholeCartActor = ActorRefFrom<WholeCartChart>;

/**
 * An order's charts, loaded when an order starts (a type 7 campaign or service, the Cart view):
 * never with the first screen.
 */
export async function importOrderChart(): Promise<OrderChart> {
  const { reportingOrderMachine } = await import('./order.machine');
  return reportingOrderMachine;
}

export const loadOrderChart = fromPromise<OrderChart>(importOrderChart);

/**
 * The whole cart's chart, loaded when the Cart view opens without a shop: never with the first
 * screen. The order chart loads only once a shop of it is chosen.
 */
export async function importWholeCartChart(): Promise<WholeCartChart> {
  const { wholeCartMachine } = await import('./wholeCart.machine');
  return wholeCartMachine;
}

export const loadWholeCartChart = fromPromise<WholeCartChart>(importWholeCartChart);
