import { errorCodeOf, isApiError } from '../../api/errors';
import type { AuthOutput } from '../auth/auth.types';
import { isBookingPayableWithPrize } from '../rules/bookingPrize';
import {
  bookingCallFor,
  bookingTypeOf,
  isPendingReservation,
  isRetryableBookingError,
  isSettledBookingError,
} from '../rules/bookingRequest';
import {
  bookerOf,
  bookingAmountsOf,
  chosenPrizeOf,
  isGuestAllowed,
  prizesOf,
  type WithContext,
} from './booking.inputs';
import type { BookingContext, ReservationResult } from './booking.types';

/** Which call books it (SPEC 7), for whoever books now. */
const callOf = (context: BookingContext) =>
  bookingCallFor(context.target, bookerOf(context.identity));

/**
 * The booking charts' guards, named in their setup (booking.setup.ts): questions about the
 * chart's context, or about an answer (a child's output, a call's answer or error) passed as
 * params. The rules they ask are in machines/rules.
 */
export const bookingGuards = {
  /** Someone who may book is known: a user, or a guest where guests may book (SPEC 6). */
  hasIdentity: ({ context }: WithContext) =>
    context.identity?.kind === 'user' ||
    (context.identity?.kind === 'guest' && isGuestAllowed(context)),
  hasContact: ({ context }: WithContext) => context.hasContact,
  isIdentityOutput: (_: unknown, output: AuthOutput) => output.kind !== 'failed',
  isGuest: ({ context }: WithContext) => callOf(context) === 'createGuestBooking',
  isFreeOffer: ({ context }: WithContext) => callOf(context) === 'createFreeBooking',
  /** Waiting for the merchant: the campaign type and the answer decide it together (SPEC 4). */
  isPendingAnswer: ({ context }: WithContext, result: ReservationResult) =>
    isPendingReservation(result, bookingTypeOf(context.target)),
  /** A prize of the visitor's that may go on this booking, or none. */
  isPrizeOfVisitor: ({ context }: WithContext, prizeId: number | null) =>
    prizeId === null || prizesOf(context).some((prize) => prize.id === prizeId),
  /** SPEC 5: with a prize, at least 2 € must be left to pay ("Invalid operation"). */
  isPayableWithPrize: ({ context }: WithContext) =>
    isBookingPayableWithPrize(bookingAmountsOf(context), chosenPrizeOf(context)),
  isDateNotAvailable: (_: unknown, error: unknown) => errorCodeOf(error) === 'dateNotAvailable',
  /** The middleware refused the prize chosen (SPEC 5's floor, api/errorReactions.ts). */
  isPrizeRefused: ({ context }: WithContext, error: unknown) =>
    context.prizeId !== null && errorCodeOf(error, { prize: true }) === 'voucherAmountTooLow',
  /** The middleware refused the request for good: nothing to send again after a reload. */
  isSettledError: (_: unknown, error: unknown) =>
    isSettledBookingError(isApiError(error) ? error.status : undefined),
  canRetry: ({ context }: WithContext) => isRetryableBookingError(context.error),
  /** A lost booking answer can be looked up: a signed-in user's. */
  canLookUpBooking: ({ context }: WithContext) => context.identity?.kind === 'user',
  isNothingFound: (_: unknown, found: ReservationResult | null) => found === null,
};
