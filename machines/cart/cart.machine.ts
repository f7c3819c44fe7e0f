import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { shopCartCall } from '../../api/cart';
import { apiClient, unwrap } from '../../api/client';
import { errorCodeOf, errorDetailOf, type ErrorCode } from '../../api/errors';
import { widgetOf } from '../host';
import type { components } from '../../api/schema';
import { canOrderCart, isCouponRefusal, isRetryableCartError } from '../rules/cart';
import { isCartEmpty, isCouponCodeWellFormed, normaliseCouponCode } from '../rules/money';

export type ShoppingCart = components['schemas']['ShoppingCart'];

export interface CartInput {
  shopId: number;
  /** Reopened after a reload past the cart: once read, the order goes on to the delivery. */
  orderOnceRead?: boolean;
}

/** What a failed change was, so that a retry makes it again. */
export type CartChange =
  | { kind: 'add'; productId: number }
  | { kind: 'remove'; itemId: number }
  | { kind: 'coupon'; code: string };

export interface CartContext {
  shopId: number;
  cart: ShoppingCart | null;
  /** The coupon code as typed (kept whatever the answer). */
  couponCode: string;
  /** "Invalid coupon" (SPEC 5), beside the coupon field. */
  couponError: ErrorCode | null;
  /** A fault of the last call (SPEC 8), with `failedChange` to try again. */
  error: ErrorCode | null;
  /** The middleware's words for a refusal the catalogue has no message for (SPEC 8). */
  errorDetail: string | null;
  failedChange: CartChange | null;
  /** The change under way (the screen says what is being done). */
  change: CartChange | null;
  orderOnceRead: boolean;
}

export type CartEvent =
  | { type: 'cart.retry' }
  /** The cart changed at the middleware (an order was made of it): read it again. */
  | { type: 'cart.reload' }
  | { type: 'cart.add'; productId: number }
  | { type: 'cart.remove'; itemId: number }
  | { type: 'coupon.change'; code: string }
  | { type: 'coupon.apply' }
  /** Order what is in the cart: the order's next step (SPEC 5 "Empty cart: error"). */
  | { type: 'cart.order' };

const cartQuery = (shopId: number) => ({ params: { query: { shopId } } });

/** GET v1/web/shopping-cart: the visitor's cart for the shop. */
export const fetchCart = fromPromise<ShoppingCart, { shopId: number }>(({ input, signal }) =>
  unwrap(shopCartCall(input.shopId, { signal })),
);

/** POST v1/web/shopping-cart/add (assumed): appends a product of the menu. */
export const addCartItem = fromPromise<ShoppingCart, { shopId: number; productId: number }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/v1/web/shopping-cart/add', {
        ...cartQuery(input.shopId),
        body: { productId: input.productId, quantity: 1 },
        signal,
      }),
    ),
);

/** POST v1/web/shopping-cart/remove/{itemId}. */
export const removeCartItem = fromPromise<ShoppingCart, { itemId: number }>(({ input, signal }) =>
  unwrap(
    apiClient.POST('/v1/web/shopping-cart/remove/{itemId}', {
      params: { path: { itemId: input.itemId } },
      signal,
    }),
  ),
);

/** POST v1/web/shopping-cart/apply-coupon: the answer is a new cart, replacing the old one. */
export const applyCoupon = fromPromise<ShoppingCart, { shopId: number; couponCode: string }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/v1/web/shopping-cart/apply-coupon', {
        params: { query: { shopId: input.shopId, couponCode: input.couponCode } },
        signal,
      }),
    ),
);

export function initialCartContext(input: CartInput): CartContext {
  return {
    shopId: input.shopId,
    cart: null,
    couponCode: '',
    couponError: null,
    error: null,
    errorDetail: null,
    failedChange: null,
    change: null,
    orderOnceRead: input.orderOnceRead ?? false,
  };
}

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;
const cartOf = ({ event }: { event: { output: ShoppingCart } }) => event.output;

