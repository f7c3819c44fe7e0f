// The address book chart against the sandbox middleware: Ana's saved addresses as the sandbox
// holds them; a save or a delete reaches the sandbox once and is shown only once answered; every
// way a call can fail (an error answer, no answer, the 40 s time-out, an answer off the
// contract, a delete the answer does not confirm) keeps what was typed and offers the way on. A
// coverage model at the end walks every state and transition.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { ApiError } from '../../api/errors';
import { sandbox, type SandboxFault } from '../../api/sandbox/control';
import { ADDRESSES, DELIVERY_COUNTRIES } from '../../api/sandbox/seed';
import { addressBookMachine } from '../../machines/addresses/addressBook.machine';
import { selectAddressBookStep } from '../../machines/addresses/addressBook.selectors';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

const ANA = { token: 'tok-ana' };
const ANA_ID = 1001;

let actor: Actor<typeof addressBookMachine> | null = null;
afterEach(() => {
  actor?.stop();
  actor = null;
  vi.useRealTimers();
});

async function start() {
  actor = createActor(addressBookMachine, { input: ANA }).start();
  await settled(actor);
  return actor;
}

const settled = (book: Actor<typeof addressBookMachine>) =>
  waitFor(book, (snapshot) => !snapshot.hasTag('busy'));
const step = (book: Actor<typeof addressBookMachine>) => selectAddressBookStep(book.getSnapshot());
const stored = () => sandbox.store.addresses.get(ANA_ID) ?? [];

function typeLisbonOffice(book: Actor<typeof addressBookMachine>) {
  book.send({ type: 'addresses.add' });
  const typed = {
    addressName: 'Escritório',
    street: 'Rua Augusta 27',
    postalCode: '1100 048',
    city: 'Lisboa',
  } as const;
  for (const [field, value] of Object.entries(typed)) {
    book.send({ type: 'addresses.change', field: field as keyof typeof typed, value });
  }
}

