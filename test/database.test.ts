import { existsSync, mkdtempSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { buildDatabase, DatabaseExists } from '../src/data/build-database.js'
import { loadSnapshot } from '../src/data/snapshot.js'
import { DatabaseMissing, openStore } from '../src/data/store.js'
import { refRows, testStore } from './helpers.js'

describe('building the database', () => {
  it('holds every observation, with null for a missing value, and the snapshot hash and date', () => {
    const store = testStore()
    const snapshot = loadSnapshot('data')
    expect(store.snapshotHash).toBe(snapshot.hash)
    expect(store.snapshotDate).toBe(snapshot.info.snapshot_date)
    const count = store.connection.prepare('SELECT count(*) AS n, count(value) AS present FROM observations').get() as {
      n: number
      present: number
    }
    expect(count.n).toBe(refRows().length)
    expect(count.present).toBe(refRows().filter((r) => r.value !== null).length)
  })

  it('refuses to overwrite an existing file', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'db-')), 'wdi.sqlite')
    writeFileSync(path, 'keep me')
    expect(() => buildDatabase(loadSnapshot('data'), path)).toThrow(DatabaseExists)
  })

  it('names the build command when the database is missing', () => {
    expect(() => openStore('/nonexistent/wdi.sqlite')).toThrow(DatabaseMissing)
    expect(() => openStore('/nonexistent/wdi.sqlite')).toThrow(/stats-assistant db build/)
  })
})

describe("the service's connection is read-only", () => {
  const db = () => testStore().connection

  it('refuses a write', () => {
    expect(() => db().prepare("UPDATE observations SET value = 0 WHERE country_code = 'CAN'").run()).toThrow(
      /readonly|read-only/i,
    )
    expect(() => db().prepare("INSERT INTO meta (key, value) VALUES ('x', 'y')").run()).toThrow(/readonly|read-only/i)
  })

  it('refuses CREATE', () => {
    expect(() => db().exec('CREATE TABLE x (a INTEGER)')).toThrow(/readonly|read-only/i)
  })

  it('refuses to ATTACH a new file, and creates none', () => {
    const path = join(mkdtempSync(join(tmpdir(), 'attach-')), 'new.sqlite')
    expect(() => db().exec(`ATTACH DATABASE '${path}' AS other`)).toThrow()
    expect(existsSync(path)).toBe(false)
  })

  it('still refuses a write after PRAGMA query_only = 0', () => {
    db().pragma('query_only = 0')
    try {
      expect(() => db().prepare('DELETE FROM observations').run()).toThrow(/readonly|read-only/i)
    } finally {
      db().pragma('query_only = 1')
    }
  })
})
