import { fromPromise } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import type { components } from '../../api/schema';

type Schemas = components['schemas'];

export interface PaymentMethodsInput {
  shopId: number;
  deliveryType: Schemas['DeliveryType'];
  token: string | null;
}

/** GET v1/web/shopping-cart/payment-methods: the methods of the shop for the delivery type. */
export function shopPaymentMethods(
  input: PaymentMethodsInput,
  signal?: AbortSignal,
): Promise<Schemas['PaymentMethod'][]> {
  return unwrap(
    apiClient.GET('/v1/web/shopping-cart/payment-methods', {
      params: {
        query: {
          shopId: input.shopId,
          deliveryType: input.deliveryType,
          ...(input.token ? { token: input.token } : {}),
        },
      },
      signal,
    }),
  );
}

export const fetchPaymentMethods = fromPromise<Schemas['PaymentMethod'][], PaymentMethodsInput>(
  ({ input, signal }) => shopPaymentMethods(input, signal),
);