/** An answered cart: shown as empty ("Cart empty") or with its items. */
const shown = [
  {
    guard: { type: 'isEmpty' as const, params: cartOf },
    target: '#cart.empty',
    actions: { type: 'assignCart' as const, params: cartOf },
  },
  { target: '#cart.filled', actions: { type: 'assignCart' as const, params: cartOf } },
];

/** A change to a filled cart that failed: the cart as it was, the message, a retry. */
const changeFailedFilled = {
  target: '#cart.filled',
  actions: { type: 'assignChangeError' as const, params: errorOf },
};

/** An item added that failed: the cart as it was (filled or empty), the message, a retry. */
const changeFailed = [
  {
    guard: 'isCartEmpty' as const,
    target: '#cart.empty',
    actions: { type: 'assignChangeError' as const, params: errorOf },
  },
  changeFailedFilled,
];

/**
 * A shop's shopping cart (SPEC 3, 4, 5): read, then shown filled or empty ("Cart empty": nothing
 * to order). Adding appends a product of the menu, removing deletes by item id, a coupon code
 * gives a new cart that replaces it or "invalid coupon". Every call that fails keeps the cart
 * shown and says why, with a retry of the same change; a cart that could not be read has a retry,
 * unless the shop has no (active) menu.
 */
export const cartMachine = setup({
  types: {
    input: {} as CartInput,
    context: {} as CartContext,
    events: {} as CartEvent,
  },
  actors: { fetchCart, addCartItem, removeCartItem, applyCoupon },
  guards: {
    isEmpty: (_, cart: ShoppingCart) => isCartEmpty(cart),
    canOrder: ({ context }) => canOrderCart(context.cart),
    isOrderOnceRead: ({ context }) => context.orderOnceRead && canOrderCart(context.cart),
    isCartEmpty: ({ context }) => isCartEmpty(context.cart),
    hasCouponCode: ({ context }) => isCouponCodeWellFormed(context.couponCode),
    isCouponRefusal: (_, error: unknown) => isCouponRefusal(errorCodeOf(error)),
    isRetryable: ({ context }) => isRetryableCartError(context.error),
    isFailedChange: ({ context }, kind: CartChange['kind']) => context.failedChange?.kind === kind,
  },
  actions: {
    assignCart: assign({
      cart: (_, cart: ShoppingCart) => cart,
      error: null,
      failedChange: null,
      change: null,
    }),
    assignError: assign((_, error: unknown) => ({
      error: errorCodeOf(error),
      errorDetail: errorDetailOf(error),
    })),
    assignChangeError: assign(({ context }, error: unknown) => ({
      error: errorCodeOf(error),
      errorDetail: errorDetailOf(error),
      failedChange: context.change,
      change: null,
    })),
    assignChange: assign({ change: (_, change: CartChange) => change, error: null }),
    assignCouponCode: assign(({ event }) =>
      event.type === 'coupon.change' ? { couponCode: event.code, couponError: null } : {},
    ),
    assignCouponRefused: assign(({ context }) => ({
      couponError: 'couponInvalid' as const,
      change: null,
      failedChange: null,
      error: null,
      // The cart stays as it was; the code stays as typed.
      couponCode: context.couponCode,
    })),
    clearCouponError: assign({ couponError: null }),
    /** A change's call starts: the change made now, or the one that failed, tried again. */
    startChange: assign(({ context }) => ({
      change: context.change ?? context.failedChange,
      error: null,
    })),
    /** The parent window hears of an item the middleware removed (SPEC 7 "remove cart item"). */
    tellParentItemRemoved: ({ context, system }) => {
      if (context.change?.kind === 'remove') {
        widgetOf(system)?.send({
          type: 'host.cart',
          message: { type: 'removeCartItem', payload: { itemId: context.change.itemId } },
        });
      }
    },
    /** Asks the order to go on to its next step; the order chart supplies it. */
    requestCheckout: () => {},
  },
}).createMachine({
  id: 'cart',
  context: ({ input }) => initialCartContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      invoke: {
        id: 'fetchCart',
        src: 'fetchCart',
        input: ({ context }) => ({ shopId: context.shopId }),
        onDone: shown,
        onError: { target: 'failed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    // The cart could not be read: a fault is tried again; no (active) menu is said, no retry.
    failed: {
      on: {
        'cart.retry': {
          guard: 'isRetryable',
          target: 'loading',
          actions: assign({ error: null }),
        },
      },
    },
    filled: {
      // Reopened past the cart: the order goes on as the visitor had asked, once.
      always: {
        guard: 'isOrderOnceRead',
        actions: ['requestCheckout', assign({ orderOnceRead: false })],
      },
      on: {
        'cart.add': {
          target: 'adding',
          actions: {
            type: 'assignChange',
            params: ({ event }) => ({ kind: 'add' as const, productId: event.productId }),
          },
        },
        'cart.remove': {
          target: 'removing',
          actions: {
            type: 'assignChange',
            params: ({ event }) => ({ kind: 'remove' as const, itemId: event.itemId }),
          },
        },
        'coupon.change': { actions: 'assignCouponCode' },
        'cart.reload': 'loading',
        'cart.order': { guard: 'canOrder', actions: 'requestCheckout' },
        'coupon.apply': [
          {
            guard: 'hasCouponCode',
            target: 'applyingCoupon',
            actions: {
              type: 'assignChange',
              params: ({ context }) => ({
                kind: 'coupon' as const,
                code: normaliseCouponCode(context.couponCode),
              }),
            },
          },
          // Nothing worth asking about (blank, stray characters): refused at once.
          { actions: 'assignCouponRefused' },
        ],
        'cart.retry': [
          { guard: { type: 'isFailedChange', params: 'add' }, target: 'adding' },
          { guard: { type: 'isFailedChange', params: 'remove' }, target: 'removing' },
          { guard: { type: 'isFailedChange', params: 'coupon' }, target: 'applyingCoupon' },
        ],
      },
    },
    // SPEC 8 "Cart empty": nothing to order or apply a coupon to; the menu can still add.
    empty: {
      // Nothing to go on with: the order stays at the cart.
      entry: assign({ orderOnceRead: false }),
      on: {
        'cart.reload': 'loading',
        'cart.add': {
          target: 'adding',
          actions: {
            type: 'assignChange',
            params: ({ event }) => ({ kind: 'add' as const, productId: event.productId }),
          },
        },
        'cart.retry': { guard: { type: 'isFailedChange', params: 'add' }, target: 'adding' },
      },
    },
    adding: {
      tags: ['busy'],
      entry: 'startChange',
      invoke: {
        id: 'addCartItem',
        src: 'addCartItem',
        input: ({ context }) => ({
          shopId: context.shopId,
          productId: (context.change as Extract<CartChange, { kind: 'add' }>).productId,
        }),
        onDone: shown,
        onError: changeFailed,
      },
    },
    removing: {
      tags: ['busy'],
      entry: 'startChange',
      invoke: {
        id: 'removeCartItem',
        src: 'removeCartItem',
        input: ({ context }) => ({
          itemId: (context.change as Extract<CartChange, { kind: 'remove' }>).itemId,
        }),
        // Told before the answer is taken in, while the change still names the item.
        onDone: shown.map((transition) => ({
          ...transition,
          actions: ['tellParentItemRemoved' as const, transition.actions],
        })),
        onError: changeFailedFilled,
      },
    },
    applyingCoupon: {
      tags: ['busy'],
      entry: ['startChange', 'clearCouponError'],
      invoke: {
        id: 'applyCoupon',
        src: 'applyCoupon',
        input: ({ context }) => ({
          shopId: context.shopId,
          couponCode: (context.change as Extract<CartChange, { kind: 'coupon' }>).code,
        }),
        onDone: shown,
        onError: [
          {
            guard: { type: 'isCouponRefusal', params: errorOf },
            target: 'filled',
            actions: 'assignCouponRefused',
          },
          changeFailedFilled,
        ],
      },
    },
  },
});
