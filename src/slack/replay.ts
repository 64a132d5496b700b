// A signed Slack request is valid for five minutes (verify.ts): within that window the same bytes, replayed by anyone
// who saw them, would pass the signature check again. Each signature is therefore accepted once: the first request
// runs, a second with the same signature is refused. The memory store serves one process; with REDIS_URL set every
// replica shares one record (SET NX with the window as expiry).
import type { Redis } from 'ioredis'

export interface SeenSignatures {
  /** True the first time this signature is offered within `ttlMs`; false for a replay. */
  firstSight(signature: string, ttlMs: number): boolean | Promise<boolean>
}

export function memorySeenSignatures(now: () => number = Date.now): SeenSignatures {
  const seen = new Map<string, number>()
  return {
    firstSight(signature, ttlMs) {
      const at = now()
      const expires = seen.get(signature)
      if (expires !== undefined && expires > at) return false
      // Sweep ended entries as they pile up: at most one window's worth of signatures is ever kept.
      if (seen.size > 10_000) for (const [s, e] of seen) if (e <= at) seen.delete(s)
      seen.set(signature, at + ttlMs)
      return true
    },
  }
}

export function redisSeenSignatures(redis: Redis, prefix = 'stats-assistant:slack-seen:'): SeenSignatures {
  return {
    async firstSight(signature, ttlMs) {
      return (await redis.set(prefix + signature, '1', 'PX', ttlMs, 'NX')) === 'OK'
    },
  }
}
