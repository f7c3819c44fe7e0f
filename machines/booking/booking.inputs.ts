import { nowMs } from '../../api/clock';
import { signInPrefill } from '../auth/identifying';
import type { PendingRequest } from '../../domain/pendingRequest';
import type { ShareTarget } from '../../domain/share';
import type { AuthInput } from '../auth/auth.types';
import { canContinueAsGuest } from '../rules/availability';
import {
  BOOKING_OPERATIONS,
  bookingCallFor,
  bookingRequestOf,
  reservationTypeFor,
  type Booker,
  type BookingTarget,
} from '../rules/bookingRequest';
import {
  bookingAmounts,
  canUsePrizeOn,
  usablePrizes,
  type BookingAmounts,
} from '../rules/bookingPrize';
import { bookingExtrasOf, bookingResumeOf } from '../rules/bookingFlow';
import { idempotencyKeyFor } from '../rules/idempotency';
import { campaignDefaultPeople, campaignPeopleBounds } from '../rules/people';
import { contactFromGuest, contactFromUser } from '../rules/user';
import { campaignScheduleInput, serviceScheduleInput } from '../schedule/schedule.input';
import type { ScheduleChoice, ScheduleInput } from '../schedule/schedule.types';
import { serviceChoiceOf } from '../services/services.machine';
import { bookingQuery, freeBookingPath, type CreateBookingInput } from './booking.actors';
import type {
  BookingContact,
  BookingContext,
  BookingInput,
  DateMode,
  Identity,
} from './booking.types';
import type { ContactInput } from './contact.machine';
import type { ShareInput } from './share.machine';

/**
 * What the booking charts start from and what they hand their children and calls: the starting
 * context, who books, and each child's and call's input, read from the chart's context.
 */

/** Who books, as the create calls need it. */
export function bookerOf(identity: Identity | null): Booker {
  if (identity?.kind === 'user') {
    return {
      kind: 'user',
      userId: identity.user.id,
      token: identity.user.token,
      isPremium: identity.user.isPremium === true,
    };
  }
  return { kind: 'guest', email: identity?.kind === 'guest' ? identity.guest.email : '' };
}

/**
 * The contact prefilled from whoever books (SPEC 4 Login: name and phone from the user's details,
 * the prefix falling back to +351; a guest's own details); the notes stay as typed.
 */
export function contactFor(contact: BookingContact, identity: Identity | null): BookingContact {
  if (identity?.kind === 'user') return contactFromUser(contact, identity.user);
  if (identity?.kind === 'guest') return contactFromGuest(contact, identity.guest);
  return contact;
}

/**
 * A campaign's booking kept before a reload, read back checked: the date choice against the
 * campaign's bounds, the prize, the NIF and the note (machines/rules/bookingFlow.ts); or null.
 */
function keptReadBack(input: BookingInput) {
  const { kept, target } = input;
  if (!kept || target.kind !== 'campaign') return null;
  const extras = bookingExtrasOf(kept);
  const view = target.campaign.campaignView;
  const choice = bookingResumeOf(kept, {
    ...campaignPeopleBounds(view),
    initial: campaignDefaultPeople(view),
  });
  return { ...extras, resume: choice ? { choice } : null };
}

/** The context a booking chart starts with (stories and tests start from it too). */
export function initialBookingContext(input: BookingInput, mode: DateMode): BookingContext {
  const kept = keptReadBack(input);
  // Reopened after a reload: the note, the NIF and the name, prefix and phone as typed, read
  // back checked, not as stored.
  const contact = kept
    ? {
        ...input.contact,
        notes: kept.notes,
        ...(kept.vatId ? { vatId: kept.vatId } : {}),
      }
    : input.contact;
  return {
    allowGuestLogin: input.allowGuestLogin,
    providerId: input.providerId,
    social: input.social,
    channelManager: input.channelManager,
    referralCode: input.referralCode,
    mapToken: input.mapToken,
    target: input.target,
    mode,
    identity: input.identity,
    // Typed on the contact step before a reload: wins over whoever books's own details.
    contact: { ...contactFor(contact, input.identity), ...kept?.contactTyped },
    typedContact: kept?.contactTyped ?? null,
    hasContact: false,
    choice: null,
    resume: input.resume ?? kept?.resume ?? null,
    receiveSms: false,
    prizeId: input.prizeId ?? (kept?.prizeId || null),
    prizeError: null,
    keySeed: input.keySeed,
    now: input.now,
    reservation: null,
    error: null,
    errorDetail: null,
    requestedAtMs: null,
  };
}

/** SPEC 6: a guest only where the context allows it and the campaign is not for members only. */
export function isGuestAllowed(context: Pick<BookingContext, 'target' | 'allowGuestLogin'>) {
  return context.target.kind === 'campaign'
    ? canContinueAsGuest(context.target.campaign, context)
    : context.allowGuestLogin;
}

export type WithContext = { context: BookingContext };

/** What is booked, by name: the campaign's title or the service's name. */
const titleOf = (target: BookingTarget) =>
  target.kind === 'campaign'
    ? target.campaign.campaignView.campaignTitle
    : target.service.serviceName;

