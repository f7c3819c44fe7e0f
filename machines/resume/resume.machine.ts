import { assign, stopChild, fromPromise, not, setup } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import type { FlowState } from '../../domain/flowState';
import type { PaymentUnderWay, PurchaseKind } from '../../domain/paymentInProgress';
import { requesterOf, type MadeOrder } from '../../domain/pendingRequest';
import type { AuthOutput, AuthenticatedUser, LoginSource } from '../auth/auth.types';
import { newKeySeed } from '../booking/load';
import { shopPaymentMethods } from '../checkout/paymentMethods';
import {
  lazyChildRegion,
  withoutRef,
  withSpawned,
  type LazyRefs,
  type LoadedChart,
} from '../lazy/lazyChild';
import { loadPaymentChart, type PaymentChart } from '../payment/load';
import type { PaymentInput, PaymentOutput } from '../payment/payment.machine';
import { paymentReportOf, type PaymentProgress } from '../payment/report';
import type { ReservationResult } from '../rules/bookingRequest';
import type { PendingFound } from '../rules/pendingLookup';

type Schemas = components['schemas'];
type Profile = Schemas['User'];
type SignedInUser = AuthenticatedUser & { loginSource: LoginSource };

/**
 * What was left under way when the page went (a reload, "back"), settled before the widget opens
 * its view (README "Money safety"): a booking or an order on its way, looked up and never sent
 * again; a payment under way, followed and never started again. Its code loads only when the flow
 * state holds one of them.
 */
export interface ResumeInput {
  flow: FlowState;
  /** The session the widget has now (the login cookies, the parent app's token). */
  session: { userId: number | null; token: string | null };
  /** The user the widget has signed in, if it has read one. */
  user: SignedInUser | null;
}

/** An order made by a request pending at start: what it is, and what paying it needs. */
export interface FoundOrder {
  order: MadeOrder;
  title: string;
  campaignId: number | null;
  shopId: number;
  /** Its delivery (the payment methods offered depend on it). */
  deliveryType: Schemas['DeliveryType'];
}

/** A payment under way at start, followed to its end: the outcome and what was bought. */
export interface PaymentEnded {
  output: PaymentOutput;
  title: string;
  amount: number;
  /** A voucher, the premium membership (read again from the profile once paid), or an order. */
  purchase: PurchaseKind;
}

type ResumeCharts = { payment: { chart: PaymentChart; input: PaymentInput } };

export interface ResumeContext extends ResumeInput {
  error: ErrorCode | null;
  /** The booking a request pending at start made (found by its lookup), and what it was for. */
  resent: { result: ReservationResult; title: string } | null;
  /** The order a request pending at start made (known, or found by its lookup): shown, or paid. */
  foundOrder: FoundOrder | null;
  /** How a payment followed at start ended, and what it was for. */
  paymentEnded: PaymentEnded | null;
  /** The user as their profile read again says, once a premium membership was paid. */
  member: AuthOutput | null;
  refs: LazyRefs<ResumeCharts>;
}

/** What the widget takes on when everything is settled: the user made premium, if so. */
export interface ResumeOutput {
  member: AuthOutput | null;
}

export type ResumeEvent =
  /** After what was under way was settled and said: on to the next, or to the view. */
  | { type: 'pending.continue' }
  /** Its lookup went unanswered: ask it again (never the request itself). */
  | { type: 'pending.check' }
  | { type: 'payment.continue' }
  /** A chart's code (the payment's) did not arrive: load it again. */
  | { type: 'chart.retry' }
  | { type: 'xstate.done.actor.payment'; output: PaymentOutput }
  | { type: 'xstate.error.actor.payment'; error: unknown }
  /** The payment chart paying an order found at start: its payment under way (kept). */
  | PaymentProgress;

/** What the widget hears while it settles: the flow state to keep (saved at once), a booking made. */
export type ResumeReport =
  | { type: 'resume.flow'; flow: FlowState }
  | {
      type: 'booking.made';
      detail: { campaignId?: number; serviceId?: number; reservationId: string };
    };

