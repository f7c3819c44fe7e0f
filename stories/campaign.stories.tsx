/**
 * The campaign chart (machines/campaign/campaign.machine.ts), one still picture per state.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows (`failed`,
 * `booking.choosingSlot`); a variant of a state adds a note in brackets (`failed (timeout)`).
 * tests/stories/coverage.test.ts fails when a state has no story or a story names no state;
 * tests/stories/stories.test.tsx renders every story and runs axe on it.
 * Campaign data is what the sandbox answers (api/sandbox/fixtures.ts).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { campaignFixture } from '../api/sandbox/fixtures';
import { campaignMachine } from '../machines/campaign/campaign.machine';
import { CampaignScreen } from '../ui/screens/CampaignScreen';
import { stateStories } from './support/stateStory';

const meta = { title: 'campaign' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const campaignStory = stateStories(campaignMachine, (actor) => <CampaignScreen actor={actor} />);

/** Campaign 101: the tasting dinner, a paid offer with points and a booking note. */
const byId = { campaignId: 101, offerCode: null, campaign: null, error: null };

export const loading: Story = {
  name: 'loading',
  ...campaignStory({ value: 'loading', context: byId }),
};

export const showing: Story = {
  name: 'showing',
  ...campaignStory({ value: 'showing', context: { ...byId, campaign: campaignFixture(101) } }),
};

/** Campaign 103: a free offer, no price. */
export const showingFree: Story = {
  name: 'showing (free offer)',
  ...campaignStory({
    value: 'showing',
    context: { ...byId, campaignId: 103, campaign: campaignFixture(103) },
  }),
};

/** Reached by the offer code CHIADO2026 instead of an id. */
export const showingByOfferCode: Story = {
  name: 'showing (offer code)',
  ...campaignStory({
    value: 'showing',
    context: {
      campaignId: null,
      offerCode: 'CHIADO2026',
      campaign: campaignFixture(101),
      error: null,
    },
  }),
};

/** Campaign 111 is sold out (isAvailable false): its heading and the catalogue's message. */
export const unavailable: Story = {
  name: 'unavailable',
  ...campaignStory({
    value: 'unavailable',
    context: { ...byId, campaignId: 111, campaign: campaignFixture(111) },
  }),
};

export const notProvided: Story = {
  name: 'notProvided',
  ...campaignStory({
    value: 'notProvided',
    context: { campaignId: null, offerCode: null, campaign: null, error: null },
  }),
};

/** The network failed: a retry is offered (and, here, really loads from the sandbox). */
export const failed: Story = {
  name: 'failed',
  ...campaignStory({ value: 'failed', context: { ...byId, error: 'network' } }),
};

export const failedTimeout: Story = {
  name: 'failed (timeout)',
  ...campaignStory({ value: 'failed', context: { ...byId, error: 'timeout' } }),
};

/** No campaign 999: a final answer, so no retry. */
export const failedCampaignInvalid: Story = {
  name: 'failed (campaignInvalid)',
  ...campaignStory({
    value: 'failed',
    context: { ...byId, campaignId: 999, error: 'campaignInvalid' },
  }),
};
