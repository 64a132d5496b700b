// Each tool's arguments are one TypeBox schema. It is the OpenAI function definition's `parameters`, the body schema of
// POST /tools/:name (and so the OpenAPI document), and what checkProposal() interprets, check by check.
import { Type, type TObject, type TInteger, type TString } from '@sinclair/typebox'

export interface Catalog {
  countryCodes: readonly string[]
  indicatorCodes: readonly string[]
  years: readonly [number, number]
}

export const TOOL_NAMES = ['get_values', 'rank_countries', 'get_change', 'compare_countries'] as const
export type ToolName = (typeof TOOL_NAMES)[number]

export interface ToolSchema {
  name: ToolName
  description: string
  parameters: TObject<Record<string, TString | TInteger>>
  /** The rule between fields, checked last: [first year field, second year field]. */
  ordered?: readonly [string, string]
}

export function toolSchemas(catalog: Catalog): Record<ToolName, ToolSchema> {
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
  const object = (properties: Record<string, TString | TInteger>) =>
    Type.Object(properties, { additionalProperties: false })
  const readOnly = 'Read-only: it only reads the fixed World Bank snapshot.'

  return {
    get_values: {
      name: 'get_values',
      description: `Values of one indicator for one country, for each year from start_year to end_year (inclusive). A year with no published value has value null. ${readOnly}`,
      parameters: object({
        country_code: country,
        indicator_code: indicator,
        start_year: year('First year'),
        end_year: year('Last year, not before start_year'),
      }),
      ordered: ['start_year', 'end_year'],
    },
    rank_countries: {
      name: 'rank_countries',
      description: `Ranks the ${catalog.countryCodes.length} countries of the snapshot on one indicator in one year, highest first, lists the countries without a value, and gives the average of the values. "Highest" means among these countries only. ${readOnly}`,
      parameters: object({ indicator_code: indicator, year: year('Year') }),
    },
    get_change: {
      name: 'get_change',
      description: `Change of one indicator for one country between two years: both values, the exact difference and the percent change rounded to 2 decimals. Refuses when either value is missing. ${readOnly}`,
      parameters: object({
        country_code: country,
        indicator_code: indicator,
        from_year: year('Earlier year'),
        to_year: year('Later year, not before from_year'),
      }),
      ordered: ['from_year', 'to_year'],
    },
    compare_countries: {
      name: 'compare_countries',
      description: `Compares two countries on one indicator in one year: both values, the difference (first minus second) and the ratio (first / second) rounded to 2 decimals. Refuses when either value is missing. ${readOnly}`,
      parameters: object({
        indicator_code: indicator,
        year: year('Year'),
        country_code: country,
        other_country_code: country,
      }),
    },
  }
}

/** The Chat Completions function definition: strict, every property required, no other property. */
export function openAiToolDefinition(tool: ToolSchema) {
  return {
    type: 'function' as const,
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
