/**
 * The address book (machines/addresses/addressBook.machine.ts), one still picture per state,
 * drawn by AddressBook: Ana (1001) signed in, with her two saved addresses of the sandbox (Casa
 * and Trabalho, in Lisbon) and the countries delivered to (Portugal, Spain).
 *
 * Convention (stories/README.md): this file is `stories/<machine id>.stories.tsx`, its title is
 * the machine's id, and every story is named by the state path it shows; a variant adds a note
 * in brackets (`failed (timeout)`).
 */
import type { Meta, StoryObj } from '@storybook/react-vite';
import { ADDRESSES, DELIVERY_COUNTRIES } from '../api/sandbox/seed';
import { signedInUserFixture } from '../api/sandbox/userFixtures';
import {
  addressBookMachine,
  initialAddressBookContext,
  type AddressBookContext,
} from '../machines/addresses/addressBook.machine';
import { addressErrors, addressFormOf, emptyAddressForm } from '../machines/rules/address';
import { AddressBook } from '../ui/screens/addresses/AddressBook';
import { stateStories } from './support/stateStory';

const meta = { title: 'addressBook' } satisfies Meta;
export default meta;
type Story = StoryObj<typeof meta>;

const addressBookStory = stateStories(addressBookMachine, (actor) => <AddressBook actor={actor} />);

const ana = signedInUserFixture(1001);
const start = initialAddressBookContext({ token: ana.token });
const anaAddresses = ADDRESSES[ana.id] ?? [];
/** Ana's book once loaded. */
const loaded: AddressBookContext = {
  ...start,
  addresses: anaAddresses,
  countries: DELIVERY_COUNTRIES,
};
const [casa] = anaAddresses;

/** A new address half typed: a Porto street, a postal code missing its dash's last digits. */
const halfTyped = {
  ...emptyAddressForm(),
  addressName: 'Casa da praia',
  street: 'Rua de Cedofeita 210',
  postalCode: '4050-26',
  city: 'Porto',
  vatId: '123456780',
};

// ------------------------------------------------------------------ loading and failing

/** The addresses and the countries on their way. */
export const loading: Story = {
  name: 'loading',
  ...addressBookStory({ value: 'loading', context: start }),
};

/** No answer: the network message and a retry, never a blank section. */
export const failed: Story = {
  name: 'failed',
  ...addressBookStory({ value: 'failed', context: { ...start, error: 'network' } }),
};

/** No answer within 40 s. */
export const failedTimeout: Story = {
  name: 'failed (timeout)',
  ...addressBookStory({ value: 'failed', context: { ...start, error: 'timeout' } }),
};

/** The token was refused (401): told to sign in again. */
export const sessionEnded: Story = {
  name: 'sessionEnded',
  ...addressBookStory({ value: 'sessionEnded', context: { ...start, error: 'generic' } }),
};

// ------------------------------------------------------------------ the book

/** Ana's two addresses, each to change or delete, and one to add. */
export const readyIdle: Story = {
  name: 'ready.idle',
  ...addressBookStory({ value: { ready: 'idle' }, context: loaded }),
};

/** Nothing saved yet. */
export const readyIdleEmpty: Story = {
  name: 'ready.idle (none saved)',
  ...addressBookStory({ value: { ready: 'idle' }, context: { ...loaded, addresses: [] } }),
};

/** Just saved: said once above the list. */
export const readyIdleSaved: Story = {
  name: 'ready.idle (saved)',
  ...addressBookStory({ value: { ready: 'idle' }, context: { ...loaded, done: 'saved' } }),
};

/** A new address, empty. */
export const readyEditing: Story = {
  name: 'ready.editing',
  ...addressBookStory({ value: { ready: 'editing' }, context: loaded }),
};

/** Saving refused by the rules: each broken one beside its field, what was typed kept. */
export const readyEditingRefused: Story = {
  name: 'ready.editing (rules broken)',
  ...addressBookStory({
    value: { ready: 'editing' },
    context: {
      ...loaded,
      form: halfTyped,
      fieldErrors: addressErrors(halfTyped, { saving: true }),
    },
  }),
};

/** Changing Casa; the last save did not get an answer: the message, the form as typed. */
export const readyEditingFailed: Story = {
  name: 'ready.editing (save failed)',
  ...addressBookStory({
    value: { ready: 'editing' },
    context: {
      ...loaded,
      form: casa ? addressFormOf(casa) : emptyAddressForm(),
      editingId: casa?.id ?? null,
      error: 'network',
    },
  }),
};

/** The save on its way. */
export const readySaving: Story = {
  name: 'ready.saving',
  ...addressBookStory({
    value: { ready: 'saving' },
    context: { ...loaded, form: { ...halfTyped, postalCode: '4050-262', vatId: '' } },
  }),
};

/** "Apagar o endereço Casa?" */
export const readyConfirmingDelete: Story = {
  name: 'ready.confirmingDelete',
  ...addressBookStory({
    value: { ready: 'confirmingDelete' },
    context: { ...loaded, deletingId: casa?.id ?? null },
  }),
};

/** The delete on its way. */
export const readyDeleting: Story = {
  name: 'ready.deleting',
  ...addressBookStory({
    value: { ready: 'deleting' },
    context: { ...loaded, deletingId: casa?.id ?? null },
  }),
};
