// QA model of a booking's extras (SPEC 1 "earn and use points and prizes"; SPEC 3 Contact: vatId,
// Book step: prizeId; SPEC 4 type 2 "awaits availability, pending confirmation"; SPEC 5 "Valid tax
// (VAT) id" and the 2 € floor with a prize), written from the spec and driven on the rendered
// widget against the sandbox. Ana books the weekend brunch (campaign 102: type 2, 16 € each).
import { afterEach, expect } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import { createMachine } from 'xstate';
import { sandbox } from '../../api/sandbox/control';
import { describeQaModel } from './support/model';
import {
  chooseDay,
  chooseTime,
  click,
  daysOnOffer,
  euro,
  fill,
  heading,
  openWidget,
  signInAsAna,
  timesOnOffer,
  type OpenWidget,
} from './support/widget';

const ANA = 1001;
/** A prize worth almost the whole brunch for two (32 €): less than 2 € would be left to pay. */
const BIG_PRIZE = {
  id: 398,
  name: 'Vale de 31 € do brunch',
  value: 31,
  currency: 'EUR',
  isUsed: false,
};
const FIVE = 'Vale de 5 € em qualquer reserva';

const extrasModel = createMachine({
  id: 'bookingExtrasQa',
  initial: 'describing',
  states: {
    describing: {
      description:
        'the contact step, prefilled, with an optional "NIF (para fatura)" left empty (SPEC 3 Contact)',
      on: {
        CONTINUE_WITH_A_WRONG_NIF: 'nifRefused',
        CONTINUE_WITHOUT_NIF: 'reviewingWithoutNif',
      },
    },
    nifRefused: {
      description:
        'a NIF whose check digit fails: refused beside the field (SPEC 5 "Valid tax (VAT) id"), the name and the NIF as typed kept, nothing booked',
      on: { MEND_THE_NIF: 'reviewing' },
    },
    reviewing: {
      description:
        'the review, the NIF mended: the points balance and the usable prizes as the sandbox holds them, no prize chosen; nothing booked',
      on: {
        CHOOSE_THE_5_EURO_PRIZE: 'prizeChosen',
        CHOOSE_THE_BIG_PRIZE_AND_CONFIRM: 'prizeTooBig',
      },
    },
    reviewingWithoutNif: {
      description:
        'the review, no NIF given: the points balance and the usable prizes, no prize chosen; nothing booked',
      on: {
        CONFIRM: 'bookedWithoutPrize',
        CONFIRM_ANSWERED_CONFIRMED: 'pendingAlthoughConfirmed',
      },
    },
    prizeChosen: {
      description: 'the 5 € prize chosen: 32 € less 5 €, 27 € left to pay at the venue',
      on: { CONFIRM: 'bookedWithPrize' },
    },
    prizeTooBig: {
      description:
        'a prize leaving less than 2 € to pay: "Invalid operation" (SPEC 5), nothing booked, the prize still unused',
      on: { CHOOSE_THE_5_EURO_PRIZE: 'prizeChosen' },
    },
    bookedWithPrize: {
      description:
        'pending confirmation (type 2), the success says the prize was used; the sandbox holds one booking that carried the prize and the NIF, the prize now used',
    },
    bookedWithoutPrize: {
      description:
        'pending confirmation (type 2), no prize said; the booking carried no prize and no NIF, her prizes unused',
    },
    pendingAlthoughConfirmed: {
      description:
        'a type 2 booking answered "confirmed": still "Pedido de reserva enviado", never "Reserva confirmada" (SPEC 4 type 2)',
    },
  },
});

let open: OpenWidget | null = null;
afterEach(() => {
  open?.close();
  open = null;
});

