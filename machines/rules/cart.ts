import type { components } from '../../api/schema';
import type { ErrorCode } from '../../api/errors';
import { deliveryCostOf, isCartEmpty, itemsSubtotal, orderTotals, type OrderTotals } from './money';
import type { TransportType } from './transport';

/**
 * The cart of an order (SPEC 3 Shopping cart, SPEC 4 Cart: adding appends an item, removing
 * deletes by item id, applying a coupon replaces the cart; SPEC 5 "Coupon: invalid coupon code",
 * "Empty cart: error"). The money itself is in ./money.ts.
 */

type ShoppingCart = components['schemas']['ShoppingCart'];

/** Who sells what is ordered: a campaign (its delivery cost) or a merchant service (3 € default). */
export interface OrderSeller {
  campaignDeliveryCost: number | null;
  isService: boolean;
}

/**
 * The totals shown (subtotal, discount, delivery cost, total): collecting at the shop costs
 * nothing; a delivery costs what the shop's delivery method states, else the campaign's delivery
 * cost, else (a service) 3 €; once the visitor has chosen how it is delivered (an address's rate,
 * a pickup point), what that choice costs.
 */
export function cartTotals(
  cart: Pick<ShoppingCart, 'subtotal' | 'discount' | 'deliveryMethods'>,
  transport: TransportType | null,
  seller: OrderSeller,
  chosenDeliveryCost: number | null = null,
): OrderTotals {
  const deliveryCost =
    chosenDeliveryCost !== null
      ? chosenDeliveryCost
      : transport === 'delivery'
        ? deliveryCostOf({
            deliveryType: 'DELIVERY',
            method: cart.deliveryMethods?.[0]?.methods.DELIVERY ?? null,
            campaignDeliveryCost: seller.campaignDeliveryCost,
            isService: seller.isService,
          })
        : 0;
  return orderTotals(cart, deliveryCost);
}

/** A cart can be ordered when it holds something and every item is still available. */
export function canOrderCart(cart: Pick<ShoppingCart, 'items'> | null): boolean {
  return !isCartEmpty(cart) && cart!.items.every((item) => item.isAvailable !== false);
}

/** Why a cart cannot be ordered: empty (SPEC 8 "Cart empty"), or an item no longer available. */
export function cartOrderError(cart: Pick<ShoppingCart, 'items'> | null): ErrorCode | null {
  if (isCartEmpty(cart)) return 'cartEmpty';
  return canOrderCart(cart) ? null : 'generic';
}

/**
 * A refusal of a coupon: the catalogue's "invalid coupon" (the middleware's code), shown beside
 * the field; any other failure is a fault, shown with a retry.
 */
export function isCouponRefusal(code: ErrorCode): boolean {
  return code === 'couponInvalid';
}

/** Faults worth trying again; a shop without a (active) menu has no cart to retry. */
export function isRetryableCartError(code: ErrorCode | null): boolean {
  return code !== 'noDigitalMenu' && code !== 'menuNotActive';
}

// ------------------------------------------------------------------ the whole cart

type CartItem = components['schemas']['CartItem'];

/** A shop of the whole cart as it is listed: its name, its items and what they cost. */
export interface CartShopLine {
  id: number;
  name: string;
  items: CartItem[];
  /** Its items' totals added up (before any coupon: a coupon applies to one shop's order). */
  subtotal: number;
}

/**
 * The shops of the whole cart (SPEC 3 Shopping cart "shops: each with id, name, items"), in the
 * middleware's order, each with its subtotal. A shop listed without items has nothing to order
 * and is left out; a shop listed twice is one shop, its items together.
 */
export function cartShopsOf(cart: Pick<ShoppingCart, 'shops'> | null): CartShopLine[] {
  const shops = new Map<number, { id: number; name: string; items: CartItem[] }>();
  for (const shop of cart?.shops ?? []) {
    const known = shops.get(shop.id);
    if (known) known.items.push(...shop.items);
    else shops.set(shop.id, { id: shop.id, name: shop.name, items: [...shop.items] });
  }
  return [...shops.values()]
    .filter((shop) => shop.items.length > 0)
    .map((shop) => ({ ...shop, subtotal: itemsSubtotal(shop.items) }));
}

/** SPEC 8 "Cart empty": no shop of the whole cart has anything to order. */
export function isWholeCartEmpty(cart: Pick<ShoppingCart, 'shops'> | null): boolean {
  return cartShopsOf(cart).length === 0;
}

/**
 * SPEC 8 "Delivery unavailable for listed shops, with advice to order per shop": each shop
 * prepares and delivers its own order, so a cart over more than one shop is ordered shop by shop.
 */
export function isOrderedPerShop(cart: Pick<ShoppingCart, 'shops'> | null): boolean {
  return cartShopsOf(cart).length > 1;
}

/** A shop of the whole cart can be ordered from when it is listed with items. */
export function isOrderableShop(cart: Pick<ShoppingCart, 'shops'> | null, shopId: number): boolean {
  return cartShopsOf(cart).some((shop) => shop.id === shopId);
}
