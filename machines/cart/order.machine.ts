import { assign, sendParent, setup } from 'xstate';
import { nowMs } from '../../api/clock';
import type { components } from '../../api/schema';
import { deliveryMachine, type DeliveryChoice } from '../delivery/delivery.machine';
import { menuMachine } from '../menu/menu.machine';
import { shopDeliveryMethods } from '../rules/delivery';
import type { OrderSeller } from '../rules/cart';
import type { TransportChoice, TransportOptions } from '../rules/transport';
import { transportMachine, type TransportOutput } from '../transport/transport.machine';
import { cartMachine } from './cart.machine';
import { orderSettingsOf } from './orderInput';

type PriceListView = components['schemas']['PriceListView'];
type CampaignInfo = components['schemas']['CampaignInfo'];
type Shop = components['schemas']['Shop'];
type ShopMerchantService = components['schemas']['ShopMerchantService'];
type DeliveryMethods = components['schemas']['DeliveryMethods'];

/** What is ordered from: a type 7 campaign, a type 7 merchant service, or a shop's cart. */
export type OrderSource =
  | { kind: 'campaign'; campaign: CampaignInfo }
  | { kind: 'service'; shop: Shop; service: ShopMerchantService }
  | { kind: 'shop'; shopId: number };

export interface OrderInput {
  source: OrderSource;
  /** The signed-in user's token: their saved addresses are offered for a delivery. */
  token?: string | null;
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
  /** A campaign or a service starts with the transport; the Cart view opens at the cart. */
  startAt: 'transport' | 'cart';
}

export interface OrderContext extends OrderSettings {
  token: string | null;
  /** The delivery chosen (SPEC 3 Flow state "Delivery choice"): its cost is in the totals. */
  delivery: DeliveryChoice | null;
  /** The transport chosen (SPEC 3 Flow state transportType, transportInstant). */
  transport: TransportChoice | null;
  /** The visitor asked to order before choosing a transport: chosen, the order goes on. */
  checkoutRequested: boolean;
  /** Where going back from the transport leads: out of the order, or the step it came from. */
  transportBack: 'leave' | 'browsing' | 'reviewing';
}

export type OrderEvent =
  | { type: 'order.viewCart' }
  | { type: 'order.browse' }
  | { type: 'order.changeTransport' }
  /** From the cart chart: it holds something orderable, and the visitor asked to order it. */
  | { type: 'order.checkout' }
  | { type: 'order.back' }
  | { type: 'xstate.done.actor.transport'; output: TransportOutput }
  | { type: 'xstate.done.actor.delivery'; output: DeliveryChoice | null };

export function initialOrderContext(input: OrderInput): OrderContext {
  return {
    ...orderSettingsOf(input.source),
    token: input.token ?? null,
    delivery: null,
    transport: null,
    checkoutRequested: false,
    transportBack: 'leave',
  };
}

/** The cart chart, telling this chart when the visitor asks to order. */
export const orderCart = cartMachine.provide({
  actions: { requestCheckout: sendParent({ type: 'order.checkout' }) },
});

const transportOf = ({ event }: { event: { output: TransportOutput } }) => event.output;
const deliveryOf = ({ event }: { event: { output: DeliveryChoice | null } }) => event.output;

/**
 * The shop's delivery methods, as the cart (invoked beside) states them; none when the cart is
 * not there to ask (a chart computed without its actors).
 */
function cartDeliveryMethods(self: unknown): DeliveryMethods[] | undefined {
  const snapshot = (
    self as { getSnapshot?: () => { children?: Record<string, unknown> } }
  ).getSnapshot?.();
  const cart = snapshot?.children?.cart as
    | { getSnapshot(): { context: { cart: { deliveryMethods?: DeliveryMethods[] } | null } } }
    | undefined;
  return cart?.getSnapshot().context.cart?.deliveryMethods;
}

/**
 * An order of type 7 (SPEC 4, "takeaway or delivery; order awaiting confirmation"), its first
 * part: the transport (takeaway or delivery, as soon as possible or scheduled), then the digital
 * menu and the cart side by side (the cart read at once, kept while the visitor goes between
 * them), then the delivery (machines/delivery: collected at the shop, an address or a pickup
 * point, its cost then in the totals). The payment and the order call are not built yet:
 * `checkoutUnavailable` says so, that nothing was charged, and leads back to the cart, which the
 * middleware keeps.
 */
export const orderMachine = setup({
  types: {
    input: {} as OrderInput,
    context: {} as OrderContext,
    events: {} as OrderEvent,
  },
  actors: {
    transport: transportMachine,
    menu: menuMachine,
    cart: orderCart,
    delivery: deliveryMachine,
  },
  guards: {
    startsAtCart: ({ context }) => context.startAt === 'cart',
    hasTransport: ({ context }) => context.transport !== null,
    isCheckoutRequested: ({ context }) => context.checkoutRequested,
    isCancelled: (_, output: TransportOutput) => output === null,
    isDeliveryCancelled: (_, output: DeliveryChoice | null) => output === null,
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
      transportBack: (_, step: 'browsing' | 'reviewing') => step,
    }),
    clearCheckoutRequest: assign({ checkoutRequested: false }),
    /** Once opened at the cart, the cart's way back to the transport is the normal one. */
    startedAtCart: assign({ startAt: 'transport' as const }),
  },
}).createMachine({
  id: 'order',
  context: ({ input }) => initialOrderContext(input),
  initial: 'shopping',
  states: {
    shopping: {
      invoke: [
        { id: 'cart', src: 'cart', input: ({ context }) => ({ shopId: context.shopId }) },
        {
          id: 'menu',
          src: 'menu',
          input: ({ context }) => ({ shopId: context.shopId, menu: context.menu }),
        },
      ],
      initial: 'choosingTransport',
      states: {
        choosingTransport: {
          always: { guard: 'startsAtCart', target: 'reviewing' },
          invoke: {
            id: 'transport',
            src: 'transport',
            input: ({ context }) => ({
              options: context.options,
              leadMinutes: context.leadMinutes,
              now: nowMs(),
              zone: context.zone,
              choice: context.transport,
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
          on: {
            'order.viewCart': 'reviewing',
            'order.changeTransport': {
              target: 'choosingTransport',
              actions: { type: 'assignTransportBack', params: 'browsing' },
            },
          },
        },
        // The cart: items, coupon, totals, and "order".
        reviewing: {
          entry: 'startedAtCart',
          on: {
            'order.browse': 'browsing',
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
          invoke: {
            id: 'delivery',
            src: 'delivery',
            input: ({ context, self }) => ({
              shopId: context.shopId,
              transport: context.transport?.transportType ?? 'takeaway',
              methods: shopDeliveryMethods(cartDeliveryMethods(self), context.shopId),
              seller: context.seller,
              token: context.token,
            }),
          },
          on: {
            'xstate.done.actor.delivery': [
              // Back from the delivery: the cart, the delivery chosen before kept.
              { guard: { type: 'isDeliveryCancelled', params: deliveryOf }, target: 'reviewing' },
              {
                target: 'checkoutUnavailable',
                actions: { type: 'assignDelivery', params: deliveryOf },
              },
            ],
          },
        },
        // The payment and the order call are the next part, not built yet.
        checkoutUnavailable: {
          on: { 'order.back': 'reviewing' },
        },
      },
    },
    left: { type: 'final' },
  },
});
