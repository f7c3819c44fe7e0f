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

const NO_BREAK_SPACE = '\u00a0';

/**
 * "39,90 €": euro in Portuguese style in every language (SPEC 9), as Intl writes it in pt-PT,
 * written here without Intl: building a currency formatter loads the locale's data, which cost
 * the first screen about 40 ms of a phone's main thread (160 ms at the bench's 4× slower CPU).
 * Two decimals rounded half away from zero on the shortest decimal writing of the amount ("1,01
 * €" for 1.005, as Intl), thousands separated from five digits on ("1234,50 €", "12 345,50 €"),
 * and amount and symbol joined by a no-break space, so the price never wraps between the two.
 * tests/rules/format.test.ts holds it to Intl's output.
 */
export function formatEuro(amount: number): string {
  const sign = amount < 0 || Object.is(amount, -0) ? '-' : '';
  if (!Number.isFinite(amount)) {
    return `${sign}${Number.isNaN(amount) ? 'NaN' : '∞'}${NO_BREAK_SPACE}€`;
  }
  // The shortest decimal writing's digits, and where its point is (`1e-7`, `1.5e+21` too).
  const [mantissa = '', exponent = 0] = Math.abs(amount).toString().split('e');
  const [whole = '', fraction = ''] = mantissa.split('.');
  const point = whole.length + Number(exponent);
  const at = Math.max(point, 1);
  const digits = ('0'.repeat(at - point) + whole + fraction).padEnd(at + 3, '0');
  let cents = BigInt(digits.slice(0, at + 2));
  if (digits[at + 2]! >= '5') cents += 1n;
  const text = String(cents).padStart(3, '0');
  const units = text.slice(0, -2);
  const grouped = units.length < 5 ? units : units.replace(/\B(?=(\d{3})+$)/g, NO_BREAK_SPACE);
  return `${sign}${grouped},${text.slice(-2)}${NO_BREAK_SPACE}€`;
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
