import { assign, sendTo, setup } from 'xstate';
import { reportingFlowToKeeper } from '../reportingFlow';
import { nowMs } from '../../api/clock';
import type { Identity } from '../booking/booking.types';
import type { CheckoutOutput } from '../checkout/checkout.machine';
import type { DeliveryChoice, DeliveryResume } from '../delivery/delivery.types';
import { menuMachine } from '../menu/menu.machine';
import type { GuestTyped } from '../auth/auth.types';
import type { ContactTyped } from '../booking/contact.machine';
import type { BookingContact } from '../rules/bookingRequest';
import { backsToDelivery, shopDeliveryMethods } from '../rules/delivery';
import { orderResumeOf, type OrderFlow } from '../rules/orderFlow';
import { transportMachine, type TransportOutput } from '../transport/transport.machine';
import { orderCart, orderCheckout, orderDelivery } from './order.actors';
import {
  cartNow,
  checkoutInputOf,
  checkoutOf,
  contactOf,
  deliveryOf,
  deliveryResumeOf,
  NO_SIGN_IN,
  ORDER_LEFT,
  reportFlowAt,
  tokenOf,
  transportOf,
} from './order.inputs';
import type { OrderContext, OrderEvent, OrderInput, OrderReport } from './order.types';
import { orderSettingsOf } from './orderInput';

// Its types and its children, for whoever runs or draws the order.
export type * from './order.types';
export { orderCart, orderCheckout, orderDelivery } from './order.actors';

export function initialOrderContext(input: OrderInput): OrderContext {
  const settings = orderSettingsOf(input.source);
  const { campaignId, shopId, serviceId } = settings;
  const origin =
    campaignId !== null ? { campaignId } : serviceId !== null ? { shopId, serviceId } : { shopId };
  const resume = input.resume ?? (input.kept ? orderResumeOf(input.kept, origin) : null);
  return {
    ...settings,
    identity: input.identity ?? null,
    settings: input.settings ?? NO_SIGN_IN,
    contact: contactOf(input, resume),
    typedContact: resume?.contactTyped ?? null,
    keySeed: input.keySeed ?? '',
    resumeAt: resume?.step ?? null,
    deliveryProgress: resume
      ? {
          deliveryType: resume.deliveryType,
          form: resume.address,
          pickupPoint: resume.pickupPoint,
          pickupPostalCode: resume.pickupPostalCode,
        }
      : null,
    delivery: null,
    transport: resume?.transport ?? null,
    checkoutRequested: false,
    transportBack: 'leave',
    leavesAtCart: input.leavesAtCart ?? false,
    resumedPoint: resume?.pickupPoint != null,
    prizeId: resume?.prizeId ?? null,
  };
}

/**
 * An order of type 7 (SPEC 4, "takeaway or delivery; order awaiting confirmation"), its first
 * part: the transport (takeaway or delivery, as soon as possible or scheduled), then the digital
 * menu and the cart side by side (the cart read at once, kept while the visitor goes between
 * them), then the delivery (machines/delivery: collected at the shop, an address or a pickup
 * point, its cost then in the totals), then the checkout (machines/checkout: who orders, the
 * contact, the payment methods, the order made once and paid). Back from the checkout, the
 * delivery step where it had one, else the cart;
 * a cart emptied meanwhile at the middleware is read again. What the checkout reports of the
 * flow (the order on its way, its payment) goes straight to the flow keeper; a sign-in, the
 * contact and a prize used are kept here and passed upward.
 */
