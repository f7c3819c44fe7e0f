import {
  getCountries,
  getCountryCallingCode,
  parsePhoneNumberFromString,
  type MetadataJson,
} from 'libphonenumber-js/core/es6';
import type { PhoneCheck } from './authValidation';
import phoneMetadata from './phoneMetadata.json';

/**
 * The phone rules of SPEC 5: a valid country dialing prefix, and a valid mobile number for it.
 *
 * They use libphonenumber-js (Google's libphonenumber metadata) through its `core` entry (the
 * ES2017 build, `core/es6`), which takes its metadata as an argument: `phoneMetadata.json`, the
 * package's `min` metadata less what checking a number never reads (the formatting rules), about
 * 9 KiB gzip instead of 18.5. Every country is kept: the prefix is typed freely, so every calling
 * code is offered. `node scripts/phoneMetadata.mjs` writes the file from the installed package;
 * tests/rules/phone.test.ts fails when it is stale or judges a number otherwise than `min`.
 * Rules and metadata, about 17 KiB gzip, are still too much for the first screen, so nothing on
 * it imports this module. Only machines/phone/phone.actors.ts does, at run time: the charts with
 * a phone (sign-in, contact, payment, profile) load it when such a form opens (a prefetch) and
 * validate through its actor `checkPhone` in a `validating` state.
 *
 * `min` metadata checks a number's length for its country, not which digits it starts with.
 * A one-time code goes by SMS, so the number must be a mobile: for Portugal, the market this
 * widget is for, mobile numbers are the ones starting with 9 (91, 92, 93, 96), and that rule is
 * added here. Other countries are checked by length only.
 */

// The JSON's inferred types are wider (a country is any string) than the library's.
const METADATA = phoneMetadata as MetadataJson;

const CALLING_CODES: ReadonlySet<string> = new Set(
  getCountries(METADATA).map((country) => getCountryCallingCode(country, METADATA)),
);

/** Leading digits of mobile numbers, for the countries where we know them without metadata. */
const MOBILE_LEADING_DIGITS: Readonly<Record<string, RegExp>> = {
  '351': /^9[1236]/,
};

/** `+351`, `351`, `00351` and `+ 351` all mean +351; anything else is not a prefix. */
export function normalizePrefix(value: string): string | null {
  const compact = value.replace(/[\s()-]/g, '');
  const match = /^(?:\+|00)?(\d{1,4})$/.exec(compact);
  return match ? `+${match[1]}` : null;
}

/** A country calling code that exists (+351 Portugal, +34 Spain, +44 United Kingdom, ...). */
export function isValidDialingPrefix(value: string): boolean {
  const prefix = normalizePrefix(value);
  return prefix !== null && CALLING_CODES.has(prefix.slice(1));
}

/**
 * Checks a mobile number typed with a dialing prefix. The number may also be typed in full with
 * its own `+<code>`: then that code must be the prefix's. Spaces, dots, dashes and brackets are
 * ignored. The answer carries the prefix and the national number in the form the middleware
 * takes (`+351`, `912345678`).
 */
export function checkPhone(prefixValue: string, phoneValue: string): PhoneCheck {
  const prefix = normalizePrefix(prefixValue);
  if (prefix === null || !CALLING_CODES.has(prefix.slice(1))) {
    return { prefixValid: false, phoneValid: false, prefix: prefixValue, phone: phoneValue };
  }
  const callingCode = prefix.slice(1);
  const typed = phoneValue.trim();
  // Only digits and the usual separators: the library would otherwise find a number in any text.
  const parsed = /^\+?[\d\s().-]+$/.test(typed)
    ? parsePhoneNumberFromString(typed, { defaultCallingCode: callingCode }, METADATA)
    : undefined;
  const national = parsed?.nationalNumber ?? '';
  const mobileDigits = MOBILE_LEADING_DIGITS[callingCode];
  const phoneValid =
    parsed !== undefined &&
    parsed.countryCallingCode === callingCode &&
    parsed.isValid() &&
    (mobileDigits === undefined || mobileDigits.test(national));
  return {
    prefixValid: true,
    phoneValid,
    prefix,
    phone: phoneValid ? national : phoneValue,
  };
}
