// Facts: every number a tool result states, with what it is a number of. Gate 2 accepts a figure in an answer only as
// one of these facts, bound to the country, indicator and year(s) that its sentence names; each accepted figure is
// cited with its fact.
import type { ToolOutcome } from './toolbox.js'

export type FactKind = 'value' | 'difference' | 'percent_change' | 'ratio' | 'average' | 'rank' | 'count'

export interface Fact {
  value: number
  kind: FactKind
  /** One country for a value or a change, two for a comparison (first, second), none for the group (average, count). */
  countries: string[]
  indicator: string
  /** One year, or two for a change (from, to). */
  years: number[]
  /** The indicator's unit; "percentage points" for a change of a share; "%" for a percent change. */
  unit: string
  /** The tool call it came from: its number in the trace. */
  call: number
}

/** A share of the population (% of population): its changes are in percentage points. */
export const isShare = (unit: string) => unit.startsWith('%')

/** The facts a successful result states. A refusal states none. */
export function factsOf(outcome: ToolOutcome, call: number): Fact[] {
  if (!outcome.ok) return []
  const indicator = outcome.indicator.code
  const unit = outcome.indicator.unit
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
      const latest = outcome.latest
        ? [fact(outcome.latest.value, 'value', [outcome.country.code], [outcome.latest.year])]
        : []
      return [
        ...outcome.values.flatMap((v) =>
          v.value === null ? [] : [fact(v.value, 'value', [outcome.country.code], [v.year])],
        ),
        ...latest,
      ]
    }
    case 'rank_countries': {
      const year = [outcome.year]
      return [
        ...outcome.ranking.flatMap((r) => [
          fact(r.value, 'value', [r.country.code], year),
          fact(r.rank, 'rank', [r.country.code], year, ''),
        ]),
        ...(outcome.average === null ? [] : [fact(outcome.average, 'average', [], year)]),
        fact(outcome.average_of, 'count', [], year, 'countries'),
      ]
    }
    case 'get_change': {
      const c = [outcome.country.code]
      const years = [outcome.from.year, outcome.to.year]
      return [
        fact(outcome.from.value, 'value', c, [outcome.from.year]),
        fact(outcome.to.value, 'value', c, [outcome.to.year]),
        fact(outcome.difference, 'difference', c, years, outcome.difference_unit),
        fact(outcome.percent_change, 'percent_change', c, years, '%'),
      ]
    }
    case 'compare_countries': {
      const both = [outcome.country.code, outcome.other_country.code]
      const year = [outcome.year]
      return [
        fact(outcome.country.value, 'value', [outcome.country.code], year),
        fact(outcome.other_country.value, 'value', [outcome.other_country.code], year),
        fact(outcome.difference, 'difference', both, year, isShare(unit) ? 'percentage points' : unit),
        fact(outcome.ratio, 'ratio', both, year, 'times'),
      ]
    }
  }
}

/** Every year a result is about, including years it names without a value ("no value for 2025") and a refusal's latest. */
export function yearsOf(outcome: ToolOutcome): number[] {
  if (!outcome.ok) return outcome.latest_year === undefined ? [] : [outcome.latest_year]
  switch (outcome.tool) {
    case 'get_values':
      return [...outcome.values.map((v) => v.year), ...(outcome.latest ? [outcome.latest.year] : [])]
    case 'rank_countries':
    case 'compare_countries':
      return [outcome.year]
    case 'get_change':
      return [outcome.from.year, outcome.to.year]
  }
}

/** The years a result reports as having no value: an answer may name them as such. */
export function missingYearsOf(outcome: ToolOutcome): number[] {
  if (!outcome.ok) return outcome.missing_years ?? []
  return outcome.tool === 'get_values' ? outcome.missing_years : []
}
