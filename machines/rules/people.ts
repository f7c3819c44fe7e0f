import type { components } from '../../api/schema';
import { DEFAULT_MAX_PEOPLE, DEFAULT_PEOPLE_FOR_CATEGORY_1 } from '../../domain/constants';

/**
 * The number of people of a booking (SPEC 9, defaults; SPEC 3, minNumberPeople/maxNumberPeople
 * and the service's minPartySize/maxPartySize).
 */

type CampaignView = components['schemas']['CampaignView'];
type ShopMerchantService = components['schemas']['ShopMerchantService'];

export interface PeopleBounds {
  min: number;
  max: number;
}

/** Whole numbers, at least 1, and a maximum never below the minimum (bad data stays usable). */
function bounds(min: number | undefined, max: number | undefined): PeopleBounds {
  const low = Math.max(1, Math.floor(min ?? 1));
  const high = Math.max(low, Math.floor(max ?? DEFAULT_MAX_PEOPLE));
  return { min: low, max: high };
}

export function campaignPeopleBounds(
  view: Pick<CampaignView, 'minNumberPeople' | 'maxNumberPeople'>,
): PeopleBounds {
  return bounds(view.minNumberPeople, view.maxNumberPeople);
}

export function servicePeopleBounds(
  service: Pick<ShopMerchantService, 'bookingConfig'>,
): PeopleBounds {
  return bounds(service.bookingConfig?.minPartySize, service.bookingConfig?.maxPartySize);
}

/** The nearest count inside the bounds. */
export function clampPeople(count: number, { min, max }: PeopleBounds): number {
  return Math.min(max, Math.max(min, Math.round(count)));
}

export function isPeopleCountAllowed(count: number, { min, max }: PeopleBounds): boolean {
  return Number.isInteger(count) && count >= min && count <= max;
}

/** "min(2, max) for category 1 campaigns; otherwise 1", kept inside the campaign's bounds. */
export function campaignDefaultPeople(
  view: Pick<CampaignView, 'categoryId' | 'minNumberPeople' | 'maxNumberPeople'>,
): number {
  const range = campaignPeopleBounds(view);
  const wanted = view.categoryId === 1 ? Math.min(DEFAULT_PEOPLE_FOR_CATEGORY_1, range.max) : 1;
  return clampPeople(wanted, range);
}

/** "The minimum for services." */
export function serviceDefaultPeople(service: Pick<ShopMerchantService, 'bookingConfig'>): number {
  return servicePeopleBounds(service).min;
}
