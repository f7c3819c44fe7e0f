import { DateTime, IANAZone } from 'luxon';
import type { components } from '../../api/schema';
import { SLOT_WINDOW_MINUTES } from '../../domain/constants';

/**
 * When a date or a date-time can be booked (SPEC 5, scheduling rules; SPEC 9, lead times): inside
 * the schedule, not on an unavailable day, within working hours and no sooner than the minimum
 * lead time. Every date is the wall clock of the shop's time zone (`zone`, see ./timeZone.ts);
 * "now" and the zone are always arguments.
 */

type Schedule = components['schemas']['Schedule'];
type WorkingHours = components['schemas']['WorkingHours'];

/** A calendar day at the shop, `2026-03-29`. */
export type IsoDay = string;
/** A calendar month at the shop, `2026-03`. */
export type IsoMonth = string;

/** What decides whether a moment can be booked. */
export interface BookingWindow {
  /** The campaign's schedule; null for a merchant service, whose days come from its slots. */
  schedule: Schedule | null;
  /** The current instant, ISO 8601 (with an offset, or read at the shop's wall clock). */
  now: string;
  /** The minimum lead time, in minutes (see leadTimeMinutes). */
  leadMinutes: number;
  /** The shop's IANA time zone (shopZone): the wall clock every day and hour is read on. */
  zone: string;
}

/**
 * An ISO text at the shop's wall clock, or null when it is not a date. A value with an offset or
 * `Z` is converted; one without ("2026-12-05T20:30") is already a wall time in `zone`.
 */
export function zonedTime(iso: string, zone: string): DateTime<true> | null {
  const dateTime = DateTime.fromISO(iso, { zone });
  return dateTime.isValid ? dateTime : null;
}

/** An instant read at the shop's wall clock: what the availability rules look at. */
export interface WallClock {
  /** The instant, milliseconds since the epoch. */
  ms: number;
  /** The shop's day, `2026-03-29`. */
  day: IsoDay;
  /** ISO weekday at the shop, 1 = Monday. */
  weekday: number;
  /** Minutes since the shop's midnight (the wall clock: 02:30 is 150, DST or not). */
  minute: number;
}

const QUARTER_MS = 15 * 60_000;
const offsetsByZone = new Map<string, { zone: IANAZone; byQuarter: Map<number, number> }>();

/**
 * The zone's UTC offset (minutes) at an instant. Luxon (the time zone database) decides; its
 * answer is kept per zone and per UTC quarter of an hour: zones change their clocks on a quarter
 * hour of UTC (Lisbon and the Azores both at 01:00 UTC on the last Sundays of March and
 * October), so one offset holds for a whole quarter.
 */
function offsetMinutes(ms: number, zoneName: string): number | null {
  let cache = offsetsByZone.get(zoneName);
  if (!cache) {
    const zone = IANAZone.create(zoneName);
    if (!zone.isValid) return null;
    cache = { zone, byQuarter: new Map() };
    offsetsByZone.set(zoneName, cache);
  }
  const quarter = Math.floor(ms / QUARTER_MS);
  let offset = cache.byQuarter.get(quarter);
  if (offset === undefined) {
    offset = cache.zone.offset(ms);
    if (cache.byQuarter.size > 20_000) cache.byQuarter.clear();
    cache.byQuarter.set(quarter, offset);
  }
  return offset;
}

// An ISO date-time with an explicit offset (or Z): Date.parse reads it exactly. Without one it is
// a wall time in the shop's zone, which only the time zone database can place.
const WITH_OFFSET = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d+)?)?(Z|[+-]\d{2}:?\d{2})$/;
const pad = (value: number) => String(value).padStart(2, '0');

/**
 * The wall clock of an ISO instant in the shop's zone, or null when the text is not one (or the
 * zone is not a time zone). The fast reading of the slot rules: thousands of slots are checked at
 * each change of party size.
 */
