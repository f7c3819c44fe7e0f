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

/** Finds an addable item of the menu by its product id. */
export function findAddableItem(
  priceList: PriceListView | null,
  productId: number,
): PriceListItem | null {
  for (const section of menuSections(priceList)) {
    const item = section.items.find((candidate) => candidate.id === productId);
    if (item) return isItemAddable(section, item) ? item : null;
  }
  return null;
}
