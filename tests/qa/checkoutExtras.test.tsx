// QA model of an order's extras, the checkout's NIF and prize (SPEC 1 "earn and use points and
// prizes"; SPEC 3 Contact: vatId, the order's prizeId; SPEC 5 "Valid tax (VAT) id" and the 2 €
// floor with a prize, as on a voucher), written from the spec and driven on the rendered widget
// against the sandbox. Ana orders campaign 107 (Francesinha & Companhia, shop 14) as takeaway,
// as soon as possible, signing in at the order. Each state checks the screen and what the
// sandbox's store holds: how many orders, with which prize, NIF and total, and her prizes. It is
// 12:00 in Lisbon.
import { afterEach, beforeEach, expect } from 'vitest';
import { screen, within } from '@testing-library/react';
import { createMachine } from 'xstate';
import { getSessionId } from '../../api/client';
import { sandbox } from '../../api/sandbox/control';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { describeQaModel } from './support/model';
import {
  click,
  euro,
  fill,
  heading,
  openWidget,
  plain,
  signInAsAna,
  type OpenWidget,
} from './support/widget';

const ANA = 1001;
const FIVE = 'Vale de 5 € em qualquer reserva';
/** A prize worth almost the whole cart (27,30 €): less than 2 € of the items would be left. */
const BIG_PRIZE = {
  id: 399,
  name: 'Vale de 26 € da francesinha',
  value: 26,
  currency: 'EUR',
  isUsed: false,
};
const NIF_REFUSAL = 'Estes 9 algarismos não formam um NIF válido: confirme-os.';

const extrasModel = createMachine({
  id: 'checkoutExtrasQa',
  initial: 'describing',
  states: {
    describing: {
      description:
        'the contact step, prefilled, with an optional "NIF (para fatura)" left empty (SPEC 3 Contact); nothing ordered',
      on: {
        CONTINUE_WITH_A_WRONG_NIF: 'nifRefused',
        CONTINUE_WITHOUT_NIF: 'reviewingWithoutNif',
      },
    },
    nifRefused: {
      description:
        'a NIF whose check digit fails: refused beside the field (SPEC 5 "Valid tax (VAT) id"), the name and the NIF as typed kept, nothing ordered',
      on: { MEND_THE_NIF: 'reviewing' },
    },
    reviewing: {
      description:
        "the review, the NIF mended and said: the points balance and the usable prizes as the sandbox holds them, no prize chosen, the cart's total; nothing ordered",
      on: {
        CHOOSE_THE_5_EURO_PRIZE: 'prizeChosen',
        CHOOSE_THE_BIG_PRIZE_AND_ORDER: 'prizeTooBig',
      },
    },
    reviewingWithoutNif: {
      description:
        'the review, no NIF given nor said: the points balance and the usable prizes, no prize chosen; nothing ordered',
      on: { ORDER: 'orderedWithoutPrize' },
    },
    prizeChosen: {
      description:
        'the 5 € prize chosen: the items less 5 €, the total with the prize shown reduced; nothing ordered',
      on: { ORDER: 'orderedWithPrize' },
    },
    prizeTooBig: {
      description:
        'a prize leaving less than 2 € of the items to pay: "Operação inválida" said beside the prizes (SPEC 5, as on a booking), nothing ordered, the prize still unused',
      on: { CHOOSE_THE_5_EURO_PRIZE: 'prizeChosen' },
    },
    orderedWithPrize: {
      description:
        'one order in the sandbox with the prize and the NIF, 5 € off the items, awaiting its payment of the reduced total; the prize now used',
    },
    orderedWithoutPrize: {
      description:
        'one order in the sandbox with no prize and no NIF, awaiting its payment of the whole total; her prizes unused',
    },
  },
});

const NOON = FIXED_NOW.replace('09:00', '12:00');

let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(NOON, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
});

/** Shop 14's cart for this visit, and the orders the sandbox holds, with what each was asked. */
const heldCart = () => sandbox.store.getCart(getSessionId(), 14);
const orders = () =>
  [...sandbox.store.orders.values()].map((record) => ({
    ...sandbox.store.orderView(record.order.orderCode),
    request: record.request,
  }));
const prize = (id: number) => sandbox.store.prizes.get(ANA)!.find((p) => p.id === id)!;

