/**
 * How money, durations, dates and times are written (SPEC section 9 and ARCHITECTURE principle
 * 6): euro in Portuguese style. Durations (minutes up to 120, then hours and minutes) are in
 * ./durationFormat.ts, dates and times (luxon) in ./dateFormat.ts, which only the screens that
 * show them load.
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

/** The currency SPEC 9 names: the one every amount is in unless the middleware names another. */
export const EURO = 'EUR';

/** The ISO 4217 code an answer names (`currency`, upper-cased), the euro when it names none. */
export function currencyCodeOf(currency: string | null | undefined): string {
  const code = (currency ?? '').trim().toUpperCase();
  return code === '' ? EURO : code;
}

const otherCurrencies = new Map<string, Intl.NumberFormat | null>();

/** Intl's writer of a currency other than the euro, Portuguese style; null for a code it does not know. */
function otherCurrencyFormatter(code: string): Intl.NumberFormat | null {
  const known = otherCurrencies.get(code);
  if (known !== undefined) return known;
  // Intl writes any three letters as a currency: only a code its data lists is one it knows.
  const listed =
    /^[A-Z]{3}$/.test(code) &&
    (typeof Intl.supportedValuesOf !== 'function' ||
      Intl.supportedValuesOf('currency').includes(code));
  const formatter = listed
    ? new Intl.NumberFormat('pt-PT', { style: 'currency', currency: code })
    : null;
  otherCurrencies.set(code, formatter);
  return formatter;
}

/**
 * An amount in the currency an answer names (`CampaignView.currency`): the euro as `formatEuro`
 * (no Intl on the way), another currency Intl knows Portuguese style ("25,00 US$"), and null for
 * a currency that cannot be written (not a code, or one Intl does not know).
 */
export function formatMoney(amount: number, currency: string | null | undefined): string | null {
  const code = currencyCodeOf(currency);
  if (code === EURO) return formatEuro(amount);
  return otherCurrencyFormatter(code)?.format(amount) ?? null;
}

/** Whether amounts in `currency` can be written at all (see `formatMoney`). */
export function canFormatCurrency(currency: string | null | undefined): boolean {
  const code = currencyCodeOf(currency);
  return code === EURO || otherCurrencyFormatter(code) !== null;
}
