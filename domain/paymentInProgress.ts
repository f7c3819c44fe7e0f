import * as v from 'valibot';
import type { components } from '../api/schema';

/**
 * A payment under way (SPEC 3 "Payment": its id, deadline and phone), kept in the flow state from
 * the moment the middleware started it until it ends (paid, refused, expired, a reference issued,
 * to be paid in store), so that a reload follows it instead of paying again: on the next start the
 * widget shows it before anything else, asking only its status (README "Buying a voucher and
 * paying"). It holds no secret: who pays is a user id (the token comes back from the login
 * cookies) or a guest.
 */

type Payment = components['schemas']['Payment'];
type PaymentMethodCode = components['schemas']['PaymentMethodCode'];

/** Every payment method of the contract (SPEC 4), each once: the record cannot miss one. */
const PAYMENT_METHOD_CODES: Record<PaymentMethodCode, true> = {
  hipay_mbway: true,
  hipay_cc: true,
  hipay_mb: true,
  VIVA_WALLET: true,
  IN_STORE_PAYMENT: true,
  SIBS_MBWAY: true,
  SIBS_CARD: true,
};

const paymentMethodSchema = v.picklist(Object.keys(PAYMENT_METHOD_CODES) as PaymentMethodCode[]);
const optionalString = v.optional(v.string());

/** The middleware's Payment (the contract's), checked field by field as it is read back. */
const paymentSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1)),
  deadline: optionalString,
  mbwayPhoneNumber: optionalString,
  paymentMethod: v.optional(paymentMethodSchema),
  amount: v.optional(v.pipe(v.number(), v.minValue(0))),
  paymentUrl: optionalString,
  atmEntity: optionalString,
  atmReference: optionalString,
});

/** True only when the two types have the same fields, each assignable to the other. */
type SameShape<A, B> = [A, keyof A] extends [B, keyof B]
  ? [B, keyof B] extends [A, keyof A]
    ? true
    : false
  : false;
// The check above reads exactly the contract's Payment: a field added, dropped or retyped in
// api/openapi.yaml stops this from compiling until it is checked here too.
const _paymentIsTheContracts: SameShape<v.InferOutput<typeof paymentSchema>, Payment> = true;

/** What a payment under way pays for: a voucher, the premium (smart) membership, or an order. */
export const PURCHASE_KINDS = ['voucher', 'premium', 'order'] as const;
export type PurchaseKind = (typeof PURCHASE_KINDS)[number];

/**
 * How a start whose answer is not known is looked up (machines/rules/payment.ts StartLookup):
 * the order's payment status, the user's bookings, or no way at all.
 */
const startLookupSchema = v.variant('kind', [
  v.object({
    kind: v.literal('orderStatus'),
    orderCode: v.pipe(v.string(), v.minLength(1)),
    previousPaymentId: v.nullable(v.string()),
  }),
  v.object({ kind: v.literal('myBookings'), campaignId: v.number(), count: v.number() }),
  v.object({ kind: v.literal('none') }),
]);

export const paymentUnderWaySchema = v.pipe(
  v.object({
    /** What the payment chart follows (machines/payment/payment.machine.ts PaymentInProgress). */
    inProgress: v.optional(
      v.object({
        orderCode: v.pipe(v.string(), v.minLength(1)),
        method: paymentMethodSchema,
        payment: paymentSchema,
        /** When the request went out (epoch ms): the polling slows after a minute of it. */
        startedAtMs: v.number(),
      }),
    ),
    /**
     * A start sent whose answer is not known yet (PaymentStart): kept before the request goes
     * out, so that a reload looks up what it made instead of sending it again.
     */
    starting: v.optional(
      v.object({
        method: paymentMethodSchema,
        requestedAtMs: v.number(),
        lookup: startLookupSchema,
      }),
    ),
    /**
     * What is bought: a premium membership paid after a reload makes the widget read the user's
     * profile again (now premium). An entry stored before it was kept is a voucher's.
     */
    purchase: v.optional(v.picklist(PURCHASE_KINDS)),
    /** Who pays: the status of a user's payment is asked with their token, a guest's without. */
    payer: v.variant('kind', [
      v.object({ kind: v.literal('user'), userId: v.number() }),
      v.object({ kind: v.literal('guest') }),
    ]),
    /** The MB WAY phone the request went to, as typed (its dialing prefix shown with it). */
    phone: v.object({ prefix: v.string(), phone: v.string() }),
    /** What is bought, as the visitor knows it (the campaign's title, or "Premium"). */
    title: v.string(),
    campaignId: v.nullable(v.number()),
    /** What is paid, in euro. */
    amount: v.number(),
  }),
  v.check(
    (entry) => entry.inProgress !== undefined || entry.starting !== undefined,
    'a payment under way is either started or being started',
  ),
);

export type PaymentUnderWay = v.InferOutput<typeof paymentUnderWaySchema>;