/** The shop the booking is made at. */
const shopOf = (target: BookingTarget) =>
  target.kind === 'campaign' ? target.campaign.shop : target.shop;

/** The date choice of the chart's mode, for a campaign or a service, resumed where it was. */
export function scheduleInputOf({ context }: WithContext): ScheduleInput {
  const mode = context.mode === 'none' ? 'slot' : context.mode;
  const extra = { now: context.now, resume: context.resume };
  return context.target.kind === 'campaign'
    ? campaignScheduleInput(context.target.campaign, mode, extra)
    : serviceScheduleInput(
        serviceChoiceOf(context.target.shop, context.target.service),
        mode,
        extra,
      );
}

export function authInputOf({ context }: WithContext): AuthInput {
  return {
    allowGuestLogin: isGuestAllowed(context),
    // A chart with no date to choose hands out a coupon rather than booking a time.
    reason: context.mode === 'none' ? 'coupon' : 'booking',
    providerId: context.providerId,
    prefill: signInPrefill(context.contact),
    social: context.social,
  };
}

export function contactInputOf({ context }: WithContext): ContactInput {
  // A booking asks for the NIF too (SPEC 3 Contact: vatId), optional.
  return { contact: context.contact, askVatId: true };
}

/** The prizes the visitor may use on this booking: a signed-in visitor's, on a priced booking. */
export function prizesOf(context: BookingContext) {
  if (context.identity?.kind !== 'user') return [];
  if (!canUsePrizeOn(context.target, bookerOf(context.identity))) return [];
  return usablePrizes(context.identity.user.prizes ?? []);
}

/** The prize chosen, while it is still one the visitor may use here. */
export function chosenPrizeOf(context: BookingContext) {
  return prizesOf(context).find((prize) => prize.id === context.prizeId) ?? null;
}

/** What the booking costs, the prize taken off, what is left (null: no price). */
export function bookingAmountsOf(context: BookingContext): BookingAmounts | null {
  const smart = reservationTypeFor(context.target, bookerOf(context.identity)) === 'smart';
  const numberOfPeople = context.choice?.numberOfPeople ?? 1;
  return bookingAmounts(context.target, { smart, numberOfPeople }, chosenPrizeOf(context));
}

/** The chosen date, time and people; a coupon has no date choice: the campaign's default count. */
function choiceOf(context: BookingContext): ScheduleChoice {
  if (context.choice) return context.choice;
  const initial =
    context.target.kind === 'campaign'
      ? campaignScheduleInput(context.target.campaign, 'slot').people.initial
      : serviceChoiceOf(context.target.shop, context.target.service).people.initial;
  return { date: null, startTime: null, durationSec: null, numberOfPeople: initial, dateTimes: [] };
}

/**
 * What the booking call sends. Its Idempotency-Key stands for this content only: a retry or a
 * resend of the same request keeps it, another date, party or contact makes a new one.
 */
export function createInputOf({ context }: WithContext): CreateBookingInput {
  const booker = bookerOf(context.identity);
  const request = bookingRequestOf({
    target: context.target,
    mode: context.mode,
    choice: choiceOf(context),
    contact: context.contact,
    booker,
    receiveSms: context.receiveSms,
    referralCode: context.referralCode,
    prizeId: chosenPrizeOf(context)?.id ?? null,
  });
  const operation = BOOKING_OPERATIONS[bookingCallFor(context.target, booker)];
  return {
    request,
    idempotencyKey: idempotencyKeyFor(context.keySeed, operation, request),
    booker,
    providerId: context.providerId,
    channelManager: context.channelManager,
  };
}

/** The booking call as it goes out, kept until its answer is known (domain/pendingRequest.ts). */
export function pendingBookingOf({ context }: WithContext): PendingRequest {
  const input = createInputOf({ context });
  const call = bookingCallFor(context.target, input.booker);
  return {
    kind: 'booking',
    operation: BOOKING_OPERATIONS[call],
    params:
      call === 'createFreeBooking'
        ? { path: freeBookingPath(input.booker) }
        : { query: bookingQuery(input) },
    body: input.request,
    key: input.idempotencyKey,
    title: titleOf(context.target),
    // What a reload needs to look it up instead of sending it again (README "Money safety").
    requestedAtMs: context.requestedAtMs ?? nowMs(),
    requester:
      input.booker.kind === 'user'
        ? { kind: 'user', userId: input.booker.userId }
        : { kind: 'guest' },
    campaignId:
      context.target.kind === 'campaign' ? context.target.campaign.campaignView.campaignId : null,
    shopId: shopOf(context.target).id,
  };
}

export function shareInputOf({ context }: WithContext): ShareInput {
  const target: ShareTarget =
    context.target.kind === 'campaign'
      ? { campaignId: context.target.campaign.campaignView.campaignId }
      : { shopId: context.target.shop.id, serviceId: context.target.service.id };
  const title = titleOf(context.target);
  return { title, text: `${title} · ${shopOf(context.target).name}`, target };
}
