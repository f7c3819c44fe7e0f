// @vitest-environment node
// The order chart's guards (machines/cart/order.machine.ts) on campaign 107 (Francesinha &
// Companhia, shop 14), driven as a visitor would against the sandbox middleware: the transport
// chosen, the cart, "Encomendar", then the delivery. The verdicts are where the visitor is taken
// and what reached the sandbox: going back from the delivery returns to the cart with nothing
// ordered (SPEC 4 type 7: transport, menu and cart, then the address, then the payment); a
// delivery chosen goes on to the checkout with its cost; a cart emptied meanwhile (SPEC 8 "Cart
// empty") is read again on the way back from the checkout.
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type Actor, type AnyActorRef } from 'xstate';
import { getSessionId } from '../../api/client';
import { sandbox } from '../../api/sandbox/control';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import { campaignFixture } from '../../api/sandbox/fixtures';
import type { Identity } from '../../machines/booking/booking.types';
import { orderMachine } from '../../machines/cart/order.machine';

type Order = Actor<typeof orderMachine>;

let running: Order | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

const child = (order: Order, id: string) =>
  (order.getSnapshot().children as Record<string, AnyActorRef | undefined>)[id];

/**
 * Campaign 107 taken away or delivered, as soon as possible, for whoever the widget knows: its
 * cart read from the sandbox, then "Encomendar".
 */
async function orderedFromCart(
  transport: 'takeaway' | 'delivery',
  identity: Identity | null = null,
): Promise<Order> {
  sandbox.clock.setNow('2026-03-03T12:00', { frozen: true });
  const order = createActor(orderMachine, {
    input: { source: { kind: 'campaign', campaign: campaignFixture(107) }, identity },
  }).start();
  running = order;
  // The transport step reads when the shop takes orders (its schedule) before it is chosen.
  await waitFor(child(order, 'transport')!, (step) => !step.hasTag('busy'));
  child(order, 'transport')!.send({ type: 'transport.type', value: transport });
  child(order, 'transport')!.send({ type: 'transport.confirm' });
  order.send({ type: 'order.viewCart' });
  await waitFor(child(order, 'cart')!, (cart) => !cart.hasTag('busy'));
  expect(child(order, 'cart')!.getSnapshot().context.cart?.items.length).toBeGreaterThan(0);
  order.send({ type: 'order.checkout' });
  return order;
}

/** Campaign 107 delivered at home, up to its delivery step. */
async function atDelivery(): Promise<Order> {
  const order = await orderedFromCart('delivery');
  await waitFor(child(order, 'delivery')!, (delivery) => !delivery.hasTag('busy'));
  return order;
}

describe('SPEC 4 type 7: back from the delivery is the cart; a delivery chosen goes on', () => {
  it('back from the address: the cart again, no checkout, nothing ordered', async () => {
    const order = await atDelivery();
    expect(order.getSnapshot().matches({ shopping: 'choosingDelivery' })).toBe(true);
    child(order, 'delivery')!.send({ type: 'delivery.back' });
    expect(order.getSnapshot().matches({ shopping: 'reviewing' })).toBe(true);
    expect(child(order, 'checkout')).toBeUndefined();
    expect(order.getSnapshot().context.delivery).toBeNull();
    expect(sandbox.store.orders.size).toBe(0);
  });

  it('a Porto address accepted: on to the checkout, delivered at 2,50 €', async () => {
    const order = await atDelivery();
    const delivery = child(order, 'delivery')!;
    for (const [field, value] of Object.entries({
      street: 'Rua de Cedofeita 210',
      postalCode: '4050-262',
      city: 'Porto',
    })) {
      delivery.send({ type: 'delivery.change', field, value });
    }
    delivery.send({ type: 'delivery.submit' });
    await waitFor(order, (snapshot) => snapshot.matches({ shopping: 'checkingOut' }));
    expect(child(order, 'checkout')).toBeDefined();
    expect(order.getSnapshot().context.delivery).toMatchObject({
      deliveryType: 'DELIVERY',
      cost: 2.5,
    });
  });
});

describe('SPEC 8 "Cart empty": a cart emptied meanwhile is read again on the way back', () => {
  it('the order refused at the checkout; back, the cart shows what the sandbox holds: nothing', async () => {
    // Ana takes 107 away (collected at the shop: no delivery to ask), up to the review.
    const order = await orderedFromCart('takeaway', {
      kind: 'user',
      user: signedInUserFixture(1001),
      loginSource: 'own',
    });
    const cart = child(order, 'cart')!;
    await waitFor(order, (snapshot) => snapshot.matches({ shopping: 'checkingOut' }));
    const checkout = child(order, 'checkout')!;
    await waitFor(checkout, (snapshot) => snapshot.matches('contacting'));
    (checkout.getSnapshot() as { children: Record<string, AnyActorRef> }).children.contact!.send({
      type: 'contact.submit',
    });
    await waitFor(checkout, (snapshot) => snapshot.matches('reviewing'));

    // Another window of the same visit ordered the cart meanwhile: the middleware refuses.
    const sessionId = getSessionId();
    for (const item of sandbox.store.getCart(sessionId, 14).items) {
      sandbox.store.removeCartItem(sessionId, item.id);
    }
    checkout.send({ type: 'checkout.place' });
    await waitFor(checkout, (snapshot) => snapshot.matches('placeFailed'));
    checkout.send({ type: 'checkout.back' });

    // Back at the cart, read again: empty, as the sandbox holds it; nothing was ordered.
    expect(order.getSnapshot().matches({ shopping: 'reviewing' })).toBe(true);
    await waitFor(cart, (snapshot) => !snapshot.hasTag('busy'));
    expect(cart.getSnapshot().context.cart?.items ?? []).toEqual([]);
    expect(sandbox.store.orders.size).toBe(0);
  });
});
