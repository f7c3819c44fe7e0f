import type { ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { canBookDate, canGetCoupon, type FlowFlags } from './availability';
import { currencyCodeOf, EURO } from './format';

type CampaignInfo = components['schemas']['CampaignInfo'];
type Category = components['schemas']['Category'];

/** Where a campaign comes from: its id, or the offer code a visitor was given. */
export interface CampaignReference {
  campaignId: number | null;
  offerCode: string | null;
}

/**
 * The campaign's category as the marketplace names it (SPEC 3 "categories list", SPEC 7
 * common/category/{language}; SPEC 2 places categories on no screen, so the campaign shows its
 * own): the category of its categoryId in the list, null when the list does not have it.
 */
export function categoryNameOf(
  categories: readonly Category[],
  categoryId: number | undefined,
): string | null {
  if (categoryId === undefined) return null;
  const name = categories.find((category) => category.id === categoryId)?.name.trim();
  return name ? name : null;
}

/**
 * A campaign is sold (its voucher, its order) only in the euro: SPEC 9 says the currency is euro,
 * and every amount of a sale (its totals, the 2 € minimum, delivery costs, the payment) is written
 * and checked as euro. A campaign in another currency is shown in it, but not sold here.
 */
export function isSoldInEuro(campaign: Pick<CampaignInfo, 'campaignView'>): boolean {
  return currencyCodeOf(campaign.campaignView.currency) === EURO;
}

/** A campaign can be looked up only with an id or an offer code ("campaign not provided"). */
export function hasCampaignReference(reference: CampaignReference): boolean {
  return reference.campaignId !== null || (reference.offerCode ?? '').trim() !== '';
}

/** The middleware marks a sold-out or withdrawn campaign with isAvailable false. */
export function isCampaignAvailable(campaign: Pick<CampaignInfo, 'isAvailable'>): boolean {
  return campaign.isAvailable !== false;
}

/**
 * Whether loading the campaign again can help: a fault (network, time-out, server error) may
 * pass, but an invalid, missing or unavailable campaign is the middleware's final answer.
 */
export function isRetryableCampaignError(code: ErrorCode | null): boolean {
  return (
    code !== 'campaignInvalid' &&
    code !== 'campaignNotProvided' &&
    code !== 'campaignUnavailable' &&
    code !== 'noOnlineBooking'
  );
}

/**
 * The booking types of SPEC 4: 1 confirmed, 2 pending confirmation, 3 a day in a fixed time
 * window, 4 information only, 5 a digital coupon, 6 several suggested date-times, 7 takeaway or
 * delivery. The campaign chart chooses the type's chart with this.
 */
export function isCampaignType(
  campaign: Pick<CampaignInfo, 'campaignView'>,
  types: readonly number[],
): boolean {
  return types.includes(campaign.campaignView.campaignType);
}

/** The booking types whose flow opens on the calendar: a date and time, a day, several dates. */
export const CALENDAR_TYPES: readonly number[] = [1, 2, 3, 6];

/**
 * The campaign whose calendar the visitor is likely to open next, or null: its booking opens on
 * the calendar (types 1, 2, 3 and 6) and the overview offers it (canBookDate). An idle overview
 * fetches that calendar ahead, so the date step opens at once.
 */
export function nextCalendarOf(campaign: CampaignInfo, flags: FlowFlags): number | null {
  return isCampaignType(campaign, CALENDAR_TYPES) && canBookDate(campaign, flags)
    ? campaign.campaignView.campaignId
    : null;
}

/**
 * Whether the overview offers a flow that runs a booking chart: a calendar booking (see
 * nextCalendarOf) or a digital coupon (type 5). Its charts' code is then loaded ahead.
 */
export function offersBookingChart(campaign: CampaignInfo, flags: FlowFlags): boolean {
  return (
    nextCalendarOf(campaign, flags) !== null ||
    (isCampaignType(campaign, [5]) && canGetCoupon(campaign, flags))
  );
}

/** SPEC 4 type 7: a campaign is ordered when it offers takeaway or delivery. */
export function offersOrdering(campaign: Pick<CampaignInfo, 'campaignView'>): boolean {
  const view = campaign.campaignView;
  return view.campaignType === 7 && (view.isTakeaway === true || view.isDelivery === true);
}
