// @vitest-environment node
// The voucher purchase chart's guards (machines/voucher/voucher.machine.ts), driven as a visitor
// would against the sandbox middleware: how many vouchers may be bought (the campaign's minimum
// and maximum people, SPEC 3 and 9), a gift's recipient (SPEC 5 "A name"), choosing a prize and
// choosing none again (SPEC 5: at least 2 € left to pay with a prize; a prize is never a
// condition), and signing in on the way (SPEC 4 "Login", SPEC 6 guests). The verdicts are the
// step the visitor is on and what the sandbox's store holds once the purchase is sent: the order
// and its total. Campaign 101 (the sandbox's seed) takes 2 to 8 people; its voucher costs 39,90 €.
// "Now" is the sandbox's, frozen at FIXED_NOW (tests/setup.ts); time passes on a simulated clock.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, SimulatedClock, waitFor, type Actor, type AnyActorRef } from 'xstate';
import { campaignFixture } from '../../api/sandbox/fixtures';
import { sandbox } from '../../api/sandbox/control';
import type { Identity } from '../../machines/booking/booking.types';
import { voucherMachine, type VoucherEvent } from '../../machines/voucher/voucher.machine';
import { ana, anaContact, miguel } from '../../stories/support/bookingFixtures';

type Voucher = Actor<typeof voucherMachine>;

let running: Voucher | null = null;
afterEach(() => running?.stop());

function open(campaignId: number, identity: Identity | null): Voucher {
  running = createActor(voucherMachine, {
    clock: new SimulatedClock(),
    input: {
      allowGuestLogin: true,
      providerId: 1,
      social: null,
      campaign: campaignFixture(campaignId),
      identity,
      contact: { ...anaContact, phone: '912000001' },
      keySeed: 'voucher-guards',
    },
  }).start();
  return running;
}

function act(voucher: Voucher, event: VoucherEvent) {
  voucher.send(event);
  return voucher.getSnapshot();
}

const count = (value: number): VoucherEvent => ({ type: 'voucher.count', count: value });
const proceed: VoucherEvent = { type: 'voucher.continue' };
const child = (voucher: Voucher, id: 'auth' | 'payment') =>
  voucher.getSnapshot().children[id] as AnyActorRef | undefined;

/** The orders the sandbox holds: what the middleware was asked to sell. */
const orders = () => [...sandbox.store.orders.values()].map((record) => record.order);

/** From the details on: sends the purchase for an ATM reference and waits for the sandbox. */
async function buy(voucher: Voucher) {
  act(voucher, proceed);
  await waitFor(voucher, (snapshot) => snapshot.matches('paying'));
  child(voucher, 'payment')!.send({ type: 'method.select', method: 'hipay_mb' });
  child(voucher, 'payment')!.send({ type: 'payment.submit' });
  await waitFor(voucher, (snapshot) => snapshot.matches('awaitingPayment'));
  return orders();
}

async function toDetails(voucher: Voucher) {
  act(voucher, proceed);
  await waitFor(voucher, (snapshot) => snapshot.matches('detailing'));
}

describe('SPEC 3 and 9: the number of vouchers stays within the campaign’s minimum and maximum people', () => {
  it('campaign 101 sells 2 to 8: 9 and 1 are refused, the count stays where it was', async () => {
    const voucher = open(101, ana);
    expect(voucher.getSnapshot().context.count).toBe(2); // SPEC 9: min(2, max)
    expect(voucher.getSnapshot().can(count(9))).toBe(false);
    expect(act(voucher, count(9)).context.count).toBe(2);
    expect(voucher.getSnapshot().can(count(1))).toBe(false);
    expect(act(voucher, count(1)).context.count).toBe(2);
    expect(voucher.getSnapshot().can(count(2.5))).toBe(false);
    expect(act(voucher, count(2.5)).context.count).toBe(2);
    // Nine asked for, two bought: 2 x 39,90 €.
    await toDetails(voucher);
    expect(await buy(voucher)).toEqual([expect.objectContaining({ total: 79.8 })]);
  });

  it('the maximum itself is sold: 8 vouchers, 8 x 39,90 € = 319,20 €', async () => {
    const voucher = open(101, ana);
    expect(voucher.getSnapshot().can(count(8))).toBe(true);
    expect(act(voucher, count(8)).context.count).toBe(8);
    await toDetails(voucher);
    expect(await buy(voucher)).toEqual([expect.objectContaining({ total: 319.2 })]);
  });

  it('three, inside the bounds: 3 x 39,90 € = 119,70 €', async () => {
    const voucher = open(101, ana);
    act(voucher, count(3));
    await toDetails(voucher);
    expect(await buy(voucher)).toEqual([expect.objectContaining({ total: 119.7 })]);
  });
});

