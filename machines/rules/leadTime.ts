import type { components } from '../../api/schema';
import { SERVICE_MIN_LEAD_MINUTES } from '../../domain/constants';

type CampaignInfo = components['schemas']['CampaignInfo'];
type ShopMerchantService = components['schemas']['ShopMerchantService'];
type Shop = components['schemas']['Shop'];

/**
 * SPEC 9: the minimum time before booking is converted from seconds to minutes, rounded up; the
 * time selection minimum is the larger of that and the average preparation time; the service
 * flow uses at least 30 (`floorMinutes`). Missing or negative values count as 0.
 */
export function leadTimeMinutes(
  source: { minimumSecondsBeforeBooking?: number; avgMinutesOfOrderPreparation?: number },
  floorMinutes = 0,
): number {
  const fromSeconds = Math.ceil(Math.max(0, source.minimumSecondsBeforeBooking ?? 0) / 60);
  const preparation = Math.ceil(Math.max(0, source.avgMinutesOfOrderPreparation ?? 0));
  return Math.max(fromSeconds, preparation, floorMinutes);
}

/** A campaign's lead time; its own preparation time, else its shop's. */
export function campaignLeadMinutes(
  campaign: Pick<
    CampaignInfo,
    'minimumSecondsBeforeBooking' | 'avgMinutesOfOrderPreparation' | 'shop'
  >,
): number {
  return leadTimeMinutes({
    minimumSecondsBeforeBooking: campaign.minimumSecondsBeforeBooking,
    avgMinutesOfOrderPreparation:
      campaign.avgMinutesOfOrderPreparation ?? campaign.shop.avgMinutesOfOrderPreparation,
  });
}

/** A merchant service's lead time: its minimumTimeBeforeBooking (seconds), the shop's
 * preparation time, and never under SERVICE_MIN_LEAD_MINUTES. */
export function serviceLeadMinutes(
  service: Pick<ShopMerchantService, 'minimumTimeBeforeBooking'>,
  shop?: Pick<Shop, 'avgMinutesOfOrderPreparation'> | null,
): number {
  return leadTimeMinutes(
    {
      minimumSecondsBeforeBooking: service.minimumTimeBeforeBooking,
      avgMinutesOfOrderPreparation: shop?.avgMinutesOfOrderPreparation,
    },
    SERVICE_MIN_LEAD_MINUTES,
  );
}
