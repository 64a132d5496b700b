// The read-only tools (TOOL_NAMES). run() checks the proposal first and reads the store only when every check has passed.
import type { Row, Store } from '../data/store.js'
import type { ToolDefinition } from '../llm/chat.js'
import { checkProposal, type CheckedCall } from './check.js'
import type { Refusal, ToolOutcome, ValuesResult, YearValue } from './results.js'

type ValuesSummary = NonNullable<ValuesResult['summary']>

export type * from './results.js'
import { roundTo, subtractDecimal, sumDecimals } from '../text/decimal.js'
import { openAiToolDefinition, TOOL_NAMES, toolSchemas, type ToolArgs, type ToolSchemas } from './schemas.js'

/** A share of the population (% of population): its changes are in percentage points. */
export const isShare = (unit: string) => unit.startsWith('%')
/** A series whose countries add up (people, dollars): not a share, a per-person figure or a number of years. */
export const isSummable = (unit: string) => !isShare(unit) && !/\bper\b|^years$/.test(unit)

/** The middle value (the mean of the two middle ones for an even count), or null for none. */
export function median(values: readonly number[]): number | null {
  if (values.length === 0) return null
  const sorted = [...values].sort((a, b) => a - b)
  const mid = Math.floor(sorted.length / 2)
  return sorted.length % 2 === 1 ? sorted[mid]! : (sorted[mid - 1]! + sorted[mid]!) / 2
}

/** The exact sum of decimal texts, as a number (the World Bank's own digits, added without a double's drift). */
const sumOf = (texts: readonly string[]) => Number(sumDecimals(texts))

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
const present = (row: Pick<Row, 'text' | 'value'> | undefined) =>
  row?.text != null && row.value !== null ? { text: row.text, value: row.value } : undefined

/** Over a span with two or more values: the highest and lowest year, the mean, the growth rate, the one-year moves. */
function summaryOf(rows: readonly Row[]): { summary: ValuesSummary } | Record<string, never> {
  const held = rows.flatMap((r) =>
    r.value === null || r.text === null ? [] : [{ ...r, value: r.value, text: r.text }],
  )
  // (Two values are a change, which get_change gives: the summary starts at three.)
  if (held.length < 3) return {}
  const first = held[0]!
  const last = held.at(-1)!
  // Equal values: the first year that had it ("highest in 2011" is the first year it reached that level).
  const highest = held.reduce((best, r) => (r.value > best.value ? r : best))
  const lowest = held.reduce((best, r) => (r.value < best.value ? r : best))
  const steps = held.slice(1).flatMap((r, k) => {
    const before = held[k]!
    return r.year === before.year + 1 ? [{ year: r.year, move: Number(subtractDecimal(r.text, before.text)) }] : []
  })
  const rise = steps
    .filter((x) => x.move > 0)
    .reduce<(typeof steps)[number] | null>((b, x) => (!b || x.move > b.move ? x : b), null)
  const fall = steps
    .filter((x) => x.move < 0)
    .reduce<(typeof steps)[number] | null>((b, x) => (!b || x.move < b.move ? x : b), null)
  const cagr =
    first.value > 0 && last.value > 0
      ? roundTo(((last.value / first.value) ** (1 / (last.year - first.year)) - 1) * 100, 2)
      : null
  return {
    summary: {
      highest: [highest.year, highest.value],
      lowest: [lowest.year, lowest.value],
      mean: held.reduce((sum, r) => sum + r.value, 0) / held.length,
      cagr,
      biggest_rise: rise ? [rise.year, rise.move] : null,
      biggest_fall: fall ? [fall.year, fall.move] : null,
      rose: steps.filter((x) => x.move > 0).map((x) => x.year),
      fell: steps.filter((x) => x.move < 0).map((x) => x.year),
    },
  }
}

export function createToolbox(store: Store): Toolbox {
  const schemas = toolSchemas({
    countryCodes: store.countries.map((c) => c.code),
    indicatorCodes: store.indicators.map((i) => i.code),
    years: store.years,
  })
  return {
    schemas,
    definitions: TOOL_NAMES.map((n) => openAiToolDefinition(schemas[n])),
    run(name, proposal, options = {}) {
      const checked = checkProposal(schemas, name, proposal, options)
      return checked.ok ? dispatch(store, checked) : checked
    },
  }
}

