import { describe, expect, it } from 'vitest';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import {
  campaignSlotsFixture,
  scheduleFixture,
  serviceResourcesFixture,
  serviceSlotsFixture,
} from '../../api/sandbox/fixtures';
import { sandbox } from '../../api/sandbox/control';
import { slotDay, type CalendarSlot } from '../../machines/rules/slots';
import { scheduleMachine } from '../../machines/schedule/schedule.machine';
import type {
  ScheduleContext,
  ScheduleInput,
  Schedule,
  ScheduleTarget,
  SlotsResult,
} from '../../machines/schedule/schedule.types';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type MachineModel,
  type ModelEvent,
} from '../harness/model';

// ------------------------------------------------------------------------------------ data
// The sandbox's answers on Tuesday 3 March 2026 (Lisbon winter time), restricted to a few days so
// the traversal stays small. Every model starts its own "now" from that day.

sandbox.clock.setNow('2026-03-03T09:00', { frozen: true });
const dinnerSchedule = scheduleFixture(101); // 3 March to 1 April, Mondays and 13 March closed
const dinnerSlots = campaignSlotsFixture(101); // 12:30 (10), 13:00 (2), 19:00 (8) ... 21:30 (2)
const happyHourSchedule = scheduleFixture(103);
const happyHourSlots = campaignSlotsFixture(103); // 17:00 (20) every day but Monday
const groupSchedule = scheduleFixture(106);
const barberSlots = serviceSlotsFixture(1201);
const barberResources = serviceResourcesFixture(1201);
sandbox.clock.reset();

/** The seeded shops of these campaigns and services are in mainland Portugal. */
const LISBON = 'Europe/Lisbon';
const onDays = (slots: CalendarSlot[], days: string[]) =>
  slots.filter((slot) => days.includes(slotDay(slot, LISBON) ?? ''));
const at = (slots: CalendarSlot[], day: string, time: string): string => {
  const found = slots.find(
    (slot) => slotDay(slot, LISBON) === day && slot.startTime.slice(11, 16) === time,
  );
  if (!found) throw new Error(`No slot ${day} ${time}`);
  return found.startTime;
};

type Event = ModelEvent<typeof scheduleMachine>;
const ev = (event: Record<string, unknown>) => event as unknown as Event;

const loadedSchedule = (schedule: Schedule | null) =>
  ev({ type: 'xstate.done.actor.fetchSchedule', output: schedule });
const loadedSlots = (result: SlotsResult) =>
  ev({ type: 'xstate.done.actor.fetchSlots', output: result });
const loadFaults = [
  ev({ type: 'xstate.error.actor.fetchSlots', error: new ApiError('network', 'offline') }),
  ev({
    type: 'xstate.error.actor.fetchSchedule',
    error: new ApiError('http', 'not found', 404, 'campaignInvalid'),
  }),
];

/** What a visitor can do in a state, as the screen offers it (days of the month shown, ±1 person). */
function visitorEvents(
  context: ScheduleContext,
  days: string[],
  slots: string[],
  suggestions: string[] = [],
): Event[] {
  const shownDays = days.filter((day) => context.month !== null && day.startsWith(context.month));
  const months =
    context.month === '2026-03' ? ['2026-04'] : context.month === '2026-04' ? ['2026-03'] : [];
  return [
    ev({ type: 'schedule.retry' }),
    ...shownDays.map((date) => ev({ type: 'date.select', date })),
    ...slots.map((startTime) => ev({ type: 'slot.select', startTime })),
    ...suggestions.map((startTime) => ev({ type: 'suggestion.add', startTime })),
    ...context.dateTimes.map((startTime) => ev({ type: 'suggestion.remove', startTime })),
    ev({ type: 'people.change', numberOfPeople: context.numberOfPeople + 1 }),
    ev({ type: 'people.change', numberOfPeople: context.numberOfPeople - 1 }),
    ev({ type: 'month.next' }),
    ev({ type: 'month.previous' }),
    ...months.map((month) => ev({ type: 'month.show', month })),
    ev({ type: 'schedule.confirm' }),
  ];
}

