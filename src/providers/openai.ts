// Any OpenAI-compatible endpoint through the openai SDK. The SDK's own retries are off (maxRetries: 0): some versions
// wait as long as a 429's Retry-After says, uncapped and deaf to the abort signal, which would break the loop's time
// limit. Retries happen here instead, and only while the loop's budget allows. A reply is read through our own fetch
// (cappedFetch): over MODEL_REPLY_MAX_BYTES it is refused as bad_response without being parsed, while it arrives, and
// the whole body is read within the time limit (the SDK's own timeout ends when the headers arrive).
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

/** MODEL_REPLY_MAX_BYTES' default: a Chat Completions reply is a few KB; 256 KB is far beyond any honest one. */
export const DEFAULT_REPLY_MAX_BYTES = 256 * 1024

/** Statuses whose responses have no body (a Response cannot be made with one). */
const NULL_BODY_STATUSES = new Set([101, 103, 204, 205, 304])

/**
 * fetch, with the body read here, chunk by chunk, and refused past `maxBytes` (a declared Content-Length past it is
 * refused before a byte is read): a 60 MB reply costs 256 KB of memory and no parse, not a blocked event loop. The
 * body is read while the SDK's timeout still runs, so a reply that trickles in ends at the time limit too.
 */
export function cappedFetch(maxBytes: number, inner: typeof fetch = fetch): typeof fetch {
  const tooBig = (what: string) =>
    new ProviderError(
      'bad_response',
      `The model server sent a reply ${what} than ${maxBytes} bytes (MODEL_REPLY_MAX_BYTES); it was not read.`,
      { maxBytes },
    )
  return async (input, init) => {
    const response = await inner(input, init)
    if (!response.body || NULL_BODY_STATUSES.has(response.status)) return response
    const declared = Number(response.headers.get('content-length'))
    if (Number.isFinite(declared) && declared > maxBytes) {
      await response.body.cancel().catch(() => undefined)
      throw tooBig(`of ${declared} bytes, larger`)
    }
    const reader = response.body.getReader()
    const chunks: Uint8Array[] = []
    let size = 0
    for (;;) {
      const { done, value } = await reader.read()
      if (done) break
      size += value.byteLength
      if (size > maxBytes) {
        await reader.cancel().catch(() => undefined)
        throw tooBig('larger')
      }
      chunks.push(value)
    }
    const body = new Uint8Array(size)
    let at = 0
    for (const chunk of chunks) {
      body.set(chunk, at)
      at += chunk.byteLength
    }
    // The body as read (already decoded by fetch): its length and encoding headers no longer apply.
    const headers = new Headers(response.headers)
    headers.delete('content-encoding')
    headers.delete('content-length')
    return new Response(body, { status: response.status, statusText: response.statusText, headers })
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
  const fetch = cappedFetch(settings.replyMaxBytes ?? DEFAULT_REPLY_MAX_BYTES)
  const client = settings.azureEndpoint
    ? new AzureOpenAI({
        endpoint: settings.azureEndpoint,
        apiVersion: settings.azureApiVersion,
        apiKey: settings.apiKey,
        deployment: settings.azureDeployment,
        maxRetries: 0,
        fetch,
      })
    : new OpenAI({ baseURL: settings.baseURL, apiKey: settings.apiKey ?? 'no-key', maxRetries: 0, fetch })

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
  // Our fetch's own refusal (a reply too large), wrapped by the SDK as a connection error: it is what it says.
  if (error instanceof OpenAI.APIConnectionError && error.cause instanceof ProviderError) return error.cause
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
