import { followClock } from '../clock';
import type { ErrorCode } from '../errors';
import type { operations } from '../schema';
import { applyShapeControl, resetAnswerShape } from './answerShape';
import type { CardOutcome } from './cardPage';
import { sandboxClock } from './clock';
import { createStore, type SandboxStore } from './store';

export type OperationId = keyof operations;

/**
 * How a successful answer is spoiled: `wrongTypes` is the real answer (the call did its work)
 * with every value of the wrong type; the others answer without doing anything: `null`, `{}`
 * (`emptyObject`), `[]` (`array`), a string (`text`) or a 200 with no body at all (`emptyBody`).
 */
export const MALFORMED_SHAPES = [
  'wrongTypes',
  'null',
  'emptyObject',
  'array',
  'text',
  'emptyBody',
] as const;
export type MalformedShape = (typeof MALFORMED_SHAPES)[number];

/**
 * How a successful answer is rewritten on its way (the call did its work; a proxy, a middleware
 * fault or an attacker changed what the widget reads): the MB WAY deadline dropped or a year
 * ahead, the amount a cent higher or below zero, the card page moved to another host or to plain http, the
 * payment status a value the contract does not know, an ATM reference of 5,000 digits; the user's
 * prizes as a middleware lagging behind lists them (`stalePrizes`: those used meanwhile, unused).
 */
export const ANSWER_REWRITES = [
  'noDeadline',
  'farDeadline',
  'overcharge',
  'negativeAmount',
  'foreignPage',
  'plainHttpPage',
  'unknownStatus',
  'longReference',
  'saysConfirmed',
  'noSmsEcho',
  'stalePrizes',
] as const;
export type AnswerRewrite = (typeof ANSWER_REWRITES)[number];

/** What a call answers instead of its normal result. */
export type SandboxFault =
  | { kind: 'status'; status: number; message?: string; code?: ErrorCode }
  | { kind: 'network' }
  | { kind: 'hang' }
  /** Status 200 with a body the contract does not allow. */
  | { kind: 'malformed'; shape: MalformedShape }
  /** The call does its work (a booking is made), then the answer never arrives (network error). */
  | { kind: 'lost' }
  /** The call does its work, and its answer is rewritten on the way. */
  | { kind: 'rewrite'; rewrite: AnswerRewrite };

export interface ArmedFault {
  operationId: string;
  fault: SandboxFault;
  /** Calls left to fail; null = every call until cleared. */
  remaining: number | null;
}

let store: SandboxStore = createStore(sandboxClock);
// Wherever the sandbox answers, the widget's "now" is the sandbox's: one clock for both sides.
followClock(() => sandboxClock.nowMs());
let latencyMs = 0;
/** Whether a repeated Idempotency-Key answers what the first request made (else: made again). */
let honoursIdempotency = true;
const faults = new Map<string, ArmedFault>();
const seen = new Map<string, number>();
const listeners = new Set<() => void>();

function changed(): void {
  for (const listener of listeners) listener();
}

/** The current in-memory middleware state (replaced by reset()). */
export function getStore(): SandboxStore {
  return store;
}

/** Every call waits this long before answering. */
export function setLatency(ms: number): void {
  latencyMs = Math.max(0, ms);
  changed();
}

export function getLatency(): number {
  return latencyMs;
}

/**
 * Whether the sandbox honours `Idempotency-Key` (SPEC.md never names it: a real middleware may
 * ignore it, and then a request sent again is made again).
 */
export function setIdempotency(honoured: boolean): void {
  honoursIdempotency = honoured;
  changed();
}

export function isIdempotencyHonoured(): boolean {
  return honoursIdempotency;
}

/** Makes an operation fail: a status with a message, a network error, or no answer at all. */
export function setFault(
  operationId: OperationId,
  fault: SandboxFault,
  options: { times?: number } = {},
): void {
  faults.set(operationId, { operationId, fault, remaining: options.times ?? null });
  changed();
}

export function clearFault(operationId: string): void {
  faults.delete(operationId);
  changed();
}

export function clearFaults(): void {
  faults.clear();
  changed();
}

export function listFaults(): ArmedFault[] {
  return [...faults.values()].map((armed) => ({ ...armed }));
}

/** The fault for this call, if any; a fault limited to some calls counts down. */
export function takeFault(operationId: string): SandboxFault | undefined {
  const armed = faults.get(operationId);
  if (!armed) return undefined;
  if (armed.remaining !== null) {
    armed.remaining -= 1;
    if (armed.remaining <= 0) faults.delete(operationId);
    changed();
  }
  return armed.fault;
}

const held = new Map<string, { answered: Promise<void>; release: () => void }>();

/**
 * Holds the answers of an operation until the function returned is called: a late answer, at
 * the moment a test chooses (what the visitor did meanwhile must survive it). Calls made while
 * it is held wait, then answer as usual; reset() releases them.
 */
export function holdAnswers(operationId: OperationId): () => void {
  const current = held.get(operationId);
  if (current) return current.release;
  let release = () => {};
  const answered = new Promise<void>((resolve) => {
    release = () => {
      if (held.get(operationId)?.answered === answered) held.delete(operationId);
      resolve();
    };
  });
  held.set(operationId, { answered, release });
  return release;
}

/** Waits while the operation's answers are held (holdAnswers). */
export function whileHeld(operationId: string): Promise<void> | undefined {
  return held.get(operationId)?.answered;
}

function releaseHeld(): void {
  for (const { release } of [...held.values()]) release();
}

/** Called by every handler, so tests can check that each operation was exercised. */
export function recordOperation(operationId: string): void {
  seen.set(operationId, (seen.get(operationId) ?? 0) + 1);
}

