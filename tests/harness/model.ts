import {
  createActor,
  fromCallback,
  fromPromise,
  SimulatedClock,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type EventObject,
  type AnyStateNode,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { serializeSnapshot, TestModel, type AdjacencyMap } from 'xstate/graph';
import { expect } from 'vitest';

/**
 * Model-based testing of our statecharts (xstate/graph). The machine is its own model: the
 * traversal walks every state it can reach with the sample events a test lists — including
 * `xstate.done.actor.<id>`, `xstate.error.actor.<id>` and `xstate.after.<delay>.<stateId>` — and
 * gives the shortest path to each. A test then replays every path on a system under test (the
 * running actor, or a rendered screen) and checks each state there.
 *
 *   const model = createMachineModel(campaignMachine, { input, events: [...] });
 *   expectEveryStateReached(model);
 *   expectEveryTransitionTaken(model);
 *   for (const path of model.paths) it(path.description, () => replayOnActor(model, path));
 */

type Machine = AnyStateMachine;
export type ModelEvent<TMachine extends Machine> = EventFromLogic<TMachine>;
type Snapshot = AnyMachineSnapshot;
type TransitionEntry = { event: EventObject; state: Snapshot };

/** A walk through the chart: the events in order and the state the model says each leads to. */
export interface ModelPath {
  description: string;
  steps: { event: EventObject; state: Snapshot }[];
  state: Snapshot;
}

export interface MachineModelOptions<TMachine extends Machine> {
  input?: InputFrom<TMachine>;
  /** Sample events; the traversal tries each one that the current state accepts. */
  events: ModelEvent<TMachine>[] | ((snapshot: SnapshotFrom<TMachine>) => ModelEvent<TMachine>[]);
  /** Traversal bound for charts whose context can grow without end (counters, lists). */
  limit?: number;
}

export interface MachineModel<TMachine extends Machine> {
  machine: TMachine;
  input: InputFrom<TMachine> | undefined;
  model: TestModel<Snapshot, EventObject, unknown>;
  /**
   * The shortest path to every distinct state (value and context) the traversal reached, then
   * one path for every other transition between them: replaying all of them takes every edge.
   */
  paths: ModelPath[];
}

/** Every state node of a chart, as dotted paths from the root ("booking.choosingSlot"). */
export function stateNodePaths(machine: Machine): string[] {
  const paths: string[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      paths.push(child.path.join('.'));
      visit(child);
    }
  };
  visit(machine.root);
  return paths;
}

/** The dotted paths of every state node active in a snapshot. */
export function activeStatePaths(snapshot: { _nodes: AnyStateNode[] }): string[] {
  return snapshot._nodes.map((node) => node.path.join('.')).filter((path) => path !== '');
}

interface DeclaredTransition {
  source: AnyStateNode;
  eventType: string;
  targets: AnyStateNode[];
  label: string;
}

