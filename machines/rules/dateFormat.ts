import { DateTime } from 'luxon';
import { MERCHANT_ZONE } from './format';
import { DEFAULT_LOCALE, formatLocaleFor, type AppLocale } from './language';

/**
 * How dates and times are written (SPEC 9, ARCHITECTURE principle 6): at the merchant's wall clock
 * in Lisbon, whatever the visitor's own time zone. Apart from ./format.ts because of luxon: the
 * first screen shows no date, so nothing on it may import this module.
 */

/**
 * The instant as the merchant's clock shows it. A value with an offset or `Z` is converted; a
 * value without one ("2026-12-05T20:30") is already a Lisbon wall time.
 */
export function toLisbon(iso: string): DateTime<true> {
  const dateTime = DateTime.fromISO(iso, { zone: MERCHANT_ZONE });
  if (!dateTime.isValid) throw new RangeError(`Not an ISO 8601 date or time: "${iso}"`);
  return dateTime;
}

/** "sábado, 5 de dezembro de 2026", "sábado, 5 de diciembre de 2026", "Saturday, 5 December 2026". */
export function formatDate(iso: string, locale: AppLocale = DEFAULT_LOCALE): string {
  return toLisbon(iso).setLocale(formatLocaleFor(locale)).toLocaleString(DateTime.DATE_HUGE);
}

/** "20:30": the 24-hour clock, which all three languages use in Portugal. */
export function formatTime(iso: string): string {
  return toLisbon(iso).toFormat('HH:mm');
}
