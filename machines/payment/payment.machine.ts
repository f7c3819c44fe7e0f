import { and, assign, fromPromise, not, setup, type ErrorActorEvent } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { nowMs } from '../../api/clock';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { Situation } from '../../api/errorReactions';
import { tellHostPage } from '../../api/hostNotices';
import type { components } from '../../api/schema';
import { DEFAULT_PHONE_PREFIX } from '../../domain/constants';
import { checkPhone } from '../auth/auth.machine';
import { phoneErrors, type FieldErrors, type PhoneCheck } from '../rules/authValidation';
import { idempotencyKeyFor } from '../rules/idempotency';
import {
  CARD_POLL_MS,
  defaultPaymentMethod,
  mbwayPollInterval,
  msUntil,
  paymentErrorCodeOf,
  paymentKindOf,
  paymentOutcomeOf,
  paymentTimingOf,
  type PaymentKind,
  type PaymentOutcome,
} from '../rules/payment';

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
   * following a card payment, but no other payment is ever started from it.
   */
  resume?: PaymentInProgress | null;
}

/** A payment under way, as the flow state keeps it (SPEC 3 "Payment": id, deadline, phone). */
export interface PaymentInProgress {
  orderCode: string;
  method: PaymentMethodCode;
  payment: Payment;
  /** When the request went out (epoch ms): the polling slows after a minute of it. */
  startedAtMs: number;
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
  /** Started with `resume`: the payment is followed, and nothing is ever started. */
  resumed: boolean;
  error: ErrorCode | null;
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
  /** Leave without paying (from the choice), or stop following a resumed card payment. */
  | { type: 'payment.cancel' };

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
    // One key per attempt and content: a retry after a fault sends the same one.
    idempotencyKey: idempotencyKeyFor(context.keySeed, operation, {
      body,
      attempt: context.attempt,
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
    return { orderCode: bought.orderCode, payment: bought.payment };
  },
);

/** An answer that says nothing usable about the payment it started. */
export class PaymentAnswerError extends Error {
  constructor() {
    super('The payment answer named no payment.');
  }
}

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
      return state.paymentId === inProgress.payment.id ? paymentOutcomeOf(state.status) : 'pending';
    }
    const result = await unwrap(
      apiClient.POST('/payment/status', {
        params: { query: payer.kind === 'user' ? { token: payer.token } : {} },
        body: { orderCode: inProgress.orderCode },
        signal,
      }),
    );
    return result.orderCode === inProgress.orderCode ? paymentOutcomeOf(result.status) : 'pending';
  },
);

// ------------------------------------------------------------------------------------ chart

export function initialPaymentContext(input: PaymentInput): PaymentContext {
  const resumed = input.resume ?? null;
  return {
    amount: input.amount,
    methods: [...input.methods],
    method: resumed?.method ?? defaultPaymentMethod(input.methods),
    form: {
      prefix: input.phone.prefix || DEFAULT_PHONE_PREFIX,
      phone: input.phone.phone,
    },
    fieldErrors: {},
    purchase: input.purchase,
    payer: input.payer,
    keySeed: input.keySeed,
    attempt: 0,
    orderCode: resumed?.orderCode ?? null,
    inProgress: resumed,
    resumed: resumed !== null,
    error: null,
    settled: null,
  };
}

type WithContext = { context: PaymentContext };
const statusInputOf = ({ context }: WithContext): PaymentStatusInput => ({
  inProgress: context.inProgress!,
  payer: context.payer,
});
const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

function phoneCheckIn(event: { type: string }): PhoneCheck | null {
  return event.type === 'xstate.done.actor.checkPhone'
    ? (event as unknown as { output: PhoneCheck }).output
    : null;
}

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

