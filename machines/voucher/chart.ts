import { sendParent } from 'xstate';
import {
  voucherMachine,
  type VoucherContext,
  type VoucherEvent,
  type VoucherReport,
} from './voucher.machine';

/** The voucher chart as the campaign runs it: what it reports goes to the campaign chart. */
export const voucherChart = voucherMachine.provide({
  actions: {
    report: sendParent<VoucherContext, VoucherEvent, VoucherReport, VoucherReport, VoucherEvent>(
      (_, report) => report,
    ),
  },
});
