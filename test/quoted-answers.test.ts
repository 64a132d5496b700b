// The right answers issue 28 quotes as refused (test/quoted-answers.ts) through gate 2 as the loop runs it (figures,
// claims, coverage): each passes, and each figure it shows is cited from the snapshot rows it rests on. (Their claims
// turned false are claims-mutation.test.ts.)
import { describe, expect, it } from 'vitest'
import { numbersShown } from '../src/eval/score.js'
import { judge } from './real-answers.js'
import { quotedAnswers } from './quoted-answers.js'

describe('the right answers issue 28 quotes, through gate 2', () => {
  it.each(quotedAnswers().map((a) => [a.id, a] as const))('%s passes, every figure cited', (_id, a) => {
    const check = judge(a)
    expect(check.problems).toEqual([])
    expect(a.question.expected_numbers.length).toBeGreaterThan(0)
    for (const expected of a.question.expected_numbers) {
      const cited = check.citations.some((x) => Math.abs(x.value - expected) <= 1e-9 * Math.abs(expected))
      expect(cited || numbersShown(a.text, [expected]), `${expected} cited in: ${a.text}`).toBe(true)
    }
  })
})
