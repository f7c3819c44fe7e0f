import type { SnapshotFrom } from 'xstate';
import { configuredPaymentPageHosts, sandboxPaymentPageOrigin } from '../../api/paymentPages';
import { formatEuro } from '../rules/format';
import {
  UNREADABLE_ANSWERS_NAMED_AFTER,
  atmReferenceOf,
  paymentKindOf,
  type AtmReference,
  type PaymentKind,
} from '../rules/payment';
import { allowedPaymentPageHosts, isAllowedPaymentPage } from '../rules/paymentPage';
import type { paymentMachine } from './payment.machine';
import type { PaymentMethodCode } from './payment.types';

/**
 * The payment screen's view model (ui/screens/payment/PaymentScreen.tsx): pure functions of the
 * chart's snapshot. The step comes from the tags the chart puts on its states, so a state added
 * later under a tag is shown without a list here to update.
 */

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

/**
 * What the screen shows: the method choice (also while the phone is checked, the payment is
 * requested, or after starting failed), the MB WAY wait, the card page, an unpaid end with a new
 * attempt, and the three ends (reference, in store, paid); `cancelled` once the visitor left;
 * `preparing` for the instants the chart decides where to go (starting, following).
 */
export type PaymentStep =
  | 'method'
  | 'mbway'
  | 'card'
  | 'cardRefused'
  | 'amountDiffers'
  | 'unknown'
  | 'unpaid'
  | 'reference'
  | 'inStore'
  | 'paid'
  | 'cancelled'
  | 'preparing';

const STEP_TAGS: readonly [string, PaymentStep][] = [
  ['step.method', 'method'],
  ['step.mbway', 'mbway'],
  ['step.card', 'card'],
  ['step.cardRefused', 'cardRefused'],
  ['step.amountDiffers', 'amountDiffers'],
  ['step.unknown', 'unknown'],
  ['step.unpaid', 'unpaid'],
  ['step.reference', 'reference'],
  ['step.inStore', 'inStore'],
  ['step.paid', 'paid'],
];

export function selectPaymentStep(snapshot: PaymentSnapshot): PaymentStep {
  const tagged = STEP_TAGS.find(([tag]) => snapshot.hasTag(tag));
  if (tagged) return tagged[1];
  return snapshot.matches('cancelled') ? 'cancelled' : 'preparing';
}

/** A call is under way (the phone check, the payment request): the submit waits. */
export const selectIsBusy = (snapshot: PaymentSnapshot): boolean => snapshot.hasTag('busy');

/** The amount to pay, euro in Portuguese style in every language (SPEC 9). */
export const selectAmountText = (snapshot: PaymentSnapshot): string =>
  formatEuro(snapshot.context.amount);

export interface PaymentMethodOption {
  code: PaymentMethodCode;
  kind: PaymentKind;
}

/** The methods offered, in the order given (SPEC 4). */
export const selectMethods = (snapshot: PaymentSnapshot): PaymentMethodOption[] =>
  snapshot.context.methods.map((code) => ({ code, kind: paymentKindOf(code) }));

export const selectMethod = (snapshot: PaymentSnapshot): PaymentMethodCode | null =>
  snapshot.context.method;

/**
 * What the submit button confirms when the chosen method is paid at the shop (nothing is charged
 * now): the order, or the voucher; null when the button pays.
 */
export const selectInStoreConfirms = (snapshot: PaymentSnapshot): 'order' | 'voucher' | null => {
  const { method, purchase } = snapshot.context;
  if (method === null || paymentKindOf(method) !== 'inStore') return null;
  return purchase.kind === 'order' ? 'order' : 'voucher';
};

/** The chosen method is MB WAY: its phone is asked. */
export const selectNeedsPhone = (snapshot: PaymentSnapshot): boolean => {
  const { method } = snapshot.context;
  return method !== null && paymentKindOf(method) === 'mbway';
};

export const selectForm = (snapshot: PaymentSnapshot) => snapshot.context.form;
export const selectFieldErrors = (snapshot: PaymentSnapshot) => snapshot.context.fieldErrors;
export const selectError = (snapshot: PaymentSnapshot) => snapshot.context.error;

/** There is nothing to pay with (SPEC 8 "No payment methods available"). */
export const selectHasNoMethods = (snapshot: PaymentSnapshot): boolean =>
  snapshot.matches('noMethods');

/** Starting the payment failed (a fault or a refusal of the request). */
export const selectStartFailed = (snapshot: PaymentSnapshot): boolean => snapshot.matches('failed');

