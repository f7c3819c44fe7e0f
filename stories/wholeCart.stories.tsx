/**
 * The cart over several shops (machines/cart/wholeCart.machine.ts), one still picture per state,
 * drawn by WholeCartScreen: what a new visitor finds in the sandbox (Taberna do Chiado, 11, and
 * Francesinha & Companhia, 14, each with its items, subtotal and "Encomendar"), one shop left,
 * Padaria do Largo (17), which does not deliver, named beside them or alone, empty, and a read
 * that failed.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartFixture } from '../api/sandbox/fixtures';
import { createStore } from '../api/sandbox/store';
import {
  initialWholeCartContext,
  wholeCartMachine,
  type ShoppingCart,
  type WholeCartContext,
} from '../machines/cart/wholeCart.machine';
import WholeCartScreen from '../ui/screens/order/WholeCartScreen';
import { stateStories } from './support/stateStory';

const meta = { title: 'wholeCart' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const wholeCartStory = stateStories(wholeCartMachine, (actor) => <WholeCartScreen actor={actor} />);

/** Both starter carts, as GET v1/web/shopping-cart without a shop answers a new visitor. */
const whole = cartFixture();
/** Taberna do Chiado's ordered elsewhere: Francesinha & Companhia's alone. */
const oneShop: ShoppingCart = { ...whole, shops: whole.shops.filter((shop) => shop.id === 14) };
const emptied: ShoppingCart = {
  ...whole,
  items: [],
  itemsTotal: 0,
  shops: [],
  subtotal: 0,
  discount: 0,
  total: 0,
};

const context = (change: Partial<WholeCartContext> = {}): WholeCartContext => ({
  ...initialWholeCartContext(),
  ...change,
});

export const loading: Story = {
  name: 'loading',
  ...wholeCartStory({ value: 'loading', context: context() }),
};

export const failed: Story = {
  name: 'failed',
  ...wholeCartStory({ value: 'failed', context: context({ error: 'generic' }) }),
};

export const failedTimeout: Story = {
  name: 'failed (no answer within 40 s)',
  ...wholeCartStory({ value: 'failed', context: context({ error: 'timeout' }) }),
};

export const empty: Story = {
  name: 'empty',
  ...wholeCartStory({ value: 'empty', context: context({ cart: emptied }) }),
};

export const listingOneShop: Story = {
  name: 'listing.oneShop',
  ...wholeCartStory({
    value: { listing: 'oneShop' },
    context: context({ cart: oneShop }),
  }),
};

/** Two shops, both delivering: each ordered on its own, nothing more to say. */
export const listingSeveralShops: Story = {
  name: 'listing.severalShops',
  ...wholeCartStory({
    value: { listing: 'severalShops' },
    context: context({ cart: whole }),
  }),
};

/** The two starter carts and Padaria do Largo's bread (17, collected only), read whole. */
const withBakery: ShoppingCart = (() => {
  const store = createStore();
  store.addCartItem('fixture', 17, { productId: 311, quantity: 2 });
  return store.getWholeCart('fixture');
})();
const bakeryAlone: ShoppingCart = {
  ...withBakery,
  shops: withBakery.shops.filter((shop) => shop.id === 17),
};

/**
 * SPEC 8: delivery unavailable for Padaria do Largo, named, with the advice to order per shop
 * (the other two deliver).
 */
export const listingDeliveryUnavailable: Story = {
  name: 'listing.deliveryUnavailable',
  ...wholeCartStory({
    value: { listing: 'deliveryUnavailable' },
    context: context({ cart: withBakery }),
  }),
};

/** Padaria do Largo alone: named, no advice to order per shop (there is no other shop). */
export const listingDeliveryUnavailableAlone: Story = {
  name: 'listing.deliveryUnavailable (one shop)',
  ...wholeCartStory({
    value: { listing: 'deliveryUnavailable' },
    context: context({ cart: bakeryAlone }),
  }),
};

/** Francesinha & Companhia chosen: the widget opens its cart next. */
export const ordered: Story = {
  name: 'ordered',
  ...wholeCartStory({ value: 'ordered', context: context({ cart: whole, shopId: 14 }) }),
};
