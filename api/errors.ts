import type { ErrorReaction, OperationId, ReactionCode, Situation } from './errorReactions';

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
  // SPEC 6: "Some campaigns may be limited to registered users."
  'registeredUsersOnly',
] as const;

export type ErrorCode = (typeof ERROR_CODES)[number];

/** How a call failed: the server answered >= 400, the network failed, the 40 s limit passed, or
 * the body could not be read. A machine decides its retry or message from this. */
export type ApiErrorKind = 'http' | 'network' | 'timeout' | 'malformed' | 'noParent';

/** What the middleware said of a refusal (status >= 400), besides its status. */
export interface Refusal {
  /** The contract's operation refused. */
  operation?: OperationId;
  /**
   * The rows of the reactions table (api/errorReactions.ts) that may answer it, those of its
   * operation and status in the table's order: read again with what a chart knows of the call.
   */
  reactions?: readonly ErrorReaction[];
  /** The body's `message`, as text: shown as the detail where no reaction fits, never as markup. */
  detail?: string;
  /** A catalogue code the body carried (SPEC 8 names none): refines only where no reaction fits. */
  bodyCode?: ErrorCode;
}

export class ApiError extends Error {
  override readonly name = 'ApiError';
  readonly operation?: OperationId;
  readonly reactions: readonly ErrorReaction[];
  readonly detail?: string;
  readonly bodyCode?: ErrorCode;
  constructor(
    readonly kind: ApiErrorKind,
    message: string,
    readonly status?: number,
    readonly code: ErrorCode = codeForKind(kind),
    /** A malformed answer as received (untrusted): where a reference may still be read from it. */
    readonly answer?: unknown,
    refusal: Refusal = {},
  ) {
    super(message);
    this.operation = refusal.operation;
    this.reactions = refusal.reactions ?? [];
    this.detail = refusal.detail;
    this.bodyCode = refusal.bodyCode;
  }
}

export const isErrorCode = (value: unknown): value is ErrorCode =>
  typeof value === 'string' && (ERROR_CODES as readonly string[]).includes(value);

/** The rows of a reactions table that may answer a refusal of `operation` with `status`, in order. */
export function reactionsIn(
  table: readonly ErrorReaction[],
  operation: OperationId,
  status: number | undefined,
): readonly ErrorReaction[] {
  return table.filter(
    (row) =>
      status !== undefined && row.operations.includes(operation) && row.statuses.includes(status),
  );
}

/**
 * The reaction to a refusal: the first of its rows of the reactions table that fits what the
 * chart knows, else a code the body carried, else `generic`.
 */
export function refusalReaction(refusal: Refusal, situation: Situation = {}): ReactionCode {
  const row = refusal.reactions?.find((reaction) => reaction.when?.(situation) ?? true);
  if (row) return row.code;
  return refusal.bodyCode ?? 'generic';
}

/** A refusal the middleware answered with status >= 400, its code from its reactions' rows. */
export function refusalError(status: number, message: string, refusal: Refusal): ApiError {
  const reaction = refusalReaction(refusal);
  const code = isErrorCode(reaction) ? reaction : 'generic';
  return new ApiError('http', message, status, code, undefined, refusal);
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

/**
 * The code to show for any failure, whatever threw it. A refusal is read again with what the
 * chart knows of the call (`situation`), where a row of the reactions table depends on it.
 */
export function errorCodeOf(error: unknown, situation?: Situation): ErrorCode {
  if (!isApiError(error)) return 'generic';
  // Only a refusal some rows of the table may answer is read again.
  if (error.kind !== 'http' || situation === undefined || error.reactions.length === 0) {
    return error.code;
  }
  const reaction = refusalReaction(error, situation);
  return isErrorCode(reaction) ? reaction : 'generic';
}

/**
 * The middleware's own words for a refusal no row of the reactions table fits: shown under the
 * generic message and sent with the host's `failed` event. Null where the catalogue says more.
 */
export function errorDetailOf(error: unknown, situation?: Situation): string | null {
  if (!isApiError(error) || error.kind !== 'http' || !error.detail) return null;
  return errorCodeOf(error, situation) === 'generic' ? error.detail : null;
}
