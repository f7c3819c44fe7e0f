import type { SnapshotFrom } from 'xstate';
import { VOUCHER_EMAIL_WITHIN_MINUTES } from '../../domain/constants';
import { qrCodeOf, type QrCodeView } from '../rules/bookingRequest';
import { atShopClock } from '../rules/dateFormat';
import { campaignPeopleBounds, type PeopleBounds } from '../rules/people';
import { atmReferenceOf, type AtmReference } from '../rules/payment';
import { extraDiscountPercent } from '../rules/pricing';
import { shopZone } from '../rules/timeZone';
import { keptAnswer } from '../keptAnswer';
import {
  usablePrizes,
  voucherUnitPrice,
  voucherValidUntil,
  type VoucherAmounts,
  type VoucherInvoiceErrors,
  type VoucherKind,
} from '../rules/voucher';
import {
  amountsOf,
  chosenPrize,
  type voucherMachine,
  type VoucherContext,
} from './voucher.machine';

/**
 * The voucher purchase's view model (ui/screens/voucher/VoucherScreen.tsx): pure functions of the
 * chart's snapshot, numbers and codes that the view formats in the active language. The step comes
 * from the tags the chart puts on its states, so a state added later under a tag is shown without
 * a list here to update.
 */

export type VoucherSnapshot = SnapshotFrom<typeof voucherMachine>;

/**
 * What the screen shows: how many and which voucher, sign-in, the prizes being loaded, prize and
 * invoice, the payment chart's screens, and the four ends (paid, an ATM reference to pay, to be
 * paid in store, not known); `closed` once the visitor left.
 */
export type VoucherStep =
  | 'configuring'
  | 'identifying'
  | 'loadingPrizes'
  | 'detailing'
  | 'paying'
  | 'purchased'
  | 'awaitingPayment'
  | 'reservedInStore'
  | 'unconfirmed'
  | 'closed';

export function selectVoucherStep(snapshot: VoucherSnapshot): VoucherStep {
  if (snapshot.hasTag('step.voucher')) return 'configuring';
  if (snapshot.hasTag('step.identify')) return 'identifying';
  if (snapshot.hasTag('step.details')) {
    return snapshot.hasTag('busy') ? 'loadingPrizes' : 'detailing';
  }
  if (snapshot.hasTag('step.payment')) return 'paying';
  if (snapshot.hasTag('step.done')) {
    // How the payment ended decides which end is shown.
    switch (snapshot.context.payment?.status) {
      case 'referenceIssued':
        return 'awaitingPayment';
      case 'inStore':
        return 'reservedInStore';
      case 'unconfirmed':
        return 'unconfirmed';
      default:
        return 'purchased';
    }
  }
  return 'closed';
}

/**
 * Where the focus goes: each step's heading once, when the step changes. Loading the prizes and
 * choosing one are the same step (its heading stays), as are the four ends.
 */
export function selectFocusKey(snapshot: VoucherSnapshot): string {
  const step = selectVoucherStep(snapshot);
  return step === 'loadingPrizes' ? 'detailing' : step;
}

/** The h1: what is bought, and where. */
export const selectVoucherTitle = (snapshot: VoucherSnapshot): string =>
  snapshot.context.campaign.campaignView.campaignTitle;
export const selectVoucherShop = (snapshot: VoucherSnapshot): string =>
  snapshot.context.campaign.shop.name;
/** The shop's time zone (its `timezone`, else Europe/Lisbon): the day a voucher is bought there. */
export const selectVoucherZone = (snapshot: VoucherSnapshot): string =>
  shopZone(snapshot.context.campaign.shop);

export const selectCanGoBack = (snapshot: VoucherSnapshot): boolean =>
  snapshot.can({ type: 'voucher.back' });
export const selectCanExit = (snapshot: VoucherSnapshot): boolean =>
  snapshot.can({ type: 'voucher.exit' });
export const selectIsDone = (snapshot: VoucherSnapshot): boolean => snapshot.hasTag('step.done');

