// Each tool's arguments are one TypeBox schema. It is the OpenAI function definition's `parameters`, the body schema of
// POST /tools/:name (and so the OpenAPI document), and what checkProposal() interprets, check by check.
import { Type, type Static } from '@sinclair/typebox'
import type { ToolDefinition } from '../llm/chat.js'

export interface Catalog {
  countryCodes: readonly string[]
  indicatorCodes: readonly string[]
  years: readonly [number, number]
}

export const TOOL_NAMES = ['get_values', 'rank_countries', 'get_change', 'compare_countries'] as const
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
    rank_countries: Type.Object({ indicator_code: indicator, year: year('Year') }, closed),
    get_change: Type.Object(
      {
        country_code: country,
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
  args: Record<string, string | number>
}

export function toolSchemas(catalog: Catalog): ToolSchemas {
  const p = parameters(catalog)
  const readOnly = 'Read-only: it only reads the fixed World Bank snapshot.'
  return {
    get_values: {
      name: 'get_values',
      description: `Values of one indicator for one country, for each year from start_year to end_year (inclusive). A year with no published value has value null. ${readOnly}`,
      parameters: p.get_values,
      ordered: ['start_year', 'end_year'],
    },
    rank_countries: {
      name: 'rank_countries',
      description: `Ranks the ${catalog.countryCodes.length} countries of the snapshot on one indicator in one year, highest first, lists the countries without a value, and gives the average of the values. "Highest" means among these countries only. ${readOnly}`,
      parameters: p.rank_countries,
    },
    get_change: {
      name: 'get_change',
      description: `Change of one indicator for one country between two years: both values, the exact difference and the percent change rounded to 2 decimals. Refuses when either value is missing. ${readOnly}`,
      parameters: p.get_change,
      ordered: ['from_year', 'to_year'],
    },
    compare_countries: {
      name: 'compare_countries',
      description: `Compares two countries on one indicator in one year: both values, the difference (first minus second) and the ratio (first / second) rounded to 2 decimals. Refuses when either value is missing. ${readOnly}`,
      parameters: p.compare_countries,
    },
  }
}

/** The Chat Completions function definition: strict, every property required, no other property. */
export function openAiToolDefinition(tool: ToolSchema): ToolDefinition {
  return {
    type: 'function',
    function: {
      name: tool.name,
      description: tool.description,
      strict: true,
      parameters: JSON.parse(
        JSON.stringify({
          ...tool.parameters,
          required: Object.keys(tool.parameters.properties),
        }),
      ) as Record<string, unknown>,
    },
  }
}
