import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import { campaignFixture, serviceFixture, shopFixture } from '../../api/sandbox/fixtures';
import type { components } from '../../api/schema';
import {
  calendarRange,
  campaignLeadMinutes,
  dayOf,
  earliestBookable,
  isDateTimeBookable,
  isDayBookable,
  isInsideSchedule,
  isNonAvailableDay,
  isWithinWorkingHours,
  leadTimeMinutes,
  monthOf,
  scheduleModeFor,
  serviceLeadMinutes,
  wallClock,
  type BookingWindow,
} from '../../machines/rules/schedule';

type Schedule = components['schemas']['Schedule'];

/** These rules were written for a shop in mainland Portugal; ./timeZone.test.ts adds the Azores. */
const LISBON = 'Europe/Lisbon';

const everyDay = (opens: string, closes: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, opens, closes }));

const schedule = (fields: Partial<Schedule> = {}): Schedule => ({
  startDate: '2026-03-01',
  endDate: '2026-04-30',
  nonAvailableDays: [],
  ...fields,
});

const window = (fields: Partial<BookingWindow> = {}): BookingWindow => ({
  schedule: schedule(),
  now: '2026-03-03T09:00',
  leadMinutes: 60,
  zone: LISBON,
  ...fields,
});

const lisbon = (iso: string) => DateTime.fromISO(iso, { zone: LISBON });

describe('lead time (SPEC 9)', () => {
  it('converts seconds to minutes rounding up', () => {
    expect(leadTimeMinutes({ minimumSecondsBeforeBooking: 0 })).toBe(0);
    expect(leadTimeMinutes({ minimumSecondsBeforeBooking: 1 })).toBe(1);
    expect(leadTimeMinutes({ minimumSecondsBeforeBooking: 60 })).toBe(1);
    expect(leadTimeMinutes({ minimumSecondsBeforeBooking: 61 })).toBe(2);
    expect(leadTimeMinutes({ minimumSecondsBeforeBooking: 3600 })).toBe(60);
    expect(leadTimeMinutes({})).toBe(0);
    expect(leadTimeMinutes({ minimumSecondsBeforeBooking: -30 })).toBe(0);
  });

  it('is at least the average preparation time', () => {
    expect(
      leadTimeMinutes({ minimumSecondsBeforeBooking: 1200, avgMinutesOfOrderPreparation: 35 }),
    ).toBe(35);
    expect(
      leadTimeMinutes({ minimumSecondsBeforeBooking: 3600, avgMinutesOfOrderPreparation: 35 }),
    ).toBe(60);
  });

  it('takes the campaign preparation time, else its shop one', () => {
    expect(campaignLeadMinutes(campaignFixture(101))).toBe(60); // 3600 s; shop 11 prepares in 25
    expect(campaignLeadMinutes(campaignFixture(103))).toBe(25); // 0 s; shop 11's 25 min
    expect(campaignLeadMinutes(campaignFixture(107))).toBe(35); // 1800 s; its own 35 min
    expect(campaignLeadMinutes(campaignFixture(106))).toBe(1440); // 86400 s
  });

  it('is at least 30 minutes in the service flow', () => {
    expect(serviceLeadMinutes({ minimumTimeBeforeBooking: 0 })).toBe(30);
    expect(serviceLeadMinutes(serviceFixture(1102), shopFixture(11))).toBe(30); // 20 min, shop 25
    expect(serviceLeadMinutes(serviceFixture(1201), shopFixture(12))).toBe(30); // 600 s: the flow's 30
    expect(serviceLeadMinutes(serviceFixture(1202))).toBe(90);
    expect(
      serviceLeadMinutes({ minimumTimeBeforeBooking: 600 }, { avgMinutesOfOrderPreparation: 45 }),
    ).toBe(45);
  });
});

describe('earliest bookable moment', () => {
  it('crosses midnight', () => {
    expect(earliestBookable('2026-03-03T23:30', 60, LISBON).toISO()).toBe(
      '2026-03-04T00:30:00.000+00:00',
    );
  });

  it('adds elapsed time across the spring-forward night (29 March 2026, 01:00 -> 02:00)', () => {
    // 00:30 + 60 min is 01:30 UTC: the Lisbon clock shows 02:30, not the skipped 01:30.
    expect(earliestBookable('2026-03-29T00:30', 60, LISBON).toISO()).toBe(
      '2026-03-29T02:30:00.000+01:00',
    );
  });

  it('adds elapsed time across the fall-back night (25 October 2026, 02:00 -> 01:00)', () => {
    // 00:30 summer time + 120 min is the second 01:30 of the night (winter time), not 02:30.
    expect(earliestBookable('2026-10-25T00:30', 120, LISBON).toISO()).toBe(
      '2026-10-25T01:30:00.000+00:00',
    );
  });
});

