import type { VoucherKind } from '../rules/voucher';
import type { VoucherEvent, VoucherField } from './voucher.machine';
import {
  selectAtmReference,
  selectAuthActor,
  selectCanExit,
  selectCanGoBack,
  selectConfiguration,
  selectDetails,
  selectFocusKey,
  selectIsDone,
  selectPaymentActor,
  selectPurchase,
  selectShareActor,
  selectUnconfirmedMethod,
  selectVoucherShop,
  selectVoucherStep,
  selectVoucherTitle,
  selectVoucherZone,
  type VoucherSnapshot,
} from './voucher.selectors';

/**
 * The voucher purchase's view (ui/screens/voucher/VoucherScreen.tsx): what is bought and where,
 * the step and where the focus goes, each step's model, the charts of its own steps (sign-in,
 * payment, share), the answer to the last "Continuar"; then what the visitor may do.
 */
export function connectVoucher(snapshot: VoucherSnapshot, send: (event: VoucherEvent) => void) {
  const { errors } = snapshot.context;
  return {
    title: selectVoucherTitle(snapshot),
    shop: selectVoucherShop(snapshot),
    step: selectVoucherStep(snapshot),
    focusKey: selectFocusKey(snapshot),
    canGoBack: selectCanGoBack(snapshot),
    canExit: selectCanExit(snapshot),
    done: selectIsDone(snapshot),
    auth: selectAuthActor(snapshot),
    payment: selectPaymentActor(snapshot),
    share: selectShareActor(snapshot),
    errors,
    refusal: refusalOf(errors),
    configuration: selectConfiguration(snapshot),
    details: selectDetails(snapshot),
    purchase: selectPurchase(snapshot),
    zone: selectVoucherZone(snapshot),
    atmReference: selectAtmReference(snapshot),
    unconfirmedMethod: selectUnconfirmedMethod(snapshot),
    proceed: () => send({ type: 'voucher.continue' }),
    back: () => send({ type: 'voucher.back' }),
    exit: () => send({ type: 'voucher.exit' }),
    changeCount: (count: number) => send({ type: 'voucher.count', count }),
    chooseKind: (kind: VoucherKind) => send({ type: 'voucher.kind', kind }),
    change: (field: VoucherField, value: string) => send({ type: 'voucher.change', field, value }),
    selectPrize: (prizeId: number | null) => send({ type: 'prize.select', prizeId }),
    toggleInvoice: (needVatInvoice: boolean) => send({ type: 'invoice.toggle', needVatInvoice }),
  };
}

const refusals = new WeakMap<object, number>();
let lastRefusal = 0;

/**
 * The chart's errors object, numbered: the chart answers a refused "Continuar" with a new one,
 * and the view tells one answer from the next by this number even when both say the same (the
 * view compares its values by content).
 */
function refusalOf(errors: object): number {
  let refusal = refusals.get(errors);
  if (refusal === undefined) {
    refusal = ++lastRefusal;
    refusals.set(errors, refusal);
  }
  return refusal;
}
