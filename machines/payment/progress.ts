import { sendParent } from 'xstate';
import type { PaymentUnderWay, PurchaseKind } from '../../domain/paymentInProgress';
import {
  paymentMachine,
  type PaymentContext,
  type PaymentEvent,
  type PaymentInProgress,
  type PaymentStart,
} from './payment.machine';

/**
 * What a purchase (a voucher, the premium membership) shares about the payment under way: the
 * payment chart tells the purchase that runs it (`payment.progress`), and the purchase tells the
 * widget (`payment.pending`, `payment.settled`), which keeps it in the flow state so that a
 * reload follows it instead of paying again (domain/paymentInProgress.ts).
 */

/** What the payment chart tells the purchase of the payment under way (its `reportInProgress`). */
export type PaymentProgress = {
  type: 'payment.progress';
  inProgress: PaymentInProgress | null;
  /** A start about to be sent (its answer not known yet); absent once answered. */
  starting?: PaymentStart | null;
  phone: { prefix: string; phone: string };
};

/**
 * A payment under way (kept in the flow state, so a reload follows it instead of paying again),
 * and its end (paid, unpaid, a reference issued, in store, another method chosen).
 */
export type PaymentReport =
  | { type: 'payment.pending'; payment: PaymentUnderWay }
  | { type: 'payment.settled' };

/**
 * The payment chart as a purchase runs it: it tells the purchase the start about to be sent and
 * the payment under way.
 */
export const reportingPaymentMachine = paymentMachine.provide({
  actions: {
    reportInProgress: sendParent<
      PaymentContext,
      PaymentEvent,
      PaymentInProgress | null,
      PaymentProgress,
      PaymentEvent
    >(({ context }, inProgress) => ({
      type: 'payment.progress',
      inProgress,
      phone: { ...context.form },
    })),
    reportStarting: sendParent<
      PaymentContext,
      PaymentEvent,
      PaymentStart,
      PaymentProgress,
      PaymentEvent
    >(({ context }, starting) => ({
      type: 'payment.progress',
      inProgress: null,
      starting,
      phone: { ...context.form },
    })),
  },
});

/** What the purchase says of itself, for the flow state to keep with the payment. */
export interface PaymentPurchase {
  /** What is bought: a premium payment that ends paid after a reload makes the user premium. */
  purchase: PurchaseKind;
  /** Who pays: a user by id (never the token: it comes back from the login cookies), or a guest. */
  payer: PaymentUnderWay['payer'];
  /** What is bought, as the visitor knows it (the resumed payment's heading shows it). */
  title: string;
  campaignId: number | null;
  /** What is paid, in euro. */
  amount: number;
}

/**
 * The payment under way as the flow state keeps it: what the payment chart needs to follow it,
 * what is bought, who pays and its amount; or its end.
 */
export function paymentReportOf(
  progress: PaymentProgress,
  purchase: PaymentPurchase,
): PaymentReport {
  const { inProgress, starting } = progress;
  if (!inProgress && !starting) return { type: 'payment.settled' };
  return {
    type: 'payment.pending',
    payment: {
      ...(inProgress ? { inProgress } : { starting: starting! }),
      purchase: purchase.purchase,
      payer: purchase.payer,
      phone: { prefix: progress.phone.prefix, phone: progress.phone.phone },
      title: purchase.title,
      campaignId: purchase.campaignId,
      amount: purchase.amount,
    },
  };
}
