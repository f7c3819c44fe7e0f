/**
 * The day reservation chart (machines/booking/dayReservation.machine.ts: type 3), one still
 * picture per state: campaign 103, the happy hour's fixed 17:00-19:30 window, a free offer.
 *
 * Convention (stories/README.md): the title is the machine's id and every story is named by the
 * state path it shows; a variant adds a note in brackets. The steps every booking chart shares
 * come from support/bookingStories.tsx.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { dayReservationMachine } from '../machines/booking/dayReservation.machine';
import { campaignBookingInput } from './support/bookingFixtures';
import { bookingSteps } from './support/bookingStories';

const meta = { title: 'dayReservation' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const steps = bookingSteps(dayReservationMachine, campaignBookingInput(103), 'day');

export const choosing: Story = { name: 'choosing', ...steps.choosing };
export const choosingDateTaken: Story = {
  name: 'choosing (day taken)',
  ...steps.choosingDateTaken,
};
export const identifying: Story = { name: 'identifying', ...steps.identifying };
export const describing: Story = { name: 'describing', ...steps.describing };
export const reviewing: Story = { name: 'reviewing', ...steps.reviewing };
export const confirmingAsUser: Story = { name: 'confirming.asUser', ...steps.confirmingAsUser };
export const confirmingAsGuest: Story = { name: 'confirming.asGuest', ...steps.confirmingAsGuest };
/** Signed in, a free offer: client/book/book/{userId}. */
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
export const confirmed: Story = {
  name: 'confirmed',
  ...steps.succeeded('confirmed', steps.reviewed),
};
/** The middleware may still answer that the merchant confirms later. */
export const pendingConfirmation: Story = {
  name: 'pendingConfirmation',
  ...steps.succeeded('pendingConfirmation', steps.reviewedGuest, { status: 'pending' }),
};
export const closed: Story = { name: 'closed', ...steps.closed };
