// Rate limits per caller (or per client address without a key), in fixed windows: each request costs one, an
// evaluation one per question. The counts live in this process's memory, or in Redis when several replicas must
// share them. A caller may have its own limit (keys add --rate N); otherwise RATE_LIMIT_MAX. Past the limit: 429 with
// Retry-After. If Redis cannot be reached the answer is a 503, never an unlimited pass. A request the service then
// answers 503 (it shed the load, no slot was free, a store it needs failed) is given back its cost: a refusal the
// service chose never counts against the caller (issue 36: after an overload run, a key's every probe got 429).
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { Redis } from 'ioredis'
import { errorBody, RETRY_AFTER_SECONDS } from './errors.js'
import { counted } from '../text/plural.js'

declare module 'fastify' {
  interface FastifyRequest {
    /** What this request took from its allowance (given back if the service answers 503). */
    rateLimitCharge?: { key: string; cost: number }
  }
  interface FastifyContextConfig {
    /** false: this route takes no rate limit (health checks), or applies it itself (Slack, after the signature). */
    rateLimit?: false
  }
}

export interface Take {
  count: number
  /** Milliseconds until the window ends. */
  resetMs: number
}

export interface RateLimitStore {
  /** Adds `cost` to the key's count in its current window. */
  take(key: string, cost: number, windowMs: number): Take | Promise<Take>
  /** Gives back `cost` taken in the key's current window (nothing if that window has ended). */
  refund?(key: string, cost: number): void | Promise<void>
}

/** One process's counts, swept of ended windows as they pile up. */
export function memoryStore(now: () => number = Date.now): RateLimitStore {
  const windows = new Map<string, { count: number; ends: number }>()
  return {
    take(key, cost, windowMs) {
      const at = now()
      let w = windows.get(key)
      if (!w || w.ends <= at) {
        if (windows.size > 10_000) for (const [k, v] of windows) if (v.ends <= at) windows.delete(k)
        w = { count: 0, ends: at + windowMs }
        windows.set(key, w)
      }
      w.count += cost
      return { count: w.count, resetMs: w.ends - at }
    },
    refund(key, cost) {
      const w = windows.get(key)
      if (w && w.ends > now()) w.count = Math.max(0, w.count - cost)
    },
  }
}

/** Counts shared by every replica: INCRBY and the window's expiry in one atomic script. */
export function redisStore(redis: Redis, prefix = 'stats-assistant:rate:'): RateLimitStore {
  redis.defineCommand('rateTake', {
    numberOfKeys: 1,
    lua: `local count = redis.call('INCRBY', KEYS[1], ARGV[1])
if count == tonumber(ARGV[1]) then redis.call('PEXPIRE', KEYS[1], ARGV[2]) end
local ttl = redis.call('PTTL', KEYS[1])
if ttl < 0 then redis.call('PEXPIRE', KEYS[1], ARGV[2]) ttl = tonumber(ARGV[2]) end
return { count, ttl }`,
  })
  // A window that has ended is not refunded into the next one: only a key that still exists is lowered.
  redis.defineCommand('rateRefund', {
    numberOfKeys: 1,
    lua: `if redis.call('EXISTS', KEYS[1]) == 1 then
  local count = redis.call('DECRBY', KEYS[1], ARGV[1])
  if count < 0 then redis.call('INCRBY', KEYS[1], -count) end
end
return 0`,
  })
  const run = redis as unknown as {
    rateTake(key: string, cost: number, windowMs: number): Promise<[number, number]>
    rateRefund(key: string, cost: number): Promise<number>
  }
  return {
    async refund(key, cost) {
      await run.rateRefund(prefix + key, cost)
    },
    async take(key, cost, windowMs) {
      const [count, resetMs] = await run.rateTake(prefix + key, cost, windowMs)
      return { count, resetMs }
    },
  }
}

export interface RateLimitOptions {
  store: RateLimitStore
  windowMs: number
  /** RATE_LIMIT_MAX: the limit of a caller without one of its own, and of keyless clients. */
  max: number
  /** A caller's own limit, when its key has one. */
  limitFor?: (caller: string) => number | undefined
  /** Requests that take no limit at all (local development: callers on this machine). */
  exempt?: (request: FastifyRequest) => boolean
}

export type Verdict =
  { ok: true } | { ok: false; status: 429 | 503; headers: Record<string, string>; body: ReturnType<typeof errorBody> }

