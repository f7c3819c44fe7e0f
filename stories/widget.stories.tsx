/**
 * The widget's root chart (machines/widget/widget.machine.ts): the entity lookup, its failure and
 * every view of `ready`, one still picture per state, drawn by WidgetScreen with its own frame.
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows (`ready.campaign`); a
 * variant of a state adds a note in brackets (`entityFailed (unknown host)`).
 * tests/stories/coverage.test.ts fails when a state has no story or a story names no state;
 * tests/stories/stories.test.tsx renders every story and runs axe on it.
 * Entity and campaign data are what the sandbox answers (api/sandbox/).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { nowMs } from '../api/clock';
import {
  cartFixture,
  myBookingsFixture,
  paymentFixture,
  shopFixture,
} from '../api/sandbox/fixtures';
import type { StateValueFrom } from 'xstate';
import { initialCartContext } from '../machines/cart/cart.machine';
import {
  initialOrderContext,
  orderCart,
  orderMachine,
  type OrderInput,
  type OrderSource,
} from '../machines/cart/order.machine';
import { initialWholeCartContext, wholeCartMachine } from '../machines/cart/wholeCart.machine';
import { initialMenuContext, menuMachine } from '../machines/menu/menu.machine';
import { initialTransportContext, transportMachine } from '../machines/transport/transport.machine';
import { ENTITY_CONFIG, UNKNOWN_HOSTNAME } from '../api/sandbox/seed';
import { signedInUserFixture } from '../api/sandbox/userFixtures';
import { authMachine, initialAuthContext, type AuthContext } from '../machines/auth/auth.machine';
import { bookingCharts } from '../machines/booking/charts';
import { campaignMachine } from '../machines/campaign/campaign.machine';
import {
  initialMyBookingsContext,
  myBookingsMachine,
} from '../machines/myBookings/myBookings.machine';
import { serviceChoiceOf, servicesMachine } from '../machines/services/services.machine';
import {
  clientKindOf,
  DEFAULT_CONTEXT,
  EMPTY_START,
  parseContext,
  type WidgetContext,
  type WidgetStart,
} from '../machines/rules/context';
import { withStart } from '../machines/rules/start';
import { contactFromGuest, contactFromUser } from '../machines/rules/user';
import { initialFlowState } from '../domain/flowState';
import type { PaymentUnderWay } from '../domain/paymentInProgress';
import type { PendingRequest } from '../domain/pendingRequest';
import {
  initialPaymentContext,
  paymentMachine,
  type PaymentMethodCode,
  type PaymentOutput,
} from '../machines/payment/payment.machine';
import { premiumMachine } from '../machines/premium/premium.machine';
import {
  widgetMachine,
  type FoundOrder,
  type WidgetMachineContext,
} from '../machines/widget/widget.machine';
import { BookingScreen, OrderScreen } from '../ui/screens/CampaignScreen';
import {
  AuthScreen,
  MyBookingsScreen,
  OtherView,
  PaymentResumeView,
  PremiumScreen,
  PendingRequestView,
  ServiceListScreen,
  WholeCartScreen,
  WidgetScreen,
} from '../ui/screens/WidgetScreen';
import { campaignContext, reviewedContext, serviceBookingInput } from './support/bookingFixtures';
import { anaUser, premiumContext, premiumInput } from './support/premiumFixtures';
import { childState, stateStories, type StoryGlobals } from './support/stateStory';

const meta = { title: 'widget', parameters: { widgetFrame: false } } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const widgetStory = stateStories(widgetMachine, (actor) => <WidgetScreen actor={actor} />);

/**
 * The personal area's screens (and the other views besides the campaign) load lazily in the app;
 * a still picture loads them first, so it shows the screen rather than its loading status.
 */
function withLazyScreens(story: Story): Story {
  const preload = async () => {
    await Promise.all([
      OtherView.preload(),
      AuthScreen.preload(),
      MyBookingsScreen.preload(),
      ServiceListScreen.preload(),
      BookingScreen.preload(),
      PendingRequestView.preload(),
      PaymentResumeView.preload(),
      PremiumScreen.preload(),
      OrderScreen.preload(),
      WholeCartScreen.preload(),
    ]);
    return {};
  };
  return { ...story, loaders: [preload, ...[story.loaders ?? []].flat()] };
}

/** The auth chart as it opens: the email first, the sandbox's providers offered. */
const emailFirst: AuthContext = {
  ...initialAuthContext({
    allowGuestLogin: false,
    reason: 'myBookings',
    social: ENTITY_CONFIG.social ?? null,
  }),
  socialProviders: ['facebook', 'google', 'apple'],
};

