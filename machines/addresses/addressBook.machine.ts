import { assign, fromPromise, setup } from 'xstate';
import { isSessionRefusedError, onCallError } from '../myBookings/callRefused';
import { apiClient, unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import {
  addressErrors,
  addressFormOf,
  emptyAddressForm,
  hasAddressErrors,
  savedAddressInput,
  type AddressErrors,
  type AddressField,
  type AddressForm,
} from '../rules/address';

export type SavedAddress = components['schemas']['SavedAddress'];
export type SavedAddressInput = components['schemas']['SavedAddressInput'];
export type DeliveryCountry = components['schemas']['DeliveryCountry'];

export interface AddressBookInput {
  /** The signed-in user's token: the addresses are theirs (SPEC 3 Saved address). */
  token: string;
}

export interface AddressBookContext extends AddressBookInput {
  addresses: SavedAddress[];
  /** The countries delivered to (v1/web/delivery/countries): the form's choice of country. */
  countries: DeliveryCountry[];
  /** The form as typed: a new address, or the saved one being changed (`editingId`). */
  form: AddressForm;
  editingId: number | null;
  /** The rules the form broke, shown once the visitor has asked to save. */
  fieldErrors: AddressErrors;
  /** The saved address the visitor asked to delete, until they confirm or keep it. */
  deletingId: number | null;
  /** What the last call that failed said (the form and the list stay as they were). */
  error: ErrorCode | null;
  /** What the last change did, said once (a status message). */
  done: 'saved' | 'deleted' | null;
}

export type AddressBookEvent =
  | { type: 'addresses.add' }
  | { type: 'addresses.edit'; id: number }
  | { type: 'addresses.change'; field: AddressField; value: string }
  | { type: 'addresses.save' }
  | { type: 'addresses.cancel' }
  | { type: 'addresses.delete'; id: number }
  | { type: 'addresses.confirmDelete' }
  | { type: 'addresses.keep' }
  | { type: 'addresses.retry' };

/** The saved addresses and the countries the form offers, asked for together. */
export const fetchAddressBook = fromPromise<
  { addresses: SavedAddress[]; countries: DeliveryCountry[] },
  { token: string }
>(async ({ input, signal }) => {
  const [addresses, countries] = await Promise.all([
    unwrap(apiClient.GET('/user/addresses', { params: { query: { token: input.token } }, signal })),
    unwrap(apiClient.GET('/v1/web/delivery/countries', { signal })),
  ]);
  return { addresses, countries };
});

/** Saves a new address, or changes a saved one (its id in the body); answers it as saved. */
export const saveAddress = fromPromise<SavedAddress, { token: string; body: SavedAddressInput }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/user/addresses/create', {
        params: { query: { token: input.token } },
        body: input.body,
        signal,
      }),
    ),
);

/** Deletes a saved address; the answer must say it was deleted. */
export const deleteAddress = fromPromise<{ success: boolean }, { token: string; id: number }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.POST('/user/addresses/delete/{id}', {
        params: { path: { id: input.id }, query: { token: input.token } },
        signal,
      }),
    ),
);

export function initialAddressBookContext(input: AddressBookInput): AddressBookContext {
  return {
    ...input,
    addresses: [],
    countries: [],
    form: emptyAddressForm(),
    editingId: null,
    fieldErrors: {},
    deletingId: null,
    error: null,
    done: null,
  };
}

/** The form's country as a number: the select sends its value as text, "" for none. */
function changedForm(form: AddressForm, field: AddressField, value: string): AddressForm {
  if (field !== 'countryId') return { ...form, [field]: value };
  const countryId = Number.parseInt(value, 10);
  return { ...form, countryId: Number.isSafeInteger(countryId) ? countryId : null };
}

/** The saved address answered, in the list in place of the one it changed, or added last. */
function withSaved(addresses: SavedAddress[], saved: SavedAddress): SavedAddress[] {
  return addresses.some((address) => address.id === saved.id)
    ? addresses.map((address) => (address.id === saved.id ? saved : address))
    : [...addresses, saved];
}

/**
 * The signed-in user's saved addresses (SPEC 3 Saved address; SPEC 7 user/addresses, create,
 * delete), to deliver to (issue: ordering) and to keep in the personal area: listed, added,
 * changed and deleted. The form keeps what was typed through every refusal and failure; the
 * rules of SPEC 5 (street, postal code 0000-000 in Portugal, city, country, address name, floor
 * and door, NIF) are checked before anything is sent. A delete is confirmed first and shown as
 * done only when the answer says so. A token refused (401) asks to sign in again.
 *
 *   loading → ready (idle ⇄ editing → saving; idle → confirmingDelete → deleting) | failed
 *          ↘ sessionEnded (the token refused, from any call)
 */
