// Whether a booking call's answer is known for good (machines/rules/resend.ts). SPEC 8: a status of
// 400 or above is an error carrying its status; README "Once only": a 4xx is the middleware's
// refusal (nothing was made, the request is settled), while a 5xx, or no status at all (no answer,
// a lost or malformed one), leaves the request pending, to be sent again with the same key.
import { describe, expect, it } from 'vitest';
import { isSettledBookingError } from '../../machines/rules/resend';

describe('SPEC 8 / README "Once only": a refusal (4xx) settles a booking request', () => {
  it.each([400, 401, 404, 409, 422, 499])('%i is a refusal: settled, not sent again', (status) => {
    expect(isSettledBookingError(status)).toBe(true);
  });

  it.each([500, 502, 503, 504, 599])('%i is a fault: not settled, sent again', (status) => {
    expect(isSettledBookingError(status)).toBe(false);
  });

  it('below 400 is no refusal (SPEC 8 raises an error only from 400)', () => {
    expect(isSettledBookingError(399)).toBe(false);
    expect(isSettledBookingError(301)).toBe(false);
    expect(isSettledBookingError(0)).toBe(false);
  });

  it('no status (no answer, a lost or malformed one) is not settled', () => {
    expect(isSettledBookingError(undefined)).toBe(false);
  });
});
