// Which tool calls answer a question's parts, round by round. Used twice: by the embedded planner (which proposes the
// calls to the loop, like a model) and by the fetch-first design (where the application makes them itself). Every
// part of the reading is one or more needs; a need either names its call, or searches back from the latest year, or
// follows its first result (a change "since 2010" to the latest year with a value), or waits for another part's answer
// (its country is the country at that part's ranking end: planner/follow.ts).
import { canonicalJson } from '../llm/canonical-json.js'
import { biggestStep } from '../reading/verdicts.js'
import type { ToolCall } from '../tools/schemas.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import type { Part, QuestionReading } from '../reading/schema.js'
import { COUNTRY_CODES } from '../lexicon/codes.js'
import { leadPair, ranksOf, resolvedParts } from './follow.js'

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

/** A budget within the loop's limits (the years come from the snapshot). */
export const planBudgetFor = (limits: { modelCalls: number; toolCalls: number }) => ({
  rounds: roundsFor(limits.modelCalls),
  toolCalls: limits.toolCalls,
})

/** One need of a part: given the results so far, the call it still needs, or null when it has its answer. */
type Need = (results: Results) => ToolCall | null

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
const fixed =
  (call: ToolCall): Need =>
  (results) =>
    results.has(callKey(call)) ? null : call

/** A series' values, then the change into the year of its biggest move in percent that way (its percent a fact). */
const percentStep =
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

