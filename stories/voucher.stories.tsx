/**
 * The voucher purchase chart (machines/voucher/voucher.machine.ts), one still picture per state,
 * drawn by VoucherScreen: Ana (1001) buys vouchers of campaign 101, a tasting dinner for two
 * (39,90 € each, 2 by default); Miguel (1002) is a premium member, whose prize 305 (48,50 €)
 * would leave less than 2 € to pay for one voucher of campaign 109; campaign 105 is a digital
 * coupon with a price, whose activation code shows once paid. Prizes and payments are the
 * sandbox's own.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows; a variant adds a note
 * in brackets (`detailing (invoice errors)`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { authMachine } from '../machines/auth/auth.machine';
import { initialAuthContext } from '../machines/auth/auth.setup';
import { shareMachine } from '../machines/booking/share.machine';
import { initialPaymentContext, paymentMachine } from '../machines/payment/payment.machine';
import {
  paymentInputOf,
  voucherMachine,
  type VoucherContext,
} from '../machines/voucher/voucher.machine';
import { QrCodeImage } from '../ui/screens/booking/CouponCode';
import { VoucherScreen } from '../ui/screens/voucher/VoucherScreen';
import { ShowMyBookings } from '../ui/showMyBookings';
import { ana, guest, miguel } from './support/bookingFixtures';
import { childState, stateStories, type StoryChild } from './support/stateStory';
import {
  detailedContext,
  paidContext,
  voucherContext,
  voucherInput,
  voucherShareContext,
} from './support/voucherFixtures';

const meta = { title: 'voucher' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

/** In the widget, with its personal area: the end's "Ver recompensas" shows in Actions. */
const voucherStory = stateStories(voucherMachine, (actor) => (
  <ShowMyBookings.Provider value={action('view.show myBookings')}>
    <VoucherScreen actor={actor} />
  </ShowMyBookings.Provider>
));

const anaBuys = voucherInput(101, ana);
const miguelBuys = voucherInput(101, miguel);
/** Guests may buy where the widget allows them (allowGuestLogin). */
const guestBuys = voucherInput(101, guest, { allowGuestLogin: true });

/** The end's share chart, as the chart invokes it. */
const shareOf = (context: VoucherContext): Record<string, StoryChild> => ({
  share: childState('share', shareMachine, {
    value: 'idle',
    context: voucherShareContext(context),
  }),
});

// ------------------------------------------------------------------ how many and which

/** Two vouchers (the default for the dinner for two), the normal kind. */
export const configuring: Story = {
  name: 'configuring',
  ...voucherStory({ value: 'configuring', context: voucherContext(anaBuys) }),
};

/** A voucher to give, "Continuar" without the recipient's name: said beside the field. */
export const configuringGiftWithoutName: Story = {
  name: 'configuring (gift without a name)',
  ...voucherStory({
    value: 'configuring',
    context: voucherContext(anaBuys, { kind: 'gift', errors: { giftName: 'nameRequired' } }),
  }),
};

/** A premium member: the premium voucher at the smart price, chosen for him. */
export const configuringPremium: Story = {
  name: 'configuring (premium member)',
  ...voucherStory({ value: 'configuring', context: voucherContext(miguelBuys) }),
};

/** At the largest number of vouchers the campaign allows (8). */
export const configuringAtMaximum: Story = {
  name: 'configuring (most vouchers)',
  ...voucherStory({ value: 'configuring', context: voucherContext(anaBuys, { count: 8 }) }),
};

// ------------------------------------------------------------------ who buys

/** Nobody signed in: the sign-in (a guest path where allowed). */
export const identifying: Story = {
  name: 'identifying',
  ...voucherStory({
    value: 'identifying',
    context: voucherContext(voucherInput(101, null, { allowGuestLogin: true })),
    children: {
      auth: childState('auth', authMachine, {
        value: 'enteringEmail',
        context: initialAuthContext({ allowGuestLogin: true, reason: 'voucher' }),
      }),
    },
  }),
};

// ------------------------------------------------------------------ prize and invoice

export const loadingPrizes: Story = {
  name: 'loadingPrizes',
  ...voucherStory({ value: 'loadingPrizes', context: voucherContext(anaBuys) }),
};

/** Ana's usable prizes (5 € and 3,50 €; the used one is not offered), the 5 € one chosen. */
export const detailing: Story = {
  name: 'detailing',
  ...voucherStory({ value: 'detailing', context: detailedContext(anaBuys, { prizeId: 301 }) }),
};