// ------------------------------------------------------------------ how many and which

export interface VoucherKindOption {
  kind: VoucherKind;
  /** What one voucher of this kind costs (SPEC 3: gift and premium voucher discounts). */
  unitPrice: number;
  /** The extra discount over the offer price, as SPEC 9 rounds it; null for the normal one. */
  extraPercent: number | null;
}

export interface VoucherConfiguration {
  count: number;
  bounds: PeopleBounds;
  canDecrease: boolean;
  canIncrease: boolean;
  kind: VoucherKind;
  /** The kinds the chart takes now: premium only for a member. */
  kinds: VoucherKindOption[];
  giftName: string;
  giftNameError: VoucherContext['errors']['giftName'] | null;
  unitPrice: number;
  total: number;
}

const KINDS: readonly VoucherKind[] = ['normal', 'gift', 'premium'];

function kindOption(context: VoucherContext, kind: VoucherKind): VoucherKindOption {
  const unitPrice = voucherUnitPrice(context.campaign, kind);
  const offerPrice = context.campaign.campaignView.offerPrice ?? 0;
  const extraPercent =
    kind === 'normal' ? null : extraDiscountPercent(offerPrice - unitPrice, offerPrice);
  return { kind, unitPrice, extraPercent: extraPercent && extraPercent > 0 ? extraPercent : null };
}

const configurations = new WeakMap<object, { value: unknown; result: VoucherConfiguration }>();

/** The first step: the count within the campaign's bounds, the kind, and what it costs. */
export function selectConfiguration(snapshot: VoucherSnapshot): VoucherConfiguration {
  const { context } = snapshot;
  // What the chart takes depends on the state too: the same context in another state is asked anew.
  const known = configurations.get(context);
  if (known?.value === snapshot.value) return known.result;
  const configuration: VoucherConfiguration = {
    count: context.count,
    bounds: campaignPeopleBounds(context.campaign.campaignView),
    canDecrease: snapshot.can({ type: 'voucher.count', count: context.count - 1 }),
    canIncrease: snapshot.can({ type: 'voucher.count', count: context.count + 1 }),
    kind: context.kind,
    kinds: KINDS.filter(
      (kind) => kind === context.kind || snapshot.can({ type: 'voucher.kind', kind }),
    ).map((kind) => kindOption(context, kind)),
    giftName: context.giftName,
    giftNameError: context.errors.giftName ?? null,
    unitPrice: voucherUnitPrice(context.campaign, context.kind),
    total: amountsOf(context).gross,
  };
  configurations.set(context, { value: snapshot.value, result: configuration });
  return configuration;
}

// ------------------------------------------------------------------ prize and invoice

export interface VoucherPrizeOption {
  id: number;
  name: string;
  value: number;
}

export interface VoucherDetails {
  /** The visitor's usable prizes (none for a guest). */
  prizes: VoucherPrizeOption[];
  prizeId: number | null;
  amounts: VoucherAmounts;
  /** SPEC 5: a prize that would leave less than 2 € to pay was refused. */
  prizeError: 'voucherAmountTooLow' | null;
  invoice: VoucherContext['invoice'];
  invoiceErrors: VoucherInvoiceErrors;
}

const details = new WeakMap<object, VoucherDetails>();

export function selectDetails(snapshot: VoucherSnapshot): VoucherDetails {
  const { context } = snapshot;
  const known = details.get(context);
  if (known) return known;
  const { invoiceName, vatId } = context.errors;
  const result: VoucherDetails = {
    prizes: usablePrizes(context.prizes).map((prize) => ({
      id: prize.id,
      name: prize.name,
      value: prize.value,
    })),
    prizeId: chosenPrize(context)?.id ?? null,
    amounts: amountsOf(context),
    prizeError: context.errors.prize ?? null,
    invoice: context.invoice,
    invoiceErrors: {
      ...(invoiceName ? { invoiceName } : {}),
      ...(vatId ? { vatId } : {}),
    },
  };
  details.set(context, result);
  return result;
}

