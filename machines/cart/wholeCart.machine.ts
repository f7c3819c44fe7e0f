import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { isOrderableShop, isOrderedPerShop, isWholeCartEmpty } from '../rules/cart';
import { undeliveredShops } from './cartDelivery';

export type ShoppingCart = components['schemas']['ShoppingCart'];

export interface WholeCartContext {
  /** The whole cart as the middleware answered it (every shop the visitor has items from). */
  cart: ShoppingCart | null;
  /** Why it could not be read (SPEC 8), with a retry. */
  error: ErrorCode | null;
  /** The shop the visitor chose to order from. */
  shopId: number | null;
}

export type WholeCartEvent =
  | { type: 'wholeCart.retry' }
  /** Order one shop's cart ("Encomendar" beside that shop). */
  | { type: 'wholeCart.order'; shopId: number };

/** What choosing a shop hands on: its cart is ordered through the order chart. */
export interface WholeCartChoice {
  shopId: number;
}

/** GET v1/web/shopping-cart without a shop: the visitor's whole cart, every shop of it. */
export const fetchWholeCart = fromPromise<ShoppingCart>(({ signal }) =>
  unwrap(apiClient.GET('/v1/web/shopping-cart', { signal })),
);

export function initialWholeCartContext(): WholeCartContext {
  return { cart: null, error: null, shopId: null };
}

const cartOf = ({ event }: { event: { output: ShoppingCart } }) => event.output;

/**
 * The cart over several shops (SPEC 3 Shopping cart "shops: each with id, name, items"): read
 * whole, then listed shop by shop, each with its items and subtotal and a way to order that
 * shop's cart, or "Cart empty" (SPEC 8) with nothing to order. A shop that delivers nowhere (its
 * ways of delivery, as the cart states them: collected only) is named (SPEC 8 "Delivery
 * unavailable for listed shops"), with the advice to order per shop when there are others beside
 * it; shops that all deliver are listed without it. Any failure (an error answer,
 * no answer, the 40 s time-out, an answer off the contract) says why, with a retry. Choosing a
 * shop ends the chart with it; the widget orders it (the order chart, at its cart) and, once the
 * visitor leaves that order, starts this chart again: the whole cart read anew.
 */
export const wholeCartMachine = setup({
  types: {
    context: {} as WholeCartContext,
    events: {} as WholeCartEvent,
    output: {} as WholeCartChoice,
  },
  actors: { fetchWholeCart },
  guards: {
    isEmpty: (_, cart: ShoppingCart) => isWholeCartEmpty(cart),
    isOrderedPerShop: (_, cart: ShoppingCart) => isOrderedPerShop(cart),
    hasUndeliveredShop: (_, cart: ShoppingCart) => undeliveredShops(cart).length > 0,
    isOrderableShop: ({ context, event }) =>
      event.type === 'wholeCart.order' && isOrderableShop(context.cart, event.shopId),
  },
  actions: {
    assignCart: assign({ cart: (_, cart: ShoppingCart) => cart, error: null }),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    clearError: assign({ error: null }),
    assignShop: assign({
      shopId: ({ context, event }) =>
        event.type === 'wholeCart.order' ? event.shopId : context.shopId,
    }),
  },
}).createMachine({
  id: 'wholeCart',
  context: () => initialWholeCartContext(),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      entry: 'clearError',
      invoke: {
        id: 'fetchWholeCart',
        src: 'fetchWholeCart',
        onDone: [
          {
            guard: { type: 'isEmpty', params: cartOf },
            target: 'empty',
            actions: { type: 'assignCart', params: cartOf },
          },
          {
            guard: { type: 'hasUndeliveredShop', params: cartOf },
            target: 'listing.deliveryUnavailable',
            actions: { type: 'assignCart', params: cartOf },
          },
          {
            guard: { type: 'isOrderedPerShop', params: cartOf },
            target: 'listing.severalShops',
            actions: { type: 'assignCart', params: cartOf },
          },
          { target: 'listing.oneShop', actions: { type: 'assignCart', params: cartOf } },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    // Not read: the catalogue's message and a retry.
    failed: {
      on: { 'wholeCart.retry': 'loading' },
    },
    // SPEC 8 "Cart empty": no shop has anything to order.
    empty: {},
    // Every shop with its items, subtotal and "Encomendar".
    listing: {
      on: {
        'wholeCart.order': { guard: 'isOrderableShop', target: 'ordered', actions: 'assignShop' },
      },
      initial: 'oneShop',
      states: {
        oneShop: {},
        // Several shops, each delivering: each ordered on its own, nothing more to say.
        severalShops: {},
        // SPEC 8: delivery unavailable for the shops named; with others, the advice to order per
        // shop.
        deliveryUnavailable: {},
      },
    },
    ordered: { type: 'final' },
  },
  output: ({ context }) => ({ shopId: context.shopId! }),
});
