// The order's charts against the sandbox middleware: the cart of Francesinha & Companhia (shop
// 14) as a new visitor finds it (2 classic francesinhas and chips), products of the menu added,
// items removed to "Cart empty", BEMVINDO10 applied (a new cart: 10 % off) and XPTO refused; every
// way a call can fail (a 4xx with a message, a 5xx, no answer, the 40 s time-out, an answer off
// the contract) keeps the cart and offers a retry of the same change. The menu (a campaign's, or
// the shop's: shop 13 has none, shop 15 has it switched off) and the transport choice (SPEC 5, 9).
// Coverage models at the end walk every state of the charts.
import { DateTime } from 'luxon';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise, waitFor, type AnyActorRef } from 'xstate';
import { getSessionId } from '../../api/client';
import { ApiError } from '../../api/errors';
import type { components } from '../../api/schema';
import { sandbox, type SandboxFault } from '../../api/sandbox/control';
import { campaignFixture, cartFixture, shopFixture } from '../../api/sandbox/fixtures';
import { signedInUserFixture } from '../../api/sandbox/userFixtures';
import { cartMachine, type ShoppingCart } from '../../machines/cart/cart.machine';
import { orderMachine, type OrderInput } from '../../machines/cart/order.machine';
import { menuMachine, type MenuInput } from '../../machines/menu/menu.machine';
import { transportMachine, type TransportInput } from '../../machines/transport/transport.machine';
import { campaignOrderLeadMinutes } from '../../machines/rules/transport';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

const LISBON = 'Europe/Lisbon';
const at = (local: string) => DateTime.fromISO(local, { zone: LISBON }).toMillis();

const actors: AnyActorRef[] = [];
afterEach(() => {
  for (const actor of actors.splice(0)) actor.stop();
  vi.useRealTimers();
});

function startCart(shopId = 14) {
  const actor = createActor(cartMachine, { input: { shopId } }).start();
  actors.push(actor);
  return actor;
}

const settled = (actor: AnyActorRef) =>
  waitFor(actor, (snapshot) => !(snapshot as { hasTag(tag: string): boolean }).hasTag('busy'));

/** The cart as the sandbox holds it for this visit. */
const storedCart = (shopId = 14): ShoppingCart =>
  sandbox.store.getCart(getSessionId(), shopId) as ShoppingCart;

const names = (cart: ShoppingCart | null) =>
  (cart?.items ?? []).map((item) => `${item.quantity} ${item.name}`);

