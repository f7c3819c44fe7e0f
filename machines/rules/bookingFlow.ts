import type { FlowState } from '../../domain/flowState';
import type { ScheduleChoice } from '../schedule/schedule.types';
import { keptPrizeId, keptVatId } from './keptValues';

/**
 * A booking kept across a reload (SPEC 3 Flow state, Book step: numberOfPeople, date,
 * dateTimes, prizeId; Contact: vatId; and the time slot chosen): once the visitor has chosen the
 * date, the booking chart tells it, and again as the NIF is confirmed and a prize chosen; the
 * widget keeps it and gives it back to the booking of the same campaign after a reload, which
 * opens its calendar at that choice. It is read back checked, never trusted: a value that does
 * not fit is dropped, the schedule checks the choice against what is on offer now before it goes
 * on, and a prize is offered only while it is one of the visitor's usable prizes.
 */
export type BookingKept = Pick<FlowState, 'book' | 'bookingInProgress'> & {
  /** The NIF confirmed on the booking's contact step (SPEC 3 Contact: vatId), or ''. */
  vatId: string;
};

/** The date choice as the schedule chart gives it and takes it back. */
export type KeptChoice = ScheduleChoice;

/** A campaign's booking as the chart tells it: the date choice, the prize, the NIF. */
export interface BookingFlow {
  campaignId: number;
  choice: KeptChoice;
  prizeId: number | null;
  vatId: string;
  /** The note to the merchant as typed on the contact step (SPEC 3 Contact: notes). */
  notes?: string;
}

/** The flow state without any booking kept (left, made, or on its way). */
export function flowWithoutBooking(flow: FlowState): FlowState {
  return {
    ...flow,
    bookingInProgress: null,
    book: { ...flow.book, numberOfPeople: null, date: null, dateTimes: [], prizeId: null },
    contact: { ...flow.contact, vatId: '' },
  };
}

/** The flow state with the booking as it stands, or without any (left, or made). */
export function flowWithBooking(flow: FlowState, booking: BookingFlow | null): FlowState {
  if (!booking) return flowWithoutBooking(flow);
  const { choice } = booking;
  return {
    ...flow,
    bookingInProgress: { campaignId: booking.campaignId, startTime: choice.startTime },
    book: {
      ...flow.book,
      numberOfPeople: choice.numberOfPeople,
      date: choice.date,
      dateTimes: choice.dateTimes,
      prizeId: booking.prizeId,
    },
    contact: {
      ...flow.contact,
      vatId: booking.vatId,
      ...(booking.notes !== undefined ? { notes: booking.notes } : {}),
    },
  };
}

/** What was kept of this campaign's booking, as stored; or null. */
export function keptBookingOf(flow: FlowState, campaignId: number): BookingKept | null {
  return flow.bookingInProgress?.campaignId === campaignId
    ? { bookingInProgress: flow.bookingInProgress, book: flow.book, vatId: flow.contact.vatId }
    : null;
}

/**
 * The prize and the NIF kept, read back: a prize that is not a whole number above 0 and a NIF
 * that is not a valid one are dropped. The prize is checked again by the booking against the
 * visitor's usable prizes (read at sign-in) before it is offered as chosen.
 */
export function bookingExtrasOf(kept: BookingKept): { prizeId: number | null; vatId: string } {
  if (!kept.bookingInProgress) return { prizeId: null, vatId: '' };
  return { prizeId: keptPrizeId(kept.book.prizeId), vatId: keptVatId(kept.vatId) };
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
