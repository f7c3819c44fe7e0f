import { and, assign, fromPromise, setup, type ErrorActorEvent } from 'xstate';
import { apiClient, unwrap } from '../../api/client';
import { errorCodeOf, type ErrorCode } from '../../api/errors';
import type { components } from '../../api/schema';
import type { WidgetEventName, WidgetEvents } from '../../api/parent/protocol';
import { campaignMachine } from '../campaign/campaign.machine';
import {
  clientKindOf,
  isLocalHost,
  parseContext,
  type ClientKind,
  type DefaultView,
  type WidgetContext,
  type WidgetStart,
} from '../rules/context';
import { canShowView, startViewOf, withStart } from '../rules/start';
import type { FlowState } from './flowState';

export type EntityConfig = components['schemas']['EntityConfig'];

export interface WidgetInput {
  context: WidgetContext;
  start: WidgetStart;
  flow: FlowState;
  /** The page's host name: the entity is looked up by it (SPEC 1). */
  hostname: string;
}

export interface WidgetMachineContext {
  context: WidgetContext;
  start: WidgetStart;
  flow: FlowState;
  hostname: string;
  clientKind: ClientKind;
  entity: EntityConfig | null;
  error: ErrorCode | null;
}

export type WidgetMachineEvent =
  | { type: 'entity.retry' }
  | { type: 'view.show'; view: DefaultView }
  | { type: 'language.change'; language: string }
  | { type: 'context.update'; values: Record<string, string | number | boolean> }
  | { type: 'contact.prefill'; name?: string; phone?: string; email?: string }
  | { type: 'widget.close' };

export const fetchEntityConfig = fromPromise<EntityConfig, { hostname: string }>(
  ({ input, signal }) =>
    unwrap(
      apiClient.GET('/v1/entity/config', {
        params: { query: { hostname: input.hostname } },
        signal,
      }),
    ),
);

type HostNotice = {
  [K in WidgetEventName]: { name: K; detail: WidgetEvents[K] };
}[WidgetEventName];

/** The widget's views (SPEC 2): each one is a state of `ready`. */
const VIEWS = ['campaign', 'services', 'cart', 'myBookings', 'premium'] as const;

/** Into the view the widget was opened at; `also` adds a condition (e.g. a local host). */
const toStartView = (also?: 'isLocalHost') =>
  VIEWS.map((view) => ({
    guard: also
      ? and([also, { type: 'isStartView', params: { view } }])
      : { type: 'isStartView' as const, params: { view } },
    target: `#widget.ready.${view}`,
  }));

/** Asking for the view the visitor is already in changes nothing (and reloads nothing). */
const stayIn = (view: DefaultView) => ({
  guard: { type: 'isView' as const, params: { view } },
});

/**
 * The root chart: the context is read, the deployment's entity looked up (skipped on local hosts),
 * then the widget shows the view it was opened at. Language, context and contact can change at
 * any time from the visitor or the parent window without losing the state.
 */
