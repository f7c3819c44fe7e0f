// Generated from api/openapi.yaml by `node api/codegen/contextParams.mjs`. Do not edit.

import type { operations } from './schema';

export type ContextQueryParam =
  | 'language'
  | 'token'
  | 'entityId'
  | 'clientApplication'
  | 'sessionId'
  | 'channel';
export type ContextHeaderParam = 'token' | 'X-User-Language';

export interface OperationContext {
  /** The contract's operationId (the name the sandbox, the reactions table and the registry use). */
  readonly operationId: keyof operations;
  readonly query: readonly ContextQueryParam[];
  readonly header: readonly ContextHeaderParam[];
  /** The body is sent as application/x-www-form-urlencoded. */
  readonly form: boolean;
}

/** Keyed by `METHOD /path/template`, exactly as in the contract. */
export const OPERATION_CONTEXT: Readonly<Record<string, OperationContext>> = {
  'POST /bookings': {
    operationId: 'createBooking',
    query: ['language', 'clientApplication'],
    header: ['token', 'X-User-Language'],
    form: false,
  },
  'POST /bookings/guest': {
    operationId: 'createGuestBooking',
    query: ['language', 'clientApplication'],
    header: ['X-User-Language'],
    form: false,
  },
  'POST /client/book/book/{userId}': {
    operationId: 'createFreeBooking',
    query: ['language', 'token', 'entityId', 'clientApplication'],
    header: [],
    form: false,
  },
  'POST /v1/web/orders': {
    operationId: 'createOrder',
    query: ['language', 'token', 'entityId', 'clientApplication', 'sessionId', 'channel'],
    header: [],
    form: false,
  },
  'POST /v1/web/orders/guest': {
    operationId: 'createGuestOrder',
    query: ['language', 'entityId', 'clientApplication', 'sessionId', 'channel'],
    header: [],
    form: false,
  },
  'POST /v1/web/orders/purchase': {
    operationId: 'purchaseOrder',
    query: ['language', 'token', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /payment/status': {
    operationId: 'getPaymentStatus',
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /client/gift/hipay/{userId}/': {
    operationId: 'createVoucherPaymentLink',
    query: ['language', 'token', 'entityId', 'clientApplication'],
    header: [],
    form: false,
  },
  'POST /client/gift/hipay/guest/': {
    operationId: 'createGuestVoucherPaymentLink',
    query: ['language', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /client/premium/code/hipay/{userId}': {
    operationId: 'getPremiumPaymentLink',
    query: ['language', 'token', 'entityId', 'clientApplication'],
    header: [],
    form: false,
  },
  'GET /payment/mbway-payment-status/{paymentId}/': {
    operationId: 'getMbwayPaymentStatus',
    query: ['language', 'token'],
    header: [],
    form: false,
  },
  'GET /payment/mbway-payment-status/guest/{paymentId}/': {
    operationId: 'getGuestMbwayPaymentStatus',
    query: ['language', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/web/campaigns/{id}': {
    operationId: 'getCampaign',
    query: ['language', 'token', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/web/campaigns/by-offer-code/{code}': {
    operationId: 'getCampaignByOfferCode',
    query: ['language', 'token', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /campaign/schedule/{id}': {
    operationId: 'getCampaignSchedule',
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /v4/campaigns/{id}/calendar/available-slots': {
    operationId: 'getCampaignSlots',
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /shop/{shopId}': { operationId: 'getShop', query: ['language'], header: [], form: false },
  'GET /v4/shopmerchantservices/{shopMerchantServiceId}/calendar/available-slots': {
    operationId: 'getServiceSlots',
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /v4/shopmerchantservices/{shopMerchantServiceId}/calendar/resources': {
    operationId: 'getServiceResources',
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /v4/shops/{shopId}/calendar/resources': {
    operationId: 'getShopResources',
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /common/category/{language}': {
    operationId: 'getCategories',
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /v1/web/shopping-cart': {
    operationId: 'getShoppingCart',
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /v1/web/shopping-cart/add': {
    operationId: 'addCartItem',
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /v1/web/shopping-cart/apply-coupon': {
    operationId: 'applyCoupon',
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /v1/web/shopping-cart/remove/{itemId}': {
    operationId: 'removeCartItem',
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/web/shopping-cart/payment-methods': {
    operationId: 'getCartPaymentMethods',
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/entity/config': {
    operationId: 'getEntityConfig',
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /client/profile/{userId}': {
    operationId: 'getProfile',
    query: ['language', 'token'],
    header: [],
    form: false,
  },
  'POST /client/profile/{userId}': {
    operationId: 'updateProfile',
    query: ['language', 'token'],
    header: [],
    form: false,
  },
  'POST /authentication/external': {
    operationId: 'loginExternal',
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: false,
  },
  'POST /authentication/login': {
    operationId: 'login',
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: true,
  },
  'POST /client/authentication/signUpLoginFacebook': {
    operationId: 'signUpLoginFacebook',
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: true,
  },
  'POST /client/authentication/signUpLoginGoogle': {
    operationId: 'signUpLoginGoogle',
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: true,
  },
  'POST /client/authentication/signUpLoginApple': {
    operationId: 'signUpLoginApple',
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: true,
  },
  'POST /client/authentication/signUp': {
    operationId: 'signUp',
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: true,
  },
  'GET /client/authentication/isRegisteredEmail/{email}': {
    operationId: 'isRegisteredEmail',
    query: ['language', 'entityId'],
    header: [],
    form: false,
  },
  'POST /authentication/password/forgotPassword': {
    operationId: 'forgotPassword',
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /client/prize/myprizes': {
    operationId: 'getMyPrizes',
    query: ['language', 'token'],
    header: [],
    form: false,
  },
  'GET /client/bookings/{userId}': {
    operationId: 'getMyBookings',
    query: ['language', 'token'],
    header: [],
    form: false,
  },
  'POST /client/bookings/{userId}/{reservationId}/change': {
    operationId: 'changeMyBooking',
    query: ['language', 'token'],
    header: [],
    form: false,
  },
  'POST /client/bookings/{userId}/{reservationId}/cancel': {
    operationId: 'cancelMyBooking',
    query: ['language', 'token'],
    header: [],
    form: false,
  },
  'POST /authentication/account-validation': {
    operationId: 'validateAccount',
    query: ['language', 'entityId'],
    header: [],
    form: true,
  },
  'POST /authentication/resend-validation-code': {
    operationId: 'resendValidationCode',
    query: ['language', 'entityId'],
    header: [],
    form: true,
  },
  'POST /authentication/mobile-validation': {
    operationId: 'validateMobile',
    query: ['language', 'token', 'entityId'],
    header: [],
    form: true,
  },
  'POST /authentication/resend-mobile-validation-code': {
    operationId: 'resendMobileValidationCode',
    query: ['language', 'token', 'entityId'],
    header: [],
    form: true,
  },
  'GET /user/addresses': {
    operationId: 'getAddresses',
    query: ['language', 'token', 'entityId'],
    header: [],
    form: false,
  },
  'POST /user/addresses/create': {
    operationId: 'createAddress',
    query: ['language', 'token', 'entityId'],
    header: [],
    form: false,
  },
  'POST /user/addresses/delete/{id}': {
    operationId: 'deleteAddress',
    query: ['language', 'token', 'entityId'],
    header: [],
    form: false,
  },
  'GET /v1/web/delivery/countries': {
    operationId: 'getDeliveryCountries',
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /v1/web/delivery/rates': {
    operationId: 'getDeliveryRates',
    query: ['language', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/web/delivery/pickup-points': {
    operationId: 'getPickupPoints',
    query: ['language'],
    header: [],
    form: false,
  },
  'POST /map-service/conversion': {
    operationId: 'trackMapConversion',
    query: ['language', 'token'],
    header: [],
    form: false,
  },
};
