// The cart over several shops (SPEC 3 Shopping cart "shops: each with id, name, items"; SPEC 8
// "Cart empty", "Delivery unavailable for listed shops, with advice to order per shop") against
// the sandbox middleware: a new visitor's whole cart holds the starter carts of Taberna do Chiado
// (11) and Francesinha & Companhia (14); the verdicts are what the sandbox's store holds for the
// visit. Every way reading it can fail (a 4xx with a message, a 5xx, no answer, the 40 s
// time-out, an answer off the contract) says why and retries. Then the widget's Cart view opened
// without a shop: the list, one shop's cart ordered through the order chart (its code loaded only
// then) and, back from it, the whole cart read again; a reload mid-order reopens that order.
// Coverage models at the end walk every state of the chart.
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import {
  createActor,
  fromPromise,
  waitFor,
  type ActorRefFrom,
  type AnyActorRef,
  type SnapshotFrom,
} from 'xstate';
import { getSessionId } from '../../api/client';
import { ApiError } from '../../api/errors';
import { sandbox, type SandboxFault } from '../../api/sandbox/control';
import { importOrderChart, importWholeCartChart } from '../../machines/cart/load';
import type { OrderActor } from '../../machines/cart/order.selectors';
import { wholeCartMachine, type ShoppingCart } from '../../machines/cart/wholeCart.machine';
import {
  selectAdvisesOrderPerShop,
  selectCartShops,
  selectUndeliveredShops,
} from '../../machines/cart/wholeCart.selectors';
import { DEFAULT_CONTEXT, EMPTY_START } from '../../machines/rules/context';
import { flowWithOrder } from '../../machines/rules/orderFlow';
import { widgetMachine } from '../../machines/widget/widget.machine';
import { WIDGET_SYSTEM_ID, type ParentCartMessage } from '../../machines/host';
import {
  selectWholeCartActor,
  selectWholeCartState,
  selectWidgetOrderActor,
} from '../../machines/widget/widget.selectors';
import { initialFlowState, type FlowState } from '../../domain/flowState';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

const actors: AnyActorRef[] = [];
// Every test at the same instant of the sandbox's clock (nothing here depends on the hour).
beforeEach(() => sandbox.clock.setNow('2026-03-03T12:00', { frozen: true }));
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
  vi.useRealTimers();
});

function startWholeCart() {
  const actor = createActor(wholeCartMachine).start();
  actors.push(actor);
  return actor;
}

const settled = (actor: AnyActorRef) =>
  waitFor(actor, (snapshot) => !(snapshot as { hasTag(tag: string): boolean }).hasTag('busy'));

/** The whole cart as the sandbox holds it for this visit. */
const storedWholeCart = (): ShoppingCart =>
  sandbox.store.getWholeCart(getSessionId()) as ShoppingCart;

/** Each shop as listed: its name, its lines, its subtotal. */
const listed = (snapshot: SnapshotFrom<typeof wholeCartMachine>) =>
  selectCartShops(snapshot).map((shop) => ({
    id: shop.id,
    name: shop.name,
    lines: shop.items.map((item) => `${item.quantity} × ${item.name}: ${item.total}`),
    subtotal: shop.subtotal,
  }));

/** Empties a shop's cart at the middleware (as another window ordering it would). */
function emptyShop(shopId: number) {
  const cart = sandbox.store.getCart(getSessionId(), shopId);
  for (const item of cart.items) sandbox.store.removeCartItem(getSessionId(), item.id);
}

