// Changing and cancelling a reservation from the personal area (machines/editBooking, run by the
// list chart) against the sandbox middleware: Ana's reservation of campaign 108, made through
// the middleware's own booking call, is moved through the schedule chart to another slot and
// fewer people; the sandbox then holds one reservation, changed, the old slot's places freed. A
// slot taken meanwhile brings back the date choice with SPEC 8's message, the people kept. Every
// fault of the change, the cancellation and the campaign call ends in a message and a way on,
// and a change is applied once whatever the retries. A coverage model walks every state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { DateTime } from 'luxon';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { ApiError } from '../../api/errors';
import { sandbox, type SandboxFault } from '../../api/sandbox/control';
import { CAMPAIGNS, SHOPS } from '../../api/sandbox/seed';
import {
  editBookingMachine,
  type EditBookingInput,
} from '../../machines/editBooking/editBooking.machine';
import { selectEditStep } from '../../machines/editBooking/editBooking.selectors';
import { myBookingsMachine } from '../../machines/myBookings/myBookings.machine';
import {
  bookingChangeOf,
  canCancelBooking,
  canChangeBooking,
  isBookingChanged,
  withOwnPlaces,
  type MyBooking,
} from '../../machines/rules/myBookings';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
} from '../harness/model';

const ZONE = 'Europe/Lisbon';
const at = (local: string) => DateTime.fromISO(local, { zone: ZONE }).toISO() ?? '';
const ms = (iso: string) => DateTime.fromISO(iso).toMillis();
const ANA = { userId: 1001, token: 'tok-ana' };

// The sandbox's today is Tuesday 3 March 2026, 09:00 (tests/setup.ts).
const BOOKED = at('2026-03-04T19:00'); // 8 places
const MOVED = at('2026-03-05T21:00'); // 6 places
const TAKEN = at('2026-03-05T19:30'); // 4 places

let list: Actor<typeof myBookingsMachine> | null = null;
afterEach(() => {
  list?.stop();
  list = null;
  vi.useRealTimers();
});

async function book(token: string, date: string, numberOfPeople: number, userId: number) {
  configureApi({ host: undefined, context: { token, language: 'pt_PT' } });
  const made = await unwrap(
    apiClient.POST('/client/book/book/{userId}', {
      params: { path: { userId }, query: { token } },
      body: { campaignId: 108, numberOfPeople, date },
    }),
  );
  configureApi({ context: {} });
  return made;
}

/** Places left at a slot of campaign 108, as the middleware answers them. */
async function capacityAt(startTime: string) {
  const slots = await unwrap(
    apiClient.GET('/v4/campaigns/{id}/calendar/available-slots', { params: { path: { id: 108 } } }),
  );
  return slots.find((slot) => ms(slot.startTime) === ms(startTime))?.capacity;
}
const editor = (actor: Actor<typeof myBookingsMachine>) =>
  actor.getSnapshot().children.editBooking as Actor<typeof editBookingMachine> | undefined;

/** The edit waits for nothing: no call under way, and the schedule (if shown) loaded. */
async function notBusy(actor: Actor<typeof editBookingMachine>) {
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  const schedule = actor.getSnapshot().children.schedule;
  if (schedule) await waitFor(schedule, (snapshot) => !snapshot.matches('loading'));
}

/** Ana's list, settled, with her reservation of 108 at BOOKED for 4. */
async function anaEditing(intent: 'change' | 'cancel') {
  const made = await book(ANA.token, BOOKED, 4, ANA.userId);
  list = createActor(myBookingsMachine, { input: ANA }).start();
  await waitFor(list, (snapshot) => snapshot.matches('list'));
  list.send({ type: 'myBookings.edit', bookingId: String(made.reservationId), intent });
  const edit = editor(list)!;
  expect(edit).toBeDefined();
  await notBusy(edit);
  return { made, edit };
}

