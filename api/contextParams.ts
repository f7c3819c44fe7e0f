// Generated from api/openapi.yaml by `node api/codegen/contextParams.mjs`. Do not edit.

export type ContextQueryParam =
  | 'language'
  | 'token'
  | 'entityId'
  | 'clientApplication'
  | 'sessionId';
export type ContextHeaderParam = 'token' | 'X-User-Language';

export interface OperationContext {
  readonly query: readonly ContextQueryParam[];
  readonly header: readonly ContextHeaderParam[];
  /** The body is sent as application/x-www-form-urlencoded. */
  readonly form: boolean;
}

/** Keyed by `METHOD /path/template`, exactly as in the contract. */
export const OPERATION_CONTEXT: Readonly<Record<string, OperationContext>> = {
  'POST /bookings': {
    query: ['language', 'clientApplication'],
    header: ['token', 'X-User-Language'],
    form: false,
  },
  'POST /bookings/guest': {
    query: ['language', 'clientApplication'],
    header: ['X-User-Language'],
    form: false,
  },
  'POST /client/book/book/{userId}': {
    query: ['language', 'token', 'entityId', 'clientApplication'],
    header: [],
    form: false,
  },
  'POST /v1/web/orders': {
    query: ['language', 'token', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /v1/web/orders/guest': {
    query: ['language', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /v1/web/orders/purchase': {
    query: ['language', 'token', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /payment/status': {
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /client/gift/hipay/{userId}/': {
    query: ['language', 'token', 'entityId', 'clientApplication'],
    header: [],
    form: false,
  },
  'POST /client/gift/hipay/guest/': {
    query: ['language', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /client/premium/code/hipay/{userId}': {
    query: ['language', 'token', 'entityId', 'clientApplication'],
    header: [],
    form: false,
  },
  'GET /payment/mbway-payment-status/{paymentId}/': {
    query: ['language', 'token'],
    header: [],
    form: false,
  },
  'GET /payment/mbway-payment-status/guest/{paymentId}/': {
    query: ['language', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/web/campaigns/{id}': {
    query: ['language', 'token', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/web/campaigns/by-offer-code/{code}': {
    query: ['language', 'token', 'entityId', 'clientApplication', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /campaign/schedule/{id}': { query: ['language'], header: [], form: false },
  'GET /v4/campaigns/{id}/calendar/available-slots': {
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /shop/{shopId}': { query: ['language'], header: [], form: false },
  'GET /v4/shopmerchantservices/{shopMerchantServiceId}/calendar/available-slots': {
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /v4/shopmerchantservices/{shopMerchantServiceId}/calendar/resources': {
    query: ['language'],
    header: [],
    form: false,
  },
  'GET /v4/shops/{shopId}/calendar/resources': { query: ['language'], header: [], form: false },
  'GET /common/category/{language}': { query: ['language'], header: [], form: false },
  'GET /v1/web/shopping-cart': {
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /v1/web/shopping-cart/add': {
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /v1/web/shopping-cart/apply-coupon': {
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'POST /v1/web/shopping-cart/remove/{itemId}': {
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/web/shopping-cart/payment-methods': {
    query: ['language', 'token', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/entity/config': { query: ['language'], header: [], form: false },
  'GET /client/profile/{userId}': { query: ['language', 'token'], header: [], form: false },
  'POST /client/profile/{userId}': { query: ['language', 'token'], header: [], form: false },
  'POST /authentication/external': {
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: false,
  },
  'POST /authentication/login': {
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: true,
  },
  'POST /client/authentication/signUpLoginFacebook': {
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: true,
  },
  'POST /client/authentication/signUpLoginGoogle': {
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: true,
  },
  'POST /client/authentication/signUpLoginApple': {
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: true,
  },
  'POST /client/authentication/signUp': {
    query: ['language', 'entityId', 'clientApplication'],
    header: [],
    form: true,
  },
  'GET /client/authentication/isRegisteredEmail/{email}': {
    query: ['language', 'entityId'],
    header: [],
    form: false,
  },
  'POST /authentication/password/forgotPassword': { query: ['language'], header: [], form: false },
  'GET /client/prize/myprizes': { query: ['language', 'token'], header: [], form: false },
  'GET /client/bookings/{userId}': { query: ['language', 'token'], header: [], form: false },
  'POST /client/bookings/{userId}/{reservationId}/change': {
    query: ['language', 'token'],
    header: [],
    form: false,
  },
  'POST /client/bookings/{userId}/{reservationId}/cancel': {
    query: ['language', 'token'],
    header: [],
    form: false,
  },
  'POST /authentication/account-validation': {
    query: ['language', 'entityId'],
    header: [],
    form: true,
  },
  'POST /authentication/resend-validation-code': {
    query: ['language', 'entityId'],
    header: [],
    form: true,
  },
  'POST /authentication/mobile-validation': {
    query: ['language', 'token', 'entityId'],
    header: [],
    form: true,
  },
  'POST /authentication/resend-mobile-validation-code': {
    query: ['language', 'token', 'entityId'],
    header: [],
    form: true,
  },
  'GET /user/addresses': { query: ['language', 'token', 'entityId'], header: [], form: false },
  'POST /user/addresses/create': {
    query: ['language', 'token', 'entityId'],
    header: [],
    form: false,
  },
  'POST /user/addresses/delete/{id}': {
    query: ['language', 'token', 'entityId'],
    header: [],
    form: false,
  },
  'GET /v1/web/delivery/countries': { query: ['language'], header: [], form: false },
  'GET /v1/web/delivery/rates': {
    query: ['language', 'entityId', 'sessionId'],
    header: [],
    form: false,
  },
  'GET /v1/web/delivery/pickup-points': { query: ['language'], header: [], form: false },
  'POST /map-service/conversion': { query: ['language', 'token'], header: [], form: false },
};