describe('a date-time is bookable', () => {
  it('only at least the lead time from now (exactly on it included)', () => {
    const w = window({ now: '2026-03-03T18:00', leadMinutes: 60 });
    expect(isDateTimeBookable('2026-03-03T19:00:00+00:00', w)).toBe(true);
    expect(isDateTimeBookable('2026-03-03T18:59:00+00:00', w)).toBe(false);
    expect(isDateTimeBookable('2026-03-03T17:00:00+00:00', w)).toBe(false);
  });

  it('across midnight: 23:30 with an hour of lead time reaches 00:30 of the next day', () => {
    const w = window({ schedule: schedule(), now: '2026-03-03T23:30', leadMinutes: 60 });
    expect(isDateTimeBookable('2026-03-04T00:15:00+00:00', w)).toBe(false);
    expect(isDateTimeBookable('2026-03-04T00:30:00+00:00', w)).toBe(true);
    // With working hours ending at 23:30, nothing is left of the 3rd.
    const hours = schedule({ workingHours: everyDay('12:00', '23:30') });
    expect(isDayBookable('2026-03-03', window({ schedule: hours, now: '2026-03-03T23:30' }))).toBe(
      false,
    );
    expect(isDayBookable('2026-03-04', window({ schedule: hours, now: '2026-03-03T23:30' }))).toBe(
      true,
    );
  });

  it('across the spring-forward night: one hour after 00:30 is 02:30 summer time', () => {
    const w = window({ now: '2026-03-29T00:30', leadMinutes: 60 });
    expect(isDateTimeBookable('2026-03-29T02:00:00+01:00', w)).toBe(false); // 01:00 UTC
    expect(isDateTimeBookable('2026-03-29T02:29:00+01:00', w)).toBe(false);
    expect(isDateTimeBookable('2026-03-29T02:30:00+01:00', w)).toBe(true);
    // A lead time of a whole day is 24 hours, ending at 01:30 the next night (summer time)...
    const day = window({ now: '2026-03-28T00:30', leadMinutes: 1440 });
    expect(isDateTimeBookable('2026-03-29T00:29:00+00:00', day)).toBe(false);
    expect(isDateTimeBookable('2026-03-29T00:30:00+00:00', day)).toBe(true);
  });

  it('across the fall-back night: two hours after 00:30 summer time is the second 01:30', () => {
    const w = window({ now: '2026-10-25T00:30', leadMinutes: 120, schedule: null });
    expect(isDateTimeBookable('2026-10-25T01:45:00+01:00', w)).toBe(false); // the first 01:45
    expect(isDateTimeBookable('2026-10-25T01:29:00+00:00', w)).toBe(false);
    expect(isDateTimeBookable('2026-10-25T01:30:00+00:00', w)).toBe(true); // the second 01:30
    expect(isDateTimeBookable('2026-10-25T01:45:00+00:00', w)).toBe(true);
  });

  it('only inside the schedule, on an available day, within working hours', () => {
    const w = window({
      schedule: schedule({
        nonAvailableDays: ['2026-03-05'],
        workingHours: [
          { dayOfWeek: 4, opens: '12:00', closes: '15:00' },
          { dayOfWeek: 4, opens: '19:00', closes: '23:00' },
          { dayOfWeek: 5, opens: '12:00', closes: '23:00' },
        ],
      }),
    });
    expect(isDateTimeBookable('2026-03-05T13:00:00+00:00', w)).toBe(false); // unavailable Thursday
    expect(isDateTimeBookable('2026-03-12T13:00:00+00:00', w)).toBe(true); // Thursday lunch
    expect(isDateTimeBookable('2026-03-12T16:00:00+00:00', w)).toBe(false); // between shifts
    expect(isDateTimeBookable('2026-03-12T19:00:00+00:00', w)).toBe(true); // opening minute
    expect(isDateTimeBookable('2026-03-12T23:00:00+00:00', w)).toBe(false); // closing minute
    expect(isDateTimeBookable('2026-03-11T13:00:00+00:00', w)).toBe(false); // Wednesday: closed
    expect(isDateTimeBookable('2026-05-01T13:00:00+01:00', w)).toBe(false); // after the end
    expect(isDateTimeBookable('2026-02-27T13:00:00+00:00', w)).toBe(false); // before the start
    expect(isDateTimeBookable('not a date', w)).toBe(false);
  });

  it('reads the day in Lisbon, not in UTC', () => {
    const w = window({ schedule: schedule({ nonAvailableDays: ['2026-04-01'] }) });
    // 23:30 UTC on 31 March is 00:30 on 1 April in Lisbon (summer time): an unavailable day.
    expect(isDateTimeBookable('2026-03-31T23:30:00Z', w)).toBe(false);
    expect(isDateTimeBookable('2026-03-31T22:30:00Z', w)).toBe(true);
  });
});