/**
 * Opened at `?campaignId=101&shopId=11` on a merchant's site, with the entity found, in the
 * toolbar's language (the widget's `language` start parameter).
 */
function contextFor(
  start: Partial<WidgetStart>,
  extra: Partial<Omit<WidgetMachineContext, 'context'>> = {},
  settings: Partial<WidgetContext> = {},
) {
  return (globals: StoryGlobals): WidgetMachineContext => {
    const language = parseContext({ language: globals.language }).value.language;
    const context = { ...DEFAULT_CONTEXT, language, ...settings };
    const fullStart = { ...EMPTY_START, campaignId: 101, shopId: 11, ...start };
    return {
      context,
      start: fullStart,
      flow: withStart(initialFlowState(), fullStart),
      hostname: 'reservas.tabernadochiado.pt',
      clientKind: clientKindOf(context),
      entity: structuredClone(ENTITY_CONFIG),
      error: null,
      user: null,
      guest: null,
      service: null,
      resent: null,
      foundOrder: null,
      paymentEnded: null,
      cartShopId: null,
      ...extra,
    };
  };
}

export const loadingEntity: Story = {
  name: 'loadingEntity',
  ...widgetStory({ value: 'loadingEntity', context: contextFor({}, { entity: null }) }),
};

export const entityFailed: Story = {
  name: 'entityFailed',
  ...widgetStory({
    value: 'entityFailed',
    context: contextFor({}, { entity: null, error: 'network' }),
  }),
};

/** A site the middleware knows no entity for: the sandbox answers 404. */
export const entityFailedUnknownHost: Story = {
  name: 'entityFailed (unknown host)',
  ...widgetStory({
    value: 'entityFailed',
    context: contextFor({}, { hostname: UNKNOWN_HOSTNAME, entity: null, error: 'generic' }),
  }),
};

/** The campaign view holds the campaign chart it invoked, here showing campaign 101. */
export const readyCampaign: Story = {
  name: 'ready.campaign',
  ...widgetStory({
    value: { ready: 'campaign' },
    context: contextFor({ defaultView: 'campaign' }),
    children: {
      campaign: childState('campaign', campaignMachine, {
        value: { showing: 'overview' },
        context: campaignContext(101),
      }),
    },
  }),
};

/** Inside a parent app that may close the widget (showClose). */
export const readyCampaignClosable: Story = {
  name: 'ready.campaign (closable)',
  ...widgetStory({
    value: { ready: 'campaign' },
    context: contextFor({ defaultView: 'campaign' }, {}, { showClose: true }),
    children: {
      campaign: childState('campaign', campaignMachine, {
        value: { showing: 'overview' },
        context: campaignContext(101),
      }),
    },
  }),
};

/** Shop 12's services (opened at `?shopId=12`). */
const atShop12 = contextFor({ defaultView: 'services', shopId: 12, campaignId: null });
const takeawayService = serviceChoiceOf(shopFixture(11), shopFixture(11).shopMerchantServices![1]!);

/** An order chart running (the Cart view's, a service's) at a step, its cart and menu read. */
function orderChild(
  source: OrderSource,
  value: StateValueFrom<typeof orderMachine>,
  input: Omit<OrderInput, 'source'> = {},
) {
  const context = initialOrderContext({ ...input, source });
  return childState(orderMachine, orderMachine, {
    value,
    context,
    children: {
      cart: childState('cart', orderCart, {
        value: 'filled',
        context: {
          ...initialCartContext({ shopId: context.shopId }),
          cart: cartFixture(context.shopId),
        },
      }),
      menu: childState('menu', menuMachine, {
        value: 'loading',
        context: initialMenuContext({ shopId: context.shopId, menu: context.menu }),
      }),
      transport: childState('transport', transportMachine, {
        value: 'choosing',
        context: initialTransportContext({
          options: context.options,
          leadMinutes: context.leadMinutes,
          now: nowMs(),
          zone: context.zone,
        }),
      }),
    },
  });
}

const haircut = serviceChoiceOf(shopFixture(12), shopFixture(12).shopMerchantServices![0]!);

/** The list of shop 12; its chart's code loads at run time, so the child gives its logic. */
export const readyServicesChoosing: Story = withLazyScreens({
  name: 'ready.services.choosing',
  ...widgetStory({
    value: { ready: { services: 'choosing' } },
    context: atShop12,
    children: {
      services: childState(servicesMachine, servicesMachine, {
        value: 'listing',
        context: { shopId: 12, shop: shopFixture(12), service: null, error: null },
      }),
    },
  }),
});

