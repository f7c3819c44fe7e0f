// @vitest-environment node
// The date, time and people chart's guards (machines/schedule/schedule.machine.ts), driven as a
// visitor would against the sandbox middleware: the chart loads the campaign's real schedule and
// slots, then each test picks days, times and party sizes and checks what the visitor is let do
// (the step shown, whether the action is open), the message shown and the choice that would be
// booked. The expected answers come from SPEC 5 and 9 and the sandbox's calendars (its README):
// the dinner calendar (campaigns 101 and 106) is closed on Mondays and on today + 10 days and has
// 12:30 (10 places), 13:00 (2), 19:00 (8), 19:30 (4), 20:00 (1), 20:30 (0), 21:00 (6), 21:30 (2).
// "Now" is the sandbox's, frozen at Tuesday 3 March 2026, 09:00 in Lisbon (winter time, UTC).
import { describe, expect, it } from 'vitest';
import { createActor, waitFor } from 'xstate';
import { campaignFixture } from '../../api/sandbox/fixtures';
import { sandbox } from '../../api/sandbox/control';
import { campaignScheduleInput } from '../../machines/schedule/schedule.input';
import { scheduleMachine } from '../../machines/schedule/schedule.machine';
import type { ScheduleEvent, ScheduleInput } from '../../machines/schedule/schedule.types';
import type { ScheduleMode } from '../../machines/rules/schedule';

type Overrides = Partial<Pick<ScheduleInput, 'leadMinutes' | 'people' | 'resume'>>;

/** The calendar of a sandbox campaign, loaded from the sandbox, in the mode of its type. */
async function openCalendar(campaignId: number, mode: ScheduleMode, overrides: Overrides = {}) {
  const input = { ...campaignScheduleInput(campaignFixture(campaignId), mode), ...overrides };
  const actor = createActor(scheduleMachine, { input }).start();
  await waitFor(actor, (snapshot) => !snapshot.matches('loading'));
  return actor;
}

type Calendar = Awaited<ReturnType<typeof openCalendar>>;

/** Sends what a visitor does and answers what the chart then shows. */
function act(calendar: Calendar, event: ScheduleEvent) {
  calendar.send(event);
  return calendar.getSnapshot();
}

const step = (calendar: Calendar) => calendar.getSnapshot().value;
const can = (calendar: Calendar, event: ScheduleEvent) => calendar.getSnapshot().can(event);
const pick = (date: string): ScheduleEvent => ({ type: 'date.select', date });
const time = (startTime: string): ScheduleEvent => ({ type: 'slot.select', startTime });
const people = (numberOfPeople: number): ScheduleEvent => ({
  type: 'people.change',
  numberOfPeople,
});
const suggest = (startTime: string): ScheduleEvent => ({ type: 'suggestion.add', startTime });
const unsuggest = (startTime: string): ScheduleEvent => ({ type: 'suggestion.remove', startTime });
const confirm: ScheduleEvent = { type: 'schedule.confirm' };

/** What the chart hands to the booking once the visitor confirms (null while not done). */
function booked(calendar: Calendar) {
  const snapshot = act(calendar, confirm);
  return snapshot.status === 'done' ? snapshot.output : null;
}

