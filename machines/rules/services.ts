import type { components } from '../../api/schema';

/**
 * A shop's merchant services as the service list shows them (SPEC 2: a "From" price; SPEC 9:
 * durations) and whether the shop takes bookings online (SPEC 8: "No online booking for this
 * establishment").
 */

type Shop = components['schemas']['Shop'];
type ShopMerchantService = components['schemas']['ShopMerchantService'];

/**
 * How a service's price reads. priceInterpretation (assumed values in openapi.yaml): FIXED is
 * the price (0 is free), FROM is a starting price ("From 22,00 €", up to maxPrice when given),
 * ON_REQUEST has no price to show. A FIXED or FROM service without a price is on request too.
 */
export type ServicePrice =
  | { kind: 'free' }
  | { kind: 'fixed'; price: number }
  | { kind: 'from'; price: number; maxPrice: number | null }
  | { kind: 'onRequest' };

export function servicePrice(
  service: Pick<ShopMerchantService, 'price' | 'priceInterpretation' | 'maxPrice'>,
): ServicePrice {
  const price = service.price;
  if (service.priceInterpretation === 'ON_REQUEST' || typeof price !== 'number' || price < 0) {
    return { kind: 'onRequest' };
  }
  if (service.priceInterpretation === 'FROM') {
    const maxPrice =
      typeof service.maxPrice === 'number' && service.maxPrice > price ? service.maxPrice : null;
    return { kind: 'from', price, maxPrice };
  }
  return price === 0 ? { kind: 'free' } : { kind: 'fixed', price };
}

/** The estimated duration in whole minutes (format it with formatDuration), or null. */
export function serviceDurationMinutes(
  service: Pick<ShopMerchantService, 'estimatedServiceDurationSeconds'>,
): number | null {
  const seconds = service.estimatedServiceDurationSeconds;
  return typeof seconds === 'number' && seconds > 0 ? Math.round(seconds / 60) : null;
}

/** Booking type 4 is information only: such a service is listed but cannot be booked. */
export function isServiceBookableOnline(
  service: Pick<ShopMerchantService, 'bookingConfig'>,
): boolean {
  return service.bookingConfig?.bookingType !== 4;
}

/**
 * A shop takes online bookings unless the middleware says it does not (hasOnlineBooking false)
 * or it has no service that can be booked online: either way the visitor reads "No online
 * booking for this establishment".
 */
export function hasOnlineBooking(
  shop: Pick<Shop, 'hasOnlineBooking' | 'shopMerchantServices'>,
): boolean {
  return (
    shop.hasOnlineBooking !== false &&
    (shop.shopMerchantServices ?? []).some((service) => isServiceBookableOnline(service))
  );
}

/** The services a visitor can choose in the list. */
export function bookableServices(
  shop: Pick<Shop, 'hasOnlineBooking' | 'shopMerchantServices'>,
): ShopMerchantService[] {
  if (shop.hasOnlineBooking === false) return [];
  return (shop.shopMerchantServices ?? []).filter((service) => isServiceBookableOnline(service));
}

/** How the service is delivered: at the shop, or as takeaway and/or delivery (its bookingConfig). */
export function serviceTransport(service: Pick<ShopMerchantService, 'bookingConfig'>): {
  takeaway: boolean;
  delivery: boolean;
} {
  return {
    takeaway: service.bookingConfig?.isTakeaway === true,
    delivery: service.bookingConfig?.isDelivery === true,
  };
}

/**
 * A type 3 service's fixed time window on the day booked (SPEC 4 type 3), as its bookingConfig
 * names it (startTime and endTime, HH:mm; assumed, api/assumptions.ts "serviceBookingTypes"); null
 * when it names none or only half of it.
 */
export function serviceTimeWindow(
  service: Pick<ShopMerchantService, 'bookingConfig'>,
): { start: string; end: string } | null {
  const start = service.bookingConfig?.startTime;
  const end = service.bookingConfig?.endTime;
  return start && end ? { start, end } : null;
}

// Which services are booked from the list: in a module of its own, since the widget's first
// screen needs it (to route a chosen service) and not the rest of this one.
export { isServiceBookableHere } from './serviceFlow';
