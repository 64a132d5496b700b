// The schemas every route shares, in one place: the error body, the provider and design unions, and the error
// responses a route can give. Routes use them for validation, fast serialisation and an exact OpenAPI document.
import { Type } from '@sinclair/typebox'
import { DESIGNS, PROVIDERS } from '../config.js'

export const ErrorBodySchema = Type.Object(
  {
    ok: Type.Literal(false),
    code: Type.String({ description: 'A name a program can test: invalid_request, unauthorized, rate_limited...' }),
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
