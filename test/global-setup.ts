// Builds the test database once from the checked snapshot in data/, and checks after the whole run that no test
// changed a byte of it: the service's connection is read-only.
import { execFileSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import type { TestProject } from 'vitest/node'
import { buildDatabase } from '../src/data/build-database.js'
import { loadSnapshot, sha256 } from '../src/data/snapshot.js'

declare module 'vitest' {
  export interface ProvidedContext {
    databasePath: string
  }
}

export default function setup(project: TestProject) {
  const dir = mkdtempSync(join(tmpdir(), 'stats-assistant-test-'))
  const databasePath = join(dir, 'wdi.sqlite')
  buildDatabase(loadSnapshot('data'), databasePath)
  const before = sha256(readFileSync(databasePath))
  project.provide('databasePath', databasePath)
  // The CLI and server tests run the compiled program, as a user would.
  execFileSync('npx', ['tsc', '-b', 'tsconfig.json'], { stdio: 'inherit' })
  return () => {
    const after = sha256(readFileSync(databasePath))
    rmSync(dir, { recursive: true, force: true })
    if (after !== before) throw new Error(`the test database changed during the run (${before} -> ${after})`)
  }
}
