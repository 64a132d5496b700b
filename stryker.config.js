// Mutation testing (npm run test:mutation): a measurement, not part of CI. scripts/mutation.js runs Stryker once per
// checker file, against that file's own test files; this is what every run shares.
/** @type {import('@stryker-mutator/api/core').PartialStrykerOptions} */
export default {
  testRunner: 'vitest',
  // The suite's config with only the mutated file's own test files (scripts/mutation.js sets them).
  vitest: { configFile: 'test/mutation/vitest.config.ts' },
  coverageAnalysis: 'perTest',
  // The machine's two cores are shared: one test runner (the script's --concurrency can raise it to 2).
  concurrency: 1,
  // Mutated files carry // @ts-nocheck, so that the suite's global setup (tsc) still compiles the sandbox.
  disableTypeChecks: true,
  reporters: ['clear-text', 'progress', 'json', 'html'],
  // A busy shared machine: a mutant times out 20 s beyond its tests' usual time, not 5 s.
  timeoutMS: 20_000,
  dryRunTimeoutMinutes: 15,
  // Not copied into the sandbox: build and evaluation output, and these reports.
  ignorePatterns: ['dist', 'eval-out', 'test-output', 'reports'],
}
