import {
  keptNote,
  keptPrizeId,
  keptTypedContact,
  keptVatId,
  type TypedContact,
} from './keptValues';

/**
 * A booking kept across a reload, read back (machines/rules/bookingKept.ts keeps it): what the
 * booking chart checks before it uses it, loaded with the booking, not with the first screen.
 */
export {
  flowWithBooking,
  flowWithoutBooking,
  keptBookingOf,
  type BookingFlow,
  type BookingKept,
  type KeptChoice,
} from './bookingKept';
import type { BookingKept, KeptChoice } from './bookingKept';

/**
 * The prize, the NIF, the note and the contact as typed kept, read back: a prize that is not a
 * whole number above 0, a NIF that is not a valid one, a note longer than the contact step takes
 * and a name, prefix or phone that is not plain text of its kind are dropped. The
 * prize is checked again by the booking against the visitor's usable prizes (read at sign-in)
 * before it is offered as chosen.
 */
export function bookingExtrasOf(kept: BookingKept): {
  prizeId: number | null;
  vatId: string;
  notes: string;
  contactTyped: Partial<TypedContact> | null;
} {
  if (!kept.bookingInProgress) return { prizeId: null, vatId: '', notes: '', contactTyped: null };
  return {
    prizeId: keptPrizeId(kept.book.prizeId),
    vatId: keptVatId(kept.vatId),
    notes: keptNote(kept.notes),
    contactTyped: keptTypedContact(kept.bookingInProgress.contactTyped),
  };
}

const DAY = /^\d{4}-\d{2}-\d{2}$/;
/** Most date-times a visitor suggests (SPEC 9 allows a handful): more were not typed here. */
const MAX_DATE_TIMES = 10;
const isInstant = (value: unknown): value is string =>
  typeof value === 'string' && value.length <= 40 && !Number.isNaN(Date.parse(value));

/**
 * The choice kept, read back for the calendar; or null when nothing was kept. The people must be
 * a whole number within the campaign's bounds (else its default); a day, a time and date-times
 * must read as such; what does not is left out (the calendar then asks for it again).
 */
export function bookingResumeOf(
  kept: BookingKept,
  people: { min: number; max: number; initial: number },
): KeptChoice | null {
  const progress = kept.bookingInProgress;
  if (!progress) return null;
  const count = kept.book.numberOfPeople;
  const date = kept.book.date != null && DAY.test(kept.book.date) ? kept.book.date : null;
  const dateTimes = kept.book.dateTimes.length <= MAX_DATE_TIMES ? kept.book.dateTimes : [];
  return {
    date,
    startTime: date !== null && isInstant(progress.startTime) ? progress.startTime : null,
    durationSec: null,
    numberOfPeople:
      typeof count === 'number' &&
      Number.isInteger(count) &&
      count >= people.min &&
      count <= people.max
        ? count
        : people.initial,
    dateTimes: dateTimes.filter(isInstant),
  };
}
