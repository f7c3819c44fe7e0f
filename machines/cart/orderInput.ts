import type { components } from '../../api/schema';
import { SERVICE_MIN_LEAD_MINUTES } from '../../domain/constants';
import {
  campaignOrderLeadMinutes,
  campaignTransportOptions,
  serviceOrderLeadMinutes,
  serviceTransportOptions,
  shopTransportOptions,
} from '../rules/transport';
import { isRegisteredUsersOnly } from '../rules/availability';
import { DEFAULT_SHOP_ZONE } from '../rules/format';
import { shopZone } from '../rules/timeZone';
import type { OrderSettings, OrderSource } from './order.machine';

type CampaignInfo = components['schemas']['CampaignInfo'];
type Shop = components['schemas']['Shop'];
type ShopMerchantService = components['schemas']['ShopMerchantService'];

/** An order of a type 7 campaign: its transports, lead time, menu and delivery cost (SPEC 3, 9). */
export function orderInputOfCampaign(campaign: CampaignInfo): OrderSettings {
  return {
    shopId: campaign.shop.id,
    shopName: campaign.shop.name,
    zone: shopZone(campaign.shop),
    title: campaign.campaignView.campaignTitle,
    options: campaignTransportOptions(campaign),
    leadMinutes: campaignOrderLeadMinutes(campaign),
    menu: campaign.priceListView ?? null,
    seller: { campaignDeliveryCost: campaign.deliveryCost ?? null, isService: false },
    campaignId: campaign.campaignView.campaignId,
    serviceId: null,
    points: campaign.campaignView.points ?? null,
    registeredUsersOnly: isRegisteredUsersOnly(campaign),
    startAt: 'transport',
  };
}

/** An order of a type 7 merchant service: its booking config, at least 30 minutes ahead. */
export function orderInputOfService(shop: Shop, service: ShopMerchantService): OrderSettings {
  return {
    shopId: shop.id,
    shopName: shop.name,
    zone: shopZone(shop),
    title: service.serviceName,
    options: serviceTransportOptions(service),
    leadMinutes: serviceOrderLeadMinutes(service, shop),
    menu: shop.priceListView ?? null,
    seller: { campaignDeliveryCost: null, isService: true },
    campaignId: null,
    serviceId: service.id,
    points: null,
    registeredUsersOnly: false,
    startAt: 'transport',
  };
}

/**
 * The Cart view of a shop: its cart first; the transport is asked when the visitor orders. Only
 * the shop's id is known: it is collected at the shop (as a shop with no takeaway or delivery
 * service offers), at least 30 minutes ahead.
 */
export function orderInputOfShop(shopId: number): OrderSettings {
  return {
    shopId,
    shopName: '',
    zone: DEFAULT_SHOP_ZONE,
    title: null,
    options: shopTransportOptions({ shopMerchantServices: [] }),
    leadMinutes: SERVICE_MIN_LEAD_MINUTES,
    menu: null,
    seller: { campaignDeliveryCost: null, isService: true },
    campaignId: null,
    serviceId: null,
    points: null,
    registeredUsersOnly: false,
    startAt: 'cart',
  };
}

/** The order's settings from what it is ordered from. */
export function orderSettingsOf(source: OrderSource): OrderSettings {
  switch (source.kind) {
    case 'campaign':
      return orderInputOfCampaign(source.campaign);
    case 'service':
      return orderInputOfService(source.shop, source.service);
    case 'shop':
      return orderInputOfShop(source.shopId);
  }
}
