import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { menuSections, shopMenuStatus } from '../rules/menu';
import { shopCall } from '../services/shop';

export type PriceListView = components['schemas']['PriceListView'];
export type Shop = components['schemas']['Shop'];

export interface MenuInput {
  shopId: number;
  /** The menu already known (a campaign's priceListView); else the shop's is read. */
  menu: PriceListView | null;
}

export interface MenuContext {
  shopId: number;
  menu: PriceListView | null;
  error: ErrorCode | null;
}

export type MenuEvent = { type: 'menu.retry' };

/** GET shop/{shopId}: the shop, with its digital menu when it has an active one. */
export const fetchShopMenu = fromPromise<Shop, { shopId: number }>(({ input, signal }) =>
  unwrap(shopCall(input.shopId, { signal })),
);

export function initialMenuContext(input: MenuInput): MenuContext {
  return { shopId: input.shopId, menu: input.menu, error: null };
}

const shopOf = ({ event }: { event: { output: Shop } }) => event.output;

/**
 * A shop's digital menu (SPEC 2, 3 priceListView): its PRODUCTS and MENU sections with prices,
 * unavailable items shown as such. A campaign brings its own; otherwise the shop's is read, and
 * a shop may have none ("the shop has no digital menu") or have it switched off ("the menu is
 * not active", SPEC 8). A fault has a retry.
 */
export const menuMachine = setup({
  types: {
    input: {} as MenuInput,
    context: {} as MenuContext,
    events: {} as MenuEvent,
  },
  actors: { fetchShopMenu },
  guards: {
    hasMenu: ({ context }) => menuSections(context.menu).length > 0,
    hasNoDigitalMenu: (_, shop: Shop) => shopMenuStatus(shop) === 'noDigitalMenu',
    isMenuNotActive: (_, shop: Shop) => shopMenuStatus(shop) === 'menuNotActive',
  },
  actions: {
    assignMenu: assign({ menu: (_, shop: Shop) => shop.priceListView ?? null, error: null }),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
  },
}).createMachine({
  id: 'menu',
  context: ({ input }) => initialMenuContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['busy'],
      always: { guard: 'hasMenu', target: 'showing' },
      invoke: {
        id: 'fetchShopMenu',
        src: 'fetchShopMenu',
        input: ({ context }) => ({ shopId: context.shopId }),
        onDone: [
          { guard: { type: 'hasNoDigitalMenu', params: shopOf }, target: 'noDigitalMenu' },
          { guard: { type: 'isMenuNotActive', params: shopOf }, target: 'menuNotActive' },
          { target: 'showing', actions: { type: 'assignMenu', params: shopOf } },
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
    showing: {},
    noDigitalMenu: {},
    menuNotActive: {},
    failed: {
      on: { 'menu.retry': { target: 'loading', actions: assign({ error: null }) } },
    },
  },
});
