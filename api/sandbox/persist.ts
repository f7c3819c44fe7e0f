import type { SandboxClock } from './clock';
import { createStore, type SandboxStore } from './store';

/**
 * The in-page sandbox's store kept across reloads of the tab (dev and demo builds, and the e2e
 * suite that drives the demo build). The sandbox in the page is the page's own code: a reload
 * would start it with a fresh store, so a payment under way, a booking made or a voucher sold
 * would be forgotten by the very middleware the reloaded widget asks about them, unlike a real
 * middleware (or the sandbox over HTTP, whose store lives as long as its process). The store is
 * written to the tab's sessionStorage after every answer and when the page goes, and read back
 * when the sandbox starts. Another tab, or a new browser session, starts afresh;
 * `window.__sandbox.reset()` starts afresh too (the fresh store is what is kept then).
 *
 * What is kept: every field of the store (maps included) and the answers given per idempotency
 * key (a repeated request after a reload still makes nothing new). Not kept: the clock (it
 * follows the page's, and `?sandbox=` controls in the address are applied again on each load),
 * faults, latency and the record of operations seen. A stored store of another shape (the
 * sandbox's code changed meanwhile) is dropped.
 */
export const SANDBOX_STORE_KEY = 'sandbox:store';
const STORED_VERSION = 1;

/** Fields that are not data: the clock it reads, and the answers in flight (kept apart). */
const NOT_KEPT = new Set(['clock', 'idempotent']);

interface StoredSandbox {
  version: number;
  fields: Record<string, unknown>;
  /** Answers already given, per `${operationId}|${Idempotency-Key}`. */
  answered: [string, unknown][];
}

const MAP_TAG = '$sandboxMap';

function replacer(_key: string, value: unknown): unknown {
  return value instanceof Map ? { [MAP_TAG]: [...value.entries()] } : value;
}

function reviver(_key: string, value: unknown): unknown {
  if (value && typeof value === 'object' && MAP_TAG in value) {
    return new Map((value as Record<string, [unknown, unknown][]>)[MAP_TAG]);
  }
  return value;
}

const fieldNames = (store: SandboxStore) =>
  Object.keys(store)
    .filter((key) => !NOT_KEPT.has(key))
    .sort();

/** The store as text; `answered` are the idempotent answers already known to have succeeded. */
export function serializeStore(
  store: SandboxStore,
  answered: ReadonlyMap<string, unknown>,
): string {
  const fields = Object.fromEntries(
    fieldNames(store).map((key) => [key, (store as unknown as Record<string, unknown>)[key]]),
  );
  const kept = [...answered].filter(([key]) => store.idempotent.has(key));
  return JSON.stringify(
    { version: STORED_VERSION, fields, answered: kept } satisfies StoredSandbox,
    replacer,
  );
}

/**
 * A store read back from `serializeStore`'s text, with the idempotent answers it had given, or
 * null when the text is not a store of this shape.
 */
export function deserializeStore(
  text: string,
  clock?: SandboxClock,
): { store: SandboxStore; answered: Map<string, unknown> } | null {
  let stored: Partial<StoredSandbox>;
  try {
    stored = JSON.parse(text, reviver) as Partial<StoredSandbox>;
  } catch {
    return null;
  }
  if (stored?.version !== STORED_VERSION || !stored.fields || !Array.isArray(stored.answered)) {
    return null;
  }
  const store = createStore(clock);
  const expected = fieldNames(store);
  const found = Object.keys(stored.fields).sort();
  if (found.join() !== expected.join()) return null;
  const target = store as unknown as Record<string, unknown>;
  for (const key of expected) {
    const fresh = target[key];
    const value = stored.fields[key];
    // Each field keeps its kind (a map stays a map, a list a list): else the shape has changed.
    if (fresh instanceof Map !== value instanceof Map) return null;
    if (Array.isArray(fresh) !== Array.isArray(value)) return null;
    target[key] = value;
  }
  const answered = new Map(stored.answered);
  for (const [key, answer] of answered) store.idempotent.set(key, Promise.resolve(answer));
  return { store, answered };
}

export interface StoreKeeper {
  /** The stored store, if the tab holds one of this shape (else null, and it is dropped). */
  restore(): SandboxStore | null;
  /** Writes the current store now (after an answer, when the page goes). */
  save(): void;
}

/**
 * Keeps `current()` in `storage`. The answers per idempotency key are promises; each one's value
 * is noted once it has succeeded, so that saving stays synchronous (the page may be going).
 */
export function createStoreKeeper(
  storage: Storage,
  current: () => SandboxStore,
  clock?: SandboxClock,
): StoreKeeper {
  const answered = new Map<string, unknown>();
  const watched = new WeakSet<Promise<unknown>>();

  const save = () => {
    const store = current();
    for (const [key, answer] of store.idempotent) {
      if (watched.has(answer)) continue;
      watched.add(answer);
      answer.then(
        (value) => {
          answered.set(key, value);
          if (current().idempotent.get(key) === answer) save();
        },
        () => undefined,
      );
    }
    try {
      storage.setItem(SANDBOX_STORE_KEY, serializeStore(store, answered));
    } catch {
      // Storage full or refused: the sandbox goes on in memory, as it did before.
    }
  };

  return {
    restore() {
      let text: string | null = null;
      try {
        text = storage.getItem(SANDBOX_STORE_KEY);
      } catch {
        return null;
      }
      if (text === null) return null;
      const restored = deserializeStore(text, clock);
      if (!restored) {
        try {
          storage.removeItem(SANDBOX_STORE_KEY);
        } catch {
          // refused: nothing more to do
        }
        return null;
      }
      for (const [key, answer] of restored.answered) answered.set(key, answer);
      for (const answer of restored.store.idempotent.values()) watched.add(answer);
      return restored.store;
    },
    save,
  };
}
