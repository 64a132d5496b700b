// The provider interface: a Chat Completions request in, one completion out, within the loop's time budget.
import type { QuestionReading } from '../reading/schema.js'
import type { ChatRequest, Completion } from './chat.js'
import type { ProviderKind } from './kinds.js'

export interface CompleteOptions {
  /** Time left in the loop's budget; the provider must answer or fail within it. */
  timeoutMs: number
  signal: AbortSignal
  /**
   * The application's one reading of the question (reading/rules.ts), made where the question entered: the embedded
   * planner answers from it (it reads nothing else of the question); a model ignores it.
   */
  reading?: QuestionReading
}

export interface Provider {
  readonly name: string
  readonly kind: ProviderKind
  /**
   * What answers for this model, when it is not `kind` (a replay of a scripted server's recordings is constructed
   * text): so that an outcome with no completion (a failure) is labelled as rightly as one with completions.
   */
  kindFor?(model: string): ProviderKind
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
