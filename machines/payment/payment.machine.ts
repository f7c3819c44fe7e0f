import { and, assertEvent, assign, fromPromise, not, setup, type ErrorActorEvent } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { nowMs } from '../../api/clock';
import { errorCodeOf, isApiError, type ErrorCode } from '../../api/errors';
import type { Situation } from '../../api/errorReactions';
import { tellHostPage } from '../../api/hostNotices';
import { configuredPaymentPageHosts, sandboxPaymentPageOrigin } from '../../api/paymentPages';
import type { components } from '../../api/schema';
import { DEFAULT_PHONE_PREFIX } from '../../domain/constants';
import { checkPhone, phoneCheckIn } from '../phone/phone.actors';
import { phoneErrors, type FieldErrors, type PhoneCheck } from '../rules/authValidation';
import { idempotencyKeyFor } from '../rules/idempotency';
import { isSameAmount, isValidAmount } from '../rules/money';
import {
  CARD_POLL_MS,
  MBWAY_ASK_ON_FOR_MS,
  backedOffInterval,
  defaultPaymentMethod,
  mbwayPollInterval,
  paymentErrorCodeOf,
  paymentKindOf,
  paymentOutcomeOf,
  paymentTimingOf,
  startFoundOfOrder,
  startFoundOfVoucher,
  startLookupOf,
  startedVoucherIn,
  statedDeadlineMs,
  waitEndsAtMs,
  type PaymentKind,
  type PaymentOutcome,
  type StartFound,
  type StartLookup,
} from '../rules/payment';
import { allowedPaymentPageHosts, isAllowedPaymentPage } from '../rules/paymentPage';
import { isSettledBookingError } from '../rules/resend';

type Schemas = components['schemas'];
export type PaymentMethodCode = Schemas['PaymentMethodCode'];
export type Payment = Schemas['Payment'];
type VoucherPurchaseRequest = Schemas['VoucherPurchaseRequest'];

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

/** What the reactions to a refusal need to know of the purchase (api/errorReactions.ts). */
function situationOf(purchase: Purchase): Situation {
  if (purchase.kind !== 'voucher') return {};
  return {
    prize: purchase.request.prizeId !== undefined,
    smart: purchase.request.reservationType === 'smart',
  };
}

