import { and, assign, not, setup, type ErrorActorEvent } from 'xstate';
import { errorCodeOf } from '../../api/errors';
import { monthOf } from '../rules/schedule';
import { addSuggestion, removeSuggestion, suggestionsProblem } from '../rules/suggestions';
import { fetchSchedule, fetchSlots } from './schedule.actors';
import {
  choiceOf,
  dayOffered,
  maxSelections,
  monthToShow,
  offeredSlot,
  peopleFor,
  scheduleContextOf,
  shiftMonth,
  slotOffered,
} from './schedule.context';
import { scheduleGuards } from './schedule.guards';
import type {
  Schedule,
  ScheduleChoice,
  ScheduleContext,
  ScheduleEvent,
  ScheduleInput,
  ScheduleProblem,
  SlotsResult,
} from './schedule.types';

/** The chart's registry: its types, calls, guards (schedule.guards.ts) and actions. */
const scheduleSetup = setup({
  types: {
    input: {} as ScheduleInput,
    context: {} as ScheduleContext,
    events: {} as ScheduleEvent,
    output: {} as ScheduleChoice,
  },
  actors: { fetchSchedule, fetchSlots },
  guards: scheduleGuards,
  actions: {
    clearError: assign({ error: null }),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    assignSchedule: assign({ schedule: (_, schedule: Schedule | null) => schedule }),
    assignSlots: assign((_, result: SlotsResult) => ({
      slots: result.slots,
      resources: result.resources,
    })),
    /** After a load: keep only what is still offered, and show a month that has days. */
    settleChoice: assign(({ context }) => {
      const people = context.numberOfPeople;
      const startTime = slotOffered(context, context.startTime, people) ? context.startTime : null;
      const date = dayOffered(context, context.date, people) ? context.date : null;
      const dateTimes = context.dateTimes.filter((iso) => slotOffered(context, iso, people));
      const settled = { ...context, date, startTime, dateTimes };
      return { date, startTime, dateTimes, month: monthToShow(settled) };
    }),
    assignMonth: assign({
      month: ({ context, event }) => (event.type === 'month.show' ? event.month : context.month),
    }),
    shiftMonth: assign({
      month: ({ context }, params: { by: number }) =>
        context.month === null ? null : shiftMonth(context.month, params.by),
    }),
    assignDate: assign(({ context, event }) =>
      event.type === 'date.select'
        ? { date: event.date, month: monthOf(event.date), startTime: null, problem: null }
        : { date: context.date },
    ),
    assignSlot: assign(({ event, context }) =>
      event.type === 'slot.select'
        ? { startTime: offeredSlot(context, event.startTime)?.startTime ?? null, problem: null }
        : {},
    ),
    clearSlot: assign({ startTime: null }),
    /** Back to the date choice: no day, no time (suggestions are kept). */
    clearDate: assign({ date: null, startTime: null }),
    assignPeople: assign(({ context, event }) => ({
      numberOfPeople:
        event.type === 'people.change' ? event.numberOfPeople : context.numberOfPeople,
      problem: null,
    })),
    /** Suggestions without room for the new party size are dropped. */
    dropUnofferedSuggestions: assign(({ context, event }) => ({
      dateTimes: context.dateTimes.filter((iso) =>
        slotOffered(context, iso, peopleFor(context, event)),
      ),
    })),
    addSuggestion: assign(({ context, event }) => {
      if (event.type !== 'suggestion.add') return {};
      const slot = offeredSlot(context, event.startTime);
      return slot
        ? {
            dateTimes: addSuggestion(context.dateTimes, slot.startTime, context.zone),
            problem: null,
          }
        : {};
    }),
    removeSuggestion: assign(({ context, event }) =>
      event.type === 'suggestion.remove'
        ? {
            dateTimes: removeSuggestion(context.dateTimes, event.startTime, context.zone),
            problem: null,
          }
        : {},
    ),
    assignProblem: assign({ problem: (_, problem: ScheduleProblem) => problem }),
    assignSuggestionsProblem: assign({
      problem: ({ context }) =>
        suggestionsProblem(context.dateTimes, context.now, maxSelections(context), context.zone),
    }),
  },
});

type ScheduleStateConfig = NonNullable<
  Parameters<typeof scheduleSetup.createMachine>[0]['states']
>[string];

/**
 * Where a loaded calendar leads, by mode and by what is still chosen: no offered day at all,
 * else the mode's state matching the choice kept (a slot, a day, nothing).
 */
