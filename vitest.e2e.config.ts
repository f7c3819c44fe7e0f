import { defineConfig } from 'vitest/config';

// Browser e2e tests (`npm run test:e2e`): playwright-core driving Debian's Chromium against the
// demo build (widget + sandbox service worker) served by `vite preview`. Node environment, no
// jsdom and no msw/node setup; the global setup builds and serves, the support module launches.
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
    // One file at a time: each launches its own Chromium, and the machine has two cores.
    fileParallelism: false,
    maxWorkers: 1,
  },
});
