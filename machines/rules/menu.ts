import type { components } from '../../api/schema';
import type { ErrorCode } from '../../api/errors';

/**
 * The digital menu (SPEC 2 "Digital menu, with an unavailable state for items", SPEC 3
 * priceListView: sections of type PRODUCTS and MENU, SPEC 8 "The shop has no digital menu / the
 * menu is not active for the establishment").
 */

type Shop = components['schemas']['Shop'];
type PriceListView = components['schemas']['PriceListView'];
type PriceListSection = components['schemas']['PriceListSection'];
type PriceListItem = components['schemas']['PriceListItem'];

export type MenuStatus = 'active' | 'noDigitalMenu' | 'menuNotActive';

/**
 * A shop's menu: none at all (hasDigitalMenu false), switched off (a menu without sections), or
 * active.
 */
export function shopMenuStatus(shop: Pick<Shop, 'hasDigitalMenu' | 'priceListView'>): MenuStatus {
  if (shop.hasDigitalMenu === false) return 'noDigitalMenu';
  return menuSections(shop.priceListView ?? null).length > 0 ? 'active' : 'menuNotActive';
}

/** The catalogue's message for a menu that is not there. */
export function menuErrorOf(status: MenuStatus): ErrorCode | null {
  return status === 'active' ? null : status;
}

/** The sections shown: PRODUCTS and MENU, each with at least one item. */
export function menuSections(priceList: PriceListView | null): PriceListSection[] {
  return (priceList?.sections ?? []).filter(
    (section) =>
      (section.type === 'PRODUCTS' || section.type === 'MENU') && section.items.length > 0,
  );
}

/** An item is unavailable when the menu says so; it is still shown, marked. */
export function isItemAvailable(item: Pick<PriceListItem, 'isAvailable'>): boolean {
  return item.isAvailable !== false;
}

/**
 * An item goes into the cart when it is available and has a price of its own: a product, or a
 * course of a set menu sold on its own. A set menu's course without a price (included in the
 * menu) is listed, not added.
 */
export function isItemAddable(
  section: Pick<PriceListSection, 'type'>,
  item: Pick<PriceListItem, 'isAvailable' | 'price'>,
): boolean {
  if (!isItemAvailable(item)) return false;
  return section.type === 'PRODUCTS' ? item.price >= 0 : item.price > 0;
}

/**
 * A set menu ordered whole (a MENU section with its own product id and price, as the contract
 * assumes): one product of the cart at its price, its courses included. A MENU section without
 * them is listed for information only; a PRODUCTS section is never one.
 */
export interface SetMenu {
  productId: number;
  name: string;
  price: number;
  priceBeforeDiscount: number | null;
  available: boolean;
}

export function setMenuOf(
  section: Pick<
    PriceListSection,
    'type' | 'name' | 'productId' | 'price' | 'priceBeforeDiscount' | 'isAvailable'
  >,
): SetMenu | null {
  if (section.type !== 'MENU') return null;
  if (section.productId === undefined || section.price === undefined || section.price < 0) {
    return null;
  }
  return {
    productId: section.productId,
    name: section.name,
    price: section.price,
    priceBeforeDiscount:
      section.priceBeforeDiscount !== undefined && section.priceBeforeDiscount > section.price
        ? section.priceBeforeDiscount
        : null,
    available: section.isAvailable !== false,
  };
}

/** Finds an addable item (or set menu, as an item) of the menu by its product id. */
export function findAddableItem(
  priceList: PriceListView | null,
  productId: number,
): PriceListItem | null {
  for (const section of menuSections(priceList)) {
    const setMenu = setMenuOf(section);
    if (setMenu?.productId === productId) {
      return setMenu.available
        ? { id: productId, name: setMenu.name, price: setMenu.price, isAvailable: true }
        : null;
    }
    const item = section.items.find((candidate) => candidate.id === productId);
    if (item) return isItemAddable(section, item) ? item : null;
  }
  return null;
}
