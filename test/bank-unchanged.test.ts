// Issue 38 moved the bank's questions into the shapes' corpora (src/shapes/<shape>/corpus.ts): a move, not a
// rewrite. The bank the corpora build must be the one that stood before, question for question (the fingerprint
// was written by scripts/bank-fingerprint.js from the bank's own code before the move). Its first `questions` questions
// must stay those; the questions after them are the corpora of shapes added since (src/shapes/closest/), whose blocks
// come after every block that stood before, so that nothing before them moves.
import { createHash } from 'node:crypto'
import { readFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildQuestionBank } from '../src/eval/bank.js'

it('the bank is unchanged by the move: every question, status, number and name', () => {
  const before = JSON.parse(readFileSync('test/fixtures/move/bank-before-move.json', 'utf8'))
  const bank = buildQuestionBank(loadSnapshot('data'))
  expect(bank.length).toBeGreaterThanOrEqual(before.questions)
  const kept = bank.slice(0, before.questions)
  expect(createHash('sha256').update(JSON.stringify(kept)).digest('hex')).toBe(before.sha256)
})
