// One question in, one outcome out. The loop is bounded (model calls, tool calls, wall time, repeated calls, result
// size) and never throws: a limit, a provider error or a bug ends it as `failed` with a name.
import type { Design, LoopLimits } from '../config.js'
import type { Store } from '../data/store.js'
import { detectLanguage } from '../text/language.js'
import { numbersInJsonText, readNumbers } from '../text/numbers.js'
import type { Toolbox, ToolOutcome } from '../tools/toolbox.js'
import { canonicalJson } from './canonical-json.js'
import { checkMeaning } from './gate-meaning.js'
import { checkShape, correctionMessage, type Problem } from './gate-shape.js'
import type { LimitName, Outcome, OutcomeStatus, TraceEntry } from './outcome.js'
import { costUsd, type PriceTable } from './pricing.js'
import { questionMessage, RESPONSE_FORMAT, SEED, systemRules, type Answer } from './prompt.js'
import { sourceLine } from './source-line.js'
import {
  PROVIDER_KIND_LABEL,
  ProviderError,
  type ChatMessage,
  type ChatRequest,
  type Clock,
  type Provider,
} from './types.js'

export interface PlannedCall {
  name: string
  args: Record<string, string | number>
}
/**
 * fetch-first: reads the rows a question needs through `execute` (the application's own tool calls). When it reads
 * nothing, it returns the reason the data cannot answer.
 */
export type FetchPlanner = (question: string, execute: (call: PlannedCall) => ToolOutcome) => string | null

export interface AskInput {
  question: string
  design: Design
  model: string
}
export interface AskDeps {
  store: Store
  toolbox: Toolbox
  provider: Provider
  clock: Clock
  limits: LoopLimits
  prices: PriceTable
  planFetch: FetchPlanner
}

const CUT_MARK = ' [result cut here: ask for fewer years]'

class LimitReached extends Error {
  constructor(
    readonly limit: LimitName,
    detail: string,
  ) {
    super(detail)
  }
}

/** Everything one run accumulates; turned into the Outcome at the end. */
class Run {
  readonly trace: TraceEntry[] = []
  /** Numbers the application gave the model: the only support gate 2 accepts. */
  readonly evidence: number[] = []
  readonly series = new Set<string>()
  readonly seenCalls = new Set<string>()
  modelCalls = 0
  toolCalls = 0
  inputTokens = 0
  outputTokens = 0
  readonly modelsUsed = new Set<string>()
  constructor(readonly started: number) {}
}

