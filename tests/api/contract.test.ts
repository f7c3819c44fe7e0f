// @vitest-environment node
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';
import { ERROR_CODES } from '../../api/errors';

/** Every call of SPEC section 7, as the spec writes it, with the operationId the code uses. */
const SPEC_CALLS = [
  ['POST bookings', 'createBooking'],
  ['POST bookings/guest', 'createGuestBooking'],
  ['POST client/book/book/{userId}', 'createFreeBooking'],
  ['POST v1/web/orders', 'createOrder'],
  ['POST v1/web/orders/guest', 'createGuestOrder'],
  ['POST v1/web/orders/purchase', 'purchaseOrder'],
  ['POST payment/status', 'getPaymentStatus'],
  ['POST client/gift/hipay/{userId}/', 'createVoucherPaymentLink'],
  ['POST client/gift/hipay/guest/', 'createGuestVoucherPaymentLink'], // guest path assumed
  ['GET client/premium/code/hipay/{userId}', 'getPremiumPaymentLink'],
  ['GET payment/mbway-payment-status/{paymentId}/', 'getMbwayPaymentStatus'],
  ['GET payment/mbway-payment-status/guest/{paymentId}/', 'getGuestMbwayPaymentStatus'], // assumed
  ['GET v1/web/campaigns/{id}', 'getCampaign'],
  ['GET v1/web/campaigns/by-offer-code/{code}', 'getCampaignByOfferCode'],
  ['GET campaign/schedule/{id}', 'getCampaignSchedule'],
  ['GET v4/campaigns/{id}/calendar/available-slots', 'getCampaignSlots'],
  ['GET shop/{shopId}', 'getShop'],
  [
    'GET v4/shopmerchantservices/{shopMerchantServiceId}/calendar/available-slots',
    'getServiceSlots',
  ],
  ['GET v4/shopmerchantservices/{shopMerchantServiceId}/calendar/resources', 'getServiceResources'],
  ['GET v4/shops/{shopId}/calendar/resources', 'getShopResources'],
  ['GET common/category/{language}', 'getCategories'],
  ['GET v1/web/shopping-cart', 'getShoppingCart'],
  // SPEC 4 "Adding appends an item" with no path in SPEC 7: path and body assumed.
  ['POST v1/web/shopping-cart/add', 'addCartItem'],
  ['POST v1/web/shopping-cart/apply-coupon', 'applyCoupon'],
  ['POST v1/web/shopping-cart/remove/{itemId}', 'removeCartItem'],
  ['GET v1/web/shopping-cart/payment-methods', 'getCartPaymentMethods'],
  ['GET v1/entity/config', 'getEntityConfig'],
  ['GET client/profile/{userId}', 'getProfile'],
  ['POST authentication/external', 'loginExternal'],
  ['POST authentication/login', 'login'],
  ['POST client/authentication/signUpLoginFacebook', 'signUpLoginFacebook'],
  ['POST client/authentication/signUpLoginGoogle', 'signUpLoginGoogle'],
  ['POST client/authentication/signUpLoginApple', 'signUpLoginApple'],
  ['POST client/authentication/signUp', 'signUp'],
  ['GET client/authentication/isRegisteredEmail/{email}', 'isRegisteredEmail'],
  ['POST authentication/password/forgotPassword', 'forgotPassword'],
  ['GET client/prize/myprizes', 'getMyPrizes'],
  // SPEC 2 and 6 promise "My bookings" in the personal area; SPEC 7 names no call: assumed.
  ['GET client/bookings/{userId}', 'getMyBookings'],
  ['POST client/bookings/{userId}/{reservationId}/change', 'changeMyBooking'],
  ['POST client/bookings/{userId}/{reservationId}/cancel', 'cancelMyBooking'],
  // SPEC 2 gives the personal area a profile (SPEC 3 User's name and language); SPEC 7 names no
  // call that changes them: assumed.
  ['POST client/profile/{userId}', 'updateProfile'],
  ['POST authentication/account-validation', 'validateAccount'],
  ['POST authentication/resend-validation-code', 'resendValidationCode'],
  ['POST authentication/mobile-validation', 'validateMobile'],
  ['POST authentication/resend-mobile-validation-code', 'resendMobileValidationCode'],
  ['GET user/addresses', 'getAddresses'],
  ['POST user/addresses/create', 'createAddress'],
  ['POST user/addresses/delete/{id}', 'deleteAddress'],
  ['GET v1/web/delivery/countries', 'getDeliveryCountries'],
  ['GET v1/web/delivery/rates', 'getDeliveryRates'],
  ['GET v1/web/delivery/pickup-points', 'getPickupPoints'],
  ['POST map-service/conversion', 'trackMapConversion'], // path assumed
] as const;

