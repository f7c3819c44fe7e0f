import { useSelector } from '@xstate/react';
import type { ActorRef, EventObject, Snapshot } from 'xstate';
import { ByIdentity } from '../machines/byIdentity';

/**
 * A chart's view, in the way of zag's `connect(state, send)`: a pure function of the chart's
 * snapshot that returns what a screen draws (values, booleans from tags and `snapshot.can`) and
 * what it may do (commands that send the chart its events). Each chart's lives beside it,
 * `machines/<chart>/<chart>.connect.ts`; screens read a chart only through `useConnect`.
 */
export type Connect<TSnapshot, TEvent, TView> = (
  snapshot: TSnapshot,
  send: (event: TEvent) => void,
) => TView;

/**
 * The view of `connect` for `actor`, drawn again only when a value in it changes.
 *
 * Values are compared by content (plain objects and arrays element by element, anything else,
 * such as a child's actor ref, by identity; a value marked `byIdentity` by identity too). Commands are compared by name only: they send
 * events and read nothing from the snapshot they were made with, so an older one does the same.
 */
export function useConnect<
  TSnapshot extends Snapshot<unknown>,
  TEvent extends EventObject,
  TView extends object,
>(
  // eslint-disable-next-line @typescript-eslint/no-explicit-any -- what the actor emits is not read
  actor: ActorRef<TSnapshot, TEvent, any>,
  connect: Connect<TSnapshot, TEvent, TView>,
): TView {
  // The actor goes with its view: a screen handed another actor (a new purchase's payment)
  // whose view reads the same must still send to the new one.
  const { view } = useSelector(
    actor,
    (snapshot) => ({
      actor,
      view: connect(snapshot, (event) => {
        actor.send(event);
      }),
    }),
    sameActorView,
  );
  return view;
}

function sameActorView<TView>(
  a: { actor: unknown; view: TView },
  b: { actor: unknown; view: TView },
): boolean {
  return a.actor === b.actor && sameView(a.view, b.view);
}

function sameView(a: unknown, b: unknown): boolean {
  if (Object.is(a, b)) return true;
  if (typeof a === 'function' && typeof b === 'function') return true;
  if (a instanceof ByIdentity && b instanceof ByIdentity) return Object.is(a.value, b.value);
  if (Array.isArray(a) && Array.isArray(b)) {
    return a.length === b.length && a.every((item, index) => sameView(item, b[index]));
  }
  if (!isPlainObject(a) || !isPlainObject(b)) return false;
  const keys = Object.keys(a);
  return (
    keys.length === Object.keys(b).length &&
    keys.every((key) => Object.hasOwn(b, key) && sameView(a[key], b[key]))
  );
}

function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (typeof value !== 'object' || value === null) return false;
  const prototype: unknown = Object.getPrototypeOf(value);
  return prototype === Object.prototype || prototype === null;
}
