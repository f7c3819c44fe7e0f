// The transport step's guards (machines/transport/transport.machine.ts), driven through the chart:
// "as soon as possible" is offered only while the shop takes orders (SPEC 2 "Transport choice",
// SPEC 3 transportInstant), and a scheduled time can always be asked for. Without a campaign's
// campaign's schedule here takes orders every day from 11:00 to 23:00 at the shop's clock (Lisbon,
// on UTC in March): 12:00 is open, 03:00 closed.
import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import type { components } from '../../api/schema';
import type { TransportChoice } from '../../machines/rules/transport';
import { transportMachine } from '../../machines/transport/transport.machine';

const OPEN = '2026-03-03T12:00:00Z';
const CLOSED = '2026-03-03T03:00:00Z';

const schedule: components['schemas']['Schedule'] = {
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  nonAvailableDays: [],
  workingHours: [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({
    dayOfWeek,
    opens: '11:00',
    closes: '23:00',
  })),
};

function startAt(nowIso: string, choice: TransportChoice | null = null) {
  return createActor(
    transportMachine.provide({ actors: { fetchSchedule: fromPromise(async () => schedule) } }),
    {
      input: {
        options: { takeaway: true, delivery: false },
        leadMinutes: 30,
        now: Date.parse(nowIso),
        zone: 'Europe/Lisbon',
        scheduleCampaignId: 107,
        choice,
      },
    },
  ).start();
}

/** The schedule read: the step is choosing. */
const choosing = (actor: ReturnType<typeof startAt>) =>
  waitFor(actor, (snapshot) => snapshot.matches('choosing'));

const instantOf = (actor: ReturnType<typeof startAt>) =>
  actor.getSnapshot().context.transportInstant;

describe('"as soon as possible" only while the shop takes orders; a scheduled time always', () => {
  it('open: a later time, then as soon as possible again, are both taken', async () => {
    const actor = startAt(OPEN);
    await choosing(actor);
    expect(instantOf(actor)).toBe('asap');
    actor.send({ type: 'transport.instant', value: 'scheduled' });
    expect(instantOf(actor)).toBe('scheduled');
    actor.send({ type: 'transport.instant', value: 'asap' });
    expect(instantOf(actor)).toBe('asap');
  });

  it('closed: a new choice starts scheduled, and as soon as possible is refused', async () => {
    const actor = startAt(CLOSED);
    await choosing(actor);
    expect(instantOf(actor)).toBe('scheduled');
    actor.send({ type: 'transport.instant', value: 'asap' });
    expect(instantOf(actor)).toBe('scheduled');
  });

  it('closed, back with "as soon as possible" chosen while it was open: a later time is taken', async () => {
    const actor = startAt(CLOSED, {
      transportType: 'takeaway',
      transportInstant: 'asap',
      scheduledAt: null,
    });
    await choosing(actor);
    expect(instantOf(actor)).toBe('asap');
    actor.send({ type: 'transport.instant', value: 'scheduled' });
    expect(instantOf(actor)).toBe('scheduled');
  });
});
