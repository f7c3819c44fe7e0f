/**
 * The payment chart (machines/payment/payment.machine.ts), one still picture per state, drawn by
 * PaymentScreen: Ana (1001) pays the voucher of campaign 101 (a tasting dinner for two,
 * 2 × 39,90 €) with the seven methods of SPEC 4 as the sandbox seeds them; the payments under way
 * are the sandbox's own (an MB WAY request to 912000001 with its deadline 5 minutes after the
 * frozen clock's now, a card's payment page, an ATM reference).
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows; a variant adds a note
 * in brackets (`unpaid (refused)`). The countdown is a still picture too: the clock is frozen.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { nowMs } from '../api/clock';
import { campaignFixture, paymentFixture } from '../api/sandbox/fixtures';
import { PAYMENT_METHODS } from '../api/sandbox/seed';
import { signedInUserFixture } from '../api/sandbox/userFixtures';
import {
  followedPayment,
  initialPaymentContext,
  paymentMachine,
  type PaymentContext,
  type PaymentInProgress,
  type PaymentMethodCode,
} from '../machines/payment/payment.machine';
import { PaymentScreen } from '../ui/screens/payment/PaymentScreen';
import { stateStories } from './support/stateStory';

const meta = { title: 'payment' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const paymentStory = stateStories(paymentMachine, (actor) => <PaymentScreen actor={actor} />);

const ana = signedInUserFixture(1001);
const voucher = campaignFixture(101).campaignView;
const PEOPLE = 2;
const amount = Number(voucher.offerPrice) * PEOPLE;
/** An MB WAY test phone of the sandbox: paid 10 s after the request. */
const MBWAY_PHONE = '912000001';

/** Ana buys the voucher, every method offered, MB WAY selected (SPEC 4). */
const choosing: PaymentContext = initialPaymentContext({
  amount,
  methods: PAYMENT_METHODS.map((method) => method.code),
  purchase: {
    kind: 'voucher',
    request: { campaignId: voucher.campaignId, numberOfPeople: PEOPLE },
  },
  payer: { kind: 'user', userId: ana.id, token: ana.token },
  phone: { prefix: '+351', phone: MBWAY_PHONE },
  keySeed: 'story-payment',
});

/** A payment the sandbox started with `method`, as the chart keeps it under way. */
function underWay(method: PaymentMethodCode): PaymentContext {
  const started = paymentFixture(method, { amount, phone: MBWAY_PHONE });
  const inProgress: PaymentInProgress = { ...started, method, startedAtMs: nowMs() };
  return { ...choosing, method, orderCode: started.orderCode, ...followedPayment(inProgress) };
}

const mbway = underWay('hipay_mbway');
const card = underWay('hipay_cc');
const reference = underWay('hipay_mb');
const inStore = underWay('IN_STORE_PAYMENT');

// ------------------------------------------------------------------ choosing

export const starting: Story = {
  name: 'starting',
  ...paymentStory({ value: 'starting', context: choosing }),
};
export const choosingMbway: Story = {
  name: 'choosing',
  ...paymentStory({ value: 'choosing', context: choosing }),
};
/** Paying by card: no phone is asked. */
export const choosingCard: Story = {
  name: 'choosing (card)',
  ...paymentStory({ value: 'choosing', context: { ...choosing, method: 'hipay_cc' } }),
};
/** The phone rules refused the number: said beside it, what was typed kept. */
export const choosingInvalidPhone: Story = {
  name: 'choosing (invalid phone)',
  ...paymentStory({
    value: 'choosing',
    context: {
      ...choosing,
      form: { prefix: '+351', phone: '12' },
      fieldErrors: { phone: 'phoneInvalid' },
    },
  }),
};
export const noMethods: Story = {
  name: 'noMethods',
  ...paymentStory({
    value: 'noMethods',
    context: { ...choosing, methods: [], method: null },
  }),
};
export const checkingPhone: Story = {
  name: 'checkingPhone',
  ...paymentStory({ value: 'checkingPhone', context: choosing }),
};
export const requesting: Story = {
  name: 'requesting',
  ...paymentStory({ value: 'requesting', context: choosing }),
};
/** A refusal the same request may help with (a 4xx without a code of its own). */
export const failed: Story = {
  name: 'failed',
  ...paymentStory({ value: 'failed', context: { ...choosing, error: 'generic' } }),
};
/** A final refusal of the request: no retry, another method. */
export const failedFinal: Story = {
  name: 'failed (final refusal)',
  ...paymentStory({ value: 'failed', context: { ...choosing, error: 'voucherAmountTooLow' } }),
};

