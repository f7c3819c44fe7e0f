/**
 * Share (machines/booking/share.machine.ts), one still picture per state: the success screens'
 * "share", through the share sheet, the host page or the clipboard.
 *
 * Convention (stories/README.md): the title is the machine's id and every story is named by the
 * state path it shows; a variant adds a note in brackets.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { shareMachine } from '../machines/booking/share.machine';
import { ShareControl } from '../ui/screens/booking/SuccessStep';
import { campaignBookingInput, reviewedContext, shareContext } from './support/bookingFixtures';
import '../ui/screens/booking/booking.css';
import { stateStories } from './support/stateStory';

const meta = { title: 'share' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const story = stateStories(shareMachine, (actor) => (
  <div className="booking__actions">
    <ShareControl actor={actor} />
  </div>
));

const shared = shareContext(reviewedContext(campaignBookingInput(108), 'slot'));

export const idle: Story = { name: 'idle', ...story({ value: 'idle', context: shared }) };

export const sharing: Story = { name: 'sharing', ...story({ value: 'sharing', context: shared }) };

export const sharedSheet: Story = {
  name: 'shared (share sheet)',
  ...story({ value: 'shared', context: { ...shared, outcome: 'shared' } }),
};

export const sharedPage: Story = {
  name: 'shared (host page)',
  ...story({ value: 'shared', context: { ...shared, outcome: 'sentToPage' } }),
};

export const sharedCopied: Story = {
  name: 'shared (link copied)',
  ...story({ value: 'shared', context: { ...shared, outcome: 'copied' } }),
};

export const failed: Story = { name: 'failed', ...story({ value: 'failed', context: shared }) };
