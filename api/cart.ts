import type { CallOptions } from './calendar';
import { apiClient } from './client';

/**
 * The visitor's cart at one shop (GET v1/web/shopping-cart?shopId), in one place: the cart chart
 * reads it when an order opens, and an idle campaign that takes orders asks the same URL ahead
 * (api/ahead.ts), so the order's first step finds it there.
 */
export const shopCartCall = (shopId: number, options: CallOptions = {}) =>
  apiClient.GET('/v1/web/shopping-cart', { params: { query: { shopId } }, ...options });
