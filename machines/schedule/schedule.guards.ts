import { isRetryableCampaignError } from '../rules/campaign';
import { isPeopleCountAllowed } from '../rules/people';
import { isDateTimeBookable, isDayBookable } from '../rules/schedule';
import { hasEnoughCapacity, slotDay } from '../rules/slots';
import { areSuggestionsValid, canAddSuggestion, isSuggested } from '../rules/suggestions';
import {
  bookingWindowOf,
  dayOffered,
  isMonthInRange,
  maxSelections,
  offeredDaysOf,
  peopleFor,
  shiftMonth,
  slotOfEvent,
  slotOffered,
} from './schedule.context';
import type { ScheduleContext, ScheduleEvent } from './schedule.types';

type Args = { context: ScheduleContext; event: ScheduleEvent };

/**
 * The date, time and people chart's guards, named in its setup (schedule.machine.ts): every rule
 * of SPEC 4 and 5 it asks, over machines/rules, for the event at hand.
 */
export const scheduleGuards = {
  isSlotMode: ({ context }: Args) => context.mode === 'slot',
  isDayMode: ({ context }: Args) => context.mode === 'day',
  isSeveralMode: ({ context }: Args) => context.mode === 'several',
  isRetryable: ({ context }: Args) => isRetryableCampaignError(context.error),
  /** Some day has a slot with room for the party (SPEC 5 capacity and bookability rules). */
  hasOfferedDays: ({ context, event }: Args) =>
    offeredDaysOf(context, peopleFor(context, event)).length > 0,
  isChosenDateOffered: ({ context, event }: Args) =>
    dayOffered(context, context.date, peopleFor(context, event)),
  isChosenSlotOffered: ({ context, event }: Args) =>
    slotOffered(context, context.startTime, peopleFor(context, event)),
  isPeopleCountAllowed: ({ context, event }: Args) =>
    event.type === 'people.change' &&
    isPeopleCountAllowed(event.numberOfPeople, context.peopleBounds),
  /** SPEC 5: inside the schedule, not an unavailable day, working hours, lead time. */
  isDayBookable: ({ context, event }: Args) =>
    event.type === 'date.select' && isDayBookable(event.date, bookingWindowOf(context)),
  /** The day has a slot with room for the party (capacity >= people) that can be booked. */
  hasRoomOnDate: ({ context, event }: Args) =>
    event.type === 'date.select' && dayOffered(context, event.date, context.numberOfPeople),
  /** The slot is one of the calendar's, on the chosen day. */
  isSlotOnChosenDay: ({ context, event }: Args) => {
    const slot = slotOfEvent(context, event);
    return slot !== null && context.date !== null && slotDay(slot, context.zone) === context.date;
  },
  /** SPEC 5: a slot is offered only if its capacity is at least the number of people. */
  hasEnoughCapacity: ({ context, event }: Args) => {
    const slot = slotOfEvent(context, event);
    return slot !== null && hasEnoughCapacity(slot, context.numberOfPeople);
  },
  /** SPEC 5: the slot's time is bookable (schedule, working hours, lead time). */
  isSlotBookable: ({ context, event }: Args) => {
    const slot = slotOfEvent(context, event);
    return slot !== null && isDateTimeBookable(slot.startTime, bookingWindowOf(context));
  },
  isSuggested: ({ context, event }: Args) =>
    (event.type === 'suggestion.add' || event.type === 'suggestion.remove') &&
    isSuggested(context.dateTimes, event.startTime, context.zone),
  canAddSuggestion: ({ context }: Args) =>
    canAddSuggestion(context.dateTimes, maxSelections(context)),
  areSuggestionsValid: ({ context }: Args) =>
    areSuggestionsValid(context.dateTimes, context.now, maxSelections(context), context.zone),
  hasNextMonth: ({ context }: Args) =>
    context.month !== null && isMonthInRange(context, shiftMonth(context.month, 1)),
  hasPreviousMonth: ({ context }: Args) =>
    context.month !== null && isMonthInRange(context, shiftMonth(context.month, -1)),
  isMonthInRange: ({ context, event }: Args) =>
    event.type === 'month.show' && isMonthInRange(context, event.month),
};
