import type { FlowState } from '../../domain/flowState';

/** What an order is of: a campaign, a shop's service (in its service list), or a shop's cart. */
export type OrderOrigin =
  | { campaignId: number }
  | { shopId: number; serviceId: number }
  | { shopId: number };

/** A service id read back: a whole number above 0, else none. */
const keptServiceId = (value: unknown): number | null =>
  typeof value === 'number' && Number.isSafeInteger(value) && value > 0 ? value : null;

/** The order kept is the one of this origin (the same campaign, or shop and service). */
function isSameOrder(kept: NonNullable<FlowState['orderInProgress']>, origin: OrderOrigin) {
  if ('campaignId' in origin) return kept.campaignId === origin.campaignId;
  if (kept.campaignId !== null || kept.shopId !== origin.shopId) return false;
  const serviceId = keptServiceId(kept.serviceId);
  return 'serviceId' in origin ? serviceId === origin.serviceId : kept.serviceId == null;
}

/**
 * The flow state, when it keeps an order of this origin (this campaign, this shop's service, or
 * this shop's cart outside any campaign); or null. Only which order it is is looked at here: the
 * order chart reads the rest back, checked (machines/rules/orderFlow.ts `orderResumeOf`), so that
 * reading loads with the order, not with the first screen.
 */
export function keptOrderOf(flow: FlowState, origin: OrderOrigin): FlowState | null {
  const kept = flow.orderInProgress;
  return kept && isSameOrder(kept, origin) ? flow : null;
}

/**
 * The shop whose cart the visitor was ordering outside any campaign (one shop of the whole cart),
 * to open that order again after a reload; or null.
 */
export function shopOrderInProgress(flow: FlowState): number | null {
  const kept = flow.orderInProgress;
  return kept && kept.campaignId === null && kept.serviceId == null ? kept.shopId : null;
}

/**
 * The service of this shop whose order the visitor was in (started from its service list), to
 * open that order again after a reload; or null (none, another shop's, or not a service id).
 */
export function serviceOrderInProgress(flow: FlowState, shopId: number): number | null {
  const kept = flow.orderInProgress;
  if (!kept || kept.campaignId !== null || kept.shopId !== shopId) return null;
  return keptServiceId(kept.serviceId);
}
