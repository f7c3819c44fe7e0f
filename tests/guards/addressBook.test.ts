// @vitest-environment node
// The address book chart's guards (machines/addresses/addressBook.machine.ts), driven as Ana
// (user 1001, two saved addresses in the sandbox's seed: 401 and 402) would against the sandbox
// middleware. The verdicts are what the sandbox's store holds and which calls reached it: SPEC 5
// "Valid address ... address name" (a saved address needs its name; nothing is sent while a rule
// is broken) and SPEC 6 and 7 (the user's own saved addresses only are changed or deleted).
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { sandbox } from '../../api/sandbox/control';
import {
  addressBookMachine,
  type AddressBookEvent,
} from '../../machines/addresses/addressBook.machine';

type Book = Actor<typeof addressBookMachine>;

const ANA_ID = 1001;
let running: Book | null = null;
afterEach(() => running?.stop());

async function open(): Promise<Book> {
  running = createActor(addressBookMachine, { input: { token: 'tok-ana' } }).start();
  await waitFor(running, (snapshot) => !snapshot.hasTag('busy'));
  sandbox.clearSeenOperations();
  return running;
}

const stored = () => (sandbox.store.addresses.get(ANA_ID) ?? []).map((address) => address.id);
const calls = (operation: string) => sandbox.seenOperations().get(operation) ?? 0;

function type(book: Book, fields: Record<string, string>) {
  for (const [field, value] of Object.entries(fields)) {
    book.send({ type: 'addresses.change', field, value } as AddressBookEvent);
  }
}

const office = {
  street: 'Rua Augusta 27',
  postalCode: '1100 048',
  city: 'Lisboa',
};

describe('SPEC 5: a saved address needs its name; with a rule broken nothing is sent', () => {
  it('an address without a name (or a name of spaces) stays in the form, and no call is made', async () => {
    const book = await open();
    book.send({ type: 'addresses.add' });
    type(book, { ...office, addressName: '   ' });
    book.send({ type: 'addresses.save' });
    expect(book.getSnapshot().hasTag('view.form')).toBe(true);
    expect(book.getSnapshot().hasTag('busy')).toBe(false);
    expect(book.getSnapshot().context.fieldErrors).toEqual({ addressName: 'addressNameRequired' });
    expect(calls('createAddress')).toBe(0);
    expect(stored()).toEqual([401, 402]);
  });

  it('with its name it is sent once and saved: three addresses', async () => {
    const book = await open();
    book.send({ type: 'addresses.add' });
    type(book, { ...office, addressName: 'Escritório' });
    book.send({ type: 'addresses.save' });
    await waitFor(book, (snapshot) => !snapshot.hasTag('busy'));
    expect(calls('createAddress')).toBe(1);
    expect(stored()).toHaveLength(3);
  });
});

describe('SPEC 6 and 7: only the user’s own saved addresses are changed or deleted', () => {
  it('an address that is not one of hers can be neither opened nor deleted; hers can', async () => {
    const book = await open();
    const list = () => book.getSnapshot().hasTag('view.list');
    for (const event of [
      { type: 'addresses.edit', id: 999 },
      { type: 'addresses.delete', id: 999 },
    ] as const) {
      expect(book.getSnapshot().can(event)).toBe(false);
      book.send(event);
      expect(list()).toBe(true);
    }
    book.send({ type: 'addresses.confirmDelete' });
    expect(calls('deleteAddress')).toBe(0);
    expect(stored()).toEqual([401, 402]);

    book.send({ type: 'addresses.delete', id: 401 });
    expect(book.getSnapshot().hasTag('view.confirmDelete')).toBe(true);
    book.send({ type: 'addresses.confirmDelete' });
    await waitFor(book, (snapshot) => !snapshot.hasTag('busy'));
    expect(stored()).toEqual([402]);
  });
});
