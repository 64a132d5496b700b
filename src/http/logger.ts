// Logging: JSON lines (pino), one line per request at info, with what happened in it (the route, the status, the
// time, the caller, the access decision, and for a question its outcome: never its text). Operations routes
// (health, metrics) log at debug. Secrets never reach a line: headers are redacted, and so are secret-looking
// values in a logged URL's query string.
import type { FastifyInstance } from 'fastify'
import type { LoggerOptions } from 'pino'

declare module 'fastify' {
  interface FastifyContextConfig {
    /** Log this route's requests at debug, not info (health checks and scrapes every few seconds). */
    quiet?: boolean
  }
  interface FastifyRequest {
    /** The access decision, when the route checks one: it goes into the request's log line. */
    audit?: { caller: string; route: string; decision: 'allow' | 'deny'; reason: string }
    /** What the route adds to the request's log line (an outcome's status, a review item's id...). */
    logDetail?: Record<string, unknown>
  }
}

export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-slack-signature"]',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'apiKey',
  'key',
  '*.apiKey',
  '*.key',
]

export function loggerOptions(level: string): LoggerOptions {
  return { level, redact: { paths: REDACTED_PATHS, censor: '[redacted]' } }
}

const SECRET_PARAMETER = /(key|token|secret|password|passwd|signature|auth|session|csrf)/i

/** The URL with the value of every secret-looking query parameter replaced: "?api_key=[redacted]". */
export function safeUrl(url: string): string {
  const at = url.indexOf('?')
  if (at < 0) return url
  const query = url
    .slice(at + 1)
    .split('&')
    .map((pair) => {
      const [name = ''] = pair.split('=')
      return SECRET_PARAMETER.test(decodeURIComponentSafe(name)) ? `${name}=[redacted]` : pair
    })
  return `${url.slice(0, at)}?${query.join('&')}`
}

function decodeURIComponentSafe(text: string): string {
  try {
    return decodeURIComponent(text)
  } catch {
    return text
  }
}

/** The one line per request, written when the response is sent. */
export function registerRequestLog(app: FastifyInstance) {
  app.addHook('onResponse', async (request, reply) => {
    const quiet = request.routeOptions.config?.quiet === true && reply.statusCode < 400
    const level = reply.statusCode >= 500 ? 'error' : quiet ? 'debug' : 'info'
    request.log[level](
      {
        method: request.method,
        url: safeUrl(request.url),
        route: request.routeOptions.url ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(request.audit ? { audit: request.audit } : {}),
        ...request.logDetail,
      },
      'request',
    )
  })
}
