// Tool calls as tests write them, and the evidence gate 2 gets after them: the real toolbox over the test database.
import { allowedYears, type Evidence } from '../src/gates/figures.js'
import { systemRules } from '../src/llm/prompt.js'
import { factsOf, yearsOf } from '../src/tools/facts.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { testStore } from './helpers.js'

export type Call = { name: string; args: Record<string, string | number> }

export const gv = (country_code: string, indicator_code: string, start_year: number, end_year = start_year): Call => ({
  name: 'get_values',
  args: { country_code, indicator_code, start_year, end_year },
})
export const ch = (country_code: string, indicator_code: string, from_year: number, to_year: number): Call => ({
  name: 'get_change',
  args: { country_code, indicator_code, from_year, to_year },
})
export const rk = (indicator_code: string, year: number): Call => ({
  name: 'rank_countries',
  args: { indicator_code, year },
})
export const cmp = (indicator_code: string, year: number, country_code: string, other_country_code: string): Call => ({
  name: 'compare_countries',
  args: { indicator_code, year, country_code, other_country_code },
})

/** What the loop gives gate 2 after these calls, for this question. */
export function evidenceOf(calls: Call[], question = ''): Evidence {
  const store = testStore()
  const toolbox = createToolbox(store)
  const outcomes = calls.map((c) => toolbox.run(c.name, c.args))
  return {
    facts: outcomes.flatMap((o, i) => factsOf(o, i + 1)),
    years: allowedYears(outcomes.flatMap(yearsOf), question, store.years),
    question,
    rules: systemRules(store, 'tools'),
    snapshotDate: store.snapshotDate,
  }
}
