import { assign, sendParent, sendTo, setup } from 'xstate';
import { nowMs } from '../../api/clock';
import type { components } from '../../api/schema';
import type { BookingSettings, Identity } from '../booking/booking.types';
import {
  checkoutMachine,
  type CheckoutInput,
  type CheckoutOutput,
  type CheckoutReport,
} from '../checkout/checkout.machine';
import {
  deliveryMachine,
  type DeliveryChoice,
  type DeliveryResume,
} from '../delivery/delivery.machine';
import { menuMachine } from '../menu/menu.machine';
import type { BookingContact } from '../rules/bookingRequest';
import { shopDeliveryMethods } from '../rules/delivery';
import type { OrderFlow, OrderResume } from '../rules/orderFlow';
import type { OrderSeller } from '../rules/cart';
import type { TransportChoice, TransportOptions } from '../rules/transport';
import { transportMachine, type TransportOutput } from '../transport/transport.machine';
import { cartMachine } from './cart.machine';
import { orderSettingsOf } from './orderInput';

type PriceListView = components['schemas']['PriceListView'];
type CampaignInfo = components['schemas']['CampaignInfo'];
type Shop = components['schemas']['Shop'];
type ShopMerchantService = components['schemas']['ShopMerchantService'];
type ShoppingCart = components['schemas']['ShoppingCart'];

/** What is ordered from: a type 7 campaign, a type 7 merchant service, or a shop's cart. */
export type OrderSource =
  | { kind: 'campaign'; campaign: CampaignInfo }
  | { kind: 'service'; shop: Shop; service: ShopMerchantService }
  | { kind: 'shop'; shopId: number };

/** What the checkout needs of the widget: the sign-in settings of SPEC 3's context. */
export type OrderSignInSettings = Pick<
  BookingSettings,
  'allowGuestLogin' | 'providerId' | 'social'
>;

export interface OrderInput {
  source: OrderSource;
  /**
   * Whoever the widget knows: a signed-in user's saved addresses are offered for a delivery, and
   * nobody known is asked to sign in again to order.
   */
  identity?: Identity | null;
  settings?: OrderSignInSettings;
  /** The flow's contact (SPEC 3), to prefill the checkout's contact step. */
  contact?: BookingContact;
  /** The start of every Idempotency-Key of this order (machines/rules/idempotency.ts). */
  keySeed?: string;
  /** Where the visitor was in this order before a reload (the flow state kept it). */
  resume?: OrderResume | null;
  /**
   * Opened from the whole cart (one of its shops): the cart's way back leaves the order, back to
   * the whole cart. Elsewhere the cart is where the order starts or returns to, never left.
   */
  leavesAtCart?: boolean;
}

/** The order's settings, from its source (./orderInput.ts). */
export interface OrderSettings {
  shopId: number;
  /** The shop's name; the Cart view knows it once the cart is read (its shops). */
  shopName: string;
  /** The shop's time zone (Shop.timezone, Europe/Lisbon by default). */
  zone: string;
  /** What is ordered from: the campaign's title or the service's name; null in the Cart view. */
  title: string | null;
  /** SPEC 2, 3: what the campaign or the service's booking config offers. */
  options: TransportOptions;
  /** SPEC 9: the soonest a scheduled order may be for, in minutes. */
  leadMinutes: number;
  /** A campaign's own menu (priceListView), a service's shop's; else the shop's is read. */
  menu: PriceListView | null;
  /** Who sells (the delivery cost's fallbacks). */
  seller: OrderSeller;
  /** The campaign ordered from, or null (a service, the Cart view). */
  campaignId: number | null;
  /** The points the campaign says an order earns (campaignView.points); null where none is said. */
  points: number | null;
  /** SPEC 6: a members-only campaign has no guest path. */
  registeredUsersOnly: boolean;
  /** A campaign or a service starts with the transport; the Cart view opens at the cart. */
  startAt: 'transport' | 'cart';
}

