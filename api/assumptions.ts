import type { OperationId } from './errorReactions';

/**
 * The registry of assumptions: every guess the contract (api/openapi.yaml) makes where SPEC.md is
 * silent — a call, a field, a status value — once, with the code that relies on it. The contract
 * marks each guess "Assumed"; tests/api/assumptions.test.ts fails when a marked guess is missing
 * here, when an entry names a place the contract no longer marks, or when the code named no
 * longer holds the symbol. `npm run conformance` (api/conformance/) lists, beside each operation
 * it calls on a real middleware, the assumptions its answer carries, and README "Connecting to
 * the real middleware" says what to do when one turns out wrong.
 */
export interface Assumption {
  id: string;
  /** What is guessed, in a few words. */
  what: string;
  /** The places of the contract marked "Assumed" that it covers (see `contractPlace`). */
  contract: readonly string[];
  /** The operations whose call or answer carries it (listed with them by the conformance run). */
  operations: readonly OperationId[];
  /** The code that relies on it: a file and a symbol found in it. */
  reliedOnBy: readonly { file: string; symbol: string }[];
  /** What breaks when the real middleware differs. */
  ifWrong: string;
}

/** `paths › /bookings/guest › post`: where a guess sits in the contract (parameters by name). */
export const contractPlace = (...parts: string[]): string => parts.join(' › ');
const operation = (path: string, method: 'get' | 'post', ...rest: string[]) =>
  contractPlace('paths', path, method, ...rest);
const schema = (name: string, property?: string) =>
  property === undefined
    ? contractPlace('components', 'schemas', name)
    : contractPlace('components', 'schemas', name, 'properties', property);
const parameter = (name: string) => contractPlace('components', 'parameters', name);

