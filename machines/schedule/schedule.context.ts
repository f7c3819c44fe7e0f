import { nowIso } from '../../api/clock';
import {
  calendarRange,
  monthOf,
  wallClock,
  type BookingWindow,
  type IsoDay,
  type IsoMonth,
} from '../rules/schedule';
import {
  bookableSlots,
  hasEnoughCapacity,
  type BookableSlot,
  type CalendarSlot,
} from '../rules/slots';
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

/**
 * The last few answers of a pure computation, by what it reads (compared by identity: the
 * chart's context keeps its slots and schedule as they were loaded until a load replaces them).
 * The date step asks the same questions many times over one context: every guard of a
 * `snapshot.can` (the people stepper asks for one more and one fewer), every part of the screen.
 */
function lastAnswers<K extends readonly unknown[], V>(compute: (...key: K) => V, size: number) {
  const kept: { key: K; value: V }[] = [];
  return (...key: K): V => {
    const found = kept.find((entry) => entry.key.every((part, i) => Object.is(part, key[i])));
    if (found) return found.value;
    const value = compute(...key);
    kept.unshift({ key, value });
    if (kept.length > size) kept.pop();
    return value;
  };
}

const bookableKept = lastAnswers(
  (
    slots: readonly CalendarSlot[],
    schedule: ScheduleContext['schedule'],
    now: string,
    leadMinutes: number,
    zone: string,
  ): readonly BookableSlot[] => bookableSlots(slots, { schedule, now, leadMinutes, zone }),
  2,
);

/** The slots whose time can be booked, earliest first, each read once at the shop's clock. */
export const bookableOf = (context: ScheduleContext): readonly BookableSlot[] =>
  bookableKept(context.slots, context.schedule, context.now, context.leadMinutes, context.zone);

const offeredDaysKept = lastAnswers(
  (bookable: readonly BookableSlot[], people: number): readonly IsoDay[] => {
    const days = new Set<IsoDay>();
    for (const entry of bookable) if (hasEnoughCapacity(entry.slot, people)) days.add(entry.day);
    return [...days].sort();
  },
  8,
);

/**
 * The days with a slot offered for `people` (the current party unless said), in order: the
 * rules' offeredDays, from the bookable slots read once.
 */
export const offeredDaysOf = (
  context: ScheduleContext,
  people: number = context.numberOfPeople,
): readonly IsoDay[] => offeredDaysKept(bookableOf(context), people);

const calendarRangeKept = lastAnswers(
  (schedule: ScheduleContext['schedule'], now: string, zone: string) =>
    calendarRange({ schedule, now, zone }),
  2,
);

/** The first and last day the calendar shows (calendarRange), once per schedule, now and zone. */
export const calendarRangeOf = (context: ScheduleContext) =>
  calendarRangeKept(context.schedule, context.now, context.zone);

/** The party size a guard judges: the one a people.change asks for, else the current one. */
export function peopleFor(context: ScheduleContext, event: ScheduleEvent): number {
  return event.type === 'people.change' ? event.numberOfPeople : context.numberOfPeople;
}

export const dayOffered = (context: ScheduleContext, day: IsoDay | null, people: number): boolean =>
  day !== null && offeredDaysOf(context, people).includes(day);

/** The calendar's slot at that start, if offered for the party (the current one unless said). */
export function offeredSlot(
  context: ScheduleContext,
  startTime: string,
  people: number = context.numberOfPeople,
): CalendarSlot | null {
  const wanted = wallClock(startTime, context.zone)?.ms;
  if (wanted === undefined) return null;
  const found = bookableOf(context).find(
    (entry) => entry.ms === wanted && hasEnoughCapacity(entry.slot, people),
  );
  return found?.slot ?? null;
}

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
  const range = calendarRangeOf(context);
  const inRange =
    context.month !== null &&
    range !== null &&
    context.month >= monthOf(range.first) &&
    context.month <= monthOf(range.last);
  if (inRange) return context.month;
  const first = offeredDaysOf(context)[0];
  return first ? monthOf(first) : range ? monthOf(range.first) : null;
}

export function shiftMonth(month: IsoMonth, by: number): IsoMonth {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

export function isMonthInRange(context: ScheduleContext, month: IsoMonth): boolean {
  const range = calendarRangeOf(context);
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
