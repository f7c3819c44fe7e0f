/**
 * A shop's service list (machines/services/services.machine.ts), one still picture per state.
 *
 * Convention (stories/README.md): the title is the machine's id and every story is named by the
 * state path it shows; a variant adds a note in brackets. Shops and services are what the
 * sandbox answers (api/sandbox/fixtures.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { serviceFixture, shopFixture } from '../api/sandbox/fixtures';
import { servicesMachine } from '../machines/services/services.machine';
import { ServiceListScreen } from '../ui/screens/ServiceListScreen';
import { stateStories } from './support/stateStory';

const meta = { title: 'services' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const servicesStory = stateStories(servicesMachine, (actor) => <ServiceListScreen actor={actor} />);

const start = { shopId: 12, resumeServiceId: null, shop: null, service: null, error: null };

export const loading: Story = {
  name: 'loading',
  ...servicesStory({ value: 'loading', context: start }),
};

/** Shop 12, Barbearia & Spa da Foz: fixed, "From" and on-request prices, minutes and hours. */
export const listing: Story = {
  name: 'listing',
  ...servicesStory({ value: 'listing', context: { ...start, shop: shopFixture(12) } }),
};

/** Shop 11, Taberna do Chiado: a free table booking and a takeaway/delivery service. */
export const listingTakeaway: Story = {
  name: 'listing (takeaway and delivery)',
  ...servicesStory({
    value: 'listing',
    context: { ...start, shopId: 11, shop: shopFixture(11) },
  }),
};

/** Shop 13, Pastelaria Estrela, has no service to book online. */
export const noOnlineBooking: Story = {
  name: 'noOnlineBooking',
  ...servicesStory({
    value: 'noOnlineBooking',
    context: { ...start, shopId: 13, shop: shopFixture(13) },
  }),
};

export const failed: Story = {
  name: 'failed',
  ...servicesStory({ value: 'failed', context: { ...start, error: 'network' } }),
};

export const chosen: Story = {
  name: 'chosen',
  ...servicesStory({
    value: 'chosen',
    context: { ...start, shop: shopFixture(12), service: serviceFixture(1201) },
  }),
};
