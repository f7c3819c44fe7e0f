// The payment chart's guards (machines/payment/payment.machine.ts), each driven through the chart
// with its calls answered here (the phone rules, the call that starts a payment, the status), so
// that every answer of SPEC 4 "Mobile-wallet payment status" and SPEC 8 can be given on purpose:
// MB WAY is the default where offered, an invalid phone or prefix is refused before anything is
// started (SPEC 5), "cancelled" is refused, "error_in_payment_platform" a platform error, the
// confirmation time limit expires, and only "paid" is paid. "Now" is set to 3 March 2026, 09:00 UTC.
import { beforeEach, describe, expect, it } from 'vitest';
import { createActor, fromPromise, SimulatedClock, waitFor, type SnapshotFrom } from 'xstate';
import { ApiError, type ErrorCode } from '../../api/errors';
import { sandbox } from '../../api/sandbox/control';
import {
  paymentMachine,
  type Payment,
  type PaymentInProgress,
  type PaymentInput,
  type PaymentMethodCode,
} from '../../machines/payment/payment.machine';
import type { PhoneCheck } from '../../machines/rules/authValidation';
import type { PaymentOutcome } from '../../machines/rules/payment';

const NOW = '2026-03-03T09:00:00Z';
beforeEach(() => sandbox.clock.setNow(NOW, { frozen: true }));

const validPhone: PhoneCheck = {
  prefixValid: true,
  phoneValid: true,
  prefix: '+351',
  phone: '912000001',
};

interface Answers {
  phone?: PhoneCheck;
  /** What starting the payment answers, or the error it fails with. */
  start?: Payment | ApiError;
  /** The status answers, in turn (the last one repeats). */
  statuses?: PaymentOutcome[];
}

const payment = (overrides: Partial<Payment> = {}): Payment => ({
  id: 'pay-1',
  deadline: '2026-03-03T09:05:00Z',
  ...overrides,
});

function input(overrides: Partial<PaymentInput> = {}): PaymentInput {
  return {
    amount: 39.9,
    methods: ['hipay_mbway', 'hipay_cc', 'hipay_mb', 'IN_STORE_PAYMENT'],
    purchase: { kind: 'voucher', request: { campaignId: 101, numberOfPeople: 1 } },
    payer: { kind: 'user', userId: 1001, token: 'tok-ana' },
    phone: { prefix: '+351', phone: '912000001' },
    keySeed: 'seed',
    ...overrides,
  };
}

function start(paymentInput: PaymentInput, answers: Answers = {}) {
  const clock = new SimulatedClock();
  const statuses = [...(answers.statuses ?? ['pending'])];
  let started = 0;
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        checkPhone: fromPromise(async () => answers.phone ?? validPhone),
        startPayment: fromPromise(async () => {
          started += 1;
          const answer = answers.start ?? payment();
          if (answer instanceof ApiError) throw answer;
          return { orderCode: 'ORD-1', payment: answer };
        }),
        fetchPaymentStatus: fromPromise(async () =>
          statuses.length > 1 ? statuses.shift()! : statuses[0]!,
        ),
      },
      actions: { notifyHost: () => {}, reportInProgress: () => {} },
    }),
    { input: paymentInput, clock },
  ).start();
  return { actor, clock, started: () => started };
}

type Chart = ReturnType<typeof start>['actor'];
const settledOn = (
  actor: Chart,
  done: (snapshot: SnapshotFrom<typeof paymentMachine>) => boolean,
) => waitFor(actor, done, { timeout: 2_000 });

/** A payment under way after a reload, by method. */
function resume(method: PaymentMethodCode, paid: Partial<Payment> = {}): PaymentInProgress {
  return { orderCode: 'ORD-9', method, payment: payment(paid), startedAtMs: Date.parse(NOW) };
}

describe('SPEC 4: MB WAY is the default selection; SPEC 8: no payment methods', () => {
  it('no method offered: "No payment methods available", nothing to submit', () => {
    const { actor } = start(input({ methods: [] }));
    expect(actor.getSnapshot().value).toBe('noMethods');
    expect(actor.getSnapshot().can({ type: 'payment.submit' })).toBe(false);
  });

  it('one method offered is enough to choose', () => {
    const { actor } = start(input({ methods: ['hipay_cc'] }));
    expect(actor.getSnapshot().value).toBe('choosing');
    expect(actor.getSnapshot().context.method).toBe('hipay_cc');
  });

  it('only an offered method can be selected', () => {
    const { actor } = start(input({ methods: ['hipay_mbway', 'hipay_cc'] }));
    expect(actor.getSnapshot().can({ type: 'method.select', method: 'hipay_mb' })).toBe(false);
    actor.send({ type: 'method.select', method: 'hipay_mb' });
    expect(actor.getSnapshot().context.method).toBe('hipay_mbway');
    actor.send({ type: 'method.select', method: 'hipay_cc' });
    expect(actor.getSnapshot().context.method).toBe('hipay_cc');
  });
});

