import react from '@vitejs/plugin-react';
import { lingui } from '@lingui/vite-plugin';
import { defineConfig } from 'vitest/config';

// The tests StrykerJS runs against each mutant of `npm run test:mutation` (stryker.config.mjs):
// the rule tests, the guard tests and the chart tests, whose verdicts come from the spec's numbers
// and from what the charts do with the sandbox, not from the charts themselves. The rules call
// nothing, so theirs run in Node and only set the clock and the store, which makes each of the
// thousands of runs a mutation test makes much shorter; the guard and chart tests use the setup
// of every unit test (the sandbox answering over msw/node, the clock frozen at FIXED_NOW), the
// chart tests with a DOM for the screens some of them render.
export default defineConfig({
  // The chart tests reach screens, whose messages are Lingui macros and catalogs.
  plugins: [react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }), lingui()],
  test: {
    restoreMocks: true,
    projects: [
      {
        test: {
          name: 'rules',
          environment: 'node',
          include: ['tests/rules/**/*.test.ts'],
          // The SPEC 9 test also asks the sandbox (the 30-day slot window), so it runs with the guards.
          exclude: ['tests/rules/spec9.test.ts'],
          setupFiles: ['tests/harness/frozenClock.setup.ts'],
          restoreMocks: true,
        },
      },
      {
        // Inline projects inherit the root's plugins only when asked.
        extends: true,
        test: {
          name: 'charts',
          environment: 'jsdom',
          include: ['tests/machines/**/*.test.{ts,tsx}'],
          setupFiles: ['tests/setup.ts'],
          restoreMocks: true,
        },
      },
      {
        // The guards' charts reach messages (Lingui macros) too: the root's plugins compile them.
        // Without them every guard test fails to load, and Stryker, finding no test that reaches
        // a guard, would count the guards' mutants as survived.
        extends: true,
        test: {
          name: 'guards',
          environment: 'node',
          include: ['tests/guards/**/*.test.ts', 'tests/rules/spec9.test.ts'],
          setupFiles: ['tests/setup.ts'],
          restoreMocks: true,
        },
      },
    ],
  },
});
