// The payment chart against the sandbox middleware (msw/node): what the visitor's choices make
// the middleware do, judged by the sandbox's store (orders, payments, what was asked) and by the
// SPEC 4/8 outcomes, with the sandbox clock and a simulated clock for the countdown and polling.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor, type Actor, type SnapshotFrom } from 'xstate';
import { ApiError } from '../../api/errors';
import { sandbox } from '../../api/sandbox/control';
import {
  paymentMachine,
  type PaymentInput,
  type PaymentNotice,
  type PaymentStart,
} from '../../machines/payment/payment.machine';
import { selectMbwayWait } from '../../machines/payment/payment.selectors';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

const ANA = { kind: 'user' as const, userId: 1001, token: 'tok-ana' };

function voucherInput(overrides: Partial<PaymentInput> = {}): PaymentInput {
  return {
    amount: 79.8,
    methods: ['hipay_mbway', 'hipay_cc', 'hipay_mb', 'IN_STORE_PAYMENT'],
    purchase: { kind: 'voucher', request: { campaignId: 101, numberOfPeople: 2 } },
    payer: ANA,
    phone: { prefix: '+351', phone: '912000001' },
    keySeed: 'seed-1',
    ...overrides,
  };
}

let actor: Actor<typeof paymentMachine> | null = null;
afterEach(() => actor?.stop());

function start(input: PaymentInput) {
  const clock = new SimulatedClock();
  const notices: PaymentNotice[] = [];
  const kept: unknown[] = [];
  actor = createActor(
    paymentMachine.provide({
      actions: {
        notifyHost: (_, notice) => notices.push(notice),
        reportInProgress: (_, inProgress) => kept.push(inProgress),
      },
    }),
    { input, clock },
  ).start();
  /** Time passes for the chart and for the middleware alike. */
  const pass = (ms: number) => {
    sandbox.clock.advance(ms);
    clock.increment(ms);
  };
  return { actor, clock, notices, kept, pass };
}

const payments = () => [...sandbox.store.payments.values()];
const statusCalls = () => sandbox.seenOperations().get('getMbwayPaymentStatus') ?? 0;
beforeEach(() => sandbox.clearSeenOperations());

