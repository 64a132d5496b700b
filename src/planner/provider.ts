// The embedded planner: a provider made of fixed rules, not a language model. Like a model it sees only the request
// (the question, the tool definitions, the results it asked for), proposes tool calls, then writes the final JSON.
// It never reads the database, and it reports zero tokens and the model name "planner".
import type { Completion, Provider } from '../ask/types.js'
import type { ChatRequest } from '../ask/types.js'
import { parseQuestion } from '../question/parse.js'
import { callKey, nextCalls } from '../question/plan.js'
import type { ToolOutcome } from '../tools/toolbox.js'
import { compose } from './compose.js'

export const PLANNER_MODEL = 'planner'

function questionOf(request: ChatRequest): string {
  for (const m of request.messages) {
    if (m.role !== 'user') continue
    const match = /<question>\n?([\s\S]*?)\n?<\/question>/u.exec(m.content)
    if (match) return match[1]!
  }
  return ''
}

/** The snapshot's years, as the request states them: the tools' year bounds, or the rules' "Years: A to B". */
function yearsOf(request: ChatRequest): [number, number] {
  const start = (
    request.tools?.[0]?.function.parameters as { properties?: Record<string, { minimum?: number; maximum?: number }> }
  )?.properties?.start_year
  if (start?.minimum !== undefined && start.maximum !== undefined) return [start.minimum, start.maximum]
  const rules = request.messages.find((m) => m.role === 'system')?.content ?? ''
  const match = /Years: (\d{4}) to (\d{4})/.exec(rules ?? '')
  return match ? [Number(match[1]), Number(match[2])] : [2000, 2025]
}

const parseOutcome = (text: string): ToolOutcome => {
  try {
    return JSON.parse(text) as ToolOutcome
  } catch {
    return { ok: false, code: 'invalid_argument', error: 'result could not be read' }
  }
}

/** The results in the conversation, by call (tools design), and in order (either design). */
function resultsOf(request: ChatRequest): { byCall: Map<string, ToolOutcome>; ordered: ToolOutcome[] } {
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
      const outcome = parseOutcome(m.content)
      const call = calls.get(m.tool_call_id)
      if (call) byCall.set(callKey(call), outcome)
      ordered.push(outcome)
    } else if (m.role === 'user') {
      const data = /<data>\n([\s\S]*?)\n<\/data>/u.exec(m.content)
      if (data) ordered.push(...data[1]!.split('\n').filter(Boolean).map(parseOutcome))
    }
  }
  return { byCall, ordered }
}

export function createPlannerProvider(): Provider {
  return {
    name: 'planner',
    kind: 'planner',
    async complete(request): Promise<Completion> {
      const started = performance.now()
      const years = yearsOf(request)
      const parsed = parseQuestion(questionOf(request), years)
      const { byCall, ordered } = resultsOf(request)
      const base = { refusal: null, usage: { inputTokens: 0, outputTokens: 0 }, model: PLANNER_MODEL }
      const calls = request.tools ? nextCalls(parsed, byCall, years) : null
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
        text: JSON.stringify(compose(parsed, ordered)),
        finishReason: 'stop',
        toolCalls: [],
        latencyMs: performance.now() - started,
      }
    },
  }
}
