import type { components } from '../../api/schema';
import {
  earliestBookable,
  isInsideSchedule,
  isNonAvailableDay,
  wallClock,
  worksAt,
  type BookingWindow,
  type IsoDay,
} from './schedule';

/**
 * Which time slots are offered (SPEC 5: "A time slot is offered only if its capacity is at least
 * the number of people"; a slot is also a date-time, so it must be bookable, see schedule.ts).
 */

export type CalendarSlot = components['schemas']['CalendarSlot'];

export function hasEnoughCapacity(slot: Pick<CalendarSlot, 'capacity'>, people: number): boolean {
  return slot.capacity >= people;
}

/**
 * The test of one window and party size, made once and run on every slot: the earliest instant is
 * computed once, and capacity (cheap) is checked before the date is read.
 */
export function slotOfferTest(
  window: BookingWindow,
  people: number,
): (slot: CalendarSlot) => boolean {
  const earliestMs = earliestBookable(window.now, window.leadMinutes, window.zone).toMillis();
  const { schedule, zone } = window;
  return (slot) => {
    if (!hasEnoughCapacity(slot, people)) return false;
    const start = wallClock(slot.startTime, zone);
    return (
      start !== null &&
      start.ms >= earliestMs &&
      isInsideSchedule(start.day, schedule) &&
      !isNonAvailableDay(start.day, schedule) &&
      worksAt(start.weekday, start.minute, schedule)
    );
  };
}

export function isSlotOffered(slot: CalendarSlot, people: number, window: BookingWindow): boolean {
  return slotOfferTest(window, people)(slot);
}

/** A slot whose time can be booked, read once at the shop's wall clock. */
export interface BookableSlot {
  slot: CalendarSlot;
  /** Its start, milliseconds since the epoch. */
  ms: number;
  /** The shop's day it starts on. */
  day: IsoDay;
}

/**
 * The slots whose time can be booked (the schedule, its unavailable days, working hours, the
 * lead time), whatever the party size, earliest first: what every party size's offer is taken
 * from (`hasEnoughCapacity` then), so that a calendar reads each slot's date once.
 */
export function bookableSlots(
  slots: readonly CalendarSlot[],
  window: BookingWindow,
): BookableSlot[] {
  const earliestMs = earliestBookable(window.now, window.leadMinutes, window.zone).toMillis();
  const { schedule, zone } = window;
  const kept: BookableSlot[] = [];
  for (const slot of slots) {
    const start = wallClock(slot.startTime, zone);
    if (
      start !== null &&
      start.ms >= earliestMs &&
      isInsideSchedule(start.day, schedule) &&
      !isNonAvailableDay(start.day, schedule) &&
      worksAt(start.weekday, start.minute, schedule)
    ) {
      kept.push({ slot, ms: start.ms, day: start.day });
    }
  }
  return kept.sort((a, b) => a.ms - b.ms);
}

/** The offered slots, earliest first. */
export function offeredSlots(
  slots: readonly CalendarSlot[],
  people: number,
  window: BookingWindow,
): CalendarSlot[] {
  const offered = slotOfferTest(window, people);
  const kept: { slot: CalendarSlot; ms: number }[] = [];
  for (const slot of slots) {
    if (offered(slot)) kept.push({ slot, ms: startMs(slot, window.zone) });
  }
  return kept.sort((a, b) => a.ms - b.ms).map((entry) => entry.slot);
}

function startMs(slot: Pick<CalendarSlot, 'startTime'>, zone: string): number {
  return wallClock(slot.startTime, zone)?.ms ?? Number.NaN;
}

/** The day a slot starts on at the shop's wall clock (`zone`). */
export function slotDay(slot: Pick<CalendarSlot, 'startTime'>, zone: string): IsoDay | null {
  return wallClock(slot.startTime, zone)?.day ?? null;
}

/** The days with at least one offered slot, in order: the days a calendar lets the visitor pick. */
export function offeredDays(
  slots: readonly CalendarSlot[],
  people: number,
  window: BookingWindow,
): IsoDay[] {
  const days = new Set<IsoDay>();
  for (const slot of offeredSlots(slots, people, window)) {
    const day = slotDay(slot, window.zone);
    if (day) days.add(day);
  }
  return [...days].sort();
}

export function isDayOffered(
  day: IsoDay,
  slots: readonly CalendarSlot[],
  people: number,
  window: BookingWindow,
): boolean {
  const offered = slotOfferTest(window, people);
  return slots.some((slot) => slotDay(slot, window.zone) === day && offered(slot));
}

/** The offered slots of one day, earliest first. */
export function offeredSlotsOfDay(
  slots: readonly CalendarSlot[],
  day: IsoDay,
  people: number,
  window: BookingWindow,
): CalendarSlot[] {
  return offeredSlots(
    slots.filter((slot) => slotDay(slot, window.zone) === day),
    people,
    window,
  );
}

/** The slot of a start time among the offered ones (same instant, whatever the offset's form). */
export function findOfferedSlot(
  slots: readonly CalendarSlot[],
  startTime: string,
  people: number,
  window: BookingWindow,
): CalendarSlot | null {
  const wanted = wallClock(startTime, window.zone)?.ms;
  if (wanted === undefined) return null;
  const offered = slotOfferTest(window, people);
  return slots.find((slot) => startMs(slot, window.zone) === wanted && offered(slot)) ?? null;
}
