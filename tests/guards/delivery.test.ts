// @vitest-environment node
// The delivery chart's guards (machines/delivery/delivery.machine.ts), driven as a visitor would
// against the sandbox middleware. The verdicts are what the chart hands on (the way, the method,
// the cost, the address or point) and which calls reached the sandbox: SPEC 3 and 4 (a shop's
// delivery methods: only the ways the shop and the transport offer are taken), SPEC 2 (a pickup point is one of those
// found), SPEC 6 (a guest has no saved addresses to use) and SPEC 8 (a retry asks again only what
// failed).
import { afterEach, describe, expect, it } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { sandbox } from '../../api/sandbox/control';
import { ADDRESSES, SHOP_DELIVERY } from '../../api/sandbox/seed';
import { deliveryMachine } from '../../machines/delivery/delivery.machine';
import type { DeliveryInput } from '../../machines/delivery/delivery.types';

type Delivery = Actor<typeof deliveryMachine>;

/** Tasca (shop 11, service 1102): home delivery and pickup points. */
const SHOP_11: DeliveryInput = {
  shopId: 11,
  transport: 'delivery',
  methods: { id: 11, name: 'Tasca', methods: SHOP_DELIVERY[11]!.methods },
  seller: { campaignDeliveryCost: null, isService: true },
  token: null,
};

let running: Delivery | null = null;
afterEach(() => {
  running?.stop();
  running = null;
});

function start(input: DeliveryInput): Delivery {
  sandbox.clock.setNow('2026-03-03T12:00', { frozen: true });
  running = createActor(deliveryMachine, { input }).start();
  sandbox.clearSeenOperations();
  return running;
}

const settled = (delivery: Delivery) => waitFor(delivery, (snapshot) => !snapshot.hasTag('busy'));
const calls = (operation: string) => sandbox.seenOperations().get(operation) ?? 0;

describe('SPEC 3 and 4: only a way of delivery the shop and the transport offer is taken', () => {
  it('delivered: collecting at the shop is not taken; home and a pickup point are', () => {
    const delivery = start(SHOP_11);
    const storePickup = { type: 'delivery.choose', deliveryType: 'STORE_PICKUP' } as const;
    expect(delivery.getSnapshot().can(storePickup)).toBe(false);
    delivery.send(storePickup);
    expect(delivery.getSnapshot().context.deliveryType).toBeNull();

    delivery.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
    expect(delivery.getSnapshot().context.deliveryType).toBe('PICKUP_POINT');
    delivery.send({ type: 'delivery.choose', deliveryType: 'DELIVERY' });
    expect(delivery.getSnapshot().context.deliveryType).toBe('DELIVERY');
  });
});

describe('SPEC 3 and 4: a shop that delivers to pickup points only', () => {
  it('searches for a pickup point at once: neither the address nor the shop; back is the cart', () => {
    const delivery = start({
      ...SHOP_11,
      methods: {
        id: 11,
        name: 'Tasca',
        methods: { PICKUP_POINT: SHOP_DELIVERY[11]!.methods.PICKUP_POINT },
      },
    });
    expect(delivery.getSnapshot().hasTag('view.pickup')).toBe(true);
    expect(delivery.getSnapshot().context.deliveryType).toBe('PICKUP_POINT');
    expect(calls('getDeliveryCountries')).toBe(0);
    delivery.send({ type: 'delivery.back' });
    expect(delivery.getSnapshot().status).toBe('done');
    expect(delivery.getSnapshot().output).toBeNull();
  });
});

describe('SPEC 2: the pickup point chosen is one of those found', () => {
  it('a point not in the list is not taken; a listed one is, at its cost', async () => {
    const delivery = start(SHOP_11);
    delivery.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
    delivery.send({ type: 'delivery.continue' });
    delivery.send({ type: 'delivery.pickupPostalCode', value: '1100-048' });
    delivery.send({ type: 'delivery.search' });
    await settled(delivery);
    expect(delivery.getSnapshot().context.pickupPoints.map((point) => point.id)).toContain(
      'PP-LX-01',
    );

    const elsewhere = { type: 'delivery.choosePoint', id: 'PP-FARO-99' } as const;
    expect(delivery.getSnapshot().can(elsewhere)).toBe(false);
    delivery.send(elsewhere);
    expect(delivery.getSnapshot().status).toBe('active');

    delivery.send({ type: 'delivery.choosePoint', id: 'PP-LX-01' });
    expect(delivery.getSnapshot().output).toMatchObject({
      deliveryType: 'PICKUP_POINT',
      cost: 2.99,
      pickupPoint: { id: 'PP-LX-01' },
    });
  });
});

describe('SPEC 6: a saved address is used only by the signed-in user it belongs to', () => {
  it('a guest cannot use a saved address: nothing is asked of the rates', async () => {
    const delivery = start(SHOP_11);
    delivery.send({ type: 'delivery.choose', deliveryType: 'DELIVERY' });
    delivery.send({ type: 'delivery.continue' });
    await settled(delivery);
    const anasHome = { type: 'delivery.useSaved', address: ADDRESSES[1001]![0]! } as const;
    expect(delivery.getSnapshot().can(anasHome)).toBe(false);
    delivery.send(anasHome);
    await settled(delivery);
    expect(calls('getDeliveryRates')).toBe(0);
    expect(delivery.getSnapshot().status).toBe('active');
  });

  it('signed in, an address with no usable id is not taken; her own is, by its id', async () => {
    const delivery = start({ ...SHOP_11, token: 'tok-ana' });
    delivery.send({ type: 'delivery.choose', deliveryType: 'DELIVERY' });
    delivery.send({ type: 'delivery.continue' });
    await settled(delivery);
    // Her saved addresses answered, and whether shop 11 delivers to each (their rates) known.
    await waitFor(delivery, (snapshot) =>
      snapshot.matches({ address: { book: { open: 'checked' } } }),
    );
    sandbox.clearSeenOperations();
    const home = ADDRESSES[1001]![0]!;
    const unnamed = { type: 'delivery.useSaved', address: { ...home, id: 1.5 } } as const;
    expect(delivery.getSnapshot().can(unnamed)).toBe(false);

    delivery.send({ type: 'delivery.useSaved', address: home });
    await waitFor(delivery, (snapshot) => snapshot.status === 'done');
    expect(calls('getDeliveryRates')).toBe(1);
    expect(delivery.getSnapshot().output).toMatchObject({ deliveryAddressId: home.id });
  });
});

describe('SPEC 8: a retry asks again only the call that failed', () => {
  it('with nothing failed, "retry" at the address asks nothing', async () => {
    const delivery = start(SHOP_11);
    delivery.send({ type: 'delivery.choose', deliveryType: 'DELIVERY' });
    delivery.send({ type: 'delivery.continue' });
    await settled(delivery);
    sandbox.clearSeenOperations();
    expect(delivery.getSnapshot().can({ type: 'delivery.retry' })).toBe(false);
    delivery.send({ type: 'delivery.retry' });
    await settled(delivery);
    expect(calls('getDeliveryRates')).toBe(0);
    expect(delivery.getSnapshot().hasTag('view.address')).toBe(true);
  });

  it('with nothing failed, "retry" among the pickup points searches nothing', async () => {
    const delivery = start(SHOP_11);
    delivery.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
    delivery.send({ type: 'delivery.continue' });
    expect(delivery.getSnapshot().can({ type: 'delivery.retry' })).toBe(false);
    delivery.send({ type: 'delivery.retry' });
    await settled(delivery);
    expect(calls('getPickupPoints')).toBe(0);
  });
});