/** The list's code did not arrive (offline): the network message and a retry. */
export const readyServicesListUnavailable: Story = {
  name: 'ready.services.listUnavailable',
  ...widgetStory({
    value: { ready: { services: 'listUnavailable' } },
    context: (globals) => ({ ...atShop12(globals), error: 'network' }),
  }),
};

export const readyServicesBookingLoading: Story = {
  name: 'ready.services.booking.loading',
  ...widgetStory({
    value: { ready: { services: { booking: 'loading' } } },
    context: (globals) => ({ ...atShop12(globals), service: haircut }),
  }),
};

/** Service 1201 (a haircut) booked through the reservation chart, at its review. */
export const readyServicesBookingRunning: Story = withLazyScreens({
  name: 'ready.services.booking.running',
  ...widgetStory({
    value: { ready: { services: { booking: 'running' } } },
    context: (globals) => ({ ...atShop12(globals), service: haircut }),
    children: {
      booking: childState(bookingCharts.reservation, bookingCharts.reservation, {
        value: 'reviewing',
        context: reviewedContext(serviceBookingInput(12, 1201), 'slot'),
      }),
    },
  }),
});

/** A service neither booked nor ordered from the list (a coupon, say): the shop's contacts. */
export const readyServicesNotBookableHere: Story = {
  name: 'ready.services.notBookableHere',
  ...widgetStory({
    value: { ready: { services: 'notBookableHere' } },
    context: (globals) => ({
      ...contextFor({ defaultView: 'services', shopId: 11 })(globals),
      service: serviceChoiceOf(shopFixture(11), shopFixture(11).shopMerchantServices![1]!),
    }),
  }),
};

/** Service 1102 of shop 11 (takeaway or delivery, type 7): ordered, its code on its way. */
export const readyServicesOrderingLoading: Story = withLazyScreens({
  name: 'ready.services.ordering.loading',
  ...widgetStory({
    value: { ready: { services: { ordering: 'loading' } } },
    context: (globals) => ({
      ...contextFor({ defaultView: 'services', shopId: 11 })(globals),
      service: takeawayService,
    }),
  }),
});

/** Service 1102 ordered: the transport first (takeaway or delivery, at least 30 min ahead). */
export const readyServicesOrderingRunning: Story = withLazyScreens({
  name: 'ready.services.ordering.running',
  ...widgetStory({
    value: { ready: { services: { ordering: 'running' } } },
    context: (globals) => ({
      ...contextFor({ defaultView: 'services', shopId: 11 })(globals),
      service: takeawayService,
    }),
    children: {
      order: orderChild(
        { kind: 'service', shop: shopFixture(11), service: takeawayService.service },
        { shopping: 'choosingTransport' },
      ),
    },
  }),
});

const atCart14 = contextFor({ defaultView: 'cart', shopId: 14 });

export const readyCartLoading: Story = {
  name: 'ready.cart.loading',
  ...widgetStory({ value: { ready: { cart: 'loading' } }, context: atCart14 }),
};

/** The Cart view of Francesinha & Companhia: what a new visitor finds there. */
export const readyCartRunning: Story = withLazyScreens({
  name: 'ready.cart.running',
  ...widgetStory({
    value: { ready: { cart: 'running' } },
    context: atCart14,
    children: { order: orderChild({ kind: 'shop', shopId: 14 }, { shopping: 'reviewing' }) },
  }),
});

/** The order chart's code did not arrive (offline): the network message and a retry. */
export const readyCartUnavailable: Story = {
  name: 'ready.cart.unavailable',
  ...widgetStory({
    value: { ready: { cart: 'unavailable' } },
    context: (globals) => ({ ...atCart14(globals), error: 'network' }),
  }),
};

/** The Cart view opened without a shop (`?defaultView=cart`): the whole cart. */
const atWholeCart = contextFor({ defaultView: 'cart', campaignId: null, shopId: null });
/** Francesinha & Companhia (14) chosen from it. */
const orderingFrom14 = (globals: StoryGlobals) => ({ ...atWholeCart(globals), cartShopId: 14 });

export const readyCartWholeCartLoading: Story = {
  name: 'ready.cart.wholeCart.loading',
  ...widgetStory({ value: { ready: { cart: { wholeCart: 'loading' } } }, context: atWholeCart }),
};

/** What a new visitor finds: Taberna do Chiado's and Francesinha & Companhia's starter carts. */
export const readyCartWholeCartListing: Story = withLazyScreens({
  name: 'ready.cart.wholeCart.listing',
  ...widgetStory({
    value: { ready: { cart: { wholeCart: 'listing' } } },
    context: atWholeCart,
    children: {
      wholeCart: childState(wholeCartMachine, wholeCartMachine, {
        value: { listing: 'severalShops' },
        context: { ...initialWholeCartContext(), cart: cartFixture() },
      }),
    },
  }),
});