export const ASSUMPTIONS: readonly Assumption[] = [
  {
    id: 'addCartItem',
    what: 'POST v1/web/shopping-cart/add adds a product (SPEC 4 "adding appends an item"; SPEC 7 shows no call)',
    contract: [operation('/v1/web/shopping-cart/add', 'post'), schema('CartItemInput')],
    operations: ['addCartItem'],
    reliedOnBy: [{ file: 'machines/cart/cart.machine.ts', symbol: "'/v1/web/shopping-cart/add'" }],
    ifWrong: 'nothing can be added to a cart, so nothing can be ordered',
  },
  {
    id: 'cartAnswers',
    what: 'the cart calls answer the whole cart; without shopId, every shop with items; the cart carries its shops’ delivery methods',
    contract: [
      operation('/v1/web/shopping-cart', 'get'),
      operation('/v1/web/shopping-cart/remove/{itemId}', 'post'),
      schema('ShoppingCart', 'deliveryMethods'),
    ],
    operations: ['getShoppingCart', 'removeCartItem'],
    reliedOnBy: [
      { file: 'machines/cart/wholeCart.machine.ts', symbol: "'/v1/web/shopping-cart'" },
      { file: 'machines/rules/cart.ts', symbol: 'deliveryMethods' },
    ],
    ifWrong:
      'the Carrinho view lists nothing, a removal shows the old cart, delivery costs fall back',
  },
  {
    id: 'personalArea',
    what: 'the personal area: list (client/bookings/{userId}), change and cancel of a reservation, their pages and states',
    contract: [
      operation('/client/bookings/{userId}', 'get'),
      operation('/client/bookings/{userId}', 'get', 'parameters', 'page'),
      operation('/client/bookings/{userId}', 'get', 'parameters', 'size'),
      operation('/client/bookings/{userId}/{reservationId}/change', 'post'),
      operation('/client/bookings/{userId}/{reservationId}/cancel', 'post'),
      parameter('ReservationId'),
      schema('MyBookingKind'),
      schema('MyBookingState'),
      schema('MyBooking'),
      schema('MyBooking', 'canChange'),
      schema('MyBooking', 'canCancel'),
      schema('BookingChange'),
      schema('MyBookingsPage'),
    ],
    operations: ['getMyBookings', 'changeMyBooking', 'cancelMyBooking'],
    reliedOnBy: [
      { file: 'machines/myBookings/myBookings.machine.ts', symbol: "'/client/bookings/{userId}'" },
      {
        file: 'machines/editBooking/editBooking.machine.ts',
        symbol: "'/client/bookings/{userId}/{reservationId}/change'",
      },
      { file: 'machines/rules/myBookings.ts', symbol: 'canChangeBooking' },
    ],
    ifWrong: '"As minhas reservas" cannot list, change or cancel anything',
  },
  {
    id: 'updateProfile',
    what: 'POST client/profile/{userId} changes the profile (SPEC 2 and 3 show no call)',
    contract: [operation('/client/profile/{userId}', 'post'), schema('ProfileUpdate')],
    operations: ['updateProfile'],
    reliedOnBy: [
      { file: 'machines/profile/profile.machine.ts', symbol: "'/client/profile/{userId}'" },
    ],
    ifWrong: 'the profile cannot be saved',
  },
  {
    id: 'reservationResult',
    what: 'a booking answers ReservationResult: its status is confirmed or pending, a coupon its code and QR, receiveSms echoed',
    contract: [
      schema('ReservationResult'),
      schema('ReservationResult', 'activationQrCode'),
      schema('ReservationResult', 'receiveSms'),
      schema('BookingRequest'),
      schema('BookingRequest', 'receiveSms'),
      operation('/bookings/guest', 'post'),
      operation('/client/book/book/{userId}', 'post'),
    ],
    operations: ['createBooking', 'createGuestBooking', 'createFreeBooking'],
    reliedOnBy: [
      { file: 'machines/rules/bookingRequest.ts', symbol: 'isPendingReservation' },
      { file: 'machines/booking/booking.actors.ts', symbol: "'/bookings/guest'" },
      { file: 'ui/screens/booking/SuccessStep.tsx', symbol: 'reservation?.receiveSms' },
    ],
    ifWrong:
      'a type 2 booking with another status is shown as confirmed; a guest booking or a free offer is refused',
  },
  {
    id: 'deliveryArea',
    what: 'a shop delivers at home around its own address (its county, its postal code’s first digit): what a refusal of an address and a saved address outside the area name',
    contract: [schema('DeliveryMethods', 'shopAddress')],
    operations: ['getShoppingCart'],
    reliedOnBy: [{ file: 'machines/delivery/deliveryArea.ts', symbol: 'deliveryAreaOf' }],
    ifWrong:
      'a refused address names the wrong area; the rates still decide which addresses are delivered to',
  },
  {
    id: 'bookingPrize',
    what: 'a booking with a price takes a prize (BookingRequest.prizeId, SPEC 3 Book step) and the middleware keeps the voucher’s 2 € floor there, refusing below it with 422; the prize is marked used',
    contract: [schema('BookingRequest', 'prizeId')],
    operations: ['createBooking'],
    reliedOnBy: [
      { file: 'machines/rules/bookingPrize.ts', symbol: 'isBookingPayableWithPrize' },
      { file: 'machines/booking/booking.inputs.ts', symbol: 'chosenPrizeOf' },
    ],
    ifWrong:
      'a booking refuses a prize the middleware would take (below the floor), or the middleware refuses one the review allowed: the booking fails with its message, nothing made',
  },
  {
    id: 'bookingVatId',
    what: 'a booking carries the optional NIF of its contact (BookingRequest.vatId, nine digits) and the middleware keeps it for the invoice',
    contract: [schema('BookingRequest', 'vatId')],
    operations: ['createBooking', 'createGuestBooking', 'createFreeBooking'],
    reliedOnBy: [{ file: 'machines/rules/bookingRequest.ts', symbol: 'normaliseVatId' }],
    ifWrong: 'the invoice of a booking goes without the NIF the visitor gave',
  },
  {
    id: 'orderPrize',
    what: 'an order takes a prize off what its items cost after the coupon (delivery apart) and keeps the voucher’s 2 € floor there, refusing below it with 422; the prize is marked used',
    contract: [schema('OrderRequest', 'prizeId')],
    operations: ['createOrder'],
    reliedOnBy: [{ file: 'api/sandbox/store.ts', symbol: 'requireOrderPayableWithPrize' }],
    ifWrong:
      'the review promises a total the middleware does not charge, or the middleware refuses a prize the review allowed: the order fails with its message, nothing made',
  },
  {
    id: 'orderPoints',
    what: 'an order of a type 7 campaign earns the campaign’s `points` once, for an account only (SPEC 9 says points are earned per reservation)',
    contract: [schema('CampaignView', 'points')],
    operations: ['getCampaign', 'createOrder'],
    reliedOnBy: [{ file: 'machines/checkout/checkout.selectors.ts', symbol: 'selectOrderRewards' }],
    ifWrong:
      'the order’s success screen promises points the middleware does not give (or leaves out points it gives)',
  },
  {
    id: 'pendingByType',
    what: 'SPEC 4 “type 2: awaits availability, pending confirmation”: a type 2 (or 6) booking is pending whatever status its answer gives; confirmed only when the type confirms at once and the answer says confirmed',
    contract: [schema('ReservationStatus')],
    operations: ['createBooking', 'createGuestBooking', 'createFreeBooking'],
    reliedOnBy: [
      { file: 'machines/rules/bookingRequest.ts', symbol: 'TYPES_AWAITING_CONFIRMATION' },
    ],
    ifWrong:
      'a type 2 booking the merchant confirmed at once is shown as a request sent, awaiting confirmation (the email then confirms it)',
  },
  {
    id: 'paymentAnswers',
    what: 'payment answers: Payment (card link, ATM entity and reference, MB WAY deadline), PaymentResult statuses paid / expired / cancelled / error_in_payment_platform, orders and vouchers paid through them',
    contract: [
      operation('/v1/web/orders/purchase', 'post'),
      operation('/payment/status', 'post'),
      operation('/client/gift/hipay/{userId}/', 'post'),
      operation('/client/gift/hipay/guest/', 'post'),
      schema('Payment', 'paymentUrl'),
      schema('Payment', 'atmEntity'),
      schema('Payment', 'atmReference'),
      schema('PurchaseRequest', 'paymentReference'),
      schema('PurchaseRequest', 'paymentTiming'),
      schema('PaymentStatus'),
      schema('VoucherPurchaseRequest'),
      schema('VoucherPayment'),
    ],
    operations: [
      'purchaseOrder',
      'getPaymentStatus',
      'createVoucherPaymentLink',
      'createGuestVoucherPaymentLink',
    ],
    reliedOnBy: [
      { file: 'machines/rules/payment.ts', symbol: 'paymentOutcomeOf' },
      { file: 'machines/payment/payment.actors.ts', symbol: "'/payment/status'" },
      { file: 'machines/rules/payment.ts', symbol: 'atmReferenceOf' },
    ],
    ifWrong: 'a payment made is never seen as paid, or an ATM reference is not shown',
  },
  {
    id: 'mbwayStatus',
    what: 'MB WAY is followed with payment/mbway-payment-status (SIBS_MBWAY too, HiPay’s call), its guest path, MbwayPaymentState',
    contract: [
      operation('/payment/mbway-payment-status/guest/{paymentId}/', 'get'),
      schema('MbwayPaymentState'),
    ],
    operations: ['getMbwayPaymentStatus', 'getGuestMbwayPaymentStatus'],
    reliedOnBy: [
      {
        file: 'machines/payment/payment.actors.ts',
        symbol: "'/payment/mbway-payment-status/guest/{paymentId}/'",
      },
    ],
    ifWrong: 'an MB WAY payment is never seen confirmed (a guest’s or a SIBS one)',
  },
  {
    id: 'orders',
    what: 'orders: OrderRequest from the flow state, the Order answered with its status values, the guest order call',
    contract: [
      operation('/v1/web/orders/guest', 'post'),
      schema('OrderRequest'),
      schema('OrderStatus'),
      schema('Order'),
    ],
    operations: ['createOrder', 'createGuestOrder'],
    reliedOnBy: [
      { file: 'machines/rules/orderRequest.ts', symbol: 'orderAnswerOf' },
      { file: 'machines/checkout/checkout.actors.ts', symbol: "'/v1/web/orders/guest'" },
    ],
    ifWrong: 'an order made is not recognised, so it is neither paid nor shown as sent',
  },
  {
    id: 'premium',
    what: 'the premium membership: its price answered without a payment method, its payment link answer and order, a 409 from the link meaning "already a member", the entity’s premium.monthlyPrice',
    contract: [
      operation('/client/premium/code/hipay/{userId}', 'get'),
      operation('/client/premium/code/hipay/{userId}', 'get', 'parameters', 'paymentMethod'),
      operation('/client/premium/code/hipay/{userId}', 'get', 'parameters', 'mbwayPrefix'),
      operation('/client/premium/code/hipay/{userId}', 'get', 'parameters', 'mbwayPhoneNumber'),
      operation('/client/premium/code/hipay/{userId}', 'get', 'responses', '409'),
      schema('PremiumPaymentLink'),
      schema('PremiumPaymentLink', 'orderCode'),
      schema('EntityConfig', 'premium'),
    ],
    operations: ['getPremiumPaymentLink', 'getEntityConfig'],
    reliedOnBy: [
      { file: 'machines/rules/premium.ts', symbol: 'premiumPriceOf' },
      { file: 'machines/premium/premium.actors.ts', symbol: 'fetchPremiumPrice' },
      { file: 'machines/premium/premium.machine.ts', symbol: 'isAlreadyMemberRefusal' },
    ],
    ifWrong:
      'the premium price is not shown and its payment not followed; if the link asked without a method made an order, each visit to the payment step would leave one unpaid; a 409 meaning something else only costs a profile read before the generic message',
  },
  {
    id: 'hostLinks',
    what: 'the entity’s hostLinks: the host site’s pages per language (SPEC 1)',
    contract: [schema('EntityConfig', 'hostLinks'), schema('HostPageUrls')],
    operations: ['getEntityConfig'],
    reliedOnBy: [{ file: 'machines/rules/hostLinks.ts', symbol: 'hostLinksOf' }],
    ifWrong: 'the links to win prizes, privacy policy and terms are not shown',
  },
  {
    id: 'entityEnvironment',
    what: 'the entity’s environment settings: free-form (SPEC 1, 3 and 7 name them but no setting in them)',
    contract: [schema('EntityConfig', 'environment')],
    operations: ['getEntityConfig'],
    reliedOnBy: [],
    ifWrong:
      'nothing: with no setting named by SPEC, the widget reads none (the theme, social settings, support phone and contact defaults it does read)',
  },
  {
    id: 'idempotencyKey',
    what: 'the Idempotency-Key header: a repeated request answers the first one (SPEC never names it)',
    contract: [parameter('IdempotencyKey')],
    operations: ['createBooking', 'createOrder', 'purchaseOrder', 'createVoucherPaymentLink'],
    reliedOnBy: [{ file: 'machines/rules/idempotency.ts', symbol: 'idempotencyKeyFor' }],
    ifWrong:
      'nothing depends on it: an answer lost is resolved by asking what happened, never by sending again',
  },
  {
    id: 'contextParameters',
    what: 'the channel manager and the channel (the client platform) as query parameters; the campaign read with the token for premium prices',
    contract: [
      parameter('ChannelManager'),
      parameter('Channel'),
      operation('/v1/web/campaigns/{id}', 'get'),
    ],
    operations: ['createBooking', 'createOrder', 'getCampaign'],
    reliedOnBy: [
      { file: 'machines/booking/booking.actors.ts', symbol: 'channelManager' },
      { file: 'ui/shell.ts', symbol: 'channel: context.clientPlatform' },
    ],
    ifWrong:
      'the middleware ignores where a booking came from, or prices premium members as others',
  },
  {
    id: 'signIn',
    what: 'sign-in answers: the external token as a Bearer header, signUp answers the user signed in, isRegisteredEmail { registered }, the validation calls’ answers, the user’s email and mobile prefix, the social credential fields',
    contract: [
      operation('/authentication/external', 'post'),
      operation('/client/authentication/signUp', 'post'),
      operation('/client/authentication/isRegisteredEmail/{email}', 'get'),
      operation('/authentication/account-validation', 'post', 'responses', '200'),
      operation('/authentication/resend-validation-code', 'post', 'responses', '200'),
      operation('/authentication/mobile-validation', 'post', 'responses', '200'),
      operation('/authentication/resend-mobile-validation-code', 'post', 'responses', '200'),
      schema('User', 'email'),
      schema('User', 'mobilePrefix'),
      schema('SocialLoginForm'),
      schema('OkResult'),
    ],
    operations: ['loginExternal', 'signUp', 'isRegisteredEmail', 'validateAccount'],
    reliedOnBy: [
      {
        file: 'machines/auth/auth.actors.ts',
        symbol: "'/client/authentication/isRegisteredEmail/{email}'",
      },
      { file: 'machines/auth/auth.actors.ts', symbol: "'/authentication/external'" },
    ],
    ifWrong: 'a visitor cannot sign in, register or confirm a code',
  },
  {
    id: 'prizes',
    what: 'the prize fields (value, used) of client/prize/myprizes',
    contract: [schema('Prize')],
    operations: ['getMyPrizes'],
    reliedOnBy: [{ file: 'machines/rules/voucher.ts', symbol: 'usablePrizes' }],
    ifWrong: 'prizes cannot be used on a voucher',
  },
  {
    id: 'addresses',
    what: 'saved addresses: created with a JSON body answering the address, deleted answering OkResult',
    contract: [
      operation('/user/addresses/create', 'post'),
      operation('/user/addresses/delete/{id}', 'post', 'responses', '200'),
    ],
    operations: ['createAddress', 'deleteAddress', 'getAddresses'],
    reliedOnBy: [
      { file: 'machines/addresses/addressBook.machine.ts', symbol: "'/user/addresses/create'" },
    ],
    ifWrong: 'addresses cannot be saved or deleted',
  },
  {
    id: 'delivery',
    what: 'delivery rates are for the visitor’s cart (sessionId, entityId); pickup points have a position',
    contract: [
      operation('/v1/web/delivery/rates', 'get'),
      schema('AddressView', 'latitude'),
      schema('AddressView', 'longitude'),
    ],
    operations: ['getDeliveryRates', 'getPickupPoints'],
    reliedOnBy: [
      { file: 'machines/delivery/delivery.actors.ts', symbol: "'/v1/web/delivery/rates'" },
      { file: 'machines/rules/pickup.ts', symbol: 'latitude' },
    ],
    ifWrong: 'every address is said to be unavailable, or pickup points are not sorted by distance',
  },
  {
    id: 'mapConversion',
    what: 'the map-service conversion call after a reserve-with-map booking',
    contract: [operation('/map-service/conversion', 'post'), schema('MapConversion')],
    operations: ['trackMapConversion'],
    reliedOnBy: [
      { file: 'machines/booking/booking.actors.ts', symbol: "'/map-service/conversion'" },
    ],
    ifWrong: 'the map service never hears of the booking (the booking itself is unaffected)',
  },
  {
    id: 'campaignFields',
    what: 'campaign and shop fields SPEC 3 does not name: the merchant statuses besides BLOCKED_NEGATIVE_BALANCE, categoryId, the voucher payment methods, a shop’s digital menu and online booking flags, a service’s price interpretation',
    contract: [
      schema('MerchantStatus'),
      schema('CampaignView', 'categoryId'),
      schema('CampaignInfo', 'voucherPaymentMethods'),
      schema('Shop', 'hasDigitalMenu'),
      schema('Shop', 'priceListView'),
      schema('Shop', 'hasOnlineBooking'),
      schema('ShopMerchantService', 'priceInterpretation'),
    ],
    operations: ['getCampaign', 'getCampaignByOfferCode', 'getShop'],
    reliedOnBy: [
      { file: 'machines/rules/people.ts', symbol: 'categoryId' },
      { file: 'machines/rules/campaign.ts', symbol: 'categoryId' },
      { file: 'machines/rules/voucher.ts', symbol: 'voucherPaymentMethods' },
      { file: 'machines/rules/menu.ts', symbol: 'shopMenuStatus' },
      { file: 'machines/rules/services.ts', symbol: 'hasOnlineBooking' },
      { file: 'machines/rules/services.ts', symbol: 'servicePrice' },
    ],
    ifWrong:
      'the default party size, the voucher’s payment methods, the menu or the service list read wrong',
  },
  {
    id: 'serviceBookingTypes',
    what: 'a merchant service of booking type 3 names its fixed time window in its bookingConfig (startTime, endTime, HH:mm) as a type 3 campaign does in campaignView; SPEC 3 lists no such fields for a service',
    contract: [
      schema('ServiceBookingConfig', 'startTime'),
      schema('ServiceBookingConfig', 'endTime'),
    ],
    operations: ['getShop'],
    reliedOnBy: [
      { file: 'machines/rules/services.ts', symbol: 'serviceTimeWindow' },
      { file: 'machines/schedule/schedule.input.ts', symbol: 'choice.timeWindow' },
    ],
    ifWrong:
      'a type 3 service is still booked for a day, but its time window is not shown on the day choice, the review or the success',
  },
  {
    id: 'campaignCurrency',
    what: 'a campaign’s currency is an ISO 4217 code; a sale (voucher, order) is in EUR only (SPEC 9)',
    contract: [schema('CampaignView', 'currency')],
    operations: ['getCampaign', 'getCampaignByOfferCode'],
    reliedOnBy: [
      { file: 'machines/rules/campaign.ts', symbol: 'isSoldInEuro' },
      { file: 'machines/campaign/campaign.selectors.ts', symbol: 'view.currency' },
      { file: 'machines/rules/format.ts', symbol: 'currencyCodeOf' },
    ],
    ifWrong:
      'a campaign in another currency is written wrongly or not at all, and its voucher or order is not offered',
  },
  {
    id: 'freeOfferPrice',
    what: 'a free offer (isFreeOffer) costs nothing, whatever offerPrice it carries',
    contract: [schema('CampaignView', 'isFreeOffer')],
    operations: ['getCampaign', 'getCampaignByOfferCode'],
    reliedOnBy: [{ file: 'machines/rules/price.ts', symbol: 'view.isFreeOffer' }],
    ifWrong:
      'a free offer whose offerPrice is to be paid is shown as free (booking it stays free: SPEC 4 books free offers without payment)',
  },
  {
    id: 'chargeValue',
    what: 'chargeValue is an amount SPEC uses nowhere: nothing reads it',
    contract: [schema('CampaignView', 'chargeValue')],
    operations: ['getCampaign', 'getCampaignByOfferCode'],
    reliedOnBy: [],
    ifWrong:
      'if the middleware charges chargeValue rather than the offer price, the widget shows and totals the offer price',
  },
  {
    id: 'setMenus',
    what: 'a MENU section with its own productId and price is a set menu ordered whole (SPEC 3 names the section types, no set menu price); its description, price before discount and availability',
    contract: [
      schema('PriceListSection'),
      schema('PriceListSection', 'description'),
      schema('PriceListSection', 'productId'),
      schema('PriceListSection', 'price'),
      schema('PriceListSection', 'priceBeforeDiscount'),
      schema('PriceListSection', 'isAvailable'),
    ],
    operations: ['getCampaign', 'getCampaignByOfferCode', 'getShop'],
    reliedOnBy: [{ file: 'machines/rules/menu.ts', symbol: 'setMenuOf' }],
    ifWrong:
      'a set menu is listed for information only (nothing to order whole), or added by an id the cart does not know',
  },
  {
    id: 'categories',
    what: 'the categories list (common/category/{language}) answers id and name, the id being the campaign’s categoryId',
    contract: [schema('Category')],
    operations: ['getCategories'],
    reliedOnBy: [
      { file: 'machines/rules/campaign.ts', symbol: 'categoryNameOf' },
      { file: 'machines/campaign/campaign.actors.ts', symbol: "'/common/category/{language}'" },
    ],
    ifWrong: 'the campaign shows no category name (nothing else depends on it)',
  },
  {
    id: 'scheduleFields',
    what: 'the schedule’s working hours, the most suggestions of a type 6 booking, calendar resources',
    contract: [
      schema('WorkingHours'),
      schema('Schedule', 'maxDateSelections'),
      schema('CalendarResource'),
    ],
    operations: ['getCampaignSchedule', 'getServiceResources', 'getShopResources'],
    reliedOnBy: [
      { file: 'machines/rules/schedule.ts', symbol: 'worksAt' },
      { file: 'machines/rules/suggestions.ts', symbol: 'maxDateSelections' },
    ],
    ifWrong: 'dates and order times outside the working hours are offered, or none at all',
  },
  {
    id: 'refusalStatuses',
    what: 'the statuses of refusals the reactions table reads (SPEC 8 shows the body, not the statuses), and an optional code in the body',
    contract: [schema('ErrorBody', 'code')],
    operations: [
      'getCampaign',
      'getCampaignByOfferCode',
      'createBooking',
      'applyCoupon',
      'createOrder',
    ],
    reliedOnBy: [{ file: 'api/errorReactions.ts', symbol: 'ERROR_REACTIONS' }],
    ifWrong:
      'a refusal shows the generic message with the middleware’s own words instead of the catalogue’s, and e.g. a taken slot is not sent back to the calendar',
  },
];

/** The assumptions the answer or the call of one operation carries. */
export function assumptionsOf(operationId: OperationId): Assumption[] {
  return ASSUMPTIONS.filter((assumption) => assumption.operations.includes(operationId));
}
