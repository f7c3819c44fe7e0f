// Generated from api/openapi.yaml by `node api/codegen/responseChecks.mjs` (part of
// `npm run api:types`). Do not edit: change the contract and regenerate.
import * as v from 'valibot';

const str = v.string();
const num = v.number();
const int = v.pipe(v.number(), v.integer());
const bool = v.boolean();

const $Money = v.pipe(num, v.minValue(0));
const $Prize = v.looseObject({
  id: int,
  name: str,
  description: v.optional(str),
  value: $Money,
  currency: v.optional(str),
  expirationDate: v.optional(str),
  imageUrl: v.optional(str),
  isUsed: v.optional(bool),
});
const $LoginSource = v.picklist(['own', 'facebook', 'google', 'apple']);
const $AuthenticatedUser = v.looseObject({
  id: int,
  token: str,
  isPremium: v.optional(bool),
  prizes: v.optional(v.array($Prize)),
  username: v.optional(str),
  firstName: v.optional(str),
  lastName: v.optional(str),
  email: v.optional(str),
  genderId: v.optional(int),
  points: v.optional(int),
  roleId: v.optional(int),
  stateId: v.optional(int),
  lastLoggedOn: v.optional(str),
  avatar: v.optional(str),
  facebookId: v.optional(str),
  nrFollowers: v.optional(int),
  nrReviews: v.optional(int),
  isFollowed: v.optional(bool),
  country: v.optional(str),
  countryId: v.optional(int),
  district: v.optional(str),
  districtId: v.optional(int),
  countyId: v.optional(int),
  zoneId: v.optional(int),
  balance: v.optional($Money),
  hasDistrict: v.optional(bool),
  location: v.optional(str),
  locationUrl: v.optional(str),
  mobile: v.optional(str),
  mobilePrefix: v.optional(str),
  mobileValidation: v.optional(bool),
  referralCode: v.optional(str),
  newRegistration: v.optional(bool),
  accessToken: v.optional(str),
  channelId: v.optional(int),
  sessionStart: v.optional(str),
  floatingWindowTimeout: v.optional(int),
  timeout: v.optional(int),
  additionalChannelInfo: v.optional(str),
  languageCode: v.optional(str),
  realm: v.optional(str),
  permissions: v.optional(v.array(str)),
  loginSource: v.optional($LoginSource),
});
const $CalendarResource = v.looseObject({
  id: int,
  name: str,
  description: v.optional(str),
  capacity: v.optional(int),
});
const $CalendarSlot = v.looseObject({
  startTime: str,
  capacity: v.pipe(int, v.minValue(0)),
  durationSec: int,
});
const $CampaignType = v.picklist([1, 2, 3, 4, 5, 6, 7]);
const $MerchantStatus = v.picklist(['ACTIVE', 'BLOCKED_NEGATIVE_BALANCE', 'INACTIVE']);
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
const $Category = v.looseObject({
  id: int,
  name: str,
  parentId: v.optional(int),
  iconUrl: v.optional(str),
});
const $DeliveryCountry = v.looseObject({ id: int, name: str, isoCode: v.optional(str) });
const $DeliveryType = v.picklist(['STORE_PICKUP', 'PICKUP_POINT', 'DELIVERY']);
const $DeliveryRate = v.looseObject({
  shopId: int,
  shopDeliveryMethodId: int,
  deliveryType: $DeliveryType,
  costWithVat: $Money,
  isAvailable: bool,
  estimatedDays: v.optional(int),
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
const $PaymentStatus = v.picklist([
  'pending',
  'paid',
  'cancelled',
  'error_in_payment_platform',
  'expired',
]);
const $MbwayPaymentState = v.looseObject({
  paymentId: str,
  status: $PaymentStatus,
  deadline: v.optional(str),
});
const $MyBookingKind = v.picklist(['reservation', 'order', 'voucher']);
const $MyBookingState = v.picklist([
  'confirmed',
  'pendingConfirmation',
  'awaitingMerchant',
  'paymentPending',
  'notPaid',
  'cancelled',
]);
const $Payment = v.looseObject({
  id: str,
  deadline: v.optional(str),
  mbwayPhoneNumber: v.optional(str),
  paymentMethod: v.optional($PaymentMethodCode),
  amount: v.optional($Money),
  paymentUrl: v.optional(str),
  atmEntity: v.optional(str),
  atmReference: v.optional(str),
});
const $MyBooking = v.looseObject({
  kind: $MyBookingKind,
  id: str,
  state: $MyBookingState,
  createdAt: str,
  campaignId: v.optional(int),
  campaignType: v.optional($CampaignType),
  campaignTitle: v.optional(str),
  shopName: v.optional(str),
  dateTime: v.optional(str),
  dateTimes: v.optional(v.array(str)),
  numberOfPeople: v.optional(int),
  amount: v.optional($Money),
  pointsEarned: v.optional(int),
  payment: v.optional($Payment),
  canChange: v.optional(bool),
  canCancel: v.optional(bool),
});
const $MyBookingsPage = v.looseObject({
  items: v.array($MyBooking),
  page: int,
  size: int,
  totalCount: int,
  points: v.optional(int),
  prizes: v.optional(v.array($Prize)),
});
const $OkResult = v.looseObject({ success: bool, message: v.optional(str) });
const $OrderStatus = v.picklist([
  'awaiting_payment',
  'awaiting_confirmation',
  'confirmed',
  'cancelled',
]);
const $Order = v.looseObject({
  id: int,
  orderCode: str,
  status: $OrderStatus,
  subtotal: v.optional($Money),
  discount: v.optional($Money),
  deliveryCost: v.optional($Money),
  total: $Money,
  currency: v.optional(str),
  createdAt: v.optional(str),
  paymentMethod: v.optional($PaymentMethodCode),
  paymentTiming: v.optional($PaymentTiming),
  payment: v.optional($Payment),
});
const $PaymentResult = v.looseObject({
  orderCode: str,
  status: $PaymentStatus,
  payment: v.optional($Payment),
});
const $PickupPoint = v.looseObject({
  id: str,
  name: str,
  address: v.optional(str),
  postalCode: v.optional(str),
  city: v.optional(str),
  latitude: num,
  longitude: num,
  distanceMeters: v.optional(num),
  openingHours: v.optional(str),
  shopDeliveryMethodId: v.optional(int),
});
const $PremiumPaymentLink = v.looseObject({
  orderCode: v.optional(str),
  monthlyPrice: $Money,
  currency: v.optional(str),
  payment: v.optional($Payment),
});
const $PrizePage = v.looseObject({ prizes: v.array($Prize), totalCount: v.optional(int) });
const $RegisteredEmail = v.looseObject({ registered: bool, loginSource: v.optional($LoginSource) });
const $ReservationStatus = v.picklist(['confirmed', 'pending']);
const $ReservationResult = v.looseObject({
  reservationId: int,
  status: $ReservationStatus,
  campaignId: int,
  campaignType: v.optional($CampaignType),
  date: v.optional(str),
  dateTimes: v.optional(v.array(str)),
  numberOfPeople: v.optional(int),
  pointsEarned: v.optional(int),
  activationCode: v.optional(str),
  activationQrCode: v.optional(str),
  receiveSms: v.optional(bool),
});
const $SavedAddress = v.looseObject({
  id: int,
  addressName: str,
  countryId: int,
  city: str,
  postalCode: str,
  street: str,
  floorDoor: v.optional(str),
  company: v.optional(str),
  vatId: v.optional(str),
});
const $WorkingHours = v.looseObject({
  dayOfWeek: v.pipe(int, v.minValue(1)),
  opens: str,
  closes: str,
});
const $Schedule = v.looseObject({
  startDate: str,
  endDate: str,
  nonAvailableDays: v.array(str),
  workingHours: v.optional(v.array($WorkingHours)),
  maxDateSelections: v.optional(int),
});
const $CartItem = v.looseObject({
  id: int,
  productId: v.optional(int),
  shopId: v.optional(int),
  name: str,
  quantity: v.pipe(int, v.minValue(1)),
  unitPrice: $Money,
  total: $Money,
  notes: v.optional(str),
  isAvailable: v.optional(bool),
});
const $CartShop = v.looseObject({ id: int, name: str, items: v.array($CartItem) });
const $DeliveryMethod = v.looseObject({
  id: int,
  costWithVat: $Money,
  deliveryType: $DeliveryType,
});
const $DeliveryMethods = v.looseObject({
  id: int,
  name: str,
  shopAddress: v.optional($AddressView),
  methods: v.looseObject({
    STORE_PICKUP: v.optional($DeliveryMethod),
    PICKUP_POINT: v.optional($DeliveryMethod),
    DELIVERY: v.optional($DeliveryMethod),
  }),
});
const $ShoppingCart = v.looseObject({
  id: int,
  couponCode: v.optional(str),
  items: v.array($CartItem),
  itemsTotal: int,
  paymentMethods: v.optional(v.array($PaymentMethod)),
  shops: v.array($CartShop),
  deliveryMethods: v.optional(v.array($DeliveryMethods)),
  subtotal: $Money,
  discount: $Money,
  deliveryCost: $Money,
  total: $Money,
});
const $User = v.looseObject({
  id: int,
  token: v.optional(str),
  isPremium: v.optional(bool),
  prizes: v.optional(v.array($Prize)),
  username: v.optional(str),
  firstName: v.optional(str),
  lastName: v.optional(str),
  email: v.optional(str),
  genderId: v.optional(int),
  points: v.optional(int),
  roleId: v.optional(int),
  stateId: v.optional(int),
  lastLoggedOn: v.optional(str),
  avatar: v.optional(str),
  facebookId: v.optional(str),
  nrFollowers: v.optional(int),
  nrReviews: v.optional(int),
  isFollowed: v.optional(bool),
  country: v.optional(str),
  countryId: v.optional(int),
  district: v.optional(str),
  districtId: v.optional(int),
  countyId: v.optional(int),
  zoneId: v.optional(int),
  balance: v.optional($Money),
  hasDistrict: v.optional(bool),
  location: v.optional(str),
  locationUrl: v.optional(str),
  mobile: v.optional(str),
  mobilePrefix: v.optional(str),
  mobileValidation: v.optional(bool),
  referralCode: v.optional(str),
  newRegistration: v.optional(bool),
  accessToken: v.optional(str),
  channelId: v.optional(int),
  sessionStart: v.optional(str),
  floatingWindowTimeout: v.optional(int),
  timeout: v.optional(int),
  additionalChannelInfo: v.optional(str),
  languageCode: v.optional(str),
  realm: v.optional(str),
  permissions: v.optional(v.array(str)),
  loginSource: v.optional($LoginSource),
});
const $VoucherPayment = v.looseObject({
  orderCode: str,
  amount: $Money,
  validUntil: v.optional(str),
  payment: $Payment,
});

/**
 * The shape of each operation's successful answer, keyed by `METHOD /path/template` exactly as
 * in the contract; null where the contract declares no body.
 */
export const RESPONSE_CHECKS: Readonly<Record<string, v.GenericSchema | null>> = {
  /** createBooking */ 'POST /bookings': $ReservationResult,
  /** createGuestBooking */ 'POST /bookings/guest': $ReservationResult,
  /** createFreeBooking */ 'POST /client/book/book/{userId}': $ReservationResult,
  /** createOrder */ 'POST /v1/web/orders': $Order,
  /** createGuestOrder */ 'POST /v1/web/orders/guest': $Order,
  /** purchaseOrder */ 'POST /v1/web/orders/purchase': $Order,
  /** getPaymentStatus */ 'POST /payment/status': $PaymentResult,
  /** createVoucherPaymentLink */ 'POST /client/gift/hipay/{userId}/': $VoucherPayment,
  /** createGuestVoucherPaymentLink */ 'POST /client/gift/hipay/guest/': $VoucherPayment,
  /** getPremiumPaymentLink */ 'GET /client/premium/code/hipay/{userId}': $PremiumPaymentLink,
  /** getMbwayPaymentStatus */ 'GET /payment/mbway-payment-status/{paymentId}/': $MbwayPaymentState,
  /** getGuestMbwayPaymentStatus */ 'GET /payment/mbway-payment-status/guest/{paymentId}/':
    $MbwayPaymentState,
  /** getCampaign */ 'GET /v1/web/campaigns/{id}': $CampaignInfo,
  /** getCampaignByOfferCode */ 'GET /v1/web/campaigns/by-offer-code/{code}': $CampaignInfo,
  /** getCampaignSchedule */ 'GET /campaign/schedule/{id}': $Schedule,
  /** getCampaignSlots */ 'GET /v4/campaigns/{id}/calendar/available-slots': v.array($CalendarSlot),
  /** getShop */ 'GET /shop/{shopId}': $Shop,
  /** getServiceSlots */ 'GET /v4/shopmerchantservices/{shopMerchantServiceId}/calendar/available-slots':
    v.array($CalendarSlot),
  /** getServiceResources */ 'GET /v4/shopmerchantservices/{shopMerchantServiceId}/calendar/resources':
    v.array($CalendarResource),
  /** getShopResources */ 'GET /v4/shops/{shopId}/calendar/resources': v.array($CalendarResource),
  /** getCategories */ 'GET /common/category/{language}': v.array($Category),
  /** getShoppingCart */ 'GET /v1/web/shopping-cart': $ShoppingCart,
  /** addCartItem */ 'POST /v1/web/shopping-cart/add': $ShoppingCart,
  /** applyCoupon */ 'POST /v1/web/shopping-cart/apply-coupon': $ShoppingCart,
  /** removeCartItem */ 'POST /v1/web/shopping-cart/remove/{itemId}': $ShoppingCart,
  /** getCartPaymentMethods */ 'GET /v1/web/shopping-cart/payment-methods': v.array($PaymentMethod),
  /** getEntityConfig */ 'GET /v1/entity/config': $EntityConfig,
  /** getProfile */ 'GET /client/profile/{userId}': $User,
  /** updateProfile */ 'POST /client/profile/{userId}': $User,
  /** loginExternal */ 'POST /authentication/external': $AuthenticatedUser,
  /** login */ 'POST /authentication/login': $AuthenticatedUser,
  /** signUpLoginFacebook */ 'POST /client/authentication/signUpLoginFacebook': $AuthenticatedUser,
  /** signUpLoginGoogle */ 'POST /client/authentication/signUpLoginGoogle': $AuthenticatedUser,
  /** signUpLoginApple */ 'POST /client/authentication/signUpLoginApple': $AuthenticatedUser,
  /** signUp */ 'POST /client/authentication/signUp': $AuthenticatedUser,
  /** isRegisteredEmail */ 'GET /client/authentication/isRegisteredEmail/{email}': $RegisteredEmail,
  /** forgotPassword */ 'POST /authentication/password/forgotPassword': $OkResult,
  /** getMyPrizes */ 'GET /client/prize/myprizes': $PrizePage,
  /** getMyBookings */ 'GET /client/bookings/{userId}': $MyBookingsPage,
  /** changeMyBooking */ 'POST /client/bookings/{userId}/{reservationId}/change': $MyBooking,
  /** cancelMyBooking */ 'POST /client/bookings/{userId}/{reservationId}/cancel': $MyBooking,
  /** validateAccount */ 'POST /authentication/account-validation': $AuthenticatedUser,
  /** resendValidationCode */ 'POST /authentication/resend-validation-code': $OkResult,
  /** validateMobile */ 'POST /authentication/mobile-validation': $User,
  /** resendMobileValidationCode */ 'POST /authentication/resend-mobile-validation-code': $OkResult,
  /** getAddresses */ 'GET /user/addresses': v.array($SavedAddress),
  /** createAddress */ 'POST /user/addresses/create': $SavedAddress,
  /** deleteAddress */ 'POST /user/addresses/delete/{id}': $OkResult,
  /** getDeliveryCountries */ 'GET /v1/web/delivery/countries': v.array($DeliveryCountry),
  /** getDeliveryRates */ 'GET /v1/web/delivery/rates': v.array($DeliveryRate),
  /** getPickupPoints */ 'GET /v1/web/delivery/pickup-points': v.array($PickupPoint),
  /** trackMapConversion */ 'POST /map-service/conversion': $OkResult,
};
