// The premium membership chart with its real children (the campaign call, the sign-in, the
// payment chart, the profile read again) against the sandbox middleware: what joining makes the
// middleware sell and charge, judged by the sandbox's store (the PRM order, its payment, the
// user made premium), and what the chart tells the widget. Time passes on the sandbox clock and
// a simulated clock together. A coverage model at the end walks every state.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor, type Actor } from 'xstate';
import { campaignFixture } from '../../api/sandbox/fixtures';
import { sandbox } from '../../api/sandbox/control';
import { ApiError } from '../../api/errors';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import { paymentFixture } from '../../api/sandbox/fixtures';
import {
  premiumMachine,
  type PremiumInput,
  type PremiumReport,
  type UserIdentity,
} from '../../machines/premium/premium.machine';
import { selectAmountText } from '../../machines/payment/payment.selectors';
import { formatEuro } from '../../machines/rules/format';
import {
  selectExample,
  selectMonthlyPrice,
  selectPremiumStep,
} from '../../machines/premium/premium.selectors';
import { anaUser, miguelUser, premiumInput } from '../../stories/support/premiumFixtures';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

let actor: Actor<typeof premiumMachine> | null = null;
afterEach(() => actor?.stop());

function start(input: PremiumInput) {
  const clock = new SimulatedClock();
  const reports: PremiumReport[] = [];
  actor = createActor(
    premiumMachine.provide({ actions: { report: (_, report) => reports.push(report) } }),
    { clock, input },
  ).start();
  const pass = (ms: number) => {
    sandbox.clock.advance(ms);
    clock.increment(ms);
  };
  return { actor, pass, reports };
}

const payment = (premium: Actor<typeof premiumMachine>) => premium.getSnapshot().children.payment;

const premiumOrders = () =>
  [...sandbox.store.orders.values()]
    .map((record) => record.order)
    .filter((order) => order.orderCode.startsWith('PRM-'));

const isPremiumInStore = (userId: number) => sandbox.store.users.get(userId)!.user.isPremium;

