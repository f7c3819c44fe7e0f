// What the e2e global setup and the test support share, without importing vitest: where the
// browser is, how it is launched, and whether this run is CI (where a missing browser fails).
import { accessSync, constants } from 'node:fs';
import { DateTime } from 'luxon';
import type { LaunchOptions } from 'playwright-core';

/** Debian's Chromium (`apt-get install -y chromium`); `npx playwright install` is never used. */
export const CHROMIUM_PATH = '/usr/bin/chromium';

export const CHROMIUM_ARGS = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

export const launchOptions: LaunchOptions = {
  executablePath: CHROMIUM_PATH,
  headless: true,
  args: CHROMIUM_ARGS,
};

/** `CI=true` (or any value but empty, `0` and `false`): a missing browser must fail the run. */
export function isCI(): boolean {
  const value = (process.env.CI ?? '').trim().toLowerCase();
  return value !== '' && value !== '0' && value !== 'false';
}

export function hasChromium(): boolean {
  try {
    accessSync(CHROMIUM_PATH, constants.X_OK);
    return true;
  } catch {
    return false;
  }
}

export const MISSING_BROWSER_MESSAGE =
  `The browser e2e tests need Debian's Chromium at ${CHROMIUM_PATH} ` +
  '(apt-get install -y chromium).';

/**
 * The instant every e2e test starts at, in Lisbon time: E2E_NOW (e.g. `E2E_NOW=2026-11-23T16:30`,
 * a Monday afternoon) or, by default, Tuesday 1 December 2026 at 10:00. The suite passes at any
 * instant: the tests choose what the calendars offer then, never a day or an hour of their own.
 */
export const DEFAULT_E2E_NOW = '2026-12-01T10:00';

export function e2eNowMs(): number {
  const text = process.env.E2E_NOW?.trim() || DEFAULT_E2E_NOW;
  const instant = DateTime.fromISO(text, { zone: 'Europe/Lisbon' });
  if (!instant.isValid) throw new Error(`E2E_NOW is not an ISO date-time: ${text}`);
  return instant.toMillis();
}
