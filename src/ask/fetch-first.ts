// The fetch-first design: the application reads the rows the question needs, and the model only writes the sentence.
import { compose } from '../planner/compose.js'
import { parseQuestion } from '../question/parse.js'
import { callKey, nextCalls, type PlanBudget } from '../question/plan.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import type { FetchPlanner } from './loop.js'

/** Reads in as many rounds as the embedded planner may take, so that both designs read the same rows. */
export function fetchFirstPlanner(budget: PlanBudget): FetchPlanner {
  return (question, execute) => {
    const parsed = parseQuestion(question, budget.years)
    const results = new Map<string, ToolOutcome>()
    for (let round = 0; round < budget.rounds; round += 1) {
      const calls = nextCalls(parsed, results, budget)
      if (!calls) break
      for (const call of calls) results.set(callKey(call), execute(call))
    }
    return results.size === 0 ? compose(parsed, []).answer : null
  }
}
