// Generated from api/openapi.yaml by `node api/codegen/responseChecks.mjs` (part of
// `npm run api:types`). Do not edit: change the contract and regenerate.
import * as v from 'valibot';

const str = v.string();
const num = v.number();
const int = v.pipe(v.number(), v.integer());
const bool = v.boolean();

const $CampaignType = v.picklist([1, 2, 3, 4, 5, 6, 7]);
const $MerchantStatus = v.picklist(['ACTIVE', 'BLOCKED_NEGATIVE_BALANCE', 'INACTIVE']);
const $Money = v.pipe(num, v.minValue(0));
const $CampaignView = v.looseObject({
  campaignId: int,
  campaignTitle: str,
  campaignType: $CampaignType,
  categoryId: v.optional(int),
  minNumberPeople: v.optional(int),
  maxNumberPeople: v.optional(int),
  currency: v.optional(str),
  isTakeaway: v.optional(bool),
  isDelivery: v.optional(bool),
  offer: bool,
  isFreeOffer: bool,
  merchantStatus: v.optional($MerchantStatus),
  points: v.optional(int),
  premiumPoints: v.optional(int),
  discount: v.optional(num),
  offerPrice: v.optional($Money),
  priceBeforeD: v.optional($Money),
  offerPriceD: v.optional(str),
  startTime: v.optional(str),
  endTime: v.optional(str),
  chargeValue: v.optional($Money),
  activationCode: v.optional(str),
  activationQrCode: v.optional(str),
});
const $Attribute = v.looseObject({ type: str, value: str });
const $PriceListItem = v.looseObject({
  id: int,
  name: str,
  description: v.optional(str),
  price: $Money,
  priceBeforeDiscount: v.optional($Money),
  imageUrl: v.optional(str),
  isAvailable: v.optional(bool),
});
const $PriceListSection = v.looseObject({
  id: v.optional(int),
  name: str,
  type: v.picklist(['PRODUCTS', 'MENU']),
  description: v.optional(str),
  productId: v.optional(int),
  price: v.optional($Money),
  priceBeforeDiscount: v.optional($Money),
  isAvailable: v.optional(bool),
  items: v.array($PriceListItem),
});
const $PriceListView = v.looseObject({ sections: v.array($PriceListSection) });
const $AddressView = v.looseObject({
  address1: v.optional(str),
  address2: v.optional(str),
  address3: v.optional(str),
  zipcode: v.optional(str),
  zone: v.optional(str),
  county: v.optional(str),
  district: v.optional(str),
  countryId: v.optional(int),
  districtId: v.optional(int),
  latitude: v.optional(num),
  longitude: v.optional(num),
});
const $CampaignImage = v.looseObject({ url: str, alt: v.optional(str) });
const $PaymentMethodCode = v.picklist([
  'hipay_mbway',
  'hipay_cc',
  'hipay_mb',
  'VIVA_WALLET',
  'IN_STORE_PAYMENT',
  'SIBS_MBWAY',
  'SIBS_CARD',
]);
const $PaymentTiming = v.picklist(['pay_now', 'pay_in_store']);
const $PaymentMethod = v.looseObject({
  id: int,
  code: $PaymentMethodCode,
  name: str,
  timing: v.optional($PaymentTiming),
  iconUrl: v.optional(str),
});
const $BookingConfig = v.looseObject({
  bookingStartNote: v.optional(str),
  bookingFinishingNote: v.optional(str),
  bookingConfirmedNote: v.optional(str),
});
const $ServiceBookingConfig = v.looseObject({
  bookingType: v.optional($CampaignType),
  minPartySize: v.optional(int),
  maxPartySize: v.optional(int),
  isTakeaway: v.optional(bool),
  isDelivery: v.optional(bool),
  startTime: v.optional(str),
  endTime: v.optional(str),
});
const $ShopMerchantService = v.looseObject({
  id: int,
  serviceName: str,
  price: v.optional($Money),
  priceInterpretation: v.optional(v.picklist(['FIXED', 'FROM', 'ON_REQUEST'])),
  maxPrice: v.optional($Money),
  minimumTimeBeforeBooking: v.optional(int),
  estimatedServiceDurationSeconds: v.optional(int),
  bookingConfig: v.optional($ServiceBookingConfig),
});
const $Shop = v.looseObject({
  id: int,
  name: str,
  addressView: v.optional($AddressView),
  phone: v.optional(str),
  email: v.optional(str),
  imageUrl: v.optional(str),
  timezone: v.optional(str),
  hasDigitalMenu: v.optional(bool),
  priceListView: v.optional($PriceListView),
  hasOnlineBooking: v.optional(bool),
  avgMinutesOfOrderPreparation: v.optional(int),
  shopMerchantServices: v.optional(v.array($ShopMerchantService)),
});
const $CampaignInfo = v.looseObject({
  campaignView: $CampaignView,
  attributes: v.array($Attribute),
  priceListView: v.optional($PriceListView),
  addressView: v.optional($AddressView),
  campaignImages: v.optional(v.array($CampaignImage)),
  deliveryCost: v.optional($Money),
  isAvailable: v.optional(bool),
  minimumSecondsBeforeBooking: v.optional(int),
  avgMinutesOfOrderPreparation: v.optional(int),
  giftVoucherExtraDiscount: v.optional(num),
  premiumVoucherExtraDiscount: v.optional(num),
  voucherPaymentMethods: v.optional(v.array($PaymentMethod)),
  bookingConfig: v.optional($BookingConfig),
  shop: $Shop,
});
const $HostPageUrls = v.looseObject({
  pt: v.optional(str),
  en: v.optional(str),
  es: v.optional(str),
});
const $EntityConfig = v.looseObject({
  id: int,
  providerId: int,
  name: v.optional(str),
  theme: v.looseObject({
    faviconUrl: v.optional(str),
    logoUrl: v.optional(str),
    primaryColor: v.optional(str),
  }),
  environment: v.optional(v.record(str, str)),
  social: v.optional(
    v.looseObject({
      facebookAppId: v.optional(str),
      googleClientId: v.optional(str),
      appleClientId: v.optional(str),
    }),
  ),
  supportPhone: v.optional(str),
  contactDefaults: v.optional(
    v.looseObject({
      countryId: v.optional(int),
      phonePrefix: v.optional(str),
      email: v.optional(str),
    }),
  ),
  premium: v.optional(v.looseObject({ monthlyPrice: $Money, currency: v.optional(str) })),
  hostLinks: v.optional(
    v.looseObject({
      winPrizes: v.optional($HostPageUrls),
      userPrizes: v.optional($HostPageUrls),
      privacyPolicy: v.optional($HostPageUrls),
      termsAndConditions: v.optional($HostPageUrls),
    }),
  ),
});

/**
 * The shape of each first-screen operation's successful answer, keyed by `METHOD /path/template` exactly as
 * in the contract; null where the contract declares no body.
 */
export const FIRST_SCREEN_CHECKS: Readonly<Record<string, v.GenericSchema | null>> = {
  /** getCampaign */ 'GET /v1/web/campaigns/{id}': $CampaignInfo,
  /** getCampaignByOfferCode */ 'GET /v1/web/campaigns/by-offer-code/{code}': $CampaignInfo,
  /** getShop */ 'GET /shop/{shopId}': $Shop,
  /** getEntityConfig */ 'GET /v1/entity/config': $EntityConfig,
};
