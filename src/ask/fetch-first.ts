// The fetch-first design: the application reads the rows the question's parts need, and the model only writes the
// sentence. It reads in as many rounds as the embedded planner may take, so that both designs read the same rows.
import { compose, tooMany } from '../planner/compose.js'
import { fetchReading, tooBig, type PlanBudget } from '../planner/plan.js'
import type { FetchPlanner } from './loop.js'

/** A question the reader declines (or one too big for the limits) gets no rows, and its reason. */
export function fetchFirstPlanner(budget: PlanBudget): FetchPlanner {
  return (reading, execute) => {
    if (reading.decline) return compose(reading, [], budget.years).answer
    if (tooBig(reading, budget)) return tooMany(reading).answer
    return fetchReading(reading, budget, execute).length === 0 ? compose(reading, [], budget.years).answer : null
  }
}
