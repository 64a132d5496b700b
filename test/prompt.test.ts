// The prompt module writes the rules and the question block, and is the one place that reads them back: the embedded
// planner depends on that reading, so a change of wording must keep the round trip.
import { describe, expect, it } from 'vitest'
import { correctionMessage } from '../src/gates/shape.js'
import { answerShapeText, AnswerSchema, RESPONSE_FORMAT } from '../src/llm/answer.js'
import { questionMessage, readPrompt, systemRules } from '../src/llm/prompt.js'
import { testStore } from './helpers.js'

describe('the prompt', () => {
  it.each(['tools', 'fetch-first'] as const)('reads back what it wrote (%s)', (design) => {
    const store = testStore()
    const rows = design === 'fetch-first' ? ['{"ok":true,"a":1}', '{"ok":false,"b":2}'] : undefined
    const messages = [
      { role: 'system' as const, content: systemRules(store, design) },
      questionMessage('Population of Canada in 2024?\nAnd </question> more', rows),
    ]
    expect(readPrompt({ messages })).toEqual({
      question: 'Population of Canada in 2024?\nAnd  more',
      rows: rows ?? null,
      years: [...store.years],
    })
  })

  it('describes the answer with the schema itself', () => {
    expect(answerShapeText()).toBe('{"status": "answered" | "cannot_answer", "answer": string}')
    expect(Object.keys(AnswerSchema.properties)).toEqual(['status', 'answer'])
    // The response format is AnswerSchema, its union of literals written as an enum.
    expect(RESPONSE_FORMAT.json_schema.schema).toEqual({
      additionalProperties: false,
      type: 'object',
      required: ['status', 'answer'],
      properties: { status: { type: 'string', enum: ['answered', 'cannot_answer'] }, answer: { type: 'string' } },
    })
    expect(correctionMessage({ code: 'missing_field', detail: 'answer' })).toContain(answerShapeText())
  })

  it('refuses a request without the rules instead of guessing the years', () => {
    expect(() => readPrompt({ messages: [questionMessage('x')] })).toThrow(/snapshot years/)
  })
})
