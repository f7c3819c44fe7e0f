import { DateTime } from 'luxon';

/** The merchants' zone: every sandbox date and time is read in it. */
export const SANDBOX_ZONE = 'Europe/Lisbon';

/**
 * The instant unit tests and stories start from, frozen: Tuesday 3 March 2026, 09:00 in Lisbon.
 * Nothing they show or check then depends on the day or the hour they happen to run.
 */
export const FIXED_NOW = '2026-03-03T09:00';

export interface SetNowOptions {
  /** Stop time at this instant (tests); otherwise it keeps running from there (manual testing). */
  frozen?: boolean;
}

/**
 * The sandbox's idea of "now": slot windows, schedules and MB WAY deadlines follow it, so a test
 * or a tester can jump to any date or past a deadline without waiting. By default it is the real
 * time; `setNow` moves it, `advance` moves it forward, `freeze` stops it.
 */
export class SandboxClock {
  private offsetMs = 0;
  private frozenAtMs: number | null = null;

  nowMs(): number {
    return this.frozenAtMs ?? Date.now() + this.offsetMs;
  }

  now(): DateTime {
    return DateTime.fromMillis(this.nowMs(), { zone: SANDBOX_ZONE });
  }

  /** An ISO date-time; without an offset it is read as Lisbon time. */
  setNow(iso: string, options: SetNowOptions = {}): void {
    const target = DateTime.fromISO(iso, { zone: SANDBOX_ZONE });
    if (!target.isValid) throw new Error(`Not an ISO date-time: ${iso}`);
    const frozen = options.frozen ?? this.isFrozen();
    this.offsetMs = target.toMillis() - Date.now();
    this.frozenAtMs = frozen ? target.toMillis() : null;
  }

  advance(ms: number): void {
    if (this.frozenAtMs !== null) this.frozenAtMs += ms;
    else this.offsetMs += ms;
  }

  freeze(): void {
    this.frozenAtMs = this.nowMs();
  }

  resume(): void {
    if (this.frozenAtMs === null) return;
    this.offsetMs = this.frozenAtMs - Date.now();
    this.frozenAtMs = null;
  }

  isFrozen(): boolean {
    return this.frozenAtMs !== null;
  }

  /** Back to the real, running time. */
  reset(): void {
    this.offsetMs = 0;
    this.frozenAtMs = null;
  }
}

export const sandboxClock = new SandboxClock();
