import { hasCampaignReference } from './campaign';
import type { FlowState } from '../../domain/flowState';
import type { DefaultView, WidgetStart } from './context';

/**
 * Where the widget opens (SPEC 3, Context and Flow state): the view asked for when what it needs
 * is known, else the campaign when one is named, else the shop's services, else the campaign
 * view, which tells the visitor no campaign was given.
 */
export function startViewOf(start: WidgetStart): DefaultView {
  if (start.defaultView && canShowView(start.defaultView, start)) return start.defaultView;
  if (hasCampaignReference(start)) return 'campaign';
  if (start.shopId !== null) return 'services';
  return 'campaign';
}

/**
 * A view can be shown when what it is about is known: a campaign, or a shop. The cart always
 * can: with a shop, that shop's cart; without one, the whole cart (every shop of it, SPEC 3).
 */
export function canShowView(
  view: DefaultView,
  start: Pick<WidgetStart, 'campaignId' | 'offerCode' | 'shopId'>,
): boolean {
  switch (view) {
    case 'campaign':
      return hasCampaignReference(start);
    case 'services':
      return start.shopId !== null;
    case 'cart':
    case 'myBookings':
    case 'premium':
      return true;
  }
}

export function withStart(flow: FlowState, start: WidgetStart): FlowState {
  return {
    ...flow,
    campaignId: start.campaignId,
    shopId: start.shopId,
    serviceId: start.serviceId,
    defaultView: start.defaultView,
    referralCode: start.referralCode ?? flow.referralCode ?? null,
  };
}
