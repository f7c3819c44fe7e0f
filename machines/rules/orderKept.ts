import type { FlowState } from '../../domain/flowState';

/** What an order is of: a campaign, or a shop's cart outside any campaign. */
export type OrderKeptSource = { campaignId: number } | { shopId: number };

/**
 * The flow state, when it keeps an order of this campaign (or of this shop's cart, outside any
 * campaign); or null. Only which order it is is looked at here: the order chart reads the rest
 * back, checked (machines/rules/orderFlow.ts `orderResumeOf`), so that reading loads with the
 * order, not with the first screen.
 */
export function keptOrderOf(flow: FlowState, source: OrderKeptSource): FlowState | null {
  const kept = flow.orderInProgress;
  const same =
    'campaignId' in source
      ? kept?.campaignId === source.campaignId
      : kept?.campaignId === null && kept.shopId === source.shopId;
  return kept && same ? flow : null;
}

/**
 * The shop whose cart the visitor was ordering outside any campaign (one shop of the whole cart),
 * to open that order again after a reload; or null.
 */
export function shopOrderInProgress(flow: FlowState): number | null {
  const kept = flow.orderInProgress;
  return kept && kept.campaignId === null ? kept.shopId : null;
}
