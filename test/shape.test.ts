// Gate 1 (gates/shape.ts): the final message must be exactly the answer schema. Each refusal is asserted with its code
// and the exact detail the model is told (correctionMessage) and the desk reads.
import { describe, expect, it } from 'vitest'
import { checkShape, correctionMessage } from '../src/gates/shape.js'
import { ANSWER_STATUSES, answerShapeText } from '../src/llm/answer.js'
import type { Completion } from '../src/llm/chat.js'
import { constructedText } from './helpers.js'

const shape = (text: string | null, extra: Partial<Completion> = {}) =>
  checkShape(constructedText('', { text, ...extra }))
const refused = (text: string | null, extra: Partial<Completion> = {}) => {
  const result = shape(text, extra)
  if (result.ok) throw new Error(`accepted: ${text}`)
  return [result.problem.code, result.problem.detail]
}
const ALLOWED = `(allowed: ${ANSWER_STATUSES.join(', ')})`

describe('gate 1: the answer schema and nothing else', () => {
  it('accepts the object, with its two fields only, for each status, and with spaces around it', () => {
    for (const status of ANSWER_STATUSES) {
      expect(shape(JSON.stringify({ status, answer: 'In 2024 ...' }))).toEqual({
        ok: true,
        answer: { status, answer: 'In 2024 ...' },
      })
    }
    // Key order does not matter; the answer is built from the two fields, in the schema's order.
    const result = shape(`\n  {"answer":"x","status":"cannot_answer"}  \n`)
    expect(result).toEqual({ ok: true, answer: { status: 'cannot_answer', answer: 'x' } })
    expect(Object.keys(result.ok ? result.answer : {})).toEqual(['status', 'answer'])
  })

  it.each([
    // [what, text, code, detail]
    ['a cut JSON text', '{"status":"answered","answer":"In 20', 'invalid_json', 'the final message is not valid JSON'],
    ['prose with no braces', 'Canada had 41 million people.', 'invalid_json', 'the final message is not valid JSON'],
    ['a closing brace before the opening one', 'a } b {', 'invalid_json', 'the final message is not valid JSON'],
    ['braces around no JSON', 'see {status: answered}', 'invalid_json', 'the final message is not valid JSON'],
    ['a closing brace alone', 'done }', 'invalid_json', 'the final message is not valid JSON'],
    [
      'prose before the object',
      'Here you go: {"status":"answered","answer":"x"}',
      'prose_around_json',
      'the JSON object is surrounded by other text; send the object alone',
    ],
    [
      'prose after the object, which opens the message',
      '{"status":"answered","answer":"x"} Hope this helps.',
      'prose_around_json',
      'the JSON object is surrounded by other text; send the object alone',
    ],
    [
      'the object in a code fence',
      '```json\n{"status":"answered","answer":"x"}\n```',
      'prose_around_json',
      'the JSON object is surrounded by other text; send the object alone',
    ],
    ['an array', '["answered","x"]', 'not_an_object', 'the JSON is not an object'],
    ['null', 'null', 'not_an_object', 'the JSON is not an object'],
    ['a number', '42', 'not_an_object', 'the JSON is not an object'],
    ['a string', '"answered"', 'not_an_object', 'the JSON is not an object'],
    ['no status', '{"answer":"x"}', 'missing_field', 'status'],
    ['no answer', '{"status":"answered"}', 'missing_field', 'answer'],
    ['neither: the first in the schema is named', '{}', 'missing_field', 'status'],
    ['a missing field before an extra one', '{"status":"answered","note":"x"}', 'missing_field', 'answer'],
    ['one extra field', '{"status":"answered","answer":"x","confidence":0.9}', 'extra_field', 'confidence'],
    ['two extra fields', '{"status":"answered","answer":"x","a":1,"b":2}', 'extra_field', 'a, b'],
    ['an extra field before a wrong type', '{"status":"answered","answer":42,"sources":[]}', 'extra_field', 'sources'],
    ['a number as the answer', '{"status":"answered","answer":42}', 'wrong_type', 'answer must be a string'],
    ['null as the answer', '{"status":"answered","answer":null}', 'wrong_type', 'answer must be a string'],
    ['a number as the status', '{"status":1,"answer":"x"}', 'wrong_type', 'status must be a string'],
    [
      'a wrong status and a wrong answer: the status first',
      '{"status":2,"answer":3}',
      'wrong_type',
      'status must be a string',
    ],
    ['another status', '{"status":"maybe","answer":"x"}', 'invalid_status', `"maybe" ${ALLOWED}`],
    ['a status in another case', '{"status":"Answered","answer":"x"}', 'invalid_status', `"Answered" ${ALLOWED}`],
    [
      'a long status, cut to 40 characters',
      JSON.stringify({ status: 'a'.repeat(60), answer: 'x' }),
      'invalid_status',
      `"${'a'.repeat(39)} ${ALLOWED}`,
    ],
    ['an empty message', '', 'empty_response', 'the final message has no text'],
    ['a message of spaces', ' \n\t ', 'empty_response', 'the final message has no text'],
    ['no text at all', null, 'empty_response', 'the final message has no text'],
  ] as const)('refuses %s', (_what, text, code, detail) => {
    expect(refused(text)).toEqual([code, detail])
  })

  it("names a provider's refusal with its words, at most 200 characters, before anything else", () => {
    expect(refused(null, { refusal: 'I cannot help with that.' })).toEqual([
      'model_refusal',
      'I cannot help with that.',
    ])
    const long = 'No. '.repeat(60)
    expect(refused('{"status":"answered","answer":"x"}', { refusal: long, finishReason: 'length' })).toEqual([
      'model_refusal',
      long.slice(0, 200),
    ])
  })

  it('names a message cut at the token limit, even when its text is whole', () => {
    const truncated = ['truncated', 'the model stopped at its token limit (finish_reason: length)']
    expect(refused('{"status":"answered","answer":"x"}', { finishReason: 'length' })).toEqual(truncated)
    expect(refused('', { finishReason: 'length' })).toEqual(truncated)
    expect(shape('{"status":"answered","answer":"x"}', { finishReason: 'stop' }).ok).toBe(true)
  })

  it('tells the model what was wrong and the one shape to send', () => {
    expect(correctionMessage({ code: 'missing_field', detail: 'answer' })).toBe(
      `Your reply was not accepted (missing_field: answer). Reply with only the JSON object ${answerShapeText()}, with no other text.`,
    )
    expect(answerShapeText()).toBe(`{"status": ${ANSWER_STATUSES.map((s) => `"${s}"`).join(' | ')}, "answer": string}`)
  })
})
