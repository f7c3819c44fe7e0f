// A reload while "Encomendar" is on its way (README "Money safety"): the order is kept in the flow
// state as it goes out, and the widget started again with the same storage looks it up first,
// never sending it again, and never reopens the cart the order emptied. Ana's is found in her
// bookings and shown as made, at its payment step; a guest's cannot be looked up: the screen says
// so and where to look, and offers no second order. The sandbox's middleware ignores
// Idempotency-Key here (a second request would make a second order). Campaign 107 (Francesinha &
// Companhia, shop 14), collected at the shop, its clock frozen at 12:00 in Lisbon. The verdicts
// come from the screen and the sandbox's store.
import { openWidgetPage } from '../harness/widgetPage';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { FIXED_NOW } from '../../api/sandbox/clock';
import { sandbox } from '../../api/sandbox/control';
import {
  click,
  continueAsGuest,
  euro,
  heading,
  openWidget,
  plain,
  signInAsAna,
  type OpenWidget,
  type Visitor,
} from '../qa/support/widget';

const NOON = FIXED_NOW.replace('09:00', '12:00');
const FLOW_STORAGE_KEY = 'persist:reservationWidget';

// The order's screens and charts load lazily; compiled once before the tests (see
// tests/ui/orderUnknown.test.tsx), as the page would have them cached after the first visit.
beforeAll(
  () =>
    Promise.all([
      import('../../ui/screens/order/OrderScreen'),
      import('../../ui/screens/payment/PaymentScreen'),
      import('../../ui/screens/PendingRequestView'),
      import('../../machines/rules/pendingLookup'),
      import('../../machines/cart/order.machine'),
      import('../../machines/payment/payment.machine'),
    ]),
  120_000,
);

let close: (() => void) | null = null;
beforeEach(() => {
  sandbox.clock.setNow(NOON, { frozen: true });
  sandbox.setIdempotency(false);
  sandbox.clearSeenOperations();
});
afterEach(() => {
  close?.();
  close = null;
});

const orders = () =>
  [...sandbox.store.orders.values()].map((record) => ({
    ...sandbox.store.orderView(record.order.orderCode),
    ownerUserId: record.ownerUserId,
  }));

/** The order the tab keeps on its way (localStorage), as the next start reads it. */
const storedPending = () => {
  const stored = JSON.parse(localStorage.getItem(FLOW_STORAGE_KEY) ?? 'null') as {
    state?: { pendingRequest?: unknown };
  } | null;
  return stored?.state?.pendingRequest ?? null;
};

/** The widget started again on the same tab: its storage and cookies as they are (a reload). */
async function reopen(search: string): Promise<Visitor> {
  close = (await openWidgetPage(`/?${search}`)).leave;
  return userEvent.setup();
}

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

/**
 * "Encomendar" clicked with its answer held; the page goes while it is on its way (the widget
 * torn down, the tab's storage kept), then the middleware makes the order.
 */
async function leaveWhileOrdering(open: OpenWidget, operation: 'createOrder' | 'createGuestOrder') {
  const release = sandbox.holdAnswers(operation);
  await click(open.user, 'Encomendar');
  await vi.waitFor(() =>
    expect(storedPending()).toMatchObject({ kind: 'order', campaignId: 107, shopId: 14 }),
  );
  expect(JSON.stringify(storedPending())).not.toContain('tok-ana');
  open.close();
  release();
  await vi.waitFor(() => expect(orders()).toHaveLength(1));
}

/** Nothing on the screen says the order was not made, nor shows the emptied cart. */
function neverSaidNotMade() {
  expect(screen.queryByText(/A encomenda não foi feita/)).toBeNull();
  expect(screen.queryByText(/carrinho está vazio/)).toBeNull();
  expect(screen.queryByRole('heading', { name: 'Carrinho' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Tentar novamente' })).toBeNull();
  expect(screen.queryByRole('button', { name: 'Encomendar' })).toBeNull();
}

describe('a reload while "Encomendar" is on its way (Idempotency-Key ignored)', () => {
  it("Ana's: looked up in her bookings, found, shown at its payment step; one order, sent once", async () => {
    const open = await openWidget('campaignId=107');
    close = open.close;
    await toCart(open.user);
    await signInAsAna(open.user);
    await heading('Os seus contactos');
    await click(open.user, 'Continuar');
    await heading('Rever a encomenda');

    await leaveWhileOrdering(open, 'createOrder');
    const [made] = orders();
    expect(made).toMatchObject({ ownerUserId: 1001, status: 'awaiting_payment' });

    await reopen('campaignId=107');
    await heading('Pagamento');
    expect(
      screen.getByText(
        (_, node) =>
          node?.tagName === 'P' &&
          plain(node.textContent).startsWith(`Encomenda ${made!.orderCode} registada`),
      ),
    ).toBeVisible();
    neverSaidNotMade();
    expect(plain(screen.getByText('Total a pagar').parentElement?.textContent)).toContain(
      euro(made!.total),
    );
    // Found by the lookup, never sent again: one order in the store.
    expect(orders()).toHaveLength(1);
    expect(sandbox.seenOperations().get('createOrder')).toBe(1);
    expect(sandbox.seenOperations().get('getMyBookings')).toBe(1);

    // Another reload before paying: the order known made is shown at once, not looked up again.
    close?.();
    const user = await reopen('campaignId=107');
    await heading('Pagamento');
    expect(sandbox.seenOperations().get('getMyBookings')).toBe(1);
    neverSaidNotMade();

    // Paid in store: the order goes to the merchant; still one order, nothing pending.
    await user.click(screen.getByRole('radio', { name: 'Pagar no estabelecimento' }));
    await click(user, 'Confirmar encomenda');
    await heading('Vai pagar no estabelecimento');
    expect(orders()).toEqual([
      expect.objectContaining({
        orderCode: made!.orderCode,
        status: 'awaiting_confirmation',
        paymentTiming: 'pay_in_store',
      }),
    ]);
    expect(sandbox.seenOperations().get('createOrder')).toBe(1);
    expect(storedPending()).toBeNull();
  });

  it("a guest's: cannot be looked up, said so (see the email); no second order", async () => {
    const open = await openWidget('campaignId=107&allowGuestLogin=true');
    close = open.close;
    await toCart(open.user);
    await continueAsGuest(open.user);
    await heading('Os seus contactos');
    await click(open.user, 'Continuar');
    await heading('Rever a encomenda');

    await leaveWhileOrdering(open, 'createGuestOrder');

    const user = await reopen('campaignId=107&allowGuestLogin=true');
    await heading('Não conseguimos confirmar a encomenda');
    expect(
      screen.getByText(
        'A página foi recarregada enquanto a encomenda era enviada e não temos forma de confirmar se foi feita. Se foi, recebe a confirmação por email.',
      ),
    ).toBeVisible();
    neverSaidNotMade();
    expect(screen.queryByRole('button', { name: 'Verificar outra vez' })).toBeNull();
    expect(orders()).toHaveLength(1);
    expect(sandbox.seenOperations().get('createGuestOrder')).toBe(1);
    expect(sandbox.seenOperations().has('getMyBookings')).toBe(false);

    // The way on: the campaign, nothing sent meanwhile, nothing pending any more.
    await click(user, 'Continuar sem confirmar');
    await heading('Francesinha para levar ou entregar em casa');
    expect(screen.queryByText(/carrinho está vazio/)).toBeNull();
    expect(orders()).toHaveLength(1);
    expect(sandbox.seenOperations().get('createGuestOrder')).toBe(1);
    expect(storedPending()).toBeNull();
  });
});
