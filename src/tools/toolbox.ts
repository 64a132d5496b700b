// The three read-only tools. run() checks the proposal first and reads the store only when every check has passed.
import type { Store } from '../data/store.js'
import { checkProposal, type Refusal } from './check.js'
import { roundTo, subtractDecimal } from '../text/decimal.js'
import { openAiToolDefinition, TOOL_NAMES, toolSchemas, type ToolName, type ToolSchema } from './schemas.js'

export interface Source {
  name: string
  licence: string
  snapshot_date: string
}
export interface Named {
  code: string
  name: string
}
export interface IndicatorRef extends Named {
  unit: string
}

export interface ValuesResult {
  tool: 'get_values'
  country: Named
  indicator: IndicatorRef
  values: { year: number; value: number | null }[]
  missing_years: number[]
  source: Source
}
export interface RankResult {
  tool: 'rank_countries'
  indicator: IndicatorRef
  year: number
  ranking: { rank: number; country: Named; value: number }[]
  no_value: Named[]
  /** Mean of the values present, and how many there are. */
  average: number | null
  average_of: number
  source: Source
}
export interface ChangeResult {
  tool: 'get_change'
  country: Named
  indicator: IndicatorRef
  from: { year: number; value: number }
  to: { year: number; value: number }
  difference: number
  difference_unit: string
  percent_change: number
  source: Source
}
export interface CompareResult {
  tool: 'compare_countries'
  indicator: IndicatorRef
  year: number
  country: Named & { value: number }
  other_country: Named & { value: number }
  difference: number
  ratio: number
  source: Source
}
export type ToolResult = ValuesResult | RankResult | ChangeResult | CompareResult
export type ToolOutcome = ({ ok: true } & ToolResult) | Refusal

export interface Toolbox {
  schemas: Readonly<Record<ToolName, ToolSchema>>
  /** Chat Completions `tools`. */
  definitions: ReturnType<typeof openAiToolDefinition>[]
  /** `raw`: the proposal is a model's argument text, parsed here. */
  run(name: string, proposal: unknown, options?: { raw?: boolean }): ToolOutcome
}

export const SOURCE_NAME = 'World Bank, World Development Indicators'

export function createToolbox(store: Store): Toolbox {
  const years = store.years
  const schemas = toolSchemas({
    countryCodes: store.countries.map((c) => c.code),
    indicatorCodes: store.indicators.map((i) => i.code),
    years,
  })
  const source: Source = { name: SOURCE_NAME, licence: 'CC BY 4.0', snapshot_date: store.snapshotDate }
  const country = (code: string): Named => ({ code, name: store.country(code)!.name })
  const indicator = (code: string): IndicatorRef => {
    const i = store.indicator(code)!
    return { code, name: i.name, unit: i.unit }
  }

  const handlers: Record<ToolName, (a: Record<string, string | number>) => ToolOutcome> = {
    get_values: (a) => {
      const rows = store.values(
        a.country_code as string,
        a.indicator_code as string,
        a.start_year as number,
        a.end_year as number,
      )
      return {
        ok: true,
        tool: 'get_values',
        country: country(a.country_code as string),
        indicator: indicator(a.indicator_code as string),
        values: rows.map((r) => ({ year: r.year, value: r.value })),
        missing_years: rows.filter((r) => r.value === null).map((r) => r.year),
        source,
      }
    },
    rank_countries: (a) => {
      const rows = store.yearValues(a.indicator_code as string, a.year as number)
      const withValue = rows.filter((r) => r.value !== null)
      return {
        ok: true,
        tool: 'rank_countries',
        indicator: indicator(a.indicator_code as string),
        year: a.year as number,
        // Equal values share a rank (1, 1, 3): four countries at 100 % are all first.
        ranking: withValue.map((r) => ({
          rank: 1 + withValue.filter((o) => o.value! > r.value!).length,
          country: country(r.country_code),
          value: r.value!,
        })),
        no_value: rows.filter((r) => r.value === null).map((r) => country(r.country_code)),
        average: withValue.length === 0 ? null : withValue.reduce((sum, r) => sum + r.value!, 0) / withValue.length,
        average_of: withValue.length,
        source,
      }
    },
    get_change: (a) => {
      const [c, i, from, to] = [
        a.country_code as string,
        a.indicator_code as string,
        a.from_year as number,
        a.to_year as number,
      ]
      const [start] = store.values(c, i, from, from)
      const [end] = store.values(c, i, to, to)
      if (start?.text == null || end?.text == null) {
        return noValue(i, [
          [c, start?.text == null ? from : null],
          [c, end?.text == null ? to : null],
        ])
      }
      const unit = indicator(i).unit
      return {
        ok: true,
        tool: 'get_change',
        country: country(c),
        indicator: indicator(i),
        from: { year: from, value: start.value! },
        to: { year: to, value: end.value! },
        difference: Number(subtractDecimal(end.text!, start.text!)),
        difference_unit: unit.startsWith('%') ? 'percentage points' : unit,
        percent_change: roundTo(((end.value! - start.value!) / Math.abs(start.value!)) * 100, 2),
        source,
      }
    },
    compare_countries: (a) => {
      const [i, year, c1, c2] = [
        a.indicator_code as string,
        a.year as number,
        a.country_code as string,
        a.other_country_code as string,
      ]
      const [first] = store.values(c1, i, year, year)
      const [second] = store.values(c2, i, year, year)
      if (first?.text == null || second?.text == null) {
        return noValue(i, [
          [c1, first?.text == null ? year : null],
          [c2, second?.text == null ? year : null],
        ])
      }
      return {
        ok: true,
        tool: 'compare_countries',
        indicator: indicator(i),
        year,
        country: { ...country(c1), value: first.value! },
        other_country: { ...country(c2), value: second.value! },
        difference: Number(subtractDecimal(first.text, second.text)),
        ratio: roundTo(first.value! / second.value!, 2),
        source,
      }
    },
  }

  /** The `no_value` refusal: which cells are missing, and the years the series does have. */
  function noValue(i: string, cells: [string, number | null][]): Refusal {
    const missing = cells.filter(([, y]) => y !== null).map(([c, y]) => `${c} ${y}`)
    const [c] = cells.find(([, y]) => y !== null)!
    const published = store
      .values(c, i, years[0], years[1])
      .filter((r) => r.text !== null)
      .map((r) => r.year)
    const range = published.length > 0 ? `${published[0]} to ${published[published.length - 1]}` : 'no year'
    return {
      ok: false,
      code: 'no_value',
      error: `No value is published for ${i} in ${missing.join(' and ')}; for ${c} this series has values for ${range}.`,
    }
  }

  return {
    schemas,
    definitions: TOOL_NAMES.map((n) => openAiToolDefinition(schemas[n])),
    run(name, proposal, options = {}) {
      const checked = checkProposal(schemas, name, proposal, options)
      return checked.ok ? handlers[checked.tool.name](checked.args) : checked
    },
  }
}
