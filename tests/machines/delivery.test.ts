// The delivery chart against the sandbox middleware: Francesinha & Companhia (shop 14) delivers
// at home to Porto's 4xxx postal codes only, at 2,50 €; Tasca (shop 11) also to pickup points
// (2,99 €), three in Lisbon and none near Faro. Takeaway is collected at the shop, free. An address
// refused by the rates ("the selected address is currently unavailable for delivery") keeps what
// was typed; Ana's saved addresses come from the address book chart. Every way a call can fail
// (a 4xx with a message, a 5xx, no answer, the 40 s time-out, an answer off the contract) keeps
// what was typed, says why and offers a retry. A coverage model at the end walks every state.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { createActor, waitFor, type Actor } from 'xstate';
import { ApiError, type ErrorCode } from '../../api/errors';
import { configureLocation } from '../../api/location';
import { sandbox, type SandboxFault } from '../../api/sandbox/control';
import {
  ADDRESSES,
  DELIVERY_COUNTRIES,
  PICKUP_POINTS,
  SHOP_DELIVERY,
} from '../../api/sandbox/seed';
import { deliveryMachine } from '../../machines/delivery/delivery.machine';
import type {
  DeliveryChoice,
  DeliveryInput,
  DeliveryResume,
} from '../../machines/delivery/delivery.types';
import { emptyAddressForm, type AddressField } from '../../machines/rules/address';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

const methodsOf = (shopId: number) => ({
  id: shopId,
  name: `shop ${shopId}`,
  methods: SHOP_DELIVERY[shopId]!.methods,
});

const CAMPAIGN_107: DeliveryInput = {
  shopId: 14,
  transport: 'delivery',
  methods: methodsOf(14),
  seller: { campaignDeliveryCost: 2.5, isService: false },
  token: null,
};
const SERVICE_1102: DeliveryInput = {
  shopId: 11,
  transport: 'delivery',
  methods: methodsOf(11),
  seller: { campaignDeliveryCost: null, isService: true },
  token: null,
};

/** Shop 14 were it to state home delivery only (no collecting at the shop). */
const DELIVERS_ONLY = {
  ...methodsOf(14),
  methods: { DELIVERY: SHOP_DELIVERY[14]!.methods.DELIVERY },
};

let actor: Actor<typeof deliveryMachine> | null = null;
afterEach(() => {
  actor?.stop();
  actor = null;
  vi.useRealTimers();
});

function start(input: DeliveryInput) {
  sandbox.clock.setNow('2026-03-03T12:00', { frozen: true });
  actor = createActor(deliveryMachine, { input }).start();
  return actor;
}

const settled = (delivery: Actor<typeof deliveryMachine>) =>
  waitFor(delivery, (snapshot) => !snapshot.hasTag('busy'));

function type(
  delivery: Actor<typeof deliveryMachine>,
  typed: Partial<Record<AddressField, string>>,
) {
  for (const [field, value] of Object.entries(typed)) {
    delivery.send({ type: 'delivery.change', field: field as AddressField, value });
  }
}

const PORTO = { street: 'Rua de Cedofeita 210', postalCode: '4050262', city: 'Porto' };
const LISBON = { street: 'Rua Augusta 27', postalCode: '1100-048', city: 'Lisboa' };

const CAMPAIGN_107_BLANK = emptyAddressForm();

/** The saved addresses answered and whether the shop delivers to each known. */
const savedChecked = (delivery: Actor<typeof deliveryMachine>) =>
  waitFor(delivery, (snapshot) => snapshot.matches({ address: { book: { open: 'checked' } } }));

async function atAddress(input: DeliveryInput) {
  const delivery = start(input);
  delivery.send({ type: 'delivery.choose', deliveryType: 'DELIVERY' });
  delivery.send({ type: 'delivery.continue' });
  await settled(delivery);
  return delivery;
}

