/**
 * Changing or cancelling one reservation (machines/editBooking/editBooking.machine.ts), one still
 * picture per state, drawn by EditBookingScreen: Ana (1001) signed in, with her reservation of
 * campaign 108 ("Copo de boas-vindas no jantar", Taberna do Chiado) for 4 people at the first
 * slot the sandbox offers, as the sandbox lists it. The schedule is the sandbox's own for 108.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows; a variant adds a note
 * in brackets (`choosing (date not available)`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { nowIso } from '../api/clock';
import {
  campaignFixture,
  campaignSlotsFixture,
  myBookingsFixture,
  scheduleFixture,
} from '../api/sandbox/fixtures';
import { signedInUserFixture } from '../api/sandbox/userFixtures';
import { authMachine } from '../machines/auth/auth.machine';
import { initialAuthContext } from '../machines/auth/auth.setup';
import {
  currentChoiceOf,
  editBookingMachine,
  initialEditBookingContext,
  type EditBookingContext,
  type EditIntent,
} from '../machines/editBooking/editBooking.machine';
import { DEFAULT_SHOP_ZONE } from '../machines/rules/format';
import { monthOf } from '../machines/rules/schedule';
import { offeredDays, offeredSlotsOfDay } from '../machines/rules/slots';
import { campaignScheduleInput } from '../machines/schedule/schedule.input';
import { bookingWindowOf, scheduleContextOf } from '../machines/schedule/schedule.context';
import { scheduleMachine } from '../machines/schedule/schedule.machine';
import type { ScheduleChoice, ScheduleContext } from '../machines/schedule/schedule.types';
import { EditBookingScreen } from '../ui/screens/EditBookingScreen';
import { childState, stateStories } from './support/stateStory';

const meta = { title: 'editBooking' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const editBookingStory = stateStories(editBookingMachine, (actor) => (
  <EditBookingScreen actor={actor} />
));

const ana = signedInUserFixture(1001);
const now = nowIso();
const campaign = campaignFixture(108);
const booking = myBookingsFixture(ana.id, [{ reservation: 108, people: 4 }]).items[0]!;
const scheduleInput = campaignScheduleInput(campaign, 'slot', { now });

/** The schedule loaded, at `choice` (the reservation as it is, unless told otherwise). */
function schedule(fields: Partial<ScheduleContext> = {}): ScheduleContext {
  const base = scheduleContextOf({
    ...scheduleInput,
    resume: { choice: currentChoiceOf(booking, DEFAULT_SHOP_ZONE) },
  });
  const context = {
    ...base,
    schedule: scheduleFixture(108),
    slots: campaignSlotsFixture(108),
    ...fields,
  };
  const days = offeredDays(context.slots, context.numberOfPeople, bookingWindowOf(context));
  return { ...context, month: context.month ?? (days[0] ? monthOf(days[0]) : null) };
}

/** Another slot, two days on, for 2: what the review shows as the new reservation. */
const newChoice: ScheduleChoice = (() => {
  const context = schedule();
  const window = bookingWindowOf(context);
  const day = offeredDays(context.slots, 2, window)[2] ?? null;
  const slot = day ? offeredSlotsOfDay(context.slots, day, 2, window).at(-1) : undefined;
  return {
    date: day,
    startTime: slot?.startTime ?? null,
    durationSec: slot?.durationSec ?? null,
    numberOfPeople: 2,
    dateTimes: [],
  };
})();

function editing(intent: EditIntent, fields: Partial<EditBookingContext> = {}) {
  return {
    ...initialEditBookingContext({
      userId: ana.id,
      token: ana.token,
      booking,
      intent,
      keySeed: 'story',
      now,
    }),
    campaign: intent === 'change' ? campaign : null,
    ...fields,
  } satisfies EditBookingContext;
}

const changed = { ...booking, dateTime: newChoice.startTime!, numberOfPeople: 2 };

// ------------------------------------------------------------------ changing

/** Passing: where the edit starts (the change loads the campaign, a cancel asks first). */
export const starting: Story = {
  name: 'starting',
  ...editBookingStory({ value: 'starting', context: editing('change', { campaign: null }) }),
};

/** The campaign (its lead time, people, schedule) on its way. */
export const loadingCampaign: Story = {
  name: 'loadingCampaign',
  ...editBookingStory({ value: 'loadingCampaign', context: editing('change', { campaign: null }) }),
};

/** The campaign did not come: the message, a retry, the way back. */
export const campaignFailed: Story = {
  name: 'campaignFailed',
  ...editBookingStory({
    value: 'campaignFailed',
    context: editing('change', { campaign: null, error: 'network' }),
  }),
};

