import { describe, expect, it } from 'vitest';
import { createActor, createMachine, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import { initialFlowState, type FlowState } from '../../domain/flowState';
import type { PaymentUnderWay } from '../../domain/paymentInProgress';
import { mbwayUnderWay } from '../harness/paymentUnderWay';
import type { PendingRequest } from '../../domain/pendingRequest';
import { resumeMachine } from '../../machines/resume/resume.machine';
import type { ResumeInput, ResumeReport } from '../../machines/resume/resume.types';
import { flowWithOrder } from '../../machines/rules/orderFlow';
import type { PendingFound } from '../../machines/rules/pendingLookup';
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

// An order settled after a reload (found made, or gone on without knowing) lets go of all it
// kept (its note to the shop, NIF, pickup point), as an order that ends in the page does; one
// the lookup says was never made keeps them, for the visitor to order it again.
describe('resume chart: what a settled order kept', () => {
  const keptOrder = flowWithOrder(initialFlowState(), {
    step: 'delivery',
    shopId: 14,
    campaignId: 107,
    serviceId: null,
    transport: { transportType: 'delivery', transportInstant: 'asap', scheduledAt: null },
    deliveryType: 'PICKUP_POINT',
    address: null,
    pickupPoint: {
      id: 'pp-cais-sodre',
      shopDeliveryMethodId: 502,
      latitude: 38.7063,
      longitude: -9.1446,
    },
    note: 'Sem cebola, por favor.',
    vatId: '123456789',
  });
  const nothingKept = {
    orderInProgress: null,
    pendingRequest: null,
    shoppingCartNotes: '',
    contact: expect.objectContaining({ notes: '', vatId: '' }),
    deliveryChoice: {},
    deliveryAddress: expect.objectContaining({ latitude: null, longitude: null }),
  };

  /** The resume chart over that order, its lookup answering `found`; the flows it reports. */
  function resumeWith(pending: PendingRequest, found: () => Promise<PendingFound>) {
    const flows: FlowState[] = [];
    const actor = createActor(
      resumeMachine.provide({
        actors: { findPendingRequest: fromPromise(found) },
        actions: {
          report: (_, report: ResumeReport) => {
            if (report.type === 'resume.flow') flows.push(report.flow);
          },
        },
      }),
      {
        input: {
          flow: {
            ...keptOrder,
            contact: { ...keptOrder.contact, notes: 'Sem cebola, por favor.' },
            pendingRequest: pending,
          },
          session: ANA_HERE,
          user: null,
        },
      },
    ).start();
    return { actor, flows };
  }

  it('found made by the lookup: its note, NIF and pickup point are let go with it', async () => {
    const { actor, flows } = resumeWith(pendingOrder, async () => ({
      kind: 'order',
      order: { ...madeOrder, status: 'awaiting_confirmation' },
    }));
    await waitFor(actor, (snapshot) => snapshot.matches('requestMade'));
    expect(flows.at(-1)).toMatchObject(nothingKept);
  });

  it('named made by its answer before the page went: the same', () => {
    const { flows } = resumeWith(
      { ...pendingOrder, made: { ...madeOrder, status: 'awaiting_confirmation' } },
      () => new Promise(() => {}),
    );
    expect(flows.at(-1)).toMatchObject(nothingKept);
  });

  it('not known, and the visitor goes on: the same', async () => {
    const { actor, flows } = resumeWith(pendingOrder, async () => {
      throw new ApiError('network', 'offline');
    });
    await waitFor(actor, (snapshot) => snapshot.matches('requestUnconfirmed'));
    actor.send({ type: 'pending.continue' });
    expect(flows.at(-1)).toMatchObject(nothingKept);
  });

  it('never made: the order and all it kept stay, to be ordered again', async () => {
    const { actor, flows } = resumeWith(pendingOrder, async () => null);
    await waitFor(actor, (snapshot) => snapshot.matches('requestNotMade'));
    actor.send({ type: 'pending.continue' });
    expect(flows.at(-1)).toMatchObject({
      pendingRequest: null,
      orderInProgress: { shopId: 14, campaignId: 107 },
      shoppingCartNotes: 'Sem cebola, por favor.',
      contact: expect.objectContaining({ vatId: '123456789' }),
      deliveryChoice: { deliveryType: 'PICKUP_POINT', pickupPoint: 'pp-cais-sodre' },
    });
  });
});
