// The sentence layer's registry against the shapes table: a shape's sentence declares that it compares two countries
// exactly when its row needs two, as the composer once read it off the table (issue 38 moved it into each shape).
import { describe, expect, it } from 'vitest'
import { SHAPES } from '../src/reading/shapes.js'
import { SHAPE_IDS, type ShapeId } from '../src/shapes/ids.js'
import { SENTENCES } from '../src/shapes/layers/sentences.js'

describe('the sentence registry', () => {
  it('has a sentence for every shape', () => {
    expect(Object.keys(SENTENCES).sort()).toEqual([...SHAPE_IDS].sort())
  })
  it('declares two countries where the shapes table needs two', () => {
    const table = SHAPES.filter((s) => s.needs.countries[0] === 2 && (SHAPE_IDS as readonly string[]).includes(s.id))
      .map((s) => s.id)
      .sort()
    const declared = (Object.keys(SENTENCES) as ShapeId[]).filter((id) => SENTENCES[id].twoCountries).sort()
    expect(declared).toEqual(table)
  })
})
