import {
  and,
  assign,
  fromPromise,
  not,
  sendParent,
  setup,
  stopChild,
  type AnyStateMachine,
  type ErrorActorEvent,
} from 'xstate';
import { AHEAD, apiClient, unwrap } from '../../api/client';
import { requesterOf, type MadeOrder, type PendingRequest } from '../../domain/pendingRequest';
import type { ReservationResult } from '../rules/bookingRequest';
import type { PendingFound } from '../rules/pendingLookup';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import { whenIdle } from '../../api/idle';
import type { components } from '../../api/schema';
import type { ParentRequests, WidgetEventName, WidgetEvents } from '../../api/parent/protocol';
import type { LoginCookies } from '../../api/loginCookies';
import type {
  AuthenticatedUser,
  AuthInput,
  AuthOutput,
  AuthReason,
  GuestDetails,
  LoginSource,
} from '../auth/auth.types';
import { importAuthChart, loadAuthChart, type AuthChart } from '../auth/load';
import type {
  BookingInput,
  BookingOutput,
  BookingReport,
  BookingSettings,
  Identity,
} from '../booking/booking.types';
import { bookingFlowState, loadBookingCharts, newKeySeed, spawnBooking } from '../booking/load';
import {
  campaignCall,
  campaignMachine,
  type CampaignContext,
  type CampaignEvent,
  type CampaignInput,
  type CampaignReport,
} from '../campaign/campaign.machine';
import { importPaymentChart, loadPaymentChart, type PaymentChart } from '../payment/load';
import type {
  PaymentContext,
  PaymentEvent,
  PaymentInProgress,
  PaymentInput,
  PaymentOutput,
  PaymentStart,
} from '../payment/payment.machine';
import { paymentReportOf, type PaymentProgress, type PaymentReport } from '../payment/report';
import { isServiceBookableHere, isServiceOrderedHere } from '../rules/serviceFlow';
import { loadServicesChart, type ServicesChart } from '../services/load';
import { loadPremiumChart, type PremiumChart } from '../premium/load';
import { loadMyBookingsChart, type MyBookingsChart } from '../myBookings/load';
import {
  importOrderChart,
  loadOrderChart,
  loadWholeCartChart,
  type OrderChart,
  type WholeCartChart,
} from '../cart/load';
import type { OrderFlowReport, OrderInput } from '../cart/order.machine';
import type { WholeCartChoice } from '../cart/wholeCart.machine';
import { flowWithOrder, orderResumeOf, shopOrderInProgress } from '../rules/orderFlow';
import type { MyBookingsInput } from '../myBookings/myBookings.machine';
import type { PremiumInput } from '../premium/premium.machine';
import { premiumPriceOf } from '../rules/premium';
import type { ServiceChoice, ServicesInput } from '../services/services.machine';
import { shopCall } from '../services/shop';
import { hasCampaignReference } from '../rules/campaign';
import {
  clientKindOf,
  isLocalHost,
  parseContext,
  type ClientKind,
  type DefaultView,
  type WidgetContext,
  type WidgetStart,
} from '../rules/context';
import { canShowView, startViewOf, withStart } from '../rules/start';
import { contactFromGuest, contactFromUser, contactSignedOut } from '../rules/user';
import type { FlowState } from '../../domain/flowState';
import type { PaymentUnderWay, PurchaseKind } from '../../domain/paymentInProgress';

export type EntityConfig = components['schemas']['EntityConfig'];

export interface WidgetInput {
  context: WidgetContext;
  start: WidgetStart;
  flow: FlowState;
  /** The page's host name: the entity is looked up by it (SPEC 1). */
  hostname: string;
}

/** The signed-in user of SPEC 3 (User): the profile, its prizes, the token and the login source. */
export type SignedInUser = AuthenticatedUser & { loginSource: LoginSource };

export interface WidgetMachineContext {
  context: WidgetContext;
  start: WidgetStart;
  flow: FlowState;
  hostname: string;
  clientKind: ClientKind;
  entity: EntityConfig | null;
  error: ErrorCode | null;
  /** Who is signed in; their id and token are also in `context` (the API context reads them). */
  user: SignedInUser | null;
  /** A visitor who continued as a guest (where allowGuestLogin is on). */
  guest: GuestDetails | null;
  /** The merchant service chosen in the service list, being booked. */
  service: ServiceChoice | null;
  /** The booking a request pending at start made (found by its lookup), and what it was for. */
  resent: { result: ReservationResult; title: string } | null;
  /** The order a request pending at start made (known, or found by its lookup): shown, or paid. */
  foundOrder: FoundOrder | null;
  /** How a payment followed at start (a reload mid-payment) ended, and what it was for. */
  paymentEnded: PaymentEnded | null;
  /** The shop of the whole cart being ordered (the Cart view opened without a shop). */
  cartShopId: number | null;
}

/** An order made by a request pending at start: what it is, and what paying it needs. */
export interface FoundOrder {
  order: MadeOrder;
  title: string;
  campaignId: number | null;
  shopId: number;
  /** Its delivery (the payment methods offered depend on it). */
  deliveryType: components['schemas']['DeliveryType'];
}

/** A payment under way at start, followed to its end: the outcome and what was bought. */
export interface PaymentEnded {
  output: PaymentOutput;
  title: string;
  amount: number;
  /** A voucher, or the premium membership (read again from the profile once paid). */
  purchase: PurchaseKind;
}

export type WidgetMachineEvent =
  | { type: 'entity.retry' }
  | { type: 'view.show'; view: DefaultView }
  | { type: 'language.change'; language: string }
  | { type: 'context.update'; values: Record<string, string | number | boolean> }
  | { type: 'contact.prefill'; name?: string; phone?: string; email?: string }
  | { type: 'widget.close' }
  | { type: 'user.signOut' }
  | { type: 'user.signIn' }
  /** From the service list's "cannot be booked here": back to the list. */
  | { type: 'services.back' }
  /** After a request pending at start was looked up: on to the start view (dropping it). */
  | { type: 'pending.continue' }
  /** Its lookup went unanswered: ask it again (never the request itself). */
  | { type: 'pending.check' }
  /** A view's chart code did not arrive (the sign-in, the service list): load it again. */
  | { type: 'chart.retry' }
  /** From the personal area's profile: the user's profile as the middleware saved it. */
  | { type: 'user.profileChanged'; profile: Profile }
  /** From the premium chart: the membership is the user's now (their profile read again). */
  | { type: 'premium.joined'; identity: Identity }
  /** After a payment under way at start was followed to its end: on to the start view. */
  | { type: 'payment.continue' }
  /** What a booking reports (from the campaign chart, or a service's booking chart). */
  | BookingReport
  /** What a purchase reports: its payment under way, and its end. */
  | PaymentReport
  /** What an order reports: its step, transport and address, kept for a reload (or none). */
  | OrderFlowReport
  | { type: 'xstate.done.actor.booking'; output: BookingOutput }
  /** What the charts loaded at run time (spawned as `auth`, `services`) end with. */
  | { type: 'xstate.done.actor.auth'; output: AuthOutput }
  | { type: 'xstate.error.actor.auth'; error: unknown }
  | { type: 'xstate.done.actor.services'; output: ServiceChoice }
  /** The order chart (loaded at run time, spawned as `order`): the visitor went back. */
  | { type: 'xstate.done.actor.order'; output: unknown }
  /** The whole cart's chart (loaded at run time, spawned as `wholeCart`): a shop to order. */
  | { type: 'xstate.done.actor.wholeCart'; output: WholeCartChoice }
  /** The payment chart (loaded at run time, spawned as `payment`) following a payment at start. */
  | { type: 'xstate.done.actor.payment'; output: PaymentOutput }
  | { type: 'xstate.error.actor.payment'; error: unknown }
  /** The payment chart paying an order found at start: its payment under way (kept). */
  | PaymentProgress;

