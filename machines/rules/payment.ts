import type { components } from '../../api/schema';

/**
 * Paying (SPEC 4 "Payment methods", "Mobile-wallet payment status"; SPEC 8 payment messages):
 * which method is picked first, how each method is paid, how often an MB WAY payment is asked
 * about, and what a payment's status means. The payment chart's guards and delays call these.
 */

type PaymentMethodCode = components['schemas']['PaymentMethodCode'];
type PaymentStatus = components['schemas']['PaymentStatus'];

/** How a method is paid, which decides the screens that follow the request. */
export type PaymentKind = 'mbway' | 'card' | 'atmReference' | 'inStore';

const KIND_OF: Record<PaymentMethodCode, PaymentKind> = {
  hipay_mbway: 'mbway',
  SIBS_MBWAY: 'mbway',
  hipay_cc: 'card',
  SIBS_CARD: 'card',
  VIVA_WALLET: 'card',
  hipay_mb: 'atmReference',
  IN_STORE_PAYMENT: 'inStore',
};

export function paymentKindOf(method: PaymentMethodCode): PaymentKind {
  return KIND_OF[method];
}

/**
 * SPEC 4: "hipay_mbway (the default selection)"; where it is not offered, the other MB WAY
 * (SIBS_MBWAY), else the first offered.
 */
export const DEFAULT_PAYMENT_METHOD: PaymentMethodCode = 'hipay_mbway';

export function defaultPaymentMethod(
  offered: readonly PaymentMethodCode[],
): PaymentMethodCode | null {
  if (offered.includes(DEFAULT_PAYMENT_METHOD)) return DEFAULT_PAYMENT_METHOD;
  return offered.find((method) => paymentKindOf(method) === 'mbway') ?? offered[0] ?? null;
}

/**
 * The premium membership's payment link is HiPay's (assumed, as the voucher's is when a campaign
 * lists no methods): its MB WAY, card and ATM reference.
 */
export const PREMIUM_PAYMENT_METHODS: readonly PaymentMethodCode[] = [
  'hipay_mbway',
  'hipay_cc',
  'hipay_mb',
];

/**
 * How the membership can be paid: the methods offered, never in store (a membership has no
 * store to be paid at, and it is paid before it starts).
 */
export function premiumPaymentMethods(
  offered: readonly PaymentMethodCode[] = PREMIUM_PAYMENT_METHODS,
): PaymentMethodCode[] {
  return offered.filter((method) => paymentKindOf(method) !== 'inStore');
}

/** SPEC 4 "Payment timing": in store is pay_in_store, every other method pay_now. */
export function paymentTimingOf(method: PaymentMethodCode): 'pay_now' | 'pay_in_store' {
  return paymentKindOf(method) === 'inStore' ? 'pay_in_store' : 'pay_now';
}

/** The MB WAY status is asked about every 2 s in the first minute, then every 5 s. */
export const MBWAY_FAST_POLL_MS = 2_000;
export const MBWAY_SLOW_POLL_MS = 5_000;
export const MBWAY_FAST_POLL_FOR_MS = 60_000;

export function mbwayPollInterval(sinceRequestMs: number): number {
  return sinceRequestMs < MBWAY_FAST_POLL_FOR_MS ? MBWAY_FAST_POLL_MS : MBWAY_SLOW_POLL_MS;
}

/** A card payment's page is followed every 5 s until the answer is final. */
export const CARD_POLL_MS = 5_000;

/**
 * A deadline as an answer states it (ISO) read as a time (epoch ms), or null: none, or none that
 * can be read. Null is "no deadline", never "already past": nothing ends on its own for it.
 */
export function deadlineMsOf(deadline: unknown): number | null {
  if (typeof deadline !== 'string' || deadline === '') return null;
  const at = Date.parse(deadline);
  return Number.isFinite(at) ? at : null;
}

/**
 * What a payment's status means for the visitor. Only `paid` is paid: anything else, an unknown
 * value included, is not (SPEC 8: refused, platform error, timer expired; pending waits on).
 */
export type PaymentOutcome = 'paid' | 'refused' | 'platformError' | 'expired' | 'pending';

export function paymentOutcomeOf(
  status: PaymentStatus | string | null | undefined,
): PaymentOutcome {
  switch (status) {
    case 'paid':
      return 'paid';
    case 'cancelled':
      return 'refused';
    case 'error_in_payment_platform':
      return 'platformError';
    case 'expired':
      return 'expired';
    default:
      return 'pending';
  }
}

