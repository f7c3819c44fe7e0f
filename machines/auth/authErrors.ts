import {
  errorCodeOf,
  isApiError,
  reactionsIn,
  refusalReaction,
  type ErrorCode,
} from '../../api/errors';
import { ERROR_REACTIONS, SIGN_IN_REASONS, type OperationId } from '../../api/errorReactions';
import { SocialSignInError, type SocialProvider } from '../../api/social';

/**
 * How a sign-in step failed, as a code the view translates (ui/authMessages.ts). The catalogue
 * of SPEC 8 (api/errors.ts) covers faults (network, time-out, server) and Facebook being blocked;
 * the sign-in refusals (a wrong password, an email taken or unknown, a session expired) are read
 * from each call's status by the reactions table (api/errorReactions.ts), like every refusal.
 */
export const AUTH_ERROR_CODES = [...SIGN_IN_REASONS, 'accountNotVerified'] as const;

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

const OPERATION_OF: Record<AuthCall, OperationId> = {
  isRegisteredEmail: 'isRegisteredEmail',
  login: 'login',
  signUp: 'signUp',
  forgotPassword: 'forgotPassword',
  validateAccount: 'validateAccount',
  resendValidationCode: 'resendValidationCode',
  validateMobile: 'validateMobile',
  resendMobileValidationCode: 'resendMobileValidationCode',
  loginExternal: 'loginExternal',
  fetchProfile: 'getProfile',
  fetchPrizes: 'getMyPrizes',
};

const SOCIAL_OPERATION: Record<SocialProvider, OperationId> = {
  facebook: 'signUpLoginFacebook',
  google: 'signUpLoginGoogle',
  apple: 'signUpLoginApple',
};

function statusOf(error: unknown): number | undefined {
  return isApiError(error) && error.kind === 'http' ? error.status : undefined;
}

/** A refusal of this call read by the reactions table; anything else, the catalogue's code. */
function reactionOf(error: unknown, operation: OperationId): AuthErrorCode {
  if (!isApiError(error) || error.kind !== 'http') return errorCodeOf(error);
  return refusalReaction({
    ...error,
    reactions: reactionsIn(ERROR_REACTIONS, operation, error.status),
  });
}

export function authErrorOf(error: unknown, call: AuthCall): AuthErrorCode {
  return reactionOf(error, OPERATION_OF[call]);
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
  return reactionOf(error, SOCIAL_OPERATION[provider]);
}

/** A fault that may pass (network, time-out, server error): trying again can help. */
export function isRetryableAuthError(code: AuthErrorCode | null): boolean {
  return (
    code === 'network' || code === 'timeout' || code === 'generic' || code === 'malformedResponse'
  );
}
