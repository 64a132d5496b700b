// A TypeBox schema as the plain JSON Schema a model is sent (response_format), in as few tokens as it means: a union of
// string literals is an enum, "X or null" of a plain type is a type list, and of an enum the enum with null.
import type { TSchema } from '@sinclair/typebox'

export interface ModelSchemaOptions {
  /**
   * Write `"type": "string"` beside an enum. An enum is a type of its own in JSON Schema and in Structured Outputs;
   * the answer's schema keeps the type because the shipped recordings were made with those bytes.
   */
  enumType?: boolean
}

export function modelJsonSchema(schema: TSchema, options: ModelSchemaOptions = {}): Record<string, unknown> {
  const enumOf = (values: unknown[]) => (options.enumType ? { type: 'string', enum: values } : { enum: values })
  const compact = (node: unknown): unknown => {
    if (Array.isArray(node)) return node.map(compact)
    if (typeof node !== 'object' || node === null) return node
    const record = node as Record<string, unknown>
    const anyOf = record.anyOf as Record<string, unknown>[] | undefined
    if (anyOf?.every((s) => typeof s.const === 'string')) return enumOf(anyOf.map((s) => s.const))
    if (anyOf?.length === 2 && anyOf[1]!.type === 'null') {
      const first = compact(anyOf[0]) as Record<string, unknown>
      if (first.enum) return { enum: [...(first.enum as unknown[]), null] }
      if (typeof first.type === 'string' && first.type !== 'object' && first.type !== 'array')
        return { ...first, type: [first.type, 'null'] }
      return { anyOf: [first, { type: 'null' }] }
    }
    return Object.fromEntries(Object.entries(record).map(([k, v]) => [k, compact(v)]))
  }
  // (Through JSON: TypeBox's symbols, Kind and Optional, are not JSON Schema.)
  return compact(JSON.parse(JSON.stringify(schema))) as Record<string, unknown>
}
