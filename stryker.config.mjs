// @ts-check
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';

/**
 * Mutation testing (`npm run test:mutation`): StrykerJS changes the rules of SPEC 4, 5 and 9 one
 * small edit at a time (a `>=` made `>`, a condition made `true`, a number changed...) and runs
 * the tests that reach the edited code; a mutant no test notices "survives". What it mutates:
 * every file of machines/rules, and the guards of every chart (the `guards: { ... }` block of
 * each `setup(...)` under machines/, found below so that a guard added later is included, and
 * the guards a chart keeps in a file of their own, `machines/**\/*.guards.ts`).
 */

/** The line range of each `guards: { ... }` block of a chart file, as Stryker's `file:from-to`. */
function guardRanges(file) {
  const lines = readFileSync(file, 'utf8').split('\n');
  const ranges = [];
  lines.forEach((line, index) => {
    if (!/^\s*guards: \{\s*$/.test(line)) return;
    let depth = 0;
    for (let end = index; end < lines.length; end += 1) {
      for (const char of lines[end] ?? '') {
        if (char === '{') depth += 1;
        else if (char === '}') depth -= 1;
      }
      if (depth === 0) {
        ranges.push(`${file}:${index + 1}-${end + 1}`);
        return;
      }
    }
    throw new Error(`${file}:${index + 1}: a guards block that never closes`);
  });
  return ranges;
}

const chartFiles = readdirSync('machines', { recursive: true, encoding: 'utf8' })
  .map((name) => join('machines', name).replaceAll('\\', '/'))
  .filter((file) => file.endsWith('.ts') && !file.startsWith('machines/rules/'))
  .sort();

/** MUTATION_STATIC=1: run the static mutants too, each against every test that may reach it. */
const runStatic = process.env.MUTATION_STATIC === '1';

/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  vitest: { configFile: 'vitest.mutation.config.ts', related: true },
  plugins: ['@stryker-mutator/vitest-runner'],
  // The Vitest runner records which tests reach each mutant and runs only those on it.
  coverageAnalysis: 'perTest',
  // Static mutants (module-level values, evaluated once on import) would each rerun every test:
  // ~20 % of the mutants and ~75 % of the time. The SPEC 9 constants among them are asserted by
  // their numbers in tests/rules/spec9.test.ts. MUTATION_STATIC=1 runs them too (over 2 hours).
  // One kind of static mutant is still run, and cannot be killed that way: a chart's whole
  // `guards: {}` object or a guard made `() => undefined` (built once, when the chart's module
  // loads) in a chart that some test also loads lazily inside the test (the widget chart imports
  // schedule, premium, editBooking, addressBook on demand). Stryker counts it as reached by that
  // one test, runs that test only and switches the mutant on after the module has loaded: it is
  // reported "Survived" whatever the chart's own tests do. Those are not missing tests; run them
  // as static mutants to judge them: `MUTATION_STATIC=1 npm run test:mutation -- --mutate
  // machines/schedule/schedule.machine.ts:FROM-TO` (the README's Mutation testing has the figures).
  ignoreStatic: !runStatic,
  mutate: ['machines/rules/**/*.ts', 'machines/**/*.guards.ts', ...chartFiles.flatMap(guardRanges)],
  // Two workers: the machine it runs on has two cores.
  concurrency: 2,
  // A loaded machine may run a test several times slower than the first (unmutated) run.
  timeoutFactor: 3,
  timeoutMS: 10_000,
  // Results of an earlier run are reused for mutants whose code and tests did not change
  // (reports/stryker-incremental.json); `npm run test:mutation -- --force` runs every mutant.
  // A run of the static mutants (MUTATION_STATIC=1) neither reads nor writes those results.
  incremental: !runStatic,
  incrementalFile: 'reports/mutation/stryker-incremental.json',
  reporters: ['clear-text', 'progress', 'html', 'json'],
  htmlReporter: { fileName: 'reports/mutation/index.html' },
  jsonReporter: { fileName: 'reports/mutation/mutation.json' },
  clearTextReporter: { allowColor: false, logTests: false, reportScoreTable: true },
  thresholds: { high: 90, low: 85, break: null },
  ignorePatterns: ['dist', 'dist-*', 'storybook-static', 'coverage', 'reports', '.e2e-artifacts'],
  tempDirName: '.stryker-tmp',
  cleanTempDir: 'always',
};
