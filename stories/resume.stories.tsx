/**
 * The chart that settles what was under way when the page went (machines/resume/): a booking or
 * an order on its way, looked up and never sent again; a payment under way, followed and never
 * started again. One still picture per state, drawn as the widget draws it (ui/screens/
 * WidgetScreen.tsx's ResumeScreen) inside the widget's frame.
 *
 * Convention (stories/README.md): stories are named by the state path they show; a variant adds
 * a note in brackets. Entity, campaign and payment data are what the sandbox answers.
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { nowMs } from '../api/clock';
import { paymentFixture } from '../api/sandbox/fixtures';
import { signedInUserFixture } from '../api/sandbox/userFixtures';
import { initialFlowState, type FlowState } from '../domain/flowState';
import type { PaymentUnderWay } from '../domain/paymentInProgress';
import type { PendingRequest } from '../domain/pendingRequest';
import {
  initialPaymentContext,
  paymentMachine,
  type PaymentMethodCode,
  type PaymentOutput,
} from '../machines/payment/payment.machine';
import { initialResumeContext, resumeMachine } from '../machines/resume/resume.machine';
import type { FoundOrder, ResumeContext } from '../machines/resume/resume.types';
import { ResumeScreen } from '../ui/screens/WidgetScreen';
import { ANA_SESSION, pendingBooking } from './support/resumeFixtures';
import { childState, stateStories } from './support/stateStory';

const meta = { title: 'resume', parameters: { widgetFrame: false } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const resumeStory = stateStories(resumeMachine, (actor) => (
  <main className="widget">
    <ResumeScreen actor={actor} />
  </main>
));

/** Its views load lazily in the app; a still picture loads them first. */
function withResumeScreens(story: Story): Story {
  const preload = async () => {
    await ResumeScreen.preload();
    return {};
  };
  return { ...story, loaders: [preload, ...[story.loaders ?? []].flat()] };
}

/** Ana signed in again from her login cookies, with what the flow state kept. */
const settling = (flow: Partial<FlowState>, extra: Partial<ResumeContext> = {}): ResumeContext => ({
  ...initialResumeContext({
    flow: { ...initialFlowState(), ...flow },
    session: ANA_SESSION,
    user: null,
  }),
  ...extra,
});

/** All settled: the widget goes on to its view (nothing of this chart is shown). */
export const settled: Story = withResumeScreens({
  name: 'settled',
  ...resumeStory({ value: 'settled', context: settling({}) }),
});

/** Campaign 107's order collected at the shop, on its way when the page went. */
const pendingOrder = {
  kind: 'order' as const,
  operation: 'POST /v1/web/orders',
  params: {},
  body: { shopId: 14, campaignId: 107, deliveryType: 'STORE_PICKUP', transportType: 'takeaway' },
  key: 'story-key.0123456789b',
  title: 'Francesinha & Companhia',
  requestedAtMs: Date.parse('2026-03-03T09:00:00.000Z'),
  requester: { kind: 'user' as const, userId: 1001 },
  campaignId: 107,
  shopId: 14,
};
const withPendingBooking = (extra: Partial<ResumeContext> = {}) => settling({}, extra);
const pendingFlow = (
  pending: PendingRequest = pendingBooking,
  extra: Partial<ResumeContext> = {},
) => settling({ pendingRequest: pending }, extra);
/** A guest's booking, pending: no call finds it. */
const guestBooking: PendingRequest = {
  ...pendingBooking,
  operation: 'POST /bookings/guest',
  params: {},
  requester: { kind: 'guest' },
};
const guestOrder: PendingRequest = {
  ...pendingOrder,
  operation: 'POST /v1/web/orders/guest',
  requester: { kind: 'guest' },
};
const resentResult = (status: 'confirmed' | 'pending') => ({
  result: {
    reservationId: 7001,
    status,
    campaignId: 108,
    date: '2026-03-04T19:00:00.000Z',
    numberOfPeople: 2,
  },
  title: pendingBooking.title,
});
const foundOrder = (status: 'awaiting_payment' | 'awaiting_confirmation'): FoundOrder => ({
  order: { orderCode: 'ORD-7001', status, total: 25.8 },
  title: pendingOrder.title,
  campaignId: 107,
  shopId: 14,
  deliveryType: 'STORE_PICKUP',
});

export const lookingUpRequest: Story = withResumeScreens({
  name: 'lookingUpRequest.lookingUp',
  ...resumeStory({ value: { lookingUpRequest: 'lookingUp' }, context: pendingFlow() }),
});

export const lookingUpRequestOrder: Story = withResumeScreens({
  name: 'lookingUpRequest.lookingUp (an order)',
  ...resumeStory({ value: { lookingUpRequest: 'lookingUp' }, context: pendingFlow(pendingOrder) }),
});

/** Deciding how to find it out: shown as its lookup (it passes at once). */
export const lookingUpRequestDeciding: Story = withResumeScreens({
  name: 'lookingUpRequest.deciding',
  ...resumeStory({ value: { lookingUpRequest: 'deciding' }, context: pendingFlow() }),
});

