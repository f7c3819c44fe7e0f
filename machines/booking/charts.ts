import { reportingFlowToKeeper } from '../reportingFlow';
import type { BookingContext, BookingEvent, BookingReport } from './booking.types';
import { couponMachine } from './coupon.machine';
import { dayReservationMachine } from './dayReservation.machine';
import { reservationMachine } from './reservation.machine';
import { suggestionsMachine } from './suggestions.machine';

/**
 * The booking charts, loaded with the first booking (never with the first screen: the date choice
 * needs luxon). Whoever starts one hears a sign-in, the contact and a prize used; the flow keeper
 * hears the rest (the date chosen, the request on its way, the booking made: see BookingReport).
 */
const reportToParent = {
  report: reportingFlowToKeeper<BookingContext, BookingEvent, BookingReport>(),
};

export const bookingCharts = {
  reservation: reservationMachine.provide({ actions: reportToParent }),
  dayReservation: dayReservationMachine.provide({ actions: reportToParent }),
  coupon: couponMachine.provide({ actions: reportToParent }),
  suggestions: suggestionsMachine.provide({ actions: reportToParent }),
};

export type BookingCharts = typeof bookingCharts;
