// "Encomendar" whose answer is lost (README "Money safety"): the order may have been made, so it
// is never shown as not made nor as an empty cart. A signed-in visitor's is looked up in her
// bookings and shown as made (its payment step); a guest's cannot be looked up: the screen says
// it is not known and offers no second order. Campaign 107 (Francesinha & Companhia, shop 14),
// collected at the shop, on the rendered widget against the sandbox, its clock frozen at 12:00 in
// Lisbon. The verdicts come from the screen and the sandbox's store.
import { afterEach, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { screen } from '@testing-library/react';
import { getSessionId } from '../../api/client';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { sandbox } from '../../api/sandbox/control';
import {
  click,
  continueAsGuest,
  heading,
  openWidget,
  plain,
  signInAsAna,
  type OpenWidget,
  type Visitor,
} from '../qa/support/widget';

const NOON = FIXED_NOW.replace('09:00', '12:00');

// The order's screens and charts load lazily; their first import here compiles them, which on a
// busy machine takes longer than a step may wait for the screen: compiled once, before the tests,
// as the page would have them cached after the first visit.
beforeAll(
  () =>
    Promise.all([
      import('../../ui/screens/order/OrderScreen'),
      import('../../ui/screens/payment/PaymentScreen'),
      import('../../machines/cart/order.machine'),
    ]),
  120_000,
);

let open: OpenWidget | null = null;
beforeEach(() => {
  sandbox.clock.setNow(NOON, { frozen: true });
  sandbox.clearSeenOperations();
});
afterEach(() => {
  open?.close();
  open = null;
});

const orders = () =>
  [...sandbox.store.orders.values()].map((record) => ({
    ...sandbox.store.orderView(record.order.orderCode),
    ownerUserId: record.ownerUserId,
  }));
const heldCart = () => sandbox.store.getCart(getSessionId(), 14);

/** Campaign 107's cart, collected at the shop, up to "Encomendar" on it. */
async function toCart(user: Visitor) {
  await click(user, 'Encomendar');
  await user.click(
    await screen.findByRole('radio', { name: 'Para levar (recolha no estabelecimento)' }),
  );
  await click(user, 'Continuar');
  await click(user, 'Ver carrinho');
  await heading('Carrinho');
  await click(user, 'Encomendar');
}

/** Nothing on the screen says the order was not made, nor that the cart is empty. */
function neverSaidNotMade() {
  expect(screen.queryByText(/A encomenda não foi feita/)).toBeNull();
  expect(screen.queryByText(/carrinho está vazio/)).toBeNull();
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
}

describe('"Encomendar" whose answer is lost', () => {
  it("Ana's: looked up in her bookings, found, shown as made with its payment; one order, sent once", async () => {
    open = await openWidget('campaignId=107');
    const { user } = open;
    await toCart(user);
    await signInAsAna(user);
    await heading('Os seus contactos');
    await click(user, 'Continuar');
    await heading('Rever a encomenda');
    expect(heldCart().items.length).toBeGreaterThan(0);

    sandbox.setFault('createOrder', { kind: 'lost' }, { times: 1 });
    await click(user, 'Encomendar');

    await heading('Pagamento');
    const made = orders();
    expect(made).toEqual([
      expect.objectContaining({ ownerUserId: 1001, status: 'awaiting_payment' }),
    ]);
    const code = made[0]!.orderCode;
    expect(
      screen.getByText(
        (_, node) =>
          node?.tagName === 'P' &&
          plain(node.textContent).startsWith(`Encomenda ${code} registada`),
      ),
    ).toBeVisible();
    neverSaidNotMade();
    // Found by the lookup, not by sending it again.
    expect(sandbox.seenOperations().get('createOrder')).toBe(1);
    expect(sandbox.seenOperations().get('getMyBookings')).toBe(1);
    expect(heldCart().items).toEqual([]);
  });

  it("Ana's, the lookup unanswered too: not known, asked again, then found; still one order", async () => {
    open = await openWidget('campaignId=107');
    const { user } = open;
    await toCart(user);
    await signInAsAna(user);
    await heading('Os seus contactos');
    await click(user, 'Continuar');
    await heading('Rever a encomenda');

    sandbox.setFault('createOrder', { kind: 'lost' }, { times: 1 });
    sandbox.setFault('getMyBookings', { kind: 'network' }, { times: 1 });
    await click(user, 'Encomendar');

    await heading('Não conseguimos confirmar a encomenda');
    expect(
      screen.getByText(
        'Não recebemos a resposta ao pedido de encomenda e ainda não conseguimos confirmar se foi feita.',
      ),
    ).toBeVisible();
    neverSaidNotMade();
    expect(screen.queryByRole('button', { name: 'Encomendar' })).toBeNull();
    expect(orders()).toHaveLength(1);

    await click(user, 'Verificar outra vez');
    await heading('Pagamento');
    expect(orders()).toHaveLength(1);
    expect(sandbox.seenOperations().get('createOrder')).toBe(1);
  });

  it("a guest's: cannot be looked up, said not known; no second order offered; one order", async () => {
    open = await openWidget('campaignId=107&allowGuestLogin=true');
    const { user } = open;
    await toCart(user);
    await continueAsGuest(user);
    await heading('Os seus contactos');
    await click(user, 'Continuar');
    await heading('Rever a encomenda');

    sandbox.setFault('createGuestOrder', { kind: 'lost' }, { times: 1 });
    await click(user, 'Encomendar');

    await heading('Não conseguimos confirmar a encomenda');
    expect(
      screen.getByText(
        'Não recebemos a resposta ao pedido de encomenda e não temos forma de confirmar se foi feita. Se foi, recebe a confirmação por email.',
      ),
    ).toBeVisible();
    neverSaidNotMade();
    expect(screen.queryByRole('button', { name: 'Encomendar' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Verificar outra vez' })).toBeNull();
    expect(orders()).toEqual([expect.objectContaining({ status: 'awaiting_payment' })]);
    expect(sandbox.seenOperations().get('createGuestOrder')).toBe(1);
    expect(sandbox.seenOperations().has('getMyBookings')).toBe(false);
  });
});