export const requestMade: Story = withResumeScreens({
  name: 'requestMade',
  ...resumeStory({
    value: 'requestMade',
    context: withPendingBooking({ resent: resentResult('confirmed') }),
  }),
});

export const requestMadePending: Story = withResumeScreens({
  name: 'requestMade (waiting for the merchant)',
  ...resumeStory({
    value: 'requestMade',
    context: withPendingBooking({ resent: resentResult('pending') }),
  }),
});

export const requestMadeOrder: Story = withResumeScreens({
  name: 'requestMade (an order sent to the merchant)',
  ...resumeStory({
    value: 'requestMade',
    context: withPendingBooking({ foundOrder: foundOrder('awaiting_confirmation') }),
  }),
});

export const requestNotMade: Story = withResumeScreens({
  name: 'requestNotMade',
  ...resumeStory({ value: 'requestNotMade', context: pendingFlow() }),
});

export const requestNotMadeOrder: Story = withResumeScreens({
  name: 'requestNotMade (an order)',
  ...resumeStory({ value: 'requestNotMade', context: pendingFlow(pendingOrder) }),
});

export const requestUnconfirmed: Story = withResumeScreens({
  name: 'requestUnconfirmed',
  ...resumeStory({
    value: 'requestUnconfirmed',
    context: pendingFlow(pendingBooking, { error: 'network' }),
  }),
});

export const requestUnconfirmedOrder: Story = withResumeScreens({
  name: 'requestUnconfirmed (an order)',
  ...resumeStory({
    value: 'requestUnconfirmed',
    context: pendingFlow(pendingOrder, { error: 'timeout' }),
  }),
});

export const requestNoLookup: Story = withResumeScreens({
  name: 'requestNoLookup',
  ...resumeStory({ value: 'requestNoLookup', context: pendingFlow(guestBooking) }),
});

export const requestNoLookupOrder: Story = withResumeScreens({
  name: "requestNoLookup (a guest's order)",
  ...resumeStory({ value: 'requestNoLookup', context: pendingFlow(guestOrder) }),
});

const orderToPay = pendingFlow(
  { ...pendingOrder, made: foundOrder('awaiting_payment').order },
  { foundOrder: foundOrder('awaiting_payment') },
);

export const payingOrderLoading: Story = withResumeScreens({
  name: 'payingOrder.loading',
  ...resumeStory({ value: { payingOrder: 'loading' }, context: orderToPay }),
});

/** The order found waiting for its payment: its payment step, a new payment of that order. */
export const payingOrderPaying: Story = withResumeScreens({
  name: 'payingOrder.paying',
  ...resumeStory({
    value: { payingOrder: 'paying' },
    context: orderToPay,
    children: {
      payment: childState(paymentMachine, paymentMachine, {
        value: 'choosing',
        context: initialPaymentContext({
          amount: 25.8,
          methods: ['hipay_mbway', 'hipay_cc', 'hipay_mb'],
          purchase: { kind: 'order', orderCode: 'ORD-7001' },
          payer: { kind: 'user', userId: 1001, token: 'tok-ana' },
          phone: { prefix: '+351', phone: '912345678' },
          keySeed: 'story-order',
        }),
      }),
    },
  }),
});

export const payingOrderUnavailable: Story = withResumeScreens({
  name: 'payingOrder.unavailable',
  ...resumeStory({
    value: { payingOrder: 'unavailable' },
    context: pendingFlow(
      { ...pendingOrder, made: foundOrder('awaiting_payment').order },
      { foundOrder: foundOrder('awaiting_payment'), error: 'network' },
    ),
  }),
});

// ------------------------------------------------------------------ a payment under way at start

/** Ana's voucher of campaign 101 (2 × 39,90 €), under way when the page went (a reload). */
const VOUCHER_TITLE = 'Jantar de degustação para dois';
function paymentUnderWay(method: PaymentMethodCode): PaymentUnderWay {
  const started = paymentFixture(method, { amount: 79.8, phone: '912000001' });
  return {
    inProgress: { ...started, method, startedAtMs: nowMs() },
    payer: { kind: 'user', userId: 1001 },
    phone: { prefix: '+351', phone: '912000001' },
    title: VOUCHER_TITLE,
    campaignId: 101,
    amount: 79.8,
  };
}
const mbwayUnderWay = paymentUnderWay('hipay_mbway');
const cardUnderWay = paymentUnderWay('hipay_cc');

/** Ana signed in again from her login cookies, the payment in the flow state. */
const payingFlow = (payment: PaymentUnderWay, extra: Partial<ResumeContext> = {}) =>
  settling({ paymentInProgress: payment }, extra);

/** The payment chart following it (input `resume`): its status asked, never started again. */
const followed = (payment: PaymentUnderWay) =>
  initialPaymentContext({
    amount: payment.amount,
    methods: [payment.inProgress!.method],
    purchase: { kind: 'order', orderCode: payment.inProgress!.orderCode },
    payer: { kind: 'user', userId: 1001, token: 'tok-ana' },
    phone: payment.phone,
    keySeed: 'story-resume',
    resume: payment.inProgress,
  });

