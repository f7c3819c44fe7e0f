import type { SnapshotFrom } from 'xstate';
import type { PremiumEvent, premiumMachine } from './premium.machine';
import {
  selectAtmReference,
  selectAuthActor,
  selectError,
  selectExample,
  selectFocusKey,
  selectMonthlyPrice,
  selectNeedsSignIn,
  selectPaidAmount,
  selectPaymentActor,
  selectPremiumStep,
  selectUnconfirmedMethod,
} from './premium.selectors';

/**
 * The Premium view (ui/screens/PremiumScreen.tsx): the step and where the focus goes, what
 * members get and the monthly price, the sign-in's and the payment's charts while they run, what
 * was paid and how it stands; what the chart takes now (`snapshot.can`), and the ways on.
 */
export function connectPremium(
  snapshot: SnapshotFrom<typeof premiumMachine>,
  send: (event: PremiumEvent) => void,
) {
  return {
    step: selectPremiumStep(snapshot),
    focusKey: selectFocusKey(snapshot),
    auth: selectAuthActor(snapshot),
    payment: selectPaymentActor(snapshot),
    monthlyPrice: selectMonthlyPrice(snapshot),
    example: selectExample(snapshot),
    needsSignIn: selectNeedsSignIn(snapshot),
    paidAmount: selectPaidAmount(snapshot),
    unconfirmedMethod: selectUnconfirmedMethod(snapshot),
    atmReference: selectAtmReference(snapshot),
    error: selectError(snapshot),
    canJoin: snapshot.can({ type: 'premium.join' }),
    canGoBack: snapshot.can({ type: 'premium.back' }),
    join: () => send({ type: 'premium.join' }),
    goBack: () => send({ type: 'premium.back' }),
    check: () => send({ type: 'premium.check' }),
    retry: () => send({ type: 'premium.retry' }),
  };
}
