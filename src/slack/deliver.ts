// Posts a message (an answer to Slack's response_url, a desk decision to a caller's callback), with a bounded number of retries, and only for failures that a
// retry can cure: a network error, a timeout, a 429 or a 5xx. A 4xx (an expired or used URL, a bad message) and an
// error of the request itself (a URL that cannot be fetched) end the delivery at once.
export interface DeliveryOptions {
  attempts: number
  baseDelayMs: number
  timeoutMs: number
}
export const DEFAULT_DELIVERY: DeliveryOptions = { attempts: 4, baseDelayMs: 500, timeoutMs: 5000 }

export interface DeliveryResult {
  delivered: boolean
  attempts: number
  status: number | null
  /** What went wrong, with any credentials in a URL removed: it goes into a log line. */
  error: string | null
  /** Printed instead of posted (local development, slack/print.ts). */
  printed?: boolean
}

/** "https://user:pass@host/..." anywhere in a text, with the credentials replaced. */
export const withoutCredentials = (text: string) => text.replace(/(\/\/)[^/\s@]*@/g, '$1[redacted]@')

/**
 * A timeout, or a socket's error (fetch's cause with a system code: ECONNRESET, ECONNREFUSED, UND_ERR_SOCKET...). Not a
 * request that could not be built or followed: credentials in the URL, a forbidden port, a redirect.
 */
const retryableError = (error: unknown) =>
  (error instanceof DOMException && error.name === 'TimeoutError') ||
  (error instanceof TypeError && typeof (error.cause as { code?: unknown } | undefined)?.code === 'string')

const retryableStatus = (status: number) => status === 429 || status >= 500

/** How a message is posted: deliver, or locally printedDelivery (slack/print.ts). */
export type Deliver = (
  url: string,
  message: object,
  options?: DeliveryOptions,
  headers?: Record<string, string>,
) => Promise<DeliveryResult>

export async function deliver(
  url: string,
  message: object,
  options: DeliveryOptions = DEFAULT_DELIVERY,
  headers: Record<string, string> = {},
): Promise<DeliveryResult> {
  let status: number | null = null
  let error: string | null = null
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    let retry: boolean
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...headers },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      })
      status = response.status
      await response.arrayBuffer().catch(() => undefined)
      if (response.ok) return { delivered: true, attempts: attempt, status, error: null }
      error = `HTTP ${response.status}`
      retry = retryableStatus(response.status)
    } catch (e) {
      error = withoutCredentials((e as Error).message)
      retry = retryableError(e)
    }
    if (!retry) return { delivered: false, attempts: attempt, status, error }
    if (attempt < options.attempts) await new Promise((r) => setTimeout(r, options.baseDelayMs * 2 ** (attempt - 1)))
  }
  return { delivered: false, attempts: options.attempts, status, error }
}