// ------------------------------------------------------------------------------------ models

/**
 * One slot (types 1 and 2), campaign 101 at 20:10: today only 21:30 (2 places) is still an hour
 * away, so today is offered for 2 people and not for 3; tomorrow always is. Monday the 9th never.
 */
const slotNow = '2026-03-03T20:10';
const slotData: SlotsResult = {
  slots: onDays(dinnerSlots, ['2026-03-03', '2026-03-04']),
  resources: [],
};
const todayLate = at(dinnerSlots, '2026-03-03', '21:30'); // 2 places
const tomorrow19 = at(dinnerSlots, '2026-03-04', '19:00'); // 8 places
const tomorrow2130 = at(dinnerSlots, '2026-03-04', '21:30'); // 2 places
const slotInput: ScheduleInput = {
  target: { kind: 'campaign', campaignId: 101 },
  mode: 'slot',
  leadMinutes: 60,
  people: { min: 2, max: 3, initial: 2 },
  now: slotNow,
};
const slotModel = createMachineModel(scheduleMachine, {
  input: slotInput,
  events: ({ context }) => [
    loadedSchedule(dinnerSchedule),
    loadedSlots(slotData),
    ...loadFaults,
    ...visitorEvents(
      context,
      ['2026-03-03', '2026-03-04', '2026-03-09'],
      [todayLate, tomorrow19, tomorrow2130],
    ),
  ],
});

/** No dates: 10 or 11 people in the dinner calendar, whose largest slot has 10 places. */
const crowdModel = (mode: ScheduleInput['mode']) =>
  createMachineModel(scheduleMachine, {
    input: { ...slotInput, mode, people: { min: 10, max: 11, initial: 11 } },
    events: ({ context }) => [
      loadedSchedule(dinnerSchedule),
      loadedSlots(slotData),
      ev({ type: 'people.change', numberOfPeople: context.numberOfPeople + 1 }),
      ev({ type: 'people.change', numberOfPeople: context.numberOfPeople - 1 }),
    ],
  });

/**
 * A day (type 3), campaign 103's 17:00 window of 20 places; on the 4th someone already took 19.
 */
const dayNow = '2026-03-03T09:00';
const dayData: SlotsResult = {
  slots: onDays(happyHourSlots, ['2026-03-03', '2026-03-04']).map((slot) =>
    slotDay(slot, LISBON) === '2026-03-04' ? { ...slot, capacity: 1 } : slot,
  ),
  resources: [],
};
const dayInput: ScheduleInput = {
  target: { kind: 'campaign', campaignId: 103 },
  mode: 'day',
  leadMinutes: 25,
  people: { min: 1, max: 2, initial: 1 },
  now: dayNow,
  timeWindow: { start: '17:00', end: '19:30' },
};
const dayModel = createMachineModel(scheduleMachine, {
  input: dayInput,
  events: ({ context }) => [
    loadedSchedule(happyHourSchedule),
    loadedSlots(dayData),
    ...visitorEvents(context, ['2026-03-03', '2026-03-04', '2026-03-09'], []),
  ],
});

/**
 * Several date-times (type 6), campaign 106 at 19:30 with a one-hour lead time and at most 3:
 * today 21:00 (6 places), tomorrow 12:30, 19:00 (under 24 hours) and 21:00 (6 places, 25.5 h).
 */
const severalNow = '2026-03-03T19:30';
const severalData: SlotsResult = { slots: slotData.slots, resources: [] };
const suggestionA = at(dinnerSlots, '2026-03-03', '21:00');
const suggestionB = at(dinnerSlots, '2026-03-04', '12:30');
const suggestionC = at(dinnerSlots, '2026-03-04', '19:00');
const suggestionE = at(dinnerSlots, '2026-03-04', '21:00');
const severalInput: ScheduleInput = {
  target: { kind: 'campaign', campaignId: 106 },
  mode: 'several',
  leadMinutes: 60,
  people: { min: 6, max: 7, initial: 6 },
  now: severalNow,
};
const severalModel = createMachineModel(scheduleMachine, {
  input: severalInput,
  events: ({ context }) => [
    loadedSchedule({ ...groupSchedule, maxDateSelections: 3 }),
    loadedSlots(severalData),
    ...visitorEvents(
      context,
      ['2026-03-03', '2026-03-04'],
      [],
      [suggestionA, suggestionB, suggestionC, suggestionE],
    ),
  ],
});