describe('cart chart', () => {
  it("reads the shop's cart: what a new visitor finds, with its totals", async () => {
    sandbox.clock.setNow('2026-03-03T12:00', { frozen: true });
    const cart = startCart();
    await settled(cart);
    expect(cart.getSnapshot().value).toBe('filled');
    expect(names(cart.getSnapshot().context.cart)).toEqual([
      '2 Francesinha clássica',
      '1 Batata frita caseira',
    ]);
    // 2 × 11,90 + 3,50
    expect(cart.getSnapshot().context.cart).toMatchObject({ subtotal: 27.3, total: 27.3 });
    expect(cart.getSnapshot().context.cart).toEqual(storedCart());
  });

  it('adds a product of the menu (appended; the same one again adds to its quantity)', async () => {
    const cart = startCart();
    await settled(cart);
    cart.send({ type: 'cart.add', productId: 222 });
    await settled(cart);
    cart.send({ type: 'cart.add', productId: 222 });
    await settled(cart);
    expect(names(storedCart())).toEqual([
      '2 Francesinha clássica',
      '1 Batata frita caseira',
      '2 Super Bock (33 cl)',
    ]);
    expect(cart.getSnapshot().context.cart).toEqual(storedCart());
    expect(cart.getSnapshot().context.cart?.subtotal).toBe(31.3);
  });

  it('removes by item id; every item removed: the cart is empty and cannot be ordered', async () => {
    const cart = startCart();
    await settled(cart);
    for (const item of cart.getSnapshot().context.cart!.items) {
      cart.send({ type: 'cart.remove', itemId: item.id });
      await settled(cart);
    }
    expect(cart.getSnapshot().value).toBe('empty');
    expect(storedCart().items).toEqual([]);
    expect(cart.getSnapshot().can({ type: 'cart.order' })).toBe(false);
    // The menu can still add to it.
    cart.send({ type: 'cart.add', productId: 211 });
    await settled(cart);
    expect(cart.getSnapshot().value).toBe('filled');
  });

  it('BEMVINDO10 gives a new cart with 10 % off; XPTO is refused and the cart is kept', async () => {
    const cart = startCart();
    await settled(cart);
    const before = cart.getSnapshot().context.cart!;
    cart.send({ type: 'coupon.change', code: 'XPTO' });
    cart.send({ type: 'coupon.apply' });
    await settled(cart);
    expect(cart.getSnapshot().context).toMatchObject({
      couponError: 'couponInvalid',
      couponCode: 'XPTO',
      cart: before,
    });
    cart.send({ type: 'coupon.change', code: ' bemvindo10 ' });
    expect(cart.getSnapshot().context.couponError).toBeNull();
    cart.send({ type: 'coupon.apply' });
    await settled(cart);
    const replaced = cart.getSnapshot().context.cart!;
    expect(replaced.id).not.toBe(before.id);
    expect(replaced).toMatchObject({ couponCode: 'BEMVINDO10', discount: 2.73, total: 24.57 });
    expect(replaced).toEqual(storedCart());
  });

  it('a blank coupon code is refused without asking', async () => {
    const cart = startCart();
    await settled(cart);
    cart.send({ type: 'coupon.apply' });
    expect(cart.getSnapshot().context.couponError).toBe('couponInvalid');
    expect(cart.getSnapshot().value).toBe('filled');
  });

  it('shop 13 has no digital menu, so no cart: said, and no retry', async () => {
    const cart = startCart(13);
    await settled(cart);
    expect(cart.getSnapshot().value).toBe('failed');
    expect(cart.getSnapshot().context.error).toBe('noDigitalMenu');
    expect(cart.getSnapshot().can({ type: 'cart.retry' })).toBe(false);
  });

  const faults: [string, SandboxFault, string][] = [
    ['a 4xx with a message', { kind: 'status', status: 409, message: 'Conflito.' }, 'generic'],
    ['a 5xx', { kind: 'status', status: 503 }, 'generic'],
    ['no answer (network)', { kind: 'network' }, 'network'],
    ['an answer off the contract', { kind: 'malformed', shape: 'wrongTypes' }, 'malformedResponse'],
    ['an empty answer', { kind: 'malformed', shape: 'emptyBody' }, 'malformedResponse'],
  ];

  it.each(faults)(
    'reading the cart fails with %s: its message, then a retry',
    async (_, fault, code) => {
      sandbox.setFault('getShoppingCart', fault, { times: 1 });
      const cart = startCart();
      await settled(cart);
      expect(cart.getSnapshot().value).toBe('failed');
      expect(cart.getSnapshot().context.error).toBe(code);
      cart.send({ type: 'cart.retry' });
      await settled(cart);
      expect(cart.getSnapshot().value).toBe('filled');
    },
  );

  it.each(faults)(
    'adding, removing or applying a coupon fails with %s: the cart kept, the message, a retry of the same change',
    async (_, fault, code) => {
      const cart = startCart();
      await settled(cart);
      const before = cart.getSnapshot().context.cart!;

      sandbox.setFault('addCartItem', fault, { times: 1 });
      cart.send({ type: 'cart.add', productId: 222 });
      await settled(cart);
      expect(cart.getSnapshot().context).toMatchObject({ error: code, cart: before });
      cart.send({ type: 'cart.retry' });
      await settled(cart);
      expect(cart.getSnapshot().context.error).toBeNull();
      // 'wrongTypes' did its work before spoiling the answer: the retry adds to its quantity.
      expect(names(storedCart()).at(-1)).toMatch(/Super Bock/);

      const item = cart.getSnapshot().context.cart!.items[0]!;
      sandbox.setFault('removeCartItem', fault, { times: 1 });
      cart.send({ type: 'cart.remove', itemId: item.id });
      await settled(cart);
      expect(cart.getSnapshot().context.error).toBe(code);
      cart.send({ type: 'cart.retry' });
      await settled(cart);
      if (fault.kind === 'malformed' && fault.shape === 'wrongTypes') {
        // Removed the first time: the retry finds it gone (a message, the cart read again).
        expect(storedCart().items.some((line) => line.id === item.id)).toBe(false);
      } else {
        expect(cart.getSnapshot().context.error).toBeNull();
        expect(cart.getSnapshot().context.cart!.items.some((line) => line.id === item.id)).toBe(
          false,
        );
      }

      sandbox.setFault('applyCoupon', fault, { times: 1 });
      cart.send({ type: 'coupon.change', code: 'BEMVINDO10' });
      cart.send({ type: 'coupon.apply' });
      await settled(cart);
      expect(cart.getSnapshot().context).toMatchObject({ error: code, couponError: null });
      cart.send({ type: 'cart.retry' });
      await settled(cart);
      expect(cart.getSnapshot().context.cart?.couponCode).toBe('BEMVINDO10');
    },
  );

  it('reading the cart gets no answer within 40 s (SPEC 8, 9): the time-out message, a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('getShoppingCart', { kind: 'hang' }, { times: 1 });
    const cart = startCart();
    await vi.advanceTimersByTimeAsync(39_999);
    expect(cart.getSnapshot().value).toBe('loading');
    await vi.advanceTimersByTimeAsync(1);
    await settled(cart);
    expect(cart.getSnapshot().context.error).toBe('timeout');
    vi.useRealTimers();
    cart.send({ type: 'cart.retry' });
    await settled(cart);
    expect(cart.getSnapshot().value).toBe('filled');
  });

  const changes: [string, 'addCartItem' | 'removeCartItem' | 'applyCoupon', string][] = [
    ['adding', 'addCartItem', 'adding'],
    ['removing', 'removeCartItem', 'removing'],
    ['applying a coupon', 'applyCoupon', 'applyingCoupon'],
  ];

  it.each(changes)(
    '%s gets no answer within 40 s (SPEC 8, 9): the time-out message, the cart kept, a retry',
    async (_, operation, busy) => {
      const cart = startCart();
      await settled(cart);
      const before = cart.getSnapshot().context.cart!;
      vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
      sandbox.setFault(operation, { kind: 'hang' }, { times: 1 });
      if (operation === 'addCartItem') cart.send({ type: 'cart.add', productId: 222 });
      if (operation === 'removeCartItem') {
        cart.send({ type: 'cart.remove', itemId: before.items[0]!.id });
      }
      if (operation === 'applyCoupon') {
        cart.send({ type: 'coupon.change', code: 'BEMVINDO10' });
        cart.send({ type: 'coupon.apply' });
      }
      await vi.advanceTimersByTimeAsync(39_999);
      expect(cart.getSnapshot().value).toBe(busy);
      await vi.advanceTimersByTimeAsync(1);
      await settled(cart);
      expect(cart.getSnapshot().context).toMatchObject({ error: 'timeout', cart: before });
      vi.useRealTimers();
      cart.send({ type: 'cart.retry' });
      await settled(cart);
      expect(cart.getSnapshot().context.error).toBeNull();
      expect(cart.getSnapshot().context.cart).toEqual(storedCart());
      expect(cart.getSnapshot().context.cart).not.toEqual(before);
    },
  );
});

