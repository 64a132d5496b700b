// Issue 38 is a move, not a rewrite: every question of the bank and the golden set must come out of the planner as
// it did before the shapes moved into src/shapes/: the same status, answer, draft, problems, citations, read_as and
// reading. The fixture holds one digest per question, written by this test's own code (WRITE_FIXTURES=1) before
// the move; a difference names the question. Since the move, a deliberate change of answers re-writes the fixture
// (WRITE_FIXTURES=1) and its commit says which answers changed and why. Every question it holds must still be asked
// and answered the same; questions added since (a new shape's corpus) are allowed.
import { createHash } from 'node:crypto'
import { readFileSync, writeFileSync } from 'node:fs'
import { expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { buildGoldenSet } from '../src/eval/golden.js'
import { plannerService } from './helpers.js'

const FIXTURE = 'test/fixtures/move/answers-before-move.json'

it('every bank and golden question is answered as before the move', async () => {
  const snapshot = loadSnapshot('data')
  const questions = [...new Set([...buildGoldenSet(snapshot), ...buildQuestionBank(snapshot)].map((q) => q.question))]
  const service = plannerService()
  const digests: Record<string, string> = {}
  for (const question of questions) {
    const o = await service.ask({ question, design: 'tools' })
    const kept = [o.status, o.answer, o.draft, o.answer_status, o.problems, o.citations, o.read_as, o.trace[0]]
    digests[question] = createHash('sha256').update(JSON.stringify(kept)).digest('hex').slice(0, 16)
  }
  if (process.env.WRITE_FIXTURES === '1') writeFileSync(FIXTURE, JSON.stringify(digests, null, 2) + '\n')
  const before = JSON.parse(readFileSync(FIXTURE, 'utf8')) as Record<string, string>
  const changed = Object.keys(before).filter((q) => digests[q] !== before[q])
  expect(changed).toEqual([])
}, 300_000)

// (Re-recorded by this test's own code when a shape was added: the prompt gains the new shape's line and example.)
it('the reading prompt is as before the move (its worked examples now come from the corpora)', async () => {
  const { readingRequest } = await import('../src/reading/model-reader.js')
  const request = readingRequest('How many people lived in Canada in 2024?', 'm', [2000, 2025])
  const digest = createHash('sha256').update(JSON.stringify(request)).digest('hex').slice(0, 16)
  const file = 'test/fixtures/move/prompt-before-move.txt'
  if (process.env.WRITE_FIXTURES === '1') writeFileSync(file, `${digest}\n`)
  expect(digest).toBe(readFileSync(file, 'utf8').trim())
})
