import { and, assign, stopChild, setup, type ErrorActorEvent } from 'xstate';
import { errorCodeOf } from '../../api/errors';
import type { ParentRequests } from '../../api/parent/protocol';
import type { LoginCookies } from '../../api/loginCookies';
import type { AuthOutput } from '../auth/auth.types';
import { loadAuthChart } from '../auth/load';
import type { BookingInput, Identity } from '../booking/booking.types';
import { bookingFlowState, loadBookingCharts, newKeySeed } from '../booking/load';
import {
  lazyChildFlow,
  lazyChildRegion,
  withoutRef,
  withSpawned,
  type LoadedChart,
} from '../lazy/lazyChild';
import { loadResumeChart } from '../resume/load';
import type { ResumeOutput } from '../resume/resume.types';
import { isServiceBookableHere, isServiceOrderedHere } from '../rules/serviceFlow';
import { loadServicesChart } from '../services/load';
import { loadPremiumChart } from '../premium/load';
import { loadMyBookingsChart } from '../myBookings/load';
import { loadOrderChart, loadWholeCartChart } from '../cart/load';
import type { WholeCartChoice } from '../cart/wholeCart.machine';
import { flowWithOrder, shopOrderInProgress } from '../rules/orderFlow';
import { withoutEndedVoucherPurchase } from '../rules/voucherFlow';
import type { ServiceChoice } from '../services/services.machine';
import { clientKindOf, isLocalHost, parseContext, type DefaultView } from '../rules/context';
import { canShowView, startViewOf, withStart } from '../rules/start';
import { contactFromGuest, contactFromUser, contactSignedOut } from '../rules/user';
import type {
  EntityConfig,
  WidgetInput,
  SignedInUser,
  WidgetMachineContext,
  WidgetMachineEvent,
  Profile,
  HostNotice,
  WidgetCharts,
} from './widget.types';
import {
  authInputFor,
  externalAuthInput,
  authChartWith,
  servicesChartFor,
  serviceOrderChartFor,
  cartOrderChartFor,
  wholeCartChartOf,
  wholeCartOrderChartFor,
  myBookingsChartFor,
  premiumChartFor,
  resumeChartFor,
  bookingSettingsOf,
  identityOf,
  flowContactOf,
  campaignInputOf,
} from './widget.inputs';
import {
  fetchEntityConfig,
  prefetchStartView,
  prefetchAuthChart,
  prefetchCartChart,
  campaignChart,
} from './widget.actors';

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
      loadAuthChart: 'loadAuthChart';
      prefetchAuthChart: 'prefetchAuthChart';
      prefetchCartChart: 'prefetchCartChart';
      loadServicesChart: 'loadServicesChart';
      loadPremiumChart: 'loadPremiumChart';
      loadMyBookingsChart: 'loadMyBookingsChart';
      loadOrderChart: 'loadOrderChart';
      loadWholeCartChart: 'loadWholeCartChart';
      loadBookingCharts: 'loadBookingCharts';
      loadResumeChart: 'loadResumeChart';
    },
  },
  actors: {
    fetchEntityConfig,
    prefetchStartView,
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
    loadResumeChart,
  },
  guards: {
    isLocalHost: ({ context }) => isLocalHost(context.hostname),
    /** A request on its way or a payment under way when the page went: settled first. */
    hasSomethingToResume: ({ context }) =>
      context.flow.pendingRequest != null || context.flow.paymentInProgress != null,
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
    /** A premium membership paid while the page was away: the user as their profile says now. */
    hasMember: (_, output: ResumeOutput) => output.member?.kind === 'user',
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
    /** The flow state as the resume chart settled it (saved at once). */
    assignResumedFlow: assign(({ context, event }) =>
      event.type === 'resume.flow'
        ? { flow: withoutEndedVoucherPurchase(context.flow, event.flow) }
        : {},
    ),
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
    /** A voucher purchase's step and choices are kept in the flow state (saved at once). */
    assignVoucherFlow: assign(({ context, event }) =>
      event.type === 'voucher.flow' ? { flow: { ...context.flow, ...event.kept } } : {},
    ),
    assignService: assign({ service: (_, choice: ServiceChoice) => choice, error: null }),
    /** A booking chart's code did not arrive: most likely the connection. */
    assignChartLoadError: assign({ error: 'network' as const }),
    clearError: assign({ error: null }),
    /** Starts a chart whose code was loaded at run time, as the child it names (its ref kept). */
    startChart: assign(({ context, spawn }, loaded: LoadedChart<WidgetCharts>) => ({
      refs: withSpawned(context.refs, spawn, loaded),
    })),
    /** Stops the child a region ran (the region is left), and lets go of its ref. */
    stopChart: stopChild((_, id: keyof WidgetCharts) => id),
    /** Lets go of the ref of a child stopped. */
    forgetChart: assign(({ context }, id: keyof WidgetCharts) => ({
      refs: withoutRef(context.refs, id),
    })),
    assignCartShop: assign({ cartShopId: (_, shopId: number | null) => shopId }),
    /** Starts the chosen service's booking chart as the child `booking`. */
    startBooking: assign(({ context, spawn }, chart: WidgetCharts['booking']['chart']) => {
      if (!context.service) return {};
      const input: BookingInput = {
        ...bookingSettingsOf(context),
        target: { kind: 'service', shop: context.service.shop, service: context.service.service },
        identity: identityOf(context),
        contact: flowContactOf(context),
        keySeed: newKeySeed(),
      };
      return { refs: withSpawned(context.refs, spawn, { id: 'booking', chart, input }) };
    }),
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
    refs: {},
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
    'resume.flow': { actions: 'assignResumedFlow' },
    'booking.settled': { actions: 'clearPendingRequest' },
    // A purchase's payment under way is kept until it ends, so a reload follows it.
    'payment.pending': { actions: 'assignPaymentInProgress' },
    'payment.settled': { actions: 'clearPaymentInProgress' },
    'order.flow': { actions: 'assignOrderFlow' },
    'voucher.flow': { actions: 'assignVoucherFlow' },
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
        { guard: and(['isLocalHost', 'hasSomethingToResume']), target: 'resuming' },
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
            { guard: 'hasSomethingToResume' as const, target: 'resuming' },
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
      exit: [
        { type: 'stopChart', params: 'auth' },
        { type: 'forgetChart', params: 'auth' },
        'clearExternalToken',
      ],
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
    // A request (a booking, an order) was on its way when the page went (a reload, "back"), or a
    // payment was under way: before anything else it is settled (machines/resume/), never sent
    // or started again; then on to the view the widget was opened at, the way a start goes.
    resuming: lazyChildRegion({
      id: 'resume',
      load: 'loadResumeChart',
      start: { type: 'startChart', params: resumeChartFor },
      running: {
        on: {
          'xstate.done.actor.resume': [
            {
              guard: {
                type: 'hasMember',
                params: ({ event }: { event: { output: ResumeOutput } }) => event.output,
              },
              target: '#widget.loadingEntity',
              actions: {
                type: 'assignUser',
                params: ({ event }: { event: { output: ResumeOutput } }) => event.output.member!,
              },
            },
            { target: '#widget.loadingEntity' },
          ],
        },
      },
    }),
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
          tags: ['view.campaign'],
          on: { 'view.show': stayIn('campaign') },
          invoke: { id: 'campaign', src: 'campaign', input: campaignInputOf },
        },
        // A shop's services (SPEC 2): the list, then the chosen one is booked through the
        // reservation chart (types 1 and 2, a date and a time slot) with the service's own
        // calendar, lead time and party sizes; any other type says it cannot be booked here.
        // The list's chart loads when the view opens (a campaign's first screen does not carry
        // it); the shop's answer is already on its way (prefetchStartView).
        services: {
          tags: ['view.services'],
          on: { 'view.show': stayIn('services') },
          // The shop's cart is a click away (the Cart view): its chart's code comes ahead.
          invoke: { id: 'prefetchCartChart', src: 'prefetchCartChart' },
          initial: 'choosing',
          states: {
            choosing: lazyChildRegion({
              id: 'services',
              load: 'loadServicesChart',
              start: { type: 'startChart', params: servicesChartFor },
              running: {
                on: {
                  'xstate.done.actor.services': [
                    {
                      guard: {
                        type: 'isServiceBookableHere',
                        params: ({ event }: { event: { output: ServiceChoice } }) => event.output,
                      },
                      target: '#widget.ready.services.booking',
                      actions: {
                        type: 'assignService',
                        params: ({ event }: { event: { output: ServiceChoice } }) => event.output,
                      },
                    },
                    {
                      guard: {
                        type: 'isServiceOrderedHere',
                        params: ({ event }: { event: { output: ServiceChoice } }) => event.output,
                      },
                      target: '#widget.ready.services.ordering',
                      actions: {
                        type: 'assignService',
                        params: ({ event }: { event: { output: ServiceChoice } }) => event.output,
                      },
                    },
                    {
                      target: '#widget.ready.services.notBookableHere',
                      actions: {
                        type: 'assignService',
                        params: ({ event }: { event: { output: ServiceChoice } }) => event.output,
                      },
                    },
                  ],
                },
              },
            }),
            booking: bookingFlowState('reservation', '#widget.ready.services.choosing'),
            // A takeaway or delivery service (type 7): ordered (transport, menu, cart) through
            // the order chart, loaded now; back at the list when the visitor goes back.
            ordering: lazyChildFlow({
              id: 'order',
              load: 'loadOrderChart',
              start: { type: 'startChart', params: serviceOrderChartFor },
              back: '#widget.ready.services.choosing',
            }),
            // A coupon, an order (takeaway or delivery) or anything but a dated reservation:
            // not booked from the list (information-only services are not even offered).
            notBookableHere: { on: { 'services.back': 'choosing' } },
          },
        },
        // The shop's cart (and its menu): the order chart, opened at the cart; its code loads
        // when the view opens. Without a shop, the whole cart (every shop of it) instead.
        cart: {
          tags: ['view.cart'],
          on: { 'view.show': stayIn('cart') },
          initial: 'deciding',
          states: {
            deciding: {
              always: [{ guard: 'hasStartShop', target: 'shop' }, { target: 'wholeCart' }],
            },
            // The order never leaves the Cart view: its way back from the transport is the cart.
            shop: lazyChildRegion({
              id: 'order',
              load: 'loadOrderChart',
              start: { type: 'startChart', params: cartOrderChartFor },
            }),
            // The cart over several shops (SPEC 3): every shop the visitor has items from, each
            // ordered on its own (SPEC 8). Its chart's code loads when the view opens; the order
            // chart's only once a shop is chosen. That shop's cart is ordered as the Cart view
            // of the shop orders it (its checkout takes the note to the shop); leaving it, or
            // ending it, brings back the whole cart, read again.
            wholeCart: {
              initial: 'deciding',
              states: {
                // A reload while ordering from one of its shops: that order, where it was.
                deciding: {
                  always: [
                    {
                      guard: 'hasShopOrderInProgress',
                      target: 'ordering',
                      actions: {
                        type: 'assignCartShop',
                        params: ({ context }) => shopOrderInProgress(context.flow),
                      },
                    },
                    { target: 'listing' },
                  ],
                },
                listing: lazyChildRegion({
                  id: 'wholeCart',
                  load: 'loadWholeCartChart',
                  start: { type: 'startChart', params: wholeCartChartOf },
                  running: {
                    on: {
                      'xstate.done.actor.wholeCart': {
                        target: '#widget.ready.cart.wholeCart.ordering',
                        actions: {
                          type: 'assignCartShop',
                          params: ({ event }: { event: { output: WholeCartChoice } }) =>
                            event.output.shopId,
                        },
                      },
                    },
                  },
                }),
                // Left (its cart's way back) or ended: the whole cart, read again.
                ordering: lazyChildRegion({
                  id: 'order',
                  load: 'loadOrderChart',
                  start: { type: 'startChart', params: wholeCartOrderChartFor },
                  running: {
                    on: { 'xstate.done.actor.order': '#widget.ready.cart.wholeCart.listing' },
                  },
                  exit: [{ type: 'assignCartShop', params: null }],
                }),
              },
            },
          },
        },
        // The personal area needs a user: signed in, or the auth chart until there is one. The
        // chart's code loads first (prefetched once the first screen is idle).
        myBookings: {
          tags: ['view.myBookings'],
          on: { 'view.show': stayIn('myBookings') },
          initial: 'deciding',
          states: {
            deciding: {
              always: [
                { guard: 'hasUser', target: 'signedIn' },
                { guard: 'hasGuest', target: 'guest' },
                { target: 'signingIn' },
              ],
            },
            signingIn: lazyChildRegion({
              id: 'auth',
              load: 'loadAuthChart',
              start: { type: 'startChart', params: authChartWith(authInputFor('myBookings')) },
              running: {
                on: {
                  'xstate.done.actor.auth': [
                    {
                      guard: {
                        type: 'isUserOutput',
                        params: ({ event }: AuthDone) => event.output,
                      },
                      target: '#widget.ready.myBookings.signedIn',
                      actions: signedInActions,
                    },
                    {
                      guard: {
                        type: 'isGuestOutput',
                        params: ({ event }: AuthDone) => event.output,
                      },
                      target: '#widget.ready.myBookings.guest',
                      actions: {
                        type: 'assignGuest',
                        params: ({ event }: AuthDone) => event.output,
                      },
                    },
                    // `failed` follows only an external token, which this input never has.
                    { target: '#widget.ready.myBookings.signingIn', reenter: true },
                  ],
                },
              },
            }),
            // The user's bookings, points and prizes: the list's chart loads first (not with
            // the first screen), then runs as `myBookings` while the area is shown.
            signedIn: {
              on: {
                'user.signOut': { target: 'signingIn', actions: signedOutActions },
                'user.profileChanged': {
                  actions: { type: 'assignChangedProfile', params: ({ event }) => event.profile },
                },
              },
              ...lazyChildRegion({
                id: 'myBookings',
                load: 'loadMyBookingsChart',
                start: { type: 'startChart', params: myBookingsChartFor },
              }),
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
          tags: ['view.premium'],
          on: {
            'view.show': stayIn('premium'),
            'premium.joined': {
              actions: { type: 'assignUser', params: ({ event }) => event.identity },
            },
          },
          ...lazyChildRegion({
            id: 'premium',
            load: 'loadPremiumChart',
            start: { type: 'startChart', params: premiumChartFor },
          }),
        },
      },
    },
  },
});