describe('menu chart', () => {
  const startMenu = (shopId: number, menu: MenuInput['menu'] = null) => {
    const actor = createActor(menuMachine, { input: { shopId, menu } }).start();
    actors.push(actor);
    return actor;
  };

  it("a campaign's own menu is shown at once, no call made", () => {
    const menu = startMenu(14, campaignFixture(107).priceListView!);
    expect(menu.getSnapshot().value).toBe('showing');
  });

  it("otherwise the shop's: shop 11's, shop 13 has none, shop 15's is switched off", async () => {
    const taberna = startMenu(11);
    await settled(taberna);
    expect(taberna.getSnapshot().value).toBe('showing');
    expect(taberna.getSnapshot().context.menu).toEqual(shopFixture(11).priceListView);
    const estrela = startMenu(13);
    await settled(estrela);
    expect(estrela.getSnapshot().value).toBe('noDigitalMenu');
    const bica = startMenu(15);
    await settled(bica);
    expect(bica.getSnapshot().value).toBe('menuNotActive');
  });

  it.each([
    [
      'a 4xx with a message',
      { kind: 'status', status: 403, message: 'Não.' } as SandboxFault,
      'generic',
    ],
    ['a 5xx', { kind: 'status', status: 500 } as SandboxFault, 'generic'],
    ['no answer', { kind: 'network' } as SandboxFault, 'network'],
    [
      'an answer off the contract',
      { kind: 'malformed', shape: 'null' } as SandboxFault,
      'malformedResponse',
    ],
  ])('reading the menu fails with %s: its message and a retry', async (_, fault, code) => {
    sandbox.setFault('getShop', fault, { times: 1 });
    const menu = startMenu(11);
    await settled(menu);
    expect(menu.getSnapshot().context.error).toBe(code);
    menu.send({ type: 'menu.retry' });
    await settled(menu);
    expect(menu.getSnapshot().value).toBe('showing');
  });
});

