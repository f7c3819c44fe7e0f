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
  return { ...choosing, method, orderCode: started.orderCode, inProgress };
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
/** No answer: the same request may be sent again (same key). */
export const failed: Story = {
  name: 'failed',
  ...paymentStory({ value: 'failed', context: { ...choosing, error: 'network' } }),
};
/** A final refusal of the request: no retry, another method. */
export const failedFinal: Story = {
  name: 'failed (final refusal)',
  ...paymentStory({ value: 'failed', context: { ...choosing, error: 'voucherAmountTooLow' } }),
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
/** At the deadline: the one last question before "timer expired". */
export const waitingMbwayLastCheck: Story = {
  name: 'waitingMbway.lastCheck',
  ...paymentStory({
    value: { waitingMbway: 'lastCheck' },
    context: {
      ...mbway,
      inProgress: {
        ...mbway.inProgress!,
        payment: { ...mbway.inProgress!.payment, deadline: new Date(nowMs()).toISOString() },
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
