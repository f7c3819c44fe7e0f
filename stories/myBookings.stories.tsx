/**
 * The personal area's list chart (machines/myBookings/myBookings.machine.ts), one still picture
 * per state, drawn by MyBookingsList: Ana (1001) signed in, with what she booked today in the
 * sandbox (a dinner at campaign 101, a brunch at 102 the merchant confirms later, vouchers paid
 * by ATM reference and by MB WAY still pending) and her two past bookings of February; her 120
 * points and prizes 301, 302 and 303 (used). Rui (1004) has made none. Bookings, points and
 * prizes are the sandbox's own (myBookingsFixture).
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows; a variant adds a note
 * in brackets (`failed (timeout)`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import { myBookingsFixture, type MadeFixture } from '../api/sandbox/fixtures';
import { signedInUserFixture } from '../api/sandbox/userFixtures';
import {
  initialMyBookingsContext,
  myBookingsMachine,
  type MyBookingsContext,
  type MyBookingsPage,
} from '../machines/myBookings/myBookings.machine';
import { MyBookingsList } from '../ui/screens/MyBookingsList';
import {
  editBookingMachine,
  initialEditBookingContext,
} from '../machines/editBooking/editBooking.machine';
import { childState, stateStories } from './support/stateStory';

const meta = { title: 'myBookings' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const myBookingsStory = stateStories(myBookingsMachine, (actor) => (
  <MyBookingsList
    actor={actor}
    onShowCampaign={action('view.show campaign')}
    onSignInAgain={action('user.signOut')}
  />
));

const ana = signedInUserFixture(1001);
const rui = signedInUserFixture(1004);
const anaInput = { userId: ana.id, token: ana.token };

/** What Ana made today, newest last. */
const anaMade: MadeFixture[] = [
  { reservation: 101, people: 2 },
  { reservation: 102, people: 4 },
  { voucher: 101, count: 2, method: 'hipay_mb' },
  { voucher: 105, count: 1, method: 'hipay_mbway', phone: '912000004' },
];

/** The chart's context once these pages have answered. */
function listed(input: { userId: number; token: string }, pages: MyBookingsPage[]) {
  const last = pages.at(-1)!;
  return {
    ...initialMyBookingsContext(input),
    bookings: pages.flatMap((page) => page.items),
    page: last.page,
    totalCount: last.totalCount,
    points: last.points ?? null,
    prizes: last.prizes ?? [],
  } satisfies MyBookingsContext;
}

const anaFirstPage = myBookingsFixture(ana.id, anaMade);
/** Her dinner at campaign 101, which she may change or cancel. */
const anaDinner = anaFirstPage.items.find((item) => item.campaignId === 101 && item.canCancel)!;
/** Three a page: the first page of six, more to load. */
const anaPagedFirst = myBookingsFixture(ana.id, anaMade, { size: 3 });

// ------------------------------------------------------------------ loading and failing

/** The first page on its way. */
export const loading: Story = {
  name: 'loading',
  ...myBookingsStory({ value: 'loading', context: initialMyBookingsContext(anaInput) }),
};

/** No answer: the network message and a retry, never a blank screen. */
export const failed: Story = {
  name: 'failed',
  ...myBookingsStory({
    value: 'failed',
    context: { ...initialMyBookingsContext(anaInput), error: 'network' },
  }),
};

/** No answer within 40 s. */
export const failedTimeout: Story = {
  name: 'failed (timeout)',
  ...myBookingsStory({
    value: 'failed',
    context: { ...initialMyBookingsContext(anaInput), error: 'timeout' },
  }),
};

/** An answer off the contract. */
export const failedMalformed: Story = {
  name: 'failed (malformed answer)',
  ...myBookingsStory({
    value: 'failed',
    context: { ...initialMyBookingsContext(anaInput), error: 'malformedResponse' },
  }),
};

/** The token was refused (401): told so, and a new sign-in. */
export const sessionEnded: Story = {
  name: 'sessionEnded',
  ...myBookingsStory({
    value: 'sessionEnded',
    context: { ...initialMyBookingsContext(anaInput), error: 'generic' },
  }),
};

// ------------------------------------------------------------------ the list

/** Rui has booked nothing: a way back to the campaign, his points. */
export const empty: Story = {
  name: 'empty',
  ...myBookingsStory({
    value: 'empty',
    context: listed({ userId: rui.id, token: rui.token }, [myBookingsFixture(rui.id)]),
  }),
};

/**
 * Ana's six bookings: upcoming (the dinner, the brunch to be confirmed, the vouchers with their
 * ATM reference and MB WAY time left) and past; her points and prizes.
 */
export const listIdle: Story = {
  name: 'list.idle',
  ...myBookingsStory({ value: { list: 'idle' }, context: listed(anaInput, [anaFirstPage]) }),
};

/** Three of six shown: "Ver mais reservas". */
export const listIdleMore: Story = {
  name: 'list.idle (more to load)',
  ...myBookingsStory({ value: { list: 'idle' }, context: listed(anaInput, [anaPagedFirst]) }),
};

/** The next page on its way: the list stays. */
export const listLoadingMore: Story = {
  name: 'list.loadingMore',
  ...myBookingsStory({
    value: { list: 'loadingMore' },
    context: listed(anaInput, [anaPagedFirst]),
  }),
};

/** The next page did not come: what is listed stays, the message and a retry. */
export const listMoreFailed: Story = {
  name: 'list.moreFailed',
  ...myBookingsStory({
    value: { list: 'moreFailed' },
    context: { ...listed(anaInput, [anaPagedFirst]), error: 'generic' },
  }),
};

// ------------------------------------------------------------------ editing

/** Ana cancels her dinner: the edit (machines/editBooking) in place of the list. */
export const editing: Story = {
  name: 'editing',
  ...myBookingsStory({
    value: 'editing',
    context: {
      ...listed(anaInput, [anaFirstPage]),
      editing: { booking: anaDinner, intent: 'cancel' },
    },
    children: {
      editBooking: childState('editBooking', editBookingMachine, {
        value: 'confirmingCancel',
        context: initialEditBookingContext({
          ...anaInput,
          booking: anaDinner,
          intent: 'cancel',
          keySeed: 'story',
        }),
      }),
    },
  }),
};
