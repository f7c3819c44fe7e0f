/**
 * The widget's "now": the real time in production. Where the sandbox middleware runs (dev,
 * Storybook, tests, the demo build) it follows the sandbox's clock instead, so that moving the
 * sandbox's time (`?sandbox=now:...`, a test's frozen clock) moves the widget's lead times,
 * calendars and countdowns with it: the two never disagree about what "now" is.
 */
let source: () => number = () => Date.now();

export function nowMs(): number {
  return source();
}

export function nowIso(): string {
  return new Date(nowMs()).toISOString();
}

/** Called by the sandbox when it starts (never in a production build). */
export function followClock(next: () => number): void {
  source = next;
}
