import type { SnapshotFrom } from 'xstate';
import { cartShopsOf, type CartShopLine } from '../rules/cart';
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

/** More than one shop: each prepares and delivers its own order (SPEC 8, order per shop). */
export const selectIsOrderedPerShop = (snapshot: WholeCartSnapshot) =>
  snapshot.matches({ listing: 'severalShops' });

const shopsByCart = new WeakMap<ShoppingCart, CartShopLine[]>();

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
