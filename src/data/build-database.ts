// Builds the SQLite database from the verified snapshot, in one transaction, and never over an existing file.
import { ActionableError } from '../errors.js'
import Database from 'better-sqlite3'
import { existsSync, mkdirSync, renameSync, rmSync } from 'node:fs'
import { dirname } from 'node:path'
import type { Snapshot } from './snapshot.js'

export class DatabaseExists extends ActionableError {
  override name = 'DatabaseExists'
  constructor(readonly path: string) {
    super(`${path} already exists; it is not overwritten. Delete it first, or build to another path with --out.`)
  }
}

const SCHEMA = `
CREATE TABLE meta (key TEXT PRIMARY KEY, value TEXT NOT NULL) STRICT;
CREATE TABLE countries (
  code TEXT PRIMARY KEY CHECK (length(code) = 3 AND code = upper(code)),
  name TEXT NOT NULL, name_fr TEXT NOT NULL
) STRICT;
CREATE TABLE indicators (
  code TEXT PRIMARY KEY, name TEXT NOT NULL, name_fr TEXT NOT NULL, unit TEXT NOT NULL, primary_source TEXT NOT NULL
) STRICT;
CREATE TABLE observations (
  country_code TEXT NOT NULL REFERENCES countries (code),
  indicator_code TEXT NOT NULL REFERENCES indicators (code),
  year INTEGER NOT NULL CHECK (year BETWEEN 2000 AND 2025),
  value_text TEXT,          -- the World Bank's text, exact; NULL = no value published
  value REAL,               -- the same number as a double, for ordering
  PRIMARY KEY (country_code, indicator_code, year),
  CHECK ((value IS NULL) = (value_text IS NULL))
) STRICT, WITHOUT ROWID;
CREATE INDEX observations_by_indicator_year ON observations (indicator_code, year);
`

export function buildDatabase(snapshot: Snapshot, path: string): { rows: number } {
  if (existsSync(path)) throw new DatabaseExists(path)
  mkdirSync(dirname(path), { recursive: true })
  const db = new Database(path, { fileMustExist: false })
  try {
    db.pragma('foreign_keys = ON')
    db.pragma('journal_mode = DELETE')
    db.transaction(() => {
      db.exec(SCHEMA)
      const meta = db.prepare('INSERT INTO meta (key, value) VALUES (?, ?)')
      meta.run('snapshot_hash', snapshot.hash)
      meta.run('snapshot_date', snapshot.info.snapshot_date)
      meta.run('source', snapshot.info.source)
      meta.run('licence', snapshot.info.licence)
      meta.run('years', snapshot.info.years.join('-'))
      const country = db.prepare('INSERT INTO countries (code, name, name_fr) VALUES (?, ?, ?)')
      for (const c of snapshot.countries) country.run(c.code, c.name, c.name_fr)
      const indicator = db.prepare(
        'INSERT INTO indicators (code, name, name_fr, unit, primary_source) VALUES (?, ?, ?, ?, ?)')
      for (const i of snapshot.indicators) indicator.run(i.code, i.name, i.name_fr, i.unit, i.primary_source)
      const observation = db.prepare(
        'INSERT INTO observations (country_code, indicator_code, year, value_text, value) VALUES (?, ?, ?, ?, ?)')
      for (const o of snapshot.observations) {
        observation.run(o.country_code, o.indicator_code, o.year, o.text, o.text === null ? null : Number(o.text))
      }
    })()
  } finally {
    db.close()
  }
  return { rows: snapshot.observations.length }
}

/** The hash of the snapshot a database was built from; undefined when the file cannot be read as one of ours. */
export function builtFromSnapshot(path: string): string | undefined {
  try {
    const db = new Database(path, { readonly: true, fileMustExist: true })
    try {
      const row = db.prepare("SELECT value FROM meta WHERE key = 'snapshot_hash'").get() as { value: string } | undefined
      return row?.value
    } finally {
      db.close()
    }
  } catch {
    return undefined
  }
}

/**
 * Builds the database again over an existing one (a stale one: another snapshot's): beside it first, then renamed over
 * it, so that the path always holds a whole database, old or new.
 */
export function rebuildDatabase(snapshot: Snapshot, path: string): { rows: number } {
  const next = `${path}.building`
  rmSync(next, { force: true })
  const built = buildDatabase(snapshot, next)
  renameSync(next, path)
  return built
}
