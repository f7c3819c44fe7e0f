import { fromPromise } from 'xstate';
import type { CallOptions } from '../../api/calendar';
import { apiClient, getRequestContext, unwrap } from '../../api/client';
import { whenIdle } from '../../api/idle';
import type { components } from '../../api/schema';
import type { CampaignReference } from '../rules/campaign';
import type { CampaignInfo } from './campaign.machine';

/**
 * The campaign chart's calls (machines/campaign/campaign.machine.ts): the campaign, the
 * marketplace's categories, and what the overview's likely next steps need, fetched ahead.
 */

type Category = components['schemas']['Category'];

/** The campaign call: by id (v1/web/campaigns/{id}) or, failing an id, by its offer code. */
export function campaignCall(reference: CampaignReference, options: CallOptions = {}) {
  if (reference.campaignId !== null) {
    return apiClient.GET('/v1/web/campaigns/{id}', {
      params: { path: { id: reference.campaignId } },
      ...options,
    });
  }
  return apiClient.GET('/v1/web/campaigns/by-offer-code/{code}', {
    params: { path: { code: reference.offerCode ?? '' } },
    ...options,
  });
}

/** The marketplace's categories, in the language of the calls (SPEC 7 common/category). */
export const fetchCategories = fromPromise<Category[]>(({ signal }) =>
  unwrap(
    apiClient.GET('/common/category/{language}', {
      params: { path: { language: getRequestContext().language } },
      signal,
    }),
  ),
);

/** Loads a campaign by id or, failing an id, by its offer code. */
export const fetchCampaign = fromPromise<CampaignInfo, CampaignReference>(({ input, signal }) =>
  unwrap<CampaignInfo>(campaignCall(input, { signal })),
);

export interface NextStepInput {
  /** The campaign whose calendar the visitor will likely open (nextCalendarOf), or null. */
  calendarCampaignId: number | null;
  /** Whether the overview offers a booking at all (its charts' code is then loaded ahead). */
  offersBooking: boolean;
  /** Whether it sells vouchers (the voucher chart's code is then loaded ahead). */
  offersVoucher: boolean;
  /**
   * Whether it takes orders, type 7: the order chart's code, and what its first step reads (the
   * campaign's schedule, when the shop takes orders, and the visitor's cart at the shop), are
   * then fetched ahead.
   */
  offersOrder: boolean;
  /** The campaign shown (whose schedule an order reads). */
  campaignId: number;
  /** The campaign's shop, whose time zone the booking and the order read their times in. */
  shop: CampaignInfo['shop'];
}

/**
 * Once the overview is idle, what its likely next steps need, fetched ahead
 * (machines/campaign/campaign.ahead.ts, whose code loads then: the first screen does not carry
 * it). Nothing is fetched when the visitor has already moved on; a failure is no error.
 */
export const prefetchNextStep = fromPromise<void, NextStepInput>(async ({ input, signal }) => {
  await whenIdle();
  if (signal.aborted) return;
  // Only ahead of need: code that does not arrive (offline) is asked for again when needed, and
  // the overview goes on as it is.
  const ahead = await import('./campaign.ahead').catch(() => null);
  if (!ahead || signal.aborted) return;
  await ahead.fetchNextStepAhead(input).catch(() => undefined);
});
