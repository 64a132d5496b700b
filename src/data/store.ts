// The service's only view of the database: opened read-only, every statement fixed, parameterised and prepared once.
import { ActionableError } from '../errors.js'
import Database from 'better-sqlite3'
import { existsSync } from 'node:fs'
import type { Country, Indicator } from './snapshot.js'

export class DatabaseMissing extends ActionableError {
  override name = 'DatabaseMissing'
  constructor(readonly path: string) {
    super(`Database ${path} does not exist. Build it with: stats-assistant db build --out ${path} (or npm run db:build)`)
  }
}

export interface Row { year: number; text: string | null; value: number | null }
export interface RankRow { country_code: string; text: string | null; value: number | null }

export interface Store {
  readonly snapshotHash: string
  readonly snapshotDate: string
  /** First and last year of the snapshot. */
  readonly years: readonly [number, number]
  readonly countries: readonly Country[]
  readonly indicators: readonly Indicator[]
  country(code: string): Country | undefined
  indicator(code: string): Indicator | undefined
  values(countryCode: string, indicatorCode: string, startYear: number, endYear: number): Row[]
  yearValues(indicatorCode: string, year: number): RankRow[]
  /** The connection itself, for the read-only tests and /readyz; the tools never touch it. */
  readonly connection: Database.Database
  close(): void
}

export function openStore(path: string): Store {
  if (!existsSync(path)) throw new DatabaseMissing(path)
  // SQLite's read-only open flag (the same as mode=ro); query_only is only a second guard since SQL can lift it.
  const db = new Database(path, { readonly: true, fileMustExist: true })
  db.pragma('query_only = ON')

  const meta = new Map(
    (db.prepare('SELECT key, value FROM meta').all() as { key: string; value: string }[]).map((r) => [r.key, r.value]))
  const countries = db.prepare('SELECT code, name, name_fr FROM countries ORDER BY code').all() as Country[]
  const indicators = db.prepare(
    'SELECT code, name, name_fr, unit, primary_source FROM indicators ORDER BY rowid').all() as Indicator[]
  const valuesStatement = db.prepare(
    `SELECT year, value_text AS text, value FROM observations
     WHERE country_code = ? AND indicator_code = ? AND year BETWEEN ? AND ? ORDER BY year`)
  const yearStatement = db.prepare(
    `SELECT country_code, value_text AS text, value FROM observations
     WHERE indicator_code = ? AND year = ? ORDER BY value DESC, country_code`)
  const countryByCode = new Map(countries.map((c) => [c.code, c]))
  const indicatorByCode = new Map(indicators.map((i) => [i.code, i]))

  return {
    snapshotHash: meta.get('snapshot_hash') ?? '',
    snapshotDate: meta.get('snapshot_date') ?? '',
    years: (meta.get('years') ?? '2000-2025').split('-').map(Number) as [number, number],
    countries,
    indicators,
    country: (code) => countryByCode.get(code),
    indicator: (code) => indicatorByCode.get(code),
    values: (c, i, start, end) => valuesStatement.all(c, i, start, end) as Row[],
    yearValues: (i, year) => yearStatement.all(i, year) as RankRow[],
    connection: db,
    close: () => db.close(),
  }
}
