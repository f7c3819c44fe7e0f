/**
 * The reservation chart (machines/booking/reservation.machine.ts: types 1 and 2, and the service
 * list's services), one still picture per state. Campaign 108 (type 1, a free offer), 102 (type
 * 2, pending confirmation) and service 1201 of shop 12; users from the sandbox.
 *
 * Convention (stories/README.md): the title is the machine's id and every story is named by the
 * state path it shows; a variant adds a note in brackets. The steps every booking chart shares
 * come from support/bookingStories.tsx.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { reservationMachine } from '../machines/booking/reservation.machine';
import { campaignBookingInput, serviceBookingInput } from './support/bookingFixtures';
import { bookingSteps } from './support/bookingStories';

const meta = { title: 'reservation' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const steps = bookingSteps(reservationMachine, campaignBookingInput(108), 'slot');
const brunch = bookingSteps(reservationMachine, campaignBookingInput(102), 'slot');
const haircut = bookingSteps(reservationMachine, serviceBookingInput(12, 1201), 'slot');

export const choosing: Story = { name: 'choosing', ...steps.choosing };
export const choosingDateTaken: Story = {
  name: 'choosing (date taken)',
  ...steps.choosingDateTaken,
};
export const identifying: Story = { name: 'identifying', ...brunch.identifying };
export const describing: Story = { name: 'describing', ...steps.describing };
export const reviewing: Story = { name: 'reviewing', ...steps.reviewing };
/** A guest booking the brunch, the SMS confirmation asked for. */
export const reviewingGuest: Story = { name: 'reviewing (guest, SMS)', ...brunch.reviewingGuest };
/** Ana booking the brunch (16 € each): her points balance, a 5 € prize chosen. */
export const reviewingPrize: Story = {
  name: 'reviewing (prize chosen)',
  ...brunch.reviewingPrize,
};
/** A prize leaving less than 2 € to pay: "Invalid operation" (SPEC 5). */
export const reviewingPrizeTooHigh: Story = {
  name: 'reviewing (prize below the 2 € floor)',
  ...brunch.reviewingPrizeTooHigh,
};
/** A service of the list: its duration and price. */
export const reviewingService: Story = { name: 'reviewing (service)', ...haircut.reviewing };
export const confirmingAsUser: Story = { name: 'confirming.asUser', ...brunch.confirmingAsUser };
export const confirmingAsGuest: Story = { name: 'confirming.asGuest', ...brunch.confirmingAsGuest };
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
export const failedFinal: Story = { name: 'failed (campaign unavailable)', ...steps.failedFinal };
export const confirmed: Story = {
  name: 'confirmed',
  ...steps.succeeded('confirmed', { ...steps.reviewed, receiveSms: true }),
};
export const confirmedService: Story = {
  name: 'confirmed (service)',
  ...haircut.succeeded('confirmed', haircut.reviewed),
};
export const pendingConfirmation: Story = {
  name: 'pendingConfirmation',
  ...brunch.succeeded(
    'pendingConfirmation',
    brunch.reviewedGuest,
    { status: 'pending' },
    {
      value: 'shared',
      outcome: 'copied',
    },
  ),
};
/** Booked with a prize: the success says it was used. */
export const pendingConfirmationPrize: Story = {
  name: 'pendingConfirmation (prize used)',
  ...brunch.succeeded(
    'pendingConfirmation',
    { ...brunch.reviewed, prizeId: 301 },
    { status: 'pending' },
  ),
};
/** A type 2 booking answered "confirmed": still a request sent (SPEC 4, type 2). */
export const pendingConfirmationAnsweredConfirmed: Story = {
  name: 'pendingConfirmation (answered confirmed)',
  ...brunch.succeeded('pendingConfirmation', brunch.reviewed, { status: 'confirmed' }),
};
export const closed: Story = { name: 'closed', ...steps.closed };
