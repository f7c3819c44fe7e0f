import type { components } from '../../api/schema';

/**
 * Which flows a campaign offers (SPEC 4, availability rules; SPEC 6, registered users):
 * booking a date (a free dated reservation) and buying a voucher, each also switched by the
 * widget context's flags canBookDate and canBuyVoucher (SPEC 3, Context).
 */

type CampaignInfo = components['schemas']['CampaignInfo'];
type CampaignView = components['schemas']['CampaignView'];
type Attribute = components['schemas']['Attribute'];

/** The context flags that enable each flow (both default to true). */
export interface FlowFlags {
  canBookDate: boolean;
  canBuyVoucher: boolean;
}

/** The merchant status that blocks free-date booking (SPEC 4, Merchant status). */
export const BLOCKED_MERCHANT_STATUS = 'BLOCKED_NEGATIVE_BALANCE';

/** The attribute the middleware (and the sandbox) sets on campaigns for registered users only. */
export const REGISTERED_USERS_ONLY_ATTRIBUTE = 'REGISTERED_USERS_ONLY';

export function isMerchantBlocked(view: Pick<CampaignView, 'merchantStatus'>): boolean {
  return view.merchantStatus === BLOCKED_MERCHANT_STATUS;
}

/** An offer that costs something: it is bought as a voucher, not booked for free. */
export function isPaidOffer(view: Pick<CampaignView, 'offer' | 'isFreeOffer'>): boolean {
  return view.offer && !view.isFreeOffer;
}

/** "A date can be booked unless the campaign is an offer that is not free, or the merchant is blocked." */
export function canBookDate(
  campaign: Pick<CampaignInfo, 'campaignView'>,
  flags: FlowFlags,
): boolean {
  const view = campaign.campaignView;
  return flags.canBookDate && !isPaidOffer(view) && !isMerchantBlocked(view);
}

/**
 * "Voucher purchase is available when the campaign is an offer." Taken literally: a free offer
 * is an offer too (the sandbox sells its voucher at 0 €); the merchant's balance does not matter
 * because a voucher is paid up front.
 */
export function canBuyVoucher(
  campaign: Pick<CampaignInfo, 'campaignView'>,
  flags: FlowFlags,
): boolean {
  return flags.canBuyVoucher && campaign.campaignView.offer;
}

/**
 * A digital coupon (type 5) is got, not booked for a date: no date is taken, so the paid-offer
 * part of the date rule does not apply (a paid coupon states the price the merchant charges when
 * the visit is scheduled by phone; buying it up front is the voucher flow). Getting it is the
 * "book" flow all the same: switched by canBookDate, and refused while the merchant is blocked.
 * The sandbox agrees: bookings answer a coupon's activation code, also for campaign 105's 89 €.
 */
export function canGetCoupon(
  campaign: Pick<CampaignInfo, 'campaignView'>,
  flags: Pick<FlowFlags, 'canBookDate'>,
): boolean {
  return flags.canBookDate && !isMerchantBlocked(campaign.campaignView);
}

/** Both answers at once, for a chart choosing its first step. */
export function offeredFlows(
  campaign: Pick<CampaignInfo, 'campaignView'>,
  flags: FlowFlags,
): { bookDate: boolean; buyVoucher: boolean } {
  return { bookDate: canBookDate(campaign, flags), buyVoucher: canBuyVoucher(campaign, flags) };
}

/** The attributes as a map (SPEC 3: "a list of type/value pairs treated as a map"); the last wins. */
export function attributeMap(attributes: readonly Attribute[] | undefined): Map<string, string> {
  return new Map((attributes ?? []).map((attribute) => [attribute.type, attribute.value]));
}

/** Limited to registered users (SPEC 6): any value but "false" or "0" counts as set. */
export function isRegisteredUsersOnly(campaign: Pick<CampaignInfo, 'attributes'>): boolean {
  const value = attributeMap(campaign.attributes).get(REGISTERED_USERS_ONLY_ATTRIBUTE);
  if (value === undefined) return false;
  const normalised = value.trim().toLowerCase();
  return normalised !== 'false' && normalised !== '0' && normalised !== '';
}

/**
 * A guest may go on without signing in only where the context allows guests (allowGuestLogin)
 * and the campaign is not limited to registered users; otherwise the flow asks for sign-in.
 */
export function canContinueAsGuest(
  campaign: Pick<CampaignInfo, 'attributes'>,
  context: { allowGuestLogin: boolean },
): boolean {
  return context.allowGuestLogin && !isRegisteredUsersOnly(campaign);
}