/** The whole cart's code did not arrive (offline): the network message and a retry. */
export const readyCartWholeCartUnavailable: Story = {
  name: 'ready.cart.wholeCart.unavailable',
  ...widgetStory({
    value: { ready: { cart: { wholeCart: 'unavailable' } } },
    context: (globals) => ({ ...atWholeCart(globals), error: 'network' }),
  }),
};

export const readyCartWholeCartOrderingLoading: Story = {
  name: 'ready.cart.wholeCart.ordering.loading',
  ...widgetStory({
    value: { ready: { cart: { wholeCart: { ordering: 'loading' } } } },
    context: orderingFrom14,
  }),
};

/** Francesinha & Companhia's cart, ordered from the whole cart: with the way back to it. */
export const readyCartWholeCartOrderingRunning: Story = withLazyScreens({
  name: 'ready.cart.wholeCart.ordering.running',
  ...widgetStory({
    value: { ready: { cart: { wholeCart: { ordering: 'running' } } } },
    context: orderingFrom14,
    children: {
      order: orderChild(
        { kind: 'shop', shopId: 14 },
        { shopping: 'reviewing' },
        { leavesAtCart: true },
      ),
    },
  }),
});

/** The order chart's code did not arrive (offline): the network message and a retry. */
export const readyCartWholeCartOrderingUnavailable: Story = {
  name: 'ready.cart.wholeCart.ordering.unavailable',
  ...widgetStory({
    value: { ready: { cart: { wholeCart: { ordering: 'unavailable' } } } },
    context: (globals) => ({ ...orderingFrom14(globals), error: 'network' }),
  }),
};

/**
 * The personal area without a user: the auth chart's email-first screen. The chart's code loads
 * at run time, so the child gives its logic, not a name of the widget's setup.
 */
export const readyMyBookingsSigningIn: Story = withLazyScreens({
  name: 'ready.myBookings.signingIn',
  ...widgetStory({
    value: { ready: { myBookings: 'signingIn' } },
    context: contextFor({ defaultView: 'myBookings' }),
    children: {
      auth: childState(authMachine, authMachine, {
        value: 'enteringEmail',
        context: emailFirst,
      }),
    },
  }),
});

/**
 * A new visitor registering in the personal area: beside the privacy-policy checkbox, the host's
 * privacy policy and terms in the toolbar's language, from the entity's configuration.
 */
export const readyMyBookingsSigningInRegistering: Story = withLazyScreens({
  name: 'ready.myBookings.signingIn (registering, the host’s privacy policy)',
  ...widgetStory({
    value: { ready: { myBookings: 'signingIn' } },
    context: contextFor({ defaultView: 'myBookings' }),
    children: {
      auth: childState(authMachine, authMachine, {
        value: { registering: 'editing' },
        context: { ...emailFirst, form: { ...emailFirst.form, email: 'ines.rocha@example.pt' } },
      }),
    },
  }),
});

/** The sign-in's code did not arrive (offline): the network message and a retry. */
export const readyMyBookingsSignInUnavailable: Story = withLazyScreens({
  name: 'ready.myBookings.signInUnavailable',
  ...widgetStory({
    value: { ready: { myBookings: 'signInUnavailable' } },
    context: contextFor({ defaultView: 'myBookings' }, { error: 'network' }),
  }),
});

/** Ana Silva signed in, at campaign 101: her name and the contact her bookings will carry. */
const anaSignedIn = (
  globals: StoryGlobals,
  fields: Partial<Omit<WidgetMachineContext, 'context'>> = {},
) => {
  const base = contextFor({ defaultView: 'myBookings', campaignId: 101 }, fields)(globals);
  const user = { ...signedInUserFixture(1001), loginSource: 'own' as const };
  return {
    ...base,
    user,
    context: { ...base.context, userId: user.id, token: user.token },
    flow: { ...base.flow, contact: contactFromUser(base.flow.contact, user) },
  };
};

/** Ana signed in, the list's code on its way: her name and contact, the list loading. */
export const readyMyBookingsSignedInLoading: Story = withLazyScreens({
  name: 'ready.myBookings.signedIn.loading',
  ...widgetStory({
    value: { ready: { myBookings: { signedIn: 'loading' } } },
    context: (globals) => anaSignedIn(globals),
  }),
});

