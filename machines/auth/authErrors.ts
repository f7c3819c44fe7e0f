import { errorCodeOf, isApiError, type ErrorCode } from '../../api/errors';
import { SocialSignInError, type SocialProvider } from '../../api/social';

/**
 * How a sign-in step failed, as a code the view translates (ui/authMessages.ts). The catalogue
 * of SPEC 8 (api/errors.ts) covers faults (network, time-out, server) and Facebook being blocked;
 * the middleware answers the sign-in failures by HTTP status with a generic body, so they are
 * read here from the status of each call:
 *
 * | call                        | status | code                  |
 * |-----------------------------|--------|-----------------------|
 * | login                       | 401    | wrongCredentials      |
 * | signUp                      | 409    | emailTaken            |
 * | validation and resend calls | 404    | unknownEmail          |
 * | loginExternal               | 401    | externalSignInFailed  |
 * | profile and prizes          | 401    | sessionExpired        |
 * | signUpLoginFacebook         | 403    | facebookUnavailable   |
 *
 * Anything else is the catalogue's code for it (errorCodeOf).
 */
export const AUTH_ERROR_CODES = [
  'wrongCredentials',
  'emailTaken',
  'unknownEmail',
  'accountNotVerified',
  'externalSignInFailed',
  'sessionExpired',
  'socialUnavailable',
] as const;

export type AuthErrorCode = ErrorCode | (typeof AUTH_ERROR_CODES)[number];

/** The auth calls whose failures read differently (see the table above). */
export type AuthCall =
  | 'isRegisteredEmail'
  | 'login'
  | 'signUp'
  | 'forgotPassword'
  | 'validateAccount'
  | 'resendValidationCode'
  | 'validateMobile'
  | 'resendMobileValidationCode'
  | 'loginExternal'
  | 'fetchProfile'
  | 'fetchPrizes';

function statusOf(error: unknown): number | undefined {
  return isApiError(error) && error.kind === 'http' ? error.status : undefined;
}

export function authErrorOf(error: unknown, call: AuthCall): AuthErrorCode {
  const status = statusOf(error);
  if (call === 'login' && status === 401) return 'wrongCredentials';
  if (call === 'signUp' && status === 409) return 'emailTaken';
  if (call === 'loginExternal' && status === 401) return 'externalSignInFailed';
  if ((call === 'fetchProfile' || call === 'fetchPrizes') && status === 401) {
    return 'sessionExpired';
  }
  if (
    (call === 'validateAccount' || call === 'resendValidationCode' || call === 'forgotPassword') &&
    status === 404
  ) {
    return 'unknownEmail';
  }
  return errorCodeOf(error);
}

/** The middleware refused a one-time code (422, or 400 for a malformed one). */
export function isWrongCodeError(error: unknown): boolean {
  const status = statusOf(error);
  return status === 422 || status === 400;
}

/** The token is unknown or expired: signing in again is the way on. */
export function isUnauthorizedError(error: unknown): boolean {
  return statusOf(error) === 401;
}

/** The visitor closed the provider's window: nothing failed, nothing to say. */
export function isSocialCancelled(error: unknown): boolean {
  return error instanceof SocialSignInError && error.kind === 'cancelled';
}

/**
 * A provider's sign-in (its window, or the parent window's SDK) gave no credential. A network
 * fault or time-out keeps its own message; otherwise Facebook gets the catalogue's "unavailable or
 * blocked, try another browser" (SPEC 5, 8) and the others a message to use another method.
 */
export function socialErrorOf(error: unknown, provider: SocialProvider): AuthErrorCode {
  if (isApiError(error) && (error.kind === 'network' || error.kind === 'timeout')) {
    return error.code;
  }
  return provider === 'facebook' ? 'facebookUnavailable' : 'socialUnavailable';
}

/** The middleware refused the provider's credential. */
export function socialSignUpErrorOf(error: unknown, provider: SocialProvider): AuthErrorCode {
  const status = statusOf(error);
  if (isApiError(error) && error.code === 'facebookUnavailable') return 'facebookUnavailable';
  if (provider === 'facebook' && status === 403) return 'facebookUnavailable';
  if (status === 401 || status === 403) return 'socialUnavailable';
  return errorCodeOf(error);
}

/** A fault that may pass (network, time-out, server error): trying again can help. */
export function isRetryableAuthError(code: AuthErrorCode | null): boolean {
  return (
    code === 'network' || code === 'timeout' || code === 'generic' || code === 'malformedResponse'
  );
}
