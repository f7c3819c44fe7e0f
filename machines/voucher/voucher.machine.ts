import { and, assertEvent, assign, setup } from 'xstate';
import type { components } from '../../api/schema';
import { fetchPrizes } from '../auth/auth.actors';
import { authMachine } from '../auth/auth.machine';
import type { AuthInput, AuthOutput } from '../auth/auth.types';
import type { BookingContact, BookingSettings, Identity } from '../booking/booking.types';
import { shareMachine, type ShareInput } from '../booking/share.machine';
import type { Payer, PaymentInput, PaymentOutput } from '../payment/payment.types';
import { payingState, paymentOutcomeGuards } from '../payment/paying';
import {
  paymentReportOf as reportOfPayment,
  reportingPaymentMachine,
  type PaymentProgress,
  type PaymentReport,
} from '../payment/progress';
import { canContinueAsGuest } from '../rules/availability';
import { campaignDefaultPeople, campaignPeopleBounds, clampPeople } from '../rules/people';
import { smartOffer } from '../rules/pricing';
import { NO_VOUCHER_KEPT, type VoucherKept } from '../rules/voucherFlow';
import {
  checkedVoucherChoices,
  voucherKeptOf,
  voucherResumeOf,
  type VoucherFlow,
} from '../rules/voucherResume';
import {
  isPayableWithPrize,
  normaliseVatId,
  usablePrizes,
  voucherAmounts,
  voucherInvoiceErrors,
  voucherPaymentMethods,
  voucherUnitPrice,
  type VoucherInvoiceErrors,
  type VoucherKind,
} from '../rules/voucher';

type CampaignInfo = components['schemas']['CampaignInfo'];
type Prize = components['schemas']['Prize'];
type VoucherPurchaseRequest = components['schemas']['VoucherPurchaseRequest'];

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
  | PaymentProgress;

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
  | VoucherFlowReport;

export interface VoucherOutput {
  payment: VoucherContext['payment'];
}

// ------------------------------------------------------------------------------------ rules

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

function authInputOf({ context }: { context: VoucherContext }): AuthInput {
  return {
    allowGuestLogin: canContinueAsGuest(context.campaign, context),
    reason: 'voucher',
    providerId: context.providerId,
    prefill: {
      name: context.contact.name,
      prefix: context.contact.prefix,
      phone: context.contact.phone,
    },
    social: context.social,
  };
}

function shareInputOf({ context }: { context: VoucherContext }): ShareInput {
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
    }),
  };
}

const reportFlowAt = (step: VoucherFlow['step']) => ({
  type: 'report' as const,
  params: ({ context }: { context: VoucherContext }) => voucherFlowAt(context, step),
});

const reportNoFlow = {
  type: 'report' as const,
  params: { type: 'voucher.flow', kept: NO_VOUCHER_KEPT } satisfies VoucherFlowReport,
};

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

// ------------------------------------------------------------------------------------ chart

/**
 * Buying a voucher of an offer (SPEC 2 "Voucher purchase", 3 "Voucher step", 4, 5, 9): how many
 * (the people rules of SPEC 9), a normal, gift or premium voucher (members), sign in or a guest
 * where allowed, then a prize (at most one; at least 2 € left to pay) and a VAT invoice (a
 * Portuguese VAT id with its check digit), then the payment chart. It ends paid (voucher valid
 * for a year, emailed within 10 minutes), with a reference to pay, or to be paid in store.
 *
 *   configuring → identifying → (loadingPrizes) → detailing → paying → purchased
 *                                                                    ↘ awaitingPayment | reservedInStore
 *                                                                    ↘ outcomeUnknown
 *
 * While paying, the payment under way is reported upward as it starts and ends (`payment.pending`,
 * `payment.settled`), so the widget keeps it in the flow state and a reload follows it. Its step
 * (the first one, or the details) and every choice are told as they change (`voucher.flow`, the
 * SPEC 3 Voucher step), so a reload reopens the purchase there, what was kept checked first; once
 * it ends or is left, nothing of it is kept.
 */
