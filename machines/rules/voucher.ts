import type { components } from '../../api/schema';
import { MIN_VOUCHER_PAYABLE_WITH_PRIZE_EUR, VOUCHER_VALIDITY_YEARS } from '../../domain/constants';
import { discountedCents, fromCents, toCents, unitsCents } from './money';
import { smartOffer } from './pricing';
import { normaliseVatId, vatIdProblem, type VatIdProblem } from './vatId';

/**
 * Buying a voucher (SPEC 2 "Voucher purchase", 3 "Voucher step", 5, 9): what one voucher costs
 * (normal, gift or premium), what is left to pay with a prize (never below 2 €), which methods pay
 * for it, the VAT invoice's details, and how long it is valid. The middleware prices the purchase
 * too; these rules say what the visitor is told before paying and what the chart allows.
 */

type CampaignInfo = components['schemas']['CampaignInfo'];
type PaymentMethodCode = components['schemas']['PaymentMethodCode'];
type Prize = components['schemas']['Prize'];

/** The voucher payment link is HiPay's: its MB WAY, card and ATM reference, when none are listed. */
export const DEFAULT_VOUCHER_PAYMENT_METHODS: readonly PaymentMethodCode[] = [
  'hipay_mbway',
  'hipay_cc',
  'hipay_mb',
];

export function voucherPaymentMethods(
  campaign: Pick<CampaignInfo, 'voucherPaymentMethods'>,
): PaymentMethodCode[] {
  return campaign.voucherPaymentMethods
    ? campaign.voucherPaymentMethods.map((method) => method.code)
    : [...DEFAULT_VOUCHER_PAYMENT_METHODS];
}

/** A normal voucher, one to give (the gift discount), or a member's (the smart price). */
export type VoucherKind = 'normal' | 'gift' | 'premium';

/**
 * What one voucher costs: the offer price, less the gift or premium voucher's extra discount, to
 * the cent, half up (machines/rules/money.ts `discountedCents`).
 */
export function voucherUnitPrice(
  campaign: Pick<
    CampaignInfo,
    'campaignView' | 'attributes' | 'giftVoucherExtraDiscount' | 'premiumVoucherExtraDiscount'
  >,
  kind: VoucherKind,
): number {
  const offerCents = toCents(campaign.campaignView.offerPrice ?? 0);
  if (kind === 'premium') {
    const smart = smartOffer(campaign)?.smartPrice;
    if (smart !== undefined) return fromCents(toCents(smart));
    return fromCents(discountedCents(offerCents, campaign.premiumVoucherExtraDiscount ?? 0));
  }
  if (kind === 'gift') {
    return fromCents(discountedCents(offerCents, campaign.giftVoucherExtraDiscount ?? 0));
  }
  return fromCents(offerCents);
}

export interface VoucherAmounts {
  /** Unit price times the number of vouchers. */
  gross: number;
  /** The prize used, at most what the vouchers cost. */
  prize: number;
  /** What is paid now. */
  toPay: number;
}

/** What `count` vouchers cost: the unit price (as shown) times their number, less the prize. */
export function voucherAmounts(
  unitPrice: number,
  count: number,
  prize: Pick<Prize, 'value'> | null,
): VoucherAmounts {
  const grossCents = unitsCents(toCents(unitPrice), count);
  const prizeCents = prize ? Math.min(toCents(prize.value), grossCents) : 0;
  return {
    gross: fromCents(grossCents),
    prize: fromCents(prizeCents),
    toPay: fromCents(grossCents - prizeCents),
  };
}

/**
 * SPEC 5: "Voucher with a prize: the amount to pay cannot be below 2 euros (Invalid operation)".
 * Without a prize there is nothing to check.
 */
export function isPayableWithPrize(gross: number, prize: Pick<Prize, 'value'> | null): boolean {
  if (!prize) return true;
  return toCents(gross) - toCents(prize.value) >= toCents(MIN_VOUCHER_PAYABLE_WITH_PRIZE_EUR);
}

/** A prize that can still be used: not used, and worth something. */
export function usablePrizes(prizes: readonly Prize[]): Prize[] {
  return prizes.filter((prize) => prize.isUsed !== true && prize.value > 0);
}

export type VoucherInvoiceField = 'invoiceName' | 'vatId';
export type VoucherInvoiceErrors = Partial<
  Record<VoucherInvoiceField, 'nameRequired' | VatIdProblem>
>;

/** SPEC 3 voucher step (needVatInvoice, name, vatId) and SPEC 5 "Valid tax (VAT) id". */
export function voucherInvoiceErrors(invoice: {
  needVatInvoice: boolean;
  name: string;
  vatId: string;
}): VoucherInvoiceErrors {
  if (!invoice.needVatInvoice) return {};
  const errors: VoucherInvoiceErrors = {};
  if (invoice.name.trim() === '') errors.invoiceName = 'nameRequired';
  const vatId = vatIdProblem(invoice.vatId);
  if (vatId) errors.vatId = vatId;
  return errors;
}

/** The VAT id as it is sent: its nine digits. */
export { normaliseVatId };

/** SPEC 9: "Voucher valid for one year" from the day it is bought (ISO date). */
export function voucherValidUntil(boughtOn: string): string {
  const date = new Date(`${boughtOn.slice(0, 10)}T00:00:00Z`);
  date.setUTCFullYear(date.getUTCFullYear() + VOUCHER_VALIDITY_YEARS);
  return date.toISOString().slice(0, 10);
}
