// What the tools return, as TypeBox schemas: the TypeScript types are read off them, POST /tools/:name serialises and
// documents its responses with them, and they are what a model reads. Compact for the model's tokens: codes (the
// rules give their names once), [year, value] pairs, values keyed by year, and no source (the application writes the
// source line).
import { Type, type Static } from '@sinclair/typebox'
import { nullable, stringEnum } from '../json-schema.js'

export const REFUSAL_CODES = [
  'unknown_tool',
  'invalid_argument',
  'wrong_type',
  'not_allowed',
  'year_out_of_range',
  'invalid_range',
  'no_value',
] as const

const YearValue = Type.Tuple([Type.Integer(), Type.Number()], { description: '[year, value]' })
const Code = Type.String()

export const ValuesResultSchema = Type.Object({
  ok: Type.Literal(true),
  tool: Type.Literal('get_values'),
  country: Code,
  indicator: Code,
  unit: Type.String(),
  values: Type.Record(Type.String({ pattern: '^\\d{4}$' }), nullable(Type.Number()), {
    description: 'Each year asked, with its value, or null when none is published.',
  }),
  latest: Type.Optional(
    Type.Tuple([Type.Integer(), Type.Number()], {
      description: 'When the last year asked has no value: [year, value] of the latest year before it that has one.',
    }),
  ),
  summary: Type.Optional(
    Type.Object(
      {
        highest: YearValue,
        lowest: YearValue,
        mean: Type.Number({ description: 'Mean of the values present.' }),
        cagr: nullable(
          Type.Number({
            description:
              'Compound annual growth rate, % a year, from the first to the last year with a value (2 decimals).',
          }),
        ),
        biggest_rise: nullable(
          Type.Tuple([Type.Integer(), Type.Number()], { description: '[year, rise from the year before], exact.' }),
        ),
        biggest_fall: nullable(
          Type.Tuple([Type.Integer(), Type.Number()], { description: '[year, fall from the year before], exact.' }),
        ),
        rose: Type.Array(Type.Integer(), { description: 'Years higher than the year before.' }),
        fell: Type.Array(Type.Integer(), { description: 'Years lower than the year before.' }),
      },
      { description: 'Over the years asked that have a value, when there are three or more.' },
    ),
  ),
})
export const RankResultSchema = Type.Object({
  ok: Type.Literal(true),
  tool: Type.Literal('rank_countries'),
  indicator: Code,
  unit: Type.String(),
  year: Type.Integer(),
  ranking: Type.Array(Type.Tuple([Type.Integer(), Code, Type.Number()]), {
    description: '[rank, country, value], highest first; equal values share a rank.',
  }),
  no_value: Type.Array(Code),
  average: nullable(Type.Number({ description: 'Mean of the values present.' })),
  average_of: Type.Integer({ description: 'How many values the average is of.' }),
  median: nullable(Type.Number({ description: 'Median of the values present.' })),
  threshold: Type.Optional(Type.Number({ description: 'The figure asked: the countries are split by it.' })),
  above: Type.Optional(Type.Array(Code, { description: 'Countries above the threshold.' })),
  at: Type.Optional(Type.Array(Code, { description: 'Countries exactly at it.' })),
  below: Type.Optional(Type.Array(Code, { description: 'Countries below it.' })),
})
export const ChangeResultSchema = Type.Object({
  ok: Type.Literal(true),
  tool: Type.Literal('get_change'),
  country: Code,
  indicator: Code,
  unit: Type.String(),
  from: YearValue,
  to: YearValue,
  difference: Type.Number({ description: 'to minus from, exact; in percentage points for a share.' }),
  difference_unit: Type.String(),
  percent_change: Type.Number({ description: 'Rounded to 2 decimals.' }),
})
export const CompareResultSchema = Type.Object({
  ok: Type.Literal(true),
  tool: Type.Literal('compare_countries'),
  indicator: Code,
  unit: Type.String(),
  year: Type.Integer(),
  country: Type.Tuple([Code, Type.Number()], { description: '[country, value], the first.' }),
  other_country: Type.Tuple([Code, Type.Number()], { description: '[country, value], the second.' }),
  difference: Type.Number({ description: 'first minus second, exact.' }),
  ratio: Type.Number({ description: 'first / second, rounded to 2 decimals.' }),
})
export const ChangeRankingResultSchema = Type.Object({
  ok: Type.Literal(true),
  tool: Type.Literal('change_ranking'),
  indicator: Code,
  unit: Type.String(),
  from_year: Type.Integer(),
  to_year: Type.Integer(),
  difference_unit: Type.String(),
  ranking: Type.Array(Type.Tuple([Type.Integer(), Code, Type.Number(), Type.Number(), Type.Number(), Type.Number()]), {
    description:
      '[rank, country, from value, to value, difference, percent_change], by percent change, highest first; equal ' +
      'changes share a rank.',
  }),
  no_value: Type.Array(Code, { description: 'Countries without a value in one of the two years.' }),
})
export const SumResultSchema = Type.Object({
  ok: Type.Literal(true),
  tool: Type.Literal('sum_countries'),
  indicator: Code,
  unit: Type.String(),
  year: Type.Integer(),
  countries: Type.Array(Type.Tuple([Code, Type.Number()]), { description: '[country, value] of each one added.' }),
  total: Type.Number({ description: 'Their sum.' }),
  eight_total: nullable(Type.Number({ description: 'The sum of all eight; null when one has no value.' })),
  share: nullable(Type.Number({ description: 'total as a percent of eight_total, rounded to 2 decimals.' })),
})
export const RefusalSchema = Type.Object({
  ok: Type.Literal(false),
  code: stringEnum(REFUSAL_CODES),
  error: Type.String({ description: 'What is wrong, and what is allowed.' }),
  missing_years: Type.Optional(
    Type.Array(Type.Integer(), { description: 'no_value: the years asked without a value.' }),
  ),
  latest_year: Type.Optional(Type.Integer({ description: 'no_value: the latest year before them with a value.' })),
})
/** Each tool's result schema, by tool name. */
export const RESULT_SCHEMAS = {
  get_values: ValuesResultSchema,
  rank_countries: RankResultSchema,
  get_change: ChangeResultSchema,
  compare_countries: CompareResultSchema,
  sum_countries: SumResultSchema,
} as const

export type ValuesResult = Static<typeof ValuesResultSchema>
export type RankResult = Static<typeof RankResultSchema>
export type ChangeResult = Static<typeof ChangeResultSchema>
export type CompareResult = Static<typeof CompareResultSchema>
export type ChangeRankingResult = Static<typeof ChangeRankingResultSchema>
export type SumResult = Static<typeof SumResultSchema>
export type Refusal = Static<typeof RefusalSchema>
export type RefusalCode = Refusal['code']
export type ToolResult = ValuesResult | RankResult | ChangeResult | CompareResult | ChangeRankingResult | SumResult
export type ToolOutcome = ToolResult | Refusal
/** [year, value]. */
export type YearValue = [number, number]
/** [rank, country, value]. */
export type RankRow = RankResult['ranking'][number]
