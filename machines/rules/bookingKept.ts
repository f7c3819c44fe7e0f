import type { FlowState } from '../../domain/flowState';
import type { TypedContact } from './keptValues';
import type { ScheduleChoice } from '../schedule/schedule.types';

/**
 * A booking kept across a reload (SPEC 3 Flow state, Book step: numberOfPeople, date,
 * dateTimes, prizeId; Contact: vatId, notes; and the time slot chosen): once the visitor has chosen the
 * date, the booking chart tells it, and again as the NIF is confirmed and a prize chosen; the
 * widget keeps it and gives it back to the booking of the same campaign after a reload, which
 * opens its calendar at that choice. It is read back checked, never trusted: a value that does
 * not fit is dropped, the schedule checks the choice against what is on offer now before it goes
 * on, and a prize is offered only while it is one of the visitor's usable prizes.
 */
export type BookingKept = Pick<FlowState, 'book' | 'bookingInProgress'> & {
  /** The NIF confirmed on the booking's contact step (SPEC 3 Contact: vatId), or ''. */
  vatId: string;
  /** The note to the merchant as stored (SPEC 3 Contact: notes), checked when read back. */
  notes: string;
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
  /** The contact step's name, prefix and phone as typed, not yet confirmed; absent: none. */
  contactTyped?: Partial<TypedContact>;
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
    bookingInProgress: {
      campaignId: booking.campaignId,
      startTime: choice.startTime,
      contactTyped: booking.contactTyped,
    },
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
    ? {
        bookingInProgress: flow.bookingInProgress,
        book: flow.book,
        vatId: flow.contact.vatId,
        notes: flow.contact.notes,
      }
    : null;
}
