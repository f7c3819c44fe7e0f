import type { SnapshotFrom } from 'xstate';
import { monthOf, type IsoDay, type IsoMonth } from '../rules/schedule';
import { calendarRangeOf, shiftMonth } from './schedule.context';
import type { scheduleMachine } from './schedule.machine';
import {
  selectCapacityUnit,
  selectChoice,
  selectDaySlots,
  selectError,
  selectMonthView,
  selectPeople,
  selectProblem,
  selectResources,
  selectSuggestions,
  selectTimeWindow,
  selectZone,
} from './schedule.selectors';
import type { ScheduleEvent } from './schedule.types';

type ScheduleSnapshot = SnapshotFrom<typeof scheduleMachine>;

/** What the schedule screen shows: a moment of loading, a failure, no dates, the choice, done. */
export type ScheduleStage = 'loading' | 'failed' | 'noDates' | 'choosing' | 'done';

function stageOf(snapshot: ScheduleSnapshot): ScheduleStage {
  if (snapshot.matches('loading')) return 'loading';
  if (snapshot.matches('failed')) return 'failed';
  if (snapshot.matches('done')) return 'done';
  if (snapshot.matches('noDates')) return 'noDates';
  return 'choosing';
}

/** The time list the choice shows: none yet, one slot to choose, or several to suggest. */
function slotsOf(snapshot: ScheduleSnapshot): 'one' | 'several' | null {
  if (snapshot.matches({ slot: 'pickingTime' }) || snapshot.matches({ slot: 'ready' })) {
    return 'one';
  }
  return snapshot.matches({ several: 'pickingTime' }) ? 'several' : null;
}

/**
 * The months the calendar may move to (a keyboard move out of the month shown), as the chart
 * takes them: each month of the booking window that it would show now.
 */
function showableMonths(snapshot: ScheduleSnapshot): IsoMonth[] {
  const months: IsoMonth[] = [];
  const range = calendarRangeOf(snapshot.context);
  if (range) {
    const last = monthOf(range.last);
    for (let month = monthOf(range.first); month <= last; month = shiftMonth(month, 1)) {
      if (snapshot.can({ type: 'month.show', month })) months.push(month);
    }
  }
  return months;
}

/** What the screen draws of one snapshot: the same for every part of the screen that asks. */
function viewOf(snapshot: ScheduleSnapshot) {
  const { context } = snapshot;
  return {
    stage: stageOf(snapshot),
    mode: context.mode,
    /** Which way of choosing the chart is in (while choosing). */
    choosingDay: snapshot.matches('day'),
    choosingSeveral: snapshot.matches('several'),
    slots: slotsOf(snapshot),
    error: selectError(snapshot),
    canRetry: snapshot.can({ type: 'schedule.retry' }),
    people: selectPeople(snapshot),
    canDecreasePeople: snapshot.can({
      type: 'people.change',
      numberOfPeople: context.numberOfPeople - 1,
    }),
    canIncreasePeople: snapshot.can({
      type: 'people.change',
      numberOfPeople: context.numberOfPeople + 1,
    }),
    monthView: selectMonthView(snapshot),
    canPreviousMonth: snapshot.can({ type: 'month.previous' }),
    canNextMonth: snapshot.can({ type: 'month.next' }),
    showableMonths: showableMonths(snapshot),
    /** The day chosen, whose times show. */
    date: context.date,
    daySlots: selectDaySlots(snapshot),
    capacityUnit: selectCapacityUnit(snapshot),
    zone: selectZone(snapshot),
    suggestions: selectSuggestions(snapshot),
    timeWindow: selectTimeWindow(snapshot),
    resources: selectResources(snapshot),
    problem: selectProblem(snapshot),
    choice: selectChoice(snapshot),
  };
}

const views = new WeakMap<ScheduleSnapshot, ReturnType<typeof viewOf>>();

/**
 * The date, time and people screen's view (ui/screens/ScheduleScreen.tsx and its parts): what
 * the chart is at, the calendar, the times of the day chosen, the people, the suggestions, the
 * last refusal, the choice made; which moves the chart takes now; and the commands. Each part of
 * the screen asks for it: what it reads of a snapshot is worked out once, for all of them.
 */
export function connectSchedule(snapshot: ScheduleSnapshot, send: (event: ScheduleEvent) => void) {
  let view = views.get(snapshot);
  if (!view) {
    view = viewOf(snapshot);
    views.set(snapshot, view);
  }
  return {
    ...view,
    retry: () => send({ type: 'schedule.retry' }),
    changePeople: (numberOfPeople: number) => send({ type: 'people.change', numberOfPeople }),
    previousMonth: () => send({ type: 'month.previous' }),
    nextMonth: () => send({ type: 'month.next' }),
    showMonth: (month: IsoMonth) => send({ type: 'month.show', month }),
    selectDate: (date: IsoDay) => send({ type: 'date.select', date }),
    selectSlot: (startTime: string) => send({ type: 'slot.select', startTime }),
    addSuggestion: (startTime: string) => send({ type: 'suggestion.add', startTime }),
    removeSuggestion: (startTime: string) => send({ type: 'suggestion.remove', startTime }),
    confirm: () => send({ type: 'schedule.confirm' }),
  };
}

export type ScheduleView = ReturnType<typeof connectSchedule>;