describe('SPEC 5: a time slot is offered only if its capacity is at least the number of people', () => {
  it('refuses 20:00 (1 place) and 20:30 (0 places) to two people and books 21:30 (2 places, exactly)', async () => {
    const calendar = await openCalendar(101, 'slot'); // a table for 2 (SPEC 9: min(2, max))
    expect(calendar.getSnapshot().context.numberOfPeople).toBe(2);
    act(calendar, pick('2026-03-03'));
    expect(step(calendar)).toEqual({ slot: 'pickingTime' });

    expect(can(calendar, time('2026-03-03T20:00:00Z'))).toBe(false);
    expect(act(calendar, time('2026-03-03T20:00:00Z')).value).toEqual({ slot: 'pickingTime' });
    expect(can(calendar, time('2026-03-03T20:30:00Z'))).toBe(false);

    expect(act(calendar, time('2026-03-03T21:30:00Z')).value).toEqual({ slot: 'ready' });
    expect(booked(calendar)).toMatchObject({
      date: '2026-03-03',
      startTime: '2026-03-03T21:30:00+00:00',
      numberOfPeople: 2,
    });
  });

  it('offers 21:00 (6 places) to six people, not to seven, and 12:30 (10 places) to ten', async () => {
    const calendar = await openCalendar(101, 'slot');
    act(calendar, people(6));
    act(calendar, pick('2026-03-04'));
    expect(can(calendar, time('2026-03-04T21:00:00Z'))).toBe(true);
    expect(can(calendar, time('2026-03-04T19:30:00Z'))).toBe(false); // 4 places
    act(calendar, people(7));
    expect(can(calendar, time('2026-03-04T21:00:00Z'))).toBe(false);
    expect(can(calendar, time('2026-03-04T19:00:00Z'))).toBe(true); // 8 places
  });

  it('a chosen time without room for a larger party is dropped, and kept while it fits', async () => {
    const calendar = await openCalendar(101, 'slot');
    act(calendar, pick('2026-03-04'));
    act(calendar, time('2026-03-04T21:00:00Z')); // 6 places
    expect(act(calendar, people(6)).value).toEqual({ slot: 'ready' });
    expect(calendar.getSnapshot().context.startTime).toBe('2026-03-04T21:00:00+00:00');
    // Seven no longer fit at 21:00; the day still has 12:30 (10) and 19:00 (8): choose a time.
    expect(act(calendar, people(7)).value).toEqual({ slot: 'pickingTime' });
    expect(calendar.getSnapshot().context.startTime).toBeNull();
    expect(booked(calendar)).toBeNull();
    expect(calendar.getSnapshot().context.problem).toBe('dateTimeRequired');
  });

  it('a day whose slots are all too small for the party cannot be chosen', async () => {
    // At 20:10 with an hour of lead time, today has only 21:30 (2 places) left.
    sandbox.clock.setNow('2026-03-03T20:10', { frozen: true });
    const calendar = await openCalendar(101, 'slot');
    expect(can(calendar, pick('2026-03-03'))).toBe(true);
    act(calendar, people(3));
    expect(can(calendar, pick('2026-03-03'))).toBe(false);
    expect(act(calendar, pick('2026-03-03')).value).toEqual({ slot: 'pickingDate' });
    expect(can(calendar, pick('2026-03-04'))).toBe(true);
  });

  it('a chosen day without room for a larger party is cleared', async () => {
    sandbox.clock.setNow('2026-03-03T20:10', { frozen: true });
    const calendar = await openCalendar(101, 'slot');
    act(calendar, pick('2026-03-03'));
    expect(step(calendar)).toEqual({ slot: 'pickingTime' });
    expect(act(calendar, people(3)).value).toEqual({ slot: 'pickingDate' });
    expect(calendar.getSnapshot().context.date).toBeNull();
  });

  it('when no slot has room for the party, no day is offered until the party is smaller', async () => {
    // Campaign 106 takes 6 to 12 people; the largest dinner slot has 10 places.
    const calendar = await openCalendar(106, 'several');
    expect(step(calendar)).toEqual({ several: 'pickingDate' });
    expect(act(calendar, people(11)).value).toBe('noDates');
    expect(can(calendar, pick('2026-03-04'))).toBe(false);
    expect(act(calendar, people(10)).value).toEqual({ several: 'pickingDate' });
    expect(can(calendar, pick('2026-03-04'))).toBe(true);
  });

  it('a calendar where nothing has room for the starting party opens on "no dates"', async () => {
    const calendar = await openCalendar(106, 'several', {
      people: { min: 6, max: 12, initial: 11 },
    });
    expect(step(calendar)).toBe('noDates');
    expect(act(calendar, people(10)).value).toEqual({ several: 'pickingDate' });
  });
});

