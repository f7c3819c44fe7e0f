import {
  createActor,
  createMachine,
  type AnyActorLogic,
  type AnyMachineSnapshot,
  type AnyStateMachine,
  type AnyStateNode,
  type AnyTransitionDefinition,
  type EventObject,
  type EventFromLogic,
  type InputFrom,
  type SnapshotFrom,
} from 'xstate';
import { serializeSnapshot, TestModel, type AdjacencyMap } from 'xstate/graph';
import { expect } from 'vitest';

/**
 * Coverage of our statecharts (xstate/graph): the traversal walks every state a chart can reach
 * with the sample events a test lists — including `xstate.done.actor.<id>`,
 * `xstate.error.actor.<id>` and `xstate.after.<delay>.<stateId>` — and the checks fail naming
 * every state node no step reaches and every declared transition (eventless `always` ones too)
 * no step takes. They find dead states and transitions; they are no oracle of behaviour: what a
 * chart should do is checked from outside it, by the QA models (tests/qa/) and the behaviour
 * tests.
 *
 *   const model = createMachineModel(campaignMachine, { input, events: [...] });
 *   expectEveryStateReached(model);
 *   expectEveryTransitionTaken(model);
 */

type Machine = AnyStateMachine;
export type ModelEvent<TMachine extends Machine> = EventFromLogic<TMachine>;
type Snapshot = AnyMachineSnapshot;
type TransitionEntry = { event: EventObject; state: Snapshot };

/** A walk through the chart: the events in order and the state each leads to. */
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
  /** Every state the traversal reached, with the step each sample event leads to. */
  readonly adjacency: AdjacencyMap<Snapshot, EventObject>;
  /** The shortest path to every distinct state (value and context), computed when asked for. */
  readonly paths: ModelPath[];
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
  definition: AnyTransitionDefinition;
  label: string;
}

/** Every transition the chart declares: on events, delays, done and error events, and `always`. */
function declaredTransitions(machine: Machine): DeclaredTransition[] {
  const found: DeclaredTransition[] = [];
  const describe = (node: AnyStateNode, eventType: string, definition: AnyTransitionDefinition) => {
    const guard = definition.guard
      ? ` [${typeof definition.guard === 'object' ? (definition.guard as { type: string }).type : 'guard'}]`
      : '';
    const targets = (definition.target ?? []) as AnyStateNode[];
    const to = targets.length ? targets.map((t) => t.path.join('.')).join(', ') : '(self)';
    return `${node.path.join('.') || '(root)'} --${eventType}${guard}--> ${to}`;
  };
  const visit = (node: AnyStateNode) => {
    for (const [eventType, definitions] of node.transitions) {
      for (const definition of definitions) {
        found.push({ definition, label: describe(node, eventType, definition) });
      }
    }
    for (const definition of node.always ?? []) {
      found.push({ definition, label: describe(node, '(always)', definition) });
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
  let adjacency: AdjacencyMap<Snapshot, EventObject> | undefined;
  let paths: ModelPath[] | undefined;
  return {
    machine,
    input: options.input,
    model,
    get adjacency() {
      adjacency ??= model.getAdjacencyMap() as AdjacencyMap<Snapshot, EventObject>;
      return adjacency;
    },
    get paths() {
      paths ??= model.getShortestPaths().map((path) => ({
        description: describePath(path.state.value, path.steps),
        steps: path.steps,
        state: path.state,
      }));
      return paths;
    },
  };
}

function describePath(value: unknown, steps: { event: { type: string } }[]): string {
  const events = steps
    .map((step) => step.event.type.replace(/^xstate\.(done|error)\.actor\./, '$1:'))
    .filter((type) => type !== 'xstate.init');
  return `${JSON.stringify(value)} by ${events.length ? events.join(' → ') : 'start'}`;
}

/**
 * Fails naming every state node of the chart that no step of the models reaches. A state is
 * reached when a snapshot of the traversal is in it, or when a transition the traversal takes
 * (or the start) enters it: a transient state, left at once by an eventless (`always`)
 * transition, is in no snapshot. Several models of one chart (one per input) count together.
 */
export function expectEveryStateReached(...models: MachineModel<Machine>[]): void {
  const machine = models[0]!.machine;
  const reached = new Set<string>();
  // Entering a state enters its ancestors, and a compound state's initial state (down to the
  // first one that leaves at once).
  const enter = (node: AnyStateNode | undefined) => {
    for (let entered = node; entered && entered.path.length > 0; entered = entered.parent) {
      reached.add(entered.path.join('.'));
    }
    for (let inner = node; inner?.initial; ) {
      inner = (inner.initial.target as AnyStateNode[])[0];
      if (inner) reached.add(inner.path.join('.'));
    }
  };
  for (const { adjacency } of models) {
    for (const { state } of Object.values(adjacency)) {
      for (const active of activeStatePaths(state as never)) reached.add(active);
    }
  }
  // The start enters the initial states, down to the first one that leaves at once.
  enter(machine.root);
  for (const transition of takenTransitions(models)) {
    for (const target of (transition.target ?? []) as AnyStateNode[]) enter(target);
  }
  const missing = stateNodePaths(machine).filter((path) => !reached.has(path));
  expect(missing, `state nodes of "${machine.id}" no path reaches`).toEqual([]);
}

/**
 * An actor scope for the pure transition functions that records every transition each microstep
 * takes (XState's `@xstate.microstep` inspection), eventless ones and raised `done` events
 * included. Nothing runs: actions are not executed, children are not started.
 */
function recordingScope(taken: Set<AnyTransitionDefinition>) {
  const recorder = createActor(createMachine({}), {
    inspect: (event) => {
      if (event.type === '@xstate.microstep') {
        for (const transition of event._transitions) taken.add(transition);
      }
    },
  });
  return {
    self: recorder,
    id: '',
    sessionId: 'coverage',
    logger: () => undefined,
    defer: () => undefined,
    emit: () => undefined,
    system: recorder.system,
    stopChild: () => undefined,
    actionExecutor: () => undefined,
  };
}

/**
 * Every transition the steps of the models take, replayed with a recording scope: one per model,
 * as each model's actor is a system of its own (a child registered by system id at the start, as
 * the widget's flow keeper is, is registered once per system).
 */
function takenTransitions(models: MachineModel<Machine>[]): Set<AnyTransitionDefinition> {
  const taken = new Set<AnyTransitionDefinition>();
  for (const model of models) {
    const scope = recordingScope(taken);
    model.machine.getInitialSnapshot(scope as never, model.input);
    for (const { state, transitions } of Object.values(model.adjacency)) {
      if (state.status !== 'active') continue;
      for (const { event } of Object.values(transitions) as TransitionEntry[]) {
        model.machine.transition(state, event, scope as never);
      }
    }
  }
  return taken;
}

/**
 * Fails naming every declared transition — on an event, a delay, a done or error event, or
 * eventless (`always`) — that no step of the traversal takes. Each step of the models is taken
 * again with a scope that records the transitions XState selects in it.
 */
export function expectEveryTransitionTaken(...models: MachineModel<Machine>[]): void {
  const machine = models[0]!.machine;
  const taken = takenTransitions(models);
  const missing = declaredTransitions(machine)
    .filter(({ definition }) => !taken.has(definition))
    .map(({ label }) => label);
  expect(missing, `transitions of "${machine.id}" no traversal step takes`).toEqual([]);
}
