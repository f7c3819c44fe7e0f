/**
 * A Portuguese tax number (NIF / NIPC, SPEC 5 "Valid tax (VAT) id"): nine digits, a first digit
 * (or two) that says what kind of taxpayer it is, and a last digit that checks the other eight
 * (mod 11, weights 9 to 2; a remainder under 2 gives 0). Spaces and a leading "PT" are allowed as
 * typed; the id is sent as its nine digits.
 */

/** People (1-3), companies (5), public bodies (6), sole traders (8), others (9), and the
 * special two-digit series (45 non-residents, 70-79 estates and funds, 98-99). */
const FIRST_DIGITS = /^(?:[123568]|9[0-9]|45|7[0-9])/;

/** The id as it is sent: its digits, without "PT", spaces, dots or dashes. */
export function normaliseVatId(value: string): string {
  return value
    .trim()
    .replace(/^PT/i, '')
    .replace(/[\s.-]/g, '');
}

/** The check digit of the first eight digits. */
export function vatCheckDigit(firstEight: string): number {
  let sum = 0;
  for (let index = 0; index < 8; index += 1) sum += Number(firstEight[index]) * (9 - index);
  const remainder = sum % 11;
  return remainder < 2 ? 0 : 11 - remainder;
}

/**
 * What is wrong with a NIF as typed, so the visitor is told what to mend: nothing typed
 * (`vatIdRequired`), not nine digits (`vatIdLength`: too few, too many, or a letter among them),
 * or nine digits that are no NIF (`vatIdCheckDigit`: the last digit does not check the others, or
 * the first says no kind of taxpayer). A valid NIF: null.
 */
export type VatIdProblem = 'vatIdRequired' | 'vatIdLength' | 'vatIdCheckDigit';

export function vatIdProblem(value: string): VatIdProblem | null {
  const digits = normaliseVatId(value);
  if (digits === '') return 'vatIdRequired';
  if (!/^\d{9}$/.test(digits)) return 'vatIdLength';
  if (!FIRST_DIGITS.test(digits)) return 'vatIdCheckDigit';
  return vatCheckDigit(digits.slice(0, 8)) === Number(digits[8]) ? null : 'vatIdCheckDigit';
}

export function isValidPortugueseVatId(value: string): boolean {
  return vatIdProblem(value) === null;
}