export const widgetMachine = setup({
  types: {
    input: {} as WidgetInput,
    context: {} as WidgetMachineContext,
    events: {} as WidgetMachineEvent,
    children: {} as { campaign: 'campaign'; fetchEntityConfig: 'fetchEntityConfig' },
  },
  actors: { fetchEntityConfig, campaign: campaignMachine },
  guards: {
    isLocalHost: ({ context }) => isLocalHost(context.hostname),
    isStartView: ({ context }, params: { view: DefaultView }) =>
      startViewOf(context.start) === params.view,
    canShowView: ({ context, event }, params: { view: DefaultView }) =>
      event.type === 'view.show' &&
      event.view === params.view &&
      canShowView(params.view, context.start),
    isView: ({ event }, params: { view: DefaultView }) =>
      event.type === 'view.show' && event.view === params.view,
    canClose: ({ context }) => context.context.showClose,
  },
  actions: {
    assignEntity: assign({ entity: (_, entity: EntityConfig) => entity, error: null }),
    assignError: assign({ error: (_, error: unknown) => errorCodeOf(error) }),
    assignView: assign(({ context, event }) => {
      if (event.type !== 'view.show') return {};
      const start = { ...context.start, defaultView: event.view };
      return { start, flow: withStart(context.flow, start) };
    }),
    assignLanguage: assign(({ context, event }) => {
      if (event.type !== 'language.change') return {};
      const parsed = parseContext({ language: event.language }, context.context);
      return { context: parsed.value };
    }),
    assignContextUpdate: assign(({ context, event }) => {
      if (event.type !== 'context.update') return {};
      const parsed = parseContext(event.values, context.context);
      return { context: parsed.value, clientKind: clientKindOf(parsed.value) };
    }),
    assignPrefill: assign(({ context, event }) => {
      if (event.type !== 'contact.prefill') return {};
      const contact = { ...context.flow.contact };
      if (event.name) contact.name = event.name;
      if (event.phone) contact.phone = event.phone;
      return { flow: { ...context.flow, contact } };
    }),
    /** Tells the host page (through the parent window, when embedded); supplied by the shell. */
    notifyHost: (_, _notice: HostNotice) => {},
  },
}).createMachine({
  id: 'widget',
  context: ({ input }) => ({
    context: input.context,
    start: input.start,
    flow: input.flow,
    hostname: input.hostname,
    clientKind: clientKindOf(input.context),
    entity: null,
    error: null,
  }),
  on: {
    'language.change': { actions: 'assignLanguage' },
    'context.update': { actions: 'assignContextUpdate' },
    'contact.prefill': { actions: 'assignPrefill' },
    'widget.close': {
      guard: 'canClose',
      actions: { type: 'notifyHost', params: { name: 'closed', detail: {} } },
    },
  },
  initial: 'loadingEntity',
  states: {
    loadingEntity: {
      // Local development has no entity of its own: go straight to the start view.
      always: toStartView('isLocalHost'),
      invoke: {
        id: 'fetchEntityConfig',
        src: 'fetchEntityConfig',
        input: ({ context }) => ({ hostname: context.hostname }),
        onDone: toStartView().map((transition) => ({
          ...transition,
          actions: {
            type: 'assignEntity' as const,
            params: ({ event }: { event: { output: EntityConfig } }) => event.output,
          },
        })),
        onError: {
          target: 'entityFailed',
          actions: {
            type: 'assignError',
            params: ({ event }: { event: ErrorActorEvent }) => event.error,
          },
        },
      },
    },
    entityFailed: {
      entry: {
        type: 'notifyHost',
        params: ({ context }) => ({
          name: 'failed' as const,
          detail: { code: context.error ?? 'generic' },
        }),
      },
      on: { 'entity.retry': 'loadingEntity' },
    },
    ready: {
      entry: {
        type: 'notifyHost',
        params: ({ context }) => ({
          name: 'ready' as const,
          detail: { language: context.context.language },
        }),
      },
      on: {
        'view.show': VIEWS.map((view) => ({
          guard: { type: 'canShowView' as const, params: { view } },
          target: `.${view}`,
          actions: 'assignView' as const,
        })),
      },
      // Entered through toStartView; the campaign view also explains a missing campaign.
      initial: 'campaign',
      states: {
        campaign: {
          on: { 'view.show': stayIn('campaign') },
          invoke: {
            id: 'campaign',
            src: 'campaign',
            input: ({ context }) => ({
              campaignId: context.start.campaignId,
              offerCode: context.start.offerCode,
            }),
          },
        },
        services: { on: { 'view.show': stayIn('services') } },
        cart: { on: { 'view.show': stayIn('cart') } },
        myBookings: { on: { 'view.show': stayIn('myBookings') } },
        premium: { on: { 'view.show': stayIn('premium') } },
      },
    },
  },
});