it('the menu gets no answer within 40 s: the time-out message and a retry', async () => {
  vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
  sandbox.setFault('getShop', { kind: 'hang' }, { times: 1 });
  const menu = createActor(menuMachine, { input: { shopId: 11, menu: null } }).start();
  actors.push(menu);
  await vi.advanceTimersByTimeAsync(40_000);
  await settled(menu);
  expect(menu.getSnapshot().context.error).toBe('timeout');
  vi.useRealTimers();
  menu.send({ type: 'menu.retry' });
  await settled(menu);
  expect(menu.getSnapshot().value).toBe('showing');
});

describe('transport chart (SPEC 2, 5, 9)', () => {
  const campaign = campaignFixture(107);
  const input = (now: string): TransportInput => ({
    options: { takeaway: true, delivery: true },
    leadMinutes: campaignOrderLeadMinutes(campaign),
    now: at(now),
    zone: LISBON,
  });
  const startTransport = (value: TransportInput) => {
    const actor = createActor(transportMachine, { input: value }).start();
    actors.push(actor);
    return actor;
  };

  it('campaign 107: 35 minutes ahead (30 from 1800 s, its 35 min preparation the larger)', () => {
    expect(campaignOrderLeadMinutes(campaign)).toBe(35);
    const transport = startTransport(input('2026-03-03T18:00'));
    expect(transport.getSnapshot().context.times[0]).toBe('2026-03-03T18:45:00+00:00');
  });

  it('going on with no transport chosen: "A transport option must be chosen"', () => {
    const transport = startTransport(input('2026-03-03T12:00'));
    transport.send({ type: 'transport.confirm' });
    expect(transport.getSnapshot().value).toBe('choosing');
    expect(transport.getSnapshot().context.errors).toEqual({ transportType: 'transportRequired' });
    transport.send({ type: 'transport.type', value: 'takeaway' });
    expect(transport.getSnapshot().context.errors).toEqual({});
    transport.send({ type: 'transport.confirm' });
    expect(transport.getSnapshot().output).toEqual({
      transportType: 'takeaway',
      transportInstant: 'asap',
      scheduledAt: null,
    });
  });

  it('scheduled: a time must be chosen, only one offered (never sooner than the lead time)', () => {
    const transport = startTransport(input('2026-03-03T12:00'));
    transport.send({ type: 'transport.type', value: 'delivery' });
    transport.send({ type: 'transport.instant', value: 'scheduled' });
    transport.send({ type: 'transport.confirm' });
    expect(transport.getSnapshot().context.errors).toEqual({ scheduledAt: 'timeRequired' });
    // 12:30 is sooner than 12:35: not offered, not taken.
    transport.send({ type: 'transport.time', at: '2026-03-03T12:30:00+00:00' });
    expect(transport.getSnapshot().context.scheduledAt).toBeNull();
    transport.send({ type: 'transport.time', at: '2026-03-03T12:45:00+00:00' });
    transport.send({ type: 'transport.confirm' });
    expect(transport.getSnapshot().output).toEqual({
      transportType: 'delivery',
      transportInstant: 'scheduled',
      scheduledAt: '2026-03-03T12:45:00+00:00',
    });
  });

  it('a transport not offered is not taken; the only one offered is chosen for the visitor', () => {
    const transport = startTransport({
      ...input('2026-03-03T12:00'),
      options: { takeaway: true, delivery: false },
    });
    expect(transport.getSnapshot().context.transportType).toBe('takeaway');
    transport.send({ type: 'transport.type', value: 'delivery' });
    expect(transport.getSnapshot().context.transportType).toBe('takeaway');
  });
});