/** In the schedule chart: the day of `startTime`, that slot, and `people`. */
function choose(edit: Actor<typeof editBookingMachine>, startTime: string, people: number) {
  const schedule = edit.getSnapshot().children.schedule!;
  schedule.send({ type: 'people.change', numberOfPeople: people });
  schedule.send({ type: 'date.select', date: startTime.slice(0, 10) });
  schedule.send({ type: 'slot.select', startTime });
  schedule.send({ type: 'schedule.confirm' });
}

const reservationIn = (id: number) =>
  sandbox.store.reservations.find((reservation) => reservation.reservationId === id)!;

describe('changing a reservation', () => {
  it('Ana moves her 108 reservation to another day and fewer people: one reservation, changed, the old places freed', async () => {
    const { made, edit } = await anaEditing('change');
    // The schedule starts at the reservation as it is.
    const schedule = edit.getSnapshot().children.schedule!.getSnapshot();
    expect(schedule.context).toMatchObject({ numberOfPeople: 4, date: '2026-03-04' });
    expect(await capacityAt(BOOKED)).toBe(4);

    choose(edit, MOVED, 2);
    expect(selectEditStep(edit.getSnapshot())).toBe('reviewing');
    edit.send({ type: 'edit.confirm' });
    edit.send({ type: 'edit.confirm' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('saved');

    expect(sandbox.store.reservations).toHaveLength(1);
    expect(ms(reservationIn(made.reservationId).date!)).toBe(ms(MOVED));
    expect(reservationIn(made.reservationId).numberOfPeople).toBe(2);
    expect(await capacityAt(BOOKED)).toBe(8);
    expect(await capacityAt(MOVED)).toBe(4);

    // Back to the list, read again: the reservation as changed.
    edit.send({ type: 'edit.exit' });
    await waitFor(list!, (snapshot) => snapshot.matches('list'));
    const listed = list!.getSnapshot().context.bookings[0] as MyBooking;
    expect(listed).toMatchObject({ id: String(made.reservationId), numberOfPeople: 2 });
    expect(ms(listed.dateTime!)).toBe(ms(MOVED));
  });

  it('a slot her reservation filled is still hers: the same time with fewer people', async () => {
    // 19:30 has 4 places: Ana takes them all.
    const full = at('2026-03-04T19:30');
    const made = await book(ANA.token, full, 4, ANA.userId);
    expect(await capacityAt(full)).toBe(0);
    list = createActor(myBookingsMachine, { input: ANA }).start();
    await waitFor(list, (snapshot) => snapshot.matches('list'));
    list.send({ type: 'myBookings.edit', bookingId: String(made.reservationId), intent: 'change' });
    const edit = editor(list)!;
    await notBusy(edit);
    // Her own 4 places count as free at her slot: it stays chosen.
    expect(edit.getSnapshot().children.schedule!.getSnapshot().matches({ slot: 'ready' })).toBe(
      true,
    );
    choose(edit, full, 3);
    edit.send({ type: 'edit.confirm' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('saved');
    expect(reservationIn(made.reservationId).numberOfPeople).toBe(3);
    expect(await capacityAt(full)).toBe(1);
  });

  it('nothing is sent while the choice is the reservation as it is', async () => {
    const { edit } = await anaEditing('change');
    choose(edit, BOOKED, 4);
    expect(selectEditStep(edit.getSnapshot())).toBe('reviewing');
    expect(edit.getSnapshot().can({ type: 'edit.confirm' })).toBe(false);
  });

  it('a slot taken meanwhile: back to the date with "date not available", the people kept, then another slot', async () => {
    const { made, edit } = await anaEditing('change');
    choose(edit, TAKEN, 2);
    // Miguel takes 3 of its 4 places meanwhile.
    await book('tok-miguel', TAKEN, 3, 1002);
    edit.send({ type: 'edit.confirm' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('choosing');
    const schedule = edit.getSnapshot().children.schedule!.getSnapshot();
    expect(schedule.context).toMatchObject({
      problem: 'dateNotAvailable',
      numberOfPeople: 2,
      date: null,
      startTime: null,
    });
    expect(ms(reservationIn(made.reservationId).date!)).toBe(ms(BOOKED));

    choose(edit, MOVED, 2);
    edit.send({ type: 'edit.confirm' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('saved');
    expect(ms(reservationIn(made.reservationId).date!)).toBe(ms(MOVED));
  });

  const faults: [string, SandboxFault, string][] = [
    ['a 4xx with a message', { kind: 'status', status: 422, message: 'Recusado.' }, 'generic'],
    ['a 5xx', { kind: 'status', status: 503 }, 'generic'],
    ['no answer (network)', { kind: 'network' }, 'network'],
    ['an answer off the contract', { kind: 'malformed', shape: 'wrongTypes' }, 'malformedResponse'],
    ['the change made, its answer lost', { kind: 'lost' }, 'network'],
  ];

  it.each(faults)(
    'the change fails with %s: its message, the choice kept, a retry applies it once',
    async (_, fault, code) => {
      const { made, edit } = await anaEditing('change');
      choose(edit, MOVED, 2);
      sandbox.setFault('changeMyBooking', fault, { times: 1 });
      edit.send({ type: 'edit.confirm' });
      await notBusy(edit);
      expect(selectEditStep(edit.getSnapshot())).toBe('saveFailed');
      expect(edit.getSnapshot().context.error).toBe(code);
      expect(edit.getSnapshot().context.choice).toMatchObject({ numberOfPeople: 2 });
      edit.send({ type: 'edit.retry' });
      await notBusy(edit);
      expect(selectEditStep(edit.getSnapshot())).toBe('saved');
      expect(reservationIn(made.reservationId).numberOfPeople).toBe(2);
      expect(await capacityAt(MOVED)).toBe(4);
      expect(await capacityAt(BOOKED)).toBe(8);
    },
  );

  it('no answer within 40 s (SPEC 8, 9): the time-out message and a retry', async () => {
    const { made, edit } = await anaEditing('change');
    choose(edit, MOVED, 2);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('changeMyBooking', { kind: 'hang' }, { times: 1 });
    edit.send({ type: 'edit.confirm' });
    await vi.advanceTimersByTimeAsync(39_999);
    expect(selectEditStep(edit.getSnapshot())).toBe('saving');
    await vi.advanceTimersByTimeAsync(1);
    await notBusy(edit);
    expect(edit.getSnapshot().context.error).toBe('timeout');
    vi.useRealTimers();
    edit.send({ type: 'edit.retry' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('saved');
    expect(reservationIn(made.reservationId).numberOfPeople).toBe(2);
  });

  it('a token refused (401): the session ended, the choice kept for after a new sign-in', async () => {
    const { edit } = await anaEditing('change');
    choose(edit, MOVED, 2);
    sandbox.setFault('changeMyBooking', { kind: 'status', status: 401 }, { times: 1 });
    edit.send({ type: 'edit.confirm' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('sessionEnded');
    expect(edit.getSnapshot().can({ type: 'edit.retry' })).toBe(false);
    edit.send({ type: 'edit.signIn' });
    expect(selectEditStep(edit.getSnapshot())).toBe('signingIn');
    expect(edit.getSnapshot().context.choice).toMatchObject({ numberOfPeople: 2 });
  });

  it('the campaign does not load: its message and a retry', async () => {
    sandbox.setFault('getCampaign', { kind: 'status', status: 500 }, { times: 1 });
    const { edit } = await anaEditing('change');
    expect(selectEditStep(edit.getSnapshot())).toBe('campaignFailed');
    edit.send({ type: 'edit.retry' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('choosing');
  });
});

describe('cancelling a reservation', () => {
  it('confirmed, then cancelled once: its places freed, listed as cancelled', async () => {
    const { made, edit } = await anaEditing('cancel');
    expect(selectEditStep(edit.getSnapshot())).toBe('confirmingCancel');
    sandbox.setFault('cancelMyBooking', { kind: 'network' }, { times: 1 });
    edit.send({ type: 'edit.confirm' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('cancelFailed');
    edit.send({ type: 'edit.retry' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('cancelled');
    expect(await capacityAt(BOOKED)).toBe(8);
    edit.send({ type: 'edit.exit' });
    await waitFor(list!, (snapshot) => snapshot.matches('list'));
    const listed = list!
      .getSnapshot()
      .context.bookings.find((booking) => booking.id === String(made.reservationId));
    expect(listed).toMatchObject({ state: 'cancelled', canChange: false, canCancel: false });
  });
});

describe('cancelling a reservation: faults', () => {
  const faults: [string, SandboxFault, string][] = [
    ['a 4xx with a message', { kind: 'status', status: 409, message: 'Já não.' }, 'generic'],
    ['a 5xx', { kind: 'status', status: 500 }, 'generic'],
    ['an answer off the contract', { kind: 'malformed', shape: 'emptyBody' }, 'malformedResponse'],
    ['the cancellation made, its answer lost', { kind: 'lost' }, 'network'],
  ];

  it.each(faults)(
    'the cancellation fails with %s: its message, a retry cancels it once',
    async (_, fault, code) => {
      const { made, edit } = await anaEditing('cancel');
      sandbox.setFault('cancelMyBooking', fault, { times: 1 });
      edit.send({ type: 'edit.confirm' });
      await notBusy(edit);
      expect(selectEditStep(edit.getSnapshot())).toBe('cancelFailed');
      expect(edit.getSnapshot().context.error).toBe(code);
      edit.send({ type: 'edit.retry' });
      await notBusy(edit);
      expect(selectEditStep(edit.getSnapshot())).toBe('cancelled');
      expect(sandbox.store.reservationsMade.get(made.reservationId)?.cancelled).toBe(true);
      expect(await capacityAt(BOOKED)).toBe(8);
    },
  );

  it('no answer within 40 s: the time-out message and a retry', async () => {
    const { edit } = await anaEditing('cancel');
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('cancelMyBooking', { kind: 'hang' }, { times: 1 });
    edit.send({ type: 'edit.confirm' });
    await vi.advanceTimersByTimeAsync(40_000);
    await notBusy(edit);
    expect(edit.getSnapshot().context.error).toBe('timeout');
    vi.useRealTimers();
    edit.send({ type: 'edit.retry' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('cancelled');
  });

  it('a token refused (401): the session ended, the cancellation waiting for a new sign-in', async () => {
    const { edit } = await anaEditing('cancel');
    sandbox.setFault('cancelMyBooking', { kind: 'status', status: 401 }, { times: 1 });
    edit.send({ type: 'edit.confirm' });
    await notBusy(edit);
    expect(selectEditStep(edit.getSnapshot())).toBe('sessionEnded');
  });
});

describe('which reservations may be changed or cancelled (machines/rules/myBookings.ts)', () => {
  const now = ms(at('2026-03-03T09:00'));
  const reservation: MyBooking = {
    kind: 'reservation',
    id: '1',
    state: 'confirmed',
    createdAt: '2026-03-01T10:00:00Z',
    campaignId: 108,
    dateTime: BOOKED,
    numberOfPeople: 4,
    canChange: true,
    canCancel: true,
  };

  it('only where the middleware allows it, and only while still to come', () => {
    expect(canChangeBooking(reservation, now)).toBe(true);
    expect(canCancelBooking(reservation, now)).toBe(true);
    expect(canChangeBooking({ ...reservation, canChange: false }, now)).toBe(false);
    expect(canCancelBooking({ ...reservation, canCancel: undefined }, now)).toBe(false);
    expect(canChangeBooking(reservation, ms(BOOKED))).toBe(false);
    expect(canCancelBooking(reservation, ms(BOOKED) + 1)).toBe(false);
    expect(canChangeBooking({ ...reservation, kind: 'voucher' }, now)).toBe(false);
    expect(canChangeBooking({ ...reservation, campaignId: undefined }, now)).toBe(false);
  });

  it("the calendar frees the reservation's own places at its own slot only", () => {
    const slots = [
      { startTime: '2026-03-04T19:00:00Z', capacity: 0 },
      { startTime: '2026-03-04T19:30:00Z', capacity: 2 },
    ];
    expect(
      withOwnPlaces(slots, { dateTime: '2026-03-04T19:00:00+00:00', numberOfPeople: 4 }),
    ).toEqual([{ ...slots[0], capacity: 4 }, slots[1]]);
    expect(withOwnPlaces(slots, null)).toEqual(slots);
  });

  it('a change is something new: another instant (whatever the offset) or another party size', () => {
    expect(bookingChangeOf({ startTime: null, numberOfPeople: 2 })).toBeNull();
    const same = bookingChangeOf({ startTime: '2026-03-04T19:00:00Z', numberOfPeople: 4 })!;
    expect(isBookingChanged(reservation, same)).toBe(false);
    expect(isBookingChanged(reservation, { ...same, numberOfPeople: 3 })).toBe(true);
    expect(isBookingChanged(reservation, { ...same, date: MOVED })).toBe(true);
    expect(isBookingChanged(reservation, null)).toBe(false);
  });
});

// ------------------------------------------------------------------ coverage

// Campaign 108 as the middleware answers it: with its shop (Taberna do Chiado).
const CAMPAIGN_108 = {
  ...CAMPAIGNS.find((campaign) => campaign.info.campaignView.campaignId === 108)!.info,
  shop: SHOPS.find((shop) => shop.id === 11)!,
};
const BOOKING: MyBooking = {
  kind: 'reservation',
  id: '7001',
  state: 'confirmed',
  createdAt: '2026-03-03T09:00:00Z',
  campaignId: 108,
  dateTime: BOOKED,
  numberOfPeople: 4,
  canChange: true,
  canCancel: true,
};
const input = (intent: 'change' | 'cancel'): EditBookingInput => ({
  ...ANA,
  booking: BOOKING,
  intent,
  keySeed: 'seed',
});
const choice = {
  date: '2026-03-05',
  startTime: MOVED,
  durationSec: 7200,
  numberOfPeople: 2,
  dateTimes: [],
};
const same = { ...choice, date: '2026-03-04', startTime: BOOKED, numberOfPeople: 4 };
const refused = new ApiError('http', 'refused', 401);
const events = [
  { type: 'xstate.done.actor.fetchCampaign', output: CAMPAIGN_108 },
  { type: 'xstate.error.actor.fetchCampaign', error: new ApiError('network', 'offline') },
  { type: 'xstate.error.actor.fetchCampaign', error: refused },
  { type: 'xstate.done.actor.schedule', output: choice },
  { type: 'xstate.done.actor.schedule', output: same },
  { type: 'xstate.done.actor.changeBooking', output: { ...BOOKING, numberOfPeople: 2 } },
  {
    type: 'xstate.error.actor.changeBooking',
    error: new ApiError('http', 'taken', 409, 'dateNotAvailable'),
  },
  { type: 'xstate.error.actor.changeBooking', error: new ApiError('timeout', 'late') },
  { type: 'xstate.error.actor.changeBooking', error: refused },
  { type: 'xstate.done.actor.cancelBooking', output: { ...BOOKING, state: 'cancelled' } },
  { type: 'xstate.error.actor.cancelBooking', error: new ApiError('network', 'offline') },
  { type: 'xstate.error.actor.cancelBooking', error: refused },
  {
    type: 'xstate.done.actor.auth',
    output: { kind: 'user', user: { id: 1001, token: 'tok-new' }, loginSource: 'own' },
  },
  { type: 'xstate.done.actor.auth', output: { kind: 'failed', error: 'generic' } },
  { type: 'edit.confirm' },
  { type: 'edit.back' },
  { type: 'edit.retry' },
  { type: 'edit.exit' },
  { type: 'edit.signIn' },
] as never[];

describe('editBooking chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    // Alone, the chart has no list to tell of a new sign-in.
    const chart = editBookingMachine.provide({ actions: { reportSignIn: () => undefined } });
    const models = [
      createMachineModel(chart, { input: input('change'), events, limit: 5000 }),
      createMachineModel(chart, { input: input('cancel'), events, limit: 5000 }),
    ];
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});