export function wallClock(iso: string, zone: string): WallClock | null {
  let ms: number;
  if (WITH_OFFSET.test(iso)) {
    ms = Date.parse(iso);
    if (Number.isNaN(ms)) return null;
  } else {
    const dateTime = zonedTime(iso, zone);
    if (!dateTime) return null;
    ms = dateTime.toMillis();
  }
  const offset = offsetMinutes(ms, zone);
  if (offset === null) return null;
  const local = new Date(ms + offset * 60_000);
  const day = `${local.getUTCFullYear()}-${pad(local.getUTCMonth() + 1)}-${pad(local.getUTCDate())}`;
  return {
    ms,
    day,
    weekday: local.getUTCDay() === 0 ? 7 : local.getUTCDay(),
    minute: local.getUTCHours() * 60 + local.getUTCMinutes(),
  };
}

function requireZoned(iso: string, zone: string): DateTime<true> {
  const dateTime = zonedTime(iso, zone);
  if (!dateTime) throw new RangeError(`Not an ISO 8601 date or time in ${zone}: "${iso}"`);
  return dateTime;
}

/** The shop's day of an instant. */
export function dayOf(iso: string, zone: string): IsoDay {
  return requireZoned(iso, zone).toISODate();
}

export function monthOf(day: IsoDay): IsoMonth {
  return day.slice(0, 7);
}

// ------------------------------------------------------------------------------ lead time

// The lead times themselves need no time zone: they live in ./leadTime.ts, which the first
// screen may import without this module (and luxon).
export { campaignLeadMinutes, leadTimeMinutes, serviceLeadMinutes } from './leadTime';

/** The first instant that may be booked: now plus the lead time (elapsed time, DST-proof). */
export function earliestBookable(now: string, leadMinutes: number, zone: string): DateTime<true> {
  return requireZoned(now, zone).plus({ minutes: Math.max(0, leadMinutes) });
}

// ------------------------------------------------------------------------------ schedule

export function isInsideSchedule(day: IsoDay, schedule: Schedule | null): boolean {
  return !schedule || (day >= schedule.startDate && day <= schedule.endDate);
}

export function isNonAvailableDay(day: IsoDay, schedule: Schedule | null): boolean {
  return !!schedule && schedule.nonAvailableDays.includes(day);
}

function minutesOf(hhmm: string): number | null {
  const match = /^(\d{1,2}):(\d{2})$/.exec(hhmm.trim());
  if (!match) return null;
  return Number(match[1]) * 60 + Number(match[2]);
}

/** The hours of one entry as minutes from midnight; `closes` <= `opens` runs past midnight. */
function span(entry: WorkingHours): { opens: number; closes: number; overnight: boolean } | null {
  const opens = minutesOf(entry.opens);
  const closes = minutesOf(entry.closes);
  if (opens === null || closes === null) return null;
  return { opens, closes, overnight: closes <= opens };
}

/** Working hours are a constraint only when the schedule states some (an empty list says nothing). */
function statedHours(schedule: Schedule | null): WorkingHours[] | null {
  const hours = schedule?.workingHours;
  return hours && hours.length > 0 ? hours : null;
}

const previousWeekday = (weekday: number): number => (weekday === 1 ? 7 : weekday - 1);

/**
 * Whether the merchant works at this wall-clock moment. An entry whose closing time is not after
 * its opening time runs past midnight into the next day (a bar open 20:00-02:00). Without stated
 * hours every moment counts.
 */
export function isWithinWorkingHours(
  dateTime: DateTime,
  schedule: Schedule | null,
  zone: string,
): boolean {
  const local = dateTime.setZone(zone);
  return worksAt(local.weekday, local.hour * 60 + local.minute, schedule);
}

