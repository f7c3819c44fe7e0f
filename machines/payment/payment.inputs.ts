import type { ErrorActorEvent } from 'xstate';
import { nowMs } from '../../api/clock';
import type { Situation } from '../../api/errorReactions';
import { DEFAULT_PHONE_PREFIX } from '../../domain/constants';
import { idempotencyKeyFor } from '../rules/idempotency';
import {
  defaultPaymentMethod,
  paymentKindOf,
  startLookupOf,
  statedDeadlineMs,
  waitEndsAtMs,
} from '../rules/payment';
import type { FindStartInput, PaymentStatusInput, StartPaymentInput } from './payment.actors';
import type {
  PaymentContext,
  PaymentInProgress,
  PaymentInput,
  PaymentNotice,
  PaymentStart,
  Purchase,
} from './payment.types';

/** What the reactions to a refusal need to know of the purchase (api/errorReactions.ts). */
export function situationOf(purchase: Purchase): Situation {
  if (purchase.kind !== 'voucher') return {};
  return {
    prize: purchase.request.prizeId !== undefined,
    smart: purchase.request.reservationType === 'smart',
  };
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

export function startInputOf({ context }: { context: PaymentContext }): StartPaymentInput {
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

/** The chart's context as it starts (stories and tests start from it too). */
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

export type WithContext = { context: PaymentContext };

/** The status question about the payment under way. */
export const statusInputOf = ({ context }: WithContext): PaymentStatusInput => ({
  inProgress: context.inProgress!,
  payer: context.payer,
});

/** The lookup of a start whose answer is not known. */
export const findInputOf = ({ context }: WithContext): FindStartInput => ({
  lookup: context.start?.lookup ?? { kind: 'none' },
  requestedAtMs: context.start?.requestedAtMs ?? nowMs(),
  payer: context.payer,
});

export const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/** What the host page is told of the payment (machines/host.ts). */
export function notice(
  context: PaymentContext,
  outcome: 'pending' | 'reference' | 'paid',
): PaymentNotice {
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
        amount: inProgress?.payment.amount ?? context.amount,
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

/** When the MB WAY wait stops counting: the stated deadline, else MB WAY's usual window. */
export const waitEndOf = ({ inProgress, deadlineMs, now }: PaymentContext) =>
  inProgress ? waitEndsAtMs(deadlineMs, inProgress.startedAtMs) : now;
