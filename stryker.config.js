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
// - gates/shape.ts (9): embeddedJson's `start < 0 || end <= start` guard (5 mutants: the whole guard false, `&&`, each
//   side false, `end < start`): without it the slice is '' or '}', which JSON.parse refuses just the same; its
//   `catch { return false }` emptied returns undefined, as falsy; the last `!Value.Check(AnswerSchema, parsed)` (3: the
//   condition false, its two texts) is never reached, since schemaProblem has already checked every field, the
//   missing and the extra ones.
// - gates/coverage.ts (1): `'unread'` emptied, the means of no decline, which is only read when there is a decline.
// - gates/figures.ts (20): describeFact's defaults `c1 = ''`, `c2 = ''` (2: every fact of a tool names the countries its
//   kind reads); `f.kind === 'difference' || ...` -> true (only a change spans two years); `fell = f.value < 0` -> `<=`
//   (a change of zero has returned before); `none: false` -> true for kind and direction, and their second code
//   emptied (4: kind and direction have one code either way); `f.years.length > 0` -> true and `>= 0` (2: every fact has
//   a year); the rules' language 'en' -> '' (their figures read alike); the sentence and clause of a number,
//   `n.start >= s.start` -> true and `n.start < s.end` -> `<=` (4, two each: they are found in order, and no number
//   starts where one ends, on a space or on `,` `;`); the fallbacks for a number in no sentence or clause
//   (`sentences.at(-1)` -> at(+1), `clause?.named` -> `clause.named`, NOTHING -> {}: 3, never taken, every number is in
//   one); `start >= q.start` -> `>` for a scale word (a quotation starts with its mark); QUOTED's `?? ''` (one of its
//   three groups always matched).
// - gates/answer-check.ts (3): `at >= q.start` -> `>` (a quotation starts with its quotation mark, where no claim
//   starts); evidenceFromTrace's `entry.type !== 'tool'` -> false (a model turn or a stop has no result, which
//   readResult reads as no outcome: no fact, no year) and `outcome.ok` -> true (factsOf gives no fact of a refusal).
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
