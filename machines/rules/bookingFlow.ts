import type { FlowState } from '../../domain/flowState';
import type { ScheduleChoice } from '../schedule/schedule.types';

/**
 * A booking kept across a reload (SPEC 3 Flow state, Book step: numberOfPeople, date,
 * dateTimes; and the time slot chosen): once the visitor has chosen the date, the booking chart
 * tells it; the widget keeps it and gives it back to the booking of the same campaign after a
 * reload, which opens its calendar at that choice. It is read back checked, never trusted: a
 * value that does not fit is dropped, and the schedule checks the choice against what is on
 * offer now before it goes on.
 */
export type BookingKept = Pick<FlowState, 'book' | 'bookingInProgress'>;

/** The date choice as the schedule chart gives it and takes it back. */
export type KeptChoice = ScheduleChoice;

/** The part of the flow state a booking writes: its choice, or nothing (left, or made). */
export function bookingKeptOf(
  book: FlowState['book'],
  booking: { campaignId: number; choice: KeptChoice } | null,
): BookingKept {
  if (!booking) {
    return {
      bookingInProgress: null,
      book: { ...book, numberOfPeople: null, date: null, dateTimes: [] },
    };
  }
  const { choice } = booking;
  return {
    bookingInProgress: { campaignId: booking.campaignId, startTime: choice.startTime },
    book: {
      ...book,
      numberOfPeople: choice.numberOfPeople,
      date: choice.date,
      dateTimes: choice.dateTimes,
    },
  };
}

/** What was kept of this campaign's booking, as stored; or null. */
export function keptBookingOf(flow: FlowState, campaignId: number): BookingKept | null {
  return flow.bookingInProgress?.campaignId === campaignId
    ? { bookingInProgress: flow.bookingInProgress, book: flow.book }
    : null;
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
