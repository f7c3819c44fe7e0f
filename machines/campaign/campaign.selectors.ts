import type { OrderActor } from '../cart/load';
import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { BookingCharts } from '../booking/load';
import { canBuyVoucher, isRegisteredUsersOnly } from '../rules/availability';
import { isSoldInEuro, offersOrdering } from '../rules/campaign';
import { canFormatCurrency, currencyCodeOf } from '../rules/format';
import { fromCents, toCents, unitsCents } from '../rules/amounts';
import { addressLine } from '../rules/addressLine';
import { campaignPrice, smartPriceView, type CampaignPrice } from '../rules/price';
import type { ScheduleMode } from '../rules/schedule';
import type { campaignMachine, CampaignInfo } from './campaign.machine';
import type { voucherMachine } from '../voucher/voucher.machine';
import { isHttpUrl } from '../../domain/httpUrl';

type CampaignSnapshot = SnapshotFrom<typeof campaignMachine>;

/** The smart (premium) price as the campaign shows it (SPEC 3 attributes, SPEC 9). */
export type SmartPriceSummary =
  | { kind: 'none' }
  /** A premium member: they get the smart price. */
  | { kind: 'member'; smartPrice: number; normalPrice: number; percent: number }
  /** Anybody else: what premium membership would save them. */
  | { kind: 'wouldSave'; smartPrice: number; saving: number; percent: number };

/** What the campaign screen shows: plain values, formatted by the view in the active language. */
export interface CampaignSummary {
  title: string;
  shopName: string;
  address: string;
  images: { url: string; alt: string }[];
  price: CampaignPrice;
  /** More than one person at the least: how many, and what they cost together. */
  minimum: { people: number; total: number } | null;
  smart: SmartPriceSummary;
  points: number | null;
  premiumPoints: number | null;
  startNote: string | null;
  /** SPEC 6: limited to registered users; a booking asks for sign-in, never a guest. */
  registeredUsersOnly: boolean;
  shopPhone: string | null;
  shopEmail: string | null;
  /** Type 7: takeaway or delivery, ordered from the menu (the cart flow, not built yet). */
  ordering: boolean;
  /** The currency its amounts are in (`campaignView.currency`, the euro when none is named). */
  currency: string;
  /** The currency a voucher or an order would be sold in when it is not the euro: not sold here. */
  unsoldCurrency: string | null;
}

function smartSummary(snapshot: CampaignSnapshot, campaign: CampaignInfo): SmartPriceSummary {
  const identity = snapshot.context.identity;
  const user = identity?.kind === 'user' ? { isPremium: identity.user.isPremium === true } : null;
  const view = smartPriceView(campaign, user);
  switch (view.kind) {
    case 'none':
      return view;
    case 'member':
      return {
        kind: 'member',
        smartPrice: view.offer.smartPrice,
        normalPrice: view.offer.normalPrice,
        percent: view.offer.extraDiscountPercent,
      };
    case 'wouldSave':
      return {
        kind: 'wouldSave',
        smartPrice: view.offer.smartPrice,
        saving: view.offer.saving,
        percent: view.offer.extraDiscountPercent,
      };
  }
}

const summaries = new WeakMap<object, Map<unknown, CampaignSummary>>();

/** The campaign as the screen shows it; the same object while campaign and visitor are the same. */
export function selectCampaignSummary(snapshot: CampaignSnapshot): CampaignSummary | null {
  const campaign = snapshot.context.campaign;
  if (!campaign) return null;
  const byIdentity = summaries.get(campaign) ?? new Map<unknown, CampaignSummary>();
  summaries.set(campaign, byIdentity);
  const known = byIdentity.get(snapshot.context.identity);
  if (known) return known;
  const view = campaign.campaignView;
  const currency = currencyCodeOf(view.currency);
  // Amounts in a currency that cannot be written are not shown (the middleware's text still is).
  const writable = canFormatCurrency(currency);
  const sells = canBuyVoucher(campaign, snapshot.context.flags) || offersOrdering(campaign);
  const price = campaignPrice(campaign);
  const priced = price.kind === 'priced' ? price : null;
  const minimumPeople = view.minNumberPeople ?? 1;
  const summary: CampaignSummary = {
    title: view.campaignTitle,
    shopName: campaign.shop.name,
    address: addressLine(campaign.addressView ?? campaign.shop.addressView),
    // Only web addresses are loaded: a `javascript:` or `data:` image is left out.
    images: (campaign.campaignImages ?? [])
      .filter((image) => isHttpUrl(image.url))
      .map((image) => ({ url: image.url, alt: image.alt ?? '' })),
    price,
    minimum:
      priced && view.campaignType !== 7 && writable && minimumPeople > 1
        ? {
            people: minimumPeople,
            total: fromCents(unitsCents(toCents(priced.amount), minimumPeople)),
          }
        : null,
    smart: writable ? smartSummary(snapshot, campaign) : { kind: 'none' },
    points: view.points ?? null,
    premiumPoints:
      view.premiumPoints && view.premiumPoints > (view.points ?? 0) ? view.premiumPoints : null,
    startNote: campaign.bookingConfig?.bookingStartNote ?? null,
    registeredUsersOnly: isRegisteredUsersOnly(campaign),
    shopPhone: campaign.shop.phone ?? null,
    shopEmail: campaign.shop.email ?? null,
    ordering: view.campaignType === 7,
    currency,
    unsoldCurrency: sells && !isSoldInEuro(campaign) ? currency : null,
  };
  byIdentity.set(snapshot.context.identity, summary);
  return summary;
}

