import { sendParent } from 'xstate';
import { paymentMachine } from './payment.machine';
import type {
  PaymentContext,
  PaymentEvent,
  PaymentInProgress,
  PaymentStart,
} from './payment.types';
import type { PaymentProgress } from './report';

export {
  paymentReportOf,
  type PaymentProgress,
  type PaymentPurchase,
  type PaymentReport,
} from './report';

/**
 * What a purchase (a voucher, the premium membership) shares about the payment under way: the
 * payment chart tells the purchase that runs it (`payment.progress`), and the purchase tells the
 * widget (`payment.pending`, `payment.settled`), which keeps it in the flow state so that a
 * reload follows it instead of paying again (domain/paymentInProgress.ts).
 */

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
