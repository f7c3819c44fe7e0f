import type { components } from '../../api/schema';
import { currencyCodeOf, formatMoney } from './format';
import { isValidAmount } from './amounts';
import { displayPriceOf, smartOffer, type SmartOffer } from './pricing';

/**
 * Whether a campaign has a price, and which (SPEC 3 campaignView: isFreeOffer, offerPrice,
 * priceBeforeD, offerPriceD, discount; attributes SMART_PRICE and SMART_DISCOUNT). Every screen
 * that shows a campaign's price reads it from here.
 *
 * A free offer costs nothing, whatever offerPrice it carries: SPEC 4 books it as a free dated
 * reservation, so an offerPrice beside isFreeOffer is never shown as its price nor as a smart one
 * (api/assumptions.ts "freeOfferPrice").
 */

type CampaignInfo = components['schemas']['CampaignInfo'];
type CampaignView = components['schemas']['CampaignView'];

export type CampaignPrice =
  | { kind: 'free' }
  /** No price stated (none, 0 or off the contract): nothing is shown. */
  | { kind: 'none' }
  | {
      kind: 'priced';
      /** What one pays: each person's where the campaign counts people. */
      amount: number;
      /** The currency of the amounts (ISO 4217). */
      currency: string;
      /** The price as the middleware writes it for display ("25,00 € por pessoa"), if it does. */
      text: string | null;
      /** Each person's, and the middleware's text does not say so itself. */
      perPerson: boolean;
      /** The price before the discount, when it is above the price. */
      before: number | null;
      /** The discount, in whole percent, when there is a price before it. */
      discountPercent: number | null;
      /** What a premium (smart) member pays instead, when it is less. */
      smart: SmartOffer | null;
    };

/** A booking's price is each person's: the campaign names how many people may come (not type 7). */
export function countsPeople(view: CampaignView): boolean {
  return (
    view.campaignType !== 7 &&
    (typeof view.minNumberPeople === 'number' || typeof view.maxNumberPeople === 'number')
  );
}

/**
 * The middleware's text says no more than the amount ("39,90 €"), or there is none: the unit is
 * for the widget to say. A text such as "25,00 € por pessoa" says it already.
 */
function isBareAmount(text: string | null, amount: number, currency: string): boolean {
  if (text === null) return true;
  const compact = (value: string) => value.replace(/\s/g, '');
  const written = formatMoney(amount, currency);
  return written !== null && compact(text) === compact(written);
}

export function campaignPrice(
  campaign: Pick<CampaignInfo, 'campaignView' | 'attributes'>,
): CampaignPrice {
  const view = campaign.campaignView;
  if (view.isFreeOffer) return { kind: 'free' };
  const amount = view.offerPrice;
  if (!isValidAmount(amount) || amount === 0) return { kind: 'none' };
  const currency = currencyCodeOf(view.currency);
  const text = displayPriceOf(view);
  const before =
    isValidAmount(view.priceBeforeD) && view.priceBeforeD > amount ? view.priceBeforeD : null;
  return {
    kind: 'priced',
    amount,
    currency,
    text,
    perPerson: countsPeople(view) && isBareAmount(text, amount, currency),
    before,
    discountPercent: before !== null && view.discount ? Math.round(view.discount) : null,
    smart: smartOffer(campaign),
  };
}

export type ReservationType = 'normal' | 'smart';

/**
 * What the visitor sees of smart pricing: a premium member gets the smart price (reservation
 * type smart); anybody else pays the normal price and is told what membership would save.
 */
export type SmartPriceView =
  | { kind: 'none' }
  | { kind: 'member'; reservationType: 'smart'; offer: SmartOffer }
  | { kind: 'wouldSave'; reservationType: 'normal'; offer: SmartOffer };

export function smartPriceView(
  campaign: Pick<CampaignInfo, 'attributes' | 'campaignView'>,
  user: { isPremium: boolean } | null,
): SmartPriceView {
  const price = campaignPrice(campaign);
  const offer = price.kind === 'priced' ? price.smart : null;
  if (!offer) return { kind: 'none' };
  return user?.isPremium
    ? { kind: 'member', reservationType: 'smart', offer }
    : { kind: 'wouldSave', reservationType: 'normal', offer };
}
