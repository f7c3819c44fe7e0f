// @vitest-environment node
// The booking charts' shared guards (machines/booking/booking.setup.ts), driven as a visitor would
// against the sandbox middleware: SPEC 6 "a guest only where the context allows it and the
// campaign is not for members only". A guest already known (the flow state kept them) books the
// dinner of campaign 101 without being asked to sign in again, and the sandbox holds a guest's
// booking in their name; on campaign 112 (members only) the same guest is asked to sign in.
// "Now" is the sandbox's, frozen at Tuesday 3 March 2026, 09:00 in Lisbon (tests/setup.ts).
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type Actor, type AnyActorRef } from 'xstate';
import { sandbox } from '../../api/sandbox/control';
import { reservationMachine } from '../../machines/booking/reservation.machine';
import type { BookingContext } from '../../machines/booking/booking.types';
import {
  ana,
  campaignBookingInput,
  guest,
  guestContact,
  reviewedContext,
} from '../../stories/support/bookingFixtures';

type Booking = Actor<typeof reservationMachine>;

let running: Booking | null = null;
afterEach(() => running?.stop());

const child = (booking: Booking, id: string) =>
  booking.getSnapshot().children[id as never] as AnyActorRef | undefined;

/** Opens the booking of a campaign for the known guest and chooses Wednesday 4 March, 21:00. */
async function chooseDinner(campaignId: number): Promise<Booking> {
  running = createActor(reservationMachine, {
    input: campaignBookingInput(campaignId, {
      allowGuestLogin: true,
      identity: guest,
      contact: guestContact,
    }),
  }).start();
  const booking = running;
  await waitFor(booking, (snapshot) => snapshot.matches('choosing'));
  const schedule = child(booking, 'schedule')!;
  await waitFor(schedule, (snapshot) => !snapshot.matches('loading'));
  schedule.send({ type: 'date.select', date: '2026-03-04' });
  schedule.send({ type: 'slot.select', startTime: '2026-03-04T21:00:00Z' });
  schedule.send({ type: 'schedule.confirm' });
  await waitFor(booking, (snapshot) => !snapshot.matches('choosing'));
  return booking;
}

describe('SPEC 6: a guest books only where the context allows it and the campaign is not for members only', () => {
  it('a known guest on campaign 101 is not asked to sign in: the contact step, then a guest booking', async () => {
    const booking = await chooseDinner(101);
    expect(booking.getSnapshot().matches('identifying')).toBe(false);
    expect(child(booking, 'auth')).toBeUndefined();
    await waitFor(booking, (snapshot) => snapshot.matches('describing'));
    child(booking, 'contact')!.send({ type: 'contact.submit' });
    await waitFor(booking, (snapshot) => snapshot.matches('reviewing'));
    sandbox.clearSeenOperations();
    booking.send({ type: 'booking.confirm' });
    await waitFor(
      booking,
      (snapshot) => snapshot.matches('confirmed') || snapshot.matches('failed'),
    );
    expect(booking.getSnapshot().value).toBe('confirmed');
    expect(sandbox.seenOperations().get('createGuestBooking')).toBe(1);
    expect(sandbox.seenOperations().get('createBooking')).toBeUndefined();
  });

  it('the same guest on campaign 112 (members only) is asked to sign in, with no guest path', async () => {
    const booking = await chooseDinner(112);
    expect(booking.getSnapshot().matches('identifying')).toBe(true);
    expect(child(booking, 'auth')!.getSnapshot().context).toMatchObject({
      allowGuestLogin: false,
    });
  });
});

/** Ana at the review of the brunch (campaign 102, 16 € each): her prizes 301 (5 €) and 302. */
function reviewingBrunch(fields: Partial<BookingContext> = {}): Booking {
  const input = campaignBookingInput(102, { identity: ana });
  const context = reviewedContext(input, 'slot', fields);
  const snapshot = reservationMachine.getPersistedSnapshot(
    reservationMachine.resolveState({ value: 'reviewing', context }),
  );
  // Restored at the review: the input is what the chart was started with there.
  running = createActor(reservationMachine, { snapshot, input }).start();
  return running;
}

describe("SPEC 3 Book step prizeId: one of the visitor's prizes; SPEC 5's floor as the middleware says it", () => {
  it('a prize of hers is taken, then none; a prize that is not hers (used, or another user’s) is not', () => {
    const booking = reviewingBrunch();
    booking.send({ type: 'prize.select', prizeId: 301 });
    expect(booking.getSnapshot().context.prizeId).toBe(301);
    booking.send({ type: 'prize.select', prizeId: null });
    expect(booking.getSnapshot().context.prizeId).toBeNull();
    // 303 is hers but used; 304 is Miguel's.
    for (const prizeId of [303, 304]) {
      booking.send({ type: 'prize.select', prizeId });
      expect(booking.getSnapshot().context.prizeId).toBeNull();
    }
  });

  it('the middleware refusing the prize ("Invalid operation") brings the review back with it said beside the prizes; nothing booked', async () => {
    sandbox.setFault(
      'createBooking',
      { kind: 'status', status: 422, message: 'Invalid operation' },
      { times: 1 },
    );
    const booking = reviewingBrunch({ prizeId: 301 });
    booking.send({ type: 'booking.confirm' });
    await waitFor(booking, (snapshot) => !snapshot.matches('confirming'));
    expect(booking.getSnapshot().value).toBe('reviewing');
    expect(booking.getSnapshot().context).toMatchObject({ prizeError: 'voucherAmountTooLow' });
    expect(sandbox.store.reservations).toEqual([]);
  });

  it('with a prize, a refusal of another kind (the date taken meanwhile) is not about the prize: nothing said beside the prizes', async () => {
    sandbox.setFault('createBooking', { kind: 'status', status: 409 }, { times: 1 });
    const booking = reviewingBrunch({ prizeId: 301 });
    booking.send({ type: 'booking.confirm' });
    await waitFor(booking, (snapshot) => !snapshot.matches('confirming'));
    expect(booking.getSnapshot().context.prizeError).toBeNull();
    expect(booking.getSnapshot().context.error).not.toBeNull();
    expect(sandbox.store.reservations).toEqual([]);
  });

  it('the same refusal without a prize is not about a prize: the booking failed, nothing said beside the prizes', async () => {
    sandbox.setFault(
      'createBooking',
      { kind: 'status', status: 422, message: 'Invalid operation' },
      { times: 1 },
    );
    const booking = reviewingBrunch();
    booking.send({ type: 'booking.confirm' });
    await waitFor(booking, (snapshot) => !snapshot.matches('confirming'));
    expect(booking.getSnapshot().value).toBe('failed');
    expect(booking.getSnapshot().context.prizeError).toBeNull();
    expect(sandbox.store.reservations).toEqual([]);
  });
});
