import type { SnapshotFrom } from 'xstate';
import { atmReferenceOf, type AtmReference } from '../rules/payment';
import type { PremiumExample } from '../rules/premiumExample';
import { isPremiumUser, type premiumMachine } from './premium.machine';

/**
 * The premium view's model (ui/screens/PremiumScreen.tsx): pure functions of the chart's
 * snapshot, numbers the view formats in the active language. The step comes from the tags the
 * chart puts on its states, so a state added later under a tag is shown without a list here to
 * update.
 */

export type PremiumSnapshot = SnapshotFrom<typeof premiumMachine>;

/**
 * What the screen shows: what members get (while the example loads, then with the join button),
 * the sign-in, the monthly price being read (or not read, with a retry), the payment chart's screens, the paid payment while the profile is read again
 * (then a membership not active yet, or a profile that could not be read), the membership
 * joined, the member who has nothing to pay, and an ATM reference to pay.
 */
export type PremiumStep =
  | 'loadingExample'
  | 'overview'
  | 'identifying'
  | 'pricing'
  | 'pricingFailed'
  | 'paying'
  | 'confirming'
  | 'activationPending'
  | 'confirmFailed'
  | 'joined'
  | 'member'
  | 'awaitingPayment'
  | 'outcomeUnknown';

export function selectPremiumStep(snapshot: PremiumSnapshot): PremiumStep {
  if (snapshot.hasTag('step.overview')) {
    return snapshot.hasTag('busy') ? 'loadingExample' : 'overview';
  }
  if (snapshot.hasTag('step.identify')) return 'identifying';
  if (snapshot.hasTag('step.pricing')) return snapshot.hasTag('busy') ? 'pricing' : 'pricingFailed';
  if (snapshot.hasTag('step.payment')) return 'paying';
  if (snapshot.hasTag('step.paid')) {
    if (snapshot.hasTag('busy')) return 'confirming';
    return snapshot.context.error ? 'confirmFailed' : 'activationPending';
  }
  if (snapshot.hasTag('step.joined')) return 'joined';
  if (snapshot.hasTag('step.member')) return 'member';
  if (snapshot.hasTag('step.unknown')) return 'outcomeUnknown';
  return 'awaitingPayment';
}

/**
 * Where the focus goes: a step's heading once, when the step changes. What members get, loading
 * or shown, is one step, and so is the member's page, which replaces it at once (the view opens
 * on it): a member signing in still moves the focus there, from the sign-in.
 */
export function selectFocusKey(snapshot: PremiumSnapshot): string {
  const step = selectPremiumStep(snapshot);
  return step === 'loadingExample' || step === 'member' ? 'overview' : step;
}

/** The monthly price in euro, or null until it is read (before the payment step). */
export const selectMonthlyPrice = (snapshot: PremiumSnapshot): number | null =>
  snapshot.context.price?.monthlyPrice ?? null;

/** What membership changes on the campaign the widget was opened at, or null. */
export const selectExample = (snapshot: PremiumSnapshot): PremiumExample | null =>
  snapshot.context.example;

/** Nobody is signed in: "Aderir" asks for a sign-in first. */
export const selectNeedsSignIn = (snapshot: PremiumSnapshot): boolean =>
  snapshot.context.user === null;

/** The user is a premium member (already, or since this payment). */
export const selectIsMember = (snapshot: PremiumSnapshot): boolean =>
  isPremiumUser(snapshot.context.user);

/** What was paid for the membership (the payment's amount, else the stated price), or null. */
export function selectPaidAmount(snapshot: PremiumSnapshot): number | null {
  const { payment, price } = snapshot.context;
  return payment?.payment?.amount ?? price?.monthlyPrice ?? null;
}

/** The method of a payment whose outcome is not known (where the visitor is told to check). */
export function selectUnconfirmedMethod(snapshot: PremiumSnapshot) {
  const { payment } = snapshot.context;
  return payment?.status === 'unconfirmed' ? payment.method : null;
}

/** The ATM (Multibanco) reference to pay, once the payment chart issued one. */
export function selectAtmReference(snapshot: PremiumSnapshot): AtmReference | null {
  const { payment, price } = snapshot.context;
  if (payment?.status !== 'referenceIssued') return null;
  return atmReferenceOf(payment.payment, price?.monthlyPrice ?? 0);
}

export const selectError = (snapshot: PremiumSnapshot) => snapshot.context.error;

/** The sign-in chart, while signing in. */
export const selectAuthActor = (snapshot: PremiumSnapshot) => snapshot.children.auth;

/** The payment chart, while paying. */
export const selectPaymentActor = (snapshot: PremiumSnapshot) => snapshot.children.payment;