describe('SPEC 5: the MB WAY phone is checked before anything is started', () => {
  it('MB WAY asks for the phone first; a card payment starts at once', async () => {
    const mbway = start(input());
    mbway.actor.send({ type: 'payment.submit' });
    expect(mbway.actor.getSnapshot().value).toBe('checkingPhone');

    const card = start(input({ methods: ['hipay_cc'] }));
    card.actor.send({ type: 'payment.submit' });
    expect(card.actor.getSnapshot().value).toBe('requesting');
    await settledOn(card.actor, (snapshot) => snapshot.matches('awaitingCard'));
    expect(card.started()).toBe(1);
  });

  it.each([
    ['an invalid prefix', { ...validPhone, prefixValid: false }, { prefix: 'prefixInvalid' }],
    ['an invalid mobile number', { ...validPhone, phoneValid: false }, { phone: 'phoneInvalid' }],
  ])('%s is refused beside its field, and no payment is started', async (_, check, errors) => {
    const { actor, started } = start(input(), { phone: check });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('choosing'));
    expect(actor.getSnapshot().context.fieldErrors).toEqual(errors);
    expect(started()).toBe(0);
  });

  it('a valid prefix and number start the payment', async () => {
    const { actor, started } = start(input());
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('waitingMbway'));
    expect(started()).toBe(1);
  });
});

