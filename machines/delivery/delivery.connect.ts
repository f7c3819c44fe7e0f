import type { AddressField } from '../rules/address';
import type { DeliveryType } from '../rules/delivery';
import {
  selectDeliveryAddressBook,
  selectDeliveryArea,
  selectDeliveryShopName,
  selectDeliveryView,
  type DeliverySnapshot,
} from './delivery.selectors';
import type { DeliveryEvent, SavedAddress } from './delivery.types';

/**
 * The delivery step's view (ui/screens/order/DeliveryStep.tsx): the view on screen, the ways
 * offered and the one chosen, the address form (its errors, the countries, the saved addresses'
 * book and which of them the shop delivers to, the shop's area), the pickup search and its
 * points (the one chosen, back to the step), the refusal and the call a retry makes again, and the ways on.
 */
export function connectDelivery(snapshot: DeliverySnapshot, send: (event: DeliveryEvent) => void) {
  const { context } = snapshot;
  return {
    view: selectDeliveryView(snapshot),
    options: context.options,
    chosen: context.deliveryType,
    area: selectDeliveryArea(snapshot),
    shop: selectDeliveryShopName(snapshot),
    addressBook: selectDeliveryAddressBook(snapshot),
    savedUsable: context.savedUsable,
    busy: snapshot.hasTag('busy'),
    checkingSaved: snapshot.hasTag('savedChecking'),
    checkingRates: snapshot.matches({ address: { form: 'checkingRates' } }),
    form: context.form,
    fieldErrors: context.fieldErrors,
    countries: context.countries,
    pickupPostalCode: context.pickupPostalCode,
    pickupPostalCodeInvalid: context.pickupPostalCodeInvalid,
    pickupPoints: context.pickupPoints,
    chosenPointId: context.choice?.pickupPoint?.id ?? null,
    error: context.error,
    errorDetail: context.errorDetail,
    failedCall: context.failedCall,
    choose: (deliveryType: DeliveryType) => send({ type: 'delivery.choose', deliveryType }),
    proceed: () => send({ type: 'delivery.continue' }),
    change: (field: AddressField, value: string) => send({ type: 'delivery.change', field, value }),
    submitAddress: () => send({ type: 'delivery.submit' }),
    deliverToSaved: (address: SavedAddress) => send({ type: 'delivery.useSaved', address }),
    changePickupPostalCode: (value: string) => send({ type: 'delivery.pickupPostalCode', value }),
    searchPickupPoints: () => send({ type: 'delivery.search' }),
    locate: () => send({ type: 'delivery.locate' }),
    choosePoint: (id: string) => send({ type: 'delivery.choosePoint', id }),
    retry: () => send({ type: 'delivery.retry' }),
    back: () => send({ type: 'delivery.back' }),
  };
}
