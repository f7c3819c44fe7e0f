import type { ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import type { PendingRequest } from '../../domain/pendingRequest';
import type { BookingSettings, Identity, PrizeUsedReport } from '../booking/booking.types';
import type { GuestTyped } from '../auth/auth.types';
import type { ContactTyped } from '../booking/contact.machine';
import type { PaymentOutput } from '../payment/payment.types';
import type { PaymentProgress, PaymentReport } from '../payment/report';
import type { BookingContact } from '../rules/bookingRequest';
import type { TypedContact } from '../rules/keptValues';
import type { Order, OrderDelivery } from '../rules/orderRequest';
import type { TransportChoice } from '../rules/transport';

export type Schemas = components['schemas'];
export type PaymentMethodCode = Schemas['PaymentMethodCode'];

export interface CheckoutInput {
  shopId: number;
  campaignId: number | null;
  /** What is ordered, as the visitor knows it (the resumed payment's heading after a reload). */
  title: string;
  /** Where it is ordered from (the success's share); empty where not yet known. */
  shopName: string;
  /** The points the campaign says an order earns, for an account; null where none is said. */
  points: number | null;
  transport: TransportChoice;
  delivery: OrderDelivery & { cost: number };
  /** The cart being ordered: its id and coupon (the order call names them). */
  cart: { id: number | null; couponCode: string | null };
  /** What the items cost after the coupon: a prize comes off it (machines/rules/orderPrize.ts). */
  itemsAfterCoupon: number;
  /** SPEC 6: a guest path only where allowGuestLogin is on and the campaign is not members-only. */
  settings: Pick<BookingSettings, 'allowGuestLogin' | 'providerId' | 'social'>;
  canOrderAsGuest: boolean;
  /** Whoever the widget already knows: not asked to sign in again. */
  identity: Identity | null;
  /** The flow's contact (SPEC 3), to prefill the contact step. */
  contact: BookingContact;
  /** The contact step's name, prefix and phone as typed before (kept by the order), or none. */
  typedContact?: Partial<TypedContact> | null;
  /** The start of every Idempotency-Key of this checkout (machines/rules/idempotency.ts). */
  keySeed: string;
  /**
   * The prize chosen for this order before a reload (machines/rules/orderFlow.ts), if any: shown
   * as chosen, and sent, only while it is one of the signed-in visitor's usable prizes.
   */
  prizeId?: number | null;
}

export interface CheckoutContext extends CheckoutInput {
  /** The methods the shop offers for this delivery (payment-methods). */
  methods: PaymentMethodCode[];
  /** The order the middleware made: once made, never made again (it is paid, or left unpaid). */
  order: Order | null;
  /** How the payment ended (paid, a reference to pay, in store). */
  payment: Exclude<PaymentOutput, { status: 'cancelled' }> | null;
  error: ErrorCode | null;
  /** The middleware's words for a refusal the catalogue has no message for (SPEC 8). */
  errorDetail: string | null;
  /** When "Encomendar" last went out (epoch ms): a lost answer is looked up from then. */
  requestedAtMs: number | null;
  /**
   * The signed-in visitor's prize chosen for this order (at most one), or none; one kept before a
   * reload counts only while the visitor has it (`chosenPrizeOf`).
   */
  prizeId: number | null;
  /** The prize chosen leaves less than 2 € of the items to pay (said beside the prizes). */
  prizeError: 'voucherAmountTooLow' | null;
  /** How it ended, set by the final state reached (the output reads it). */
  ended: CheckoutOutput['status'];
}

export type CheckoutEvent =
  | { type: 'checkout.back' }
  | { type: 'checkout.retry' }
  /** "Encomendar": the order is made (once, whatever the clicks). */
  | { type: 'checkout.place' }
  /** A prize chosen at the review (null: none). */
  | { type: 'checkout.choosePrize'; prizeId: number | null }
  /** Pay an order that was left unpaid. */
  | { type: 'checkout.pay' }
  /** Ask again whether an order whose answer was lost was made (its lookup). */
  | { type: 'checkout.check' }
  | { type: 'checkout.finish' }
  /** From the contact step: its fields as typed. */
  | ContactTyped
  /** From the sign-in's guest form: a guest's details as typed. */
  | GuestTyped
  | PaymentProgress;

/** How the checkout ended: the visitor went back to the cart, or finished with an order. */
export interface CheckoutOutput {
  status: 'back' | 'cartChanged' | 'finished';
}

/**
 * What the checkout tells whoever runs it: a sign-in, the contact, the order on its way (kept in
 * the flow state until its answer is known, and while the order made waits for its payment),
 * the payment under way.
 */
export type CheckoutReport =
  | { type: 'booking.signedIn'; identity: Identity }
  | { type: 'booking.contact'; contact: BookingContact }
  | { type: 'booking.pending'; pending: PendingRequest }
  | { type: 'booking.settled' }
  | PrizeUsedReport
  | ContactTyped
  | GuestTyped
  | CheckoutPrizeReport
  | PaymentReport;

/** A prize chosen at the review (null: none), kept with the order for a reload. */
export interface CheckoutPrizeReport {
  type: 'checkout.prize';
  prizeId: number | null;
}
