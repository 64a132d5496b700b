// The application's check of a proposed tool call, in a fixed order, before any data is read. Each step has its own
// refusal code, and every refusal says what is allowed so that a model can correct itself.
import type { TSchema } from '@sinclair/typebox'
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
  const expected = `a JSON object with exactly these keys: ${names.join(', ')}`

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
  const missing = names.filter((k) => !Object.hasOwn(record, k))
  if (extra.length > 0 || missing.length > 0) {
    const parts = [
      missing.length > 0 ? `missing ${missing.join(', ')}` : '',
      extra.length > 0 ? `unknown ${extra.map((k) => echo(k)).join(', ')}` : '',
    ].filter(Boolean)
    return refuse('invalid_argument', `Arguments must be ${expected} (${parts.join('; ')}).`)
  }

  for (const key of names) {
    const schema = properties[key]!
    const value = record[key]
    const ok = schema.type === 'integer' ? Number.isInteger(value) : typeof value === 'string'
    if (!ok) {
      const want = schema.type === 'integer' ? 'an integer, e.g. 2020 (not "2020")' : 'a string'
      return refuse('wrong_type', `${key} must be ${want}; got ${describeType(value)}.`)
    }
  }
  for (const key of names) {
    const allowed = properties[key]!.enum as readonly string[] | undefined
    if (allowed && !allowed.includes(record[key] as string)) {
      const what = key === 'country_code' ? 'Country code' : key === 'indicator_code' ? 'Indicator code' : key
      return refuse('not_allowed', `${what} ${echo(record[key])} is not available. Available: ${allowed.join(', ')}.`)
    }
  }
  for (const key of names) {
    const { minimum, maximum } = properties[key] as { minimum?: number; maximum?: number }
    const value = record[key] as number
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