/** The signed-in user's profile (SPEC 7), as the middleware has it now. */
export type Profile = components['schemas']['User'];

export const fetchEntityConfig = fromPromise<EntityConfig, { hostname: string }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.GET('/v1/entity/config', {
        params: { query: { hostname: input.hostname } },
        signal,
      }),
    ),
);

/**
 * The start view's first call (the campaign, or the shop's services), started beside the entity
 * lookup instead of after it: its answer is kept by the client for the chart that asks for it
 * (api/ahead.ts). Where the page's early requests already asked, nothing is asked twice.
 */
export const prefetchStartView = fromPromise<void, { start: WidgetStart }>(async ({ input }) => {
  const { start } = input;
  const view = startViewOf(start);
  if (view === 'campaign' && hasCampaignReference(start)) {
    await campaignCall(start, AHEAD).catch(() => undefined);
  } else if (view === 'services' && start.shopId !== null) {
    await shopCall(start.shopId, AHEAD).catch(() => undefined);
  }
});

/**
 * Once the first screen is drawn and the page idle, the sign-in chart's code is fetched, so the
 * personal area (or a sign-in a booking asks for) opens without waiting for it.
 */
export const prefetchAuthChart = fromPromise<void>(async ({ signal }) => {
  await whenIdle();
  if (!signal.aborted) await importAuthChart().catch(() => undefined);
});

/**
 * Once a shop's services are shown and the page idle, the order chart's code is fetched: the
 * shop's cart (the Cart view) then opens without waiting for it.
 */
export const prefetchCartChart = fromPromise<void>(async ({ signal }) => {
  await whenIdle();
  if (!signal.aborted) await importOrderChart().catch(() => undefined);
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

export interface FindPendingInput {
  pending: PendingRequest;
  userId: number;
  token: string;
}

/**
 * A request pending at start (a reload while a booking or an order was on its way): what it made
 * is looked up in the signed-in user's bookings (the newest page), never sent again. Null when it
 * made nothing. The lookup's rules load with it, never with the first screen.
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
  deliveryType: components['schemas']['DeliveryType'];
  token: string | null;
}

/**
 * An order found at start waiting for its payment: the payment chart's code, and the shop's
 * payment methods for its delivery (payment-methods), as the checkout had them. The chart tells
 * the widget the payment it starts (kept in the flow state), as the checkout's does.
 */
export const prepareOrderPayment = fromPromise<
  { chart: PaymentChart; methods: components['schemas']['PaymentMethodCode'][] },
  OrderPaymentInput
>(async ({ input, signal }) => {
  const [chart, methods] = await Promise.all([
    importPaymentChart(),
    unwrap(
      apiClient.GET('/v1/web/shopping-cart/payment-methods', {
        params: {
          query: {
            shopId: input.shopId,
            deliveryType: input.deliveryType,
            ...(input.token ? { token: input.token } : {}),
          },
        },
        signal,
      }),
    ),
  ]);
  const reporting = chart.provide({
    actions: {
      reportInProgress: sendParent<
        PaymentContext,
        PaymentEvent,
        PaymentInProgress | null,
        PaymentProgress,
        PaymentEvent
      >(({ context }, inProgress) => ({
        type: 'payment.progress',
        inProgress,
        phone: { ...context.form },
      })),
      reportStarting: sendParent<
        PaymentContext,
        PaymentEvent,
        PaymentStart,
        PaymentProgress,
        PaymentEvent
      >(({ context }, starting) => ({
        type: 'payment.progress',
        inProgress: null,
        starting,
        phone: { ...context.form },
      })),
    },
  }) as PaymentChart;
  return { chart: reporting, methods: [...new Set(methods.map((method) => method.code))] };
});

type HostNotice = {
  [K in WidgetEventName]: { name: K; detail: WidgetEvents[K] };
}[WidgetEventName];

const errorOf = ({ event }: { event: ErrorActorEvent }) => event.error;

/** What the host page hears of a booking a request pending at start made (bookingMade). */
function resentBookingDetail(
  pending: PendingRequest | null | undefined,
  result: ReservationResult,
): { campaignId?: number; serviceId?: number; reservationId: string } {
  const body = (pending?.body ?? {}) as { shopMerchantServiceId?: unknown };
  const reservationId = String(result.reservationId);
  return typeof body.shopMerchantServiceId === 'number'
    ? { serviceId: body.shopMerchantServiceId, reservationId }
    : { campaignId: result.campaignId, reservationId };
}

/** The widget's views (SPEC 2): each one is a state of `ready`. */
const VIEWS = ['campaign', 'services', 'cart', 'myBookings', 'premium'] as const;

/** Into the view the widget was opened at; `also` adds a condition (e.g. a local host). */
const toStartView = (also?: 'isLocalHost') =>
  VIEWS.map((view) => ({
    guard: also
      ? and([also, { type: 'isStartView', params: { view } }])
      : { type: 'isStartView' as const, params: { view } },
    target: `#widget.ready.${view}`,
  }));

/** The auth chart's input for a view that needs a user (SPEC 6): a known session is resumed. */
const authInputFor =
  (reason: AuthReason) =>
  (context: WidgetMachineContext): AuthInput => {
    const { userId, token, allowGuestLogin, providerId } = context.context;
    return {
      allowGuestLogin,
      reason,
      providerId,
      session: userId !== null && token ? { userId, token } : null,
      prefill: {
        name: context.flow.contact.name,
        prefix: context.flow.contact.prefix,
        phone: context.flow.contact.phone,
      },
      social: context.entity?.social ?? null,
    };
  };

/** The auth chart's input for the parent app's token: a silent sign-in, nothing asked. */
const externalAuthInput = (context: WidgetMachineContext): AuthInput => ({
  allowGuestLogin: false,
  providerId: context.context.providerId,
  externalToken: context.context.externalToken,
});

/**
 * A chart whose code is loaded at run time, started as a child of the widget: the sign-in as
 * `auth`, the service list as `services` (each ends with `xstate.done.actor.<id>`).
 */
type LoadedChart =
  | { id: 'auth'; chart: AuthChart; input: AuthInput }
  | { id: 'services'; chart: ServicesChart; input: ServicesInput }
  | { id: 'premium'; chart: PremiumChart; input: PremiumInput }
  | { id: 'myBookings'; chart: MyBookingsChart; input: MyBookingsInput }
  | { id: 'payment'; chart: PaymentChart; input: PaymentInput }
  | { id: 'order'; chart: OrderChart; input: OrderInput }
  | { id: 'wholeCart'; chart: WholeCartChart; input?: undefined };

/** The sign-in chart, once its code has loaded, with this input. */
const authChartWith =
  (inputOf: (context: WidgetMachineContext) => AuthInput) =>
  ({ context, event }: { context: WidgetMachineContext; event: { output: AuthChart } }) =>
    ({ id: 'auth', chart: event.output, input: inputOf(context) }) satisfies LoadedChart;

/** The services chart, once its code has loaded, for the shop the widget was opened at. */
const servicesChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: ServicesChart };
}) =>
  ({
    id: 'services',
    chart: event.output,
    input: { shopId: context.start.shopId ?? 0 },
  }) satisfies LoadedChart;