export interface MbwayWait {
  /** The phone the request went to, as it is written (`+351 912000001`). */
  phone: string;
  /**
   * The server's absolute deadline (epoch ms), when it states a believable one (after the request,
   * at most 30 minutes after it); null otherwise, and no countdown is shown.
   */
  deadlineMs: number | null;
  /** The deadline has passed: the status is asked on, nothing assumed. */
  pastDeadline: boolean;
  /** Several status answers in a row could not be read (still asked, with longer pauses). */
  unreadable: boolean;
}

/** The MB WAY request under way: where it went and until when it can be accepted. */
export function selectMbwayWait(snapshot: PaymentSnapshot): MbwayWait {
  const { inProgress, form, unreadable, deadlineMs } = snapshot.context;
  const number = inProgress?.payment.mbwayPhoneNumber ?? form.phone;
  const phone = number.trim().startsWith('+') ? number.trim() : `${form.prefix} ${number}`.trim();
  return {
    phone,
    deadlineMs,
    pastDeadline: snapshot.matches({ waitingMbway: 'pastDeadline' }),
    unreadable: unreadable >= UNREADABLE_ANSWERS_NAMED_AFTER,
  };
}

/** Several status answers in a row could not be read (the wait says so, and asks on). */
export const selectStatusUnreadable = (snapshot: PaymentSnapshot): boolean =>
  snapshot.context.unreadable >= UNREADABLE_ANSWERS_NAMED_AFTER;

/**
 * The card payment's page, when the widget may open it: https on a payment provider's host
 * (machines/rules/paymentPage.ts; the chart refuses any other before this step).
 */
export function selectCardPageUrl(snapshot: PaymentSnapshot): string | null {
  const url = snapshot.context.inProgress?.payment.paymentUrl;
  if (!url) return null;
  const hosts = allowedPaymentPageHosts(configuredPaymentPageHosts(), sandboxPaymentPageOrigin());
  return isAllowedPaymentPage(url, hosts) ? url : null;
}

/** The host of a card page the widget refused to open, as the visitor is told it. */
export function selectRefusedPageHost(snapshot: PaymentSnapshot): string {
  const url = snapshot.context.inProgress?.payment.paymentUrl ?? '';
  try {
    const parsed = new URL(url);
    return `${parsed.protocol}//${parsed.host}`;
  } catch {
    return url;
  }
}

/** The ATM (Multibanco) reference to pay later, or null when the answer gave none. */
export function selectAtmReference(snapshot: PaymentSnapshot): AtmReference | null {
  const { inProgress, amount } = snapshot.context;
  return atmReferenceOf(inProgress?.payment, amount);
}

/** The amount shown before "Pagar", and the different one the payment asks, in euro text. */
export function selectAmountsDiffer(
  snapshot: PaymentSnapshot,
): { shown: string; asked: string } | null {
  const { amount, answeredAmount } = snapshot.context;
  if (answeredAmount === null) return null;
  return { shown: formatEuro(amount), asked: formatEuro(answeredAmount) };
}

/**
 * Why the outcome is not known, for the words shown: the start's answer is being looked up, the
 * lookup got no answer, there is no way to look it up, the lookup found nothing started (a new
 * attempt may be made), or the status stayed unknown past the deadline.
 */
export type UnknownOutcome =
  | 'lookingUp'
  | 'lookupFailed'
  | 'noLookup'
  | 'notStarted'
  | 'status'
  | 'left';

export function selectUnknownOutcome(snapshot: PaymentSnapshot): UnknownOutcome | null {
  if (snapshot.matches('unconfirmed')) return 'left';
  if (snapshot.matches('statusUnknown')) return 'status';
  if (snapshot.matches({ startUnknown: 'lookupFailed' })) return 'lookupFailed';
  if (snapshot.matches({ startUnknown: 'noLookup' })) return 'noLookup';
  if (snapshot.matches({ startUnknown: 'notStarted' })) return 'notStarted';
  if (snapshot.matches('startUnknown')) return 'lookingUp';
  return null;
}

/** The method of the payment under way (or being started, or else chosen). */
export function selectMethodUnderWay(snapshot: PaymentSnapshot): PaymentMethodCode | null {
  const { inProgress, start, method } = snapshot.context;
  return inProgress?.method ?? start?.method ?? method;
}

/** How the payment under way is paid, for the words of its screens. */
export function selectPaymentKind(snapshot: PaymentSnapshot): PaymentKind | null {
  const code = selectMethodUnderWay(snapshot);
  return code ? paymentKindOf(code) : null;
}
