import { DateTime } from 'luxon';
import { formatLocaleFor, type AppLocale } from './language';

/**
 * How dates and times are written (SPEC 9, ARCHITECTURE principle 6): at the shop's wall clock,
 * in the shop's time zone (`zone`, see ./timeZone.ts), whatever the visitor's own time zone. Apart
 * from ./format.ts because of luxon: the first screen shows no date, so nothing on it may import
 * this module.
 */

/**
 * The instant as the shop's clock shows it. A value with an offset or `Z` is converted; a value
 * without one ("2026-12-05T20:30") is already a wall time in `zone`.
 */
export function atShopClock(iso: string, zone: string): DateTime<true> {
  const dateTime = DateTime.fromISO(iso, { zone });
  if (!dateTime.isValid) throw new RangeError(`Not an ISO 8601 date or time in ${zone}: "${iso}"`);
  return dateTime;
}

/** "sábado, 5 de dezembro de 2026", "sábado, 5 de diciembre de 2026", "Saturday, 5 December 2026". */
export function formatDate(iso: string, locale: AppLocale, zone: string): string {
  return atShopClock(iso, zone)
    .setLocale(formatLocaleFor(locale))
    .toLocaleString(DateTime.DATE_HUGE);
}

const calendarFormats = new Map<string, Intl.DateTimeFormat>();

/** One browser formatter per language and way of writing, made once: a month's grid uses it 30 times. */
function calendarFormat(locale: AppLocale, options: Intl.DateTimeFormatOptions, name: string) {
  const key = `${locale} ${name}`;
  let format = calendarFormats.get(key);
  if (!format) {
    format = new Intl.DateTimeFormat(formatLocaleFor(locale), { ...options, timeZone: 'UTC' });
    calendarFormats.set(key, format);
  }
  return format;
}

/** A calendar day (`2026-12-05`) at midnight UTC, where every day has one: only its date is read. */
function utcDay(day: string): Date | null {
  const match = /^(\d{4})-(\d{2})-(\d{2})$/.exec(day);
  return match
    ? new Date(Date.UTC(Number(match[1]), Number(match[2]) - 1, Number(match[3])))
    : null;
}

/**
 * A calendar day (`2026-12-05`, a day of the shop's calendar already) written in full as
 * formatDate writes it: "sábado, 5 de dezembro de 2026". For a calendar's every day at once.
 */
export function formatCalendarDay(day: string, locale: AppLocale): string {
  const date = utcDay(day);
  if (!date) throw new RangeError(`Not a calendar day: "${day}"`);
  return calendarFormat(locale, DateTime.DATE_HUGE, 'day').format(date);
}

/** A calendar's month and year: "dezembro de 2026", "diciembre de 2026", "December 2026". */
export function formatCalendarMonth(month: string, locale: AppLocale): string {
  const date = utcDay(`${month}-01`);
  if (!date) throw new RangeError(`Not a calendar month: "${month}"`);
  return calendarFormat(locale, { month: 'long', year: 'numeric' }, 'month').format(date);
}

/** The week's days, Monday first: each one's name, short ("seg", "mié", "Mon") and long. */
export function weekdayNames(locale: AppLocale): { short: string; long: string }[] {
  const short = calendarFormat(locale, { weekday: 'short' }, 'weekday short');
  const long = calendarFormat(locale, { weekday: 'long' }, 'weekday long');
  // 2024-01-01 was a Monday.
  return [1, 2, 3, 4, 5, 6, 7].map((weekday) => {
    const date = new Date(Date.UTC(2024, 0, weekday));
    return { short: short.format(date), long: long.format(date) };
  });
}

/** "20:30": the 24-hour clock, which all three languages use in Portugal. */
export function formatTime(iso: string, zone: string): string {
  return atShopClock(iso, zone).toFormat('HH:mm');
}
