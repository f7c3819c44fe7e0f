// The personal area's list chart against the sandbox middleware: what Ana booked (made through
// the middleware's own booking calls, before the chart starts) is what the chart lists, page by
// page, with the points and prizes the sandbox holds; every way a call can fail (an error
// answer, no answer, the 40 s time-out, an answer off the contract) ends in a message and a
// retry, on the first page and on the next. A coverage model at the end walks every state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { apiClient, configureApi, unwrap } from '../../api/client';
import { ApiError } from '../../api/errors';
import { sandbox } from '../../api/sandbox/control';
import { myBookingsFixture } from '../../api/sandbox/fixtures';
import type { SandboxFault } from '../../api/sandbox/control';
import {
  myBookingsMachine,
  type MyBookingsInput,
} from '../../machines/myBookings/myBookings.machine';
import {
  selectCanLoadMore,
  selectMyBookingsStep,
} from '../../machines/myBookings/myBookings.selectors';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

const ANA: MyBookingsInput = { userId: 1001, token: 'tok-ana' };
const RUI: MyBookingsInput = { userId: 1004, token: 'tok-rui' };

let actor: Actor<typeof myBookingsMachine> | null = null;
afterEach(() => {
  actor?.stop();
  actor = null;
  vi.useRealTimers();
});

function start(input: MyBookingsInput) {
  actor = createActor(myBookingsMachine, { input }).start();
  return actor;
}

const settled = (list: Actor<typeof myBookingsMachine>) =>
  waitFor(list, (snapshot) => !snapshot.hasTag('busy'));

/** Ana books `count` dinners at campaign 101 through the middleware, each at a free slot. */
async function anaBooksDinners(count: number) {
  configureApi({ host: undefined, context: { token: ANA.token, language: 'pt_PT' } });
  const slots = await unwrap(
    apiClient.GET('/v4/campaigns/{id}/calendar/available-slots', { params: { path: { id: 101 } } }),
  );
  for (const slot of slots.filter((free) => free.capacity >= 2).slice(0, count)) {
    await unwrap(
      apiClient.POST('/bookings', {
        body: { campaignId: 101, numberOfPeople: 2, date: slot.startTime },
      }),
    );
  }
  configureApi({ context: {} });
}

const listedIds = (list: Actor<typeof myBookingsMachine>) =>
  list.getSnapshot().context.bookings.map((booking) => `${booking.kind}:${booking.id}`);

