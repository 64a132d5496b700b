// A model's final message read as one JSON object, or the first way it is not one: gate 1's first steps, for an answer
// (gates/shape.ts) and for a reading (reading/model-reader.ts) alike. Every problem is named, so the model can be told
// what to fix.
import type { Problem } from '../problem.js'
import type { Completion } from './chat.js'

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

/**
 * A final message as one JSON object, or the first way it is not one: refused, cut at the token limit, empty, not JSON,
 * JSON with prose around it, not an object. Gate 1 for answers and for readings.
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
