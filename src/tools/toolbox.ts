// The four read-only tools. run() checks the proposal first and reads the store only when every check has passed.
import type { Row, Store } from '../data/store.js'
import type { ToolDefinition } from '../llm/chat.js'
import { checkProposal, type CheckedCall, type Refusal } from './check.js'
import { roundTo, subtractDecimal } from '../text/decimal.js'
import { openAiToolDefinition, TOOL_NAMES, toolSchemas, type ToolArgs, type ToolSchemas } from './schemas.js'

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
  /** When the last year asked has no value: the latest one before it that has. */
  latest?: { year: number; value: number }
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
  schemas: ToolSchemas
  /** Chat Completions `tools`. */
  definitions: ToolDefinition[]
  /** `raw`: the proposal is a model's argument text, parsed here. */
  run(name: string, proposal: unknown, options?: { raw?: boolean }): ToolOutcome
}

export const SOURCE_NAME = 'World Bank, World Development Indicators'

/** A result as the model reads it (a tool message, or a row of fetch-first's data block), and read back. */
export const resultText = (outcome: ToolOutcome): string => JSON.stringify(outcome)
export function readResult(text: string): ToolOutcome {
  try {
    return JSON.parse(text) as ToolOutcome
  } catch {
    return { ok: false, code: 'invalid_argument', error: 'result could not be read' }
  }
}

/** A row with a published value, or undefined. */
const present = (row: Row | undefined) =>
  row?.text != null && row.value !== null ? { text: row.text, value: row.value } : undefined

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

  const getValues = (a: ToolArgs<'get_values'>): ToolOutcome => {
    const rows = store.values(a.country_code, a.indicator_code, a.start_year, a.end_year)
    const latest = rows.at(-1)?.value === null ? latestBefore(a.country_code, a.indicator_code, a.end_year) : undefined
    return {
      ok: true,
      tool: 'get_values',
      country: country(a.country_code),
      indicator: indicator(a.indicator_code),
      values: rows.map((r) => ({ year: r.year, value: r.value })),
      missing_years: rows.filter((r) => r.value === null).map((r) => r.year),
      ...(latest ? { latest } : {}),
      source,
    }
  }

  const rankCountries = (a: ToolArgs<'rank_countries'>): ToolOutcome => {
    const rows = store.yearValues(a.indicator_code, a.year)
    const withValue = rows.flatMap((r) => (r.value === null ? [] : [{ code: r.country_code, value: r.value }]))
    return {
      ok: true,
      tool: 'rank_countries',
      indicator: indicator(a.indicator_code),
      year: a.year,
      // Equal values share a rank (1, 1, 3): four countries at 100 % are all first.
      ranking: withValue.map((r) => ({
        rank: 1 + withValue.filter((o) => o.value > r.value).length,
        country: country(r.code),
        value: r.value,
      })),
      no_value: rows.filter((r) => r.value === null).map((r) => country(r.country_code)),
      average: withValue.length === 0 ? null : withValue.reduce((sum, r) => sum + r.value, 0) / withValue.length,
      average_of: withValue.length,
      source,
    }
  }

  const getChange = (a: ToolArgs<'get_change'>): ToolOutcome => {
    const { country_code: c, indicator_code: i, from_year: from, to_year: to } = a
    const start = present(store.values(c, i, from, from)[0])
    const end = present(store.values(c, i, to, to)[0])
    if (!start || !end) {
      return noValue(i, [
        [c, start ? null : from],
        [c, end ? null : to],
      ])
    }
    const unit = indicator(i).unit
    return {
      ok: true,
      tool: 'get_change',
      country: country(c),
      indicator: indicator(i),
      from: { year: from, value: start.value },
      to: { year: to, value: end.value },
      difference: Number(subtractDecimal(end.text, start.text)),
      difference_unit: unit.startsWith('%') ? 'percentage points' : unit,
      percent_change: roundTo(((end.value - start.value) / Math.abs(start.value)) * 100, 2),
      source,
    }
  }

  const compareCountries = (a: ToolArgs<'compare_countries'>): ToolOutcome => {
    const { indicator_code: i, year, country_code: c1, other_country_code: c2 } = a
    const first = present(store.values(c1, i, year, year)[0])
    const second = present(store.values(c2, i, year, year)[0])
    if (!first || !second) {
      return noValue(i, [
        [c1, first ? null : year],
        [c2, second ? null : year],
      ])
    }
    return {
      ok: true,
      tool: 'compare_countries',
      indicator: indicator(i),
      year,
      country: { ...country(c1), value: first.value },
      other_country: { ...country(c2), value: second.value },
      difference: Number(subtractDecimal(first.text, second.text)),
      ratio: roundTo(first.value / second.value, 2),
      source,
    }
  }

  function dispatch(call: CheckedCall): ToolOutcome {
    switch (call.name) {
      case 'get_values':
        return getValues(call.args)
      case 'rank_countries':
        return rankCountries(call.args)
      case 'get_change':
        return getChange(call.args)
      case 'compare_countries':
        return compareCountries(call.args)
    }
  }

  /** The latest year at or before `year` with a published value, and that value. */
  function latestBefore(c: string, i: string, year: number): { year: number; value: number } | undefined {
    const row = store
      .values(c, i, years[0], year)
      .filter((r) => r.value !== null)
      .at(-1)
    return row ? { year: row.year, value: row.value! } : undefined
  }

  /** The `no_value` refusal: which cells are missing, the years the series does have, and its latest year. */
  function noValue(i: string, cells: [string, number | null][]): Refusal {
    const missing = cells.filter(([, y]) => y !== null).map(([c, y]) => `${c} ${y}`)
    const [c, year] = cells.find(([, y]) => y !== null)! as [string, number]
    const published = store
      .values(c, i, years[0], years[1])
      .filter((r) => r.text !== null)
      .map((r) => r.year)
    const range = published.length > 0 ? `${published[0]} to ${published[published.length - 1]}` : 'no year'
    // The latest year at or before the one asked that every country of the call has.
    const latest = Math.min(...cells.map(([code]) => latestBefore(code, i, year)?.year ?? Number.NEGATIVE_INFINITY))
    return {
      ok: false,
      code: 'no_value',
      error: `No value is published for ${i} in ${missing.join(' and ')}; for ${c} this series has values for ${range}.`,
      missing_years: [...new Set(cells.flatMap(([, y]) => (y === null ? [] : [y])))],
      ...(Number.isFinite(latest) ? { latest_year: latest } : {}),
    }
  }

  return {
    schemas,
    definitions: TOOL_NAMES.map((n) => openAiToolDefinition(schemas[n])),
    run(name, proposal, options = {}) {
      const checked = checkProposal(schemas, name, proposal, options)
      return checked.ok ? dispatch(checked) : checked
    },
  }
}
