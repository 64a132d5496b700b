// npm run test:mutation (scripts/mutation.js): the suite's own config, with only the test files of the file being
// mutated (MUTATION_TEST_FILES, comma-separated). Not Stryker's testFiles option: with it, Stryker 9.6 switches a
// mutant on only after the modules have loaded, so a mutant of a module's top level (a table, a regular expression)
// is never active and always "survives".
import { defineConfig } from 'vitest/config'
import base from '../../vitest.config.js'

const files = process.env.MUTATION_TEST_FILES
if (!files) throw new Error('MUTATION_TEST_FILES is not set: this config is for npm run test:mutation')

export default defineConfig({
  ...base,
  root: new URL('../..', import.meta.url).pathname,
  test: { ...base.test, include: files.split(',') },
})
