// The checksummed World Bank snapshot: verified before anything is parsed, so a changed file never becomes an answer.
import { ActionableError } from '../errors.js'
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { join } from 'node:path'

export const SNAPSHOT_FILES = ['countries.json', 'indicators.json', 'snapshot.json', 'wdi_snapshot.csv'] as const

export class SnapshotChanged extends ActionableError {
  override name = 'SnapshotChanged'
  constructor(readonly file: string, detail: string) {
    super(`SnapshotChanged: ${file} ${detail}. Restore the file from the release, or regenerate data/SHA256SUMS only after reviewing the change.`)
  }
}

export interface Country { code: string; name: string; name_fr: string }
export interface Indicator { code: string; name: string; name_fr: string; unit: string; primary_source: string }
/** The snapshot's names of its countries and indicators (undefined for a code it does not hold). */
export interface Names {
  country(code: string): string | undefined
  indicator(code: string): string | undefined
}
export interface SnapshotInfo { source: string; licence: string; snapshot_date: string; years: [number, number] }
/** One CSV row. `text` is the World Bank's own text (never re-rounded); null when no value is published. */
export interface Observation { country_code: string; indicator_code: string; year: number; text: string | null }

export interface Snapshot {
  info: SnapshotInfo
  /** SHA-256 of SHA256SUMS: one hash that covers every file of the snapshot. */
  hash: string
  countries: Country[]
  indicators: Indicator[]
  observations: Observation[]
}

export const sha256 = (data: string | Buffer): string => createHash('sha256').update(data).digest('hex')

/** Checks every file named in SHA256SUMS (and that every snapshot file is named). Returns the snapshot hash. */
export function verifySnapshot(dir: string): string {
  const sumsText = readFileSync(join(dir, 'SHA256SUMS'), 'utf8')
  const expected = new Map<string, string>()
  for (const line of sumsText.split('\n')) {
    if (line.trim() === '') continue
    const match = /^([0-9a-f]{64}) [ *]?(\S+)$/.exec(line.trim())
    if (!match) throw new SnapshotChanged('SHA256SUMS', `has a malformed line: ${JSON.stringify(line.slice(0, 80))}`)
    expected.set(match[2]!, match[1]!)
  }
  for (const file of SNAPSHOT_FILES) {
    const hash = expected.get(file)
    if (!hash) throw new SnapshotChanged(file, 'is not listed in SHA256SUMS')
    let actual: string
    try {
      actual = sha256(readFileSync(join(dir, file)))
    } catch {
      throw new SnapshotChanged(file, 'cannot be read')
    }
    if (actual !== hash) throw new SnapshotChanged(file, `does not match its checksum (expected ${hash.slice(0, 12)}..., found ${actual.slice(0, 12)}...)`)
  }
  return sha256(sumsText)
}

const NUMBER_TEXT = /^-?\d+(\.\d+)?$/

function parseCsv(text: string, countries: Set<string>, indicators: Set<string>, years: [number, number]): Observation[] {
  const lines = text.split(/\r?\n/).filter((l) => l !== '')
  if (lines[0] !== 'country_code,indicator_code,year,value') {
    throw new SnapshotChanged('wdi_snapshot.csv', 'has an unexpected header')
  }
  const seen = new Set<string>()
  return lines.slice(1).map((line, i) => {
    const [country_code = '', indicator_code = '', yearText = '', value = '', ...rest] = line.split(',')
    const where = `line ${i + 2}`
    const year = Number(yearText)
    if (rest.length > 0 || !countries.has(country_code) || !indicators.has(indicator_code) ||
        !Number.isInteger(year) || year < years[0] || year > years[1] || (value !== '' && !NUMBER_TEXT.test(value))) {
      throw new SnapshotChanged('wdi_snapshot.csv', `has an invalid row at ${where}`)
    }
    const key = `${country_code}|${indicator_code}|${year}`
    if (seen.has(key)) throw new SnapshotChanged('wdi_snapshot.csv', `repeats ${key} at ${where}`)
    seen.add(key)
    return { country_code, indicator_code, year, text: value === '' ? null : value }
  })
}

export function loadSnapshot(dir: string): Snapshot {
  const hash = verifySnapshot(dir)
  const read = (f: string) => readFileSync(join(dir, f), 'utf8')
  const info = JSON.parse(read('snapshot.json')) as SnapshotInfo
  const countries = JSON.parse(read('countries.json')) as Country[]
  const indicators = JSON.parse(read('indicators.json')) as Indicator[]
  const observations = parseCsv(
    read('wdi_snapshot.csv'),
    new Set(countries.map((c) => c.code)),
    new Set(indicators.map((i) => i.code)),
    info.years,
  )
  return { info, hash, countries, indicators, observations }
}
