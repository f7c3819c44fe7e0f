/**
 * The still pictures every booking chart has (the four charts share their steps): a chart's story
 * file spreads them into stories named by their state, and adds its own success states.
 *
 *   const steps = bookingSteps(dayReservationMachine, campaignBookingInput(103), 'day');
 *   export const reviewing: Story = { name: 'reviewing', ...steps.reviewing };
 */
import type { StoryObj } from '@storybook/react-vite';
import type { AnyStateMachine } from 'xstate';
import { authMachine } from '../../machines/auth/auth.machine';
import type {
  BookingContext,
  BookingInput,
  DateMode,
  ReservationResult,
} from '../../machines/booking/booking.types';
import { contactMachine } from '../../machines/booking/contact.machine';
import { shareMachine } from '../../machines/booking/share.machine';
import { scheduleMachine } from '../../machines/schedule/schedule.machine';
import { BookingScreen } from '../../ui/screens/booking/BookingScreen';
import {
  anaContact,
  authAtEmail,
  bookingContext,
  contactAt,
  guest,
  loadedSchedule,
  reservationFor,
  reviewedContext,
  shareContext,
} from './bookingFixtures';
import { childState, stateStories, type StoryChild, type StoryState } from './stateStory';

type Annotations = Omit<StoryObj, 'name'>;

/** A prize worth more than any booking's price: what SPEC 5's floor refuses. */
const BIG_PRIZE = { id: 398, name: 'Vale de 100 €', value: 100, currency: 'EUR' };

/** The signed-in visitor's prize at `index` (the sandbox's Ana has two unused). */
function prizeIdOf(context: BookingContext, index: number): number | null {
  return context.identity?.kind === 'user'
    ? (context.identity.user.prizes?.[index]?.id ?? null)
    : null;
}

function withBigPrize(context: BookingContext): BookingContext {
  const { identity } = context;
  if (identity?.kind !== 'user') return context;
  const prizes = [...(identity.user.prizes ?? []), BIG_PRIZE];
  return { ...context, identity: { ...identity, user: { ...identity.user, prizes } } };
}

export function bookingSteps(machine: AnyStateMachine, input: BookingInput, mode: DateMode) {
  const story = stateStories(machine, (actor) => <BookingScreen actor={actor} />) as (
    state: StoryState<AnyStateMachine>,
  ) => Annotations;
  const guestInput = { ...input, allowGuestLogin: true };
  /** Signed in (Ana, unless the input names someone) and the contact given. */
  const reviewed = reviewedContext(input, mode);
  /** A guest, where guests may book. */
  const reviewedGuest = reviewedContext({ ...guestInput, identity: guest }, mode);
  const schedulePicture = (context: BookingContext): Record<string, StoryChild> =>
    mode === 'none'
      ? {}
      : {
          schedule: childState('schedule', scheduleMachine, {
            value: { [mode]: 'pickingDate' } as never,
            context: loadedSchedule(input, mode, {
              problem: context.error === 'dateNotAvailable' ? 'dateNotAvailable' : null,
            }),
          }),
        };
  const succeeded = (
    value: string,
    context: BookingContext,
    fields: Partial<ReservationResult> = {},
    share: { value: 'idle' | 'shared' | 'failed'; outcome?: 'copied' } = { value: 'idle' },
  ) =>
    story({
      value,
      context: { ...context, reservation: reservationFor(context, fields) },
      children: {
        share: childState('share', shareMachine, {
          value: share.value,
          context: { ...shareContext(context), outcome: share.outcome ?? null },
        }),
      },
    });
  return {
    reviewed,
    reviewedGuest,
    succeeded,
    choosing: story({
      value: 'choosing',
      context: bookingContext(input, mode),
      children: schedulePicture(bookingContext(input, mode)),
    }),
    /** The booking answered that the date was taken meanwhile: back at the date, the rest kept. */
    choosingDateTaken: story({
      value: 'choosing',
      context: { ...reviewed, error: 'dateNotAvailable' },
      children: schedulePicture({ ...reviewed, error: 'dateNotAvailable' }),
    }),
    identifying: story({
      value: 'identifying',
      context: { ...bookingContext(guestInput, mode), choice: reviewed.choice },
      children: {
        auth: childState('auth', authMachine, {
          value: 'enteringEmail',
          context: authAtEmail(true),
        }),
      },
    }),
    describing: story({
      value: 'describing',
      context: { ...reviewed, hasContact: false },
      children: {
        contact: childState('contact', contactMachine, {
          value: 'editing',
          // A booking's contact asks for the NIF too (optional).
          context: contactAt(anaContact, { askVatId: true }),
        }),
      },
    }),
    reviewing: story({ value: 'reviewing', context: reviewed }),
    /** Signed in, a booking with a price: the points balance, one of the prizes chosen. */
    reviewingPrize: story({
      value: 'reviewing',
      context: { ...reviewed, prizeId: prizeIdOf(reviewed, 0) },
    }),
    /** A prize that would leave less than 2 € to pay: refused (SPEC 5), as on a voucher. */
    reviewingPrizeTooHigh: story({
      value: 'reviewing',
      context: {
        ...withBigPrize(reviewed),
        prizeId: BIG_PRIZE.id,
        prizeError: 'voucherAmountTooLow',
      },
    }),
    reviewingGuest: story({
      value: 'reviewing',
      context: { ...reviewedGuest, receiveSms: true },
    }),
    confirmingAsUser: story({ value: { confirming: 'asUser' }, context: reviewed }),
    confirmingAsGuest: story({ value: { confirming: 'asGuest' }, context: reviewedGuest }),
    confirmingAsFreeOffer: story({ value: { confirming: 'asFreeOffer' }, context: reviewed }),
    failed: story({ value: 'failed', context: { ...reviewed, error: 'network' } }),
    /** The answer lost: a signed-in visitor's booking is looked up, not sent again. */
    unconfirmedDeciding: story({
      value: { unconfirmed: 'deciding' },
      context: { ...reviewed, error: 'network' },
    }),
    unconfirmedLookingUp: story({
      value: { unconfirmed: 'lookingUp' },
      context: { ...reviewed, error: 'network' },
    }),
    unconfirmedLookupFailed: story({
      value: { unconfirmed: 'lookupFailed' },
      context: { ...reviewed, error: 'network' },
    }),
    /** A guest's booking cannot be looked up: said so. */
    unconfirmedNoLookup: story({
      value: { unconfirmed: 'noLookup' },
      context: { ...reviewedGuest, error: 'timeout' },
    }),
    /** A final answer (the campaign is no longer available): nothing to retry. */
    failedFinal: story({ value: 'failed', context: { ...reviewed, error: 'campaignUnavailable' } }),
    closed: story({ value: 'closed', context: reviewed }),
  };
}
