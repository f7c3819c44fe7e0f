/**
 * The transport choice of an order (machines/transport/transport.machine.ts), one still picture
 * per state, drawn by the order screen's TransportStep: campaign 107 (Francesinha & Companhia,
 * takeaway and delivery, 35 minutes ahead: 30 from its 1800 s, its preparation time the larger)
 * at the sandbox's time.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { nowMs } from '../api/clock';
import { campaignFixture } from '../api/sandbox/fixtures';
import { campaignOrderLeadMinutes, campaignTransportOptions } from '../machines/rules/transport';
import {
  initialTransportContext,
  transportMachine,
  type TransportContext,
} from '../machines/transport/transport.machine';
import { TransportStep } from '../ui/screens/order/OrderScreen';
import { stateStories } from './support/stateStory';

const meta = { title: 'transport' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const transportStory = stateStories(transportMachine, (actor) => (
  <section className="screen order">
    <TransportStep actor={actor} />
  </section>
));

const campaign = campaignFixture(107);

function context(change: Partial<TransportContext> = {}): TransportContext {
  return {
    ...initialTransportContext({
      options: campaignTransportOptions(campaign),
      leadMinutes: campaignOrderLeadMinutes(campaign),
      now: nowMs(),
      zone: campaign.shop.timezone ?? 'Europe/Lisbon',
    }),
    ...change,
  };
}

/** Before anything: where the chart decides whether the shop's schedule is to be read. */
export const starting: Story = {
  name: 'starting',
  ...transportStory({ value: 'starting', context: context({ scheduleCampaignId: 107 }) }),
};

/** A campaign's order: its schedule (when the shop takes orders) on its way. */
export const loadingSchedule: Story = {
  name: 'loadingSchedule',
  ...transportStory({ value: 'loadingSchedule', context: context({ scheduleCampaignId: 107 }) }),
};

/** The schedule not read: why, with a retry and the way back. */
export const scheduleFailed: Story = {
  name: 'scheduleFailed',
  ...transportStory({
    value: 'scheduleFailed',
    context: context({ scheduleCampaignId: 107, error: 'network' }),
  }),
};

/** The shop closed now: no "as soon as possible", the first time it opens chosen and said. */
export const choosingClosedNow: Story = {
  name: 'choosing (the shop closed now)',
  ...transportStory({
    value: 'choosing',
    context: (() => {
      const base = context();
      const [first = null] = base.times;
      return { ...base, openNow: false, transportInstant: 'scheduled', scheduledAt: first };
    })(),
  }),
};

export const choosing: Story = {
  name: 'choosing',
  ...transportStory({ value: 'choosing', context: context() }),
};

/** "Continuar" with nothing chosen: "A transport option must be chosen" (SPEC 5). */
export const choosingNothingChosen: Story = {
  name: 'choosing (no transport chosen)',
  ...transportStory({
    value: 'choosing',
    context: context({ errors: { transportType: 'transportRequired' } }),
  }),
};

/** Scheduled, no time chosen yet: the times from the lead time on, and what is missing. */
export const choosingScheduled: Story = {
  name: 'choosing (scheduled, no time)',
  ...transportStory({
    value: 'choosing',
    context: context({
      transportType: 'delivery',
      transportInstant: 'scheduled',
      errors: { scheduledAt: 'timeRequired' },
    }),
  }),
};

/** Chosen: the order goes on to the menu (the step is still shown as it was left). */
export const chosen: Story = {
  name: 'chosen',
  ...transportStory({ value: 'chosen', context: context({ transportType: 'takeaway' }) }),
};

/** The visitor went back. */
export const cancelled: Story = {
  name: 'cancelled',
  ...transportStory({ value: 'cancelled', context: context({ cancelled: true }) }),
};
