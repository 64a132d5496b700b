// Any OpenAI-compatible endpoint through the openai SDK. The SDK's own retries are off (maxRetries: 0): some versions
// wait as long as a 429's Retry-After says, uncapped and deaf to the abort signal, which would break the loop's time
// limit. Retries happen here instead, and only while the loop's budget allows.
import OpenAI, { AzureOpenAI } from 'openai'
import type { Config } from '../config.js'
import type { ChatRequest, Completion } from '../llm/chat.js'
import { ProviderError, type CompleteOptions, type Provider } from '../llm/provider.js'

/** The raw Chat Completions response, as the server sent it (what record mode stores). */
export type RawCompletion = Record<string, unknown>

export interface RawProvider extends Provider {
  completeRaw(request: ChatRequest, options: CompleteOptions): Promise<{ raw: RawCompletion; latencyMs: number }>
}

interface ChoiceShape {
  finish_reason?: string
  message?: {
    content?: string | null
    refusal?: string | null
    tool_calls?: { id: string; type: string; function?: { name: string; arguments: string } }[]
  }
}

/** Reads a raw response into a Completion; a response without a choice is a provider error, not a crash. */
export function toCompletion(raw: RawCompletion, latencyMs: number): Completion {
  const choice = (raw.choices as ChoiceShape[] | undefined)?.[0]
  if (!choice?.message) throw new ProviderError('bad_response', 'The model server sent a response without a message.')
  const usage = raw.usage as { prompt_tokens?: number; completion_tokens?: number } | undefined
  return {
    text: typeof choice.message.content === 'string' ? choice.message.content : null,
    toolCalls: (choice.message.tool_calls ?? [])
      .filter((c) => c.type === 'function' && c.function)
      .map((c) => ({
        id: String(c.id),
        name: String(c.function!.name),
        arguments:
          typeof c.function!.arguments === 'string' ? c.function!.arguments : JSON.stringify(c.function!.arguments),
      })),
    finishReason: choice.finish_reason ?? 'unknown',
    refusal: typeof choice.message.refusal === 'string' ? choice.message.refusal : null,
    usage: { inputTokens: usage?.prompt_tokens ?? 0, outputTokens: usage?.completion_tokens ?? 0 },
    model: typeof raw.model === 'string' ? raw.model : 'unknown',
    latencyMs,
  }
}

const MAX_ATTEMPTS = 3
const MAX_WAIT_MS = 10_000
const sleep = (ms: number, signal: AbortSignal) =>
  new Promise<void>((resolve, reject) => {
    const timer = setTimeout(resolve, ms)
    signal.addEventListener(
      'abort',
      () => {
        clearTimeout(timer)
        reject(new ProviderError('timeout', 'The loop time limit ended while waiting to retry.'))
      },
      { once: true },
    )
  })

function retryAfterMs(error: { headers?: Headers | undefined }): number | null {
  const header = error.headers?.get?.('retry-after')
  if (!header) return null
  const seconds = Number(header)
  return Number.isFinite(seconds) ? seconds * 1000 : null
}

export function createOpenAiProvider(settings: Config['openai'], name = 'openai'): RawProvider {
  const client = settings.azureEndpoint
    ? new AzureOpenAI({
        endpoint: settings.azureEndpoint,
        apiVersion: settings.azureApiVersion,
        apiKey: settings.apiKey,
        deployment: settings.azureDeployment,
        maxRetries: 0,
      })
    : new OpenAI({ baseURL: settings.baseURL, apiKey: settings.apiKey ?? 'no-key', maxRetries: 0 })

  const completeRaw: RawProvider['completeRaw'] = async (request, { timeoutMs, signal }) => {
    const deadline = performance.now() + timeoutMs
    for (let attempt = 1; ; attempt += 1) {
      const started = performance.now()
      const remaining = deadline - started
      if (remaining <= 0)
        throw new ProviderError('timeout', `No answer from the model server within ${Math.round(timeoutMs)} ms.`)
      try {
        const raw = await client.chat.completions.create(
          request as unknown as OpenAI.ChatCompletionCreateParamsNonStreaming,
          { signal, timeout: Math.ceil(remaining), maxRetries: 0 },
        )
        return { raw: raw as unknown as RawCompletion, latencyMs: performance.now() - started }
      } catch (error) {
        const failure = classify(error, timeoutMs)
        // The server's Retry-After is obeyed, never shortened: when it is longer than we may wait, fail now.
        const wait = (error instanceof OpenAI.APIError ? retryAfterMs(error) : null) ?? 500 * 2 ** attempt
        const retryable =
          failure.code === 'rate_limited' || failure.code === 'server_error' || failure.code === 'connection'
        if (!retryable || attempt >= MAX_ATTEMPTS || wait > MAX_WAIT_MS || performance.now() + wait >= deadline)
          throw failure
        await sleep(wait, signal)
      }
    }
  }

  return {
    name,
    kind: 'language-model',
    completeRaw,
    async complete(request, options) {
      const { raw, latencyMs } = await completeRaw(request, options)
      return toCompletion(raw, latencyMs)
    },
  }
}

function classify(error: unknown, timeoutMs: number): ProviderError {
  if (error instanceof ProviderError) return error
  if (error instanceof OpenAI.APIConnectionTimeoutError || error instanceof OpenAI.APIUserAbortError) {
    return new ProviderError('timeout', `No answer from the model server within ${Math.round(timeoutMs)} ms.`)
  }
  if (error instanceof OpenAI.APIConnectionError)
    return new ProviderError('connection', `Cannot reach the model server: ${error.message}`)
  if (error instanceof OpenAI.APIError) {
    const status = typeof error.status === 'number' ? error.status : 0
    if (status === 429) return new ProviderError('rate_limited', 'The model server is rate limiting (429).', { status })
    if (status >= 500) return new ProviderError('server_error', `The model server failed (${status}).`, { status })
    return new ProviderError('bad_request', `The model server refused the request (${status}): ${error.message}`, {
      status,
    })
  }
  if ((error as Error)?.name === 'AbortError' || (error as Error)?.name === 'TimeoutError') {
    return new ProviderError('timeout', `No answer from the model server within ${Math.round(timeoutMs)} ms.`)
  }
  return new ProviderError(
    'bad_response',
    `Unexpected error from the model client: ${(error as Error)?.message ?? String(error)}`,
  )
}