export const selectCampaignError = (snapshot: CampaignSnapshot) => snapshot.context.error;
export const selectCampaignCategory = (snapshot: CampaignSnapshot) => snapshot.context.categoryName;
export const selectCampaignErrorDetail = (snapshot: CampaignSnapshot) =>
  snapshot.context.errorDetail;

/** The ways on the chart takes from the overview now (the view shows a button for each). */
export interface CampaignActions {
  order: boolean;
  book: boolean;
  getCoupon: boolean;
  suggestDates: boolean;
  buyVoucher: boolean;
}

export function selectCampaignActions(snapshot: CampaignSnapshot): CampaignActions {
  return {
    order: snapshot.can({ type: 'order.start' }),
    book: snapshot.can({ type: 'booking.start' }),
    getCoupon: snapshot.can({ type: 'coupon.start' }),
    suggestDates: snapshot.can({ type: 'suggestions.start' }),
    buyVoucher: snapshot.can({ type: 'voucher.start' }),
  };
}

/** Where the campaign chart is, as the screen tells its parts apart. */
export type CampaignView =
  | 'loading'
  | 'overview'
  | 'informationOnly'
  | 'voucherLoading'
  | 'voucher'
  | 'orderLoading'
  | 'order'
  | 'bookingLoading'
  | 'booking'
  | 'unavailable'
  | 'notProvided'
  | 'failed';

const FLOWS = ['reserving', 'reservingDay', 'gettingCoupon', 'suggestingDates'] as const;

export function selectCampaignView(snapshot: CampaignSnapshot): CampaignView {
  if (snapshot.matches({ showing: 'overview' })) return 'overview';
  if (snapshot.matches({ showing: 'informationOnly' })) return 'informationOnly';
  if (snapshot.matches({ showing: { buyingVoucher: 'running' } })) return 'voucher';
  if (snapshot.matches({ showing: 'buyingVoucher' })) return 'voucherLoading';
  if (snapshot.matches({ showing: { ordering: 'running' } })) return 'order';
  if (snapshot.matches({ showing: 'ordering' })) return 'orderLoading';
  for (const flow of FLOWS) {
    if (snapshot.matches({ showing: { [flow]: 'running' } } as never)) return 'booking';
    if (snapshot.matches({ showing: flow } as never)) return 'bookingLoading';
  }
  if (snapshot.matches('unavailable')) return 'unavailable';
  if (snapshot.matches('notProvided')) return 'notProvided';
  if (snapshot.matches('failed')) return 'failed';
  return 'loading';
}

/**
 * The step the flow being opened starts at, known before its chart's code has arrived: the date
 * step of a reservation (a time slot, a day, several suggestions: the schedule's modes), or the
 * voucher's first step; null for a flow whose first step depends on its chart (a coupon, an
 * order).
 */
export type OpeningStep = ScheduleMode | 'voucher' | null;

const OPENING_STEPS: Record<(typeof FLOWS)[number], OpeningStep> = {
  reserving: 'slot',
  reservingDay: 'day',
  suggestingDates: 'several',
  gettingCoupon: null,
};

export function selectOpeningStep(snapshot: CampaignSnapshot): OpeningStep {
  if (snapshot.matches({ showing: 'buyingVoucher' })) return 'voucher';
  const flow = FLOWS.find((name) => snapshot.matches({ showing: name } as never));
  return flow ? OPENING_STEPS[flow] : null;
}

/** The running booking chart (any of the four: they share their steps' state names). */
export type BookingActor = ActorRefFrom<BookingCharts['reservation']>;

export const selectBookingActor = (snapshot: CampaignSnapshot) => snapshot.context.refs.booking;

/** The running voucher purchase (machines/voucher/voucher.machine.ts). */
export type VoucherActor = ActorRefFrom<typeof voucherMachine>;

export const selectVoucherActor = (snapshot: CampaignSnapshot) => snapshot.context.refs.voucher;

/** The running order (machines/cart/order.machine.ts, loaded at run time). */
export const selectOrderActor = (snapshot: CampaignSnapshot): OrderActor | undefined =>
  snapshot.context.refs.order;
