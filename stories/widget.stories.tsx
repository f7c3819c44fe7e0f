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
import { cartFixture, myBookingsFixture, shopFixture } from '../api/sandbox/fixtures';
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
import { authMachine } from '../machines/auth/auth.machine';
import { initialAuthContext } from '../machines/auth/auth.setup';
import type { AuthContext } from '../machines/auth/auth.types';
import { bookingCharts } from '../machines/booking/charts';
import { campaignMachine } from '../machines/campaign/campaign.machine';
import {
  initialMyBookingsContext,
  myBookingsMachine,
} from '../machines/myBookings/myBookings.machine';
import { serviceChoiceOf, servicesMachine } from '../machines/services/services.machine';
import {
  DEFAULT_CONTEXT,
  EMPTY_START,
  parseContext,
  type WidgetContext,
  type WidgetStart,
} from '../machines/rules/context';
import { withStart } from '../machines/rules/start';
import { contactFromGuest, contactFromUser } from '../machines/rules/user';
import { initialFlowState } from '../domain/flowState';
import { premiumMachine } from '../machines/premium/premium.machine';
import { initialResumeContext, resumeMachine } from '../machines/resume/resume.machine';
import { widgetMachine } from '../machines/widget/widget.machine';
import type { WidgetMachineContext } from '../machines/widget/widget.types';
import { BookingScreen, OrderScreen } from '../ui/screens/CampaignScreen';
import {
  AuthScreen,
  MyBookingsScreen,
  OtherView,
  PremiumScreen,
  ResumeScreen,
  ServiceListScreen,
  WholeCartScreen,
  WidgetScreen,
} from '../ui/screens/WidgetScreen';
import { campaignContext, reviewedContext, serviceBookingInput } from './support/bookingFixtures';
import { anaUser, premiumContext, premiumInput } from './support/premiumFixtures';
import { ANA_SESSION, pendingBooking } from './support/resumeFixtures';
import { childState, stateStories, type StoryGlobals } from './support/stateStory';
import { LaterSteps } from '../ui/screens/auth/AuthScreen';

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
      LaterSteps.preload(),
      MyBookingsScreen.preload(),
      ServiceListScreen.preload(),
      BookingScreen.preload(),
      ResumeScreen.preload(),
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
      entity: structuredClone(ENTITY_CONFIG),
      error: null,
      user: null,
      guest: null,
      service: null,
      cartShopId: null,
      usedPrizeIds: [],
      refs: {},
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
export const readyServicesChoosingLoading: Story = withLazyScreens({
  name: 'ready.services.choosing.loading',
  ...widgetStory({ value: { ready: { services: { choosing: 'loading' } } }, context: atShop12 }),
});

export const readyServicesChoosing: Story = withLazyScreens({
  name: 'ready.services.choosing.running',
  ...widgetStory({
    value: { ready: { services: { choosing: 'running' } } },
    context: atShop12,
    children: {
      services: childState(servicesMachine, servicesMachine, {
        value: 'listing',
        context: {
          shopId: 12,
          resumeServiceId: null,
          shop: shopFixture(12),
          service: null,
          error: null,
        },
      }),
    },
  }),
});

