// QA model of the saved addresses (SPEC 3 "Saved address"; SPEC 5 "Valid address, street,
// country, address name, floor and door, postal code, city" and "Valid tax (VAT) id"; SPEC 7
// user/addresses, create, delete; SPEC 8 the network message), written from the spec and driven
// on the rendered widget against the sandbox: Ana, signed in by the host's external token, opens
// "As minhas reservas" and keeps her addresses there. At every state the check reads the screen
// (by role, name and text) against what the sandbox's store holds for Ana; never the charts.
import { afterEach, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMachine } from 'xstate';
import { sandbox } from '../../api/sandbox/control';
import { describeQaModel } from './support/model';
import { click, fill, heading, openWidget, plain, type OpenWidget } from './support/widget';

const ANA = 1001;
const BOOK = 'Os meus endereços';

const addressBookModel = createMachine({
  id: 'addressBookQa',
  initial: 'book',
  states: {
    book: {
      description:
        'Ana in her personal area: every address the sandbox holds for her listed by its name with its street, floor and door, postal code and city',
      on: {
        ADD_WITH_BROKEN_RULES: 'refused',
        ASK_TO_DELETE_CASA: 'confirmingDelete',
        LOOK_AGAIN_OFFLINE: 'failed',
        LOOK_AGAIN_WITH_THE_SESSION_ENDED: 'sessionEnded',
      },
    },
    refused: {
      description:
        'a new address with a postal code not written 0000-000 and a NIF whose check digit is wrong: each rule said beside its field, what she typed kept, nothing saved in the sandbox',
      on: { CORRECT_AND_SAVE: 'saved', CORRECT_AND_SAVE_OFFLINE: 'saveFailed' },
    },
    saveFailed: {
      description:
        'the save got no answer: the network message (SPEC 8), the form still as she typed it, nothing saved',
      on: { SAVE_AGAIN: 'saved' },
    },
    saved: {
      description:
        'the address saved once in the sandbox (the postal code written 0000-000), listed with the others, and said so',
    },
    confirmingDelete: {
      description:
        'asked whether to delete Casa, with its address: nothing deleted yet in the sandbox',
      on: { KEEP: 'book', CONFIRM: 'deleted', CONFIRM_OFFLINE: 'deleteFailed' },
    },
    deleteFailed: {
      description:
        'the delete got no answer: the network message, Casa still in the sandbox, the question still asked',
      on: { CONFIRM: 'deleted' },
    },
    deleted: {
      description:
        'Casa gone from the sandbox and from the list, and said so; Trabalho still there',
    },
    failed: {
      description:
        'the addresses could not be loaded: the network message and a retry, never a blank section',
      on: { RETRY: 'book' },
    },
    sessionEnded: {
      description:
        'the middleware refused her token: she is told her session ended and asked to sign in again, nothing listed',
    },
  },
});

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

// ------------------------------------------------------------------ what the sandbox holds

const anasAddresses = () => sandbox.store.addresses.get(ANA) ?? [];
const addressNamed = (name: string) =>
  anasAddresses().find((address) => address.addressName === name);

/** Typed for the new address: a Porto street; the postal code without its dash (SPEC 5). */
const BEACH = {
  name: 'Casa da praia',
  street: 'Rua de Cedofeita 210',
  floorDoor: '1.º Dto.',
  postalCode: '4050262',
  city: 'Porto',
  wrongVatId: '123456780',
  vatId: '123456789',
};

// ------------------------------------------------------------------ what the screen shows

const book = () => screen.getByRole('region', { name: BOOK });

/** Each listed address as read: its name, then its address line. */
function listedAddresses(): string[] {
  const list = within(book()).queryByRole('list');
  if (!list) return [];
  return within(list)
    .getAllByRole('listitem')
    .map((item) =>
      [...item.querySelectorAll('p')].map((line) => plain(line.textContent)).join(' | '),
    );
}

/** How the spec writes an address on one line: "Rua …, 3.º Esq., 1250-146 Lisboa". */
function expectedLines(): string[] {
  return anasAddresses().map((address) =>
    [
      address.addressName,
      [
        [address.street, address.floorDoor].filter(Boolean).join(', '),
        `${address.postalCode} ${address.city}`,
      ].join(', '),
      ...(address.company ? [address.company] : []),
    ].join(' | '),
  );
}

const fieldError = (label: string) => {
  const field = screen.getByLabelText(label);
  const describedBy = field.getAttribute('aria-describedby');
  return describedBy ? plain(document.getElementById(describedBy)?.textContent) : null;
};

async function openBook(user: OpenWidget['user']) {
  await click(user, 'As minhas reservas');
  await heading('As minhas reservas');
  await screen.findByRole('region', { name: BOOK });
}

async function lookAgain(user: OpenWidget['user']) {
  await click(user, 'Campanha');
  await openBook(user);
}

