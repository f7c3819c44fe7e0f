// Every date rule read in the shop's own time zone (SPEC 3, Shop.timezone), for a shop in
// mainland Portugal and one in the Azores, an hour behind, and across both changes of the clocks
// in 2026. Both zones change at 01:00 UTC on the last Sundays of March and October:
//
//                    winter          summer          spring (29 March)      fall (25 October)
//   Europe/Lisbon    UTC+0 (WET)     UTC+1 (WEST)    01:00 -> 02:00 local   02:00 -> 01:00 local
//   Atlantic/Azores  UTC-1 (AZOT)    UTC+0 (AZOST)   00:00 -> 01:00 local   01:00 -> 00:00 local
//
// Every expected value below is worked out by hand from that table, not by the code under test.
import { describe, expect, it } from 'vitest';
import { DateTime } from 'luxon';
import type { components } from '../../api/schema';
import { atShopClock, formatDate, formatTime } from '../../machines/rules/dateFormat';
import {
  calendarRange,
  earliestBookable,
  isDateTimeBookable,
  isDayBookable,
  isWithinWorkingHours,
  wallClock,
  type BookingWindow,
} from '../../machines/rules/schedule';
import { offeredDays, offeredSlotsOfDay, type CalendarSlot } from '../../machines/rules/slots';
import { hasSuggestionFarEnoughAhead, suggestionsProblem } from '../../machines/rules/suggestions';
import { isTimeZone, shopZone } from '../../machines/rules/timeZone';
import { isScheduledTimeAllowed, scheduledTimes } from '../../machines/rules/transport';
import { campaignScheduleInput } from '../../machines/schedule/schedule.input';
import { campaignFixture } from '../../api/sandbox/fixtures';

type Schedule = components['schemas']['Schedule'];

const LISBON = 'Europe/Lisbon';
const AZORES = 'Atlantic/Azores';

const slot = (startTime: string, capacity = 4): CalendarSlot => ({
  startTime,
  capacity,
  durationSec: 3600,
});

const schedule = (fields: Partial<Schedule> = {}): Schedule => ({
  startDate: '2026-01-01',
  endDate: '2026-12-31',
  nonAvailableDays: [],
  ...fields,
});

const everyDay = (opens: string, closes: string) =>
  [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, opens, closes }));

const window = (zone: string, fields: Partial<BookingWindow> = {}): BookingWindow => ({
  schedule: null,
  now: '2026-03-03T09:00:00Z',
  leadMinutes: 0,
  zone,
  ...fields,
});

describe("the shop's time zone (Shop.timezone)", () => {
  it('is the zone the shop names when the time zone database knows it', () => {
    expect(shopZone({ timezone: 'Atlantic/Azores' })).toBe(AZORES);
    expect(shopZone({ timezone: 'Europe/Lisbon' })).toBe(LISBON);
    expect(shopZone({ timezone: ' Atlantic/Azores ' })).toBe(AZORES);
    expect(shopZone({ timezone: 'Atlantic/Madeira' })).toBe('Atlantic/Madeira');
  });

  it('is Europe/Lisbon when the shop names none, or names no IANA zone', () => {
    expect(shopZone({})).toBe(LISBON);
    expect(shopZone(null)).toBe(LISBON);
    expect(shopZone(undefined)).toBe(LISBON);
    expect(shopZone({ timezone: '' })).toBe(LISBON);
    expect(shopZone({ timezone: null })).toBe(LISBON);
    expect(shopZone({ timezone: 'Mars/Olympus_Mons' })).toBe(LISBON);
    expect(shopZone({ timezone: 'Azores' })).toBe(LISBON);
    expect(shopZone({ timezone: '+01:00' })).toBe(LISBON);
    expect(shopZone({ timezone: '-01:00' })).toBe(LISBON);
    expect(shopZone({ timezone: '<script>' })).toBe(LISBON);
    expect(isTimeZone('Atlantic/Azores')).toBe(true);
    expect(isTimeZone('Europe/Nowhere')).toBe(false);
  });

  it("goes with a campaign's shop into the schedule chart's input", () => {
    const lisbonCampaign = campaignFixture(101);
    expect(campaignScheduleInput(lisbonCampaign, 'slot').zone).toBe(LISBON);
    const azores = { ...lisbonCampaign, shop: { ...lisbonCampaign.shop, timezone: AZORES } };
    expect(campaignScheduleInput(azores, 'slot').zone).toBe(AZORES);
    const unknown = { ...lisbonCampaign, shop: { ...lisbonCampaign.shop, timezone: 'Nowhere' } };
    expect(campaignScheduleInput(unknown, 'slot').zone).toBe(LISBON);
  });
});