/** The unit of a series the checks have found in the store. */
const unitOf = (store: Store, code: string) => store.indicator(code)!.unit

function getValues(store: Store, a: ToolArgs<'get_values'>): ToolOutcome {
  const rows = store.values(a.country_code, a.indicator_code, a.start_year, a.end_year)
  const latest =
    rows.at(-1)?.value === null ? latestBefore(store, a.country_code, a.indicator_code, a.end_year) : undefined
  return {
    ok: true,
    tool: 'get_values',
    country: a.country_code,
    indicator: a.indicator_code,
    unit: unitOf(store, a.indicator_code),
    values: Object.fromEntries(rows.map((r) => [r.year, r.value])),
    ...(latest ? { latest: [latest.year, latest.value] as YearValue } : {}),
    ...summaryOf(rows),
  }
}

function rankCountries(store: Store, a: ToolArgs<'rank_countries'>): ToolOutcome {
  const rows = store.yearValues(a.indicator_code, a.year)
  const withValue = rows.flatMap((r) => (r.value === null ? [] : [{ code: r.country_code, value: r.value }]))
  const t = a.threshold
  const split =
    t === undefined
      ? {}
      : {
          threshold: t,
          above: withValue.filter((r) => r.value > t).map((r) => r.code),
          at: withValue.filter((r) => r.value === t).map((r) => r.code),
          below: withValue.filter((r) => r.value < t).map((r) => r.code),
        }
  return {
    ok: true,
    tool: 'rank_countries',
    indicator: a.indicator_code,
    unit: unitOf(store, a.indicator_code),
    year: a.year,
    // Equal values share a rank (1, 1, 3): four countries at 100 % are all first.
    ranking: withValue.map((r) => [1 + withValue.filter((o) => o.value > r.value).length, r.code, r.value]),
    no_value: rows.filter((r) => r.value === null).map((r) => r.country_code),
    average: withValue.length === 0 ? null : withValue.reduce((sum, r) => sum + r.value, 0) / withValue.length,
    average_of: withValue.length,
    median: median(withValue.map((r) => r.value)),
    ...split,
  }
}

function getChange(store: Store, a: ToolArgs<'get_change'>): ToolOutcome {
  if (a.country_code === undefined) return changeRanking(store, a)
  const { country_code: c, indicator_code: i, from_year: from, to_year: to } = a
  const start = present(store.values(c, i, from, from)[0])
  const end = present(store.values(c, i, to, to)[0])
  if (!start || !end) {
    return noValue(store, i, [
      [c, start ? null : from],
      [c, end ? null : to],
    ])
  }
  return {
    ok: true,
    tool: 'get_change',
    country: c,
    indicator: i,
    unit: unitOf(store, i),
    from: [from, start.value],
    to: [to, end.value],
    difference: Number(subtractDecimal(end.text, start.text)),
    difference_unit: isShare(unitOf(store, i)) ? 'percentage points' : unitOf(store, i),
    percent_change: roundTo(((end.value - start.value) / Math.abs(start.value)) * 100, 2),
  }
}

function compareCountries(store: Store, a: ToolArgs<'compare_countries'>): ToolOutcome {
  const { indicator_code: i, year, country_code: c1, other_country_code: c2 } = a
  const first = present(store.values(c1, i, year, year)[0])
  const second = present(store.values(c2, i, year, year)[0])
  if (!first || !second) {
    return noValue(store, i, [
      [c1, first ? null : year],
      [c2, second ? null : year],
    ])
  }
  return {
    ok: true,
    tool: 'compare_countries',
    indicator: i,
    unit: unitOf(store, i),
    year,
    country: [c1, first.value],
    other_country: [c2, second.value],
    difference: Number(subtractDecimal(first.text, second.text)),
    ratio: roundTo(first.value / second.value, 2),
  }
}

