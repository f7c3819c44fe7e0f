// The personal area list chart's guards (machines/myBookings/myBookings.machine.ts), driven
// through the chart with each page answered here: a first page without bookings is "no bookings
// yet"; "load more" is offered while fewer bookings are listed than the total the middleware
// counts (ten a page); a token refused (401) ends the session, anything else offers a retry.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { sandbox } from '../../api/sandbox/control';
import {
  myBookingsMachine,
  type MyBookingsPage,
} from '../../machines/myBookings/myBookings.machine';
import type { MyBooking } from '../../machines/rules/myBookings';

const booking = (id: number) => ({ kind: 'reservation', id: String(id) }) as MyBooking;
const page = (number: number, ids: number[], totalCount: number): MyBookingsPage => ({
  items: ids.map(booking),
  page: number,
  size: 10,
  totalCount,
});
const range = (from: number, count: number) => Array.from({ length: count }, (_, i) => from + i);

/** The list with its pages (or errors) answered in turn. */
async function open(...answers: (MyBookingsPage | ApiError)[]) {
  let calls = 0;
  const actor = createActor(
    myBookingsMachine.provide({
      actors: {
        fetchMyBookings: fromPromise(async () => {
          const answer = answers[Math.min(calls, answers.length - 1)]!;
          calls += 1;
          if (answer instanceof ApiError) throw answer;
          return answer;
        }),
      },
    }),
    { input: { userId: 1001, token: 'tok-ana' } },
  ).start();
  await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
  return { actor, calls: () => calls };
}

const loadMore = { type: 'myBookings.loadMore' } as const;

describe('the first page', () => {
  it('without bookings: "no bookings yet"', async () => {
    const { actor } = await open(page(0, [], 0));
    expect(actor.getSnapshot().value).toBe('empty');
  });

  it('with one booking: the list', async () => {
    const { actor } = await open(page(0, [1], 1));
    expect(actor.getSnapshot().value).toEqual({ list: 'idle' });
  });
});

describe('"load more" while fewer are listed than the total', () => {
  it('10 of 11 listed: the next page is asked for, then no more', async () => {
    const { actor, calls } = await open(page(0, range(1, 10), 11), page(1, [11], 11));
    expect(actor.getSnapshot().can(loadMore)).toBe(true);
    actor.send(loadMore);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().context.bookings).toHaveLength(11);
    expect(actor.getSnapshot().can(loadMore)).toBe(false);
    expect(calls()).toBe(2);
  });

  it('10 of 10 listed: nothing more to load', async () => {
    const { actor } = await open(page(0, range(1, 10), 10));
    expect(actor.getSnapshot().can(loadMore)).toBe(false);
  });
});

describe('a token refused (401) ends the session; any other failure offers a retry', () => {
  it.each([
    ['the first page', [new ApiError('http', 'HTTP 401', 401)]],
    ['the next page', [page(0, range(1, 10), 12), new ApiError('http', 'HTTP 401', 401)]],
  ])('401 on %s: signed out', async (_, answers) => {
    const { actor } = await open(...answers);
    if (actor.getSnapshot().matches('list')) {
      actor.send(loadMore);
      await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    }
    expect(actor.getSnapshot().value).toBe('sessionEnded');
  });

  it.each([
    ['a refusal (403)', new ApiError('http', 'HTTP 403', 403)],
    ['a server error', new ApiError('http', 'HTTP 500', 500)],
    ['no answer', new ApiError('network', 'offline')],
  ])('%s on the first page: the message and a retry', async (_, error) => {
    const { actor } = await open(error);
    expect(actor.getSnapshot().value).toBe('failed');
  });

  it('a server error on the next page: what is listed stays, with a retry', async () => {
    const { actor } = await open(page(0, range(1, 10), 12), new ApiError('http', 'HTTP 500', 500));
    actor.send(loadMore);
    await waitFor(actor, (snapshot) => !snapshot.hasTag('busy'));
    expect(actor.getSnapshot().value).toEqual({ list: 'moreFailed' });
    expect(actor.getSnapshot().context.bookings).toHaveLength(10);
  });
});

describe('what may be changed is judged by the clock the list was read at, not the clock now', () => {
  it('the same snapshot answers "can edit" the same whatever the clock says', async () => {
    // A reservation an hour ahead of the list's reading, which allows a change.
    const inAnHour = new Date(sandbox.clock.nowMs() + 60 * 60_000).toISOString();
    const reservation = {
      ...booking(7001),
      campaignId: 101,
      dateTime: inAnHour,
      canChange: true,
    } as MyBooking;
    const { actor } = await open({ items: [reservation], page: 0, size: 10, totalCount: 1 });
    const edit = { type: 'myBookings.edit', bookingId: '7001', intent: 'change' } as const;
    const snapshot = actor.getSnapshot();
    expect(snapshot.can(edit)).toBe(true);
    sandbox.clock.advance(2 * 60 * 60_000);
    expect(snapshot.can(edit)).toBe(true);
    expect(actor.getSnapshot().can(edit)).toBe(true);
  });
});