describe('the wall clock of an instant', () => {
  it('is an hour behind in the Azores, winter and summer', () => {
    // Tuesday 3 March 2026, 19:00 UTC: 19:00 in Lisbon (UTC+0), 18:00 in the Azores (UTC-1).
    expect(wallClock('2026-03-03T19:00:00Z', LISBON)).toMatchObject({
      day: '2026-03-03',
      weekday: 2,
      minute: 19 * 60,
    });
    expect(wallClock('2026-03-03T19:00:00Z', AZORES)).toMatchObject({
      day: '2026-03-03',
      weekday: 2,
      minute: 18 * 60,
    });
    // Tuesday 14 July 2026, 19:30 UTC: 20:30 in Lisbon (UTC+1), 19:30 in the Azores (UTC+0).
    expect(wallClock('2026-07-14T19:30:00Z', LISBON)?.minute).toBe(20 * 60 + 30);
    expect(wallClock('2026-07-14T19:30:00Z', AZORES)?.minute).toBe(19 * 60 + 30);
  });

  it('may be on the day before in the Azores', () => {
    // 00:30 UTC on Wednesday 4 March: 00:30 that Wednesday in Lisbon, 23:30 on Tuesday the 3rd
    // in the Azores.
    expect(wallClock('2026-03-04T00:30:00Z', LISBON)).toMatchObject({
      day: '2026-03-04',
      weekday: 3,
      minute: 30,
    });
    expect(wallClock('2026-03-04T00:30:00Z', AZORES)).toMatchObject({
      day: '2026-03-03',
      weekday: 2,
      minute: 23 * 60 + 30,
    });
  });

  it('reads a time without an offset as a wall time of the given zone', () => {
    // 20:30 on 14 July: 19:30 UTC in Lisbon (UTC+1), 20:30 UTC in the Azores (UTC+0).
    expect(wallClock('2026-07-14T20:30', LISBON)?.ms).toBe(Date.UTC(2026, 6, 14, 19, 30));
    expect(wallClock('2026-07-14T20:30', AZORES)?.ms).toBe(Date.UTC(2026, 6, 14, 20, 30));
    // 20:30 on 5 December: 20:30 UTC in Lisbon (UTC+0), 21:30 UTC in the Azores (UTC-1).
    expect(wallClock('2026-12-05T20:30', LISBON)?.ms).toBe(Date.UTC(2026, 11, 5, 20, 30));
    expect(wallClock('2026-12-05T20:30', AZORES)?.ms).toBe(Date.UTC(2026, 11, 5, 21, 30));
  });

  it('is null for a zone that is not one', () => {
    expect(wallClock('2026-03-03T19:00:00Z', 'Mars/Olympus_Mons')).toBeNull();
  });

  it('springs forward on 29 March 2026 at 01:00 UTC in both zones', () => {
    // Lisbon: 00:59 -> 02:00. The Azores: 23:59 on the 28th -> 01:00 on the 29th (no midnight).
    expect(wallClock('2026-03-29T00:59:00Z', LISBON)).toMatchObject({
      day: '2026-03-29',
      minute: 59,
    });
    expect(wallClock('2026-03-29T01:00:00Z', LISBON)).toMatchObject({
      day: '2026-03-29',
      minute: 2 * 60,
    });
    expect(wallClock('2026-03-29T00:59:00Z', AZORES)).toMatchObject({
      day: '2026-03-28',
      weekday: 6,
      minute: 23 * 60 + 59,
    });
    expect(wallClock('2026-03-29T01:00:00Z', AZORES)).toMatchObject({
      day: '2026-03-29',
      weekday: 7,
      minute: 60,
    });
    // The skipped half hours: 01:30 in Lisbon and 00:30 in the Azores do not exist that night;
    // both are read an hour later, at 01:30 UTC.
    expect(wallClock('2026-03-29T01:30', LISBON)?.ms).toBe(Date.UTC(2026, 2, 29, 1, 30));
    expect(wallClock('2026-03-29T00:30', AZORES)?.ms).toBe(Date.UTC(2026, 2, 29, 1, 30));
  });

  it('falls back on 25 October 2026 at 01:00 UTC in both zones', () => {
    // Lisbon: 01:59 summer time -> 01:00 winter time; 01:30 happens twice.
    expect(wallClock('2026-10-25T00:30:00Z', LISBON)).toMatchObject({
      day: '2026-10-25',
      minute: 60 + 30,
    });
    expect(wallClock('2026-10-25T01:30:00Z', LISBON)).toMatchObject({
      day: '2026-10-25',
      minute: 60 + 30,
    });
    // The Azores: 00:59 summer time -> 00:00 winter time; 00:30 happens twice.
    expect(wallClock('2026-10-25T00:30:00Z', AZORES)).toMatchObject({
      day: '2026-10-25',
      minute: 30,
    });
    expect(wallClock('2026-10-25T01:30:00Z', AZORES)).toMatchObject({
      day: '2026-10-25',
      minute: 30,
    });
    // 23:30 UTC on the 24th: still the 24th in the Azores (UTC+0), already the 25th in Lisbon.
    expect(wallClock('2026-10-24T23:30:00Z', AZORES)?.day).toBe('2026-10-24');
    expect(wallClock('2026-10-24T23:30:00Z', LISBON)?.day).toBe('2026-10-25');
  });
});

