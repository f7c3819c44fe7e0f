import type { components } from '../../api/schema';
import type { BookingSettings, Identity } from '../booking/booking.types';
import type { CheckoutOutput, CheckoutReport } from '../checkout/checkout.machine';
import type { DeliveryChoice, DeliveryResume } from '../delivery/delivery.types';
import type { FlowState } from '../../domain/flowState';
import type { BookingContact } from '../rules/bookingRequest';
import type { OrderFlow, OrderResume } from '../rules/orderFlow';
import type { OrderSeller } from '../rules/cart';
import type { TypedContact } from '../rules/keptValues';
import type { TransportChoice, TransportOptions } from '../rules/transport';
import type { TransportOutput } from '../transport/transport.machine';

type PriceListView = components['schemas']['PriceListView'];
type CampaignInfo = components['schemas']['CampaignInfo'];
type Shop = components['schemas']['Shop'];
type ShopMerchantService = components['schemas']['ShopMerchantService'];
export type ShoppingCart = components['schemas']['ShoppingCart'];

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
   * Or the flow state that keeps this order (machines/rules/orderKept.ts), read back by the chart
   * (`orderResumeOf`) where `resume` is not given: the reading loads with the order.
   */
  kept?: FlowState | null;
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
  /** The shop's service ordered from (its service list), or null (a campaign, the Cart view). */
  serviceId: number | null;
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
  /**
   * The contact step's name, prefix and phone as typed and not yet confirmed (kept with the order
   * for a reload; the next checkout's contact step starts from them), or null.
   */
  typedContact: Partial<TypedContact> | null;
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
  /** Opened again after a reload with a pickup point chosen, not yet looked for again. */
  resumedPoint: boolean;
  /** The prize chosen at the checkout's review (kept for a reload until the order uses it). */
  prizeId: number | null;
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
  /**
   * What the checkout tells the order (what it reports of the flow but a payment under way goes
   * to the flow keeper): a sign-in, the contact, a prize chosen or used, the payment under way.
   */
  | Exclude<CheckoutReport, { type: 'booking.pending' | 'booking.settled' | 'payment.settled' }>;

/** The order as it stands (kept in the flow state for a reload), or none once it is left. */
export interface OrderFlowReport {
  type: 'order.flow';
  flow: OrderFlow | null;
  /**
   * The flow state with this order written in (machines/rules/orderFlow.ts `flowWithOrder`),
   * applied by the flow state's writer to the flow as it stands: the writing loads with the
   * order chart, not with the first screen.
   */
  write: (flow: FlowState) => FlowState;
}

/** What the order tells whoever runs it: its step, and what its checkout learnt of the visitor. */
export type OrderReport =
  | Extract<CheckoutReport, { type: 'booking.signedIn' | 'booking.contact' | 'prize.used' }>
  | OrderFlowReport;
