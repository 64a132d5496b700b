// Issue 38 moved the bank's questions into the shapes' corpora (src/shapes/<shape>/corpus.ts): a move, not a
// rewrite. The bank the corpora build must be the one that stood before, question for question (the fingerprint
// was written from the bank's own code before the move, by scripts/bank-fingerprint.js, retired since: see 7a94d12).
// Its first `questions` questions must stay those; the questions after them are the corpora of shapes added since
// (src/shapes/closest/, src/shapes/count_years/), whose blocks come after every block that stood before, so that
// nothing before them moves. (Six questions that stood declined as counts of years are answered in their places.)
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { readQuestion } from '../src/reading/rules.js'
import { testStore } from './helpers.js'

/**
 * Questions of the bank that stood before, declined then as counts of years (no shape counted them), now answered in
 * their places by the shape that counts years (src/shapes/count_years/), with the words their decline named: their
 * record as it stood is put back before the fingerprint is taken, so that every other question is held to it byte
 * for byte, and these only to their move from declined to answered.
 */
const NOW_COUNTED: Record<string, string[]> = {
  "Combien d'années l'accès à l'électricité au Nigeria a dépassé 55 % ?": ["Combien d'années"],
  "How many years was India's access to electricity above 90%?": ['How many years'],
  "How many times did Japan's GDP fall year on year since 2000?": ['How many times'],
  'Combien de fois le PIB du Japon a-t-il baissé depuis 2000 ?': ['Combien de fois'],
  "How many times has Brazil's GDP risen since 2010?": ['How many times'],
  'Combien de fois la population du Japon a-t-elle reculé depuis 2010 ?': ['Combien de fois'],
}

it('the bank is unchanged by the move: every question, status, number and name', () => {
  const before = JSON.parse(readFileSync('test/fixtures/move/bank-before-move.json', 'utf8'))
  const bank = buildQuestionBank(loadSnapshot('data'))
  expect(bank.length).toBeGreaterThanOrEqual(before.questions)
  const years = testStore().years
  const counted = bank.filter((q) => q.question in NOW_COUNTED)
  expect(counted.map((q) => q.question).sort()).toEqual(Object.keys(NOW_COUNTED).sort())
  for (const q of counted) {
    expect(q.expected_status, q.question).toBe('answered')
    expect(
      readQuestion(q.question, years).parts.map((p) => p.shape),
      q.question,
    ).toEqual(['count_years'])
  }
  const kept = bank.slice(0, before.questions).map((q) =>
    q.question in NOW_COUNTED
      ? {
          id: q.id,
          kind: 'no_data',
          question: q.question,
          expected_status: 'cannot_answer',
          expected_numbers: [],
          expected_names: [],
          reference_rows: [],
          must_name: NOW_COUNTED[q.question],
        }
      : q,
  )
  expect(createHash('sha256').update(JSON.stringify(kept)).digest('hex')).toBe(before.sha256)
  // (Every question after them is a new shape's: answered ones the rules read as that shape (closest, then
  // count_years), the others (a country outside the data, one country, two countries, a rank) declined; nothing else
  // was added.)
  const added = bank.slice(before.questions)
  expect(added.length).toBeGreaterThan(0)
  for (const q of added) {
    const reading = readQuestion(q.question, years)
    if (q.expected_status === 'answered')
      expect(
        reading.parts.map((p) => p.shape).filter((s) => s === 'closest' || s === 'count_years'),
        q.question,
      ).not.toEqual([])
    else expect(reading.decline, q.question).not.toBeNull()
  }
  // (The new shapes' blocks stand in the order they were added: closest's questions, then count_years'.)
  const shapes = added.flatMap((q) => readQuestion(q.question, years).parts.map((p) => p.shape))
  expect(shapes.lastIndexOf('closest')).toBeLessThan(shapes.indexOf('count_years'))
})
