import { getConfig, screen } from '@testing-library/react';
import { beforeEach, expect, vi } from 'vitest';
import { sandbox } from '../../../api/sandbox/control';
import { settle, until } from '../../harness/simulatedClockWaits';

/**
 * Time in the QA models of payments: the widget's clock follows the sandbox's, frozen at
 * FIXED_NOW (tests/setup.ts); the charts' delays (the MB WAY status polling and deadline, the
 * card's polling) and the countdown's redraw run on setTimeout, faked here. Time passes only
 * when a step says so (`pass`): the sandbox's clock and the fake timers move on together, a
 * second at a time, each second waiting until every call it caused is answered. Waiting for an
 * answer or for a screen's code is a real wait (`until`), the widget's time standing still.
 * Call `simulateTime()` once at the top of a test file (with `watchSandboxCalls()`).
 */
export function simulateTime(): void {
  beforeEach(() => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout', 'setInterval', 'clearInterval'] });
    // React Testing Library's async wrapper (user-event's clicks and typing run in it) ends on a
    // setTimeout(0), which it runs with `jest.advanceTimersByTime(0)` where it sees fake timers:
    // no time passes by it. Without this, a fake setTimeout(0) nobody runs: every click hangs.
    vi.stubGlobal('jest', { advanceTimersByTime: (ms: number) => vi.advanceTimersByTime(ms) });
  });
}

/** Time passes for the widget and the middleware alike, `step` by `step`. */
export async function pass(ms: number, step = 1_000): Promise<void> {
  for (let done = 0; done < ms; done += step) {
    const chunk = Math.min(step, ms - done);
    await getConfig().asyncWrapper(async () => {
      sandbox.clock.advance(chunk);
      await vi.advanceTimersByTimeAsync(chunk);
    });
    await settle();
  }
}

/**
 * Time passes, a second at a time, until `check` passes; after `limitMs` the widget's time
 * stands still and `check` must pass once the code and answers on their way have arrived (on a
 * busy machine a lazily loaded part can come after the last simulated second).
 */
export async function passUntil(check: () => unknown, limitMs: number): Promise<void> {
  for (let waited = 0; waited < limitMs; waited += 1_000) {
    try {
      check();
      return;
    } catch {
      await pass(1_000);
    }
  }
  await until(check);
}

/** A button, once the screen shows it (a real wait: the widget's time stands still). */
export const button = (name: string | RegExp) => until(() => screen.getByRole('button', { name }));

export async function showsHeading(name: string | RegExp, level?: number): Promise<HTMLElement> {
  const found = await until(() => screen.getByRole('heading', { name, level }));
  expect(found).toBeVisible();
  return found;
}