describe('delivery chart against the sandbox', () => {
  it('takeaway: collected at the shop, free, without asking again', () => {
    const delivery = start({ ...CAMPAIGN_107, transport: 'takeaway' });
    expect(delivery.getSnapshot().context.options).toEqual([
      { deliveryType: 'STORE_PICKUP', shopDeliveryMethodId: 511, cost: 0 },
    ]);
    expect(delivery.getSnapshot().status).toBe('done');
    expect(delivery.getSnapshot().output).toMatchObject({
      deliveryType: 'STORE_PICKUP',
      shopDeliveryMethodId: 511,
      cost: 0,
    } satisfies Partial<DeliveryChoice>);
  });

  it('takeaway at a shop that only delivers: no way offered, nothing chosen, back to the cart', () => {
    const delivery = start({ ...CAMPAIGN_107, transport: 'takeaway', methods: DELIVERS_ONLY });
    expect(delivery.getSnapshot().hasTag('view.noWay')).toBe(true);
    for (const deliveryType of ['STORE_PICKUP', 'DELIVERY', 'PICKUP_POINT'] as const) {
      delivery.send({ type: 'delivery.choose', deliveryType });
    }
    delivery.send({ type: 'delivery.continue' });
    expect(delivery.getSnapshot().hasTag('view.noWay')).toBe(true);
    delivery.send({ type: 'delivery.back' });
    expect(delivery.getSnapshot().status).toBe('done');
    expect(delivery.getSnapshot().output).toBeNull();
  });

  it('delivery of 107: home only (shop 14 has no pickup points), 2,50 €; countries to choose', async () => {
    const delivery = await atAddress(CAMPAIGN_107);
    expect(delivery.getSnapshot().context.options).toEqual([
      { deliveryType: 'DELIVERY', shopDeliveryMethodId: 513, cost: 2.5 },
    ]);
    expect(delivery.getSnapshot().hasTag('view.address')).toBe(true);
    expect(delivery.getSnapshot().context.countries).toEqual(DELIVERY_COUNTRIES);
    expect(delivery.getSnapshot().context.form.countryId).toBe(139);
  });

  it('SPEC 5: an address breaking a rule is not sent; no name is needed', async () => {
    const delivery = await atAddress(CAMPAIGN_107);
    type(delivery, { ...PORTO, postalCode: '405' });
    delivery.send({ type: 'delivery.submit' });
    expect(delivery.getSnapshot().context.fieldErrors).toEqual({ postalCode: 'postalCodeInvalid' });
    expect(delivery.getSnapshot().hasTag('busy')).toBe(false);
  });

  it('a Porto address (4050-262) is delivered to, at the rate answered', async () => {
    const delivery = await atAddress(CAMPAIGN_107);
    type(delivery, PORTO);
    delivery.send({ type: 'delivery.submit' });
    await waitFor(delivery, (snapshot) => snapshot.status === 'done');
    expect(delivery.getSnapshot().output).toMatchObject({
      deliveryType: 'DELIVERY',
      shopDeliveryMethodId: 513,
      cost: 2.5,
      address: { street: 'Rua de Cedofeita 210', postalCode: '4050-262', city: 'Porto' },
      deliveryAddressId: null,
    });
  });

  it('a Lisbon address: "unavailable for delivery", the address kept to change', async () => {
    const delivery = await atAddress(CAMPAIGN_107);
    type(delivery, LISBON);
    delivery.send({ type: 'delivery.submit' });
    await settled(delivery);
    expect(delivery.getSnapshot().context.error).toBe('addressUnavailableForDelivery');
    expect(delivery.getSnapshot().context.form).toMatchObject(LISBON);
    type(delivery, PORTO);
    expect(delivery.getSnapshot().context.error).toBeNull();
    delivery.send({ type: 'delivery.submit' });
    await waitFor(delivery, (snapshot) => snapshot.status === 'done');
  });

  it("signed in: Ana's saved addresses from the address book; both in Lisbon, marked unusable for 14 and not taken", async () => {
    const delivery = await atAddress({ ...CAMPAIGN_107, token: 'tok-ana' });
    const book = delivery.getSnapshot().children.addressBook!;
    await waitFor(book, (snapshot) => !snapshot.hasTag('busy'));
    const saved = book.getSnapshot().context.addresses;
    expect(saved).toEqual(ADDRESSES[1001]);
    await savedChecked(delivery);
    expect(sandbox.store.deliversTo(14, 139, saved[0]!.postalCode)).toBe(false);
    expect(delivery.getSnapshot().context.savedUsable).toEqual({ 401: false, 402: false });
    // Nothing the shop delivers to: the form is left empty, for the visitor to type.
    expect(delivery.getSnapshot().context.form).toEqual(CAMPAIGN_107_BLANK);
    delivery.send({ type: 'delivery.useSaved', address: saved[0]! });
    expect(delivery.getSnapshot().matches({ address: { form: 'editing' } })).toBe(true);
    expect(delivery.getSnapshot().context.savedAddressId).toBeNull();
    expect(delivery.getSnapshot().context.form).toEqual(CAMPAIGN_107_BLANK);
  });

  it("signed in, nothing typed: Miguel's Porto address (delivered to by 14) fills the form, and is the one delivered to", async () => {
    const delivery = await atAddress({ ...CAMPAIGN_107, token: 'tok-miguel' });
    await savedChecked(delivery);
    const casa = ADDRESSES[1002]![0]!;
    expect(delivery.getSnapshot().context.savedUsable).toEqual({ [casa.id]: true });
    expect(delivery.getSnapshot().context.form).toMatchObject({
      street: casa.street,
      floorDoor: casa.floorDoor,
      postalCode: casa.postalCode,
      city: casa.city,
    });
    delivery.send({ type: 'delivery.submit' });
    await waitFor(delivery, (snapshot) => snapshot.status === 'done');
    expect(delivery.getSnapshot().output).toMatchObject({ cost: 2.5, deliveryAddressId: casa.id });
  });

  it('signed in: a street typed while the saved addresses are on their way is kept when they arrive; they fill nothing', async () => {
    const release = sandbox.holdAnswers('getAddresses');
    const delivery = await atAddress({ ...CAMPAIGN_107, token: 'tok-miguel' });
    expect(delivery.getSnapshot().matches({ address: { book: { open: 'loading' } } })).toBe(true);
    type(delivery, { street: 'Rua Miguel Bombarda 5' });
    release();
    await savedChecked(delivery);
    // Miguel's Porto address would have filled an empty form; something was typed.
    expect(delivery.getSnapshot().context.savedUsable).toEqual({ 403: true });
    expect(delivery.getSnapshot().context.form).toEqual({
      ...CAMPAIGN_107_BLANK,
      street: 'Rua Miguel Bombarda 5',
    });
    expect(delivery.getSnapshot().context.savedAddressId).toBeNull();
  });

  it('signed in: a field typed and cleared again still counts as typed; the answer fills nothing', async () => {
    const release = sandbox.holdAnswers('getAddresses');
    const delivery = await atAddress({ ...CAMPAIGN_107, token: 'tok-miguel' });
    type(delivery, { city: 'P' });
    type(delivery, { city: '' });
    release();
    await savedChecked(delivery);
    expect(delivery.getSnapshot().context.form).toEqual(CAMPAIGN_107_BLANK);
  });

  it("Ana's Casa delivered to by shop 11 (Lisbon): its id kept as the delivery address id", async () => {
    const delivery = await atAddress({ ...SERVICE_1102, token: 'tok-ana' });
    const book = delivery.getSnapshot().children.addressBook!;
    await waitFor(book, (snapshot) => !snapshot.hasTag('busy'));
    delivery.send({ type: 'delivery.useSaved', address: book.getSnapshot().context.addresses[0]! });
    await waitFor(delivery, (snapshot) => snapshot.status === 'done');
    expect(delivery.getSnapshot().output).toMatchObject({ cost: 3.5, deliveryAddressId: 401 });
  });

  it('a guest is offered no saved addresses', async () => {
    const delivery = await atAddress(CAMPAIGN_107);
    expect(delivery.getSnapshot().children.addressBook).toBeUndefined();
  });

  it('pickup points near a Lisbon postal code, nearest first; one chosen at 2,99 €', async () => {
    const delivery = start(SERVICE_1102);
    delivery.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
    delivery.send({ type: 'delivery.continue' });
    delivery.send({ type: 'delivery.pickupPostalCode', value: '1100-048' });
    delivery.send({ type: 'delivery.search' });
    await settled(delivery);
    const points = delivery.getSnapshot().context.pickupPoints;
    expect(points.map((point) => point.id)).toEqual(['PP-LX-03', 'PP-LX-02', 'PP-LX-01']);
    const distances = points.map((point) => point.distanceMeters!);
    expect(distances).toEqual([...distances].sort((a, b) => a - b));
    delivery.send({ type: 'delivery.choosePoint', id: 'PP-LX-02' });
    expect(delivery.getSnapshot().output).toMatchObject({
      deliveryType: 'PICKUP_POINT',
      shopDeliveryMethodId: 502,
      cost: 2.99,
      pickupPoint: { id: 'PP-LX-02' },
    });
  });

  it('a pickup point chosen is told with its method and position (kept for a reload)', async () => {
    const told: DeliveryResume[] = [];
    sandbox.clock.setNow('2026-03-03T12:00', { frozen: true });
    actor = createActor(
      deliveryMachine.provide({
        actions: { reportProgress: (_, progress: DeliveryResume) => void told.push(progress) },
      }),
      { input: SERVICE_1102 },
    ).start();
    const delivery = actor;
    delivery.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
    delivery.send({ type: 'delivery.continue' });
    delivery.send({ type: 'delivery.pickupPostalCode', value: '1100-048' });
    delivery.send({ type: 'delivery.search' });
    await settled(delivery);
    delivery.send({ type: 'delivery.choosePoint', id: 'PP-LX-02' });
    const seeded = PICKUP_POINTS.find((point) => point.id === 'PP-LX-02')!;
    expect(told.at(-1)).toMatchObject({
      deliveryType: 'PICKUP_POINT',
      pickupPoint: {
        id: 'PP-LX-02',
        shopDeliveryMethodId: 502,
        latitude: seeded.latitude,
        longitude: seeded.longitude,
      },
      pickupPostalCode: '1100-048',
      pickupPosition: delivery.getSnapshot().context.position,
    });
  });

  it('back to the step with a point chosen: searched where it was, shown chosen, the postal code as typed; nothing passed', async () => {
    sandbox.clock.setNow('2026-03-03T12:00', { frozen: true });
    const first = start(SERVICE_1102);
    first.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
    first.send({ type: 'delivery.continue' });
    first.send({ type: 'delivery.pickupPostalCode', value: '1100-048' });
    first.send({ type: 'delivery.search' });
    await settled(first);
    const listed = first.getSnapshot().context.pickupPoints.map((point) => point.id);
    const seeded = PICKUP_POINTS.find((point) => point.id === 'PP-LX-02')!;
    const resume = {
      deliveryType: 'PICKUP_POINT' as const,
      form: null,
      pickupPoint: {
        id: 'PP-LX-02',
        shopDeliveryMethodId: 502,
        latitude: seeded.latitude,
        longitude: seeded.longitude,
      },
      afterReload: false,
      pickupPostalCode: '1100-048',
      pickupPosition: first.getSnapshot().context.position,
    };
    first.stop();
    const back = start({ ...SERVICE_1102, resume });
    await waitFor(back, (snapshot) => snapshot.matches({ pickup: 'idle' }));
    const { context } = back.getSnapshot();
    expect(context.pickupPostalCode).toBe('1100-048');
    expect(context.pickupPoints.map((point) => point.id)).toEqual(listed);
    expect(context.choice?.pickupPoint?.id).toBe('PP-LX-02');
    back.send({ type: 'delivery.choosePoint', id: 'PP-LX-02' });
    expect(back.getSnapshot().output).toMatchObject({ pickupPoint: { id: 'PP-LX-02' } });
  });

  it('reopened after a reload with a point kept: searched for where it is and chosen again, nothing asked', async () => {
    const seeded = PICKUP_POINTS.find((point) => point.id === 'PP-LX-02')!;
    const delivery = start({
      ...SERVICE_1102,
      resume: {
        deliveryType: 'PICKUP_POINT',
        form: null,
        pickupPoint: {
          id: 'PP-LX-02',
          shopDeliveryMethodId: 502,
          latitude: seeded.latitude,
          longitude: seeded.longitude,
        },
      },
    });
    await waitFor(delivery, (snapshot) => snapshot.status === 'done');
    expect(delivery.getSnapshot().output).toMatchObject({
      deliveryType: 'PICKUP_POINT',
      shopDeliveryMethodId: 502,
      cost: 2.99,
      pickupPoint: { id: 'PP-LX-02', name: seeded.name },
    });
  });

  it('a point kept that is no longer offered there, or of another method: the visitor chooses again', async () => {
    const kept = { id: 'PP-GONE', shopDeliveryMethodId: 502, latitude: 38.7, longitude: -9.14 };
    const gone = start({
      ...SERVICE_1102,
      resume: { deliveryType: 'PICKUP_POINT', form: null, pickupPoint: kept },
    });
    await waitFor(gone, (snapshot) => snapshot.matches({ pickup: 'idle' }));
    expect(gone.getSnapshot().context.pickupPoints.length).toBeGreaterThan(0);
    expect(gone.getSnapshot().context.keptPoint).toBeNull();
    expect(gone.getSnapshot().status).toBe('active');
    gone.stop();
    const otherMethod = start({
      ...SERVICE_1102,
      resume: {
        deliveryType: 'PICKUP_POINT',
        form: null,
        pickupPoint: { ...kept, id: 'PP-LX-02', shopDeliveryMethodId: 999 },
      },
    });
    expect(otherMethod.getSnapshot().matches({ pickup: 'idle' })).toBe(true);
    expect(otherMethod.getSnapshot().context.pickupPoints).toEqual([]);
  });

  it('near Faro (8000-…): "no pickup points found"; a postal code that is none is said at once', async () => {
    const delivery = start(SERVICE_1102);
    delivery.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
    delivery.send({ type: 'delivery.continue' });
    delivery.send({ type: 'delivery.pickupPostalCode', value: '80' });
    delivery.send({ type: 'delivery.search' });
    expect(delivery.getSnapshot().context.pickupPostalCodeInvalid).toBe(true);
    delivery.send({ type: 'delivery.pickupPostalCode', value: '8000-138' });
    delivery.send({ type: 'delivery.search' });
    await settled(delivery);
    expect(delivery.getSnapshot().context.error).toBe('pickupPointsNone');
    expect(delivery.getSnapshot().context.pickupPoints).toEqual([]);
  });

  it('a search answered 404 (message only): "no pickup points found", no retry', async () => {
    const delivery = start(SERVICE_1102);
    delivery.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
    delivery.send({ type: 'delivery.continue' });
    delivery.send({ type: 'delivery.pickupPostalCode', value: '1100-048' });
    sandbox.setFault(
      'getPickupPoints',
      { kind: 'status', status: 404, message: 'Nenhum ponto encontrado.' },
      { times: 1 },
    );
    delivery.send({ type: 'delivery.search' });
    await settled(delivery);
    expect(delivery.getSnapshot().matches({ pickup: 'idle' })).toBe(true);
    expect(delivery.getSnapshot().context.error).toBe('pickupPointsNone');
    expect(delivery.getSnapshot().context.pickupPostalCode).toBe('1100-048');
    expect(delivery.getSnapshot().can({ type: 'delivery.retry' })).toBe(false);
  });

  it("the visitor's position, where the widget has it: points near it", async () => {
    sandbox.clock.setNow('2026-03-03T12:00', { frozen: true });
    actor = createActor(
      deliveryMachine.provide({
        actors: {
          locate: (await import('xstate')).fromPromise(async () => ({
            latitude: 38.7406,
            longitude: -9.1459,
          })),
        },
      }),
      { input: SERVICE_1102 },
    ).start();
    actor.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
    actor.send({ type: 'delivery.continue' });
    actor.send({ type: 'delivery.locate' });
    await settled(actor);
    expect(actor.getSnapshot().context.pickupPoints[0]!.id).toBe('PP-LX-01');
  });

  it('embedded: "Perto de mim" asks the parent window where the visitor is (get location)', async () => {
    configureLocation({ parent: async () => ({ latitude: 38.706, longitude: -9.1445 }) });
    try {
      const delivery = start(SERVICE_1102);
      delivery.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
      delivery.send({ type: 'delivery.continue' });
      delivery.send({ type: 'delivery.locate' });
      await settled(delivery);
      expect(delivery.getSnapshot().context.pickupPoints[0]!.id).toBe('PP-LX-02');
    } finally {
      configureLocation({ parent: null });
    }
  });

  it('back from the address: the methods; back from the methods: no choice', async () => {
    const delivery = await atAddress(SERVICE_1102);
    type(delivery, PORTO);
    delivery.send({ type: 'delivery.back' });
    expect(delivery.getSnapshot().hasTag('view.methods')).toBe(true);
    delivery.send({ type: 'delivery.back' });
    expect(delivery.getSnapshot().status).toBe('done');
    expect(delivery.getSnapshot().output).toBeNull();
  });
});

