import { areNotesWithinLimit, MAX_NOTES_LENGTH } from './notes';
import { vatIdProblem } from './vatId';

/**
 * Values of the flow state read back after a reload (domain/flowState.ts): the browser's storage
 * is not trusted, so each is checked as the step that took it would have checked it; one that
 * does not fit is dropped (its default used), never passed on.
 */

/** A prize id: a whole number above 0, else none. */
export const keptPrizeId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/** Longest NIF as it may be typed: nine digits, with a country prefix and spaces at most. */
const MAX_VAT_ID_LENGTH = 20;

/** A NIF: a valid one (SPEC 5 "Valid tax (VAT) id"), as typed; else none. */
export const keptVatId = (value: unknown): string =>
  typeof value === 'string' && value.length <= MAX_VAT_ID_LENGTH && vatIdProblem(value) === null
    ? value
    : '';

/** Longest note the contact step takes, in UTF-16 units (its limit counts characters). */
const MAX_NOTE_UNITS = 2 * MAX_NOTES_LENGTH;

/** A note to the merchant: text within the contact step's limit, else none. */
export const keptNote = (value: unknown): string =>
  typeof value === 'string' && value.length <= MAX_NOTE_UNITS && areNotesWithinLimit(value)
    ? value
    : '';

/**
 * A contact step's name, dialing prefix, phone and NIF as typed, before "Continuar" confirms them
 * (a NIF half typed too, which `keptVatId` would drop); or a guest's, with the email, on the
 * sign-in's guest form.
 */
export interface TypedContact {
  name: string;
  prefix: string;
  phone: string;
  vatId?: string;
  email?: string;
}

/** Longest name kept as typed (the step asks for a name, with no limit of its own). */
const MAX_TYPED_NAME_LENGTH = 200;

/**
 * The name, prefix, phone, NIF (and a guest's email) as typed, read back: each kept only while it is
 * short plain text of its kind (the step checks them all again before they go anywhere); one that
 * does not fit is left out, so the contact the step starts from keeps its own value there. Null
 * when none is left.
 */
export function keptTypedContact(value: unknown): Partial<TypedContact> | null {
  if (typeof value !== 'object' || value === null) return null;
  const { name, prefix, phone, vatId, email } = value as Record<string, unknown>;
  const kept = {
    ...(typeof name === 'string' && name.length <= MAX_TYPED_NAME_LENGTH && !/\p{Cc}/u.test(name)
      ? { name }
      : {}),
    ...(typeof prefix === 'string' && /^\+?\d{0,4}$/.test(prefix) ? { prefix } : {}),
    ...(typeof phone === 'string' && /^[\d ()+.-]{0,20}$/.test(phone) ? { phone } : {}),
    ...(typeof vatId === 'string' && /^[\w .-]{0,20}$/.test(vatId) ? { vatId } : {}),
    ...(typeof email === 'string' && /^[^\s<>]{0,254}$/u.test(email) ? { email } : {}),
  };
  return Object.keys(kept).length > 0 ? kept : null;
}

/** The postal code pickup points were searched by, as typed: short plain text, else none. */
export const keptSearchPostalCode = (value: unknown): string =>
  typeof value === 'string' && /^[\w -]{0,16}$/.test(value) ? value : '';

/** A pickup point's id: short plain text, else none. */
export const keptPointId = (value: unknown): string | null =>
  typeof value === 'string' && /^[\w.:-]{1,64}$/.test(value) ? value : null;

/** A position: finite coordinates on the globe, else none. */
export function keptPosition(
  latitude: unknown,
  longitude: unknown,
): { latitude: number; longitude: number } | null {
  const fits = (value: unknown, bound: number): value is number =>
    typeof value === 'number' && Number.isFinite(value) && Math.abs(value) <= bound;
  return fits(latitude, 90) && fits(longitude, 180) ? { latitude, longitude } : null;
}
