// Hardening: an answer off the contract (null, {}, every value of the wrong type, an empty body)
// from any call of the booking and sign-in flows never blanks the widget nor reads as success:
// the screen shows the catalogue's message with a retry, the host page hears `failed`, and the
// retry (the fault gone) carries on where the visitor was. A booking call's is not known: it is
// looked up, or said not known, never "not made" unless the lookup says so.
import { afterEach, describe, expect, it } from 'vitest';
import { screen, within } from '@testing-library/react';
import { sandbox } from '../../api/sandbox/control';
import type { MalformedShape, OperationId } from '../../api/sandbox/control';
import {
  chooseDay,
  chooseTime,
  click,
  continueAsGuest,
  daysOnOffer,
  fill,
  heading,
  openWidget,
  timesOnOffer,
  type OpenWidget,
  type Visitor,
} from '../qa/support/widget';

const SHAPES: MalformedShape[] = ['null', 'emptyObject', 'wrongTypes', 'emptyBody'];
const UNEXPECTED = /Recebemos uma resposta inesperada do servidor/;

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

/** What a visitor does to make the call, and what shows once it answers as it should. */
interface Case {
  operation: OperationId;
  search: string;
  /** The steps before the call (the call's own step excluded). */
  before?: (user: Visitor) => Promise<void>;
  /** The step that makes the call. */
  act?: (user: Visitor) => Promise<void>;
  /** The call is fetched ahead as the page opens (the date step's): spoiled from the start. */
  fetchedAhead?: boolean;
  /** What the visitor sees once the retried call answers. */
  after: () => Promise<void>;
}

async function toReview(user: Visitor) {
  await click(user, 'Reservar');
  const day = daysOnOffer()[0]!;
  await chooseDay(user, day);
  await chooseTime(user, day, timesOnOffer('radio')[0]!.time);
  await click(user, 'Continuar');
}

const CASES: Case[] = [
  {
    operation: 'getCampaign',
    search: 'campaignId=101',
    after: () => heading('Jantar de degustação para dois'),
  },
  {
    operation: 'getCampaignSchedule',
    search: 'campaignId=108',
    fetchedAhead: true,
    act: (user) => click(user, 'Reservar'),
    after: async () => {
      expect(await screen.findByRole('grid')).toBeVisible();
    },
  },
  {
    operation: 'getCampaignSlots',
    search: 'campaignId=108',
    fetchedAhead: true,
    act: (user) => click(user, 'Reservar'),
    after: async () => {
      expect(await screen.findByRole('grid')).toBeVisible();
    },
  },
  {
    operation: 'isRegisteredEmail',
    search: 'defaultView=myBookings',
    act: async (user) => {
      await fill(user, 'Email', 'ana.silva@example.pt');
      await click(user, 'Continuar');
    },
    after: async () => {
      expect(await screen.findByLabelText('Palavra-passe')).toBeVisible();
    },
  },
  {
    operation: 'login',
    search: 'defaultView=myBookings',
    before: async (user) => {
      await fill(user, 'Email', 'ana.silva@example.pt');
      await click(user, 'Continuar');
      await fill(user, 'Palavra-passe', 'Segredo123');
    },
    act: (user) => click(user, 'Entrar'),
    after: async () => {
      expect(await screen.findByText(/Sessão iniciada como/)).toBeVisible();
    },
  },
];

describe('an answer off the contract', () => {
  for (const { operation, search, before, act, fetchedAhead, after } of CASES) {
    for (const shape of SHAPES) {
      it(`${operation} answering ${shape}: a message with a retry, the host told, nothing lost`, async () => {
        // Every answer of the call is spoiled until the retry (a call fetched ahead is too).
        const spoil = () => sandbox.setFault(operation, { kind: 'malformed', shape });
        const spoilFirst = !act || fetchedAhead === true;
        if (spoilFirst) spoil();
        open = await openWidget(search);
        const { user } = open;
        await before?.(user);
        if (!spoilFirst) spoil();
        await act?.(user);
        const alert = (await screen.findByText(UNEXPECTED)).closest<HTMLElement>('[role="alert"]')!;
        expect(open.hostHeardFailed).toEqual(['malformedResponse']);
        const reservations = sandbox.store.reservations.length;
        sandbox.clearFault(operation);
        await user.click(within(alert).getByRole('button', { name: 'Tentar novamente' }));
        await after();
        expect(sandbox.store.reservations.length).toBe(reservations);
      });
    }
  }
});

// A booking call's answer off the contract says nothing about whether it was made: it is never
// shown as "not made" (README "Money safety"). `wrongTypes` is the real answer spoiled (the
// booking was made); the other shapes answer at once, having made nothing.
describe('a booking answered off the contract: not known, looked up, never "not made" unless it was not', () => {
  for (const shape of SHAPES) {
    const made = shape === 'wrongTypes';

    it(`createFreeBooking answering ${shape} (Ana): looked up in her bookings; ${made ? 'found: booked' : 'not found: not made, and the retry books once'}`, async () => {
      open = await openWidget('campaignId=108&externalToken=ext-ana');
      const { user } = open;
      await toReview(user);
      await click(user, 'Continuar');
      sandbox.setFault('createFreeBooking', { kind: 'malformed', shape });
      await click(user, 'Confirmar');
      if (made) {
        await heading('Reserva confirmada');
      } else {
        await heading('A reserva não foi feita');
        expect(sandbox.store.reservations).toHaveLength(0);
        sandbox.clearFault('createFreeBooking');
        await click(user, 'Tentar novamente');
        await heading('Reserva confirmada');
      }
      expect(sandbox.store.reservations).toHaveLength(1);
    });

    it(`createGuestBooking answering ${shape} (a guest): "não conseguimos confirmar", no retry offered`, async () => {
      open = await openWidget('campaignId=102&allowGuestLogin=true');
      const { user } = open;
      await toReview(user);
      await continueAsGuest(user);
      await click(user, 'Continuar');
      sandbox.setFault('createGuestBooking', { kind: 'malformed', shape });
      await click(user, 'Confirmar');
      await heading('Não conseguimos confirmar a reserva');
      expect(screen.queryByRole('heading', { name: 'A reserva não foi feita' })).toBeNull();
      expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
      expect(sandbox.store.reservations).toHaveLength(made ? 1 : 0);
    });
  }
});