export interface FindPendingInput {
  pending: NonNullable<FlowState['pendingRequest']>;
  userId: number;
  token: string;
}

/**
 * A request pending at start: what it made is looked up in the signed-in user's bookings (the
 * newest page), never sent again. Null when it made nothing.
 */
export const findPendingRequest = fromPromise<PendingFound, FindPendingInput>(
  async ({ input, signal }) => {
    const [page, { pendingMadeIn }] = await Promise.all([
      unwrap(
        apiClient.GET('/client/bookings/{userId}', {
          params: { path: { userId: input.userId }, query: { token: input.token, page: 0 } },
          signal,
        }),
      ),
      import('../rules/pendingLookup'),
    ]);
    return pendingMadeIn(page.items, input.pending);
  },
);

export interface OrderPaymentInput {
  shopId: number;
  deliveryType: Schemas['DeliveryType'];
  token: string | null;
}

/**
 * An order found at start waiting for its payment: the payment chart's code (as a purchase runs
 * it: it tells the payment it starts, kept in the flow state), and the shop's payment methods
 * for its delivery, as the checkout had them.
 */
export const prepareOrderPayment = fromPromise<
  { chart: PaymentChart; methods: Schemas['PaymentMethodCode'][] },
  OrderPaymentInput
>(async ({ input, signal }) => {
  const [{ reportingPaymentMachine }, methods] = await Promise.all([
    import('../payment/progress'),
    shopPaymentMethods(input, signal),
  ]);
  return {
    chart: reportingPaymentMachine,
    methods: [...new Set(methods.map((method) => method.code))],
  };
});

/**
 * The user's profile, read again after a premium membership followed at start ended paid: the
 * user signed in before it was paid, so the widget's user is not premium yet.
 */
export const readProfile = fromPromise<Profile, { userId: number; token: string }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.GET('/client/profile/{userId}', {
        params: { path: { userId: input.userId }, query: { token: input.token } },
        signal,
      }),
    ),
);

const errorOf = ({ event }: { event: { error: unknown } }) => event.error;

