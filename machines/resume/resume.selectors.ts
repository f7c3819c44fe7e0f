import type { SnapshotFrom } from 'xstate';
import type { PaymentActor } from '../payment/load';
import type { resumeMachine } from './resume.machine';

type ResumeSnapshot = SnapshotFrom<typeof resumeMachine>;

/**
 * A request pending at start, looked up (never sent again): its lookup under way, what it made,
 * nothing made, the lookup unanswered, no lookup possible (a guest's); an order found waiting for
 * its payment: the payment step loading, shown, or not arrived.
 */
export type PendingStage =
  | 'lookingUp'
  | 'made'
  | 'notMade'
  | 'unconfirmed'
  | 'noLookup'
  | 'payLoading'
  | 'paying'
  | 'payUnavailable';

export function selectPendingStage(snapshot: ResumeSnapshot): PendingStage | null {
  if (snapshot.matches('lookingUpRequest')) return 'lookingUp';
  if (snapshot.matches('requestMade')) return 'made';
  if (snapshot.matches('requestNotMade')) return 'notMade';
  if (snapshot.matches('requestUnconfirmed')) return 'unconfirmed';
  if (snapshot.matches('requestNoLookup')) return 'noLookup';
  if (snapshot.matches({ payingOrder: 'loading' })) return 'payLoading';
  if (snapshot.matches({ payingOrder: 'paying' })) return 'paying';
  if (snapshot.matches({ payingOrder: 'unavailable' })) return 'payUnavailable';
  return null;
}

/** What the request pending at start was (a booking or an order) and its title. */
export const selectPendingRequest = (snapshot: ResumeSnapshot) =>
  snapshot.context.flow.pendingRequest ?? null;

/** The order a request pending at start made (known, or found). */
export const selectFoundOrder = (snapshot: ResumeSnapshot) => snapshot.context.foundOrder;

export const selectResent = (snapshot: ResumeSnapshot) => snapshot.context.resent;

export const selectResumeError = (snapshot: ResumeSnapshot) => snapshot.context.error;

/**
 * A payment under way at start, followed before anything else: its chart's code loading, the
 * payment followed, that code not arriving, the premium membership paid while the user's profile
 * is read again, or how it ended.
 */
export function selectPaymentResumeState(
  snapshot: ResumeSnapshot,
): 'loading' | 'following' | 'unavailable' | 'confirming' | 'ended' | null {
  if (snapshot.matches({ resumingPayment: 'loading' })) return 'loading';
  if (snapshot.matches({ resumingPayment: 'running' })) return 'following';
  if (snapshot.matches({ resumingPayment: 'unavailable' })) return 'unavailable';
  if (snapshot.matches('confirmingMembership')) return 'confirming';
  if (snapshot.matches('paymentResumed')) return 'ended';
  return null;
}

/** The payment chart: following the payment under way, or paying the order found. */
export const selectResumedPaymentActor = (snapshot: ResumeSnapshot): PaymentActor | undefined =>
  snapshot.context.refs.payment;

/** What the payment under way is for (the purchase's title), while it is followed. */
export const selectPaymentUnderWay = (snapshot: ResumeSnapshot) =>
  snapshot.context.flow.paymentInProgress ?? null;

/** How the payment followed at start ended, and what it was for. */
export const selectPaymentEnded = (snapshot: ResumeSnapshot) => snapshot.context.paymentEnded;

/** The premium membership it paid made the user a member (their profile read again says so). */
export const selectIsPremiumMember = (snapshot: ResumeSnapshot) => {
  const { member } = snapshot.context;
  return member?.kind === 'user' && member.user.isPremium === true;
};
