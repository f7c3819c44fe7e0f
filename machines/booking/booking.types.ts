import type { PendingRequest } from '../../domain/pendingRequest';
import type { ErrorCode } from '../../api/errors';
import type { WidgetEvents } from '../../api/parent/protocol';
import type { SocialSettings } from '../../api/social';
import type { AuthOutput, GuestTyped } from '../auth/auth.types';
import type {
  BookingContact,
  BookingTarget,
  DateMode,
  ReservationResult,
} from '../rules/bookingRequest';
import type { BookingFlow, BookingKept } from '../rules/bookingKept';
import type { TypedContact } from '../rules/keptValues';
import type { ContactTyped } from './contact.machine';
import type { ScheduleChoice, ScheduleInput } from '../schedule/schedule.types';

/**
 * What the booking charts (one per campaign type, machines/booking/*.machine.ts) share: their
 * input, context and the reports they send up. Types only, and nothing that pulls in the charts'
 * code, so the first screen may import it (the charts themselves load with the first booking).
 */

export type { BookingContact, BookingTarget, DateMode, ReservationResult };

/** What a booking chart's screens send it. */
export type BookingEvent =
  /** One step back (the date choice, then the sign-in, the contact, the review). */
  | { type: 'booking.back' }
  /** Leave the booking from its first step: back to the campaign or the service list. */
  | { type: 'booking.exit' }
  | { type: 'booking.confirm' }
  | { type: 'booking.retry' }
  /** Ask again whether a booking whose answer was lost was made (its lookup). */
  | { type: 'booking.check' }
  /** From a success screen: done, back to where the booking started. */
  | { type: 'booking.finish' }
  | { type: 'choice.edit' }
  | { type: 'contact.edit' }
  | { type: 'sms.change'; receiveSms: boolean }
  /** On the review: use one of the visitor's prizes (SPEC 3 Book step: prizeId), or none. */
  | { type: 'prize.select'; prizeId: number | null }
  /** From the contact step: its fields as typed (kept for a reload). */
  | ContactTyped
  /** From the sign-in's guest form: a guest's details as typed (kept for a reload). */
  | GuestTyped;

/** Who books: a signed-in user or a guest, as the auth chart ended (never its `failed`). */
export type Identity = Exclude<AuthOutput, { kind: 'failed' }>;

/** What the widget's context and start say about every booking (SPEC 3, Context and Flow). */
export interface BookingSettings {
  /** SPEC 6: a guest path only where allowGuestLogin is on (and the campaign allows it). */
  allowGuestLogin: boolean;
  providerId: number;
  /** The deployment's social settings, for the sign-in step. */
  social: SocialSettings | null;
  channelManager: string | null;
  referralCode: string | null;
  /** A reserve-with-map flow's token: a booking is reported to the map service with it. */
  mapToken: string | null;
}

export interface BookingInput extends BookingSettings {
  target: BookingTarget;
  /** Whoever the widget already knows: they are not asked to sign in again. */
  identity: Identity | null;
  /** The flow's contact (SPEC 3), to prefill the contact step. */
  contact: BookingContact;
  /**
   * The start of every Idempotency-Key this booking sends (`<keySeed>.<fingerprint of the
   * request>`, machines/rules/idempotency.ts): made once by whoever starts the chart, so the
   * chart itself stays deterministic.
   */
  keySeed: string;
  /** The current instant for the date choice (tests); the device clock otherwise. */
  now?: string;
  /** A date choice kept across a reload, to open the calendar at (machines/rules/bookingFlow.ts). */
  resume?: ScheduleInput['resume'];
  /**
   * Or the booking of this campaign kept before a reload, as stored: the chart reads back its
   * date choice, prize and NIF, checked (machines/rules/bookingFlow.ts), where `resume`,
   * `prizeId` and the contact's NIF are not given: that reading loads with the booking.
   */
  kept?: BookingKept | null;
  /**
   * The prize chosen before a reload (its NIF comes in `contact`): chosen again while it is one
   * of the visitor's usable prizes.
   */
  prizeId?: number | null;
}

export interface BookingContext extends BookingSettings {
  target: BookingTarget;
  /** How the date travels, fixed by the chart: slot (1, 2), day (3), several (6), none (5). */
  mode: DateMode;
  identity: Identity | null;
  /** The contact: the flow's at first, then what the contact step confirmed. */
  contact: BookingContact;
  /**
   * The contact step's name, prefix and phone as typed and not yet confirmed (kept with the date
   * for a reload), or null: none typed, or confirmed since.
   */
  typedContact: Partial<TypedContact> | null;
  /** The contact step was completed: a new date choice goes straight back to the review. */
  hasContact: boolean;
  /** The date, time and people chosen; null until the date choice ends (and for a coupon). */
  choice: ScheduleChoice | null;
  /** What the date choice starts from when it is shown again (kept choice, "date taken"). */
  resume: ScheduleInput['resume'];
  /** The "receive SMS" choice of the review (assumed BookingRequest.receiveSms). */
  receiveSms: boolean;
  /** The prize chosen on the review (one of the signed-in visitor's usable prizes), or none. */
  prizeId: number | null;
  /** SPEC 5's floor: the prize chosen would leave less than 2 € to pay. */
  prizeError: 'voucherAmountTooLow' | null;
  keySeed: string;
  now: string | undefined;
  reservation: ReservationResult | null;
  error: ErrorCode | null;
  /** The middleware's words for a refusal the catalogue has no message for (SPEC 8). */
  errorDetail: string | null;
  /** When the booking request last went out (epoch ms): a lost answer is looked up from then. */
  requestedAtMs: number | null;
}

/** The host page's booking-made event (api/parent/protocol.ts). */
export type BookingMadeDetail = WidgetEvents['bookingMade'];

/**
 * What a booking chart tells whoever runs it (the campaign chart, or the widget for a service),
 * through its `report` action: a sign-in, the confirmed contact, a booking made.
 */
export type BookingReport =
  | { type: 'booking.signedIn'; identity: Identity }
  | { type: 'booking.contact'; contact: BookingContact }
  | { type: 'booking.made'; detail: BookingMadeDetail }
  /** A booking request is about to go out: kept until its answer is known (flow state). */
  | { type: 'booking.pending'; pending: PendingRequest }
  /** Its answer is known (made, or refused for good): nothing to send again after a reload. */
  | { type: 'booking.settled' }
  /**
   * A campaign's date chosen, with the prize chosen and the NIF confirmed (kept, so that a
   * reload opens the calendar at it and gives them back), or none any more (made, or left).
   */
  | { type: 'booking.flow'; booking: BookingFlow | null }
  | PrizeUsedReport;

/**
 * A prize of the visitor's went on a booking, an order or a voucher that succeeded: the middleware
 * has marked it used, so it is not offered again in the same visit (the widget reads the prizes
 * again; whoever holds the visitor's prizes drops it meanwhile).
 */
export interface PrizeUsedReport {
  type: 'prize.used';
  prizeId: number;
}

/** What a booking chart ends with: the reservation made, if any (back to where it started). */
export interface BookingOutput {
  reservation: ReservationResult | null;
}