describe('working hours', () => {
  const overnight = schedule({ workingHours: [{ dayOfWeek: 5, opens: '20:00', closes: '02:00' }] });

  it('run past midnight when closing is not after opening', () => {
    expect(isWithinWorkingHours(lisbon('2026-03-06T22:00'), overnight, LISBON)).toBe(true); // Friday
    expect(isWithinWorkingHours(lisbon('2026-03-07T01:59'), overnight, LISBON)).toBe(true); // Saturday night
    expect(isWithinWorkingHours(lisbon('2026-03-07T02:00'), overnight, LISBON)).toBe(false);
    expect(isWithinWorkingHours(lisbon('2026-03-07T22:00'), overnight, LISBON)).toBe(false); // Saturday
    expect(isDayBookable('2026-03-07', window({ schedule: overnight }))).toBe(true); // until 02:00
    expect(isDayBookable('2026-03-08', window({ schedule: overnight }))).toBe(false);
  });

  it('are no constraint when the schedule states none', () => {
    expect(isWithinWorkingHours(lisbon('2026-03-07T04:00'), schedule(), LISBON)).toBe(true);
    expect(
      isWithinWorkingHours(lisbon('2026-03-07T04:00'), schedule({ workingHours: [] }), LISBON),
    ).toBe(true);
    expect(isWithinWorkingHours(lisbon('2026-03-07T04:00'), null, LISBON)).toBe(true);
  });

  it('are read at the Lisbon wall clock, whatever the offset written', () => {
    const lunch = schedule({ workingHours: everyDay('12:00', '15:00') });
    // 11:30 UTC in July is 12:30 in Lisbon.
    expect(isWithinWorkingHours(DateTime.fromISO('2026-07-14T11:30:00Z'), lunch, LISBON)).toBe(
      true,
    );
    expect(isWithinWorkingHours(DateTime.fromISO('2026-12-14T11:30:00Z'), lunch, LISBON)).toBe(
      false,
    );
  });
});

describe('a day is bookable', () => {
  const sandboxLike = schedule({
    startDate: '2026-03-03',
    endDate: '2026-03-03',
    workingHours: everyDay('12:00', '23:30'),
  });

  it('on the last day of a schedule ending today, while some of it is far enough ahead', () => {
    expect(
      isDayBookable(
        '2026-03-03',
        window({ schedule: sandboxLike, now: '2026-03-03T09:00', leadMinutes: 60 }),
      ),
    ).toBe(true);
    // 09:00 + 14 h 29 min = 23:29, the last working minute.
    expect(
      isDayBookable(
        '2026-03-03',
        window({ schedule: sandboxLike, now: '2026-03-03T09:00', leadMinutes: 869 }),
      ),
    ).toBe(true);
    expect(
      isDayBookable(
        '2026-03-03',
        window({ schedule: sandboxLike, now: '2026-03-03T09:00', leadMinutes: 870 }),
      ),
    ).toBe(false);
    expect(isDayBookable('2026-03-04', window({ schedule: sandboxLike }))).toBe(false);
    expect(isDateTimeBookable('2026-03-03T19:00:00+00:00', window({ schedule: sandboxLike }))).toBe(
      true,
    );
    expect(isDateTimeBookable('2026-03-04T19:00:00+00:00', window({ schedule: sandboxLike }))).toBe(
      false,
    );
  });

  it('not on unavailable days at a month boundary', () => {
    const w = window({ schedule: schedule({ nonAvailableDays: ['2026-03-31', '2026-04-01'] }) });
    expect(isDayBookable('2026-03-30', w)).toBe(true);
    expect(isDayBookable('2026-03-31', w)).toBe(false);
    expect(isDayBookable('2026-04-01', w)).toBe(false);
    expect(isDayBookable('2026-04-02', w)).toBe(true);
    expect(isNonAvailableDay('2026-04-01', w.schedule)).toBe(true);
    expect(isInsideSchedule('2026-04-30', w.schedule)).toBe(true);
    expect(isInsideSchedule('2026-05-01', w.schedule)).toBe(false);
  });

  it('not in the past, and today only with time left', () => {
    expect(isDayBookable('2026-03-02', window())).toBe(false);
    expect(isDayBookable('2026-03-03', window({ now: '2026-03-03T23:30', leadMinutes: 60 }))).toBe(
      false,
    );
    expect(isDayBookable('2026-03-03', window({ now: '2026-03-03T22:30', leadMinutes: 60 }))).toBe(
      true,
    );
  });

  it('on the spring-forward and fall-back days like any other', () => {
    const w = window({
      now: '2026-03-28T09:00',
      schedule: schedule({ workingHours: everyDay('12:00', '23:00') }),
    });
    expect(isDayBookable('2026-03-29', w)).toBe(true);
    const october = window({
      now: '2026-10-24T09:00',
      schedule: schedule({ endDate: '2026-10-31', workingHours: everyDay('12:00', '23:00') }),
    });
    expect(isDayBookable('2026-10-25', october)).toBe(true);
  });
});

