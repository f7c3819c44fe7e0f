import type { ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import type { FieldErrors } from '../rules/authValidation';
import type { StartLookup } from '../rules/payment';

type Schemas = components['schemas'];
export type PaymentMethodCode = Schemas['PaymentMethodCode'];
export type Payment = Schemas['Payment'];
export type VoucherPurchaseRequest = Schemas['VoucherPurchaseRequest'];

/** Who pays: a signed-in user (token calls) or a guest (SPEC 6: the guest variants). */
export type Payer = { kind: 'user'; userId: number; token: string } | { kind: 'guest' };

/**
 * What is being bought, and so which call creates its payment: a voucher (the voucher payment
 * link), the premium membership (its payment link) or an order (orders/purchase). Once the first
 * call has made an order, any new attempt pays that order through orders/purchase.
 */
export type Purchase =
  | { kind: 'voucher'; request: Omit<VoucherPurchaseRequest, 'paymentMethod'> }
  | { kind: 'premium' }
  | { kind: 'order'; orderCode: string };

export interface PaymentInput {
  /** What is paid, in euro, as the purchase says (shown before "Pagar"; the middleware charges). */
  amount: number;
  /** The methods offered, in order (SPEC 4). */
  methods: PaymentMethodCode[];
  purchase: Purchase;
  payer: Payer;
  /** The MB WAY phone to start from (the contact's). */
  phone: { prefix: string; phone: string };
  /** The start of every Idempotency-Key this payment sends (machines/rules/idempotency.ts). */
  keySeed: string;
  /**
   * A payment already under way (after a reload): followed, never started again. Such a chart
   * only follows: it ends unpaid instead of offering a new attempt, and the visitor may stop
   * following it, but no other payment is ever started from it.
   */
  resume?: PaymentInProgress | null;
  /**
   * A start whose answer was never known when the page went (a reload while it was asked): it
   * is looked up, never sent again; what it made is followed as `resume` would be.
   */
  resumeStart?: PaymentStart | null;
}

/** A payment under way, as the flow state keeps it (SPEC 3 "Payment": id, deadline, phone). */
export interface PaymentInProgress {
  orderCode: string;
  method: PaymentMethodCode;
  payment: Payment;
  /** When the request went out (epoch ms): the polling slows after a minute of it. */
  startedAtMs: number;
}

/**
 * A payment being started, kept in the flow state before its request goes out: if its answer is
 * lost (or the page goes meanwhile), what it made is looked up this way, never asked again.
 */
export interface PaymentStart {
  method: PaymentMethodCode;
  requestedAtMs: number;
  lookup: StartLookup;
}

export type PaymentField = 'prefix' | 'phone';

export interface PaymentContext {
  amount: number;
  methods: PaymentMethodCode[];
  method: PaymentMethodCode | null;
  form: { prefix: string; phone: string };
  fieldErrors: FieldErrors<PaymentField>;
  purchase: Purchase;
  payer: Payer;
  keySeed: string;
  /** Each new attempt (after a refusal, an expiry, another method) has its own key. */
  attempt: number;
  /** The order the first call made: later attempts pay it again. */
  orderCode: string | null;
  inProgress: PaymentInProgress | null;
  /**
   * The MB WAY deadline of the payment under way (epoch ms), read once from its answer where it
   * states a believable one; null for none: no countdown, the usual window, never "expired".
   */
  deadlineMs: number | null;
  /**
   * The widget's clock when the wait last looked (on entering it, after each status answer):
   * guards compare with it, never with the clock itself.
   */
  now: number;
  /** The start whose answer is not known yet, and how to look it up. */
  start: PaymentStart | null;
  /** The payment of the attempt before this one: a lookup that finds only it found nothing new. */
  previousPaymentId: string | null;
  /** Started with `resume` or `resumeStart`: the payment is followed, and nothing is started. */
  resumed: boolean;
  error: ErrorCode | null;
  /** Status questions in a row that got no readable answer (lost, late, off the contract). */
  unreadable: number;
  /** The amount the payment's answer asks, where it is not the amount shown (shown with it). */
  answeredAmount: number | null;
  /** How it ended, set by the final state reached (the output reads it). */
  settled: PaymentOutput['status'] | null;
}

export type PaymentEvent =
  | { type: 'method.select'; method: PaymentMethodCode }
  | { type: 'phone.change'; field: PaymentField; value: string }
  | { type: 'payment.submit' }
  | { type: 'payment.retry' }
  /** Another method (or another phone): back to the choice, keeping what was typed. */
  | { type: 'payment.change' }
  /**
   * Leave: the choice without paying; a wait or an outcome not known (only the widget stops
   * waiting: a request already on the phone stays there); a resumed card payment.
   */
  | { type: 'payment.cancel' }
  /** Ask the middleware again what happened (an outcome not known). */
  | { type: 'payment.check' }
  /** Go on with the amount the payment asks, where it differs from the one shown. */
  | { type: 'payment.accept' };

/** How the payment ended, for the purchase that invoked it. */
export type PaymentOutput =
  | { status: 'paid'; orderCode: string; method: PaymentMethodCode; payment: Payment }
  /** An ATM reference to pay later: the purchase stays pending. */
  | { status: 'referenceIssued'; orderCode: string; method: PaymentMethodCode; payment: Payment }
  /** Nothing charged now: the purchase awaits the merchant. */
  | { status: 'inStore'; orderCode: string; method: PaymentMethodCode; payment: Payment }
  /** A resumed payment refused, failed or expired (a chart that only follows ends there). */
  | {
      status: 'unpaid';
      reason: ErrorCode;
      orderCode: string;
      method: PaymentMethodCode;
      payment: Payment;
    }
  /**
   * Left without knowing how it ends: the visitor stopped waiting, or the middleware could not
   * say (a start or a status never answered). It may still be paid: never offer it again.
   */
  | {
      status: 'unconfirmed';
      orderCode: string | null;
      method: PaymentMethodCode;
      payment: Payment | null;
    }
  | { status: 'cancelled' };

/** What the host page hears of a payment (api/parent/protocol.ts WidgetEvents). */
export type PaymentNotice =
  | { name: 'paymentPending'; detail: { method: string; deadline?: string } }
  | {
      name: 'paymentReferenceIssued';
      detail: { entity: string; reference: string; amount: number; deadline?: string };
    }
  | { name: 'paid'; detail: { orderCode?: string; method: string } }
  | { name: 'paymentFailed'; detail: { reason: string; method: string } };