describe('SPEC 5: a date is bookable only inside the schedule, not on unavailable days, and within the lead time', () => {
  it('refuses Monday 9 March (closed on Mondays) and 13 March (today + 10, unavailable)', async () => {
    const calendar = await openCalendar(101, 'slot');
    expect(can(calendar, pick('2026-03-09'))).toBe(false);
    expect(can(calendar, pick('2026-03-13'))).toBe(false);
    expect(act(calendar, pick('2026-03-09')).value).toEqual({ slot: 'pickingDate' });
    expect(can(calendar, pick('2026-03-10'))).toBe(true);
    expect(can(calendar, pick('2026-03-14'))).toBe(true);
  });

  it('refuses a day before today and after the schedule ends (today + 29 is the last)', async () => {
    const calendar = await openCalendar(101, 'slot');
    expect(can(calendar, pick('2026-03-02'))).toBe(false);
    expect(can(calendar, pick('2026-04-01'))).toBe(true); // a Wednesday, today + 29
    expect(can(calendar, pick('2026-04-02'))).toBe(false);
  });

  it('refuses a time sooner than the lead time (60 minutes for campaign 101) and takes it exactly', async () => {
    sandbox.clock.setNow('2026-03-03T12:00', { frozen: true });
    const calendar = await openCalendar(101, 'slot');
    expect(calendar.getSnapshot().context.leadMinutes).toBe(60);
    act(calendar, pick('2026-03-03'));
    expect(can(calendar, time('2026-03-03T12:30:00Z'))).toBe(false); // 30 minutes away
    expect(can(calendar, time('2026-03-03T13:00:00Z'))).toBe(true); // 60 minutes away
  });

  it('on a summer day (15 July, Lisbon UTC+1): the lead time and the slots at the summer clock', async () => {
    // 11:00 in Lisbon is 10:00 UTC: 12:30 in Lisbon (11:30 UTC) is 90 minutes away, 12:00 UTC
    // (13:00 in Lisbon) two hours; read as UTC, 12:30 would be 11:30 in Lisbon, too soon.
    sandbox.clock.setNow('2026-07-15T11:00', { frozen: true });
    const calendar = await openCalendar(101, 'slot');
    act(calendar, pick('2026-07-15'));
    expect(can(calendar, time('2026-07-15T12:30:00+01:00'))).toBe(true);
    expect(can(calendar, time('2026-07-15T11:30:00Z'))).toBe(true);
    // 12:30 UTC is 13:30 in Lisbon: no slot then.
    expect(can(calendar, time('2026-07-15T12:30:00Z'))).toBe(false);
    sandbox.clock.setNow('2026-07-15T11:45', { frozen: true });
    const later = await openCalendar(101, 'slot');
    act(later, pick('2026-07-15'));
    // 45 minutes before 12:30 in Lisbon: sooner than the 60 minutes of campaign 101.
    expect(can(later, time('2026-07-15T12:30:00+01:00'))).toBe(false);
    expect(can(later, time('2026-07-15T13:00:00+01:00'))).toBe(true);
  });

  it('refuses a time of another day than the one chosen, or one the calendar does not have', async () => {
    const calendar = await openCalendar(101, 'slot');
    act(calendar, pick('2026-03-04'));
    expect(can(calendar, time('2026-03-05T21:00:00Z'))).toBe(false);
    expect(can(calendar, time('2026-03-04T21:15:00Z'))).toBe(false);
    expect(can(calendar, time('not a time'))).toBe(false);
    expect(can(calendar, time('2026-03-04T21:00:00+00:00'))).toBe(true);
    // The same instant written with another offset is the same slot.
    expect(can(calendar, time('2026-03-04T22:00:00+01:00'))).toBe(true);
  });

  it('without a date and time chosen, confirming says so and books nothing', async () => {
    const calendar = await openCalendar(101, 'slot');
    expect(booked(calendar)).toBeNull();
    expect(calendar.getSnapshot().context.problem).toBe('dateTimeRequired');
  });
});