/** The catalogue's message for a payment that ended unpaid (SPEC 8). */
export function paymentErrorCodeOf(
  outcome: Exclude<PaymentOutcome, 'paid' | 'pending'>,
): 'paymentRefused' | 'paymentPlatformError' | 'confirmationExpired' {
  switch (outcome) {
    case 'refused':
      return 'paymentRefused';
    case 'platformError':
      return 'paymentPlatformError';
    case 'expired':
      return 'confirmationExpired';
  }
}

/** Minutes and seconds left, for the countdown (`4:05`). */
export function countdownParts(msLeft: number): { minutes: number; seconds: number } {
  const totalSeconds = Math.ceil(Math.max(0, msLeft) / 1000);
  return { minutes: Math.floor(totalSeconds / 60), seconds: totalSeconds % 60 };
}

/**
 * When a screen reader hears the time left: every minute, then every 15 s in the last minute,
 * then at 10 and 5 s; not every second (WCAG 2.2.1 lets the visitor know without flooding them).
 */
export function isCountdownAnnouncement(msLeft: number): boolean {
  const seconds = Math.ceil(Math.max(0, msLeft) / 1000);
  if (seconds > 60) return seconds % 60 === 0;
  return seconds % 15 === 0 || seconds === 10 || seconds === 5;
}

/** An ATM reference shown as three groups of three digits (`123 456 789`). */
export function groupedReference(reference: string): string {
  const digits = reference.replace(/\D/g, '');
  return digits.replace(/(\d{3})(?=\d)/g, '$1 ');
}

/** An ATM (Multibanco) reference as the visitor reads and types it. */
export interface AtmReference {
  entity: string;
  /** Three groups of three digits, as shown (`123 456 789`). */
  reference: string;
  /** The digits alone, as typed at the ATM (what is copied). */
  referenceDigits: string;
  amount: number;
  /** ISO, when the reference has a time limit. */
  deadline: string | null;
}

/** A payment's ATM reference, or null when the answer gave none (entity and reference both). */
export function atmReferenceOf(
  payment:
    | Pick<components['schemas']['Payment'], 'atmEntity' | 'atmReference' | 'amount' | 'deadline'>
    | null
    | undefined,
  purchaseAmount: number,
): AtmReference | null {
  if (!payment?.atmEntity || !payment.atmReference) return null;
  const deadline = deadlineMsOf(payment.deadline) === null ? null : payment.deadline!;
  return {
    entity: payment.atmEntity,
    reference: groupedReference(payment.atmReference),
    referenceDigits: payment.atmReference.replace(/\D/g, ''),
    amount: payment.amount ?? purchaseAmount,
    deadline,
  };
}

// ------------------------------------------------------------------ outcomes not known

/**
 * MB WAY's usual window to accept a request (the platform's, and the sandbox's): where the
 * middleware states no usable deadline, the wait runs this long from the request before the
 * widget asks on past it. It is never shown as a countdown, and never ends as "expired" on its own.
 */
export const MBWAY_USUAL_WINDOW_MS = 5 * 60_000;

/** A deadline further than this from the request is not believed (a year ahead showed 525599:52). */
export const MBWAY_LONGEST_WINDOW_MS = 30 * 60_000;

/**
 * The deadline the wait believes (epoch ms): the middleware's, when it is a date after the request
 * and at most 30 minutes after it; else null (missing, unreadable, in the past or absurd), and the
 * wait shows no number.
 */
export function statedDeadlineMs(deadline: unknown, requestedAtMs: number): number | null {
  const at = deadlineMsOf(deadline);
  if (at === null) return null;
  return at > requestedAtMs && at <= requestedAtMs + MBWAY_LONGEST_WINDOW_MS ? at : null;
}

/** When the wait stops counting and asks on past the deadline: the stated one, else the usual. */
export function waitEndsAtMs(deadlineMs: number | null, requestedAtMs: number): number {
  return deadlineMs ?? requestedAtMs + MBWAY_USUAL_WINDOW_MS;
}

/** Past the deadline, the status is asked on this long before the outcome is said unknown. */
export const MBWAY_ASK_ON_FOR_MS = 60_000;

/** Unreadable status answers in a row after which the wait says so (and keeps asking). */
export const UNREADABLE_ANSWERS_NAMED_AFTER = 3;

/** The longest pause between two status questions while answers are unreadable. */
export const LONGEST_STATUS_PAUSE_MS = 30_000;