describeQaModel(
  'QA model, a prize and a NIF on a booking (Ana, campaign 102)',
  extrasModel,
  async (path) => {
    sandbox.store.prizes.get(ANA)!.push({ ...BIG_PRIZE });
    open = await openWidget('campaignId=102');
    const { user } = open;

    // To the contact step: the first day and time on offer for the default party, Ana signed in.
    await click(user, 'Reservar');
    // The calendar's days load first (its slots, the sandbox's).
    const day = await waitFor(
      () => {
        const [first] = daysOnOffer();
        expect(first).toBeDefined();
        return first!;
      },
      { timeout: 5_000 },
    );
    await chooseDay(user, day);
    await chooseTime(user, day, timesOnOffer('radio')[0]!.time);
    await click(user, 'Continuar');
    await signInAsAna(user);

    const noBooking = () => expect(sandbox.store.reservations).toEqual([]);
    const prize = (id: number) => sandbox.store.prizes.get(ANA)!.find((p) => p.id === id)!;
    const theBooking = () => {
      expect(sandbox.store.reservations).toHaveLength(1);
      const [reservation] = sandbox.store.reservations;
      return {
        reservation: reservation!,
        made: sandbox.store.reservationsMade.get(reservation!.reservationId)!,
      };
    };

    const reviewShown = async () => {
      await heading('Confirme os dados');
      const points = sandbox.store.users.get(ANA)!.user.points ?? 0;
      expect(screen.getByText(`Saldo de pontos: ${points}`)).toBeVisible();
      const prizes = within(screen.getByRole('group', { name: 'Usar um prémio nesta reserva' }));
      const unused = sandbox.store.unusedPrizes(ANA).map((p) => p.name);
      expect(
        prizes.getAllByRole('radio').map((radio) => radio.closest('label')!.textContent),
      ).toEqual(['Sem prémio', ...unused.map((name) => expect.stringContaining(name))]);
      expect(prizes.getByRole('radio', { name: 'Sem prémio' })).toBeChecked();
      noBooking();
    };

    await path.test({
      events: {
        CONTINUE_WITH_A_WRONG_NIF: async () => {
          await fill(user, 'NIF (para fatura)', '123 456 788');
          await click(user, 'Continuar');
        },
        CONTINUE_WITHOUT_NIF: () => click(user, 'Continuar'),
        MEND_THE_NIF: async () => {
          await fill(user, 'NIF (para fatura)', '123 456 789');
          await click(user, 'Continuar');
        },
        CHOOSE_THE_5_EURO_PRIZE: async () => {
          await user.click(screen.getByRole('radio', { name: new RegExp(FIVE) }));
        },
        CHOOSE_THE_BIG_PRIZE_AND_CONFIRM: async () => {
          await user.click(screen.getByRole('radio', { name: new RegExp(BIG_PRIZE.name) }));
          await click(user, 'Confirmar');
        },
        CONFIRM: () => click(user, 'Confirmar'),
        CONFIRM_ANSWERED_CONFIRMED: async () => {
          sandbox.setFault(
            'createBooking',
            { kind: 'rewrite', rewrite: 'saysConfirmed' },
            { times: 1 },
          );
          await click(user, 'Confirmar');
        },
      },
      states: {
        describing: async () => {
          await heading('Os seus contactos');
          expect(screen.getByLabelText('NIF (para fatura)')).toHaveValue('');
          expect(screen.getByLabelText('Nome')).toHaveValue('Ana Silva');
        },
        nifRefused: async () => {
          const refusal = 'Estes 9 algarismos não formam um NIF válido: confirme-os.';
          expect(await screen.findByText(refusal)).toBeVisible();
          const field = screen.getByLabelText('NIF (para fatura)');
          expect(field).toHaveValue('123 456 788');
          expect(field).toHaveAccessibleDescription(refusal);
          expect(screen.getByLabelText('Nome')).toHaveValue('Ana Silva');
          expect(screen.getByRole('heading', { name: 'Os seus contactos' })).toBeVisible();
          noBooking();
        },
        reviewing: () => reviewShown(),
        reviewingWithoutNif: () => reviewShown(),
        prizeChosen: async () => {
          expect(screen.getByRole('radio', { name: new RegExp(FIVE) })).toBeChecked();
          const toPay = await screen.findByText('A pagar no estabelecimento');
          expect(toPay.nextElementSibling).toHaveTextContent(euro(27));
          noBooking();
        },
        prizeTooBig: async () => {
          expect(await screen.findByRole('alert')).toHaveTextContent(
            /Operação inválida: com este prémio, o valor a pagar não pode ser inferior a 2 €/,
          );
          noBooking();
          expect(prize(BIG_PRIZE.id).isUsed).toBe(false);
        },
        bookedWithPrize: async () => {
          await heading('Pedido de reserva enviado');
          expect(
            screen.getByText(new RegExp(`Usou o prémio «${FIVE}» \\(${euro(5)}\\) nesta reserva`)),
          ).toBeVisible();
          const { reservation, made } = theBooking();
          expect(reservation).toMatchObject({ campaignId: 102, status: 'pending' });
          expect(made.prizeId).toBe(301);
          expect(made.vatId).toBe('123456789');
          expect(prize(301).isUsed).toBe(true);
        },
        bookedWithoutPrize: async () => {
          await heading('Pedido de reserva enviado');
          expect(screen.queryByText(/Usou o prémio/)).toBeNull();
          const { made } = theBooking();
          expect(made.prizeId).toBeUndefined();
          expect(made.vatId).toBeUndefined();
          expect(sandbox.store.unusedPrizes(ANA).map((p) => p.id)).toEqual([301, 302, 398]);
        },
        pendingAlthoughConfirmed: async () => {
          await heading('Pedido de reserva enviado');
          expect(screen.queryByRole('heading', { name: 'Reserva confirmada' })).toBeNull();
          expect(theBooking().reservation.campaignId).toBe(102);
        },
      },
    });
  },
);
