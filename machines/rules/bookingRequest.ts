import type { ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { isPaidOffer } from './availability';
import { smartPriceView, type ReservationType } from './price';
import { normaliseVatId } from './vatId';

/**
 * The booking request of SPEC 7 (POST bookings, bookings/guest, client/book/book/{userId}) built
 * from what the visitor chose, and how its answer reads. Pure functions: the booking charts call
 * them in their actors' input and guards (machines/booking/).
 */

type Schemas = components['schemas'];
export type BookingRequest = Schemas['BookingRequest'];
export type ReservationResult = Schemas['ReservationResult'];
type CampaignInfo = Schemas['CampaignInfo'];
type Shop = Schemas['Shop'];
type ShopMerchantService = Schemas['ShopMerchantService'];

/** What is booked: a campaign, or a shop's merchant service (SPEC 3). */
export type BookingTarget =
  | { kind: 'campaign'; campaign: CampaignInfo }
  | { kind: 'service'; shop: Shop; service: ShopMerchantService };

/**
 * Who books: a signed-in user (their token goes with the call) or a guest (their email goes in
 * the body, SPEC 6).
 */
export type Booker =
  | { kind: 'user'; userId: number; token: string; isPremium: boolean }
  | { kind: 'guest'; email: string };

/**
 * How the date travels: one date-time (types 1 and 2: the chosen slot's start), a day (type 3:
 * the day inside the fixed time window), several date-times (type 6), or none (type 5: the
 * coupon is scheduled later with the merchant).
 */
export type DateMode = 'slot' | 'day' | 'several' | 'none';

/** The date, time and people chosen (the schedule chart's output). */
export interface BookingChoice {
  date: string | null;
  startTime: string | null;
  numberOfPeople: number;
  dateTimes: string[];
}

/** The contact step's details (SPEC 3, Flow state: Contact). */
export interface BookingContact {
  name: string;
  prefix: string;
  phone: string;
  notes: string;
  /** The NIF for the invoice (SPEC 3 Contact: vatId), optional: asked on a booking and an order. */
  vatId?: string;
  /** The email a guest gave or the host page prefilled: offered again when a guest is asked. */
  email?: string;
}

export interface BookingRequestParts {
  target: BookingTarget;
  mode: DateMode;
  choice: BookingChoice;
  contact: BookingContact;
  booker: Booker;
  /** The "receive SMS" choice (assumed field receiveSms, see api/openapi.yaml). */
  receiveSms: boolean;
  referralCode?: string | null;
  /** The prize used on it (SPEC 3 Book step: prizeId), if any. */
  prizeId?: number | null;
}

/**
 * Normal or smart (SPEC 4): a premium member books a campaign that has a smart price as smart;
 * everyone else, and every service, as normal.
 */
export function reservationTypeFor(target: BookingTarget, booker: Booker | null): ReservationType {
  if (target.kind !== 'campaign' || booker?.kind !== 'user') return 'normal';
  return smartPriceView(target.campaign, { isPremium: booker.isPremium }).kind === 'member'
    ? 'smart'
    : 'normal';
}

/** The ids a request names: a campaign (and its shop), or a service of a shop (campaign 0). */
export function targetIds(target: BookingTarget): {
  campaignId: number;
  shopId?: number;
  shopMerchantServiceId?: number;
} {
  if (target.kind === 'service') {
    // Assumed: a service booking names no campaign; the middleware takes campaignId 0.
    return { campaignId: 0, shopId: target.shop.id, shopMerchantServiceId: target.service.id };
  }
  return {
    campaignId: target.campaign.campaignView.campaignId,
    shopId: target.campaign.shop.id,
  };
}

function dateFields(mode: DateMode, choice: BookingChoice): Partial<BookingRequest> {
  switch (mode) {
    case 'slot':
      return choice.startTime ? { date: choice.startTime } : {};
    case 'day':
      return choice.date ? { date: choice.date } : {};
    case 'several':
      return { dateTimes: [...choice.dateTimes] };
    case 'none':
      return {};
  }
}

/** The body of the booking call, from what the visitor chose. */
export function bookingRequestOf(parts: BookingRequestParts): BookingRequest {
  const { contact, booker } = parts;
  const notes = contact.notes.trim();
  const vatId = normaliseVatId(contact.vatId ?? '');
  return {
    ...targetIds(parts.target),
    reservationType: reservationTypeFor(parts.target, booker),
    ...dateFields(parts.mode, parts.choice),
    numberOfPeople: parts.choice.numberOfPeople,
    name: contact.name.trim(),
    ...(booker.kind === 'guest' ? { email: booker.email } : {}),
    prefix: contact.prefix,
    phone: contact.phone,
    ...(notes ? { notes } : {}),
    ...(vatId ? { vatId } : {}),
    ...(parts.prizeId != null ? { prizeId: parts.prizeId } : {}),
    ...(parts.referralCode ? { referralCode: parts.referralCode } : {}),
    receiveSms: parts.receiveSms,
  };
}

/**
 * Which call books it (SPEC 7): a guest through bookings/guest; a signed-in user booking a free
 * offer through client/book/book/{userId} (the "book" flow's free reservation); any other
 * signed-in booking through bookings.
 */
export type BookingCall = 'createBooking' | 'createGuestBooking' | 'createFreeBooking';

/** Each call's operation in the contract (`METHOD /path`): what its key and resend name. */
export const BOOKING_OPERATIONS: Record<BookingCall, string> = {
  createBooking: 'POST /bookings',
  createGuestBooking: 'POST /bookings/guest',
  createFreeBooking: 'POST /client/book/book/{userId}',
};

export function isFreeOfferTarget(target: BookingTarget): boolean {
  if (target.kind !== 'campaign') return false;
  const view = target.campaign.campaignView;
  return view.offer && view.isFreeOffer && !isPaidOffer(view);
}

export function bookingCallFor(target: BookingTarget, booker: Booker): BookingCall {
  if (booker.kind === 'guest') return 'createGuestBooking';
  return isFreeOfferTarget(target) ? 'createFreeBooking' : 'createBooking';
}

/**
 * Whether the same request may be sent again: a fault may pass, but the catalogue's final answers
 * (the campaign is invalid or no longer available, no online booking) will not change.
 */
export function isRetryableBookingError(code: ErrorCode | null): boolean {
  return (
    code !== 'campaignInvalid' &&
    code !== 'campaignUnavailable' &&
    code !== 'noOnlineBooking' &&
    code !== 'registeredUsersOnly' &&
    code !== 'dateNotAvailable' &&
    code !== 'voucherAmountTooLow'
  );
}

/** What the host page hears of a booking made (the bookingMade event, api/parent/protocol.ts). */
export function bookingMadeDetail(
  target: BookingTarget,
  result: Pick<ReservationResult, 'reservationId'>,
): { campaignId?: number; serviceId?: number; reservationId: string } {
  const reservationId = String(result.reservationId);
  return target.kind === 'campaign'
    ? { campaignId: target.campaign.campaignView.campaignId, reservationId }
    : { serviceId: target.service.id, reservationId };
}

/**
 * The campaign types whose booking waits for the merchant (SPEC 4): 2 "awaits availability,
 * pending confirmation" and 6 "confirmed later by SMS and email".
 */
const TYPES_AWAITING_CONFIRMATION: readonly number[] = [2, 6];

/** The type of what is booked: the campaign's, or the service's booking type. */
export function bookingTypeOf(target: BookingTarget): number | undefined {
  return target.kind === 'campaign'
    ? target.campaign.campaignView.campaignType
    : target.service.bookingConfig?.bookingType;
}

/**
 * Confirmed, or waiting for the merchant: decided by the campaign type and the answer together
 * (api/assumptions.ts "pendingByType"). SPEC 4 makes a type 2 booking one that "awaits
 * availability, pending confirmation", so a type 2 booking is never called confirmed, whatever
 * status the answer gives; any booking the answer calls pending is pending. Only a booking of a
 * type that confirms at once, answered "confirmed", is confirmed. The type is the one booked
 * (`bookedType`) or, failing it, the one the answer names.
 */
export function isPendingReservation(
  result: Pick<ReservationResult, 'status' | 'campaignType'>,
  bookedType?: number,
): boolean {
  if (result.status !== 'confirmed') return true;
  return [bookedType, result.campaignType].some(
    (type) => type !== undefined && TYPES_AWAITING_CONFIRMATION.includes(type),
  );
}

// Whether a booking call's answer is known for good: in a module of its own, since the widget's
// first screen needs it (a request pending at a reload) and not the rest of this one.
export { isSettledBookingError } from './resend';

/**
 * How the activation code's QR code is shown (type 5). activationQrCode is assumed to be either an
 * image of it (a data: URL, or an https: URL of an image file) or the text the QR code encodes;
 * without it, the QR code encodes the activation code itself.
 */
export type QrCodeView = { kind: 'image'; url: string } | { kind: 'text'; text: string } | null;

const IMAGE_URL = /^https:\/\/[^\s]+\.(png|svg|gif|jpe?g|webp)(\?[^\s]*)?$/i;

export function qrCodeOf(
  result: Pick<ReservationResult, 'activationCode' | 'activationQrCode'>,
): QrCodeView {
  const qr = result.activationQrCode?.trim() ?? '';
  if (/^data:image\/(png|gif|jpeg|webp|svg\+xml)[;,]/i.test(qr) || IMAGE_URL.test(qr)) {
    return { kind: 'image', url: qr };
  }
  if (qr) return { kind: 'text', text: qr };
  const code = result.activationCode?.trim() ?? '';
  return code ? { kind: 'text', text: code } : null;
}
