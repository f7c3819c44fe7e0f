import { assign, stopChild, not, setup } from 'xstate';
import { errorCodeOf } from '../../api/errors';
import type { FlowState } from '../../domain/flowState';
import type { MadeOrder } from '../../domain/pendingRequest';
import type { AuthOutput } from '../auth/auth.types';
import { lazyChildRegion, withoutRef, withSpawned, type LoadedChart } from '../lazy/lazyChild';
import { loadPaymentChart } from '../payment/load';
import type { PaymentOutput } from '../payment/payment.machine';
import { paymentReportOf } from '../payment/report';
import type { ReservationResult } from '../rules/bookingRequest';
import { flowWithOrder } from '../rules/orderFlow';
import type { PendingFound } from '../rules/pendingLookup';
import type {
  ResumeInput,
  ResumeCharts,
  ResumeContext,
  ResumeOutput,
  ResumeEvent,
  ResumeReport,
} from './resume.types';
import {
  errorOf,
  resentBookingDetail,
  payerOf,
  followedPaymentChart,
  requesterHere,
  foundOrderOf,
  madeOrderAtStart,
  orderPayerOf,
  orderPaymentChart,
  userWithProfile,
} from './resume.inputs';
import { findPendingRequest, prepareOrderPayment, readProfile } from './resume.actors';

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

/** The chart's context as it starts: nothing settled yet. */
export function initialResumeContext(input: ResumeInput): ResumeContext {
  return {
    ...input,
    error: null,
    resent: null,
    foundOrder: null,
    paymentEnded: null,
    member: null,
    refs: {},
  };
}

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
        ...(context.flow.pendingRequest?.kind === 'order'
          ? flowWithOrder(context.flow, null)
          : context.flow),
        pendingRequest: null,
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
      // Everything the order kept goes (its note, NIF, pickup point), as when it ends here.
      ...withFlow(flowWithOrder(context.flow, null)),
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
  context: ({ input }) => initialResumeContext(input),
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