/** isWithinWorkingHours on a wall clock already read (weekday, minutes since midnight). */
export function worksAt(weekday: number, minute: number, schedule: Schedule | null): boolean {
  const hours = statedHours(schedule);
  if (!hours) return true;
  const yesterday = previousWeekday(weekday);
  return hours.some((entry) => {
    const hoursOf = span(entry);
    if (!hoursOf) return false;
    if (entry.dayOfWeek === weekday) {
      return hoursOf.overnight
        ? minute >= hoursOf.opens
        : minute >= hoursOf.opens && minute < hoursOf.closes;
    }
    return entry.dayOfWeek === yesterday && hoursOf.overnight && minute < hoursOf.closes;
  });
}

/** The last wall-clock minute of a day at which the merchant works, or null if closed all day. */
function lastWorkingMinute(day: DateTime, schedule: Schedule | null): number | null {
  const hours = statedHours(schedule);
  if (!hours) return 24 * 60 - 1;
  let last: number | null = null;
  for (const entry of hours) {
    const hoursOf = span(entry);
    if (!hoursOf) continue;
    let candidate: number | null = null;
    if (entry.dayOfWeek === day.weekday)
      candidate = hoursOf.overnight ? 24 * 60 - 1 : hoursOf.closes - 1;
    else if (
      entry.dayOfWeek === previousWeekday(day.weekday) &&
      hoursOf.overnight &&
      hoursOf.closes > 0
    ) {
      candidate = hoursOf.closes - 1;
    }
    if (candidate !== null && (last === null || candidate > last)) last = candidate;
  }
  return last;
}

/**
 * A day can be chosen when it is inside the schedule, not an unavailable day, the merchant works
 * on it, and some working moment of it is still at least the lead time away.
 */
export function isDayBookable(day: IsoDay, window: BookingWindow): boolean {
  if (!isInsideSchedule(day, window.schedule) || isNonAvailableDay(day, window.schedule)) {
    return false;
  }
  const start = DateTime.fromISO(day, { zone: window.zone });
  if (!start.isValid) return false;
  const lastMinute = lastWorkingMinute(start, window.schedule);
  if (lastMinute === null) return false;
  const latest = start.set({ hour: Math.floor(lastMinute / 60), minute: lastMinute % 60 });
  return latest >= earliestBookable(window.now, window.leadMinutes, window.zone).startOf('minute');
}

/** A date-time can be booked when its day can, the merchant works then, and it is far enough ahead. */
export function isDateTimeBookable(iso: string, window: BookingWindow): boolean {
  const at = wallClock(iso, window.zone);
  return (
    at !== null &&
    isInsideSchedule(at.day, window.schedule) &&
    !isNonAvailableDay(at.day, window.schedule) &&
    worksAt(at.weekday, at.minute, window.schedule) &&
    at.ms >= earliestBookable(window.now, window.leadMinutes, window.zone).toMillis()
  );
}

/**
 * The days the calendar may show: from today (or the schedule's start, if later) to the
 * schedule's end; without a schedule, the slot window of SPEC 9 (30 days). Null when it is over.
 */
export function calendarRange(window: Pick<BookingWindow, 'schedule' | 'now' | 'zone'>): {
  first: IsoDay;
  last: IsoDay;
} | null {
  const now = requireZoned(window.now, window.zone);
  const today = now.toISODate();
  const first =
    window.schedule && window.schedule.startDate > today ? window.schedule.startDate : today;
  const last = window.schedule
    ? window.schedule.endDate
    : now.plus({ minutes: SLOT_WINDOW_MINUTES - 1 }).toISODate();
  return first <= last ? { first, last } : null;
}

/** Which way of choosing a date each booking type uses; null for a type with no date choice. */
export type ScheduleMode = 'slot' | 'day' | 'several';

/**
 * Types 1 and 2 choose a date and a time slot; type 3 a day inside its fixed time window; type 6
 * several date-times. Types 4 (info), 5 (coupon, scheduled later by phone) and 7 (takeaway or
 * delivery, through the cart) have no date choice.
 */
export function scheduleModeFor(bookingType: number | undefined): ScheduleMode | null {
  switch (bookingType) {
    case 1:
    case 2:
      return 'slot';
    case 3:
      return 'day';
    case 6:
      return 'several';
    default:
      return null;
  }
}
