import { and, sendTo, type ErrorActorEvent } from 'xstate';
import { bookingFlowState } from '../booking/load';
import type { WholeCartChoice } from '../cart/wholeCart.machine';
import { FLOW_KEEPER_ID } from '../flowKeeper';
import { lazyChildFlow, lazyChildRegion } from '../lazy/lazyChild';
import type { ResumeOutput } from '../resume/resume.types';
import { shopOrderInProgress } from '../rules/orderKept';
import type { ServiceBookingChart } from '../rules/serviceFlow';
import type { ServiceChoice } from '../services/services.machine';
import type { EntityConfig } from './widget.types';
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
  campaignInputOf,
} from './widget.inputs';
import {
  VIEWS,
  reportedSignInActions,
  signedInActions,
  signedOutActions,
  stayIn,
  toStartView,
  widgetSetup,
  type AuthDone,
} from './widget.setup';

type ServiceChosen = { event: { output: ServiceChoice } };

/** The service chosen is booked with `chart` (its type's, SPEC 4), in the state `state`. */
const bookedWith = <const State extends string>(chart: ServiceBookingChart, state: State) => ({
  guard: {
    type: 'isServiceBookedWith' as const,
    params: ({ event }: ServiceChosen) => ({ choice: event.output, chart }),
  },
  target: `#widget.ready.services.${state}` as const,
  actions: {
    type: 'assignService' as const,
    params: ({ event }: ServiceChosen) => event.output,
  },
});

/** A service's booking with its type's chart, tagged for the view; back at the list after. */
const serviceBooking = (chart: ServiceBookingChart) => ({
  tags: ['services.booking'],
  ...bookingFlowState(chart, '#widget.ready.services.choosing'),
});

/**
 * The root chart: the context is read, the deployment's entity looked up (skipped on local hosts),
 * then the widget shows the view it was opened at. Language, context and contact can change at
 * any time from the visitor or the parent window without losing the state.
 */
export const widgetMachine = widgetSetup.createMachine({
  id: 'widget',
  context: ({ input }) => ({
    context: input.context,
    start: input.start,
    flow: input.flow,
    hostname: input.hostname,
    entity: null,
    error: null,
    user: null,
    guest: null,
    service: null,
    resent: null,
    foundOrder: null,
    paymentEnded: null,
    cartShopId: null,
    usedPrizeIds: [],
    refs: {},
  }),
  // What the charts report of the flow, wherever they run, reaches the widget through it.
  invoke: { id: 'flowKeeper', src: 'flowKeeper', systemId: FLOW_KEEPER_ID },
  on: {
    'language.change': { actions: 'assignLanguage' },
    // What a booking reports (its sign-in and contact through the chart that runs it, the rest
    // through the flow keeper): the sign-in becomes the widget's (cookies, parent window), the
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
    'booking.flow': { actions: 'assignBookingFlow' },
    // A prize used: dropped at once, and the prizes read again (not offered again this visit).
    'prize.used': {
      guard: 'hasUser',
      actions: ['dropUsedPrize', 'stopPrizesRefresh', 'refreshPrizes'],
    },
    'xstate.done.actor.refreshPrizes': {
      actions: { type: 'assignRefreshedPrizes', params: ({ event }) => event.output },
    },
    // Not read again: the prizes stay as they are, the one used already dropped (no error shown).
    'xstate.error.actor.refreshPrizes': {},
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
    // A payment's events, an order placed, the cart's changes: told by the chart where each
    // happens, straight to the widget (machines/host.ts).
    'host.notice': { actions: { type: 'notifyHost', params: ({ event }) => event.notice } },
    'host.cart': { actions: { type: 'tellParentCart', params: ({ event }) => event.message } },
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
          on: {
            'view.show': stayIn('campaign'),
            // The campaign's next booking takes the contact from the campaign: it hears it too.
            'contact.prefill': {
              actions: ['assignPrefill', sendTo('campaign', ({ event }) => event)],
            },
          },
          invoke: { id: 'campaign', src: 'campaign', input: campaignInputOf },
        },
        // A shop's services (SPEC 2): the list, then the chosen one is booked as a campaign of
        // its type is (SPEC 4), with the service's own calendar, lead time and party sizes: types
        // 1 and 2 a date and a time slot (the reservation chart), 3 a day inside its time window,
        // 5 a digital coupon, 6 several date-times suggested; 7 is ordered; 4 (information) is
        // not even offered, and any other type says it cannot be booked here.
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
                    bookedWith('reservation', 'booking'),
                    bookedWith('dayReservation', 'bookingDay'),
                    bookedWith('coupon', 'gettingCoupon'),
                    bookedWith('suggestions', 'suggestingDates'),
                    {
                      guard: {
                        type: 'isServiceOrderedHere',
                        params: ({ event }: ServiceChosen) => event.output,
                      },
                      target: '#widget.ready.services.ordering',
                      actions: {
                        type: 'assignService',
                        params: ({ event }: ServiceChosen) => event.output,
                      },
                    },
                    {
                      target: '#widget.ready.services.notBookableHere',
                      actions: {
                        type: 'assignService',
                        params: ({ event }: ServiceChosen) => event.output,
                      },
                    },
                  ],
                },
              },
            }),
            // Each booking runs its type's chart (loaded with the first booking) until it ends,
            // back at the list: types 1 and 2, 3, 5 and 6.
            booking: serviceBooking('reservation'),
            bookingDay: serviceBooking('dayReservation'),
            gettingCoupon: serviceBooking('coupon'),
            suggestingDates: serviceBooking('suggestions'),
            // A takeaway or delivery service (type 7): ordered (transport, menu, cart) through
            // the order chart, loaded now; back at the list when the visitor goes back.
            ordering: lazyChildFlow({
              id: 'order',
              load: 'loadOrderChart',
              start: { type: 'startChart', params: serviceOrderChartFor },
              back: '#widget.ready.services.choosing',
            }),
            // A type with no booking chart (type 7 offering neither takeaway nor delivery, a type
            // this widget does not know): not booked from the list.
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