/** How many calls of each operation were answered (`.has(id)`, `.get(id)`), since the start or
 * the last `clearSeenOperations()`; reset() keeps them. */
export function seenOperations(): ReadonlyMap<string, number> {
  return seen;
}

export function clearSeenOperations(): void {
  seen.clear();
}

/**
 * Puts a store kept from before (the tab's, after a reload: persist.ts) in place of the fresh one.
 * Faults, latency, the clock and the record of seen operations are untouched.
 */
export function replaceStore(next: SandboxStore): void {
  store = next;
  changed();
}

/** A fresh store, no faults, no latency, the real clock. The record of seen operations stays. */
export function reset(): void {
  store = createStore(sandboxClock);
  latencyMs = 0;
  honoursIdempotency = true;
  faults.clear();
  releaseHeld();
  sandboxClock.reset();
  resetAnswerShape();
  changed();
}

export function onChange(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Applies controls written as text, the form of the `?sandbox=` query parameter:
 *   latency:800                      every call waits 800 ms
 *   fault:getCampaign:500            getCampaign answers 500 (a default message)
 *   fault:getCampaign:503:Em manutenção   ... with this message
 *   fault:createBooking:network      a network error
 *   fault:getCampaignSlots:hang      never answers
 *   fault:getCampaign:malformed      200 with every value of the real answer of the wrong type;
 *   fault:getCampaign:malformed-null (-emptyObject, -array, -text, -emptyBody) that answer instead
 *   fault:createBooking:lost         the booking is made, then the answer is lost
 *   fault:createVoucherPaymentLink:noDeadline   the call is made, its answer rewritten: also
 *                                    farDeadline, overcharge, foreignPage, plainHttpPage,
 *                                    unknownStatus, longReference, saysConfirmed, noSmsEcho,
 *                                    stalePrizes
 *                                    (ANSWER_REWRITES)
 *   fault:createOrder:500*1          only the next call fails (then normal again)
 *   idempotency:off                  a repeated Idempotency-Key is made again (`on` to restore)
 *   now:2026-12-01T10:00             the sandbox clock (Lisbon time), running from there
 *   freeze                           stops the sandbox clock
 *   errorCodes                       refusals carry a catalogue `code` besides SPEC 8's
 *                                    message and status (answerShape.ts)
 *   renamedFields                    answers as a middleware drifted from the contract would
 * joined by ";". Answers the parts it could not read.
 */
export function applyControls(spec: string): string[] {
  const problems: string[] = [];
  for (const part of spec.split(';').map((text) => text.trim())) {
    if (part === '') continue;
    const [name = '', ...args] = part.split(':');
    try {
      if (!applyControl(name, args)) problems.push(part);
    } catch {
      problems.push(part);
    }
  }
  changed();
  return problems;
}

function applyControl(name: string, args: string[]): boolean {
  const value = args.join(':');
  switch (name) {
    case 'latency':
      if (!/^\d+$/.test(value)) return false;
      setLatency(Number(value));
      return true;
    case 'now':
      if (value === '') return false;
      sandboxClock.setNow(value);
      return true;
    case 'freeze':
      if (value !== '') return false;
      sandboxClock.freeze();
      return true;
    case 'fault':
      return applyFault(args);
    case 'idempotency':
      if (value !== 'on' && value !== 'off') return false;
      setIdempotency(value === 'on');
      return true;
    default:
      return applyShapeControl(name, value);
  }
}

function faultOf(kind: string, message: string[]): SandboxFault | null {
  if (kind === 'network' || kind === 'hang' || kind === 'lost') return { kind };
  if ((ANSWER_REWRITES as readonly string[]).includes(kind)) {
    return { kind: 'rewrite', rewrite: kind as AnswerRewrite };
  }
  if (kind === 'malformed') return { kind, shape: 'wrongTypes' };
  const shape = /^malformed-(\w+)$/.exec(kind)?.[1];
  if (shape !== undefined) {
    return (MALFORMED_SHAPES as readonly string[]).includes(shape)
      ? { kind: 'malformed', shape: shape as MalformedShape }
      : null;
  }
  return {
    kind: 'status',
    status: Number(kind),
    ...(message.length > 0 ? { message: message.join(':') } : {}),
  };
}

function applyFault([operationId, kindText = '', ...message]: string[]): boolean {
  const match = /^(\d{3}|network|hang|lost|malformed(?:-\w+)?|[a-zA-Z]+)(?:\*(\d+))?$/.exec(
    kindText,
  );
  if (!operationId || !match) return false;
  const [, kind = '', times] = match;
  const fault = faultOf(kind, message);
  if (!fault || (fault.kind === 'status' && !Number.isInteger(fault.status))) return false;
  faults.set(operationId, {
    operationId,
    fault,
    remaining: times === undefined ? null : Number(times),
  });
  return true;
}

/**
 * The card page's choice for a card payment (cardPage.ts): paid, or refused (`cancelled`). The
 * first choice stands; answers the payment's status after it.
 */
export function chooseCardOutcome(
  paymentId: string,
  outcome: CardOutcome,
): ReturnType<SandboxStore['chooseCardOutcome']> {
  const status = store.chooseCardOutcome(paymentId, outcome);
  changed();
  return status;
}

/** Everything a tester or a test can drive; `window.__sandbox` in dev. */
export const sandbox = {
  get store(): SandboxStore {
    return store;
  },
  clock: sandboxClock,
  setLatency,
  getLatency,
  setIdempotency,
  isIdempotencyHonoured,
  setFault,
  clearFault,
  clearFaults,
  listFaults,
  holdAnswers,
  applyControls,
  seenOperations,
  clearSeenOperations,
  onChange,
  reset,
  chooseCardOutcome,
};

export type SandboxControls = typeof sandbox;
