import type { FlowState } from '../../domain/flowState';

/**
 * A voucher purchase kept across a reload (SPEC 3 Flow state, Voucher step: numberOfPeople,
 * needVatInvoice, name, vatId, prizeId; and the kind of voucher and the gift's recipient): the
 * step the visitor was at and what they chose and typed. The voucher chart tells it as it
 * changes, as the part of the flow state it writes (machines/rules/voucherResume.ts); the widget
 * keeps it and gives it back to the voucher purchase of the same campaign after a reload, which
 * checks it before use. What is here is what the first screen needs; the rest loads with the
 * voucher chart.
 */
export type VoucherKept = Pick<FlowState, 'voucher' | 'voucherInProgress'>;

/** Nothing kept: no purchase under way, the Voucher step empty. */
export const NO_VOUCHER_KEPT: VoucherKept = {
  voucherInProgress: null,
  voucher: { needVatInvoice: false, name: '', vatId: '' },
};

/** What was kept of this campaign's voucher purchase, as stored (checked by the chart); or null. */
export function keptVoucherOf(flow: FlowState, campaignId: number): VoucherKept | null {
  return flow.voucherInProgress?.campaignId === campaignId
    ? { voucherInProgress: flow.voucherInProgress, voucher: flow.voucher }
    : null;
}

/**
 * The flow state the resume chart settled, after a reload: once the voucher payment it followed
 * has ended (paid or not), that purchase is not reopened, so nothing is offered to pay twice.
 */
export function withoutEndedVoucherPurchase(before: FlowState, after: FlowState): FlowState {
  const followed = before.paymentInProgress;
  // An entry stored before the purchase was kept with it is a voucher's.
  const wasVoucher = followed != null && (followed.purchase ?? 'voucher') === 'voucher';
  return wasVoucher && !after.paymentInProgress ? { ...after, ...NO_VOUCHER_KEPT } : after;
}
