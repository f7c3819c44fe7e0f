import { fromPromise } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { reservationMadeIn } from '../rules/bookingLookup';
import type { Booker, BookingRequest, targetIds } from '../rules/bookingRequest';
import type { ReservationResult } from './booking.types';

/**
 * The booking charts' calls (machines/booking/booking.setup.ts names them): the three create
 * calls, the lookup of a booking whose answer was lost, and the map service's conversion.
 */

/** What every create call takes: the body, its Idempotency-Key, and who books. */
export interface CreateBookingInput {
  request: BookingRequest;
  idempotencyKey: string;
  booker: Booker;
  providerId: number;
  channelManager: string | null;
}

/** The create calls' query: the provider, and the channel manager when there is one. */
export const bookingQuery = (input: Pick<CreateBookingInput, 'providerId' | 'channelManager'>) => ({
  providerId: input.providerId,
  ...(input.channelManager ? { channelManager: input.channelManager } : {}),
});
const tokenOf = (booker: Booker) => (booker.kind === 'user' ? booker.token : '');
/** The free reservation's path: the signed-in user's id (a guest never takes this call). */
export const freeBookingPath = (booker: Booker) => ({
  userId: booker.kind === 'user' ? booker.userId : 0,
});

/** POST bookings: a signed-in user's booking (token and X-User-Language headers). */
export const createBooking = fromPromise<ReservationResult, CreateBookingInput>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/bookings', {
        params: {
          query: bookingQuery(input),
          header: { token: tokenOf(input.booker), 'Idempotency-Key': input.idempotencyKey },
        },
        body: input.request,
        signal,
      }),
    ),
);

/** POST bookings/guest: a guest's booking (SPEC 6), with X-User-Language. */
export const createGuestBooking = fromPromise<ReservationResult, CreateBookingInput>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/bookings/guest', {
        params: {
          query: bookingQuery(input),
          header: { 'Idempotency-Key': input.idempotencyKey },
        },
        body: input.request,
        signal,
      }),
    ),
);

/** POST client/book/book/{userId}: a signed-in user's free reservation of a free offer. */
export const createFreeBooking = fromPromise<ReservationResult, CreateBookingInput>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/client/book/book/{userId}', {
        params: {
          path: { userId: input.booker.kind === 'user' ? input.booker.userId : 0 },
          query: { token: tokenOf(input.booker) },
          header: { 'Idempotency-Key': input.idempotencyKey },
        },
        body: input.request,
        signal,
      }),
    ),
);

export interface FindBookingInput {
  request: BookingRequest;
  booker: Booker;
  requestedAtMs: number;
}

/**
 * Looks up what a booking request whose answer was lost made, without sending it again: the
 * signed-in user's bookings (the newest page). Null when it made nothing.
 */
export const findBooking = fromPromise<ReservationResult | null, FindBookingInput>(
  async ({ input, signal }) => {
    if (input.booker.kind !== 'user') throw new Error('A guest booking cannot be looked up.');
    const page = await unwrap(
      apiClient.GET('/client/bookings/{userId}', {
        params: {
          path: { userId: input.booker.userId },
          query: { token: input.booker.token, page: 0 },
        },
        signal,
      }),
    );
    return reservationMadeIn(page.items, input.request, input.requestedAtMs);
  },
);

export interface MapConversionInput {
  ids: ReturnType<typeof targetIds>;
  reservationId: number;
  conversionToken: string;
  /** The user's token, when someone is signed in. */
  token: string | null;
}

/** The map service's conversion POST, after a booking made from a reserve-with-map flow. */
export const trackMapConversion = fromPromise<unknown, MapConversionInput>(({ input, signal }) =>
  unwrap(
    apiClient.POST('/map-service/conversion', {
      params: { query: input.token ? { token: input.token } : {} },
      body: {
        ...input.ids,
        reservationId: input.reservationId,
        conversionToken: input.conversionToken,
      },
      signal,
    }),
  ),
);