// ------------------------------------------------------------------ the ends

export interface VoucherPurchase {
  count: number;
  kind: VoucherKind;
  /** The gift's recipient, for a voucher to give. */
  giftName: string | null;
  /** What was paid (or is to be paid), as the payment says, else as the purchase said. */
  amount: number;
  /** Where the voucher and the invoice are emailed: the guest's or the user's email. */
  email: string | null;
  /** SPEC 9: emailed within this many minutes. */
  emailWithinMinutes: number;
  /** The points earned: an account only (premium points for the premium voucher), never a guest. */
  points: number | null;
  /** Bought with an account (its points and prizes in the personal area), not as a guest. */
  hasAccount: boolean;
  /** A digital coupon with a price (type 5): its activation code and QR code, once paid. */
  coupon: {
    code: string;
    qr: QrCodeView;
    shopPhone: string | null;
    shopEmail: string | null;
  } | null;
}

const purchases = new WeakMap<object, VoucherPurchase>();

export function selectPurchase(snapshot: VoucherSnapshot): VoucherPurchase {
  const { context } = snapshot;
  const known = purchases.get(context);
  if (known) return known;
  const { identity, campaign } = context;
  const view = campaign.campaignView;
  const paid = snapshot.context.payment?.status === 'paid';
  const points =
    identity?.kind === 'user'
      ? ((context.kind === 'premium' ? view.premiumPoints : view.points) ?? null)
      : null;
  const code = view.activationCode?.trim() ?? '';
  const purchase: VoucherPurchase = {
    count: context.count,
    kind: context.kind,
    giftName: context.kind === 'gift' ? context.giftName.trim() : null,
    amount: context.payment?.payment?.amount ?? amountsOf(context).toPay,
    email:
      identity?.kind === 'guest'
        ? identity.guest.email
        : identity?.kind === 'user'
          ? (identity.user.email ?? null)
          : null,
    emailWithinMinutes: VOUCHER_EMAIL_WITHIN_MINUTES,
    points: points && points > 0 ? points : null,
    hasAccount: identity?.kind === 'user',
    coupon:
      paid && view.campaignType === 5 && (code || view.activationQrCode)
        ? {
            code,
            qr: qrCodeOf(view),
            shopPhone: campaign.shop.phone ?? null,
            shopEmail: campaign.shop.email ?? null,
          }
        : null,
  };
  purchases.set(context, purchase);
  return purchase;
}

/**
 * SPEC 9: the voucher is valid for one year from the day it is bought: the shop's date (in its
 * time zone `zone`) at `now`, the widget's clock (api/clock.ts nowIso). ISO date, `2027-03-03`.
 */
export const validUntilAt = (now: string, zone: string): string =>
  voucherValidUntil(atShopClock(now, zone).toISODate());

const keptReference = keptAnswer<AtmReference | null>();

/** The ATM (Multibanco) reference to pay the voucher with, or null when the answer gave none. */
export function selectAtmReference(snapshot: VoucherSnapshot): AtmReference | null {
  const outcome = snapshot.context.payment;
  return keptReference([outcome], () => {
    const payment = outcome?.status === 'referenceIssued' ? outcome.payment : null;
    return atmReferenceOf(payment, amountsOf(snapshot.context).toPay);
  });
}

/** The chart's children, for the steps that are charts of their own. */
export const selectAuthActor = (snapshot: VoucherSnapshot) => snapshot.children.auth;
export const selectPaymentActor = (snapshot: VoucherSnapshot) => snapshot.children.payment;
export const selectShareActor = (snapshot: VoucherSnapshot) => snapshot.children.share;

/** The method of a payment whose outcome is not known (where the visitor is told to check). */
export function selectUnconfirmedMethod(snapshot: VoucherSnapshot) {
  const { payment } = snapshot.context;
  return payment?.status === 'unconfirmed' ? payment.method : null;
}
