import { fromPromise } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import type { FlowState } from '../../domain/flowState';
import { shopPaymentMethods } from '../checkout/paymentMethods';
import type { PaymentChart } from '../payment/load';
import type { PendingFound } from '../rules/pendingLookup';
import type { Schemas, Profile } from './resume.types';

export interface FindPendingInput {
  pending: NonNullable<FlowState['pendingRequest']>;
  userId: number;
  token: string;
}

/**
 * A request pending at start: what it made is looked up in the signed-in user's bookings (the
 * newest page), never sent again. Null when it made nothing.
 */
export const findPendingRequest = fromPromise<PendingFound, FindPendingInput>(
  async ({ input, signal }) => {
    const [page, { pendingMadeIn }] = await Promise.all([
      unwrap(
        apiClient.GET('/client/bookings/{userId}', {
          params: { path: { userId: input.userId }, query: { token: input.token, page: 0 } },
          signal,
        }),
      ),
      import('../rules/pendingLookup'),
    ]);
    return pendingMadeIn(page.items, input.pending);
  },
);

export interface OrderPaymentInput {
  shopId: number;
  deliveryType: Schemas['DeliveryType'];
  token: string | null;
}

/**
 * An order found at start waiting for its payment: the payment chart's code (as a purchase runs
 * it: it tells the payment it starts, kept in the flow state), and the shop's payment methods
 * for its delivery, as the checkout had them.
 */
export const prepareOrderPayment = fromPromise<
  { chart: PaymentChart; methods: Schemas['PaymentMethodCode'][] },
  OrderPaymentInput
>(async ({ input, signal }) => {
  const [{ reportingPaymentMachine }, methods] = await Promise.all([
    import('../payment/progress'),
    shopPaymentMethods(input, signal),
  ]);
  return {
    chart: reportingPaymentMachine,
    methods: [...new Set(methods.map((method) => method.code))],
  };
});

/**
 * The user's profile, read again after a premium membership followed at start ended paid: the
 * user signed in before it was paid, so the widget's user is not premium yet.
 */
export const readProfile = fromPromise<Profile, { userId: number; token: string }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.GET('/client/profile/{userId}', {
        params: { path: { userId: input.userId }, query: { token: input.token } },
        signal,
      }),
    ),
);
