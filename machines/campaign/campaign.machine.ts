import { and, assertEvent, assign, not, setup, stopChild, type ErrorActorEvent } from 'xstate';
import { errorCodeOf, errorDetailOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import type {
  BookingContact,
  BookingInput,
  BookingOutput,
  BookingReport,
  BookingSettings,
  Identity,
} from '../booking/booking.types';
import {
  bookingFlowState,
  loadBookingCharts,
  newKeySeed,
  type BookingChartName,
  type BookingCharts,
} from '../booking/load';
import { lazyChildFlow, withoutRef, withSpawned, type LazyRefs } from '../lazy/lazyChild';
import { canBookDate, canBuyVoucher, canGetCoupon, type FlowFlags } from '../rules/availability';
import { loadVoucherChart, type VoucherChart } from '../voucher/load';
import { loadOrderChart, type OrderChart } from '../cart/load';
import type { OrderInput, OrderReport } from '../cart/order.machine';
import type { FlowReport } from '../flowKeeper';
import type { VoucherInput, VoucherOutput, VoucherReport } from '../voucher/voucher.machine';
import type { VoucherKept } from '../rules/voucherFlow';
import type { BookingKept } from '../rules/bookingKept';
import type { FlowState } from '../../domain/flowState';
import { identityWithoutPrize } from '../rules/prizeUsed';
import {
  categoryNameOf,
  hasCampaignReference,
  isCampaignAvailable,
  isCampaignType,
  isSoldInEuro,
  isRetryableCampaignError,
  nextCalendarOf,
  offersBookingChart,
  offersOrdering,
  type CampaignReference,
} from '../rules/campaign';
import { contactPrefilled } from '../rules/user';
import { bookingInputOf, initialCampaignContext, voucherInputOf } from './campaign.inputs';
import { fetchCampaign, fetchCategories, prefetchNextStep } from './campaign.actors';

export type CampaignInfo = components['schemas']['CampaignInfo'];
type Category = components['schemas']['Category'];

export interface CampaignInput extends CampaignReference {
  /** The context's flags that switch each flow on (SPEC 3 Context: canBookDate, canBuyVoucher). */
  flags: FlowFlags;
  /** What every booking takes from the widget's context and start. */
  settings: BookingSettings;
  /** Who the widget knows (a signed-in user, or a guest): a booking does not ask them again. */
  identity: Identity | null;
  /** The flow's contact, to prefill a booking's contact step. */
  contact: BookingContact;
  /**
   * The flow state, when it keeps an order of this campaign the visitor was in before a reload
   * (machines/rules/orderKept.ts): the order reads it back and reopens where they were.
   */
  orderKept?: FlowState | null;
  /** What was kept of a voucher purchase of this campaign before a reload: checked, reopened. */
  voucherKept?: VoucherKept | null;
  /** A date chosen for a booking of this campaign before a reload: its calendar reopened at it. */
  bookingKept?: BookingKept | null;
}

export interface CampaignContext extends CampaignInput {
  campaign: CampaignInfo | null;
  /** Why the last load failed, as a code of the error catalogue (SPEC 8). */
  error: ErrorCode | null;
  /** The middleware's words for a refusal the catalogue has no message for (SPEC 8). */
  errorDetail: string | null;
  /** The campaign's category, named by the marketplace's list in the visitor's language. */
  categoryName: string | null;
  /** The flow's chart running now (loaded at run time), by the id it runs under. */
  refs: LazyRefs<CampaignCharts>;
}

/** The charts a campaign's flows run, loaded at run time, by the id each runs under. */
export type CampaignCharts = {
  booking: { chart: BookingCharts[BookingChartName]; input: BookingInput };
  voucher: { chart: VoucherChart; input: VoucherInput };
  order: { chart: OrderChart; input: OrderInput };
};

export type CampaignEvent =
  | { type: 'campaign.retry' }
  /** Book a date: types 1 and 2 (a date and a time), 3 (a day in the time window). */
  | { type: 'booking.start' }
  /** Get the digital coupon (type 5). */
  | { type: 'coupon.start' }
  /** Suggest several date-times (type 6). */
  | { type: 'suggestions.start' }
  /** Buy a voucher (the campaign is an offer with a price). */
  | { type: 'voucher.start' }
  /** Order for takeaway or delivery (type 7): the transport, the menu, the cart. */
  | { type: 'order.start' }
  /** The host page's prefill (SPEC 6 parent `prefill`), for the bookings started from here on. */
  | { type: 'contact.prefill'; name?: string; phone?: string; email?: string }
  | CampaignReport
  | { type: 'xstate.done.actor.booking'; output: BookingOutput }
  | { type: 'xstate.done.actor.voucher'; output: VoucherOutput }
  | { type: 'xstate.done.actor.order'; output: unknown };

/**
 * What the campaign chart hears from its bookings and purchases, acts on and tells the widget: a
 * sign-in, the contact, a prize used. What they report of the flow (the date chosen, a request
 * on its way, a booking made, a payment under way, an order's or a voucher's step) goes to the
 * flow keeper (machines/flowKeeper.ts), not through this chart.
 */
export type CampaignReport = Exclude<BookingReport | OrderReport | VoucherReport, FlowReport>;

export { initialCampaignContext };

/**
 * The campaign a visitor arrives at (SPEC 2, 3 and 4): loaded by id or offer code, then shown, or
 * one of the catalogue's reasons why not (not provided, invalid, unavailable) or a fault with a
 * retry. Shown, it offers what its type and the availability rules allow, each flow a state:
 * types 1 and 2 reserve a date and a time, 3 a day, 5 get a coupon, 6 suggest dates, each with
 * its own chart (machines/booking/); 4 is information only; an offer sells vouchers. What a
 * booking or a purchase learns of the visitor (a sign-in, the contact, a prize used) is kept here
 * and reported to the widget; what they report of the flow goes to the flow keeper directly.
 */
export const campaignMachine = setup({
  types: {
    input: {} as CampaignInput,
    context: {} as CampaignContext,
    events: {} as CampaignEvent,
  },
  actors: {
    fetchCampaign,
    fetchCategories,
    loadBookingCharts,
    loadVoucherChart,
    loadOrderChart,
    prefetchNextStep,
  },
  guards: {
    hasCampaignReference: ({ context }) => hasCampaignReference(context),
    isCampaignAvailable: (_, campaign: CampaignInfo) => isCampaignAvailable(campaign),
    isRetryable: ({ context }) => isRetryableCampaignError(context.error),
    isCampaignType: ({ context }, params: { types: number[] }) =>
      context.campaign !== null && isCampaignType(context.campaign, params.types),
    /** SPEC 4: not an offer that is not free, nor a blocked merchant; the context's flag on. */
    canBookDate: ({ context }) =>
      context.campaign !== null && canBookDate(context.campaign, context.flags),
    canGetCoupon: ({ context }) =>
      context.campaign !== null && canGetCoupon(context.campaign, context.flags),
    /** SPEC 4: the campaign is an offer; the context's flag on. */
    canBuyVoucher: ({ context }) =>
      context.campaign !== null && canBuyVoucher(context.campaign, context.flags),
    isInformationOnly: (_, campaign: CampaignInfo) => isCampaignType(campaign, [4]),
    /** Type 7 with takeaway or delivery offered (isTakeaway, isDelivery). */
    canOrder: ({ context }) => context.campaign !== null && offersOrdering(context.campaign),
    /** A sale (a voucher, an order) is in the euro only (SPEC 9; campaignView.currency). */
    isSoldInEuro: ({ context }) => context.campaign !== null && isSoldInEuro(context.campaign),
    resumesOrder: ({ context }) => context.orderKept != null,
    resumesVoucher: ({ context }) => context.voucherKept != null,
    resumesBooking: ({ context }) => context.bookingKept != null,
  },
  actions: {
    assignCampaign: assign({ campaign: (_, campaign: CampaignInfo) => campaign, error: null }),
    clearCategory: assign({ categoryName: null }),
    assignCategory: assign({
      categoryName: ({ context }, categories: Category[]) =>
        categoryNameOf(categories, context.campaign?.campaignView.categoryId),
    }),
    assignError: assign((_, error: unknown) => ({
      error: errorCodeOf(error),
      errorDetail: errorDetailOf(error),
    })),
    clearError: assign({ error: null, errorDetail: null }),
    /** A booking chart's code did not arrive: most likely the connection. */
    assignChartLoadError: assign({ error: 'network' as const }),
    /** Starts the type's booking chart as the child `booking`. */
    startBooking: assign(({ context, spawn }, chart: CampaignCharts['booking']['chart']) => ({
      refs: withSpawned(context.refs, spawn, {
        id: 'booking',
        chart,
        input: bookingInputOf(context),
      }),
      // Reopened once: going back to the campaign and booking again starts anew.
      bookingKept: null,
    })),
    /** Starts the voucher chart (loaded at run time) as the child `voucher`. */
    startVoucher: assign(({ context, spawn }, chart: VoucherChart) => ({
      refs: withSpawned(context.refs, spawn, {
        id: 'voucher',
        chart,
        input: voucherInputOf(context),
      }),
      // Reopened once: going back to the campaign and buying again starts anew.
      voucherKept: null,
    })),
    /** Starts the order chart (loaded at run time) as the child `order`. */
    startOrder: assign(({ context, spawn }, chart: OrderChart) => {
      const input: OrderInput = {
        source: { kind: 'campaign', campaign: context.campaign! },
        identity: context.identity,
        settings: context.settings,
        contact: context.contact,
        keySeed: newKeySeed(),
        kept: context.orderKept ?? null,
      };
      return {
        refs: withSpawned(context.refs, spawn, { id: 'order', chart, input }),
        // Reopened once: going back to the campaign and ordering again starts anew.
        orderKept: null,
      };
    }),
    /** Stops the flow's chart (its state is left), and lets go of its ref. */
    stopChart: stopChild((_, id: keyof CampaignCharts) => id),
    /** Lets go of the ref of a child stopped. */
    forgetChart: assign(({ context }, id: keyof CampaignCharts) => ({
      refs: withoutRef(context.refs, id),
    })),
    assignIdentity: assign(({ event }) => {
      assertEvent(event, 'booking.signedIn');
      return { identity: event.identity };
    }),
    assignContact: assign(({ event }) => {
      assertEvent(event, 'booking.contact');
      return { contact: event.contact };
    }),
    assignPrefill: assign(({ context, event }) => {
      assertEvent(event, 'contact.prefill');
      return { contact: contactPrefilled(context.contact, event) };
    }),
    /** A prize used is no longer offered to this campaign's next booking or order. */
    dropUsedPrize: assign(({ context, event }) => {
      assertEvent(event, 'prize.used');
      return { identity: identityWithoutPrize(context.identity, event.prizeId) };
    }),
    /** Tells the widget a sign-in, the contact, a prize used; the widget supplies it. */
    report: (_, _report: CampaignReport) => {},
  },
}).createMachine({
  id: 'campaign',
  context: ({ input }) => initialCampaignContext(input),
  on: { 'contact.prefill': { actions: 'assignPrefill' } },
  initial: 'loading',
  states: {
    loading: {
      // With neither an id nor an offer code there is nothing to load: no call is made.
      always: { guard: not('hasCampaignReference'), target: 'notProvided' },
      entry: 'clearError',
      invoke: {
        id: 'fetchCampaign',
        src: 'fetchCampaign',
        input: ({ context }) => ({ campaignId: context.campaignId, offerCode: context.offerCode }),
        onDone: [
          {
            guard: { type: 'isCampaignAvailable', params: ({ event }) => event.output },
            target: 'showing',
            actions: { type: 'assignCampaign', params: ({ event }) => event.output },
          },
          {
            target: 'unavailable',
            actions: { type: 'assignCampaign', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'failed',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    showing: {
      // Its category's name; without the list the campaign is shown all the same.
      invoke: {
        id: 'fetchCategories',
        src: 'fetchCategories',
        onDone: { actions: { type: 'assignCategory', params: ({ event }) => event.output } },
        // No list, no name: nothing else depends on it.
        onError: { actions: 'clearCategory' },
      },
      on: {
        'booking.signedIn': {
          actions: ['assignIdentity', { type: 'report', params: ({ event }) => event }],
        },
        'booking.contact': {
          actions: ['assignContact', { type: 'report', params: ({ event }) => event }],
        },
        // A prize used on a booking, an order or a voucher (the widget reads the prizes again).
        'prize.used': {
          actions: ['dropUsedPrize', { type: 'report', params: ({ event }) => event }],
        },
      },
      initial: 'overview',
      states: {
        // Everything SPEC 3 gives, and the ways on the campaign's type and the rules allow.
        overview: {
          always: [
            {
              guard: { type: 'isInformationOnly', params: ({ context }) => context.campaign! },
              target: 'informationOnly',
            },
            // Back in the order the visitor was in before a reload.
            { guard: and(['resumesOrder', 'canOrder', 'isSoldInEuro']), target: 'ordering' },
            // Back in the voucher purchase the visitor was in before a reload.
            {
              guard: and(['resumesVoucher', 'canBuyVoucher', 'isSoldInEuro']),
              target: 'buyingVoucher',
            },
            // Back at the calendar of the booking whose date was chosen before a reload.
            {
              guard: and([
                'resumesBooking',
                { type: 'isCampaignType', params: { types: [1, 2] } },
                'canBookDate',
              ]),
              target: 'reserving',
            },
            {
              guard: and([
                'resumesBooking',
                { type: 'isCampaignType', params: { types: [3] } },
                'canBookDate',
              ]),
              target: 'reservingDay',
            },
            {
              guard: and([
                'resumesBooking',
                { type: 'isCampaignType', params: { types: [6] } },
                'canBookDate',
              ]),
              target: 'suggestingDates',
            },
          ],
          // The next step's code and calendar, fetched ahead while the visitor reads.
          invoke: {
            id: 'prefetchNextStep',
            src: 'prefetchNextStep',
            input: ({ context }) => ({
              calendarCampaignId: nextCalendarOf(context.campaign!, context.flags),
              offersBooking: offersBookingChart(context.campaign!, context.flags),
              offersVoucher: canBuyVoucher(context.campaign!, context.flags),
              offersOrder: offersOrdering(context.campaign!),
              campaignId: context.campaign!.campaignView.campaignId,
              shop: context.campaign!.shop,
            }),
          },
          on: {
            'booking.start': [
              {
                guard: and([{ type: 'isCampaignType', params: { types: [1, 2] } }, 'canBookDate']),
                target: 'reserving',
                actions: 'clearError',
              },
              {
                guard: and([{ type: 'isCampaignType', params: { types: [3] } }, 'canBookDate']),
                target: 'reservingDay',
                actions: 'clearError',
              },
            ],
            'coupon.start': {
              guard: and([{ type: 'isCampaignType', params: { types: [5] } }, 'canGetCoupon']),
              target: 'gettingCoupon',
              actions: 'clearError',
            },
            'suggestions.start': {
              guard: and([{ type: 'isCampaignType', params: { types: [6] } }, 'canBookDate']),
              target: 'suggestingDates',
              actions: 'clearError',
            },
            'voucher.start': {
              guard: and(['canBuyVoucher', 'isSoldInEuro']),
              target: 'buyingVoucher',
            },
            // Type 7 (takeaway or delivery) is ordered: transport, menu and cart.
            'order.start': {
              guard: and(['canOrder', 'isSoldInEuro']),
              target: 'ordering',
              actions: 'clearError',
            },
          },
        },
        // Type 4 (SPEC 4 "Info"): the campaign is information only, nothing to book or buy.
        informationOnly: {},
        // Buying a voucher (the voucher chart, loaded now, with the payment chart inside it).
        buyingVoucher: lazyChildFlow({
          id: 'voucher',
          load: 'loadVoucherChart',
          start: {
            type: 'startVoucher',
            params: ({ event }: { event: { output: VoucherChart } }) => event.output,
          },
          back: '#campaign.showing.overview',
        }),
        // An order (the order chart, loaded now, with the transport, menu and cart charts).
        ordering: lazyChildFlow({
          id: 'order',
          load: 'loadOrderChart',
          start: {
            type: 'startOrder',
            params: ({ event }: { event: { output: OrderChart } }) => event.output,
          },
          back: '#campaign.showing.overview',
        }),
        // Each flow runs its type's chart (loaded with the first booking) until it ends.
        reserving: bookingFlowState('reservation', '#campaign.showing.overview'),
        reservingDay: bookingFlowState('dayReservation', '#campaign.showing.overview'),
        gettingCoupon: bookingFlowState('coupon', '#campaign.showing.overview'),
        suggestingDates: bookingFlowState('suggestions', '#campaign.showing.overview'),
      },
    },
    unavailable: {},
    notProvided: {},
    failed: {
      on: { 'campaign.retry': { guard: 'isRetryable', target: 'loading' } },
    },
  },
});