/** Her bookings (two past ones of February), her 120 points and prizes. */
export const readyMyBookingsSignedInRunning: Story = withLazyScreens({
  name: 'ready.myBookings.signedIn.running',
  ...widgetStory({
    value: { ready: { myBookings: { signedIn: 'running' } } },
    context: (globals) => anaSignedIn(globals),
    children: {
      myBookings: childState(myBookingsMachine, myBookingsMachine, {
        value: { list: 'idle' },
        context: (() => {
          const page = myBookingsFixture(1001);
          return {
            ...initialMyBookingsContext({ userId: 1001, token: 'tok-ana' }),
            bookings: page.items,
            page: page.page,
            totalCount: page.totalCount,
            points: page.points ?? null,
            prizes: page.prizes ?? [],
          };
        })(),
      }),
    },
  }),
});

/**
 * On a local host (no entity looked up), or an entity that gives no http(s) address for the host
 * site's pages: the area without its links to the host site.
 */
export const readyMyBookingsSignedInRunningNoHostLinks: Story = withLazyScreens({
  name: 'ready.myBookings.signedIn.running (no host site links)',
  ...widgetStory({
    value: { ready: { myBookings: { signedIn: 'running' } } },
    context: (globals) => ({ ...anaSignedIn(globals), hostname: 'localhost', entity: null }),
    children: {
      myBookings: childState(myBookingsMachine, myBookingsMachine, {
        value: 'empty',
        context: { ...initialMyBookingsContext({ userId: 1001, token: 'tok-ana' }), points: 0 },
      }),
    },
  }),
});

/** The list's code did not arrive (offline): the network message and a retry. */
export const readyMyBookingsSignedInUnavailable: Story = withLazyScreens({
  name: 'ready.myBookings.signedIn.unavailable',
  ...widgetStory({
    value: { ready: { myBookings: { signedIn: 'unavailable' } } },
    context: (globals) => anaSignedIn(globals, { error: 'network' }),
  }),
});

/** A guest (allowGuestLogin on) has no personal area: the way on is to sign in. */
export const readyMyBookingsGuest: Story = withLazyScreens({
  name: 'ready.myBookings.guest',
  ...widgetStory({
    value: { ready: { myBookings: 'guest' } },
    context: (globals) => {
      const base = contextFor(
        { defaultView: 'myBookings' },
        {},
        { allowGuestLogin: true },
      )(globals);
      const guest = {
        name: 'Rita Gomes',
        email: 'rita.gomes@example.pt',
        prefix: '+351',
        phone: '912000111',
      };
      return {
        ...base,
        guest,
        flow: { ...base.flow, contact: contactFromGuest(base.flow.contact, guest) },
      };
    },
  }),
});

/** The parent app's externalToken signs in before anything else. */
export const signingInExternally: Story = {
  name: 'signingInExternally',
  ...widgetStory({
    value: 'signingInExternally',
    context: contextFor({}, { entity: null }, { externalToken: 'ext-ana' }),
  }),
};

/** The Premium view while its chart's code loads. */
export const readyPremiumLoading: Story = {
  name: 'ready.premium.loading',
  ...widgetStory({
    value: { ready: { premium: 'loading' } },
    context: contextFor({ defaultView: 'premium' }),
  }),
};

/**
 * Ana signed in, at the Premium view: the entity's monthly price and campaign 101's smart price.
 * The chart's code loads at run time, so the child gives its logic.
 */
export const readyPremiumRunning: Story = withLazyScreens({
  name: 'ready.premium.running',
  ...widgetStory({
    value: { ready: { premium: 'running' } },
    context: (globals) => {
      const base = contextFor({ defaultView: 'premium' })(globals);
      const user = { ...signedInUserFixture(1001), loginSource: 'own' as const };
      return {
        ...base,
        user,
        context: { ...base.context, userId: user.id, token: user.token },
        flow: { ...base.flow, contact: contactFromUser(base.flow.contact, user) },
      };
    },
    children: {
      premium: childState(premiumMachine, premiumMachine, {
        value: 'overview',
        context: premiumContext(premiumInput(anaUser)),
      }),
    },
  }),
});

/** The premium chart's code did not arrive (offline): the network message and a retry. */
export const readyPremiumUnavailable: Story = {
  name: 'ready.premium.unavailable',
  ...widgetStory({
    value: { ready: { premium: 'unavailable' } },
    context: contextFor({ defaultView: 'premium' }, { error: 'network' }),
  }),
};

/**
 * A booking on its way when the page went (a reload): looked up in Ana's bookings (signed in
 * again from her login cookies), never sent again.
 */
