import { reportingFlowToKeeper } from '../reportingFlow';
import {
  voucherMachine,
  type VoucherContext,
  type VoucherEvent,
  type VoucherReport,
} from './voucher.machine';

/**
 * The voucher chart as the campaign runs it: a sign-in and a prize used go to the campaign chart,
 * the payment under way and the purchase's step to the flow keeper.
 */
export const voucherChart = voucherMachine.provide({
  actions: { report: reportingFlowToKeeper<VoucherContext, VoucherEvent, VoucherReport>() },
});
