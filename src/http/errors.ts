// One error shape for every route and every layer (the application, Fastify, the plugins, Node's HTTP parser):
// {ok: false, code, error}, where `error` says what to do (the allowed values, "send JSON", the limit) and never echoes
// the request. Client mistakes are 4xx with a name, never a 500. A wrong method on a known path is a 405 with Allow.
import type { FastifyError, FastifyInstance, FastifyReply, FastifyRequest } from 'fastify'
import type { IncomingMessage, ServerResponse } from 'node:http'
import type { Socket } from 'node:net'
import { Kind, type TSchema } from '@sinclair/typebox'
import { ProviderUnavailable } from '../ask/service.js'
import { GoldenSetMissing } from '../eval/golden.js'
import { ReviewItemNotYetStored, ReviewStoreUnavailable } from '../review/store.js'
import type { ErrorCode } from './schemas.js'
import { API_SECURITY_HEADERS } from './security-headers.js'

export function errorBody(code: ErrorCode, error: string) {
  return { ok: false as const, code, error }
}

/** The application's own errors that reach a route, each with its status and code (and a 503's Retry-After). */
const APPLICATION_ERRORS: [new (...args: never[]) => Error, number, ErrorCode][] = [
  [ProviderUnavailable, 400, 'provider_unavailable'],
  [GoldenSetMissing, 503, 'no_golden_set'],
  // Before its parent class: the first that matches is the one answered.
  [ReviewItemNotYetStored, 503, 'review_item_not_yet_stored'],
  [ReviewStoreUnavailable, 503, 'review_store_unavailable'],
]

/** Fastify's errors, by code: status, our code, and what to say. */
const FASTIFY_ERRORS: Record<string, (request: FastifyRequest, app: FastifyInstance) => [number, ErrorCode, string]> = {
  FST_ERR_CTP_INVALID_MEDIA_TYPE: (request) => [
    415,
    'unsupported_media_type',
    `Send the body as ${consumes(request).join(' or ')} (with that Content-Type header).`,
  ],
  FST_ERR_CTP_BODY_TOO_LARGE: (_r, app) => [
    413,
    'body_too_large',
    `The body is larger than ${app.initialConfig.bodyLimit} bytes: send less.`,
  ],
  FST_ERR_CTP_EMPTY_JSON_BODY: () => [400, 'empty_body', 'The body is empty: send a JSON object.'],
  FST_ERR_CTP_INVALID_JSON_BODY: () => [400, 'invalid_json', 'The body is not valid JSON: send a JSON object.'],
  FST_ERR_CTP_INVALID_CONTENT_LENGTH: () => [
    400,
    'invalid_content_length',
    'The Content-Length header does not match the body sent.',
  ],
  FST_ERR_BAD_URL: () => [400, 'bad_url', 'The URL is malformed.'],
  FST_ERR_MAX_PARAM_LENGTH: () => [414, 'uri_too_long', 'A part of the URL is too long: see /docs for the routes.'],
  FST_ERR_ASYNC_CONSTRAINT: () => [400, 'bad_request', 'The request could not be routed.'],
}

const consumes = (request: FastifyRequest) =>
  (request.routeOptions.schema as { consumes?: string[] } | undefined)?.consumes ?? ['application/json']

/** A plugin's error built in our shape (the rate limit's 429): its code and message are ours already. */
const isOurShape = (error: unknown): error is { statusCode: number; code: ErrorCode; error: string } =>
  typeof error === 'object' &&
  error !== null &&
  typeof (error as { error?: unknown }).error === 'string' &&
  typeof (error as { code?: unknown }).code === 'string' &&
  typeof (error as { statusCode?: unknown }).statusCode === 'number'

