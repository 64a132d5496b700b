// Reference values read straight from the verified snapshot, for the question sets' expected numbers: computed here,
// independently of the tools, never typed by hand.
import type { Snapshot } from '../data/snapshot.js'
import { heldSince } from '../reading/verdicts.js'

export interface ReferenceRow {
  country_code: string
  indicator_code: string
  year: number
  value: number
}

export function snapshotReference(snapshot: Snapshot) {
  const find = (country_code: string, indicator_code: string, year: number) =>
    snapshot.observations.find(
      (x) => x.country_code === country_code && x.indicator_code === indicator_code && x.year === year,
    )
  /** The row, which must have a value. */
  const row = (country_code: string, indicator_code: string, year: number): ReferenceRow => {
    const o = find(country_code, indicator_code, year)
    if (!o || o.text === null) throw new Error(`a question needs a value for ${country_code} ${indicator_code} ${year}`)
    return { country_code, indicator_code, year, value: Number(o.text) }
  }
  const has = (country_code: string, indicator_code: string, year: number) =>
    (find(country_code, indicator_code, year)?.text ?? null) !== null
  /** The countries with a value, highest first. */
  const ranking = (indicator: string, year: number) =>
    snapshot.countries
      .filter((c) => has(c.code, indicator, year))
      .map((c) => row(c.code, indicator, year))
      .sort((a, b) => b.value - a.value)
  /** The latest row with a value at or before `year`. */
  const latest = (country_code: string, indicator_code: string, year: number): ReferenceRow => {
    for (let y = year; y >= snapshot.info.years[0]; y -= 1)
      if (has(country_code, indicator_code, y)) return row(country_code, indicator_code, y)
    throw new Error(`no value for ${country_code} ${indicator_code} up to ${year}`)
  }
  const name = (code: string, language: 'en' | 'fr' = 'en') => {
    const c = snapshot.countries.find((x) => x.code === code)!
    return language === 'fr' ? c.name_fr : c.name
  }
  /** Percent change rounded half away from zero to 2 decimals. */
  const percent = (a: ReferenceRow, b: ReferenceRow) =>
    (Math.sign(b.value - a.value) * Math.round(Math.abs((b.value - a.value) / a.value) * 10000)) / 100
  /** Every year's row from `from` to `to` that has a value. */
  const series = (c: string, i: string, from: number, to: number) =>
    Array.from({ length: to - from + 1 }, (_, k) => from + k)
      .filter((y) => has(c, i, y))
      .map((y) => row(c, i, y))
  /**
   * Did x overtake z over every year from `from` to `to`: the years both have a value, the first year x was ahead
   * after being behind, and the rows an answer shows (that year's and the last year's, or the first and the last).
   */
  const overtaking = (x: string, z: string, i: string, from: number, to: number) => {
    const years = series(x, i, from, to)
      .filter((r) => has(z, i, r.year))
      .map((r) => ({ year: r.year, x: r, z: row(z, i, r.year) }))
    const ahead = (p: (typeof years)[number]) => p.x.value > p.z.value
    const crossing = years.find((p, k) => k > 0 && ahead(p) && !ahead(years[k - 1]!))
    const [start, end] = [years[0]!, years.at(-1)!]
    const shown = crossing
      ? ahead(start)
        ? [start, crossing, end]
        : [crossing, end]
      : years.some(ahead)
        ? [start, end]
        : [end]
    const rows = shown.flatMap((p) => [p.x, p.z])
    return { overtook: crossing !== undefined, crossing, start, end, rows, numbers: rows.map((r) => r.value) }
  }
  /**
   * "Since when has x been ahead of z" (z null: above `figure`): the run of years it held that lasts to the latest
   * year with values, and the rows an answer shows: the run's first year, the latest and the year before the run; not
   * held in the latest year, the latest and the last year it held.
   */
  const since = (x: string, z: string | null, i: string, from: number, to: number, figure = 0) => {
    const years = series(x, i, from, to)
      .filter((r) => z === null || has(z, i, r.year))
      .map((r) => ({ year: r.year, rows: z === null ? [r] : [r, row(z, i, r.year)] }))
    const run = heldSince(years, (p) => (z === null ? p.rows[0]!.value > figure : p.rows[0]!.value > p.rows[1]!.value))!
    const shown = run.held ? [run.since, run.latest, run.before] : [run.latest, run.lastHeld]
    const rows = [...new Set(shown.flatMap((p) => p?.rows ?? []))]
    return { run, rows, numbers: rows.map((r) => r.value) }
  }
  return { row, has, ranking, latest, name, percent, series, overtaking, since }
}
