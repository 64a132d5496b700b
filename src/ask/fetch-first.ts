// The fetch-first design: the application reads the rows the question needs, and the model only writes the sentence.
import { compose } from '../planner/compose.js'
import { parseQuestion } from '../question/parse.js'
import { callKey, nextCalls } from '../question/plan.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import type { FetchPlanner } from './loop.js'

const MAX_ROUNDS = 6

export function fetchFirstPlanner(years: readonly [number, number]): FetchPlanner {
  return (question, execute) => {
    const parsed = parseQuestion(question, years)
    const results = new Map<string, ToolOutcome>()
    for (let round = 0; round < MAX_ROUNDS; round += 1) {
      const calls = nextCalls(parsed, results, years)
      if (!calls) break
      for (const call of calls) results.set(callKey(call), execute(call))
    }
    return results.size === 0 ? compose(parsed, []).answer : null
  }
}