describe("transport chart: the shop's schedule (SPEC 3 Schedule, SPEC 5)", () => {
  type Schedule = components['schemas']['Schedule'];
  const everyDay = (opens: string, closes: string) =>
    [1, 2, 3, 4, 5, 6, 7].map((dayOfWeek) => ({ dayOfWeek, opens, closes }));
  const input = (now: string): TransportInput => ({
    options: { takeaway: true, delivery: true },
    leadMinutes: 35,
    now: at(now),
    zone: LISBON,
    scheduleCampaignId: 107,
  });
  /** The chart with the schedule a test gives instead of the sandbox's. */
  const withSchedule = async (now: string, schedule: Schedule) => {
    const actor = createActor(
      transportMachine.provide({ actors: { fetchSchedule: fromPromise(async () => schedule) } }),
      { input: input(now) },
    ).start();
    actors.push(actor);
    await waitFor(actor, (snapshot) => snapshot.matches('choosing'));
    return actor;
  };
  const wall = (iso: string) =>
    DateTime.fromISO(iso, { zone: LISBON }).toFormat('yyyy-MM-dd HH:mm');
  const days = (times: string[]) => [...new Set(times.map((time) => wall(time).slice(0, 10)))];
  const march = (overrides: Partial<Schedule> = {}): Schedule => ({
    startDate: '2026-03-01',
    endDate: '2026-03-31',
    nonAvailableDays: [],
    workingHours: everyDay('12:00', '15:00'),
    ...overrides,
  });

  it("107 at 06:30, before its 08:00: no 'as soon as possible'; the first time it opens, chosen", async () => {
    const transport = createActor(transportMachine, { input: input('2026-03-03T06:30') }).start();
    actors.push(transport);
    expect(transport.getSnapshot().value).toBe('loadingSchedule');
    await waitFor(transport, (snapshot) => snapshot.matches('choosing'));
    const { context } = transport.getSnapshot();
    expect(context.openNow).toBe(false);
    expect(context.transportInstant).toBe('scheduled');
    expect(context.scheduledAt).toBe('2026-03-03T08:00:00+00:00');
    // Every time offered is in its hours (08:00 to midnight), none sooner than 07:05.
    for (const time of context.times) expect(wall(time).slice(11) >= '08:00').toBe(true);
    transport.send({ type: 'transport.instant', value: 'asap' });
    expect(transport.getSnapshot().context.transportInstant).toBe('scheduled');
    transport.send({ type: 'transport.type', value: 'takeaway' });
    transport.send({ type: 'transport.confirm' });
    expect(transport.getSnapshot().output).toEqual({
      transportType: 'takeaway',
      transportInstant: 'scheduled',
      scheduledAt: '2026-03-03T08:00:00+00:00',
    });
  });

  it('107 at 12:00, open: as soon as possible, as before', async () => {
    const transport = createActor(transportMachine, { input: input('2026-03-03T12:00') }).start();
    actors.push(transport);
    await waitFor(transport, (snapshot) => snapshot.matches('choosing'));
    expect(transport.getSnapshot().context).toMatchObject({
      openNow: true,
      transportInstant: 'asap',
      scheduledAt: null,
    });
  });

  it('a working-hours window: only its times; "as soon as possible" refused outside it', async () => {
    const transport = await withSchedule('2026-03-03T16:00', march());
    expect(transport.getSnapshot().context.openNow).toBe(false);
    expect(days(transport.getSnapshot().context.times)).toEqual(['2026-03-04', '2026-03-05']);
    expect(wall(transport.getSnapshot().context.times[0]!)).toBe('2026-03-04 12:00');
    expect(wall(transport.getSnapshot().context.times.at(-1)!)).toBe('2026-03-05 14:45');
  });

  it('a shop closed on the day and a non-available day: skipped', async () => {
    // Closed on Wednesdays (4 March); Thursday 5 March not available: Friday 6 and Saturday 7.
    const transport = await withSchedule(
      '2026-03-03T16:00',
      march({
        workingHours: everyDay('12:00', '15:00').filter((entry) => entry.dayOfWeek !== 3),
        nonAvailableDays: ['2026-03-05'],
      }),
    );
    expect(days(transport.getSnapshot().context.times)).toEqual(['2026-03-06', '2026-03-07']);
    // A time of a closed day is not taken.
    transport.send({ type: 'transport.time', at: '2026-03-04T12:00:00+00:00' });
    expect(transport.getSnapshot().context.scheduledAt).toBe('2026-03-06T12:00:00+00:00');
  });

  it('on a summer day (15 July, UTC+1): its hours at the summer clock', async () => {
    const transport = await withSchedule(
      '2026-07-15T11:00',
      march({ startDate: '2026-07-01', endDate: '2026-07-31' }),
    );
    expect(transport.getSnapshot().context.openNow).toBe(false);
    expect(transport.getSnapshot().context.times[0]).toBe('2026-07-15T12:00:00+01:00');
  });

  it('the schedule not read: said, with a retry, and back', async () => {
    sandbox.setFault('getCampaignSchedule', { kind: 'status', status: 503 }, { times: 1 });
    const transport = createActor(transportMachine, { input: input('2026-03-03T12:00') }).start();
    actors.push(transport);
    await waitFor(transport, (snapshot) => snapshot.matches('scheduleFailed'));
    expect(transport.getSnapshot().context.error).toBe('generic');
    transport.send({ type: 'transport.retry' });
    await waitFor(transport, (snapshot) => snapshot.matches('choosing'));
  });
});