/** A merchant service (1201, barber): no schedule, days from the slots, the barbers named. */
const serviceInput: ScheduleInput = {
  target: { kind: 'service', serviceId: 1201, shopId: 12 },
  mode: 'slot',
  leadMinutes: 60,
  people: { min: 1, max: 1, initial: 1 },
  now: '2026-03-03T09:00',
};
const serviceData: SlotsResult = {
  slots: onDays(barberSlots, ['2026-03-03']),
  resources: barberResources,
};
const serviceModel = createMachineModel(scheduleMachine, {
  input: serviceInput,
  events: [
    loadedSchedule(null),
    loadedSlots(serviceData),
    ev({ type: 'date.select', date: '2026-03-03' }),
    ev({ type: 'slot.select', startTime: at(barberSlots, '2026-03-03', '10:00') }),
    ev({ type: 'schedule.confirm' }),
  ],
});

/**
 * Back at the date choice with an earlier choice (input.resume, e.g. the visitor came back from a
 * later step): what is still offered is kept and the chart opens where that choice leads.
 */
const resumeModel = (input: ScheduleInput, schedule: Schedule, data: SlotsResult) =>
  createMachineModel(scheduleMachine, {
    input,
    events: [loadedSchedule(schedule), loadedSlots(data)],
  });
const choice = (fields: Partial<NonNullable<ScheduleInput['resume']>['choice']>) => ({
  choice: {
    date: null,
    startTime: null,
    durationSec: null,
    numberOfPeople: 2,
    dateTimes: [],
    ...fields,
  },
});
const resumeModels = [
  resumeModel(
    { ...slotInput, resume: choice({ date: '2026-03-04', startTime: tomorrow19 }) },
    dinnerSchedule,
    slotData,
  ),
  // 21:30 has 2 places: for 3 people the day stays, the time goes.
  resumeModel(
    {
      ...slotInput,
      resume: choice({ date: '2026-03-04', startTime: tomorrow2130, numberOfPeople: 3 }),
    },
    dinnerSchedule,
    slotData,
  ),
  resumeModel(
    { ...dayInput, resume: choice({ date: '2026-03-03', numberOfPeople: 1 }) },
    happyHourSchedule,
    dayData,
  ),
  resumeModel(
    {
      ...severalInput,
      resume: choice({ date: '2026-03-04', numberOfPeople: 6, dateTimes: [suggestionB] }),
    },
    groupSchedule,
    severalData,
  ),
];

const models = [
  ...resumeModels,
  slotModel,
  crowdModel('slot'),
  crowdModel('day'),
  crowdModel('several'),
  dayModel,
  severalModel,
  serviceModel,
] as MachineModel<typeof scheduleMachine>[];