/** SPEC 5: one voucher of 109 (42,40 €) with the 48,50 € prize would leave less than 2 €. */
export const detailingAmountTooLow: Story = {
  name: 'detailing (prize leaves less than 2 €)',
  ...voucherStory({
    value: 'detailing',
    context: detailedContext(voucherInput(109, miguel), {
      count: 1,
      prizeId: 305,
      errors: { prize: 'voucherAmountTooLow' },
    }),
  }),
};

/** A VAT invoice asked for, without a name and with a NIF whose check digit is wrong. */
export const detailingInvoiceErrors: Story = {
  name: 'detailing (invoice errors)',
  ...voucherStory({
    value: 'detailing',
    context: detailedContext(anaBuys, {
      invoice: { needVatInvoice: true, name: '', vatId: '123456780' },
      errors: { invoiceName: 'nameRequired', vatId: 'vatIdCheckDigit' },
    }),
  }),
};

/** A guest has no prizes: the amounts and the invoice only. */
export const detailingGuest: Story = {
  name: 'detailing (guest)',
  ...voucherStory({ value: 'detailing', context: detailedContext(guestBuys) }),
};

// ------------------------------------------------------------------ paying

const readyToPay = detailedContext(anaBuys);

/** The payment chart's screen: the methods of the campaign, MB WAY first. */
export const paying: Story = {
  name: 'paying',
  ...voucherStory({
    value: 'paying',
    context: readyToPay,
    children: {
      payment: childState('payment', paymentMachine, {
        value: 'choosing',
        context: initialPaymentContext(paymentInputOf({ context: readyToPay })),
      }),
    },
  }),
};

// ------------------------------------------------------------------ the ends

const anaPaid = paidContext(readyToPay, 'hipay_mbway', 'paid');

/** Paid by MB WAY: two vouchers, valid for a year, emailed to Ana, her points. */
export const purchased: Story = {
  name: 'purchased',
  ...voucherStory({ value: 'purchased', context: anaPaid, children: shareOf(anaPaid) }),
};

const guestPaid = paidContext(detailedContext(guestBuys), 'hipay_cc', 'paid');

/** A guest: emailed to the guest's address, no points. */
export const purchasedGuest: Story = {
  name: 'purchased (guest)',
  ...voucherStory({ value: 'purchased', context: guestPaid, children: shareOf(guestPaid) }),
};

const giftPaid = paidContext(
  detailedContext(anaBuys, { kind: 'gift', giftName: 'Joana Pereira', count: 1 }),
  'hipay_mbway',
  'paid',
);

/** A voucher to give: to whom. */
export const purchasedGift: Story = {
  name: 'purchased (gift)',
  ...voucherStory({ value: 'purchased', context: giftPaid, children: shareOf(giftPaid) }),
};

const couponPaid = paidContext(detailedContext(voucherInput(105, ana)), 'hipay_mbway', 'paid');
const couponStory = voucherStory({
  value: 'purchased',
  context: couponPaid,
  children: shareOf(couponPaid),
});

/** Campaign 105 (type 5, a coupon with a price): its activation code and QR code once paid. */
export const purchasedCoupon: Story = {
  name: 'purchased (coupon with a price)',
  ...couponStory,
  loaders: [() => QrCodeImage.preload().then(() => ({})), ...[couponStory.loaders ?? []].flat()],
};

/** An ATM reference to pay: the voucher is issued once paid. */
export const awaitingPayment: Story = {
  name: 'awaitingPayment',
  ...voucherStory({
    value: 'awaitingPayment',
    context: paidContext(readyToPay, 'hipay_mb', 'referenceIssued'),
  }),
};

export const reservedInStore: Story = {
  name: 'reservedInStore',
  ...voucherStory({
    value: 'reservedInStore',
    context: paidContext(readyToPay, 'IN_STORE_PAYMENT', 'inStore'),
  }),
};

/** Ana stopped waiting for her MB WAY payment: whether it was paid is not known. */
export const outcomeUnknown: Story = {
  name: 'outcomeUnknown',
  ...voucherStory({
    value: 'outcomeUnknown',
    context: paidContext(readyToPay, 'hipay_mbway', 'unconfirmed'),
  }),
};

/** Left: the campaign takes over (its overview); the purchase's own heading stays meanwhile. */
export const closed: Story = {
  name: 'closed',
  ...voucherStory({ value: 'closed', context: anaPaid }),
};