export interface PaymentInput {
  /**
   * What is paid, in euro, as the purchase says (shown; the middleware charges). Null when only
   * the payment's answer tells it (the premium membership where the entity states no price):
   * the payment's own amount is shown once it is started.
   */
  amount: number | null;
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
  amount: number | null;
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

// ------------------------------------------------------------------------------------ actors

export interface StartPaymentInput {
  purchase: Purchase;
  payer: Payer;
  orderCode: string | null;
  method: PaymentMethodCode;
  prefix: string;
  phone: string;
  idempotencyKey: string;
}

/** The call that starts a payment, and the body it sends (the key stands for both). */
export function startPaymentCall(context: PaymentContext): { operation: string; body: unknown } {
  const method = context.method!;
  const mbway = paymentKindOf(method) === 'mbway';
  if (context.orderCode !== null || context.purchase.kind === 'order') {
    return {
      operation: 'POST /v1/web/orders/purchase',
      body: {
        paymentReference:
          context.orderCode ??
          (context.purchase.kind === 'order' ? context.purchase.orderCode : ''),
        paymentMethod: method,
        ...(mbway ? { prefix: context.form.prefix, mobile: context.form.phone } : {}),
      },
    };
  }
  if (context.purchase.kind === 'premium') {
    return {
      operation: 'GET /client/premium/code/hipay/{userId}',
      body: {
        paymentMethod: method,
        ...(mbway
          ? { mbwayPrefix: context.form.prefix, mbwayPhoneNumber: context.form.phone }
          : {}),
      },
    };
  }
  return {
    operation:
      context.payer.kind === 'user'
        ? 'POST /client/gift/hipay/{userId}/'
        : 'POST /client/gift/hipay/guest/',
    body: {
      ...context.purchase.request,
      paymentMethod: method,
      ...(mbway ? { mbwayPrefix: context.form.prefix, mbwayPhoneNumber: context.form.phone } : {}),
    },
  };
}

function startInputOf({ context }: { context: PaymentContext }): StartPaymentInput {
  const { operation, body } = startPaymentCall(context);
  return {
    purchase: context.purchase,
    payer: context.payer,
    orderCode: context.orderCode,
    method: context.method!,
    prefix: context.form.prefix,
    phone: context.form.phone,
    // One key per attempt and content: the middleware may answer a repeat with what it made.
    idempotencyKey: idempotencyKeyFor(context.keySeed, operation, {
      body,
      attempt: context.attempt,
    }),
  };
}

/** How the start about to be sent can be looked up if its answer is lost (rules/payment.ts). */
export function paymentStartOf(context: PaymentContext): PaymentStart {
  const { purchase } = context;
  const orderCode = context.orderCode ?? (purchase.kind === 'order' ? purchase.orderCode : null);
  return {
    method: context.method!,
    requestedAtMs: nowMs(),
    lookup: startLookupOf({
      purchase: purchase.kind,
      payer: context.payer.kind,
      orderCode,
      previousPaymentId: context.previousPaymentId,
      voucher:
        purchase.kind === 'voucher'
          ? { campaignId: purchase.request.campaignId, count: purchase.request.numberOfPeople }
          : null,
    }),
  };
}

const tokenOf = (payer: Payer) => (payer.kind === 'user' ? payer.token : '');

/** Starts the payment: answers the order it belongs to and the payment (deadline, link, reference). */
export const startPayment = fromPromise<{ orderCode: string; payment: Payment }, StartPaymentInput>(
  async ({ input, signal }) => {
    const mbway = paymentKindOf(input.method) === 'mbway';
    const key = { 'Idempotency-Key': input.idempotencyKey };
    const orderCode =
      input.orderCode ?? (input.purchase.kind === 'order' ? input.purchase.orderCode : null);
    if (orderCode !== null) {
      const order = await unwrap(
        apiClient.POST('/v1/web/orders/purchase', {
          params: { query: { token: tokenOf(input.payer) }, header: key },
          body: {
            paymentReference: orderCode,
            paymentMethod: input.method,
            paymentTiming: paymentTimingOf(input.method),
            ...(mbway ? { prefix: input.prefix, mobile: input.phone } : {}),
          },
          signal,
        }),
      );
      if (!order.payment) throw new PaymentAnswerError();
      return { orderCode: order.orderCode, payment: order.payment };
    }
    if (input.purchase.kind === 'premium') {
      if (input.payer.kind !== 'user') throw new PaymentAnswerError();
      const link = await unwrap(
        apiClient.GET('/client/premium/code/hipay/{userId}', {
          params: {
            path: { userId: input.payer.userId },
            query: {
              token: input.payer.token,
              paymentMethod: input.method,
              ...(mbway ? { mbwayPrefix: input.prefix, mbwayPhoneNumber: input.phone } : {}),
            },
            header: key,
          },
          signal,
        }),
      );
      if (!link.orderCode) throw new PaymentAnswerError();
      // The link answers the monthly price: what this payment charges, when it does not say.
      return {
        orderCode: link.orderCode,
        payment: { ...link.payment, amount: link.payment.amount ?? link.monthlyPrice },
      };
    }
    if (input.purchase.kind !== 'voucher') throw new PaymentAnswerError();
    const body: VoucherPurchaseRequest = {
      ...input.purchase.request,
      paymentMethod: input.method,
      ...(mbway ? { mbwayPrefix: input.prefix, mbwayPhoneNumber: input.phone } : {}),
    };
    const bought =
      input.payer.kind === 'user'
        ? await unwrap(
            apiClient.POST('/client/gift/hipay/{userId}/', {
              params: {
                path: { userId: input.payer.userId },
                query: { token: input.payer.token },
                header: key,
              },
              body,
              signal,
            }),
          )
        : await unwrap(
            apiClient.POST('/client/gift/hipay/guest/', { params: { header: key }, body, signal }),
          );
    // The voucher's amount is what it charges, when the payment does not say.
    return {
      orderCode: bought.orderCode,
      payment: { ...bought.payment, amount: bought.payment.amount ?? bought.amount },
    };
  },
);

/** An answer that says nothing usable about the payment it started. */
export class PaymentAnswerError extends Error {
  constructor() {
    super('The payment answer named no payment.');
  }
}

export interface FindStartInput {
  lookup: StartLookup;
  requestedAtMs: number;
  payer: Payer;
}

/**
 * Looks up what a start whose answer was lost made, without sending it again: the order's
 * payment status, or the user's bookings (the newest page). An answer that says nothing
 * readable about it throws (the outcome stays unknown).
 */
export const findStartedPayment = fromPromise<StartFound, FindStartInput>(
  async ({ input, signal }) => {
    const { lookup, payer } = input;
    if (lookup.kind === 'orderStatus') {
      const result = await unwrap(
        apiClient.POST('/payment/status', {
          params: { query: payer.kind === 'user' ? { token: payer.token } : {} },
          body: { orderCode: lookup.orderCode },
          signal,
        }),
      );
      const found = startFoundOfOrder(result, lookup);
      if (!found) throw new PaymentAnswerError();
      return found;
    }
    if (lookup.kind === 'myBookings' && payer.kind === 'user') {
      const page = await unwrap(
        apiClient.GET('/client/bookings/{userId}', {
          params: { path: { userId: payer.userId }, query: { token: payer.token, page: 0 } },
          signal,
        }),
      );
      const found = startFoundOfVoucher(startedVoucherIn(page.items, lookup, input.requestedAtMs));
      if (!found) throw new PaymentAnswerError();
      return found;
    }
    throw new PaymentAnswerError();
  },
);

export interface PaymentStatusInput {
  inProgress: PaymentInProgress;
  payer: Payer;
}

/** The payment's state: MB WAY by its id (user or guest path), any other by its order code. */
export const fetchPaymentStatus = fromPromise<PaymentOutcome, PaymentStatusInput>(
  async ({ input, signal }) => {
    const { inProgress, payer } = input;
    if (paymentKindOf(inProgress.method) === 'mbway') {
      const state =
        payer.kind === 'user'
          ? await unwrap(
              apiClient.GET('/payment/mbway-payment-status/{paymentId}/', {
                params: {
                  path: { paymentId: inProgress.payment.id },
                  query: { token: payer.token },
                },
                signal,
              }),
            )
          : await unwrap(
              apiClient.GET('/payment/mbway-payment-status/guest/{paymentId}/', {
                params: { path: { paymentId: inProgress.payment.id } },
                signal,
              }),
            );
      // An answer about another payment says nothing about this one.
      if (state.paymentId !== inProgress.payment.id) throw new PaymentAnswerError();
      return paymentOutcomeOf(state.status);
    }
    const result = await unwrap(
      apiClient.POST('/payment/status', {
        params: { query: payer.kind === 'user' ? { token: payer.token } : {} },
        body: { orderCode: inProgress.orderCode },
        signal,
      }),
    );
    if (result.orderCode !== inProgress.orderCode) throw new PaymentAnswerError();
    return paymentOutcomeOf(result.status);
  },
);

// ------------------------------------------------------------------------------------ chart

export function initialPaymentContext(input: PaymentInput): PaymentContext {
  const resumed = input.resume ?? null;
  const resumedStart = resumed ? null : (input.resumeStart ?? null);
  const lookup = resumedStart?.lookup;
  return {
    amount: input.amount,
    methods: [...input.methods],
    method: resumed?.method ?? resumedStart?.method ?? defaultPaymentMethod(input.methods),
    form: {
      prefix: input.phone.prefix || DEFAULT_PHONE_PREFIX,
      phone: input.phone.phone,
    },
    fieldErrors: {},
    purchase: input.purchase,
    payer: input.payer,
    keySeed: input.keySeed,
    attempt: 0,
    orderCode: resumed?.orderCode ?? (lookup?.kind === 'orderStatus' ? lookup.orderCode : null),
    ...followedPayment(resumed),
    now: nowMs(),
    start: resumedStart,
    previousPaymentId: lookup?.kind === 'orderStatus' ? lookup.previousPaymentId : null,
    resumed: resumed !== null || resumedStart !== null,
    error: null,
    unreadable: 0,
    answeredAmount: null,
    settled: null,
  };
}

/** The payment under way, its deadline read from its answer here, once. */
export function followedPayment(
  inProgress: PaymentInProgress | null,
): Pick<PaymentContext, 'inProgress' | 'deadlineMs'> {
  return {
    inProgress,
    deadlineMs: inProgress
      ? statedDeadlineMs(inProgress.payment.deadline, inProgress.startedAtMs)
      : null,
  };
}

type WithContext = { context: PaymentContext };
const statusInputOf = ({ context }: WithContext): PaymentStatusInput => ({
  inProgress: context.inProgress!,
  payer: context.payer,
});
const findInputOf = ({ context }: WithContext): FindStartInput => ({
  lookup: context.start?.lookup ?? { kind: 'none' },
  requestedAtMs: context.start?.requestedAtMs ?? nowMs(),
  payer: context.payer,
});
const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

function notice(context: PaymentContext, outcome: 'pending' | 'reference' | 'paid'): PaymentNotice {
  const { inProgress } = context;
  const method = inProgress?.method ?? context.method ?? '';
  if (outcome === 'paid')
    return { name: 'paid', detail: { orderCode: inProgress?.orderCode, method } };
  if (outcome === 'reference') {
    return {
      name: 'paymentReferenceIssued',
      detail: {
        entity: inProgress?.payment.atmEntity ?? '',
        reference: inProgress?.payment.atmReference ?? '',
        amount: inProgress?.payment.amount ?? context.amount ?? 0,
        ...(inProgress?.payment.deadline ? { deadline: inProgress.payment.deadline } : {}),
      },
    };
  }
  return {
    name: 'paymentPending',
    detail: {
      method,
      ...(inProgress?.payment.deadline ? { deadline: inProgress.payment.deadline } : {}),
    },
  };
}

const byKind =
  (kind: PaymentKind) =>
  ({ context }: WithContext) =>
    context.inProgress !== null && paymentKindOf(context.inProgress.method) === kind;

/** When the MB WAY wait stops counting: the stated deadline, else MB WAY's usual window. */
const waitEndOf = ({ inProgress, deadlineMs, now }: PaymentContext) =>
  inProgress ? waitEndsAtMs(deadlineMs, inProgress.startedAtMs) : now;

/**
 * Paying for something (a voucher, the premium membership, an order): one chart for every
 * purchase. The visitor picks a method (MB WAY first where offered) and, for MB WAY, the phone;
 * the payment starts with one Idempotency-Key per attempt, then:
 *
 *   MB WAY  → waiting, the status asked every 2 s for a minute then every 5 s (longer while the
 *             answers are unreadable), a countdown to the server's deadline where it states a
 *             believable one → paid | refused | platform error | expired; past the deadline the
 *             status is asked on for a minute, then the outcome is said unknown
 *   card    → the payment page (opened by the view, only on a payment provider's host), its
 *             status followed every 5 s → paid | refused
 *   ATM     → the entity and reference to pay later: the purchase stays pending
 *   in store→ nothing charged now: the purchase awaits the merchant
 *
 * Outcomes are done, not done or unknown (README "Money safety"). Only an answer that says
 * `paid` is paid; only a refusal (a 4xx, a final status) is not done. A start whose answer is
 * lost, late or unreadable is unknown: it is looked up (the order's status, the user's bookings),
 * never sent again, and a new attempt is offered only once the lookup says nothing was started.
 * Where there is no lookup (a guest's voucher, the membership) the visitor is told so. What is
 * about to be started is reported upward first (`reportStarting`, kept in the flow state), and the
 * payment under way once it is answered (`reportInProgress`), so a reload looks it up or follows
 * it (`resumeStart`, `resume`) instead of paying twice. A payment asking another amount than the
 * one shown stops until the visitor accepts it. A resumed chart only follows: it ends unpaid
 * instead of offering a new attempt, and nothing is ever started from it.
 */
const paymentSetup = setup({
  types: {
    input: {} as PaymentInput,
    context: {} as PaymentContext,
    events: {} as PaymentEvent,
    output: {} as PaymentOutput,
    children: {} as {
      checkPhone: 'checkPhone';
      startPayment: 'startPayment';
      fetchPaymentStatus: 'fetchPaymentStatus';
      findStartedPayment: 'findStartedPayment';
    },
  },
  actors: { checkPhone, startPayment, fetchPaymentStatus, findStartedPayment },
  delays: {
    /** 2 s in the first minute of the request, then 5 s; longer while answers are unreadable. */
    mbwayPollInterval: ({ context }) =>
      backedOffInterval(
        mbwayPollInterval(nowMs() - (context.inProgress?.startedAtMs ?? nowMs())),
        context.unreadable,
      ),
    /** Until the wait's end, from its absolute time (a reload keeps it right). */
    mbwayDeadline: ({ context }) => Math.max(0, waitEndOf(context) - nowMs()),
    /** Past the deadline, how long the status is asked on before the outcome is said unknown. */
    mbwayAskOn: MBWAY_ASK_ON_FOR_MS,
    cardPollInterval: ({ context }) => backedOffInterval(CARD_POLL_MS, context.unreadable),
  },
  guards: {
    hasMethods: ({ context }) => context.methods.length > 0,
    isResuming: ({ context }) => context.inProgress !== null,
    isResumingStart: ({ context }) => context.inProgress === null && context.start !== null,
    /** Started to follow a payment after a reload: nothing is started from it. */
    isResumed: ({ context }) => context.resumed,
    hasMethod: ({ context }) => context.method !== null,
    isOfferedMethod: ({ context, event }) =>
      event.type === 'method.select' && context.methods.includes(event.method),
    needsPhone: ({ context }) =>
      context.method !== null && paymentKindOf(context.method) === 'mbway',
    isPhoneValid: ({ event }) => {
      const check = phoneCheckIn(event);
      return check?.prefixValid === true && check.phoneValid;
    },
    isMbway: byKind('mbway'),
    isCard: byKind('card'),
    isAtmReference: byKind('atmReference'),
    isInStore: byKind('inStore'),
    isPaid: (_, outcome: PaymentOutcome) => outcome === 'paid',
    isRefused: (_, outcome: PaymentOutcome) => outcome === 'refused',
    isPlatformError: (_, outcome: PaymentOutcome) => outcome === 'platformError',
    isExpired: (_, outcome: PaymentOutcome) => outcome === 'expired',
    /** The middleware said no to the start (a 4xx): nothing was started. */
    isRefusal: (_, error: unknown) => isApiError(error) && isSettledBookingError(error.status),
    /** A fault can be mended by trying again; a refusal by the middleware cannot. */
    canRetry: ({ context }) => context.error === 'generic',
    /** The wait's end (the stated deadline, else the usual window) has come, by its clock. */
    isPastDeadline: ({ context }) => waitEndOf(context) <= context.now,
    /** A start that can be looked up (an order's status, a user's bookings). */
    hasStartLookup: ({ context }) => (context.start?.lookup.kind ?? 'none') !== 'none',
    isStarted: (_, found: StartFound) => found.kind === 'started',
    isFoundPaid: (_, found: StartFound) => found.kind === 'paid',
    isFoundNotPaid: (_, found: StartFound) => found.kind === 'notPaid',
    /** The payment asks another amount than the one the visitor was shown (or none readable). */
    isAmountDifferent: ({ context }) => {
      const asked = context.inProgress?.payment.amount;
      if (asked === undefined || context.amount === null) return false;
      return !isValidAmount(asked) || !isSameAmount(asked, context.amount);
    },
    /** A card payment's page that is not https on a listed payment provider's host. */
    isCardPageRefused: ({ context }) => {
      const { inProgress } = context;
      if (!inProgress || paymentKindOf(inProgress.method) !== 'card') return false;
      const url = inProgress.payment.paymentUrl;
      if (url === undefined) return false;
      const hosts = allowedPaymentPageHosts(
        configuredPaymentPageHosts(),
        sandboxPaymentPageOrigin(),
      );
      return !isAllowedPaymentPage(url, hosts);
    },
  },
  actions: {
    assignMethod: assign(({ event }) => {
      assertEvent(event, 'method.select');
      return { method: event.method, fieldErrors: {}, error: null };
    }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'phone.change');
      return { form: { ...context.form, [event.field]: event.value } };
    }),
    /** The wait looks at the clock: what the guards compare the deadline with. */
    assignNow: assign({ now: () => nowMs() }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    assignPhoneErrors: assign({
      fieldErrors: (_, check: PhoneCheck) => phoneErrors(check),
    }),
    assignCheckedPhone: assign({
      form: (_, check: PhoneCheck) => ({ prefix: check.prefix, phone: check.phone }),
    }),
    assignPhoneRulesError: assign({ error: 'generic' as const }),
    /** What is about to be started, and how to look it up if its answer is lost. */
    assignStart: assign({ start: ({ context }) => paymentStartOf(context) }),
    assignStarted: assign(({ context }, started: { orderCode: string; payment: Payment }) => ({
      orderCode: started.orderCode,
      ...followedPayment({
        orderCode: started.orderCode,
        method: context.start?.method ?? context.method!,
        payment: started.payment,
        startedAtMs: context.start?.requestedAtMs ?? nowMs(),
      }),
      start: null,
      error: null,
      unreadable: 0,
    })),
    /** A lookup found the order a lost start made: later attempts pay that order. */
    assignFoundOrder: assign({
      orderCode: (_, found: StartFound) => ('orderCode' in found ? found.orderCode : null),
    }),
    /** Nothing was started: the start is no longer under way. */
    clearStart: assign({ start: null }),
    assignError: assign({
      error: ({ context }, error: unknown) => errorCodeOf(error, situationOf(context.purchase)),
    }),
    assignOutcomeError: assign({
      error: (_, outcome: 'refused' | 'platformError' | 'expired') => paymentErrorCodeOf(outcome),
    }),
    countUnreadable: assign({ unreadable: ({ context }) => context.unreadable + 1 }),
    resetUnreadable: assign({ unreadable: 0 }),
    assignAnsweredAmount: assign({
      answeredAmount: ({ context }) => context.inProgress?.payment.amount ?? null,
    }),
    /** The visitor accepts the amount the payment asks: it is the one shown from now on. */
    acceptAnsweredAmount: assign({
      amount: ({ context }) => context.answeredAmount ?? context.amount,
      answeredAmount: null,
    }),
    /** A new attempt: a new key, the phone and method kept. */
    nextAttempt: assign({
      attempt: ({ context }) => context.attempt + 1,
      previousPaymentId: ({ context }) =>
        context.inProgress?.payment.id ?? context.previousPaymentId,
      error: null,
      unreadable: 0,
    }),
    settle: assign({ settled: (_, settled: PaymentOutput['status']) => settled }),
    /** Tells the host page, once, from here (api/hostNotices.ts: the parent bridge). */
    notifyHost: (_, notice: PaymentNotice) => tellHostPage(notice),
    /** Tells whoever runs the chart the payment under way (kept in the flow state), or none. */
    reportInProgress: (_, _inProgress: PaymentInProgress | null) => {},
    /** Tells whoever runs the chart the start about to be sent (kept in the flow state). */
    reportStarting: (_, _start: PaymentStart) => {},
  },
});