describe('payment chart: MB WAY', () => {
  it('selects MB WAY by default where offered (SPEC 4), and the first method elsewhere', () => {
    expect(start(voucherInput()).actor.getSnapshot().context.method).toBe('hipay_mbway');
    actor!.stop();
    const card = start(voucherInput({ methods: ['hipay_cc', 'hipay_mb'] }));
    expect(card.actor.getSnapshot().context.method).toBe('hipay_cc');
  });

  it('no methods: "No payment methods available", the only way on is back', () => {
    const { actor } = start(voucherInput({ methods: [] }));
    expect(actor.getSnapshot().value).toBe('noMethods');
    expect(actor.getSnapshot().can({ type: 'payment.submit' })).toBe(false);
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
  });

  it('refuses an invalid phone before anything is charged, keeping what was typed', async () => {
    const { actor } = start(voucherInput({ phone: { prefix: '+351', phone: '12' } }));
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context.fieldErrors.phone).toBeDefined();
    expect(actor.getSnapshot().context.form.phone).toBe('12');
    expect(payments()).toEqual([]);
  });

  it('paid: asked every 2 s, paid after 10 s; the host hears pending then paid; asking stops', async () => {
    const { actor, notices, pass } = start(voucherInput());
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('waitingMbway'));
    expect(payments()).toHaveLength(1);
    expect(notices[0]).toMatchObject({ name: 'paymentPending', detail: { method: 'hipay_mbway' } });
    for (let second = 2; second <= 10; second += 2) {
      pass(2_000);
      await waitFor(actor, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ status: 'paid', method: 'hipay_mbway' });
    expect(statusCalls()).toBe(5);
    expect(notices.map((notice) => notice.name)).toEqual(['paymentPending', 'paid']);
  });

  it('refused (912000002): "Pagamento recusado"; a new attempt has a new key and is paid', async () => {
    const { actor, pass } = start(voucherInput({ phone: { prefix: '+351', phone: '912000002' } }));
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('waitingMbway'));
    for (let second = 2; second <= 6; second += 2) {
      pass(2_000);
      await waitFor(actor, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    await waitFor(actor, (snapshot) => snapshot.matches('unpaid'));
    expect(actor.getSnapshot().context.error).toBe('paymentRefused');
    const asked = statusCalls();
    pass(10_000);
    expect(statusCalls()).toBe(asked);

    actor.send({ type: 'phone.change', field: 'phone', value: '912000001' });
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('waitingMbway'));
    // The same voucher order, a second payment, started by orders/purchase with a new key.
    expect(payments()).toHaveLength(2);
    expect(new Set(payments().map((payment) => payment.orderCode)).size).toBe(1);
    // The phone changed after the refusal is the one the new attempt asks.
    expect(payments().map((payment) => payment.phone)).toEqual(['912000002', '912000001']);
  });

  it('expired: at the deadline one last question, then "timer expired, try again"', async () => {
    const { actor, pass } = start(voucherInput({ phone: { prefix: '+351', phone: '912000004' } }));
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('waitingMbway'));
    const deadline = actor.getSnapshot().context.inProgress!.payment.deadline!;
    expect(Date.parse(deadline) - sandbox.clock.nowMs()).toBe(5 * 60_000);
    for (let elapsed = 0; elapsed < 5 * 60_000; elapsed += 5_000) {
      pass(5_000);
      await waitFor(actor, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    await waitFor(actor, (snapshot) => snapshot.matches('unpaid'));
    expect(actor.getSnapshot().context.error).toBe('confirmationExpired');
  });

  it('no deadline stated: never expired on its own; asked on until the answer says it ended, with no countdown', async () => {
    // The start's answer comes without a deadline; the request on the phone is never accepted,
    // and the middleware says "expired" at its own time limit (5 minutes).
    sandbox.setFault(
      'createVoucherPaymentLink',
      { kind: 'rewrite', rewrite: 'noDeadline' },
      { times: 1 },
    );
    const { actor, pass } = start(voucherInput({ phone: { prefix: '+351', phone: '912000004' } }));
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('waitingMbway'));
    expect(actor.getSnapshot().context.inProgress!.payment.deadline).toBeUndefined();
    expect(selectMbwayWait(actor.getSnapshot()).deadlineMs).toBeNull();
    pass(2_000);
    await waitFor(actor, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    expect(statusCalls()).toBe(1);
    expect(actor.getSnapshot().matches({ waitingMbway: 'waiting' })).toBe(true);
    expect(actor.getSnapshot().context.error).toBeNull();
    for (let elapsed = 2_000; elapsed < 4 * 60_000; elapsed += 5_000) {
      pass(5_000);
      await waitFor(actor, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    expect(statusCalls()).toBeGreaterThan(40);
    expect(actor.getSnapshot().matches('waitingMbway')).toBe(true);
    expect(selectMbwayWait(actor.getSnapshot()).deadlineMs).toBeNull();
    for (let elapsed = 4 * 60_000; elapsed < 5 * 60_000 + 5_000; elapsed += 5_000) {
      pass(5_000);
      await waitFor(
        actor,
        (snapshot) => !snapshot.hasTag('busy') && !snapshot.matches({ waitingMbway: 'checking' }),
      );
    }
    await waitFor(actor, (snapshot) => snapshot.matches('unpaid'));
    expect(actor.getSnapshot().context.error).toBe('confirmationExpired');
  });

  it('platform error (912000003): its message, and another method may be chosen', async () => {
    const { actor, pass } = start(voucherInput({ phone: { prefix: '+351', phone: '912000003' } }));
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('waitingMbway'));
    for (let second = 2; second <= 6; second += 2) {
      pass(2_000);
      await waitFor(actor, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    await waitFor(actor, (snapshot) => snapshot.matches('unpaid'));
    expect(actor.getSnapshot().context.error).toBe('paymentPlatformError');
    actor.send({ type: 'payment.change' });
    actor.send({ type: 'method.select', method: 'hipay_mb' });
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'referenceIssued',
      method: 'hipay_mb',
    });
  });

  it("a start whose answer is lost is looked up in Ana's bookings, never sent again: one order, one payment, paid", async () => {
    sandbox.setFault('createVoucherPaymentLink', { kind: 'lost' }, { times: 1 });
    const { actor, pass } = start(voucherInput());
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('waitingMbway'));
    expect(sandbox.seenOperations().get('createVoucherPaymentLink')).toBe(1);
    expect(sandbox.seenOperations().get('getMyBookings')).toBe(1);
    expect(payments()).toHaveLength(1);
    expect(sandbox.store.orders.size).toBe(1);
    for (let second = 2; second <= 10; second += 2) {
      pass(2_000);
      await waitFor(actor, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ status: 'paid' });
  });

  it('a start that failed before reaching the middleware is looked up, found not made, and only then tried again', async () => {
    sandbox.setFault('createVoucherPaymentLink', { kind: 'network' }, { times: 1 });
    const { actor } = start(voucherInput());
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches({ startUnknown: 'notStarted' }));
    expect(payments()).toHaveLength(0);
    actor.send({ type: 'payment.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('waitingMbway'));
    expect(payments()).toHaveLength(1);
    expect(sandbox.store.orders.size).toBe(1);
  });

  it('a final refusal of the request offers no retry of it', async () => {
    // SPEC 8's body, no code: a 422 of a voucher with a prize leaves too little to pay.
    sandbox.setFault('createVoucherPaymentLink', {
      kind: 'status',
      status: 422,
      message: 'Operação inválida.',
    });
    const { actor } = start(
      voucherInput({
        purchase: {
          kind: 'voucher',
          request: { campaignId: 101, numberOfPeople: 2, prizeId: 301 },
        },
      }),
    );
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().context.error).toBe('voucherAmountTooLow');
    expect(actor.getSnapshot().can({ type: 'payment.retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'payment.change' })).toBe(true);
  });

  it('an unknown status never counts as paid', async () => {
    const { actor, pass } = start(voucherInput());
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('waitingMbway'));
    sandbox.setFault('getMbwayPaymentStatus', { kind: 'malformed', shape: 'wrongTypes' });
    for (let second = 2; second <= 20; second += 2) {
      pass(2_000);
      await waitFor(actor, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    expect(actor.getSnapshot().matches('waitingMbway')).toBe(true);
  });
});

describe('payment chart: other methods', () => {
  it('ATM reference: entity and reference, the purchase pending; the host hears the reference', async () => {
    const { actor, notices } = start(voucherInput());
    actor.send({ type: 'method.select', method: 'hipay_mb' });
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    const output = actor.getSnapshot().output!;
    expect(output).toMatchObject({ status: 'referenceIssued', method: 'hipay_mb' });
    expect(notices).toEqual([
      {
        name: 'paymentReferenceIssued',
        detail: expect.objectContaining({ entity: '11249', reference: expect.any(String) }),
      },
    ]);
  });

  it('card: the page link, its status followed every 5 s until paid on the page', async () => {
    const { actor, pass } = start(voucherInput());
    actor.send({ type: 'method.select', method: 'hipay_cc' });
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingCard'));
    const { payment } = actor.getSnapshot().context.inProgress!;
    expect(payment.paymentUrl).toMatch(/\/__sandbox\/card\.html\?payment=/);
    pass(5_000);
    await waitFor(actor, (snapshot) => snapshot.matches({ awaitingCard: 'waiting' }));
    // The sandbox's card page: "Pagar" pressed.
    sandbox.chooseCardOutcome(payment.id, 'paid');
    pass(5_000);
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ status: 'paid', method: 'hipay_cc' });
  });

  it('in store: nothing charged now, the purchase awaits the merchant', async () => {
    const { actor } = start(voucherInput());
    actor.send({ type: 'method.select', method: 'IN_STORE_PAYMENT' });
    actor.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ status: 'inStore' });
  });

  it('a payment under way is followed after a reload, never started again', async () => {
    const first = start(voucherInput());
    first.actor.send({ type: 'payment.submit' });
    await waitFor(first.actor, (snapshot) => snapshot.matches('waitingMbway'));
    const inProgress = first.kept.at(-1) as PaymentInput['resume'];
    first.actor.stop();
    const again = start(voucherInput({ resume: inProgress }));
    expect(again.actor.getSnapshot().matches('waitingMbway')).toBe(true);
    again.pass(10_000);
    await waitFor(again.actor, (snapshot) => snapshot.status === 'done');
    expect(again.actor.getSnapshot().output).toMatchObject({ status: 'paid' });
    expect(payments()).toHaveLength(1);
  });
});

