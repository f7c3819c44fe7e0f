import type { FlowState } from '../domain/flowState';

/** The reservation widget's storage key and the version of what is stored under it (SPEC 4). */
export const FLOW_STORAGE_KEY = 'persist:reservationWidget';
export const FLOW_STORAGE_VERSION = 1;

interface StoredFlow {
  version: number;
  state: unknown;
}

export interface FlowStorage {
  /**
   * The stored flow state, checked; null when nothing fits. Its checks (domain/flowState.ts)
   * load only when something is stored: a first visit stores nothing and never needs them.
   */
  load(): Promise<FlowState | null>;
  /** Whether something is stored at all (unchecked): what reads it back may start loading. */
  hasStored(): boolean;
  save(state: FlowState): void;
  clear(): void;
}

/**
 * Keeps the flow state in localStorage. Inside a third-party frame the browser may block storage
 * (reading `localStorage` itself throws); then the state lives in memory for the page's life.
 * Anything stored that is corrupt, of another version or of the wrong shape is dropped.
 */
export function createFlowStorage(
  getStorage: () => Storage = () => window.localStorage,
): FlowStorage {
  let memory: string | null = null;
  let storage: Storage | null = null;
  try {
    storage = getStorage();
    // Safari's private mode and some blocked frames expose a storage that throws on write.
    const probe = `${FLOW_STORAGE_KEY}:probe`;
    storage.setItem(probe, '1');
    storage.removeItem(probe);
  } catch {
    storage = null;
  }

  const read = (): string | null => {
    if (!storage) return memory;
    try {
      return storage.getItem(FLOW_STORAGE_KEY);
    } catch {
      return memory;
    }
  };
  const write = (value: string | null) => {
    memory = value;
    if (!storage) return;
    try {
      if (value === null) storage.removeItem(FLOW_STORAGE_KEY);
      else storage.setItem(FLOW_STORAGE_KEY, value);
    } catch {
      storage = null; // quota or a policy change: carry on in memory
    }
  };

  return {
    async load() {
      const raw = read();
      if (raw === null) return null;
      let stored: Partial<StoredFlow>;
      try {
        stored = JSON.parse(raw) as Partial<StoredFlow>;
      } catch {
        write(null);
        return null;
      }
      if (!stored || stored.version !== FLOW_STORAGE_VERSION) {
        write(null);
        return null;
      }
      // Nothing stored is used before its check: the raw value goes nowhere but into it.
      const { parseFlowState } = await import('../domain/flowState');
      const state = parseFlowState(stored.state);
      if (!state) write(null);
      return state;
    },
    hasStored() {
      return read() !== null;
    },
    save(state) {
      write(JSON.stringify({ version: FLOW_STORAGE_VERSION, state } satisfies StoredFlow));
    },
    clear() {
      write(null);
    },
  };
}
