import { campaignScheduleCall, campaignSlotsCall } from '../../api/calendar';
import { shopCartCall } from '../../api/cart';
import { nowIso } from '../../api/clock';
import { AHEAD, getRequestContext } from '../../api/client';
import { importBookingCharts } from '../booking/load';
import { importOrderChart } from '../cart/load';
import { localeForLanguage } from '../rules/language';
import { importVoucherChart } from '../voucher/load';
import type { CampaignInfo } from './campaign.machine';
import type { NextStepInput } from './campaign.actors';

/**
 * Once the overview is idle, what its likely next steps need, fetched ahead: the charts' code of
 * each flow it offers (a booking, a voucher, an order) and, for a booking that opens on the
 * calendar, the schedule and the first 30 days of slots (the schedule chart's own calls, taken
 * from the client's answers kept ahead); for an order, what its transport step and its cart read
 * first (the campaign's schedule, the visitor's cart at the shop).
 */
export async function fetchNextStepAhead(input: NextStepInput): Promise<void> {
  const { calendarCampaignId } = input;
  if (calendarCampaignId !== null) {
    void campaignScheduleCall(calendarCampaignId, AHEAD).catch(() => undefined);
    void campaignSlotsCall(calendarCampaignId, AHEAD).catch(() => undefined);
  }
  if (input.offersOrder) {
    // The transport step reads the schedule, the cart beside it: the same calls, kept ahead (a
    // URL already asked ahead is not asked twice).
    void campaignScheduleCall(input.campaignId, AHEAD).catch(() => undefined);
    void shopCartCall(input.shop.id, AHEAD).catch(() => undefined);
  }
  // Checking the shop's time zone builds the browser's date formatting data (about 120 ms of the
  // bench's 4× slower CPU the first time): done now, not when the visitor opens a date or time.
  // Its rules load with the booking's and the order's, not with the first screen.
  const ahead: Promise<unknown>[] = [];
  if (calendarCampaignId !== null || input.offersOrder) {
    ahead.push(import('../rules/timeZone').then(({ shopZone }) => shopZone(input.shop)));
  }
  if (calendarCampaignId !== null) ahead.push(warmCalendar(input.shop));
  if (input.offersBooking) ahead.push(importBookingCharts());
  if (input.offersVoucher) ahead.push(importVoucherChart());
  if (input.offersOrder) ahead.push(importOrderChart());
  await Promise.allSettled(ahead);
}

/**
 * The date step's first sums, done while the visitor reads: the calendar's range and lead time
 * at the shop's clock, and the browser's formatters of its month, weekdays and days in the
 * visitor's language (each made once, then kept). The click then finds them ready.
 */
async function warmCalendar(shop: CampaignInfo['shop']): Promise<void> {
  const [{ shopZone }, { calendarRange, earliestBookable }, dates] = await Promise.all([
    import('../rules/timeZone'),
    import('../rules/schedule'),
    import('../rules/dateFormat'),
  ]);
  const zone = shopZone(shop);
  const now = nowIso();
  const today = calendarRange({ schedule: null, now, zone })?.first;
  earliestBookable(now, 0, zone);
  const { locale } = localeForLanguage(getRequestContext().language);
  dates.weekdayNames(locale);
  if (today) {
    dates.formatCalendarMonth(today.slice(0, 7), locale);
    dates.formatCalendarDay(today, locale);
  }
}
