import type { CallOptions } from '../../api/calendar';
import { apiClient } from '../../api/client';

/**
 * GET shop/{shopId}: the shop with its merchant services. The services chart makes it; the widget
 * starts it beside the entity lookup, before the chart's code has loaded (so both ask one URL).
 */
export const shopCall = (shopId: number, options: CallOptions = {}) =>
  apiClient.GET('/shop/{shopId}', { params: { path: { shopId } }, ...options });
