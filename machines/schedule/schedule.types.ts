import type { ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import type { PeopleBounds } from '../rules/people';
import type { IsoDay, IsoMonth, ScheduleMode } from '../rules/schedule';
import type { CalendarSlot } from '../rules/slots';

/**
 * The date, time and people chart's types (schedule.machine.ts): its input, context, events and
 * output. Types only.
 */

export type Schedule = components['schemas']['Schedule'];
export type CalendarResource = components['schemas']['CalendarResource'];
export type { CalendarSlot, ScheduleMode };

/** What is being booked: a campaign, or a shop's merchant service (which has no schedule). */
export type ScheduleTarget =
  | { kind: 'campaign'; campaignId: number }
  | { kind: 'service'; serviceId: number; shopId: number };

/** What the visitor chose: the machine's output, and what a booking request is made of. */
export interface ScheduleChoice {
  /** The chosen day (`2026-03-05`, at the shop): slot and day modes; null in several mode. */
  date: IsoDay | null;
  /** The chosen slot's start (ISO with offset): slot mode; null in day and several modes. */
  startTime: string | null;
  /** The chosen slot's length, when the calendar gives one. */
  durationSec: number | null;
  numberOfPeople: number;
  /** The suggested date-times (ISO with offset), in time order: several mode; else empty. */
  dateTimes: string[];
}

export interface ScheduleInput {
  target: ScheduleTarget;
  /** One date and time slot (types 1, 2), a day only (type 3), several date-times (type 6). */
  mode: ScheduleMode;
  /** The minimum lead time in minutes (campaignLeadMinutes or serviceLeadMinutes). */
  leadMinutes: number;
  /** Bounds and the starting count (campaignDefaultPeople or serviceDefaultPeople). */
  people: PeopleBounds & { initial: number };
  /** The current instant (ISO); defaults to the device clock when the machine starts. */
  now?: string;
  /**
   * The shop's time zone (its `timezone`): every day, slot and lead time is read at its wall
   * clock. Not an IANA zone, or none: Europe/Lisbon.
   */
  zone?: string;
  /** Day mode: the fixed time window to show (type 3: campaignView startTime and endTime). */
  timeWindow?: { start: string; end: string } | null;
  /**
   * A previous choice to start from, e.g. when a booking answered that the date was taken: the
   * people, month and suggestions are kept, and with the notice the date and time are cleared.
   */
  resume?: { choice: ScheduleChoice; notice?: 'dateNotAvailable' } | null;
}

/** A validation message (SPEC 5) or the catalogue's "date not available" (SPEC 8). */
export type ScheduleProblem =
  | 'dateRequired'
  | 'dateTimeRequired'
  | 'dateTimesRequired'
  | 'suggestionsRule'
  | 'tooManySelections'
  | 'dateNotAvailable';

export interface ScheduleContext {
  target: ScheduleTarget;
  mode: ScheduleMode;
  leadMinutes: number;
  peopleBounds: PeopleBounds;
  now: string;
  /** The shop's IANA time zone, checked (shopZone). */
  zone: string;
  timeWindow: { start: string; end: string } | null;
  /** The campaign's schedule; null for a service (its bookable days come from its slots). */
  schedule: Schedule | null;
  /** The slots of this campaign or service for the next 30 days, as the middleware gave them. */
  slots: CalendarSlot[];
  /** The calendars (people, rooms) a service is booked on; empty for a campaign. */
  resources: CalendarResource[];
  /** The month the calendar shows, `2026-03`. */
  month: IsoMonth | null;
  date: IsoDay | null;
  startTime: string | null;
  numberOfPeople: number;
  dateTimes: string[];
  problem: ScheduleProblem | null;
  error: ErrorCode | null;
}

export type ScheduleEvent =
  | { type: 'schedule.retry' }
  | { type: 'month.next' }
  | { type: 'month.previous' }
  | { type: 'month.show'; month: IsoMonth }
  | { type: 'date.select'; date: IsoDay }
  | { type: 'slot.select'; startTime: string }
  | { type: 'suggestion.add'; startTime: string }
  | { type: 'suggestion.remove'; startTime: string }
  | { type: 'people.change'; numberOfPeople: number }
  | { type: 'schedule.confirm' };

export interface SlotsResult {
  slots: CalendarSlot[];
  resources: CalendarResource[];
}