/**
 * Paying for something (a voucher, the premium membership, an order): one chart for every
 * purchase. The visitor picks a method (MB WAY first where offered) and, for MB WAY, the phone;
 * the payment starts with one Idempotency-Key per attempt, then:
 *
 *   MB WAY  → waiting, a countdown to the server's deadline, the status asked every 2 s for a
 *             minute then every 5 s → paid | refused | platform error | expired (one last ask
 *             at the deadline); refused, error and expired offer a new attempt or another method
 *   card    → the payment page (opened by the view), its status followed every 5 s → paid | refused
 *   ATM     → the entity and reference to pay later: the purchase stays pending
 *   in store→ nothing charged now: the purchase awaits the merchant
 *
 * Only an answer that says `paid` is paid. A fault (no answer, off the contract) while starting
 * is retried with the same key; a fault while asking about the status is asked again. The
 * payment under way is reported upward (`reportInProgress`) to be kept in the flow state, so a
 * reload follows it (input `resume`) instead of paying twice. A resumed chart only follows: a
 * refusal, a platform error or an expiry ends it (`notPaid`), a card payment may be left
 * (`payment.cancel`), and no call that starts a payment is ever made from it.
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
    },
  },
  actors: { checkPhone, startPayment, fetchPaymentStatus },
  delays: {
    /** 2 s in the first minute of the request, then 5 s. */
    mbwayPollInterval: ({ context }) =>
      mbwayPollInterval(nowMs() - (context.inProgress?.startedAtMs ?? nowMs())),
    /** What is left of the server's deadline, from its absolute time (a reload keeps it right). */
    mbwayDeadline: ({ context }) => msUntil(context.inProgress?.payment.deadline, nowMs()),
    cardPollInterval: CARD_POLL_MS,
  },
  guards: {
    hasMethods: ({ context }) => context.methods.length > 0,
    isResuming: ({ context }) => context.inProgress !== null,
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
    /** A fault can be mended by trying again; a refusal by the middleware cannot. */
    canRetry: ({ context }) =>
      context.error === 'network' ||
      context.error === 'timeout' ||
      context.error === 'malformedResponse' ||
      context.error === 'generic',
    isPastDeadline: ({ context }) => msUntil(context.inProgress?.payment.deadline, nowMs()) === 0,
  },
  actions: {
    assignMethod: assign({
      method: ({ context, event }) =>
        event.type === 'method.select' ? event.method : context.method,
      fieldErrors: {},
      error: null,
    }),
    assignField: assign({
      form: ({ context, event }) =>
        event.type === 'phone.change'
          ? { ...context.form, [event.field]: event.value }
          : context.form,
    }),
    clearErrors: assign({ fieldErrors: {}, error: null }),
    assignPhoneErrors: assign({
      fieldErrors: (_, check: PhoneCheck) => phoneErrors(check),
    }),
    assignCheckedPhone: assign({
      form: (_, check: PhoneCheck) => ({ prefix: check.prefix, phone: check.phone }),
    }),
    assignPhoneRulesError: assign({ error: 'generic' as const }),
    assignStarted: assign(({ context }, started: { orderCode: string; payment: Payment }) => ({
      orderCode: started.orderCode,
      inProgress: {
        orderCode: started.orderCode,
        method: context.method!,
        payment: started.payment,
        startedAtMs: nowMs(),
      },
      error: null,
    })),
    assignError: assign({
      error: ({ context }, error: unknown) => errorCodeOf(error, situationOf(context.purchase)),
    }),
    assignOutcomeError: assign({
      error: (_, outcome: 'refused' | 'platformError' | 'expired') => paymentErrorCodeOf(outcome),
    }),
    /** A new attempt: a new key, the phone and method kept. */
    nextAttempt: assign({ attempt: ({ context }) => context.attempt + 1, error: null }),
    settle: assign({ settled: (_, settled: PaymentOutput['status']) => settled }),
    /** Tells the host page, once, from here (api/hostNotices.ts: the parent bridge). */
    notifyHost: (_, notice: PaymentNotice) => tellHostPage(notice),
    /** Tells whoever runs the chart the payment under way (kept in the flow state), or none. */
    reportInProgress: (_, _inProgress: PaymentInProgress | null) => {},
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

/** An unpaid end (SPEC 8): refused, a platform error, or the timer expired. */
const toUnpaid = (outcome: 'refused' | 'platformError' | 'expired') => ({
  target: '#payment.unpaid',
  actions: { type: 'assignOutcomeError' as const, params: outcome },
});

/**
 * Asking how the payment stands: paid, refused, a platform error or expired end the wait; a
 * payment still pending, an answer that says nothing known, or no answer at all go `pending`.
 */
function askStatus(pending: { target: string; actions?: ReturnType<typeof toUnpaid>['actions'] }) {
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
        pending,
      ],
      onError: pending,
    },
  } as PaymentStateConfig;
}

export const paymentMachine = paymentSetup.createMachine({
  id: 'payment',
  context: ({ input }) => initialPaymentContext(input),
  initial: 'starting',
  states: {
    starting: {
      always: [
        { guard: 'isResuming', target: 'following' },
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
    requesting: {
      tags: ['step.method', 'busy'],
      invoke: {
        id: 'startPayment',
        src: 'startPayment',
        input: startInputOf,
        onDone: {
          target: 'following',
          actions: [
            { type: 'assignStarted', params: ({ event }) => event.output },
            { type: 'reportInProgress', params: ({ context }) => context.inProgress },
          ],
        },
        onError: { target: 'failed', actions: { type: 'assignError', params: errorOf } },
      },
    },
    // Starting failed: the same request again (same key), or another method.
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
      tags: ['step.mbway', 'countdown'],
      entry: notifyPendingOnce,
      initial: 'waiting',
      // At the deadline, one last question, then expired.
      after: { mbwayDeadline: '.lastCheck' },
      states: {
        waiting: {
          always: { guard: 'isPastDeadline', target: 'lastCheck' },
          after: { mbwayPollInterval: 'checking' },
        },
        // A fault while asking: ask again at the next interval.
        checking: askStatus({ target: 'waiting' }),
        lastCheck: askStatus(toUnpaid('expired')),
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
    cancelled: { type: 'final', entry: { type: 'settle', params: 'cancelled' } },
  },
  output: ({ context }): PaymentOutput => {
    const { inProgress, settled } = context;
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
