/**
 * Whether the answer to a booking or order call is known for good, so that nothing is left to
 * look up: the middleware refused it (status 4xx: nothing was made). A fault (no answer, a lost
 * or malformed one, a 5xx) leaves it unknown: what it made is looked up (README "Money safety"),
 * and it is sent again only once known not made.
 */
export function isSettledBookingError(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500;
}