export const voucherMachine = setup({
  types: {
    input: {} as VoucherInput,
    context: {} as VoucherContext,
    events: {} as VoucherEvent,
    output: {} as VoucherOutput,
    children: {} as {
      auth: 'auth';
      fetchPrizes: 'fetchPrizes';
      payment: 'payment';
      share: 'share';
    },
  },
  actors: { auth: authMachine, fetchPrizes, payment: reportingPaymentMachine, share: shareMachine },
  guards: {
    hasIdentity: ({ context }) =>
      context.identity?.kind === 'user' ||
      (context.identity?.kind === 'guest' && canContinueAsGuest(context.campaign, context)),
    isIdentityOutput: (_, output: AuthOutput) => output.kind !== 'failed',
    canBuyPremium: ({ context }) => isMember(context),
    isCountAllowed: ({ context, event }) =>
      event.type === 'voucher.count' &&
      clampPeople(event.count, campaignPeopleBounds(context.campaign.campaignView)) === event.count,
    hasGiftName: ({ context }) => context.kind !== 'gift' || context.giftName.trim() !== '',
    resumesAtDetails: ({ context }) => context.resumeAt === 'details',
    isInvoiceValid: ({ context }) =>
      Object.keys(voucherInvoiceErrors(context.invoice)).length === 0,
    /** SPEC 5: with a prize, at least 2 € must be left to pay ("Invalid operation"). */
    isPayableWithPrize: ({ context }) =>
      isPayableWithPrize(amountsOf(context).gross, chosenPrize(context)),
    isPrizeOfVisitor: ({ context, event }) =>
      event.type === 'prize.select' &&
      (event.prizeId === null || usablePrizes(context.prizes).some((p) => p.id === event.prizeId)),
    ...paymentOutcomeGuards,
  },
  actions: {
    assignCount: assign(({ event }) => {
      assertEvent(event, 'voucher.count');
      return { count: event.count };
    }),
    assignKind: assign(({ event }) => {
      assertEvent(event, 'voucher.kind');
      return { kind: event.kind, errors: {} };
    }),
    assignField: assign(({ context, event }) => {
      assertEvent(event, 'voucher.change');
      if (event.field === 'giftName') return { giftName: event.value };
      const key = event.field === 'invoiceName' ? 'name' : 'vatId';
      return { invoice: { ...context.invoice, [key]: event.value } };
    }),
    assignInvoiceToggle: assign(({ context, event }) => {
      assertEvent(event, 'invoice.toggle');
      return { invoice: { ...context.invoice, needVatInvoice: event.needVatInvoice } };
    }),
    assignPrize: assign(({ context, event }) => {
      assertEvent(event, 'prize.select');
      return { prizeId: event.prizeId, errors: { ...context.errors, prize: undefined } };
    }),
    assignGiftError: assign({ errors: { giftName: 'nameRequired' as const } }),
    assignInvoiceErrors: assign({
      errors: ({ context }) => voucherInvoiceErrors(context.invoice),
    }),
    assignPrizeError: assign({ errors: { prize: 'voucherAmountTooLow' as const } }),
    clearErrors: assign({ errors: {} }),
    clearResumeAt: assign({ resumeAt: null }),
    /** A prize kept from before a reload stays chosen only if it is one of the visitor's now. */
    dropUnknownPrize: assign({
      prizeId: ({ context }) => (chosenPrize(context) ? context.prizeId : null),
    }),
    assignIdentity: assign({ identity: (_, identity: Identity) => identity }),
    assignPrizes: assign({ prizes: (_, prizes: Prize[]) => prizes }),
    assignPayment: assign({
      payment: (_, output: PaymentOutput) => (output.status === 'cancelled' ? null : output),
    }),
    /** Tells whoever runs the chart; they supply it. */
    report: (_, _report: VoucherReport) => {},
  },
}).createMachine({
  id: 'voucher',
  context: ({ input }) => initialVoucherContext(input),
  // The payment under way, and its end, told upward at once (kept in the flow state).
  on: {
    'payment.progress': {
      actions: { type: 'report', params: ({ context, event }) => paymentReportOf(context, event) },
    },
  },
  initial: 'configuring',
  states: {
    configuring: {
      tags: ['step.voucher'],
      entry: reportFlowAt('voucher'),
      // Opened again after a reload at the details: on to them (signed in again if need be).
      always: {
        guard: and(['resumesAtDetails', 'hasGiftName']),
        target: 'identifying',
        actions: 'clearResumeAt',
      },
      on: {
        'voucher.count': {
          guard: 'isCountAllowed',
          actions: ['assignCount', reportFlowAt('voucher')],
        },
        'voucher.kind': [
          {
            guard: ({ event }) => event.type === 'voucher.kind' && event.kind !== 'premium',
            actions: ['assignKind', reportFlowAt('voucher')],
          },
          { guard: 'canBuyPremium', actions: ['assignKind', reportFlowAt('voucher')] },
        ],
        'voucher.change': { actions: ['assignField', reportFlowAt('voucher')] },
        'voucher.continue': [
          { guard: 'hasGiftName', target: 'identifying', actions: 'clearErrors' },
          { actions: 'assignGiftError' },
        ],
        'voucher.exit': 'closed',
      },
    },
    identifying: {
      tags: ['step.identify'],
      always: { guard: 'hasIdentity', target: 'loadingPrizes' },
      invoke: {
        id: 'auth',
        src: 'auth',
        input: authInputOf,
        onDone: [
          {
            guard: { type: 'isIdentityOutput', params: ({ event }) => event.output },
            target: 'loadingPrizes',
            actions: [
              { type: 'assignIdentity', params: ({ event }) => event.output as Identity },
              {
                type: 'report',
                params: ({ event }) => ({
                  type: 'booking.signedIn' as const,
                  identity: event.output as Identity,
                }),
              },
            ],
          },
          { target: 'identifying', reenter: true },
        ],
      },
      on: { 'voucher.back': 'configuring' },
    },
    // A signed-in visitor's prizes (SPEC 7 myprizes); a guest has none. Without them the
    // purchase goes on: a prize is an extra, never a condition.
    loadingPrizes: {
      tags: ['step.details', 'busy'],
      always: { guard: ({ context }) => context.identity?.kind !== 'user', target: 'detailing' },
      invoke: {
        id: 'fetchPrizes',
        src: 'fetchPrizes',
        input: ({ context }) => {
          const user = context.identity?.kind === 'user' ? context.identity.user : null;
          return { userId: user?.id ?? 0, token: user?.token ?? '' };
        },
        onDone: {
          target: 'detailing',
          actions: { type: 'assignPrizes', params: ({ event }) => event.output },
        },
        onError: 'detailing',
      },
    },
    detailing: {
      tags: ['step.details'],
      entry: ['dropUnknownPrize', reportFlowAt('details')],
      on: {
        'prize.select': {
          guard: 'isPrizeOfVisitor',
          actions: ['assignPrize', reportFlowAt('details')],
        },
        'invoice.toggle': { actions: ['assignInvoiceToggle', reportFlowAt('details')] },
        'voucher.change': { actions: ['assignField', reportFlowAt('details')] },
        'voucher.continue': [
          {
            guard: and(['isInvoiceValid', 'isPayableWithPrize']),
            target: 'paying',
            actions: 'clearErrors',
          },
          { guard: 'isInvoiceValid', actions: 'assignPrizeError' },
          { actions: 'assignInvoiceErrors' },
        ],
        'voucher.back': 'configuring',
      },
    },
    // The visitor left the payment without paying: back to the details, all kept.
    paying: {
      tags: ['step.payment'],
      ...payingState({
        input: paymentInputOf,
        paid: 'purchased',
        referenceIssued: 'awaitingPayment',
        inStore: 'reservedInStore',
        unconfirmed: 'outcomeUnknown',
        left: 'detailing',
      }),
    },
    // Paid: the voucher is valid for a year and emailed (with the invoice) within 10 minutes.
    // Once the purchase has ended (or been left), nothing of it is reopened after a reload.
    purchased: {
      tags: ['step.done'],
      entry: reportNoFlow,
      invoke: { id: 'share', src: 'share', input: shareInputOf },
      on: { 'voucher.exit': 'closed' },
    },
    // An ATM reference to pay: the voucher is issued once the payment arrives.
    awaitingPayment: {
      tags: ['step.done'],
      entry: reportNoFlow,
      on: { 'voucher.exit': 'closed' },
    },
    // To be paid at the merchant: nothing charged now.
    reservedInStore: {
      tags: ['step.done'],
      entry: reportNoFlow,
      on: { 'voucher.exit': 'closed' },
    },
    // Whether it was paid is not known (the visitor stopped waiting, or the middleware could not
    // say): the visitor is told where to check, and nothing is offered to pay again.
    outcomeUnknown: {
      tags: ['step.done'],
      entry: reportNoFlow,
      on: { 'voucher.exit': 'closed' },
    },
    closed: { type: 'final', entry: reportNoFlow },
  },
  output: ({ context }) => ({ payment: context.payment }),
});
