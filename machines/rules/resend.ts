/**
 * Whether the answer to a booking call is known for good, so that it need not be sent again:
 * the middleware refused it (status 4xx: nothing was made). A fault (no answer, a lost or
 * malformed one, a 5xx) leaves it unknown: the same request, with the same key, may be sent again.
 */
export function isSettledBookingError(status: number | undefined): boolean {
  return status !== undefined && status >= 400 && status < 500;
}
