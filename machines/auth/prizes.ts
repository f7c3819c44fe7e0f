import { fromPromise } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { PRIZE_PAGE_SIZE } from '../../domain/constants';
import type { Prize } from './auth.types';

/**
 * The user's prizes: one page of PRIZE_PAGE_SIZE (SPEC 7 myprizes, 9). Read at sign-in, and
 * again after a booking, an order or a voucher that used one, so a prize used is not offered
 * again in the same visit.
 */
export const fetchPrizes = fromPromise<Prize[], { userId: number; token: string }>(
  async ({ input, signal }) => {
    const page = await unwrap(
      apiClient.GET('/client/prize/myprizes', {
        params: {
          query: {
            userId: input.userId,
            token: input.token,
            startIndex: 0,
            pageSize: PRIZE_PAGE_SIZE,
          },
        },
        signal,
      }),
    );
    return page.prizes;
  },
);
