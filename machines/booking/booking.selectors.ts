import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import { qrCodeOf, reservationTypeFor, type QrCodeView } from '../rules/bookingRequest';
import { addressLine } from '../rules/addressLine';
import { campaignPrice, type CampaignPrice } from '../rules/price';
import {
  servicePrice,
  serviceDurationMinutes,
  serviceTimeWindow,
  type ServicePrice,
} from '../rules/services';
import { shopZone } from '../rules/timeZone';
import type { BookingAmounts } from '../rules/bookingPrize';
import { bookerOf, bookingAmountsOf, chosenPrizeOf, prizesOf } from './booking.inputs';
import type { BookingContact, BookingContext, ReservationResult } from './booking.types';
import type { couponMachine } from './coupon.machine';
import type { dayReservationMachine } from './dayReservation.machine';
import type { reservationMachine } from './reservation.machine';
import type { suggestionsMachine } from './suggestions.machine';
import { keptAnswer } from '../keptAnswer';

/** Any of the four booking charts: they share their steps, their context and their events. */
export type BookingMachine =
  | typeof reservationMachine
  | typeof dayReservationMachine
  | typeof couponMachine
  | typeof suggestionsMachine;
export type BookingSnapshot = SnapshotFrom<BookingMachine>;
export type BookingActor = ActorRefFrom<BookingMachine>;

/** The step a booking is at, by the state the chart is in. */
export type BookingStep =
  | 'choosing'
  | 'identifying'
  | 'describing'
  | 'reviewing'
  | 'confirming'
  | 'unconfirmed'
  | 'failed'
  | 'confirmed'
  | 'pendingConfirmation'
  | 'suggestionsSent'
  | 'couponIssued'
  | 'closed';

const STEPS: readonly BookingStep[] = [
  'choosing',
  'identifying',
  'describing',
  'reviewing',
  'confirming',
  'unconfirmed',
  'failed',
  'confirmed',
  'pendingConfirmation',
  'suggestionsSent',
  'couponIssued',
  'closed',
];

export function selectStep(snapshot: BookingSnapshot): BookingStep {
  const value = snapshot.value;
  const top = typeof value === 'string' ? value : Object.keys(value)[0];
  return (STEPS.find((step) => step === top) ?? 'closed') as BookingStep;
}

/**
 * A booking whose answer was lost: being looked up in the user's bookings, the lookup itself
 * unanswered, or no way to look it up (a guest's, a coupon's).
 */
export type BookingUnconfirmed = 'lookingUp' | 'lookupFailed' | 'noLookup';

export function selectUnconfirmed(snapshot: BookingSnapshot): BookingUnconfirmed | null {
  const value: unknown = snapshot.value;
  if (typeof value !== 'object' || value === null || !('unconfirmed' in value)) return null;
  const inner = (value as { unconfirmed: unknown }).unconfirmed;
  return inner === 'lookupFailed' || inner === 'noLookup' ? inner : 'lookingUp';
}

/** When the booking is for, as the chart's mode chose it. */
export type BookingWhen =
  | { kind: 'dateTime'; startTime: string; durationSec: number | null }
  | { kind: 'day'; date: string; window: { start: string; end: string } | null }
  | { kind: 'several'; dateTimes: string[] }
  | { kind: 'none' };

/** The price line of the review (SPEC 3 prices; SPEC 4 normal or smart). */
export type BookingPrice =
  | {
      kind: 'campaign';
      price: CampaignPrice;
      /** A smart reservation: what the premium member pays instead of the price. */
      smartPrice: number | null;
    }
  | { kind: 'service'; price: ServicePrice };

/** What the review and success screens show: plain values, formatted by the view. */
export interface BookingSummary {
  /** What is booked: a campaign, or a service of the service list. */
  of: 'campaign' | 'service';
  title: string;
  shopName: string;
  address: string;
  shopPhone: string | null;
  shopEmail: string | null;
  when: BookingWhen;
  /** The shop's time zone: `when` is written at its wall clock. */
  zone: string;
  numberOfPeople: number | null;
  durationMinutes: number | null;
  price: BookingPrice;
  reservationType: 'normal' | 'smart';
  contact: BookingContact;
  /** A guest's email: where the confirmation goes. */
  email: string | null;
  isGuest: boolean;
  receiveSms: boolean;
  /** The points a booking earns (SPEC 9), as the campaign states them. */
  points: number | null;
  finishingNote: string | null;
  confirmedNote: string | null;
}

/** Type 3's fixed time window: the campaign's (campaignView), or the service's (bookingConfig). */
function timeWindowOf(target: BookingContext['target']): { start: string; end: string } | null {
  if (target.kind === 'service') return serviceTimeWindow(target.service);
  const view = target.campaign.campaignView;
  return view.startTime && view.endTime ? { start: view.startTime, end: view.endTime } : null;
}

function whenOf(context: BookingContext): BookingWhen {
  const choice = context.choice;
  switch (context.mode) {
    case 'slot':
      return choice?.startTime
        ? { kind: 'dateTime', startTime: choice.startTime, durationSec: choice.durationSec }
        : { kind: 'none' };
    case 'day': {
      if (!choice?.date) return { kind: 'none' };
      return { kind: 'day', date: choice.date, window: timeWindowOf(context.target) };
    }
    case 'several':
      return { kind: 'several', dateTimes: choice?.dateTimes ?? [] };
    case 'none':
      return { kind: 'none' };
  }
}

const keptSummary = keptAnswer<BookingSummary>();

