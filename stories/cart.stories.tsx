/**
 * A shop's cart (machines/cart/cart.machine.ts), one still picture per state, drawn by the order
 * screen's CartView (collected at the shop: no delivery cost). Francesinha & Companhia (14): the
 * cart a new visitor finds (2 classic francesinhas and chips), with BEMVINDO10 applied, XPTO
 * refused, a change that failed, and emptied. Pastelaria Estrela (13) has no menu, so no cart.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { cartFixture } from '../api/sandbox/fixtures';
import {
  cartMachine,
  initialCartContext,
  type CartContext,
  type ShoppingCart,
} from '../machines/cart/cart.machine';
import { CartView } from '../ui/screens/order/OrderScreen';
import { stateStories } from './support/stateStory';

const meta = { title: 'cart' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const cartStory = stateStories(cartMachine, (actor) => (
  <section className="screen order">
    <CartView cart={actor} />
  </section>
));

const cart = cartFixture(14);
/** BEMVINDO10 on it: 10 % off the 27,30 €. */
const withCoupon: ShoppingCart = {
  ...cart,
  id: cart.id + 1,
  couponCode: 'BEMVINDO10',
  discount: 2.73,
  total: 24.57,
};
const emptied: ShoppingCart = {
  ...cart,
  items: [],
  itemsTotal: 0,
  shops: [],
  subtotal: 0,
  discount: 0,
  total: 0,
};

const context = (change: Partial<CartContext> = {}): CartContext => ({
  ...initialCartContext({ shopId: 14 }),
  cart,
  ...change,
});

export const loading: Story = {
  name: 'loading',
  ...cartStory({ value: 'loading', context: context({ cart: null }) }),
};

export const filled: Story = {
  name: 'filled',
  ...cartStory({ value: 'filled', context: context() }),
};

export const filledCoupon: Story = {
  name: 'filled (BEMVINDO10 applied)',
  ...cartStory({
    value: 'filled',
    context: context({ cart: withCoupon, couponCode: 'BEMVINDO10' }),
  }),
};

export const filledCouponRefused: Story = {
  name: 'filled (XPTO refused)',
  ...cartStory({
    value: 'filled',
    context: context({ couponCode: 'XPTO', couponError: 'couponInvalid' }),
  }),
};

/** Adding a product failed (no answer): the cart as it was, why, and a retry of it. */
export const filledChangeFailed: Story = {
  name: 'filled (a change failed)',
  ...cartStory({
    value: 'filled',
    context: context({ error: 'timeout', failedChange: { kind: 'add', productId: 222 } }),
  }),
};

export const empty: Story = {
  name: 'empty',
  ...cartStory({ value: 'empty', context: context({ cart: emptied }) }),
};

export const adding: Story = {
  name: 'adding',
  ...cartStory({ value: 'adding', context: context({ change: { kind: 'add', productId: 222 } }) }),
};

export const removing: Story = {
  name: 'removing',
  ...cartStory({
    value: 'removing',
    context: context({ change: { kind: 'remove', itemId: cart.items[0]!.id } }),
  }),
};

export const applyingCoupon: Story = {
  name: 'applyingCoupon',
  ...cartStory({
    value: 'applyingCoupon',
    context: context({ couponCode: 'BEMVINDO10', change: { kind: 'coupon', code: 'BEMVINDO10' } }),
  }),
};

export const failed: Story = {
  name: 'failed',
  ...cartStory({ value: 'failed', context: context({ cart: null, error: 'generic' }) }),
};

export const failedNoDigitalMenu: Story = {
  name: 'failed (shop 13: no digital menu)',
  ...cartStory({
    value: 'failed',
    context: { ...initialCartContext({ shopId: 13 }), error: 'noDigitalMenu' },
  }),
};
