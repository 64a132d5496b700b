// The question bank: more than two hundred questions in English and French, built by code from templates and
// paraphrases, with the expected outcome of each computed from the verified snapshot. More than a third are questions
// the data cannot answer, each with the words its reason must name (a qualifier, a place, a unit, a time, a count...).
// The golden set stays the small fixed benchmark; the bank is for breadth: `stats-assistant eval --bank` runs it.
//
// Since issue 38 the bank is every shape's corpus (src/shapes/<shape>/corpus.ts, through the corpus registry) and the
// questions that are no shape's (src/eval/bank/: around the question, framing, declines, and the few blocks whose
// draws mix shapes), run block by block in the order of their `at` (src/shapes/kit/corpus.ts), so that the seeded
// pickers draw as they always did and the bank stays the same.
import type { Snapshot } from '../data/snapshot.js'
import type { GoldenQuestion } from './golden.js'
import { CORPORA } from '../shapes/layers/corpus.js'
import { corpusContext, type CorpusBlock } from '../shapes/kit/corpus.js'
import { aroundTheQuestion } from './bank/around.js'
import { chat } from './bank/chat.js'
import { declines } from './bank/declines.js'
import { framing } from './bank/framing.js'
import { growthAndSpan } from './bank/growth.js'
import { probe } from './bank/probe.js'

/** The questions that are no single shape's. */
const OTHERS: CorpusBlock[] = [...aroundTheQuestion, ...framing, ...declines, ...growthAndSpan, ...probe, ...chat]

/** Every block of the bank, in its order; two blocks at one place would leave their order to chance. */
export function bankBlocks(): CorpusBlock[] {
  const blocks = [...Object.values(CORPORA).flat(), ...OTHERS].sort((a, b) => a.at - b.at)
  const twice = blocks.find((b, i) => i > 0 && blocks[i - 1]!.at === b.at)
  if (twice) throw new Error(`two blocks of the question bank at ${twice.at}`)
  return blocks
}

export function buildQuestionBank(snapshot: Snapshot): GoldenQuestion[] {
  const ctx = corpusContext(snapshot)
  for (const block of bankBlocks()) block.build(ctx)
  const out = ctx.questions
  const unique = out.filter((q, i) => out.findIndex((x) => x.question === q.question) === i)
  return unique.map((q, i) => ({ id: `B${String(i + 1).padStart(3, '0')}`, ...q }))
}
