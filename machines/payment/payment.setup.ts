import { assertEvent, assign, setup } from 'xstate';
import { nowMs } from '../../api/clock';
import { errorCodeOf, isApiError } from '../../api/errors';
import { widgetOf } from '../host';
import { configuredPaymentPageHosts, sandboxPaymentPageOrigin } from '../../api/paymentPages';
import { checkPhone, phoneCheckIn } from '../phone/phone.actors';
import { phoneErrors, type PhoneCheck } from '../rules/authValidation';
import { isSameAmount, isValidAmount } from '../rules/money';
import {
  CARD_POLL_MS,
  MBWAY_ASK_ON_FOR_MS,
  backedOffInterval,
  mbwayPollInterval,
  paymentErrorCodeOf,
  paymentKindOf,
  type PaymentKind,
  type PaymentOutcome,
  type StartFound,
} from '../rules/payment';
import { allowedPaymentPageHosts, isAllowedPaymentPage } from '../rules/paymentPage';
import { isSettledBookingError } from '../rules/resend';
import { fetchPaymentStatus, findStartedPayment, startPayment } from './payment.actors';
import {
  followedPayment,
  notice,
  paymentStartOf,
  situationOf,
  statusInputOf,
  waitEndOf,
  type WithContext,
} from './payment.inputs';
import type {
  Payment,
  PaymentContext,
  PaymentEvent,
  PaymentInProgress,
  PaymentInput,
  PaymentNotice,
  PaymentOutput,
  PaymentStart,
} from './payment.types';

const byKind =
  (kind: PaymentKind) =>
  ({ context }: WithContext) =>
    context.inProgress !== null && paymentKindOf(context.inProgress.method) === kind;

/**
 * The payment chart's names: its types, actors, delays, guards and actions, and the pieces of
 * state its chart (payment.machine.ts) repeats.
 */
export const paymentSetup = setup({
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
      if (asked === undefined) return false;
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
    /** Tells the host page, once, from here (machines/host.ts: the widget, the parent bridge). */
    notifyHost: ({ system }, notice: PaymentNotice) =>
      widgetOf(system)?.send({ type: 'host.notice', notice }),
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
export const notifyPendingOnce = paymentSetup.enqueueActions(({ context, enqueue }) => {
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
export function askStatus(pending: Transition, unreadable: Transition = pending) {
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
export const leaveUnconfirmed = {
  target: '#payment.unconfirmed',
  actions: { type: 'reportInProgress' as const, params: null },
};
