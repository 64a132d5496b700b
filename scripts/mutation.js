// npm run test:mutation [-- [FILE...] [--concurrency 2] [--incremental]]: mutation testing of the checker's files
// (Stryker with its vitest runner, stryker.config.js), one file at a time. A measurement, not part of CI.
//
// Each file is mutated alone and judged by its own test files (listed below; test/mutation/vitest.config.ts runs only
// those): would the tests written for it catch it broken? A mutant of a module's top level (a table, a regular
// expression) needs every one of those tests run again: seconds for a file's own tests, minutes for the whole suite.
// Other test files could only kill more, so the score is a floor for the whole suite. The score is the mutants detected
// (killed, or timed out) out of all valid ones (those, the survivors and the mutants no test reaches). Reports, each
// mutant with its status: reports/mutation/<name>.html and .json. With --incremental, a run reuses the last
// incremental run's results (reports/mutation/<name>.incremental.json): a killed mutant whose code and killing test did
// not change, a survivor that no new test covers; only the rest run again.
import { Stryker } from '@stryker-mutator/core'

/** The checker's files, one a line: [file, its test files]. */
const CHECKER_FILES = [
  ['src/tools/check.ts', ['test/check.test.ts', 'test/tools.test.ts']],
  ['src/text/numbers.ts', ['test/numbers.test.ts']],
  ['src/gates/figures.ts', ['test/figures.test.ts']],
  ['src/gates/coverage.ts', ['test/coverage.test.ts']],
  ['src/gates/shape.ts', ['test/shape.test.ts']],
  ['src/gates/answer-check.ts', ['test/answer-check.test.ts']],
  // Gate 2's claims, a folder since issue 38: each module judged by the claims' tests.
  ...['read', 'judge', 'judge-compare', 'verdict', 'since', 'check', 'words'].map((m) => [
    `src/gates/claims/${m}.ts`,
    ['test/claims.test.ts', 'test/claims-mutation.test.ts'],
  ]),
  ['src/shapes/kit/claim.ts', ['test/claims.test.ts', 'test/claims-mutation.test.ts']],
]

const args = process.argv.slice(2)
const at = args.indexOf('--concurrency')
const concurrency = at >= 0 ? Number(args.splice(at, 2)[1]) : 1
if (concurrency !== 1 && concurrency !== 2) throw new Error('--concurrency is 1 or 2: the machine has two cores')
const incremental = args.includes('--incremental')
if (incremental) args.splice(args.indexOf('--incremental'), 1)
const unknown = args.filter((file) => !CHECKER_FILES.some(([f]) => f === file))
if (unknown.length > 0) throw new Error(`not a checker file listed in scripts/mutation.js: ${unknown.join(', ')}`)
const files = args.length > 0 ? CHECKER_FILES.filter(([file]) => args.includes(file)) : CHECKER_FILES

const statuses = (results, ...wanted) => results.filter((r) => wanted.includes(r.status)).length
const rows = []
for (const [file, testFiles] of files) {
  // (A report per file, named by its path: gates/claims/check.ts and tools/check.ts are two.)
  const name = file
    .replace(/^src\//, '')
    .replace(/\.ts$/, '')
    .replaceAll('/', '-')
  process.env.MUTATION_TEST_FILES = testFiles.join(',')
  const results = await new Stryker({
    mutate: [file],
    concurrency,
    incremental,
    incrementalFile: `reports/mutation/${name}.incremental.json`,
    jsonReporter: { fileName: `reports/mutation/${name}.json` },
    htmlReporter: { fileName: `reports/mutation/${name}.html` },
  }).runMutationTest()
  const detected = statuses(results, 'Killed', 'Timeout')
  const undetected = statuses(results, 'Survived', 'NoCoverage')
  rows.push({
    file,
    score: `${((100 * detected) / (detected + undetected)).toFixed(1)} %`,
    detected,
    survived: statuses(results, 'Survived'),
    'no coverage': statuses(results, 'NoCoverage'),
    ignored: statuses(results, 'Ignored'),
  })
}
console.log('\nMutation score per file: mutants detected by its tests / valid mutants')
console.table(rows)
