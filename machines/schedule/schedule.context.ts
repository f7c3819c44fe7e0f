import { nowIso } from '../../api/clock';
import {
  calendarRange,
  monthOf,
  wallClock,
  type BookingWindow,
  type IsoDay,
  type IsoMonth,
} from '../rules/schedule';
import { findOfferedSlot, isDayOffered, offeredDays, type CalendarSlot } from '../rules/slots';
import { maxDateSelections } from '../rules/suggestions';
import { shopZone } from '../rules/timeZone';
import type {
  ScheduleChoice,
  ScheduleContext,
  ScheduleEvent,
  ScheduleInput,
} from './schedule.types';

/**
 * The date, time and people chart's context: how it starts, and what its guards, actions and
 * selectors read from it (the booking window, what is offered, the month shown, the choice).
 */

export function bookingWindowOf(context: ScheduleContext): BookingWindow {
  return {
    schedule: context.schedule,
    now: context.now,
    leadMinutes: context.leadMinutes,
    zone: context.zone,
  };
}

/** The party size a guard judges: the one a people.change asks for, else the current one. */
export function peopleFor(context: ScheduleContext, event: ScheduleEvent): number {
  return event.type === 'people.change' ? event.numberOfPeople : context.numberOfPeople;
}

export const dayOffered = (context: ScheduleContext, day: IsoDay | null, people: number): boolean =>
  day !== null && isDayOffered(day, context.slots, people, bookingWindowOf(context));

/** The calendar's slot at that start, if offered for the party (the current one unless said). */
export const offeredSlot = (
  context: ScheduleContext,
  startTime: string,
  people: number = context.numberOfPeople,
): CalendarSlot | null =>
  findOfferedSlot(context.slots, startTime, people, bookingWindowOf(context));

export const slotOffered = (context: ScheduleContext, startTime: string | null, people: number) =>
  startTime !== null && offeredSlot(context, startTime, people) !== null;

/** The calendar's slot an event names (the same instant, whatever the offset's form). */
export function slotOfEvent(context: ScheduleContext, event: ScheduleEvent): CalendarSlot | null {
  if (event.type !== 'slot.select' && event.type !== 'suggestion.add') return null;
  const wanted = wallClock(event.startTime, context.zone)?.ms;
  if (wanted === undefined) return null;
  return (
    context.slots.find((slot) => wallClock(slot.startTime, context.zone)?.ms === wanted) ?? null
  );
}

/** The month to show: the chosen day's, else the current one if in range, else the first offered. */
export function monthToShow(context: ScheduleContext): IsoMonth | null {
  if (context.date) return monthOf(context.date);
  const range = calendarRange(bookingWindowOf(context));
  const inRange =
    context.month !== null &&
    range !== null &&
    context.month >= monthOf(range.first) &&
    context.month <= monthOf(range.last);
  if (inRange) return context.month;
  const first = offeredDays(context.slots, context.numberOfPeople, bookingWindowOf(context))[0];
  return first ? monthOf(first) : range ? monthOf(range.first) : null;
}

export function shiftMonth(month: IsoMonth, by: number): IsoMonth {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function isMonthInRange(context: ScheduleContext, month: IsoMonth): boolean {
  const range = calendarRange(bookingWindowOf(context));
  return (
    range !== null &&
    /^\d{4}-\d{2}$/.test(month) &&
    month >= monthOf(range.first) &&
    month <= monthOf(range.last)
  );
}

export const maxSelections = (context: ScheduleContext) => maxDateSelections(context.schedule);

/** The choice the context holds, as the machine's output. */
export function choiceOf(context: ScheduleContext): ScheduleChoice {
  const slot = context.startTime === null ? null : offeredSlot(context, context.startTime);
  return {
    date: context.date,
    startTime: context.startTime,
    durationSec: slot?.durationSec ?? null,
    numberOfPeople: context.numberOfPeople,
    dateTimes: context.dateTimes,
  };
}

/** The context a schedule chart starts with, before anything is loaded. */
export function scheduleContextOf(input: ScheduleInput): ScheduleContext {
  const resume = input.resume ?? null;
  const taken = resume?.notice === 'dateNotAvailable';
  const choice = resume?.choice;
  return {
    target: input.target,
    mode: input.mode,
    leadMinutes: input.leadMinutes,
    peopleBounds: { min: input.people.min, max: input.people.max },
    now: input.now ?? nowIso(),
    zone: shopZone({ timezone: input.zone }),
    timeWindow: input.timeWindow ?? null,
    schedule: null,
    slots: [],
    resources: [],
    month: choice?.date ? monthOf(choice.date) : null,
    date: taken ? null : (choice?.date ?? null),
    startTime: taken ? null : (choice?.startTime ?? null),
    numberOfPeople: choice?.numberOfPeople ?? input.people.initial,
    dateTimes: choice?.dateTimes ?? [],
    problem: taken ? 'dateNotAvailable' : null,
    error: null,
  };
}
