// The service's only view of the database: opened read-only, every statement fixed, and the snapshot read once.
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
  // The snapshot is immutable and small (8 x 6 x 26 rows): read once here, with fixed statements, and answered from
  // memory, so that a tool call costs no query. The connection stays open, read-only, for /readyz.
  const observations = db
    .prepare(
      `SELECT country_code, indicator_code, year, value_text AS text, value FROM observations
       ORDER BY country_code, indicator_code, year`,
    )
    .all() as (Row & { country_code: string; indicator_code: string })[]
  const series = new Map<string, Row[]>()
  const byYear = new Map<string, RankRow[]>()
  for (const o of observations) {
    const row: Row = { year: o.year, text: o.text, value: o.value }
    const key = `${o.country_code}|${o.indicator_code}`
    series.set(key, [...(series.get(key) ?? []), row])
    const yearKey = `${o.indicator_code}|${o.year}`
    byYear.set(yearKey, [...(byYear.get(yearKey) ?? []), { country_code: o.country_code, text: o.text, value: o.value }])
  }
  // Highest first, no value last, then by code: as ORDER BY value DESC, country_code would give them.
  for (const list of byYear.values()) {
    list.sort((a, b) => (b.value ?? -Infinity) - (a.value ?? -Infinity) || a.country_code.localeCompare(b.country_code))
  }
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
    values: (c, i, start, end) => (series.get(`${c}|${i}`) ?? []).filter((r) => r.year >= start && r.year <= end),
    yearValues: (i, year) => [...(byYear.get(`${i}|${year}`) ?? [])],
    connection: db,
    close: () => db.close(),
  }
}
