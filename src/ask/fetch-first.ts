// The fetch-first design: the application reads the rows the question needs, and the model only writes the sentence.
import { compose } from '../planner/compose.js'
import { parseQuestion } from '../question/parse.js'
import { callKey, callsNeeded, nextCalls, type PlanBudget } from '../question/plan.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import type { FetchPlanner } from './loop.js'

/**
 * Reads in as many rounds as the embedded planner may take, so that both designs read the same rows. A question the
 * planner declines (or one too big for the limits) gets no rows, and its reason.
 */
export function fetchFirstPlanner(budget: PlanBudget): FetchPlanner {
  return (question, execute) => {
    const reading = parseQuestion(question, budget.years)
    if (reading.kind === 'decline' || callsNeeded(reading, budget) > budget.toolCalls) {
      return compose(reading, [], budget.years).answer
    }
    const results = new Map<string, ToolOutcome>()
    for (let round = 0; round < budget.rounds; round += 1) {
      const calls = nextCalls(reading, results, budget)
      if (!calls) break
      for (const call of calls) results.set(callKey(call), execute(call))
    }
    return results.size === 0 ? compose(reading, [], budget.years).answer : null
  }
}
