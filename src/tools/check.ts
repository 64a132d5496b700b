// The application's check of a proposed tool call, in a fixed order, before any data is read. Each step has its own
// refusal code, and every refusal says what is allowed so that a model can correct itself.
import { OptionalKind, type TSchema } from '@sinclair/typebox'
import { TypeCompiler, type TypeCheck } from '@sinclair/typebox/compiler'
import type { Refusal, RefusalCode } from './results.js'
import type { ToolArgs, ToolName, ToolSchemas } from './schemas.js'

export type { Refusal }

/** A proposal that passed every check: its arguments are exactly the tool's schema. */
export type CheckedCall = { [N in ToolName]: { ok: true; name: N; args: ToolArgs<N> } }[ToolName]
export type Checked = CheckedCall | Refusal

const refuse = (code: RefusalCode, error: string): Refusal => ({ ok: false, code, error })

/** A short, safe echo of what was proposed (a 100 kB string is not sent back). */
export function echo(value: unknown): string {
  const text = JSON.stringify(value) ?? String(value)
  return text.length > 40 ? `${text.slice(0, 37)}...` : text
}

function describeType(value: unknown): string {
  if (value === null) return 'null'
  if (Array.isArray(value)) return 'an array'
  if (typeof value === 'number') return Number.isInteger(value) ? 'an integer' : 'a number with a fraction'
  if (typeof value === 'object') return 'an object'
  return `a ${typeof value}`
}

const isOptional = (schema: TSchema) => (schema as { [OptionalKind]?: string })[OptionalKind] === 'Optional'

/** What a value must be for its parameter, when it is not: null when it is. Nothing is coerced. */
function typeProblem(schema: TSchema, value: unknown): string | null {
  switch (schema.type) {
    case 'integer':
      return Number.isInteger(value) ? null : 'an integer, e.g. 2020 (not "2020")'
    case 'number':
      return typeof value === 'number' && Number.isFinite(value) ? null : 'a number, e.g. 90 (not "90")'
    case 'array':
      return Array.isArray(value) && value.every((v) => typeof v === 'string')
        ? null
        : 'an array of codes, e.g. ["USA", "CAN"]'
    default:
      return typeof value === 'string' ? null : 'a string'
  }
}

/** Each tool's schema compiled once into a checking function (the interpreted Value.Check is several times slower). */
const checks = new WeakMap<TSchema, TypeCheck<TSchema>>()
function compiled(schema: TSchema): TypeCheck<TSchema> {
  let check = checks.get(schema)
  if (!check) {
    check = TypeCompiler.Compile(schema)
    checks.set(schema, check)
  }
  return check
}

/** The refusal for a name that is not a tool, with the names that are. */
export const unknownTool = (tools: ToolSchemas, name: string): Refusal =>
  refuse('unknown_tool', `Tool ${echo(name)} does not exist. Available tools: ${Object.keys(tools).join(', ')}.`)

/**
 * `proposal` is what arrived: the parsed JSON body over HTTP, or a model's raw argument text (a string that must hold
 * a JSON object). Nothing is coerced: "2020" is not 2020.
 */
export function checkProposal(tools: ToolSchemas, name: string, proposal: unknown, { raw = false } = {}): Checked {
  const tool = Object.hasOwn(tools, name) ? tools[name as ToolName] : undefined
  if (!tool) return unknownTool(tools, name)
  const properties: Record<string, TSchema> = tool.parameters.properties
  const names = Object.keys(properties)
  // A parameter the schema marks optional may be left out ("get_change without country_code: every country").
  const required = names.filter((k) => !isOptional(properties[k]!))
  const optional = names.filter((k) => !required.includes(k))
  const expected =
    `a JSON object with exactly these keys: ${required.join(', ')}` +
    (optional.length > 0 ? ` (optional: ${optional.join(', ')})` : '')

  let args: unknown = proposal
  if (raw) {
    if (typeof proposal !== 'string') return refuse('invalid_argument', `Arguments must be ${expected}.`)
    try {
      args = JSON.parse(proposal)
    } catch {
      return refuse('invalid_argument', `Arguments are not valid JSON; send ${expected}.`)
    }
  }
  if (typeof args !== 'object' || args === null || Array.isArray(args)) {
    return refuse('invalid_argument', `Arguments must be ${expected}; got ${describeType(args)}.`)
  }
  const record = args as Record<string, unknown>
  const extra = Object.keys(record).filter((k) => !names.includes(k))
  const missing = required.filter((k) => !Object.hasOwn(record, k))
  if (extra.length > 0 || missing.length > 0) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      extra.length > 0 ? `unknown ${extra.map((k) => echo(k)).join(', ')}` : '',
    ].filter(Boolean)
    return refuse('invalid_argument', `Arguments must be ${expected} (${parts.join('; ')}).`)
  }
  const given = names.filter((k) => Object.hasOwn(record, k))

  for (const key of given) {
    const schema = properties[key]!
    const value = record[key]
    const problem = typeProblem(schema, value)
    if (problem) return refuse('wrong_type', `${key} must be ${problem}; got ${describeType(value)}.`)
  }
  for (const key of given) {
    const schema = properties[key]!
    const allowed = (schema.enum ?? (schema.items as TSchema | undefined)?.enum) as readonly string[] | undefined
    const values = Array.isArray(record[key]) ? (record[key] as string[]) : [record[key] as string]
    const outside = allowed ? values.find((v) => !allowed.includes(v)) : undefined
    if (allowed && outside !== undefined) {
      const what = key.startsWith('country_code') ? 'Country code' : key === 'indicator_code' ? 'Indicator code' : key
      return refuse('not_allowed', `${what} ${echo(outside)} is not available. Available: ${allowed.join(', ')}.`)
    }
  }
  for (const key of given) {
    const { minimum, maximum, minItems, maxItems } = properties[key] as Record<string, number | undefined>
    const value = record[key]
    if (Array.isArray(value)) {
      if (new Set(value).size < value.length || value.length < (minItems ?? 0) || value.length > (maxItems ?? Infinity))
        return refuse(
          'invalid_argument',
          `${key} must list ${minItems} to ${maxItems} different codes, each once; got ${value.length}${new Set(value).size < value.length ? ' with repeats' : ''}.`,
        )
      continue
    }
    if (typeof value !== 'number' || properties[key]!.type !== 'integer') continue
    if ((minimum !== undefined && value < minimum) || (maximum !== undefined && value > maximum)) {
      return refuse('year_out_of_range', `${key} ${value} is outside the years in the data: ${minimum} to ${maximum}.`)
    }
  }
  if (tool.ordered) {
    const [a, b] = tool.ordered
    if ((record[a] as number) > (record[b] as number)) {
      return refuse(
        'invalid_range',
        `${a} (${String(record[a])}) is after ${b} (${String(record[b])}); ${a} must not be after ${b}.`,
      )
    }
  }
  // Every rule of the schema has been checked above, one by one, for its own refusal code; this is the schema itself.
  if (!compiled(tool.parameters).Check(record)) return refuse('invalid_argument', `Arguments must be ${expected}.`)
  // The check above proves the arguments are this tool's; TypeScript cannot tie tool.name to its own schema.
  return { ok: true, name: tool.name, args: record } as CheckedCall
}
