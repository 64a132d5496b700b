// The final answer's one schema: the strict response_format sent to the model, what gate 1 checks, and the shape the
// rules and the correction message describe, all derived from AnswerSchema.
import { Type, type Static, type TLiteral } from '@sinclair/typebox'
import type { ResponseFormat } from './chat.js'
import { modelJsonSchema } from './model-schema.js'

export const ANSWER_STATUSES = ['answered', 'cannot_answer'] as const

export const AnswerSchema = Type.Object(
  {
    status: Type.Union(ANSWER_STATUSES.map((s) => Type.Literal(s))),
    answer: Type.String(),
  },
  { additionalProperties: false },
)
export type Answer = Static<typeof AnswerSchema>
export type AnswerStatus = Answer['status']

export const RESPONSE_FORMAT: ResponseFormat = {
  type: 'json_schema',
  json_schema: {
    name: 'answer',
    strict: true,
    schema: modelJsonSchema(AnswerSchema, { enumType: true }),
  },
}

/** The longest answer gate 2 accepts. */
export const MAX_ANSWER_CHARS = 800

/** `{"status": "answered" | "cannot_answer", "answer": string}`, read off the schema. */
export function answerShapeText(): string {
  const fields = Object.entries(AnswerSchema.properties).map(([key, schema]) => {
    const literals = 'anyOf' in schema ? (schema.anyOf as TLiteral[]).map((l) => JSON.stringify(l.const)) : null
    return `${JSON.stringify(key)}: ${literals ? literals.join(' | ') : schema.type}`
  })
  return `{${fields.join(', ')}}`
}
