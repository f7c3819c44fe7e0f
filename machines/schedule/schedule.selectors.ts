import { DateTime } from 'luxon';
import type { SnapshotFrom } from 'xstate';
import type { IsoDay, IsoMonth } from '../rules/schedule';
import { hasEnoughCapacity, slotDay, type CalendarSlot } from '../rules/slots';
import { MIN_DATE_SUGGESTIONS } from '../../domain/constants';
import { maxDateSelections } from '../rules/suggestions';
import { bookableOf, calendarRangeOf, choiceOf } from './schedule.context';
import type { scheduleMachine } from './schedule.machine';
import type { ScheduleChoice, ScheduleContext } from './schedule.types';
import { keptAnswer } from '../keptAnswer';

type ScheduleSnapshot = SnapshotFrom<typeof scheduleMachine>;

/** The offered slots by day for one context: computed once per slots, party size and window. */
interface OfferIndex {
  byDay: Map<IsoDay, CalendarSlot[]>;
}

const keptIndex = keptAnswer<OfferIndex>();

function offerIndex(context: ScheduleContext): OfferIndex {
  const key = [
    context.slots,
    context.schedule,
    context.now,
    context.leadMinutes,
    context.numberOfPeople,
    context.zone,
  ];
  return keptIndex(key, () => {
    const byDay = new Map<IsoDay, CalendarSlot[]>();
    for (const { slot, day } of bookableOf(context)) {
      if (!hasEnoughCapacity(slot, context.numberOfPeople)) continue;
      const list = byDay.get(day);
      if (list) list.push(slot);
      else byDay.set(day, [slot]);
    }
    return { byDay };
  });
}

/** One day of the month grid. */
export interface CalendarDay {
  date: IsoDay;
  /** Has an offered slot for the current party size: it can be chosen. */
  offered: boolean;
  /** How many suggestions (several mode) fall on it. */
  suggestions: number;
}

export interface MonthView {
  month: IsoMonth;
  days: CalendarDay[];
  today: IsoDay;
  selected: IsoDay | null;
}

const keptMonth = keptAnswer<MonthView>();

/** Every day of a month, `2026-03-01` to `2026-03-31` (a calendar's days: no time zone in it). */
function daysOfMonth(month: IsoMonth): IsoDay[] {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const count = new Date(Date.UTC(year, monthNumber, 0)).getUTCDate();
  return Array.from({ length: count }, (_, i) => `${month}-${String(i + 1).padStart(2, '0')}`);
}

/** The calendar's month: every day, whether it is offered, the selection and today. */
export function selectMonthView(snapshot: ScheduleSnapshot): MonthView | null {
  const { context } = snapshot;
  if (context.month === null) return null;
  const month = context.month;
  const range = calendarRangeOf(context);
  if (!range) return null;
  const index = offerIndex(context);
  const key = [index, context.month, context.date, context.dateTimes, context.now];
  return keptMonth(key, () => {
    const suggestionsByDay = new Map<IsoDay, number>();
    for (const iso of context.dateTimes) {
      const day = slotDay({ startTime: iso }, context.zone);
      if (day) suggestionsByDay.set(day, (suggestionsByDay.get(day) ?? 0) + 1);
    }
    const days: CalendarDay[] = daysOfMonth(month).map((date) => ({
      date,
      offered: index.byDay.has(date),
      suggestions: suggestionsByDay.get(date) ?? 0,
    }));
    return {
      month,
      days,
      today: slotDay({ startTime: context.now }, context.zone) ?? '',
      selected: context.date,
    };
  });
}

/** A slot as the time list shows it. */
export interface SlotOption {
  startTime: string;
  /** Places left. */
  capacity: number;
  durationSec: number;
  selected: boolean;
}

const NO_SLOTS: SlotOption[] = [];
const keptSlots = keptAnswer<SlotOption[]>();

/** The offered slots of the chosen day, each marked when chosen (or suggested). */
export function selectDaySlots(snapshot: ScheduleSnapshot): SlotOption[] {
  const { context } = snapshot;
  if (context.date === null) return NO_SLOTS;
  const date = context.date;
  const index = offerIndex(context);
  const key = [index, context.date, context.startTime, context.dateTimes];
  return keptSlots(key, () => {
    const chosen = new Set(
      [context.startTime, ...context.dateTimes]
        .filter((iso): iso is string => iso !== null)
        .map((iso) => DateTime.fromISO(iso).toMillis()),
    );
    return (index.byDay.get(date) ?? []).map((slot) => ({
      startTime: slot.startTime,
      capacity: slot.capacity,
      durationSec: slot.durationSec,
      selected: chosen.has(DateTime.fromISO(slot.startTime).toMillis()),
    }));
  });
}

export interface PeopleView {
  count: number;
  min: number;
  max: number;
}

export const selectPeople = (snapshot: ScheduleSnapshot): PeopleView => ({
  count: snapshot.context.numberOfPeople,
  min: snapshot.context.peopleBounds.min,
  max: snapshot.context.peopleBounds.max,
});

export interface SuggestionsView {
  dateTimes: string[];
  min: number;
  max: number;
}

export function selectSuggestions(snapshot: ScheduleSnapshot): SuggestionsView {
  return {
    dateTimes: snapshot.context.dateTimes,
    min: MIN_DATE_SUGGESTIONS,
    max: maxDateSelections(snapshot.context.schedule),
  };
}

/**
 * What a slot's capacity counts: places at a merchant's campaign (a table, a class), openings
 * for a service (one appointment each: "2 vagas", not "2 lugares livres" for a haircut).
 */
export type CapacityUnit = 'places' | 'openings';

export const selectCapacityUnit = (snapshot: ScheduleSnapshot): CapacityUnit =>
  snapshot.context.target.kind === 'service' ? 'openings' : 'places';

export const selectProblem = (snapshot: ScheduleSnapshot) => snapshot.context.problem;
export const selectError = (snapshot: ScheduleSnapshot) => snapshot.context.error;
export const selectTimeWindow = (snapshot: ScheduleSnapshot) => snapshot.context.timeWindow;
export const selectResources = (snapshot: ScheduleSnapshot) => snapshot.context.resources;
/** The shop's time zone: the views write every date and time at its wall clock. */
export const selectZone = (snapshot: ScheduleSnapshot) => snapshot.context.zone;

/** The choice made so far (the output, once done). */
export function selectChoice(snapshot: ScheduleSnapshot): ScheduleChoice {
  return snapshot.output ?? choiceOf(snapshot.context);
}