/** What the host page hears of a booking a request pending at start made (bookingMade). */
function resentBookingDetail(context: ResumeContext, result: ReservationResult) {
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
function payerOf(context: ResumeContext, entry: PaymentUnderWay): PaymentInput['payer'] | null {
  if (entry.payer.kind === 'guest') return { kind: 'guest' };
  const { userId, token } = context.session;
  return userId === entry.payer.userId && token ? { kind: 'user', userId, token } : null;
}

/**
 * The payment chart's input to follow the payment under way: its `resume` makes the chart ask
 * only for the payment's status, never start one (the purchase named is the order it made).
 */
function resumedPaymentInput(context: ResumeContext): PaymentInput {
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
const followedPaymentChart = ({
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
function requesterHere(context: ResumeContext): { userId: number; token: string } | null {
  const pending = context.flow.pendingRequest;
  if (!pending) return null;
  const requester = requesterOf(pending);
  const { userId, token } = context.session;
  if (requester.kind !== 'user' || userId === null || !token) return null;
  return requester.userId === null || requester.userId === userId ? { userId, token } : null;
}

/** The order a request pending at start made, with what showing and paying it needs. */
function foundOrderOf(context: ResumeContext, order: MadeOrder): FoundOrder {
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
const madeOrderAtStart = (context: ResumeContext): MadeOrder | null =>
  context.flow.pendingRequest?.kind === 'order' ? (context.flow.pendingRequest.made ?? null) : null;

/** Who pays the order found at start: its user (signed in here), or a guest. */
function orderPayerOf(context: ResumeContext): PaymentInput['payer'] {
  const user = requesterHere(context);
  return user ? { kind: 'user', ...user } : { kind: 'guest' };
}

/**
 * The payment chart paying the order found at start, once its code and the shop's methods are
 * there: a new payment of that order (never a new order), its progress kept as the checkout's.
 */
const orderPaymentChart = ({
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
function userWithProfile(context: ResumeContext, profile: Profile): AuthOutput {
  const token = context.user?.token ?? context.session.token ?? '';
  const loginSource = context.user?.loginSource ?? profile.loginSource ?? 'own';
  const { loginSource: _known, ...known } = context.user ?? { loginSource };
  return { kind: 'user', user: { ...known, ...profile, token }, loginSource };
}

/** The flow state without what is settled. */
const withFlow = (flow: FlowState) => ({ flow });

/** The flow state as it is now, told to the widget (it saves it at once). */
const reportFlow = {
  type: 'report' as const,
  params: ({ context }: { context: ResumeContext }): ResumeReport => ({
    type: 'resume.flow',
    flow: context.flow,
  }),
};

export const resumeMachine = setup({
  types: {
    input: {} as ResumeInput,
    context: {} as ResumeContext,
    events: {} as ResumeEvent,
    output: {} as ResumeOutput,
    children: {} as {
      findPendingRequest: 'findPendingRequest';
      prepareOrderPayment: 'prepareOrderPayment';
      loadPaymentChart: 'loadPaymentChart';
      readProfile: 'readProfile';
    },
  },
  actors: { findPendingRequest, prepareOrderPayment, loadPaymentChart, readProfile },
  guards: {
    hasPendingRequest: ({ context }) => context.flow.pendingRequest != null,
    hasPaymentInProgress: ({ context }) => context.flow.paymentInProgress != null,
    /** Its payer is known here: a guest, or the same user signed in (their token to ask with). */
    canFollowPayment: ({ context }) =>
      context.flow.paymentInProgress != null &&
      payerOf(context, context.flow.paymentInProgress) !== null,
    /** The payment followed at start paid the premium membership: the user is read again. */
    isPremiumPaid: ({ context }, output: PaymentOutput) =>
      output.status === 'paid' && context.flow.paymentInProgress?.purchase === 'premium',
    /** The request pending at start was a signed-in user's, signed in here: it can be looked up. */
    canLookUpRequest: ({ context }) => requesterHere(context) !== null,
    /** Its answer named the order before the page went: known made, not looked up. */
    isOrderMade: ({ context }) => madeOrderAtStart(context) !== null,
    isOrderToPay: ({ context }) => madeOrderAtStart(context)?.status === 'awaiting_payment',
    isNothingFound: (_, found: PendingFound) => found === null,
    isBookingFound: (_, found: PendingFound) => found?.kind === 'booking',
    isOrderFoundToPay: (_, found: PendingFound) =>
      found?.kind === 'order' && found.order.status === 'awaiting_payment',
  },
  actions: {
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    clearError: assign({ error: null }),
    /** A chart's code did not arrive: most likely the connection. */
    assignChartLoadError: assign({ error: 'network' as const }),
    /**
     * Tells the widget the flow state as it is now (saved at once, so a reload knows it), or a
     * booking found made (the host page and the parent window hear of it); the widget supplies
     * it (machines/resume/chart.ts).
     */
    report: (_, _report: ResumeReport) => {},
    clearPendingRequest: assign(({ context }) =>
      withFlow({ ...context.flow, pendingRequest: null }),
    ),
    clearPaymentInProgress: assign(({ context }) =>
      withFlow({ ...context.flow, paymentInProgress: null }),
    ),
    /**
     * Going on without knowing: the request is no longer kept; an order's cart is not reopened
     * (emptied, if the order was made): the view starts afresh.
     */
    leavePendingRequest: assign(({ context }) =>
      withFlow({
        ...context.flow,
        pendingRequest: null,
        ...(context.flow.pendingRequest?.kind === 'order' ? { orderInProgress: null } : {}),
      }),
    ),
    /** The order found is kept as made: a reload before its payment shows it again at once. */
    assignPendingMade: assign(({ context }, order: MadeOrder) =>
      context.flow.pendingRequest
        ? withFlow({
            ...context.flow,
            pendingRequest: { ...context.flow.pendingRequest, made: order },
          })
        : {},
    ),
    assignResent: assign(({ context }, result: ReservationResult) => ({
      resent: { result, title: context.flow.pendingRequest?.title ?? '' },
      error: null,
    })),
    // The order made emptied its cart: the order is shown, not that cart.
    assignFoundOrder: assign(({ context }, order: MadeOrder) => ({
      foundOrder: foundOrderOf(context, order),
      error: null,
      ...withFlow({ ...context.flow, orderInProgress: null }),
    })),
    clearFound: assign({ resent: null, foundOrder: null }),
    assignPaymentEnded: assign(({ context }, output: PaymentOutput) => ({
      paymentEnded: {
        output,
        title: context.flow.paymentInProgress?.title ?? '',
        amount: context.flow.paymentInProgress?.amount ?? 0,
        purchase: context.flow.paymentInProgress?.purchase ?? 'voucher',
      },
    })),
    clearPaymentEnded: assign({ paymentEnded: null }),
    /**
     * The payment of the order found at start, as the checkout keeps it: under way (a reload
     * follows it; the order itself is no longer pending), or ended.
     */
    assignOrderPaymentProgress: assign(({ context, event }) => {
      if (event.type !== 'payment.progress' || !context.foundOrder) return {};
      const payer = orderPayerOf(context);
      const report = paymentReportOf(event, {
        purchase: 'order',
        payer: payer.kind === 'user' ? { kind: 'user', userId: payer.userId } : { kind: 'guest' },
        title: context.foundOrder.title,
        campaignId: context.foundOrder.campaignId,
        amount: context.foundOrder.order.total,
      });
      return withFlow({
        ...context.flow,
        pendingRequest: null,
        paymentInProgress: report.type === 'payment.pending' ? report.payment : null,
      });
    }),
    assignOrderPaymentEnded: assign(({ context }, output: PaymentOutput) => ({
      paymentEnded: {
        output,
        title: context.foundOrder?.title ?? '',
        amount: context.foundOrder?.order.total ?? 0,
        purchase: 'order' as const,
      },
    })),
    assignMember: assign({ member: (_, member: AuthOutput) => member }),
    /** Starts the payment chart (its code loaded now) as the child `payment`, its ref kept. */
    startChart: assign(({ context, spawn }, loaded: LoadedChart<ResumeCharts>) => ({
      refs: withSpawned(context.refs, spawn, loaded),
    })),
    stopChart: stopChild((_, id: keyof ResumeCharts) => id),
    /** Lets go of the ref of a child stopped. */
    forgetChart: assign(({ context }, id: keyof ResumeCharts) => ({
      refs: withoutRef(context.refs, id),
    })),
  },
}).createMachine({
  id: 'resume',
  context: ({ input }) => ({
    ...input,
    error: null,
    resent: null,
    foundOrder: null,
    paymentEnded: null,
    member: null,
    refs: {},
  }),
  output: ({ context }) => ({ member: context.member }),
  initial: 'deciding',
  states: {
    // A request on its way comes first, then a payment under way; with neither, the view.
    deciding: {
      always: [
        { guard: 'hasPendingRequest', target: 'lookingUpRequest' },
        { guard: 'hasPaymentInProgress', target: 'resumingPayment' },
        { target: 'settled' },
      ],
    },
    // A request (a booking, an order) was on its way when the page went: what it made is found
    // out, and it is never sent again. An order its answer named is shown at once; a signed-in
    // user's request is looked up in their bookings; a guest's cannot be (SPEC 7 lists no
    // guest's bookings): said so.
    lookingUpRequest: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            {
              guard: 'isOrderToPay',
              target: '#resume.payingOrder',
              actions: [
                { type: 'assignFoundOrder', params: ({ context }) => madeOrderAtStart(context)! },
                reportFlow,
              ],
            },
            {
              guard: 'isOrderMade',
              target: '#resume.requestMade',
              actions: [
                { type: 'assignFoundOrder', params: ({ context }) => madeOrderAtStart(context)! },
                'clearPendingRequest',
                reportFlow,
              ],
            },
            { guard: 'canLookUpRequest', target: 'lookingUp' },
            { target: '#resume.requestNoLookup' },
          ],
        },
        lookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'findPendingRequest',
            src: 'findPendingRequest',
            input: ({ context }) => ({
              pending: context.flow.pendingRequest!,
              ...requesterHere(context)!,
            }),
            onDone: [
              // Nothing made: said plainly (kept until the visitor goes on).
              {
                guard: { type: 'isNothingFound', params: ({ event }) => event.output },
                target: '#resume.requestNotMade',
              },
              {
                guard: { type: 'isBookingFound', params: ({ event }) => event.output },
                target: '#resume.requestMade',
                actions: [
                  {
                    type: 'assignResent',
                    params: ({ event }) => (event.output as { result: ReservationResult }).result,
                  },
                  {
                    type: 'report',
                    params: ({ context, event }) => ({
                      type: 'booking.made' as const,
                      detail: resentBookingDetail(
                        context,
                        (event.output as { result: ReservationResult }).result,
                      ),
                    }),
                  },
                  'clearPendingRequest',
                  reportFlow,
                ],
              },
              // An order waiting for its payment: paid now (the order kept until it is).
              {
                guard: { type: 'isOrderFoundToPay', params: ({ event }) => event.output },
                target: '#resume.payingOrder',
                actions: [
                  {
                    type: 'assignFoundOrder',
                    params: ({ event }) => (event.output as { order: MadeOrder }).order,
                  },
                  {
                    type: 'assignPendingMade',
                    params: ({ event }) => (event.output as { order: MadeOrder }).order,
                  },
                  reportFlow,
                ],
              },
              // An order handed to the merchant: shown with its state.
              {
                target: '#resume.requestMade',
                actions: [
                  {
                    type: 'assignFoundOrder',
                    params: ({ event }) => (event.output as { order: MadeOrder }).order,
                  },
                  'clearPendingRequest',
                  reportFlow,
                ],
              },
            ],
            onError: {
              target: '#resume.requestUnconfirmed',
              actions: { type: 'assignError', params: errorOf },
            },
          },
        },
      },
    },
    /** It was made: the booking (confirmed, or waiting for the merchant), or the order's state. */
    requestMade: { on: { 'pending.continue': { target: 'deciding', actions: 'clearFound' } } },
    /** The lookup says nothing was made: nothing booked or ordered, nothing charged. */
    requestNotMade: {
      on: {
        'pending.continue': { target: 'deciding', actions: ['clearPendingRequest', reportFlow] },
      },
    },
    /** The lookup went unanswered: asked again on request, never the request itself. */
    requestUnconfirmed: {
      on: {
        'pending.check': { target: 'lookingUpRequest', actions: 'clearError' },
        'pending.continue': {
          target: 'deciding',
          actions: ['clearError', 'leavePendingRequest', reportFlow],
        },
      },
    },
    /** A guest's (or another user's) request: no call finds it. Said so; the email tells. */
    requestNoLookup: {
      on: {
        'pending.continue': { target: 'deciding', actions: ['leavePendingRequest', reportFlow] },
      },
    },
    // An order made before the page went, waiting for its payment: its payment step (the
    // shop's methods read again), a new payment of that order, never a new order. The payment
    // it starts is kept as the checkout's is; its end is said as a payment followed at start.
    payingOrder: {
      initial: 'loading',
      exit: [
        { type: 'stopChart', params: 'payment' },
        { type: 'forgetChart', params: 'payment' },
      ],
      on: { 'payment.progress': { actions: ['assignOrderPaymentProgress', reportFlow] } },
      states: {
        loading: {
          tags: ['busy'],
          invoke: {
            id: 'prepareOrderPayment',
            src: 'prepareOrderPayment',
            input: ({ context }) => ({
              shopId: context.foundOrder?.shopId ?? 0,
              deliveryType: context.foundOrder?.deliveryType ?? 'STORE_PICKUP',
              token: requesterHere(context)?.token ?? null,
            }),
            onDone: {
              target: 'paying',
              actions: { type: 'startChart', params: orderPaymentChart },
            },
            onError: { target: 'unavailable', actions: { type: 'assignError', params: errorOf } },
          },
        },
        paying: {
          on: {
            'xstate.done.actor.payment': {
              target: '#resume.paymentResumed',
              actions: [
                { type: 'assignOrderPaymentEnded', params: ({ event }) => event.output },
                'clearPaymentInProgress',
                'clearPendingRequest',
                reportFlow,
              ],
            },
            'xstate.error.actor.payment': {
              target: 'unavailable',
              actions: { type: 'assignError', params: errorOf },
            },
          },
        },
        // The methods or the chart's code did not arrive: try again, or go on (the order stays
        // made, to be paid; the email and the personal area have it).
        unavailable: {
          on: {
            'chart.retry': { target: 'loading', actions: 'clearError' },
            'payment.continue': {
              target: '#resume.deciding',
              actions: ['clearError', 'clearPendingRequest', 'clearFound', reportFlow],
            },
          },
        },
      },
    },
    // A payment was under way when the page went (a reload during an MB WAY countdown, a card
    // page open): it is followed, its status asked, never started again. The payment chart (its
    // code loaded now) shows the time left, the card page or the ATM reference; its end clears
    // it from the flow state and is said plainly.
    resumingPayment: {
      // A user's payment with that user not signed in here cannot be asked about: dropped.
      always: {
        guard: not('canFollowPayment'),
        target: 'deciding',
        actions: ['clearPaymentInProgress', reportFlow],
      },
      ...lazyChildRegion({
        id: 'payment',
        load: 'loadPaymentChart',
        start: { type: 'startChart', params: followedPaymentChart },
        running: {
          on: {
            'xstate.done.actor.payment': [
              {
                guard: {
                  type: 'isPremiumPaid',
                  params: ({ event }: { event: { output: PaymentOutput } }) => event.output,
                },
                target: '#resume.confirmingMembership',
                actions: [
                  {
                    type: 'assignPaymentEnded',
                    params: ({ event }: { event: { output: PaymentOutput } }) => event.output,
                  },
                  'clearPaymentInProgress',
                  reportFlow,
                ],
              },
              {
                target: '#resume.paymentResumed',
                actions: [
                  {
                    type: 'assignPaymentEnded',
                    params: ({ event }: { event: { output: PaymentOutput } }) => event.output,
                  },
                  'clearPaymentInProgress',
                  reportFlow,
                ],
              },
            ],
            // The chart stopped on an error: as if it had not loaded (a retry follows it again).
            'xstate.error.actor.payment': {
              target: '#resume.resumingPayment.unavailable',
              actions: { type: 'assignError', params: errorOf },
            },
          },
        },
        // Or on without following it.
        orElse: {
          'payment.continue': {
            target: '#resume.deciding',
            actions: ['clearError', 'clearPaymentInProgress', reportFlow],
          },
        },
      }),
    },
    // The premium membership was paid: the user signed in before that (the parent app's token,
    // the login cookies), so their profile is read again, and the widget keeps it (premium:
    // smart prices apply, the Premium view says member). Unread (a fault), the outcome is said
    // all the same.
    confirmingMembership: {
      tags: ['busy'],
      invoke: {
        id: 'readProfile',
        src: 'readProfile',
        input: ({ context }) => ({
          userId: context.session.userId ?? 0,
          token: context.session.token ?? '',
        }),
        onDone: {
          target: 'paymentResumed',
          actions: {
            type: 'assignMember',
            params: ({ context, event }) => userWithProfile(context, event.output),
          },
        },
        onError: 'paymentResumed',
      },
    },
    /** How the payment followed at start ended; then on to the next, or the view. */
    paymentResumed: {
      on: { 'payment.continue': { target: 'deciding', actions: 'clearPaymentEnded' } },
    },
    settled: { type: 'final' },
  },
});