describe('payment chart: following a payment after a reload', () => {
  /** A payment started before the reload, and the chart's report of it. */
  async function underWay(method: 'hipay_mbway' | 'hipay_cc', phone = '912000001') {
    const first = start(voucherInput({ phone: { prefix: '+351', phone } }));
    if (method !== 'hipay_mbway') first.actor.send({ type: 'method.select', method });
    first.actor.send({ type: 'payment.submit' });
    await waitFor(first.actor, (snapshot) =>
      snapshot.matches(method === 'hipay_mbway' ? 'waitingMbway' : 'awaitingCard'),
    );
    first.actor.stop();
    sandbox.clearSeenOperations();
    return first.kept.at(-1) as PaymentInput['resume'];
  }

  const startingCalls = () =>
    ['createVoucherPaymentLink', 'createGuestVoucherPaymentLink', 'purchaseOrder'].filter(
      (operation) => sandbox.seenOperations().has(operation),
    );

  it('a refusal ends it, unpaid with its reason: no new attempt, nothing started', async () => {
    const inProgress = await underWay('hipay_mbway', '912000002');
    const { actor, pass, kept, notices } = start(voucherInput({ resume: inProgress }));
    expect(actor.getSnapshot().can({ type: 'payment.retry' })).toBe(false);
    for (let second = 2; second <= 6; second += 2) {
      pass(2_000);
      await waitFor(actor, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    await waitFor(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'unpaid',
      reason: 'paymentRefused',
      orderCode: inProgress!.orderCode,
    });
    expect(kept).toEqual([null]);
    // The host heard `paymentPending` when the payment began; now only how it ended.
    expect(notices.map((notice) => notice.name)).toEqual(['paymentFailed']);
    expect(startingCalls()).toEqual([]);
    expect(payments()).toHaveLength(1);
  });

  it('a card payment may be left (its page closed unpaid), never replaced by another method', async () => {
    const inProgress = await underWay('hipay_cc');
    const { actor } = start(voucherInput({ resume: inProgress }));
    expect(actor.getSnapshot().matches('awaitingCard')).toBe(true);
    expect(actor.getSnapshot().can({ type: 'payment.change' })).toBe(false);
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
    expect(startingCalls()).toEqual([]);
  });
});

// ------------------------------------------------------------------ coverage of the chart

type PaymentModelEvent = ModelEvent<typeof paymentMachine>;
type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;
const ev = (event: Record<string, unknown>) => event as unknown as PaymentModelEvent;
const done = (id: string, output: unknown) => ev({ type: `xstate.done.actor.${id}`, output });
const fail = (id: string, error: unknown) => ev({ type: `xstate.error.actor.${id}`, error });
const after = (delay: string, stateId: string) => ev({ type: `xstate.after.${delay}.${stateId}` });

/** The middleware's deadline, 5 minutes ahead of the frozen sandbox clock, or already past. */
const inFiveMinutes = () => new Date(sandbox.clock.nowMs() + 5 * 60_000).toISOString();
const aSecondAgo = () => new Date(sandbox.clock.nowMs() - 1_000).toISOString();
const startedWith = (deadline: string) =>
  done('startPayment', { orderCode: 'VOU-5001', payment: { id: 'pay-1', deadline } });

const PHONE_OK = { prefixValid: true, phoneValid: true, prefix: '+351', phone: '912000001' };
const PHONE_WRONG = { prefixValid: true, phoneValid: false, prefix: '+351', phone: '12' };

/**
 * What the visitor, the phone rules and the middleware can do at any point. A new attempt
 * (`payment.retry`, `payment.change` after a payment started) counts up `attempt`, and an
 * unreadable status answer counts up `unreadable`: one attempt and three unreadable answers are
 * walked, so the walk ends.
 */
function paymentEvents(snapshot: PaymentSnapshot): PaymentModelEvent[] {
  const { context } = snapshot;
  const visitor = [
    ...(['hipay_mbway', 'hipay_cc', 'hipay_mb', 'IN_STORE_PAYMENT'] as const).map((method) =>
      ev({ type: 'method.select', method }),
    ),
    ...(context.form.phone === '912000002'
      ? []
      : [ev({ type: 'phone.change', field: 'phone', value: '912000002' })]),
    ev({ type: 'payment.submit' }),
    ev({ type: 'payment.cancel' }),
    ev({ type: 'payment.check' }),
    ev({ type: 'payment.accept' }),
    ...(context.attempt === 0
      ? [ev({ type: 'payment.retry' }), ev({ type: 'payment.change' })]
      : []),
  ];
  const answers = [
    done('checkPhone', PHONE_OK),
    done('checkPhone', PHONE_WRONG),
    fail('checkPhone', new TypeError('phone rules did not load')),
    startedWith(inFiveMinutes()),
    startedWith(aSecondAgo()),
    done('startPayment', {
      orderCode: 'VOU-5001',
      payment: { id: 'pay-1', deadline: inFiveMinutes(), amount: 79.81 },
    }),
    done('startPayment', {
      orderCode: 'VOU-5001',
      payment: { id: 'pay-1', paymentUrl: 'https://evil.example/pay' },
    }),
    fail('startPayment', new ApiError('network', 'offline')),
    fail('startPayment', new ApiError('http', 'x', 422, 'voucherAmountTooLow')),
    fail('startPayment', new ApiError('http', 'x', 422)),
    done('findStartedPayment', {
      kind: 'started',
      orderCode: 'VOU-5001',
      payment: { id: 'pay-1', deadline: inFiveMinutes() },
    }),
    done('findStartedPayment', { kind: 'paid', orderCode: 'VOU-5001' }),
    done('findStartedPayment', { kind: 'notPaid', orderCode: 'VOU-5001' }),
    done('findStartedPayment', { kind: 'nothing' }),
    fail('findStartedPayment', new ApiError('network', 'offline')),
    ...(['paid', 'refused', 'platformError', 'expired', 'pending'] as const).map((outcome) =>
      done('fetchPaymentStatus', outcome),
    ),
    ...(context.unreadable < 3
      ? [fail('fetchPaymentStatus', new ApiError('malformed', 'off the contract'))]
      : []),
  ];
  const time = [
    after('mbwayPollInterval', 'payment.waitingMbway.waiting'),
    after('mbwayDeadline', 'payment.waitingMbway.waiting'),
    after('mbwayDeadline', 'payment.waitingMbway.checking'),
    after('mbwayAskOn', 'payment.waitingMbway.pastDeadline'),
    after('mbwayPollInterval', 'payment.waitingMbway.pastDeadline.pausing'),
    after('cardPollInterval', 'payment.awaitingCard.waiting'),
  ];
  return [...visitor, ...answers, ...time];
}

/** A payment under way after a reload, as the flow state keeps it. */
const underWayBy = (method: 'hipay_mbway' | 'hipay_cc') => ({
  orderCode: 'VOU-5001',
  method,
  payment: { id: 'pay-1', deadline: inFiveMinutes() },
  startedAtMs: sandbox.clock.nowMs(),
});

/** A start whose answer was lost when the page went, as the flow state keeps it. */
const startLostBy = (lookup: PaymentStart['lookup']): PaymentStart => ({
  method: 'hipay_mbway',
  requestedAtMs: sandbox.clock.nowMs(),
  lookup,
});

describe('payment chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    const models = [
      voucherInput(),
      voucherInput({ methods: [] }),
      voucherInput({ payer: { kind: 'guest' } }),
      voucherInput({ resume: underWayBy('hipay_mbway') }),
      voucherInput({ resume: underWayBy('hipay_cc') }),
      // Followed after a reload that came after its deadline.
      voucherInput({
        resume: {
          ...underWayBy('hipay_mbway'),
          payment: { id: 'pay-1', deadline: aSecondAgo() },
          startedAtMs: sandbox.clock.nowMs() - 6 * 60_000,
        },
      }),
      voucherInput({
        resumeStart: startLostBy({ kind: 'myBookings', campaignId: 101, count: 2 }),
      }),
      voucherInput({ resumeStart: startLostBy({ kind: 'none' }) }),
    ].map((input) => createMachineModel(paymentMachine, { input, events: paymentEvents }));
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});
