import { SLOT_WINDOW_MINUTES } from '../domain/constants';
import { apiClient } from './client';

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

/** The slots of the next 30 days (SPEC 9: untilMinutes 43200, from the middleware's now). */
export const campaignSlotsCall = (campaignId: number, options: CallOptions = {}) =>
  apiClient.GET('/v4/campaigns/{id}/calendar/available-slots', {
    params: { path: { id: campaignId }, query: { untilMinutes: SLOT_WINDOW_MINUTES } },
    ...options,
  });
