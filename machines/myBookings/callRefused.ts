import { isApiError } from '../../api/errors';
import { isSessionRefused } from '../rules/myBookings';

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** The personal area's guard `isSessionRefused` (params: a call's error): the token refused. */
export const isSessionRefusedError = (_: unknown, error: unknown): boolean =>
  isSessionRefused(isApiError(error) ? error.status : undefined);

/**
 * Where a call of the personal area (the bookings, the saved addresses) goes when it fails: a
 * refused token (401) ends the session (`sessionEnded`, whose way on is to sign in again), any
 * other failure goes to `otherwise`; the error is kept either way. The chart's setup names the
 * guard `isSessionRefused` (`isSessionRefusedError`) and the action `assignError` (params: the
 * error).
 */
export function onCallError<const Ended extends string, const Otherwise extends string>(
  sessionEnded: Ended,
  otherwise: Otherwise,
) {
  return [
    {
      guard: { type: 'isSessionRefused' as const, params: errorOf },
      target: sessionEnded,
      actions: { type: 'assignError' as const, params: errorOf },
    },
    { target: otherwise, actions: { type: 'assignError' as const, params: errorOf } },
  ];
}
