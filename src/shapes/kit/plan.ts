// What every shape's plan is made of (src/shapes/<id>/plan.ts): the tool-call constructors, the needs they build (a
// call once, a search back from the latest year, a call followed to the latest year with a value, a ranking...), and
// the interface each shape's `plan` has. A need either names its call, or searches back, or follows its first result,
// or (planner/plan.ts) waits for another part's answer. Moved down from planner/plan.ts, which re-exports them.
import { canonicalJson } from '../../llm/canonical-json.js'
import { biggestStep } from '../../reading/verdicts.js'
import type { ToolCall } from '../../tools/schemas.js'
import type { ToolOutcome } from '../../tools/toolbox.js'
import type { Part } from '../../reading/schema.js'
import { leadPair, ranksOf } from './ranking-end.js'

/** Results so far, by call. */
export type Results = ReadonlyMap<string, ToolOutcome>
export const callKey = (call: ToolCall): string => `${call.name}:${canonicalJson(call.args)}`

/** What a plan may use: the snapshot's years, the rounds of calls before the final answer, and the calls in all. */
export interface PlanBudget {
  years: readonly [number, number]
  rounds: number
  toolCalls: number
}

/** One need of a part: given the results so far, the call it still needs, or null when it has its answer. */
export type Need = (results: Results) => ToolCall | null

export const values = (
  country_code: string,
  indicator_code: string,
  start_year: number,
  end_year: number,
): ToolCall => ({
  name: 'get_values',
  args: { country_code, indicator_code, start_year, end_year },
})
export const change = (country_code: string, indicator_code: string, from_year: number, to_year: number): ToolCall => ({
  name: 'get_change',
  args: { country_code, indicator_code, from_year, to_year },
})
export const compare = (
  indicator_code: string,
  year: number,
  country_code: string,
  other_country_code: string,
): ToolCall => ({
  name: 'compare_countries',
  args: { indicator_code, year, country_code, other_country_code },
})
export const rank = (indicator_code: string, year: number): ToolCall => ({
  name: 'rank_countries',
  args: { indicator_code, year },
})

export const sum = (indicator_code: string, year: number, country_codes: readonly string[]): ToolCall => ({
  name: 'sum_countries',
  args: { indicator_code, year, country_codes: [...country_codes] },
})
export const split = (indicator_code: string, year: number, threshold: number): ToolCall => ({
  name: 'rank_countries',
  args: { indicator_code, year, threshold },
})
/** Every country's change between two years, ranked (get_change without a country). */
export const changes = (indicator_code: string, from_year: number, to_year: number): ToolCall => ({
  name: 'get_change',
  args: { indicator_code, from_year, to_year },
})

/** A call, once. */
export const fixed =
  (call: ToolCall): Need =>
  (results) =>
    results.has(callKey(call)) ? null : call

/** A series' values, then the change into the year of its biggest move in percent that way (its percent a fact). */
export const percentStep =
  (call: ToolCall, up: boolean): Need =>
  (results) => {
    const got = results.get(callKey(call))
    if (!got) return call
    if (!got.ok || got.tool !== 'get_values') return null
    const step = biggestStep(got.values, up, true)
    if (!step) return null
    const next = change(got.country, got.indicator, step.year - 1, step.year)
    return results.has(callKey(next)) ? null : next
  }

/** From `from` back, one year a round (never below `floor`), until a result is acceptable or the rounds run out. */
export const searchBack =
  (
    make: (year: number) => ToolCall,
    acceptable: (o: ToolOutcome) => boolean,
    from: number,
    budget: PlanBudget,
    floor = budget.years[0],
  ): Need =>
  (results) => {
    const [first] = budget.years
    for (let year = from; year >= Math.max(first, floor, from - budget.rounds + 1); year -= 1) {
      const outcome = results.get(callKey(make(year)))
      if (!outcome) return make(year)
      if (acceptable(outcome)) return null
    }
    return null
  }

/** A call, then, when it is refused for a missing value, the same call up to the latest year that has one. */
export const toLatest =
  (make: (to: number) => ToolCall, to: number, from: number): Need =>
  (results) => {
    const outcome = results.get(callKey(make(to)))
    if (!outcome) return make(to)
    if (outcome.ok || outcome.code !== 'no_value' || outcome.latest_year === undefined) return null
    const latest = outcome.latest_year
    if (latest <= from || latest >= to) return null
    return results.has(callKey(make(latest))) ? null : make(latest)
  }

/** The step into `latest` from the year before, or, refused for a missing value, into the latest year that has one. */
export const stepToLatest =
  (make: (to: number) => ToolCall, latest: number): Need =>
  (results) => {
    const outcome = results.get(callKey(make(latest)))
    if (!outcome) return make(latest)
    if (outcome.ok || outcome.code !== 'no_value' || outcome.latest_year === undefined) return null
    const year = outcome.latest_year
    if (year >= latest) return null
    return results.has(callKey(make(year))) ? null : make(year)
  }

/**
 * "Which country had the highest GDP per capita, and by how much?": once the ranking is in, the end country against the
 * one next to it, so that the margin between them is a fact of the trace.
 */