describe('SPEC 3: the number of people stays within the campaign’s minimum and maximum', () => {
  it('campaign 101 takes 2 to 8 people', async () => {
    const calendar = await openCalendar(101, 'slot');
    expect(can(calendar, people(1))).toBe(false);
    expect(can(calendar, people(9))).toBe(false);
    expect(can(calendar, people(2.5))).toBe(false);
    expect(can(calendar, people(8))).toBe(true);
    act(calendar, people(9));
    expect(calendar.getSnapshot().context.numberOfPeople).toBe(2);
    act(calendar, people(8));
    expect(calendar.getSnapshot().context.numberOfPeople).toBe(8);
  });

  it('the same bounds hold while no day is offered', async () => {
    const calendar = await openCalendar(106, 'several');
    act(calendar, people(11));
    expect(step(calendar)).toBe('noDates');
    expect(can(calendar, people(13))).toBe(false);
    expect(can(calendar, people(12))).toBe(true);
  });
});

describe('type 3: a day inside the fixed time window', () => {
  it('books a day, never a closed Monday, and says a date must be chosen first', async () => {
    const calendar = await openCalendar(103, 'day');
    expect(step(calendar)).toEqual({ day: 'pickingDate' });
    expect(booked(calendar)).toBeNull();
    expect(calendar.getSnapshot().context.problem).toBe('dateRequired');
    expect(can(calendar, pick('2026-03-09'))).toBe(false);
    expect(act(calendar, pick('2026-03-04')).value).toEqual({ day: 'ready' });
    expect(booked(calendar)).toMatchObject({ date: '2026-03-04', startTime: null });
  });
});

