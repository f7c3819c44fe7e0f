import { and, assign, fromPromise, not, setup, type ErrorActorEvent } from 'xstate';
import { campaignScheduleCall, campaignSlotsCall, slotWindowQuery } from '../../api/calendar';
import { apiClient, unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { isRetryableCampaignError } from '../rules/campaign';
import { isPeopleCountAllowed, type PeopleBounds } from '../rules/people';
import {
  calendarRange,
  isDateTimeBookable,
  isDayBookable,
  monthOf,
  wallClock,
  type BookingWindow,
  type IsoDay,
  type IsoMonth,
  type ScheduleMode,
} from '../rules/schedule';
import {
  findOfferedSlot,
  hasEnoughCapacity,
  isDayOffered,
  offeredDays,
  slotDay,
  type CalendarSlot,
} from '../rules/slots';
import {
  addSuggestion,
  areSuggestionsValid,
  canAddSuggestion,
  isSuggested,
  maxDateSelections,
  removeSuggestion,
  suggestionsProblem,
} from '../rules/suggestions';
import { nowIso } from '../../api/clock';
import { shopZone } from '../rules/timeZone';

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

// ------------------------------------------------------------------------------------ actors

/** A campaign's schedule (campaign/schedule/{id}); a service has none: null, no call. */
export const fetchSchedule = fromPromise<Schedule | null, { target: ScheduleTarget }>(
  async ({ input, signal }) => {
    if (input.target.kind !== 'campaign') return null;
    return unwrap(campaignScheduleCall(input.target.campaignId, { signal }));
  },
);

/**
 * The slots of the next 30 days (SPEC 9: untilMinutes 43200, from the middleware's now). For a
 * service also its calendar resources, and the shop's when the service names none.
 */
export const fetchSlots = fromPromise<SlotsResult, { target: ScheduleTarget }>(
  async ({ input, signal }) => {
    const { target } = input;
    if (target.kind === 'campaign') {
      const slots = await unwrap(campaignSlotsCall(target.campaignId, { signal }));
      return { slots, resources: [] };
    }
    const query = slotWindowQuery();
    const path = { shopMerchantServiceId: target.serviceId };
    const [slots, serviceResources, shopResources] = await Promise.all([
      unwrap(
        apiClient.GET('/v4/shopmerchantservices/{shopMerchantServiceId}/calendar/available-slots', {
          params: { path, query },
          signal,
        }),
      ),
      unwrap(
        apiClient.GET('/v4/shopmerchantservices/{shopMerchantServiceId}/calendar/resources', {
          params: { path },
          signal,
        }),
      ),
      unwrap(
        apiClient.GET('/v4/shops/{shopId}/calendar/resources', {
          params: { path: { shopId: target.shopId } },
          signal,
        }),
      ),
    ]);
    return { slots, resources: serviceResources.length > 0 ? serviceResources : shopResources };
  },
);

// ------------------------------------------------------------------------------------ helpers

export function bookingWindowOf(context: ScheduleContext): BookingWindow {
  return {
    schedule: context.schedule,
    now: context.now,
    leadMinutes: context.leadMinutes,
    zone: context.zone,
  };
}

/** The party size a guard judges: the one a people.change asks for, else the current one. */
function peopleFor(context: ScheduleContext, event: ScheduleEvent): number {
  return event.type === 'people.change' ? event.numberOfPeople : context.numberOfPeople;
}

const dayOffered = (context: ScheduleContext, day: IsoDay | null, people: number): boolean =>
  day !== null && isDayOffered(day, context.slots, people, bookingWindowOf(context));

const slotOffered = (context: ScheduleContext, startTime: string | null, people: number) =>
  startTime !== null &&
  findOfferedSlot(context.slots, startTime, people, bookingWindowOf(context)) !== null;

/** The calendar's slot an event names (the same instant, whatever the offset's form). */
function slotOfEvent(context: ScheduleContext, event: ScheduleEvent): CalendarSlot | null {
  if (event.type !== 'slot.select' && event.type !== 'suggestion.add') return null;
  const wanted = wallClock(event.startTime, context.zone)?.ms;
  if (wanted === undefined) return null;
  return (
    context.slots.find((slot) => wallClock(slot.startTime, context.zone)?.ms === wanted) ?? null
  );
}

/** The month to show: the chosen day's, else the current one if in range, else the first offered. */
function monthToShow(context: ScheduleContext): IsoMonth | null {
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

function shiftMonth(month: IsoMonth, by: number): IsoMonth {
  const [year = 0, monthNumber = 1] = month.split('-').map(Number);
  const index = year * 12 + (monthNumber - 1) + by;
  return `${Math.floor(index / 12)}-${String((index % 12) + 1).padStart(2, '0')}`;
}

function isMonthInRange(context: ScheduleContext, month: IsoMonth): boolean {
  const range = calendarRange(bookingWindowOf(context));
  return (
    range !== null &&
    /^\d{4}-\d{2}$/.test(month) &&
    month >= monthOf(range.first) &&
    month <= monthOf(range.last)
  );
}

const maxSelections = (context: ScheduleContext) => maxDateSelections(context.schedule);

/** The choice the context holds, as the machine's output. */
export function choiceOf(context: ScheduleContext): ScheduleChoice {
  const slot =
    context.startTime === null
      ? null
      : findOfferedSlot(
          context.slots,
          context.startTime,
          context.numberOfPeople,
          bookingWindowOf(context),
        );
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

// ------------------------------------------------------------------------------------ chart

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

/**
 * The date, time and people choice shared by the booking charts (SPEC 4 and 5): it loads the
 * schedule and the 30-day slots of a campaign or a merchant service, then lets the visitor pick
 * a month, a day, a slot (or a day only, or several date-times) and the number of people. Every
 * rule is a named guard over machines/rules; the mode is input and each mode is its own state.
 * It ends with the choice as output. A booking answered "date not available": the booking chart
 * starts this chart again with that choice as input.resume, so the slots are loaded afresh
 * (capacities have changed) and the visitor is back at the date choice, everything else kept.
 */
export const scheduleMachine = setup({
  types: {
    input: {} as ScheduleInput,
    context: {} as ScheduleContext,
    events: {} as ScheduleEvent,
    output: {} as ScheduleChoice,
  },
  actors: { fetchSchedule, fetchSlots },
  guards: {
    isSlotMode: ({ context }) => context.mode === 'slot',
    isDayMode: ({ context }) => context.mode === 'day',
    isSeveralMode: ({ context }) => context.mode === 'several',
    isRetryable: ({ context }) => isRetryableCampaignError(context.error),
    /** Some day has a slot with room for the party (SPEC 5 capacity and bookability rules). */
    hasOfferedDays: ({ context, event }) =>
      offeredDays(context.slots, peopleFor(context, event), bookingWindowOf(context)).length > 0,
    isChosenDateOffered: ({ context, event }) =>
      dayOffered(context, context.date, peopleFor(context, event)),
    isChosenSlotOffered: ({ context, event }) =>
      slotOffered(context, context.startTime, peopleFor(context, event)),
    isPeopleCountAllowed: ({ context, event }) =>
      event.type === 'people.change' &&
      isPeopleCountAllowed(event.numberOfPeople, context.peopleBounds),
    /** SPEC 5: inside the schedule, not an unavailable day, working hours, lead time. */
    isDayBookable: ({ context, event }) =>
      event.type === 'date.select' && isDayBookable(event.date, bookingWindowOf(context)),
    /** The day has a slot with room for the party (capacity >= people) that can be booked. */
    hasRoomOnDate: ({ context, event }) =>
      event.type === 'date.select' && dayOffered(context, event.date, context.numberOfPeople),
    /** The slot is one of the calendar's, on the chosen day. */
    isSlotOnChosenDay: ({ context, event }) => {
      const slot = slotOfEvent(context, event);
      return slot !== null && context.date !== null && slotDay(slot, context.zone) === context.date;
    },
    /** SPEC 5: a slot is offered only if its capacity is at least the number of people. */
    hasEnoughCapacity: ({ context, event }) => {
      const slot = slotOfEvent(context, event);
      return slot !== null && hasEnoughCapacity(slot, context.numberOfPeople);
    },
    /** SPEC 5: the slot's time is bookable (schedule, working hours, lead time). */
    isSlotBookable: ({ context, event }) => {
      const slot = slotOfEvent(context, event);
      return slot !== null && isDateTimeBookable(slot.startTime, bookingWindowOf(context));
    },
    isSuggested: ({ context, event }) =>
      (event.type === 'suggestion.add' || event.type === 'suggestion.remove') &&
      isSuggested(context.dateTimes, event.startTime, context.zone),
    canAddSuggestion: ({ context }) => canAddSuggestion(context.dateTimes, maxSelections(context)),
    areSuggestionsValid: ({ context }) =>
      areSuggestionsValid(context.dateTimes, context.now, maxSelections(context), context.zone),
    hasNextMonth: ({ context }) =>
      context.month !== null && isMonthInRange(context, shiftMonth(context.month, 1)),
    hasPreviousMonth: ({ context }) =>
      context.month !== null && isMonthInRange(context, shiftMonth(context.month, -1)),
    isMonthInRange: ({ context, event }) =>
      event.type === 'month.show' && isMonthInRange(context, event.month),
  },
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
    assignSlot: assign(({ context, event }) =>
      event.type === 'slot.select'
        ? {
            startTime:
              findOfferedSlot(
                context.slots,
                event.startTime,
                context.numberOfPeople,
                bookingWindowOf(context),
              )?.startTime ?? null,
            problem: null,
          }
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
      const slot = findOfferedSlot(
        context.slots,
        event.startTime,
        context.numberOfPeople,
        bookingWindowOf(context),
      );
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
}).createMachine({
  id: 'schedule',
  context: ({ input }) => scheduleContextOf(input),
  initial: 'loading',
  states: {
    // The schedule and the slots load side by side; both must arrive.
    loading: {
      type: 'parallel',
      entry: 'clearError',
      states: {
        schedule: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchSchedule',
                src: 'fetchSchedule',
                input: ({ context }) => ({ target: context.target }),
                onDone: {
                  target: 'fetched',
                  actions: { type: 'assignSchedule', params: ({ event }) => event.output },
                },
                onError: {
                  target: '#schedule.failed',
                  actions: {
                    type: 'assignError',
                    params: ({ event }: { event: ErrorActorEvent }) => event.error,
                  },
                },
              },
            },
            fetched: { type: 'final' },
          },
        },
        slots: {
          initial: 'fetching',
          states: {
            fetching: {
              invoke: {
                id: 'fetchSlots',
                src: 'fetchSlots',
                input: ({ context }) => ({ target: context.target }),
                onDone: {
                  target: 'fetched',
                  actions: { type: 'assignSlots', params: ({ event }) => event.output },
                },
                onError: {
                  target: '#schedule.failed',
                  actions: {
                    type: 'assignError',
                    params: ({ event }: { event: ErrorActorEvent }) => event.error,
                  },
                },
              },
            },
            fetched: { type: 'final' },
          },
        },
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
          {
            guard: and(['isPeopleCountAllowed', not('hasOfferedDays')]),
            target: '#schedule.noDates',
            actions: ['assignPeople', 'clearDate'],
          },
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
        'date.select': {
          guard: and(['isDayBookable', 'hasRoomOnDate']),
          target: '.pickingTime',
          actions: 'assignDate',
        },
      },
      states: {
        pickingDate: {
          on: {
            'schedule.confirm': {
              actions: { type: 'assignProblem', params: 'dateTimeRequired' },
            },
          },
        },
        pickingTime: {
          on: {
            'slot.select': { guard: isSlotOffered, target: 'ready', actions: 'assignSlot' },
            'schedule.confirm': {
              actions: { type: 'assignProblem', params: 'dateTimeRequired' },
            },
          },
        },
        ready: {
          on: {
            'slot.select': { guard: isSlotOffered, target: 'ready', actions: 'assignSlot' },
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
          {
            guard: and(['isPeopleCountAllowed', not('hasOfferedDays')]),
            target: '#schedule.noDates',
            actions: ['assignPeople', 'clearDate'],
          },
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
        'date.select': {
          guard: and(['isDayBookable', 'hasRoomOnDate']),
          target: '.ready',
          actions: 'assignDate',
        },
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
          {
            guard: and(['isPeopleCountAllowed', not('hasOfferedDays')]),
            target: '#schedule.noDates',
            actions: ['assignPeople', 'clearDate', 'dropUnofferedSuggestions'],
          },
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
        'date.select': {
          guard: and(['isDayBookable', 'hasRoomOnDate']),
          target: '.pickingTime',
          actions: 'assignDate',
        },
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