/** From `from` back, one year a round, until a result is acceptable or the rounds run out. */
const searchBack =
  (make: (year: number) => ToolCall, acceptable: (o: ToolOutcome) => boolean, from: number, budget: PlanBudget): Need =>
  (results) => {
    const [first] = budget.years
    for (let year = from; year >= Math.max(first, from - budget.rounds + 1); year -= 1) {
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

/** The step into `latest` from the year before, or, refused for a missing value, into the latest year that has one. */
const stepToLatest =
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
const lead =
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
const rankingNeeds = (part: Part, budget: PlanBudget): Need[] => {
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

function needsOf(part: Part, budget: PlanBudget): Need[] {
  const [first, last] = budget.years
  const { countries, indicator: i, time } = part
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
  switch (part.shape) {
    case 'value':
    case 'figure':
      return countries.map((c) => fixed(values(c, i, span.from, span.to)))
    case 'compare':
    case 'difference':
      // (Separate years, "in 2013 and 2025": both countries in each one, as asked.)
      if (time.kind === 'years') return time.years.map((y) => fixed(compare(i, y, a, b)))
      return oneYear((y) => compare(i, y, a, b), present)
    case 'ratio': {
      // A ratio under one reads better the other way round ("India's was 14.9 times Nigeria's"): the tool gives it.
      const inverse: Need = (results) => {
        for (const outcome of results.values()) {
          if (!outcome.ok || outcome.tool !== 'compare_countries' || outcome.indicator !== i) continue
          if (outcome.country[0] !== a || outcome.other_country[0] !== b || outcome.ratio >= 1) continue
          const call = compare(i, outcome.year, b, a)
          return results.has(callKey(call)) ? null : call
        }
        return null
      }
      return [...oneYear((y) => compare(i, y, a, b), present), inverse]
    }
    case 'gap':
      return [fixed(compare(i, span.from, a, b)), toLatest((to) => compare(i, to, a, b), span.to, span.from)]
    case 'extreme':
      return part.top === 2 ? [...rankingNeeds(part, budget), lead(part, budget)] : rankingNeeds(part, budget)
    case 'place':
    case 'top':
    case 'ranking':
    case 'among':
    case 'rank_of':
    case 'versus_average':
    case 'average':
    case 'median':
      return rankingNeeds(part, budget)
    case 'change':
    case 'multiple':
    case 'recover':
    case 'pace':
      // "Last year": the step into the latest year with a value, from the year before.
      if (time.kind === 'latest') return countries.map((c) => stepToLatest((to) => change(c, i, to - 1, to), last))
      return countries.flatMap((c) => [
        toLatest((to) => change(c, i, span.from, to), span.to, span.from),
        // ("And when?" of a recovery: every year's value, for the first one back at the level.)
        ...(part.shape === 'recover' && part.crossed ? [fixed(values(c, i, span.from, span.to))] : []),
      ])
    case 'peak':
      // "The biggest fall in percent": every year's values, then the change into that year, whose percent it shows.
      if (part.direction && part.faster)
        return countries.map((c) => percentStep(values(c, i, span.from, span.to), part.direction === 'up'))
      return countries.map((c) => fixed(values(c, i, span.from, span.to)))
    case 'overtake':
    case 'ahead_every_year':
    case 'every_year':
    case 'span_average':
    case 'cagr':
      return countries.map((c) => fixed(values(c, i, span.from, span.to)))
    case 'total': {
      // None named: all eight.
      const codes = countries.length > 0 ? countries : COUNTRY_CODES
      return oneYear((y) => sum(i, y, codes), present)
    }
    case 'threshold': {
      const t = part.figure!.value
      const complete = (o: ToolOutcome) => o.ok && o.tool === 'rank_countries' && o.no_value.length === 0
      return oneYear((y) => split(i, y, t), complete)
    }
    case 'change_rank': {
      // "Since 2000": back from the last year asked to the latest one every country has ("last year": the step into
      // it); the countries whose change went one way ("did it rise in every country between 2010 and 2020"), between
      // the two years named.
      const all = (o: ToolOutcome) => o.ok && o.tool === 'change_ranking' && o.no_value.length === 0
      if (time.kind === 'latest') return [searchBack((to) => changes(i, to - 1, to), all, last, budget)]
      if (part.order === undefined && time.kind === 'span' && !time.since)
        return [fixed(changes(i, span.from, span.to))]
      return [searchBack((to) => changes(i, span.from, to), all, span.to, budget)]
    }
  }
}

/**
 * A part whose country is another part's answer: nothing until that part has all its results, then the needs of the
 * part for the country (or each country tied) at that ranking's end.
 */
const follows =
  (reading: QuestionReading, part: Part, budget: PlanBudget): Need =>
  (results) => {
    const source = reading.parts[part.of_part!]
    if (!source || needsOf(source, budget).some((need) => need(results) !== null)) return null
    const resolved = resolvedParts(reading, part, results.values()) ?? []
    for (const need of resolved.flatMap((p) => needsOf(p, budget))) {
      const call = need(results)
      if (call) return call
    }
    return null
  }

const needs = (reading: QuestionReading, budget: PlanBudget) =>
  reading.parts.flatMap((p) => (p.of_part === undefined ? needsOf(p, budget) : [follows(reading, p, budget)]))

/** How many calls the question needs in its first round: more than the loop allows means it is too big to answer. */
export const callsNeeded = (reading: QuestionReading, budget: PlanBudget) =>
  new Set(
    needs(reading, budget)
      .flatMap((n) => n(new Map()) ?? [])
      .map(callKey),
  ).size

/** The calls still needed (one per unfinished need, in parallel), or null when every part has its results. */
export function nextCalls(reading: QuestionReading, results: Results, budget: PlanBudget): ToolCall[] | null {
  const calls = needs(reading, budget).flatMap((need) => {
    const call = need(results)
    return call ? [call] : []
  })
  const unique = [...new Map(calls.map((c) => [callKey(c), c])).values()]
  return unique.length > 0 ? unique : null
}

/** More calls than the loop allows in its first round: too big to answer whole. */
export const tooBig = (reading: QuestionReading, budget: PlanBudget) => callsNeeded(reading, budget) > budget.toolCalls

/**
 * A reading's calls, round by round until every part has its results or the rounds run out, each made by `make` (the
 * loop traces it and returns what the trace keeps; the desk runs it bare): the outcomes, in order.
 */
export function fetchReading(
  reading: QuestionReading,
  budget: PlanBudget,
  make: (call: ToolCall) => ToolOutcome,
): ToolOutcome[] {
  const results = new Map<string, ToolOutcome>()
  const outcomes: ToolOutcome[] = []
  for (let round = 0; round < budget.rounds && !reading.decline; round += 1) {
    const calls = nextCalls(reading, results, budget)
    if (!calls) break
    for (const call of calls) {
      const outcome = make(call)
      results.set(callKey(call), outcome)
      outcomes.push(outcome)
    }
  }
  return outcomes
}
