// What one question produces, whatever happened: always the trace, the usage and the cost.
import type { Design } from '../config.js'
import type { Citation } from '../gates/figures.js'
import type { Problem } from '../gates/problem.js'
import type { Answer } from '../llm/answer.js'
import type { ProviderKind } from '../llm/provider.js'

export type OutcomeStatus = 'valid' | 'rejected' | 'failed'
export type LimitName = 'model_calls' | 'tool_calls' | 'wall_time' | 'repeated_call'

export type TraceEntry =
  | {
      type: 'model'
      call: number
      model: string
      finish_reason: string
      tool_calls: string[]
      text: string | null
      refusal: string | null
      input_tokens: number
      output_tokens: number
      latency_ms: number
    }
  | {
      type: 'tool'
      /** Its number among the run's tool calls: what a citation's tool_call points to. */
      tool_call: number
      by: 'model' | 'application'
      name: string
      arguments: string
      outcome: 'ok' | 'refused'
      code: string | null
      result: string
      cut: boolean
      ms: number
    }
  | { type: 'stop'; reason: string; detail: string }

export interface Usage {
  model_calls: number
  tool_calls: number
  input_tokens: number
  output_tokens: number
  /** null when a model's price is not in the table: unknown, not free. */
  cost_usd: number | null
  prices_as_of: string
}

export interface Outcome {
  status: OutcomeStatus
  /** The model's answer text; for `rejected` it is a draft for a person to review, never a checked answer. */
  answer: string | null
  answer_status: Answer['status'] | null
  problems: Problem[]
  /** One per figure the answer shows: the fact it stands for (every figure of a valid answer has one). */
  citations: Citation[]
  needs_human_review: boolean
  limit: LimitName | null
  source: string | null
  provider: { name: string; kind: ProviderKind; description: string; model: string }
  design: Design
  trace: TraceEntry[]
  usage: Usage
  latency_ms: number
}