/** The list's code did not arrive (offline): the network message and a retry. */
export const readyServicesListUnavailable: Story = {
  name: 'ready.services.choosing.unavailable',
  ...widgetStory({
    value: { ready: { services: { choosing: 'unavailable' } } },
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

/** Shop 11's services of types 3, 5 and 6, each booked with its type's chart. */
const atShop11 = contextFor({ defaultView: 'services', shopId: 11 });
const shop11Service = (serviceId: number) =>
  serviceChoiceOf(
    shopFixture(11),
    shopFixture(11).shopMerchantServices!.find((service) => service.id === serviceId)!,
  );
const wineTasting = shop11Service(1103);
const dessertCoupon = shop11Service(1104);
const groupDinner = shop11Service(1105);

/** Service 1103 (type 3, a day in its 16:00-18:00 window): the booking charts' code loading. */
export const readyServicesBookingDayLoading: Story = {
  name: 'ready.services.bookingDay.loading',
  ...widgetStory({
    value: { ready: { services: { bookingDay: 'loading' } } },
    context: (globals) => ({ ...atShop11(globals), service: wineTasting }),
  }),
};

/** Service 1103 booked for a day through the day chart, at its review: the window's hours. */
export const readyServicesBookingDayRunning: Story = withLazyScreens({
  name: 'ready.services.bookingDay.running',
  ...widgetStory({
    value: { ready: { services: { bookingDay: 'running' } } },
    context: (globals) => ({ ...atShop11(globals), service: wineTasting }),
    children: {
      booking: childState(bookingCharts.dayReservation, bookingCharts.dayReservation, {
        value: 'reviewing',
        context: reviewedContext(serviceBookingInput(11, 1103), 'day'),
      }),
    },
  }),
});

/** Service 1104 (type 5, a digital coupon): the booking charts' code loading. */
export const readyServicesGettingCouponLoading: Story = {
  name: 'ready.services.gettingCoupon.loading',
  ...widgetStory({
    value: { ready: { services: { gettingCoupon: 'loading' } } },
    context: (globals) => ({ ...atShop11(globals), service: dessertCoupon }),
  }),
};

/** Service 1104's coupon at its review: no date, scheduled later with the merchant. */
export const readyServicesGettingCouponRunning: Story = withLazyScreens({
  name: 'ready.services.gettingCoupon.running',
  ...widgetStory({
    value: { ready: { services: { gettingCoupon: 'running' } } },
    context: (globals) => ({ ...atShop11(globals), service: dessertCoupon }),
    children: {
      booking: childState(bookingCharts.coupon, bookingCharts.coupon, {
        value: 'reviewing',
        context: reviewedContext(serviceBookingInput(11, 1104), 'none'),
      }),
    },
  }),
});

/** Service 1105 (type 6, date-times suggested): the booking charts' code loading. */
export const readyServicesSuggestingDatesLoading: Story = {
  name: 'ready.services.suggestingDates.loading',
  ...widgetStory({
    value: { ready: { services: { suggestingDates: 'loading' } } },
    context: (globals) => ({ ...atShop11(globals), service: groupDinner }),
  }),
};

/** Service 1105's suggestions at their review: the date-times suggested, a party of four. */
export const readyServicesSuggestingDatesRunning: Story = withLazyScreens({
  name: 'ready.services.suggestingDates.running',
  ...widgetStory({
    value: { ready: { services: { suggestingDates: 'running' } } },
    context: (globals) => ({ ...atShop11(globals), service: groupDinner }),
    children: {
      booking: childState(bookingCharts.suggestions, bookingCharts.suggestions, {
        value: 'reviewing',
        context: reviewedContext(serviceBookingInput(11, 1105), 'several'),
      }),
    },
  }),
});

/**
 * A service neither booked nor ordered from the list (a type 7 service offering neither takeaway
 * nor delivery, say): the shop's contacts.
 */
export const readyServicesNotBookableHere: Story = {
  name: 'ready.services.notBookableHere',
  ...widgetStory({
    value: { ready: { services: 'notBookableHere' } },
    context: (globals) => ({
      ...atShop11(globals),
      service: serviceChoiceOf(shopFixture(11), {
        ...shopFixture(11).shopMerchantServices![1]!,
        bookingConfig: { bookingType: 7 },
      }),
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

/** Which cart: a shop's (opened at one), or the whole cart; shown as its loading (it passes at once). */
export const readyCartDeciding: Story = {
  name: 'ready.cart.deciding',
  ...widgetStory({ value: { ready: { cart: 'deciding' } }, context: atCart14 }),
};

export const readyCartLoading: Story = {
  name: 'ready.cart.shop.loading',
  ...widgetStory({ value: { ready: { cart: { shop: 'loading' } } }, context: atCart14 }),
};

/** The Cart view of Francesinha & Companhia: what a new visitor finds there. */
export const readyCartRunning: Story = withLazyScreens({
  name: 'ready.cart.shop.running',
  ...widgetStory({
    value: { ready: { cart: { shop: 'running' } } },
    context: atCart14,
    children: { order: orderChild({ kind: 'shop', shopId: 14 }, { shopping: 'reviewing' }) },
  }),
});

/** The order chart's code did not arrive (offline): the network message and a retry. */
export const readyCartUnavailable: Story = {
  name: 'ready.cart.shop.unavailable',
  ...widgetStory({
    value: { ready: { cart: { shop: 'unavailable' } } },
    context: (globals) => ({ ...atCart14(globals), error: 'network' }),
  }),
};

/** The Cart view opened without a shop (`?defaultView=cart`): the whole cart. */
const atWholeCart = contextFor({ defaultView: 'cart', campaignId: null, shopId: null });
/** Francesinha & Companhia (14) chosen from it. */
const orderingFrom14 = (globals: StoryGlobals) => ({ ...atWholeCart(globals), cartShopId: 14 });

/** A reload while one of its shops was ordered reopens that order; else its list (shown loading). */
export const readyCartWholeCartDeciding: Story = {
  name: 'ready.cart.wholeCart.deciding',
  ...widgetStory({ value: { ready: { cart: { wholeCart: 'deciding' } } }, context: atWholeCart }),
};

export const readyCartWholeCartLoading: Story = {
  name: 'ready.cart.wholeCart.listing.loading',
  ...widgetStory({
    value: { ready: { cart: { wholeCart: { listing: 'loading' } } } },
    context: atWholeCart,
  }),
};

/** What a new visitor finds: Taberna do Chiado's and Francesinha & Companhia's starter carts. */
export const readyCartWholeCartListing: Story = withLazyScreens({
  name: 'ready.cart.wholeCart.listing.running',
  ...widgetStory({
    value: { ready: { cart: { wholeCart: { listing: 'running' } } } },
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
  name: 'ready.cart.wholeCart.listing.unavailable',
  ...widgetStory({
    value: { ready: { cart: { wholeCart: { listing: 'unavailable' } } } },
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
  name: 'ready.myBookings.signingIn.running',
  ...widgetStory({
    value: { ready: { myBookings: { signingIn: 'running' } } },
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
  name: 'ready.myBookings.signingIn.running (registering, the host’s privacy policy)',
  ...widgetStory({
    value: { ready: { myBookings: { signingIn: 'running' } } },
    context: contextFor({ defaultView: 'myBookings' }),
    children: {
      auth: childState(authMachine, authMachine, {
        value: { registering: 'editing' },
        context: { ...emailFirst, form: { ...emailFirst.form, email: 'ines.rocha@example.pt' } },
      }),
    },
  }),
});

/** Signed in, a guest, or to sign in: shown as the sign-in loading (it passes at once). */
export const readyMyBookingsDeciding: Story = {
  name: 'ready.myBookings.deciding',
  ...widgetStory({
    value: { ready: { myBookings: 'deciding' } },
    context: contextFor({ defaultView: 'myBookings' }),
  }),
};

/** The sign-in's code on its way: the personal area loading. */
export const readyMyBookingsSigningInLoading: Story = {
  name: 'ready.myBookings.signingIn.loading',
  ...widgetStory({
    value: { ready: { myBookings: { signingIn: 'loading' } } },
    context: contextFor({ defaultView: 'myBookings' }),
  }),
};

/** The sign-in's code did not arrive (offline): the network message and a retry. */
export const readyMyBookingsSignInUnavailable: Story = withLazyScreens({
  name: 'ready.myBookings.signingIn.unavailable',
  ...widgetStory({
    value: { ready: { myBookings: { signingIn: 'unavailable' } } },
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

// ------------------------------------------------------------------ what was under way at start

/** Ana's booking on its way when the page went (a reload): settled before anything else. */
const pendingAtStart = (globals: StoryGlobals): WidgetMachineContext => {
  const base = contextFor({ campaignId: 108 }, {}, ANA_SESSION)(globals);
  return { ...base, flow: { ...base.flow, pendingRequest: pendingBooking } };
};

/** The resume chart's code on its way. */
export const resumingLoading: Story = {
  name: 'resuming.loading',
  ...widgetStory({ value: { resuming: 'loading' }, context: pendingAtStart }),
};

/** The resume chart settling it: the booking looked up in Ana's bookings (stories/resume). */
export const resumingRunning: Story = withLazyScreens({
  name: 'resuming.running',
  ...widgetStory({
    value: { resuming: 'running' },
    context: pendingAtStart,
    children: {
      resume: childState(resumeMachine, resumeMachine, {
        value: 'requestNotMade',
        context: initialResumeContext({
          flow: pendingAtStart({}).flow,
          session: ANA_SESSION,
          user: null,
        }),
      }),
    },
  }),
});

/** Its code did not arrive (offline): the network message and a retry; nothing is sent. */
export const resumingUnavailable: Story = {
  name: 'resuming.unavailable',
  ...widgetStory({
    value: { resuming: 'unavailable' },
    context: (globals) => ({ ...pendingAtStart(globals), error: 'network' }),
  }),
};