export interface OrderContext extends OrderSettings {
  identity: Identity | null;
  settings: OrderSignInSettings;
  contact: BookingContact;
  keySeed: string;
  /** The delivery chosen (SPEC 3 Flow state "Delivery choice"): its cost is in the totals. */
  delivery: DeliveryChoice | null;
  /** The transport chosen (SPEC 3 Flow state transportType, transportInstant). */
  transport: TransportChoice | null;
  /** The visitor asked to order before choosing a transport: chosen, the order goes on. */
  checkoutRequested: boolean;
  /** Where going back from the transport leads: out of the order, or the step it came from. */
  transportBack: 'leave' | 'browsing' | 'reviewing';
  /** Opened again after a reload: the step to go back to, once. */
  resumeAt: OrderResume['step'] | null;
  /** The way of delivery chosen and the address typed so far (kept for a reload). */
  deliveryProgress: DeliveryResume | null;
  /** The cart has a way back out of the order (opened from the whole cart). */
  leavesAtCart: boolean;
}

export type OrderEvent =
  | { type: 'order.viewCart' }
  | { type: 'order.browse' }
  | { type: 'order.changeTransport' }
  | { type: 'order.back' }
  /** From the cart, back to where the order was opened from (the whole cart). */
  | { type: 'order.leave' }
  /** From the cart chart: it holds something orderable, and the visitor asked to order it. */
  | { type: 'order.checkout' }
  | { type: 'xstate.done.actor.transport'; output: TransportOutput }
  | { type: 'xstate.done.actor.delivery'; output: DeliveryChoice | null }
  | { type: 'xstate.done.actor.checkout'; output: CheckoutOutput }
  /** From the delivery chart: the way chosen and the address typed so far. */
  | { type: 'delivery.progress'; progress: DeliveryResume }
  /** What the checkout reports (a sign-in, the contact, the payment under way): passed upward. */
  | CheckoutReport;

/** The order as it stands (kept in the flow state for a reload), or none once it is left. */
export interface OrderFlowReport {
  type: 'order.flow';
  flow: OrderFlow | null;
}

/** What the order tells whoever runs it. */
export type OrderReport = CheckoutReport | OrderFlowReport;

/** The order's progress at a step, as the flow state keeps it. */
function orderFlowAt(context: OrderContext, step: OrderFlow['step']): OrderFlowReport {
  return {
    type: 'order.flow',
    flow: {
      step,
      shopId: context.shopId,
      campaignId: context.campaignId,
      transport: context.transport,
      deliveryType: step === 'delivery' ? (context.deliveryProgress?.deliveryType ?? null) : null,
      address: context.deliveryProgress?.form ?? null,
    },
  };
}

const reportFlowAt = (step: OrderFlow['step']) => ({
  type: 'report' as const,
  params: ({ context }: { context: OrderContext }) => orderFlowAt(context, step),
});

const NO_SIGN_IN: OrderSignInSettings = { allowGuestLogin: false, providerId: 1, social: null };
const EMPTY_CONTACT: BookingContact = { name: '', prefix: '', phone: '', notes: '' };

export function initialOrderContext(input: OrderInput): OrderContext {
  return {
    ...orderSettingsOf(input.source),
    identity: input.identity ?? null,
    settings: input.settings ?? NO_SIGN_IN,
    contact: input.contact ?? EMPTY_CONTACT,
    keySeed: input.keySeed ?? '',
    resumeAt: input.resume?.step ?? null,
    deliveryProgress: input.resume
      ? { deliveryType: input.resume.deliveryType, form: input.resume.address }
      : null,
    delivery: null,
    transport: input.resume?.transport ?? null,
    checkoutRequested: false,
    transportBack: 'leave',
    leavesAtCart: input.leavesAtCart ?? false,
  };
}

/** The cart chart, telling this chart when the visitor asks to order. */
export const orderCart = cartMachine.provide({
  actions: { requestCheckout: sendParent({ type: 'order.checkout' }) },
});

/** The delivery chart, telling this chart the way chosen and the address typed. */
export const orderDelivery = deliveryMachine.provide({
  actions: {
    reportProgress: sendParent((_, progress: DeliveryResume) => ({
      type: 'delivery.progress' as const,
      progress,
    })),
  },
});

/** The checkout chart, telling this chart what it reports (passed on to the widget). */
export const orderCheckout = checkoutMachine.provide({
  actions: {
    report: sendParent((_, report: CheckoutReport) => report),
  },
});

/** The signed-in user's token (their saved addresses), or null. */
const tokenOf = (context: OrderContext) =>
  context.identity?.kind === 'user' ? context.identity.user.token : null;