// ------------------------------------------------------------------ coverage

const cart = cartFixture(14);
const emptyCart = { ...cart, items: [], itemsTotal: 0, subtotal: 0, discount: 0, total: 0 };
const cartEvents = [
  { type: 'xstate.done.actor.fetchCart', output: cart },
  { type: 'xstate.done.actor.fetchCart', output: emptyCart },
  { type: 'xstate.error.actor.fetchCart', error: new ApiError('network', 'offline') },
  { type: 'cart.reload' },
  { type: 'xstate.done.actor.addCartItem', output: cart },
  { type: 'xstate.done.actor.addCartItem', output: emptyCart },
  { type: 'xstate.done.actor.removeCartItem', output: cart },
  { type: 'xstate.done.actor.applyCoupon', output: emptyCart },
  { type: 'xstate.error.actor.addCartItem', error: new ApiError('network', 'offline') },
  { type: 'xstate.done.actor.removeCartItem', output: emptyCart },
  { type: 'xstate.error.actor.removeCartItem', error: new ApiError('network', 'offline') },
  { type: 'xstate.done.actor.applyCoupon', output: cart },
  {
    type: 'xstate.error.actor.applyCoupon',
    error: new ApiError('http', 'invalid', 422, 'couponInvalid'),
  },
  { type: 'xstate.error.actor.applyCoupon', error: new ApiError('network', 'offline') },
  { type: 'cart.add', productId: 222 },
  { type: 'cart.remove', itemId: cart.items[0]!.id },
  { type: 'coupon.change', code: 'BEMVINDO10' },
  { type: 'coupon.apply' },
  { type: 'cart.order' },
  { type: 'cart.retry' },
] as unknown as ModelEvent<typeof cartMachine>[];