// ------------------------------------------------------------------ a start not answered

/** The request Ana sent, its answer lost: what it made is looked up in her bookings. */
const startLost: PaymentContext = {
  ...choosing,
  error: 'network',
  start: {
    method: 'hipay_mbway',
    requestedAtMs: nowMs(),
    lookup: { kind: 'myBookings', campaignId: voucher.campaignId, count: PEOPLE },
  },
};
/** A guest's voucher: SPEC 7 has no call that finds it. */
const guestStartLost: PaymentContext = {
  ...startLost,
  payer: { kind: 'guest' },
  start: { ...startLost.start!, lookup: { kind: 'none' } },
};

export const startUnknownDeciding: Story = {
  name: 'startUnknown.deciding',
  ...paymentStory({ value: { startUnknown: 'deciding' }, context: startLost }),
};
export const startUnknownLookingUp: Story = {
  name: 'startUnknown.lookingUp',
  ...paymentStory({ value: { startUnknown: 'lookingUp' }, context: startLost }),
};
/** The lookup got no answer either: still unknown; ask again, or leave. */
export const startUnknownLookupFailed: Story = {
  name: 'startUnknown.lookupFailed',
  ...paymentStory({ value: { startUnknown: 'lookupFailed' }, context: startLost }),
};
/** No way to look it up: said so, and no new attempt offered. */
export const startUnknownNoLookup: Story = {
  name: 'startUnknown.noLookup',
  ...paymentStory({ value: { startUnknown: 'noLookup' }, context: guestStartLost }),
};
/** The lookup found nothing started: a new attempt may be made. */
export const startUnknownNotStarted: Story = {
  name: 'startUnknown.notStarted',
  ...paymentStory({
    value: { startUnknown: 'notStarted' },
    context: { ...startLost, start: null },
  }),
};

export const following: Story = {
  name: 'following',
  ...paymentStory({ value: 'following', context: mbway }),
};

// ------------------------------------------------------------------ MB WAY

export const waitingMbwayWaiting: Story = {
  name: 'waitingMbway.waiting',
  ...paymentStory({ value: { waitingMbway: 'waiting' }, context: mbway }),
};
export const waitingMbwayChecking: Story = {
  name: 'waitingMbway.checking',
  ...paymentStory({ value: { waitingMbway: 'checking' }, context: mbway }),
};
/** The middleware stated no usable deadline: waiting, with no number. */
export const waitingMbwayNoDeadline: Story = {
  name: 'waitingMbway.waiting (no deadline stated)',
  ...paymentStory({
    value: { waitingMbway: 'waiting' },
    context: {
      ...mbway,
      ...followedPayment({
        ...mbway.inProgress!,
        payment: { ...mbway.inProgress!.payment, deadline: undefined },
      }),
    },
  }),
};
/** Three status answers in a row could not be read: said, and still asked. */
export const waitingMbwayUnreadable: Story = {
  name: 'waitingMbway.waiting (status unreadable)',
  ...paymentStory({ value: { waitingMbway: 'waiting' }, context: { ...mbway, unreadable: 3 } }),
};
/** The deadline passed with no final status: asked on, nothing assumed. */
const pastDeadline: PaymentContext = {
  ...mbway,
  ...followedPayment({ ...mbway.inProgress!, startedAtMs: nowMs() - 6 * 60_000 }),
};
export const waitingMbwayPastDeadlineAsking: Story = {
  name: 'waitingMbway.pastDeadline.asking',
  ...paymentStory({ value: { waitingMbway: { pastDeadline: 'asking' } }, context: pastDeadline }),
};
export const waitingMbwayPastDeadlinePausing: Story = {
  name: 'waitingMbway.pastDeadline.pausing',
  ...paymentStory({
    value: { waitingMbway: { pastDeadline: 'pausing' } },
    context: pastDeadline,
  }),
};
/** A minute past the deadline, still no final status: not known; where to check. */
export const statusUnknownIdle: Story = {
  name: 'statusUnknown.idle',
  ...paymentStory({ value: { statusUnknown: 'idle' }, context: pastDeadline }),
};
export const statusUnknownAsking: Story = {
  name: 'statusUnknown.asking',
  ...paymentStory({ value: { statusUnknown: 'asking' }, context: pastDeadline }),
};

