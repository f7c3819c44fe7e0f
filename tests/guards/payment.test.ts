// The payment chart's guards (machines/payment/payment.machine.ts), each driven through the chart
// with its calls answered here (the phone rules, the call that starts a payment, the status), so
// that every answer of SPEC 4 "Mobile-wallet payment status" and SPEC 8 can be given on purpose:
// MB WAY is the default where offered, an invalid phone or prefix is refused before anything is
// started (SPEC 5), "cancelled" is refused, "error_in_payment_platform" a platform error, the
// confirmation time limit expires when the middleware says so, and only "paid" is paid. Outcomes
// not known (a start or a status never answered, a deadline missing or absurd) are never taken as
// "not paid": README "Money safety". "Now" is set to 3 March 2026, 09:00 UTC.
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
import type { StartPaymentInput } from '../../machines/payment/payment.actors';
import type { PaymentOutcome, StartFound } from '../../machines/rules/payment';

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
  /** The status answers, in turn (the last one repeats); `unreadable` fails as off the contract. */
  statuses?: (PaymentOutcome | 'unreadable')[];
  /**
   * What looking up a start whose answer was lost finds, or the error it fails with; a list is
   * answered in turn (the last one repeats).
   */
  found?: StartFound | ApiError | (StartFound | ApiError)[];
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
  // The test's own list, so a test may change what the middleware says later on.
  const statuses = answers.statuses ?? ['pending'];
  const found = Array.isArray(answers.found)
    ? answers.found
    : [answers.found ?? { kind: 'nothing' }];
  let started = 0;
  let lookups = 0;
  const orderCodes: (string | null | undefined)[] = [];
  const actor = createActor(
    paymentMachine.provide({
      actors: {
        checkPhone: fromPromise(async () => answers.phone ?? validPhone),
        startPayment: fromPromise(async ({ input }: { input: StartPaymentInput }) => {
          started += 1;
          orderCodes.push(input.orderCode);
          const answer = answers.start ?? payment();
          if (answer instanceof ApiError) throw answer;
          return { orderCode: 'ORD-1', payment: answer };
        }),
        fetchPaymentStatus: fromPromise(async () => {
          const status = statuses.length > 1 ? statuses.shift()! : statuses[0]!;
          if (status === 'unreadable') throw new ApiError('malformed', 'off the contract');
          return status;
        }),
        findStartedPayment: fromPromise(async () => {
          lookups += 1;
          const answer = found.length > 1 ? found.shift()! : found[0]!;
          if (answer instanceof ApiError) throw answer;
          return answer;
        }),
      },
      actions: { notifyHost: () => {}, reportInProgress: () => {}, reportStarting: () => {} },
    }),
    { input: paymentInput, clock },
  ).start();
  return {
    actor,
    clock,
    started: () => started,
    lookups: () => lookups,
    /** The order each start paid again (null or absent: a new purchase). */
    orderCodes: () => orderCodes,
  };
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
    const answers = statuses.length;
    for (let asked = 0; asked < answers; asked += 1) {
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

describe('SPEC 4: the confirmation has a time limit; "expired" only when the middleware says so', () => {
  /** A payment started five minutes before now, its deadline now: followed after a reload. */
  const pastItsDeadline = () => ({
    ...resume('hipay_mbway', { deadline: NOW }),
    startedAtMs: Date.parse(NOW) - 5 * 60_000,
  });

  it('past its deadline, the status still pending: asked on for a minute, then not known (never "expired")', async () => {
    const { actor, clock } = start(input({ resume: pastItsDeadline() }), {
      statuses: ['pending'],
    });
    await settledOn(actor, (snapshot) =>
      snapshot.matches({ waitingMbway: { pastDeadline: 'pausing' } }),
    );
    for (let second = 0; second < 60; second += 5) {
      clock.increment(5_000);
      await settledOn(
        actor,
        (snapshot) =>
          !snapshot.hasTag('busy') &&
          !snapshot.matches({ waitingMbway: { pastDeadline: 'asking' } }),
      );
    }
    await settledOn(actor, (snapshot) => snapshot.matches('statusUnknown'));
    const snapshot = actor.getSnapshot();
    expect(snapshot.context.error).toBeNull();
    expect(snapshot.can({ type: 'payment.retry' })).toBe(false);
    expect(snapshot.can({ type: 'payment.change' })).toBe(false);
    expect(snapshot.can({ type: 'payment.check' })).toBe(true);
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().output).toMatchObject({ status: 'unconfirmed', orderCode: 'ORD-9' });
  });

  it('past its deadline, a status that says "expired" is expired', async () => {
    const { actor } = start(input({ resume: pastItsDeadline() }), { statuses: ['expired'] });
    await settledOn(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'unpaid',
      reason: 'confirmationExpired',
    });
  });

  it('asked again once not known: a "paid" answer is paid', async () => {
    const statuses: PaymentOutcome[] = ['pending'];
    const { actor, clock } = start(input({ resume: pastItsDeadline() }), { statuses });
    for (let second = 0; second <= 60; second += 5) {
      clock.increment(5_000);
      await settledOn(actor, (snapshot) => !snapshot.hasTag('busy'));
    }
    await settledOn(actor, (snapshot) => snapshot.matches('statusUnknown'));
    statuses.splice(0, statuses.length, 'paid');
    actor.send({ type: 'payment.check' });
    await settledOn(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ status: 'paid' });
  });

  it('one second before its deadline it is still waited for', () => {
    const { actor } = start(
      input({
        resume: {
          ...resume('hipay_mbway', { deadline: '2026-03-03T09:00:01Z' }),
          startedAtMs: Date.parse(NOW) - 60_000,
        },
      }),
    );
    expect(actor.getSnapshot().matches({ waitingMbway: 'waiting' })).toBe(true);
  });

  it('at the deadline of a payment started here, still pending: asked on, not "expired"', async () => {
    const { actor, clock } = start(input(), {
      start: payment({ deadline: '2026-03-03T09:00:03Z' }),
      statuses: ['pending'],
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('waitingMbway'));
    sandbox.clock.setNow('2026-03-03T09:00:03Z', { frozen: true });
    clock.increment(3_000);
    await settledOn(actor, (snapshot) =>
      snapshot.matches({ waitingMbway: { pastDeadline: 'pausing' } }),
    );
    expect(actor.getSnapshot().context.error).toBeNull();
  });

  it.each([
    ['no deadline', undefined],
    ['a deadline already past', '2026-03-03T08:59:00Z'],
    ['a deadline a year ahead', '2027-03-03T09:00:00Z'],
    ['a deadline that is not a date', 'soon'],
  ])('%s: waited for, never "time is up" at once', async (_, deadline) => {
    const { actor, clock } = start(input(), {
      start: payment({ deadline }),
      statuses: ['pending'],
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches({ waitingMbway: 'waiting' }));
    // The usual window (5 minutes) stands in for it: asked on past it, not ended.
    for (let second = 0; second < 5 * 60; second += 5) {
      sandbox.clock.advance(5_000);
      clock.increment(5_000);
      await settledOn(actor, (snapshot) => !snapshot.hasTag('busy'));
    }
    await settledOn(actor, (snapshot) => snapshot.matches({ waitingMbway: 'pastDeadline' }));
    expect(actor.getSnapshot().status).toBe('active');
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('status answers that cannot be read: asked on, with longer pauses; named after three', () => {
  it('three unreadable answers in a row are counted; the pauses double; a readable one resets', async () => {
    const { actor, clock } = start(input(), {
      statuses: ['unreadable', 'unreadable', 'unreadable', 'pending'],
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches({ waitingMbway: 'waiting' }));
    const askedAfter = async (ms: number) => {
      clock.increment(ms - 1);
      expect(actor.getSnapshot().matches({ waitingMbway: 'waiting' })).toBe(true);
      clock.increment(1);
      await settledOn(actor, (snapshot) => snapshot.matches({ waitingMbway: 'waiting' }));
    };
    await askedAfter(2_000); // 1st: unreadable
    expect(actor.getSnapshot().context.unreadable).toBe(1);
    await askedAfter(2_000); // 2nd
    await askedAfter(4_000); // 3rd: named from now on
    expect(actor.getSnapshot().context.unreadable).toBe(3);
    await askedAfter(8_000); // pending: read again
    expect(actor.getSnapshot().context.unreadable).toBe(0);
    expect(actor.getSnapshot().status).toBe('active');
  });

  it('never ends the wait: the visitor may stop waiting, and is told it is not known', async () => {
    const { actor, clock } = start(input(), { statuses: ['unreadable'] });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('waitingMbway'));
    clock.increment(2_000);
    await settledOn(actor, (snapshot) => snapshot.context.unreadable === 1);
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().output).toMatchObject({
      status: 'unconfirmed',
      orderCode: 'ORD-1',
      method: 'hipay_mbway',
    });
  });
});

describe('a start whose answer is lost is looked up, never sent again', () => {
  const lost = new ApiError('network', 'offline');

  it("found started (a user's voucher in their bookings): followed, one start only", async () => {
    const { actor, started, lookups } = start(input(), {
      start: lost,
      found: { kind: 'started', orderCode: 'VOU-7', payment: payment({ id: 'pay-7' }) },
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('waitingMbway'));
    expect(actor.getSnapshot().context.inProgress).toMatchObject({
      orderCode: 'VOU-7',
      payment: { id: 'pay-7' },
    });
    expect([started(), lookups()]).toEqual([1, 1]);
  });

  it('found paid: paid', async () => {
    const { actor, started } = start(input(), {
      start: lost,
      found: { kind: 'paid', orderCode: 'VOU-7' },
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.status === 'done');
    expect(actor.getSnapshot().output).toMatchObject({ status: 'paid', orderCode: 'VOU-7' });
    expect(started()).toBe(1);
  });

  it('nothing found: known not done, and only then a new attempt (a new key)', async () => {
    const { actor, started } = start(input({ methods: ['hipay_cc'] }), { start: lost });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches({ startUnknown: 'notStarted' }));
    expect(actor.getSnapshot().can({ type: 'payment.retry' })).toBe(true);
    const attempt = actor.getSnapshot().context.attempt;
    actor.send({ type: 'payment.retry' });
    expect(actor.getSnapshot().context.attempt).toBe(attempt + 1);
    await settledOn(actor, (snapshot) => snapshot.matches('startUnknown'));
    expect(started()).toBe(2);
  });

  it('an order found not paid is paid again on the next attempts, even after a start found nothing: never a second order', async () => {
    const { actor, orderCodes } = start(input({ methods: ['hipay_cc'] }), {
      start: lost,
      found: [{ kind: 'notPaid', orderCode: 'VOU-7' }, { kind: 'nothing' }],
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches({ startUnknown: 'notStarted' }));
    actor.send({ type: 'payment.retry' });
    await settledOn(actor, (snapshot) => snapshot.matches({ startUnknown: 'notStarted' }));
    actor.send({ type: 'payment.retry' });
    await settledOn(actor, (snapshot) => snapshot.matches({ startUnknown: 'notStarted' }));
    expect(orderCodes()).toEqual([null, 'VOU-7', 'VOU-7']);
  });

  it('the lookup unanswered too: still not known; asked again, never a new attempt', async () => {
    const { actor, lookups } = start(input(), { start: lost, found: lost });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches({ startUnknown: 'lookupFailed' }));
    expect(actor.getSnapshot().can({ type: 'payment.retry' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'payment.change' })).toBe(false);
    actor.send({ type: 'payment.check' });
    await settledOn(actor, (snapshot) => snapshot.matches({ startUnknown: 'lookupFailed' }));
    expect(lookups()).toBe(2);
  });

  it.each([
    ["a guest's voucher", input({ payer: { kind: 'guest' } })],
    ['the premium membership', input({ purchase: { kind: 'premium' } })],
  ])(
    '%s has no lookup: said so, no new attempt, and leaving says it is not known',
    async (_, paying) => {
      const { actor, lookups } = start(paying, { start: lost });
      actor.send({ type: 'payment.submit' });
      await settledOn(actor, (snapshot) => snapshot.matches({ startUnknown: 'noLookup' }));
      const snapshot = actor.getSnapshot();
      expect(snapshot.can({ type: 'payment.retry' })).toBe(false);
      expect(snapshot.can({ type: 'payment.check' })).toBe(false);
      expect(lookups()).toBe(0);
      actor.send({ type: 'payment.cancel' });
      expect(actor.getSnapshot().output).toMatchObject({ status: 'unconfirmed', orderCode: null });
    },
  );

  it("an order's payment is looked up by the order (after a refusal, the next attempt)", async () => {
    const { actor } = start(input({ purchase: { kind: 'order', orderCode: 'ENC-3' } }), {
      start: lost,
      found: lost,
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('startUnknown'));
    expect(actor.getSnapshot().context.start?.lookup).toEqual({
      kind: 'orderStatus',
      orderCode: 'ENC-3',
      previousPaymentId: null,
    });
  });
});

describe('the amount the visitor confirmed is the amount asked', () => {
  it('a payment asking another amount stops until the visitor accepts it', async () => {
    const { actor } = start(input({ amount: 113.73 }), { start: payment({ amount: 113.74 }) });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('amountDiffers'));
    expect(actor.getSnapshot().context.answeredAmount).toBe(113.74);
    actor.send({ type: 'payment.accept' });
    expect(actor.getSnapshot().matches('waitingMbway')).toBe(true);
    expect(actor.getSnapshot().context.amount).toBe(113.74);
  });

  it('or leaves: not known (the request may still be accepted on the phone)', async () => {
    const { actor } = start(input({ amount: 113.73 }), { start: payment({ amount: 113.74 }) });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('amountDiffers'));
    actor.send({ type: 'payment.cancel' });
    expect(actor.getSnapshot().output).toMatchObject({ status: 'unconfirmed' });
  });

  it('the same amount, to the cent, goes on', async () => {
    const { actor } = start(input({ amount: 0.1 + 0.2 }), { start: payment({ amount: 0.3 }) });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('waitingMbway'));
  });
});

describe("a card page is opened only over https on a payment provider's host", () => {
  it.each([
    ['http', 'http://pagamentos.sandbox.example/hipay_cc/pay-1'],
    ['another host', 'https://evil.example/hipay_cc/pay-1'],
    ['a look-alike host', 'https://pagamentos.sandbox.example.evil.example/pay-1'],
    ['credentials in it', 'https://a:b@pagamentos.sandbox.example/pay-1'],
  ])('%s: refused, never followed; another method may be chosen', async (_, paymentUrl) => {
    const { actor } = start(input({ methods: ['hipay_cc', 'hipay_mb'] }), {
      start: payment({ paymentUrl, deadline: undefined }),
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('cardPageRefused'));
    actor.send({ type: 'payment.change' });
    expect(actor.getSnapshot().value).toBe('choosing');
  });

  it('an MB WAY payment opens no page: a page on another host in its answer is not a reason to stop', async () => {
    const { actor } = start(input(), {
      start: payment({ paymentUrl: 'https://evil.example/hipay_mbway/pay-1' }),
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('waitingMbway'));
  });

  it("the sandbox's page (where the sandbox runs) is followed", async () => {
    const { actor } = start(input({ methods: ['hipay_cc'] }), {
      start: payment({ paymentUrl: 'https://pagamentos.sandbox.example/hipay_cc/pay-1' }),
    });
    actor.send({ type: 'payment.submit' });
    await settledOn(actor, (snapshot) => snapshot.matches('awaitingCard'));
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

describe('SPEC 8: a fault while starting is not known (looked up); a refusal is not done', () => {
  const failing = (kind: ApiError['kind'], status?: number, code?: ErrorCode) =>
    new ApiError(kind, 'failed', status, code);

  it.each([
    ['no answer', failing('network')],
    ['the 40 s time-out', failing('timeout')],
    ['an answer off the contract', failing('malformed')],
    ['a server error', failing('http', 500)],
  ])(
    '%s: not known, looked up; no "try again" until the lookup says nothing started',
    async (_, error) => {
      const { actor } = start(input({ methods: ['hipay_cc'] }), {
        start: error,
        found: failing('network'),
      });
      actor.send({ type: 'payment.submit' });
      await settledOn(actor, (snapshot) => snapshot.matches({ startUnknown: 'lookupFailed' }));
      expect(actor.getSnapshot().can({ type: 'payment.retry' })).toBe(false);
    },
  );

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
