import * as v from 'valibot';
import { paymentUnderWaySchema } from './paymentInProgress';
import { pendingRequestSchema } from './pendingRequest';

/**
 * The flow state of SPEC section 3: what the visitor has chosen so far, kept across reloads.
 * It holds no secrets (no token, no password); the login lives in cookies instead.
 */
const optionalNumber = v.optional(v.nullable(v.number()));
const optionalString = v.optional(v.nullable(v.string()));
/**
 * A contact step's name, prefix, phone and NIF as typed, not yet confirmed (SPEC 3 Contact's fields;
 * on a guest's form, the email too),
 * kept with the booking or the order they were typed for (each field only once typed, or read
 * back fitting). Optional, so older states still read.
 */
const contactTyped = v.optional(
  v.nullable(
    v.object({
      name: v.optional(v.string()),
      prefix: v.optional(v.string()),
      phone: v.optional(v.string()),
      vatId: v.optional(v.string()),
      email: v.optional(v.string()),
    }),
  ),
);

export const flowStateSchema = v.object({
  reservationType: v.picklist(['normal', 'smart']),
  transportType: v.picklist(['none', 'takeaway', 'delivery']),
  showMenu: v.boolean(),
  isTransported: v.boolean(),
  backButton: v.boolean(),
  shoppingCartNotes: v.string(),
  serviceId: optionalNumber,
  campaignId: optionalNumber,
  shopId: optionalNumber,
  referralCode: optionalString,
  defaultView: optionalString,
  deliveryAddress: v.object({
    street: v.string(),
    floorDoor: v.string(),
    city: v.string(),
    postalCode: v.string(),
    countryId: v.number(),
    deliveryAddressId: optionalNumber,
    billingAddressId: optionalNumber,
    addressName: v.string(),
    latitude: optionalNumber,
    longitude: optionalNumber,
  }),
  deliveryChoice: v.object({
    deliveryType: v.optional(v.nullable(v.picklist(['STORE_PICKUP', 'PICKUP_POINT', 'DELIVERY']))),
    shopDeliveryMethodId: optionalNumber,
    pickupPoint: optionalString,
  }),
  contact: v.object({
    name: v.string(),
    prefix: v.string(),
    phone: v.string(),
    /**
     * Not in SPEC 3's Contact: the email a guest gave (or the host page prefilled), so that a
     * reload does not ask for it again. Optional, so a state stored before it existed still reads.
     */
    email: v.optional(v.string(), ''),
    notes: v.string(),
    vatId: v.string(),
  }),
  payment: v.object({
    mbwayPhoneNumber: v.string(),
    mbwayPrefix: v.string(),
    paymentMethod: optionalString,
    paymentMethodId: optionalNumber,
    paymentInfo: v.object({ onlinePayment: v.boolean(), prefix: v.string(), mobile: v.string() }),
  }),
  productOrder: v.record(
    v.string(),
    v.object({ shopDeliveryMethodId: optionalNumber, note: v.string() }),
  ),
  book: v.object({
    transportInstant: v.picklist(['asap', 'scheduled']),
    prizeId: optionalNumber,
    numberOfPeople: optionalNumber,
    selectedDayIsAvailable: v.boolean(),
    date: optionalString,
    dateTimes: v.array(v.string()),
  }),
  voucher: v.object({
    numberOfPeople: optionalNumber,
    needVatInvoice: v.boolean(),
    name: v.string(),
    vatId: v.string(),
    prizeId: optionalNumber,
  }),
  /**
   * A request sent whose answer is not known yet (domain/pendingRequest.ts). Optional, so a
   * state stored before it existed still reads as version 1.
   */
  pendingRequest: v.optional(v.nullable(pendingRequestSchema)),
  /**
   * A payment started and not yet ended (domain/paymentInProgress.ts): followed after a reload,
   * never started again. Optional like `pendingRequest`, so older version 1 states still read.
   */
  paymentInProgress: v.optional(v.nullable(paymentUnderWaySchema)),
  /**
   * The order the visitor is in (a type 7 campaign's, or a shop's cart) and its step, so that a
   * reload goes back to it; its transport, address and delivery are the SPEC 3 fields above
   * (transportType, book.transportInstant and book.date, deliveryAddress, deliveryChoice).
   * Optional like `pendingRequest`. `serviceId`: the shop's service (type 7) the order was started
   * from in the service list, or none (a campaign's order, a shop's cart); optional too, so an
   * order kept before it existed still reads (as not a service's).
   */
  orderInProgress: v.optional(
    v.nullable(
      v.object({
        step: v.picklist(['menu', 'cart', 'delivery']),
        shopId: v.number(),
        campaignId: v.nullable(v.number()),
        serviceId: optionalNumber,
        /** The order's prize chosen (SPEC 3 prizeId), kept with this order only. Optional. */
        prizeId: optionalNumber,
        /** The postal code its pickup points were searched by, as typed. Optional. */
        pickupPostalCode: optionalString,
        contactTyped,
      }),
    ),
  ),
  /**
   * The booking of a campaign whose date was chosen, so that a reload opens its calendar with
   * that choice: the day, the people and the suggested date-times are the SPEC 3 Book step above
   * (`book`), the time slot is kept here. Optional like `pendingRequest`.
   */
  bookingInProgress: v.optional(
    v.nullable(
      v.object({
        campaignId: v.number(),
        /** The time slot chosen (slot mode); its day, people and date-times are `book`'s. */
        startTime: optionalString,
        contactTyped,
      }),
    ),
  ),
  /**
   * The voucher purchase the visitor is in and its step, so that a reload goes back to it with
   * what was chosen; the count, the invoice and the prize are the SPEC 3 Voucher step above
   * (`voucher`), the kind and the gift's recipient are kept here. Optional like `pendingRequest`.
   */
  voucherInProgress: v.optional(
    v.nullable(
      v.object({
        step: v.picklist(['voucher', 'details']),
        campaignId: v.number(),
        kind: v.picklist(['normal', 'gift', 'premium']),
        giftName: v.string(),
        contactTyped,
      }),
    ),
  ),
});

export type FlowState = v.InferOutput<typeof flowStateSchema>;

// The state of a first visit has no checks to run: it lives apart, so the checks load only when
// something stored is read back (api/flowStorage.ts).
export { initialFlowState } from './initialFlowState';

/** A stored value read back: the flow state if it fits the schema exactly, otherwise null. */
export function parseFlowState(value: unknown): FlowState | null {
  const result = v.safeParse(flowStateSchema, value);
  return result.success ? result.output : null;
}
