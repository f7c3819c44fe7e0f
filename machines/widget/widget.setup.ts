import { and, assign, assertEvent, emit, spawnChild, stopChild, setup } from 'xstate';
import { errorCodeOf } from '../../api/errors';
import type { ParentRequests } from '../../api/parent/protocol';
import type { LoginCookies } from '../../api/loginCookies';
import type { AuthOutput } from '../auth/auth.types';
import { loadAuthChart } from '../auth/load';
import type { BookingInput, Identity } from '../booking/booking.types';
import { loadBookingCharts, newKeySeed } from '../booking/load';
import { withoutRef, withSpawned, type LoadedChart } from '../lazy/lazyChild';
import { loadResumeChart } from '../resume/load';
import type { ResumeOutput } from '../resume/resume.types';
import {
  isServiceOrderedHere,
  serviceBookingChartFor,
  type ServiceBookingChart,
} from '../rules/serviceFlow';
import { loadServicesChart } from '../services/load';
import { loadPremiumChart } from '../premium/load';
import { loadMyBookingsChart } from '../myBookings/load';
import { loadOrderChart, loadWholeCartChart } from '../cart/load';
import { shopOrderInProgress } from '../rules/orderKept';
import { withoutEndedVoucherPurchase } from '../rules/voucherFlow';
import type { ServiceChoice } from '../services/services.machine';
import { isLocalHost, parseContext, type DefaultView } from '../rules/context';
import { canShowView, startViewOf, withStart } from '../rules/start';
import { contactFromGuest, contactFromUser, contactPrefilled, flowSignedOut } from '../rules/user';
import type {
  EntityConfig,
  WidgetInput,
  SignedInUser,
  WidgetMachineContext,
  WidgetMachineEvent,
  Profile,
  HostNotice,
  WidgetCharts,
  WidgetEmitted,
} from './widget.types';
import type { ParentCartMessage } from '../host';
import { flowKeeper } from '../flowKeeper';
import { bookingSettingsOf, identityOf, flowContactOf } from './widget.inputs';
import {
  fetchEntityConfig,
  prefetchStartView,
  prefetchAuthChart,
  prefetchCartChart,
  campaignChart,
  refreshPrizes,
} from './widget.actors';
import { flowWithBooking, flowWithoutBooking } from '../rules/bookingKept';
import { withoutPrize, withoutUsedPrizes } from '../rules/prizeUsed';
import type { Prize } from '../auth/auth.types';

/** The widget's views (SPEC 2): each one is a state of `ready`. */
export const VIEWS = ['campaign', 'services', 'cart', 'myBookings', 'premium'] as const;

/** Into the view the widget was opened at; `also` adds a condition (e.g. a local host). */
export const toStartView = (also?: 'isLocalHost') =>
  VIEWS.map((view) => ({
    guard: also
      ? and([also, { type: 'isStartView', params: { view } }])
      : { type: 'isStartView' as const, params: { view } },
    target: `#widget.ready.${view}`,
  }));

export type AuthDone = { event: { output: AuthOutput } };
const loginOf = ({ context }: { context: WidgetMachineContext }): LoginCookies | null =>
  context.user ? { userId: context.user.id, token: context.user.token } : null;

/**
 * A sign-in's way out (SPEC 4, Login): the user stored with the login source, the token in the
 * API context, the login cookies written, the contact prefilled, the parent told.
 */
export const signedInActions = [
  { type: 'assignUser' as const, params: ({ event }: AuthDone) => event.output },
  { type: 'writeLoginCookies' as const, params: loginOf },
  { type: 'setLoggedInUser' as const, params: loginOf },
];

/** The same, for a sign-in a booking reported. */
type SignedInReport = { event: { identity: Identity } };
export const reportedSignInActions = [
  { type: 'assignUser' as const, params: ({ event }: SignedInReport) => event.identity },
  { type: 'writeLoginCookies' as const, params: loginOf },
  { type: 'setLoggedInUser' as const, params: loginOf },
];

/** Signing out clears all of it, and tells the parent nobody is signed in. */
export const signedOutActions = [
  'signOut' as const,
  'clearLoginCookies' as const,
  { type: 'setLoggedInUser' as const, params: null },
];

/** Asking for the view the visitor is already in changes nothing (and reloads nothing). */
export const stayIn = (view: DefaultView) => ({
  guard: { type: 'isView' as const, params: { view } },
});

/**
 * The widget's names: its types, actors, guards and actions, and the pieces of transitions its
 * chart (widget.machine.ts) repeats.
 */