describe('SPEC 5 "A name": a gift voucher needs its recipient’s name', () => {
  it('a name of spaces only is no name: the step stays, with the message, and nothing is sold', () => {
    const voucher = open(101, ana);
    act(voucher, { type: 'voucher.kind', kind: 'gift' });
    act(voucher, { type: 'voucher.change', field: 'giftName', value: '   ' });
    const snapshot = act(voucher, proceed);
    expect(snapshot.matches('configuring')).toBe(true);
    expect(snapshot.context.errors.giftName).toBe('nameRequired');
    expect(orders()).toEqual([]);
  });

  it('with a name the purchase goes on, and the gift carries it', async () => {
    const voucher = open(101, ana);
    act(voucher, { type: 'voucher.kind', kind: 'gift' });
    act(voucher, { type: 'voucher.change', field: 'giftName', value: ' Rui Ferreira ' });
    await toDetails(voucher);
    // The gift discount (5 %) on 39,90 €: 37,91 € each (37,905 € half up), x 2.
    expect(await buy(voucher)).toEqual([expect.objectContaining({ total: 75.82 })]);
  });
});

describe('SPEC 5 and 7: a prize of the visitor’s own, at most one, and none is always a choice', () => {
  it('a prize chosen can be dropped again: the full price is charged', async () => {
    // Miguel's smart voucher of campaign 109 costs 42,40 €; his prize 304 is worth 10 €.
    const voucher = open(109, miguel);
    await toDetails(voucher);
    act(voucher, { type: 'prize.select', prizeId: 304 });
    expect(voucher.getSnapshot().context.prizeId).toBe(304);
    expect(voucher.getSnapshot().can({ type: 'prize.select', prizeId: null })).toBe(true);
    expect(act(voucher, { type: 'prize.select', prizeId: null }).context.prizeId).toBeNull();
    expect(await buy(voucher)).toEqual([expect.objectContaining({ total: 42.4 })]);
  });

  it('with the prize kept, 10 € less is charged', async () => {
    const voucher = open(109, miguel);
    await toDetails(voucher);
    act(voucher, { type: 'prize.select', prizeId: 304 });
    expect(await buy(voucher)).toEqual([expect.objectContaining({ total: 32.4 })]);
  });
});

describe('SPEC 4 "Login" and SPEC 6: someone signed in or a guest on the way goes on to the details', () => {
  it('a visitor nobody knows continues as a guest: the details, then a purchase in the guest’s name', async () => {
    const voucher = open(101, null);
    act(voucher, proceed);
    expect(voucher.getSnapshot().matches('identifying')).toBe(true);
    const auth = child(voucher, 'auth')!;
    auth.send({ type: 'guest.start' });
    for (const [field, value] of [
      ['name', 'Rita Gomes'],
      ['email', 'rita.gomes@example.pt'],
      ['phone', '912000222'],
    ] as const) {
      auth.send({ type: 'form.change', field, value });
    }
    auth.send({ type: 'guest.submit' });
    await waitFor(voucher, (snapshot) => !snapshot.matches('identifying'));
    expect(voucher.getSnapshot().matches('detailing')).toBe(true);
    expect(voucher.getSnapshot().context.identity).toMatchObject({
      kind: 'guest',
      guest: { email: 'rita.gomes@example.pt' },
    });
    sandbox.clearSeenOperations();
    expect(await buy(voucher)).toEqual([expect.objectContaining({ total: 79.8 })]);
    expect(sandbox.seenOperations().get('createGuestVoucherPaymentLink')).toBe(1);
  });
});
