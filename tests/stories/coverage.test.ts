// Every state of every machine has a story, and every story shows a state that exists
// (stories/README.md). A machine is any export of machines/**/*.machine.ts that is an XState
// machine; its story file is stories/<machine id>.stories.tsx, titled by the id, with stories
// named by state path (`booking.choosingSlot`), variants adding a note (`failed (timeout)`).
import { describe, expect, it } from 'vitest';
import { composeStories, type Meta, type StoryObj } from '@storybook/react-vite';
import type { AnyStateMachine, AnyStateNode, StateValue } from 'xstate';
import type { MachineStateParameter } from '../../stories/support/stateStory';

interface StoryModule {
  default: Meta;
  [exportName: string]: unknown;
}

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', {
  eager: true,
});
const storyModules = import.meta.glob<StoryModule>('../../stories/*.stories.tsx', { eager: true });

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    'id' in value &&
    typeof (value as { resolveState?: unknown }).resolveState === 'function'
  );
}

/** Every state node under the root, by dotted path; history nodes are never a current state. */
function statePaths(machine: AnyStateMachine): string[] {
  const paths: string[] = [];
  const walk = (node: AnyStateNode) => {
    for (const child of Object.values(node.states) as AnyStateNode[]) {
      if (child.type === 'history') continue;
      paths.push(child.path.join('.'));
      walk(child);
    }
  };
  walk(machine.root);
  return paths;
}

/** The leaf paths of a state value: 'failed' -> [failed]; { booking: 'x' } -> [booking.x]. */
function leafPaths(value: StateValue, prefix = ''): string[] {
  if (typeof value === 'string') return [prefix + value];
  return Object.entries(value).flatMap(([key, child]) =>
    child === undefined ? [prefix + key] : leafPaths(child, `${prefix}${key}.`),
  );
}

/** `failed (timeout)` -> `failed`: the text before a space and an opening bracket. */
const statePathOf = (storyName: string): string => storyName.split(' (')[0]!.trim();

const fileOf = (modulePath: string): string => modulePath.replace(/^(\.\.\/)+/, '');

// ------------------------------------------------------------------ the machines

const machines = new Map<string, { machine: AnyStateMachine; from: string; paths: string[] }>();
const duplicateIds: string[] = [];
for (const [modulePath, module] of Object.entries(machineModules)) {
  for (const [exportName, value] of Object.entries(module)) {
    if (!isMachine(value)) continue;
    const from = `${fileOf(modulePath)} (${exportName})`;
    const paths = statePaths(value);
    const known = machines.get(value.id);
    // The same chart exported twice (or a .provide() of it) is one machine; two charts may not
    // share an id, or their stories could not be told apart.
    if (known && known.paths.join() !== paths.join()) {
      duplicateIds.push(`${value.id}: ${known.from} and ${from}`);
    }
    if (!known) machines.set(value.id, { machine: value, from, paths });
  }
}

// ------------------------------------------------------------------ the stories

interface FoundStory {
  file: string;
  exportName: string;
  name: string | undefined;
  machineState: MachineStateParameter | undefined;
}

const storiesByTitle = new Map<string, { file: string; stories: FoundStory[] }>();
const fileProblems: string[] = [];
for (const [modulePath, module] of Object.entries(storyModules)) {
  const file = fileOf(modulePath);
  const title = module.default.title;
  const expected = file.replace(/^stories\//, '').replace(/\.stories\.tsx$/, '');
  if (title === undefined) {
    fileProblems.push(`${file}: meta has no title (it must be the machine id '${expected}')`);
    continue;
  }
  if (title !== expected) {
    fileProblems.push(`${file}: title '${title}' differs from the file name ('${expected}')`);
  }
  if (!machines.has(title)) {
    fileProblems.push(
      `${file}: title '${title}' matches no machine (machine ids: ${[...machines.keys()].join(', ')})`,
    );
  }
  const stories = Object.keys(composeStories(module)).map((exportName): FoundStory => {
    const annotations = module[exportName] as StoryObj | undefined;
    return {
      file,
      exportName,
      name: annotations?.name,
      machineState: annotations?.parameters?.machineState as MachineStateParameter | undefined,
    };
  });
  const other = storiesByTitle.get(title);
  if (other) fileProblems.push(`${file}: title '${title}' is also the title of ${other.file}`);
  storiesByTitle.set(title, { file, stories: [...(other?.stories ?? []), ...stories] });
}

// ------------------------------------------------------------------ the checks

/** What is wrong with one story of a machine's file, or nothing. */
function storyProblem(story: FoundStory, machineId: string, paths: string[]): string | undefined {
  const where = `${story.file} ${story.exportName}`;
  if (story.name === undefined) return `${where}: no name (name it by the state path it shows)`;
  const path = statePathOf(story.name);
  if (!paths.includes(path)) {
    return `${where} '${story.name}': '${path}' is not a state of ${machineId} (stale story?)`;
  }
  if (!story.machineState) {
    return `${where} '${story.name}': not built with stateStory() (no parameters.machineState)`;
  }
  if (story.machineState.machineId !== machineId) {
    return `${where} '${story.name}': shows machine '${story.machineState.machineId}', not '${machineId}'`;
  }
  const machine = machines.get(machineId)!.machine;
  let shown: string[];
  try {
    // Resolved, so a partial value (a compound state) names the initial child actually shown.
    shown = leafPaths(machine.resolveState({ value: story.machineState.value, context: {} }).value);
  } catch (error) {
    return `${where} '${story.name}': its state value does not resolve: ${String(error)}`;
  }
  if (!shown.includes(path)) {
    return `${where} '${story.name}': shows ${shown.join(' + ')}, not '${path}'`;
  }
  return undefined;
}

/** Fails with one line per problem (a plain message, not an array diff). */
function expectNone(problems: string[], heading: string): void {
  if (problems.length > 0) {
    expect.fail(`${heading}:${problems.map((problem) => `\n  - ${problem}`).join('')}`);
  }
}

it('finds the machines and the story files', () => {
  expect(machines.size, 'no machine found in machines/**/*.machine.ts').toBeGreaterThan(0);
  expect(Object.keys(storyModules).length, 'no stories/*.stories.tsx').toBeGreaterThan(0);
  expectNone(duplicateIds, 'machines sharing an id');
});

it('titles every story file by the id of a machine', () => {
  expectNone(fileProblems, 'story files');
});

describe.each([...machines.keys()].sort())('machine %s', (machineId) => {
  const { paths, from } = machines.get(machineId)!;
  const found = storiesByTitle.get(machineId);
  const stories = found?.stories ?? [];

  it('has a story for every state', () => {
    const covered = stories
      .filter((story) => story.name !== undefined)
      .map((story) => statePathOf(story.name!));
    const missing = paths.filter(
      (path) =>
        !covered.some((storyPath) => storyPath === path || storyPath.startsWith(`${path}.`)),
    );
    const file = found?.file ?? `stories/${machineId}.stories.tsx (missing)`;
    expectNone(missing, `${file}: states of ${from} without a story`);
  });

  it('has no story of a state that does not exist', () => {
    const problems = stories
      .map((story) => storyProblem(story, machineId, paths))
      .filter((problem) => problem !== undefined);
    expectNone(problems, 'stale or misnamed stories');
  });
});
