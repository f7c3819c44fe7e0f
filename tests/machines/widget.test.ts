import { describe, expect, it, vi } from 'vitest';
import { createActor, fromPromise } from 'xstate';
import { ApiError } from '../../api/errors';
import { DEFAULT_CONTEXT, EMPTY_START } from '../../machines/rules/context';
import { initialFlowState } from '../../machines/widget/flowState';
import {
  widgetMachine,
  type EntityConfig,
  type WidgetInput,
} from '../../machines/widget/widget.machine';
import { selectNavigableViews } from '../../machines/widget/widget.selectors';
import {
  createMachineModel,
  expectEveryStateReached,
  expectEveryTransitionTaken,
  replayOnActor,
  type ModelEvent,
} from '../harness/model';

const entity: EntityConfig = {
  id: 1,
  providerId: 1,
  name: 'Mercado Local',
  theme: { primaryColor: '#0b5cad' },
  supportPhone: '+351 210 000 000',
};

interface InputOverrides {
  context?: Partial<WidgetInput['context']>;
  start?: Partial<WidgetInput['start']>;
  hostname?: string;
}

const input = (overrides: InputOverrides): WidgetInput => ({
  context: { ...DEFAULT_CONTEXT, showClose: true, ...overrides.context },
  start: { ...EMPTY_START, ...overrides.start },
  flow: initialFlowState(),
  hostname: overrides.hostname ?? 'reservas.mercadolocal.pt',
});

type Event = ModelEvent<typeof widgetMachine>;
const events = [
  { type: 'xstate.done.actor.fetchEntityConfig', output: entity },
  { type: 'xstate.error.actor.fetchEntityConfig', error: new ApiError('network', 'offline') },
  { type: 'entity.retry' },
  ...(['campaign', 'services', 'cart', 'myBookings', 'premium'] as const).map((view) => ({
    type: 'view.show',
    view,
  })),
  { type: 'language.change', language: 'en_EN' },
  { type: 'context.update', values: { allowGuestLogin: true } },
  { type: 'contact.prefill', name: 'Ana Silva', phone: '912345678' },
  { type: 'widget.close' },
] as Event[];

// A merchant's site with a campaign of a known shop: the entity is looked up, every view opens.
const merchantSite = createMachineModel(widgetMachine, {
  input: input({ start: { campaignId: 101, shopId: 11 } }),
  events,
});
// Local development opens straight at the start view; a shop alone opens its services.
const localShop = createMachineModel(widgetMachine, {
  input: input({ hostname: 'localhost', start: { shopId: 12 } }),
  events,
});
const localBookings = createMachineModel(widgetMachine, {
  input: input({ hostname: '127.0.0.1', start: { defaultView: 'myBookings' } }),
  events: [],
});
// On a merchant's site, the entity's answer leads to whichever view the page opens at.
const remoteStarts = (['services', 'cart', 'myBookings', 'premium'] as const).map((view) =>
  createMachineModel(widgetMachine, {
    input: input({ start: { shopId: 11, defaultView: view } }),
    events: [events[0]!],
  }),
);
const models = [merchantSite, localShop, localBookings, ...remoteStarts];

describe('widget chart: model', () => {
  it('reaches every state and takes every transition', () => {
    expectEveryStateReached(...models);
    expectEveryTransitionTaken(...models);
  });

  it('starts where the context says', () => {
    const first = (model: (typeof models)[number]) => model.paths[0]!.steps[0]!.state.value;
    expect(first(merchantSite)).toBe('loadingEntity');
    expect(first(localShop)).toEqual({ ready: 'services' });
    expect(first(localBookings)).toEqual({ ready: 'myBookings' });
  });

  for (const model of models) {
    for (const path of model.paths) {
      it(`actor: ${path.description}`, () => replayOnActor(model, path));
    }
  }
});

describe('widget chart: behaviour', () => {
  const start = (
    overrides: Parameters<typeof input>[0],
    entityAnswer: () => Promise<EntityConfig>,
  ) => {
    const notifyHost = vi.fn();
    const actor = createActor(
      widgetMachine.provide({
        actions: { notifyHost: (_, notice) => notifyHost(notice) },
        actors: {
          fetchEntityConfig: fromPromise(entityAnswer),
          campaign: fromPromise(() => new Promise<never>(() => undefined)) as never,
        },
      }),
      { input: input(overrides) },
    ).start();
    return { actor, notifyHost };
  };

  it('tells the host page it is ready, and why it failed', async () => {
    const ready = start({ start: { campaignId: 101 } }, async () => entity);
    await vi.waitFor(() => expect(ready.actor.getSnapshot().matches('ready')).toBe(true));
    expect(ready.notifyHost).toHaveBeenCalledWith({ name: 'ready', detail: { language: 'pt_PT' } });
    expect(ready.actor.getSnapshot().context.entity).toEqual(entity);

    const failed = start({ start: { campaignId: 101 } }, () =>
      Promise.reject(new ApiError('http', 'Entidade desconhecida', 404)),
    );
    await vi.waitFor(() => expect(failed.actor.getSnapshot().matches('entityFailed')).toBe(true));
    expect(failed.notifyHost).toHaveBeenCalledWith({ name: 'failed', detail: { code: 'generic' } });
  });

  it('keeps the view and the visitor’s choices when the language changes', () => {
    const { actor } = start({ hostname: 'localhost', start: { shopId: 11 } }, async () => entity);
    actor.send({ type: 'contact.prefill', name: 'Ana Silva' });
    actor.send({ type: 'language.change', language: 'es_ES' });
    const snapshot = actor.getSnapshot();
    expect(snapshot.value).toEqual({ ready: 'services' });
    expect(snapshot.context.context.language).toBe('es_ES');
    expect(snapshot.context.flow.contact.name).toBe('Ana Silva');
  });

  it('ignores an unknown language and keeps the current one', () => {
    const { actor } = start({ hostname: 'localhost', start: { shopId: 11 } }, async () => entity);
    actor.send({ type: 'language.change', language: 'fr_FR' });
    expect(actor.getSnapshot().context.context.language).toBe('pt_PT');
  });

  it('offers only the views whose subject is known', () => {
    const campaignOnly = start(
      { hostname: 'localhost', start: { campaignId: 101 } },
      async () => entity,
    );
    expect(selectNavigableViews(campaignOnly.actor.getSnapshot())).toEqual([
      'campaign',
      'myBookings',
      'premium',
    ]);
  });

  it('closes only where the context shows a close button', () => {
    const closable = start({ hostname: 'localhost' }, async () => entity);
    closable.actor.send({ type: 'widget.close' });
    expect(closable.notifyHost).toHaveBeenCalledWith({ name: 'closed', detail: {} });

    const fixed = start(
      { hostname: 'localhost', context: { ...DEFAULT_CONTEXT } },
      async () => entity,
    );
    fixed.actor.send({ type: 'widget.close' });
    expect(fixed.notifyHost).not.toHaveBeenCalledWith({ name: 'closed', detail: {} });
  });
});
