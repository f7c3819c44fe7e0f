import type { FlowState } from '../../domain/flowState';

/**
 * A voucher purchase kept across a reload (SPEC 3 Flow state, Voucher step: numberOfPeople,
 * needVatInvoice, name, vatId, prizeId; and the kind of voucher and the gift's recipient): the
 * step the visitor was at and what they chose and typed. The voucher chart reports it as it
 * changes; the widget keeps it in the flow state and gives it back to the voucher purchase of the
 * same campaign after a reload. What is read back is checked, never trusted: a value that does
 * not fit is dropped and its default used.
 */
export type VoucherFlowKind = 'normal' | 'gift' | 'premium';

export interface VoucherFlow {
  /** The first step (how many, which kind), or the details (prize, invoice). */
  step: 'voucher' | 'details';
  campaignId: number;
  kind: VoucherFlowKind;
  giftName: string;
  count: number;
  invoice: { needVatInvoice: boolean; name: string; vatId: string };
  prizeId: number | null;
}

/** What a voucher purchase opened again starts from (its count null when none fits). */
export type VoucherResume = Omit<VoucherFlow, 'campaignId' | 'count'> & { count: number | null };

/** Longest name kept (a recipient's, the invoice's); anything longer was not typed here. */
const MAX_NAME_LENGTH = 200;
/** Longest VAT id kept: nine digits, with a country prefix and spaces at most. */
const MAX_VAT_ID_LENGTH = 20;

const EMPTY_VOUCHER: FlowState['voucher'] = { needVatInvoice: false, name: '', vatId: '' };

/** The flow state with the voucher purchase as it stands, or without any (left, or ended). */
export function flowWithVoucher(flow: FlowState, voucher: VoucherFlow | null): FlowState {
  if (!voucher) return { ...flow, voucherInProgress: null, voucher: EMPTY_VOUCHER };
  return {
    ...flow,
    voucherInProgress: {
      step: voucher.step,
      campaignId: voucher.campaignId,
      kind: voucher.kind,
      giftName: voucher.giftName,
    },
    voucher: {
      numberOfPeople: voucher.count,
      needVatInvoice: voucher.invoice.needVatInvoice,
      name: voucher.invoice.name,
      vatId: voucher.invoice.vatId,
      prizeId: voucher.prizeId,
    },
  };
}

const keptText = (value: string, max: number) => (value.length <= max ? value : '');
const isPositiveWhole = (value: number | null | undefined): value is number =>
  typeof value === 'number' && Number.isInteger(value) && value > 0;

/**
 * The voucher purchase kept for this campaign, to open it where the visitor was; or null (none,
 * or another campaign's). Each value that does not fit is dropped: a count or a prize that is not
 * a whole number above 0, a text too long to have been typed.
 */
export function voucherResumeOf(flow: FlowState, campaignId: number): VoucherResume | null {
  const kept = flow.voucherInProgress;
  if (!kept || kept.campaignId !== campaignId) return null;
  const { voucher } = flow;
  return {
    step: kept.step,
    kind: kept.kind,
    giftName: keptText(kept.giftName, MAX_NAME_LENGTH),
    count: isPositiveWhole(voucher.numberOfPeople) ? voucher.numberOfPeople : null,
    invoice: {
      needVatInvoice: voucher.needVatInvoice,
      name: keptText(voucher.name, MAX_NAME_LENGTH),
      vatId: keptText(voucher.vatId, MAX_VAT_ID_LENGTH),
    },
    prizeId: isPositiveWhole(voucher.prizeId) ? voucher.prizeId : null,
  };
}

/**
 * The flow state the resume chart settled, after a reload: once the voucher payment it followed
 * has ended (paid or not), that purchase is not reopened, so nothing is offered to pay twice.
 */
export function withoutEndedVoucherPurchase(before: FlowState, after: FlowState): FlowState {
  const followed = before.paymentInProgress;
  // An entry stored before the purchase was kept with it is a voucher's.
  const wasVoucher = followed != null && (followed.purchase ?? 'voucher') === 'voucher';
  return wasVoucher && !after.paymentInProgress ? flowWithVoucher(after, null) : after;
}
