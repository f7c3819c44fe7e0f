import type { ErrorCode } from './errors';
import { FIRST_SCREEN_REACTIONS } from './firstScreenReactions';
import type { operations } from './schema';

/**
 * What the widget does when the middleware refuses a call (SPEC 8: "HTTP status 400 or above:
 * the body's message is raised as an error carrying the status. The product's reaction by
 * status: not shown"). The one table of reactions: each row names the operations and statuses
 * it answers, what the chart must know besides (`when`) and the catalogue message it shows; a
 * comment says what the chart then does (prose, kept out of the first screen's script). The
 * body's `message` is kept as the failure's detail (shown under the generic message where no
 * row fits); a `code` in the body, which SPEC 8 does not name, only refines an answer no row
 * fits. Statuses are our guess at the real middleware's: each is in the registry of
 * assumptions (api/assumptions.ts). The rows of the first screen's calls are written in
 * api/firstScreenReactions.ts, which comes with its script; this module loads with the first
 * other call (api/client.ts).
 */

export type OperationId = keyof operations;

/**
 * Sign-in answers read by status that are no catalogue message of SPEC 8 (machines/auth,
 * ui/authMessages.ts).
 */
export const SIGN_IN_REASONS = [
  'wrongCredentials',
  'emailTaken',
  'unknownEmail',
  'externalSignInFailed',
  'sessionExpired',
  'socialUnavailable',
] as const;
export type SignInReason = (typeof SIGN_IN_REASONS)[number];

export type ReactionCode = ErrorCode | SignInReason;

/** What the chart knows of the call besides its operation: what it sent. */
export interface Situation {
  /** A smart (premium) reservation or voucher was asked for. */
  smart?: boolean;
  /** A prize was to be used on it. */
  prize?: boolean;
}

export interface ErrorReaction {
  operations: readonly OperationId[];
  statuses: readonly number[];
  when?: (situation: Situation) => boolean;
  code: ReactionCode;
}

const BOOKING_CALLS = ['createBooking', 'createGuestBooking', 'createFreeBooking'] as const;
const ORDER_CALLS = ['createOrder', 'createGuestOrder'] as const;
const CLIENT_ERRORS = [400, 403, 404, 409, 410, 422] as const;

export const ERROR_REACTIONS: readonly ErrorReaction[] = [
  ...FIRST_SCREEN_REACTIONS,
  {
    operations: ['getCampaignSchedule', 'getCampaignSlots'],
    statuses: [404],
    code: 'campaignInvalid',
    // Then: the campaign's calendar is not found: the campaign is not valid, no retry
  },
  {
    operations: BOOKING_CALLS,
    statuses: [409, 410],
    code: 'dateNotAvailable',
    // Then: the date is no longer available: back to the calendar, the date marked taken
  },
  {
    operations: BOOKING_CALLS,
    statuses: [404],
    code: 'campaignUnavailable',
    // Then: the campaign is no longer available: said so, nothing sent again
  },
  {
    operations: ['createGuestBooking'],
    statuses: [403],
    code: 'registeredUsersOnly',
    // Then: limited to registered users: said so, nothing sent again
  },
  {
    operations: ['createBooking', 'createFreeBooking'],
    statuses: [403],
    when: (situation) => situation.smart !== true,
    code: 'noOnlineBooking',
    // Then: no online booking for this establishment: said so, nothing sent again
  },
  {
    operations: ['changeMyBooking'],
    statuses: [409, 410],
    code: 'dateNotAvailable',
    // Then: the new date is no longer available: back to the calendar, the date marked taken
  },
  {
    operations: ['createVoucherPaymentLink', 'createGuestVoucherPaymentLink'],
    statuses: [422],
    when: (situation) => situation.prize === true,
    code: 'voucherAmountTooLow',
    // Then: a prize leaves less than 2 € to pay: said so, no retry, another method or no prize
  },
  {
    operations: ['createBooking'],
    statuses: [422],
    when: (situation) => situation.prize === true,
    code: 'voucherAmountTooLow',
    // Then: a prize leaves less than 2 € to pay on a booking with a price: said so, no retry,
    // another prize or none from the review
  },
  {
    operations: ['createOrder'],
    statuses: [422],
    when: (situation) => situation.prize === true,
    code: 'voucherAmountTooLow',
    // Then: a prize leaves less than 2 € of the items to pay: said beside the prizes at the
    // review, no retry, another prize or none
  },
  {
    operations: ['applyCoupon'],
    statuses: [400, 404, 410, 422],
    code: 'couponInvalid',
    // Then: invalid coupon: said beside the field, the code and the cart kept
  },
  {
    operations: ['getShoppingCart'],
    statuses: [404],
    code: 'noDigitalMenu',
    // Then: the shop has no digital menu: said so, no retry
  },
  {
    operations: ORDER_CALLS,
    statuses: [409],
    code: 'cartEmpty',
    // Then: the cart changed meanwhile: back to the cart, read again
  },
  {
    operations: ['createGuestOrder'],
    statuses: [403],
    code: 'registeredUsersOnly',
    // Then: limited to registered users: said so, nothing sent again
  },
  {
    operations: ['getDeliveryRates'],
    statuses: CLIENT_ERRORS,
    code: 'addressUnavailableForDelivery',
    // Then: the address is unavailable for delivery: said so, the address kept to change
  },
  {
    operations: ['getPickupPoints'],
    statuses: [404],
    code: 'pickupPointsNone',
    // Then: no pickup points found: said so, the search kept to change
  },
  {
    operations: ['getPickupPoints'],
    statuses: [400, 422],
    code: 'pickupPointsSearchError',
    // Then: the pickup point search failed: said so, with a retry
  },
  {
    operations: ['getCartPaymentMethods'],
    statuses: [404],
    code: 'noPaymentMethods',
    // Then: no payment methods available: said so, nothing to order with
  },
  {
    operations: ['login'],
    statuses: [401],
    code: 'wrongCredentials',
    // Then: wrong email or password: said so, the email kept
  },
  {
    operations: ['signUp'],
    statuses: [409],
    code: 'emailTaken',
    // Then: an account with this email exists: said so
  },
  {
    operations: ['validateAccount', 'resendValidationCode', 'forgotPassword'],
    statuses: [404],
    code: 'unknownEmail',
    // Then: no account with this email: said so
  },
  {
    operations: ['loginExternal'],
    statuses: [401],
    code: 'externalSignInFailed',
    // Then: the external sign-in was refused: said so
  },
  {
    operations: ['getProfile', 'getMyPrizes'],
    statuses: [401],
    code: 'sessionExpired',
    // Then: the session expired: sign in again
  },
  {
    operations: ['signUpLoginFacebook'],
    statuses: [403],
    code: 'facebookUnavailable',
    // Then: Facebook sign-in unavailable or blocked: try another browser
  },
  {
    operations: ['signUpLoginGoogle', 'signUpLoginApple'],
    statuses: [401, 403],
    code: 'socialUnavailable',
    // Then: the provider refused the sign-in: use another method
  },
  {
    operations: ['signUpLoginFacebook'],
    statuses: [401],
    code: 'socialUnavailable',
    // Then: the provider refused the sign-in: use another method
  },
];

/** The row that answers this refusal, if any. */
export function reactionRow(
  operation: OperationId | undefined,
  status: number | undefined,
  situation: Situation = {},
): ErrorReaction | undefined {
  if (operation === undefined || status === undefined) return undefined;
  return ERROR_REACTIONS.find(
    (row) =>
      row.operations.includes(operation) &&
      row.statuses.includes(status) &&
      (row.when?.(situation) ?? true),
  );
}