describe('lead time and the earliest bookable moment', () => {
  it('adds elapsed time across the Azores spring-forward night', () => {
    // 23:30 on 28 March in the Azores is 00:30 UTC on the 29th; 60 min later is 01:30 UTC, which
    // the Azores clock (now UTC+0) shows as 01:30: the wall clock moved two hours.
    expect(earliestBookable('2026-03-28T23:30', 60, AZORES).toISO()).toBe(
      '2026-03-29T01:30:00.000+00:00',
    );
  });

  it('adds elapsed time across the Azores fall-back night', () => {
    // 23:30 on 24 October in the Azores (UTC+0) is 23:30 UTC; 120 min later is 01:30 UTC, the
    // second 00:30 of the night (UTC-1), not 01:30.
    expect(earliestBookable('2026-10-24T23:30', 120, AZORES).toISO()).toBe(
      '2026-10-25T00:30:00.000-01:00',
    );
  });

  it("decides whether today can still be booked at the shop's clock", () => {
    // 22:30 UTC on 3 March, 60 min ahead, open 10:00-23:00. Lisbon: now 22:30, earliest 23:30,
    // after closing. The Azores: now 21:30, earliest 22:30, before closing.
    const hours = schedule({ workingHours: everyDay('10:00', '23:00') });
    const late = { now: '2026-03-03T22:30:00Z', leadMinutes: 60, schedule: hours };
    expect(isDayBookable('2026-03-03', window(LISBON, late))).toBe(false);
    expect(isDayBookable('2026-03-03', window(AZORES, late))).toBe(true);
    // 23:30 UTC is 22:30 in the Azores: within the hours, exactly the lead time ahead.
    expect(isDateTimeBookable('2026-03-03T23:30:00Z', window(AZORES, late))).toBe(true);
    // In Lisbon it is 23:30, after closing.
    expect(isDateTimeBookable('2026-03-03T23:30:00Z', window(LISBON, late))).toBe(false);
  });

  it("starts the calendar on the shop's today", () => {
    // 00:30 UTC on 4 March: already the 4th in Lisbon, still the 3rd in the Azores. Without a
    // schedule the calendar runs 43 200 minutes: to 3 April 00:29 UTC, the 3rd in both (UTC+1
    // and UTC+0 by then).
    expect(calendarRange({ schedule: null, now: '2026-03-04T00:30:00Z', zone: LISBON })).toEqual({
      first: '2026-03-04',
      last: '2026-04-03',
    });
    expect(calendarRange({ schedule: null, now: '2026-03-04T00:30:00Z', zone: AZORES })).toEqual({
      first: '2026-03-03',
      last: '2026-04-03',
    });
  });
});

