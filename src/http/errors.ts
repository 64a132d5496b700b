// One error shape for every route: {ok: false, code, error}. Client mistakes are 4xx with a name, never a 500.
import type { FastifyError, FastifyInstance } from 'fastify'
import { ProviderUnavailable } from '../ask/service.js'
import { GoldenSetMissing } from '../eval/golden.js'

/** The application's own errors that reach a route, each with its status and code. */
const APPLICATION_ERRORS: [new (...args: never[]) => Error, number, string][] = [
  [ProviderUnavailable, 400, 'provider_unavailable'],
  [GoldenSetMissing, 503, 'no_golden_set'],
]

const CODES: Record<string, string> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: 'unsupported_media_type',
  FST_ERR_CTP_BODY_TOO_LARGE: 'body_too_large',
  FST_ERR_CTP_EMPTY_JSON_BODY: 'empty_body',
  FST_ERR_CTP_INVALID_JSON_BODY: 'invalid_json',
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: 'invalid_content_length',
  FST_ERR_VALIDATION: 'invalid_request',
}

export function errorBody(code: string, error: string) {
  return { ok: false as const, code, error }
}

export function registerErrorHandling(app: FastifyInstance) {
  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = APPLICATION_ERRORS.find(([type]) => error instanceof type)
    if (known) return reply.status(known[1]).send(errorBody(known[2], error.message))
    const status = error.statusCode ?? 500
    if (status >= 500) {
      request.log.error({ err: error }, 'unhandled error')
      return reply.status(500).send(errorBody('internal_error', 'Internal error; the request id is in the logs.'))
    }
    const code =
      CODES[error.code] ?? (error.validation ? 'invalid_request' : status === 429 ? 'rate_limited' : 'bad_request')
    return reply.status(status).send(errorBody(code, error.message))
  })
  app.setNotFoundHandler((request, reply) =>
    reply.status(404).send(errorBody('not_found', `No route ${request.method} ${request.url.split('?')[0]}.`)),
  )
}
