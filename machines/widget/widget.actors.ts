import { fromPromise, sendParent } from 'xstate';
import { AHEAD, apiClient, unwrap } from '../../api/client';
import { whenIdle } from '../../api/idle';
import { importAuthChart } from '../auth/load';
import { fetchPrizes } from '../auth/prizes';
import { campaignCall } from '../campaign/campaign.actors';
import {
  campaignMachine,
  type CampaignContext,
  type CampaignEvent,
  type CampaignReport,
} from '../campaign/campaign.machine';
import { importOrderChart } from '../cart/load';
import { shopCall } from '../services/shop';
import { hasCampaignReference } from '../rules/campaign';
import type { WidgetStart } from '../rules/context';
import { startViewOf } from '../rules/start';
import type { EntityConfig } from './widget.types';

export const fetchEntityConfig = fromPromise<EntityConfig, { hostname: string }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.GET('/v1/entity/config', {
        params: { query: { hostname: input.hostname } },
        signal,
      }),
    ),
);

/**
 * The start view's first call (the campaign, or the shop's services), started beside the entity
 * lookup instead of after it: its answer is kept by the client for the chart that asks for it
 * (api/ahead.ts). Where the page's early requests already asked, nothing is asked twice.
 */
export const prefetchStartView = fromPromise<void, { start: WidgetStart }>(async ({ input }) => {
  const { start } = input;
  const view = startViewOf(start);
  if (view === 'campaign' && hasCampaignReference(start)) {
    await campaignCall(start, AHEAD).catch(() => undefined);
  } else if (view === 'services' && start.shopId !== null) {
    await shopCall(start.shopId, AHEAD).catch(() => undefined);
  }
});

/**
 * Once the first screen is drawn and the page idle, the sign-in chart's code is fetched, so the
 * personal area (or a sign-in a booking asks for) opens without waiting for it.
 */
export const prefetchAuthChart = fromPromise<void>(async ({ signal }) => {
  await whenIdle();
  if (!signal.aborted) await importAuthChart().catch(() => undefined);
});

/**
 * Once a shop's services are shown and the page idle, the order chart's code is fetched: the
 * shop's cart (the Cart view) then opens without waiting for it.
 */
export const prefetchCartChart = fromPromise<void>(async ({ signal }) => {
  await whenIdle();
  if (!signal.aborted) await importOrderChart().catch(() => undefined);
});

/** The campaign chart tells the widget what its bookings and purchases report. */
export const campaignChart = campaignMachine.provide({
  actions: {
    report: sendParent<
      CampaignContext,
      CampaignEvent,
      CampaignReport,
      CampaignReport,
      CampaignEvent
    >((_, report) => report),
  },
});

/** The user's prizes read again after one was used (SPEC 7 myprizes, as at sign-in). */
export const refreshPrizes = fetchPrizes;