describe('working hours at the shop', () => {
  const lunch = schedule({ workingHours: everyDay('12:00', '15:00') });

  it('are read at the Azores wall clock, an hour behind Lisbon', () => {
    // 11:30 UTC in July: 12:30 in Lisbon (open), 11:30 in the Azores (not yet).
    const july = DateTime.fromISO('2026-07-14T11:30:00Z');
    expect(isWithinWorkingHours(july, lunch, LISBON)).toBe(true);
    expect(isWithinWorkingHours(july, lunch, AZORES)).toBe(false);
    // 14:30 UTC in December: 14:30 in Lisbon (open), 13:30 in the Azores (open); 15:30 UTC is
    // closed in Lisbon and 14:30, still open, in the Azores.
    expect(isWithinWorkingHours(DateTime.fromISO('2026-12-14T14:30:00Z'), lunch, AZORES)).toBe(
      true,
    );
    expect(isWithinWorkingHours(DateTime.fromISO('2026-12-14T15:30:00Z'), lunch, LISBON)).toBe(
      false,
    );
    expect(isWithinWorkingHours(DateTime.fromISO('2026-12-14T15:30:00Z'), lunch, AZORES)).toBe(
      true,
    );
  });

  it('hold on the clock-change Sundays', () => {
    // 29 March: 12:00-15:00 summer time is 11:00-14:00 UTC in Lisbon, 12:00-15:00 UTC in the
    // Azores. 25 October: winter time, 12:00-15:00 UTC in Lisbon, 13:00-16:00 UTC in the Azores.
    const at = (iso: string, zone: string) =>
      isWithinWorkingHours(DateTime.fromISO(iso), lunch, zone);
    expect(at('2026-03-29T11:00:00Z', LISBON)).toBe(true);
    expect(at('2026-03-29T11:00:00Z', AZORES)).toBe(false);
    expect(at('2026-03-29T14:30:00Z', LISBON)).toBe(false);
    expect(at('2026-03-29T14:30:00Z', AZORES)).toBe(true);
    expect(at('2026-10-25T12:30:00Z', LISBON)).toBe(true);
    expect(at('2026-10-25T12:30:00Z', AZORES)).toBe(false);
    expect(at('2026-10-25T15:30:00Z', LISBON)).toBe(false);
    expect(at('2026-10-25T15:30:00Z', AZORES)).toBe(true);
  });
});

describe('the days and slots offered', () => {
  it('put a late slot on the day before in the Azores, and its unavailable days apply', () => {
    // 00:30 UTC on 4 March: Wednesday the 4th in Lisbon, 23:30 on Tuesday the 3rd in the Azores.
    const slots = [slot('2026-03-04T00:30:00Z'), slot('2026-03-04T19:00:00Z')];
    const now = '2026-03-03T09:00:00Z';
    expect(offeredDays(slots, 2, window(LISBON, { now }))).toEqual(['2026-03-04']);
    expect(offeredDays(slots, 2, window(AZORES, { now }))).toEqual(['2026-03-03', '2026-03-04']);
    // The 3rd not available: nothing in Lisbon changes; the Azores lose the 23:30 slot.
    const closed = schedule({ nonAvailableDays: ['2026-03-03'] });
    expect(offeredDays(slots, 2, window(LISBON, { now, schedule: closed }))).toEqual([
      '2026-03-04',
    ]);
    expect(offeredDays(slots, 2, window(AZORES, { now, schedule: closed }))).toEqual([
      '2026-03-04',
    ]);
    expect(
      offeredSlotsOfDay(slots, '2026-03-03', 2, window(AZORES, { now })).map((s) => s.startTime),
    ).toEqual(['2026-03-04T00:30:00Z']);
  });

  it('keep the lead time in elapsed minutes on the spring-forward day in the Azores', () => {
    // Slots at 01:00, 02:00 and 03:00 Azores summer time on 29 March (01:00, 02:00, 03:00 UTC);
    // now 23:30 on the 28th (00:30 UTC), 90 minutes ahead: earliest 02:00 UTC, 02:00 local.
    const slots = [
      slot('2026-03-29T01:00:00+00:00'),
      slot('2026-03-29T02:00:00+00:00'),
      slot('2026-03-29T03:00:00+00:00'),
    ];
    const w = window(AZORES, { now: '2026-03-28T23:30', leadMinutes: 90 });
    expect(offeredSlotsOfDay(slots, '2026-03-29', 1, w).map((s) => s.startTime)).toEqual([
      '2026-03-29T02:00:00+00:00',
      '2026-03-29T03:00:00+00:00',
    ]);
  });

  it('show the two 00:30 slots of the Azores fall-back night on the same day', () => {
    // 00:30 summer time (00:30 UTC) and 00:30 winter time (01:30 UTC), both on 25 October.
    const twice = [slot('2026-10-25T00:30:00+00:00'), slot('2026-10-25T00:30:00-01:00')];
    const w = window(AZORES, { now: '2026-10-24T12:00:00Z' });
    expect(offeredSlotsOfDay(twice, '2026-10-25', 1, w)).toHaveLength(2);
    expect(offeredDays(twice, 1, w)).toEqual(['2026-10-25']);
  });
});

