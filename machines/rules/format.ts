import { DEFAULT_LOCALE, formatLocaleFor } from './language';

/**
 * How money, durations, dates and times are written (SPEC section 9 and ARCHITECTURE principle
 * 6): euro in Portuguese style, durations in minutes up to 120 then hours and minutes. Dates and
 * times (luxon) are in ./dateFormat.ts, which only the screens that show dates load.
 */

/**
 * The zone of a shop that names none (or names one that is not a time zone): mainland Portugal.
 * Each shop's own zone (`Shop.timezone`, see ./timeZone.ts) is the one its dates are read in.
 */
export const DEFAULT_SHOP_ZONE = 'Europe/Lisbon';

/**
 * "39,90 €": euro in Portuguese style in every language (SPEC 9). Intl separates thousands from
 * five digits on in pt-PT ("1234,50 €", "12 345,50 €") and joins amount and symbol with a
 * no-break space, so the price never wraps between the two.
 */
const euroFormatter = new Intl.NumberFormat(formatLocaleFor(DEFAULT_LOCALE), {
  style: 'currency',
  currency: 'EUR',
});

export function formatEuro(amount: number): string {
  return euroFormatter.format(amount);
}

const MAX_DURATION_IN_MINUTES = 120;

/** "90 min", "120 min", then "2 h 30 min" or "3 h". A negative duration reads as "0 min". */
export function formatDuration(minutes: number): string {
  const total = Math.max(0, Math.round(minutes));
  if (total <= MAX_DURATION_IN_MINUTES) return `${total} min`;
  const hours = Math.floor(total / 60);
  const rest = total % 60;
  return rest === 0 ? `${hours} h` : `${hours} h ${rest} min`;
}