const toChoice = [
  { guard: not('hasOfferedDays'), target: '#schedule.noDates' },
  { guard: and(['isSlotMode', 'isChosenSlotOffered']), target: '#schedule.slot.ready' },
  { guard: and(['isSlotMode', 'isChosenDateOffered']), target: '#schedule.slot.pickingTime' },
  { guard: 'isSlotMode', target: '#schedule.slot.pickingDate' },
  { guard: and(['isDayMode', 'isChosenDateOffered']), target: '#schedule.day.ready' },
  { guard: 'isDayMode', target: '#schedule.day.pickingDate' },
  { guard: and(['isSeveralMode', 'isChosenDateOffered']), target: '#schedule.several.pickingTime' },
  { target: '#schedule.several.pickingDate' },
] as const;

/** A slot can be chosen: on the chosen day, with room for the party, bookable. */
const isSlotOffered = and(['isSlotOnChosenDay', 'hasEnoughCapacity', 'isSlotBookable']);

/** Month navigation, the same in every mode. */
const monthNavigation = {
  'month.next': { guard: 'hasNextMonth', actions: { type: 'shiftMonth', params: { by: 1 } } },
  'month.previous': {
    guard: 'hasPreviousMonth',
    actions: { type: 'shiftMonth', params: { by: -1 } },
  },
  'month.show': { guard: 'isMonthInRange', actions: 'assignMonth' },
} as const;

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;
const outputOf = <T>({ event }: { event: { output: T } }) => event.output;

/** A load, typed with its two states so that the chart's state values name them. */
type LoadStates = Omit<ScheduleStateConfig, 'states'> & {
  states: Record<'fetching' | 'fetched', ScheduleStateConfig>;
};

/** One of the two loads: its call, then `fetched` with what it brought; a failure fails both. */
function fetching(src: 'fetchSchedule', keep: 'assignSchedule'): LoadStates;
function fetching(src: 'fetchSlots', keep: 'assignSlots'): LoadStates;
function fetching(
  src: 'fetchSchedule' | 'fetchSlots',
  keep: 'assignSchedule' | 'assignSlots',
): LoadStates {
  return {
    initial: 'fetching',
    states: {
      fetching: {
        invoke: {
          id: src,
          src,
          input: ({ context }: { context: ScheduleContext }) => ({ target: context.target }),
          onDone: { target: 'fetched', actions: { type: keep, params: outputOf } },
          onError: {
            target: '#schedule.failed',
            actions: { type: 'assignError', params: errorOf },
          },
        },
      },
      fetched: { type: 'final' },
    },
  } as LoadStates;
}

/** A day can be chosen: bookable, with a slot that has room for the party. */
const selectDate = <const T extends string>(target: T) =>
  ({ guard: and(['isDayBookable', 'hasRoomOnDate']), target, actions: 'assignDate' }) as const;

/** A party size that leaves no day offered: the choice is cleared, fewer people may help. */
const toNoDates = <const A extends readonly string[]>(actions: A) =>
  ({
    guard: and(['isPeopleCountAllowed', not('hasOfferedDays')]),
    target: '#schedule.noDates',
    actions,
  }) as const;

/** A slot of the chosen day, offered: chosen (again from `ready`: another one). */
const selectSlot = { guard: isSlotOffered, target: 'ready', actions: 'assignSlot' } as const;

/** Confirming without a date and a time: the message that asks for them. */
const requireDateTime = {
  actions: { type: 'assignProblem', params: 'dateTimeRequired' },
} as const;

/**
 * The date, time and people choice shared by the booking charts (SPEC 4 and 5): it loads the
 * schedule and the 30-day slots of a campaign or a merchant service, then lets the visitor pick
 * a month, a day, a slot (or a day only, or several date-times) and the number of people. Every
 * rule is a named guard over machines/rules; the mode is input and each mode is its own state.
 * It ends with the choice as output. A booking answered "date not available": the booking chart
 * starts this chart again with that choice as input.resume, so the slots are loaded afresh
 * (capacities have changed) and the visitor is back at the date choice, everything else kept.
 */
