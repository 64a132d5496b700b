// Gate 1: the final message must be exactly the answer schema (llm/answer.ts): a JSON object with its fields and no
// other, each of its type. Every problem is named, so the model can be told what to fix.
import type { TLiteral } from '@sinclair/typebox'
import { Value } from '@sinclair/typebox/value'
import { AnswerSchema, answerShapeText, type Answer } from '../llm/answer.js'
import type { Completion } from '../llm/chat.js'
import { completionObject, type ShapeProblemCode } from '../llm/reply.js'
import type { Problem } from '../problem.js'

export type { ShapeProblemCode }

export type ShapeCheck = { ok: true; answer: Answer } | { ok: false; problem: Problem }

const fail = (code: ShapeProblemCode, detail: string): ShapeCheck => ({ ok: false, problem: { code, detail } })

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