// ------------------------------------------------------------------ the answer checked

export const checkingAnswer: Story = {
  name: 'checkingAnswer',
  ...paymentStory({ value: 'checkingAnswer', context: mbway }),
};
/** Three gift vouchers shown at 113,73 €; the payment asks 113,74 €. */
export const amountDiffers: Story = {
  name: 'amountDiffers',
  ...paymentStory({
    value: 'amountDiffers',
    context: { ...mbway, amount: 113.73, answeredAmount: 113.74 },
  }),
};
/** A card page on a host that is not a payment provider's: never opened. */
export const cardPageRefused: Story = {
  name: 'cardPageRefused',
  ...paymentStory({
    value: 'cardPageRefused',
    context: {
      ...card,
      inProgress: {
        ...card.inProgress!,
        payment: { ...card.inProgress!.payment, paymentUrl: 'https://evil.example/pay' },
      },
    },
  }),
};

// ------------------------------------------------------------------ card

export const awaitingCardWaiting: Story = {
  name: 'awaitingCard.waiting',
  ...paymentStory({ value: { awaitingCard: 'waiting' }, context: card }),
};
export const awaitingCardChecking: Story = {
  name: 'awaitingCard.checking',
  ...paymentStory({ value: { awaitingCard: 'checking' }, context: card }),
};

// ------------------------------------------------------------------ unpaid

export const unpaidRefused: Story = {
  name: 'unpaid (refused)',
  ...paymentStory({ value: 'unpaid', context: { ...mbway, error: 'paymentRefused' } }),
};
export const unpaidPlatformError: Story = {
  name: 'unpaid (platform error)',
  ...paymentStory({ value: 'unpaid', context: { ...mbway, error: 'paymentPlatformError' } }),
};
export const unpaidExpired: Story = {
  name: 'unpaid (expired)',
  ...paymentStory({ value: 'unpaid', context: { ...mbway, error: 'confirmationExpired' } }),
};
/** A card payment refused: a new attempt needs no phone. */
export const unpaidCard: Story = {
  name: 'unpaid (card refused)',
  ...paymentStory({ value: 'unpaid', context: { ...card, error: 'paymentRefused' } }),
};

// ------------------------------------------------------------------ the ends

export const referenceIssued: Story = {
  name: 'referenceIssued',
  ...paymentStory({
    value: 'referenceIssued',
    context: { ...reference, settled: 'referenceIssued' },
  }),
};
export const inStoreStory: Story = {
  name: 'inStore',
  ...paymentStory({ value: 'inStore', context: { ...inStore, settled: 'inStore' } }),
};
export const paid: Story = {
  name: 'paid',
  ...paymentStory({ value: 'paid', context: { ...mbway, settled: 'paid' } }),
};
/** The visitor stopped waiting, or the outcome stayed unknown: the purchase says so. */
export const unconfirmed: Story = {
  name: 'unconfirmed',
  ...paymentStory({ value: 'unconfirmed', context: { ...mbway, settled: 'unconfirmed' } }),
};
export const cancelled: Story = {
  name: 'cancelled',
  ...paymentStory({ value: 'cancelled', context: { ...choosing, settled: 'cancelled' } }),
};

// ------------------------------------------------------------------ followed after a reload

/** A payment followed after a reload (input `resume`): only followed, nothing started from it. */
const resumedMbway: PaymentContext = { ...mbway, resumed: true };
const resumedCard: PaymentContext = { ...card, resumed: true };

/** The card page left open before the reload: its status followed; the visitor may go on. */
export const awaitingCardResumed: Story = {
  name: 'awaitingCard.waiting (after a reload)',
  ...paymentStory({ value: { awaitingCard: 'waiting' }, context: resumedCard }),
};
/** A resumed MB WAY payment that expired: the end of following it, no new attempt. */
export const notPaid: Story = {
  name: 'notPaid',
  ...paymentStory({
    value: 'notPaid',
    context: { ...resumedMbway, error: 'confirmationExpired', settled: 'unpaid' },
  }),
};
