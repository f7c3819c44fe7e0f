import { keptTypedContact, type TypedContact } from './keptValues';
import { isPeopleCountAllowed, type PeopleBounds } from './people';
import { NO_VOUCHER_KEPT, type VoucherKept } from './voucherFlow';

/**
 * A voucher purchase kept across a reload (machines/rules/voucherFlow.ts), on the voucher chart's
 * side: what it tells as the visitor changes it, and what it reads back, checked, never trusted:
 * a value that does not fit is dropped and its default used. A guest's details as typed on the
 * sign-in's guest form are kept with it too (read back by keptTypedContact).
 */
export type VoucherFlowKind = 'normal' | 'gift' | 'premium';

/** The purchase as it stands. */
export interface VoucherFlow {
  /** The first step (how many, which kind), or the details (prize, invoice). */
  step: 'voucher' | 'details';
  campaignId: number;
  kind: VoucherFlowKind;
  giftName: string;
  count: number;
  invoice: { needVatInvoice: boolean; name: string; vatId: string };
  prizeId: number | null;
  /** A guest's details as typed on the sign-in's guest form, not yet confirmed; absent: none. */
  contactTyped?: Partial<TypedContact> | null;
}

/** What a voucher purchase opened again starts from (its count null when none fits). */
export type VoucherResume = Omit<VoucherFlow, 'campaignId' | 'count'> & { count: number | null };

/** Longest name kept (a recipient's, the invoice's); anything longer was not typed here. */
const MAX_NAME_LENGTH = 200;
/** Longest VAT id kept: nine digits, with a country prefix and spaces at most. */
const MAX_VAT_ID_LENGTH = 20;

/** The part of the flow state the purchase as it stands writes, or none (left, or ended). */
export function voucherKeptOf(voucher: VoucherFlow | null): VoucherKept {
  if (!voucher) return NO_VOUCHER_KEPT;
  return {
    voucherInProgress: {
      step: voucher.step,
      campaignId: voucher.campaignId,
      kind: voucher.kind,
      giftName: voucher.giftName,
      ...(voucher.contactTyped ? { contactTyped: voucher.contactTyped } : {}),
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
 * What was kept, read back to open the purchase where the visitor was; or null when none was.
 * Each value that does not fit is dropped: a count or a prize that is not a whole number above 0,
 * a text too long to have been typed.
 */
export function voucherResumeOf(kept: VoucherKept): VoucherResume | null {
  const { voucherInProgress: progress, voucher } = kept;
  if (!progress) return null;
  const contactTyped = keptTypedContact(progress.contactTyped);
  return {
    step: progress.step,
    kind: progress.kind,
    giftName: keptText(progress.giftName, MAX_NAME_LENGTH),
    count: isPositiveWhole(voucher.numberOfPeople) ? voucher.numberOfPeople : null,
    invoice: {
      needVatInvoice: voucher.needVatInvoice,
      name: keptText(voucher.name, MAX_NAME_LENGTH),
      vatId: keptText(voucher.vatId, MAX_VAT_ID_LENGTH),
    },
    prizeId: isPositiveWhole(voucher.prizeId) ? voucher.prizeId : null,
    ...(contactTyped ? { contactTyped } : {}),
  };
}

/**
 * The choices kept, checked against the campaign opened now: a count outside its bounds falls
 * back to the default, and the premium voucher only for a member where the campaign has one
 * (else the normal one). A prize is checked once the visitor's prizes are known.
 */
export function checkedVoucherChoices(
  resume: VoucherResume,
  campaign: { bounds: PeopleBounds; defaultCount: number; premiumAllowed: boolean },
): Pick<VoucherResume, 'kind' | 'giftName' | 'invoice' | 'prizeId'> & { count: number } {
  const count =
    resume.count !== null && isPeopleCountAllowed(resume.count, campaign.bounds)
      ? resume.count
      : campaign.defaultCount;
  const kind = resume.kind === 'premium' && !campaign.premiumAllowed ? 'normal' : resume.kind;
  return {
    count,
    kind,
    giftName: resume.giftName,
    invoice: resume.invoice,
    prizeId: resume.prizeId,
  };
}
