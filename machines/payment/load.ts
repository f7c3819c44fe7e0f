import { fromPromise, type ActorRefFrom } from 'xstate';
import type { paymentMachine } from './payment.machine';

/** The payment chart (machines/payment/payment.machine.ts), as its code is loaded. */
export type PaymentChart = typeof paymentMachine;
export type PaymentActor = ActorRefFrom<PaymentChart>;

/**
 * The payment chart's code, loaded when a payment under way is followed at start (a reload
 * during an MB WAY countdown): never with the first screen. A purchase's own chart (the voucher)
 * carries it too.
 */
export async function importPaymentChart(): Promise<PaymentChart> {
  const { paymentMachine } = await import('./payment.machine');
  return paymentMachine;
}

export const loadPaymentChart = fromPromise<PaymentChart>(importPaymentChart);
