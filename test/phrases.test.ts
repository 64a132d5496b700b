// The phrase index finds what the alternation it replaced found: the same matches, at the same places, over the claim
// words of the lexicon and texts made of them, their prefixes, other words and runs of spaces.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import { AGAIN, CLAIM_WORDS, NEGATIONS } from '../src/lexicon/claims.js'
import { PhraseIndex } from '../src/text/phrases.js'

/** The regular expression the index replaced: ` (?:p1|p2|…)(?= )`, longest phrase first, spaces as runs. */
function alternation(phrases: readonly string[]) {
  const space = (p: string) => p.replace(/[.*+?^${}()|[\]\\]/g, '\\$&').replace(/ /g, ' +')
  const sorted = [...new Set(phrases)].sort((a, b) => b.length - a.length)
  return new RegExp(` (?:${sorted.map(space).join('|')})(?= )`, 'g')
}

const lists: [string, string[]][] = [
  ['claim words', CLAIM_WORDS.map(([phrase]) => phrase)],
  ['again', [...AGAIN]],
  ['negations', [...NEGATIONS]],
]

describe('PhraseIndex', () => {
  for (const [name, phrases] of lists) {
    it(`matches as the alternation did: ${name}`, () => {
      const index = new PhraseIndex(phrases)
      const regex = alternation(phrases)
      const words = [...new Set(phrases.flatMap((p) => p.split(' ')))]
      const piece = fc.oneof(
        fc.constantFrom(...phrases),
        fc.constantFrom(...phrases).map((p) => p.split(' ').slice(0, -1).join(' ')),
        fc.constantFrom(...words, 'canada', '2024', 'of', 'x', '%'),
      )
      fc.assert(
        fc.property(
          fc.array(fc.tuple(piece, fc.constantFrom(' ', '  ', ' ')), { maxLength: 12 }),
          fc.boolean(),
          (parts, pad) => {
            const text = `${pad ? ' ' : ''}${parts.map(([p, s]) => p + s).join('')}${pad ? ' ' : ''}`
            const expected = [...text.matchAll(regex)].map((m) => [m.index, m[0]])
            expect(index.matchAll(text).map((m) => [m.index, m[0]])).toEqual(expected)
            expect(index.test(text)).toBe(expected.length > 0)
          },
        ),
        { seed: 34, numRuns: 2000 },
      )
    })
  }

  it('names the phrase matched, its words one space apart', () => {
    const index = new PhraseIndex(['more than', 'more than double', 'than'])
    expect(index.matchAll(' it was more  than double that ').map((m) => m.phrase)).toEqual(['more than double'])
    expect(index.matchAll(' more than ').map((m) => m.phrase)).toEqual(['more than'])
    expect(index.matchAll(' morethan ')).toEqual([])
  })
})
