import { DateTime } from 'luxon';
import type { components } from '../../api/schema';
import { campaignLeadMinutes, serviceLeadMinutes } from './leadTime';
import { isInsideSchedule, isNonAvailableDay, worksAt } from './schedule';
import { serviceTransport } from './services';

/**
 * Takeaway or delivery, as soon as possible or at a chosen time (SPEC 2 "Transport choice", SPEC 3
 * Flow state transportType and transportInstant, SPEC 5 "A transport option must be chosen",
 * SPEC 9 lead times). "Now" and the shop's time zone are always arguments.
 */

type CampaignInfo = components['schemas']['CampaignInfo'];
type Shop = components['schemas']['Shop'];
type ShopMerchantService = components['schemas']['ShopMerchantService'];
type Schedule = components['schemas']['Schedule'];

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
 * The hours orders are prepared in when no schedule says (a service, a shop's cart: SPEC 7 gives
 * them no schedule call), at the merchant's clock. A campaign's come from its schedule.
 */
export const ORDER_HOURS = { opens: 11 * 60, closes: 23 * 60 } as const;
/** Scheduled times are offered every quarter of an hour ... */
export const ORDER_TIME_STEP_MINUTES = 15;
/** ... on the first two days with a time to offer ... */
export const ORDER_DAYS_AHEAD = 2;
/** ... looked for no further than two weeks ahead. */
export const ORDER_DAYS_SEARCHED = 14;

/** The soonest instant a scheduled order may be for: now plus the lead time. */
export function earliestOrderTime(nowMs: number, leadMinutes: number): number {
  return nowMs + Math.max(0, leadMinutes) * 60_000;
}

/**
 * Whether the shop takes orders for this wall-clock moment: with a schedule, inside its period,
 * not on one of its non-available days and within its working hours (SPEC 3 Schedule, SPEC 5);
 * without one, within ORDER_HOURS.
 */
function takesOrdersAt(at: DateTime, schedule: Schedule | null): boolean {
  return takesOrdersOn(at.toISODate() ?? '', at.weekday, at.hour * 60 + at.minute, schedule);
}

/** takesOrdersAt for a wall-clock day (`2026-03-03`), its ISO weekday and a minute of it. */
function takesOrdersOn(
  day: string,
  weekday: number,
  minute: number,
  schedule: Schedule | null,
): boolean {
  if (!schedule) return minute >= ORDER_HOURS.opens && minute <= ORDER_HOURS.closes;
  return (
    isInsideSchedule(day, schedule) &&
    !isNonAvailableDay(day, schedule) &&
    worksAt(weekday, minute, schedule)
  );
}

/**
 * The times a scheduled order can be for, as ISO instants at the shop's clock (`zone`): every
 * quarter of an hour the shop takes orders (its schedule, else ORDER_HOURS), no sooner than the
 * lead time, on the first ORDER_DAYS_AHEAD days that have one; a DST change day included (a day
 * of 23 or 25 hours: its wall-clock times, each once).
 */
export function scheduledTimes(
  nowMs: number,
  leadMinutes: number,
  zone: string,
  schedule: Schedule | null = null,
): string[] {
  const earliest = earliestOrderTime(nowMs, leadMinutes);
  const today = DateTime.fromMillis(nowMs, { zone }).startOf('day');
  if (!today.isValid) return [];
  const times: string[] = [];
  let daysWithTimes = 0;
  for (let day = 0; day < ORDER_DAYS_SEARCHED && daysWithTimes < ORDER_DAYS_AHEAD; day += 1) {
    const start = today.plus({ days: day });
    const date = start.toISODate() ?? '';
    const before = times.length;
    for (let minute = 0; minute < 24 * 60; minute += ORDER_TIME_STEP_MINUTES) {
      // Whether the shop takes orders then reads only the wall clock: asked first, it spares a
      // date worked out for each quarter of an hour it is closed.
      if (!takesOrdersOn(date, start.weekday, minute, schedule)) continue;
      // The wall clock's hour and minute, not elapsed minutes since midnight (23 or 25 h days).
      const at = start.set({ hour: Math.floor(minute / 60), minute: minute % 60 });
      // A time the spring change skips is moved on by an hour: not that wall-clock time.
      if (at.hour * 60 + at.minute !== minute) continue;
      if (at.toMillis() < earliest) continue;
      const iso = at.toISO({ suppressMilliseconds: true });
      if (iso) times.push(iso);
    }
    if (times.length > before) daysWithTimes += 1;
  }
  return times;
}

/**
 * "As soon as possible" is for a shop taking orders now (its schedule's period, day and hours);
 * closed, an order waits for the first time it opens. Without a schedule nothing says it is
 * closed: the assumed ORDER_HOURS only place scheduled times, they never refuse an order.
 */
export function isTakingOrdersNow(nowMs: number, zone: string, schedule: Schedule | null): boolean {
  if (!schedule) return true;
  const now = DateTime.fromMillis(nowMs, { zone });
  return now.isValid && takesOrdersAt(now, schedule);
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

export type TransportErrorCode =
  | 'transportRequired'
  | 'timeRequired'
  | 'timeTooSoon'
  | 'shopClosed';

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
  schedule: Schedule | null = null,
): Partial<Record<'transportType' | 'scheduledAt', TransportErrorCode>> {
  const errors: Partial<Record<'transportType' | 'scheduledAt', TransportErrorCode>> = {};
  if (choice.transportType === null || !isTransportOffered(options, choice.transportType)) {
    errors.transportType = 'transportRequired';
  }
  if (choice.transportInstant === 'asap' && !isTakingOrdersNow(nowMs, zone, schedule)) {
    errors.scheduledAt = 'shopClosed';
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