describe('delivery chart: faults', () => {
  const faults: [string, SandboxFault, string][] = [
    // SPEC 8's body: a message and the status, no code; no row of the reactions table for it.
    [
      'a 4xx with a message',
      { kind: 'status', status: 422, message: 'Pedido recusado.' },
      'generic',
    ],
    ['a 5xx', { kind: 'status', status: 503 }, 'generic'],
    ['no answer', { kind: 'network' }, 'network'],
    ['an answer off the contract', { kind: 'malformed', shape: 'wrongTypes' }, 'malformedResponse'],
  ];

  it('rates refused with a 4xx (message only): the address unavailable, kept to change, no retry', async () => {
    const delivery = await atAddress(CAMPAIGN_107);
    type(delivery, PORTO);
    sandbox.setFault(
      'getDeliveryRates',
      { kind: 'status', status: 422, message: 'Código postal fora da zona.' },
      { times: 1 },
    );
    delivery.send({ type: 'delivery.submit' });
    await settled(delivery);
    expect(delivery.getSnapshot().matches({ address: { form: 'editing' } })).toBe(true);
    expect(delivery.getSnapshot().context.error).toBe('addressUnavailableForDelivery');
    expect(delivery.getSnapshot().context.form).toMatchObject(PORTO);
    expect(delivery.getSnapshot().can({ type: 'delivery.retry' })).toBe(false);
  });

  it.each(faults.slice(1))(
    'rates that get %s: the message, the address kept, a retry',
    async (_, fault, code) => {
      const delivery = await atAddress(CAMPAIGN_107);
      type(delivery, PORTO);
      sandbox.setFault('getDeliveryRates', fault, { times: 1 });
      delivery.send({ type: 'delivery.submit' });
      await settled(delivery);
      expect(delivery.getSnapshot().context.error).toBe(code);
      expect(delivery.getSnapshot().context.form).toMatchObject(PORTO);
      delivery.send({ type: 'delivery.retry' });
      await waitFor(delivery, (snapshot) => snapshot.status === 'done');
    },
  );

  it.each(faults)('countries that get %s: the message, a retry', async (_, fault, code) => {
    sandbox.setFault('getDeliveryCountries', fault, { times: 1 });
    const delivery = await atAddress(CAMPAIGN_107);
    type(delivery, { street: 'Rua de Cedofeita 210' });
    expect(delivery.getSnapshot().context.error).toBe(code);
    delivery.send({ type: 'delivery.retry' });
    await settled(delivery);
    expect(delivery.getSnapshot().context.countries).toEqual(DELIVERY_COUNTRIES);
    expect(delivery.getSnapshot().context.form.street).toBe('Rua de Cedofeita 210');
  });

  it.each([
    // A 5xx of the search is SPEC 8's "search error".
    ['a 5xx', { kind: 'status', status: 503 } as SandboxFault, 'pickupPointsSearchError'] as [
      string,
      SandboxFault,
      string,
    ],
    ...faults.slice(2),
    [
      'a 4xx (a place it cannot search)',
      { kind: 'status', status: 400, message: 'Local inválido.' } as SandboxFault,
      'pickupPointsSearchError',
    ] as [string, SandboxFault, string],
  ])(
    'a pickup search that gets %s: the message, the postal code kept, a retry',
    async (_, fault, code) => {
      const delivery = start(SERVICE_1102);
      delivery.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
      delivery.send({ type: 'delivery.continue' });
      delivery.send({ type: 'delivery.pickupPostalCode', value: '1100-048' });
      sandbox.setFault('getPickupPoints', fault, { times: 1 });
      delivery.send({ type: 'delivery.search' });
      await settled(delivery);
      expect(delivery.getSnapshot().context.error).toBe(code);
      expect(delivery.getSnapshot().context.pickupPostalCode).toBe('1100-048');
      delivery.send({ type: 'delivery.retry' });
      await settled(delivery);
      expect(delivery.getSnapshot().context.pickupPoints).toHaveLength(3);
    },
  );

  it('rates not answered within 40 s (SPEC 8, 9): the time-out message and a retry', async () => {
    const delivery = await atAddress(CAMPAIGN_107);
    type(delivery, PORTO);
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('getDeliveryRates', { kind: 'hang' }, { times: 1 });
    delivery.send({ type: 'delivery.submit' });
    await vi.advanceTimersByTimeAsync(39_999);
    expect(delivery.getSnapshot().hasTag('busy')).toBe(true);
    await vi.advanceTimersByTimeAsync(1);
    expect(delivery.getSnapshot().context.error).toBe('timeout');
    expect(delivery.getSnapshot().context.form).toMatchObject(PORTO);
    vi.useRealTimers();
    delivery.send({ type: 'delivery.retry' });
    await waitFor(delivery, (snapshot) => snapshot.status === 'done');
  });

  it('pickup points not answered within 40 s: the time-out message and a retry', async () => {
    const delivery = start(SERVICE_1102);
    delivery.send({ type: 'delivery.choose', deliveryType: 'PICKUP_POINT' });
    delivery.send({ type: 'delivery.continue' });
    delivery.send({ type: 'delivery.pickupPostalCode', value: '1100-048' });
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('getPickupPoints', { kind: 'hang' }, { times: 1 });
    delivery.send({ type: 'delivery.search' });
    await vi.advanceTimersByTimeAsync(40_000);
    expect(delivery.getSnapshot().context.error).toBe('timeout');
  });

  it('countries not answered within 40 s: the time-out message and a retry', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    sandbox.setFault('getDeliveryCountries', { kind: 'hang' }, { times: 1 });
    const delivery = start(CAMPAIGN_107);
    delivery.send({ type: 'delivery.continue' });
    await vi.advanceTimersByTimeAsync(40_000);
    expect(delivery.getSnapshot().context.error).toBe('timeout');
  });
});

