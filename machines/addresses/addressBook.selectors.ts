import type { ActorRefFrom, SnapshotFrom } from 'xstate';
import type { addressBookMachine } from './addressBook.machine';

/**
 * The address book's model (ui/screens/addresses/AddressBook.tsx): pure functions of the chart's
 * snapshot. The step comes from the tags on the chart's states.
 */

export type AddressBookActor = ActorRefFrom<typeof addressBookMachine>;
export type AddressBookSnapshot = SnapshotFrom<typeof addressBookMachine>;

export type AddressBookStep =
  | 'loading'
  | 'failed'
  | 'sessionEnded'
  | 'list'
  | 'form'
  | 'confirmDelete';

export function selectAddressBookStep(snapshot: AddressBookSnapshot): AddressBookStep {
  if (snapshot.hasTag('view.list')) return 'list';
  if (snapshot.hasTag('view.form')) return 'form';
  if (snapshot.hasTag('view.confirmDelete')) return 'confirmDelete';
  if (snapshot.hasTag('view.failed')) return 'failed';
  if (snapshot.hasTag('view.sessionEnded')) return 'sessionEnded';
  return 'loading';
}

export const selectAddresses = (snapshot: AddressBookSnapshot) => snapshot.context.addresses;
export const selectCountries = (snapshot: AddressBookSnapshot) => snapshot.context.countries;
export const selectAddressForm = (snapshot: AddressBookSnapshot) => snapshot.context.form;
export const selectFieldErrors = (snapshot: AddressBookSnapshot) => snapshot.context.fieldErrors;
export const selectIsEditingSaved = (snapshot: AddressBookSnapshot) =>
  snapshot.context.editingId !== null;
export const selectAddressBookError = (snapshot: AddressBookSnapshot) => snapshot.context.error;
export const selectAddressBookDone = (snapshot: AddressBookSnapshot) => snapshot.context.done;
export const selectIsBusy = (snapshot: AddressBookSnapshot) => snapshot.hasTag('busy');

/** The saved address the visitor asked to delete, while they confirm. */
export const selectAddressToDelete = (snapshot: AddressBookSnapshot) =>
  snapshot.context.addresses.find((address) => address.id === snapshot.context.deletingId) ?? null;
