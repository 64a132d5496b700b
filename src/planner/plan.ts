// Which tool calls answer a question's parts, round by round. Used twice: by the embedded planner (which proposes the
// calls to the loop, like a model) and by the fetch-first design (where the application makes them itself). Every
// part of the reading is one or more needs; a need either names its call, or searches back from the latest year, or
// follows its first result (a change "since 2010" to the latest year with a value), or waits for another part's answer
// (its country is the country at that part's ranking end: planner/follow.ts).
//
// What each shape needs is its own (src/shapes/<id>/plan.ts, through the registry src/shapes/layers/plans.ts); the
// needs they are built of live in src/shapes/kit/plan.ts, re-exported here.
import type { ToolCall } from '../tools/schemas.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import type { Part, QuestionReading } from '../reading/schema.js'
import { callKey, planScope, type Need, type PlanBudget, type Results } from '../shapes/kit/plan.js'
import { PLANS } from '../shapes/layers/plans.js'
import { resolvedParts } from './follow.js'

export {
  callKey,
  change,
  changes,
  compare,
  rank,
  split,
  sum,
  values,
  type PlanBudget,
  type Results,
} from '../shapes/kit/plan.js'

/** The rounds the loop's model-call limit leaves: one model call is kept for the final answer. */
export const roundsFor = (modelCalls: number) => Math.max(1, modelCalls - 1)

/** A budget within the loop's limits (the years come from the snapshot). */
export const planBudgetFor = (limits: { modelCalls: number; toolCalls: number }) => ({
  rounds: roundsFor(limits.modelCalls),
  toolCalls: limits.toolCalls,
})

/** The needs of a part, as its shape plans them. */
const needsOf = (part: Part, budget: PlanBudget): Need[] => PLANS[part.shape].needs(part, planScope(part, budget))

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