describe('whole cart chart', () => {
  it('lists both shops a new visitor has items from, as the sandbox holds them, each ordered on its own', async () => {
    const wholeCart = startWholeCart();
    await settled(wholeCart);
    const snapshot = wholeCart.getSnapshot();
    // More than one shop, both delivering (SHOP_DELIVERY): no shop to name, no advice.
    expect(snapshot.value).toEqual({ listing: 'severalShops' });
    expect(selectUndeliveredShops(snapshot)).toEqual([]);
    expect(selectAdvisesOrderPerShop(snapshot)).toBe(false);
    expect(listed(snapshot)).toEqual([
      {
        id: 11,
        name: 'Taberna do Chiado',
        lines: ['2 × Bitoque da casa: 25', '1 × Pastel de nata: 1.5'],
        subtotal: 26.5,
      },
      {
        id: 14,
        name: 'Francesinha & Companhia',
        lines: ['2 × Francesinha clássica: 23.8', '1 × Batata frita caseira: 3.5'],
        subtotal: 27.3,
      },
    ]);
    const stored = storedWholeCart();
    expect(snapshot.context.cart).toEqual(stored);
    expect(listed(snapshot).map((shop) => shop.subtotal)).toEqual(
      stored.shops.map((shop) => sandbox.store.getCart(getSessionId(), shop.id).subtotal),
    );
  });

  it('"Encomendar" for one shop ends the chart with that shop; a shop not listed is refused', async () => {
    const wholeCart = startWholeCart();
    await settled(wholeCart);
    // Barbearia Lisboa (12) has nothing in the cart.
    wholeCart.send({ type: 'wholeCart.order', shopId: 12 });
    expect(wholeCart.getSnapshot().value).toEqual({ listing: 'severalShops' });
    wholeCart.send({ type: 'wholeCart.order', shopId: 14 });
    expect(wholeCart.getSnapshot().status).toBe('done');
    expect(wholeCart.getSnapshot().output).toEqual({ shopId: 14 });
  });

  it('one shop left (the other ordered elsewhere): listed with no per-shop advice', async () => {
    emptyShop(11);
    const wholeCart = startWholeCart();
    await settled(wholeCart);
    expect(wholeCart.getSnapshot().value).toEqual({ listing: 'oneShop' });
    expect(listed(wholeCart.getSnapshot()).map((shop) => shop.name)).toEqual([
      'Francesinha & Companhia',
    ]);
    wholeCart.send({ type: 'wholeCart.order', shopId: 11 });
    expect(wholeCart.getSnapshot().status).toBe('active');
  });

  it('SPEC 8: bread of Padaria do Largo (17, collected only) beside the two shops that deliver: delivery unavailable for it, named, with the advice to order per shop', async () => {
    sandbox.store.addCartItem(getSessionId(), 17, { productId: 311, quantity: 2 });
    const stated = storedWholeCart().deliveryMethods!.find((methods) => methods.id === 17)!;
    expect(Object.keys(stated.methods)).toEqual(['STORE_PICKUP']);
    const wholeCart = startWholeCart();
    await settled(wholeCart);
    const snapshot = wholeCart.getSnapshot();
    expect(snapshot.value).toEqual({ listing: 'deliveryUnavailable' });
    expect(selectUndeliveredShops(snapshot)).toEqual([{ id: 17, name: 'Padaria do Largo' }]);
    expect(selectAdvisesOrderPerShop(snapshot)).toBe(true);
    expect(listed(snapshot).map((shop) => shop.id)).toEqual(
      storedWholeCart().shops.map((shop) => shop.id),
    );
    expect(
      listed(snapshot)
        .map((shop) => shop.id)
        .sort(),
    ).toEqual([11, 14, 17]);
    wholeCart.send({ type: 'wholeCart.order', shopId: 17 });
    expect(wholeCart.getSnapshot().output).toEqual({ shopId: 17 });
  });

  it('Padaria do Largo alone (the others ordered elsewhere): named, without the advice to order per shop', async () => {
    emptyShop(11);
    emptyShop(14);
    sandbox.store.addCartItem(getSessionId(), 17, { productId: 312, quantity: 1 });
    const wholeCart = startWholeCart();
    await settled(wholeCart);
    const snapshot = wholeCart.getSnapshot();
    expect(snapshot.value).toEqual({ listing: 'deliveryUnavailable' });
    expect(selectUndeliveredShops(snapshot).map((shop) => shop.name)).toEqual(['Padaria do Largo']);
    expect(selectAdvisesOrderPerShop(snapshot)).toBe(false);
  });

  it('SPEC 8 "Cart empty": nothing in any shop, nothing to order', async () => {
    emptyShop(11);
    emptyShop(14);
    const wholeCart = startWholeCart();
    await settled(wholeCart);
    expect(wholeCart.getSnapshot().value).toBe('empty');
    expect(storedWholeCart().shops).toEqual([]);
    expect(wholeCart.getSnapshot().can({ type: 'wholeCart.order', shopId: 14 })).toBe(false);
  });

  const faults: [string, SandboxFault, string][] = [
    ['a 4xx with a message', { kind: 'status', status: 409, message: 'Conflito.' }, 'generic'],
    ['a 5xx', { kind: 'status', status: 503 }, 'generic'],
    ['no answer (network)', { kind: 'network' }, 'network'],
    ['an answer off the contract', { kind: 'malformed', shape: 'wrongTypes' }, 'malformedResponse'],
    ['an empty answer', { kind: 'malformed', shape: 'emptyBody' }, 'malformedResponse'],
  ];

  it.each(faults)(
    'reading it fails with %s: its message, then a retry lists the shops',
    async (_, fault, code) => {
      sandbox.setFault('getShoppingCart', fault, { times: 1 });
      const wholeCart = startWholeCart();
      await settled(wholeCart);
      expect(wholeCart.getSnapshot().value).toBe('failed');
      expect(wholeCart.getSnapshot().context.error).toBe(code);
      expect(wholeCart.getSnapshot().can({ type: 'wholeCart.order', shopId: 14 })).toBe(false);
      wholeCart.send({ type: 'wholeCart.retry' });
      await settled(wholeCart);
      expect(wholeCart.getSnapshot().value).toEqual({ listing: 'severalShops' });
      expect(wholeCart.getSnapshot().context.error).toBeNull();
      expect(wholeCart.getSnapshot().context.cart).toEqual(storedWholeCart());
    },
  );

  it('no answer within 40 s (SPEC 8, 9): the time-out message, then a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('getShoppingCart', { kind: 'hang' }, { times: 1 });
    const wholeCart = startWholeCart();
    await vi.advanceTimersByTimeAsync(39_999);
    expect(wholeCart.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await settled(wholeCart);
    expect(wholeCart.getSnapshot().context.error).toBe('timeout');
    vi.useRealTimers();
    wholeCart.send({ type: 'wholeCart.retry' });
    await settled(wholeCart);
    expect(wholeCart.getSnapshot().value).toEqual({ listing: 'severalShops' });
  });
});

