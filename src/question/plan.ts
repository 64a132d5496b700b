// Which tool calls answer a question, round by round. Used twice: by the embedded planner (which proposes the calls to
// the loop, like a model) and by the fetch-first design (where the application makes them itself). Every part of a
// question is one need (a country and an indicator, a comparison, a ranking...); a need either names its call, or
// searches back from the latest year, or follows its first result (a change "since 2010" to the latest year).
import { canonicalJson } from '../llm/canonical-json.js'
import type { IndicatorCode } from '../lexicon/vocabulary.js'
import type { ToolCall } from '../tools/schemas.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import type { Query } from './parse.js'

/** Results so far, by call. */
export type Results = ReadonlyMap<string, ToolOutcome>
export const callKey = (call: ToolCall): string => `${call.name}:${canonicalJson(call.args)}`

/** What a plan may use: the snapshot's years, the rounds of calls before the final answer, and the calls in all. */
export interface PlanBudget {
  years: readonly [number, number]
  rounds: number
  toolCalls: number
}

/** The rounds the loop's model-call limit leaves: one model call is kept for the final answer. */
export const roundsFor = (modelCalls: number) => Math.max(1, modelCalls - 1)

/** A budget within the loop's limits (the years come from the snapshot, or from the request the planner reads). */
export const planBudgetFor = (limits: { modelCalls: number; toolCalls: number }) => ({
  rounds: roundsFor(limits.modelCalls),
  toolCalls: limits.toolCalls,
})

/** One part of a question: given the results so far, the call it still needs, or null when it has its answer. */
type Need = (results: Results) => ToolCall | null

const values = (country_code: string, indicator_code: string, start_year: number, end_year: number): ToolCall => ({
  name: 'get_values',
  args: { country_code, indicator_code, start_year, end_year },
})
const change = (country_code: string, indicator_code: string, from_year: number, to_year: number): ToolCall => ({
  name: 'get_change',
  args: { country_code, indicator_code, from_year, to_year },
})
const compare = (indicator_code: string, year: number, country_code: string, other_country_code: string): ToolCall => ({
  name: 'compare_countries',
  args: { indicator_code, year, country_code, other_country_code },
})
const rank = (indicator_code: string, year: number): ToolCall => ({
  name: 'rank_countries',
  args: { indicator_code, year },
})

/** A call, once. */
const fixed =
  (call: ToolCall): Need =>
  (results) =>
    results.has(callKey(call)) ? null : call

/** From the last year back, one year a round, until a result is acceptable or the rounds run out. */
const searchBack =
  (make: (year: number) => ToolCall, acceptable: (o: ToolOutcome) => boolean, budget: PlanBudget): Need =>
  (results) => {
    const [first, last] = budget.years
    for (let year = last; year >= Math.max(first, last - budget.rounds + 1); year -= 1) {
      const outcome = results.get(callKey(make(year)))
      if (!outcome) return make(year)
      if (acceptable(outcome)) return null
    }
    return null
  }

/** A call, then, when it is refused for a missing value, the same call up to the latest year that has one. */
const toLatest =
  (make: (to: number) => ToolCall, to: number, from: number): Need =>
  (results) => {
    const outcome = results.get(callKey(make(to)))
    if (!outcome) return make(to)
    if (outcome.ok || outcome.code !== 'no_value' || outcome.latest_year === undefined) return null
    const latest = outcome.latest_year
    if (latest <= from || latest >= to) return null
    return results.has(callKey(make(latest))) ? null : make(latest)
  }

function needs(q: Query, budget: PlanBudget): Need[] {
  const [first, last] = budget.years
  const { countries, indicators, time, ask } = q
  const each = <T>(make: (i: IndicatorCode) => T[]) => indicators.flatMap(make)
  const span =
    time.kind === 'latest'
      ? { from: first, to: last }
      : time.kind === 'range'
        ? time
        : time.kind === 'since'
          ? { from: time.from, to: last }
          : { from: Math.min(...time.years), to: Math.max(...time.years) }
  const yearsAsked = time.kind === 'years' ? time.years : null
  const present = (o: ToolOutcome) => o.ok

  switch (ask.kind) {
    case 'lookup':
      return each((i) => countries.map((c) => fixed(values(c, i, span.from, span.to))))
    case 'compare': {
      const [a, b] = countries as [string, string]
      return each((i) =>
        yearsAsked
          ? yearsAsked.map((y) => fixed(compare(i, y, a, b)))
          : [searchBack((y) => compare(i, y, a, b), present, budget)],
      )
    }
    case 'rank':
    case 'average': {
      const focus = ask.kind === 'rank' ? ask.focus : null
      const acceptable = (o: ToolOutcome) =>
        o.ok &&
        o.tool === 'rank_countries' &&
        (focus ? o.ranking.some(([, country]) => country === focus) : o.ranking.length > 0)
      return each((i) =>
        yearsAsked ? yearsAsked.map((y) => fixed(rank(i, y))) : [searchBack((y) => rank(i, y), acceptable, budget)],
      )
    }
    case 'change':
    case 'pace':
      return each((i) => countries.map((c) => toLatest((to) => change(c, i, span.from, to), span.to, span.from)))
    case 'overtake': {
      const [a, b] = countries as [string, string]
      return each((i) => [
        fixed(compare(i, span.from, a, b)),
        toLatest((to) => compare(i, to, a, b), span.to, span.from),
      ])
    }
  }
}

/** How many calls the question needs in its first round: more than the loop allows means it is too big to answer. */
export const callsNeeded = (q: Query, budget: PlanBudget) => needs(q, budget).length

/** The calls still needed (one per unfinished part, in parallel), or null when every part has its result. */
export function nextCalls(q: Query, results: Results, budget: PlanBudget): ToolCall[] | null {
  const calls = needs(q, budget).flatMap((need) => {
    const call = need(results)
    return call ? [call] : []
  })
  const unique = [...new Map(calls.map((c) => [callKey(c), c])).values()]
  return unique.length > 0 ? unique : null
}
