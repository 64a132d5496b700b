// The schemas every route shares, in one place: the error body, the provider and design unions, and the error
// responses a route can give. Routes use them for validation, fast serialisation and an exact OpenAPI document.
import { Type } from '@sinclair/typebox'
import { DESIGNS, PROVIDERS } from '../config.js'
import { stringEnum } from '../json-schema.js'
import { DECISION_REFUSALS, RETIRE_REFUSALS } from '../review/item.js'

/** Every code an error body can carry, in one list: the type of `code`, and the enum the OpenAPI document shows. */
export const ERROR_CODES = [
  // The request as sent: its shape, its size, its route.
  'bad_request',
  'bad_url',
  'body_too_large',
  'empty_body',
  'expectation_failed',
  'headers_too_large',
  'invalid_content_length',
  'invalid_json',
  'invalid_request',
  'method_not_allowed',
  'missing_host',
  'not_found',
  'request_timeout',
  'unsupported_media_type',
  'uri_too_long',
  // Who calls, and how often.
  'duplicate_authorization',
  'forbidden',
  'too_many_failed_keys',
  'unauthorized',
  'rate_limited',
  // Slack.
  'invalid_response_url',
  'unknown_slack_command',
  'invalid_slack_signature',
  'replayed_slack_request',
  'replay_check_unavailable',
  // What the service can do just now.
  'client_gone',
  'evaluation_running',
  'no_golden_set',
  'not_ready',
  'overloaded',
  'provider_unavailable',
  'rate_limit_unavailable',
  'review_item_not_yet_stored',
  'review_store_unavailable',
  'under_pressure',
  'internal_error',
  // The data desk's decisions.
  ...DECISION_REFUSALS,
  ...RETIRE_REFUSALS,
] as const
export type ErrorCode = (typeof ERROR_CODES)[number]

export const ErrorBodySchema = Type.Object(
  {
    ok: Type.Literal(false),
    code: stringEnum(ERROR_CODES, { description: 'A name a program can test: invalid_request, unauthorized...' }),
    error: Type.String({ description: 'What went wrong and what to do; never an echo of the request.' }),
  },
  { $id: 'ErrorBody' },
)

export const ProviderSchema = Type.Union(
  PROVIDERS.map((p) => Type.Literal(p)),
  { description: 'Which provider answers; the default comes from the configuration.' },
)
export const DesignSchema = Type.Union(
  DESIGNS.map((d) => Type.Literal(d)),
  { description: 'tools (the model calls the tools) or fetch-first (the application reads the rows first).' },
)

/** The statuses a route may answer with an error body; a route lists the ones it can give. */
export function errorResponses<S extends number>(...statuses: S[]): { [K in S]: typeof ErrorBodySchema } {
  return Object.fromEntries(statuses.map((s) => [s, ErrorBodySchema])) as { [K in S]: typeof ErrorBodySchema }
}

/** The errors of every route behind a key: the key checks, the rate limit, and a body or a request gone wrong. */
export const KEYED_ROUTE_ERRORS = [400, 401, 403, 404, 405, 413, 415, 429, 503] as const