// Campaign 106's own lead time is 24 hours, which makes every suggestion 24 h ahead: these take
// the same calendar with an hour's lead time, so the "one at least 24 hours ahead" rule decides.
describe('SPEC 5 and 9: at least 3 suggestions, one at least 24 hours ahead, at most the maximum', () => {
  const shortLead = { leadMinutes: 60 };

  /** Suggests each time from its own day's list (in March, Lisbon time is UTC). */
  function suggestAt(calendar: Calendar, at: string) {
    if (calendar.getSnapshot().context.date !== at.slice(0, 10))
      act(calendar, pick(at.slice(0, 10)));
    return act(calendar, suggest(at));
  }

  async function suggesting(day: string, ...times: string[]) {
    const calendar = await openCalendar(106, 'several', shortLead);
    act(calendar, pick(day));
    for (const at of times) suggestAt(calendar, at);
    return calendar;
  }

  /** Five date-times six people fit in: 12:30 (10), 19:00 (8) and 21:00 (6) on two days. */
  const five = [
    '2026-03-05T12:30:00Z',
    '2026-03-05T19:00:00Z',
    '2026-03-05T21:00:00Z',
    '2026-03-06T12:30:00Z',
    '2026-03-06T19:00:00Z',
  ];

  it('three suggestions all within 24 hours are refused with the rule’s message', async () => {
    const calendar = await suggesting(
      '2026-03-03',
      '2026-03-03T12:30:00Z',
      '2026-03-03T19:00:00Z',
      '2026-03-03T21:00:00Z',
    );
    expect(calendar.getSnapshot().context.dateTimes).toHaveLength(3);
    expect(booked(calendar)).toBeNull();
    expect(calendar.getSnapshot().context.problem).toBe('suggestionsRule');
  });

  it('one exactly 24 hours ahead (Wednesday 09:00 is not a slot: 12:30 is 27.5 h) makes three valid', async () => {
    sandbox.clock.setNow('2026-03-03T12:30', { frozen: true });
    const calendar = await openCalendar(106, 'several', shortLead);
    act(calendar, pick('2026-03-03'));
    act(calendar, suggest('2026-03-03T19:00:00Z'));
    act(calendar, suggest('2026-03-03T21:00:00Z'));
    act(calendar, pick('2026-03-04'));
    act(calendar, suggest('2026-03-04T12:30:00Z')); // exactly 24 hours after now
    expect(booked(calendar)).toMatchObject({
      dateTimes: [
        '2026-03-03T19:00:00+00:00',
        '2026-03-03T21:00:00+00:00',
        '2026-03-04T12:30:00+00:00',
      ],
      numberOfPeople: 6,
    });
  });

  it('23 h 59 min ahead is not enough', async () => {
    sandbox.clock.setNow('2026-03-03T12:31', { frozen: true });
    const calendar = await openCalendar(106, 'several', shortLead);
    act(calendar, pick('2026-03-03'));
    act(calendar, suggest('2026-03-03T19:00:00Z'));
    act(calendar, suggest('2026-03-03T21:00:00Z'));
    act(calendar, pick('2026-03-04'));
    act(calendar, suggest('2026-03-04T12:30:00Z'));
    expect(booked(calendar)).toBeNull();
    expect(calendar.getSnapshot().context.problem).toBe('suggestionsRule');
  });

  it('two suggestions are refused even with one days ahead; none says one must be chosen', async () => {
    const none = await openCalendar(106, 'several', shortLead);
    expect(booked(none)).toBeNull();
    expect(none.getSnapshot().context.problem).toBe('dateTimesRequired');

    const two = await suggesting('2026-03-05', '2026-03-05T12:30:00Z', '2026-03-05T19:00:00Z');
    expect(booked(two)).toBeNull();
    expect(two.getSnapshot().context.problem).toBe('suggestionsRule');
  });

  it('a sixth is refused with the message to remove one first (campaign 106’s maximum: 5)', async () => {
    const calendar = await suggesting('2026-03-05', ...five);
    expect(calendar.getSnapshot().context.dateTimes).toHaveLength(5);
    expect(calendar.getSnapshot().context.problem).toBeNull();
    suggestAt(calendar, '2026-03-06T21:00:00Z');
    expect(calendar.getSnapshot().context.dateTimes).toHaveLength(5);
    expect(calendar.getSnapshot().context.problem).toBe('tooManySelections');
    // Removing one makes room again.
    act(calendar, unsuggest('2026-03-05T12:30:00Z'));
    expect(calendar.getSnapshot().context.dateTimes).toHaveLength(4);
    suggestAt(calendar, '2026-03-06T21:00:00Z');
    expect(calendar.getSnapshot().context.dateTimes).toHaveLength(5);
    expect(booked(calendar)?.dateTimes).toHaveLength(5);
  });

  it('a time already suggested is neither added twice nor counted against the maximum', async () => {
    const calendar = await suggesting('2026-03-05', ...five);
    act(calendar, suggest('2026-03-06T19:00:00Z'));
    expect(calendar.getSnapshot().context.dateTimes).toHaveLength(5);
    expect(calendar.getSnapshot().context.problem).toBeNull();
    expect(can(calendar, unsuggest('2026-03-06T19:00:00Z'))).toBe(true);
    expect(can(calendar, unsuggest('2026-03-06T21:00:00Z'))).toBe(false);
  });

  it('a suggestion must itself be offered: room for the party, on the day shown, far enough ahead', async () => {
    const calendar = await suggesting('2026-03-05');
    // Six people do not fit at 20:00 (1 place) nor 19:30 (4 places).
    act(calendar, suggest('2026-03-05T20:00:00Z'));
    act(calendar, suggest('2026-03-05T19:30:00Z'));
    act(calendar, suggest('2026-03-06T21:00:00Z')); // another day than the one shown
    expect(calendar.getSnapshot().context.dateTimes).toEqual([]);
    act(calendar, suggest('2026-03-05T21:00:00Z')); // 6 places
    expect(calendar.getSnapshot().context.dateTimes).toEqual(['2026-03-05T21:00:00+00:00']);
  });

  it('suggestions without room for a larger party are dropped', async () => {
    const calendar = await suggesting('2026-03-05', '2026-03-05T12:30:00Z', '2026-03-05T21:00:00Z');
    act(calendar, people(7)); // 21:00 has 6 places
    expect(calendar.getSnapshot().context.dateTimes).toEqual(['2026-03-05T12:30:00+00:00']);
  });
});

