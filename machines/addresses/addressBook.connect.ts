import type { AddressField } from '../rules/address';
import type { AddressBookEvent } from './addressBook.machine';
import {
  selectAddressBookDone,
  selectAddressBookError,
  selectAddressBookStep,
  selectAddresses,
  selectAddressForm,
  selectAddressToDelete,
  selectCountries,
  selectFieldErrors,
  selectIsBusy,
  selectIsEditingSaved,
  type AddressBookSnapshot,
} from './addressBook.selectors';

/**
 * The address book's view (ui/screens/addresses/AddressBook.tsx, and the saved addresses the
 * delivery step offers): the step, the saved addresses, the form and its errors, the address
 * asked to be deleted, what was just done, and the ways on.
 */
export function connectAddressBook(
  snapshot: AddressBookSnapshot,
  send: (event: AddressBookEvent) => void,
) {
  return {
    step: selectAddressBookStep(snapshot),
    addresses: selectAddresses(snapshot),
    done: selectAddressBookDone(snapshot),
    form: selectAddressForm(snapshot),
    fieldErrors: selectFieldErrors(snapshot),
    countries: selectCountries(snapshot),
    editingSaved: selectIsEditingSaved(snapshot),
    addressToDelete: selectAddressToDelete(snapshot),
    error: selectAddressBookError(snapshot),
    busy: selectIsBusy(snapshot),
    add: () => send({ type: 'addresses.add' }),
    edit: (id: number) => send({ type: 'addresses.edit', id }),
    change: (field: AddressField, value: string) =>
      send({ type: 'addresses.change', field, value }),
    save: () => send({ type: 'addresses.save' }),
    cancel: () => send({ type: 'addresses.cancel' }),
    askDelete: (id: number) => send({ type: 'addresses.delete', id }),
    confirmDelete: () => send({ type: 'addresses.confirmDelete' }),
    keep: () => send({ type: 'addresses.keep' }),
    retry: () => send({ type: 'addresses.retry' }),
  };
}