/**
 * The pause before the next status question: the usual interval, doubled for each unreadable
 * answer in a row after the first (2, 4, 8, 16 s ...), never over 30 s.
 */
export function backedOffInterval(intervalMs: number, unreadableInARow: number): number {
  const doublings = Math.max(0, unreadableInARow - 1);
  return Math.min(LONGEST_STATUS_PAUSE_MS, intervalMs * 2 ** Math.min(doublings, 10));
}

/**
 * How a start whose answer was never known (lost, late, unreadable) can be looked up, without
 * sending it again: an order's payment by the order's status (`payment/status`), a signed-in
 * user's voucher in their bookings (`client/bookings/{userId}`), or not at all (a guest's voucher,
 * the premium membership: SPEC 7 offers no call that finds them).
 */
export type StartLookup =
  | { kind: 'orderStatus'; orderCode: string; previousPaymentId: string | null }
  | { kind: 'myBookings'; campaignId: number; count: number }
  | { kind: 'none' };

export function startLookupOf(start: {
  purchase: 'voucher' | 'premium' | 'order';
  payer: 'user' | 'guest';
  orderCode: string | null;
  previousPaymentId: string | null;
  voucher: { campaignId: number; count: number } | null;
}): StartLookup {
  if (start.orderCode !== null) {
    return {
      kind: 'orderStatus',
      orderCode: start.orderCode,
      previousPaymentId: start.previousPaymentId,
    };
  }
  if (start.purchase === 'voucher' && start.payer === 'user' && start.voucher) {
    return { kind: 'myBookings', ...start.voucher };
  }
  return { kind: 'none' };
}

/**
 * The clocks of the widget and the middleware may differ: a voucher made up to this long before
 * the request went out (by the middleware's clock) may be the one it made.
 */
export const CLOCK_SKEW_MS = 2 * 60_000;

type MyBooking = components['schemas']['MyBooking'];

/**
 * The voucher a lost voucher request made, among the user's bookings (newest first): of that
 * campaign, that many vouchers, made since the request went out (less the clocks' skew). The
 * newest such is it; none means the request made nothing.
 */
export function startedVoucherIn(
  items: readonly MyBooking[],
  lookup: Extract<StartLookup, { kind: 'myBookings' }>,
  requestedAtMs: number,
): MyBooking | null {
  return (
    items.find(
      (item) =>
        item.kind === 'voucher' &&
        item.campaignId === lookup.campaignId &&
        item.numberOfPeople === lookup.count &&
        Date.parse(item.createdAt) >= requestedAtMs - CLOCK_SKEW_MS,
    ) ?? null
  );
}

/**
 * What a lookup found of a start whose answer was lost: the payment it started (followed as if
 * it had been answered), an order already paid, one whose payment ended unpaid (a new attempt
 * pays the same order), or nothing (nothing was made: a new attempt may be sent).
 */
export type StartFound =
  | { kind: 'started'; orderCode: string; payment: components['schemas']['Payment'] }
  | { kind: 'paid'; orderCode: string }
  | { kind: 'notPaid'; orderCode: string }
  | { kind: 'nothing' };

/** A voucher found in the bookings, by its state (components.schemas.MyBookingState). */
export function startFoundOfVoucher(item: MyBooking | null): StartFound | null {
  if (!item) return { kind: 'nothing' };
  switch (item.state) {
    case 'confirmed':
    case 'awaitingMerchant':
      return { kind: 'paid', orderCode: item.id };
    case 'notPaid':
    case 'cancelled':
      return { kind: 'notPaid', orderCode: item.id };
    case 'paymentPending':
      return item.payment ? { kind: 'started', orderCode: item.id, payment: item.payment } : null;
    default:
      return null;
  }
}

/**
 * An order's payment status read after a start whose answer was lost: the payment it names, when
 * it is not the earlier attempt's, is the one started; otherwise nothing was started.
 */
export function startFoundOfOrder(
  result: components['schemas']['PaymentResult'],
  lookup: Extract<StartLookup, { kind: 'orderStatus' }>,
): StartFound | null {
  if (result.orderCode !== lookup.orderCode) return null;
  const payment = result.payment;
  if (!payment || payment.id === lookup.previousPaymentId) return { kind: 'nothing' };
  if (result.status === 'paid') return { kind: 'paid', orderCode: lookup.orderCode };
  return { kind: 'started', orderCode: lookup.orderCode, payment };
}