type Event = ModelEvent<typeof deliveryMachine>;
const failed = (id: string) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError('network', 'no answer'),
});
/** The middleware's refusal of a call (SPEC 8: a message and the status). */
const refused = (id: string, code: ErrorCode, status: number) => ({
  type: `xstate.error.actor.${id}`,
  error: new ApiError('http', 'Recusado.', status, code),
});
const rate = (isAvailable: boolean) => ({
  shopId: 11,
  shopDeliveryMethodId: 503,
  deliveryType: 'DELIVERY',
  costWithVat: 3.5,
  isAvailable,
});
const point = { id: 'PP', name: 'P', latitude: 38.7, longitude: -9.1, distanceMeters: 100 };
const casa = ADDRESSES[1001]![0]!;
const events = [
  { type: 'xstate.done.actor.fetchCountries', output: DELIVERY_COUNTRIES },
  failed('fetchCountries'),
  { type: 'xstate.done.actor.fetchRates', output: [rate(true)] },
  { type: 'xstate.done.actor.fetchRates', output: [rate(false)] },
  failed('fetchRates'),
  refused('fetchRates', 'addressUnavailableForDelivery', 422),
  { type: 'xstate.done.actor.fetchPickupPoints', output: [point] },
  { type: 'xstate.done.actor.fetchPickupPoints', output: [] },
  failed('fetchPickupPoints'),
  refused('fetchPickupPoints', 'pickupPointsNone', 404),
  { type: 'xstate.done.actor.locate', output: { latitude: 38.7, longitude: -9.1 } },
  failed('locate'),
  { type: 'delivery.choose', deliveryType: 'DELIVERY' },
  { type: 'delivery.choose', deliveryType: 'PICKUP_POINT' },
  { type: 'delivery.continue' },
  { type: 'delivery.change', field: 'street', value: 'Rua Augusta 27' },
  { type: 'delivery.submit' },
  { type: 'delivery.useSaved', address: casa },
  { type: 'delivery.pickupPostalCode', value: '1100-048' },
  { type: 'delivery.search' },
  { type: 'delivery.locate' },
  { type: 'delivery.choosePoint', id: 'PP' },
  { type: 'delivery.retry' },
  { type: 'delivery.back' },
] as unknown as Event[];
/** The saved addresses' answer, and whether the shop delivers to them (signed in, at home). */
const savedEvents = [
  { type: 'xstate.done.actor.fetchCountries', output: DELIVERY_COUNTRIES },
  { type: 'delivery.savedAddresses', addresses: [casa] },
  { type: 'xstate.done.actor.checkSavedAddresses', output: { [casa.id]: true } },
  { type: 'xstate.done.actor.checkSavedAddresses', output: { [casa.id]: false } },
  failed('checkSavedAddresses'),
  { type: 'delivery.change', field: 'street', value: 'Rua Augusta 27' },
  { type: 'delivery.useSaved', address: casa },
] as unknown as Event[];

