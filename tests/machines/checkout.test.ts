// The checkout chart (machines/checkout) against the sandbox: SPEC 4 type 7 ("order awaiting
// confirmation"), SPEC 6 (guests only where allowed), SPEC 7 (payment-methods, v1/web/orders,
// orders/guest, orders/purchase, payment/status), SPEC 8 ("No payment methods available", the
// faults). The verdicts come from what the sandbox's store holds: how many orders, for whom,
// with which note, contact and delivery, and how each was paid. Every call × {4xx with a
// message, 5xx, no answer, 40 s without an answer, an answer off the contract, an answer lost
// after the work was done}: a message, nothing typed lost, and never a second order.
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromCallback,
  setup,
  SimulatedClock,
  waitFor,
  type AnyActorRef,
  type EventObject,
} from 'xstate';
import { getSessionId } from '../../api/client';
import { ApiError, reactionsIn, refusalError } from '../../api/errors';
import { ERROR_REACTIONS } from '../../api/errorReactions';
import { sandbox, type SandboxFault } from '../../api/sandbox/control';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import {
  checkoutMachine,
  type CheckoutInput,
  type CheckoutOutput,
  type CheckoutReport,
} from '../../machines/checkout/checkout.machine';
import { selectOrderPrizeChoice } from '../../machines/checkout/checkout.selectors';
import { orderCheckout } from '../../machines/cart/order.actors';
import { FLOW_KEEPER_ID } from '../../machines/flowKeeper';
import type { Order } from '../../machines/rules/orderRequest';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

const ANA = { kind: 'user' as const, user: signedInUserFixture(1001), loginSource: 'own' as const };
const RITA = {
  kind: 'guest' as const,
  guest: { name: 'Rita Gomes', email: 'rita.gomes@example.pt', prefix: '+351', phone: '912000222' },
};

/** Campaign 107 (Francesinha & Companhia, shop 14), collected at the shop, as soon as possible. */
function input(overrides: Partial<CheckoutInput> = {}): CheckoutInput {
  return {
    shopId: 14,
    campaignId: 107,
    title: 'Francesinha para levar ou entregar em casa',
    shopName: 'Francesinha & Companhia',
    points: 12,
    transport: { transportType: 'takeaway', transportInstant: 'asap', scheduledAt: null },
    delivery: {
      deliveryType: 'STORE_PICKUP',
      shopDeliveryMethodId: 511,
      cost: 0,
      address: null,
      deliveryAddressId: null,
      pickupPoint: null,
    },
    cart: { id: null, couponCode: null },
    itemsAfterCoupon: 20,
    settings: { allowGuestLogin: false, providerId: 1, social: null },
    canOrderAsGuest: false,
    identity: ANA,
    contact: { name: '', prefix: '+351', phone: '', notes: '' },
    keySeed: 'checkout-test',
    ...overrides,
  };
}

const actors: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
  vi.useRealTimers();
});

function start(overrides: Partial<CheckoutInput> = {}) {
  const actor = createActor(checkoutMachine, { input: input(overrides) }).start();
  actors.push(actor);
  return actor;
}
type Checkout = ReturnType<typeof start>;

const stateOf = (actor: Checkout) => actor.getSnapshot().value;
const settled = (actor: Checkout) => waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));

/** The orders the sandbox holds, each with who made it and what it was asked. */
const storedOrders = () =>
  [...sandbox.store.orders.values()].map((record) => ({
    ...sandbox.store.orderView(record.order.orderCode),
    ownerUserId: record.ownerUserId,
    request: record.request,
  }));

/** Confirms the contact step (its phone checked by the lazily loaded rules). */
async function confirmContact(actor: Checkout, notes = 'Sem cebola, por favor.') {
  await waitFor(actor, (snapshot) => snapshot.matches('contacting'));
  const contact = actor.getSnapshot().children.contact!;
  contact.send({ type: 'contact.change', field: 'notes', value: notes });
  contact.send({ type: 'contact.submit' });
  await waitFor(actor, (snapshot) => !snapshot.matches('contacting'));
  await settled(actor);
}

async function toReview(actor: Checkout) {
  await confirmContact(actor);
  expect(stateOf(actor)).toBe('reviewing');
}

