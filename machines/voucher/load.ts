import { fromPromise, type AnyStateMachine } from 'xstate';
import type { VoucherInput } from './voucher.machine';

/**
 * The voucher purchase (its chart, the payment chart and the sign-in), loaded when a visitor
 * starts buying: never with the first screen. Its reports reach whoever spawned it.
 */
export async function importVoucherChart(): Promise<AnyStateMachine> {
  const { voucherChart } = await import('./chart');
  return voucherChart;
}

export const loadVoucherChart = fromPromise<AnyStateMachine>(importVoucherChart);

/**
 * Spawns the voucher chart loaded at run time as the child `voucher` (like spawnBooking: a chart
 * loaded at run time is no actor of the spawning chart's setup, so its name is what the
 * `xstate.done.actor.voucher` transition and the screens rely on).
 */
export function spawnVoucher(
  spawn: unknown,
  chart: AnyStateMachine,
  options: { id: 'voucher'; input: VoucherInput },
): void {
  (spawn as (logic: AnyStateMachine, options: { id: string; input: VoucherInput }) => unknown)(
    chart,
    options,
  );
}
