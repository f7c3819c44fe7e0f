import type { PaymentUnderWay } from '../../domain/paymentInProgress';
import { requesterOf, type MadeOrder } from '../../domain/pendingRequest';
import type { AuthOutput } from '../auth/auth.types';
import { newKeySeed } from '../booking/load';
import type { LoadedChart } from '../lazy/lazyChild';
import type { PaymentChart } from '../payment/load';
import type { PaymentInput } from '../payment/payment.machine';
import type { ReservationResult } from '../rules/bookingRequest';
import type { Schemas, Profile, FoundOrder, ResumeCharts, ResumeContext } from './resume.types';

export const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** What the host page hears of a booking a request pending at start made (bookingMade). */
export function resentBookingDetail(context: ResumeContext, result: ReservationResult) {
  const body = (context.flow.pendingRequest?.body ?? {}) as { shopMerchantServiceId?: unknown };
  const reservationId = String(result.reservationId);
  return typeof body.shopMerchantServiceId === 'number'
    ? { serviceId: body.shopMerchantServiceId, reservationId }
    : { campaignId: result.campaignId, reservationId };
}

/**
 * Who pays for the payment under way, as the widget knows them now: the same user signed in
 * (their token from the login cookies or the parent app's token), or a guest. Null when the
 * payment is a user's and that user is not signed in here: it cannot be asked about.
 */
export function payerOf(
  context: ResumeContext,
  entry: PaymentUnderWay,
): PaymentInput['payer'] | null {
  if (entry.payer.kind === 'guest') return { kind: 'guest' };
  const { userId, token } = context.session;
  return userId === entry.payer.userId && token ? { kind: 'user', userId, token } : null;
}

/**
 * The payment chart's input to follow the payment under way: its `resume` makes the chart ask
 * only for the payment's status, never start one (the purchase named is the order it made).
 */
export function resumedPaymentInput(context: ResumeContext): PaymentInput {
  const entry = context.flow.paymentInProgress!;
  const { inProgress, starting } = entry;
  const lookup = starting?.lookup;
  const orderCode =
    inProgress?.orderCode ?? (lookup?.kind === 'orderStatus' ? lookup.orderCode : '');
  return {
    amount: entry.amount,
    methods: [inProgress?.method ?? starting!.method],
    purchase: { kind: 'order', orderCode },
    payer: payerOf(context, entry) ?? { kind: 'guest' },
    phone: entry.phone,
    keySeed: newKeySeed(),
    resume: inProgress ?? null,
    resumeStart: inProgress ? null : (starting ?? null),
  };
}

/** The payment chart, once its code has loaded, following the payment under way. */
export const followedPaymentChart = ({
  context,
  event,
}: {
  context: ResumeContext;
  event: { output: PaymentChart };
}) =>
  ({
    id: 'payment',
    chart: event.output,
    input: resumedPaymentInput(context),
  }) satisfies LoadedChart<ResumeCharts>;

/**
 * The signed-in user who sent the request pending at start, as the widget knows them now; null
 * when it was a guest's, or another user's, or nobody is signed in: then it cannot be looked up.
 */
export function requesterHere(context: ResumeContext): { userId: number; token: string } | null {
  const pending = context.flow.pendingRequest;
  if (!pending) return null;
  const requester = requesterOf(pending);
  const { userId, token } = context.session;
  if (requester.kind !== 'user' || userId === null || !token) return null;
  return requester.userId === null || requester.userId === userId ? { userId, token } : null;
}

/** The order a request pending at start made, with what showing and paying it needs. */
export function foundOrderOf(context: ResumeContext, order: MadeOrder): FoundOrder {
  const pending = context.flow.pendingRequest;
  const body = (pending?.body ?? {}) as { shopId?: unknown; deliveryType?: unknown };
  const deliveryType = body.deliveryType;
  return {
    order,
    title: pending?.title ?? '',
    campaignId: pending?.campaignId ?? null,
    shopId: pending?.shopId ?? (typeof body.shopId === 'number' ? body.shopId : 0),
    deliveryType:
      deliveryType === 'DELIVERY' || deliveryType === 'PICKUP_POINT'
        ? deliveryType
        : 'STORE_PICKUP',
  };
}

/** The order known made at start (its answer named it before the page went), or null. */
export const madeOrderAtStart = (context: ResumeContext): MadeOrder | null =>
  context.flow.pendingRequest?.kind === 'order' ? (context.flow.pendingRequest.made ?? null) : null;

/** Who pays the order found at start: its user (signed in here), or a guest. */
export function orderPayerOf(context: ResumeContext): PaymentInput['payer'] {
  const user = requesterHere(context);
  return user ? { kind: 'user', ...user } : { kind: 'guest' };
}

/**
 * The payment chart paying the order found at start, once its code and the shop's methods are
 * there: a new payment of that order (never a new order), its progress kept as the checkout's.
 */
export const orderPaymentChart = ({
  context,
  event,
}: {
  context: ResumeContext;
  event: { output: { chart: PaymentChart; methods: Schemas['PaymentMethodCode'][] } };
}) => {
  const found = context.foundOrder!;
  const { prefix, phone } = context.flow.contact;
  return {
    id: 'payment',
    chart: event.output.chart,
    input: {
      amount: found.order.total,
      methods: event.output.methods,
      purchase: { kind: 'order', orderCode: found.order.orderCode },
      payer: orderPayerOf(context),
      phone: { prefix, phone },
      keySeed: newKeySeed(),
    },
  } satisfies LoadedChart<ResumeCharts>;
};

/**
 * The user as the profile read again says (premium now), with the token the widget holds: the
 * signed-in user's own, or the login cookies' (a user not read since the reload).
 */
export function userWithProfile(context: ResumeContext, profile: Profile): AuthOutput {
  const token = context.user?.token ?? context.session.token ?? '';
  const loginSource = context.user?.loginSource ?? profile.loginSource ?? 'own';
  const { loginSource: _known, ...known } = context.user ?? { loginSource };
  return { kind: 'user', user: { ...known, ...profile, token }, loginSource };
}
