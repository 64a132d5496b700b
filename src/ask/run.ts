// One question's run: its conversation, its trace, what the model was given (the facts gate 2 accepts), and the
// counts its limits watch; the model and tool calls made through it, and the outcome it finishes with. What one
// asks (AskInput) and what the loop is given to answer it (AskDeps) are here too.
import type { Clock } from '../clock.js'
import type { Design, LoopLimits } from '../config.js'
import type { Store } from '../data/store.js'
import type { Problem } from '../problem.js'
import { RESPONSE_FORMAT } from '../llm/answer.js'
import { canonicalJson } from '../llm/canonical-json.js'
import { SAMPLING, type ChatMessage, type ChatRequest, type Completion } from '../llm/chat.js'
import { PROVIDER_KIND_LABEL } from '../llm/kinds.js'
import type { Provider } from '../llm/provider.js'
import { detectLanguage } from '../text/language.js'
import { counted } from '../text/plural.js'
import { factsOf, missingYearsOf, yearsOf, type Fact } from '../tools/facts.js'
import type { ToolCall } from '../tools/schemas.js'
import { resultText, type Toolbox, type ToolOutcome } from '../tools/toolbox.js'
import type { QuestionReading } from '../reading/schema.js'
import type { PlanBudget } from '../planner/plan.js'
import { readAs } from '../reading/read-as.js'
import type { LimitName, Outcome, OutcomeStatus, Path } from './outcome.js'
import { costUsd, type PriceTable } from './pricing.js'
import { sourceLine } from './source-line.js'

/**
 * fetch-first: reads the rows a question's parts need through `execute` (the application's own tool calls). When it
 * reads nothing, it returns the reason the data cannot answer.
 */
export type FetchPlanner = (reading: QuestionReading, execute: (call: ToolCall) => ToolOutcome) => string | null

export interface AskInput {
  /** The question, normalised where it entered. */
  question: string
  design: Design
  model: string
  /** The one reading of the question, made where it entered (reading/rules.ts). */
  reading: QuestionReading
}
export interface AskDeps {
  store: Store
  toolbox: Toolbox
  provider: Provider
  clock: Clock
  limits: LoopLimits
  prices: PriceTable
  planFetch: FetchPlanner
  /** The plan's budget within the loop's limits: the auto design declines to fetch a question too big for it. */
  budget: PlanBudget
  /** Counts a request's input tokens locally (evaluations); absent in the server. */
  countTokens?: (request: ChatRequest) => number
}

const CUT_MARK = ' [result cut here: ask for fewer years]'

export class LimitReached extends Error {
  constructor(
    readonly limit: LimitName,
    detail: string,
  ) {
    super(detail)
  }
}

/** The run's state: the conversation, the trace, what the model was given, and the counts the limits watch. */
export class Run {
  readonly started: number
  readonly trace: Outcome['trace'] = []
  readonly messages: ChatMessage[] = []
  /** What the application gave the model, fact by fact: the only support gate 2 accepts. */
  readonly facts: Fact[] = []
  /** Years the application's results are about. */
  readonly years = new Set<number>()
  /** Years the results reported as having no value. */
  readonly missingYears = new Set<number>()
  rules = ''
  readonly series = new Set<string>()
  readonly seenCalls = new Set<string>()
  readonly shapeProblems: Problem[] = []
  readonly modelsUsed = new Set<string>()
  /** A completion that says it was constructed (a scripted recording) makes the whole outcome constructed. */
  constructed = false
  /** The reading the answer was composed from, or judged against (read_as says it): the rules' unless another was. */
  readAs: QuestionReading | null = null
  modelCalls = 0
  toolCalls = 0
  inputTokens = 0
  outputTokens = 0
  countedInputTokens = 0

  constructor(
    readonly input: AskInput,
    readonly deps: AskDeps,
    /** The way this question goes: its design's, or for auto the reader's choice (read may go on to tools). */
    public path: Path,
  ) {
    this.started = deps.clock.now()
  }