export const scheduleMachine = scheduleSetup.createMachine({
  id: 'schedule',
  context: ({ input }) => scheduleContextOf(input),
  initial: 'loading',
  states: {
    // The schedule and the slots load side by side; both must arrive.
    loading: {
      type: 'parallel',
      entry: 'clearError',
      states: {
        schedule: fetching('fetchSchedule', 'assignSchedule'),
        slots: fetching('fetchSlots', 'assignSlots'),
      },
      onDone: toChoice.map((route) => ({ ...route, actions: 'settleChoice' })),
    },

    failed: {
      on: { 'schedule.retry': { guard: 'isRetryable', target: 'loading' } },
    },

    // Nothing has room for the party (or the schedule is over): fewer people may help.
    noDates: {
      always: [
        { guard: and(['hasOfferedDays', 'isSlotMode']), target: 'slot' },
        { guard: and(['hasOfferedDays', 'isDayMode']), target: 'day' },
        { guard: and(['hasOfferedDays', 'isSeveralMode']), target: 'several' },
      ],
      on: {
        'people.change': {
          guard: 'isPeopleCountAllowed',
          actions: ['assignPeople', 'settleChoice'],
        },
      },
    },

    // Types 1 and 2: a day, then one of its slots.
    slot: {
      initial: 'pickingDate',
      on: {
        ...monthNavigation,
        'people.change': [
          toNoDates(['assignPeople', 'clearDate']),
          {
            guard: and(['isPeopleCountAllowed', 'isChosenSlotOffered']),
            target: '.ready',
            actions: 'assignPeople',
          },
          {
            guard: and(['isPeopleCountAllowed', 'isChosenDateOffered']),
            target: '.pickingTime',
            actions: ['assignPeople', 'clearSlot'],
          },
          {
            guard: 'isPeopleCountAllowed',
            target: '.pickingDate',
            actions: ['assignPeople', 'clearDate'],
          },
        ],
        'date.select': selectDate('.pickingTime'),
      },
      states: {
        pickingDate: { on: { 'schedule.confirm': requireDateTime } },
        pickingTime: {
          on: {
            'slot.select': selectSlot,
            'schedule.confirm': requireDateTime,
          },
        },
        ready: {
          on: {
            'slot.select': selectSlot,
            'schedule.confirm': { target: '#schedule.done' },
          },
        },
      },
    },

    // Type 3: a day inside the campaign's fixed time window, no hour to choose.
    day: {
      initial: 'pickingDate',
      on: {
        ...monthNavigation,
        'people.change': [
          toNoDates(['assignPeople', 'clearDate']),
          {
            guard: and(['isPeopleCountAllowed', 'isChosenDateOffered']),
            target: '.ready',
            actions: 'assignPeople',
          },
          {
            guard: 'isPeopleCountAllowed',
            target: '.pickingDate',
            actions: ['assignPeople', 'clearDate'],
          },
        ],
        'date.select': selectDate('.ready'),
      },
      states: {
        pickingDate: {
          on: {
            'schedule.confirm': { actions: { type: 'assignProblem', params: 'dateRequired' } },
          },
        },
        ready: {
          on: { 'schedule.confirm': { target: '#schedule.done' } },
        },
      },
    },

    // Type 6: several date-times, at least 3 with one 24 h ahead, at most the maximum.
    several: {
      initial: 'pickingDate',
      on: {
        ...monthNavigation,
        'people.change': [
          toNoDates(['assignPeople', 'clearDate', 'dropUnofferedSuggestions']),
          {
            guard: and(['isPeopleCountAllowed', 'isChosenDateOffered']),
            target: '.pickingTime',
            actions: ['dropUnofferedSuggestions', 'assignPeople'],
          },
          {
            guard: 'isPeopleCountAllowed',
            target: '.pickingDate',
            actions: ['dropUnofferedSuggestions', 'assignPeople', 'clearDate'],
          },
        ],
        'date.select': selectDate('.pickingTime'),
        'suggestion.remove': { guard: 'isSuggested', actions: 'removeSuggestion' },
        'schedule.confirm': [
          { guard: 'areSuggestionsValid', target: '#schedule.done' },
          { actions: 'assignSuggestionsProblem' },
        ],
      },
      states: {
        pickingDate: {},
        pickingTime: {
          on: {
            'suggestion.add': [
              {
                guard: and([isSlotOffered, not('isSuggested'), 'canAddSuggestion']),
                actions: 'addSuggestion',
              },
              // One more than the maximum: refused, with the message to remove one first.
              {
                guard: and([isSlotOffered, not('isSuggested')]),
                actions: { type: 'assignProblem', params: 'tooManySelections' },
              },
            ],
          },
        },
      },
    },

    done: {
      type: 'final',
    },
  },
  output: ({ context }) => choiceOf(context),
});
