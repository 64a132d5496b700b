// Gate 1: the final message must be exactly {status: "answered" | "cannot_answer", answer: string}.
import type { Completion } from './types.js'
import type { Answer } from './prompt.js'

export type ShapeProblemCode =
  | 'model_refusal'
  | 'truncated'
  | 'empty_response'
  | 'invalid_json'
  | 'prose_around_json'
  | 'not_an_object'
  | 'missing_field'
  | 'extra_field'
  | 'wrong_type'
  | 'invalid_status'

export interface Problem {
  code: string
  detail: string
}
export type ShapeCheck = { ok: true; answer: Answer } | { ok: false; problem: Problem }

const fail = (code: ShapeProblemCode, detail: string): ShapeCheck => ({ ok: false, problem: { code, detail } })

function embeddedJson(text: string): boolean {
  const start = text.indexOf('{')
  const end = text.lastIndexOf('}')
  if (start < 0 || end <= start) return false
  try {
    JSON.parse(text.slice(start, end + 1))
    return true
  } catch {
    return false
  }
}

export function checkShape(completion: Completion): ShapeCheck {
  if (completion.refusal) return fail('model_refusal', completion.refusal.slice(0, 200))
  if (completion.finishReason === 'length')
    return fail('truncated', 'the model stopped at its token limit (finish_reason: length)')
  const text = completion.text?.trim() ?? ''
  if (text === '') return fail('empty_response', 'the final message has no text')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return embeddedJson(text)
      ? fail('prose_around_json', 'the JSON object is surrounded by other text; send the object alone')
      : fail('invalid_json', 'the final message is not valid JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return fail('not_an_object', 'the JSON is not an object')
  const record = parsed as Record<string, unknown>
  for (const field of ['status', 'answer']) {
    if (!Object.hasOwn(record, field)) return fail('missing_field', field)
  }
  const extra = Object.keys(record).filter((k) => k !== 'status' && k !== 'answer')
  if (extra.length > 0) return fail('extra_field', extra.join(', '))
  if (typeof record.status !== 'string') return fail('wrong_type', 'status must be a string')
  if (typeof record.answer !== 'string') return fail('wrong_type', 'answer must be a string')
  if (record.status !== 'answered' && record.status !== 'cannot_answer') {
    return fail('invalid_status', `${JSON.stringify(record.status).slice(0, 40)} (allowed: answered, cannot_answer)`)
  }
  return { ok: true, answer: { status: record.status, answer: record.answer } }
}

export function correctionMessage(problem: Problem): string {
  return (
    `Your reply was not accepted (${problem.code}: ${problem.detail}). Reply with only the JSON object ` +
    '{"status": "answered" | "cannot_answer", "answer": "..."}, with no other text.'
  )
}
