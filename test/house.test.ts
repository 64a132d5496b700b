// Issue 38's rules of the house, read from the code: a shape is one module (no file outside its folder and the
// registry names a shape's id), no function over 120 lines, no file over 600 lines in src/. Each rule would fail on
// the house as it stood at b20e070 (312 shape-id sites in 12 files; compose.ts 1,768 lines; readClaims 296 lines).
import { execFileSync } from 'node:child_process'
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { SHAPE_IDS } from '../src/shapes/ids.js'
import { SHAPE_MODULES } from '../src/shapes/registry.js'
import { longFunctions, shapeIdSites } from './house.js'

const sources = execFileSync('git', ['ls-files', '--cached', '--others', '--exclude-standard', 'src'], {
  encoding: 'utf8',
})
  .split('\n')
  .filter((f) => f.endsWith('.ts'))

/** Where a shape's id may be written: its own folder, the list of ids and the registry. */
const mayName = (file: string) =>
  file === 'src/shapes/ids.ts' ||
  file === 'src/shapes/registry.ts' ||
  SHAPE_IDS.some((id) => file.startsWith(`src/shapes/${id}/`))

describe('the house of issue 38', () => {
  it('names a shape only in its module and the registry', () => {
    const sites = shapeIdSites(SHAPE_IDS)
    // The finder finds: the shapes' own folders name their ids (a row's parts, a module's id).
    expect(sites.filter((s) => mayName(s.file)).length).toBeGreaterThan(SHAPE_IDS.length)
    expect(sites.filter((s) => !mayName(s.file)).map((s) => `${s.file}:${s.line} ${s.what}`)).toEqual([])
  }, 120_000)

  it('has one module per shape, each under its own id, in the registry', () => {
    expect(Object.keys(SHAPE_MODULES).sort()).toEqual([...SHAPE_IDS].sort())
    for (const id of SHAPE_IDS) {
      expect(SHAPE_MODULES[id].id).toBe(id)
      expect(SHAPE_MODULES[id].rows.length).toBeGreaterThan(0)
    }
  })

  it('has no function over 120 lines in src/', () => {
    expect(longFunctions(sources, 120).map((s) => `${s.file}:${s.line} ${s.what}`)).toEqual([])
  })

  it('has no file over 600 lines in src/', () => {
    const long = sources.filter((f) => readFileSync(f, 'utf8').split('\n').length > 601)
    expect(long).toEqual([])
  })
})