const pendingBooking = {
  kind: 'booking' as const,
  operation: 'POST /client/book/book/{userId}',
  params: { path: { userId: 1001 } },
  body: { campaignId: 108, numberOfPeople: 2, date: '2026-03-04T19:00:00.000Z' },
  key: 'story-key.0123456789a',
  title: 'Copo de boas-vindas no jantar',
  requestedAtMs: Date.parse('2026-03-03T09:00:00.000Z'),
  requester: { kind: 'user' as const, userId: 1001 },
  campaignId: 108,
  shopId: 11,
};
/** Campaign 107's order collected at the shop, on its way when the page went. */
const pendingOrder = {
  kind: 'order' as const,
  operation: 'POST /v1/web/orders',
  params: {},
  body: { shopId: 14, campaignId: 107, deliveryType: 'STORE_PICKUP', transportType: 'takeaway' },
  key: 'story-key.0123456789b',
  title: 'Francesinha & Companhia',
  requestedAtMs: Date.parse('2026-03-03T09:00:00.000Z'),
  requester: { kind: 'user' as const, userId: 1001 },
  campaignId: 107,
  shopId: 14,
};
const ANA_SIGNED_IN = { userId: 1001, token: 'tok-ana' };
const withPendingBooking = (extra: Partial<Omit<WidgetMachineContext, 'context'>> = {}) =>
  contextFor({ campaignId: 108 }, { ...extra }, ANA_SIGNED_IN);
const pendingFlow =
  (
    pending: PendingRequest = pendingBooking,
    extra: Partial<Omit<WidgetMachineContext, 'context'>> = {},
  ) =>
  (globals: StoryGlobals) => {
    const context = contextFor(
      { campaignId: pending.campaignId ?? 108 },
      extra,
      ANA_SIGNED_IN,
    )(globals);
    return { ...context, flow: { ...context.flow, pendingRequest: pending } };
  };
/** A guest's booking, pending: no call finds it. */
const guestBooking: PendingRequest = {
  ...pendingBooking,
  operation: 'POST /bookings/guest',
  params: {},
  requester: { kind: 'guest' },
};
const guestOrder: PendingRequest = {
  ...pendingOrder,
  operation: 'POST /v1/web/orders/guest',
  requester: { kind: 'guest' },
};
const resentResult = (status: 'confirmed' | 'pending') => ({
  result: {
    reservationId: 7001,
    status,
    campaignId: 108,
    date: '2026-03-04T19:00:00.000Z',
    numberOfPeople: 2,
  },
  title: pendingBooking.title,
});
const foundOrder = (status: 'awaiting_payment' | 'awaiting_confirmation'): FoundOrder => ({
  order: { orderCode: 'ORD-7001', status, total: 25.8 },
  title: pendingOrder.title,
  campaignId: 107,
  shopId: 14,
  deliveryType: 'STORE_PICKUP',
});

export const lookingUpRequest: Story = withLazyScreens({
  name: 'lookingUpRequest.lookingUp',
  ...widgetStory({ value: { lookingUpRequest: 'lookingUp' }, context: pendingFlow() }),
});

export const lookingUpRequestOrder: Story = withLazyScreens({
  name: 'lookingUpRequest.lookingUp (an order)',
  ...widgetStory({ value: { lookingUpRequest: 'lookingUp' }, context: pendingFlow(pendingOrder) }),
});

/** Deciding how to find it out: shown as its lookup (it passes at once). */
export const lookingUpRequestDeciding: Story = withLazyScreens({
  name: 'lookingUpRequest.deciding',
  ...widgetStory({ value: { lookingUpRequest: 'deciding' }, context: pendingFlow() }),
});

export const requestMade: Story = withLazyScreens({
  name: 'requestMade',
  ...widgetStory({
    value: 'requestMade',
    context: withPendingBooking({ resent: resentResult('confirmed') }),
  }),
});

export const requestMadePending: Story = withLazyScreens({
  name: 'requestMade (waiting for the merchant)',
  ...widgetStory({
    value: 'requestMade',
    context: withPendingBooking({ resent: resentResult('pending') }),
  }),
});

export const requestMadeOrder: Story = withLazyScreens({
  name: 'requestMade (an order sent to the merchant)',
  ...widgetStory({
    value: 'requestMade',
    context: withPendingBooking({ foundOrder: foundOrder('awaiting_confirmation') }),
  }),
});

export const requestNotMade: Story = withLazyScreens({
  name: 'requestNotMade',
  ...widgetStory({ value: 'requestNotMade', context: pendingFlow() }),
});

export const requestNotMadeOrder: Story = withLazyScreens({
  name: 'requestNotMade (an order)',
  ...widgetStory({ value: 'requestNotMade', context: pendingFlow(pendingOrder) }),
});