  get elapsed() {
    return this.deps.clock.now() - this.started
  }

  /**
   * Every limit, in one place. Before a model call (`next: 'model'`): the model-call count. Before a tool call (`next`
   * is its key): the tool-call count, then the call is counted (a repeated call is one the model made) and must not
   * repeat an earlier one. Always: the wall time.
   */
  checkLimits(next?: 'model' | { toolCall: string; label: string }) {
    const { limits } = this.deps
    if (next === 'model' && this.modelCalls >= limits.modelCalls) {
      throw new LimitReached(
        'model_calls',
        `${counted(this.modelCalls, 'model call', 'model calls')} without an accepted final answer`,
      )
    }
    if (typeof next === 'object') {
      if (this.toolCalls >= limits.toolCalls) {
        throw new LimitReached(
          'tool_calls',
          `more than ${counted(limits.toolCalls, 'tool call', 'tool calls')} proposed`,
        )
      }
      this.toolCalls += 1
      if (this.seenCalls.has(next.toolCall)) throw new LimitReached('repeated_call', next.label)
      this.seenCalls.add(next.toolCall)
    }
    if (this.elapsed > limits.wallMs || (next === 'model' && this.elapsed >= limits.wallMs)) {
      throw new LimitReached('wall_time', `over ${limits.wallMs} ms`)
    }
  }

  /** Runs one call and keeps, in the trace and in the facts, exactly what the model will see. */
  runTool(by: 'model' | 'application', name: string, args: string, execute: () => ToolOutcome) {
    const started = this.deps.clock.now()
    const result = execute()
    const full = resultText(result)
    const cut = full.length > this.deps.limits.resultChars
    const seen = cut ? full.slice(0, this.deps.limits.resultChars) + CUT_MARK : full
    const call = this.trace.filter((t) => t.type === 'tool').length + 1
    if (result.ok) {
      // A cut result states only the facts whose number the model saw before the cut.
      const facts = factsOf(result, call)
      this.facts.push(...(cut ? facts.filter((f) => seen.includes(JSON.stringify(f.value))) : facts))
      this.series.add(result.indicator)
    }
    // A refusal names years too: "no value for 2025; the latest is 2023".
    for (const year of yearsOf(result)) this.years.add(year)
    for (const year of missingYearsOf(result)) this.missingYears.add(year)
    this.trace.push({
      type: 'tool',
      tool_call: call,
      by,
      name,
      arguments: args,
      outcome: result.ok ? 'ok' : 'refused',
      code: result.ok ? null : result.code,
      result: seen,
      cut,
      ms: Math.round(this.deps.clock.now() - started),
    })
    return { result, seen }
  }

  /** One model call: the conversation so far (or a reading request, which has its own), within the limits. */
  async callModel(reading?: ChatRequest): Promise<Completion> {
    this.checkLimits('model')
    const { input, deps } = this
    const request: ChatRequest = reading ?? {
      model: input.model,
      // (The run only appends whole messages and never edits one, so a copy of the list is the request as sent; a deep
      // clone of every message was a fortieth of the application's time per question.)
      messages: [...this.messages],
      ...(this.path === 'tools' ? { tools: deps.toolbox.definitions } : {}),
      response_format: RESPONSE_FORMAT,
      ...SAMPLING,
    }
    this.modelCalls += 1
    const counted = deps.countTokens?.(request)
    if (counted !== undefined) this.countedInputTokens += counted
    // The part a provider's prompt cache can hold: the system message, the tool definitions and the response format,
    // the same bytes for every question of a design (the eval report's cost with a cached prefix).
    const prefix =
      counted === undefined ? undefined : deps.countTokens?.({ ...request, messages: request.messages.slice(0, 1) })
    const budget = Math.max(1, Math.ceil(deps.limits.wallMs - this.elapsed))
    // (The signal's timer is made only when a provider asks for it: the embedded planner never waits on anything.)
    let signal: AbortSignal | undefined
    const completion = await deps.provider.complete(request, {
      timeoutMs: budget,
      get signal() {
        return (signal ??= AbortSignal.timeout(budget))
      },
      reading: input.reading,
    })
    this.inputTokens += completion.usage.inputTokens
    this.outputTokens += completion.usage.outputTokens
    this.modelsUsed.add(completion.model)
    if (completion.kind === 'constructed') this.constructed = true
    this.trace.push({
      type: 'model',
      call: this.modelCalls,
      model: completion.model,
      finish_reason: completion.finishReason,
      tool_calls: completion.toolCalls.map((c) => c.name),
      text: completion.text,
      refusal: completion.refusal,
      input_tokens: completion.usage.inputTokens,
      output_tokens: completion.usage.outputTokens,
      ...(counted !== undefined ? { counted_input_tokens: counted } : {}),
      ...(prefix !== undefined ? { counted_prefix_tokens: prefix } : {}),
      latency_ms: Math.round(completion.latencyMs),
      ...(completion.recording ? { recording: completion.recording } : {}),
    })
    this.checkLimits()
    return completion
  }

