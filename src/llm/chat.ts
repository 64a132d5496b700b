// The wire shapes of one Chat Completions exchange, as every provider speaks them: a real endpoint, a replayed
// recording, the embedded planner and a test's constructed completions.
import type { ProviderKind } from './kinds.js'

export interface WireToolCall {
  id: string
  type: 'function'
  function: { name: string; arguments: string }
}

export type ChatMessage =
  | { role: 'system' | 'user'; content: string }
  | { role: 'assistant'; content: string | null; tool_calls?: WireToolCall[] }
  | { role: 'tool'; tool_call_id: string; content: string }

/** A function definition, every property required. */
export interface ToolDefinition {
  type: 'function'
  function: { name: string; description: string; strict?: boolean; parameters: Record<string, unknown> }
}

export interface ResponseFormat {
  type: 'json_schema'
  json_schema: { name: string; strict: true; schema: Record<string, unknown> }
}

export interface ChatRequest {
  model: string
  messages: ChatMessage[]
  tools?: ToolDefinition[]
  response_format: ResponseFormat
  temperature: number
  seed: number
}

/** Temperature 0 and a fixed seed: as repeatable as the server allows. */
export const SAMPLING = { temperature: 0, seed: 7 } as const

/**
 * How a replayed completion was found: its recorded request was this one byte for byte, or only the same model, design,
 * question and turn (the prompt, tool definitions or tool results changed since it was recorded).
 */
export const RECORDING_MATCHES = ['as recorded', 'prompt changed since recorded'] as const
export type RecordingMatch = (typeof RECORDING_MATCHES)[number]

export interface Completion {
  text: string | null
  toolCalls: { id: string; name: string; arguments: string }[]
  finishReason: string
  refusal: string | null
  usage: { inputTokens: number; outputTokens: number }
  model: string
  latencyMs: number
  /** Replay only: how the recorded exchange was found. */
  recording?: RecordingMatch
  /** What produced this completion, when the provider knows better than its own kind (a scripted recording). */
  kind?: ProviderKind
}
