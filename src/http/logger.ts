// Logging: JSON lines (pino), one line per request at info, with what happened in it (the route, the status, the
// time, the caller, the access decision, and for a question its outcome: never its text). Operations routes
// (health, metrics) log at debug. Secrets never reach a line: headers are redacted, and so are secret-looking
// values in a logged URL's query string.
import { LogController, type FastifyReply, type FastifyRequest } from 'fastify'
import pino, { type LoggerOptions } from 'pino'

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

/** Exact paths only: a wildcard makes pino's redaction walk every object of every line. */
export const REDACTED_PATHS = [
  'req.headers.authorization',
  'req.headers["x-slack-signature"]',
  'req.headers.cookie',
  'headers.authorization',
  'authorization',
  'apiKey',
  'key',
  'err.config.headers.authorization',
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

/** What a finished request tells the metrics. */
export type ObserveRequest = (labels: { route: string; method: string; status: string }, seconds: number) => void

/**
 * Fastify's own request lines, replaced: no "incoming request" line, and for each response our one line instead of
 * "request completed". The request metrics are taken here too: one call when a response is finished, not a hook more.
 */
export class RequestLog extends LogController {
  constructor(private readonly observe?: ObserveRequest) {
    super()
  }

  override incomingRequest() {}

  override requestCompleted(_error: Error | null, request: FastifyRequest, reply: FastifyReply) {
    const route = request.routeOptions.url
    this.observe?.(
      { route: route ?? 'unmatched', method: request.method, status: String(reply.statusCode) },
      reply.elapsedTime / 1000,
    )
    const quiet = request.routeOptions.config?.quiet === true && reply.statusCode < 400
    const level = reply.statusCode >= 500 ? 'error' : quiet ? 'debug' : 'info'
    request.log[level](
      {
        method: request.method,
        url: safeUrl(request.url),
        route: route ?? null,
        status: reply.statusCode,
        ms: Math.round(reply.elapsedTime * 10) / 10,
        ...(request.audit ? { audit: request.audit } : {}),
        ...request.logDetail,
      },
      'request',
    )
  }
}

/**
 * The server's logger: JSON lines to stdout through an asynchronous writer (sonic-boom), so that a request never waits
 * on the terminal or the log collector, and with no size threshold: each line's write starts at once, or as soon as
 * the write before it ends, with whatever has queued meanwhile. A start-up line is out at once and a request's line
 * when its response is sent. (A timer would have nothing to flush: without a threshold nothing waits for one.)
 *
 * `flush`, before the process exits: writes what is queued and ends the writer, asynchronously and for at most a
 * second: sonic-boom's flushSync retries a closed pipe (EPIPE) for ever, and a service whose log reader went away
 * must still exit.
 */
export function serverLogger(level: string): { logger: pino.Logger; flush: () => Promise<void> } {
  const destination = pino.destination({ dest: 1, sync: false, minLength: 0 })
  // A closed stdout (a pipe whose reader went away) must not take the service down: the lines are dropped.
  destination.on('error', () => undefined)
  return {
    logger: pino(loggerOptions(level), destination),
    flush: () =>
      new Promise<void>((resolve) => {
        setTimeout(resolve, FLUSH_TIMEOUT_MS)
        destination.once('close', () => resolve())
        try {
          destination.end()
        } catch {
          resolve()
        }
      }),
  }
}

const FLUSH_TIMEOUT_MS = 1000