/** The MB WAY request is on its way: the status is asked every 2 s until the sandbox says paid. */
async function payByMbway(
  premium: Actor<typeof premiumMachine>,
  pass: (ms: number) => void,
  phone: string,
) {
  await waitFor(premium, (snapshot) => snapshot.matches('paying'));
  const paying = payment(premium)!;
  paying.send({ type: 'phone.change', field: 'phone', value: phone });
  paying.send({ type: 'payment.submit' });
  await waitFor(paying, (snapshot) => snapshot.matches('waitingMbway'));
  for (let second = 2; second <= 10; second += 2) {
    pass(2_000);
    await waitFor(paying, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
  }
}

describe('premium membership', () => {
  it('shows the monthly price and, on campaign 101, the smart price with its extra discount and the premium points', async () => {
    const { actor } = start(premiumInput(anaUser));
    await waitFor(actor, (snapshot) => snapshot.matches('overview'));
    expect(selectMonthlyPrice(actor.getSnapshot())).toBe(4.99);
    // SPEC 9: (39,90 - 35,90) / 39,90 = 10.03 %, rounded 10.
    expect(selectExample(actor.getSnapshot())).toEqual({
      title: 'Jantar de degustação para dois',
      offer: expect.objectContaining({
        normalPrice: 39.9,
        smartPrice: 35.9,
        extraDiscountPercent: 10,
      }),
      points: { normal: 40, premium: 80 },
    });
  });

  it('Ana joins by MB WAY 912000001: one PRM order of 4,99 € paid, she is premium in the sandbox and the widget is told at once', async () => {
    const { actor, pass, reports } = start(premiumInput(anaUser));
    await waitFor(actor, (snapshot) => snapshot.matches('overview'));
    actor.send({ type: 'premium.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    // MB WAY, card and ATM reference: a membership is not paid in store.
    expect(payment(actor)!.getSnapshot().context.methods).toEqual([
      'hipay_mbway',
      'hipay_cc',
      'hipay_mb',
    ]);
    await payByMbway(actor, pass, '912000001');
    await waitFor(actor, (snapshot) => snapshot.matches('joined'));

    expect(premiumOrders()).toEqual([expect.objectContaining({ total: 4.99 })]);
    expect(sandbox.store.orderView(premiumOrders()[0]!.orderCode).status).toBe(
      'awaiting_confirmation',
    );
    expect(isPremiumInStore(1001)).toBe(true);
    expect(actor.getSnapshot().context.user!.user).toMatchObject({
      id: 1001,
      token: 'tok-ana',
      isPremium: true,
    });
    expect(reports).toEqual([
      // Being started (kept before the request), then started.
      expect.objectContaining({ type: 'payment.pending' }),
      expect.objectContaining({ type: 'payment.pending' }),
      { type: 'payment.settled' },
      {
        type: 'premium.joined',
        identity: expect.objectContaining({
          kind: 'user',
          loginSource: 'own',
          user: expect.objectContaining({ id: 1001, isPremium: true, token: 'tok-ana' }),
        }),
      },
    ]);
  });

  it('reports the payment under way to be kept (Ana by id, never her token; "Premium", 4,99 €), then its end', async () => {
    const { actor, pass, reports } = start(premiumInput(anaUser, { campaign: null }));
    actor.send({ type: 'premium.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'phone.change', field: 'phone', value: '912000001' });
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(payment(actor)!, (snapshot) => snapshot.matches('waitingMbway'));
    const [order] = premiumOrders();
    const [started] = [...sandbox.store.payments.values()];
    expect(reports).toEqual([
      // Kept before the request goes out: SPEC 7 has no call that would find it again.
      {
        type: 'payment.pending',
        payment: expect.objectContaining({
          starting: {
            method: 'hipay_mbway',
            requestedAtMs: sandbox.clock.nowMs(),
            lookup: { kind: 'none' },
          },
          purchase: 'premium',
          payer: { kind: 'user', userId: 1001 },
        }),
      },
      {
        type: 'payment.pending',
        payment: {
          inProgress: {
            orderCode: order!.orderCode,
            method: 'hipay_mbway',
            payment: expect.objectContaining({
              id: started!.id,
              deadline: expect.any(String),
            }),
            startedAtMs: sandbox.clock.nowMs(),
          },
          purchase: 'premium',
          payer: { kind: 'user', userId: 1001 },
          phone: { prefix: '+351', phone: '912000001' },
          title: 'Premium',
          campaignId: null,
          amount: 4.99,
        },
      },
    ]);
    expect(JSON.stringify(reports)).not.toContain('tok-ana');
    for (let second = 2; second <= 10; second += 2) {
      pass(2_000);
      await waitFor(payment(actor)!, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    await waitFor(actor, (snapshot) => snapshot.matches('joined'));
    expect(reports.map((report) => report.type)).toEqual([
      'payment.pending',
      'payment.pending',
      'payment.settled',
      'premium.joined',
    ]);
  });

  it('without a stated price, the payment under way is kept at the amount the link answers', async () => {
    const { actor, reports } = start(premiumInput(anaUser, { price: null, campaign: null }));
    actor.send({ type: 'premium.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'method.select', method: 'hipay_cc' });
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(payment(actor)!, (snapshot) => snapshot.matches('awaitingCard'));
    expect(reports.at(-1)).toEqual({
      type: 'payment.pending',
      payment: expect.objectContaining({ purchase: 'premium', amount: 4.99 }),
    });
  });

  it('a member (Miguel) is told so: nothing to pay, no join, no order', async () => {
    const { actor } = start(premiumInput(miguelUser));
    await waitFor(actor, (snapshot) => snapshot.matches('member'));
    expect(selectPremiumStep(actor.getSnapshot())).toBe('member');
    expect(actor.getSnapshot().can({ type: 'premium.join' })).toBe(false);
    expect(premiumOrders()).toEqual([]);
  });

  it('signed out: "Aderir" signs in first (no guest path); Miguel, a member, pays nothing and his sign-in is reported', async () => {
    const { actor, reports } = start(premiumInput(null, { campaign: null }));
    expect(actor.getSnapshot().matches('overview')).toBe(true);
    actor.send({ type: 'premium.join' });
    const auth = actor.getSnapshot().children.auth!;
    expect(auth.getSnapshot().context).toMatchObject({ reason: 'premium', allowGuestLogin: false });
    auth.send({ type: 'form.change', field: 'email', value: 'miguel.costa@example.pt' });
    auth.send({ type: 'email.submit' });
    await waitFor(auth, (snapshot) => snapshot.matches('enteringPassword'));
    auth.send({ type: 'form.change', field: 'password', value: 'Premium123' });
    auth.send({ type: 'password.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('member'));
    expect(reports).toEqual([
      {
        type: 'booking.signedIn',
        identity: expect.objectContaining({
          kind: 'user',
          user: expect.objectContaining({ id: 1002 }),
        }),
      },
    ]);
    expect(premiumOrders()).toEqual([]);
  });

  it('signed out: Ana signs in, then pays straight away', async () => {
    const { actor } = start(premiumInput(null, { campaign: null }));
    actor.send({ type: 'premium.join' });
    const auth = actor.getSnapshot().children.auth!;
    auth.send({ type: 'form.change', field: 'email', value: 'ana.silva@example.pt' });
    auth.send({ type: 'email.submit' });
    await waitFor(auth, (snapshot) => snapshot.matches('enteringPassword'));
    auth.send({ type: 'form.change', field: 'password', value: 'Segredo123' });
    auth.send({ type: 'password.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    expect(payment(actor)!.getSnapshot().context.payer).toEqual({
      kind: 'user',
      userId: 1001,
      token: 'tok-ana',
    });
  });

  it('an ATM reference leaves the membership pending until paid: Ana is not premium yet', async () => {
    const { actor } = start(premiumInput(anaUser));
    await waitFor(actor, (snapshot) => snapshot.matches('overview'));
    actor.send({ type: 'premium.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'method.select', method: 'hipay_mb' });
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingPayment'));
    expect(actor.getSnapshot().context.payment).toMatchObject({
      status: 'referenceIssued',
      payment: { atmEntity: '11249', amount: 4.99 },
    });
    expect(premiumOrders()).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
    expect(isPremiumInStore(1001)).toBe(false);
  });

  it('without a stated price (a local host), the link asked without a method tells it: the payment step shows it before a method is chosen, and nothing is ordered until "Pagar"', async () => {
    const { actor } = start(premiumInput(anaUser, { price: null, campaign: null }));
    actor.send({ type: 'premium.join' });
    expect(selectPremiumStep(actor.getSnapshot())).toBe('pricing');
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    expect(selectMonthlyPrice(actor.getSnapshot())).toBe(4.99);
    expect(selectAmountText(payment(actor)!.getSnapshot())).toBe(formatEuro(4.99));
    expect(premiumOrders()).toEqual([]);
    expect(sandbox.store.payments.size).toBe(0);
    payment(actor)!.send({ type: 'phone.change', field: 'phone', value: '912000001' });
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(payment(actor)!, (snapshot) => snapshot.matches('waitingMbway'));
    expect(premiumOrders()).toEqual([expect.objectContaining({ total: 4.99 })]);
  });

  it('a price not read (a fault, or an answer that is not an amount in euro) is said with a retry; nothing is offered to pay, nothing ordered; back goes to what members get', async () => {
    sandbox.setFault('getPremiumPaymentLink', { kind: 'status', status: 503 }, { times: 1 });
    const { actor } = start(premiumInput(anaUser, { price: null, campaign: null }));
    actor.send({ type: 'premium.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('pricingFailed'));
    expect(selectPremiumStep(actor.getSnapshot())).toBe('pricingFailed');
    expect(actor.getSnapshot().context.error).toBe('generic');
    expect(payment(actor)).toBeUndefined();

    sandbox.setFault(
      'getPremiumPaymentLink',
      { kind: 'malformed', shape: 'wrongTypes' },
      { times: 1 },
    );
    actor.send({ type: 'premium.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('pricingFailed'));
    expect(actor.getSnapshot().context.error).toBe('malformedResponse');
    expect(selectMonthlyPrice(actor.getSnapshot())).toBeNull();

    actor.send({ type: 'premium.back' });
    expect(actor.getSnapshot().value).toBe('overview');
    expect(actor.getSnapshot().context.error).toBeNull();
    actor.send({ type: 'premium.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    expect(selectAmountText(payment(actor)!.getSnapshot())).toBe(formatEuro(4.99));
    expect(premiumOrders()).toEqual([]);
  });

  it('a membership joined since the sign-in (the link answers 409): the profile read again says premium, so what members have is shown and the widget keeps the user as premium; nothing ordered', async () => {
    sandbox.store.users.get(1001)!.user.isPremium = true;
    const { actor, reports } = start(premiumInput(anaUser, { price: null, campaign: null }));
    actor.send({ type: 'premium.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('member'));
    expect(selectPremiumStep(actor.getSnapshot())).toBe('member');
    expect(actor.getSnapshot().context.error).toBeNull();
    expect(payment(actor)).toBeUndefined();
    expect(premiumOrders()).toEqual([]);
    expect(reports).toEqual([
      {
        type: 'premium.joined',
        identity: expect.objectContaining({
          user: expect.objectContaining({ id: 1001, isPremium: true, token: 'tok-ana' }),
        }),
      },
    ]);
  });

  it('a 409 on the price while the profile still says not premium: the generic message with a retry, which reads the price again', async () => {
    sandbox.setFault('getPremiumPaymentLink', { kind: 'status', status: 409 }, { times: 1 });
    const { actor, reports } = start(premiumInput(anaUser, { price: null, campaign: null }));
    actor.send({ type: 'premium.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('pricingFailed'));
    expect(actor.getSnapshot().context.error).toBe('generic');
    expect(reports).toEqual([]);
    actor.send({ type: 'premium.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    expect(selectAmountText(payment(actor)!.getSnapshot())).toBe(formatEuro(4.99));
    expect(premiumOrders()).toEqual([]);
  });

  it('leaving the payment without paying goes back to what members get; nothing was ordered', async () => {
    const { actor } = start(premiumInput(anaUser));
    await waitFor(actor, (snapshot) => snapshot.matches('overview'));
    actor.send({ type: 'premium.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'payment.cancel' });
    await waitFor(actor, (snapshot) => snapshot.matches('overview'));
    expect(premiumOrders()).toEqual([]);
  });

  it('a premium link whose answer is lost is never sent again: no call finds it, the visitor is told so; one order, one payment', async () => {
    sandbox.setFault('getPremiumPaymentLink', { kind: 'lost' }, { times: 1 });
    const { actor } = start(premiumInput(anaUser, { campaign: null }));
    actor.send({ type: 'premium.join' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'method.select', method: 'hipay_cc' });
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(payment(actor)!, (snapshot) => snapshot.matches({ startUnknown: 'noLookup' }));
    expect(payment(actor)!.getSnapshot().can({ type: 'payment.retry' })).toBe(false);
    payment(actor)!.send({ type: 'payment.cancel' });
    await waitFor(actor, (snapshot) => snapshot.matches('outcomeUnknown'));
    expect(actor.getSnapshot().can({ type: 'premium.join' })).toBe(false);
    expect(premiumOrders()).toHaveLength(1);
    expect(sandbox.store.payments.size).toBe(1);
  });

  it('paid, the profile not read (a fault): its message and a retry, never a second payment', async () => {
    const { actor, pass } = start(premiumInput(anaUser, { campaign: null }));
    actor.send({ type: 'premium.join' });
    sandbox.setFault('getProfile', { kind: 'status', status: 503 }, { times: 1 });
    await payByMbway(actor, pass, '912000001');
    await waitFor(actor, (snapshot) => snapshot.matches('confirmFailed'));
    expect(actor.getSnapshot().context.error).toBe('generic');
    actor.send({ type: 'premium.retry' });
    await waitFor(actor, (snapshot) => snapshot.matches('joined'));
    expect(sandbox.store.payments.size).toBe(1);
  });
});

// ------------------------------------------------------------------ coverage

type Event = ModelEvent<typeof premiumMachine>;
const done = (id: string, output: unknown) => ({ type: `xstate.done.actor.${id}`, output });
const ana = anaUser;
const miguel = miguelUser;
const paid = paymentFixture('hipay_mbway', { amount: 4.99, phone: '912000001' });
const reference = paymentFixture('hipay_mb', { amount: 4.99 });
const events = [
  done('fetchCampaign', campaignFixture(101)),
  { type: 'xstate.error.actor.fetchCampaign', error: new ApiError('network', 'offline') },
  { type: 'premium.join' },
  { type: 'premium.back' },
  { type: 'premium.retry' },
  { type: 'premium.check' },
  done('auth', ana satisfies UserIdentity),
  done('auth', miguel),
  done('auth', { kind: 'failed', error: 'externalSignInFailed' }),
  done('payment', { status: 'paid', method: 'hipay_mbway', ...paid }),
  done('payment', { status: 'referenceIssued', method: 'hipay_mb', ...reference }),
  done('payment', { status: 'unconfirmed', method: 'hipay_mbway', ...paid }),
  done('payment', { status: 'cancelled' }),
  done('fetchPremiumPrice', { monthlyPrice: 4.99 }),
  { type: 'xstate.error.actor.fetchPremiumPrice', error: new ApiError('network', 'offline') },
  {
    type: 'xstate.error.actor.fetchPremiumPrice',
    error: new ApiError('http', 'Já é membro smart.', 409),
  },
  done('fetchProfile', { ...signedInUserFixture(1001), isPremium: true }),
  done('fetchProfile', signedInUserFixture(1001)),
  { type: 'xstate.error.actor.fetchProfile', error: new ApiError('network', 'offline') },
  // From the payment chart: a payment under way, then none (reported upward from any state).
  {
    type: 'payment.progress',
    inProgress: { ...paid, method: 'hipay_mbway', startedAtMs: 0 },
    phone: { prefix: '+351', phone: '912000001' },
  },
  { type: 'payment.progress', inProgress: null, phone: { prefix: '+351', phone: '912000001' } },
] as unknown as Event[];

const models = [
  createMachineModel(premiumMachine, { input: premiumInput(null), events }),
  createMachineModel(premiumMachine, { input: premiumInput(ana, { campaign: null }), events }),
  createMachineModel(premiumMachine, { input: premiumInput(miguel), events }),
  // A local host: the entity states no price, so it is asked before the payment step.
  createMachineModel(premiumMachine, { input: premiumInput(null, { price: null }), events }),
];

describe('premium chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});