describe('SPEC 4 mobile-wallet payment status, and SPEC 8 its messages', () => {
  async function mbwayAnswered(statuses: PaymentOutcome[]) {
    const chart = start(input(), { statuses });
    chart.actor.send({ type: 'payment.submit' });
    await settledOn(chart.actor, (snapshot) => snapshot.matches('waitingMbway'));
    for (let asked = 0; asked < statuses.length; asked += 1) {
      chart.clock.increment(2_000);
      await settledOn(chart.actor, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    return chart.actor.getSnapshot();
  }

  it('"paid" is paid', async () => {
    const snapshot = await mbwayAnswered(['pending', 'paid']);
    expect(snapshot.value).toBe('paid');
    expect(snapshot.output).toMatchObject({ status: 'paid', orderCode: 'ORD-1' });
  });

  it.each([
    ['refused' as const, 'paymentRefused'],
    ['platformError' as const, 'paymentPlatformError'],
    ['expired' as const, 'confirmationExpired'],
  ])('%s ends unpaid with SPEC 8 "%s", a new attempt offered', async (outcome, code) => {
    const snapshot = await mbwayAnswered(['pending', outcome]);
    expect(snapshot.value).toBe('unpaid');
    expect(snapshot.context.error).toBe(code);
    expect(snapshot.can({ type: 'payment.retry' })).toBe(true);
  });

  it('still pending: the wait goes on, nothing is paid', async () => {
    const snapshot = await mbwayAnswered(['pending', 'pending', 'pending']);
    expect(snapshot.matches({ waitingMbway: 'waiting' })).toBe(true);
    expect(snapshot.status).toBe('active');
  });

  it('a card payment "paid" is paid, "cancelled" refused', async () => {
    for (const [statuses, ends] of [
      [['paid'], 'paid'],
      [['refused'], 'unpaid'],
    ] as const) {
      const { actor, clock } = start(input({ methods: ['hipay_cc'] }), { statuses: [...statuses] });
      actor.send({ type: 'payment.submit' });
      await settledOn(actor, (snapshot) => snapshot.matches('awaitingCard'));
      clock.increment(5_000);
      await settledOn(actor, (snapshot) => snapshot.value === ends);
    }
  });
});

describe('SPEC 4: the confirmation has a time limit; when it expires the user must retry', () => {
  it('a payment followed after its deadline is asked once more, then expired', async () => {
    const { actor } = start(input({ resume: resume('hipay_mbway', { deadline: NOW }) }), {
      statuses: ['pending'],
    });
    await settledOn(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'unpaid',
      reason: 'confirmationExpired',
    });
  });

  it('one second before its deadline it is still waited for', () => {
    const { actor } = start(
      input({ resume: resume('hipay_mbway', { deadline: '2026-03-03T09:00:01Z' }) }),
    );
    expect(actor.getSnapshot().matches({ waitingMbway: 'waiting' })).toBe(true);
  });

  it('at the deadline of a payment started here, one last question, then expired', async () => {
    const { actor, clock } = start(input(), {
      start: payment({ deadline: '2026-03-03T09:00:03Z' }),
      statuses: ['pending'],
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('waitingMbway'));
    sandbox.clock.setNow('2026-03-03T09:00:03Z', { frozen: true });
    clock.increment(3_000);
    await settledOn(actor, (snapshot) => snapshot.matches('unpaid'));
    expect(actor.getSnapshot().context.error).toBe('confirmationExpired');
  });
});

describe('a payment followed after a reload (SPEC 4 payment methods by how they are paid)', () => {
  it.each([
    ['hipay_mbway', { waitingMbway: 'waiting' }],
    ['SIBS_MBWAY', { waitingMbway: 'waiting' }],
    ['hipay_cc', { awaitingCard: 'waiting' }],
    ['VIVA_WALLET', { awaitingCard: 'waiting' }],
  ] as const)('%s is followed as it is paid', (method, state) => {
    const { actor, started } = start(input({ resume: resume(method) }));
    expect(actor.getSnapshot().value).toEqual(state);
    expect(started()).toBe(0);
  });

  it.each([
    ['hipay_mb', 'referenceIssued'],
    ['IN_STORE_PAYMENT', 'inStore'],
  ] as const)('%s ends at once (%s): nothing to wait for', (method, status) => {
    const { actor } = start(input({ resume: resume(method) }));
    expect(actor.getSnapshot().output).toMatchObject({ status, orderCode: 'ORD-9' });
  });

  it('a resumed card payment may be left, but not swapped for another method', () => {
    const { actor } = start(input({ resume: resume('hipay_cc') }));
    expect(actor.getSnapshot().can({ type: 'payment.change' })).toBe(false);
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().output).toEqual({ status: 'cancelled' });
  });

  it('a card payment started here may be swapped for another method, not left', async () => {
    const { actor } = start(input({ methods: ['hipay_cc', 'hipay_mb'] }));
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('awaitingCard'));
    expect(actor.getSnapshot().can({ type: 'payment.cancel' })).toBe(false);
    actor.send({ type: 'payment.change' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('a resumed payment refused ends there: a new attempt would be another payment', async () => {
    const { actor, clock, started } = start(input({ resume: resume('hipay_mbway') }), {
      statuses: ['refused'],
    });
    clock.increment(2_000);
    await settledOn(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'unpaid',
      reason: 'paymentRefused',
    });
    expect(started()).toBe(0);
  });

  it('a payment refused here offers a new attempt, with the phone checked again', async () => {
    const { actor, clock } = start(input(), { statuses: ['refused'] });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('waitingMbway'));
    clock.increment(2_000);
    await settledOn(actor, (snapshot) => snapshot.matches('unpaid'));
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('checkingPhone');
  });

  it('a card payment refused here starts again at once on a new attempt', async () => {
    const { actor, clock } = start(input({ methods: ['hipay_cc'] }), { statuses: ['refused'] });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('awaitingCard'));
    clock.increment(5_000);
    await settledOn(actor, (snapshot) => snapshot.matches('unpaid'));
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().value).toBe('requesting');
  });
});

describe('SPEC 8: a fault while starting may be retried; a refusal by the middleware may not', () => {
  const failing = (kind: ApiError['kind'], status?: number, code?: ErrorCode) =>
    new ApiError(kind, 'failed', status, code);

  it.each([
    ['no answer', failing('network')],
    ['the 40 s time-out', failing('timeout')],
    ['an answer off the contract', failing('malformed')],
    ['a server error', failing('http', 500)],
  ])('%s: "try again" is offered', async (_, error) => {
    const { actor } = start(input({ methods: ['hipay_cc'] }), { start: error });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'payment.retry' })).toBe(true);
  });

  it.each([
    ['payment refused', failing('http', 402, 'paymentRefused')],
    ['the voucher amount below 2 €', failing('http', 400, 'voucherAmountTooLow')],
    ['no payment methods', failing('http', 400, 'noPaymentMethods')],
  ])('%s: no retry of the same request, another method instead', async (_, error) => {
    const { actor } = start(input({ methods: ['hipay_cc', 'hipay_mb'] }), { start: error });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('failed'));
    expect(actor.getSnapshot().can({ type: 'payment.retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'method.select', method: 'hipay_mb' })).toBe(true);
  });
});
