/**
 * A shop's digital menu (machines/menu/menu.machine.ts), one still picture per state, drawn by
 * the order screen's MenuView (without a cart: the items, their prices, the unavailable ones
 * marked). Campaign 107's menu (Francesinha & Companhia: products and a set menu for two),
 * Pastelaria Estrela (13) with no digital menu, Tasca da Bica (15) with its menu switched off.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { campaignFixture } from '../api/sandbox/fixtures';
import { initialMenuContext, menuMachine } from '../machines/menu/menu.machine';
import { MenuView } from '../ui/screens/order/OrderScreen';
import { stateStories } from './support/stateStory';

const meta = { title: 'menu' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const menuStory = stateStories(menuMachine, (actor) => (
  <section className="screen order">
    <MenuView menu={actor} />
  </section>
));

const francesinha = initialMenuContext({
  shopId: 14,
  menu: campaignFixture(107).priceListView ?? null,
});
const shop = (shopId: number) => initialMenuContext({ shopId, menu: null });

export const loading: Story = {
  name: 'loading',
  ...menuStory({ value: 'loading', context: shop(11) }),
};

export const showing: Story = {
  name: 'showing',
  ...menuStory({ value: 'showing', context: francesinha }),
};

export const noDigitalMenu: Story = {
  name: 'noDigitalMenu',
  ...menuStory({ value: 'noDigitalMenu', context: shop(13) }),
};

export const menuNotActive: Story = {
  name: 'menuNotActive',
  ...menuStory({ value: 'menuNotActive', context: shop(15) }),
};

export const failed: Story = {
  name: 'failed',
  ...menuStory({ value: 'failed', context: { ...shop(11), error: 'network' } }),
};

export const failedTimeout: Story = {
  name: 'failed (timeout)',
  ...menuStory({ value: 'failed', context: { ...shop(11), error: 'timeout' } }),
};
