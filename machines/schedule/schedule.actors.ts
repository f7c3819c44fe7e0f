import { fromPromise } from 'xstate';
import { campaignScheduleCall, campaignSlotsCall, slotWindowQuery } from '../../api/calendar';
import { apiClient, unwrap } from '../../api/client';
import type { Schedule, ScheduleTarget, SlotsResult } from './schedule.types';

/** The date, time and people chart's calls (schedule.machine.ts names them). */

/** A campaign's schedule (campaign/schedule/{id}); a service has none: null, no call. */
export const fetchSchedule = fromPromise<Schedule | null, { target: ScheduleTarget }>(
  async ({ input, signal }) => {
    if (input.target.kind !== 'campaign') return null;
    return unwrap(campaignScheduleCall(input.target.campaignId, { signal }));
  },
);

/**
 * The slots of the next 30 days (SPEC 9: untilMinutes 43200, from the middleware's now). For a
 * service also its calendar resources, and the shop's when the service names none.
 */
export const fetchSlots = fromPromise<SlotsResult, { target: ScheduleTarget }>(
  async ({ input, signal }) => {
    const { target } = input;
    if (target.kind === 'campaign') {
      const slots = await unwrap(campaignSlotsCall(target.campaignId, { signal }));
      return { slots, resources: [] };
    }
    const query = slotWindowQuery();
    const path = { shopMerchantServiceId: target.serviceId };
    const [slots, serviceResources, shopResources] = await Promise.all([
      unwrap(
        apiClient.GET('/v4/shopmerchantservices/{shopMerchantServiceId}/calendar/available-slots', {
          params: { path, query },
          signal,
        }),
      ),
      unwrap(
        apiClient.GET('/v4/shopmerchantservices/{shopMerchantServiceId}/calendar/resources', {
          params: { path },
          signal,
        }),
      ),
      unwrap(
        apiClient.GET('/v4/shops/{shopId}/calendar/resources', {
          params: { path: { shopId: target.shopId } },
          signal,
        }),
      ),
    ]);
    return { slots, resources: serviceResources.length > 0 ? serviceResources : shopResources };
  },
);