describe('the calendar shows the months of the schedule only (3 March to 1 April)', () => {
  it('moves to April and back, and no further either way', async () => {
    const calendar = await openCalendar(101, 'slot');
    const month = () => calendar.getSnapshot().context.month;
    expect(month()).toBe('2026-03');
    expect(can(calendar, { type: 'month.previous' })).toBe(false);
    act(calendar, { type: 'month.next' });
    expect(month()).toBe('2026-04');
    expect(can(calendar, { type: 'month.next' })).toBe(false);
    act(calendar, { type: 'month.previous' });
    expect(month()).toBe('2026-03');
    expect(can(calendar, { type: 'month.show', month: '2026-04' })).toBe(true);
    expect(can(calendar, { type: 'month.show', month: '2026-05' })).toBe(false);
    expect(can(calendar, { type: 'month.show', month: '2026-02' })).toBe(false);
    expect(can(calendar, { type: 'month.show', month: 'April' })).toBe(false);
  });
});

describe('a failed load offers a retry only where it can help (SPEC 8)', () => {
  it('a server error is retried and the calendar loads', async () => {
    sandbox.setFault('getCampaignSlots', { kind: 'status', status: 500 }, { times: 1 });
    const calendar = await openCalendar(101, 'slot');
    expect(step(calendar)).toBe('failed');
    act(calendar, { type: 'schedule.retry' });
    await waitFor(calendar, (snapshot) => !snapshot.matches('loading'));
    expect(step(calendar)).toEqual({ slot: 'pickingDate' });
  });

  it('an invalid campaign is the final answer: no retry', async () => {
    // SPEC 8's body, no code: the reactions table reads the operation and the 404.
    sandbox.setFault('getCampaignSchedule', { kind: 'status', status: 404 });
    const calendar = await openCalendar(101, 'slot');
    expect(step(calendar)).toBe('failed');
    expect(can(calendar, { type: 'schedule.retry' })).toBe(false);
  });
});

describe('a date taken meanwhile brings the visitor back to the date choice', () => {
  it('a resumed choice opens at the same time when it is still offered', async () => {
    const resume = {
      choice: {
        date: '2026-03-04',
        startTime: '2026-03-04T21:00:00+00:00',
        durationSec: 3600,
        numberOfPeople: 4,
        dateTimes: [],
      },
    };
    const calendar = await openCalendar(101, 'slot', { resume });
    expect(step(calendar)).toEqual({ slot: 'ready' });
    expect(booked(calendar)).toMatchObject({
      startTime: '2026-03-04T21:00:00+00:00',
      numberOfPeople: 4,
    });
  });

  it('with the notice, the day and time are cleared and the people kept', async () => {
    const resume = {
      choice: {
        date: '2026-03-04',
        startTime: '2026-03-04T21:00:00+00:00',
        durationSec: 3600,
        numberOfPeople: 4,
        dateTimes: [],
      },
      notice: 'dateNotAvailable' as const,
    };
    const calendar = await openCalendar(101, 'slot', { resume });
    expect(step(calendar)).toEqual({ slot: 'pickingDate' });
    expect(calendar.getSnapshot().context).toMatchObject({
      date: null,
      startTime: null,
      numberOfPeople: 4,
      problem: 'dateNotAvailable',
    });
  });

  it('a resumed day whose time is gone opens at the time choice of that day', async () => {
    const resume = {
      choice: {
        date: '2026-03-04',
        startTime: '2026-03-04T20:00:00+00:00', // 1 place: not for 2
        durationSec: 3600,
        numberOfPeople: 2,
        dateTimes: [],
      },
    };
    const calendar = await openCalendar(101, 'slot', { resume });
    expect(step(calendar)).toEqual({ slot: 'pickingTime' });
    expect(calendar.getSnapshot().context.date).toBe('2026-03-04');
  });
});
