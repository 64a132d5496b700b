// Wrong keys, counted: every API key that matches no caller and every failed desk sign-in counts against the client's
// address (AUTH_FAILURE_LIMIT per 15 minutes) and against the key itself (5 per 15 minutes, from any address). Past
// either, a wrong key gets 429 with Retry-After instead of 401. A right key is never refused here: it cannot be guessed
// (32 random bytes), so the limit slows only the wrong ones, and a client whose wrong keys share an address with the
// editors (a proxy without TRUST_PROXY: every request then comes from the proxy's address) cannot lock them out.
import { createHash } from 'node:crypto'
import type { FastifyRequest } from 'fastify'
import type { RateLimitStore } from './rate-limit.js'

export const AUTH_FAILURE_WINDOW_MS = 15 * 60_000
/** Wrong tries of one key, from anywhere, per window. */
export const AUTH_FAILURES_PER_KEY = 5

export type FailureVerdict =
  { locked: false } | { locked: true; by: 'address' | 'key'; retryAfterSeconds: number } | { unavailable: true }

export interface AuthFailures {
  /** Counts one wrong key from this request's address; says whether the address or the key is now over its limit. */
  record(request: FastifyRequest, key: string): Promise<FailureVerdict>
}

export function createAuthFailures(store: RateLimitStore, perAddress: number): AuthFailures {
  return {
    async record(request, key) {
      const keyHash = createHash('sha256').update(key).digest('hex')
      try {
        const [address, byKey] = await Promise.all([
          store.take(`auth-failures:ip:${request.ip}`, 1, AUTH_FAILURE_WINDOW_MS),
          store.take(`auth-failures:key:${keyHash}`, 1, AUTH_FAILURE_WINDOW_MS),
        ])
        const over = address.count > perAddress ? address : byKey.count > AUTH_FAILURES_PER_KEY ? byKey : undefined
        if (!over) return { locked: false }
        return {
          locked: true,
          by: over === address ? 'address' : 'key',
          retryAfterSeconds: Math.max(1, Math.ceil(over.resetMs / 1000)),
        }
      } catch (error) {
        request.log.error({ err: error }, 'the count of wrong keys is unavailable (rate-limit store)')
        return { unavailable: true }
      }
    },
  }
}

/** What the client is told when its wrong keys are over the limit. */
export const lockedMessage = (verdict: { by: 'address' | 'key'; retryAfterSeconds: number }) =>
  `Too many wrong keys ${verdict.by === 'address' ? 'from this address' : 'with this key'}: retry in ` +
  `${verdict.retryAfterSeconds} s with a valid key.`