/** The booking's own schedule, at the reservation's day, slot and people. */
export const choosing: Story = {
  name: 'choosing',
  ...editBookingStory({
    value: 'choosing',
    context: editing('change'),
    children: {
      schedule: childState('schedule', scheduleMachine, {
        value: { slot: 'ready' },
        context: schedule(),
      }),
    },
  }),
};

/** The slot was taken meanwhile: SPEC 8's message, the date to choose again, the people kept. */
export const choosingDateNotAvailable: Story = {
  name: 'choosing (date not available)',
  ...editBookingStory({
    value: 'choosing',
    context: editing('change', { choice: newChoice, error: 'dateNotAvailable' }),
    children: {
      schedule: childState('schedule', scheduleMachine, {
        value: { slot: 'pickingDate' },
        context: schedule({
          numberOfPeople: 2,
          date: null,
          startTime: null,
          problem: 'dateNotAvailable',
        }),
      }),
    },
  }),
};

/** Before and after: the reservation now, the new slot and people; confirm or choose again. */
export const reviewing: Story = {
  name: 'reviewing',
  ...editBookingStory({ value: 'reviewing', context: editing('change', { choice: newChoice }) }),
};

/** The same slot and people chosen: nothing to change, nothing sent. */
export const reviewingUnchanged: Story = {
  name: 'reviewing (nothing changed)',
  ...editBookingStory({
    value: 'reviewing',
    context: editing('change', { choice: currentChoiceOf(booking, DEFAULT_SHOP_ZONE) }),
  }),
};

/** The change on its way. */
export const saving: Story = {
  name: 'saving',
  ...editBookingStory({ value: 'saving', context: editing('change', { choice: newChoice }) }),
};

/** Not saved (no answer): the message, the same change again, another date, or back. */
export const saveFailed: Story = {
  name: 'saveFailed',
  ...editBookingStory({
    value: 'saveFailed',
    context: editing('change', { choice: newChoice, error: 'network' }),
  }),
};

/** No answer within 40 s. */
export const saveFailedTimeout: Story = {
  name: 'saveFailed (timeout)',
  ...editBookingStory({
    value: 'saveFailed',
    context: editing('change', { choice: newChoice, error: 'timeout' }),
  }),
};

/** Changed: the new date, time and people, as the middleware answered. */
export const saved: Story = {
  name: 'saved',
  ...editBookingStory({
    value: 'saved',
    context: editing('change', { choice: newChoice, result: changed }),
  }),
};

// ------------------------------------------------------------------ cancelling

/** Asked first: the reservation, and "Sim, cancelar a reserva". */
export const confirmingCancel: Story = {
  name: 'confirmingCancel',
  ...editBookingStory({ value: 'confirmingCancel', context: editing('cancel') }),
};

export const cancelling: Story = {
  name: 'cancelling',
  ...editBookingStory({ value: 'cancelling', context: editing('cancel') }),
};

/** Not cancelled (a server error): the message and a retry. */
export const cancelFailed: Story = {
  name: 'cancelFailed',
  ...editBookingStory({ value: 'cancelFailed', context: editing('cancel', { error: 'generic' }) }),
};

export const cancelled: Story = {
  name: 'cancelled',
  ...editBookingStory({
    value: 'cancelled',
    context: editing('cancel', { result: { ...booking, state: 'cancelled' } }),
  }),
};

// ------------------------------------------------------------------ the session

/** The token was refused: a new sign-in, what was chosen kept. */
export const sessionEnded: Story = {
  name: 'sessionEnded',
  ...editBookingStory({
    value: 'sessionEnded',
    context: editing('change', { choice: newChoice, error: 'generic' }),
  }),
};

/** Signing in again (the auth chart), the edit waiting. */
export const signingIn: Story = {
  name: 'signingIn',
  ...editBookingStory({
    value: 'signingIn',
    context: editing('change', { choice: newChoice }),
    children: {
      auth: childState('auth', authMachine, {
        value: 'enteringEmail',
        context: initialAuthContext({ allowGuestLogin: false, reason: 'myBookings' }),
      }),
    },
  }),
};

/** Passing: signed in again, back where the edit was. */
export const resuming: Story = {
  name: 'resuming',
  ...editBookingStory({ value: 'resuming', context: editing('change', { choice: newChoice }) }),
};

/** The edit ended: the list takes over (the title and the way back stay until then). */
export const closed: Story = {
  name: 'closed',
  ...editBookingStory({ value: 'closed', context: editing('change') }),
};
