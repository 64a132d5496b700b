// GET /tools lists the definitions; POST /tools/:name runs one tool for a person with curl. The arguments go through
// the same checks, in the same order, as a model's proposal: the route's body schema documents them (OpenAPI), and
// the check itself is toolbox.run's, so HTTP refusals have the same codes as the model's. A result comes with the
// application's source line: CC BY 4.0 asks for attribution wherever the figures go.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type {} from '@fastify/swagger' // adds summary, tags and hide to route schemas
import { sourceLine } from '../../ask/source-line.js'
import { ChangeRankingResultSchema, RefusalSchema, RESULT_SCHEMAS } from '../../tools/results.js'
import { unknownTool } from '../../tools/check.js'
import { TOOL_NAMES } from '../../tools/schemas.js'
import type { Toolbox } from '../../tools/toolbox.js'
import { ErrorBodySchema, errorResponses, KEYED_ROUTE_ERRORS } from '../schemas.js'

export interface ToolRoutesOptions {
  toolbox: Toolbox
  snapshotDate: string
  onRefusal?: (code: string) => void
}

/** The body is checked by toolbox.run, check by check, for the refusal codes a model gets: not by the validator. */
const passThrough = () => (value: unknown) => ({ value })

const Definition = Type.Object({
  type: Type.Literal('function'),
  function: Type.Object({
    name: Type.String(),
    description: Type.String(),
    strict: Type.Optional(Type.Boolean()),
    parameters: Type.Record(Type.String(), Type.Unknown()),
  }),
})
const Source = Type.Object({ source: Type.String({ description: "The application's source line, for attribution." }) })

export const toolRoutes: FastifyPluginAsyncTypebox<ToolRoutesOptions> = async (
  app,
  { toolbox, snapshotDate, onRefusal },
) => {
  const config = { scope: 'tools' } as const
  const security = [{ bearer: [] }]
  const errors = errorResponses(...KEYED_ROUTE_ERRORS.filter((s) => s !== 400 && s !== 404))

  app.get(
    '/tools',
    {
      schema: {
        summary: 'The tool definitions sent to a model',
        tags: ['tools'],
        security,
        response: { 200: Type.Object({ ok: Type.Literal(true), tools: Type.Array(Definition) }), ...errors },
      },
      config,
    },
    async () => ({ ok: true as const, tools: toolbox.definitions }),
  )

  // The source line of a series never changes: made once per series.
  const sources = new Map<string, string>()
  const sourceOf = (indicator: string) => {
    let line = sources.get(indicator)
    if (line === undefined) {
      line = sourceLine(snapshotDate, [indicator])!
      sources.set(indicator, line)
    }
    return line
  }

  const run = (name: string, body: unknown) => {
    const outcome = toolbox.run(name, body)
    if (!outcome.ok) onRefusal?.(outcome.code)
    return outcome
  }

  for (const name of TOOL_NAMES) {
    const schema = toolbox.schemas[name]
    app.post(
      `/tools/${name}`,
      {
        schema: {
          summary: schema.description,
          tags: ['tools'],
          body: schema.parameters,
          security,
          // A 400 is a refusal of the arguments, or a body that is not JSON at all.
          // (get_change without a country answers with every country's change, ranked.)
          response: {
            200:
              name === 'get_change'
                ? Type.Union([
                    Type.Composite([RESULT_SCHEMAS.get_change, Source]),
                    Type.Composite([ChangeRankingResultSchema, Source]),
                  ])
                : Type.Composite([RESULT_SCHEMAS[name], Source]),
            400: Type.Union([RefusalSchema, ErrorBodySchema]),
            ...errors,
          },
        },
        config,
        validatorCompiler: passThrough,
      },
      async (request, reply) => {
        const outcome = run(name, request.body)
        if (!outcome.ok) return reply.status(400).send(outcome)
        return { ...outcome, source: sourceOf(outcome.indicator) }
      },
    )
  }
  // Any other name: the same unknown_tool refusal a model gets, as a 404.
  app.post(
    '/tools/:name',
    {
      schema: {
        summary: 'Unknown tools are refused',
        tags: ['tools'],
        hide: true,
        params: Type.Object({ name: Type.String({ maxLength: 200 }) }),
        response: { 404: RefusalSchema, ...errors },
      },
      config,
    },
    async (request, reply) => {
      onRefusal?.('unknown_tool')
      return reply.status(404).send(unknownTool(toolbox.schemas, request.params.name))
    },
  )
}
