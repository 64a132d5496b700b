// The question bank through the embedded planner, every question a test: answered questions show their expected
// numbers and names (computed from the snapshot by the bank's own code); the others are declined with a reason that
// names what was asked. fetch-first must reach the same answer.
import { describe, expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { detectLanguage } from '../src/text/language.js'
import { plannerService, shows } from './helpers.js'

const bank = buildQuestionBank(loadSnapshot('data'))
const fold = (text: string) => text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const service = () => plannerService()

describe('the question bank', () => {
  it('has at least 400 questions in both languages, a fifth of them declined for a named reason', () => {
    expect(bank.length).toBeGreaterThanOrEqual(400)
    const declined = bank.filter((q) => q.expected_status === 'cannot_answer')
    expect(declined.length * 5).toBeGreaterThanOrEqual(bank.length)
    expect(declined.every((q) => (q.must_name ?? []).length > 0)).toBe(true)
    const french = bank.filter((q) => detectLanguage(q.question) === 'fr').length
    expect(french).toBeGreaterThanOrEqual(bank.length / 3)
    expect(new Set(bank.map((q) => q.question)).size).toBe(bank.length)
  })

  it.each(bank.map((q) => [q.id, q.question, q] as const))('%s %s', async (_id, _q, q) => {
    const outcome = await service().ask({ question: q.question, design: 'tools' })
    expect(outcome.problems).toEqual([])
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe(q.expected_status)
    const answer = outcome.answer!
    expect(detectLanguage(answer)).toBe(detectLanguage(q.question))
    // No sentence twice in one answer (issue 30: one answer repeated the same sentence).
    const sentences = answer.split(/(?<=[.!?])\s+(?=[\p{Lu}«"])/u)
    expect(new Set(sentences).size, answer).toBe(sentences.length)
    for (const n of q.expected_numbers) expect(shows(answer, n), `${answer} should show ${n}`).toBe(true)
    for (const name of q.expected_names) expect(fold(answer)).toContain(fold(name))
    for (const word of q.must_name ?? []) expect(fold(answer), `the reason should name "${word}"`).toContain(fold(word))
    if (q.expected_status === 'cannot_answer' && q.expected_numbers.length === 0) expect(outcome.citations).toEqual([])
    const fetched = await service().ask({ question: q.question, design: 'fetch-first' })
    expect(fetched.answer).toBe(answer)
  })
})
