import { fromPromise } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { ApiError } from '../../api/errors';
import { premiumPriceOf, type PremiumPrice } from '../rules/premium';

/**
 * The membership's monthly price where the entity states none: its payment link asked without a
 * payment method answers the price only (an assumed reading: no order is made, no payment
 * starts), so the payment step shows what it charges before a method is chosen. An answer that is
 * not a positive amount in euro is refused like any malformed answer.
 */
export const fetchPremiumPrice = fromPromise<PremiumPrice, { userId: number; token: string }>(
  async ({ input, signal }) => {
    const answer = await unwrap(
      apiClient.GET('/client/premium/code/hipay/{userId}', {
        params: { path: { userId: input.userId }, query: { token: input.token } },
        signal,
      }),
    );
    const price = premiumPriceOf({ premium: answer });
    if (!price) {
      throw new ApiError('malformed', 'The premium price answered is not an amount in euro', 200);
    }
    return price;
  },
);