function declaredTransitions(machine: Machine): DeclaredTransition[] {
  const found: DeclaredTransition[] = [];
  const visit = (node: AnyStateNode) => {
    for (const [eventType, definitions] of node.transitions) {
      for (const definition of definitions) {
        const targets = (definition.target ?? []) as AnyStateNode[];
        const guard = definition.guard
          ? ` [${typeof definition.guard === 'object' ? definition.guard.type : 'guard'}]`
          : '';
        const to = targets.length ? targets.map((t) => t.path.join('.')).join(', ') : '(self)';
        found.push({
          source: node,
          eventType,
          targets,
          label: `${node.path.join('.') || '(root)'} --${eventType}${guard}--> ${to}`,
        });
      }
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return found;
}

export function createMachineModel<TMachine extends Machine>(
  machine: TMachine,
  options: MachineModelOptions<TMachine>,
): MachineModel<TMachine> {
  const model = new TestModel<Snapshot, EventObject, unknown>(machine as unknown as AnyActorLogic, {
    input: options.input,
    events: options.events as never,
    limit: options.limit,
    serializeState: (snapshot) => serializeSnapshot(snapshot as never),
    stateMatcher: (snapshot, key) => (snapshot as { matches(v: string): boolean }).matches(key),
  });
  return { machine, input: options.input, model, paths: pathsOverEveryEdge(model) };
}

const serialize = (snapshot: unknown) => serializeSnapshot(snapshot as never);

function describe(value: unknown, steps: { event: { type: string } }[]): string {
  const events = steps
    .map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
    .filter((type) => type !== 'xstate.init');
  return `${JSON.stringify(value)} by ${events.length ? events.join(' → ') : 'start'}`;
}

function pathsOverEveryEdge<TMachine extends Machine>(
  model: MachineModel<TMachine>['model'],
): ModelPath[] {
  // Duplicates kept: a path that is the prefix of a longer one still names its state's route.
  const shortest = model.getShortestPaths({ allowDuplicatePaths: true });
  const adjacency = model.getAdjacencyMap() as AdjacencyMap<Snapshot, EventObject>;
  const toState = new Map<string, ModelPath>(
    shortest.map((path) => [serialize(path.state), path as ModelPath]),
  );
  const paths: ModelPath[] = shortest.map((path) => ({
    description: describe(path.state.value, path.steps),
    steps: path.steps,
    state: path.state,
  }));
  const walked = new Set(
    shortest.flatMap((path) =>
      path.steps.map((step, index) =>
        index === 0 ? '' : `${serialize(path.steps[index - 1]!.state)}|${serialize(step.event)}`,
      ),
    ),
  );
  for (const [from, { transitions }] of Object.entries(adjacency)) {
    const head = toState.get(from);
    if (!head) continue;
    for (const { event, state } of Object.values(transitions) as TransitionEntry[]) {
      const key = `${from}|${serialize(event)}`;
      // An event the state ignores leaves the chart where it was: nothing to replay.
      if (walked.has(key) || serialize(state) === from) continue;
      walked.add(key);
      const steps = [...head.steps, { event, state }];
      paths.push({ description: describe(state.value, steps), steps, state });
    }
  }
  const seen = new Map<string, number>();
  for (const path of paths) {
    const count = (seen.get(path.description) ?? 0) + 1;
    seen.set(path.description, count);
    if (count > 1) path.description += ` (#${count})`;
  }
  return paths;
}

/**
 * Replays a path on any system under test: `exec` performs each event there (sends it, clicks,
 * resolves a stubbed call, advances a clock), then `check` compares the system with the state
 * the model expects.
 */
export async function replayPath(
  path: ModelPath,
  driver: {
    exec: (event: EventObject, before: Snapshot | undefined) => unknown;
    check: (expected: Snapshot) => unknown;
  },
): Promise<void> {
  let before: Snapshot | undefined;
  for (const [index, step] of path.steps.entries()) {
    try {
      if (step.event.type !== 'xstate.init') await driver.exec(step.event, before);
      await driver.check(step.state);
    } catch (error) {
      if (error instanceof Error) {
        error.message += `\n  at step ${index} (${step.event.type}) of: ${path.description}`;
      }
      throw error;
    }
    before = step.state;
  }
}

/**
 * Fails naming every state node of the chart that no path of the models reaches. Several models
 * of one chart (one per input) count together.
 */
export function expectEveryStateReached(...models: MachineModel<Machine>[]): void {
  const machine = models[0]!.machine;
  const reached = new Set<string>();
  for (const { paths } of models) {
    for (const path of paths) {
      for (const step of path.steps) {
        for (const active of activeStatePaths(step.state as never)) reached.add(active);
      }
    }
  }
  const missing = stateNodePaths(machine).filter((path) => !reached.has(path));
  expect(missing, `state nodes of "${machine.id}" no path reaches`).toEqual([]);
}

/** Fails naming every declared transition (event or delay) that no traversal step takes. */
export function expectEveryTransitionTaken(...models: MachineModel<Machine>[]): void {
  const machine = models[0]!.machine;
  const adjacency = models.flatMap(({ model }) =>
    Object.values(model.getAdjacencyMap() as AdjacencyMap<Snapshot, EventObject>),
  );
  const taken = (transition: DeclaredTransition) =>
    adjacency.some(({ state, transitions }) => {
      const from = state as unknown as { _nodes: AnyStateNode[] };
      if (!from._nodes.includes(transition.source)) return false;
      return (Object.values(transitions) as TransitionEntry[]).some(({ event, state: next }) => {
        // A compound or parallel state's onDone (`xstate.done.state.<id>`) is raised inside the
        // step whose event finished its last region: any step from the source into the targets.
        const raised = transition.eventType.startsWith('xstate.done.state.');
        if (!raised && event.type !== transition.eventType) return false;
        const to = (next as unknown as { _nodes: AnyStateNode[] })._nodes;
        // A transition with targets is taken when the event leads into all of them; a
        // targetless one (actions only) when the chart stays where it was.
        return transition.targets.length
          ? transition.targets.every((target) => to.includes(target))
          : from._nodes.every((node) => to.includes(node));
      });
    });
  const missing = declaredTransitions(machine)
    .filter((transition) => !taken(transition))
    .map((transition) => transition.label);
  expect(missing, `transitions of "${machine.id}" no traversal step takes`).toEqual([]);
}

/** Every actor of the machine replaced by one that never settles: the path's events drive it. */
function withIdleActors<TMachine extends Machine>(machine: TMachine): TMachine {
  const actors = Object.fromEntries(
    Object.entries(machine.implementations.actors ?? {}).map(([name, logic]) => [
      name,
      (logic as { config?: unknown }).config !== undefined && 'transition' in logic
        ? fromCallback(() => () => undefined)
        : fromPromise(() => new Promise<never>(() => undefined)),
    ]),
  );
  return machine.provide({ actors } as never) as TMachine;
}

/** The milliseconds an `xstate.after.<delay>.<stateId>` event stands for. */
export function delayOf(
  machine: Machine,
  eventType: string,
  snapshot: { context: unknown },
): number | null {
  const match = /^xstate\.after\.([^.]+)\./.exec(eventType);
  if (!match) return null;
  const name = match[1]!;
  if (/^\d+$/.test(name)) return Number(name);
  const delay = (machine.implementations.delays as Record<string, unknown> | undefined)?.[name];
  if (typeof delay === 'number') return delay;
  if (typeof delay === 'function') {
    return (delay as (args: { context: unknown }) => number)({ context: snapshot.context });
  }
  throw new Error(`Unknown delay "${name}" in ${eventType}`);
}

/**
 * Replays a path on a real running actor: its invocations stubbed (done/error events come from
 * the path), its timers on a simulated clock advanced by the delay each `xstate.after` event
 * names. After every step the actor must be in the model's state with the model's context:
 * entry actions, eventless transitions and delays behave as the chart says.
 */
export async function replayOnActor<TMachine extends Machine>(
  model: MachineModel<TMachine>,
  path: ModelPath,
): Promise<void> {
  const clock = new SimulatedClock();
  const actor = createActor(withIdleActors(model.machine), {
    input: model.input,
    clock,
  } as never);
  actor.start();
  try {
    await replayPath(path, {
      exec: (event) => {
        const delay = delayOf(model.machine, event.type, actor.getSnapshot());
        if (delay === null) actor.send(event as ModelEvent<TMachine>);
        else clock.increment(delay);
      },
      check: (expected) => {
        const actual = actor.getSnapshot() as Snapshot;
        expect(actual.value).toEqual(expected.value);
        expect(actual.context).toEqual(expected.context);
      },
    });
  } finally {
    actor.stop();
  }
}