describe('type 6: one suggestion at least 24 hours ahead', () => {
  it('reads times without an offset at the shop', () => {
    // Now 12:00 UTC on 3 March. 11:30 on the 4th is 11:30 UTC in Lisbon (23.5 h ahead) and
    // 12:30 UTC in the Azores (24.5 h ahead).
    const now = '2026-03-03T12:00:00Z';
    expect(hasSuggestionFarEnoughAhead(['2026-03-04T11:30'], now, LISBON)).toBe(false);
    expect(hasSuggestionFarEnoughAhead(['2026-03-04T11:30'], now, AZORES)).toBe(true);
    const three = ['2026-03-03T18:00', '2026-03-03T19:00', '2026-03-04T11:30'];
    expect(suggestionsProblem(three, now, 5, LISBON)).toBe('suggestionsRule');
    expect(suggestionsProblem(three, now, 5, AZORES)).toBeNull();
  });

  it('counts elapsed hours across the Azores spring-forward night (23 h on the clock)', () => {
    // 12:00 on 28 March in the Azores is 13:00 UTC; 24 h later is 13:00 UTC on the 29th, 13:00
    // Azores summer time. 12:00 that day is 23 h ahead.
    const before = '2026-03-28T12:00';
    expect(hasSuggestionFarEnoughAhead(['2026-03-29T12:00'], before, AZORES)).toBe(false);
    expect(hasSuggestionFarEnoughAhead(['2026-03-29T12:59'], before, AZORES)).toBe(false);
    expect(hasSuggestionFarEnoughAhead(['2026-03-29T13:00'], before, AZORES)).toBe(true);
  });

  it('counts elapsed hours across the Azores fall-back night (25 h on the clock)', () => {
    // 12:00 on 24 October in the Azores is 12:00 UTC; 24 h later is 12:00 UTC on the 25th,
    // 11:00 Azores winter time.
    const before = '2026-10-24T12:00';
    expect(hasSuggestionFarEnoughAhead(['2026-10-25T10:59'], before, AZORES)).toBe(false);
    expect(hasSuggestionFarEnoughAhead(['2026-10-25T11:00'], before, AZORES)).toBe(true);
  });
});

