import type { components } from '../../api/schema';
import type { GuestTyped } from '../auth/auth.types';
import type { TypedContact } from '../rules/keptValues';
import type {
  BookingContact,
  BookingSettings,
  Identity,
  PrizeUsedReport,
} from '../booking/booking.types';
import type { PaymentOutput } from '../payment/payment.types';
import type { PaymentProgress, PaymentReport } from '../payment/progress';
import type { VoucherKept } from '../rules/voucherFlow';
import type { VoucherInvoiceErrors, VoucherKind } from '../rules/voucher';

/** The voucher chart's types: its input, context, events, reports and output. */

type CampaignInfo = components['schemas']['CampaignInfo'];
type Prize = components['schemas']['Prize'];

export interface VoucherInput
  extends Pick<BookingSettings, 'allowGuestLogin' | 'providerId' | 'social'> {
  campaign: CampaignInfo;
  identity: Identity | null;
  /** The flow's contact: its phone starts the MB WAY payment. */
  contact: BookingContact;
  /** The start of every Idempotency-Key the purchase sends. */
  keySeed: string;
  /**
   * What was kept of this campaign's purchase the visitor was in before a reload, as stored:
   * checked, then reopened where they were.
   */
  kept?: VoucherKept | null;
}

export interface VoucherContext extends VoucherInput {
  count: number;
  kind: VoucherKind;
  /** The gift's recipient (SPEC: gift voucher). */
  giftName: string;
  prizes: Prize[];
  prizeId: number | null;
  invoice: { needVatInvoice: boolean; name: string; vatId: string };
  errors: VoucherInvoiceErrors & { giftName?: 'nameRequired'; prize?: 'voucherAmountTooLow' };
  /** How the payment ended (paid, a reference to pay, in store). */
  payment: Exclude<PaymentOutput, { status: 'cancelled' }> | null;
  /** Opened again after a reload at the details: goes back to them, once. */
  resumeAt: 'details' | null;
  /** A guest's details as typed on the sign-in's guest form, not yet confirmed; or null. */
  typedContact: Partial<TypedContact> | null;
}

export type VoucherField = 'giftName' | 'invoiceName' | 'vatId';

export type VoucherEvent =
  | { type: 'voucher.count'; count: number }
  | { type: 'voucher.kind'; kind: VoucherKind }
  | { type: 'voucher.change'; field: VoucherField; value: string }
  | { type: 'invoice.toggle'; needVatInvoice: boolean }
  | { type: 'prize.select'; prizeId: number | null }
  | { type: 'voucher.continue' }
  | { type: 'voucher.back' }
  /** Leave the purchase from its first step, or once it is done. */
  | { type: 'voucher.exit' }
  /** From the payment chart: the payment under way (and the phone it went to), or none now. */
  | PaymentProgress
  /** From the sign-in's guest form: a guest's details as typed (kept for a reload). */
  | GuestTyped;

export type { PaymentProgress, PaymentReport };

/** The purchase as it stands (kept in the flow state for a reload), or none once it is left. */
export interface VoucherFlowReport {
  type: 'voucher.flow';
  /** The part of the flow state it writes. */
  kept: VoucherKept;
}

/**
 * What the purchase tells whoever runs it: a sign-in, the payment under way and the purchase as
 * it stands (kept by the widget).
 */
export type VoucherReport =
  | { type: 'booking.signedIn'; identity: Identity }
  | PaymentReport
  | PrizeUsedReport
  | VoucherFlowReport;

export interface VoucherOutput {
  payment: VoucherContext['payment'];
}
