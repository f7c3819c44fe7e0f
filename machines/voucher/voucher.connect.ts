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
import { byIdentity } from '../byIdentity';

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
    /** Each refused "Continuar" (the chart answers each with a new errors object). */
    refusal: byIdentity(errors),
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