/**
 * `paymentPending` when a payment begins; not again for a payment followed after a reload (the
 * host page heard it when it began).
 */
const notifyPendingOnce = paymentSetup.enqueueActions(({ context, enqueue }) => {
  if (!context.resumed) enqueue({ type: 'notifyHost', params: notice(context, 'pending') });
});

type PaymentStateConfig = NonNullable<
  Parameters<typeof paymentSetup.createMachine>[0]['states']
>[string];
type Transition = { target: string; actions?: unknown };

/** An unpaid end (SPEC 8): refused, a platform error, or the timer expired. */
const toUnpaid = (outcome: 'refused' | 'platformError' | 'expired') => ({
  target: '#payment.unpaid',
  actions: { type: 'assignOutcomeError' as const, params: outcome },
});

/**
 * Asking how the payment stands: paid, refused, a platform error or expired end the wait; a
 * payment still pending goes `pending`; no readable answer (lost, late, off the contract) is
 * counted and goes `unreadable`.
 */
function askStatus(pending: Transition, unreadable: Transition = pending) {
  const outcomeOf = ({ event }: { event: { output: PaymentOutcome } }) => event.output;
  return {
    invoke: {
      id: 'fetchPaymentStatus',
      src: 'fetchPaymentStatus',
      input: statusInputOf,
      onDone: [
        { guard: { type: 'isPaid', params: outcomeOf }, target: '#payment.paid' },
        { guard: { type: 'isRefused', params: outcomeOf }, ...toUnpaid('refused') },
        { guard: { type: 'isPlatformError', params: outcomeOf }, ...toUnpaid('platformError') },
        { guard: { type: 'isExpired', params: outcomeOf }, ...toUnpaid('expired') },
        { ...pending, actions: 'resetUnreadable' },
      ],
      onError: { ...unreadable, actions: 'countUnreadable' },
    },
  } as PaymentStateConfig;
}

