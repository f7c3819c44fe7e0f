/**
 * The booking chart a service chosen from the list is booked with: the one a campaign of its
 * type uses (SPEC 2 service flow, SPEC 4 booking types). 1 confirmed and 2 pending take a date
 * and a time slot (reservation), 3 a day inside a fixed time window (dayReservation), 5 a digital
 * coupon scheduled later with the merchant (coupon), 6 several date-times suggested
 * (suggestions). 4 (information) is not offered, 7 is ordered (isServiceOrderedHere), and an
 * unknown type has no chart: neither is booked here.
 */
export type ServiceBookingChart = 'reservation' | 'dayReservation' | 'coupon' | 'suggestions';

export function serviceBookingChartFor(bookingType: number): ServiceBookingChart | null {
  switch (bookingType) {
    case 1:
    case 2:
      return 'reservation';
    case 3:
      return 'dayReservation';
    case 5:
      return 'coupon';
    case 6:
      return 'suggestions';
    default:
      return null;
  }
}

/** A service whose type has a booking chart is booked from the list (types 1, 2, 3, 5, 6). */
export function isServiceBookableHere(bookingType: number): boolean {
  return serviceBookingChartFor(bookingType) !== null;
}

/** A takeaway or delivery service (7) is ordered from the list when it offers either. */
export function isServiceOrderedHere(
  bookingType: number,
  transport: { takeaway: boolean; delivery: boolean },
): boolean {
  return bookingType === 7 && (transport.takeaway || transport.delivery);
}