const menuEvents = [
  { type: 'xstate.done.actor.fetchShopMenu', output: shopFixture(11) },
  { type: 'xstate.done.actor.fetchShopMenu', output: shopFixture(13) },
  { type: 'xstate.done.actor.fetchShopMenu', output: shopFixture(15) },
  { type: 'xstate.error.actor.fetchShopMenu', error: new ApiError('network', 'offline') },
  { type: 'menu.retry' },
] as unknown as ModelEvent<typeof menuMachine>[];

const transportEvents = [
  {
    type: 'xstate.done.actor.fetchSchedule',
    output: {
      startDate: '2026-03-01',
      endDate: '2026-03-31',
      nonAvailableDays: [],
      workingHours: [{ dayOfWeek: 2, opens: '13:00', closes: '15:00' }],
    },
  },
  { type: 'xstate.error.actor.fetchSchedule', error: new ApiError('network', 'offline') },
  { type: 'transport.retry' },
  { type: 'transport.type', value: 'takeaway' },
  { type: 'transport.instant', value: 'scheduled' },
  { type: 'transport.instant', value: 'asap' },
  { type: 'transport.time', at: '2026-03-03T12:45:00+00:00' },
  { type: 'transport.confirm' },
  { type: 'transport.cancel' },
] as unknown as ModelEvent<typeof transportMachine>[];

const orderInput: OrderInput = { source: { kind: 'campaign', campaign: campaignFixture(107) } };
const chosen = { transportType: 'takeaway', transportInstant: 'asap', scheduledAt: null };
const orderEvents = [
  { type: 'xstate.done.actor.transport', output: chosen },
  { type: 'xstate.done.actor.transport', output: null },
  { type: 'order.viewCart' },
  { type: 'order.browse' },
  { type: 'order.changeTransport' },
  { type: 'order.back' },
  { type: 'order.checkout' },
  { type: 'xstate.done.actor.checkout', output: { status: 'back' } },
  { type: 'xstate.done.actor.checkout', output: { status: 'cartChanged' } },
  { type: 'xstate.done.actor.checkout', output: { status: 'finished' } },
  // What the checkout tells the order (the sign-in and contact kept for the next one, passed
  // upward; a payment under way lets the order go); its other flow reports go to the keeper.
  {
    type: 'booking.signedIn',
    identity: { kind: 'user', user: signedInUserFixture(1001), loginSource: 'own' },
  },
  {
    type: 'booking.contact',
    contact: { name: 'Ana Silva', prefix: '+351', phone: '912345678', notes: '' },
  },
  {
    type: 'payment.pending',
    payment: {
      inProgress: {
        orderCode: 'ENC-7',
        method: 'hipay_mbway',
        payment: { id: 'pay-1' },
        startedAtMs: 0,
      },
      purchase: 'order',
      payer: { kind: 'user', userId: 1001 },
      phone: { prefix: '+351', phone: '912345678' },
      title: 'Francesinha',
      campaignId: 107,
      amount: 29.8,
    },
  },
  { type: 'prize.used', prizeId: 301 },
  {
    type: 'xstate.done.actor.delivery',
    output: {
      deliveryType: 'STORE_PICKUP',
      shopDeliveryMethodId: 511,
      cost: 0,
      address: null,
      deliveryAddressId: null,
      pickupPoint: null,
    },
  },
  { type: 'xstate.done.actor.delivery', output: null },
] as unknown as ModelEvent<typeof orderMachine>[];

