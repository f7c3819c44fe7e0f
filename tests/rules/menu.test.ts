import { describe, expect, it } from 'vitest';
import { campaignFixture, shopFixture } from '../../api/sandbox/fixtures';
import { MENUS } from '../../api/sandbox/seed';
import {
  findAddableItem,
  isItemAddable,
  isItemAvailable,
  menuErrorOf,
  menuSections,
  setMenuOf,
  shopMenuStatus,
} from '../../machines/rules/menu';

describe('digital menu (SPEC 2, 3 priceListView, 8)', () => {
  it('a shop without one: "the shop has no digital menu" (shop 13)', () => {
    expect(shopMenuStatus(shopFixture(13))).toBe('noDigitalMenu');
    expect(menuErrorOf('noDigitalMenu')).toBe('noDigitalMenu');
  });

  it('a menu switched off: "the menu is not active" (shop 15); an active one (shops 11, 14)', () => {
    expect(shopMenuStatus(shopFixture(15))).toBe('menuNotActive');
    expect(shopMenuStatus(shopFixture(11))).toBe('active');
    expect(shopMenuStatus(shopFixture(14))).toBe('active');
    expect(menuErrorOf('active')).toBeNull();
  });

  it('shows sections of type PRODUCTS and MENU with items; others and empty ones are left out', () => {
    const menu = campaignFixture(107).priceListView!;
    expect(menuSections(menu).map((section) => [section.name, section.type])).toEqual([
      ['Francesinhas', 'PRODUCTS'],
      ['Acompanhamentos e bebidas', 'PRODUCTS'],
      ['Menu francesinha para dois', 'MENU'],
    ]);
    expect(
      menuSections({
        sections: [
          { name: 'Nada', type: 'PRODUCTS', items: [] },
          { name: 'Outro', type: 'OTHER' as never, items: [{ id: 1, name: 'x', price: 1 }] },
        ],
      }),
    ).toEqual([]);
    expect(menuSections(null)).toEqual([]);
  });

  it('an unavailable item is shown and not addable; a product with a price is', () => {
    const products = { type: 'PRODUCTS' as const };
    expect(isItemAvailable({ isAvailable: false })).toBe(false);
    expect(isItemAvailable({})).toBe(true);
    expect(isItemAddable(products, { isAvailable: false, price: 16.9 })).toBe(false);
    expect(isItemAddable(products, { isAvailable: true, price: 11.9 })).toBe(true);
  });

  it("a set menu's course included in its price (0 €) is listed, not added on its own", () => {
    const menu = { type: 'MENU' as const };
    expect(isItemAddable(menu, { isAvailable: true, price: 0 })).toBe(false);
    expect(isItemAddable(menu, { isAvailable: true, price: 4 })).toBe(true);
  });

  it('finds an addable item by product id (campaign 107: 211 yes, 213 sold out, 231 included)', () => {
    const menu = campaignFixture(107).priceListView!;
    expect(findAddableItem(menu, 211)?.name).toBe('Francesinha clássica');
    expect(findAddableItem(menu, 213)).toBeNull();
    expect(findAddableItem(menu, 231)).toBeNull();
    expect(findAddableItem(menu, 999)).toBeNull();
  });

  it('a MENU section with its own product id and price is a set menu ordered whole (107: 230 at 26,90 €)', () => {
    const menu = campaignFixture(107).priceListView!;
    const section = menu.sections.find((candidate) => candidate.type === 'MENU')!;
    expect(setMenuOf(section)).toEqual({
      productId: 230,
      name: 'Menu francesinha para dois',
      price: 26.9,
      priceBeforeDiscount: 34.8,
      available: true,
    });
    expect(findAddableItem(menu, 230)).toMatchObject({ id: 230, price: 26.9 });
    // Not orderable now: shown, not added.
    const off = { ...section, isAvailable: false };
    expect(setMenuOf(off)?.available).toBe(false);
    expect(findAddableItem({ sections: [off] }, 230)).toBeNull();
  });

  it('a MENU section without a price or a product id is listed for information; PRODUCTS never is a set menu', () => {
    const base = { name: 'Menu', items: [] };
    expect(setMenuOf({ ...base, type: 'MENU', productId: 1 })).toBeNull();
    expect(setMenuOf({ ...base, type: 'MENU', price: 20 })).toBeNull();
    expect(setMenuOf({ ...base, type: 'MENU', productId: 1, price: -1 })).toBeNull();
    expect(setMenuOf({ ...base, type: 'PRODUCTS', productId: 1, price: 20 })).toBeNull();
    expect(
      setMenuOf({ ...base, type: 'MENU', productId: 1, price: 20, priceBeforeDiscount: 20 }),
    ).toMatchObject({ priceBeforeDiscount: null, available: true });
    // Shop 11's tasting menu states no price: its courses are listed only.
    const tasting = MENUS[11]!.sections.find((section) => section.type === 'MENU')!;
    expect(setMenuOf(tasting)).toBeNull();
  });
});
