// Each tool's arguments are one TypeBox schema. It is the OpenAI function definition's `parameters`, the body schema of
// POST /tools/:name (and so the OpenAPI document), and what checkProposal() interprets, check by check.
import { Type, type Static } from '@sinclair/typebox'
import type { ToolDefinition } from '../llm/chat.js'

export interface Catalog {
  countryCodes: readonly string[]
  indicatorCodes: readonly string[]
  years: readonly [number, number]
}

export const TOOL_NAMES = ['get_values', 'rank_countries', 'get_change', 'compare_countries', 'sum_countries'] as const
export type ToolName = (typeof TOOL_NAMES)[number]

function parameters(catalog: Catalog) {
  const [first, last] = catalog.years
  const country = Type.String({
    enum: [...catalog.countryCodes],
    description: `Country code (ISO 3166-1 alpha-3, upper case), exactly one of: ${catalog.countryCodes.join(', ')}.`,
  })
  const indicator = Type.String({
    enum: [...catalog.indicatorCodes],
    description: `World Bank WDI series code, exactly one of: ${catalog.indicatorCodes.join(', ')}.`,
  })
  const year = (what: string) =>
    Type.Integer({ minimum: first, maximum: last, description: `${what}, an integer from ${first} to ${last}.` })
  const closed = { additionalProperties: false } as const
  const codes = country.enum as string[]
  return {
    get_values: Type.Object(
      {
        country_code: country,
        indicator_code: indicator,
        start_year: year('First year'),
        end_year: year('Last year, not before start_year'),
      },
      closed,
    ),
    rank_countries: Type.Object(
      {
        indicator_code: indicator,
        year: year('Year'),
        threshold: Type.Optional(
          Type.Number({ description: 'A figure to split the countries by: which are above, at and below it.' }),
        ),
      },
      closed,
    ),
    get_change: Type.Object(
      {
        // Without a country, the change of every country, ranked: "which grew fastest", "the biggest fall".
        country_code: Type.Optional(country),
        indicator_code: indicator,
        from_year: year('Earlier year'),
        to_year: year('Later year, not before from_year'),
      },
      closed,
    ),
    compare_countries: Type.Object(
      { indicator_code: indicator, year: year('Year'), country_code: country, other_country_code: country },
      closed,
    ),
    sum_countries: Type.Object(
      {
        indicator_code: indicator,
        year: year('Year'),
        country_codes: Type.Array(country, {
          minItems: 1,
          maxItems: codes.length,
          uniqueItems: true,
          description: `The countries to add up, each once: one to ${codes.length} of ${codes.join(', ')}.`,
        }),
      },
      closed,
    ),
  }
}

type Parameters = ReturnType<typeof parameters>
/** A tool's arguments once every check has passed. */
export type ToolArgs<N extends ToolName> = Static<Parameters[N]>

export interface ToolSchema<N extends ToolName = ToolName> {
  name: N
  description: string
  parameters: Parameters[N]
  /** The rule between fields, checked last: [first year field, second year field]. */
  ordered?: readonly [string, string]
}
export type ToolSchemas = { [N in ToolName]: ToolSchema<N> }

/** A call as the application or the planner plans it (a model's proposal arrives as argument text instead). */
export interface ToolCall {
  name: string
  args: Record<string, string | number | string[]>
}

export function toolSchemas(catalog: Catalog): ToolSchemas {
  const p = parameters(catalog)
  // One short sentence each: the model reads it on every request. The allow-lists are told once, in the rules; the
  // parameters' own descriptions and allow-lists stay in the OpenAPI document and in the checks.
  return {
    get_values: {
      name: 'get_values',
      description: 'Values by year; over years: highest, lowest, mean, cagr, biggest rise, fall.',
      parameters: p.get_values,
      ordered: ['start_year', 'end_year'],
    },
    rank_countries: {
      name: 'rank_countries',
      description: 'The eight in one year, ranked; average, median; threshold: above, below.',
      parameters: p.rank_countries,
    },
    get_change: {
      name: 'get_change',
      description: 'Change between two years; no country_code: all eight, ranked.',
      parameters: p.get_change,
      ordered: ['from_year', 'to_year'],
    },
    compare_countries: {
      name: 'compare_countries',
      description: 'Two countries in one year: difference, ratio (first/second).',
      parameters: p.compare_countries,
    },
    sum_countries: {
      name: 'sum_countries',
      description: "Sum of countries in one year; share of the eight's.",
      parameters: p.sum_countries,
    },
  }
}

/** What a model needs of a parameter: its type (an array's, of its items). Allow-lists and bounds are told once, in the rules. */
const MODEL_KEYWORDS = ['type', 'items'] as const

/** A parameter's schema as the model reads it: its type only, an array's items by their type. */
function modelSchema(schema: Record<string, unknown>): Record<string, unknown> {
  return Object.fromEntries(
    MODEL_KEYWORDS.flatMap((k) =>
      schema[k] === undefined
        ? []
        : [[k, k === 'items' ? modelSchema(schema[k] as Record<string, unknown>) : schema[k]] as const],
    ),
  )
}

/**
 * The Chat Completions function definition, read off the tool's schema: each property with its type, and the
 * `required` list (TypeBox's own: every property not Optional), so a model knows before it calls which arguments it
 * must give rather than learning it from a refusal (it was cut once to save tokens; a model that calls without a
 * required argument costs a round trip, more than the list). The application's own checks (tools/check.ts) still
 * refuse a missing one, saying which. Not "strict": the checks refuse anything else, each with a refusal that says
 * what is allowed, and strict mode's extra keywords would cost tokens on every request.
 */
export function openAiToolDefinition(tool: ToolSchema): ToolDefinition {
  const properties = Object.fromEntries(
    Object.entries(tool.parameters.properties).map(([key, schema]) => [
      key,
      modelSchema(schema as Record<string, unknown>),
    ]),
  )
  return {
    type: 'function',
    function: {
      name: tool.name,
      description: tool.description,
      parameters: { type: 'object', properties, required: [...(tool.parameters.required ?? [])] },
    },
  }
}
