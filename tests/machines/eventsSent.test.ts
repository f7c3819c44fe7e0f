// Every event a chart handles is sent by someone: a screen (ui/), the shell forwarding a parent
// window's message (ui/shell.ts), or a chart or actor (machines/: a report to the parent, a
// sendTo, an actor's sendBack). An event only tests send is dead code in the chart, and its
// handling goes untested by anything a visitor or the middleware can do.
import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import ts from 'typescript';
import { describe, expect, it } from 'vitest';
import type { AnyStateMachine, AnyStateNode } from 'xstate';

const ROOT = join(import.meta.dirname, '../..');
const SENDERS = ['ui', 'machines', 'api'];

const machineModules = import.meta.glob<Record<string, unknown>>('../../machines/**/*.machine.ts', {
  eager: true,
});

function isMachine(value: unknown): value is AnyStateMachine {
  return (
    typeof value === 'object' &&
    value !== null &&
    'root' in value &&
    typeof (value as { resolveState?: unknown }).resolveState === 'function'
  );
}

/** Events raised by XState itself: an actor's end or failure, a delay, a state's end. */
const isBuiltIn = (type: string) => type.startsWith('xstate.') || type === '*';

/** The event types a chart has transitions for, with the states that handle each. */
function handledEvents(machine: AnyStateMachine): Map<string, string[]> {
  const handled = new Map<string, string[]>();
  const visit = (node: AnyStateNode) => {
    for (const type of node.transitions.keys()) {
      if (isBuiltIn(type)) continue;
      handled.set(type, [...(handled.get(type) ?? []), node.path.join('.') || '(root)']);
    }
    for (const child of Object.values(node.states) as AnyStateNode[]) visit(child);
  };
  visit(machine.root);
  return handled;
}

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) && !entry.name.endsWith('.d.ts') ? [path] : [];
  });
}

/**
 * The event types the product's code builds as values: every string in the `type` of an object
 * literal (`actor.send({ type: 'booking.confirm' })`, `{ type: canGoBack ? 'booking.back' :
 * 'booking.exit' }`, `sendParent(() => ({ type: 'booking.made', ... }))`). Type declarations
 * (`| { type: 'x' }`) are types, not values, and `snapshot.can({ type })` asks without sending.
 */
function sentEventTypes(): Map<string, string> {
  const sent = new Map<string, string>();
  for (const file of SENDERS.flatMap((dir) => sourceFiles(join(ROOT, dir)))) {
    const source = ts.createSourceFile(file, readFileSync(file, 'utf8'), ts.ScriptTarget.Latest);
    const visit = (node: ts.Node) => {
      if (ts.isObjectLiteralExpression(node) && !isCanArgument(node)) {
        for (const property of node.properties) {
          if (
            ts.isPropertyAssignment(property) &&
            ts.isIdentifier(property.name) &&
            property.name.text === 'type'
          ) {
            for (const text of stringsIn(property.initializer)) {
              if (!sent.has(text)) sent.set(text, relative(ROOT, file));
            }
          }
        }
      }
      ts.forEachChild(node, visit);
    };
    visit(source);
  }
  return sent;
}

function isCanArgument(node: ts.Node): boolean {
  const call = node.parent;
  return (
    call !== undefined &&
    ts.isCallExpression(call) &&
    ts.isPropertyAccessExpression(call.expression) &&
    call.expression.name.text === 'can'
  );
}

function stringsIn(node: ts.Node): string[] {
  if (ts.isStringLiteral(node) || ts.isNoSubstitutionTemplateLiteral(node)) return [node.text];
  const found: string[] = [];
  ts.forEachChild(node, (child) => {
    found.push(...stringsIn(child));
  });
  return found;
}

const machines = Object.entries(machineModules).flatMap(([path, module]) =>
  Object.values(module)
    .filter(isMachine)
    .map((machine) => ({ machine, path: path.replace(/^(\.\.\/)+/, '') })),
);

describe('every event a chart handles is sent by a screen, a parent message or an actor', () => {
  const sent = sentEventTypes();

  it('finds the charts and the senders', () => {
    expect(machines.length).toBeGreaterThanOrEqual(10);
    // A screen's command (its chart's connect), the shell forwarding a parent's command, a
    // booking's report upward.
    expect(sent.get('booking.confirm')).toMatch(/^machines\/booking\/booking\.connect\.ts$/);
    expect(sent.get('language.change')).toMatch(/^(ui\/|machines\/.*\.connect\.ts$)/);
    expect(sent.get('booking.made')).toBe('machines/booking/booking.setup.ts');
  });

  for (const { machine, path } of machines) {
    it(`${machine.id} (${path})`, () => {
      const unsent = [...handledEvents(machine)]
        .filter(([type]) => !sent.has(type))
        .map(([type, states]) => `${type} (handled in ${states.join(', ')})`);
      expect(
        unsent,
        `events of "${machine.id}" that nothing in ui/, machines/ or api/ sends`,
      ).toEqual([]);
    });
  }
});
