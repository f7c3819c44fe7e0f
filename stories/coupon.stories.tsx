/**
 * The coupon chart (machines/booking/coupon.machine.ts: type 5), one still picture per state:
 * campaign 114, a free welcome coffee whose time is arranged with the pastry shop; Miguel is a premium
 * member.
 *
 * Convention (stories/README.md): the title is the machine's id and every story is named by the
 * state path it shows; a variant adds a note in brackets. The steps every booking chart shares
 * come from support/bookingStories.tsx.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { couponMachine } from '../machines/booking/coupon.machine';
import { QrCodeImage } from '../ui/screens/booking/SuccessStep';
import { campaignBookingInput, miguel } from './support/bookingFixtures';
import { bookingSteps } from './support/bookingStories';

const meta = { title: 'coupon' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const steps = bookingSteps(couponMachine, campaignBookingInput(114), 'none');
const premium = bookingSteps(
  couponMachine,
  campaignBookingInput(114, { identity: miguel }),
  'none',
);
const code = { activationCode: 'ESTRELA-CAFE-24', activationQrCode: 'ESTRELA-CAFE-24' };
/** An image of the QR code, as the middleware may send it (a data: URL). */
const image =
  "data:image/svg+xml,%3Csvg xmlns='http://www.w3.org/2000/svg' viewBox='0 0 3 3'%3E%3Cpath d='M0 0h1v1H0zM2 0h1v1H2zM1 1h1v1H1zM0 2h1v1H0z'/%3E%3C/svg%3E";

export const identifying: Story = { name: 'identifying', ...steps.identifying };
export const describing: Story = { name: 'describing', ...steps.describing };
export const reviewing: Story = { name: 'reviewing', ...steps.reviewing };
/** A premium member: the coupon booked as smart. */
export const reviewingPremium: Story = { name: 'reviewing (premium member)', ...premium.reviewing };
export const confirmingAsUser: Story = { name: 'confirming.asUser', ...steps.confirmingAsUser };
export const confirmingAsGuest: Story = { name: 'confirming.asGuest', ...steps.confirmingAsGuest };
export const confirmingAsFreeOffer: Story = {
  name: 'confirming.asFreeOffer',
  ...steps.confirmingAsFreeOffer,
};
export const failed: Story = { name: 'failed', ...steps.failed };
/** A coupon's answer lost: its code is only in that answer, so no lookup; said so. */
export const unconfirmedNoLookup: Story = {
  name: 'unconfirmed.noLookup',
  ...steps.unconfirmedNoLookup,
};
const issued = steps.succeeded('couponIssued', steps.reviewed, code);
export const couponIssued: Story = {
  name: 'couponIssued',
  ...issued,
  // The QR code is drawn by a piece loaded on demand: loaded before the story draws it.
  loaders: [() => QrCodeImage.preload().then(() => ({})), ...[issued.loaders ?? []].flat()],
};
export const couponIssuedImage: Story = {
  name: 'couponIssued (QR code image)',
  ...steps.succeeded(
    'couponIssued',
    steps.reviewedGuest,
    { ...code, activationQrCode: image },
    {
      value: 'failed',
    },
  ),
};
export const closed: Story = { name: 'closed', ...steps.closed };
