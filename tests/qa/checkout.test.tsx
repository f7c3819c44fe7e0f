// QA model of the checkout of an order, written from the spec: SPEC 4 (type 7, "takeaway or
// delivery; order awaiting confirmation"; payment timing pay_now or pay_in_store), SPEC 5 (a
// name is required), SPEC 6 (who orders: a registered user where guests are not allowed), SPEC 7
// (payment-methods, v1/web/orders, orders/purchase), SPEC 8 (nothing ordered twice). Campaign
// 107 (Francesinha & Companhia, shop 14) as takeaway, as soon as possible, on the rendered widget
// against the sandbox. Each state checks the screen and what the sandbox's store holds: the cart,
// how many orders, their note, status, total and how they are paid. It is 12:00 in Lisbon.
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

const checkoutModel = createMachine({
  id: 'checkoutQa',
  initial: 'cart',
  states: {
    cart: {
      description: "the cart of 107, collected at the shop: its items and the shop's total",
      on: { ORDER: 'signIn' },
    },
    signIn: {
      description:
        'who orders: sign in, no guest path here (SPEC 6); nothing ordered yet, the cart kept',
      on: { SIGN_IN: 'contact', BACK: 'cart' },
    },
    contact: {
      description: "Ana's contact, prefilled from her profile (name, +351, mobile), and a note",
      on: { WITHOUT_NAME: 'contactRefused', WITH_NOTE: 'review' },
    },
    contactRefused: {
      description:
        'no name: "Indique o seu nome." beside it (SPEC 5), the note kept, nothing ordered',
      on: { WITH_NOTE: 'review' },
    },
    review: {
      description:
        'the review: takeaway as soon as possible, collected free, the total of the cart, her name and mobile, the note; nothing ordered yet',
      on: { PLACE: 'payment', CHANGE_CONTACT: 'contact' },
    },
    payment: {
      description:
        "one order in the sandbox with the note, awaiting payment, the cart emptied into it; the payment offers the shop's methods for the order's total",
      on: { IN_STORE: 'placedInStore', LEAVE_PAYMENT: 'unpaid' },
    },
    unpaid: {
      description: 'left without paying: the order stays, awaiting payment, nothing charged',
      on: { PAY_AGAIN: 'payment' },
    },
    placedInStore: {
      description:
        'to be paid at the shop: sent to the merchant, awaiting their confirmation (pay_in_store); still one order',
    },
  },
});

const NOON = FIXED_NOW.replace('09:00', '12:00');
const NOTE = 'Sem cebola, por favor.';

let open: OpenWidget | null = null;
beforeEach(() => sandbox.clock.setNow(NOON, { frozen: true }));
afterEach(() => {
  open?.close();
  open = null;
});

/** Shop 14's cart for this visit, and the orders the sandbox holds. */
const heldCart = () => sandbox.store.getCart(getSessionId(), 14);
const orders = () =>
  [...sandbox.store.orders.values()].map((record) => ({
    ...sandbox.store.orderView(record.order.orderCode),
    ownerUserId: record.ownerUserId,
    note: record.request?.productOrder?.[0]?.note,
  }));

const field = (label: string) => screen.getByLabelText(label) as HTMLInputElement;

