/**
 * The suggestions chart (machines/booking/suggestions.machine.ts: type 6), one still picture per
 * state: campaign 106, a group menu for 6 to 12 people, 3 to 5 suggested date-times.
 *
 * Convention (stories/README.md): the title is the machine's id and every story is named by the
 * state path it shows; a variant adds a note in brackets. The steps every booking chart shares
 * come from support/bookingStories.tsx.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { suggestionsMachine } from '../machines/booking/suggestions.machine';
import { campaignBookingInput } from './support/bookingFixtures';
import { bookingSteps } from './support/bookingStories';

const meta = { title: 'suggestions' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const steps = bookingSteps(suggestionsMachine, campaignBookingInput(106), 'several');

export const choosing: Story = { name: 'choosing', ...steps.choosing };
export const identifying: Story = { name: 'identifying', ...steps.identifying };
export const describing: Story = { name: 'describing', ...steps.describing };
export const reviewing: Story = { name: 'reviewing', ...steps.reviewing };
export const confirmingAsUser: Story = { name: 'confirming.asUser', ...steps.confirmingAsUser };
export const confirmingAsGuest: Story = { name: 'confirming.asGuest', ...steps.confirmingAsGuest };
export const confirmingAsFreeOffer: Story = {
  name: 'confirming.asFreeOffer',
  ...steps.confirmingAsFreeOffer,
};
export const failed: Story = { name: 'failed', ...steps.failed };
export const unconfirmedDeciding: Story = {
  name: 'unconfirmed.deciding',
  ...steps.unconfirmedDeciding,
};
/** The answer lost: the booking looked up in the user's bookings. */
export const unconfirmedLookingUp: Story = {
  name: 'unconfirmed.lookingUp',
  ...steps.unconfirmedLookingUp,
};
export const unconfirmedLookupFailed: Story = {
  name: 'unconfirmed.lookupFailed',
  ...steps.unconfirmedLookupFailed,
};
/** A guest's booking: no call finds it, and the screen says so. */
export const unconfirmedNoLookup: Story = {
  name: 'unconfirmed.noLookup',
  ...steps.unconfirmedNoLookup,
};
export const suggestionsSent: Story = {
  name: 'suggestionsSent',
  ...steps.succeeded('suggestionsSent', steps.reviewed, { status: 'pending' }),
};
export const closed: Story = { name: 'closed', ...steps.closed };
