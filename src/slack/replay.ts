// A signed Slack request is valid for five minutes (verify.ts): within that window the same bytes, replayed by anyone
// who saw them, would pass the signature check again. Each signature is therefore accepted once: the first request
// runs, a second with the same signature is refused, also after a restart and on another replica. The record lives
// in Redis when REDIS_URL is set (SET NX with the window as expiry), otherwise in the review store (the SHA-256 of
// each signature until its window ends), which the desk already shares between restarts and replicas.
import { createHash } from 'node:crypto'
import type { Redis } from 'ioredis'

export interface SeenSignatures {
  /** True the first time this signature is offered within `ttlMs` of `nowMs`; false for a replay. */
  firstSight(signature: string, nowMs: number, ttlMs: number): Promise<boolean>
}

/** A store that keeps a signature's hash until it expires: true the first time (the review store is one). */
export interface SignatureClaims {
  claimSignature(signatureSha256: string, now: string, expiresAt: string): Promise<boolean>
}

export function storeSeenSignatures(store: SignatureClaims): SeenSignatures {
  return {
    firstSight(signature, nowMs, ttlMs) {
      const hash = createHash('sha256').update(signature).digest('hex')
      return store.claimSignature(hash, new Date(nowMs).toISOString(), new Date(nowMs + ttlMs).toISOString())
    },
  }
}

export function redisSeenSignatures(redis: Redis, prefix = 'stats-assistant:slack-seen:'): SeenSignatures {
  return {
    async firstSight(signature, _nowMs, ttlMs) {
      return (await redis.set(prefix + signature, '1', 'PX', ttlMs, 'NX')) === 'OK'
    },
  }
}
