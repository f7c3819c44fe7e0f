/**
 * A service is booked from the list when its booking type takes a date and a time slot (1
 * confirmed, 2 pending); a coupon (5) or an order (7) has flows of its own, and 4 is not offered.
 */
export function isServiceBookableHere(bookingType: number): boolean {
  return bookingType === 1 || bookingType === 2;
}

/** A takeaway or delivery service (7) is ordered from the list when it offers either. */
export function isServiceOrderedHere(
  bookingType: number,
  transport: { takeaway: boolean; delivery: boolean },
): boolean {
  return bookingType === 7 && (transport.takeaway || transport.delivery);
}
