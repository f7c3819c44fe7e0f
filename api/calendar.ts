import { SLOT_WINDOW_MINUTES } from '../domain/constants';
import { apiClient } from './client';
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

/** The slots of the next 30 days, from now. */
export const campaignSlotsCall = (campaignId: number, options: CallOptions = {}) =>
  apiClient.GET('/v4/campaigns/{id}/calendar/available-slots', {
    params: { path: { id: campaignId }, query: slotWindowQuery() },
    ...options,
  });
