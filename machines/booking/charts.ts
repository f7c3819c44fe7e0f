import { sendParent } from 'xstate';
import type { BookingContext, BookingEvent, BookingReport } from './booking.types';
import { couponMachine } from './coupon.machine';
import { dayReservationMachine } from './dayReservation.machine';
import { reservationMachine } from './reservation.machine';
import { suggestionsMachine } from './suggestions.machine';

/**
 * The booking charts, loaded with the first booking (never with the first screen: the date choice
 * needs luxon). Whoever starts one hears its reports as events: a sign-in, the contact, a booking
 * made (see BookingReport).
 */
const reportToParent = {
  report: sendParent<BookingContext, BookingEvent, BookingReport, BookingReport, BookingEvent>(
    (_, report) => report,
  ),
};

export const bookingCharts = {
  reservation: reservationMachine.provide({ actions: reportToParent }),
  dayReservation: dayReservationMachine.provide({ actions: reportToParent }),
  coupon: couponMachine.provide({ actions: reportToParent }),
  suggestions: suggestionsMachine.provide({ actions: reportToParent }),
};

export type BookingCharts = typeof bookingCharts;