export const addressBookMachine = setup({
  types: {
    input: {} as AddressBookInput,
    context: {} as AddressBookContext,
    events: {} as AddressBookEvent,
    children: {} as {
      fetchAddressBook: 'fetchAddressBook';
      saveAddress: 'saveAddress';
      deleteAddress: 'deleteAddress';
    },
  },
  actors: { fetchAddressBook, saveAddress, deleteAddress },
  guards: {
    /** SPEC 5: a saved address with a broken rule is not sent. */
    formBreaksARule: ({ context }) =>
      hasAddressErrors(addressErrors(context.form, { saving: true })),
    isKnownAddress: ({ context }, id: number) =>
      context.addresses.some((address) => address.id === id),
    /** The answer says the address was deleted; anything else is not a delete. */
    wasDeleted: (_, answer: { success: boolean }) => answer.success === true,
    isSessionRefused: isSessionRefusedError,
  },
  actions: {
    assignLoaded: assign(
      (_, loaded: { addresses: SavedAddress[]; countries: DeliveryCountry[] }) => ({
        addresses: loaded.addresses,
        countries: loaded.countries,
        error: null,
      }),
    ),
    /**
     * Tells whoever runs the chart the saved addresses as answered (the delivery checks where
     * its shop delivers); they supply it, nothing by default.
     */
    reportLoaded: (_, _addresses: SavedAddress[]) => {},
    startNew: assign({
      form: () => emptyAddressForm(),
      editingId: null,
      fieldErrors: {},
      error: null,
      done: null,
    }),
    startEdit: assign(({ context }, id: number) => {
      const address = context.addresses.find((saved) => saved.id === id);
      return {
        form: address ? addressFormOf(address) : emptyAddressForm(),
        editingId: address ? id : null,
        fieldErrors: {},
        error: null,
        done: null,
      };
    }),
    // Once the rules have been shown, they follow what is typed.
    change: assign(({ context }, { field, value }: { field: AddressField; value: string }) => {
      const form = changedForm(context.form, field, value);
      const shown = Object.keys(context.fieldErrors).length > 0;
      return { form, fieldErrors: shown ? addressErrors(form, { saving: true }) : {} };
    }),
    showFieldErrors: assign({
      fieldErrors: ({ context }) => addressErrors(context.form, { saving: true }),
    }),
    assignSaved: assign(({ context }, saved: SavedAddress) => ({
      addresses: withSaved(context.addresses, saved),
      form: emptyAddressForm(),
      editingId: null,
      fieldErrors: {},
      error: null,
      done: 'saved' as const,
    })),
    askDelete: assign((_, id: number) => ({ deletingId: id, error: null, done: null })),
    forgetDelete: assign({ deletingId: null, error: null }),
    assignDeleted: assign(({ context }) => ({
      addresses: context.addresses.filter((address) => address.id !== context.deletingId),
      deletingId: null,
      error: null,
      done: 'deleted' as const,
    })),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    assignNotDeleted: assign({ error: 'generic' as const }),
    clearError: assign({ error: null }),
  },
}).createMachine({
  id: 'addressBook',
  context: ({ input }) => initialAddressBookContext(input),
  initial: 'loading',
  states: {
    loading: {
      tags: ['view.loading', 'busy'],
      invoke: {
        id: 'fetchAddressBook',
        src: 'fetchAddressBook',
        input: ({ context }) => ({ token: context.token }),
        onDone: {
          target: 'ready',
          actions: [
            { type: 'assignLoaded', params: ({ event }) => event.output },
            { type: 'reportLoaded', params: ({ event }) => event.output.addresses },
          ],
        },
        onError: onCallError('sessionEnded', 'failed'),
      },
    },
    // Nothing could be loaded: the message and the retry, never a blank section.
    failed: {
      tags: ['view.failed'],
      on: { 'addresses.retry': { target: 'loading', actions: 'clearError' } },
    },
    // The token was refused (401): the way on is to sign in again.
    sessionEnded: { tags: ['view.sessionEnded'] },
    ready: {
      initial: 'idle',
      states: {
        idle: {
          tags: ['view.list'],
          on: {
            'addresses.add': { target: 'editing', actions: 'startNew' },
            'addresses.edit': {
              guard: { type: 'isKnownAddress', params: ({ event }) => event.id },
              target: 'editing',
              actions: { type: 'startEdit', params: ({ event }) => event.id },
            },
            'addresses.delete': {
              guard: { type: 'isKnownAddress', params: ({ event }) => event.id },
              target: 'confirmingDelete',
              actions: { type: 'askDelete', params: ({ event }) => event.id },
            },
          },
        },
        editing: {
          tags: ['view.form'],
          on: {
            'addresses.change': {
              actions: { type: 'change', params: ({ event }) => event },
            },
            'addresses.save': [
              { guard: 'formBreaksARule', actions: 'showFieldErrors' },
              { target: 'saving', actions: 'clearError' },
            ],
            'addresses.cancel': { target: 'idle', actions: 'clearError' },
          },
        },
        saving: {
          tags: ['view.form', 'busy'],
          invoke: {
            id: 'saveAddress',
            src: 'saveAddress',
            input: ({ context }) => ({
              token: context.token,
              body: {
                ...savedAddressInput(context.form),
                ...(context.editingId === null ? {} : { id: context.editingId }),
              },
            }),
            onDone: {
              target: 'idle',
              actions: { type: 'assignSaved', params: ({ event }) => event.output },
            },
            onError: onCallError('#addressBook.sessionEnded', 'editing'),
          },
        },
        confirmingDelete: {
          tags: ['view.confirmDelete'],
          on: {
            'addresses.confirmDelete': { target: 'deleting', actions: 'clearError' },
            'addresses.keep': { target: 'idle', actions: 'forgetDelete' },
          },
        },
        deleting: {
          tags: ['view.confirmDelete', 'busy'],
          invoke: {
            id: 'deleteAddress',
            src: 'deleteAddress',
            // Only confirmingDelete leads here, and it always names the address.
            input: ({ context }) => ({ token: context.token, id: context.deletingId ?? 0 }),
            onDone: [
              {
                guard: { type: 'wasDeleted', params: ({ event }) => event.output },
                target: 'idle',
                actions: 'assignDeleted',
              },
              { target: 'confirmingDelete', actions: 'assignNotDeleted' },
            ],
            onError: onCallError('#addressBook.sessionEnded', 'confirmingDelete'),
          },
        },
      },
    },
  },
});
