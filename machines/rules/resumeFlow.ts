import type { FlowState } from '../../domain/flowState';
import type { DefaultView, WidgetStart } from './context';
import { withStart } from './start';

// Read only when a flow state was stored (ui/shell.ts): a first visit's script does not carry it.

/** The parts of the flow state that say where the visitor is. */
function flowStart(flow: FlowState): WidgetStart {
  return {
    campaignId: flow.campaignId ?? null,
    offerCode: null,
    shopId: flow.shopId ?? null,
    serviceId: flow.serviceId ?? null,
    defaultView: (flow.defaultView as DefaultView | null | undefined) ?? null,
    referralCode: flow.referralCode ?? null,
    // A map flow's token belongs to the visit that brought it; it is never stored.
    mapToken: null,
  };
}

const names = (start: WidgetStart) =>
  start.campaignId !== null ||
  start.offerCode !== null ||
  start.shopId !== null ||
  start.serviceId !== null;

/**
 * Where the visitor comes back to. An address that names no campaign, offer code, shop or service
 * resumes the stored flow, in the view it asks for if it asks for one (`?defaultView=myBookings`
 * shows the bookings, not the services stored last time). An address that names one starts there: the stored flow is kept only
 * if it is about the same campaign, shop and service, otherwise only the visitor's name and phone
 * carry over (notes and a NIF were written for one merchant and stay with it), and a payment under way or
 * a request on its way.
 *
 * The view: a page reloaded (or a widget reopened on the same page) carries on in the view the
 * visitor had moved to; a page opened anew shows what its address asks for, so a stored "My
 * bookings" never hides the campaign a link or a snippet names.
 */
export function resumeFlow(
  start: WidgetStart,
  stored: FlowState | null,
  fresh: FlowState,
  { reopened }: { reopened: boolean },
): { start: WidgetStart; flow: FlowState } {
  if (!stored) return { start, flow: withStart(fresh, start) };
  if (!names(start)) {
    // The stored flow fills in only what the address leaves open: a view or a referral the
    // address asks for wins over the stored one.
    const kept = flowStart(stored);
    const resumed: WidgetStart = {
      ...kept,
      defaultView: start.defaultView ?? kept.defaultView,
      referralCode: start.referralCode ?? kept.referralCode,
      mapToken: start.mapToken,
    };
    const asksNothing = start.defaultView === null && start.referralCode === null;
    return { start: resumed, flow: asksNothing ? stored : withStart(stored, resumed) };
  }
  const same =
    start.offerCode === null &&
    start.campaignId === (stored.campaignId ?? null) &&
    start.shopId === (stored.shopId ?? null) &&
    start.serviceId === (stored.serviceId ?? null);
  if (same) {
    const storedView = (stored.defaultView as DefaultView | null) || null;
    const view = start.defaultView ?? (reopened ? storedView : null);
    const resumed = { ...start, defaultView: view };
    // A date kept for a booking reopens its calendar after a reload only: the same link opened
    // anew shows the campaign.
    const flow = reopened ? stored : { ...stored, bookingInProgress: null };
    return { start: resumed, flow: withStart(flow, resumed) };
  }
  // The notes and the NIF were typed for one merchant's booking or order: they stay with it.
  const contact = { ...stored.contact, notes: '', vatId: '' };
  // A payment under way is money already asked for: it is followed wherever the visitor comes
  // back to, so that it is never paid twice nor lost sight of. So is a booking or an order on
  // its way: looked up first, wherever the visitor comes back to.
  const paymentInProgress = stored.paymentInProgress ?? null;
  const pendingRequest = stored.pendingRequest ?? null;
  return {
    start,
    flow: withStart({ ...fresh, contact, paymentInProgress, pendingRequest }, start),
  };
}