describe('the Cart view without a shop (widget chart)', () => {
  const input = (flow: FlowState = initialFlowState()) => ({
    context: { ...DEFAULT_CONTEXT },
    start: { ...EMPTY_START, defaultView: 'cart' as const },
    flow: { ...flow, defaultView: 'cart' },
    hostname: 'localhost',
  });

  // A chart's first import is compiled by the test runner on the spot: seconds on a busy machine.
  const LOADED = { timeout: 15_000 };

  /** The widget with the charts' code loaded as in the app, each load counted. */
  function startWidget(flow?: FlowState) {
    const loads: string[] = [];
    /** What the parent window is told of the cart (the shell hands it to the parent bridge). */
    const toParent: ParentCartMessage[] = [];
    const actor = createActor(
      widgetMachine.provide({
        actions: { tellParentCart: (_, message) => toParent.push(message) },
        actors: {
          loadOrderChart: fromPromise(() => (loads.push('order'), importOrderChart())),
          loadWholeCartChart: fromPromise(() => (loads.push('wholeCart'), importWholeCartChart())),
        },
      }),
      { input: input(flow), systemId: WIDGET_SYSTEM_ID },
    ).start();
    actors.push(actor);
    return { actor, loads, toParent };
  }

  type WidgetActor = ActorRefFrom<typeof widgetMachine>;
  const wholeCartOf = (actor: WidgetActor) => selectWholeCartActor(actor.getSnapshot())!;
  const orderOf = (actor: WidgetActor) => selectWidgetOrderActor(actor.getSnapshot()) as OrderActor;

  async function listedShops(actor: WidgetActor) {
    await vi.waitFor(
      () => expect(selectWholeCartState(actor.getSnapshot())).toBe('listing'),
      LOADED,
    );
    const wholeCart = wholeCartOf(actor);
    await settled(wholeCart);
    return wholeCart;
  }

  it('lists the whole cart; a shop chosen opens its cart in the order chart (loaded only then); back, the whole cart is read again and shows what changed', async () => {
    const { actor, loads, toParent } = startWidget();
    const wholeCart = await listedShops(actor);
    expect(listed(wholeCart.getSnapshot()).map((shop) => shop.id)).toEqual([11, 14]);
    // The order chart's code is not loaded for the list.
    expect(loads).toEqual(['wholeCart']);

    wholeCart.send({ type: 'wholeCart.order', shopId: 14 });
    await vi.waitFor(() => expect(selectWholeCartState(actor.getSnapshot())).toBe('order'), LOADED);
    expect(loads).toEqual(['wholeCart', 'order']);
    const order = orderOf(actor);
    // Francesinha & Companhia's own cart, as the Cart view of that shop opens it.
    expect(order.getSnapshot().context.shopId).toBe(14);
    expect(order.getSnapshot().value).toEqual({ shopping: 'reviewing' });
    const cart = (order.getSnapshot().children as Record<string, AnyActorRef>).cart!;
    await settled(cart);
    expect(cart.getSnapshot().context.cart).toEqual(
      sandbox.store.getCart(getSessionId(), 14) as ShoppingCart,
    );
    // Where the visitor is (kept for a reload): this shop's cart, outside any campaign.
    expect(actor.getSnapshot().context.flow.orderInProgress).toEqual({
      step: 'cart',
      shopId: 14,
      campaignId: null,
    });

    // The chips removed in the order, then its way back.
    const chips = cart
      .getSnapshot()
      .context.cart!.items.find((item: { name: string }) => item.name.startsWith('Batata'));
    cart.send({ type: 'cart.remove', itemId: chips.id });
    await settled(cart);
    // The parent window hears of it from the cart itself, through the widget.
    expect(toParent).toEqual([{ type: 'removeCartItem', payload: { itemId: chips.id } }]);
    order.send({ type: 'order.leave' });
    const again = await listedShops(actor);
    expect(actor.getSnapshot().context.flow.orderInProgress).toBeNull();
    expect(actor.getSnapshot().context.cartShopId).toBeNull();
    expect(again).not.toBe(wholeCart);
    expect(listed(again.getSnapshot())[1]).toEqual({
      id: 14,
      name: 'Francesinha & Companhia',
      lines: ['2 × Francesinha clássica: 23.8'],
      subtotal: 23.8,
    });
    expect(again.getSnapshot().context.cart).toEqual(storedWholeCart());
  });

  it("the order's cart has no way out when the Cart view was opened at the shop", async () => {
    const actor = createActor(widgetMachine, {
      input: { ...input(), start: { ...EMPTY_START, shopId: 14, defaultView: 'cart' } },
    }).start();
    actors.push(actor);
    await vi.waitFor(
      () =>
        expect(actor.getSnapshot().matches({ ready: { cart: { shop: 'running' } } })).toBe(true),
      LOADED,
    );
    const order = orderOf(actor);
    expect(order.getSnapshot().value).toEqual({ shopping: 'reviewing' });
    expect(order.getSnapshot().can({ type: 'order.leave' })).toBe(false);
  });

  it('a reload while one shop was being ordered reopens that order (the list not loaded); back, the list', async () => {
    const flow = flowWithOrder(initialFlowState(), {
      step: 'cart',
      shopId: 11,
      campaignId: null,
      serviceId: null,
      transport: null,
      deliveryType: null,
      address: null,
      pickupPoint: null,
      note: '',
      vatId: '',
    });
    const { actor, loads } = startWidget(flow);
    await vi.waitFor(() => expect(selectWholeCartState(actor.getSnapshot())).toBe('order'), LOADED);
    expect(loads).toEqual(['order']);
    expect(orderOf(actor).getSnapshot().context.shopId).toBe(11);
    orderOf(actor).send({ type: 'order.leave' });
    const wholeCart = await listedShops(actor);
    expect(listed(wholeCart.getSnapshot()).map((shop) => shop.id)).toEqual([11, 14]);
  });

  it("the chart's code not arriving (offline): the network message, and a retry", async () => {
    let failures = 1;
    const actor = createActor(
      widgetMachine.provide({
        actors: {
          loadWholeCartChart: fromPromise(() =>
            failures-- > 0 ? Promise.reject(new TypeError('chunk failed')) : importWholeCartChart(),
          ),
        },
      }),
      { input: input() },
    ).start();
    actors.push(actor);
    await vi.waitFor(
      () => expect(selectWholeCartState(actor.getSnapshot())).toBe('unavailable'),
      LOADED,
    );
    expect(actor.getSnapshot().context.error).toBe('network');
    actor.send({ type: 'chart.retry' });
    await vi.waitFor(
      () => expect(selectWholeCartState(actor.getSnapshot())).toBe('listing'),
      LOADED,
    );
    expect(actor.getSnapshot().context.error).toBeNull();
  });
});

describe('whole cart chart: model', () => {
  it('reaches every state and takes every transition', () => {
    const cart = storedWholeCart();
    sandbox.store.addCartItem(getSessionId(), 17, { productId: 311, quantity: 1 });
    const withBakery = storedWholeCart();
    const events = [
      { type: 'xstate.done.actor.fetchWholeCart', output: cart },
      { type: 'xstate.done.actor.fetchWholeCart', output: withBakery },
      { type: 'xstate.done.actor.fetchWholeCart', output: { ...cart, shops: cart.shops.slice(1) } },
      { type: 'xstate.done.actor.fetchWholeCart', output: { ...cart, items: [], shops: [] } },
      { type: 'xstate.error.actor.fetchWholeCart', error: new ApiError('network', 'offline') },
      { type: 'wholeCart.retry' },
      { type: 'wholeCart.order', shopId: 14 },
    ] as unknown as ModelEvent<typeof wholeCartMachine>[];
    const model = createMachineModel(wholeCartMachine, { events });
    expectEveryStateReached(model);
    expectEveryTransitionTaken(model);
  });
});