export const resumingPaymentLoading: Story = withResumeScreens({
  name: 'resumingPayment.loading',
  ...resumeStory({
    value: { resumingPayment: 'loading' },
    context: payingFlow(mbwayUnderWay),
  }),
});

/** The MB WAY wait again, under the purchase's title, with the time left to the same deadline. */
export const resumingPaymentFollowing: Story = withResumeScreens({
  name: 'resumingPayment.running',
  ...resumeStory({
    value: { resumingPayment: 'running' },
    context: payingFlow(mbwayUnderWay),
    children: {
      payment: childState(paymentMachine, paymentMachine, {
        value: { waitingMbway: 'waiting' },
        context: followed(mbwayUnderWay),
      }),
    },
  }),
});

/** The card page left open: followed, and the visitor may go on without it. */
export const resumingPaymentFollowingCard: Story = withResumeScreens({
  name: 'resumingPayment.running (card)',
  ...resumeStory({
    value: { resumingPayment: 'running' },
    context: payingFlow(cardUnderWay),
    children: {
      payment: childState(paymentMachine, paymentMachine, {
        value: { awaitingCard: 'waiting' },
        context: followed(cardUnderWay),
      }),
    },
  }),
});

/** The payment chart's code did not arrive (offline): a retry, or on without it. */
export const resumingPaymentUnavailable: Story = withResumeScreens({
  name: 'resumingPayment.unavailable',
  ...resumeStory({
    value: { resumingPayment: 'unavailable' },
    context: payingFlow(mbwayUnderWay, { error: 'network' }),
  }),
});

/** How it ended, said plainly, and the way on; the flow state no longer holds it. */
const ended = (
  output: PaymentOutput,
  payment = mbwayUnderWay,
  extra: Partial<ResumeContext> = {},
) =>
  settling(
    {},
    {
      paymentEnded: {
        output,
        title: payment.title,
        amount: payment.amount,
        purchase: payment.purchase ?? 'voucher',
      },
      ...extra,
    },
  );
const endedWith = (status: 'paid' | 'referenceIssued' | 'inStore', payment: PaymentUnderWay) =>
  ended({ status, ...payment.inProgress! }, payment);

export const paymentResumed: Story = withResumeScreens({
  name: 'paymentResumed',
  ...resumeStory({ value: 'paymentResumed', context: endedWith('paid', mbwayUnderWay) }),
});

export const paymentResumedUnpaid: Story = withResumeScreens({
  name: 'paymentResumed (expired)',
  ...resumeStory({
    value: 'paymentResumed',
    context: ended({
      status: 'unpaid',
      reason: 'confirmationExpired',
      ...mbwayUnderWay.inProgress!,
    }),
  }),
});

/** An ATM reference kept from before: shown again, to copy. */
export const paymentResumedReference: Story = withResumeScreens({
  name: 'paymentResumed (ATM reference)',
  ...resumeStory({
    value: 'paymentResumed',
    context: endedWith('referenceIssued', paymentUnderWay('hipay_mb')),
  }),
});

export const paymentResumedInStore: Story = withResumeScreens({
  name: 'paymentResumed (in store)',
  ...resumeStory({
    value: 'paymentResumed',
    context: endedWith('inStore', paymentUnderWay('IN_STORE_PAYMENT')),
  }),
});

/** Ana's premium membership (4,99 € a month), paid by MB WAY while the page was away. */
const premiumUnderWay: PaymentUnderWay = {
  ...paymentUnderWay('hipay_mbway'),
  inProgress: {
    ...paymentFixture('hipay_mbway', { amount: 4.99, phone: '912000001' }),
    method: 'hipay_mbway',
    startedAtMs: nowMs(),
  },
  purchase: 'premium',
  title: 'Premium',
  campaignId: null,
  amount: 4.99,
};
const premiumPaid: PaymentOutput = { status: 'paid', ...premiumUnderWay.inProgress! };

/** The membership paid: Ana's profile is read again, to make her premium in the widget. */
export const resumingPaymentConfirmingMembership: Story = withResumeScreens({
  name: 'confirmingMembership',
  ...resumeStory({
    value: 'confirmingMembership',
    context: ended(premiumPaid, premiumUnderWay),
  }),
});

/** The membership paid and Ana's profile says premium: she is welcomed as a member. */
export const paymentResumedPremium: Story = withResumeScreens({
  name: 'paymentResumed (premium joined)',
  ...resumeStory({
    value: 'paymentResumed',
    context: ended(premiumPaid, premiumUnderWay, {
      member: {
        kind: 'user',
        user: { ...signedInUserFixture(1001), isPremium: true, token: 'tok-ana' },
        loginSource: 'own',
      },
    }),
  }),
});

/** The card payment left without knowing how it stands. */
export const paymentResumedLeft: Story = withResumeScreens({
  name: 'paymentResumed (card left)',
  ...resumeStory({
    value: 'paymentResumed',
    context: ended({ status: 'cancelled' }, cardUnderWay),
  }),
});

/** Deciding what to settle first: a request on its way (shown as its lookup; it passes at once). */
export const deciding: Story = withResumeScreens({
  name: 'deciding',
  ...resumeStory({ value: 'deciding', context: settling({ pendingRequest: pendingBooking }) }),
});