export const orderMachine = setup({
  types: {
    input: {} as OrderInput,
    context: {} as OrderContext,
    events: {} as OrderEvent,
    children: {} as {
      transport: 'transport';
      menu: 'menu';
      cart: 'cart';
      delivery: 'delivery';
      checkout: 'checkout';
    },
  },
  actors: {
    transport: transportMachine,
    menu: menuMachine,
    cart: orderCart,
    delivery: orderDelivery,
    checkout: orderCheckout,
  },
  guards: {
    startsAtCart: ({ context }) => context.startAt === 'cart',
    /** Opened again after a reload at this step. */
    resumesAt: ({ context }, steps: OrderFlow['step'][]) =>
      context.resumeAt !== null && steps.includes(context.resumeAt),
    hasTransport: ({ context }) => context.transport !== null,
    /** Opened from the whole cart: the cart's way back leaves the order. */
    canLeaveAtCart: ({ context }) => context.leavesAtCart,
    isCheckoutRequested: ({ context }) => context.checkoutRequested,
    isCancelled: (_, output: TransportOutput) => output === null,
    isDeliveryCancelled: (_, output: DeliveryChoice | null) => output === null,
    isCheckoutFinished: (_, output: CheckoutOutput) => output.status === 'finished',
    isCartChanged: (_, output: CheckoutOutput) => output.status === 'cartChanged',
    /** The delivery had a step of its own (an address, a pickup point): Back returns to it. */
    backsToDelivery: ({ context }) =>
      context.delivery !== null && backsToDelivery(context.delivery.deliveryType),
    isCancelledBackTo: (
      { context },
      params: { output: TransportOutput; step: OrderContext['transportBack'] },
    ) => params.output === null && context.transportBack === params.step,
  },
  actions: {
    assignTransport: assign({
      transport: (_, output: TransportOutput) => output,
      checkoutRequested: false,
      // A new transport asks for the delivery again.
      delivery: null,
    }),
    assignDelivery: assign({ delivery: (_, choice: DeliveryChoice | null) => choice }),
    requestCheckout: assign({ checkoutRequested: true, transportBack: 'reviewing' as const }),
    assignTransportBack: assign({
      transportBack: (_, step: OrderContext['transportBack']) => step,
    }),
    clearCheckoutRequest: assign({ checkoutRequested: false }),
    /** Tells whoever runs this chart the order's step, and a sign-in, the contact, a prize used. */
    report: (_, _report: OrderReport) => {},
    assignDeliveryProgress: assign({
      deliveryProgress: (_, progress: DeliveryResume) => progress,
    }),
    clearResumeAt: assign({ resumeAt: null }),
    /** The pickup point kept for a reload is looked for once: chosen again or not, that is all. */
    clearResumedPoint: assign({ resumedPoint: false }),
    /** Who ordered and their contact, known from now on (a new checkout does not ask again). */
    assignIdentity: assign({
      identity: (_, identity: Identity) => identity,
    }),
    assignContact: assign({
      contact: (_, contact: BookingContact) => contact,
      typedContact: null,
    }),
    /** A guest's details as typed at the checkout's sign-in, not yet confirmed. */
    assignTypedGuest: assign({
      typedContact: (_, { name, email, prefix, phone }: GuestTyped) => ({
        name,
        email,
        prefix,
        phone,
      }),
    }),
    /** The contact step's fields as typed, not yet confirmed (the step checks them). */
    assignTypedContact: assign(
      ({ context }, { name, prefix, phone, notes, vatId }: ContactTyped) => ({
        contact: { ...context.contact, notes, vatId },
        typedContact: { name, prefix, phone, vatId },
      }),
    ),
    /** The prize chosen at the checkout's review, or none (used by the order made). */
    assignPrize: assign({ prizeId: (_, prizeId: number | null) => prizeId }),
    /** The cart changed at the middleware: read it again. */
    reloadCart: sendTo('cart', { type: 'cart.reload' }),
    /** Once opened at the cart, the cart's way back to the transport is the normal one. */
    startedAtCart: assign({ startAt: 'transport' as const }),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => initialOrderContext(input),
  on: {
    'booking.signedIn': {
      actions: [
        { type: 'assignIdentity', params: ({ event }) => event.identity },
        { type: 'report', params: ({ event }) => event },
      ],
    },
    'booking.contact': {
      actions: [
        { type: 'assignContact', params: ({ event }) => event.contact },
        { type: 'report', params: ({ event }) => event },
        // The note to the shop and the NIF, kept with the order for a reload (the checkout
        // comes after the delivery step, which a reload reopens).
        reportFlowAt('delivery'),
      ],
    },
    // The contact step's fields as typed, kept with the order at each change (a reload before
    // the contact step is confirmed finds them).
    'contact.typed': {
      actions: [
        { type: 'assignTypedContact', params: ({ event }) => event },
        reportFlowAt('delivery'),
      ],
    },
    'guest.typed': {
      actions: [
        { type: 'assignTypedGuest', params: ({ event }) => event },
        reportFlowAt('delivery'),
      ],
    },
    // The order's payment under way (the keeper has it from the checkout): only this chart writes
    // the order into the flow state, so it lets it go here; a reload follows the payment.
    'payment.pending': { actions: { type: 'report', params: ORDER_LEFT } },
    // A prize went on the order made: no longer the visitor's to use, nor kept with the order.
    'prize.used': {
      actions: [
        { type: 'report', params: ({ event }) => event },
        { type: 'assignPrize', params: null },
        reportFlowAt('delivery'),
      ],
    },
    // The prize chosen at the review, kept with the order for a reload (the checkout comes after
    // the delivery step, which a reload reopens).
    'checkout.prize': {
      actions: [
        { type: 'assignPrize', params: ({ event }) => event.prizeId },
        reportFlowAt('delivery'),
      ],
    },
  },
  initial: 'shopping',
  states: {
    shopping: {
      invoke: [
        {
          id: 'cart',
          src: 'cart',
          // Reopened past the cart: once read, it goes on to the delivery as asked before.
          input: ({ context }) => ({
            shopId: context.shopId,
            orderOnceRead: context.resumeAt === 'delivery',
          }),
        },
        {
          id: 'menu',
          src: 'menu',
          input: ({ context }) => ({ shopId: context.shopId, menu: context.menu }),
        },
      ],
      initial: 'choosingTransport',
      states: {
        choosingTransport: {
          always: [
            // Reopened after a reload where the visitor was (the transport chosen kept).
            {
              guard: { type: 'resumesAt', params: ['menu'] },
              target: 'browsing',
              actions: 'clearResumeAt',
            },
            {
              guard: { type: 'resumesAt', params: ['cart', 'delivery'] },
              target: 'reviewing',
              actions: 'clearResumeAt',
            },
            { guard: 'startsAtCart', target: 'reviewing' },
          ],
          invoke: {
            id: 'transport',
            src: 'transport',
            input: ({ context }) => ({
              options: context.options,
              leadMinutes: context.leadMinutes,
              now: nowMs(),
              zone: context.zone,
              choice: context.transport,
              scheduleCampaignId: context.campaignId,
            }),
          },
          on: {
            'xstate.done.actor.transport': [
              // Back from a transport asked for from the menu or the cart: to it.
              {
                guard: {
                  type: 'isCancelledBackTo',
                  params: ({ event }) => ({ output: event.output, step: 'reviewing' as const }),
                },
                target: 'reviewing',
                actions: 'clearCheckoutRequest',
              },
              {
                guard: {
                  type: 'isCancelledBackTo',
                  params: ({ event }) => ({ output: event.output, step: 'browsing' as const }),
                },
                target: 'browsing',
              },
              // Back from the first step: to what the order was started from.
              {
                guard: { type: 'isCancelled', params: transportOf },
                target: '#order.left',
              },
              {
                guard: 'isCheckoutRequested',
                target: 'choosingDelivery',
                actions: { type: 'assignTransport', params: transportOf },
              },
              { target: 'browsing', actions: { type: 'assignTransport', params: transportOf } },
            ],
          },
        },
        // The digital menu, with the cart's count and total: items added go to the cart.
        browsing: {
          entry: reportFlowAt('menu'),
          on: {
            'order.viewCart': 'reviewing',
            // The step before the menu: the transport as first chosen, whose way back leaves.
            'order.back': {
              target: 'choosingTransport',
              actions: { type: 'assignTransportBack', params: 'leave' },
            },
            'order.changeTransport': {
              target: 'choosingTransport',
              actions: { type: 'assignTransportBack', params: 'browsing' },
            },
          },
        },
        // The cart: items, coupon, totals, and "order".
        reviewing: {
          entry: ['startedAtCart', reportFlowAt('cart')],
          on: {
            'order.browse': 'browsing',
            'order.leave': { guard: 'canLeaveAtCart', target: '#order.left' },
            'order.changeTransport': {
              target: 'choosingTransport',
              actions: { type: 'assignTransportBack', params: 'reviewing' },
            },
            'order.checkout': [
              { guard: 'hasTransport', target: 'choosingDelivery' },
              { target: 'choosingTransport', actions: 'requestCheckout' },
            ],
          },
        },
        // How the order reaches the visitor: collected, home (an address) or a pickup point.
        choosingDelivery: {
          entry: reportFlowAt('delivery'),
          invoke: {
            id: 'delivery',
            src: 'delivery',
            input: ({ context, self }) => ({
              shopId: context.shopId,
              transport: context.transport?.transportType ?? 'takeaway',
              methods: shopDeliveryMethods(cartNow(self)?.deliveryMethods, context.shopId),
              seller: context.seller,
              token: tokenOf(context),
              resume: deliveryResumeOf(context),
            }),
          },
          on: {
            'delivery.progress': {
              actions: [
                { type: 'assignDeliveryProgress', params: ({ event }) => event.progress },
                reportFlowAt('delivery'),
              ],
            },
            'xstate.done.actor.delivery': [
              // Back from the delivery: the cart, the delivery chosen before kept.
              {
                guard: { type: 'isDeliveryCancelled', params: deliveryOf },
                target: 'reviewing',
                actions: 'clearResumedPoint',
              },
              {
                target: 'checkingOut',
                actions: [{ type: 'assignDelivery', params: deliveryOf }, 'clearResumedPoint'],
              },
            ],
          },
        },
        // Who orders, the contact, the payment methods, the order made and paid.
        checkingOut: {
          invoke: { id: 'checkout', src: 'checkout', input: checkoutInputOf },
          on: {
            'xstate.done.actor.checkout': [
              {
                guard: { type: 'isCheckoutFinished', params: checkoutOf },
                target: '#order.left',
              },
              // Emptied meanwhile (another window ordered it): the cart as it is now.
              {
                guard: { type: 'isCartChanged', params: checkoutOf },
                target: 'reviewing',
                actions: 'reloadCart',
              },
              // Back from the checkout's first step: the delivery step, with the address typed
              // or the way chosen; collected at the shop, the cart. The delivery chosen is kept.
              { guard: 'backsToDelivery', target: 'choosingDelivery' },
              { target: 'reviewing' },
            ],
          },
        },
      },
    },
    // Out of the order: nothing to reopen after a reload.
    left: { type: 'final', entry: { type: 'report', params: ORDER_LEFT } },
  },
});

/**
 * The order chart as the widget and the campaign run it: the order's step goes to the flow
 * keeper; a sign-in, the contact and a prize used to the chart that runs it.
 */
export const reportingOrderMachine = orderMachine.provide({
  actions: { report: reportingFlowToKeeper<OrderContext, OrderEvent, OrderReport>() },
});
