import { fromPromise } from 'xstate';
import type { voucherChart } from './chart';

/** The voucher chart (machines/voucher/chart.ts), reporting to whoever spawned it. */
export type VoucherChart = typeof voucherChart;

/**
 * The voucher purchase (its chart, the payment chart and the sign-in), loaded when a visitor
 * starts buying: never with the first screen. Its reports reach whoever spawned it.
 */
export async function importVoucherChart(): Promise<VoucherChart> {
  const { voucherChart } = await import('./chart');
  return voucherChart;
}

export const loadVoucherChart = fromPromise<VoucherChart>(importVoucherChart);
