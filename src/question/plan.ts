// Which tool calls answer a parsed question, one round at a time. Used twice: by the embedded planner (which proposes
// the calls to the loop, like a model) and by the fetch-first design (where the application makes them itself).
import { canonicalJson } from '../ask/canonical-json.js'
import type { PlannedCall } from '../ask/loop.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import type { ParsedQuestion } from './parse.js'

/** Results so far, by call. */
export type Results = ReadonlyMap<string, ToolOutcome>
export const callKey = (call: PlannedCall): string => `${call.name}:${canonicalJson(call.args)}`

/** How far back "latest" looks for a year with values: 4 calls at most, so that with the final answer the planner stays
 * within the default 5 model calls. (In this snapshot every series has values within 2 years of its end.) */
const LATEST_STEPS = 3

/**
 * The calls still needed, or null when every needed result is in: then the answer can be composed. For "latest" on
 * one year, the years are tried from the last one back until one has a value.
 */
export function nextCalls(q: ParsedQuestion, results: Results, years: readonly [number, number]): PlannedCall[] | null {
  const indicator_code = q.indicator
  const intent = q.intent
  if (intent.kind === 'cannot' || indicator_code === null) return null
  const [first, last] = years
  const missing = (calls: PlannedCall[]) => {
    const needed = calls.filter((c) => !results.has(callKey(c)))
    return needed.length > 0 ? needed : null
  }
  /** One call per year from the last one back, until the acceptable() one. */
  const stepBack = (make: (year: number) => PlannedCall, acceptable: (o: ToolOutcome) => boolean) => {
    for (let year = last; year >= Math.max(first, last - LATEST_STEPS); year -= 1) {
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
      const make = (year: number): PlannedCall => ({
        name: 'compare_countries',
        args: { indicator_code, year, country_code, other_country_code },
      })
      return intent.year === 'latest' ? stepBack(make, (o) => o.ok) : missing([make(intent.year)])
    }
    case 'rank':
    case 'average': {
      const make = (year: number): PlannedCall => ({ name: 'rank_countries', args: { indicator_code, year } })
      const focus = intent.kind === 'rank' ? intent.focus : null
      const hasValue = (o: ToolOutcome) =>
        o.ok &&
        o.tool === 'rank_countries' &&
        (focus ? o.ranking.some((r) => r.country.code === focus) : o.ranking.length > 0)
      return intent.year === 'latest' ? stepBack(make, hasValue) : missing([make(intent.year)])
    }
  }
}
