// Gate 1: the final message must be exactly the answer schema (llm/answer.ts): a JSON object with its fields and no
// other, each of its type. Every problem is named, so the model can be told what to fix.
import type { TLiteral } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { AnswerSchema, answerShapeText, type Answer } from '../llm/answer.js'
import type { Completion } from '../llm/chat.js'
import type { Problem } from './problem.js'

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

/** Names the first way `record` differs from AnswerSchema, in the schema's own order. */
function schemaProblem(record: Record<string, unknown>): ShapeCheck | null {
  const properties = AnswerSchema.properties
  const fields = Object.keys(properties) as (keyof typeof properties)[]
  for (const field of fields) if (!Object.hasOwn(record, field)) return fail('missing_field', field)
  const extra = Object.keys(record).filter((k) => !Object.hasOwn(properties, k))
  if (extra.length > 0) return fail('extra_field', extra.join(', '))
  for (const field of fields) {
    const schema = properties[field]
    const value = record[field]
    if (Value.Check(schema, value)) continue
    if ('anyOf' in schema && typeof value === 'string') {
      const allowed = (schema.anyOf as TLiteral[]).map((l) => l.const).join(', ')
      return fail('invalid_status', `${JSON.stringify(value).slice(0, 40)} (allowed: ${allowed})`)
    }
    return fail('wrong_type', `${field} must be a string`)
  }
  return null
}

/**
 * A final message as one JSON object, or the first way it is not one: refused, cut at the token limit, empty, not JSON,
 * JSON with prose around it, not an object. Gate 1 for answers, and for readings (reading/model-reader.ts).
 */
export function completionObject(
  completion: Completion,
): { ok: true; object: Record<string, unknown> } | { ok: false; problem: Problem } {
  const failed = (code: ShapeProblemCode, detail: string) => ({ ok: false as const, problem: { code, detail } })
  if (completion.refusal) return failed('model_refusal', completion.refusal.slice(0, 200))
  if (completion.finishReason === 'length')
    return failed('truncated', 'the model stopped at its token limit (finish_reason: length)')
  const text = completion.text?.trim() ?? ''
  if (text === '') return failed('empty_response', 'the final message has no text')
  let parsed: unknown
  try {
    parsed = JSON.parse(text)
  } catch {
    return embeddedJson(text)
      ? failed('prose_around_json', 'the JSON object is surrounded by other text; send the object alone')
      : failed('invalid_json', 'the final message is not valid JSON')
  }
  if (typeof parsed !== 'object' || parsed === null || Array.isArray(parsed))
    return failed('not_an_object', 'the JSON is not an object')
  return { ok: true, object: parsed as Record<string, unknown> }
}

export function checkShape(completion: Completion): ShapeCheck {
  const object = completionObject(completion)
  if (!object.ok) return object
  const parsed = object.object
  const problem = schemaProblem(parsed)
  if (problem) return problem
  if (!Value.Check(AnswerSchema, parsed)) return fail('not_an_object', 'the JSON does not match the answer schema')
  return { ok: true, answer: { status: parsed.status, answer: parsed.answer } }
}

export function correctionMessage(problem: Problem): string {
  return (
    `Your reply was not accepted (${problem.code}: ${problem.detail}). Reply with only the JSON object ` +
    `${answerShapeText()}, with no other text.`
  )
}
