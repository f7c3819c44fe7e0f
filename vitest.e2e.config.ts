import { defineConfig } from 'vitest/config';
import { EnginesFirst } from './tests/e2e/sequencer';

// Browser tests (`npm run test:e2e`) against the demo build (widget + sandbox service worker)
// served by `vite preview`, and the production builds against the sandbox over HTTP and https:
// tests/e2e/ drives Debian's Chromium with playwright-core; tests/engines/ runs every flow in
// Chromium, Firefox and WebKit. Node environment, no jsdom and no msw/node setup; the global
// setup builds and serves, the support modules launch the browsers.
export default defineConfig({
  test: {
    environment: 'node',
    include: ['tests/e2e/**/*.e2e.test.ts', 'tests/engines/**/*.engines.test.ts'],
    globalSetup: ['tests/e2e/globalSetup.ts'],
    testTimeout: 60_000,
    hookTimeout: 60_000,
    teardownTimeout: 20_000,
    // A screen settles later on a busy machine: `expect.poll` waits as long as `shows` does.
    expect: { poll: { timeout: 15_000 } },
    // Two files at a time, one per core: a browser test mostly waits for the page, and the
    // three engines' files (tests/engines/) run beside the Chromium files instead of after them.
    fileParallelism: true,
    maxWorkers: 2,
    sequence: { sequencer: EnginesFirst },
  },
});
