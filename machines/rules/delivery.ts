import type { components } from '../../api/schema';
import type { ErrorCode } from '../../api/errors';
import { deliveryCostOf, roundCents } from './money';
import type { OrderSeller } from './cart';
import type { TransportType } from './transport';

/**
 * The delivery of an order (SPEC 3 Delivery, Flow state "Delivery choice"; SPEC 4 delivery types
 * STORE_PICKUP, PICKUP_POINT, DELIVERY; SPEC 8 "The selected address is currently unavailable for
 * delivery"; SPEC 9 a service's default delivery cost, 3 €). Pure rules.
 */

type DeliveryMethods = components['schemas']['DeliveryMethods'];
type DeliveryRate = components['schemas']['DeliveryRate'];
export type DeliveryType = components['schemas']['DeliveryType'];

/**
 * Where the checkout's first step (who orders, the contact) goes back to: the delivery step where
 * the visitor gave an address or looked for a pickup point, so that Back is one step back with
 * what was typed there; the cart where the order is collected at the shop (no step of its own).
 */
export const backsToDelivery = (deliveryType: DeliveryType): boolean =>
  deliveryType !== 'STORE_PICKUP';

/** A way the order can reach the visitor, with what it costs. */
export interface DeliveryOption {
  deliveryType: DeliveryType;
  /** The shop's delivery method id (SPEC 3 shopDeliveryMethodId); null when the shop states none. */
  shopDeliveryMethodId: number | null;
  cost: number;
}

/**
 * The methods the transport chosen allows: takeaway is collected at the shop; delivery is brought
 * home or to a pickup point, as the shop offers. A shop that states its methods offers only
 * those: none of them for this transport leaves nothing to choose (the middleware would refuse
 * the order). A shop that states no method is still collected from (takeaway) or delivered to
 * at home, at the campaign's cost, else a service's 3 €.
 */
export function deliveryOptions(
  transport: TransportType,
  methods: DeliveryMethods | null,
  seller: OrderSeller,
): DeliveryOption[] {
  const types: DeliveryType[] =
    transport === 'takeaway' ? ['STORE_PICKUP'] : ['DELIVERY', 'PICKUP_POINT'];
  const statesMethods = Object.values(methods?.methods ?? {}).some(Boolean);
  return types.flatMap((deliveryType) => {
    const method = methods?.methods[deliveryType] ?? null;
    // Without a stated method, only the transport's own way is assumed (no pickup points).
    if (!method && (statesMethods || deliveryType === 'PICKUP_POINT')) return [];
    return [
      {
        deliveryType,
        shopDeliveryMethodId: method?.id ?? null,
        cost: deliveryCostOf({
          deliveryType,
          method,
          campaignDeliveryCost: seller.campaignDeliveryCost,
          isService: seller.isService,
        }),
      },
    ];
  });
}

/** The cart's shop's delivery methods, when the cart states them. */
export function shopDeliveryMethods(
  all: readonly DeliveryMethods[] | undefined,
  shopId: number,
): DeliveryMethods | null {
  return all?.find((shop) => shop.id === shopId) ?? null;
}

/** The rate answered for the shop's method of a type; null when none was answered. */
export function rateFor(
  rates: readonly DeliveryRate[],
  shopId: number,
  deliveryType: DeliveryType,
): DeliveryRate | null {
  return rates.find((rate) => rate.shopId === shopId && rate.deliveryType === deliveryType) ?? null;
}

/**
 * What the rates say of the chosen address or pickup point: the cost to deliver there, or SPEC 8
 * "the selected address is currently unavailable for delivery" (`isAvailable: false`, or no rate
 * for the shop at all).
 */
export function rateVerdict(
  rates: readonly DeliveryRate[],
  shopId: number,
  deliveryType: DeliveryType,
): { ok: true; cost: number } | { ok: false; error: ErrorCode } {
  const rate = rateFor(rates, shopId, deliveryType);
  if (!rate || rate.isAvailable !== true) {
    return {
      ok: false,
      error: deliveryType === 'PICKUP_POINT' ? 'pickupPointsNone' : 'addressUnavailableForDelivery',
    };
  }
  return { ok: true, cost: roundCents(Math.max(0, rate.costWithVat)) };
}

/** A search for pickup points that failed: SPEC 8 "search error", unless a fault says more. */
export function pickupSearchError(code: ErrorCode): ErrorCode {
  return code === 'generic' ? 'pickupPointsSearchError' : code;
}