/** An order's input: what it is ordered from, who the widget knows, the flow's contact. */
function orderInputOf(context: WidgetMachineContext, source: OrderInput['source']): OrderInput {
  return {
    source,
    identity: identityOf(context),
    settings: bookingSettingsOf(context),
    contact: flowContactOf(context),
    keySeed: newKeySeed(),
    // The shop's cart reopens where the visitor was before a reload (a service is chosen again).
    resume: source.kind === 'shop' ? orderResumeOf(context.flow, { shopId: source.shopId }) : null,
  };
}

/** An order of the service chosen in the list (type 7), once the order chart's code has loaded. */
const serviceOrderChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: OrderChart };
}) =>
  ({
    id: 'order',
    chart: event.output,
    input: orderInputOf(context, {
      kind: 'service',
      shop: context.service!.shop,
      service: context.service!.service,
    }),
  }) satisfies LoadedChart;

/** The Cart view: the cart of the shop the widget was opened at, once its code has loaded. */
const cartOrderChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: OrderChart };
}) =>
  ({
    id: 'order',
    chart: event.output,
    input: orderInputOf(context, { kind: 'shop', shopId: context.start.shopId ?? 0 }),
  }) satisfies LoadedChart;

/** The whole cart's chart, once its code has loaded: every shop the visitor has items from. */
const wholeCartChartOf = ({ event }: { event: { output: WholeCartChart } }) =>
  ({ id: 'wholeCart', chart: event.output }) satisfies LoadedChart;

/**
 * One shop of the whole cart, once the order chart's code has loaded: its cart, as the Cart view
 * of that shop opens it, with a way back to the whole cart.
 */
const wholeCartOrderChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: OrderChart };
}) =>
  ({
    id: 'order',
    chart: event.output,
    input: {
      ...orderInputOf(context, { kind: 'shop', shopId: context.cartShopId ?? 0 }),
      leavesAtCart: true,
    },
  }) satisfies LoadedChart;

/** The personal area's list, once its code has loaded: the signed-in user's bookings. */
const myBookingsChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: MyBookingsChart };
}) =>
  ({
    id: 'myBookings',
    chart: event.output,
    input: { userId: context.user?.id ?? 0, token: context.user?.token ?? '' },
  }) satisfies LoadedChart;

/**
 * The premium chart, once its code has loaded: who is signed in (a guest signs in first), the
 * entity's monthly price, and the campaign the widget was opened at (its smart price shown).
 */
const premiumChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: PremiumChart };
}) => {
  const identity = identityOf(context);
  const { campaignId, offerCode } = context.start;
  const { name, prefix, phone } = context.flow.contact;
  return {
    id: 'premium',
    chart: event.output,
    input: {
      user: identity?.kind === 'user' ? identity : null,
      price: premiumPriceOf(context.entity),
      campaign: hasCampaignReference(context.start) ? { campaignId, offerCode } : null,
      contact: { name, prefix, phone },
      providerId: context.context.providerId,
      social: context.entity?.social ?? null,
      keySeed: newKeySeed(),
    },
  } satisfies LoadedChart;
};

/**
 * Who pays for the payment under way, as the widget knows them now: the same user signed in
 * (their token from the login cookies or the parent app's token), or a guest. Null when the
 * payment is a user's and that user is not signed in here: it cannot be asked about.
 */
function payerOf(
  context: WidgetMachineContext,
  entry: PaymentUnderWay,
): PaymentInput['payer'] | null {
  if (entry.payer.kind === 'guest') return { kind: 'guest' };
  const { userId, token } = context.context;
  return userId === entry.payer.userId && token ? { kind: 'user', userId, token } : null;
}

/**
 * The payment chart's input to follow the payment under way: its `resume` makes the chart ask
 * only for the payment's status, never start one (the purchase named is the order it made).
 */
function resumedPaymentInput(context: WidgetMachineContext): PaymentInput {
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
const paymentChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: PaymentChart };
}) =>
  ({
    id: 'payment',
    chart: event.output,
    input: resumedPaymentInput(context),
  }) satisfies LoadedChart;

/**
 * The signed-in user who sent the request pending at start, as the widget knows them now (the
 * login cookies, the parent app's token); null when it was a guest's, or another user's, or
 * nobody is signed in: then it cannot be looked up.
 */
function requesterHere(context: WidgetMachineContext): { userId: number; token: string } | null {
  const pending = context.flow.pendingRequest;
  if (!pending) return null;
  const requester = requesterOf(pending);
  const { userId, token } = context.context;
  if (requester.kind !== 'user' || userId === null || !token) return null;
  return requester.userId === null || requester.userId === userId ? { userId, token } : null;
}