export function registerErrorHandling(app: FastifyInstance) {
  const methods = collectMethods(app)

  app.setErrorHandler((error: FastifyError, request, reply) => {
    const known = APPLICATION_ERRORS.find(([type]) => error instanceof type)
    if (known) {
      if (known[1] === 503) void reply.header('retry-after', RETRY_AFTER_SECONDS)
      return reply.status(known[1]).send(errorBody(known[2], error.message))
    }
    if (isOurShape(error)) return reply.status(error.statusCode).send(errorBody(error.code, error.error))
    const fastify = FASTIFY_ERRORS[error.code]
    if (fastify) {
      const [status, code, message] = fastify(request, app)
      return reply.status(status).send(errorBody(code, message))
    }
    if (error.validation) {
      return reply.status(400).send(errorBody('invalid_request', validationMessage(request, error)))
    }
    const status = error.statusCode ?? 500
    if (status < 500)
      return reply.status(status).send(errorBody('bad_request', 'The request could not be handled as sent.'))
    request.log.error({ err: error }, 'unhandled error')
    return reply.status(500).send(errorBody('internal_error', 'Internal error; the request id is in the logs.'))
  })

  app.setNotFoundHandler((request, reply) => {
    const allowed = methods(request.url.split('?')[0]!)
    if (allowed.length > 0) {
      return reply
        .status(405)
        .header('allow', allowed.join(', '))
        .send(errorBody('method_not_allowed', `This path takes ${allowed.join(' or ')}.`))
    }
    return reply.status(404).send(errorBody('not_found', 'No such route: the routes are listed at /docs.'))
  })
}

/** Fastify's framework errors (a bad URL, a parameter over its length), answered in our shape. */
export function frameworkErrors(error: FastifyError, request: FastifyRequest, reply: FastifyReply) {
  const [status, code, message] = (FASTIFY_ERRORS[error.code] ?? FASTIFY_ERRORS.FST_ERR_BAD_URL!)(
    request,
    request.server,
  )
  void reply.status(status).send(errorBody(code, message))
}

/** How long a client is told to wait after a 503 that a dependency caused. */
export const RETRY_AFTER_SECONDS = '5'

