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

/** "20:30": the 24-hour clock, which all three languages use in Portugal. */
export function formatTime(iso: string, zone: string): string {
  return atShopClock(iso, zone).toFormat('HH:mm');
}
