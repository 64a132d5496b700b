// The embedded planner: a provider made of fixed rules, not a language model. Like a model it sees the request (the
// tool definitions, the results it asked for, fetch-first's data rows); of the question it uses the application's one
// reading, passed with the request. It proposes tool calls, then writes the final JSON; asked to read (the read
// design), it gives that reading as the JSON a model would write. It never reads the database, and it reports zero
// tokens and the model name "planner".
import { DEFAULT_LIMITS } from '../config.js'
import type { ChatRequest, Completion } from '../llm/chat.js'
import { readPrompt } from '../llm/prompt.js'
import { ProviderError, type Provider } from '../llm/provider.js'
import { callKey, callsNeeded, nextCalls, planBudgetFor, type PlanBudget } from './plan.js'
import { readResult, type ToolOutcome } from '../tools/toolbox.js'
import { isReadingRequest } from '../reading/model-reader.js'
import { readingJson } from '../reading/wire.js'
import { compose, tooMany as tooManyAnswer } from './compose.js'

export const PLANNER_MODEL = 'planner'

/** The results in the conversation, by call (tools design), and in order (either design). */
function resultsOf(
  request: ChatRequest,
  rows: string[] | null,
): { byCall: Map<string, ToolOutcome>; ordered: ToolOutcome[] } {
  const calls = new Map<string, { name: string; args: Record<string, string | number> }>()
  const byCall = new Map<string, ToolOutcome>()
  const ordered: ToolOutcome[] = []
  for (const m of request.messages) {
    if (m.role === 'assistant') {
      for (const c of m.tool_calls ?? []) {
        try {
          calls.set(c.id, {
            name: c.function.name,
            args: JSON.parse(c.function.arguments) as Record<string, string | number>,
          })
        } catch {
          /* not one of ours: ignored */
        }
      }
    } else if (m.role === 'tool') {
      const outcome = readResult(m.content)
      const call = calls.get(m.tool_call_id)
      if (call) byCall.set(callKey(call), outcome)
      ordered.push(outcome)
    }
  }
  return { byCall, ordered: [...(rows ?? []).map(readResult), ...ordered] }
}

/**
 * `rounds` and `toolCalls`: how many rounds of tool calls, and calls in all, the planner may take before its final
 * answer; from the loop's limits (planBudgetFor), so that it always ends within them. A question that needs more calls
 * than that is declined, not left half answered.
 */
export function createPlannerProvider(limits: Omit<PlanBudget, 'years'> = planBudgetFor(DEFAULT_LIMITS)): Provider {
  return {
    name: 'planner',
    kind: 'planner',
    async complete(request, options): Promise<Completion> {
      const started = performance.now()
      const reading = options.reading
      if (!reading)
        throw new ProviderError('bad_request', 'The embedded planner needs the application’s reading of the question.')
      const base = { refusal: null, usage: { inputTokens: 0, outputTokens: 0 }, model: PLANNER_MODEL }
      // Asked to read (the read design): the rules' own reading, in the JSON a model would write.
      if (isReadingRequest(request))
        return {
          ...base,
          text: JSON.stringify(readingJson(reading)),
          finishReason: 'stop',
          toolCalls: [],
          latencyMs: performance.now() - started,
        }
      const prompt = readPrompt(request)
      const budget = { ...limits, years: prompt.years }
      const { byCall, ordered } = resultsOf(request, prompt.rows)
      const tooMany = !reading.decline && callsNeeded(reading, budget) > budget.toolCalls
      const calls = request.tools && !reading.decline && !tooMany ? nextCalls(reading, byCall, budget) : null
      if (calls) {
        const made = request.messages.filter((m) => m.role === 'tool').length
        return {
          ...base,
          text: null,
          finishReason: 'tool_calls',
          latencyMs: performance.now() - started,
          toolCalls: calls.map((c, i) => ({
            id: `call_${made + i + 1}`,
            name: c.name,
            arguments: JSON.stringify(c.args),
          })),
        }
      }
      return {
        ...base,
        text: JSON.stringify(tooMany ? tooManyAnswer(reading) : compose(reading, ordered, prompt.years)),
        finishReason: 'stop',
        toolCalls: [],
        latencyMs: performance.now() - started,
      }
    },
  }
}
