// Posts the final message to Slack's response_url, with a few retries and a bound on the whole delivery.
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
  error: string | null
}

export async function deliver(
  url: string,
  message: object,
  options: DeliveryOptions = DEFAULT_DELIVERY,
): Promise<DeliveryResult> {
  let status: number | null = null
  let error: string | null = null
  for (let attempt = 1; attempt <= options.attempts; attempt += 1) {
    try {
      const response = await fetch(url, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(message),
        signal: AbortSignal.timeout(options.timeoutMs),
        redirect: 'error',
      })
      status = response.status
      await response.arrayBuffer().catch(() => undefined)
      if (response.ok) return { delivered: true, attempts: attempt, status, error: null }
      error = `HTTP ${response.status}`
      if (response.status >= 400 && response.status < 500 && response.status !== 429) {
        return { delivered: false, attempts: attempt, status, error } // Slack will not take it later either
      }
    } catch (e) {
      error = (e as Error).message
    }
    if (attempt < options.attempts) await new Promise((r) => setTimeout(r, options.baseDelayMs * 2 ** (attempt - 1)))
  }
  return { delivered: false, attempts: options.attempts, status, error }
}
