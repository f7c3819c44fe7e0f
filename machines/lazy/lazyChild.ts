import type { ActorRefFrom, AnyActorLogic, AnyActorRef } from 'xstate';

/**
 * Charts whose code is loaded at run time (never with the first screen), started as children of
 * the chart that needs them. Each is named by the id it runs under: its `xstate.done.actor.<id>`
 * transitions and its ref in the parent's context use that name.
 */
export type LazyCharts = Record<string, { chart: AnyActorLogic; input: unknown }>;

/** One of them, loaded, with its input: what the parent's `startChart` action takes. */
export type LoadedChart<Charts extends LazyCharts> = {
  [Id in keyof Charts & string]: { id: Id; chart: Charts[Id]['chart']; input: Charts[Id]['input'] };
}[keyof Charts & string];

/** The refs of those running, each with its chart's type: kept in the parent's context. */
export type LazyRefs<Charts extends LazyCharts> = {
  [Id in keyof Charts]?: ActorRefFrom<Charts[Id]['chart']>;
};

/**
 * The `start` action's params for the child `id`: the code just loaded, with the input the parent
 * makes from its context. `loadedChart<Charts, Context>()('auth', inputOf)`.
 */
export const loadedChart =
  <Charts extends LazyCharts, Context>() =>
  <Id extends keyof Charts & string>(id: Id, inputOf: (context: Context) => Charts[Id]['input']) =>
  ({ context, event }: { context: Context; event: { output: Charts[Id]['chart'] } }) =>
    // The id and its chart's types go together by construction; TypeScript cannot see it.
    ({ id, chart: event.output, input: inputOf(context) }) as LoadedChart<Charts>;

type AnySpawn = (logic: AnyActorLogic, options: { id: string; input: unknown }) => AnyActorRef;

/**
 * Starts a chart loaded at run time as the child `id`, and gives back the refs with its ref added.
 * Such a chart is no actor of the parent's setup, so XState's types refuse it an id; this is the
 * one place that says the id is fine: the done transitions and the screens rely on it.
 */
export function withSpawned<Charts extends LazyCharts>(
  refs: LazyRefs<Charts>,
  spawn: unknown,
  loaded: LoadedChart<Charts>,
): LazyRefs<Charts> {
  const ref = (spawn as AnySpawn)(loaded.chart, { id: loaded.id, input: loaded.input });
  return { ...refs, [loaded.id]: ref };
}

/** The refs without the child `id` (stopped). */
export function withoutRef<Charts extends LazyCharts>(
  refs: LazyRefs<Charts>,
  id: keyof Charts,
): LazyRefs<Charts> {
  const rest = { ...refs };
  delete rest[id];
  return rest;
}

/** The region's first state: the chart's code loads (its loader invoked under its own name). */
function loadingState<const Load extends string, const Start, const Failed extends string>(
  load: Load,
  start: Start,
  failed: Failed,
) {
  return {
    tags: ['busy' as const],
    invoke: {
      id: load,
      src: load,
      onDone: { target: 'running' as const, actions: start },
      onError: { target: failed, actions: 'assignChartLoadError' as const },
    },
  };
}

/**
 * A region that runs a chart loaded at run time: its code loads (`loading`), then it runs
 * (`running`, started by the `start` action with the loaded code) until the region is left, which
 * stops it. Code that does not arrive (offline) is `unavailable` (tagged so, for the screen),
 * where `chart.retry` loads it again (and `orElse` adds other ways on). The chart using it names the actions `stopChart` (params: the child's id),
 * `assignChartLoadError` and `clearError`.
 */
export function lazyChildRegion<
  const Id extends string,
  const Load extends string,
  const Start,
  const Running extends object = Record<never, never>,
  const OrElse extends object = Record<never, never>,
  const Exit extends readonly unknown[] = [],
>(region: { id: Id; load: Load; start: Start; running?: Running; orElse?: OrElse; exit?: Exit }) {
  return {
    initial: 'loading' as const,
    exit: [
      { type: 'stopChart' as const, params: region.id },
      { type: 'forgetChart' as const, params: region.id },
      ...((region.exit ?? []) as Exit),
    ],
    states: {
      loading: loadingState(region.load, region.start, 'unavailable' as const),
      running: (region.running ?? {}) as Running,
      unavailable: {
        tags: ['chart.unavailable' as const],
        on: {
          'chart.retry': { target: 'loading' as const, actions: 'clearError' as const },
          ...((region.orElse ?? {}) as OrElse),
        },
      },
    },
  };
}

/**
 * The same for a flow started from a screen the visitor goes back to: code that does not arrive
 * goes back there (`back`, with the error said), as does the chart's end.
 */
export function lazyChildFlow<
  const Id extends string,
  const Load extends string,
  const Start,
  const Back extends string,
>(region: { id: Id; load: Load; start: Start; back: Back }) {
  return {
    initial: 'loading' as const,
    exit: [
      { type: 'stopChart' as const, params: region.id },
      { type: 'forgetChart' as const, params: region.id },
    ],
    states: {
      loading: loadingState(region.load, region.start, region.back),
      running: {
        on: { [`xstate.done.actor.${region.id}`]: region.back } as Record<
          `xstate.done.actor.${Id}`,
          Back
        >,
      },
    },
  };
}
