/**
 * The error catalogue of SPEC section 8 as stable codes. The view translates a code into a
 * message in the user's language (ui/errorMessages.ts); machines and api/ only ever carry codes.
 */
export const ERROR_CODES = [
  'generic',
  'timeout',
  'network',
  'malformedResponse',
  'noParent',
  'campaignInvalid',
  'campaignNotProvided',
  'campaignUnavailable',
  'dateNotAvailable',
  'noDigitalMenu',
  'menuNotActive',
  'noOnlineBooking',
  'paymentRefused',
  'paymentPlatformError',
  'confirmationExpired',
  'noPaymentMethods',
  'pickupPointsNone',
  'pickupPointsSearchError',
  'deliveryUnavailableForShops',
  'addressUnavailableForDelivery',
  'couponInvalid',
  'cartEmpty',
  'facebookUnavailable',
  'voucherAmountTooLow',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** How a call failed: the server answered >= 400, the network failed, the 40 s limit passed, or
 * the body could not be read. A machine decides its retry or message from this. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'noParent';

export class ApiError extends Error {
  override readonly name = 'ApiError';
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly code: ErrorCode = codeForKind(kind),
    /** A malformed answer as received (untrusted): where a reference may still be read from it. */
    readonly answer?: unknown,
  ) {
    super(message);
  }
}

function codeForKind(kind: ApiErrorKind): ErrorCode {
  switch (kind) {
    case 'timeout':
      return 'timeout';
    case 'network':
      return 'network';
    case 'malformed':
      return 'malformedResponse';
    case 'noParent':
      return 'noParent';
    case 'http':
      return 'generic';
  }
}

export function isApiError(error: unknown): error is ApiError {
  return error instanceof ApiError;
}

/** The code to show for any failure, whatever threw it. */
export function errorCodeOf(error: unknown): ErrorCode {
  return isApiError(error) ? error.code : 'generic';
}