export const requestUnconfirmed: Story = withLazyScreens({
  name: 'requestUnconfirmed',
  ...widgetStory({
    value: 'requestUnconfirmed',
    context: pendingFlow(pendingBooking, { error: 'network' }),
  }),
});

export const requestUnconfirmedOrder: Story = withLazyScreens({
  name: 'requestUnconfirmed (an order)',
  ...widgetStory({
    value: 'requestUnconfirmed',
    context: pendingFlow(pendingOrder, { error: 'timeout' }),
  }),
});

export const requestNoLookup: Story = withLazyScreens({
  name: 'requestNoLookup',
  ...widgetStory({ value: 'requestNoLookup', context: pendingFlow(guestBooking) }),
});

export const requestNoLookupOrder: Story = withLazyScreens({
  name: "requestNoLookup (a guest's order)",
  ...widgetStory({ value: 'requestNoLookup', context: pendingFlow(guestOrder) }),
});

const orderToPay = pendingFlow(
  { ...pendingOrder, made: foundOrder('awaiting_payment').order },
  { foundOrder: foundOrder('awaiting_payment') },
);

export const payingOrderLoading: Story = withLazyScreens({
  name: 'payingOrder.loading',
  ...widgetStory({ value: { payingOrder: 'loading' }, context: orderToPay }),
});

/** The order found waiting for its payment: its payment step, a new payment of that order. */
export const payingOrderPaying: Story = withLazyScreens({
  name: 'payingOrder.paying',
  ...widgetStory({
    value: { payingOrder: 'paying' },
    context: orderToPay,
    children: {
      payment: childState(paymentMachine, paymentMachine, {
        value: 'choosing',
        context: initialPaymentContext({
          amount: 25.8,
          methods: ['hipay_mbway', 'hipay_cc', 'hipay_mb'],
          purchase: { kind: 'order', orderCode: 'ORD-7001' },
          payer: { kind: 'user', userId: 1001, token: 'tok-ana' },
          phone: { prefix: '+351', phone: '912345678' },
          keySeed: 'story-order',
        }),
      }),
    },
  }),
});

export const payingOrderUnavailable: Story = withLazyScreens({
  name: 'payingOrder.unavailable',
  ...widgetStory({
    value: { payingOrder: 'unavailable' },
    context: pendingFlow(
      { ...pendingOrder, made: foundOrder('awaiting_payment').order },
      { foundOrder: foundOrder('awaiting_payment'), error: 'network' },
    ),
  }),
});

// ------------------------------------------------------------------ a payment under way at start

/** Ana's voucher of campaign 101 (2 × 39,90 €), under way when the page went (a reload). */
const VOUCHER_TITLE = 'Jantar de degustação para dois';
function paymentUnderWay(method: PaymentMethodCode): PaymentUnderWay {
  const started = paymentFixture(method, { amount: 79.8, phone: '912000001' });
  return {
    inProgress: { ...started, method, startedAtMs: nowMs() },
    payer: { kind: 'user', userId: 1001 },
    phone: { prefix: '+351', phone: '912000001' },
    title: VOUCHER_TITLE,
    campaignId: 101,
    amount: 79.8,
  };
}
const mbwayUnderWay = paymentUnderWay('hipay_mbway');
const cardUnderWay = paymentUnderWay('hipay_cc');

/** Ana signed in again from her login cookies, the payment in the flow state. */
const payingFlow =
  (payment: PaymentUnderWay, extra: Partial<Omit<WidgetMachineContext, 'context'>> = {}) =>
  (globals: StoryGlobals): WidgetMachineContext => {
    const base = contextFor({ campaignId: 101 }, extra, { userId: 1001, token: 'tok-ana' })(
      globals,
    );
    return { ...base, flow: { ...base.flow, paymentInProgress: payment } };
  };

/** The payment chart following it (input `resume`): its status asked, never started again. */
const followed = (payment: PaymentUnderWay) =>
  initialPaymentContext({
    amount: payment.amount,
    methods: [payment.inProgress!.method],
    purchase: { kind: 'order', orderCode: payment.inProgress!.orderCode },
    payer: { kind: 'user', userId: 1001, token: 'tok-ana' },
    phone: payment.phone,
    keySeed: 'story-resume',
    resume: payment.inProgress,
  });

export const resumingPaymentLoading: Story = withLazyScreens({
  name: 'resumingPayment.loading',
  ...widgetStory({
    value: { resumingPayment: 'loading' },
    context: payingFlow(mbwayUnderWay),
  }),
});

