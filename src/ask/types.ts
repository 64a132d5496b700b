// The provider interface: a Chat Completions request in, one completion out. Every provider (a real endpoint, a
// replayed recording, the embedded planner, a test's constructed completions) speaks exactly this.

export interface WireToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string }

export interface ChatRequest {
  model: string
  messages: ChatMessage[]
  tools?: {
    type: 'function'
    function: { name: string; description: string; strict: boolean; parameters: Record<string, unknown> }
  }[]
  response_format: { type: 'json_schema'; json_schema: { name: string; strict: true; schema: Record<string, unknown> } }
  temperature: number
  seed: number
}

export interface Completion {
  text: string | null
  toolCalls: { id: string; name: string; arguments: string }[]
  finishReason: string
  refusal: string | null
  usage: { inputTokens: number; outputTokens: number }
  model: string
  latencyMs: number
}

/** What produced the completions, said plainly: never present rules or constructed output as a language model's. */
export type ProviderKind = 'language-model' | 'recording' | 'planner' | 'constructed'

export const PROVIDER_KIND_LABEL: Record<ProviderKind, string> = {
  'language-model': 'a language model over an OpenAI-compatible API',
  recording: "a recorded language model's responses, replayed",
  planner: 'the embedded deterministic planner (fixed rules, not a language model)',
  constructed: 'constructed completions (test code, not a language model)',
}

export interface CompleteOptions {
  /** Time left in the loop's budget; the provider must answer or fail within it. */
  timeoutMs: number
  signal: AbortSignal
}

export interface Provider {
  readonly name: string
  readonly kind: ProviderKind
  complete(request: ChatRequest, options: CompleteOptions): Promise<Completion>
}

export type ProviderErrorCode =
  'rate_limited' | 'server_error' | 'timeout' | 'connection' | 'no_recording' | 'bad_request' | 'bad_response'

export class ProviderError extends Error {
  override name = 'ProviderError'
  constructor(
    readonly code: ProviderErrorCode,
    message: string,
    readonly detail: Record<string, unknown> = {},
  ) {
    super(message)
  }
}

export interface Clock {
  now(): number
}
export const systemClock: Clock = { now: () => performance.now() }