describeQaModel(
  'QA model, a prize and a NIF on an order (Ana, campaign 107)',
  extrasModel,
  async (path) => {
    sandbox.store.prizes.get(ANA)!.push({ ...BIG_PRIZE });
    open = await openWidget('campaignId=107');
    const { user } = open;
    await click(user, 'Encomendar');
    await user.click(
      await screen.findByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }),
    );
    await click(user, 'Continuar');
    await click(user, 'Ver carrinho');
    await heading('Carrinho');
    await click(user, 'Encomendar');
    await signInAsAna(user);
    // Collected at the shop: nothing to add to the items (the delivery free).
    const itemsTotal = heldCart().total;
    // The big prize leaves something, but less than 2 €, of the items to pay.
    expect(itemsTotal - BIG_PRIZE.value).toBeGreaterThan(0);
    expect(itemsTotal - BIG_PRIZE.value).toBeLessThan(2);

    const prizes = () =>
      within(screen.getByRole('group', { name: 'Usar um prémio nesta encomenda' }));
    const totalWithPrize = () =>
      screen.queryByText('Total com o prémio')?.nextElementSibling?.textContent ?? null;
    const reviewShown = async () => {
      await heading('Rever a encomenda');
      const points = sandbox.store.users.get(ANA)!.user.points ?? 0;
      expect(screen.getByText(`Saldo de pontos: ${points}`)).toBeVisible();
      const unused = sandbox.store.unusedPrizes(ANA).map((p) => p.name);
      expect(
        prizes()
          .getAllByRole('radio')
          .map((radio) => radio.closest('label')!.textContent),
      ).toEqual(['Sem prémio', ...unused.map((name) => expect.stringContaining(name))]);
      expect(prizes().getByRole('radio', { name: 'Sem prémio' })).toBeChecked();
      expect(totalWithPrize()).toBeNull();
      const totals = screen.getAllByRole('definition').map((value) => plain(value.textContent));
      expect(totals.at(-1)).toBe(euro(itemsTotal));
      expect(orders()).toEqual([]);
    };
    const theOrder = () => {
      const made = orders();
      expect(made).toHaveLength(1);
      return made[0]!;
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
          await user.click(prizes().getByRole('radio', { name: new RegExp(FIVE) }));
        },
        CHOOSE_THE_BIG_PRIZE_AND_ORDER: async () => {
          await user.click(prizes().getByRole('radio', { name: new RegExp(BIG_PRIZE.name) }));
          await click(user, 'Encomendar');
        },
        ORDER: () => click(user, 'Encomendar'),
      },
      states: {
        describing: async () => {
          await heading('Os seus contactos');
          expect(screen.getByLabelText('NIF (para fatura)')).toHaveValue('');
          expect(screen.getByLabelText('Nome')).toHaveValue('Ana Silva');
          expect(orders()).toEqual([]);
        },
        nifRefused: async () => {
          expect(await screen.findByText(NIF_REFUSAL)).toBeVisible();
          const field = screen.getByLabelText('NIF (para fatura)');
          expect(field).toHaveValue('123 456 788');
          expect(field).toHaveAccessibleDescription(NIF_REFUSAL);
          expect(screen.getByLabelText('Nome')).toHaveValue('Ana Silva');
          expect(screen.getByRole('heading', { name: 'Os seus contactos' })).toBeVisible();
          expect(orders()).toEqual([]);
        },
        reviewing: async () => {
          await reviewShown();
          expect(screen.getByText('NIF para a fatura: 123456789')).toBeVisible();
        },
        reviewingWithoutNif: async () => {
          await reviewShown();
          expect(screen.queryByText(/NIF para a fatura/)).toBeNull();
        },
        prizeChosen: async () => {
          expect(prizes().getByRole('radio', { name: new RegExp(FIVE) })).toBeChecked();
          expect(plain(totalWithPrize())).toBe(euro(itemsTotal - 5));
          expect(screen.queryByRole('alert')).toBeNull();
          expect(orders()).toEqual([]);
        },
        prizeTooBig: async () => {
          expect(await screen.findByRole('alert')).toHaveTextContent(
            /Operação inválida: com este prémio, o valor a pagar não pode ser inferior a 2 €/,
          );
          expect(screen.getByRole('heading', { name: 'Rever a encomenda' })).toBeVisible();
          expect(orders()).toEqual([]);
          expect(prize(BIG_PRIZE.id).isUsed).toBe(false);
        },
        orderedWithPrize: async () => {
          await heading('Pagamento');
          const made = theOrder();
          expect(made).toMatchObject({
            status: 'awaiting_payment',
            discount: 5,
            total: expect.closeTo(itemsTotal - 5, 2),
          });
          expect(made.request).toMatchObject({ prizeId: 301, contact: { vatId: '123456789' } });
          expect(plain(screen.getByText('Total a pagar').parentElement?.textContent)).toContain(
            euro(itemsTotal - 5),
          );
          expect(prize(301).isUsed).toBe(true);
          expect(prize(BIG_PRIZE.id).isUsed).toBe(false);
        },
        orderedWithoutPrize: async () => {
          await heading('Pagamento');
          const made = theOrder();
          expect(made).toMatchObject({ status: 'awaiting_payment', total: itemsTotal });
          expect(made.request).not.toHaveProperty('prizeId');
          expect(made.request?.contact).not.toHaveProperty('vatId');
          expect(sandbox.store.unusedPrizes(ANA).map((p) => p.id)).toContain(301);
          expect(prize(BIG_PRIZE.id).isUsed).toBe(false);
        },
      },
    });
  },
);
