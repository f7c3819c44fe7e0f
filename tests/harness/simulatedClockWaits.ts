import { getConfig } from '@testing-library/react';
import { afterAll, beforeAll, beforeEach, expect } from 'vitest';
import { server } from '../../api/sandbox/node';

/**
 * Waiting in real time while the widget's clock is simulated (`vi.useFakeTimers`): the sandbox
 * answers on the real event loop, so a test moves the widget's time itself and waits here for
 * the middleware's answers and the screens' lazily loaded code. Call `watchSandboxCalls()` once
 * at the top of a test file (it follows the calls the in-process sandbox has not answered yet).
 */

// Taken before any test fakes them: the real event loop.
const realSetTimeout = globalThis.setTimeout;
export const nextTurn = () => new Promise<void>((resolve) => realSetTimeout(resolve, 0));

/** The calls the sandbox has not answered yet (msw's request ids). */
const unanswered = new Set<string>();
const started = ({ requestId }: { requestId: string }) => void unanswered.add(requestId);
const ended = ({ requestId }: { requestId: string }) => void unanswered.delete(requestId);

export function watchSandboxCalls(): void {
  beforeEach(() => unanswered.clear());
  beforeAll(() => {
    server.events.on('request:start', started);
    server.events.on('request:end', ended);
  });
  afterAll(() => {
    server.events.removeListener('request:start', started);
    server.events.removeListener('request:end', ended);
  });
}

/**
 * Waits in real time, the widget's time standing still, until `check` passes: for the
 * middleware's answers and the screens' code; fails with the check's error after 20 s (on a busy
 * machine, the first import of a screen's code takes seconds).
 */
export async function until<T>(check: () => T, timeoutMs = 20_000): Promise<T> {
  const since = performance.now();
  let result: T | undefined;
  // Testing Library's wrapper: React renders as it would in the page, outside act().
  await getConfig().asyncWrapper(async () => {
    for (;;) {
      try {
        result = check();
        return;
      } catch (error) {
        if (performance.now() - since > timeoutMs) throw error;
      }
      await nextTurn();
    }
  });
  return result as T;
}

/** Until every call made is answered, and the answers are taken in. */
export async function settle(): Promise<void> {
  await until(() => expect(unanswered.size, 'calls unanswered').toBe(0));
  for (let turn = 0; turn < 3; turn++) await nextTurn();
}
