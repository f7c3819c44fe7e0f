import { afterEach, describe, expect, it } from 'vitest';
import { act, cleanup, render, screen, within } from '@testing-library/react';
import { createActor, fromPromise, waitFor } from 'xstate';
import { ApiError } from '../../api/errors';
import { shopFixture } from '../../api/sandbox/fixtures';
import {
  servicesMachine,
  type ServiceChoice,
  type Shop,
} from '../../machines/services/services.machine';
import { ServiceListScreen } from '../../ui/screens/ServiceListScreen';
import { I18nRoot } from '../../ui/i18n';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  type ModelEvent,
} from '../harness/model';

const barbershop = shopFixture(12);
const noServices = shopFixture(13);
const offline = { ...shopFixture(12), hasOnlineBooking: false };

type Event = ModelEvent<typeof servicesMachine>;
const events = [
  { type: 'xstate.done.actor.fetchShop', output: barbershop },
  { type: 'xstate.done.actor.fetchShop', output: noServices },
  { type: 'xstate.done.actor.fetchShop', output: offline },
  { type: 'xstate.error.actor.fetchShop', error: new ApiError('network', 'offline') },
  { type: 'services.retry' },
  { type: 'service.choose', serviceId: 1202 },
  // Not a service of the shop: nothing happens.
  { type: 'service.choose', serviceId: 1101 },
] as unknown as Event[];

const model = createMachineModel(servicesMachine, { input: { shopId: 12 }, events });
// A reload in the order of shop 11's takeaway service: the shop read, that service chosen again.
const resumed = createMachineModel(servicesMachine, {
  input: { shopId: 11, resumeServiceId: 1102 },
  events: [{ type: 'xstate.done.actor.fetchShop', output: shopFixture(11) }] as unknown as Event[],
});

describe('services chart: model', () => {
  it('reaches every state and takes every transition', { timeout: 60_000 }, () => {
    expectEveryStateReached(model, resumed);
    expectEveryTransitionTaken(model, resumed);
  });
});

describe('services chart: output', () => {
  it('hands on the chosen service with what booking it needs', () => {
    const path = model.paths.find((candidate) => candidate.state.value === 'chosen')!;
    const output = path.state.output as ServiceChoice;
    expect(output.service.serviceName).toBe('Corte e barba');
    expect(output.shop.id).toBe(12);
    expect(output.bookingType).toBe(1);
    // 5400 s is 90 min, above the service flow's 30.
    expect(output.leadMinutes).toBe(90);
    expect(output.people).toEqual({ min: 1, max: 1, initial: 1 });
    expect(output.transport).toEqual({ takeaway: false, delivery: false });
  });

  it('loads the shop from the sandbox', async () => {
    const actor = createActor(servicesMachine, { input: { shopId: 11 } }).start();
    const snapshot = await waitFor(actor, (current) => current.value !== 'loading');
    expect(snapshot.value).toBe('listing');
    actor.send({ type: 'service.choose', serviceId: 1102 });
    expect(actor.getSnapshot().output).toMatchObject({
      bookingType: 7,
      leadMinutes: 30, // 1200 s is 20 min; shop 11 prepares in 25: the flow's 30
      transport: { takeaway: true, delivery: true },
    });
  });
});

describe('services chart: an order a reload interrupted', () => {
  it("is chosen again once the shop's list is read from the sandbox", async () => {
    const actor = createActor(servicesMachine, {
      input: { shopId: 11, resumeServiceId: 1102 },
    }).start();
    const snapshot = await waitFor(actor, (current) => current.value !== 'loading');
    expect(snapshot.value).toBe('chosen');
    expect(snapshot.output).toMatchObject({
      shop: { id: 11 },
      service: { id: 1102, serviceName: 'Petiscos para levar' },
      bookingType: 7,
    });
  });

  it("a service the shop does not order (a table booking, another shop's): the list", async () => {
    for (const resumeServiceId of [1101, 1201]) {
      const actor = createActor(servicesMachine, { input: { shopId: 11, resumeServiceId } });
      const snapshot = await waitFor(actor.start(), (current) => current.value !== 'loading');
      expect(snapshot.value).toBe('listing');
      actor.stop();
    }
  });
});

function renderServices() {
  let pending: { resolve(shop: Shop): void; reject(error: unknown): void } | null = null;
  const machine = servicesMachine.provide({
    actors: {
      fetchShop: fromPromise<Shop, { shopId: number }>(
        () => new Promise((resolve, reject) => (pending = { resolve, reject })),
      ),
    },
  });
  const actor = createActor(machine, { input: { shopId: 12 } }).start();
  render(
    <I18nRoot>
      <ServiceListScreen actor={actor} />
    </I18nRoot>,
  );
  const settle = async (how: (call: NonNullable<typeof pending>) => void) => {
    if (!pending) throw new Error('No call to answer');
    const call = pending;
    pending = null;
    await act(async () => how(call));
  };
  return { actor, settle };
}

const plain = (text: string | null) => (text ?? '').replace(/[\u00a0\u202f]/g, ' ');

describe('services screen: what the list shows', () => {
  afterEach(cleanup);

  it('lists every service with its price ("From" for a range) and duration', async () => {
    const { settle } = renderServices();
    await settle((call) => call.resolve(barbershop));
    expect(screen.getByRole('heading', { level: 1, name: 'Barbearia & Spa da Foz' })).toBeVisible();
    const items = screen.getAllByRole('article');
    expect(items).toHaveLength(4);
    const [haircut, beard, massage, facial] = items.map((item) => plain(item.textContent));
    expect(haircut).toContain('15,00 €');
    expect(haircut).toContain('30 min');
    expect(beard).toContain('Desde 22,00 € até 30,00 €');
    expect(massage).toContain('60 min');
    expect(facial).toContain('Preço sob consulta');
    expect(facial).toContain('90 min');
    expect(within(items[1]!).getByRole('button', { name: 'Reservar Corte e barba' })).toBeVisible();
  });

  it('says an establishment takes no online booking, still listing what it offers', async () => {
    const { settle } = renderServices();
    await settle((call) => call.resolve(offline));
    expect(screen.getByRole('alert')).toHaveTextContent(
      'Este estabelecimento não aceita reservas online.',
    );
    expect(screen.queryAllByRole('button', { name: /^Reservar/ })).toEqual([]);
    // An establishment without online booking still lists what it offers.
    expect(screen.queryAllByRole('article')).toHaveLength(4);
  });
});