/** Leaving without knowing how it ends: only the widget stops; the payment is not touched. */
const leaveUnconfirmed = {
  target: '#payment.unconfirmed',
  actions: { type: 'reportInProgress' as const, params: null },
};

export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => initialPaymentContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isResuming', target: 'checkingAnswer' },
        { guard: 'isResumingStart', target: 'startUnknown' },
        { guard: not('hasMethods'), target: 'noMethods' },
        { target: 'choosing' },
      ],
    },
    // SPEC 8 "No payment methods available": nothing to pay with; the way on is back.
    noMethods: {
      tags: ['step.method'],
      on: { 'payment.cancel': 'cancelled' },
    },
    choosing: {
      tags: ['step.method'],
      on: {
        'method.select': { guard: 'isOfferedMethod', actions: 'assignMethod' },
        'phone.change': { actions: 'assignField' },
        'payment.submit': [
          {
            guard: and(['hasMethod', 'needsPhone']),
            target: 'checkingPhone',
            actions: 'clearErrors',
          },
          { guard: 'hasMethod', target: 'requesting', actions: 'clearErrors' },
        ],
        'payment.cancel': 'cancelled',
      },
    },
    // The phone rules load with this step; what is typed meanwhile is kept.
    checkingPhone: {
      tags: ['step.method', 'busy'],
      on: { 'phone.change': { actions: 'assignField' } },
      invoke: {
        id: 'checkPhone',
        src: 'checkPhone',
        input: ({ context }) => ({ prefix: context.form.prefix, phone: context.form.phone }),
        onDone: [
          {
            guard: 'isPhoneValid',
            target: 'requesting',
            actions: { type: 'assignCheckedPhone', params: ({ event }) => event.output },
          },
          {
            target: 'choosing',
            actions: { type: 'assignPhoneErrors', params: ({ event }) => event.output },
          },
        ],
        onError: { target: 'choosing', actions: 'assignPhoneRulesError' },
      },
    },
    // What is about to be started is kept first (the flow state), then asked.
    requesting: {
      tags: ['step.method', 'busy'],
      entry: ['assignStart', { type: 'reportStarting', params: ({ context }) => context.start! }],
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: startInputOf,
        onDone: {
          target: 'checkingAnswer',
          actions: [
            { type: 'assignStarted', params: ({ event }) => event.output },
            { type: 'reportInProgress', params: ({ context }) => context.inProgress },
          ],
        },
        onError: [
          // A refusal: nothing was started; the way on is another method, or the same again.
          {
            guard: { type: 'isRefusal', params: errorOf },
            target: 'failed',
            actions: [
              { type: 'assignError', params: errorOf },
              'clearStart',
              { type: 'reportInProgress', params: null },
            ],
          },
          // No answer, a late or unreadable one, a 5xx: whether it started is not known.
          { target: 'startUnknown', actions: { type: 'assignError', params: errorOf } },
        ],
      },
    },
    // The middleware refused to start it: the same request again (where it may help), or another
    // method.
    failed: {
      tags: ['step.method'],
      on: {
        'payment.retry': { guard: 'canRetry', target: 'requesting', actions: 'clearErrors' },
        'payment.change': { target: 'choosing', actions: 'clearErrors' },
        'method.select': { guard: 'isOfferedMethod', target: 'choosing', actions: 'assignMethod' },
        // Another phone is another request: back to the choice with it (no retry of the old one).
        'phone.change': { target: 'choosing', actions: ['clearErrors', 'assignField'] },
      },
    },
    // The start's answer never came, or could not be read: what it made is looked up (never asked
    // again), and only "nothing was started" lets the visitor try again.
    startUnknown: {
      tags: ['step.unknown'],
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'hasStartLookup', target: 'lookingUp' }, { target: 'noLookup' }],
        },
        lookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'findStartedPayment',
            src: 'findStartedPayment',
            input: findInputOf,
            onDone: [
              {
                guard: { type: 'isStarted', params: ({ event }) => event.output },
                target: '#payment.checkingAnswer',
                actions: [
                  {
                    type: 'assignStarted',
                    params: ({ event }) => event.output as Extract<StartFound, { kind: 'started' }>,
                  },
                  { type: 'reportInProgress', params: ({ context }) => context.inProgress },
                ],
              },
              {
                guard: { type: 'isFoundPaid', params: ({ event }) => event.output },
                target: '#payment.paid',
                actions: [
                  {
                    type: 'assignStarted',
                    params: ({ context, event }) => ({
                      orderCode: (event.output as { orderCode: string }).orderCode,
                      payment: {
                        id: (event.output as { orderCode: string }).orderCode,
                        paymentMethod: context.start?.method,
                        ...(context.amount !== null ? { amount: context.amount } : {}),
                      },
                    }),
                  },
                ],
              },
              {
                guard: { type: 'isFoundNotPaid', params: ({ event }) => event.output },
                target: 'notStarted',
                actions: [
                  { type: 'assignFoundOrder', params: ({ event }) => event.output },
                  'clearStart',
                  { type: 'reportInProgress', params: null },
                ],
              },
              {
                target: 'notStarted',
                actions: ['clearStart', { type: 'reportInProgress', params: null }],
              },
            ],
            onError: 'lookupFailed',
          },
        },
        // The lookup itself got no readable answer: still unknown; ask again, or leave.
        lookupFailed: {
          on: { 'payment.check': 'lookingUp', 'payment.cancel': leaveUnconfirmed },
        },
        // SPEC 7 has no call that finds it (a guest's voucher, the membership): said so; the
        // visitor checks the MB WAY app and their email before buying again.
        noLookup: {
          on: { 'payment.cancel': leaveUnconfirmed },
        },
        // Known not done: nothing was started (or it ended unpaid). A new attempt may be made;
        // a resumed chart only says so.
        notStarted: {
          on: {
            'payment.retry': [
              {
                guard: and([not('isResumed'), 'needsPhone']),
                target: '#payment.checkingPhone',
                actions: 'nextAttempt',
              },
              { guard: not('isResumed'), target: '#payment.requesting', actions: 'nextAttempt' },
            ],
            'payment.change': {
              guard: not('isResumed'),
              target: '#payment.choosing',
              actions: 'nextAttempt',
            },
            'payment.cancel': '#payment.cancelled',
          },
        },
      },
    },
    // The payment's answer: the amount it asks and where its page is are checked before the
    // visitor is sent on.
    checkingAnswer: {
      always: [
        { guard: 'isAmountDifferent', target: 'amountDiffers', actions: 'assignAnsweredAmount' },
        { guard: 'isCardPageRefused', target: 'cardPageRefused' },
        { target: 'following' },
      ],
    },
    // The payment asks another amount than the one shown: both are shown; the visitor goes on
    // with it, or leaves (a request already on the phone is to be refused there).
    amountDiffers: {
      tags: ['step.amountDiffers'],
      on: {
        'payment.accept': { target: 'following', actions: 'acceptAnsweredAmount' },
        'payment.cancel': leaveUnconfirmed,
      },
    },
    // The card page is not https on a payment provider's host: it is never opened. Nothing can
    // be paid on it; another method may be chosen.
    cardPageRefused: {
      tags: ['step.cardRefused'],
      entry: { type: 'reportInProgress', params: null },
      on: {
        'payment.change': { guard: not('isResumed'), target: 'choosing', actions: 'nextAttempt' },
        'payment.cancel': 'cancelled',
      },
    },
    // The payment under way, by how it is paid.
    following: {
      always: [
        { guard: 'isMbway', target: 'waitingMbway' },
        { guard: 'isCard', target: 'awaitingCard' },
        { guard: 'isAtmReference', target: 'referenceIssued' },
        { guard: 'isInStore', target: 'inStore' },
      ],
    },
    waitingMbway: {
      tags: ['step.mbway'],
      entry: notifyPendingOnce,
      initial: 'waiting',
      on: {
        // Only the widget stops waiting: the request on the phone may still be accepted.
        'payment.cancel': leaveUnconfirmed,
        // Another method: this payment is no longer the one followed (the screen says to refuse
        // the request in the app).
        'payment.change': {
          guard: not('isResumed'),
          target: 'choosing',
          actions: ['nextAttempt', { type: 'reportInProgress', params: null }],
        },
      },
      // At the deadline (the stated one, else the usual window), the status is asked on.
      states: {
        waiting: {
          tags: ['countdown'],
          entry: 'assignNow',
          always: { guard: 'isPastDeadline', target: 'pastDeadline' },
          after: { mbwayPollInterval: 'checking', mbwayDeadline: 'pastDeadline' },
        },
        checking: {
          tags: ['countdown'],
          after: { mbwayDeadline: 'pastDeadline' },
          ...askStatus({ target: 'waiting' }),
        },
        // Past the deadline nothing is assumed: a final status ends it, and after a minute more
        // without one the outcome is said unknown.
        pastDeadline: {
          initial: 'asking',
          after: { mbwayAskOn: '#payment.statusUnknown' },
          states: {
            asking: askStatus({ target: 'pausing' }),
            pausing: { after: { mbwayPollInterval: 'asking' } },
          },
        },
      },
    },
    // The card page is open (the view opened it on the visitor's click); its status followed.
    awaitingCard: {
      tags: ['step.card'],
      entry: notifyPendingOnce,
      initial: 'waiting',
      on: {
        // Another method: this payment is no longer the one under way.
        'payment.change': {
          guard: not('isResumed'),
          target: 'choosing',
          actions: ['nextAttempt', { type: 'reportInProgress', params: null }],
        },
        // Followed after a reload, the card payment may be left (the page closed unpaid): the
        // visitor goes on, and nothing else is started from here.
        'payment.cancel': {
          guard: 'isResumed',
          target: 'cancelled',
          actions: { type: 'reportInProgress', params: null },
        },
      },
      states: {
        waiting: { after: { cardPollInterval: 'checking' } },
        checking: askStatus({ target: 'waiting' }),
      },
    },
    // Past the deadline and a minute more, no final status: not known. The visitor is told to
    // check the MB WAY app (and their email) before paying again; the status may be asked again.
    statusUnknown: {
      tags: ['step.unknown'],
      initial: 'idle',
      on: { 'payment.cancel': leaveUnconfirmed },
      states: {
        idle: { on: { 'payment.check': 'asking' } },
        asking: { tags: ['busy'], ...askStatus({ target: 'idle' }) },
      },
    },
    // Refused, a platform error or the timer expired (SPEC 8): a new attempt, or another method.
    unpaid: {
      id: 'unpaid',
      tags: ['step.unpaid'],
      entry: [
        {
          type: 'notifyHost',
          params: ({ context }) => ({
            name: 'paymentFailed' as const,
            detail: {
              reason: context.error ?? 'generic',
              method: context.inProgress?.method ?? '',
            },
          }),
        },
        { type: 'reportInProgress', params: null },
      ],
      // A payment followed after a reload ends here: a new attempt would be another payment.
      always: { guard: 'isResumed', target: 'notPaid' },
      on: {
        // The phone is kept and may be changed before the new attempt; a changed one is checked.
        'phone.change': { actions: 'assignField' },
        'payment.retry': [
          { guard: 'needsPhone', target: 'checkingPhone', actions: 'nextAttempt' },
          { target: 'requesting', actions: 'nextAttempt' },
        ],
        'payment.change': { target: 'choosing', actions: 'nextAttempt' },
      },
    },
    // A resumed payment refused, failed or expired: the end of following it (the host was told).
    notPaid: {
      type: 'final',
      tags: ['step.unpaid'],
      entry: { type: 'settle', params: 'unpaid' },
    },
    paid: {
      type: 'final',
      tags: ['step.paid'],
      entry: [
        { type: 'settle', params: 'paid' },
        { type: 'notifyHost', params: ({ context }) => notice(context, 'paid') },
        { type: 'reportInProgress', params: null },
      ],
    },
    referenceIssued: {
      type: 'final',
      tags: ['step.reference'],
      entry: [
        { type: 'settle', params: 'referenceIssued' },
        { type: 'notifyHost', params: ({ context }) => notice(context, 'reference') },
        { type: 'reportInProgress', params: null },
      ],
    },
    inStore: {
      type: 'final',
      tags: ['step.inStore'],
      entry: [
        { type: 'settle', params: 'inStore' },
        { type: 'reportInProgress', params: null },
      ],
    },
    // Left without knowing how it ends (the purchase says so, and offers no second payment).
    unconfirmed: {
      type: 'final',
      tags: ['step.unknown'],
      entry: { type: 'settle', params: 'unconfirmed' },
    },
    cancelled: { type: 'final', entry: { type: 'settle', params: 'cancelled' } },
  },
  output: ({ context }): PaymentOutput => {
    const { inProgress, settled } = context;
    if (settled === 'unconfirmed') {
      return {
        status: 'unconfirmed',
        orderCode: inProgress?.orderCode ?? context.orderCode,
        method: inProgress?.method ?? context.start?.method ?? context.method!,
        payment: inProgress?.payment ?? null,
      };
    }
    if (!inProgress || settled === null || settled === 'cancelled') return { status: 'cancelled' };
    if (settled === 'unpaid') {
      return {
        status: 'unpaid',
        reason: context.error ?? 'generic',
        orderCode: inProgress.orderCode,
        method: inProgress.method,
        payment: inProgress.payment,
      };
    }
    return {
      status: settled,
      orderCode: inProgress.orderCode,
      method: inProgress.method,
      payment: inProgress.payment,
    };
  },
});
