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
 * "Voucher purchase is available when the campaign is an offer": an offer with a price. A free
 * offer sells no 0 € voucher (it is booked for free instead); the merchant's balance does not
 * matter because a voucher is paid up front.
 */
export function canBuyVoucher(
  campaign: Pick<CampaignInfo, 'campaignView'>,
  flags: FlowFlags,
): boolean {
  return flags.canBuyVoucher && isPaidOffer(campaign.campaignView);
}

/**
 * A digital coupon (type 5) is got, not booked for a date: no date is taken. A free coupon is got
 * through the "book" flow (switched by canBookDate, refused while the merchant is blocked); a
 * coupon with a price is an offer that is not free, so it is bought as a voucher and its code
 * shown once the payment says paid, never handed out for free.
 */
export function canGetCoupon(
  campaign: Pick<CampaignInfo, 'campaignView'>,
  flags: Pick<FlowFlags, 'canBookDate'>,
): boolean {
  const view = campaign.campaignView;
  return flags.canBookDate && !isPaidOffer(view) && !isMerchantBlocked(view);
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
