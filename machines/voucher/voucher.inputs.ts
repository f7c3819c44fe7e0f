/**
 * What the voucher chart reckons from its context (the prize, the amounts, the purchase asked
 * for), its children's inputs, what it reports and its starting context.
 */
import type { components } from '../../api/schema';
import { signInPrefill } from '../auth/identifying';
import type { AuthInput } from '../auth/auth.types';
import type { Identity } from '../booking/booking.types';
import type { ShareInput } from '../booking/share.machine';
import type { Payer, PaymentInput } from '../payment/payment.types';
import {
  paymentReportOf as reportOfPayment,
  type PaymentProgress,
  type PaymentReport,
} from '../payment/progress';
import { canContinueAsGuest } from '../rules/availability';
import { campaignDefaultPeople, campaignPeopleBounds } from '../rules/people';
import { smartOffer } from '../rules/pricing';
import {
  checkedVoucherChoices,
  voucherKeptOf,
  voucherResumeOf,
  type VoucherFlow,
} from '../rules/voucherResume';
import {
  normaliseVatId,
  usablePrizes,
  voucherAmounts,
  voucherPaymentMethods,
  voucherUnitPrice,
} from '../rules/voucher';
import type { VoucherContext, VoucherFlowReport, VoucherInput } from './voucher.types';

type Prize = components['schemas']['Prize'];
type VoucherPurchaseRequest = components['schemas']['VoucherPurchaseRequest'];

export const isMember = (context: Pick<VoucherContext, 'identity'>) =>
  context.identity?.kind === 'user' && context.identity.user.isPremium === true;

/** The chosen prize, if it is still one of the visitor's usable prizes. */
export function chosenPrize(context: Pick<VoucherContext, 'prizes' | 'prizeId'>): Prize | null {
  return usablePrizes(context.prizes).find((prize) => prize.id === context.prizeId) ?? null;
}

/** What the visitor pays: unit price (normal, gift, premium) times the count, less the prize. */
export function amountsOf(context: VoucherContext) {
  return voucherAmounts(
    voucherUnitPrice(context.campaign, context.kind),
    context.count,
    chosenPrize(context),
  );
}

/** The voucher step of the flow state (SPEC 3) as the voucher payment link takes it. */
export function purchaseRequestOf(
  context: VoucherContext,
): Omit<VoucherPurchaseRequest, 'paymentMethod'> {
  const { invoice } = context;
  return {
    campaignId: context.campaign.campaignView.campaignId,
    numberOfPeople: context.count,
    reservationType: context.kind === 'premium' ? 'smart' : 'normal',
    needVatInvoice: invoice.needVatInvoice,
    ...(invoice.needVatInvoice
      ? { name: invoice.name.trim(), vatId: normaliseVatId(invoice.vatId) }
      : {}),
    ...(context.identity?.kind === 'guest' ? { email: context.identity.guest.email } : {}),
    ...(chosenPrize(context) ? { prizeId: context.prizeId! } : {}),
    ...(context.kind === 'gift' ? { gift: { name: context.giftName.trim() } } : {}),
  };
}

function payerOf(identity: Identity | null): Payer {
  return identity?.kind === 'user'
    ? { kind: 'user', userId: identity.user.id, token: identity.user.token }
    : { kind: 'guest' };
}

export function paymentInputOf({ context }: { context: VoucherContext }): PaymentInput {
  return {
    amount: amountsOf(context).toPay,
    methods: voucherPaymentMethods(context.campaign),
    purchase: { kind: 'voucher', request: purchaseRequestOf(context) },
    payer: payerOf(context.identity),
    phone: { prefix: context.contact.prefix, phone: context.contact.phone },
    keySeed: context.keySeed,
  };
}

/**
 * The payment under way as the flow state keeps it: what the payment chart needs to follow it,
 * who pays (a user's id, never the token), what is bought and its amount; or its end.
 */
export function paymentReportOf(context: VoucherContext, progress: PaymentProgress): PaymentReport {
  const { campaignView } = context.campaign;
  return reportOfPayment(progress, {
    purchase: 'voucher',
    payer:
      context.identity?.kind === 'user'
        ? { kind: 'user', userId: context.identity.user.id }
        : { kind: 'guest' },
    title: campaignView.campaignTitle,
    campaignId: campaignView.campaignId,
    amount: amountsOf(context).toPay,
  });
}

export function authInputOf({ context }: { context: VoucherContext }): AuthInput {
  return {
    allowGuestLogin: canContinueAsGuest(context.campaign, context),
    reason: 'voucher',
    providerId: context.providerId,
    // What was typed on the guest's form before a reload wins over the flow's contact.
    prefill: signInPrefill({ ...context.contact, ...context.typedContact }),
    social: context.social,
  };
}

export function shareInputOf({ context }: { context: VoucherContext }): ShareInput {
  const title = context.campaign.campaignView.campaignTitle;
  return {
    title,
    text: `${title} · ${context.campaign.shop.name}`,
    target: { campaignId: context.campaign.campaignView.campaignId },
  };
}

/** The purchase at a step, as the flow state keeps it. */
export function voucherFlowAt(
  context: VoucherContext,
  step: VoucherFlow['step'],
): VoucherFlowReport {
  return {
    type: 'voucher.flow',
    kept: voucherKeptOf({
      step,
      campaignId: context.campaign.campaignView.campaignId,
      kind: context.kind,
      giftName: context.giftName,
      count: context.count,
      invoice: context.invoice,
      prizeId: context.prizeId,
      contactTyped: context.typedContact,
    }),
  };
}

export function initialVoucherContext(input: VoucherInput): VoucherContext {
  const { kept: stored, ...settings } = input;
  const resume = stored ? voucherResumeOf(stored) : null;
  // A member buys the premium voucher (the smart price) where the campaign has one.
  const premiumAllowed = isMember(input) && smartOffer(input.campaign) !== null;
  const defaultCount = campaignDefaultPeople(input.campaign.campaignView);
  const fresh: VoucherContext = {
    ...settings,
    count: defaultCount,
    kind: premiumAllowed ? 'premium' : 'normal',
    giftName: '',
    prizes: [],
    prizeId: null,
    invoice: { needVatInvoice: false, name: '', vatId: '' },
    errors: {},
    payment: null,
    resumeAt: null,
    typedContact: resume?.contactTyped ?? null,
  };
  if (!resume) return fresh;
  // What was kept is checked against this campaign and this visitor before it is used.
  const choices = checkedVoucherChoices(resume, {
    bounds: campaignPeopleBounds(input.campaign.campaignView),
    defaultCount,
    premiumAllowed,
  });
  return { ...fresh, ...choices, resumeAt: resume.step === 'details' ? 'details' : null };
}
