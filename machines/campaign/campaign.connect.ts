import type { SnapshotFrom } from 'xstate';
import type { CampaignEvent, campaignMachine } from './campaign.machine';
import {
  selectBookingActor,
  selectCampaignActions,
  selectCampaignCategory,
  selectCampaignError,
  selectCampaignErrorDetail,
  selectCampaignSummary,
  selectCampaignView,
  selectOpeningStep,
  selectOrderActor,
  selectVoucherActor,
} from './campaign.selectors';

/**
 * The campaign screen's view (ui/screens/CampaignScreen.tsx): where the chart is, the campaign as
 * shown, why it did not open, the flow running (its chart) or opening (its first step), and the
 * ways on the overview offers, one command each.
 */
export function connectCampaign(
  snapshot: SnapshotFrom<typeof campaignMachine>,
  send: (event: CampaignEvent) => void,
) {
  return {
    view: selectCampaignView(snapshot),
    summary: selectCampaignSummary(snapshot),
    error: selectCampaignError(snapshot),
    errorDetail: selectCampaignErrorDetail(snapshot),
    category: selectCampaignCategory(snapshot),
    canRetry: snapshot.can({ type: 'campaign.retry' }),
    actions: selectCampaignActions(snapshot),
    booking: selectBookingActor(snapshot),
    voucher: selectVoucherActor(snapshot),
    order: selectOrderActor(snapshot),
    opening: selectOpeningStep(snapshot),
    retry: () => send({ type: 'campaign.retry' }),
    startOrder: () => send({ type: 'order.start' }),
    startBooking: () => send({ type: 'booking.start' }),
    startSuggestions: () => send({ type: 'suggestions.start' }),
    startCoupon: () => send({ type: 'coupon.start' }),
    startVoucher: () => send({ type: 'voucher.start' }),
  };
}
