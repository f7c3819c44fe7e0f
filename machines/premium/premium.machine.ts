import { assign, not, setup, type ErrorActorEvent } from 'xstate';
import { reportSignedIn, signInPrefill } from '../auth/identifying';
import { errorCodeOf, isApiError, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import { fetchProfile } from '../auth/auth.actors';
import { authMachine } from '../auth/auth.machine';
import type { AuthInput, AuthOutput, User } from '../auth/auth.types';
import type { BookingSettings, Identity } from '../booking/booking.types';
import { fetchCampaign } from '../campaign/campaign.actors';
import { fetchPremiumPrice } from './premium.actors';
import type { PaymentInput, PaymentOutput } from '../payment/payment.types';
import { payingState, paymentOutcomeGuards } from '../payment/paying';
import {
  paymentReportOf,
  reportingPaymentMachine,
  type PaymentProgress,
  type PaymentReport,
} from '../payment/progress';
import { hasCampaignReference, type CampaignReference } from '../rules/campaign';
import { premiumPaymentMethods } from '../rules/payment';
import type { PremiumPrice } from '../rules/premium';
import { premiumExampleOf, type PremiumExample } from '../rules/premiumExample';

type CampaignInfo = components['schemas']['CampaignInfo'];

/** A signed-in user, as the widget keeps them (a guest has no membership). */
export type UserIdentity = Extract<Identity, { kind: 'user' }>;

export interface PremiumInput extends Pick<BookingSettings, 'providerId' | 'social'> {
  /** Who is signed in, or null: the sign-in comes first (a membership needs an account). */
  user: UserIdentity | null;
  /**
   * The monthly price as the deployment's entity states it; null: it is asked of the payment
   * link (without a payment method) before the payment step.
   */
  price: PremiumPrice | null;
  /** The campaign the widget was opened at: what membership changes there is the example. */
  campaign: CampaignReference | null;
  /** The flow's contact: its phone starts the MB WAY payment. */
  contact: { name: string; prefix: string; phone: string };
  /** The start of every Idempotency-Key the payment sends. */
  keySeed: string;
}

export interface PremiumContext extends PremiumInput {
  /** The campaign's smart price and premium points, once loaded (null without one). */
  example: PremiumExample | null;
  /** How the payment ended: paid, or an ATM reference to pay. */
  payment: Extract<PaymentOutput, { status: 'paid' | 'referenceIssued' | 'unconfirmed' }> | null;
  error: ErrorCode | null;
}

export type PremiumEvent =
  /** "Aderir ao Premium": sign in if needed, then pay. */
  | { type: 'premium.join' }
  /** From the sign-in, back to what membership gives. */
  | { type: 'premium.back' }
  /** The price, or the paid membership's profile, not read (a fault): ask again. */
  | { type: 'premium.retry' }
  /** Paid, the profile not yet premium: ask again. */
  | { type: 'premium.check' }
  /** From the payment chart: the payment under way (and the phone it went to), or none now. */
  | PaymentProgress;

/**
 * What the chart tells whoever runs it (the widget, which keeps the user): a sign-in, the user
 * once the membership is theirs, so smart prices apply at once everywhere, and the payment under
 * way and its end (kept in the flow state, so a reload follows it instead of paying twice).
 */
export type PremiumReport =
  | { type: 'booking.signedIn'; identity: Identity }
  | { type: 'premium.joined'; identity: UserIdentity }
  | PaymentReport;

/**
 * The membership as the visitor knows it: the Premium view's heading, a brand name in every
 * language (the resumed payment's heading shows it).
 */
export const PREMIUM_TITLE = 'Premium';

// ------------------------------------------------------------------------------------ rules

export const isPremiumUser = (user: UserIdentity | null): boolean => user?.user.isPremium === true;

export function paymentInputOf({ context }: { context: PremiumContext }): PaymentInput {
  const user = context.user!.user;
  return {
    // The payment step opens only once the price is known (state `pricing`).
    amount: context.price!.monthlyPrice,
    methods: premiumPaymentMethods(),
    purchase: { kind: 'premium' },
    payer: { kind: 'user', userId: user.id, token: user.token },
    phone: { prefix: context.contact.prefix, phone: context.contact.phone },
    keySeed: context.keySeed,
  };
}

/**
 * The payment under way as the flow state keeps it: the user pays (by id, never the token), the
 * membership is what is bought, at its monthly price where it is known, else at the payment's own
 * amount (the link answers it); or its end.
 */
export function premiumPaymentReportOf(
  context: PremiumContext,
  progress: PaymentProgress,
): PaymentReport {
  const payment = progress.inProgress?.payment;
  return paymentReportOf(progress, {
    purchase: 'premium',
    payer: context.user ? { kind: 'user', userId: context.user.user.id } : { kind: 'guest' },
    title: PREMIUM_TITLE,
    campaignId: null,
    amount: context.price?.monthlyPrice ?? payment?.amount ?? 0,
  });
}

function authInputOf({ context }: { context: PremiumContext }): AuthInput {
  return {
    // A membership belongs to an account: no guest path.
    allowGuestLogin: false,
    reason: 'premium',
    providerId: context.providerId,
    prefill: signInPrefill(context.contact),
    social: context.social,
  };
}

export function initialPremiumContext(input: PremiumInput): PremiumContext {
  return { ...input, example: null, payment: null, error: null };
}

/** The profile read again, with what the sign-in gave that a profile does not carry. */
function withProfile(user: UserIdentity, profile: User): UserIdentity {
  return { ...user, user: { ...user.user, ...profile, token: user.user.token } };
}

const userOutput = (output: AuthOutput): UserIdentity | null =>
  output.kind === 'user' ? output : null;

// ------------------------------------------------------------------------------------ chart

/** The signed-in user's session, for the calls made in their name. */
const sessionOf = ({ context }: { context: PremiumContext }) => ({
  userId: context.user!.user.id,
  token: context.user!.user.token,
});

/** The user, premium now: the widget keeps it (smart prices at once). */
const joinedReport = ({ context }: { context: PremiumContext }) => ({
  type: 'premium.joined' as const,
  identity: context.user!,
});

type ProfileRead = { event: { output: User } };

/** A profile read again that says premium: the user kept as such, the widget told, on to `target`. */
const premiumProfileTo = <const Target extends string>(target: Target) => ({
  guard: { type: 'isPremiumProfile' as const, params: ({ event }: ProfileRead) => event.output },
  target,
  actions: [
    { type: 'assignProfile' as const, params: ({ event }: ProfileRead) => event.output },
    { type: 'report' as const, params: joinedReport },
  ],
});

/**
 * The premium (smart) membership (SPEC 1, 6, 9): what members get (the smart price and its extra
 * discount on the campaign the widget was opened at, premium points, premium vouchers) and the
 * monthly price; "Aderir" signs in if needed (no guests), reads the monthly price where the entity
 * states none (the payment step shows it before a method is chosen), then pays through the payment chart
 * (the premium payment link: MB WAY, card or ATM reference, never in store). Once paid, the
 * profile is read again: a premium profile is reported to the widget, which keeps the user, so
 * campaigns show the member's smart price at once. A member is told so, with nothing to pay; an
 * ATM reference leaves the membership waiting for its payment. While paying, the payment under
 * way is reported upward as it starts and ends (`payment.pending`, `payment.settled`), so the
 * widget keeps it in the flow state and a reload follows it instead of paying twice.
 *
 * A price refused as for a member already (a membership joined since the sign-in) reads the
 * profile again: a member is told so, and the widget keeps the user as premium.
 *
 *   loadingExample → overview → (identifying) → pricing → paying → confirming → joined
 *                   ↘ member                      ↘ pricingFailed ↘ awaitingPayment ↘ activationPending | confirmFailed
 *                                                 ↘ checkingMembership → member | pricingFailed
 */
export const premiumMachine = setup({
  types: {
    input: {} as PremiumInput,
    context: {} as PremiumContext,
    events: {} as PremiumEvent,
    children: {} as {
      fetchCampaign: 'fetchCampaign';
      auth: 'auth';
      fetchPremiumPrice: 'fetchPremiumPrice';
      payment: 'payment';
      fetchProfile: 'fetchProfile';
    },
  },
  actors: {
    fetchCampaign,
    auth: authMachine,
    fetchPremiumPrice,
    payment: reportingPaymentMachine,
    fetchProfile,
  },
  guards: {
    hasCampaign: ({ context }) =>
      context.campaign !== null && hasCampaignReference(context.campaign),
    hasUser: ({ context }) => context.user !== null,
    hasPrice: ({ context }) => context.price !== null,
    isMember: ({ context }) => isPremiumUser(context.user),
    isMemberOutput: (_, output: AuthOutput) => isPremiumUser(userOutput(output)),
    isUserOutput: (_, output: AuthOutput) => output.kind === 'user',
    ...paymentOutcomeGuards,
    isPremiumProfile: (_, profile: User) => profile.isPremium === true,
    isAlreadyMemberRefusal: (_, error: unknown) => isApiError(error) && error.status === 409,
  },
  actions: {
    assignExample: assign({ example: (_, campaign: CampaignInfo) => premiumExampleOf(campaign) }),
    assignUser: assign({ user: (_, output: AuthOutput) => userOutput(output) }),
    assignPrice: assign({ price: (_, price: PremiumPrice) => price }),
    assignPayment: assign({
      payment: (_, output: PaymentOutput) =>
        output.status === 'paid' ||
        output.status === 'referenceIssued' ||
        output.status === 'unconfirmed'
          ? output
          : null,
    }),
    assignProfile: assign({
      user: ({ context }, profile: User) =>
        context.user ? withProfile(context.user, profile) : null,
    }),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    clearError: assign({ error: null }),
    /** Tells whoever runs the chart; they supply it. */
    report: (_, _report: PremiumReport) => {},
  },
}).createMachine({
  id: 'premium',
  context: ({ input }) => initialPremiumContext(input),
  // The payment under way, and its end, told upward at once (kept in the flow state).
  on: {
    'payment.progress': {
      actions: {
        type: 'report',
        params: ({ context, event }) => premiumPaymentReportOf(context, event),
      },
    },
  },
  initial: 'loadingExample',
  states: {
    // The campaign the widget was opened at, for its smart price: an extra, never a condition.
    loadingExample: {
      tags: ['step.overview', 'busy'],
      always: { guard: not('hasCampaign'), target: 'overview' },
      invoke: {
        id: 'fetchCampaign',
        src: 'fetchCampaign',
        input: ({ context }) => context.campaign!,
        onDone: {
          target: 'overview',
          actions: { type: 'assignExample', params: ({ event }) => event.output },
        },
        onError: 'overview',
      },
    },
    // What members get and the monthly price (or where it will be shown).
    overview: {
      tags: ['step.overview'],
      always: { guard: 'isMember', target: 'member' },
      on: {
        'premium.join': [{ guard: 'hasUser', target: 'pricing' }, { target: 'identifying' }],
      },
    },
    // A membership needs an account: sign in or register (no guest path).
    identifying: {
      tags: ['step.identify'],
      invoke: {
        id: 'auth',
        src: 'auth',
        input: authInputOf,
        onDone: [
          {
            guard: { type: 'isMemberOutput', params: ({ event }) => event.output },
            target: 'member',
            actions: [{ type: 'assignUser', params: ({ event }) => event.output }, reportSignedIn],
          },
          {
            guard: { type: 'isUserOutput', params: ({ event }) => event.output },
            target: 'pricing',
            actions: [{ type: 'assignUser', params: ({ event }) => event.output }, reportSignedIn],
          },
          // `failed` follows only an external token, which this input never has.
          { target: 'identifying', reenter: true },
        ],
      },
      on: { 'premium.back': 'overview' },
    },
    // The monthly price before any payment method is chosen: the entity's, else asked of the
    // payment link without a method (nothing is ordered).
    pricing: {
      tags: ['step.pricing', 'busy'],
      always: { guard: 'hasPrice', target: 'paying' },
      invoke: {
        id: 'fetchPremiumPrice',
        src: 'fetchPremiumPrice',
        input: sessionOf,
        onDone: {
          target: 'paying',
          actions: { type: 'assignPrice', params: ({ event }) => event.output },
        },
        onError: [
          // "Already a member" (assumed, api/assumptions.ts premium): a membership the widget did
          // not know of (joined elsewhere since the sign-in). The profile says for sure.
          {
            guard: {
              type: 'isAlreadyMemberRefusal',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
            target: 'checkingMembership',
          },
          {
            target: 'pricingFailed',
            actions: {
              type: 'assignError',
              params: ({ event }: { event: ErrorActorEvent }) => event.error,
            },
          },
        ],
      },
      on: { 'premium.back': 'overview' },
    },
    // The price refused as for a member: the profile read again. Premium: what members get, the
    // widget told; else (or unread) the price's failure, with its retry.
    checkingMembership: {
      tags: ['step.pricing', 'busy'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: sessionOf,
        onDone: [
          premiumProfileTo('member'),
          // Not premium after all: the refusal stands, said as the catalogue's generic message.
          { target: 'pricingFailed', actions: { type: 'assignError', params: 'generic' } },
        ],
        onError: {
          target: 'pricingFailed',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    // The price could not be read (a fault): nothing to pay without it; ask again or go back.
    pricingFailed: {
      tags: ['step.pricing'],
      on: {
        'premium.retry': { target: 'pricing', actions: 'clearError' },
        'premium.back': { target: 'overview', actions: 'clearError' },
      },
    },
    // The payment chart, with the premium payment link (no in store). Left without paying: back
    // to what membership gives.
    paying: {
      tags: ['step.payment'],
      ...payingState({
        input: paymentInputOf,
        paid: 'confirming',
        referenceIssued: 'awaitingPayment',
        unconfirmed: 'outcomeUnknown',
        left: 'overview',
      }),
    },
    // Paid: the profile is read again, and says whether the membership is now the user's.
    confirming: {
      tags: ['step.paid', 'busy'],
      invoke: {
        id: 'fetchProfile',
        src: 'fetchProfile',
        input: sessionOf,
        onDone: [
          premiumProfileTo('joined'),
          {
            target: 'activationPending',
            actions: { type: 'assignProfile', params: ({ event }) => event.output },
          },
        ],
        onError: {
          target: 'confirmFailed',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    // Paid, but the profile does not say premium yet: the visitor may ask again.
    activationPending: {
      tags: ['step.paid'],
      on: { 'premium.check': 'confirming' },
    },
    // Paid, but the profile could not be read (a fault): the same question again.
    confirmFailed: {
      tags: ['step.paid'],
      on: { 'premium.retry': { target: 'confirming', actions: 'clearError' } },
    },
    // The membership is the user's: smart prices apply from now on.
    joined: { tags: ['step.joined'] },
    // Already a member: nothing to pay.
    member: { tags: ['step.member'] },
    // An ATM reference to pay: the membership starts once the payment arrives.
    awaitingPayment: { tags: ['step.reference'] },
    // Whether the membership was paid is not known: where to check is said; nothing offered
    // to pay again.
    outcomeUnknown: { tags: ['step.unknown'] },
  },
});