export const widgetSetup = setup({
  types: {
    input: {} as WidgetInput,
    context: {} as WidgetMachineContext,
    events: {} as WidgetMachineEvent,
    emitted: {} as WidgetEmitted,
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
      refreshPrizes: 'refreshPrizes';
      flowKeeper: 'flowKeeper';
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
    refreshPrizes,
    flowKeeper,
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
    /**
     * Booked from the list with this booking chart, as a campaign of its type is (SPEC 2, 4):
     * 1 and 2 a date and a time slot, 3 a day in its time window, 5 a coupon, 6 suggested dates.
     */
    isServiceBookedWith: (_, params: { choice: ServiceChoice; chart: ServiceBookingChart }) =>
      serviceBookingChartFor(params.choice.bookingType) === params.chart,
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
      return { context: parsed.value };
    }),
    assignPrefill: assign(({ context, event }) => {
      if (event.type !== 'contact.prefill') return {};
      return { flow: { ...context.flow, contact: contactPrefilled(context.flow.contact, event) } };
    }),
    /** Tells the host page (through the parent window, when embedded): the shell listens. */
    notifyHost: emit((_, notice: HostNotice) => ({ type: 'notifyHost' as const, notice })),
    /** Tells a parent app of the cart's changes (machines/host.ts): the shell listens. */
    tellParentCart: emit((_, message: ParentCartMessage) => ({
      type: 'tellParentCart' as const,
      message,
    })),
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
        flow: {
          ...context.flow,
          contact: {
            ...contactFromGuest(context.flow.contact, output.guest),
            email: output.guest.email.trim(),
          },
        },
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
      flow: flowSignedOut(context.flow),
    })),
    /** Used once, at start: a failed external sign-in is not tried again. */
    clearExternalToken: assign(({ context }) => ({
      context: { ...context.context, externalToken: null },
    })),
    /** The login cookies (api/loginCookieWriter.ts, loaded then): the shell listens. */
    writeLoginCookies: emit((_, login: LoginCookies | null) => ({
      type: 'writeLoginCookies' as const,
      login,
    })),
    clearLoginCookies: emit({ type: 'clearLoginCookies' as const }),
    /** Tells the parent window who is signed in (SPEC 7): the shell listens. */
    setLoggedInUser: emit((_, payload: ParentRequests['setLoggedInUser']['payload']) => ({
      type: 'setLoggedInUser' as const,
      payload,
    })),
    /** Tells the parent window about a reservation made (SPEC 7): the shell listens. */
    setReservationInfo: emit((_, payload: ParentRequests['setReservationInfo']['payload']) => ({
      type: 'setReservationInfo' as const,
      payload,
    })),
    /** The flow state as the resume chart settled it. */
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
    /** A request on its way is kept in the flow state (written at once) until its answer is known. */
    assignPendingRequest: assign(({ context, event }) => {
      if (event.type !== 'booking.pending') return {};
      // A booking on its way is looked up after a reload, never its calendar reopened: the
      // date, the prize and the NIF kept for it go as the request does.
      const flow =
        event.pending.kind === 'booking' ? flowWithoutBooking(context.flow) : context.flow;
      return { flow: { ...flow, pendingRequest: event.pending } };
    }),
    clearPendingRequest: assign(({ context }) => ({
      flow: { ...context.flow, pendingRequest: null },
    })),
    /** A payment under way is kept in the flow state (written at once) until it ends. */
    assignPaymentInProgress: assign(({ context, event }) =>
      event.type === 'payment.pending'
        ? { flow: { ...context.flow, paymentInProgress: event.payment } }
        : {},
    ),
    clearPaymentInProgress: assign(({ context }) => ({
      flow: { ...context.flow, paymentInProgress: null },
    })),
    /**
     * An order's step, transport and address are kept in the flow state, written
     * by the order's report itself (its code loads with the order, not the first screen).
     */
    assignOrderFlow: assign(({ context, event }) =>
      event.type === 'order.flow' ? { flow: event.write(context.flow) } : {},
    ),
    /** A voucher purchase's step and choices are kept in the flow state. */
    assignVoucherFlow: assign(({ context, event }) =>
      event.type === 'voucher.flow' ? { flow: { ...context.flow, ...event.kept } } : {},
    ),
    /**
     * A prize used (a booking, an order, a voucher that succeeded) is dropped from the user's at
     * once, and their prizes are read again from the middleware (SPEC 7 myprizes), as the sign-in
     * read them: a prize used is not offered again in the same visit.
     */
    dropUsedPrize: assign(({ context, event }) => {
      assertEvent(event, 'prize.used');
      const usedPrizeIds = context.usedPrizeIds.includes(event.prizeId)
        ? context.usedPrizeIds
        : [...context.usedPrizeIds, event.prizeId];
      return context.user
        ? { user: withoutPrize(context.user, event.prizeId), usedPrizeIds }
        : { usedPrizeIds };
    }),
    /** The prizes read again (one read at a time: a new one replaces the one under way). */
    refreshPrizes: spawnChild('refreshPrizes', {
      id: 'refreshPrizes',
      input: ({ context }) => ({ userId: context.user?.id ?? 0, token: context.user?.token ?? '' }),
    }),
    stopPrizesRefresh: stopChild('refreshPrizes'),
    assignRefreshedPrizes: assign(({ context }, prizes: Prize[]) =>
      context.user
        ? { user: { ...context.user, prizes: withoutUsedPrizes(prizes, context.usedPrizeIds) } }
        : {},
    ),
    /** A booking's date choice, prize and NIF are kept in the flow state, or let go. */
    assignBookingFlow: assign(({ context, event }) => {
      if (event.type !== 'booking.flow') return {};
      // Nothing kept, nothing to let go: the flow state stays as it is.
      if (event.booking === null && !context.flow.bookingInProgress) return {};
      return { flow: flowWithBooking(context.flow, event.booking) };
    }),
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
});
