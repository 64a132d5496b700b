// Reference values read straight from the verified snapshot, for the question sets' expected numbers: computed here,
// independently of the tools, never typed by hand.
import type { Snapshot } from '../data/snapshot.js'

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
  return { row, has, ranking, latest, name, percent }
}
