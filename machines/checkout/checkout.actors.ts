import { fromPromise } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { orderMadeIn } from '../rules/orderLookup';
import type { Order, OrderRequest, Orderer } from '../rules/orderRequest';

export interface CreateOrderInput {
  request: OrderRequest;
  orderer: Orderer;
  idempotencyKey: string;
}

/** POST v1/web/orders (a user, with the token) or v1/web/orders/guest: the order made. */
export const createOrder = fromPromise<Order, CreateOrderInput>(({ input, signal }) => {
  const header = { 'Idempotency-Key': input.idempotencyKey };
  return input.orderer.kind === 'user'
    ? unwrap(
        apiClient.POST('/v1/web/orders', {
          params: { query: { token: input.orderer.token }, header },
          body: input.request,
          signal,
        }),
      )
    : unwrap(
        apiClient.POST('/v1/web/orders/guest', { params: { header }, body: input.request, signal }),
      );
});

export interface FindOrderInput {
  request: OrderRequest;
  orderer: Orderer;
  userId: number;
  requestedAtMs: number;
}

/**
 * Looks up what an order whose answer was lost made, without sending it again: the signed-in
 * user's bookings (the newest page). Null when it made nothing.
 */
export const findOrder = fromPromise<Order | null, FindOrderInput>(async ({ input, signal }) => {
  if (input.orderer.kind !== 'user') throw new Error("A guest's order cannot be looked up.");
  const page = await unwrap(
    apiClient.GET('/client/bookings/{userId}', {
      params: {
        path: { userId: input.userId },
        query: { token: input.orderer.token, page: 0 },
      },
      signal,
    }),
  );
  return orderMadeIn(page.items, input.request, input.requestedAtMs);
});
