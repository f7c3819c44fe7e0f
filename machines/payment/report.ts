import type { PaymentUnderWay, PurchaseKind } from '../../domain/paymentInProgress';
import type { PaymentInProgress, PaymentStart } from './payment.types';

/**
 * What a purchase shares about the payment under way, without the payment chart's code (the
 * widget follows an order's payment after a reload with the chart loaded then): the payment
 * chart's progress, and what the flow state keeps of it (machines/payment/progress.ts runs it).
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
