import type { components } from '../../api/schema';
import { PORTUGAL_COUNTRY_ID } from '../rules/address';

type AddressView = components['schemas']['AddressView'];
type DeliveryMethods = components['schemas']['DeliveryMethods'];

/** Where a shop delivers at home, as told to the visitor: "Porto", "4xxx". */
export interface DeliveryArea {
  place: string;
  postalCodes: string;
}

/**
 * Where a shop delivers at home (SPEC 8 "the selected address is currently unavailable for
 * delivery" says only that it does not deliver there). The contract names no delivery area: the
 * rates answer for one address at a time. Assumed (api/assumptions.ts `deliveryArea`): a shop
 * delivers around its own address (DeliveryMethods.shopAddress), the area of its county and of
 * its postal code's first digit, the postal region of Portugal ("Porto", "4xxx"). Null when the
 * shop's address does not say both, or is not in Portugal.
 */
export function deliveryAreaOf(shopAddress: AddressView | undefined): DeliveryArea | null {
  if (!shopAddress) return null;
  if ((shopAddress.countryId ?? PORTUGAL_COUNTRY_ID) !== PORTUGAL_COUNTRY_ID) return null;
  const place = (shopAddress.county ?? shopAddress.district ?? '').trim();
  const region = /^\s*(\d)\d{3}/.exec(shopAddress.zipcode ?? '')?.[1];
  if (!place || !region) return null;
  return { place, postalCodes: `${region}xxx` };
}

/** The shop's area from its delivery methods as the cart states them. */
export const shopDeliveryAreaOf = (methods: DeliveryMethods | null): DeliveryArea | null =>
  deliveryAreaOf(methods?.shopAddress);
