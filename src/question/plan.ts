// Which tool calls answer a parsed question, one round at a time. Used twice: by the embedded planner (which proposes
// the calls to the loop, like a model) and by the fetch-first design (where the application makes them itself).
import { canonicalJson } from '../llm/canonical-json.js'
import type { ToolCall } from '../tools/schemas.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import type { ParsedQuestion } from './parse.js'

/** Results so far, by call. */
export type Results = ReadonlyMap<string, ToolOutcome>
export const callKey = (call: ToolCall): string => `${call.name}:${canonicalJson(call.args)}`

/** What a plan may use: the snapshot's years, and how many rounds of calls it may take before the final answer. */
export interface PlanBudget {
  years: readonly [number, number]
  rounds: number
}

/** The rounds the loop's model-call limit leaves: one model call is kept for the final answer. */
export const roundsFor = (modelCalls: number) => Math.max(1, modelCalls - 1)

/**
 * The calls still needed, or null when every needed result is in: then the answer can be composed. For "latest" on
 * one year, the years are tried from the last one back, one round each, until one has a value or the rounds run out.
 */
export function nextCalls(q: ParsedQuestion, results: Results, budget: PlanBudget): ToolCall[] | null {
  const years = budget.years
  const indicator_code = q.indicator
  const intent = q.intent
  if (intent.kind === 'cannot' || indicator_code === null) return null
  const [first, last] = years
  const missing = (calls: ToolCall[]) => {
    const needed = calls.filter((c) => !results.has(callKey(c)))
    return needed.length > 0 ? needed : null
  }
  /** One call per year from the last one back, until the acceptable() one. */
  const stepBack = (make: (year: number) => ToolCall, acceptable: (o: ToolOutcome) => boolean) => {
    for (let year = last; year >= Math.max(first, last - budget.rounds + 1); year -= 1) {
      const call = make(year)
      const outcome = results.get(callKey(call))
      if (!outcome) return [call]
      if (acceptable(outcome)) return null
    }
    return null
  }

  switch (intent.kind) {
    case 'lookup': {
      const span = intent.years === 'latest' ? { from: first, to: last } : intent.years
      return missing(
        intent.countries.map((country_code) => ({
          name: 'get_values',
          args: { country_code, indicator_code, start_year: span.from, end_year: span.to },
        })),
      )
    }
    case 'change':
      return missing(
        intent.countries.map((country_code) => ({
          name: 'get_change',
          args: { country_code, indicator_code, from_year: intent.from, to_year: intent.to },
        })),
      )
    case 'compare': {
      const [country_code, other_country_code] = intent.countries
      const make = (year: number): ToolCall => ({
        name: 'compare_countries',
        args: { indicator_code, year, country_code, other_country_code },
      })
      return intent.year === 'latest' ? stepBack(make, (o) => o.ok) : missing([make(intent.year)])
    }
    case 'rank':
    case 'average': {
      const make = (year: number): ToolCall => ({ name: 'rank_countries', args: { indicator_code, year } })
      const focus = intent.kind === 'rank' ? intent.focus : null
      const hasValue = (o: ToolOutcome) =>
        o.ok &&
        o.tool === 'rank_countries' &&
        (focus ? o.ranking.some((r) => r.country.code === focus) : o.ranking.length > 0)
      return intent.year === 'latest' ? stepBack(make, hasValue) : missing([make(intent.year)])
    }
  }
}
