import type { SnapshotFrom } from 'xstate';
import {
  serviceDurationMinutes,
  servicePrice,
  isServiceBookableOnline,
  serviceTransport,
  type ServicePrice,
} from '../rules/services';
import { addressLine } from '../rules/addressLine';
import { serviceBookingChartFor } from '../rules/serviceFlow';
import type { servicesMachine, ShopMerchantService } from './services.machine';

type ServicesSnapshot = SnapshotFrom<typeof servicesMachine>;

/** One line of the service list. */
export interface ServiceItem {
  id: number;
  name: string;
  price: ServicePrice;
  durationMinutes: number | null;
  takeaway: boolean;
  delivery: boolean;
  /** Listed for information only (booking type 4). */
  informationOnly: boolean;
  /**
   * What choosing it starts, as a campaign of its type (SPEC 4): an order (takeaway or delivery),
   * getting a digital coupon (5), suggesting date-times (6), or booking a date (1, 2, 3).
   */
  action: ServiceAction;
}

export type ServiceAction = 'order' | 'coupon' | 'suggest' | 'book';

function serviceAction(service: ShopMerchantService): ServiceAction {
  const transport = serviceTransport(service);
  if (transport.takeaway || transport.delivery) return 'order';
  switch (serviceBookingChartFor(service.bookingConfig?.bookingType ?? 1)) {
    case 'coupon':
      return 'coupon';
    case 'suggestions':
      return 'suggest';
    default:
      return 'book';
  }
}

export interface ShopSummary {
  name: string;
  address: string;
  services: ServiceItem[];
}

const cache = new WeakMap<object, ShopSummary>();

/** The shop and its services as the list shows them; the same object while the shop is the same. */
export function selectShop(snapshot: ServicesSnapshot): ShopSummary | null {
  const shop = snapshot.context.shop;
  if (!shop) return null;
  const known = cache.get(shop);
  if (known) return known;
  const summary: ShopSummary = {
    name: shop.name,
    address: addressLine(shop.addressView),
    services: (shop.shopMerchantServices ?? []).map((service) => ({
      id: service.id,
      name: service.serviceName,
      price: servicePrice(service),
      durationMinutes: serviceDurationMinutes(service),
      ...serviceTransport(service),
      informationOnly: !isServiceBookableOnline(service),
      action: serviceAction(service),
    })),
  };
  cache.set(shop, summary);
  return summary;
}

export const selectServicesError = (snapshot: ServicesSnapshot) => snapshot.context.error;
export const selectChosenService = (snapshot: ServicesSnapshot) => snapshot.context.service;