const transportOf = ({ event }: { event: { output: TransportOutput } }) => event.output;
const deliveryOf = ({ event }: { event: { output: DeliveryChoice | null } }) => event.output;
const checkoutOf = ({ event }: { event: { output: CheckoutOutput } }) => event.output;

/**
 * The cart as the cart chart (invoked beside) holds it; null when it is not there to ask (a
 * chart computed without its actors).
 */
function cartNow(self: unknown): ShoppingCart | null {
  const snapshot = (
    self as { getSnapshot?: () => { children?: Record<string, unknown> } }
  ).getSnapshot?.();
  const cart = snapshot?.children?.cart as
    | { getSnapshot(): { context: { cart: ShoppingCart | null } } }
    | undefined;
  return cart?.getSnapshot().context.cart ?? null;
}

/** The checkout's input: the order as chosen so far, the cart being ordered, who orders. */
function checkoutInputOf({
  context,
  self,
}: {
  context: OrderContext;
  self: unknown;
}): CheckoutInput {
  const cart = cartNow(self);
  return {
    shopId: context.shopId,
    campaignId: context.campaignId,
    title: context.title ?? context.shopName,
    shopName: context.shopName,
    points: context.points,
    transport: context.transport!,
    delivery: context.delivery!,
    cart: { id: cart?.id ?? null, couponCode: cart?.couponCode ?? null },
    settings: context.settings,
    canOrderAsGuest: context.settings.allowGuestLogin && !context.registeredUsersOnly,
    identity: context.identity,
    contact: context.contact,
    keySeed: context.keySeed,
  };
}

/**
 * An order of type 7 (SPEC 4, "takeaway or delivery; order awaiting confirmation"), its first
 * part: the transport (takeaway or delivery, as soon as possible or scheduled), then the digital
 * menu and the cart side by side (the cart read at once, kept while the visitor goes between
 * them), then the delivery (machines/delivery: collected at the shop, an address or a pickup
 * point, its cost then in the totals), then the checkout (machines/checkout: who orders, the
 * contact, the payment methods, the order made once and paid). Back from the checkout, the cart;
 * a cart emptied meanwhile at the middleware is read again. What the checkout reports (a sign-in,
 * the contact, the payment under way) is passed upward, to the widget that keeps it.
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
    /** Passes what the checkout reports, and the order's progress, to whoever runs this chart. */
    report: (_, _report: OrderReport) => {},
    assignDeliveryProgress: assign({
      deliveryProgress: (_, progress: DeliveryResume) => progress,
    }),
    clearResumeAt: assign({ resumeAt: null }),
    /** Who ordered and their contact, known from now on (a new checkout does not ask again). */
    assignIdentity: assign({
      identity: (_, identity: Identity) => identity,
    }),
    assignContact: assign({ contact: (_, contact: BookingContact) => contact }),
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
      ],
    },
    // An order made and being paid: a reload follows its payment, never reopens its cart.
    'payment.pending': {
      actions: [
        { type: 'report', params: ({ event }) => event },
        { type: 'report', params: { type: 'order.flow', flow: null } },
      ],
    },
    'payment.settled': { actions: { type: 'report', params: ({ event }) => event } },
    // The order on its way (kept until its answer is known, or its payment under way).
    'booking.pending': { actions: { type: 'report', params: ({ event }) => event } },
    'booking.settled': { actions: { type: 'report', params: ({ event }) => event } },
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
              resume: context.deliveryProgress,
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
              { guard: { type: 'isDeliveryCancelled', params: deliveryOf }, target: 'reviewing' },
              { target: 'checkingOut', actions: { type: 'assignDelivery', params: deliveryOf } },
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
              // Back from the checkout's first step: the cart, the delivery chosen kept.
              { target: 'reviewing' },
            ],
          },
        },
      },
    },
    // Out of the order: nothing to reopen after a reload.
    left: { type: 'final', entry: { type: 'report', params: { type: 'order.flow', flow: null } } },
  },
});

/** The order chart as the widget runs it: what the checkout reports goes up to the widget. */
export const reportingOrderMachine = orderMachine.provide({
  actions: { report: sendParent((_, report: OrderReport) => report) },
});
