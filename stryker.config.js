// Mutation testing (npm run test:mutation): a measurement, not part of CI. scripts/mutation.js runs Stryker once per
// checker file, against that file's own test files; this is what every run shares.
//
// Equivalent mutants left, by file (no input can tell them from the code; none is disabled, they count as survivors):
// - tools/check.ts (3): `if (!check)` -> `if (true)` in compiled() compiles the schema again instead of reusing it;
//   `minimum !== undefined` and `maximum !== undefined` -> true: only a code has no bounds, and a string compared
//   with undefined is never < nor >.
// - text/numbers.ts (14): isDigit's `c !== undefined` (undefined >= '0' is false); readDigits' `sep === undefined`
//   (undefined is no separator either); `i < text.length` -> `<=` (text[length] is no digit); readNumbers'
//   `before !== undefined` (SIGNS has no key "undefined"); in ".5", integer '0' -> '' (Number and BigInt read both
//   alike), /^\d+/ -> /\d+/ (the text starts with a digit) and grouped -> true (a fraction is never a year nor an
//   ordinal anyway); the five `percent || points` guards before SCALE_WORD and TIMES (those patterns never match where
//   PERCENT or POINTS did, and `suffix` takes the first match in the same order); Math.max(end, i + 1) -> i - 1 (end is
//   always past i; the guard stays so that no future change can loop for ever on untrusted text).
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