describe('delivery chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    const models = [
      createMachineModel(deliveryMachine, {
        input: { ...SERVICE_1102, token: 'tok-ana' },
        events,
        limit: 200000,
      }),
      createMachineModel(deliveryMachine, {
        input: { ...CAMPAIGN_107, transport: 'takeaway' },
        events,
        limit: 200000,
      }),
      createMachineModel(deliveryMachine, { input: { ...CAMPAIGN_107 }, events, limit: 200000 }),
      createMachineModel(deliveryMachine, {
        input: { ...CAMPAIGN_107, token: 'tok-ana' },
        events: savedEvents,
        limit: 200000,
      }),
      createMachineModel(deliveryMachine, {
        input: { ...CAMPAIGN_107, transport: 'takeaway', methods: DELIVERS_ONLY },
        events,
      }),
      // A shop that delivers to pickup points only.
      createMachineModel(deliveryMachine, {
        input: {
          ...SERVICE_1102,
          methods: {
            ...methodsOf(11),
            methods: { PICKUP_POINT: SHOP_DELIVERY[11]!.methods.PICKUP_POINT },
          },
        },
        events,
        limit: 200000,
      }),
      // Reopened after a reload at the way chosen before.
      ...(['DELIVERY', 'PICKUP_POINT'] as const).map((deliveryType) =>
        createMachineModel(deliveryMachine, {
          input: { ...SERVICE_1102, resume: { deliveryType, form: null } },
          events: [],
        }),
      ),
      // Reopened after a reload with a pickup point chosen: searched for where it is.
      createMachineModel(deliveryMachine, {
        input: {
          ...SERVICE_1102,
          resume: {
            deliveryType: 'PICKUP_POINT',
            form: null,
            pickupPoint: { id: 'PP', shopDeliveryMethodId: 502, latitude: 38.7, longitude: -9.1 },
          },
        },
        events: [
          { type: 'xstate.done.actor.fetchPickupPoints', output: [point] },
          { type: 'xstate.done.actor.fetchPickupPoints', output: [] },
        ] as unknown as Event[],
      }),
      // Back to the step with a pickup point chosen: searched again, shown chosen.
      createMachineModel(deliveryMachine, {
        input: {
          ...SERVICE_1102,
          resume: {
            deliveryType: 'PICKUP_POINT',
            form: null,
            pickupPoint: { id: 'PP', shopDeliveryMethodId: 502, latitude: 38.7, longitude: -9.1 },
            afterReload: false,
          },
        },
        events: [
          { type: 'xstate.done.actor.fetchPickupPoints', output: [point] },
        ] as unknown as Event[],
      }),
    ];
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });
});
