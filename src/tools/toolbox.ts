// The four read-only tools. run() checks the proposal first and reads the store only when every check has passed.
import type { Row, Store } from '../data/store.js'
import type { ToolDefinition } from '../llm/chat.js'
import { checkProposal, type CheckedCall } from './check.js'
import type { Refusal, ToolOutcome, YearValue } from './results.js'

export type * from './results.js'
import { roundTo, subtractDecimal } from '../text/decimal.js'
import { openAiToolDefinition, TOOL_NAMES, toolSchemas, type ToolArgs, type ToolSchemas } from './schemas.js'

/** A share of the population (% of population): its changes are in percentage points. */
export const isShare = (unit: string) => unit.startsWith('%')

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
  const unit = (code: string) => store.indicator(code)!.unit
  const getValues = (a: ToolArgs<'get_values'>): ToolOutcome => {
    const rows = store.values(a.country_code, a.indicator_code, a.start_year, a.end_year)
    const latest = rows.at(-1)?.value === null ? latestBefore(a.country_code, a.indicator_code, a.end_year) : undefined
    return {
      ok: true,
      tool: 'get_values',
      country: a.country_code,
      indicator: a.indicator_code,
      unit: unit(a.indicator_code),
      values: Object.fromEntries(rows.map((r) => [r.year, r.value])),
      ...(latest ? { latest: [latest.year, latest.value] as YearValue } : {}),
    }
  }

  const rankCountries = (a: ToolArgs<'rank_countries'>): ToolOutcome => {
    const rows = store.yearValues(a.indicator_code, a.year)
    const withValue = rows.flatMap((r) => (r.value === null ? [] : [{ code: r.country_code, value: r.value }]))
    return {
      ok: true,
      tool: 'rank_countries',
      indicator: a.indicator_code,
      unit: unit(a.indicator_code),
      year: a.year,
      // Equal values share a rank (1, 1, 3): four countries at 100 % are all first.
      ranking: withValue.map((r) => [1 + withValue.filter((o) => o.value > r.value).length, r.code, r.value]),
      no_value: rows.filter((r) => r.value === null).map((r) => r.country_code),
      average: withValue.length === 0 ? null : withValue.reduce((sum, r) => sum + r.value, 0) / withValue.length,
      average_of: withValue.length,
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
    return {
      ok: true,
      tool: 'get_change',
      country: c,
      indicator: i,
      unit: unit(i),
      from: [from, start.value],
      to: [to, end.value],
      difference: Number(subtractDecimal(end.text, start.text)),
      difference_unit: isShare(unit(i)) ? 'percentage points' : unit(i),
      percent_change: roundTo(((end.value - start.value) / Math.abs(start.value)) * 100, 2),
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
      indicator: i,
      unit: unit(i),
      year,
      country: [c1, first.value],
      other_country: [c2, second.value],
      difference: Number(subtractDecimal(first.text, second.text)),
      ratio: roundTo(first.value / second.value, 2),
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
