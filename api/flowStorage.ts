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

/** How long the flow state waits for a pause in the changes (typing) before it is written. */
export const FLOW_WRITE_PAUSE_MS = 300;
/** The longest a change waits to be written, however long the typing goes on. */
export const FLOW_WRITE_MAX_WAIT_MS = 2_000;

/** Writes the flow state: at once, or coalesced until the page is idle. */
export interface FlowWriter {
  /** Writes this state now (and drops the one waiting, which it replaces). */
  now(state: FlowState): void;
  /**
   * Writes this state once the changes pause (FLOW_WRITE_PAUSE_MS), at the latest
   * FLOW_WRITE_MAX_WAIT_MS after the first change still waiting; a later state replaces it.
   */
  soon(state: FlowState): void;
  /** Writes the state waiting, if one is, now. */
  flush(): void;
}

/**
 * Coalesces the writes of the flow state: serializing it and writing localStorage is synchronous
 * work on the main thread, too much for every key typed in a note, a NIF or an address.
 */
export function createFlowWriter(storage: Pick<FlowStorage, 'save'>): FlowWriter {
  let waiting: FlowState | null = null;
  let pause: ReturnType<typeof setTimeout> | undefined;
  let deadline: ReturnType<typeof setTimeout> | undefined;
  const flush = () => {
    clearTimeout(pause);
    clearTimeout(deadline);
    deadline = undefined;
    if (waiting === null) return;
    const state = waiting;
    waiting = null;
    storage.save(state);
  };
  return {
    now(state) {
      waiting = state;
      flush();
    },
    soon(state) {
      waiting = state;
      clearTimeout(pause);
      pause = setTimeout(flush, FLOW_WRITE_PAUSE_MS);
      deadline ??= setTimeout(flush, FLOW_WRITE_MAX_WAIT_MS);
    },
    flush,
  };
}

const isKept = (value: unknown) => value != null;

/**
 * Whether a change of the flow state is written at once rather than when the page is idle: the
 * first state of the page; a request on its way or a payment under way, set, changed or let go
 * (money and bookings: kept before the call goes out, so a reload looks it up and never sends it
 * again); a booking, an order or a voucher purchase started or left; who the visitor is (the
 * contact's name, phone and email, set by a sign-in, a guest's details confirmed or a booking's contact,
 * and cleared by a sign-out, which must not linger in storage; never changed key by key). What
 * changes inside a flow (typing, choices) waits: `pagehide` and `visibilitychange` write it at the
 * latest.
 */
export function writesAtOnce(before: FlowState | undefined, after: FlowState): boolean {
  if (!before) return true;
  return (
    before.pendingRequest !== after.pendingRequest ||
    before.paymentInProgress !== after.paymentInProgress ||
    isKept(before.orderInProgress) !== isKept(after.orderInProgress) ||
    isKept(before.bookingInProgress) !== isKept(after.bookingInProgress) ||
    isKept(before.voucherInProgress) !== isKept(after.voucherInProgress) ||
    before.contact.name !== after.contact.name ||
    before.contact.prefix !== after.contact.prefix ||
    before.contact.phone !== after.contact.phone ||
    before.contact.email !== after.contact.email
  );
}
