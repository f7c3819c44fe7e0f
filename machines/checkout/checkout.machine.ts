import { assign, enqueueActions, not, sendParent, setup, type ErrorActorEvent } from 'xstate';
import { nowMs } from '../../api/clock';
import { errorCodeOf, errorDetailOf, isApiError } from '../../api/errors';
import { widgetOf } from '../host';
import { identifyingState } from '../auth/identifying';
import { authMachine } from '../auth/auth.machine';
import type { AuthOutput, GuestTyped } from '../auth/auth.types';
import type { Identity } from '../booking/booking.types';
import { contactMachine, type ContactTyped } from '../booking/contact.machine';
import { shareMachine } from '../booking/share.machine';
import type { PaymentOutput } from '../payment/payment.types';
import { payingState, paymentOutcomeGuards } from '../payment/paying';
import { paymentReportOf, reportingPaymentMachine } from '../payment/progress';
import type { BookingContact } from '../rules/bookingRequest';
import { orderAnswerOf, type Order } from '../rules/orderRequest';
import { isOrderPayableWithPrize } from '../rules/orderPrize';
import { isSettledBookingError } from '../rules/resend';
import { createOrder, findOrder } from './checkout.actors';
import {
  authInputOf,
  chosenPrizeOf,
  contactInputOf,
  createOrderInputOf,
  findOrderInputOf,
  initialCheckoutContext,
  knownMethods,
  keptPayerOf,
  paymentInputOf,
  prizeOfVisitor,
  reportOrderSettled,
  reportPendingOrder,
  shareInputOf,
  typedContactOf,
} from './checkout.inputs';
import type {
  CheckoutContext,
  CheckoutEvent,
  CheckoutInput,
  CheckoutOutput,
  CheckoutReport,
  Schemas,
} from './checkout.types';
import { fetchPaymentMethods } from './paymentMethods';

/** The chart's types and starting context, for whoever uses the chart (screens, stories, tests). */
export type * from './checkout.types';
export { initialCheckoutContext, paymentInputOf } from './checkout.inputs';

/**
 * Ordering what is in the cart (SPEC 4 type 7 "takeaway or delivery; order awaiting
 * confirmation"; SPEC 7 payment-methods, v1/web/orders, orders/guest, orders/purchase): who
 * orders (signed in, or a guest where allowed), their contact and a note for the shop, the
 * shop's payment methods for the delivery chosen, the order made once (one Idempotency-Key per
 * content: a double click or a retry after a fault makes no second order), then the
 * payment chart pays it (`orders/purchase`, the status followed). It ends with the order handed
 * to the merchant, awaiting their confirmation (paid, or to be paid in store), or with an ATM
 * reference to pay; an order left unpaid can be paid again, never made again.
 *
 *   identifying → contacting → loadingMethods → reviewing → placing → paying → placed
 *                                   ↘ noMethods      ↘ placeFailed      ↘ awaitingPayment | unpaid
 *                                                    ↘ placeUnconfirmed ↘ paymentUnconfirmed
 */
