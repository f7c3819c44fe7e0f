import type { components } from '../../api/schema';
import { attributeMap } from './availability';
import { discountedCents, fromCents, toCents } from './amounts';

/**
 * Normal and smart (premium) prices (SPEC 3: attributes SMART_DISCOUNT and SMART_PRICE; SPEC 9:
 * "Extra discount percentage is the rounded value over the offer price").
 *
 * Our reading of SPEC 9: the extra discount is the amount a smart member saves on the offer price
 * (offer price - SMART_PRICE, in euro); its percentage is that value over the offer price, times
 * 100, rounded to a whole number. SMART_PRICE is the price itself; SMART_DISCOUNT is the
 * percentage as the middleware states it, used only when there is no SMART_PRICE (the price is
 * then the offer price less that percentage). Every campaign of the sandbox agrees with this
 * reading: 101 gives 39,90 € and SMART_PRICE 35.90, (39.90 - 35.90) / 39.90 = 10.03 %, rounded
 * 10, which is its SMART_DISCOUNT; 105 gives 89 € and 75.65, 15 %; 109 gives 49,90 € and 42.40,
 * 15 %.
 */

type CampaignInfo = components['schemas']['CampaignInfo'];

export const SMART_PRICE_ATTRIBUTE = 'SMART_PRICE';
export const SMART_DISCOUNT_ATTRIBUTE = 'SMART_DISCOUNT';

const cents = (amount: number): number => Math.round(amount * 100) / 100;

function numberOf(text: string | undefined): number | null {
  if (text === undefined || text.trim() === '') return null;
  const value = Number(text.replace(',', '.'));
  return Number.isFinite(value) ? value : null;
}

/** round(value / offer price x 100); null when there is no price to compare with. */
export function extraDiscountPercent(value: number, offerPrice: number): number | null {
  if (!(offerPrice > 0) || !Number.isFinite(value)) return null;
  return Math.round((value / offerPrice) * 100);
}

export interface SmartOffer {
  /** The offer price everyone pays. */
  normalPrice: number;
  /** What a smart member pays. */
  smartPrice: number;
  /** normalPrice - smartPrice, in euro. */
  saving: number;
  /** The extra discount percentage of SPEC 9. */
  extraDiscountPercent: number;
}

/**
 * The smart price of a campaign, or null when it has none: no offer price, neither attribute,
 * or a "smart" price that saves nothing.
 */
export function smartOffer(
  campaign: Pick<CampaignInfo, 'attributes' | 'campaignView'>,
): SmartOffer | null {
  const normalPrice = campaign.campaignView.offerPrice;
  if (typeof normalPrice !== 'number' || !(normalPrice > 0)) return null;
  const attributes = attributeMap(campaign.attributes);
  const statedPrice = numberOf(attributes.get(SMART_PRICE_ATTRIBUTE));
  const statedPercent = numberOf(attributes.get(SMART_DISCOUNT_ATTRIBUTE));
  let smartPrice: number;
  if (statedPrice !== null) smartPrice = statedPrice;
  else if (statedPercent !== null) {
    smartPrice = fromCents(discountedCents(toCents(normalPrice), statedPercent));
  } else return null;
  smartPrice = cents(Math.max(0, smartPrice));
  const saving = cents(normalPrice - smartPrice);
  if (!(saving > 0)) return null;
  return {
    normalPrice,
    smartPrice,
    saving,
    extraDiscountPercent: extraDiscountPercent(saving, normalPrice) ?? 0,
  };
}

/** The offer's price as display text (offerPriceD): it says what the number alone does not. */
export function displayPriceOf(view: { offerPriceD?: string | null }): string | null {
  const text = view.offerPriceD?.trim();
  return text ? text : null;
}