/** The spec says these bodies are form-encoded. */
const FORM_ENCODED = [
  'login',
  'signUpLoginFacebook',
  'signUpLoginGoogle',
  'signUpLoginApple',
  'signUp',
  'validateAccount',
  'resendValidationCode',
  'validateMobile',
  'resendMobileValidationCode',
];

/** Calls that create an order, a payment or a booking: retries must not create twice. */
const CREATING = [
  'createBooking',
  'createGuestBooking',
  'createFreeBooking',
  'createOrder',
  'createGuestOrder',
  'purchaseOrder',
  'createVoucherPaymentLink',
  'createGuestVoucherPaymentLink',
  'getPremiumPaymentLink',
];

/** The entities of SPEC section 3 that other code names. */
const ENTITY_SCHEMAS = [
  'User',
  'AuthenticatedUser',
  'CampaignInfo',
  'CampaignView',
  'Attribute',
  'PriceListView',
  'AddressView',
  'CampaignImage',
  'BookingConfig',
  'Schedule',
  'CalendarSlot',
  'CalendarResource',
  'Shop',
  'ShopMerchantService',
  'SavedAddress',
  'ShoppingCart',
  'DeliveryMethods',
  'PickupPoint',
  'DeliveryCountry',
  'DeliveryRate',
  'EntityConfig',
  'Payment',
  'Order',
  'PurchaseRequest',
  'ReservationResult',
  'Prize',
  'PaymentMethod',
  'Category',
  'ErrorBody',
];

type Json = Record<string, unknown>;
interface Operation {
  operationId?: string;
  parameters?: Json[];
  requestBody?: { content?: Json };
  responses?: Record<string, Json>;
}

const contract = parse(
  readFileSync(new URL('../../api/openapi.yaml', import.meta.url), 'utf8'),
) as {
  servers: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: Json;
};

function resolve<T>(node: T): T {
  const ref = (node as { $ref?: unknown } | undefined)?.$ref;
  if (typeof ref !== 'string') return node;
  const target = ref
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((at, key) => (at as Json | undefined)?.[key], contract);
  return resolve(target as T);
}

const operations = Object.entries(contract.paths).flatMap(([path, item]) =>
  Object.entries(item).map(([method, operation]) => ({
    call: `${method.toUpperCase()} ${path.slice(1)}`,
    operation,
  })),
);
const byId = new Map(operations.map((entry) => [entry.operation.operationId, entry]));
const parameters = (operation: Operation) => (operation.parameters ?? []).map((p) => resolve(p));

