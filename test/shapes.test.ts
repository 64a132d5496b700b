// The table of question shapes: every row's examples, in both languages, are read as that row (its parts' shape, or
// the reason its questions are declined); no example stands for a neighbour.
import { describe, expect, it } from 'vitest'
import { readQuestion } from '../src/reading/rules.js'
import { SHAPE_IDS } from '../src/reading/schema.js'
import { SHAPES } from '../src/reading/shapes.js'
import { detectLanguage } from '../src/text/language.js'
import { testStore } from './helpers.js'
import { expectDocTable } from './doc-tables.js'
import { shapesMarkdown } from './doc-shapes.js'

const read = (q: string) => readQuestion(q, testStore().years)
const examples = SHAPES.flatMap((row) =>
  (['en', 'fr'] as const).flatMap((language) => row.examples[language].map((q) => [row.id, language, q] as const)),
)

describe('the shapes table', () => {
  it('has examples in both languages for every row, each written in its language', () => {
    for (const row of SHAPES) {
      expect(row.examples.en.length, row.id).toBeGreaterThan(0)
      expect(row.examples.fr.length, row.id).toBeGreaterThan(0)
    }
    for (const [, language, q] of examples) expect(detectLanguage(q), q).toBe(language)
  })

  it.each(examples)('%s (%s): %s', (id, _language, q) => {
    const reading = read(q)
    const shapes = new Set(reading.parts.filter((p) => !p.premise).map((p) => p.shape))
    // A row gives parts of a shape, or is the reason its questions are declined (what no tool gives).
    const gives = SHAPES.find((row) => row.id === id)!.gives ?? id
    if ((SHAPE_IDS as readonly string[]).includes(gives)) {
      expect(reading.decline).toBeNull()
      expect([...shapes]).toEqual([gives])
    } else {
      expect(reading.decline?.reason).toBe(id)
    }
  })
})

describe("docs/shapes.md's table of shapes", () => {
  it('is the table itself, row for row', () => {
    expectDocTable('docs/shapes.md', 'shapes', shapesMarkdown())
  })
})
