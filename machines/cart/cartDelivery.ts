import type { components } from '../../api/schema';
import { cartShopsOf } from '../rules/cart';

type ShoppingCart = components['schemas']['ShoppingCart'];

/** A shop of the whole cart, by id and name. */
export interface CartShopName {
  id: number;
  name: string;
}

/**
 * SPEC 8 "Delivery unavailable for listed shops": the shops of the whole cart whose ways of
 * delivery, as the cart states them (deliveryMethods), deliver nowhere (neither at home nor to a
 * pickup point): their orders are collected at the shop. A shop the cart states no ways for is
 * not listed (what it offers is not known; the delivery step asks).
 */
export function undeliveredShops(
  cart: Pick<ShoppingCart, 'shops' | 'deliveryMethods'> | null,
): CartShopName[] {
  return cartShopsOf(cart)
    .filter((shop) => {
      const stated = cart?.deliveryMethods?.find((methods) => methods.id === shop.id);
      return stated !== undefined && !stated.methods.DELIVERY && !stated.methods.PICKUP_POINT;
    })
    .map(({ id, name }) => ({ id, name }));
}
