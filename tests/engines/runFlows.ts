// Runs every flow of tests/engines/flows/ in one engine: one browser for the file, a new profile
// (tab) per flow. A flow that fails saves a screenshot in .e2e-artifacts/. Each engine has its
// own test file (chromium, firefox, webkit .engines.test.ts), so the engines run side by side.
import { mkdir } from 'node:fs/promises';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, inject, test } from 'vitest';
import { isCI } from '../e2e/browser';
import { ENGINE_NEEDS, hasEngine, launchEngine, type Engine, type EngineName } from './engines';
import { FLOWS, type FlowContext } from './flows';

const ARTIFACTS = join(import.meta.dirname, '..', '..', '.e2e-artifacts');
/** A flow's limit: a long flow on a busy 2-core machine, with every step's wait inside it. */
const FLOW_TIMEOUT = 180_000;

export function runFlows(engine: EngineName): void {
  const { baseURL, merchantURL } = inject('e2e');
  const crossSite = inject('crossSite');
  const available = hasEngine(engine);
  const missing = `${engine} needs Debian's ${ENGINE_NEEDS[engine].packages} (${ENGINE_NEEDS[engine].paths.join(', ')})`;
  if (!available && isCI()) throw new Error(`${missing}; CI is set, so the suite fails.`);
  if (!available) console.warn(`\n[engines] ${engine} SKIPPED: ${missing}.\n`);

  describe.skipIf(!available || baseURL === null || merchantURL === null || crossSite === null)(
    engine,
    () => {
      let browser: Engine;
      beforeAll(async () => {
        browser = await launchEngine(engine);
      }, 60_000);
      afterAll(() => browser?.close());

      for (const flow of FLOWS) {
        test(
          flow.name,
          async ({ task }) => {
            const tab = await browser.newTab();
            const context: FlowContext = {
              tab,
              widgetURL: baseURL!,
              merchantURL: merchantURL!,
              crossSite: crossSite!,
            };
            try {
              await flow.run(context);
              expect(await tab.pageErrors(), 'uncaught errors in the page').toEqual([]);
            } catch (error) {
              await mkdir(ARTIFACTS, { recursive: true });
              const slug = `${engine}-${task.name}`.replace(/[^\w-]+/g, '-').slice(0, 120);
              await tab.screenshot(join(ARTIFACTS, `${slug}.png`)).catch(() => undefined);
              throw error;
            } finally {
              await tab.close().catch(() => undefined);
            }
          },
          FLOW_TIMEOUT,
        );
      }
    },
  );
}