export const selectBookingSummary = (snapshot: BookingSnapshot): BookingSummary =>
  keptSummary([snapshot.context], () => summaryOf(snapshot.context));

function summaryOf(context: BookingContext): BookingSummary {
  const { target } = context;
  const booker = bookerOf(context.identity);
  const reservationType = reservationTypeFor(target, context.identity ? booker : null);
  const common = {
    when: whenOf(context),
    zone: shopZone(target.kind === 'campaign' ? target.campaign.shop : target.shop),
    numberOfPeople: context.choice?.numberOfPeople ?? null,
    reservationType,
    contact: context.contact,
    email: context.identity?.kind === 'guest' ? context.identity.guest.email : null,
    isGuest: context.identity?.kind === 'guest',
    receiveSms: context.receiveSms,
  };
  let summary: BookingSummary;
  if (target.kind === 'campaign') {
    const { campaign } = target;
    const view = campaign.campaignView;
    const price = campaignPrice(campaign);
    summary = {
      ...common,
      of: 'campaign',
      title: view.campaignTitle,
      shopName: campaign.shop.name,
      address: addressLine(campaign.addressView ?? campaign.shop.addressView),
      shopPhone: campaign.shop.phone ?? null,
      shopEmail: campaign.shop.email ?? null,
      durationMinutes: null,
      price: {
        kind: 'campaign',
        price,
        smartPrice:
          reservationType === 'smart' && price.kind === 'priced'
            ? (price.smart?.smartPrice ?? null)
            : null,
      },
      points: (reservationType === 'smart' ? view.premiumPoints : view.points) ?? null,
      finishingNote: campaign.bookingConfig?.bookingFinishingNote ?? null,
      confirmedNote: campaign.bookingConfig?.bookingConfirmedNote ?? null,
    };
  } else {
    summary = {
      ...common,
      of: 'service',
      title: target.service.serviceName,
      shopName: target.shop.name,
      address: addressLine(target.shop.addressView),
      shopPhone: target.shop.phone ?? null,
      shopEmail: target.shop.email ?? null,
      durationMinutes: serviceDurationMinutes(target.service),
      price: { kind: 'service', price: servicePrice(target.service) },
      points: null,
      finishingNote: null,
      confirmedNote: null,
    };
  }
  return summary;
}

export const selectReservation = (snapshot: BookingSnapshot): ReservationResult | null =>
  snapshot.context.reservation;

/**
 * What "view rewards" says after a booking: the points earned, which only an account collects
 * (a guest is invited to create one, whatever the answer counted), or that none came with it.
 */
export type BookingRewards =
  | { kind: 'earned'; points: number }
  | { kind: 'createAccount' }
  | { kind: 'none' };

export function selectRewards(snapshot: BookingSnapshot): BookingRewards {
  if (snapshot.context.identity?.kind === 'guest') return { kind: 'createAccount' };
  const points = selectReservation(snapshot)?.pointsEarned ?? 0;
  return points > 0 ? { kind: 'earned', points } : { kind: 'none' };
}

export const selectBookingError = (snapshot: BookingSnapshot) => snapshot.context.error;
export const selectBookingErrorDetail = (snapshot: BookingSnapshot) => snapshot.context.errorDetail;

/** The activation code's QR code (type 5), as the success shows it. */
export function selectQrCode(snapshot: BookingSnapshot): QrCodeView {
  const reservation = snapshot.context.reservation;
  return reservation ? qrCodeOf(reservation) : null;
}

/** The chart's children, for the screens of the steps that are charts of their own. */
export const selectScheduleActor = (snapshot: BookingSnapshot) => snapshot.children.schedule;
export const selectAuthActor = (snapshot: BookingSnapshot) => snapshot.children.auth;
export const selectContactActor = (snapshot: BookingSnapshot) => snapshot.children.contact;
export const selectShareActor = (snapshot: BookingSnapshot) => snapshot.children.share;

/** One of the visitor's prizes, as the review lists it. */
export interface BookingPrizeOption {
  id: number;
  name: string;
  value: number;
}

/**
 * Where the visitor decides on a prize (the review): their points balance (a signed-in
 * visitor's), the prizes they may use on this booking, the one chosen, the amounts with it, and
 * SPEC 5's refusal of a prize that leaves less than 2 € to pay.
 */
export interface BookingPrizeChoice {
  pointsBalance: number | null;
  prizes: BookingPrizeOption[];
  prizeId: number | null;
  /** The prize chosen (kept on the success: it was used). */
  chosen: BookingPrizeOption | null;
  amounts: BookingAmounts | null;
  prizeError: 'voucherAmountTooLow' | null;
}

const prizeChoices = new WeakMap<object, BookingPrizeChoice>();
const optionOf = ({ id, name, value }: BookingPrizeOption): BookingPrizeOption => ({
  id,
  name,
  value,
});

export function selectPrizeChoice(snapshot: BookingSnapshot): BookingPrizeChoice {
  const { context } = snapshot;
  const known = prizeChoices.get(context);
  if (known) return known;
  const user = context.identity?.kind === 'user' ? context.identity.user : null;
  const chosen = chosenPrizeOf(context);
  const choice: BookingPrizeChoice = {
    pointsBalance: user ? (user.points ?? 0) : null,
    prizes: prizesOf(context).map(optionOf),
    prizeId: chosen?.id ?? null,
    chosen: chosen ? optionOf(chosen) : null,
    amounts: bookingAmountsOf(context),
    prizeError: context.prizeError,
  };
  prizeChoices.set(context, choice);
  return choice;
}
