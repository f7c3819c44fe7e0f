/**
 * The date, time and people chart (machines/schedule/schedule.machine.ts), one still picture per
 * state: loading (schedule and slots side by side), failed, no dates, and the three ways of
 * choosing — one slot (types 1 and 2, and services), a day (type 3), several date-times (type 6)
 * — then done.
 *
 * Convention (stories/README.md): the title is the machine's id and every story is named by the
 * state path it shows; a variant adds a note in brackets. Calendars and slots are what the
 * sandbox answers today (api/sandbox/fixtures.ts), so the pictures follow the real date.
 */
import { nowIso } from '../api/clock';
import type { Meta, StoryObj } from '@storybook/react-vite';
import {
  campaignFixture,
  campaignSlotsFixture,
  scheduleFixture,
  serviceFixture,
  serviceResourcesFixture,
  serviceSlotsFixture,
  shopFixture,
} from '../api/sandbox/fixtures';
import { monthOf } from '../machines/rules/schedule';
import { offeredDays, offeredSlotsOfDay } from '../machines/rules/slots';
import { bookingWindowOf, scheduleContextOf } from '../machines/schedule/schedule.context';
import { scheduleMachine } from '../machines/schedule/schedule.machine';
import type { ScheduleContext, ScheduleInput } from '../machines/schedule/schedule.types';
import { campaignScheduleInput, serviceScheduleInput } from '../machines/schedule/schedule.input';
import { serviceChoiceOf } from '../machines/services/services.machine';
import { ScheduleScreen } from '../ui/screens/ScheduleScreen';
import { stateStories } from './support/stateStory';

