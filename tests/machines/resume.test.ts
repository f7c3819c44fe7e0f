import { describe, expect, it } from 'vitest';
import { createMachine } from 'xstate';
import { ApiError } from '../../api/errors';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import { initialFlowState } from '../../domain/flowState';
import type { PaymentUnderWay } from '../../domain/paymentInProgress';
import type { PendingRequest } from '../../domain/pendingRequest';
import { resumeMachine } from '../../machines/resume/resume.machine';
import type { ResumeInput } from '../../machines/resume/resume.types';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

type Event = ModelEvent<typeof resumeMachine>;
const ana = signedInUserFixture(1001);

// A booking or an order was on its way when the page went: looked up first (never sent again),
// whatever the lookup says; an order found waiting for its payment is paid (its chart loaded
// then); a guest's request has no lookup.
const pendingBooking = {
  kind: 'booking' as const,
  operation: 'POST /bookings',
  params: { query: { providerId: 1 } },
  body: { campaignId: 108, numberOfPeople: 2, date: '2026-03-04T19:00:00.000Z' },
  key: 'seed.0123456789a',
  title: 'Copo de boas-vindas no jantar',
  requestedAtMs: Date.parse('2026-03-03T09:00:00.000Z'),
  requester: { kind: 'user' as const, userId: 1001 },
};
const madeOrder = { orderCode: 'ORD-1', status: 'awaiting_payment' as const, total: 25.8 };
const pendingOrder = {
  ...pendingBooking,
  kind: 'order' as const,
  operation: 'POST /v1/web/orders',
  params: {},
  body: { shopId: 14, campaignId: 107, deliveryType: 'STORE_PICKUP' },
  campaignId: 107,
  shopId: 14,
};
const ANA_HERE = { userId: 1001, token: 'tok-ana' };
const NOBODY = { userId: null, token: null };
const withPending = (
  pending: PendingRequest = pendingBooking,
  session: ResumeInput['session'] = ANA_HERE,
): ResumeInput => ({
  flow: { ...initialFlowState(), pendingRequest: pending },
  session,
  user: null,
});
const pendingEvents = [
  { type: 'xstate.done.actor.findPendingRequest', output: null },
  {
    type: 'xstate.done.actor.findPendingRequest',
    output: {
      kind: 'booking',
      result: { reservationId: 7001, status: 'confirmed', campaignId: 108 },
    },
  },
  { type: 'xstate.done.actor.findPendingRequest', output: { kind: 'order', order: madeOrder } },
  {
    type: 'xstate.done.actor.findPendingRequest',
    output: { kind: 'order', order: { ...madeOrder, status: 'awaiting_confirmation' } },
  },
  { type: 'xstate.error.actor.findPendingRequest', error: new ApiError('network', 'offline') },
  { type: 'pending.check' },
  { type: 'pending.continue' },
  {
    type: 'xstate.done.actor.prepareOrderPayment',
    output: { chart: createMachine({ id: 'payment' }), methods: ['hipay_mbway'] },
  },
  { type: 'xstate.error.actor.prepareOrderPayment', error: new ApiError('network', 'offline') },
  { type: 'chart.retry' },
  {
    type: 'payment.progress',
    inProgress: null,
    starting: {
      method: 'hipay_mbway',
      requestedAtMs: Date.parse('2026-03-03T09:00:00.000Z'),
      lookup: { kind: 'orderStatus', orderCode: 'ORD-1', previousPaymentId: null },
    },
    phone: { prefix: '+351', phone: '912000001' },
  },
  { type: 'xstate.done.actor.payment', output: { status: 'cancelled' } },
  { type: 'xstate.error.actor.payment', error: new Error('stopped') },
  { type: 'payment.continue' },
] as unknown as Event[];
const pendingBookingModel = createMachineModel(resumeMachine, {
  input: withPending(),
  events: pendingEvents,
});
// A guest's (no call finds it), and orders whose answer named them before the page went.
const guestPending = createMachineModel(resumeMachine, {
  input: withPending(
    { ...pendingBooking, operation: 'POST /bookings/guest', requester: { kind: 'guest' } },
    NOBODY,
  ),
  events: pendingEvents,
});
const orderKnownToPay = createMachineModel(resumeMachine, {
  input: withPending({ ...pendingOrder, made: madeOrder }),
  events: pendingEvents,
});
const orderKnownPlaced = createMachineModel(resumeMachine, {
  input: withPending({ ...pendingOrder, made: { ...madeOrder, status: 'awaiting_confirmation' } }),
  events: pendingEvents,
});