  /** The proposed calls, one by one (parallel ones count each), each checked by the toolbox before any read. */
  runToolCalls(completion: Completion) {
    this.messages.push({
      role: 'assistant',
      content: completion.text,
      tool_calls: completion.toolCalls.map((c) => ({
        id: c.id,
        type: 'function',
        function: { name: c.name, arguments: c.arguments },
      })),
    })
    for (const call of completion.toolCalls) {
      const label = `${call.name} ${call.arguments.slice(0, 200)}`
      this.checkLimits({ toolCall: `${call.name}\u0000${canonicalArguments(call.arguments)}`, label })
      const { seen } = this.runTool('model', call.name, call.arguments, () =>
        this.path === 'tools'
          ? this.deps.toolbox.run(call.name, call.arguments, { raw: true })
          : {
              ok: false,
              code: 'unknown_tool',
              error: 'No tools are available in the fetch-first design; answer from the <data> block.',
            },
      )
      this.messages.push({ role: 'tool', tool_call_id: call.id, content: seen })
    }
  }

  finish(status: OutcomeStatus, fields: Partial<Outcome> = {}): Outcome {
    const { input, deps } = this
    const model = [...this.modelsUsed].join(', ') || input.model
    const kind = this.constructed ? 'constructed' : (deps.provider.kindFor?.(input.model) ?? deps.provider.kind)
    const recordings = this.trace.flatMap((t) => (t.type === 'model' && t.recording ? [t.recording] : []))
    return {
      status,
      answer: null,
      draft: null,
      answer_status: null,
      problems: [],
      citations: [],
      needs_human_review: status === 'rejected',
      limit: null,
      source: sourceLine(
        deps.store.snapshotDate,
        this.series,
        detectLanguage(fields.answer ?? fields.draft ?? input.question),
      ),
      provider: {
        name: deps.provider.name,
        kind,
        description: PROVIDER_KIND_LABEL[kind],
        model,
      },
      design: input.design,
      path: this.path,
      read_as: readAs(this.readAs ?? input.reading),
      trace: this.trace,
      usage: {
        model_calls: this.modelCalls,
        tool_calls: this.toolCalls,
        input_tokens: this.inputTokens,
        output_tokens: this.outputTokens,
        cost_usd: this.modelCalls === 0 ? 0 : costUsd(deps.prices, model, this.inputTokens, this.outputTokens),
        prices_as_of: deps.prices.as_of,
        ...(deps.countTokens ? { counted_input_tokens: this.countedInputTokens } : {}),
      },
      latency_ms: Math.round(this.elapsed),
      // Replay: one exchange whose request changed since it was recorded flags the whole outcome.
      ...(recordings.length > 0
        ? { recording: recordings.find((r) => r !== 'as recorded') ?? ('as recorded' as const) }
        : {}),
      ...fields,
    }
  }
}

function canonicalArguments(text: string): string {
  try {
    return canonicalJson(JSON.parse(text))
  } catch {
    return text
  }
}
