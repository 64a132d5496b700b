// The fetch-first design: the application reads the rows the question's parts need, and the model only writes the
// sentence. It reads in as many rounds as the embedded planner may take, so that both designs read the same rows.
import { compose, tooMany } from '../planner/compose.js'
import { callKey, nextCalls, tooBig, type PlanBudget } from '../planner/plan.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import type { FetchPlanner } from './loop.js'

/** A question the reader declines (or one too big for the limits) gets no rows, and its reason. */
export function fetchFirstPlanner(budget: PlanBudget): FetchPlanner {
  return (reading, execute) => {
    if (reading.decline) return compose(reading, [], budget.years).answer
    if (tooBig(reading, budget)) return tooMany(reading).answer
    const results = new Map<string, ToolOutcome>()
    for (let round = 0; round < budget.rounds; round += 1) {
      const calls = nextCalls(reading, results, budget)
      if (!calls) break
      for (const call of calls) results.set(callKey(call), execute(call))
    }
    return results.size === 0 ? compose(reading, [], budget.years).answer : null
  }
}
