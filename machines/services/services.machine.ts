import { assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { isRetryableCampaignError } from '../rules/campaign';
import { serviceDefaultPeople, servicePeopleBounds, type PeopleBounds } from '../rules/people';
import { serviceLeadMinutes } from '../rules/leadTime';
import {
  bookableServices,
  hasOnlineBooking,
  serviceTimeWindow,
  serviceTransport,
} from '../rules/services';
import { isServiceOrderedHere } from '../rules/serviceFlow';
import { shopCall } from './shop';

export type Shop = components['schemas']['Shop'];
export type ShopMerchantService = components['schemas']['ShopMerchantService'];

export interface ServicesInput {
  shopId: number;
  /**
   * A service of this shop whose order a reload interrupted (the flow state kept it): chosen
   * again once the list is read, if it is still ordered here; otherwise the list.
   */
  resumeServiceId?: number | null;
}

export interface ServicesContext {
  shopId: number;
  resumeServiceId: number | null;
  shop: Shop | null;
  service: ShopMerchantService | null;
  error: ErrorCode | null;
}

export type ServicesEvent =
  | { type: 'services.retry' }
  | { type: 'service.choose'; serviceId: number };

/**
 * What choosing a service hands on: the service and its shop, and what the date, time and people
 * choice needs to book it (SPEC 9: lead time at least 30 minutes, people from the service's party
 * sizes; type 3's time window). bookingType (serviceBookingChartFor) and the takeaway/delivery
 * flags tell the widget which flow books it.
 */
export interface ServiceChoice {
  shop: Shop;
  service: ShopMerchantService;
  bookingType: number;
  leadMinutes: number;
  people: PeopleBounds & { initial: number };
  transport: { takeaway: boolean; delivery: boolean };
  /** Type 3: the fixed time window on the day booked, when the service names one. */
  timeWindow: { start: string; end: string } | null;
}

export const fetchShop = fromPromise<Shop, { shopId: number }>(({ input, signal }) =>
  unwrap(shopCall(input.shopId, { signal })),
);

/** What choosing this service of this shop hands on. */
export function serviceChoiceOf(shop: Shop, service: ShopMerchantService): ServiceChoice {
  return {
    shop,
    service,
    bookingType: service.bookingConfig?.bookingType ?? 1,
    leadMinutes: serviceLeadMinutes(service, shop),
    people: { ...servicePeopleBounds(service), initial: serviceDefaultPeople(service) },
    transport: serviceTransport(service),
    timeWindow: serviceTimeWindow(service),
  };
}

/**
 * A shop's services (SPEC 2, service list): loaded with shop/{shopId}, listed with their price
 * and duration, or "No online booking for this establishment" (SPEC 8). Choosing one ends the
 * chart with the service as output; the widget books it with the booking chart of its type.
 */
export const servicesMachine = setup({
  types: {
    input: {} as ServicesInput,
    context: {} as ServicesContext,
    events: {} as ServicesEvent,
    output: {} as ServiceChoice,
  },
  actors: { fetchShop },
  guards: {
    hasOnlineBooking: (_, shop: Shop) => hasOnlineBooking(shop),
    /** The order a reload interrupted is of a service this shop still lists and orders. */
    isResumedServiceOrdered: ({ context }, shop: Shop) => {
      if (!hasOnlineBooking(shop)) return false;
      const service = bookableServices(shop).find(({ id }) => id === context.resumeServiceId);
      if (!service) return false;
      const choice = serviceChoiceOf(shop, service);
      return isServiceOrderedHere(choice.bookingType, choice.transport);
    },
    isServiceBookable: ({ context, event }) =>
      event.type === 'service.choose' &&
      context.shop !== null &&
      bookableServices(context.shop).some((service) => service.id === event.serviceId),
    // A fault may pass; the catalogue's final answers do not.
    isRetryable: ({ context }) => isRetryableCampaignError(context.error),
  },
  actions: {
    assignShop: assign({ shop: (_, shop: Shop) => shop, error: null }),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    clearError: assign({ error: null }),
    /** The service whose order is reopened, chosen as the visitor chose it; asked once. */
    assignResumedService: assign({
      service: ({ context }, shop: Shop) =>
        bookableServices(shop).find(({ id }) => id === context.resumeServiceId) ?? null,
      resumeServiceId: null,
    }),
    assignService: assign({
      service: ({ context, event }) =>
        event.type === 'service.choose'
          ? (context.shop?.shopMerchantServices?.find(
              (service) => service.id === event.serviceId,
            ) ?? null)
          : context.service,
    }),
  },
}).createMachine({
  id: 'services',
  context: ({ input }) => ({
    shopId: input.shopId,
    resumeServiceId: input.resumeServiceId ?? null,
    shop: null,
    service: null,
    error: null,
  }),
  initial: 'loading',
  states: {
    loading: {
      entry: 'clearError',
      invoke: {
        id: 'fetchShop',
        src: 'fetchShop',
        input: ({ context }) => ({ shopId: context.shopId }),
        onDone: [
          // A reload in the order of one of its services: that order, opened again.
          {
            guard: { type: 'isResumedServiceOrdered', params: ({ event }) => event.output },
            target: 'chosen',
            actions: [
              { type: 'assignShop', params: ({ event }) => event.output },
              { type: 'assignResumedService', params: ({ event }) => event.output },
            ],
          },
          {
            guard: { type: 'hasOnlineBooking', params: ({ event }) => event.output },
            target: 'listing',
            actions: { type: 'assignShop', params: ({ event }) => event.output },
          },
          {
            target: 'noOnlineBooking',
            actions: { type: 'assignShop', params: ({ event }) => event.output },
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
    listing: {
      on: {
        'service.choose': {
          guard: 'isServiceBookable',
          target: 'chosen',
          actions: 'assignService',
        },
      },
    },
    noOnlineBooking: {},
    failed: {
      on: { 'services.retry': { guard: 'isRetryable', target: 'loading' } },
    },
    chosen: { type: 'final' },
  },
  output: ({ context }) => serviceChoiceOf(context.shop!, context.service!),
});