export async function ask(input: AskInput, deps: AskDeps): Promise<Outcome> {
  const { clock, limits, provider, toolbox, store } = deps
  const run = new Run(clock.now())
  const rules = systemRules(store, input.design)
  const given = (text: string) => readNumbers(text, detectLanguage(text)).map((n) => n.value)
  run.evidence.push(...given(rules), ...given(input.question))

  const finish = (status: OutcomeStatus, fields: Partial<Outcome> = {}): Outcome => {
    const model = [...run.modelsUsed].join(', ') || input.model
    return {
      status,
      answer: null,
      answer_status: null,
      problems: [],
      needs_human_review: status === 'rejected',
      limit: null,
      source: sourceLine(store.snapshotDate, run.series),
      provider: { name: provider.name, kind: provider.kind, description: PROVIDER_KIND_LABEL[provider.kind], model },
      design: input.design,
      trace: run.trace,
      usage: {
        model_calls: run.modelCalls,
        tool_calls: run.toolCalls,
        input_tokens: run.inputTokens,
        output_tokens: run.outputTokens,
        cost_usd: run.modelCalls === 0 ? 0 : costUsd(deps.prices, model, run.inputTokens, run.outputTokens),
        prices_as_of: deps.prices.as_of,
      },
      latency_ms: Math.round(clock.now() - run.started),
      ...fields,
    }
  }

  /** Runs one call and keeps, in the trace and the evidence, the exact text the model will see. */
  const runTool = (by: 'model' | 'application', name: string, args: string, execute: () => ToolOutcome) => {
    const started = clock.now()
    const result = execute()
    const full = JSON.stringify(result)
    const cut = full.length > limits.resultChars
    const seen = cut ? full.slice(0, limits.resultChars) + CUT_MARK : full
    if (result.ok) {
      run.evidence.push(...numbersInJsonText(seen))
      run.series.add(result.indicator.code)
    }
    run.trace.push({
      type: 'tool',
      by,
      name,
      arguments: args,
      outcome: result.ok ? 'ok' : 'refused',
      code: result.ok ? null : result.code,
      result: seen,
      cut,
      ms: Math.round(clock.now() - started),
    })
    return { result, seen }
  }

  try {
    const messages: ChatMessage[] = [{ role: 'system', content: rules }]
    if (input.design === 'fetch-first') {
      const rows: string[] = []
      const reason = deps.planFetch(input.question, (call) => {
        const { result, seen } = runTool('application', call.name, JSON.stringify(call.args), () =>
          toolbox.run(call.name, call.args),
        )
        rows.push(seen)
        return result
      })
      if (rows.length === 0) {
        run.trace.push({
          type: 'stop',
          reason: 'nothing_relevant',
          detail: 'fetch-first found no rows for this question',
        })
        return finish('valid', {
          answer: reason ?? nothingRelevant(input.question),
          answer_status: 'cannot_answer',
          source: null,
        })
      }
      messages.push(questionMessage(input.question, rows.join('\n')))
    } else {
      messages.push(questionMessage(input.question))
    }

    const shapeProblems: Problem[] = []
    for (;;) {
      if (run.modelCalls >= limits.modelCalls) {
        throw new LimitReached('model_calls', `${run.modelCalls} model calls without an accepted final answer`)
      }
      const remaining = limits.wallMs - (clock.now() - run.started)
      if (remaining <= 0) throw new LimitReached('wall_time', `over ${limits.wallMs} ms`)

      const request: ChatRequest = {
        model: input.model,
        messages: structuredClone(messages),
        ...(input.design === 'tools' ? { tools: toolbox.definitions } : {}),
        response_format: RESPONSE_FORMAT,
        temperature: 0,
        seed: SEED,
      }
      run.modelCalls += 1
      const budget = Math.max(1, Math.ceil(remaining))
      const completion = await provider.complete(request, { timeoutMs: budget, signal: AbortSignal.timeout(budget) })
      run.inputTokens += completion.usage.inputTokens
      run.outputTokens += completion.usage.outputTokens
      run.modelsUsed.add(completion.model)
      run.trace.push({
        type: 'model',
        call: run.modelCalls,
        model: completion.model,
        finish_reason: completion.finishReason,
        tool_calls: completion.toolCalls.map((c) => c.name),
        text: completion.text,
        refusal: completion.refusal,
        input_tokens: completion.usage.inputTokens,
        output_tokens: completion.usage.outputTokens,
        latency_ms: Math.round(completion.latencyMs),
      })
      if (clock.now() - run.started > limits.wallMs) throw new LimitReached('wall_time', `over ${limits.wallMs} ms`)

      if (completion.toolCalls.length > 0) {
        messages.push({
          role: 'assistant',
          content: completion.text,
          tool_calls: completion.toolCalls.map((c) => ({
            id: c.id,
            type: 'function',
            function: { name: c.name, arguments: c.arguments },
          })),
        })
        for (const call of completion.toolCalls) {
          if (run.toolCalls >= limits.toolCalls) {
            throw new LimitReached('tool_calls', `more than ${limits.toolCalls} tool calls proposed`)
          }
          run.toolCalls += 1
          const key = `${call.name}\u0000${canonicalArguments(call.arguments)}`
          if (run.seenCalls.has(key))
            throw new LimitReached('repeated_call', `${call.name} ${call.arguments.slice(0, 200)}`)
          run.seenCalls.add(key)
          const { seen } = runTool('model', call.name, call.arguments, () =>
            input.design === 'tools'
              ? toolbox.run(call.name, call.arguments, { raw: true })
              : {
                  ok: false,
                  code: 'unknown_tool',
                  error: 'No tools are available in the fetch-first design; answer from the <data> block.',
                },
          )
          messages.push({ role: 'tool', tool_call_id: call.id, content: seen })
        }
        continue
      }

      const shape = checkShape(completion)
      if (!shape.ok) {
        shapeProblems.push(shape.problem)
        if (shapeProblems.length >= 2) {
          return finish('rejected', { problems: shapeProblems, answer: null })
        }
        messages.push({ role: 'assistant', content: completion.text ?? '' })
        messages.push({ role: 'user', content: correctionMessage(shape.problem) })
        continue
      }
      return judge(shape.answer)
    }
  } catch (error) {
    if (error instanceof LimitReached) {
      run.trace.push({ type: 'stop', reason: error.limit, detail: error.message })
      return finish('failed', {
        limit: error.limit,
        problems: [{ code: `limit_${error.limit}`, detail: error.message }],
      })
    }
    if (error instanceof ProviderError) {
      run.trace.push({ type: 'stop', reason: `provider_${error.code}`, detail: error.message })
      return finish('failed', { problems: [{ code: `provider_${error.code}`, detail: error.message }] })
    }
    const message = error instanceof Error ? error.message : String(error)
    run.trace.push({ type: 'stop', reason: 'internal_error', detail: message })
    return finish('failed', { problems: [{ code: 'internal_error', detail: message }] })
  }

  function judge(answer: Answer): Outcome {
    const problems = checkMeaning(answer, run.evidence)
    return finish(problems.length === 0 ? 'valid' : 'rejected', {
      answer: answer.answer.trim(),
      answer_status: answer.status,
      problems,
      // A refusal to answer cites nothing: no source line unless the answer used the data.
      ...(answer.status === 'cannot_answer' ? { source: null } : {}),
    })
  }
}

function canonicalArguments(text: string): string {
  try {
    return canonicalJson(JSON.parse(text))
  } catch {
    return text
  }
}

function nothingRelevant(question: string): string {
  return detectLanguage(question) === 'fr'
    ? 'Les données ne permettent pas de répondre : la question ne porte sur aucun des pays et indicateurs du jeu de données de la Banque mondiale.'
    : 'The data cannot answer this: the question does not concern any of the countries and indicators in the World Bank snapshot.'
}