/** Every country's change between two years, by percent change, highest first; countries lacking a year apart. */
function changeRanking(store: Store, a: ToolArgs<'get_change'>): ToolOutcome {
  const { indicator_code: i, from_year: from, to_year: to } = a
  const changes = store.countries.flatMap((country) => {
    const start = present(store.values(country.code, i, from, from)[0])
    const end = present(store.values(country.code, i, to, to)[0])
    if (!start || !end) return []
    const difference = Number(subtractDecimal(end.text, start.text))
    const percent = roundTo(((end.value - start.value) / Math.abs(start.value)) * 100, 2)
    return [{ code: country.code, start: start.value, end: end.value, difference, percent }]
  })
  changes.sort((x, y) => y.percent - x.percent || y.difference - x.difference)
  return {
    ok: true,
    tool: 'change_ranking',
    indicator: i,
    unit: unitOf(store, i),
    from_year: from,
    to_year: to,
    difference_unit: isShare(unitOf(store, i)) ? 'percentage points' : unitOf(store, i),
    ranking: changes.map((r) => [
      1 + changes.filter((o) => o.percent > r.percent).length,
      r.code,
      r.start,
      r.end,
      r.difference,
      r.percent,
    ]),
    no_value: store.countries.map((c) => c.code).filter((c) => !changes.some((r) => r.code === c)),
  }
}

function sumCountries(store: Store, a: ToolArgs<'sum_countries'>): ToolOutcome {
  const { indicator_code: i, year, country_codes: codes } = a
  if (!isSummable(unitOf(store, i))) {
    const summable = store.indicators.filter((x) => isSummable(x.unit)).map((x) => x.code)
    return {
      ok: false,
      code: 'not_allowed',
      error: `${i} is in ${unitOf(store, i)}: its values do not add up. A total is given for ${summable.join(' and ')}; for ${i} use rank_countries (average, median).`,
    }
  }
  const rows = store.yearValues(i, year)
  const cells = codes.map((c) => [c, present(rows.find((r) => r.country_code === c))] as const)
  if (cells.some(([, v]) => !v))
    return noValue(
      store,
      i,
      cells.map(([c, v]) => [c, v ? null : year]),
    )
  const all = rows.map((r) => present(r))
  const total = sumOf(cells.map(([, v]) => v!.text))
  const eight = all.every(Boolean) && all.length === store.countries.length ? sumOf(all.map((v) => v!.text)) : null
  return {
    ok: true,
    tool: 'sum_countries',
    indicator: i,
    unit: unitOf(store, i),
    year,
    countries: cells.map(([c, v]) => [c, v!.value]),
    total,
    eight_total: eight,
    share: eight === null ? null : roundTo((total / eight) * 100, 2),
  }
}

/** The checked call to its tool. */
function dispatch(store: Store, call: CheckedCall): ToolOutcome {
  switch (call.name) {
    case 'get_values':
      return getValues(store, call.args)
    case 'rank_countries':
      return rankCountries(store, call.args)
    case 'get_change':
      return getChange(store, call.args)
    case 'compare_countries':
      return compareCountries(store, call.args)
    case 'sum_countries':
      return sumCountries(store, call.args)
  }
}

/** The latest year at or before `year` with a published value, and that value. */
function latestBefore(store: Store, c: string, i: string, year: number): { year: number; value: number } | undefined {
  const row = store
    .values(c, i, store.years[0], year)
    .filter((r) => r.value !== null)
    .at(-1)
  return row ? { year: row.year, value: row.value! } : undefined
}

/** The `no_value` refusal: which cells are missing, the years the series does have, and its latest year. */
function noValue(store: Store, i: string, cells: [string, number | null][]): Refusal {
  const missing = cells.filter(([, y]) => y !== null).map(([c, y]) => `${c} ${y}`)
  const [c, year] = cells.find(([, y]) => y !== null)! as [string, number]
  const published = store
    .values(c, i, store.years[0], store.years[1])
    .filter((r) => r.text !== null)
    .map((r) => r.year)
  const range = published.length > 0 ? `${published[0]} to ${published[published.length - 1]}` : 'no year'
  // The latest year at or before the one asked that every country of the call has.
  const latest = Math.min(
    ...cells.map(([code]) => latestBefore(store, code, i, year)?.year ?? Number.NEGATIVE_INFINITY),
  )
  return {
    ok: false,
    code: 'no_value',
    error: `No value is published for ${i} in ${missing.join(' and ')}; for ${c} this series has values for ${range}.`,
    missing_years: [...new Set(cells.flatMap(([, y]) => (y === null ? [] : [y])))],
    ...(Number.isFinite(latest) ? { latest_year: latest } : {}),
  }
}
