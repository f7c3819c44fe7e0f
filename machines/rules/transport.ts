import { DateTime } from 'luxon';
import type { components } from '../../api/schema';
import { campaignLeadMinutes, serviceLeadMinutes } from './leadTime';
import { serviceTransport } from './services';

/**
 * Takeaway or delivery, as soon as possible or at a chosen time (SPEC 2 "Transport choice", SPEC 3
 * Flow state transportType and transportInstant, SPEC 5 "A transport option must be chosen",
 * SPEC 9 lead times). "Now" and the shop's time zone are always arguments.
 */

type CampaignInfo = components['schemas']['CampaignInfo'];
type Shop = components['schemas']['Shop'];
type ShopMerchantService = components['schemas']['ShopMerchantService'];

export type TransportType = 'takeaway' | 'delivery';
export type TransportInstant = 'asap' | 'scheduled';

/** Which transports the campaign's or the service's booking config offers. */
export interface TransportOptions {
  takeaway: boolean;
  delivery: boolean;
}

export function campaignTransportOptions(campaign: Pick<CampaignInfo, 'campaignView'>) {
  return {
    takeaway: campaign.campaignView.isTakeaway === true,
    delivery: campaign.campaignView.isDelivery === true,
  };
}

export function serviceTransportOptions(
  service: Pick<ShopMerchantService, 'bookingConfig'>,
): TransportOptions {
  return serviceTransport(service);
}

/**
 * What a shop's cart is ordered with when no campaign or service says: the transports its
 * takeaway/delivery services offer, else collecting at the shop.
 */
export function shopTransportOptions(shop: Pick<Shop, 'shopMerchantServices'>): TransportOptions {
  const options = { takeaway: false, delivery: false };
  for (const service of shop.shopMerchantServices ?? []) {
    const offered = serviceTransport(service);
    options.takeaway ||= offered.takeaway;
    options.delivery ||= offered.delivery;
  }
  return options.takeaway || options.delivery ? options : { takeaway: true, delivery: false };
}

export function isTransportOffered(options: TransportOptions, type: TransportType): boolean {
  return options[type];
}

/** SPEC 9: the campaign's lead time (its own preparation time, else its shop's). */
export function campaignOrderLeadMinutes(
  campaign: Pick<
    CampaignInfo,
    'minimumSecondsBeforeBooking' | 'avgMinutesOfOrderPreparation' | 'shop'
  >,
): number {
  return campaignLeadMinutes(campaign);
}

/** SPEC 9: seconds to minutes rounded up, the preparation time if larger, at least 30. */
export function serviceOrderLeadMinutes(
  service: Pick<ShopMerchantService, 'minimumTimeBeforeBooking'>,
  shop: Pick<Shop, 'avgMinutesOfOrderPreparation'> | null,
): number {
  return serviceLeadMinutes(service, shop);
}

/**
 * Assumed: the hours orders are prepared in, at the merchant's clock (SPEC 3 gives shops no
 * opening hours for orders). Times outside them are not offered.
 */
export const ORDER_HOURS = { opens: 11 * 60, closes: 23 * 60 } as const;
/** Scheduled times are offered every quarter of an hour ... */
export const ORDER_TIME_STEP_MINUTES = 15;
/** ... today and the next day. */
export const ORDER_DAYS_AHEAD = 2;

/** The soonest instant a scheduled order may be for: now plus the lead time. */
export function earliestOrderTime(nowMs: number, leadMinutes: number): number {
  return nowMs + Math.max(0, leadMinutes) * 60_000;
}

/**
 * The times a scheduled order can be for, as ISO instants at the shop's clock (`zone`): its order
 * hours today and tomorrow there, a DST change day included (a day of 23 or 25 hours).
 */
export function scheduledTimes(nowMs: number, leadMinutes: number, zone: string): string[] {
  const earliest = earliestOrderTime(nowMs, leadMinutes);
  const today = DateTime.fromMillis(nowMs, { zone }).startOf('day');
  if (!today.isValid) return [];
  const times: string[] = [];
  for (let day = 0; day < ORDER_DAYS_AHEAD; day += 1) {
    const start = today.plus({ days: day });
    for (
      let minute = ORDER_HOURS.opens;
      minute <= ORDER_HOURS.closes;
      minute += ORDER_TIME_STEP_MINUTES
    ) {
      // The wall clock's hour and minute, not elapsed minutes since midnight (23 or 25 h days).
      const at = start.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
      if (at.toMillis() >= earliest) times.push(at.toISO({ suppressMilliseconds: true }) ?? '');
    }
  }
  return times.filter(Boolean);
}

/** A scheduled time is allowed no sooner than the lead time. */
export function isScheduledTimeAllowed(
  iso: string,
  nowMs: number,
  leadMinutes: number,
  zone: string,
): boolean {
  const at = DateTime.fromISO(iso, { zone });
  return at.isValid && at.toMillis() >= earliestOrderTime(nowMs, leadMinutes);
}

export type TransportErrorCode = 'transportRequired' | 'timeRequired' | 'timeTooSoon';

export interface TransportChoice {
  transportType: TransportType | null;
  transportInstant: TransportInstant;
  scheduledAt: string | null;
}

/** What is missing or wrong in the choice (SPEC 5 "A transport option must be chosen"). */
export function transportErrors(
  choice: TransportChoice,
  options: TransportOptions,
  nowMs: number,
  leadMinutes: number,
  zone: string,
): Partial<Record<'transportType' | 'scheduledAt', TransportErrorCode>> {
  const errors: Partial<Record<'transportType' | 'scheduledAt', TransportErrorCode>> = {};
  if (choice.transportType === null || !isTransportOffered(options, choice.transportType)) {
    errors.transportType = 'transportRequired';
  }
  if (choice.transportInstant === 'scheduled') {
    if (!choice.scheduledAt) errors.scheduledAt = 'timeRequired';
    else if (!isScheduledTimeAllowed(choice.scheduledAt, nowMs, leadMinutes, zone)) {
      errors.scheduledAt = 'timeTooSoon';
    }
  }
  return errors;
}

/** The only transport offered is chosen for the visitor; with two, they choose. */
export function defaultTransport(options: TransportOptions): TransportType | null {
  if (options.takeaway && !options.delivery) return 'takeaway';
  if (options.delivery && !options.takeaway) return 'delivery';
  return null;
}
