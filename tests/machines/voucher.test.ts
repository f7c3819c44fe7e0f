// The voucher purchase chart with its real children (sign-in skipped: who buys is known; the
// payment chart; share) against the sandbox middleware: what the visitor's choices make the
// middleware sell and charge, judged by the sandbox's store, and the SPEC 5 refusals that keep
// anything from being bought. Time passes on the sandbox clock and a simulated clock together.
import { afterEach, describe, expect, it } from 'vitest';
import {
  createActor,
  SimulatedClock,
  waitFor,
  type Actor,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import { ApiError } from '../../api/errors';
import type { components } from '../../api/schema';
import { campaignFixture } from '../../api/sandbox/fixtures';
import { sandbox } from '../../api/sandbox/control';
import { PRIZES } from '../../api/sandbox/seed';
import type { Identity } from '../../machines/booking/booking.types';
import { keptVoucherOf, type VoucherKept } from '../../machines/rules/voucherFlow';
import { initialFlowState, parseFlowState } from '../../domain/flowState';
import {
  initialVoucherContext,
  voucherMachine,
  type VoucherInput,
  type VoucherReport,
} from '../../machines/voucher/voucher.machine';
import { anaContact, ana, guest, miguel } from '../../stories/support/bookingFixtures';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

type Prize = components['schemas']['Prize'];

let actor: Actor<typeof voucherMachine> | null = null;
afterEach(() => actor?.stop());

/** What the purchase told whoever runs it (the campaign chart relays it to the widget). */
let told: VoucherReport[] = [];
afterEach(() => {
  told = [];
});
/** What it told of its payment (the purchase as it stands is told too: see below). */
const paymentReports = () => told.filter((report) => report.type.startsWith('payment.'));
/** The purchase as it stands, as it told it last (kept by the widget for a reload). */
const lastFlow = () => told.filter((report) => report.type === 'voucher.flow').at(-1);

function start(campaignId: number, identity: Identity | null, extra: Partial<VoucherInput> = {}) {
  const clock = new SimulatedClock();
  const reporting = voucherMachine.provide({
    actions: { report: (_, report) => told.push(report) },
  });
  actor = createActor(reporting, {
    clock,
    input: {
      allowGuestLogin: true,
      providerId: 1,
      social: null,
      campaign: campaignFixture(campaignId),
      identity,
      contact: { ...anaContact, phone: '912000001' },
      keySeed: 'voucher-seed',
      ...extra,
    },
  }).start();
  const pass = (ms: number) => {
    sandbox.clock.advance(ms);
    clock.increment(ms);
  };
  return { actor, pass };
}

const payment = (voucher: Actor<typeof voucherMachine>) =>
  voucher.getSnapshot().children.payment as AnyActorRef | undefined;

const orders = () => [...sandbox.store.orders.values()].map((record) => record.order);

async function toDetails(voucher: Actor<typeof voucherMachine>) {
  voucher.send({ type: 'voucher.continue' });
  await waitFor(voucher, (snapshot) => snapshot.matches('detailing'));
}

describe('voucher purchase', () => {
  it('Ana buys 2 vouchers of campaign 101 by MB WAY: one order of 79,80 €, paid, shown as bought', async () => {
    const { actor, pass } = start(101, ana);
    expect(actor.getSnapshot().context.count).toBe(2);
    await toDetails(actor);
    actor.send({ type: 'voucher.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(payment(actor)!, (snapshot) => snapshot.matches('waitingMbway'));
    expect(orders()).toEqual([
      expect.objectContaining({ total: 79.8, status: 'awaiting_payment' }),
    ]);
    for (let second = 2; second <= 10; second += 2) {
      pass(2_000);
      await waitFor(payment(actor)!, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    await waitFor(actor, (snapshot) => snapshot.matches('purchased'));
    expect(actor.getSnapshot().context.payment).toMatchObject({ status: 'paid' });
    expect(sandbox.store.orderView(orders()[0]!.orderCode).status).toBe('awaiting_confirmation');
  });

  it('reports the payment under way (who pays by id, never the token) and its end', async () => {
    const { actor, pass } = start(101, ana);
    await toDetails(actor);
    actor.send({ type: 'voucher.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(payment(actor)!, (snapshot) => snapshot.matches('waitingMbway'));
    const [order] = orders();
    expect(paymentReports()).toEqual([
      // Kept before the request goes out: a reload looks it up in Ana's bookings.
      {
        type: 'payment.pending',
        payment: expect.objectContaining({
          starting: {
            method: 'hipay_mbway',
            requestedAtMs: expect.any(Number),
            lookup: { kind: 'myBookings', campaignId: 101, count: 2 },
          },
          payer: { kind: 'user', userId: 1001 },
          amount: 79.8,
        }),
      },
      {
        type: 'payment.pending',
        payment: {
          inProgress: expect.objectContaining({
            orderCode: order!.orderCode,
            method: 'hipay_mbway',
            payment: expect.objectContaining({ deadline: expect.any(String) }),
          }),
          purchase: 'voucher',
          payer: { kind: 'user', userId: 1001 },
          phone: { prefix: '+351', phone: '912000001' },
          title: 'Jantar de degustação para dois',
          campaignId: 101,
          amount: 79.8,
        },
      },
    ]);
    expect(JSON.stringify(told)).not.toContain(ana.kind === 'user' ? ana.user.token : '');
    for (let second = 2; second <= 10; second += 2) {
      pass(2_000);
      await waitFor(payment(actor)!, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    await waitFor(actor, (snapshot) => snapshot.matches('purchased'));
    expect(paymentReports().at(-1)).toEqual({ type: 'payment.settled' });
  });

  it('a card payment left for another method is no longer the one under way', async () => {
    const { actor } = start(101, ana);
    await toDetails(actor);
    actor.send({ type: 'voucher.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'method.select', method: 'hipay_cc' });
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(payment(actor)!, (snapshot) => snapshot.matches('awaitingCard'));
    // Being started, then started.
    expect(paymentReports().map((report) => report.type)).toEqual([
      'payment.pending',
      'payment.pending',
    ]);
    payment(actor)!.send({ type: 'payment.change' });
    expect(paymentReports().map((report) => report.type)).toEqual([
      'payment.pending',
      'payment.pending',
      'payment.settled',
    ]);
  });

  it('a premium member buys the premium voucher at the smart price (35,90 € each)', async () => {
    const { actor } = start(101, miguel);
    expect(actor.getSnapshot().context.kind).toBe('premium');
    await toDetails(actor);
    actor.send({ type: 'voucher.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'method.select', method: 'hipay_mb' });
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingPayment'));
    expect(orders()).toEqual([expect.objectContaining({ total: 71.8 })]);
  });

  it('only a member may choose the premium voucher', () => {
    const { actor } = start(101, ana);
    expect(actor.getSnapshot().can({ type: 'voucher.kind', kind: 'premium' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'voucher.kind', kind: 'gift' })).toBe(true);
  });

  it('SPEC 5: with a prize, less than 2 € left to pay is refused ("Invalid operation"); nothing bought', async () => {
    // Miguel's prize 305 is worth 48,50 €; his smart voucher of campaign 109 costs 42,40 €.
    const { actor } = start(109, miguel);
    await toDetails(actor);
    actor.send({ type: 'prize.select', prizeId: 305 });
    actor.send({ type: 'voucher.continue' });
    expect(actor.getSnapshot().matches('detailing')).toBe(true);
    expect(actor.getSnapshot().context.errors.prize).toBe('voucherAmountTooLow');
    // 2 € or more left: allowed (prize 304 is 10 €).
    actor.send({ type: 'prize.select', prizeId: 304 });
    actor.send({ type: 'voucher.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    expect(orders()).toEqual([]);
  });

  it("refuses another visitor's prize, and a used one", async () => {
    const { actor } = start(101, ana);
    await toDetails(actor);
    expect(actor.getSnapshot().can({ type: 'prize.select', prizeId: 305 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'prize.select', prizeId: 303 })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'prize.select', prizeId: 301 })).toBe(true);
  });

  it('a gift needs its recipient; a VAT invoice needs a name and a valid NIF (SPEC 5)', async () => {
    const { actor } = start(101, ana);
    actor.send({ type: 'voucher.kind', kind: 'gift' });
    actor.send({ type: 'voucher.continue' });
    expect(actor.getSnapshot().context.errors.giftName).toBe('nameRequired');
    actor.send({ type: 'voucher.change', field: 'giftName', value: 'Rui Ferreira' });
    await toDetails(actor);
    actor.send({ type: 'invoice.toggle', needVatInvoice: true });
    actor.send({ type: 'voucher.change', field: 'vatId', value: '123456780' });
    actor.send({ type: 'voucher.continue' });
    expect(actor.getSnapshot().context.errors).toEqual({
      invoiceName: 'nameRequired',
      vatId: 'vatIdCheckDigit',
    });
    actor.send({ type: 'voucher.change', field: 'invoiceName', value: 'Ana Silva' });
    actor.send({ type: 'voucher.change', field: 'vatId', value: 'PT 123 456 789' });
    actor.send({ type: 'voucher.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'method.select', method: 'IN_STORE_PAYMENT' });
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('reservedInStore'));
    // The gift discount (5 %) on 39,90 €: 37,91 € each (37,905 € half up), x 2.
    expect(orders()).toEqual([expect.objectContaining({ total: 75.82 })]);
  });

  it('MB WAY left while waiting: not known whether it was paid, never a failure; no second payment offered', async () => {
    const { actor } = start(101, ana);
    await toDetails(actor);
    actor.send({ type: 'voucher.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(payment(actor)!, (snapshot) => snapshot.matches('waitingMbway'));
    payment(actor)!.send({ type: 'payment.cancel' });
    await waitFor(actor, (snapshot) => snapshot.matches('outcomeUnknown'));
    expect(actor.getSnapshot().context.payment).toMatchObject({ status: 'unconfirmed' });
    expect(actor.getSnapshot().can({ type: 'voucher.continue' })).toBe(false);
    expect(actor.getSnapshot().can({ type: 'voucher.back' })).toBe(false);
    // The request on the phone is the voucher's one payment: still under way at the middleware.
    expect(orders()).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
    expect(sandbox.store.payments.size).toBe(1);
  });

  it('a guest buys with the guest call, where guests are allowed', async () => {
    sandbox.clearSeenOperations();
    const { actor } = start(101, guest);
    await toDetails(actor);
    actor.send({ type: 'voucher.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'method.select', method: 'hipay_mb' });
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(actor, (snapshot) => snapshot.matches('awaitingPayment'));
    expect(sandbox.seenOperations().get('createGuestVoucherPaymentLink')).toBe(1);
    expect(sandbox.seenOperations().get('createVoucherPaymentLink')).toBeUndefined();
  });

  it('leaving the payment without paying goes back to the details, all kept', async () => {
    const { actor } = start(101, ana);
    await toDetails(actor);
    actor.send({ type: 'invoice.toggle', needVatInvoice: true });
    actor.send({ type: 'voucher.change', field: 'invoiceName', value: 'Ana Silva' });
    actor.send({ type: 'voucher.change', field: 'vatId', value: '123456789' });
    actor.send({ type: 'voucher.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'payment.cancel' });
    await waitFor(actor, (snapshot) => snapshot.matches('detailing'));
    expect(actor.getSnapshot().context.invoice).toEqual({
      needVatInvoice: true,
      name: 'Ana Silva',
      vatId: '123456789',
    });
    expect(orders()).toEqual([]);
  });
});

// ------------------------------------------------------------------ kept for a reload

/** The flow state the widget saves with what the purchase told last, as a reload reads it back. */
function reloaded(report: VoucherReport | undefined) {
  if (report?.type !== 'voucher.flow') throw new Error('the purchase told nothing of itself');
  const saved = { ...initialFlowState(), campaignId: 101, ...report.kept };
  return parseFlowState(JSON.parse(JSON.stringify(saved)));
}

/** Campaign 101's purchase as a reload reads it back: 3 normal vouchers, unless told otherwise. */
const keptAt = (
  step: 'voucher' | 'details',
  {
    kind = 'normal',
    count = 3,
    prizeId = null,
  }: { kind?: 'normal' | 'gift' | 'premium'; count?: number; prizeId?: number | null } = {},
): VoucherKept => ({
  voucherInProgress: { step, campaignId: 101, kind, giftName: '' },
  voucher: { numberOfPeople: count, needVatInvoice: false, name: '', vatId: '', prizeId },
});

/** Nothing kept: no purchase under way, the Voucher step empty. */
const NOTHING_KEPT = {
  type: 'voucher.flow',
  kept: { voucherInProgress: null, voucher: { needVatInvoice: false, name: '', vatId: '' } },
};

describe('voucher purchase: kept across a reload (SPEC 3 Voucher step)', () => {
  it('tells the count, the prize and the invoice as they change; a reload at the details reopens them, and 3 vouchers less prize 301 are bought', async () => {
    const first = start(101, ana).actor;
    first.send({ type: 'voucher.count', count: 3 });
    expect(lastFlow()).toEqual({
      type: 'voucher.flow',
      kept: {
        voucherInProgress: { step: 'voucher', campaignId: 101, kind: 'normal', giftName: '' },
        voucher: {
          numberOfPeople: 3,
          needVatInvoice: false,
          name: '',
          vatId: '',
          prizeId: null,
        },
      },
    });
    await toDetails(first);
    first.send({ type: 'prize.select', prizeId: 301 });
    first.send({ type: 'invoice.toggle', needVatInvoice: true });
    first.send({ type: 'voucher.change', field: 'invoiceName', value: 'Ana Silva Lda' });
    first.send({ type: 'voucher.change', field: 'vatId', value: '123456789' });
    expect(lastFlow()).toMatchObject({ kept: { voucherInProgress: { step: 'details' } } });
    const stored = reloaded(lastFlow());
    expect(stored?.voucher).toEqual({
      numberOfPeople: 3,
      needVatInvoice: true,
      name: 'Ana Silva Lda',
      vatId: '123456789',
      prizeId: 301,
    });
    first.stop();

    // The page reloaded: the purchase opens again at the details, everything as it was.
    const { actor: again } = start(101, ana, { kept: keptVoucherOf(stored!, 101) });
    await waitFor(again, (snapshot) => snapshot.matches('detailing'));
    expect(again.getSnapshot().context).toMatchObject({
      count: 3,
      kind: 'normal',
      prizeId: 301,
      invoice: { needVatInvoice: true, name: 'Ana Silva Lda', vatId: '123456789' },
    });
    again.send({ type: 'voucher.continue' });
    await waitFor(again, (snapshot) => snapshot.matches('paying'));
    payment(again)!.send({ type: 'payment.submit' });
    await waitFor(payment(again)!, (snapshot) => snapshot.matches('waitingMbway'));
    // 3 × 39,90 € less the 5 € of prize 301.
    expect(orders()).toEqual([expect.objectContaining({ total: 114.7 })]);
  });

  it('a gift kept at the first step reopens there with its recipient', () => {
    const first = start(101, ana).actor;
    first.send({ type: 'voucher.kind', kind: 'gift' });
    first.send({ type: 'voucher.change', field: 'giftName', value: 'Rui Ferreira' });
    const stored = reloaded(lastFlow());
    first.stop();
    const { actor: again } = start(101, ana, { kept: keptVoucherOf(stored!, 101) });
    expect(again.getSnapshot().matches('configuring')).toBe(true);
    expect(again.getSnapshot().context).toMatchObject({
      count: 2,
      kind: 'gift',
      giftName: 'Rui Ferreira',
    });
  });

  it('what was kept is checked against the campaign and the visitor: a count out of bounds, a premium voucher for a non-member, a prize not theirs are dropped', async () => {
    const { actor } = start(101, ana, {
      kept: keptAt('details', { count: 99, kind: 'premium', prizeId: 305 }),
    });
    await waitFor(actor, (snapshot) => snapshot.matches('detailing'));
    expect(actor.getSnapshot().context).toMatchObject({ count: 2, kind: 'normal', prizeId: null });
    expect(lastFlow()).toMatchObject({
      kept: { voucherInProgress: { step: 'details' }, voucher: { prizeId: null } },
    });
  });

  it('a gift kept at the details without its recipient stays at the first step', () => {
    const { actor } = start(101, ana, { kept: keptAt('details', { kind: 'gift' }) });
    expect(actor.getSnapshot().matches('configuring')).toBe(true);
  });

  it('left, or bought, nothing of it is kept', async () => {
    const left = start(101, ana).actor;
    left.send({ type: 'voucher.count', count: 3 });
    left.send({ type: 'voucher.exit' });
    expect(lastFlow()).toEqual(NOTHING_KEPT);
    expect(reloaded(lastFlow())?.voucher).toEqual({ needVatInvoice: false, name: '', vatId: '' });
    left.stop();

    const { actor, pass } = start(101, ana);
    await toDetails(actor);
    actor.send({ type: 'voucher.continue' });
    await waitFor(actor, (snapshot) => snapshot.matches('paying'));
    payment(actor)!.send({ type: 'payment.submit' });
    await waitFor(payment(actor)!, (snapshot) => snapshot.matches('waitingMbway'));
    expect(lastFlow()).toMatchObject({ kept: { voucherInProgress: { step: 'details' } } });
    for (let second = 2; second <= 10; second += 2) {
      pass(2_000);
      await waitFor(payment(actor)!, (snapshot) => !snapshot.matches({ waitingMbway: 'checking' }));
    }
    await waitFor(actor, (snapshot) => snapshot.matches('purchased'));
    expect(lastFlow()).toEqual(NOTHING_KEPT);
  });
});

// ------------------------------------------------------------------ coverage of the chart

type VoucherModelEvent = ModelEvent<typeof voucherMachine>;
type VoucherSnapshot = SnapshotFrom<typeof voucherMachine>;
const ev = (event: Record<string, unknown>) => event as unknown as VoucherModelEvent;
const done = (id: string, output: unknown) => ev({ type: `xstate.done.actor.${id}`, output });

const ended = (status: 'paid' | 'referenceIssued' | 'inStore' | 'unconfirmed') =>
  done('payment', {
    status,
    orderCode: 'VOU-5001',
    method: 'hipay_mb',
    payment: { id: 'pay-1' },
  });

/**
 * What the visitor, the sign-in, the prizes call and the payment can do, one thing at a time so
 * that the walk ends: the first step is changed from its start (count, kind, gift's recipient),
 * and only a purchase whose first step is as it started goes past it; the invoice is filled in
 * a fixed order (asked for, a name, a wrong NIF, the right one).
 */
function voucherEvents(initial: VoucherSnapshot['context'], prizes: Prize[]) {
  return (snapshot: VoucherSnapshot): VoucherModelEvent[] => {
    const { context } = snapshot;
    const asStarted =
      context.count === initial.count &&
      context.kind === initial.kind &&
      context.giftName === '' &&
      Object.keys(context.errors).length === 0;
    const exit = ev({ type: 'voucher.exit' });
    if (snapshot.matches('configuring')) {
      const events = [ev({ type: 'voucher.continue' })];
      if (asStarted) {
        events.push(
          ev({ type: 'voucher.count', count: initial.count + 1 }),
          ev({ type: 'voucher.count', count: 99 }),
          ev({ type: 'voucher.kind', kind: 'gift' }),
          ev({ type: 'voucher.kind', kind: 'premium' }),
          ev({ type: 'voucher.kind', kind: 'normal' }),
          exit,
        );
      }
      if (context.kind === 'gift' && context.giftName === '') {
        events.push(ev({ type: 'voucher.change', field: 'giftName', value: 'Rui Ferreira' }));
      }
      return events;
    }
    if (context.count !== initial.count || context.kind !== initial.kind) return [];
    if (snapshot.matches('identifying')) {
      return [
        done('auth', ana),
        done('auth', guest),
        done('auth', { kind: 'failed', error: 'generic' }),
        ev({ type: 'voucher.back' }),
        // A guest's details as typed on the sign-in's form (kept for a reload).
        ...(context.typedContact === null
          ? [
              ev({
                type: 'guest.typed',
                name: 'Rita',
                email: 'rita@',
                prefix: '+351',
                phone: '91',
              }),
            ]
          : []),
      ];
    }
    if (snapshot.matches('loadingPrizes')) {
      return [
        done('fetchPrizes', prizes),
        ev({ type: 'xstate.error.actor.fetchPrizes', error: new ApiError('network', 'offline') }),
      ];
    }
    if (snapshot.matches('detailing')) {
      const { invoice } = context;
      const events = [ev({ type: 'voucher.continue' }), ev({ type: 'voucher.back' })];
      if (context.prizeId === null && !invoice.needVatInvoice) {
        events.push(
          ...[...prizes.map((prize) => prize.id), 999].map((prizeId) =>
            ev({ type: 'prize.select', prizeId }),
          ),
          ev({ type: 'invoice.toggle', needVatInvoice: true }),
        );
      }
      if (context.prizeId !== null) events.push(ev({ type: 'prize.select', prizeId: null }));
      if (invoice.needVatInvoice && invoice.name === '') {
        events.push(ev({ type: 'voucher.change', field: 'invoiceName', value: 'Ana Silva' }));
      } else if (invoice.needVatInvoice && invoice.vatId === '') {
        events.push(ev({ type: 'voucher.change', field: 'vatId', value: '123456780' }));
      } else if (invoice.vatId === '123456780') {
        events.push(ev({ type: 'voucher.change', field: 'vatId', value: '123456789' }));
      }
      return events;
    }
    if (snapshot.matches('paying')) {
      return [
        ended('paid'),
        ended('referenceIssued'),
        ended('inStore'),
        ended('unconfirmed'),
        done('payment', { status: 'cancelled' }),
        ev({
          type: 'payment.progress',
          inProgress: {
            orderCode: 'VOU-5001',
            method: 'hipay_mbway',
            payment: { id: 'pay-1' },
            startedAtMs: 0,
          },
          phone: { prefix: '+351', phone: '912000001' },
        }),
        ev({ type: 'payment.progress', inProgress: null, phone: { prefix: '+351', phone: '' } }),
      ];
    }
    return [exit];
  };
}

describe('voucher chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    const inputOf = (campaignId: number, identity: Identity | null): VoucherInput => ({
      allowGuestLogin: true,
      providerId: 1,
      social: null,
      campaign: campaignFixture(campaignId),
      identity,
      contact: anaContact,
      keySeed: 'voucher-seed',
    });
    // Nobody known yet (the sign-in runs) on 101; Miguel, a member with prizes, on 109 (prize
    // 305 leaves less than 2 € to pay); a guest, who has no prizes.
    const models = [
      { input: inputOf(101, null), prizes: PRIZES[1001]! },
      { input: inputOf(109, miguel), prizes: PRIZES[1002]! },
      { input: inputOf(101, guest), prizes: [] },
      // Opened again after a reload at the details.
      { input: { ...inputOf(101, ana), kept: keptAt('details') }, prizes: PRIZES[1001]! },
    ].map(({ input, prizes }) =>
      createMachineModel(voucherMachine, {
        input,
        events: voucherEvents(initialVoucherContext(input), prizes),
      }),
    );
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});