describe('scheduled order times (takeaway and delivery)', () => {
  const ms = (iso: string) => Date.parse(iso);

  it("are the shop's order hours at its own clock", () => {
    // 10:00 UTC on 3 March, 30 min ahead. Lisbon (10:00 local): 11:00 is the first, 11:00 UTC.
    // The Azores (09:00 local): 11:00 local, 12:00 UTC. 11:00-23:00 every 15 min, two days: 98.
    const lisbon = scheduledTimes(ms('2026-03-03T10:00:00Z'), 30, LISBON);
    const azores = scheduledTimes(ms('2026-03-03T10:00:00Z'), 30, AZORES);
    expect(lisbon[0]).toBe('2026-03-03T11:00:00+00:00');
    expect(azores[0]).toBe('2026-03-03T11:00:00-01:00');
    expect(azores.at(-1)).toBe('2026-03-04T23:00:00-01:00');
    expect(lisbon).toHaveLength(98);
    expect(azores).toHaveLength(98);
  });

  it('keep their wall-clock hours on the clock-change Sundays', () => {
    // 29 March: 08:00 UTC is 09:00 in Lisbon, 08:00 in the Azores; both start at 11:00 local.
    const springLisbon = scheduledTimes(ms('2026-03-29T08:00:00Z'), 30, LISBON);
    const springAzores = scheduledTimes(ms('2026-03-29T08:00:00Z'), 30, AZORES);
    expect(springLisbon[0]).toBe('2026-03-29T11:00:00+01:00');
    expect(springLisbon[48]).toBe('2026-03-29T23:00:00+01:00');
    expect(springAzores[0]).toBe('2026-03-29T11:00:00+00:00');
    expect(springAzores[48]).toBe('2026-03-29T23:00:00+00:00');
    expect(springAzores[49]).toBe('2026-03-30T11:00:00+00:00');
    // 25 October: 08:00 UTC is 08:00 in Lisbon, 07:00 in the Azores.
    const fallLisbon = scheduledTimes(ms('2026-10-25T08:00:00Z'), 30, LISBON);
    const fallAzores = scheduledTimes(ms('2026-10-25T08:00:00Z'), 30, AZORES);
    expect(fallLisbon[0]).toBe('2026-10-25T11:00:00+00:00');
    expect(fallAzores[0]).toBe('2026-10-25T11:00:00-01:00');
    expect(fallAzores[48]).toBe('2026-10-25T23:00:00-01:00');
  });

  it('read a time without an offset at the shop', () => {
    // Now 10:00 UTC, 90 min ahead: 11:30 UTC. 11:00 in Lisbon is 11:00 UTC (too soon); 11:00 in
    // the Azores is 12:00 UTC.
    expect(isScheduledTimeAllowed('2026-03-03T11:00', ms('2026-03-03T10:00:00Z'), 90, LISBON)).toBe(
      false,
    );
    expect(isScheduledTimeAllowed('2026-03-03T11:00', ms('2026-03-03T10:00:00Z'), 90, AZORES)).toBe(
      true,
    );
  });
});

describe('dates and times as shown', () => {
  it("write an instant at the shop's clock", () => {
    expect(formatTime('2026-03-03T19:00:00Z', LISBON)).toBe('19:00');
    expect(formatTime('2026-03-03T19:00:00Z', AZORES)).toBe('18:00');
    expect(formatTime('2026-07-14T19:30:00Z', LISBON)).toBe('20:30');
    expect(formatTime('2026-07-14T19:30:00Z', AZORES)).toBe('19:30');
    expect(formatDate('2026-03-04T00:30:00Z', 'pt-PT', LISBON)).toBe(
      'quarta-feira, 4 de março de 2026',
    );
    expect(formatDate('2026-03-04T00:30:00Z', 'pt-PT', AZORES)).toBe(
      'terça-feira, 3 de março de 2026',
    );
    expect(formatDate('2026-03-04T00:30:00Z', 'en', AZORES)).toBe('Tuesday, 3 March 2026');
  });

  it('follow the Azores clock changes', () => {
    expect(formatTime('2026-03-29T00:59:00Z', AZORES)).toBe('23:59');
    expect(formatTime('2026-03-29T01:00:00Z', AZORES)).toBe('01:00');
    expect(atShopClock('2026-03-29T00:59:00Z', AZORES).offset).toBe(-60);
    expect(atShopClock('2026-03-29T01:00:00Z', AZORES).offset).toBe(0);
    expect(formatTime('2026-10-25T00:30:00Z', AZORES)).toBe('00:30');
    expect(formatTime('2026-10-25T01:30:00Z', AZORES)).toBe('00:30');
    expect(atShopClock('2026-10-25T00:30:00Z', AZORES).offset).toBe(0);
    expect(atShopClock('2026-10-25T01:30:00Z', AZORES).offset).toBe(-60);
    expect(formatDate('2026-10-24T23:30:00Z', 'pt-PT', AZORES)).toBe(
      'sábado, 24 de outubro de 2026',
    );
  });
});