/** The MB WAY wait again, under the purchase's title, with the time left to the same deadline. */
export const resumingPaymentFollowing: Story = withLazyScreens({
  name: 'resumingPayment.following',
  ...widgetStory({
    value: { resumingPayment: 'following' },
    context: payingFlow(mbwayUnderWay),
    children: {
      payment: childState(paymentMachine, paymentMachine, {
        value: { waitingMbway: 'waiting' },
        context: followed(mbwayUnderWay),
      }),
    },
  }),
});

/** The card page left open: followed, and the visitor may go on without it. */
export const resumingPaymentFollowingCard: Story = withLazyScreens({
  name: 'resumingPayment.following (card)',
  ...widgetStory({
    value: { resumingPayment: 'following' },
    context: payingFlow(cardUnderWay),
    children: {
      payment: childState(paymentMachine, paymentMachine, {
        value: { awaitingCard: 'waiting' },
        context: followed(cardUnderWay),
      }),
    },
  }),
});

/** The payment chart's code did not arrive (offline): a retry, or on without it. */
export const resumingPaymentUnavailable: Story = withLazyScreens({
  name: 'resumingPayment.unavailable',
  ...widgetStory({
    value: { resumingPayment: 'unavailable' },
    context: payingFlow(mbwayUnderWay, { error: 'network' }),
  }),
});

/** How it ended, said plainly, and the way on; the flow state no longer holds it. */
const ended = (
  output: PaymentOutput,
  payment = mbwayUnderWay,
  extra: Partial<Omit<WidgetMachineContext, 'context'>> = {},
) =>
  contextFor(
    { campaignId: 101 },
    {
      paymentEnded: {
        output,
        title: payment.title,
        amount: payment.amount,
        purchase: payment.purchase ?? 'voucher',
      },
      ...extra,
    },
    { userId: 1001, token: 'tok-ana' },
  );
const endedWith = (status: 'paid' | 'referenceIssued' | 'inStore', payment: PaymentUnderWay) =>
  ended({ status, ...payment.inProgress! }, payment);

export const paymentResumed: Story = withLazyScreens({
  name: 'paymentResumed',
  ...widgetStory({ value: 'paymentResumed', context: endedWith('paid', mbwayUnderWay) }),
});

export const paymentResumedUnpaid: Story = withLazyScreens({
  name: 'paymentResumed (expired)',
  ...widgetStory({
    value: 'paymentResumed',
    context: ended({
      status: 'unpaid',
      reason: 'confirmationExpired',
      ...mbwayUnderWay.inProgress!,
    }),
  }),
});

/** An ATM reference kept from before: shown again, to copy. */
export const paymentResumedReference: Story = withLazyScreens({
  name: 'paymentResumed (ATM reference)',
  ...widgetStory({
    value: 'paymentResumed',
    context: endedWith('referenceIssued', paymentUnderWay('hipay_mb')),
  }),
});

export const paymentResumedInStore: Story = withLazyScreens({
  name: 'paymentResumed (in store)',
  ...widgetStory({
    value: 'paymentResumed',
    context: endedWith('inStore', paymentUnderWay('IN_STORE_PAYMENT')),
  }),
});

/** Ana's premium membership (4,99 € a month), paid by MB WAY while the page was away. */
const premiumUnderWay: PaymentUnderWay = {
  ...paymentUnderWay('hipay_mbway'),
  inProgress: {
    ...paymentFixture('hipay_mbway', { amount: 4.99, phone: '912000001' }),
    method: 'hipay_mbway',
    startedAtMs: nowMs(),
  },
  purchase: 'premium',
  title: 'Premium',
  campaignId: null,
  amount: 4.99,
};
const premiumPaid: PaymentOutput = { status: 'paid', ...premiumUnderWay.inProgress! };

/** The membership paid: Ana's profile is read again, to make her premium in the widget. */
export const resumingPaymentConfirmingMembership: Story = withLazyScreens({
  name: 'resumingPayment.confirmingMembership',
  ...widgetStory({
    value: { resumingPayment: 'confirmingMembership' },
    context: ended(premiumPaid, premiumUnderWay),
  }),
});

/** The membership paid and Ana's profile says premium: she is welcomed as a member. */
export const paymentResumedPremium: Story = withLazyScreens({
  name: 'paymentResumed (premium joined)',
  ...widgetStory({
    value: 'paymentResumed',
    context: ended(premiumPaid, premiumUnderWay, {
      user: { ...signedInUserFixture(1001), isPremium: true, loginSource: 'own' },
    }),
  }),
});

/** The card payment left without knowing how it stands. */
export const paymentResumedLeft: Story = withLazyScreens({
  name: 'paymentResumed (card left)',
  ...widgetStory({
    value: 'paymentResumed',
    context: ended({ status: 'cancelled' }, cardUnderWay),
  }),
});
