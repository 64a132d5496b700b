import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { loadSnapshot, SnapshotChanged } from '../src/data/snapshot.js'
import { refRows } from './helpers.js'

const copyOfData = () => {
  const dir = mkdtempSync(join(tmpdir(), 'snapshot-'))
  cpSync('data', dir, { recursive: true, filter: (src) => !src.endsWith('.sqlite') })
  return dir
}

describe('the snapshot', () => {
  it('verifies and loads every row, with missing values as null', () => {
    const snapshot = loadSnapshot('data')
    expect(snapshot.observations).toHaveLength(refRows().length)
    expect(snapshot.observations.filter((o) => o.text === null)).toHaveLength(
      refRows().filter((r) => r.value === null).length,
    )
    expect(snapshot.countries.map((c) => c.code)).toEqual(['BRA', 'CAN', 'GBR', 'IND', 'JPN', 'MEX', 'NGA', 'USA'])
    expect(snapshot.hash).toMatch(/^[0-9a-f]{64}$/)
  })

  it('refuses to load when one digit of the CSV changed, naming the file', () => {
    const dir = copyOfData()
    const file = join(dir, 'wdi_snapshot.csv')
    const text = readFileSync(file, 'utf8')
    const at = text.indexOf('41262329')
    expect(at).toBeGreaterThan(0)
    writeFileSync(file, `${text.slice(0, at)}5${text.slice(at + 1)}`)
    expect(() => loadSnapshot(dir)).toThrow(SnapshotChanged)
    expect(() => loadSnapshot(dir)).toThrow(/wdi_snapshot\.csv/)
  })

  it('refuses a metadata file that changed or a file missing from SHA256SUMS', () => {
    const dir = copyOfData()
    writeFileSync(
      join(dir, 'countries.json'),
      readFileSync(join(dir, 'countries.json'), 'utf8').replace('Canada', 'Kanada'),
    )
    expect(() => loadSnapshot(dir)).toThrow(/SnapshotChanged: countries\.json/)
    const other = copyOfData()
    const sums = readFileSync(join(other, 'SHA256SUMS'), 'utf8')
      .split('\n')
      .filter((l) => !l.includes('indicators.json'))
      .join('\n')
    writeFileSync(join(other, 'SHA256SUMS'), sums)
    expect(() => loadSnapshot(other)).toThrow(/indicators\.json is not listed/)
  })
})
