import type { SnapshotFrom } from 'xstate';
import { cartShopsOf, isOrderedPerShop, type CartShopLine } from '../rules/cart';
import { undeliveredShops, type CartShopName } from './cartDelivery';
import type { ShoppingCart, wholeCartMachine } from './wholeCart.machine';

type WholeCartSnapshot = SnapshotFrom<typeof wholeCartMachine>;

/** What the whole cart's screen shows. */
export type WholeCartStep = 'loading' | 'failed' | 'empty' | 'listing' | 'ordered';

export function selectWholeCartStep(snapshot: WholeCartSnapshot): WholeCartStep {
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('empty')) return 'empty';
  if (snapshot.matches('listing')) return 'listing';
  if (snapshot.matches('ordered')) return 'ordered';
  return 'loading';
}

export const selectWholeCartError = (snapshot: WholeCartSnapshot) => snapshot.context.error;

/** SPEC 8 "Delivery unavailable for listed shops": the shops named, or none. */
export function selectUndeliveredShops(snapshot: WholeCartSnapshot): CartShopName[] {
  if (!snapshot.matches({ listing: 'deliveryUnavailable' })) return NO_SHOPS;
  const cart = snapshot.context.cart;
  if (!cart) return NO_SHOPS;
  let shops = undeliveredByCart.get(cart);
  if (!shops) {
    shops = undeliveredShops(cart);
    undeliveredByCart.set(cart, shops);
  }
  return shops;
}

/**
 * The advice to order per shop (SPEC 8): only where delivery is unavailable for some shops and
 * there are others beside them, not for every cart of several shops.
 */
export const selectAdvisesOrderPerShop = (snapshot: WholeCartSnapshot) =>
  snapshot.matches({ listing: 'deliveryUnavailable' }) && isOrderedPerShop(snapshot.context.cart);

const shopsByCart = new WeakMap<ShoppingCart, CartShopLine[]>();
const undeliveredByCart = new WeakMap<ShoppingCart, CartShopName[]>();
const NO_SHOPS: CartShopName[] = [];

/** The shops listed, each with its items and subtotal (the same list for the same answer). */
export function selectCartShops(snapshot: WholeCartSnapshot): CartShopLine[] {
  const cart = snapshot.context.cart;
  if (!cart) return [];
  let shops = shopsByCart.get(cart);
  if (!shops) {
    shops = cartShopsOf(cart);
    shopsByCart.set(cart, shops);
  }
  return shops;
}
