import { MIN_PASSWORD_LENGTH, ONE_TIME_CODE_LENGTH } from '../../domain/constants';
import { areNotesWithinLimit } from './notes';

export { areNotesWithinLimit, MAX_NOTES_LENGTH } from './notes';

/**
 * The validation rules of sign-in, registration, guest details and one-time codes (SPEC 5): pure
 * functions, each behind a named guard of the auth chart (machines/auth/auth.machine.ts). A failed
 * rule is a field error code; the view translates it (ui/authMessages.ts), never the rule.
 *
 * The phone rules need the phone-number library, which is too large for the first screen: they
 * live in ./phone.ts, loaded only when a form with a phone is submitted. What they answer is the
 * `PhoneCheck` below, so the chart and these rules can read it without loading the library.
 */

export const FIELD_ERROR_CODES = [
  'emailInvalid',
  'nameRequired',
  'firstNameRequired',
  'lastNameRequired',
  'passwordRequired',
  'passwordTooShort',
  'privacyPolicyRequired',
  'phoneInvalid',
  'prefixInvalid',
  'codeInvalid',
  'codeWrong',
  'notesTooLong',
] as const;

export type FieldErrorCode = (typeof FIELD_ERROR_CODES)[number];

/** What the phone rules (./phone.ts) say about a dialing prefix and a number typed with it. */
export interface PhoneCheck {
  prefixValid: boolean;
  phoneValid: boolean;
  /** The prefix as `+<digits>` and the national number as digits only, when both are valid. */
  prefix: string;
  phone: string;
}

// One @, no spaces, a dot in the domain, at most 254 characters (RFC 5321's path limit). The
// middleware has the last word; this only catches what cannot be an address.
const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;

/** A valid email: something@domain.tld with no spaces. */
export function isValidEmail(value: string): boolean {
  const email = value.trim();
  return email.length <= 254 && EMAIL.test(email);
}

/** The email as it is sent: trimmed and in lower case. */
export function normalizeEmail(value: string): string {
  return value.trim().toLowerCase();
}

/** A name: at least one letter once the spaces are gone. */
export function hasName(value: string): boolean {
  return /\p{L}/u.test(value);
}

/** A password was typed (login); nothing is trimmed, spaces may be part of it. */
export function hasPassword(value: string): boolean {
  return value.length > 0;
}

/** The register password is at least the minimum length (SPEC 5, with its count). */
export function isPasswordLongEnough(value: string, minimum = MIN_PASSWORD_LENGTH): boolean {
  return [...value].length >= minimum;
}

export function hasAcceptedPrivacyPolicy(accepted: boolean): boolean {
  return accepted;
}

/** The code as it is sent: the digits, whatever spaces or dashes were typed between them. */
export function normalizeCode(value: string): string {
  return value.replace(/[\s-]/g, '');
}

/** A one-time code has exactly ONE_TIME_CODE_LENGTH digits. */
export function isOneTimeCodeFormat(value: string): boolean {
  return new RegExp(`^\\d{${ONE_TIME_CODE_LENGTH}}$`).test(normalizeCode(value));
}

export type FieldErrors<Field extends string> = Partial<Record<Field, FieldErrorCode>>;

export function emailErrors(form: { email: string }): FieldErrors<'email'> {
  return isValidEmail(form.email) ? {} : { email: 'emailInvalid' };
}

export function passwordErrors(form: { password: string }): FieldErrors<'password'> {
  return hasPassword(form.password) ? {} : { password: 'passwordRequired' };
}

export function codeErrors(form: { code: string }): FieldErrors<'code'> {
  return isOneTimeCodeFormat(form.code) ? {} : { code: 'codeInvalid' };
}

/** The phone rules' answer as field errors: the prefix first, since the number depends on it. */
export function phoneErrors(check: PhoneCheck): FieldErrors<'prefix' | 'phone'> {
  if (!check.prefixValid) return { prefix: 'prefixInvalid' };
  return check.phoneValid ? {} : { phone: 'phoneInvalid' };
}

export interface RegistrationForm {
  firstName: string;
  lastName: string;
  password: string;
  acceptPrivacyPolicy: boolean;
}

/** Every rule of the register form at once, so the visitor sees all that is wrong. */
export function registrationErrors(
  form: RegistrationForm,
  check: PhoneCheck,
): FieldErrors<keyof RegistrationForm | 'prefix' | 'phone'> {
  return {
    ...(hasName(form.firstName) ? {} : { firstName: 'firstNameRequired' as const }),
    ...(hasName(form.lastName) ? {} : { lastName: 'lastNameRequired' as const }),
    ...phoneErrors(check),
    ...(isPasswordLongEnough(form.password) ? {} : { password: 'passwordTooShort' as const }),
    ...(hasAcceptedPrivacyPolicy(form.acceptPrivacyPolicy)
      ? {}
      : { acceptPrivacyPolicy: 'privacyPolicyRequired' as const }),
  };
}

export interface GuestForm {
  name: string;
  email: string;
}

/** The guest's name, email and phone (SPEC 6: guests give their contact details). */
export function guestErrors(
  form: GuestForm,
  check: PhoneCheck,
): FieldErrors<keyof GuestForm | 'prefix' | 'phone'> {
  return {
    ...(hasName(form.name) ? {} : { name: 'nameRequired' as const }),
    ...emailErrors(form),
    ...phoneErrors(check),
  };
}

export interface ContactForm {
  name: string;
  notes: string;
}

/** The booking's contact step (SPEC 3 Contact; SPEC 5: a name, a valid prefix and mobile). */
export function contactErrors(
  form: ContactForm,
  check: PhoneCheck,
): FieldErrors<keyof ContactForm | 'prefix' | 'phone'> {
  return {
    ...(hasName(form.name) ? {} : { name: 'nameRequired' as const }),
    ...phoneErrors(check),
    ...(areNotesWithinLimit(form.notes) ? {} : { notes: 'notesTooLong' as const }),
  };
}