describeQaModel(
  'QA model, saved addresses: Ana keeps her addresses in "As minhas reservas"',
  addressBookModel,
  async (path) => {
    open = await openWidget('campaignId=102&externalToken=ext-ana');
    const { user } = open;
    const seeded = structuredClone(anasAddresses());
    await openBook(user);

    const typeBeach = async (vatId: string) => {
      await click(user, 'Adicionar um endereço');
      await fill(user, 'Nome do endereço (por exemplo, Casa)', BEACH.name);
      await fill(user, 'Rua e número', BEACH.street);
      await fill(user, 'Andar e porta (opcional)', BEACH.floorDoor);
      await fill(user, 'Código postal', BEACH.postalCode.slice(0, 6));
      await fill(user, 'Localidade', BEACH.city);
      await fill(user, 'NIF (opcional)', vatId);
      await click(user, 'Guardar o endereço');
    };
    const correctAndSave = async () => {
      await fill(user, 'Código postal', BEACH.postalCode);
      await fill(user, 'NIF (opcional)', BEACH.vatId);
      await click(user, 'Guardar o endereço');
    };

    await path.test({
      events: {
        ADD_WITH_BROKEN_RULES: () => typeBeach(BEACH.wrongVatId),
        CORRECT_AND_SAVE: correctAndSave,
        CORRECT_AND_SAVE_OFFLINE: async () => {
          sandbox.setFault('createAddress', { kind: 'network' }, { times: 1 });
          await correctAndSave();
        },
        SAVE_AGAIN: () => click(user, 'Guardar o endereço'),
        ASK_TO_DELETE_CASA: () => click(user, 'Apagar o endereço Casa'),
        KEEP: () => click(user, 'Manter'),
        CONFIRM: () => click(user, 'Apagar'),
        CONFIRM_OFFLINE: async () => {
          sandbox.setFault('deleteAddress', { kind: 'network' }, { times: 1 });
          await click(user, 'Apagar');
        },
        LOOK_AGAIN_OFFLINE: async () => {
          sandbox.setFault('getAddresses', { kind: 'network' }, { times: 1 });
          await lookAgain(user);
        },
        LOOK_AGAIN_WITH_THE_SESSION_ENDED: async () => {
          sandbox.setFault('getAddresses', { kind: 'status', status: 401 }, { times: 1 });
          await lookAgain(user);
        },
        RETRY: () => click(user, 'Tentar novamente'),
      },
      states: {
        book: async () => {
          await within(book()).findByRole('list');
          expect(anasAddresses()).toEqual(seeded);
          expect(listedAddresses()).toEqual(expectedLines());
          expect(screen.getByRole('button', { name: 'Alterar o endereço Casa' })).toBeVisible();
        },
        refused: async () => {
          expect(fieldError('Código postal')).toBe(
            'Indique um código postal válido (em Portugal, 0000-000).',
          );
          expect(fieldError('NIF (opcional)')).toBe(
            'Estes 9 algarismos não formam um NIF válido: confirme-os.',
          );
          // The other fields are right: no message beside them, and what was typed is kept.
          expect(fieldError('Rua e número')).toBeNull();
          expect(screen.getByLabelText('Rua e número')).toHaveValue(BEACH.street);
          expect(screen.getByLabelText('Código postal')).toHaveValue(BEACH.postalCode.slice(0, 6));
          // The first field in error has the focus.
          expect(screen.getByLabelText('Código postal')).toHaveFocus();
          expect(addressNamed(BEACH.name)).toBeUndefined();
        },
        saveFailed: async () => {
          expect(await within(book()).findByRole('alert')).toHaveTextContent(
            'Não foi possível contactar o servidor.',
          );
          expect(screen.getByLabelText('Rua e número')).toHaveValue(BEACH.street);
          expect(screen.getByLabelText('NIF (opcional)')).toHaveValue(BEACH.vatId);
          expect(addressNamed(BEACH.name)).toBeUndefined();
        },
        saved: async () => {
          expect(await within(book()).findByRole('status')).toHaveTextContent('Endereço guardado.');
          const saved = anasAddresses().filter((address) => address.addressName === BEACH.name);
          expect(saved).toHaveLength(1);
          expect(saved[0]).toMatchObject({
            street: BEACH.street,
            floorDoor: BEACH.floorDoor,
            postalCode: '4050-262',
            city: BEACH.city,
            countryId: 139,
            vatId: BEACH.vatId,
          });
          expect(listedAddresses()).toEqual(expectedLines());
          expect(listedAddresses()).toContain(
            'Casa da praia | Rua de Cedofeita 210, 1.º Dto., 4050-262 Porto',
          );
        },
        confirmingDelete: async () => {
          expect(await within(book()).findByText('Apagar o endereço Casa?')).toBeVisible();
          expect(addressNamed('Casa')).toBeDefined();
        },
        deleteFailed: async () => {
          expect(await within(book()).findByRole('alert')).toHaveTextContent(
            'Não foi possível contactar o servidor.',
          );
          expect(within(book()).getByText('Apagar o endereço Casa?')).toBeVisible();
          expect(addressNamed('Casa')).toBeDefined();
        },
        deleted: async () => {
          expect(await within(book()).findByRole('status')).toHaveTextContent('Endereço apagado.');
          expect(addressNamed('Casa')).toBeUndefined();
          expect(addressNamed('Trabalho')).toBeDefined();
          expect(listedAddresses()).toEqual(expectedLines());
          expect(listedAddresses().some((line) => line.startsWith('Casa |'))).toBe(false);
        },
        failed: async () => {
          expect(await within(book()).findByRole('alert')).toHaveTextContent(
            'Não foi possível contactar o servidor.',
          );
          expect(within(book()).queryByRole('list')).toBeNull();
        },
        sessionEnded: async () => {
          expect(await within(book()).findByRole('alert')).toHaveTextContent(
            'A sua sessão terminou. Inicie sessão de novo para ver os seus endereços.',
          );
          expect(within(book()).queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
          expect(within(book()).queryByRole('list')).toBeNull();
        },
      },
    });
  },
);