describe('api/openapi.yaml covers SPEC section 7', () => {
  it('is served under the middleware root', () => {
    expect(contract.servers[0]?.url).toBe('/mygon-middleware/rest');
  });

  it.each(SPEC_CALLS)('has %s as %s', (call, operationId) => {
    const [method, path] = call.split(' ') as [string, string];
    const operation = contract.paths[`/${path}`]?.[method.toLowerCase()];
    expect(operation, `${call} missing`).toBeDefined();
    expect(operation?.operationId).toBe(operationId);
  });

  it('has no call the spec does not list', () => {
    expect(operations.map((entry) => entry.call).sort()).toEqual(
      SPEC_CALLS.map(([call]) => call).sort(),
    );
  });

  it('names every operation once, in camelCase', () => {
    const ids = operations.map((entry) => entry.operation.operationId);
    expect(new Set(ids).size).toBe(ids.length);
    for (const id of ids) expect(id).toMatch(/^[a-z][a-zA-Z0-9]*$/);
  });
});

describe.each(operations)('$call', ({ operation }) => {
  it('answers 2xx with a JSON schema', () => {
    const success = Object.entries(operation.responses ?? {}).find(([status]) =>
      /^2\d\d$/.test(status),
    );
    expect(success).toBeDefined();
    const content = resolve(success![1]).content as Record<string, { schema?: unknown }>;
    expect(content['application/json']?.schema).toBeDefined();
  });

  it('answers failures with an ErrorBody', () => {
    const failure = resolve(operation.responses?.default);
    const content = failure?.content as Record<string, { schema?: Json }> | undefined;
    expect(content?.['application/json']?.schema?.$ref).toBe('#/components/schemas/ErrorBody');
  });

  it('takes the language', () => {
    expect(parameters(operation)).toContainEqual(
      expect.objectContaining({ name: 'language', in: 'query' }),
    );
  });

  it('declares a schema for every path parameter', () => {
    for (const parameter of parameters(operation).filter((p) => p.in === 'path')) {
      expect(parameter.required).toBe(true);
      expect(parameter.schema).toBeDefined();
    }
  });
});

describe('bodies and headers', () => {
  it.each(FORM_ENCODED)('%s is form-encoded', (operationId) => {
    const content = resolve(byId.get(operationId)?.operation.requestBody)?.content ?? {};
    expect(Object.keys(content)).toEqual(['application/x-www-form-urlencoded']);
  });

  it('sends every other body as JSON (forgotPassword included)', () => {
    for (const { operation } of operations) {
      if (!operation.requestBody || FORM_ENCODED.includes(operation.operationId!)) continue;
      expect(Object.keys(resolve(operation.requestBody).content ?? {})).toEqual([
        'application/json',
      ]);
    }
    expect(byId.get('forgotPassword')?.operation.requestBody).toBeDefined();
  });

  it.each(CREATING)('%s accepts an Idempotency-Key', (operationId) => {
    expect(parameters(byId.get(operationId)!.operation)).toContainEqual(
      expect.objectContaining({ name: 'Idempotency-Key', in: 'header' }),
    );
  });

  it('sends token and X-User-Language as headers on createBooking', () => {
    const names = parameters(byId.get('createBooking')!.operation)
      .filter((p) => p.in === 'header')
      .map((p) => p.name);
    expect(names).toEqual(expect.arrayContaining(['token', 'X-User-Language']));
  });

  it('sends the Authorization header on loginExternal', () => {
    expect(parameters(byId.get('loginExternal')!.operation)).toContainEqual(
      expect.objectContaining({ name: 'Authorization', in: 'header', required: true }),
    );
  });
});

describe('schemas', () => {
  const schemas = contract.components.schemas as Record<string, Json>;

  it.each(ENTITY_SCHEMAS)('defines %s', (name) => {
    expect(schemas[name]).toBeDefined();
  });

  it('lists exactly the error codes of api/errors.ts', () => {
    expect(schemas.ErrorCode?.enum).toEqual([...ERROR_CODES]);
  });

  it('has the CampaignInfo parts the flows read', () => {
    expect(Object.keys(schemas.CampaignInfo?.properties as Json)).toEqual(
      expect.arrayContaining([
        'campaignView',
        'attributes',
        'priceListView',
        'addressView',
        'campaignImages',
        'bookingConfig',
        'shop',
      ]),
    );
  });
});