describe('address book chart against the sandbox', () => {
  it("lists Ana's saved addresses and the countries delivered to, as the sandbox holds them", async () => {
    const book = await start();
    expect(step(book)).toBe('list');
    expect(book.getSnapshot().context.addresses).toEqual(ADDRESSES[ANA_ID]);
    expect(book.getSnapshot().context.countries).toEqual(DELIVERY_COUNTRIES);
  });

  it('SPEC 5: a form breaking a rule sends nothing; once right, one address saved, 0000-000', async () => {
    const book = await start();
    typeLisbonOffice(book);
    book.send({ type: 'addresses.change', field: 'city', value: '  ' });
    book.send({ type: 'addresses.save' });
    expect(step(book)).toBe('form');
    expect(book.getSnapshot().context.fieldErrors).toEqual({ city: 'cityRequired' });
    expect(stored()).toHaveLength(2);

    book.send({ type: 'addresses.change', field: 'city', value: 'Lisboa' });
    expect(book.getSnapshot().context.fieldErrors).toEqual({});
    book.send({ type: 'addresses.save' });
    // A second press while the first is on its way is not a second address.
    book.send({ type: 'addresses.save' });
    await settled(book);
    expect(step(book)).toBe('list');
    expect(book.getSnapshot().context.done).toBe('saved');
    const office = stored().filter((address) => address.addressName === 'Escritório');
    expect(office).toHaveLength(1);
    expect(office[0]).toMatchObject({ postalCode: '1100-048', countryId: 139 });
    expect(book.getSnapshot().context.addresses).toEqual(stored());
  });

  it('changes a saved address in place (its id sent): still two addresses', async () => {
    const book = await start();
    book.send({ type: 'addresses.edit', id: 402 });
    book.send({ type: 'addresses.change', field: 'floorDoor', value: '4.º' });
    book.send({ type: 'addresses.save' });
    await settled(book);
    expect(stored()).toHaveLength(2);
    expect(stored().find((address) => address.id === 402)).toMatchObject({
      floorDoor: '4.º',
      company: 'Atelier Baixa, Lda.',
    });
  });

  it.each<[string, SandboxFault, string]>([
    ['a 5xx', { kind: 'status', status: 503 }, 'generic'],
    ['no answer', { kind: 'network' }, 'network'],
    ['an answer off the contract', { kind: 'malformed', shape: 'wrongTypes' }, 'malformedResponse'],
  ])(
    'a save that gets %s: its message, the form as typed, nothing shown as saved',
    async (_, fault, code) => {
      const book = await start();
      typeLisbonOffice(book);
      sandbox.setFault('createAddress', fault, { times: 1 });
      book.send({ type: 'addresses.save' });
      await settled(book);
      expect(step(book)).toBe('form');
      expect(book.getSnapshot().context.error).toBe(code);
      expect(book.getSnapshot().context.form.street).toBe('Rua Augusta 27');
      expect(book.getSnapshot().context.done).toBeNull();
    },
  );

  it('a delete is asked first, then made once; the answer must say it was deleted', async () => {
    const book = await start();
    book.send({ type: 'addresses.delete', id: 401 });
    expect(step(book)).toBe('confirmDelete');
    expect(stored()).toHaveLength(2);
    book.send({ type: 'addresses.keep' });
    expect(step(book)).toBe('list');

    book.send({ type: 'addresses.delete', id: 401 });
    sandbox.setFault('deleteAddress', { kind: 'malformed', shape: 'emptyObject' }, { times: 1 });
    book.send({ type: 'addresses.confirmDelete' });
    await settled(book);
    expect(step(book)).toBe('confirmDelete');
    expect(book.getSnapshot().context.error).toBe('malformedResponse');
    expect(book.getSnapshot().context.addresses.map((address) => address.id)).toContain(401);

    book.send({ type: 'addresses.confirmDelete' });
    await settled(book);
    expect(step(book)).toBe('list');
    expect(book.getSnapshot().context.done).toBe('deleted');
    expect(stored().map((address) => address.id)).toEqual([402]);
    expect(book.getSnapshot().context.addresses.map((address) => address.id)).toEqual([402]);
  });

  it('no answer within 40 s (SPEC 8, 9): the time-out message and a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('getAddresses', { kind: 'hang' }, { times: 1 });
    actor = createActor(addressBookMachine, { input: ANA }).start();
    await vi.advanceTimersByTimeAsync(39_999);
    expect(step(actor)).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await settled(actor);
    expect(actor.getSnapshot().context.error).toBe('timeout');
    vi.useRealTimers();
    actor.send({ type: 'addresses.retry' });
    await settled(actor);
    expect(step(actor)).toBe('list');
  });

  it('a token refused (401): the session ended, nothing asked again', async () => {
    sandbox.setFault('getAddresses', { kind: 'status', status: 401 }, { times: 1 });
    const book = await start();
    expect(step(book)).toBe('sessionEnded');
    expect(book.getSnapshot().can({ type: 'addresses.retry' })).toBe(false);
  });
});

// ------------------------------------------------------------------ coverage

type Event = ModelEvent<typeof addressBookMachine>;
const casa = ADDRESSES[ANA_ID]![0]!;
const failed = (id: string, status?: number) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError(status ? 'http' : 'network', 'refused', status),
});
const events = [
  {
    type: 'xstate.done.actor.fetchAddressBook',
    output: { addresses: [casa], countries: DELIVERY_COUNTRIES },
  },
  failed('fetchAddressBook'),
  failed('fetchAddressBook', 401),
  { type: 'xstate.done.actor.saveAddress', output: { ...casa, id: 900 } },
  failed('saveAddress'),
  failed('saveAddress', 401),
  { type: 'xstate.done.actor.deleteAddress', output: { success: true } },
  { type: 'xstate.done.actor.deleteAddress', output: { success: false } },
  failed('deleteAddress'),
  failed('deleteAddress', 401),
  { type: 'addresses.add' },
  { type: 'addresses.edit', id: casa.id },
  // Editing Casa starts from a valid form; a new one from an empty one (the rules refuse it).
  { type: 'addresses.change', field: 'floorDoor', value: '1.º' },
  { type: 'addresses.save' },
  { type: 'addresses.cancel' },
  { type: 'addresses.delete', id: casa.id },
  { type: 'addresses.confirmDelete' },
  { type: 'addresses.keep' },
  { type: 'addresses.retry' },
] as unknown as Event[];

describe('address book chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    const models = [createMachineModel(addressBookMachine, { input: ANA, events, limit: 5000 })];
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});
