import type { AnyStateMachine, AnyStateNode, EventObject } from 'xstate';
import { createTestModel, type TestParam } from 'xstate/graph';
import { describe, expect, it } from 'vitest';

/**
 * QA models: small charts written from SPEC.md — the states a visitor sees and the events they
 * (or the middleware) cause — with no invoke and no reference to the product's charts, so that
 * xstate/graph's `createTestModel` can walk them. Each path is a test: its events are performed
 * on the rendered widget, and at every state the state's check asserts what the spec promises,
 * from the screen and the sandbox's store.
 *
 * Every state has a `description`, the spec's promise there: a path's test is named after the
 * promise of the state it ends in, so a broken rule fails in a test that names it.
 */

type Snapshot = { value: unknown; _nodes: AnyStateNode[] };

interface QaPath {
  name: string;
  steps: { event: EventObject; state: Snapshot }[];
  test(params: TestParam<never, EventObject>): Promise<unknown>;
}

const descriptionOf = (state: Snapshot): string => {
  const leaves = state._nodes.filter((node) => node.type === 'atomic' || node.type === 'final');
  return leaves.map((node) => node.description ?? node.path.join('.')).join('; ');
};

/**
 * The paths that take every transition of the model: the shortest path to every state, and for
 * each transition those miss, the shortest path to its source followed by it. A path that is the
 * start of a longer one is left out: the longer one checks every state on the way.
 */
export function qaPaths(machine: AnyStateMachine): QaPath[] {
  const model = createTestModel(machine);
  const shortest = model.getShortestPaths();
  const key = (state: Snapshot) => JSON.stringify(state.value);
  const toState = new Map(shortest.map((path) => [key(path.state as never), path]));
  const walks: { steps: { event: EventObject; state: Snapshot }[] }[] = shortest.map((path) => ({
    steps: path.steps as never,
  }));
  const taken = new Set<string>();
  for (const walk of walks) {
    walk.steps.forEach((step, index) => {
      if (index > 0) taken.add(`${key(walk.steps[index - 1]!.state)}|${step.event.type}`);
    });
  }
  for (const { state, transitions } of Object.values(model.getAdjacencyMap())) {
    const from = key(state as never);
    const steps = Object.values(transitions) as { event: EventObject; state: Snapshot }[];
    for (const { event, state: next } of steps) {
      const edge = `${from}|${event.type}`;
      if (taken.has(edge)) continue;
      taken.add(edge);
      walks.push({
        steps: [...(toState.get(from)!.steps as never[]), { event, state: next }],
      });
    }
  }
  const signature = (walk: (typeof walks)[number]) =>
    walk.steps.map((step) => `${step.event.type}>${key(step.state)}`).join(' ');
  const kept = walks.filter(
    (walk) =>
      !walks.some(
        (other) =>
          other !== walk &&
          other.steps.length > walk.steps.length &&
          signature(other).startsWith(signature(walk)),
      ),
  );
  return kept.map((walk) => {
    const last = walk.steps.at(-1)!.state;
    const events = walk.steps
      .slice(1)
      .map((step) => step.event.type)
      .join(' → ');
    return {
      name: `${descriptionOf(last)} — by ${events || 'opening'}`,
      steps: walk.steps,
      test: (params) =>
        model.testPath(
          { state: last as never, steps: walk.steps as never, weight: walk.steps.length },
          params as never,
        ),
    };
  });
}

/** How much of a QA model its paths cover: every state node and every declared transition. */
export function coverageOf(machine: AnyStateMachine, paths: QaPath[]) {
  const nodes: AnyStateNode[] = [];
  const visit = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      nodes.push(child);
      visit(child);
    }
  };
  visit(machine.root);
  const reached = new Set(paths.flatMap((path) => path.steps.flatMap((step) => step.state._nodes)));
  const declared = nodes.flatMap((node) =>
    [...node.transitions.entries()].flatMap(([type, definitions]) =>
      definitions.map((definition) => ({ node, type, definition })),
    ),
  );
  const takenEdges = new Set(
    paths.flatMap((path) =>
      path.steps.slice(1).map((step, index) => {
        const from = path.steps[index]!.state;
        return `${from._nodes.map((node) => node.id).join(',')}|${step.event.type}`;
      }),
    ),
  );
  const taken = declared.filter(({ type, node }) =>
    [...takenEdges].some((edge) => {
      const [from, event] = edge.split('|');
      return event === type && from!.split(',').includes(node.id);
    }),
  );
  return {
    states: nodes.length,
    statesReached: nodes.filter((node) => reached.has(node)).length,
    transitions: declared.length,
    transitionsTaken: taken.length,
  };
}

/**
 * One test per path, performed and checked by `params`, and a check that the paths cover the
 * whole model. `timeout` is per path: a path renders the widget and walks a flow.
 */
export function describeQaModel(
  title: string,
  machine: AnyStateMachine,
  run: (path: QaPath) => Promise<void>,
  options: { timeout?: number } = {},
): void {
  const paths = qaPaths(machine);
  describe(title, () => {
    it('has paths that reach every state and take every transition of the model', () => {
      const coverage = coverageOf(machine, paths);
      expect(coverage.statesReached).toBe(coverage.states);
      expect(coverage.transitionsTaken).toBe(coverage.transitions);
    });
    for (const path of paths) {
      it(path.name, { timeout: options.timeout ?? 60_000 }, () => run(path));
    }
  });
}

export type { QaPath };
