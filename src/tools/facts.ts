// Facts: every number a tool result states, with what it is a number of. Gate 2 accepts a figure in an answer only as
// one of these facts, bound to the country, indicator and year(s) that its sentence names; each accepted figure is
// cited with its fact.
import { isShare, type ToolOutcome } from './toolbox.js'

export const FACT_KINDS = [
  'value',
  'difference',
  'percent_change',
  'ratio',
  'average',
  'rank',
  'count',
  'median',
  'total',
  'share',
  'threshold',
  'count_above',
  'count_below',
  'count_at_least',
  'cagr',
] as const
export type FactKind = (typeof FACT_KINDS)[number]

export interface Fact {
  value: number
  kind: FactKind
  /**
   * One country for a value or a change, two for a comparison (first, second), those added for a total or a share, none
   * for the group (average, median, count, the eight's total, a threshold and how many are above or below it).
   */
  countries: string[]
  indicator: string
  /** One year, or two for a change, a country's mean over a span or its growth rate (from, to). */
  years: number[]
  /** The indicator's unit; "percentage points" for a change of a share; "%" for a percent change. */
  unit: string
  /** The tool call it came from: its number in the trace. */
  call: number
}

/** The facts a successful result states. A refusal states none. */
export function factsOf(outcome: ToolOutcome, call: number): Fact[] {
  if (!outcome.ok) return []
  const { indicator, unit } = outcome
  const fact = (value: number, kind: FactKind, countries: string[], years: number[], factUnit = unit): Fact => ({
    value,
    kind,
    countries,
    indicator,
    years,
    unit: factUnit,
    call,
  })
  switch (outcome.tool) {
    case 'get_values': {
      const c = [outcome.country]
      const values = Object.entries(outcome.values).flatMap(([year, value]) =>
        value === null ? [] : [fact(value, 'value', c, [Number(year)])],
      )
      const latest = outcome.latest ? [fact(outcome.latest[1], 'value', c, [outcome.latest[0]])] : []
      const s = outcome.summary
      if (!s) return [...values, ...latest]
      // The span's ends are the first and last years with a value: the mean and the growth rate are over them.
      const held = Object.entries(outcome.values).flatMap(([y, v]) => (v === null ? [] : [Number(y)]))
      const span = [held[0]!, held.at(-1)!]
      const moveUnit = isShare(unit) ? 'percentage points' : unit
      const move = (m: [number, number] | null) => (m ? [fact(m[1], 'difference', c, [m[0] - 1, m[0]], moveUnit)] : [])
      return [
        ...values,
        ...latest,
        fact(s.mean, 'average', c, span),
        ...(s.cagr === null ? [] : [fact(s.cagr, 'cagr', c, span, '%')]),
        ...move(s.biggest_rise),
        ...move(s.biggest_fall),
      ]
    }
    case 'rank_countries': {
      const year = [outcome.year]
      return [
        ...outcome.ranking.flatMap(([rank, country, value]) => [
          fact(value, 'value', [country], year),
          fact(rank, 'rank', [country], year, ''),
        ]),
        ...(outcome.average === null ? [] : [fact(outcome.average, 'average', [], year)]),
        fact(outcome.average_of, 'count', [], year, 'countries'),
        ...(outcome.median === null ? [] : [fact(outcome.median, 'median', [], year)]),
        // The question's own figure, given back by the tool: an answer restating it cites it as what it was split by.
        ...(outcome.threshold === undefined
          ? []
          : [
              fact(outcome.threshold, 'threshold', [], year),
              fact(outcome.above!.length, 'count_above', [], year, 'countries'),
              fact(outcome.below!.length, 'count_below', [], year, 'countries'),
              // ("How many had 100 % access": those at the figure count with those above it.)
              fact(outcome.above!.length + outcome.at!.length, 'count_at_least', [], year, 'countries'),
            ]),
      ]
    }
    case 'change_ranking': {
      const years = [outcome.from_year, outcome.to_year]
      return outcome.ranking.flatMap(([, c, start, end, difference, percent]) => [
        fact(start, 'value', [c], [outcome.from_year]),
        fact(end, 'value', [c], [outcome.to_year]),
        fact(difference, 'difference', [c], years, outcome.difference_unit),
        fact(percent, 'percent_change', [c], years, '%'),
      ])
    }
    case 'sum_countries': {
      const year = [outcome.year]
      const codes = outcome.countries.map(([c]) => c)
      // All eight added: the eight's total, said of no country in particular.
      const all = outcome.eight_total !== null && outcome.total === outcome.eight_total
      return [
        ...outcome.countries.map(([c, v]) => fact(v, 'value', [c], year)),
        ...(codes.length > 1 || all ? [fact(outcome.total, 'total', all ? [] : codes, year)] : []),
        ...(outcome.eight_total === null || all ? [] : [fact(outcome.eight_total, 'total', [], year)]),
        ...(outcome.share === null || all ? [] : [fact(outcome.share, 'share', codes, year, '%')]),
      ]
    }
    case 'get_change': {
      const c = [outcome.country]
      const [[from, start], [to, end]] = [outcome.from, outcome.to]
      return [
        fact(start, 'value', c, [from]),
        fact(end, 'value', c, [to]),
        fact(outcome.difference, 'difference', c, [from, to], outcome.difference_unit),
        fact(outcome.percent_change, 'percent_change', c, [from, to], '%'),
        // (The last value over the first: "5.71 times its 2000 value", a multiple gate 2 traces.)
        ...(start > 0 ? [fact(end / start, 'ratio', c, [from, to], 'times')] : []),
      ]
    }
    case 'compare_countries': {
      const [[c1, v1], [c2, v2]] = [outcome.country, outcome.other_country]
      const year = [outcome.year]
      return [
        fact(v1, 'value', [c1], year),
        fact(v2, 'value', [c2], year),
        fact(outcome.difference, 'difference', [c1, c2], year, isShare(unit) ? 'percentage points' : unit),
        fact(outcome.ratio, 'ratio', [c1, c2], year, 'times'),
      ]
    }
  }
}

/** Every year a result is about, including years it names without a value ("no value for 2025") and a refusal's latest. */
export function yearsOf(outcome: ToolOutcome): number[] {
  if (!outcome.ok) return outcome.latest_year === undefined ? [] : [outcome.latest_year]
  switch (outcome.tool) {
    case 'get_values':
      return [...Object.keys(outcome.values).map(Number), ...(outcome.latest ? [outcome.latest[0]] : [])]
    case 'rank_countries':
    case 'compare_countries':
      return [outcome.year]
    case 'get_change':
      return [outcome.from[0], outcome.to[0]]
    case 'change_ranking':
      return [outcome.from_year, outcome.to_year]
    case 'sum_countries':
      return [outcome.year]
  }
}

/** The years a result reports as having no value: an answer may name them as such. */
export function missingYearsOf(outcome: ToolOutcome): number[] {
  if (!outcome.ok) return outcome.missing_years ?? []
  return outcome.tool === 'get_values'
    ? Object.entries(outcome.values).flatMap(([year, value]) => (value === null ? [Number(year)] : []))
    : []
}
