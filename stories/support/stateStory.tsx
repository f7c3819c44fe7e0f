import type { ReactElement } from 'react';
import type { StoryObj } from '@storybook/react-vite';
import { action } from 'storybook/actions';
import {
  Actor,
  createActor,
  type ActorRefFrom,
  type AnyActor,
  type AnyActorLogic,
  type AnyStateMachine,
  type ContextFrom,
  type Snapshot,
  type StateValue,
  type StateValueFrom,
} from 'xstate';

/** The state a story shows: a state value of the machine and the context it holds there. */
export interface StoryState<TMachine extends AnyStateMachine> {
  value: StateValueFrom<TMachine>;
  /** Or made from the toolbar's globals, for a context that holds the language (the widget's). */
  context: ContextFrom<TMachine> | ((globals: StoryGlobals) => ContextFrom<TMachine>);
  /**
   * The actors the state has invoked, by invoke id, when its screen shows them too (a parent
   * chart's view rendering a child chart): `{ campaign: childState('campaign', campaignMachine,
   * { value: 'showing', context }) }`. Without them a restored state has no children.
   */
  children?: Record<string, StoryChild>;
}

/** The toolbar's values (.storybook/preview.tsx): `language` is pt_PT, es_ES or en_EN. */
export type StoryGlobals = Record<string, unknown> & { language?: string };

/**
 * An invoked actor of a story's state: its `src` in the parent's setup and its own state. A child
 * spawned from logic the parent's setup does not name (a booking chart loaded at run time) gives
 * that logic itself as `src`.
 */
export interface StoryChild {
  src: string | AnyActorLogic;
  snapshot: Snapshot<unknown>;
}

/** How a persisted snapshot marks an actor ref in context, revived from its children by id. */
const RESTORED_ACTOR = 1;

/** A machine's state as a persisted snapshot, which `createActor(machine, { snapshot })` restores. */
function persistedState<TMachine extends AnyStateMachine>(
  machine: TMachine,
  state: StoryState<TMachine>,
  globals: StoryGlobals,
): Snapshot<unknown> {
  const context = typeof state.context === 'function' ? state.context(globals) : state.context;
  const resolved = machine.resolveState({ value: state.value, context });
  const persisted = machine.getPersistedSnapshot(resolved) as Snapshot<unknown> & {
    children: Record<string, StoryChild>;
    context: { refs?: Record<string, unknown> };
  };
  const children = state.children ?? {};
  // A chart that keeps its children's refs in context (machines/lazy/) gets them back on restore.
  if (persisted.context.refs) {
    persisted.context.refs = Object.fromEntries(
      Object.keys(children).map((id) => [id, { xstate$$type: RESTORED_ACTOR, id }]),
    );
  }
  return Object.assign(persisted, { children });
}

/** A child actor for `StoryState.children`, itself at a given state of its machine. */
export function childState<TChild extends AnyStateMachine>(
  src: string | AnyActorLogic,
  machine: TChild,
  state: StoryState<TChild> & { context: ContextFrom<TChild> },
): StoryChild {
  return { src, snapshot: persistedState(machine, state, {}) };
}

/**
 * What every state story records in `parameters.machineState`: the machine and the state value it
 * shows. tests/stories/coverage.test.ts checks it against the story's name.
 */
export interface MachineStateParameter {
  machineId: string;
  value: StateValue;
}

const ACTOR = 'machineActor';

/**
 * A still picture of one machine state (see stories/README.md). The story's actor starts from
 * `machine.resolveState({ value, context })`, so no entry action, invocation or timer of that
 * state runs; events the screen sends still take their transitions (a retry really loads, from
 * the sandbox) and show in the Actions panel. Spread it into a story named by the state path:
 *
 *   export const failed: Story = { name: 'failed', ...campaignStory({ value: 'failed', context }) };
 *
 * The name stays a literal in the story file because Storybook reads names without running code.
 */
export function stateStory<TMachine extends AnyStateMachine>(
  machine: TMachine,
  state: StoryState<TMachine>,
  render: (actor: ActorRefFrom<TMachine>) => ReactElement,
): StoryObj {
  const machineState: MachineStateParameter = {
    machineId: machine.id,
    value: state.value as StateValue,
  };
  // Every event the machine receives (from the screen or its own actors) shows in Actions.
  const logEvent = action(machine.id);
  const actorOf = (loaded: Record<string, unknown>): Actor<TMachine> => {
    const actor = loaded[ACTOR];
    if (!(actor instanceof Actor)) throw new Error(`stateStory: no actor for ${machine.id}`);
    return actor as Actor<TMachine>;
  };
  return {
    parameters: { machineState },
    // A new actor for every render (a language switch re-renders), stopped when the story goes.
    loaders: [
      ({ globals }) => {
        // No input: a restored snapshot already holds the context the input would have made.
        const actor: AnyActor = createActor(machine as AnyStateMachine, {
          snapshot: persistedState(machine, state, globals),
          inspect: (inspection) => {
            if (inspection.type !== '@xstate.event' || inspection.event.type === 'xstate.init')
              return;
            // Events to the story's own actor, not to the actors it invokes.
            if (inspection.actorRef.sessionId === inspection.rootId) logEvent(inspection.event);
          },
        });
        return { [ACTOR]: actor };
      },
    ],
    beforeEach: ({ loaded }) => {
      const actor = actorOf(loaded).start();
      return () => {
        actor.stop();
      };
    },
    render: (_args, { loaded }) => render(actorOf(loaded) as ActorRefFrom<TMachine>),
  };
}

/** `stateStory` with the machine and the screen fixed, for a story file's one-line stories. */
export function stateStories<TMachine extends AnyStateMachine>(
  machine: TMachine,
  render: (actor: ActorRefFrom<TMachine>) => ReactElement,
): (state: StoryState<TMachine>) => StoryObj {
  return (state) => stateStory(machine, state, render);
}
