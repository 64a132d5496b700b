// Who calls, and may they? `Authorization: Bearer KEY`, scopes per route (route config `scope`), one audit line per
// decision. Keys never reach a log: the header is redacted and only the caller's name is written.
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import { findCaller, type Caller, type Scope } from '../auth/keys.js'
import { lockedMessage, type AuthFailures } from './auth-failures.js'
import { errorBody, RETRY_AFTER_SECONDS } from './errors.js'

declare module 'fastify' {
  interface FastifyContextConfig {
    scope?: Scope
  }
  interface FastifyRequest {
    caller?: string
  }
}

export interface AuthOptions {
  callers: readonly Caller[]
  allowAnonymous: boolean
  /** Wrong keys counted per address and per key: past the limit, 429. */
  failures: AuthFailures
}

export const ANONYMOUS = 'anonymous'

/** The one audit line per access decision (API keys and Slack signatures alike); never a key, only a caller's name. */
export function audit(request: FastifyRequest, decision: 'allow' | 'deny', caller: string, reason: string) {
  const route = `${request.method} ${request.routeOptions.url ?? request.url}`
  // One audit record per decision, written in the request's one log line (http/logger.ts).
  request.audit = { caller, route, decision, reason }
}

function bearer(request: FastifyRequest): string | null {
  const header = request.headers.authorization
  if (typeof header !== 'string') return null
  const match = /^Bearer\s+(\S+)\s*$/i.exec(header)
  return match ? match[1]! : ''
}

function authorizationHeaders(request: FastifyRequest): number {
  const raw = request.raw.rawHeaders
  let count = 0
  for (let i = 0; i < raw.length; i += 2) if (raw[i]!.toLowerCase() === 'authorization') count += 1
  return count
}

/** The key check runs on the routes that declare a scope, and on no other: a health check pays nothing for it. */
export function registerAuth(app: FastifyInstance, options: AuthOptions) {
  app.addHook('onRoute', (route) => {
    const scope = route.config?.scope
    if (!scope) return
    const own =
      route.onRequest === undefined ? [] : Array.isArray(route.onRequest) ? route.onRequest : [route.onRequest]
    route.onRequest = [checkKey(scope, options), ...own]
  })
  // A request allowed in and then refused for want of capacity (429: its rate limit; 503: the rate limit's store,
  // the in-flight cap, the review store) was not served: its audit line says deny, with the refusal's code.
  app.addHook('onSend', async (request, reply, payload) => {
    const decided = request.audit
    if (decided?.decision === 'allow' && (reply.statusCode === 429 || reply.statusCode === 503)) {
      request.audit = { ...decided, decision: 'deny', reason: refusalCode(payload) ?? `status ${reply.statusCode}` }
    }
    return payload
  })
}

/** The code of an error body as sent (a short JSON string by then). */
function refusalCode(payload: unknown): string | undefined {
  if (typeof payload !== 'string') return undefined
  try {
    const code = (JSON.parse(payload) as { code?: unknown }).code
    return typeof code === 'string' ? code : undefined
  } catch {
    return undefined
  }
}

/** Keys already matched to their caller, so that a busy caller's key is hashed once, not on every request. */
const KNOWN_KEYS_MAX = 1024

function checkKey(scope: Scope, { callers, allowAnonymous, failures }: AuthOptions) {
  const known = new Map<string, Caller>()
  const lookUp = (key: string) => {
    const cached = known.get(key)
    if (cached) return cached
    const caller = findCaller(callers, key)
    if (caller) {
      if (known.size >= KNOWN_KEYS_MAX) known.clear()
      known.set(key, caller)
    }
    return caller
  }
  return async (request: FastifyRequest, reply: FastifyReply) => {
    // Node keeps the first of two Authorization headers and drops the other: which key was meant is not ours to guess.
    if (authorizationHeaders(request) > 1) {
      audit(request, 'deny', 'unknown', 'more than one Authorization header')
      return reply
        .status(400)
        .send(errorBody('duplicate_authorization', 'Send exactly one Authorization header: Bearer KEY.'))
    }
    const key = bearer(request)
    if (key === null && allowAnonymous) {
      request.caller = ANONYMOUS
      audit(request, 'allow', ANONYMOUS, 'anonymous access is enabled (ALLOW_ANONYMOUS)')
      return
    }
    if (key === null || key === '') {
      audit(request, 'deny', 'unknown', key === null ? 'no Authorization header' : 'malformed Authorization header')
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody('unauthorized', 'Send Authorization: Bearer KEY.'))
    }
    const caller = lookUp(key)
    if (!caller) {
      const counted = await failures.record(request, key)
      if ('unavailable' in counted) {
        audit(request, 'deny', 'unknown', 'unknown key; the count of wrong keys is unavailable')
        return reply
          .status(503)
          .header('retry-after', RETRY_AFTER_SECONDS)
          .send(errorBody('rate_limit_unavailable', 'Keys cannot be checked just now; retry shortly.'))
      }
      if (counted.locked) {
        audit(request, 'deny', 'unknown', `unknown key; too many wrong keys with this ${counted.by}`)
        return reply
          .status(429)
          .header('retry-after', String(counted.retryAfterSeconds))
          .send(errorBody('too_many_failed_keys', lockedMessage(counted)))
      }
      audit(request, 'deny', 'unknown', 'unknown key')
      return reply
        .status(401)
        .header('www-authenticate', 'Bearer')
        .send(errorBody('unauthorized', 'This key is not valid.'))
    }
    if (!caller.scopes.includes(scope)) {
      audit(request, 'deny', caller.name, `missing scope ${scope}`)
      return reply.status(403).send(errorBody('forbidden', `This key does not have the "${scope}" scope.`))
    }
    request.caller = caller.name
    audit(request, 'allow', caller.name, `scope ${scope}`)
  }
}