/** The order a request pending at start made, with what showing and paying it needs. */
function foundOrderOf(context: WidgetMachineContext, order: MadeOrder): FoundOrder {
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
const madeOrderAtStart = (context: WidgetMachineContext): MadeOrder | null =>
  context.flow.pendingRequest?.kind === 'order' ? (context.flow.pendingRequest.made ?? null) : null;

/** Who pays the order found at start: its user (signed in here), or a guest. */
function orderPayerOf(context: WidgetMachineContext): PaymentInput['payer'] {
  const user = requesterHere(context);
  return user ? { kind: 'user', ...user } : { kind: 'guest' };
}

/**
 * The payment chart paying the order found at start, once its code and the shop's methods are
 * there: a new payment of that order (never a new order), its progress kept as the checkout's.
 */
const orderPaymentChartFor = ({
  context,
  event,
}: {
  context: WidgetMachineContext;
  event: { output: { chart: PaymentChart; methods: components['schemas']['PaymentMethodCode'][] } };
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
  } satisfies LoadedChart;
};

/**
 * The user as the profile read again says (premium now), with the token the widget holds: the
 * signed-in user's own, or the login cookies' (a user not read since the reload).
 */
function userWithProfile(context: WidgetMachineContext, profile: Profile): AuthOutput {
  const token = context.user?.token ?? context.context.token ?? '';
  const loginSource = context.user?.loginSource ?? profile.loginSource ?? 'own';
  const { loginSource: _known, ...known } = context.user ?? { loginSource };
  return { kind: 'user', user: { ...known, ...profile, token }, loginSource };
}

/** What every booking takes from the widget's context and start (SPEC 3). */
function bookingSettingsOf(context: WidgetMachineContext): BookingSettings {
  return {
    allowGuestLogin: context.context.allowGuestLogin,
    providerId: context.context.providerId,
    social: context.entity?.social ?? null,
    channelManager: context.context.channelManager,
    referralCode: context.flow.referralCode ?? context.start.referralCode,
    mapToken: context.start.mapToken,
  };
}

/** Who the widget knows: a booking does not ask them to sign in again. */
function identityOf(context: WidgetMachineContext): Identity | null {
  if (context.user) {
    const { loginSource, ...user } = context.user;
    return { kind: 'user', user, loginSource };
  }
  return context.guest ? { kind: 'guest', guest: context.guest } : null;
}

const flowContactOf = (context: WidgetMachineContext) => {
  const { name, prefix, phone, notes } = context.flow.contact;
  return { name, prefix, phone, notes };
};

/** The campaign chart's input: the campaign to open, and what its bookings need. */
function campaignInputOf({ context }: { context: WidgetMachineContext }): CampaignInput {
  return {
    campaignId: context.start.campaignId,
    offerCode: context.start.offerCode,
    flags: {
      canBookDate: context.context.canBookDate,
      canBuyVoucher: context.context.canBuyVoucher,
    },
    settings: bookingSettingsOf(context),
    identity: identityOf(context),
    contact: flowContactOf(context),
    orderResume:
      context.start.campaignId === null
        ? null
        : orderResumeOf(context.flow, { campaignId: context.start.campaignId }),
  };
}

/** The campaign chart tells the widget what its bookings and purchases report. */
export const campaignChart = campaignMachine.provide({
  actions: {
    report: sendParent<
      CampaignContext,
      CampaignEvent,
      CampaignReport,
      CampaignReport,
      CampaignEvent
    >((_, report) => report),
  },
});

type AuthDone = { event: { output: AuthOutput } };
const loginOf = ({ context }: { context: WidgetMachineContext }): LoginCookies | null =>
  context.user ? { userId: context.user.id, token: context.user.token } : null;

/**
 * A sign-in's way out (SPEC 4, Login): the user stored with the login source, the token in the
 * API context, the login cookies written, the contact prefilled, the parent told.
 */
const signedInActions = [
  { type: 'assignUser' as const, params: ({ event }: AuthDone) => event.output },
  { type: 'writeLoginCookies' as const, params: loginOf },
  { type: 'setLoggedInUser' as const, params: loginOf },
];

/** The same, for a sign-in a booking reported. */
type SignedInReport = { event: { identity: Identity } };
const reportedSignInActions = [
  { type: 'assignUser' as const, params: ({ event }: SignedInReport) => event.identity },
  { type: 'writeLoginCookies' as const, params: loginOf },
  { type: 'setLoggedInUser' as const, params: loginOf },
];

/** Signing out clears all of it, and tells the parent nobody is signed in. */
const signedOutActions = [
  'signOut' as const,
  'clearLoginCookies' as const,
  { type: 'setLoggedInUser' as const, params: null },
];

/** Asking for the view the visitor is already in changes nothing (and reloads nothing). */
const stayIn = (view: DefaultView) => ({
  guard: { type: 'isView' as const, params: { view } },
});

/**
 * The root chart: the context is read, the deployment's entity looked up (skipped on local hosts),
 * then the widget shows the view it was opened at. Language, context and contact can change at
 * any time from the visitor or the parent window without losing the state.
 */
export const widgetMachine = setup({
  types: {
    input: {} as WidgetInput,
    context: {} as WidgetMachineContext,
    events: {} as WidgetMachineEvent,
    children: {} as {
      campaign: 'campaign';
      fetchEntityConfig: 'fetchEntityConfig';
      prefetchStartView: 'prefetchStartView';
      findPendingRequest: 'findPendingRequest';
      prepareOrderPayment: 'prepareOrderPayment';
      loadAuthChart: 'loadAuthChart';
      prefetchAuthChart: 'prefetchAuthChart';
      prefetchCartChart: 'prefetchCartChart';
      loadServicesChart: 'loadServicesChart';
      loadPremiumChart: 'loadPremiumChart';
      loadMyBookingsChart: 'loadMyBookingsChart';
      loadOrderChart: 'loadOrderChart';
      loadWholeCartChart: 'loadWholeCartChart';
      loadBookingCharts: 'loadBookingCharts';
      loadPaymentChart: 'loadPaymentChart';
      readProfile: 'readProfile';
    },
  },
  actors: {
    fetchEntityConfig,
    prefetchStartView,
    findPendingRequest,
    prepareOrderPayment,
    campaign: campaignChart,
    loadAuthChart,
    prefetchAuthChart,
    prefetchCartChart,
    loadServicesChart,
    loadPremiumChart,
    loadMyBookingsChart,
    loadOrderChart,
    loadWholeCartChart,
    loadBookingCharts,
    loadPaymentChart,
    readProfile,
  },
  guards: {
    isLocalHost: ({ context }) => isLocalHost(context.hostname),
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
    isStartView: ({ context }, params: { view: DefaultView }) =>
      startViewOf(context.start) === params.view,
    canShowView: ({ context, event }, params: { view: DefaultView }) =>
      event.type === 'view.show' &&
      event.view === params.view &&
      canShowView(params.view, context.start),
    isView: ({ event }, params: { view: DefaultView }) =>
      event.type === 'view.show' && event.view === params.view,
    canClose: ({ context }) => context.context.showClose,
    /** The widget was opened at a shop: the Cart view is that shop's cart. */
    hasStartShop: ({ context }) => context.start.shopId !== null,
    /** A reload while one shop of the whole cart was being ordered: that order again. */
    hasShopOrderInProgress: ({ context }) => shopOrderInProgress(context.flow) !== null,
    hasExternalToken: ({ context }) => context.context.externalToken !== null,
    hasUser: ({ context }) => context.user !== null,
    hasGuest: ({ context }) => context.guest !== null,
    isUserOutput: (_, output: AuthOutput) => output.kind === 'user',
    isGuestOutput: (_, output: AuthOutput) => output.kind === 'guest',
    /** Bookable from the list: booking types 1 and 2 (a date and a time slot). */
    isServiceBookableHere: (_, choice: ServiceChoice) => isServiceBookableHere(choice.bookingType),
    /** Ordered from the list: type 7 with takeaway or delivery (SPEC 4). */
    isServiceOrderedHere: (_, choice: ServiceChoice) =>
      isServiceOrderedHere(choice.bookingType, choice.transport),
  },
  actions: {
    assignEntity: assign({ entity: (_, entity: EntityConfig) => entity, error: null }),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    assignView: assign(({ context, event }) => {
      if (event.type !== 'view.show') return {};
      const start = { ...context.start, defaultView: event.view };
      return { start, flow: withStart(context.flow, start) };
    }),
    assignLanguage: assign(({ context, event }) => {
      if (event.type !== 'language.change') return {};
      const parsed = parseContext({ language: event.language }, context.context);
      return { context: parsed.value };
    }),
    assignContextUpdate: assign(({ context, event }) => {
      if (event.type !== 'context.update') return {};
      const parsed = parseContext(event.values, context.context);
      return { context: parsed.value, clientKind: clientKindOf(parsed.value) };
    }),
    assignPrefill: assign(({ context, event }) => {
      if (event.type !== 'contact.prefill') return {};
      const contact = { ...context.flow.contact };
      if (event.name) contact.name = event.name;
      if (event.phone) contact.phone = event.phone;
      return { flow: { ...context.flow, contact } };
    }),
    /** Tells the host page (through the parent window, when embedded); supplied by the shell. */
    notifyHost: (_, _notice: HostNotice) => {},
    assignUser: assign(({ context }, output: AuthOutput) => {
      if (output.kind !== 'user') return {};
      const user: SignedInUser = { ...output.user, loginSource: output.loginSource };
      return {
        user,
        guest: null,
        context: { ...context.context, userId: user.id, token: user.token },
        flow: { ...context.flow, contact: contactFromUser(context.flow.contact, user) },
      };
    }),
    assignGuest: assign(({ context }, output: AuthOutput) => {
      if (output.kind !== 'guest') return {};
      return {
        guest: output.guest,
        flow: { ...context.flow, contact: contactFromGuest(context.flow.contact, output.guest) },
      };
    }),
    /** The profile changed in the personal area (name, mobile): the user and the contact follow. */
    assignChangedProfile: assign(({ context }, profile: Profile) => {
      if (!context.user) return {};
      const { token, loginSource } = context.user;
      const user: SignedInUser = { ...context.user, ...profile, token, loginSource };
      return {
        user,
        flow: { ...context.flow, contact: contactFromUser(context.flow.contact, user) },
      };
    }),
    forgetGuest: assign({ guest: null }),
    signOut: assign(({ context }) => ({
      user: null,
      guest: null,
      context: { ...context.context, userId: null, token: null, externalToken: null },
      flow: { ...context.flow, contact: contactSignedOut(context.flow.contact) },
    })),
    /** Used once, at start: a failed external sign-in is not tried again. */
    clearExternalToken: assign(({ context }) => ({
      context: { ...context.context, externalToken: null },
    })),
    /** The login cookies (api/loginCookieWriter.ts, loaded then); supplied by the shell. */
    writeLoginCookies: (_, _login: LoginCookies | null) => {},
    clearLoginCookies: () => {},
    /** Tells the parent window who is signed in (SPEC 7); supplied by the shell. */
    setLoggedInUser: (_, _payload: ParentRequests['setLoggedInUser']['payload']) => {},
    /** Tells the parent window about a reservation made (SPEC 7); supplied by the shell. */
    setReservationInfo: (_, _payload: ParentRequests['setReservationInfo']['payload']) => {},
    /** The contact a booking confirmed becomes the flow's (kept across reloads). */
    assignBookingContact: assign(({ context, event }) =>
      event.type === 'booking.contact'
        ? { flow: { ...context.flow, contact: { ...context.flow.contact, ...event.contact } } }
        : {},
    ),
    /** A request on its way is kept in the flow state (saved at once) until its answer is known. */
    assignPendingRequest: assign(({ context, event }) =>
      event.type === 'booking.pending'
        ? { flow: { ...context.flow, pendingRequest: event.pending } }
        : {},
    ),
    clearPendingRequest: assign(({ context }) => ({
      flow: { ...context.flow, pendingRequest: null },
    })),
    /** A payment under way is kept in the flow state (saved at once) until it ends. */
    assignPaymentInProgress: assign(({ context, event }) =>
      event.type === 'payment.pending'
        ? { flow: { ...context.flow, paymentInProgress: event.payment } }
        : {},
    ),
    clearPaymentInProgress: assign(({ context }) => ({
      flow: { ...context.flow, paymentInProgress: null },
    })),
    /** An order's step, transport and address are kept in the flow state (saved at once). */
    assignOrderFlow: assign(({ context, event }) =>
      event.type === 'order.flow' ? { flow: flowWithOrder(context.flow, event.flow) } : {},
    ),
    assignPaymentEnded: assign(({ context }, output: PaymentOutput) => ({
      paymentEnded: {
        output,
        title: context.flow.paymentInProgress?.title ?? '',
        amount: context.flow.paymentInProgress?.amount ?? 0,
        purchase: context.flow.paymentInProgress?.purchase ?? 'voucher',
      },
    })),
    clearPaymentEnded: assign({ paymentEnded: null }),
    assignResent: assign(({ context }, result: ReservationResult) => ({
      resent: { result, title: context.flow.pendingRequest?.title ?? '' },
      error: null,
    })),
    // The order made emptied its cart: the order is shown, not that cart.
    assignFoundOrder: assign(({ context }, order: MadeOrder) => ({
      foundOrder: foundOrderOf(context, order),
      error: null,
      flow: { ...context.flow, orderInProgress: null },
    })),
    /**
     * Going on without knowing: the request is no longer kept; an order's cart is not reopened
     * (emptied, if the order was made): the view starts afresh.
     */
    leavePendingRequest: assign(({ context }) => ({
      flow: {
        ...context.flow,
        pendingRequest: null,
        ...(context.flow.pendingRequest?.kind === 'order' ? { orderInProgress: null } : {}),
      },
    })),
    /** The order found is kept as made: a reload before its payment shows it again at once. */
    assignPendingMade: assign(({ context }, order: MadeOrder) =>
      context.flow.pendingRequest
        ? {
            flow: {
              ...context.flow,
              pendingRequest: { ...context.flow.pendingRequest, made: order },
            },
          }
        : {},
    ),
    clearFound: assign({ resent: null, foundOrder: null }),
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
      return {
        flow: {
          ...context.flow,
          pendingRequest: null,
          paymentInProgress: report.type === 'payment.pending' ? report.payment : null,
        },
      };
    }),
    assignOrderPaymentEnded: assign(({ context }, output: PaymentOutput) => ({
      paymentEnded: {
        output,
        title: context.foundOrder?.title ?? '',
        amount: context.foundOrder?.order.total ?? 0,
        purchase: 'order' as const,
      },
    })),
    assignService: assign({ service: (_, choice: ServiceChoice) => choice, error: null }),
    /** A booking chart's code did not arrive: most likely the connection. */
    assignChartLoadError: assign({ error: 'network' as const }),
    clearError: assign({ error: null }),
    /** Starts a chart whose code was loaded at run time, as the child it names. */
    startChart: assign(({ spawn }, loaded: LoadedChart) => {
      // Such a chart is no actor of this setup, so XState's types do not let it be named:
      // spawned by its logic, under the id the transitions and the screens rely on.
      (spawn as (logic: LoadedChart['chart'], options: { id: string; input: unknown }) => unknown)(
        loaded.chart,
        { id: loaded.id, input: loaded.input },
      );
      return {};
    }),
    stopAuth: stopChild('auth'),
    stopServices: stopChild('services'),
    stopPremium: stopChild('premium'),
    stopMyBookings: stopChild('myBookings'),
    stopPayment: stopChild('payment'),
    stopOrder: stopChild('order'),
    stopWholeCart: stopChild('wholeCart'),
    assignCartShop: assign({ cartShopId: (_, shopId: number | null) => shopId }),
    /** Starts the chosen service's booking chart as the child `booking`. */
    startBooking: assign(({ context, spawn }, chart: AnyStateMachine) => {
      if (!context.service) return {};
      const input: BookingInput = {
        ...bookingSettingsOf(context),
        target: { kind: 'service', shop: context.service.shop, service: context.service.service },
        identity: identityOf(context),
        contact: flowContactOf(context),
        keySeed: newKeySeed(),
      };
      // A chart loaded at run time is no actor of this setup: spawned by its logic, as `booking`.
      spawnBooking(spawn, chart, { id: 'booking', input });
      return {};
    }),
    stopBooking: stopChild('booking'),
  },
}).createMachine({
  id: 'widget',
  context: ({ input }) => ({
    context: input.context,
    start: input.start,
    flow: input.flow,
    hostname: input.hostname,
    clientKind: clientKindOf(input.context),
    entity: null,
    error: null,
    user: null,
    guest: null,
    service: null,
    resent: null,
    foundOrder: null,
    paymentEnded: null,
    cartShopId: null,
  }),
  on: {
    'language.change': { actions: 'assignLanguage' },
    // What a booking reports: the sign-in becomes the widget's (cookies, parent window), the
    // contact the flow's, and the host page hears of the booking made.
    'booking.signedIn': [
      {
        guard: { type: 'isUserOutput', params: ({ event }) => event.identity },
        actions: reportedSignInActions,
      },
      { actions: { type: 'assignGuest', params: ({ event }) => event.identity } },
    ],
    'booking.contact': { actions: 'assignBookingContact' },
    'booking.pending': { actions: 'assignPendingRequest' },
    'booking.settled': { actions: 'clearPendingRequest' },
    // A purchase's payment under way is kept until it ends, so a reload follows it.
    'payment.pending': { actions: 'assignPaymentInProgress' },
    'payment.settled': { actions: 'clearPaymentInProgress' },
    'order.flow': { actions: 'assignOrderFlow' },
    'booking.made': {
      actions: [
        {
          type: 'notifyHost',
          params: ({ event }) => ({ name: 'bookingMade' as const, detail: event.detail }),
        },
        { type: 'setReservationInfo', params: ({ event }) => event.detail },
      ],
    },
    'context.update': { actions: 'assignContextUpdate' },
    'contact.prefill': { actions: 'assignPrefill' },
    'widget.close': {
      guard: 'canClose',
      actions: { type: 'notifyHost', params: { name: 'closed', detail: {} } },
    },
  },
  initial: 'loadingEntity',
  states: {
    loadingEntity: {
      // Local development has no entity of its own: go straight to the start view.
      always: [
        { guard: 'hasExternalToken', target: 'signingInExternally' },
        { guard: and(['isLocalHost', 'hasPendingRequest']), target: 'lookingUpRequest' },
        { guard: and(['isLocalHost', 'hasPaymentInProgress']), target: 'resumingPayment' },
        ...toStartView('isLocalHost'),
      ],
      invoke: [
        // The start view's call goes out at the same time (its answer is kept for it).
        {
          id: 'prefetchStartView',
          src: 'prefetchStartView',
          input: ({ context }) => ({ start: context.start }),
        },
        {
          id: 'fetchEntityConfig',
          src: 'fetchEntityConfig',
          input: ({ context }) => ({ hostname: context.hostname }),
          onDone: [
            { guard: 'hasPendingRequest' as const, target: 'lookingUpRequest' },
            { guard: 'hasPaymentInProgress' as const, target: 'resumingPayment' },
            ...toStartView(),
          ].map((transition) => ({
            ...transition,
            actions: {
              type: 'assignEntity' as const,
              params: ({ event }: { event: { output: EntityConfig } }) => event.output,
            },
          })),
          onError: {
            target: 'entityFailed',
            actions: {
              type: 'assignError',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
          },
        },
      ],
    },
    // An externalToken from the parent app signs in silently first (authentication/external);
    // a failure leaves the visitor signed out, and the widget goes on. The sign-in chart's code
    // loads first (it is not on the first screen); code that cannot load counts as a failure.
    signingInExternally: {
      exit: ['stopAuth', 'clearExternalToken'],
      invoke: {
        id: 'loadAuthChart',
        src: 'loadAuthChart',
        onDone: {
          actions: { type: 'startChart', params: authChartWith(externalAuthInput) },
        },
        onError: 'loadingEntity',
      },
      on: {
        'xstate.done.actor.auth': [
          {
            guard: { type: 'isUserOutput', params: ({ event }) => event.output },
            target: 'loadingEntity',
            actions: signedInActions,
          },
          { target: 'loadingEntity' },
        ],
        'xstate.error.actor.auth': 'loadingEntity',
      },
    },
    // A request (a booking, an order) was on its way when the page went (a reload, "back"):
    // before anything else, what it made is found out, and it is never sent again (README "Money
    // safety"). An order its answer named is shown at once; a signed-in user's request is looked
    // up in their bookings; a guest's cannot be (SPEC 7 lists no guest's bookings): said so.
    lookingUpRequest: {
      initial: 'deciding',
      states: {
        deciding: {
          always: [
            {
              guard: 'isOrderToPay',
              target: '#widget.payingOrder',
              actions: {
                type: 'assignFoundOrder',
                params: ({ context }) => madeOrderAtStart(context)!,
              },
            },
            {
              guard: 'isOrderMade',
              target: '#widget.requestMade',
              actions: [
                {
                  type: 'assignFoundOrder',
                  params: ({ context }) => madeOrderAtStart(context)!,
                },
                'clearPendingRequest',
              ],
            },
            { guard: 'canLookUpRequest', target: 'lookingUp' },
            { target: '#widget.requestNoLookup' },
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
                target: '#widget.requestNotMade',
              },
              {
                guard: { type: 'isBookingFound', params: ({ event }) => event.output },
                target: '#widget.requestMade',
                actions: [
                  {
                    type: 'assignResent',
                    params: ({ event }) => (event.output as { result: ReservationResult }).result,
                  },
                  {
                    type: 'notifyHost',
                    params: ({ context, event }) => ({
                      name: 'bookingMade' as const,
                      detail: resentBookingDetail(
                        context.flow.pendingRequest,
                        (event.output as { result: ReservationResult }).result,
                      ),
                    }),
                  },
                  {
                    type: 'setReservationInfo',
                    params: ({ context, event }) =>
                      resentBookingDetail(
                        context.flow.pendingRequest,
                        (event.output as { result: ReservationResult }).result,
                      ),
                  },
                  'clearPendingRequest',
                ],
              },
              // An order waiting for its payment: paid now (the order kept until it is).
              {
                guard: { type: 'isOrderFoundToPay', params: ({ event }) => event.output },
                target: '#widget.payingOrder',
                actions: [
                  {
                    type: 'assignFoundOrder',
                    params: ({ event }) => (event.output as { order: MadeOrder }).order,
                  },
                  {
                    type: 'assignPendingMade',
                    params: ({ event }) => (event.output as { order: MadeOrder }).order,
                  },
                ],
              },
              // An order handed to the merchant: shown with its state.
              {
                target: '#widget.requestMade',
                actions: [
                  {
                    type: 'assignFoundOrder',
                    params: ({ event }) => (event.output as { order: MadeOrder }).order,
                  },
                  'clearPendingRequest',
                ],
              },
            ],
            onError: {
              target: '#widget.requestUnconfirmed',
              actions: { type: 'assignError', params: errorOf },
            },
          },
        },
      },
    },
    /** It was made: the booking (confirmed, or waiting for the merchant), or the order's state. */
    // Then on to the view the widget was opened at, the way a start goes (nothing pending now).
    requestMade: { on: { 'pending.continue': { target: 'loadingEntity', actions: 'clearFound' } } },
    /** The lookup says nothing was made: nothing booked or ordered, nothing charged. */
    requestNotMade: {
      on: { 'pending.continue': { target: 'loadingEntity', actions: 'clearPendingRequest' } },
    },
    /** The lookup went unanswered: asked again on request, never the request itself. */
    requestUnconfirmed: {
      on: {
        'pending.check': { target: 'lookingUpRequest', actions: 'clearError' },
        'pending.continue': {
          target: 'loadingEntity',
          actions: ['clearError', 'leavePendingRequest'],
        },
      },
    },
    /** A guest's (or another user's) request: no call finds it. Said so; the email tells. */
    requestNoLookup: {
      on: { 'pending.continue': { target: 'loadingEntity', actions: 'leavePendingRequest' } },
    },
    // An order made before the page went, waiting for its payment: its payment step (the
    // shop's methods read again), a new payment of that order, never a new order. The payment
    // it starts is kept as the checkout's is; its end is said as a payment followed at start.
    payingOrder: {
      initial: 'loading',
      exit: 'stopPayment',
      on: { 'payment.progress': { actions: 'assignOrderPaymentProgress' } },
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
              actions: { type: 'startChart', params: orderPaymentChartFor },
            },
            onError: { target: 'unavailable', actions: { type: 'assignError', params: errorOf } },
          },
        },
        paying: {
          on: {
            'xstate.done.actor.payment': {
              target: '#widget.paymentResumed',
              actions: [
                { type: 'assignOrderPaymentEnded', params: ({ event }) => event.output },
                'clearPaymentInProgress',
                'clearPendingRequest',
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
              target: '#widget.loadingEntity',
              actions: ['clearError', 'clearPendingRequest', 'clearFound'],
            },
          },
        },
      },
    },
    // A payment was under way when the page went (a reload during an MB WAY countdown, a card
    // page open): before anything else it is followed, its status asked, never started again.
    // The payment chart (its code loaded now) shows the time left, the card page or the ATM
    // reference; its end clears it from the flow state and is said plainly.
    resumingPayment: {
      initial: 'loading',
      exit: 'stopPayment',
      states: {
        loading: {
          tags: ['busy'],
          // A user's payment with that user not signed in here cannot be asked about: dropped.
          always: {
            guard: not('canFollowPayment'),
            target: '#widget.loadingEntity',
            actions: 'clearPaymentInProgress',
          },
          invoke: {
            id: 'loadPaymentChart',
            src: 'loadPaymentChart',
            onDone: {
              target: 'following',
              actions: { type: 'startChart', params: paymentChartFor },
            },
            onError: { target: 'unavailable', actions: 'assignChartLoadError' },
          },
        },
        following: {
          on: {
            'xstate.done.actor.payment': [
              {
                guard: { type: 'isPremiumPaid', params: ({ event }) => event.output },
                target: 'confirmingMembership',
                actions: [
                  { type: 'assignPaymentEnded', params: ({ event }) => event.output },
                  'clearPaymentInProgress',
                ],
              },
              {
                target: '#widget.paymentResumed',
                actions: [
                  { type: 'assignPaymentEnded', params: ({ event }) => event.output },
                  'clearPaymentInProgress',
                ],
              },
            ],
            // The chart stopped on an error: as if it had not loaded (a retry follows it again).
            'xstate.error.actor.payment': {
              target: 'unavailable',
              actions: { type: 'assignError', params: errorOf },
            },
          },
        },
        // The premium membership was paid: the user signed in before that (the parent app's
        // token, the login cookies), so their profile is read again, and the widget keeps it
        // (premium: smart prices apply, the Premium view says member). Unread (a fault), the
        // outcome is said all the same.
        confirmingMembership: {
          tags: ['busy'],
          invoke: {
            id: 'readProfile',
            src: 'readProfile',
            input: ({ context }) => ({
              userId: context.context.userId ?? 0,
              token: context.context.token ?? '',
            }),
            onDone: {
              target: '#widget.paymentResumed',
              actions: {
                type: 'assignUser',
                params: ({ context, event }) => userWithProfile(context, event.output),
              },
            },
            onError: '#widget.paymentResumed',
          },
        },
        // The chart's code did not arrive (offline), or it stopped: try again, or go on without
        // following it.
        unavailable: {
          on: {
            'chart.retry': { target: 'loading', actions: 'clearError' },
            'payment.continue': {
              target: '#widget.loadingEntity',
              actions: ['clearError', 'clearPaymentInProgress'],
            },
          },
        },
      },
    },
    /** How the payment followed at start ended; then on to the view, as a start goes. */
    paymentResumed: {
      on: { 'payment.continue': { target: 'loadingEntity', actions: 'clearPaymentEnded' } },
    },
    // Its screen offers the retry, and tells the host page `failed` (ui/hostFailure.ts).
    entityFailed: {
      on: { 'entity.retry': 'loadingEntity' },
    },
    ready: {
      entry: {
        type: 'notifyHost',
        params: ({ context }) => ({
          name: 'ready' as const,
          detail: { language: context.context.language },
        }),
      },
      invoke: { id: 'prefetchAuthChart', src: 'prefetchAuthChart' },
      on: {
        'view.show': VIEWS.map((view) => ({
          guard: { type: 'canShowView' as const, params: { view } },
          target: `.${view}`,
          actions: 'assignView' as const,
        })),
      },
      // Entered through toStartView; the campaign view also explains a missing campaign.
      initial: 'campaign',
      states: {
        campaign: {
          on: { 'view.show': stayIn('campaign') },
          invoke: { id: 'campaign', src: 'campaign', input: campaignInputOf },
        },
        // A shop's services (SPEC 2): the list, then the chosen one is booked through the
        // reservation chart (types 1 and 2, a date and a time slot) with the service's own
        // calendar, lead time and party sizes; any other type says it cannot be booked here.
        // The list's chart loads when the view opens (a campaign's first screen does not carry
        // it); the shop's answer is already on its way (prefetchStartView).
        services: {
          on: { 'view.show': stayIn('services') },
          // The shop's cart is a click away (the Cart view): its chart's code comes ahead.
          invoke: { id: 'prefetchCartChart', src: 'prefetchCartChart' },
          initial: 'choosing',
          states: {
            choosing: {
              exit: 'stopServices',
              invoke: {
                id: 'loadServicesChart',
                src: 'loadServicesChart',
                onDone: { actions: { type: 'startChart', params: servicesChartFor } },
                onError: { target: 'listUnavailable', actions: 'assignChartLoadError' },
              },
              on: {
                'xstate.done.actor.services': [
                  {
                    guard: { type: 'isServiceBookableHere', params: ({ event }) => event.output },
                    target: 'booking',
                    actions: { type: 'assignService', params: ({ event }) => event.output },
                  },
                  {
                    guard: { type: 'isServiceOrderedHere', params: ({ event }) => event.output },
                    target: 'ordering',
                    actions: { type: 'assignService', params: ({ event }) => event.output },
                  },
                  {
                    target: 'notBookableHere',
                    actions: { type: 'assignService', params: ({ event }) => event.output },
                  },
                ],
              },
            },
            // The list's code did not arrive (offline): the visitor may try again.
            listUnavailable: {
              on: { 'chart.retry': { target: 'choosing', actions: 'clearError' } },
            },
            booking: bookingFlowState('reservation', '#widget.ready.services.choosing'),
            // A takeaway or delivery service (type 7): ordered (transport, menu, cart) through
            // the order chart, loaded now; back at the list when the visitor goes back.
            ordering: {
              initial: 'loading',
              exit: 'stopOrder',
              states: {
                loading: {
                  invoke: {
                    id: 'loadOrderChart',
                    src: 'loadOrderChart',
                    onDone: {
                      target: 'running',
                      actions: { type: 'startChart', params: serviceOrderChartFor },
                    },
                    onError: {
                      target: '#widget.ready.services.choosing',
                      actions: 'assignChartLoadError',
                    },
                  },
                },
                running: {
                  on: { 'xstate.done.actor.order': '#widget.ready.services.choosing' },
                },
              },
            },
            // A coupon, an order (takeaway or delivery) or anything but a dated reservation:
            // not booked from the list (information-only services are not even offered).
            notBookableHere: { on: { 'services.back': 'choosing' } },
          },
        },
        // The shop's cart (and its menu): the order chart, opened at the cart; its code loads
        // when the view opens. Without a shop, the whole cart (every shop of it) instead.
        cart: {
          on: { 'view.show': stayIn('cart') },
          initial: 'loading',
          exit: 'stopOrder',
          states: {
            loading: {
              always: { guard: not('hasStartShop'), target: 'wholeCart' },
              invoke: {
                id: 'loadOrderChart',
                src: 'loadOrderChart',
                onDone: {
                  target: 'running',
                  actions: { type: 'startChart', params: cartOrderChartFor },
                },
                onError: { target: 'unavailable', actions: 'assignChartLoadError' },
              },
            },
            // The order never leaves the Cart view: its way back from the transport is the cart.
            running: {},
            // The chart's code did not arrive (offline): the visitor may try again.
            unavailable: {
              on: { 'chart.retry': { target: 'loading', actions: 'clearError' } },
            },
            // The cart over several shops (SPEC 3): every shop the visitor has items from, each
            // ordered on its own (SPEC 8). Its chart's code loads when the view opens; the order
            // chart's only once a shop is chosen. That shop's cart is ordered as the Cart view
            // of the shop orders it (its checkout takes the note to the shop); leaving it, or
            // ending it, brings back the whole cart, read again.
            wholeCart: {
              initial: 'loading',
              states: {
                loading: {
                  // A reload while ordering from one of its shops: that order, where it was.
                  always: {
                    guard: 'hasShopOrderInProgress',
                    target: 'ordering',
                    actions: {
                      type: 'assignCartShop',
                      params: ({ context }) => shopOrderInProgress(context.flow),
                    },
                  },
                  invoke: {
                    id: 'loadWholeCartChart',
                    src: 'loadWholeCartChart',
                    onDone: {
                      target: 'listing',
                      actions: { type: 'startChart', params: wholeCartChartOf },
                    },
                    onError: { target: 'unavailable', actions: 'assignChartLoadError' },
                  },
                },
                listing: {
                  exit: 'stopWholeCart',
                  on: {
                    'xstate.done.actor.wholeCart': {
                      target: 'ordering',
                      actions: {
                        type: 'assignCartShop',
                        params: ({ event }) => event.output.shopId,
                      },
                    },
                  },
                },
                // The chart's code did not arrive (offline): the visitor may try again.
                unavailable: {
                  on: { 'chart.retry': { target: 'loading', actions: 'clearError' } },
                },
                ordering: {
                  initial: 'loading',
                  exit: ['stopOrder', { type: 'assignCartShop', params: null }],
                  states: {
                    loading: {
                      invoke: {
                        id: 'loadOrderChart',
                        src: 'loadOrderChart',
                        onDone: {
                          target: 'running',
                          actions: { type: 'startChart', params: wholeCartOrderChartFor },
                        },
                        onError: { target: 'unavailable', actions: 'assignChartLoadError' },
                      },
                    },
                    // Left (its cart's way back) or ended: the whole cart, read again.
                    running: {
                      on: { 'xstate.done.actor.order': '#widget.ready.cart.wholeCart.loading' },
                    },
                    // The order chart's code did not arrive (offline): the visitor may try again.
                    unavailable: {
                      on: { 'chart.retry': { target: 'loading', actions: 'clearError' } },
                    },
                  },
                },
              },
            },
          },
        },
        // The personal area needs a user: signed in, or the auth chart until there is one. The
        // chart's code loads first (prefetched once the first screen is idle).
        myBookings: {
          on: { 'view.show': stayIn('myBookings') },
          initial: 'signingIn',
          states: {
            signingIn: {
              always: [
                { guard: 'hasUser', target: 'signedIn' },
                { guard: 'hasGuest', target: 'guest' },
              ],
              exit: 'stopAuth',
              invoke: {
                id: 'loadAuthChart',
                src: 'loadAuthChart',
                onDone: {
                  actions: {
                    type: 'startChart',
                    params: authChartWith(authInputFor('myBookings')),
                  },
                },
                onError: { target: 'signInUnavailable', actions: 'assignChartLoadError' },
              },
              on: {
                'xstate.done.actor.auth': [
                  {
                    guard: { type: 'isUserOutput', params: ({ event }) => event.output },
                    target: 'signedIn',
                    actions: signedInActions,
                  },
                  {
                    guard: { type: 'isGuestOutput', params: ({ event }) => event.output },
                    target: 'guest',
                    actions: { type: 'assignGuest', params: ({ event }) => event.output },
                  },
                  // `failed` follows only an external token, which this input never has.
                  { target: 'signingIn', reenter: true },
                ],
              },
            },
            // The sign-in's code did not arrive (offline): the visitor may try again.
            signInUnavailable: {
              on: { 'chart.retry': { target: 'signingIn', actions: 'clearError' } },
            },
            // The user's bookings, points and prizes: the list's chart loads first (not with
            // the first screen), then runs as `myBookings` while the area is shown.
            signedIn: {
              on: {
                'user.signOut': { target: 'signingIn', actions: signedOutActions },
                'user.profileChanged': {
                  actions: { type: 'assignChangedProfile', params: ({ event }) => event.profile },
                },
              },
              initial: 'loading',
              exit: 'stopMyBookings',
              states: {
                loading: {
                  invoke: {
                    id: 'loadMyBookingsChart',
                    src: 'loadMyBookingsChart',
                    onDone: {
                      target: 'running',
                      actions: { type: 'startChart', params: myBookingsChartFor },
                    },
                    onError: { target: 'unavailable', actions: 'assignChartLoadError' },
                  },
                },
                running: {},
                // The list's code did not arrive (offline): the visitor may try again.
                unavailable: {
                  on: { 'chart.retry': { target: 'loading', actions: 'clearError' } },
                },
              },
            },
            // A guest has no personal area: the way on is to sign in.
            guest: {
              on: { 'user.signIn': { target: 'signingIn', actions: 'forgetGuest' } },
            },
          },
        },
        // The premium (smart) membership: what members get, the monthly price, and joining (the
        // sign-in, then the payment chart). Its chart's code loads when the view opens; once the
        // membership is paid, the chart reports the user (now premium), kept here so campaigns
        // show the smart price at once.
        premium: {
          on: {
            'view.show': stayIn('premium'),
            'premium.joined': {
              actions: { type: 'assignUser', params: ({ event }) => event.identity },
            },
          },
          initial: 'loading',
          exit: 'stopPremium',
          states: {
            loading: {
              invoke: {
                id: 'loadPremiumChart',
                src: 'loadPremiumChart',
                onDone: {
                  target: 'running',
                  actions: { type: 'startChart', params: premiumChartFor },
                },
                onError: { target: 'unavailable', actions: 'assignChartLoadError' },
              },
            },
            running: {},
            // The chart's code did not arrive (offline): the visitor may try again.
            unavailable: {
              on: { 'chart.retry': { target: 'loading', actions: 'clearError' } },
            },
          },
        },
      },
    },
  },
});