/** The head of a response written by hand, below Fastify: our JSON shape, the security headers, then close. */
function rawResponse(status: number, reason: string, body: ReturnType<typeof errorBody>): string {
  const json = JSON.stringify(body)
  const headers = Object.entries(API_SECURITY_HEADERS).map(([name, value]) => `${name}: ${value}\r\n`)
  return (
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json; charset=utf-8\r\n${headers.join('')}` +
    `Content-Length: ${Buffer.byteLength(json)}\r\nConnection: close\r\n\r\n${json}`
  )
}

/**
 * Node's HTTP parser errors (oversized headers, a malformed request, a request not received within
 * RECEIVE_TIMEOUT_MS): our shape and the security headers, then the connection closes. A request whose headers were
 * read already has a response object; the answer is written on the socket all the same, as nothing else will be.
 */
export function clientErrorHandler(error: Error & { code?: string }, socket: Socket) {
  if (!socket.writable) return socket.destroy()
  const [status, reason, body] =
    error.code === 'HPE_HEADER_OVERFLOW'
      ? [
          431,
          'Request Header Fields Too Large',
          errorBody('headers_too_large', 'The request headers are too large: send less than 16 KB of headers.'),
        ]
      : error.code === 'ERR_HTTP_REQUEST_TIMEOUT'
        ? [
            408,
            'Request Timeout',
            errorBody('request_timeout', 'The request (headers and body) was not received in time: send it whole.'),
          ]
        : [400, 'Bad Request', errorBody('bad_request', 'The request could not be read as HTTP.')]
  socket.end(rawResponse(status, reason, body))
}

/**
 * What Node answers itself, before any route: an `Expect` other than 100-continue (Node's bare 417), and an HTTP/1.1
 * request without Host (Node's bare 400, turned off in app.ts so that this hook answers it in our shape).
 */
export function registerNodeErrors(app: FastifyInstance) {
  app.server.on('checkExpectation', (_request: IncomingMessage, response: ServerResponse) => {
    const json = JSON.stringify(
      errorBody('expectation_failed', 'Only "Expect: 100-continue" is understood: send the request without Expect.'),
    )
    response.writeHead(417, {
      ...API_SECURITY_HEADERS,
      'content-type': 'application/json; charset=utf-8',
      'content-length': Buffer.byteLength(json),
      connection: 'close',
    })
    response.end(json)
  })
  app.addHook('onRequest', (request, reply, done) => {
    if (request.raw.httpVersion === '1.1' && request.headers.host === undefined) {
      void reply
        .status(400)
        .header('connection', 'close')
        .send(errorBody('missing_host', 'An HTTP/1.1 request needs a Host header.'))
      return
    }
    done()
  })
}

/** The methods each registered path takes, so a wrong method gets 405 with Allow rather than 404. */
function collectMethods(app: FastifyInstance) {
  const routes: { pattern: RegExp; method: string }[] = []
  app.addHook('onRoute', (route) => {
    if (route.url === '*' || route.url.includes('*')) return
    const pattern = new RegExp(`^${route.url.replace(/[.+?^${}()|[\]\\]/g, '\\$&').replace(/:[^/]+/g, '[^/]+')}/?$`)
    for (const method of [route.method].flat()) if (method !== 'HEAD') routes.push({ pattern, method })
  })
  return (path: string) => [...new Set(routes.filter((r) => r.pattern.test(path)).map((r) => r.method))]
}

/** "design must be one of: tools, fetch-first": read off the route's own schema, never echoing the value sent. */
function validationMessage(request: FastifyRequest, error: FastifyError): string {
  const where = error.validationContext ?? 'body'
  const root = (request.routeOptions.schema as Record<string, TSchema | undefined> | undefined)?.[where]
  // An unknown field first: a misspelt field ("qestion") also leaves a required one missing, and the typo is the cause.
  const first =
    error.validation?.find((e) => e.message === 'Unexpected property' || e.keyword === 'additionalProperties') ??
    error.validation?.[0]
  const path = (first?.instancePath ?? '').split('/').filter(Boolean)
  const field = path.at(-1)
  const fieldSchema = path.reduce<TSchema | undefined>(
    (schema, key) => (schema?.properties as Record<string, TSchema> | undefined)?.[key],
    root,
  )
  const fields = Object.keys((root?.properties as Record<string, TSchema> | undefined) ?? {})
  if (first?.message === 'Unexpected property' || (fieldSchema === undefined && field !== undefined)) {
    // The unknown field is named when it is a plain name (what a caller typed by mistake: "qestion"); anything else
    // is not repeated, so an error body never echoes arbitrary input.
    const named = field !== undefined && /^[A-Za-z0-9_-]{1,40}$/.test(field) ? ` ("${field}")` : ''
    return `The ${where} has a field that is not allowed${named}; the fields are: ${fields.join(', ')}.`
  }
  if (!field || !fieldSchema) return `The ${where} must be a JSON object with the fields: ${fields.join(', ')}.`
  const required = (root?.required as string[] | undefined) ?? []
  if (first?.message === 'Expected required property' && required.includes(field)) return `${field} is required.`
  return `${field} must be ${describe(fieldSchema)}.`
}

/** What a schema allows, in words: "one of: tools, fetch-first", "a string of 1 to 500 characters". */
function describe(schema: TSchema): string {
  if (Array.isArray(schema.anyOf) && (schema.anyOf as TSchema[]).every((s) => s.const !== undefined)) {
    return `one of: ${(schema.anyOf as TSchema[]).map((s) => String(s.const)).join(', ')}`
  }
  switch (schema[Kind] ?? schema.type) {
    case 'String':
    case 'string': {
      // A string of a fixed form says which form, in its schema's description ("rv_ followed by 12 ...").
      if (schema.pattern && typeof schema.description === 'string') return schema.description
      const [min, max] = [schema.minLength as number | undefined, schema.maxLength as number | undefined]
      return min !== undefined && max !== undefined ? `a string of ${min} to ${max} characters` : 'a string'
    }
    case 'Integer':
    case 'integer': {
      const [min, max] = [schema.minimum as number | undefined, schema.maximum as number | undefined]
      return min !== undefined && max !== undefined ? `a whole number from ${min} to ${max}` : 'a whole number'
    }
    case 'Boolean':
    case 'boolean':
      return 'true or false'
    default:
      return 'of the documented type (see /docs)'
  }
}