const meta = { title: 'schedule' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const scheduleStory = stateStories(scheduleMachine, (actor) => <ScheduleScreen actor={actor} />);

const now = nowIso();

/** Campaign 101 (type 1, dinner calendar, 2 to 8 people), 102's brunch, 103 (type 3), 106 (type 6). */
const dinner = campaignScheduleInput(campaignFixture(101), 'slot', { now });
const happyHour = campaignScheduleInput(campaignFixture(103), 'day', { now });
const group = campaignScheduleInput(campaignFixture(106), 'several', { now });

/** Service 1201 (barber, shop 12), as the service list hands it on. */
const barber = serviceScheduleInput(
  serviceChoiceOf(shopFixture(12), serviceFixture(1201)),
  'slot',
  {
    now,
  },
);

/** A context after loading: the sandbox's schedule and slots, the first offered month shown. */
function loaded(
  input: ScheduleInput,
  fields: Partial<ScheduleContext> = {},
  loadedData?: Pick<ScheduleContext, 'schedule' | 'slots' | 'resources'>,
): ScheduleContext {
  const base = scheduleContextOf(input);
  const target = input.target;
  const data = loadedData ?? {
    schedule: target.kind === 'campaign' ? scheduleFixture(target.campaignId) : null,
    slots:
      target.kind === 'campaign'
        ? campaignSlotsFixture(target.campaignId)
        : serviceSlotsFixture(target.serviceId),
    resources: target.kind === 'service' ? serviceResourcesFixture(target.serviceId) : [],
  };
  const context = { ...base, ...data, ...fields };
  const days = offeredDays(context.slots, context.numberOfPeople, bookingWindowOf(context));
  const month = context.date ? monthOf(context.date) : days[0] ? monthOf(days[0]) : null;
  return { ...context, month: context.month ?? month };
}

/** The first offered day and its first slots, for a loaded context. */
function firstChoice(context: ScheduleContext, slotCount = 1) {
  const window = bookingWindowOf(context);
  const day = offeredDays(context.slots, context.numberOfPeople, window)[0] ?? null;
  const slots = day ? offeredSlotsOfDay(context.slots, day, context.numberOfPeople, window) : [];
  return { day, startTimes: slots.slice(0, slotCount).map((slot) => slot.startTime) };
}

function chosen(input: ScheduleInput, fields: Partial<ScheduleContext> = {}): ScheduleContext {
  const context = loaded(input, fields);
  const { day, startTimes } = firstChoice(context);
  return {
    ...context,
    date: day,
    month: day ? monthOf(day) : context.month,
    startTime: startTimes[0] ?? null,
  };
}

/** Type 6: several slots suggested across the first offered days. */
function suggested(count: number, fields: Partial<ScheduleContext> = {}): ScheduleContext {
  const context = loaded(group, fields);
  const window = bookingWindowOf(context);
  const days = offeredDays(context.slots, context.numberOfPeople, window);
  const dateTimes = days
    .flatMap((day) => offeredSlotsOfDay(context.slots, day, context.numberOfPeople, window))
    .slice(0, count)
    .map((slot) => slot.startTime);
  const day = days[0] ?? null;
  return { ...context, date: day, month: day ? monthOf(day) : context.month, dateTimes };
}

// ------------------------------------------------------------------------------------ loading

export const loadingScheduleFetching: Story = {
  name: 'loading.schedule.fetching',
  ...scheduleStory({
    value: { loading: { schedule: 'fetching', slots: 'fetching' } },
    context: scheduleContextOf(dinner),
  }),
};

export const loadingScheduleFetched: Story = {
  name: 'loading.schedule.fetched',
  ...scheduleStory({
    value: { loading: { schedule: 'fetched', slots: 'fetching' } },
    context: { ...scheduleContextOf(dinner), schedule: scheduleFixture(101) },
  }),
};

export const loadingSlotsFetching: Story = {
  name: 'loading.slots.fetching',
  ...scheduleStory({
    value: { loading: { schedule: 'fetched', slots: 'fetching' } },
    context: { ...scheduleContextOf(dinner), schedule: scheduleFixture(101) },
  }),
};

export const loadingSlotsFetched: Story = {
  name: 'loading.slots.fetched',
  ...scheduleStory({
    value: { loading: { schedule: 'fetching', slots: 'fetched' } },
    context: { ...scheduleContextOf(dinner), slots: campaignSlotsFixture(101) },
  }),
};

// ------------------------------------------------------------------------------------ faults

/** The network failed: a retry is offered (and, here, really loads from the sandbox). */
export const failed: Story = {
  name: 'failed',
  ...scheduleStory({
    value: 'failed',
    context: { ...scheduleContextOf(dinner), error: 'network' },
  }),
};

export const failedCampaignInvalid: Story = {
  name: 'failed (campaignInvalid)',
  ...scheduleStory({
    value: 'failed',
    context: { ...scheduleContextOf(dinner), error: 'campaignInvalid' },
  }),
};

/** Campaign 106 for 12 people: no dinner slot has room for so many. */
export const noDates: Story = {
  name: 'noDates',
  ...scheduleStory({ value: 'noDates', context: loaded(group, { numberOfPeople: 12 }) }),
};

// ------------------------------------------------------------------------------------ one slot

export const slotPickingDate: Story = {
  name: 'slot.pickingDate',
  ...scheduleStory({ value: { slot: 'pickingDate' }, context: loaded(dinner) }),
};

/** Confirmed without a time: the validation message of SPEC 5. */
export const slotPickingDateProblem: Story = {
  name: 'slot.pickingDate (date and time required)',
  ...scheduleStory({
    value: { slot: 'pickingDate' },
    context: loaded(dinner, { problem: 'dateTimeRequired' }),
  }),
};

/** A booking answered that the date was taken meanwhile: back here, people and month kept. */
export const slotPickingDateTaken: Story = {
  name: 'slot.pickingDate (date taken)',
  ...scheduleStory({
    value: { slot: 'pickingDate' },
    context: loaded(dinner, { problem: 'dateNotAvailable', numberOfPeople: 4 }),
  }),
};

export const slotPickingTime: Story = {
  name: 'slot.pickingTime',
  ...scheduleStory({
    value: { slot: 'pickingTime' },
    context: { ...chosen(dinner), startTime: null },
  }),
};

export const slotReady: Story = {
  name: 'slot.ready',
  ...scheduleStory({ value: { slot: 'ready' }, context: chosen(dinner) }),
};

/** Service 1201 (a haircut): no schedule, days from the slots, the barbers' calendars named. */
export const slotReadyService: Story = {
  name: 'slot.ready (service)',
  ...scheduleStory({ value: { slot: 'ready' }, context: chosen(barber) }),
};

// ------------------------------------------------------------------------------------ a day

export const dayPickingDate: Story = {
  name: 'day.pickingDate',
  ...scheduleStory({ value: { day: 'pickingDate' }, context: loaded(happyHour) }),
};

export const dayReady: Story = {
  name: 'day.ready',
  ...scheduleStory({ value: { day: 'ready' }, context: { ...chosen(happyHour), startTime: null } }),
};

// ------------------------------------------------------------------------------------ several

export const severalPickingDate: Story = {
  name: 'several.pickingDate',
  ...scheduleStory({ value: { several: 'pickingDate' }, context: loaded(group) }),
};

export const severalPickingTime: Story = {
  name: 'several.pickingTime',
  ...scheduleStory({ value: { several: 'pickingTime' }, context: suggested(2) }),
};

/** Two suggestions, confirmed: at least 3, one 24 hours ahead. */
export const severalPickingTimeRule: Story = {
  name: 'several.pickingTime (too few)',
  ...scheduleStory({
    value: { several: 'pickingTime' },
    context: suggested(2, { problem: 'suggestionsRule' }),
  }),
};

/** The maximum (5, from the schedule) reached and one more asked for: refused. */
export const severalPickingTimeFull: Story = {
  name: 'several.pickingTime (maximum reached)',
  ...scheduleStory({
    value: { several: 'pickingTime' },
    context: suggested(5, { problem: 'tooManySelections' }),
  }),
};

// ------------------------------------------------------------------------------------ done

export const done: Story = {
  name: 'done',
  ...scheduleStory({ value: 'done', context: chosen(dinner) }),
};

export const doneSeveral: Story = {
  name: 'done (several)',
  ...scheduleStory({ value: 'done', context: { ...suggested(3), date: null } }),
};
