// Issue 38 moved the bank's questions into the shapes' corpora (src/shapes/<shape>/corpus.ts): a move, not a
// rewrite. The bank the corpora build must be the one that stood before, question for question (the fingerprint
// was written from the bank's own code before the move, by scripts/bank-fingerprint.js, retired since: see 7a94d12).
// Its first `questions` questions must stay those; the questions after them are the corpora of shapes added since
// (src/shapes/closest/), whose blocks come after every block that stood before, so that nothing before them moves.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { readQuestion } from '../src/reading/rules.js'
import { testStore } from './helpers.js'

it('the bank is unchanged by the move: every question, status, number and name', () => {
  const before = JSON.parse(readFileSync('test/fixtures/move/bank-before-move.json', 'utf8'))
  const bank = buildQuestionBank(loadSnapshot('data'))
  expect(bank.length).toBeGreaterThanOrEqual(before.questions)
  const kept = bank.slice(0, before.questions)
  expect(createHash('sha256').update(JSON.stringify(kept)).digest('hex')).toBe(before.sha256)
  // (Every question after them is the new shape's: answered ones the rules read as that shape, the others (a country
  // outside the data, one country) declined; nothing else was added.)
  const added = bank.slice(before.questions)
  expect(added.length).toBeGreaterThan(0)
  for (const q of added) {
    const reading = readQuestion(q.question, testStore().years)
    if (q.expected_status === 'answered')
      expect(
        reading.parts.map((p) => p.shape),
        q.question,
      ).toContain('closest')
    else expect(reading.decline, q.question).not.toBeNull()
  }
})