// A payment was under way when the page went: followed first (its chart loaded then), whatever
// it ends with; a user's payment with nobody signed in is dropped.
const mbwayUnderWay: PaymentUnderWay = {
  inProgress: {
    orderCode: 'VOU-5001',
    method: 'hipay_mbway',
    payment: { id: 'pay-1', deadline: '2026-03-03T09:05:00.000Z', mbwayPhoneNumber: '912000001' },
    startedAtMs: Date.parse('2026-03-03T09:00:00.000Z'),
  },
  payer: { kind: 'guest' },
  phone: { prefix: '+351', phone: '912000001' },
  title: 'Jantar de degustação para dois',
  campaignId: 101,
  amount: 79.8,
};
const withPayment = (
  payment = mbwayUnderWay,
  session: ResumeInput['session'] = NOBODY,
): ResumeInput => ({
  flow: { ...initialFlowState(), paymentInProgress: payment },
  session,
  user: null,
});
const paymentEvents = [
  { type: 'xstate.done.actor.loadPaymentChart', output: createMachine({ id: 'payment' }) },
  { type: 'xstate.error.actor.loadPaymentChart', error: new TypeError('chunk failed') },
  { type: 'chart.retry' },
  { type: 'xstate.done.actor.payment', output: { status: 'paid', ...mbwayUnderWay.inProgress } },
  {
    type: 'xstate.done.actor.payment',
    output: { status: 'unpaid', reason: 'confirmationExpired', ...mbwayUnderWay.inProgress },
  },
  { type: 'xstate.error.actor.payment', error: new Error('payment chart crashed') },
  { type: 'payment.continue' },
] as unknown as Event[];
const guestsPayment = createMachineModel(resumeMachine, {
  input: withPayment(),
  events: paymentEvents,
});
const strangersPayment = createMachineModel(resumeMachine, {
  input: withPayment({ ...mbwayUnderWay, payer: { kind: 'user', userId: 1001 } }),
  events: [],
});

// A premium membership was being paid: once paid, Ana's profile is read again (or not: a fault).
const premiumUnderWay: PaymentUnderWay = {
  ...mbwayUnderWay,
  inProgress: { ...mbwayUnderWay.inProgress!, orderCode: 'PRM-5001' },
  purchase: 'premium',
  payer: { kind: 'user', userId: 1001 },
  title: 'Premium',
  campaignId: null,
  amount: 4.99,
};
const premiumPayment = createMachineModel(resumeMachine, {
  input: withPayment(premiumUnderWay, ANA_HERE),
  events: [
    paymentEvents[0]!,
    {
      type: 'xstate.done.actor.payment',
      output: { status: 'paid', ...premiumUnderWay.inProgress },
    },
    { type: 'xstate.done.actor.readProfile', output: { ...ana, isPremium: true } },
    { type: 'xstate.error.actor.readProfile', error: new ApiError('network', 'offline') },
  ] as unknown as Event[],
});

const models = [
  pendingBookingModel,
  guestPending,
  orderKnownToPay,
  orderKnownPlaced,
  guestsPayment,
  strangersPayment,
  premiumPayment,
];

describe('resume chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });

  it('settles a request on its way first, then a payment under way', () => {
    const first = (model: (typeof models)[number]) => model.paths[0]!.steps[0]!.state.value;
    expect(first(pendingBookingModel)).toEqual({ lookingUpRequest: 'lookingUp' });
    expect(first(guestPending)).toBe('requestNoLookup');
    expect(first(orderKnownToPay)).toEqual({ payingOrder: 'loading' });
    expect(first(guestsPayment)).toEqual({ resumingPayment: 'loading' });
    expect(first(strangersPayment)).toBe('settled');
  });
});