describe('my bookings', () => {
  it("lists the bookings the sandbox holds for Ana, 10 a page, then the rest with 'load more'; her points and prizes", async () => {
    await anaBooksDinners(10);
    const made = sandbox.store.reservations.map((reservation) => reservation.reservationId);
    const list = start(ANA);
    await settled(list);
    expect(selectMyBookingsStep(list.getSnapshot())).toBe('list');
    // Newest first: the last dinner booked comes first.
    expect(listedIds(list)).toEqual(made.reverse().map((id) => `reservation:${id}`));
    expect(list.getSnapshot().context).toMatchObject({
      totalCount: 12,
      // 120, and 40 points for each dinner (campaign 101).
      points: sandbox.store.users.get(1001)!.user.points,
      prizes: sandbox.store.prizes.get(1001),
    });
    expect(list.getSnapshot().context.points).toBe(120 + 10 * 40);
    expect(selectCanLoadMore(list.getSnapshot())).toBe(true);

    list.send({ type: 'myBookings.loadMore' });
    await settled(list);
    // The seeded history of February, after what was booked today.
    expect(listedIds(list).slice(10)).toEqual(['voucher:VOU-4901', 'reservation:6901']);
    expect(selectCanLoadMore(list.getSnapshot())).toBe(false);
  });

  it('a page that moved on meanwhile (a booking made since) does not list one twice', async () => {
    await anaBooksDinners(10);
    const list = start(ANA);
    await settled(list);
    await anaBooksDinners(1);
    list.send({ type: 'myBookings.loadMore' });
    await settled(list);
    const ids = listedIds(list);
    expect(new Set(ids).size).toBe(ids.length);
    expect(ids).toHaveLength(12);
  });

  it('someone who has booked nothing: empty, with the points the sandbox holds', async () => {
    const list = start(RUI);
    await settled(list);
    expect(selectMyBookingsStep(list.getSnapshot())).toBe('empty');
    expect(list.getSnapshot().context.points).toBe(sandbox.store.users.get(1004)!.user.points);
  });

  const faults: [string, SandboxFault, string][] = [
    ['a 5xx', { kind: 'status', status: 500 }, 'generic'],
    ['a 4xx', { kind: 'status', status: 403 }, 'generic'],
    ['no answer (network)', { kind: 'network' }, 'network'],
    ['an answer off the contract', { kind: 'malformed', shape: 'wrongTypes' }, 'malformedResponse'],
    ['an empty answer', { kind: 'malformed', shape: 'emptyBody' }, 'malformedResponse'],
  ];

  it.each(faults)(
    'the first page fails with %s: its message, then a retry lists them',
    async (_, fault, code) => {
      sandbox.setFault('getMyBookings', fault, { times: 1 });
      const list = start(ANA);
      await settled(list);
      expect(selectMyBookingsStep(list.getSnapshot())).toBe('failed');
      expect(list.getSnapshot().context.error).toBe(code);
      list.send({ type: 'myBookings.retry' });
      await settled(list);
      expect(selectMyBookingsStep(list.getSnapshot())).toBe('list');
      expect(list.getSnapshot().context.error).toBeNull();
    },
  );

  it.each(faults)(
    'the next page fails with %s: the list stays, its message, a retry',
    async (_, fault, code) => {
      await anaBooksDinners(10);
      const list = start(ANA);
      await settled(list);
      sandbox.setFault('getMyBookings', fault, { times: 1 });
      list.send({ type: 'myBookings.loadMore' });
      await settled(list);
      expect(list.getSnapshot().matches({ list: 'moreFailed' })).toBe(true);
      expect(list.getSnapshot().context).toMatchObject({ error: code });
      expect(listedIds(list)).toHaveLength(10);
      list.send({ type: 'myBookings.retry' });
      await settled(list);
      expect(listedIds(list)).toHaveLength(12);
    },
  );

  it('a token refused (401) on the first page or the next: the session ended, nothing asked again', async () => {
    sandbox.setFault('getMyBookings', { kind: 'status', status: 401 }, { times: 1 });
    const first = start(ANA);
    await settled(first);
    expect(selectMyBookingsStep(first.getSnapshot())).toBe('sessionEnded');
    expect(first.getSnapshot().can({ type: 'myBookings.retry' })).toBe(false);
    first.stop();

    await anaBooksDinners(10);
    const list = start(ANA);
    await settled(list);
    // A token the sandbox does not know, as after a sign-out elsewhere.
    sandbox.store.users.get(1001)!.user.token = 'tok-ana-renewed';
    list.send({ type: 'myBookings.loadMore' });
    await settled(list);
    expect(selectMyBookingsStep(list.getSnapshot())).toBe('sessionEnded');
  });

  it('no answer within 40 s (SPEC 8, 9): the time-out message and a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('getMyBookings', { kind: 'hang' }, { times: 1 });
    const list = start(ANA);
    await vi.advanceTimersByTimeAsync(39_999);
    expect(selectMyBookingsStep(list.getSnapshot())).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await settled(list);
    expect(list.getSnapshot().context.error).toBe('timeout');
    vi.useRealTimers();
    list.send({ type: 'myBookings.retry' });
    await settled(list);
    expect(selectMyBookingsStep(list.getSnapshot())).toBe('list');
  });
});

// ------------------------------------------------------------------ coverage

type Event = ModelEvent<typeof myBookingsMachine>;
const done = (output: unknown) => ({ type: 'xstate.done.actor.fetchMyBookings', output });
const failedCall = {
  type: 'xstate.error.actor.fetchMyBookings',
  error: new ApiError('network', 'offline'),
};
const events = [
  done(myBookingsFixture(1001, [], { size: 1 })),
  done(myBookingsFixture(1004)),
  failedCall,
  { type: 'xstate.error.actor.fetchMyBookings', error: new ApiError('http', 'refused', 401) },
  { type: 'myBookings.loadMore' },
  { type: 'myBookings.retry' },
  // A reservation still to come that may be changed and cancelled (machines/editBooking).
  done({
    items: [
      {
        kind: 'reservation',
        id: '7001',
        state: 'confirmed',
        createdAt: '2026-03-03T09:00:00Z',
        campaignId: 108,
        dateTime: '2026-03-04T19:00:00+00:00',
        numberOfPeople: 4,
        canChange: true,
        canCancel: true,
      },
    ],
    page: 0,
    size: 10,
    totalCount: 1,
  }),
  { type: 'myBookings.edit', bookingId: '7001', intent: 'change' },
  { type: 'myBookings.edit', bookingId: '7001', intent: 'cancel' },
  { type: 'xstate.done.actor.editBooking', output: { changed: true } },
  { type: 'xstate.done.actor.editBooking', output: { changed: false } },
  {
    type: 'booking.signedIn',
    identity: { kind: 'user', user: { id: 1001, token: 'tok-ana-2' }, loginSource: 'own' },
  },
] as unknown as Event[];

describe('myBookings chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    // Alone, the chart has no widget to tell of a new sign-in.
    const chart = myBookingsMachine.provide({ actions: { reportSignIn: () => undefined } });
    const models = [createMachineModel(chart, { input: ANA, events, limit: 3000 })];
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});
