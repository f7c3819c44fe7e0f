import type { SnapshotFrom } from 'xstate';
import type { paymentMachine } from './payment.machine';
import {
  selectAmountsDiffer,
  selectAmountText,
  selectAtmReference,
  selectCardPageUrl,
  selectError,
  selectFieldErrors,
  selectForm,
  selectHasNoMethods,
  selectInStoreConfirms,
  selectIsBusy,
  selectMbwayWait,
  selectMethod,
  selectMethods,
  selectMethodUnderWay,
  selectNeedsPhone,
  selectPaymentKind,
  selectPaymentStep,
  selectRefusedPageHost,
  selectStartFailed,
  selectUnknownOutcome,
} from './payment.selectors';
import type { PaymentEvent, PaymentField, PaymentMethodCode } from './payment.types';

/**
 * The payment screen's view (ui/screens/payment/PaymentScreen.tsx and its steps): the step, the
 * method choice and the MB WAY phone, the wait, the card page, the outcomes not known, the ends;
 * what the chart takes now (`snapshot.can`), and the ways on.
 */
export function connectPayment(
  snapshot: SnapshotFrom<typeof paymentMachine>,
  send: (event: PaymentEvent) => void,
) {
  return {
    step: selectPaymentStep(snapshot),
    busy: selectIsBusy(snapshot),
    amount: selectAmountText(snapshot),
    methods: selectMethods(snapshot),
    method: selectMethod(snapshot),
    needsPhone: selectNeedsPhone(snapshot),
    inStoreConfirms: selectInStoreConfirms(snapshot),
    noMethods: selectHasNoMethods(snapshot),
    startFailed: selectStartFailed(snapshot),
    error: selectError(snapshot),
    form: selectForm(snapshot),
    fieldErrors: selectFieldErrors(snapshot),
    mbwayWait: selectMbwayWait(snapshot),
    cardPageUrl: selectCardPageUrl(snapshot),
    refusedPageHost: selectRefusedPageHost(snapshot),
    atmReference: selectAtmReference(snapshot),
    amountsDiffer: selectAmountsDiffer(snapshot),
    unknownOutcome: selectUnknownOutcome(snapshot),
    methodUnderWay: selectMethodUnderWay(snapshot),
    kind: selectPaymentKind(snapshot),
    canSubmit: snapshot.can({ type: 'payment.submit' }),
    canRetry: snapshot.can({ type: 'payment.retry' }),
    canChange: snapshot.can({ type: 'payment.change' }),
    canCancel: snapshot.can({ type: 'payment.cancel' }),
    canCheck: snapshot.can({ type: 'payment.check' }),
    chooseMethod: (method: PaymentMethodCode) => send({ type: 'method.select', method }),
    changePhone: (field: PaymentField, value: string) =>
      send({ type: 'phone.change', field, value }),
    submit: () => send({ type: 'payment.submit' }),
    retry: () => send({ type: 'payment.retry' }),
    changeMethod: () => send({ type: 'payment.change' }),
    cancel: () => send({ type: 'payment.cancel' }),
    check: () => send({ type: 'payment.check' }),
    accept: () => send({ type: 'payment.accept' }),
  };
}