describe('schedule chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});

describe('schedule chart: output', () => {
  it('ends with the chosen slot, people and no suggestions', async () => {
    const path = slotModel.paths.find((candidate) => candidate.state.status === 'done');
    expect(path).toBeDefined();
    expect(path!.state.output).toMatchObject({
      date: expect.stringMatching(/^2026-03-0[34]$/),
      startTime: expect.any(String),
      numberOfPeople: expect.any(Number),
      dateTimes: [],
    });
  });

  it('ends with at least 3 suggestions, one 24 hours ahead, in several mode', () => {
    const done = severalModel.paths.filter((candidate) => candidate.state.status === 'done');
    expect(done.length).toBeGreaterThan(0);
    for (const path of done) {
      const { dateTimes } = path.state.output as { dateTimes: string[] };
      expect(dateTimes.length).toBeGreaterThanOrEqual(3);
      expect(dateTimes.length).toBeLessThanOrEqual(3);
      expect(dateTimes).toContain(suggestionE);
    }
  });

  it('starts again from a choice a booking refused, keeping the rest', async () => {
    const machine = scheduleMachine.provide({
      actors: {
        fetchSchedule: fromPromise<Schedule | null, { target: ScheduleTarget }>(
          async () => dinnerSchedule,
        ),
        fetchSlots: fromPromise<SlotsResult, { target: ScheduleTarget }>(async () => slotData),
      },
    });
    const actor = createActor(machine, {
      input: {
        ...slotInput,
        resume: {
          choice: {
            date: '2026-03-04',
            startTime: tomorrow19,
            durationSec: 7200,
            numberOfPeople: 3,
            dateTimes: [],
          },
          notice: 'dateNotAvailable',
        },
      },
    }).start();
    await new Promise((resolve) => setTimeout(resolve, 0));
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ slot: 'pickingDate' });
    expect(snapshot.context).toMatchObject({
      numberOfPeople: 3,
      month: '2026-03',
      date: null,
      startTime: null,
      problem: 'dateNotAvailable',
    });
    actor.stop();
  });
});

// ------------------------------------------------------------------------------------ sandbox

describe('schedule chart: against the sandbox', () => {
  const start = (input: ScheduleInput) => createActor(scheduleMachine, { input }).start();
  const settled = (actor: ReturnType<typeof start>) =>
    waitFor(actor, (snapshot) => !snapshot.matches('loading'));

  it('loads a service: no schedule, its slots and its barbers', async () => {
    sandbox.clock.setNow('2026-03-03T09:00', { frozen: true });
    const actor = start(serviceInput);
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ slot: 'pickingDate' });
    expect(snapshot.context.schedule).toBeNull();
    expect(snapshot.context.slots.length).toBeGreaterThan(100);
    expect(snapshot.context.resources.map((resource) => resource.name)).toEqual([
      'João Almeida',
      'Rui Teixeira',
    ]);
    actor.stop();
  });

  it('fails on a fault, then retries', async () => {
    sandbox.clock.setNow('2026-03-03T09:00', { frozen: true });
    sandbox.setFault('getCampaignSlots', { kind: 'status', status: 503 }, { times: 1 });
    const actor = start(slotInput);
    expect((await settled(actor)).value).toBe('failed');
    expect(actor.getSnapshot().context.error).toBe('generic');
    actor.send({ type: 'schedule.retry' });
    expect((await settled(actor)).value).toEqual({ slot: 'pickingDate' });
    actor.stop();
  });

  it('starts again with fresh slots when a booking found the date taken: fewer places, people kept', async () => {
    sandbox.clock.setNow('2026-03-03T09:00', { frozen: true });
    // Someone else books 6 of the 8 places at 19:00 on the 4th while the visitor reviews.
    sandbox.store.consumeSlot(
      'campaign:101',
      sandbox.store.requireCampaign(101).calendar!,
      tomorrow19,
      6,
    );
    // The booking chart starts the date choice again with what was refused.
    const actor = start({
      ...slotInput,
      now: '2026-03-03T09:00',
      people: { min: 2, max: 8, initial: 2 },
      resume: {
        choice: {
          date: '2026-03-04',
          startTime: tomorrow19,
          durationSec: 7200,
          numberOfPeople: 3,
          dateTimes: [],
        },
        notice: 'dateNotAvailable',
      },
    });
    const snapshot = await settled(actor);
    expect(snapshot.value).toEqual({ slot: 'pickingDate' });
    expect(snapshot.context).toMatchObject({
      numberOfPeople: 3,
      date: null,
      startTime: null,
      problem: 'dateNotAvailable',
    });
    const seven = snapshot.context.slots.find((slot) => slot.startTime === tomorrow19);
    expect(seven?.capacity).toBe(2);
    // 19:00 on the 4th has no room for 3 any more.
    actor.send({ type: 'date.select', date: '2026-03-04' });
    actor.send({ type: 'slot.select', startTime: tomorrow19 });
    expect(actor.getSnapshot().value).toEqual({ slot: 'pickingTime' });
    actor.stop();
  });
});
