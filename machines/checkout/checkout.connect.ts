import type { SnapshotFrom } from 'xstate';
import type { checkoutMachine } from './checkout.machine';
import {
  selectBackTo,
  selectCanRetry,
  selectCheckoutAuth,
  selectCheckoutContact,
  selectCheckoutContactDetails,
  selectCheckoutError,
  selectCheckoutPayment,
  selectCheckoutShare,
  selectCheckoutStep,
  selectOrderAtmReference,
  selectOrderMade,
  selectOrderPrizeChoice,
  selectOrderRewards,
  selectPaymentEnd,
  selectPlaceUnconfirmed,
  selectUnconfirmedMethod,
} from './checkout.selectors';
import type { CheckoutEvent } from './checkout.types';

/**
 * The checkout's view (ui/screens/order/CheckoutStep.tsx, and the order's success actions): the
 * step on screen, the child charts it shows (sign-in, contact, payment, share), the refusal and
 * whether it may be asked again, who orders, the order made and how it is paid, an order or a
 * payment whose outcome is not known, and the ways on.
 */
export function connectCheckout(
  snapshot: SnapshotFrom<typeof checkoutMachine>,
  send: (event: CheckoutEvent) => void,
) {
  return {
    step: selectCheckoutStep(snapshot),
    auth: selectCheckoutAuth(snapshot),
    contact: selectCheckoutContact(snapshot),
    payment: selectCheckoutPayment(snapshot),
    share: selectCheckoutShare(snapshot),
    error: selectCheckoutError(snapshot),
    errorDetail: snapshot.context.errorDetail,
    canRetry: selectCanRetry(snapshot),
    contactDetails: selectCheckoutContactDetails(snapshot),
    order: selectOrderMade(snapshot),
    paid: selectPaymentEnd(snapshot),
    atmReference: selectOrderAtmReference(snapshot),
    unconfirmed: selectPlaceUnconfirmed(snapshot),
    canCheck: snapshot.can({ type: 'checkout.check' }),
    unconfirmedMethod: selectUnconfirmedMethod(snapshot),
    rewards: selectOrderRewards(snapshot),
    prizeChoice: selectOrderPrizeChoice(snapshot),
    backTo: selectBackTo(snapshot),
    back: () => send({ type: 'checkout.back' }),
    retry: () => send({ type: 'checkout.retry' }),
    place: () => send({ type: 'checkout.place' }),
    choosePrize: (prizeId: number | null) => send({ type: 'checkout.choosePrize', prizeId }),
    check: () => send({ type: 'checkout.check' }),
    pay: () => send({ type: 'checkout.pay' }),
    finish: () => send({ type: 'checkout.finish' }),
  };
}