describe('calendar range and days', () => {
  it('runs from today (or a later start) to the end of the schedule', () => {
    expect(calendarRange(window())).toEqual({ first: '2026-03-03', last: '2026-04-30' });
    expect(calendarRange(window({ schedule: schedule({ startDate: '2026-03-10' }) }))).toEqual({
      first: '2026-03-10',
      last: '2026-04-30',
    });
    expect(calendarRange(window({ schedule: schedule({ endDate: '2026-03-03' }) }))).toEqual({
      first: '2026-03-03',
      last: '2026-03-03',
    });
    expect(calendarRange(window({ schedule: schedule({ endDate: '2026-03-02' }) }))).toBeNull();
  });

  it('covers the 30-day slot window without a schedule (a service)', () => {
    expect(calendarRange(window({ schedule: null, now: '2026-03-03T09:00' }))).toEqual({
      first: '2026-03-03',
      last: '2026-04-02',
    });
  });

  it('names days and months in Lisbon', () => {
    expect(dayOf('2026-03-31T23:30:00Z', LISBON)).toBe('2026-04-01');
    expect(dayOf('2026-12-31T23:30:00Z', LISBON)).toBe('2026-12-31');
    expect(monthOf('2026-04-01')).toBe('2026-04');
    expect(() => dayOf('nope', LISBON)).toThrow(RangeError);
  });
});

describe('schedule mode of a booking type', () => {
  it('is a slot for 1 and 2, a day for 3, several for 6, none otherwise', () => {
    expect(scheduleModeFor(1)).toBe('slot');
    expect(scheduleModeFor(2)).toBe('slot');
    expect(scheduleModeFor(3)).toBe('day');
    expect(scheduleModeFor(6)).toBe('several');
    for (const type of [4, 5, 7, undefined]) expect(scheduleModeFor(type)).toBeNull();
  });
});

describe('the wall clock of an instant in Lisbon', () => {
  it('reads the day, weekday and minutes of the merchant clock', () => {
    expect(wallClock('2026-03-03T19:00:00+00:00', LISBON)).toEqual({
      ms: Date.parse('2026-03-03T19:00:00Z'),
      day: '2026-03-03',
      weekday: 2,
      minute: 19 * 60,
    });
    // 23:30 UTC on 31 March is 00:30 on Wednesday 1 April in Lisbon.
    expect(wallClock('2026-03-31T23:30:00Z', LISBON)).toMatchObject({
      day: '2026-04-01',
      weekday: 3,
      minute: 30,
    });
    expect(wallClock('2026-12-31T23:59:59.999Z', LISBON)).toMatchObject({
      day: '2026-12-31',
      minute: 23 * 60 + 59,
    });
  });

  it('follows the spring-forward hour (01:00 UTC on 29 March 2026)', () => {
    expect(wallClock('2026-03-29T00:59:00Z', LISBON)).toMatchObject({
      day: '2026-03-29',
      minute: 59,
    });
    expect(wallClock('2026-03-29T01:00:00Z', LISBON)).toMatchObject({
      day: '2026-03-29',
      minute: 120,
    });
    expect(wallClock('2026-03-29T02:30:00+01:00', LISBON)).toMatchObject({ minute: 150 });
  });

  it('follows the fall-back hour (01:00 UTC on 25 October 2026): 01:30 twice', () => {
    const first = wallClock('2026-10-25T00:30:00Z', LISBON)!;
    const second = wallClock('2026-10-25T01:30:00Z', LISBON)!;
    expect(first).toMatchObject({ day: '2026-10-25', weekday: 7, minute: 90 });
    expect(second).toMatchObject({ day: '2026-10-25', weekday: 7, minute: 90 });
    expect(second.ms - first.ms).toBe(3_600_000);
  });

  it('reads a time without an offset as Lisbon wall time, and refuses what is not a time', () => {
    expect(wallClock('2026-07-14T20:30', LISBON)).toMatchObject({
      ms: Date.parse('2026-07-14T19:30:00Z'),
      minute: 20 * 60 + 30,
    });
    expect(wallClock('2026-07-14', LISBON)).toMatchObject({ day: '2026-07-14', minute: 0 });
    expect(wallClock('not a date', LISBON)).toBeNull();
    expect(wallClock('2026-13-45T10:00:00Z', LISBON)).toBeNull();
  });
});
