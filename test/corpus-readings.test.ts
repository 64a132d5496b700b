// Each shape's corpus (src/shapes/<id>/corpus.ts) lists bank questions with their expected facts, not the reading
// they expect: this says that every question a corpus expects `answered` is read by the rules (readQuestion) with a
// part of that corpus's own shape, and not declined, but for the few listed below, each with why. A question is
// traced to its corpus by running the bank's blocks in the bank's own order (bankBlocks: the pickers draw as they do
// for the bank) and noting which corpus each block belongs to; the questions so traced must be the bank's, question
// for question, so that this checks the bank as built, not a copy of it.
import { describe, expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
import { bankBlocks, buildQuestionBank } from '../src/eval/bank.js'
import type { GoldenQuestion } from '../src/eval/golden.js'
import { readQuestion } from '../src/reading/rules.js'
import type { ShapeId } from '../src/shapes/ids.js'
import { corpusContext, type CorpusBlock } from '../src/shapes/kit/corpus.js'
import { CORPORA } from '../src/shapes/layers/corpus.js'
import { testStore } from './helpers.js'

/**
 * The answered questions of a corpus that the rules read otherwise, by corpus, each with a one-line why (a corpus
 * that holds a neighbour's questions, say). None today: every corpus's answered questions read as its own shape.
 */
const EXCEPTIONS: Partial<Record<ShapeId, Record<string, string>>> = {}

type Traced = Omit<GoldenQuestion, 'id'> & { corpus: ShapeId | null }

/** The bank's questions, each with the corpus it came from (null: src/eval/bank/, no shape's), as the bank keeps them. */
function tracedBank(): Traced[] {
  const owner = new Map<CorpusBlock, ShapeId>()
  for (const [id, corpus] of Object.entries(CORPORA) as [ShapeId, CorpusBlock[]][])
    for (const block of corpus) owner.set(block, id)
  const ctx = corpusContext(loadSnapshot('data'))
  const traced: Traced[] = []
  for (const block of bankBlocks()) {
    const before = ctx.questions.length
    block.build(ctx)
    for (const q of ctx.questions.slice(before)) traced.push({ ...q, corpus: owner.get(block) ?? null })
  }
  // (The bank keeps a question's first occurrence only, as buildQuestionBank does.)
  return traced.filter((q, i) => traced.findIndex((x) => x.question === q.question) === i)
}

describe("each corpus's answered questions read as its own shape", () => {
  const traced = tracedBank()
  const years = testStore().years

  it('traces the bank as built, question for question', () => {
    expect(traced.map((q) => q.question)).toEqual(buildQuestionBank(loadSnapshot('data')).map((q) => q.question))
    expect(traced.filter((q) => q.corpus !== null && q.expected_status === 'answered').length).toBeGreaterThan(100)
  })

  const corpora = [...new Set(traced.flatMap((q) => (q.corpus && q.expected_status === 'answered' ? [q.corpus] : [])))]
  it.each(corpora)('%s', (id) => {
    const excepted = EXCEPTIONS[id] ?? {}
    const misread = traced
      .filter((q) => q.corpus === id && q.expected_status === 'answered')
      .flatMap((q) => {
        const reading = readQuestion(q.question, years)
        const shapes = reading.parts.map((p) => p.shape)
        return shapes.includes(id) && reading.decline === null
          ? []
          : [`${q.question} -> ${shapes.join(', ') || 'no part'}${reading.decline ? ' (declined)' : ''}`]
      })
    expect(misread.filter((m) => !Object.keys(excepted).some((q) => m.startsWith(`${q} -> `)))).toEqual([])
    // An exception the rules now read as the corpus's shape is one no longer needed: taken off the list.
    for (const q of Object.keys(excepted))
      expect(
        misread.some((m) => m.startsWith(`${q} -> `)),
        q,
      ).toBe(true)
  })
})
