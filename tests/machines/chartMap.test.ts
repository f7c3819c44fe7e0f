// machines/README.md draws the map of the charts: every chart is on it, and nothing else is. And
// no file under machines/ grows past 500 lines: a chart that does is split (its inputs, guards,
// actors and types go beside it), as the README describes.
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine } from 'xstate';
import readme from '../../machines/README.md?raw';

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', {
  eager: true,
});

const machineSources = import.meta.glob<string>('../../machines/**/*.ts', {
  eager: true,
  query: '?raw',
  import: 'default',
});

const isMachine = (value: unknown): value is AnyStateMachine =>
  typeof value === 'object' &&
  value !== null &&
  'root' in value &&
  typeof (value as { resolveState?: unknown }).resolveState === 'function';

const chartIds = new Set(
  Object.values(machineModules).flatMap((module) =>
    Object.values(module)
      .filter(isMachine)
      .map((machine) => machine.id),
  ),
);

/** The names drawn in the README's map (its first code block). */
function namesOnTheMap(): Set<string> {
  const map = /```\n([\s\S]*?)```/.exec(readme)?.[1] ?? '';
  // Comments in brackets describe; the names are the words outside them.
  const drawn = map.replace(/\([^)]*\)/g, ' ');
  return new Set(drawn.match(/[a-zA-Z]+/g) ?? []);
}

describe('the map of the charts (machines/README.md)', () => {
  it('has every chart, and no name that is not one', () => {
    const drawn = namesOnTheMap();
    expect([...chartIds].filter((id) => !drawn.has(id)).sort(), 'charts missing').toEqual([]);
    expect([...drawn].filter((name) => !chartIds.has(name)).sort(), 'not charts').toEqual([]);
  });
});

describe('the files of the charts', () => {
  it('are at most 500 lines each', () => {
    const long = Object.entries(machineSources)
      .map(([path, source]) => ({ path, lines: source.split('\n').length - 1 }))
      .filter(({ lines }) => lines > 500);
    expect(long).toEqual([]);
  });
});