describe('order charts: models', () => {
  it('reach every state and take every transition', { timeout: 60_000 }, () => {
    const models = [
      createMachineModel(cartMachine, { input: { shopId: 14 }, events: cartEvents, limit: 5000 }),
      // Reopened past the cart after a reload: once read, on to the delivery.
      createMachineModel(cartMachine, {
        input: { shopId: 14, orderOnceRead: true },
        events: cartEvents.slice(0, 2),
      }),
      createMachineModel(menuMachine, { input: { shopId: 11, menu: null }, events: menuEvents }),
      createMachineModel(menuMachine, {
        input: { shopId: 14, menu: campaignFixture(107).priceListView! },
        events: menuEvents,
      }),
      createMachineModel(transportMachine, {
        input: { ...input0(), options: { takeaway: true, delivery: true } },
        events: transportEvents,
        limit: 300,
      }),
      // A campaign's order: its schedule read first.
      createMachineModel(transportMachine, {
        input: { ...input0(), scheduleCampaignId: 107 },
        events: transportEvents,
        limit: 300,
      }),
      createMachineModel(orderMachine, { input: orderInput, events: orderEvents, limit: 4000 }),
      createMachineModel(orderMachine, {
        input: { source: { kind: 'shop', shopId: 14 } },
        events: orderEvents,
        limit: 4000,
      }),
      // One shop of the whole cart: its cart's way back leaves the order. The fields as typed at
      // its checkout's sign-in (a guest's) and contact step: kept with the order.
      createMachineModel(orderMachine, {
        input: { source: { kind: 'shop', shopId: 14 }, leavesAtCart: true },
        events: [
          { type: 'order.leave' },
          { type: 'guest.typed', name: 'Rita', email: 'rita@', prefix: '+351', phone: '91' },
          {
            type: 'contact.typed',
            name: 'Ana',
            prefix: '+351',
            phone: '912',
            notes: 'Sem coentros',
            vatId: '123456789',
          },
        ],
      }),
      // The prize chosen at the checkout's review, kept with the order (the prize used, let go).
      createMachineModel(orderMachine, {
        input: orderInput,
        events: [
          { type: 'checkout.prize', prizeId: 301 },
          { type: 'prize.used', prizeId: 301 },
        ] as ModelEvent<typeof orderMachine>[],
      }),
      // Reopened after a reload at the menu, or past the cart.
      ...(['menu', 'delivery'] as const).map((step) =>
        createMachineModel(orderMachine, {
          input: {
            ...orderInput,
            resume: { step, transport: chosen, deliveryType: 'DELIVERY', address: null },
          } as OrderInput,
          events: [
            {
              type: 'delivery.progress',
              progress: { deliveryType: 'DELIVERY', form: null },
            },
            { type: 'order.checkout' },
          ] as unknown as ModelEvent<typeof orderMachine>[],
        }),
      ),
      // Delivered at home (a saved address): Back from the checkout returns to the delivery.
      createMachineModel(orderMachine, {
        input: {
          ...orderInput,
          resume: { step: 'delivery', transport: chosen, deliveryType: 'DELIVERY', address: null },
        } as OrderInput,
        events: [
          { type: 'order.checkout' },
          {
            type: 'xstate.done.actor.delivery',
            output: {
              deliveryType: 'DELIVERY',
              shopDeliveryMethodId: 512,
              cost: 2.5,
              address: null,
              deliveryAddressId: 7,
              pickupPoint: null,
            },
          },
          { type: 'xstate.done.actor.checkout', output: { status: 'back' } },
        ] as unknown as ModelEvent<typeof orderMachine>[],
      }),
    ];
    const [
      cartModel,
      resumedCartModel,
      menuModel,
      campaignMenuModel,
      transportModel,
      scheduledTransportModel,
      ...orderModels
    ] = models;
    expectEveryStateReached(cartModel!, resumedCartModel!);
    expectEveryTransitionTaken(cartModel!, resumedCartModel!);
    expectEveryStateReached(menuModel!, campaignMenuModel!);
    expectEveryTransitionTaken(menuModel!, campaignMenuModel!);
    expectEveryStateReached(transportModel!, scheduledTransportModel!);
    expectEveryTransitionTaken(transportModel!, scheduledTransportModel!);
    expectEveryStateReached(...orderModels);
    expectEveryTransitionTaken(...orderModels);
  });
});

function input0(): TransportInput {
  return {
    options: { takeaway: true, delivery: true },
    leadMinutes: 35,
    now: at('2026-03-03T12:00'),
    zone: LISBON,
  };
}