export interface RateLimiter {
  /** Takes `cost` from the request's allowance (its caller's, or its address's). */
  take(request: FastifyRequest, cost?: number): Verdict | Promise<Verdict>
  /** The request's allowance per window. */
  limitOf(request: FastifyRequest): number
  /** Gives back what the request took (the service answered it 503); never fails. */
  refund(request: FastifyRequest): Promise<void>
}

const windowWords = (ms: number) => (ms % 60_000 === 0 ? counted(ms / 60_000, 'minute', 'minutes') : `${ms / 1000} s`)

export function createRateLimiter({ store, windowMs, max, limitFor, exempt }: RateLimitOptions): RateLimiter {
  const judge = (limit: number, { count, resetMs }: Take): Verdict => {
    if (count <= limit) return { ok: true }
    const seconds = Math.max(1, Math.ceil(resetMs / 1000))
    return {
      ok: false,
      status: 429,
      headers: {
        'retry-after': String(seconds),
        'x-ratelimit-limit': String(limit),
        'x-ratelimit-remaining': '0',
        'x-ratelimit-reset': String(seconds),
      },
      body: errorBody(
        'rate_limited',
        `Rate limit reached: ${counted(limit, 'request', 'requests')} per ${windowWords(windowMs)} for this caller. Retry in ${seconds} s.`,
      ),
    }
  }
  const unavailable: Verdict = {
    ok: false,
    status: 503,
    headers: { 'retry-after': RETRY_AFTER_SECONDS },
    body: errorBody(
      'rate_limit_unavailable',
      'The rate limit cannot be checked just now (its store is unreachable); retry shortly.',
    ),
  }
  const callerOf = (request: FastifyRequest) =>
    request.caller && request.caller !== 'anonymous' ? request.caller : undefined
  const limitOf = (request: FastifyRequest) => {
    const caller = callerOf(request)
    return (caller && limitFor?.(caller)) || max
  }
  /** The verdict, and what was taken when it lets the request in (a refusal is never given back). */
  const charged = (request: FastifyRequest, key: string, cost: number, verdict: Verdict): Verdict => {
    if (verdict.ok) {
      const before = request.rateLimitCharge
      request.rateLimitCharge = { key, cost: (before?.key === key ? before.cost : 0) + cost }
    }
    return verdict
  }
  return {
    limitOf,
    async refund(request) {
      const charge = request.rateLimitCharge
      if (!charge) return
      request.rateLimitCharge = undefined
      try {
        await store.refund?.(charge.key, charge.cost)
      } catch (error) {
        request.log.warn({ err: error }, 'rate limit store unavailable: a refused request was not given back its cost')
      }
    },
    take(request, cost = 1) {
      if (exempt?.(request)) return { ok: true }
      const caller = callerOf(request)
      const limit = limitOf(request)
      const key = caller ? `caller:${caller}` : `ip:${request.ip}`
      try {
        const taken = store.take(key, cost, windowMs)
        if (!(taken instanceof Promise)) return charged(request, key, cost, judge(limit, taken))
        return taken.then(
          (t) => charged(request, key, cost, judge(limit, t)),
          (error: unknown) => {
            request.log.error({ err: error }, 'rate limit store unavailable')
            return unavailable
          },
        )
      } catch (error) {
        request.log.error({ err: error }, 'rate limit store unavailable')
        return unavailable
      }
    },
  }
}

export const sendRefusal = (reply: FastifyReply, verdict: Exclude<Verdict, { ok: true }>) =>
  reply.status(verdict.status).headers(verdict.headers).send(verdict.body)

/**
 * A pre-handler on every route but those with config.rateLimit false: after the key check, so the limit is per caller.
 * Any request answered 503 gets back what it took, whichever route took it (Slack and evaluations take their own).
 */
export function registerRateLimit(app: FastifyInstance, limiter: RateLimiter) {
  app.addHook('onResponse', async (request, reply) => {
    if (reply.statusCode === 503 && request.rateLimitCharge) await limiter.refund(request)
  })
  app.addHook('onRoute', (route) => {
    if (route.config?.rateLimit === false) return
    const own =
      route.preHandler === undefined ? [] : Array.isArray(route.preHandler) ? route.preHandler : [route.preHandler]
    route.preHandler = [
      (request: FastifyRequest, reply: FastifyReply, done: (error?: Error) => void) => {
        const verdict = limiter.take(request)
        const apply = (v: Verdict) => (v.ok ? done() : void sendRefusal(reply, v))
        if (verdict instanceof Promise) void verdict.then(apply)
        else apply(verdict)
      },
      ...own,
    ]
  })
}