export const lead =
  (part: Part, budget: PlanBudget): Need =>
  (results) => {
    if (rankingNeeds(part, budget).some((need) => need(results) !== null)) return null
    const pair = leadPair(part, ranksOf(results.values(), part.indicator))
    if (!pair) return null
    const call = compare(part.indicator, pair.year, pair.end, pair.next)
    return results.has(callKey(call)) ? null : call
  }

/** A ranking whose year has countries without a value also looks back for the latest year that has them all. */
const complete = (o: ToolOutcome) =>
  o.ok && o.tool === 'rank_countries' && o.ranking.length > 0 && o.no_value.length === 0
export const rankingNeeds = (part: Part, budget: PlanBudget): Need[] => {
  const i = part.indicator
  const focus = part.countries
  const acceptable = (o: ToolOutcome) =>
    o.ok && o.tool === 'rank_countries' && focus.every((c) => o.ranking.some(([, country]) => country === c))
  if (part.time.kind === 'year') {
    const year = part.time.year
    const asked = fixed(rank(i, year))
    const back: Need = (results) => {
      const outcome = results.get(callKey(rank(i, year)))
      if (!outcome || complete(outcome) || !outcome.ok) return null
      return searchBack((y) => rank(i, y), complete, year - 1, budget)(results)
    }
    return [asked, back]
  }
  return [searchBack((y) => rank(i, y), focus.length > 0 ? acceptable : complete, budget.years[1], budget)]
}

/** What a shape's needs are worked out from, beside its part: the budget and the part's years, read once. */
export interface PlanScope {
  budget: PlanBudget
  /** The snapshot's last year. */
  last: number
  /** The first two countries named. */
  a: string
  b: string
  /** The years asked, as a span (one year, or no year named: the snapshot's). */
  span: { from: number; to: number }
  /** The one year asked, or, none named, back from the last year until a result is acceptable. */
  oneYear: (make: (year: number) => ToolCall, acceptable: (o: ToolOutcome) => boolean) => Need[]
  /** Any result that is not a refusal. */
  present: (o: ToolOutcome) => boolean
}

export function planScope(part: Part, budget: PlanBudget): PlanScope {
  const [first, last] = budget.years
  const { countries, time } = part
  const [a, b] = countries as [string, string]
  const span =
    time.kind === 'span'
      ? { from: time.from, to: time.to }
      : time.kind === 'years'
        ? { from: Math.min(...time.years), to: Math.max(...time.years) }
        : time.kind === 'year'
          ? { from: time.year, to: time.year }
          : { from: first, to: last }
  const oneYear = (make: (year: number) => ToolCall, acceptable: (o: ToolOutcome) => boolean) =>
    time.kind === 'year' ? [fixed(make(time.year))] : [searchBack(make, acceptable, last, budget)]
  const present = (o: ToolOutcome) => o.ok
  return { budget, last, a, b, span, oneYear, present }
}

/** Every country's values over the years asked: the needs of a shape read off a series' years. */
export const seriesNeeds = (part: Part, { span }: PlanScope): Need[] =>
  part.countries.map((c) => fixed(values(c, part.indicator, span.from, span.to)))

/** One shape's plan: the needs of its part, and what else the planner asks of the shape. */
export interface ShapePlan {
  needs: (part: Part, scope: PlanScope) => Need[]
  /** A ranking's end at the part's own place ("the second highest"), not at the first: its following part's country. */
  endAtPlace?: true
}

/**
 * A change over the years asked, for each country: "last year", the step into the latest year with a value, from the
 * year before; else from the first year to the last (or the latest with a value), and, `everyYear`, every year's value.
 */
export function changeNeeds(part: Part, { last, span }: PlanScope, everyYear = false): Need[] {
  const { countries, indicator: i, time } = part
  if (time.kind === 'latest') return countries.map((c) => stepToLatest((to) => change(c, i, to - 1, to), last))
  return countries.flatMap((c) => [
    toLatest((to) => change(c, i, span.from, to), span.to, span.from),
    ...(everyYear ? [fixed(values(c, i, span.from, span.to))] : []),
  ])
}

/** The needs of a part asked of a ranking of the eight. */
export const rankingPlan: ShapePlan = { needs: (part, { budget }) => rankingNeeds(part, budget) }
/** The needs of a part asked of its countries' values over its years. */
export const seriesPlan: ShapePlan = { needs: seriesNeeds }
/** The needs of a part asked of its countries' change over its years. */
export const changePlan: ShapePlan = { needs: (part, scope) => changeNeeds(part, scope) }

/** Both countries, in the year asked, in each of the separate years asked ("in 2013 and 2025"), or the latest. */
export const pairPlan: ShapePlan = {
  needs: ({ indicator: i, time }, { a, b, oneYear, present }) => {
    // (Separate years, "in 2013 and 2025": both countries in each one, as asked.)
    if (time.kind === 'years') return time.years.map((y) => fixed(compare(i, y, a, b)))
    return oneYear((y) => compare(i, y, a, b), present)
  },
}
