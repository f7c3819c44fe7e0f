import { SLOT_WINDOW_MINUTES } from '../domain/constants';
import { AHEAD_MAX_AGE_MS } from './ahead';
import { AHEAD, apiClient } from './client';
import { nowMs } from './clock';

/** How a call is made: with an actor's signal, or as a prefetch (the client's AHEAD options). */
export interface CallOptions {
  signal?: AbortSignal;
  fetch?: (request: Request) => Promise<Response>;
}

/**
 * A campaign's calendar calls, in one place: the schedule chart makes them when the date step
 * opens, and an idle campaign screen makes the same calls ahead (so both ask the same URLs).
 */
export const campaignScheduleCall = (campaignId: number, options: CallOptions = {}) =>
  apiClient.GET('/campaign/schedule/{id}', { params: { path: { id: campaignId } }, ...options });

/**
 * The window of slots asked for (SPEC 7 startPeriod and untilMinutes): from the widget's now, to
 * the minute (so a prefetch and the call after it ask the same URL), for 30 days (SPEC 9).
 */
export function slotWindowQuery(): { startPeriod: string; untilMinutes: number } {
  const minute = Math.floor(nowMs() / 60_000) * 60_000;
  return { startPeriod: new Date(minute).toISOString(), untilMinutes: SLOT_WINDOW_MINUTES };
}

type SlotWindow = ReturnType<typeof slotWindowQuery>;

/** The window each campaign's slots were last asked ahead for, and when (taken once). */
const windowsAhead = new Map<number, { query: SlotWindow; askedAt: number }>();

/**
 * The slots of the next 30 days, from now. A prefetch (`AHEAD`) notes its window; the next call
 * for that campaign asks the same window while an answer asked ahead may still be kept
 * (AHEAD_MAX_AGE_MS), so a visitor who reads the offer past the minute still gets the slots
 * fetched ahead instead of waiting for them again. The window's start is then that much in the
 * past, which no rule reads (the lead time is counted from now); after it, calls ask from now.
 */
export function campaignSlotsCall(campaignId: number, options: CallOptions = {}) {
  let query = slotWindowQuery();
  if (options.fetch === AHEAD.fetch) {
    windowsAhead.set(campaignId, { query, askedAt: nowMs() });
  } else {
    const ahead = windowsAhead.get(campaignId);
    windowsAhead.delete(campaignId);
    if (ahead && nowMs() - ahead.askedAt <= AHEAD_MAX_AGE_MS) query = ahead.query;
  }
  return apiClient.GET('/v4/campaigns/{id}/calendar/available-slots', {
    params: { path: { id: campaignId }, query },
    ...options,
  });
}