describeQaModel('QA model, the checkout of campaign 107', checkoutModel, async (path) => {
  open = await openWidget('campaignId=107');
  const { user } = open;
  await click(user, 'Encomendar');
  await user.click(
    await screen.findByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }),
  );
  await click(user, 'Continuar');
  await click(user, 'Ver carrinho');
  const cartTotal = heldCart().total;

  await path.test({
    events: {
      ORDER: () => click(user, 'Encomendar'),
      BACK: () => click(user, 'Voltar ao carrinho'),
      SIGN_IN: () => signInAsAna(user),
      WITHOUT_NAME: async () => {
        await fill(user, 'Nome', '');
        await fill(user, 'Notas para o estabelecimento (opcional)', NOTE);
        await click(user, 'Continuar');
      },
      WITH_NOTE: async () => {
        if (field('Nome').value === '') await fill(user, 'Nome', 'Ana Silva');
        await fill(user, 'Notas para o estabelecimento (opcional)', NOTE);
        await click(user, 'Continuar');
      },
      PLACE: () => click(user, 'Encomendar'),
      CHANGE_CONTACT: () => click(user, 'Alterar contactos'),
      IN_STORE: async () => {
        await user.click(screen.getByRole('radio', { name: 'Pagar no estabelecimento' }));
        // Nothing is charged now: the button confirms the order, it does not say "Pagar".
        expect(screen.queryByRole('button', { name: 'Pagar' })).toBeNull();
        await click(user, 'Confirmar encomenda');
      },
      LEAVE_PAYMENT: () => click(user, 'Cancelar'),
      PAY_AGAIN: () => click(user, 'Pagar a encomenda'),
    },
    states: {
      cart: async () => {
        await heading('Carrinho');
        expect(heldCart().items.length).toBeGreaterThan(0);
        expect(orders()).toEqual([]);
      },
      signIn: async () => {
        await heading('Inicie sessão para concluir a encomenda');
        expect(screen.queryByRole('button', { name: 'Continuar como convidado' })).toBeNull();
        expect(heldCart().items.length).toBeGreaterThan(0);
        expect(orders()).toEqual([]);
      },
      contact: async () => {
        await heading('Os seus contactos');
        expect(field('Nome').value).toBe('Ana Silva');
        expect(field('Indicativo').value).toBe('+351');
        expect(field('Número de telemóvel').value).toBe('912345678');
        expect(orders()).toEqual([]);
      },
      contactRefused: async () => {
        expect(await screen.findByText('Indique o seu nome.')).toBeVisible();
        expect(field('Notas para o estabelecimento (opcional)').value).toBe(NOTE);
        expect(orders()).toEqual([]);
      },
      review: async () => {
        await heading('Rever a encomenda');
        expect(screen.getByText('Para levar, o mais depressa possível.')).toBeVisible();
        expect(
          screen.getByText(
            'Levantar em Francesinha & Companhia, Rua de Ceuta 45, 4050-189 Porto, sem custo.',
          ),
        ).toBeVisible();
        // Every item the order sends, each with its quantity, then the total.
        const ordered = screen.getByRole('list', { name: 'Artigos da encomenda' });
        expect(
          within(ordered)
            .getAllByRole('listitem')
            .map((line) => plain(line.querySelector('.order__item-name')?.textContent)),
        ).toEqual(heldCart().items.map((item) => `${item.quantity} × ${item.name}`));
        const totals = screen.getAllByRole('definition').map((value) => plain(value.textContent));
        expect(totals.at(-1)).toBe(euro(cartTotal));
        expect(screen.getByText('Em nome de Ana Silva, +351 912345678.')).toBeVisible();
        expect(screen.getByText(`Nota para o estabelecimento: ${NOTE}`)).toBeVisible();
        expect(orders()).toEqual([]);
      },
      payment: async () => {
        await heading('Pagamento');
        const made = orders();
        expect(made).toEqual([
          expect.objectContaining({
            ownerUserId: 1001,
            status: 'awaiting_payment',
            total: cartTotal,
            note: NOTE,
          }),
        ]);
        expect(heldCart().items).toEqual([]);
        const code = made[0]!.orderCode;
        expect(
          screen.getByText(
            (_, node) =>
              node?.tagName === 'P' &&
              plain(node.textContent).startsWith(`Encomenda ${code} registada`),
          ),
        ).toBeVisible();
        expect(plain(screen.getByText('Total a pagar').parentElement?.textContent)).toContain(
          euro(made[0]!.total),
        );
        const offered = within(screen.getByRole('group', { name: 'Como quer pagar?' }))
          .getAllByRole('radio')
          .map((radio) => plain(radio.closest('label')?.textContent));
        expect(offered.sort()).toEqual(
          sandbox.store
            .paymentMethods(14, 'STORE_PICKUP')
            .map((method) => method.name)
            .sort(),
        );
      },
      unpaid: async () => {
        await heading('A encomenda aguarda pagamento');
        expect(orders()).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
        expect(sandbox.store.payments.size).toBe(0);
      },
      placedInStore: async () => {
        await heading('Encomenda enviada');
        const made = orders();
        expect(made).toEqual([
          expect.objectContaining({
            status: 'awaiting_confirmation',
            paymentTiming: 'pay_in_store',
          }),
        ]);
        expect(
          screen.getByText(`Paga ${euro(made[0]!.total)} no estabelecimento.`, { exact: false }),
        ).toBeVisible();
      },
    },
  });
});