/** Pays in the payment chart: a method, then "Pagar". */
async function pay(actor: Checkout, method: 'SIBS_MBWAY' | 'IN_STORE_PAYMENT' | 'SIBS_CARD') {
  await waitFor(actor, (snapshot) => snapshot.matches('paying'));
  const payment = actor.getSnapshot().children.payment!;
  payment.send({ type: 'method.select', method });
  payment.send({ type: 'payment.submit' });
}

describe('the checkout as the order runs it', () => {
  it('tells the flow keeper the order on its way and its payment itself; the order hears only what it acts on, the payment after the keeper', async () => {
    // Who hears what, noted in order: the flow keeper (in the system) and the order (its parent).
    const heard: string[] = [];
    const order = setup({
      actors: {
        keeper: fromCallback<EventObject>(({ receive }) => {
          receive((report) => void heard.push(`keeper: ${report.type}`));
        }),
        checkout: orderCheckout,
      },
    }).createMachine({
      invoke: [
        { src: 'keeper', systemId: FLOW_KEEPER_ID },
        { id: 'checkout', src: 'checkout', input: input() },
      ],
      on: { '*': { actions: ({ event }) => void heard.push(`order: ${event.type}`) } },
    });
    const running = createActor(order).start();
    actors.push(running);
    const checkout = running.getSnapshot().children.checkout as unknown as Checkout;
    await toReview(checkout);
    checkout.send({ type: 'checkout.place' });
    await pay(checkout, 'SIBS_MBWAY');
    await waitFor(running, () => heard.includes('order: payment.pending'));

    expect(storedOrders()).toHaveLength(1);
    expect(heard.filter((line) => line.startsWith('order: '))).toEqual([
      'order: contact.typed',
      'order: booking.contact',
      'order: payment.pending',
    ]);
    expect(heard).toEqual(
      expect.arrayContaining(['keeper: booking.pending', 'keeper: booking.settled']),
    );
    expect(heard.indexOf('keeper: payment.pending')).toBeGreaterThanOrEqual(0);
    expect(heard.indexOf('keeper: payment.pending')).toBeLessThan(
      heard.indexOf('order: payment.pending'),
    );
  });
});

