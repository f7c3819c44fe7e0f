import type { SnapshotFrom } from 'xstate';
import { isHttpUrl } from '../../domain/httpUrl';
import { formatEuro } from '../rules/format';
import {
  atmReferenceOf,
  paymentKindOf,
  type AtmReference,
  type PaymentKind,
} from '../rules/payment';
import type { PaymentMethodCode, paymentMachine } from './payment.machine';

/**
 * The payment screen's view model (ui/screens/payment/PaymentScreen.tsx): pure functions of the
 * chart's snapshot. The step comes from the tags the chart puts on its states, so a state added
 * later under a tag is shown without a list here to update.
 */

type PaymentSnapshot = SnapshotFrom<typeof paymentMachine>;

const isValidDate = (iso: string | null | undefined): iso is string =>
  typeof iso === 'string' && Number.isFinite(Date.parse(iso));

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

/**
 * The amount to pay, euro in Portuguese style in every language (SPEC 9): the purchase's, else
 * the started payment's own; null while neither is known (the premium membership's price where
 * the entity states none, until its payment link answers it).
 */
export function selectAmountText(snapshot: PaymentSnapshot): string | null {
  const amount = snapshot.context.amount ?? snapshot.context.inProgress?.payment.amount;
  return typeof amount === 'number' ? formatEuro(amount) : null;
}

export interface PaymentMethodOption {
  code: PaymentMethodCode;
  kind: PaymentKind;
}

/** The methods offered, in the order given (SPEC 4). */
export const selectMethods = (snapshot: PaymentSnapshot): PaymentMethodOption[] =>
  snapshot.context.methods.map((code) => ({ code, kind: paymentKindOf(code) }));

export const selectMethod = (snapshot: PaymentSnapshot): PaymentMethodCode | null =>
  snapshot.context.method;

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
  /** The server's absolute deadline (epoch ms), or null when it gave none. */
  deadlineMs: number | null;
  /** The deadline has passed: the one last question about the payment is under way. */
  lastCheck: boolean;
}

/** The MB WAY request under way: where it went and until when it can be accepted. */
export function selectMbwayWait(snapshot: PaymentSnapshot): MbwayWait {
  const { inProgress, form } = snapshot.context;
  const number = inProgress?.payment.mbwayPhoneNumber ?? form.phone;
  const phone = number.trim().startsWith('+') ? number.trim() : `${form.prefix} ${number}`.trim();
  const deadline = inProgress?.payment.deadline;
  const deadlineMs = isValidDate(deadline) ? Date.parse(deadline) : null;
  return { phone, deadlineMs, lastCheck: snapshot.matches({ waitingMbway: 'lastCheck' }) };
}

/** The card payment's page, when its address is one the widget may open (http or https). */
export function selectCardPageUrl(snapshot: PaymentSnapshot): string | null {
  const url = snapshot.context.inProgress?.payment.paymentUrl;
  return url && isHttpUrl(url) ? url : null;
}

/** The ATM (Multibanco) reference to pay later, or null when the answer gave none. */
export function selectAtmReference(snapshot: PaymentSnapshot): AtmReference | null {
  const { inProgress, amount } = snapshot.context;
  return atmReferenceOf(inProgress?.payment, amount ?? 0);
}
