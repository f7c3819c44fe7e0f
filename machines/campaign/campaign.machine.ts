import { assign, fromPromise, not, setup, type ErrorActorEvent } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import {
  hasCampaignReference,
  isCampaignAvailable,
  isRetryableCampaignError,
  type CampaignReference,
} from '../rules/campaign';

export type CampaignInfo = components['schemas']['CampaignInfo'];

export interface CampaignContext extends CampaignReference {
  campaign: CampaignInfo | null;
  /** Why the last load failed, as a code of the error catalogue (SPEC 8). */
  error: ErrorCode | null;
}

export type CampaignEvent = { type: 'campaign.retry' };

/** Loads a campaign by id (v1/web/campaigns/{id}) or, failing an id, by its offer code. */
export const fetchCampaign = fromPromise<CampaignInfo, CampaignReference>(
  async ({ input, signal }) => {
    if (input.campaignId !== null) {
      return unwrap(
        apiClient.GET('/v1/web/campaigns/{id}', {
          params: { path: { id: input.campaignId } },
          signal,
        }),
      );
    }
    return unwrap(
      apiClient.GET('/v1/web/campaigns/by-offer-code/{code}', {
        params: { path: { code: input.offerCode ?? '' } },
        signal,
      }),
    );
  },
);

/**
 * The campaign a visitor arrives at: loaded by id or offer code, then shown, or one of the
 * catalogue's reasons why not (not provided, invalid, unavailable) or a fault with a retry.
 * The booking charts of each campaign type start from `showing`.
 */
export const campaignMachine = setup({
  types: {
    input: {} as CampaignReference,
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
  },
  actors: { fetchCampaign },
  guards: {
    hasCampaignReference: ({ context }) => hasCampaignReference(context),
    isCampaignAvailable: (_, campaign: CampaignInfo) => isCampaignAvailable(campaign),
    isRetryable: ({ context }) => isRetryableCampaignError(context.error),
  },
  actions: {
    assignCampaign: assign({ campaign: (_, campaign: CampaignInfo) => campaign, error: null }),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'campaign',
  context: ({ input }) => ({
    campaignId: input.campaignId,
    offerCode: input.offerCode,
    campaign: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      // With neither an id nor an offer code there is nothing to load: no call is made.
      always: { guard: not('hasCampaignReference'), target: 'notProvided' },
      entry: 'clearError',
      invoke: {
        id: 'fetchCampaign',
        src: 'fetchCampaign',
        input: ({ context }) => ({ campaignId: context.campaignId, offerCode: context.offerCode }),
        onDone: [
          {
            guard: { type: 'isCampaignAvailable', params: ({ event }) => event.output },
            target: 'showing',
            actions: { type: 'assignCampaign', params: ({ event }) => event.output },
          },
          {
            target: 'unavailable',
            actions: { type: 'assignCampaign', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    showing: {},
    unavailable: {},
    notProvided: {},
    failed: {
      on: { 'campaign.retry': { guard: 'isRetryable', target: 'loading' } },
    },
  },
});