describe('checkout chart: an order made once and paid', () => {
  it("Ana, known to the widget, is not asked to sign in: her contact, the shop's methods for the delivery, the review", async () => {
    const checkout = start();
    expect(stateOf(checkout)).toBe('contacting');
    const contact = checkout.getSnapshot().children.contact!;
    // Prefilled from her profile.
    expect(contact.getSnapshot().context.form).toMatchObject({
      name: 'Ana Silva',
      prefix: '+351',
      phone: '912345678',
    });
    await toReview(checkout);
    expect(checkout.getSnapshot().context.methods).toEqual(
      sandbox.store.paymentMethods(14, 'STORE_PICKUP').map((method) => method.code),
    );
    // Nothing is ordered before "Encomendar".
    expect(storedOrders()).toEqual([]);
  });

  it('what was typed on the contact step before a reload (kept by the order) wins over her profile', () => {
    const checkout = start({ typedContact: { name: 'Ana S.', phone: '91' } });
    const contact = checkout.getSnapshot().children.contact!;
    expect(contact.getSnapshot().context.form).toMatchObject({
      name: 'Ana S.',
      prefix: '+351',
      phone: '91',
    });
  });

  it('"Encomendar" clicked twice makes one order, with the note, the contact and the delivery asked', async () => {
    const checkout = start();
    await toReview(checkout);
    checkout.send({ type: 'checkout.place' });
    checkout.send({ type: 'checkout.place' });
    await waitFor(checkout, (snapshot) => snapshot.matches('paying'));
    checkout.send({ type: 'checkout.place' });
    const orders = storedOrders();
    expect(orders).toHaveLength(1);
    expect(orders[0]).toMatchObject({
      ownerUserId: 1001,
      status: 'awaiting_payment',
      total: 27.3,
      request: {
        shopId: 14,
        campaignId: 107,
        transportType: 'takeaway',
        transportInstant: 'asap',
        deliveryType: 'STORE_PICKUP',
        productOrder: [{ shopId: 14, shopDeliveryMethodId: 511, note: 'Sem cebola, por favor.' }],
        contact: { name: 'Ana Silva', prefix: '+351', phone: '912345678' },
      },
    });
    // The cart became the order.
    expect(sandbox.store.getCart(getSessionId(), 14).items).toEqual([]);
    // What the payment chart is asked to pay is what the order's answer says.
    expect(checkout.getSnapshot().children.payment!.getSnapshot().context.amount).toBe(27.3);
  });

  it("a prize chosen is told, to be kept with the order; one kept before a reload is chosen again while it is Ana's, and goes on the order made", async () => {
    const reports: CheckoutReport[] = [];
    const reporting = checkoutMachine.provide({
      actions: { report: (_, report: CheckoutReport) => void reports.push(report) },
    });
    const chooser = createActor(reporting, { input: input() }).start();
    actors.push(chooser);
    await toReview(chooser);
    chooser.send({ type: 'checkout.choosePrize', prizeId: 301 });
    chooser.send({ type: 'checkout.choosePrize', prizeId: null });
    expect(reports.filter((report) => report.type === 'checkout.prize')).toEqual([
      { type: 'checkout.prize', prizeId: 301 },
      { type: 'checkout.prize', prizeId: null },
    ]);

    const kept = createActor(reporting, { input: input({ prizeId: 301 }) }).start();
    actors.push(kept);
    await toReview(kept);
    expect(selectOrderPrizeChoice(kept.getSnapshot()).prizeId).toBe(301);
    kept.send({ type: 'checkout.place' });
    await waitFor(kept, (snapshot) => snapshot.matches('paying'));
    expect(storedOrders()).toEqual([
      expect.objectContaining({ total: 22.3, request: expect.objectContaining({ prizeId: 301 }) }),
    ]);
    expect(reports).toContainEqual({ type: 'prize.used', prizeId: 301 });
  });

  it("a prize kept before a reload that is not one of the visitor's usable prizes is not chosen, nor sent", async () => {
    const checkout = start({ prizeId: 999 });
    await toReview(checkout);
    expect(selectOrderPrizeChoice(checkout.getSnapshot()).prizeId).toBeNull();
    checkout.send({ type: 'checkout.place' });
    await waitFor(checkout, (snapshot) => snapshot.matches('paying'));
    const [order] = storedOrders();
    expect(order?.total).toBe(27.3);
    expect(order?.request).not.toHaveProperty('prizeId');
  });

  it('paid at the shop: handed to the merchant, awaiting their confirmation, nothing charged now', async () => {
    const checkout = start();
    await toReview(checkout);
    checkout.send({ type: 'checkout.place' });
    await pay(checkout, 'IN_STORE_PAYMENT');
    await waitFor(checkout, (snapshot) => snapshot.matches('placed'));
    expect(storedOrders()).toEqual([
      expect.objectContaining({ status: 'awaiting_confirmation', paymentTiming: 'pay_in_store' }),
    ]);
    expect(checkout.getSnapshot().context.payment?.status).toBe('inStore');
    checkout.send({ type: 'checkout.finish' });
    expect(checkout.getSnapshot().status).toBe('done');
    expect(checkout.getSnapshot().output).toEqual({ status: 'finished' } satisfies CheckoutOutput);
  });

  it('paid by MB WAY: shown as placed only once the payment says paid', async () => {
    const clock = new SimulatedClock();
    const checkout = createActor(checkoutMachine, { input: input(), clock }).start();
    actors.push(checkout);
    /** Time passes for the chart and for the middleware alike. */
    const pass = (ms: number) => {
      sandbox.clock.advance(ms);
      clock.increment(ms);
    };
    await toReview(checkout);
    checkout.send({ type: 'checkout.place' });
    await pay(checkout, 'SIBS_MBWAY');
    const payment = checkout.getSnapshot().children.payment!;
    await waitFor(payment, (snapshot) => snapshot.matches('waitingMbway'));
    // The sandbox answers "paid" 10 s after the request (its default test phone).
    for (let second = 2; second <= 8; second += 2) {
      pass(2_000);
      await waitFor(payment, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    expect(stateOf(checkout)).toBe('paying');
    expect(storedOrders()[0]?.status).toBe('awaiting_payment');
    pass(2_000);
    await waitFor(checkout, (snapshot) => snapshot.matches('placed'));
    expect(storedOrders()).toEqual([
      expect.objectContaining({ status: 'awaiting_confirmation', paymentMethod: 'SIBS_MBWAY' }),
    ]);
  });

  it('the payment left: the order stays, awaiting its payment; paying it later pays that same order', async () => {
    const checkout = start();
    await toReview(checkout);
    checkout.send({ type: 'checkout.place' });
    await waitFor(checkout, (snapshot) => snapshot.matches('paying'));
    checkout.getSnapshot().children.payment!.send({ type: 'payment.cancel' });
    await waitFor(checkout, (snapshot) => snapshot.matches('unpaid'));
    expect(storedOrders()).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
    checkout.send({ type: 'checkout.pay' });
    await pay(checkout, 'IN_STORE_PAYMENT');
    await waitFor(checkout, (snapshot) => snapshot.matches('placed'));
    expect(storedOrders()).toHaveLength(1);
  });

  it('MB WAY left while waiting: not known whether it was paid, never a failure; no second payment offered', async () => {
    const checkout = start();
    await toReview(checkout);
    checkout.send({ type: 'checkout.place' });
    await pay(checkout, 'SIBS_MBWAY');
    const payment = checkout.getSnapshot().children.payment!;
    await waitFor(payment, (snapshot) => snapshot.matches('waitingMbway'));
    payment.send({ type: 'payment.cancel' });
    await waitFor(checkout, (snapshot) => snapshot.matches('paymentUnconfirmed'));
    expect(checkout.getSnapshot().context.payment?.status).toBe('unconfirmed');
    expect(checkout.getSnapshot().can({ type: 'checkout.pay' })).toBe(false);
    // The request on the phone is the order's one payment: still under way at the middleware.
    expect(storedOrders()).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
    expect(sandbox.store.payments.size).toBe(1);
  });

  it('a guest where guests may order: the guest call, with the email; none is made with a token', async () => {
    const checkout = start({ identity: RITA, canOrderAsGuest: true });
    expect(stateOf(checkout)).toBe('contacting');
    await toReview(checkout);
    checkout.send({ type: 'checkout.place' });
    await waitFor(checkout, (snapshot) => snapshot.matches('paying'));
    expect(storedOrders()).toEqual([
      expect.objectContaining({
        ownerUserId: null,
        request: expect.objectContaining({
          contact: {
            name: 'Rita Gomes',
            email: 'rita.gomes@example.pt',
            prefix: '+351',
            phone: '912000222',
          },
        }),
      }),
    ]);
  });

  it('a guest where guests may not order (SPEC 6): asked to sign in, nothing ordered', () => {
    const checkout = start({ identity: RITA, canOrderAsGuest: false });
    expect(stateOf(checkout)).toBe('identifying');
    expect(checkout.getSnapshot().children.auth).toBeDefined();
    checkout.send({ type: 'checkout.back' });
    expect(checkout.getSnapshot().output).toEqual({ status: 'back' });
    expect(storedOrders()).toEqual([]);
  });

  it('no payment method for the delivery (shop 14 has no pickup points): SPEC 8, nothing ordered', async () => {
    const checkout = start({
      delivery: { ...input().delivery, deliveryType: 'PICKUP_POINT', pickupPoint: { id: 'x' } },
    });
    await confirmContact(checkout);
    expect(sandbox.store.paymentMethods(14, 'PICKUP_POINT')).toEqual([]);
    expect(stateOf(checkout)).toBe('noMethods');
    checkout.send({ type: 'checkout.back' });
    expect(checkout.getSnapshot().output).toEqual({ status: 'back' });
    expect(storedOrders()).toEqual([]);
  });
});

const FAULTS: [string, SandboxFault, string][] = [
  ['a 4xx with a message', { kind: 'status', status: 422, message: 'Recusado.' }, 'generic'],
  ['a 5xx', { kind: 'status', status: 503 }, 'generic'],
  ['no answer', { kind: 'network' }, 'network'],
  ['an answer off the contract', { kind: 'malformed', shape: 'wrongTypes' }, 'malformedResponse'],
];

describe('checkout chart: faults of the payment methods', () => {
  it.each(FAULTS)('%s: said, the contact kept, a retry reads them', async (_, fault, code) => {
    sandbox.setFault('getCartPaymentMethods', fault, { times: 1 });
    const checkout = start();
    await confirmContact(checkout, 'Bem passada');
    expect(checkout.getSnapshot().value).toBe('methodsFailed');
    expect(checkout.getSnapshot().context.error).toBe(code);
    expect(checkout.getSnapshot().context.contact.notes).toBe('Bem passada');
    checkout.send({ type: 'checkout.retry' });
    await settled(checkout);
    expect(stateOf(checkout)).toBe('reviewing');
  });

  it('40 s without an answer: the time-out, a retry', async () => {
    const checkout = start();
    await waitFor(checkout, (snapshot) => snapshot.matches('contacting'));
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('getCartPaymentMethods', { kind: 'hang' }, { times: 1 });
    await confirmContactWithFakeTimers(checkout);
    await vi.advanceTimersByTimeAsync(39_999);
    expect(stateOf(checkout)).toBe('loadingMethods');
    await vi.advanceTimersByTimeAsync(1);
    await settled(checkout);
    expect(checkout.getSnapshot().context.error).toBe('timeout');
    vi.useRealTimers();
    checkout.send({ type: 'checkout.retry' });
    await settled(checkout);
    expect(stateOf(checkout)).toBe('reviewing');
  });
});

/** The contact submitted while the clock is fake: its phone check is let run. */
async function confirmContactWithFakeTimers(checkout: Checkout) {
  const contact = checkout.getSnapshot().children.contact!;
  contact.send({ type: 'contact.submit' });
  for (let tick = 0; tick < 50 && checkout.getSnapshot().matches('contacting'); tick++) {
    await vi.advanceTimersByTimeAsync(0);
  }
  expect(stateOf(checkout)).toBe('loadingMethods');
}

describe('checkout chart: faults of the order call, never a second order', () => {
  it.each([
    // A 4xx no row of the reactions table reads (409 is the cart changed meanwhile: api/errorReactions.ts).
    [
      'a 4xx with a message',
      { kind: 'status', status: 400, message: 'Pedido inválido.' },
      'generic',
    ],
  ] as [string, SandboxFault, string][])(
    '%s (a refusal): "the order was not placed", the review kept; a retry makes one order',
    async (_, fault, code) => {
      const checkout = start();
      await toReview(checkout);
      sandbox.setFault('createOrder', fault, { times: 1 });
      checkout.send({ type: 'checkout.place' });
      await settled(checkout);
      expect(stateOf(checkout)).toBe('placeFailed');
      expect(checkout.getSnapshot().context.error).toBe(code);
      checkout.send({ type: 'checkout.retry' });
      await waitFor(checkout, (snapshot) => snapshot.matches('paying'));
      expect(storedOrders()).toHaveLength(1);
    },
  );

  it.each([
    ['a 5xx', { kind: 'status', status: 503 }, 'generic'],
    ['no answer', { kind: 'network' }, 'network'],
  ] as [string, SandboxFault, string][])(
    '%s: not known, looked up in Ana\'s bookings; nothing made, so "not placed" and a retry that makes one order',
    async (_, fault, code) => {
      const checkout = start();
      await toReview(checkout);
      sandbox.setFault('createOrder', fault, { times: 1 });
      checkout.send({ type: 'checkout.place' });
      await waitFor(checkout, (snapshot) => snapshot.matches('placeFailed'));
      expect(checkout.getSnapshot().context.error).toBe(code);
      expect(storedOrders()).toHaveLength(0);
      checkout.send({ type: 'checkout.retry' });
      await waitFor(checkout, (snapshot) => snapshot.matches('paying'));
      expect(storedOrders()).toHaveLength(1);
    },
  );

  it.each([
    ['made, then the answer lost', { kind: 'lost' }],
    ['made, then an answer off the contract', { kind: 'malformed', shape: 'wrongTypes' }],
  ] as [string, SandboxFault][])(
    "%s: looked up in Ana's bookings and found: paid as made, never sent again",
    async (_, fault) => {
      const checkout = start();
      await toReview(checkout);
      sandbox.setFault('createOrder', fault, { times: 1 });
      sandbox.clearSeenOperations();
      checkout.send({ type: 'checkout.place' });
      await waitFor(checkout, (snapshot) => snapshot.matches('paying'));
      const made = storedOrders();
      expect(made).toHaveLength(1);
      expect(checkout.getSnapshot().context.order?.orderCode).toBe(made[0]!.orderCode);
      expect(sandbox.seenOperations().get('createOrder')).toBe(1);
      expect(sandbox.seenOperations().get('getMyBookings')).toBe(1);
    },
  );

  it("a guest's order, its answer lost: no call finds it, said so; no retry, back to the review only", async () => {
    const checkout = start({ identity: RITA, canOrderAsGuest: true });
    await toReview(checkout);
    sandbox.setFault('createGuestOrder', { kind: 'lost' }, { times: 1 });
    checkout.send({ type: 'checkout.place' });
    await waitFor(checkout, (snapshot) => snapshot.matches({ placeUnconfirmed: 'noLookup' }));
    expect(checkout.getSnapshot().can({ type: 'checkout.retry' })).toBe(false);
    expect(checkout.getSnapshot().can({ type: 'checkout.check' })).toBe(false);
    checkout.send({ type: 'checkout.back' });
    expect(stateOf(checkout)).toBe('reviewing');
    expect(storedOrders()).toHaveLength(1);
  });

  it('40 s without an answer: the time-out; the retry makes one order', async () => {
    const checkout = start();
    await toReview(checkout);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('createOrder', { kind: 'hang' }, { times: 1 });
    checkout.send({ type: 'checkout.place' });
    await vi.advanceTimersByTimeAsync(39_999);
    expect(stateOf(checkout)).toBe('placing');
    await vi.advanceTimersByTimeAsync(1);
    await settled(checkout);
    expect(checkout.getSnapshot().context.error).toBe('timeout');
    vi.useRealTimers();
    checkout.send({ type: 'checkout.retry' });
    await waitFor(checkout, (snapshot) => snapshot.matches('paying'));
    expect(storedOrders()).toHaveLength(1);
  });

  it('refused: the cart emptied meanwhile (SPEC 8 "Cart empty"): no retry; back, the cart is read again', async () => {
    const checkout = start();
    await toReview(checkout);
    for (const item of sandbox.store.getCart(getSessionId(), 14).items) {
      sandbox.store.removeCartItem(getSessionId(), item.id);
    }
    checkout.send({ type: 'checkout.place' });
    await settled(checkout);
    expect(checkout.getSnapshot().context.error).toBe('cartEmpty');
    expect(checkout.getSnapshot().can({ type: 'checkout.retry' })).toBe(false);
    checkout.send({ type: 'checkout.back' });
    expect(checkout.getSnapshot().output).toEqual({ status: 'cartChanged' });
    expect(storedOrders()).toEqual([]);
  });
});

// ------------------------------------------------------------------ coverage

const ORDER: Order = {
  id: 7,
  orderCode: 'ENC-7',
  status: 'awaiting_payment',
  total: 27.3,
  currency: 'EUR',
};
const PAYMENT = { id: 'pay-1', paymentMethod: 'SIBS_MBWAY' as const };
const checkoutEvents = [
  { type: 'checkout.back' },
  // A guest's details as typed on the sign-in's form, passed on.
  { type: 'guest.typed', name: 'Rita', email: 'rita@', prefix: '+351', phone: '91' },
  // The contact step's fields as typed, passed on.
  {
    type: 'contact.typed',
    name: 'Ana S.',
    prefix: '+351',
    phone: '91',
    notes: 'Sem coentros',
    vatId: '',
  },
  { type: 'checkout.retry' },
  { type: 'checkout.place' },
  { type: 'checkout.pay' },
  { type: 'checkout.finish' },
  { type: 'xstate.done.actor.auth', output: ANA },
  { type: 'xstate.done.actor.auth', output: { kind: 'failed', error: 'generic' } },
  { type: 'xstate.done.actor.contact', output: { ...input().contact, name: 'Ana Silva' } },
  {
    type: 'xstate.done.actor.fetchPaymentMethods',
    output: [{ id: 6, code: 'SIBS_MBWAY', name: 'MB WAY' }],
  },
  { type: 'xstate.done.actor.fetchPaymentMethods', output: [] },
  { type: 'xstate.error.actor.fetchPaymentMethods', error: new ApiError('network', 'offline') },
  {
    type: 'xstate.error.actor.fetchPaymentMethods',
    error: new ApiError('http', 'none', 404, 'noPaymentMethods'),
  },
  { type: 'xstate.done.actor.createOrder', output: ORDER },
  { type: 'xstate.done.actor.createOrder', output: { ...ORDER, status: 'awaiting_confirmation' } },
  { type: 'xstate.done.actor.createOrder', output: { ...ORDER, status: 'cancelled' } },
  { type: 'xstate.error.actor.createOrder', error: new ApiError('network', 'offline') },
  { type: 'xstate.done.actor.findOrder', output: ORDER },
  { type: 'xstate.done.actor.findOrder', output: { ...ORDER, status: 'awaiting_confirmation' } },
  { type: 'xstate.done.actor.findOrder', output: { ...ORDER, status: 'cancelled' } },
  { type: 'xstate.done.actor.findOrder', output: null },
  { type: 'xstate.error.actor.findOrder', error: new ApiError('network', 'offline') },
  { type: 'checkout.check' },
  {
    type: 'xstate.error.actor.createOrder',
    error: new ApiError('http', 'empty', 409, 'cartEmpty'),
  },
  {
    type: 'xstate.done.actor.payment',
    output: { status: 'paid', orderCode: 'ENC-7', method: 'SIBS_MBWAY', payment: PAYMENT },
  },
  {
    type: 'xstate.done.actor.payment',
    output: { status: 'referenceIssued', orderCode: 'ENC-7', method: 'hipay_mb', payment: PAYMENT },
  },
  {
    type: 'xstate.done.actor.payment',
    output: { status: 'inStore', orderCode: 'ENC-7', method: 'IN_STORE_PAYMENT', payment: PAYMENT },
  },
  {
    type: 'xstate.done.actor.payment',
    output: { status: 'unconfirmed', orderCode: 'ENC-7', method: 'SIBS_MBWAY', payment: PAYMENT },
  },
  { type: 'xstate.done.actor.payment', output: { status: 'cancelled' } },
  { type: 'payment.progress', inProgress: null, phone: { prefix: '+351', phone: '912345678' } },
] as unknown as ModelEvent<typeof checkoutMachine>[];

/** To the review and the order's answer, with Ana's 5 € prize chosen, none, or refused. */
const prizeEvents = [
  { type: 'checkout.back' },
  { type: 'checkout.place' },
  { type: 'xstate.done.actor.contact', output: { ...input().contact, name: 'Ana Silva' } },
  {
    type: 'xstate.done.actor.fetchPaymentMethods',
    output: [{ id: 6, code: 'SIBS_MBWAY', name: 'MB WAY' }],
  },
  { type: 'xstate.done.actor.createOrder', output: ORDER },
  // Ana's 5 € prize, and none; the middleware refusing it (the 2 € floor).
  { type: 'checkout.choosePrize', prizeId: 301 },
  { type: 'checkout.choosePrize', prizeId: null },
  {
    type: 'xstate.error.actor.createOrder',
    error: refusalError(422, 'Valor mínimo.', {
      operation: 'createOrder',
      reactions: reactionsIn(ERROR_REACTIONS, 'createOrder', 422),
    }),
  },
] as unknown as ModelEvent<typeof checkoutMachine>[];

describe('checkout chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    const models = [
      createMachineModel(checkoutMachine, { input: input(), events: checkoutEvents, limit: 3000 }),
      createMachineModel(checkoutMachine, {
        input: input({ identity: null }),
        events: checkoutEvents,
        limit: 3000,
      }),
      createMachineModel(checkoutMachine, {
        input: input({ identity: RITA, canOrderAsGuest: true }),
        events: checkoutEvents,
        limit: 3000,
      }),
      createMachineModel(checkoutMachine, { input: input(), events: prizeEvents, limit: 3000 }),
      // 6 € of items: Ana's 5 € prize would leave less than 2 € to pay.
      createMachineModel(checkoutMachine, {
        input: input({ itemsAfterCoupon: 6 }),
        events: prizeEvents,
        limit: 3000,
      }),
    ];
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});