export const checkoutMachine = setup({
  types: {
    input: {} as CheckoutInput,
    context: {} as CheckoutContext,
    events: {} as CheckoutEvent,
    output: {} as CheckoutOutput,
    children: {} as {
      auth: 'auth';
      contact: 'contact';
      fetchPaymentMethods: 'fetchPaymentMethods';
      createOrder: 'createOrder';
      findOrder: 'findOrder';
      payment: 'payment';
      share: 'share';
    },
  },
  actors: {
    // What is typed on a guest's form and on the contact step comes up to the checkout, which
    // passes it on.
    auth: authMachine.provide({
      actions: { reportGuestTyped: sendParent((_, typed: GuestTyped) => typed) },
    }),
    contact: contactMachine.provide({
      actions: { report: sendParent((_, typed: ContactTyped) => typed) },
    }),
    fetchPaymentMethods,
    createOrder,
    findOrder,
    payment: reportingPaymentMachine,
    share: shareMachine,
  },
  guards: {
    hasIdentity: ({ context }) =>
      context.identity?.kind === 'user' ||
      (context.identity?.kind === 'guest' && context.canOrderAsGuest),
    isIdentityOutput: (_, output: AuthOutput) => output.kind !== 'failed',
    hasMethods: (_, methods: Schemas['PaymentMethod'][]) => knownMethods(methods).length > 0,
    /** SPEC 4 type 7: handed to the merchant, awaiting their confirmation (nothing to pay now). */
    isAwaitingMerchant: (_, order: Order) => orderAnswerOf(order) === 'awaitingMerchant',
    isAwaitingPayment: (_, order: Order) => orderAnswerOf(order) === 'awaitingPayment',
    /** A fault may be mended by sending the same order again; a refusal by the middleware not. */
    canRetry: ({ context }) =>
      context.error === 'network' ||
      context.error === 'timeout' ||
      context.error === 'malformedResponse' ||
      context.error === 'generic',
    /** The middleware answered that it has no payment method here (api/errorReactions.ts). */
    isNoMethodsAnswer: (_, error: unknown) => errorCodeOf(error) === 'noPaymentMethods',
    /** The middleware said no (a 4xx): nothing was made. */
    isRefusal: (_, error: unknown) => isApiError(error) && isSettledBookingError(error.status),
    /** A lost order answer can be looked up: a signed-in user's. */
    canLookUpOrder: ({ context }) => context.identity?.kind === 'user',
    isNothingFound: (_, found: Order | null) => found === null,
    /** The cart changed at the middleware (emptied, or an order made of it meanwhile). */
    isCartChanged: ({ context }) => context.error === 'cartEmpty',
    /** One of the signed-in visitor's usable prizes, or none. */
    isPrizeOfVisitor: ({ context }, prizeId: number | null) =>
      prizeId === null || prizeOfVisitor(context, prizeId) !== null,
    /** SPEC 5's floor, as on a voucher: with the prize, at least 2 € of the items to pay. */
    isPayableWithPrize: ({ context }) =>
      isOrderPayableWithPrize(context.itemsAfterCoupon, chosenPrizeOf(context)),
    /** The middleware refused the prize (the floor): nothing was made. */
    isPrizeRefused: ({ context }, error: unknown) =>
      chosenPrizeOf(context) !== null &&
      errorCodeOf(error, { prize: true }) === 'voucherAmountTooLow',
    ...paymentOutcomeGuards,
  },
  actions: {
    assignIdentity: assign({ identity: (_, identity: Identity) => identity }),
    /** The contact confirmed: what was typed before is that contact now. */
    assignContact: assign({
      contact: (_, contact: BookingContact) => contact,
      typedContact: null,
    }),
    assignTyped: assign({
      typedContact: (_, typed: ContactTyped | GuestTyped) => typedContactOf(typed),
    }),
    assignMethods: assign({
      methods: (_, methods: Schemas['PaymentMethod'][]) => knownMethods(methods),
      error: null,
    }),
    assignOrder: assign({ order: (_, order: Order) => order, error: null }),
    assignError: assign(({ context }, error: unknown) => {
      const situation = { prize: chosenPrizeOf(context) !== null };
      return {
        error: errorCodeOf(error, situation),
        errorDetail: errorDetailOf(error, situation),
      };
    }),
    assignPrize: assign((_, prizeId: number | null) => ({ prizeId, prizeError: null })),
    assignPrizeError: assign({ prizeError: 'voucherAmountTooLow' as const }),
    /** An answer that names no usable order: shown as a malformed answer, with a retry. */
    assignUnusableOrder: assign({ error: 'malformedResponse' as const, errorDetail: null }),
    clearError: assign({ error: null }),
    assignRequestedAt: assign({ requestedAtMs: () => nowMs() }),
    assignPayment: assign({
      payment: (_, output: PaymentOutput) => (output.status === 'cancelled' ? null : output),
    }),
    /** The host page hears of the order handed to the merchant (api/parent/protocol.ts). */
    notifyOrderPlaced: ({ context, system }) =>
      widgetOf(system)?.send({
        type: 'host.notice',
        notice: {
          name: 'orderPlaced',
          detail: { orderCode: context.order!.orderCode, shopId: context.shopId },
        },
      }),
    /**
     * The middleware made the order of the cart, which it empties: the parent window discards
     * its cart of the shop (SPEC 7 "discard cart").
     */
    tellParentCartOrdered: ({ context, system }) =>
      widgetOf(system)?.send({
        type: 'host.cart',
        message: { type: 'discardCart', payload: { shopId: context.shopId } },
      }),
    settle: assign({ ended: (_, ended: CheckoutOutput['status']) => ended }),
    /** Tells whoever runs the chart; they supply it. */
    report: (_, _report: CheckoutReport) => {},
    /** An order made with a prize: the prize is used now, told upward. */
    // (Typed as the plain action it is for this chart: enqueueActions' own inference fails here.)
    reportPrizeUsed: enqueueActions(({ context, enqueue }) => {
      const checkout = context as CheckoutContext;
      const prizeId = checkout.prizeId === null ? null : (chosenPrizeOf(checkout)?.id ?? null);
      // `report` by name: whoever runs the chart supplies it.
      if (prizeId !== null) {
        enqueue({ type: 'report', params: { type: 'prize.used', prizeId } } as never);
      }
    }) as unknown as () => void,
  },
}).createMachine({
  id: 'checkout',
  context: ({ input }) => initialCheckoutContext(input),
  // The payment under way, and its end, told upward at once (kept in the flow state).
  on: {
    'payment.progress': {
      actions: [
        {
          type: 'report',
          params: ({ context, event }) =>
            paymentReportOf(event, {
              purchase: 'order',
              payer: keptPayerOf(context),
              title: context.title,
              campaignId: context.campaignId,
              amount: context.order?.total ?? 0,
            }),
        },
        // The payment under way is kept now (a reload follows it): the order is no longer.
        reportOrderSettled,
      ],
    },
  },
  initial: 'identifying',
  states: {
    // Signed in, or a guest where allowed (SPEC 6); the sign-in chart otherwise.
    identifying: {
      ...identifyingState({ input: authInputOf, next: 'contacting' }),
      on: {
        'checkout.back': 'left',
        // Kept as typed (a reload before "Continuar" finds them), by whoever runs the checkout.
        'guest.typed': {
          actions: [
            { type: 'assignTyped', params: ({ event }) => event },
            { type: 'report', params: ({ event }) => event },
          ],
        },
      },
    },
    // Name and mobile (the shop calls about the order; MB WAY starts from it), a note to the shop.
    contacting: {
      invoke: {
        id: 'contact',
        src: 'contact',
        input: contactInputOf,
        onDone: {
          target: 'loadingMethods',
          actions: [
            { type: 'assignContact', params: ({ event }) => event.output },
            {
              type: 'report',
              params: ({ event }) => ({ type: 'booking.contact' as const, contact: event.output }),
            },
          ],
        },
      },
      on: {
        'checkout.back': 'left',
        // Kept as typed (a reload before "Continuar" finds them), by whoever runs the checkout.
        'contact.typed': {
          actions: [
            { type: 'assignTyped', params: ({ event }) => event },
            { type: 'report', params: ({ event }) => event },
          ],
        },
      },
    },
    loadingMethods: {
      tags: ['busy'],
      invoke: {
        id: 'fetchPaymentMethods',
        src: 'fetchPaymentMethods',
        input: ({ context }) => ({
          shopId: context.shopId,
          deliveryType: context.delivery.deliveryType,
          token: context.identity?.kind === 'user' ? context.identity.user.token : null,
        }),
        onDone: [
          {
            guard: { type: 'hasMethods', params: ({ event }) => event.output },
            target: 'reviewing',
            actions: { type: 'assignMethods', params: ({ event }) => event.output },
          },
          { target: 'noMethods' },
        ],
        onError: [
          {
            guard: {
              type: 'isNoMethodsAnswer',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
            target: 'noMethods',
          },
          {
            target: 'methodsFailed',
            actions: {
              type: 'assignError',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
          },
        ],
      },
    },
    methodsFailed: {
      on: {
        'checkout.retry': { target: 'loadingMethods', actions: 'clearError' },
        'checkout.back': { target: 'contacting', actions: 'clearError' },
      },
    },
    // SPEC 8 "No payment methods available": nothing can be ordered online for this delivery.
    noMethods: {
      on: { 'checkout.back': 'left' },
    },
    // What is ordered, how it arrives, who orders, what it costs; "Encomendar".
    reviewing: {
      on: {
        'checkout.place': [
          { guard: not('isPayableWithPrize'), actions: 'assignPrizeError' },
          { target: 'placing' },
        ],
        'checkout.choosePrize': {
          guard: { type: 'isPrizeOfVisitor', params: ({ event }) => event.prizeId },
          actions: [
            { type: 'assignPrize', params: ({ event }) => event.prizeId },
            // Kept with the order for a reload (machines/rules/orderFlow.ts).
            {
              type: 'report',
              params: ({ event }) => ({ type: 'checkout.prize' as const, prizeId: event.prizeId }),
            },
          ],
        },
        'checkout.back': 'contacting',
      },
    },
    // Kept in the flow state before it goes out: a reload looks up what it made (README "Money
    // safety"), never sends it again.
    placing: {
      tags: ['busy'],
      entry: ['assignRequestedAt', reportPendingOrder],
      invoke: {
        id: 'createOrder',
        src: 'createOrder',
        input: createOrderInputOf,
        onDone: [
          {
            guard: { type: 'isAwaitingMerchant', params: ({ event }) => event.output },
            target: 'placed',
            actions: [
              { type: 'assignOrder', params: ({ event }) => event.output },
              'tellParentCartOrdered',
              'reportPrizeUsed',
              reportOrderSettled,
            ],
          },
          {
            guard: { type: 'isAwaitingPayment', params: ({ event }) => event.output },
            target: 'paying',
            actions: [
              { type: 'assignOrder', params: ({ event }) => event.output },
              'tellParentCartOrdered',
              'reportPrizeUsed',
              // Made: a reload before its payment starts shows it, to be paid.
              reportPendingOrder,
            ],
          },
          { target: 'placeFailed', actions: 'assignUnusableOrder' },
        ],
        onError: [
          // The prize refused (less than 2 € left to pay): back to the review, said beside it.
          {
            guard: {
              type: 'isPrizeRefused',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
            target: 'reviewing',
            actions: ['clearError', 'assignPrizeError', reportOrderSettled],
          },
          // Refused: nothing was made.
          {
            guard: {
              type: 'isRefusal',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
            target: 'placeFailed',
            actions: [
              {
                type: 'assignError',
                params: ({ event }: { event: ErrorActorEvent }) => event.error,
              },
              reportOrderSettled,
            ],
          },
          // No answer, a late or unreadable one, a 5xx: it may have been made. Looked up.
          {
            target: 'placeUnconfirmed',
            actions: {
              type: 'assignError',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
          },
        ],
      },
    },
    // "Encomendar"'s answer was lost: not known, never "not made". A signed-in visitor's order is
    // looked up in their bookings: found, it goes on as if answered (paid, or to the merchant);
    // not found, it was not made (`placeFailed`, where it may be sent again). A guest's cannot be
    // looked up: said so, back to the review only.
    placeUnconfirmed: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [{ guard: 'canLookUpOrder', target: 'lookingUp' }, { target: 'noLookup' }],
        },
        lookingUp: {
          tags: ['busy'],
          invoke: {
            id: 'findOrder',
            src: 'findOrder',
            input: findOrderInputOf,
            onDone: [
              {
                guard: { type: 'isNothingFound', params: ({ event }) => event.output },
                target: '#checkout.placeFailed',
                actions: reportOrderSettled,
              },
              {
                guard: { type: 'isAwaitingMerchant', params: ({ event }) => event.output! },
                target: '#checkout.placed',
                actions: [
                  { type: 'assignOrder', params: ({ event }) => event.output! },
                  'tellParentCartOrdered',
                  'reportPrizeUsed',
                  reportOrderSettled,
                ],
              },
              {
                guard: { type: 'isAwaitingPayment', params: ({ event }) => event.output! },
                target: '#checkout.paying',
                actions: [
                  { type: 'assignOrder', params: ({ event }) => event.output! },
                  'tellParentCartOrdered',
                  'reportPrizeUsed',
                  reportPendingOrder,
                ],
              },
              { target: 'lookupFailed' },
            ],
            onError: 'lookupFailed',
          },
        },
        lookupFailed: {
          on: { 'checkout.check': 'lookingUp', 'checkout.back': '#checkout.reviewing' },
        },
        noLookup: {
          on: { 'checkout.back': '#checkout.reviewing' },
        },
      },
    },
    placeFailed: {
      on: {
        // The same request and key: an order made before the fault is answered, not made again.
        'checkout.retry': { guard: 'canRetry', target: 'placing', actions: 'clearError' },
        'checkout.back': [
          { guard: 'isCartChanged', target: 'cartChanged' },
          { target: 'reviewing', actions: 'clearError' },
        ],
      },
    },
    // The payment chart pays the order made. Left without paying: the order stays made, awaiting
    // its payment (`unpaid`).
    paying: payingState({
      input: paymentInputOf,
      paid: 'placed',
      referenceIssued: 'awaitingPayment',
      inStore: 'placed',
      unconfirmed: 'paymentUnconfirmed',
      left: 'unpaid',
    }),
    // The order is made and not paid: it can be paid now; it is never made again.
    unpaid: {
      on: { 'checkout.pay': 'paying', 'checkout.finish': 'finished' },
    },
    // Handed to the merchant, awaiting their confirmation (SPEC 4 type 7); shared from here.
    placed: {
      entry: 'notifyOrderPlaced',
      invoke: { id: 'share', src: 'share', input: shareInputOf },
      on: { 'checkout.finish': 'finished' },
    },
    // An ATM reference to pay: the order goes to the merchant once the payment arrives.
    awaitingPayment: {
      on: { 'checkout.finish': 'finished' },
    },
    // The order is made; whether its payment was made is not known (the visitor stopped waiting,
    // or the middleware could not say): where to check is said, and no second payment offered.
    paymentUnconfirmed: {
      on: { 'checkout.finish': 'finished' },
    },
    left: { type: 'final', entry: { type: 'settle', params: 'back' } },
    cartChanged: { type: 'final', entry: { type: 'settle', params: 'cartChanged' } },
    // Done with it: an order made and left unpaid is no longer shown again after a reload.
    finished: {
      type: 'final',
      entry: [{ type: 'settle', params: 'finished' }, reportOrderSettled],
    },
  },
  output: ({ context }) => ({ status: context.ended }),
});
