// GET /tools lists the definitions; POST /tools/:name runs one tool for a person with curl. The arguments go through
// the same checks, in the same order, as a model's proposal: the route's body schema documents them (OpenAPI), and
// the check itself is toolbox.run's, so HTTP refusals have the same codes as the model's.
import type { FastifyInstance } from 'fastify'
import type {} from '@fastify/swagger' // adds summary, tags and hide to route schemas
import { TOOL_NAMES } from '../../tools/schemas.js'
import type { Toolbox } from '../../tools/toolbox.js'

export interface ToolRoutesOptions {
  toolbox: Toolbox
  onRefusal?: (code: string) => void
}

const passThrough = () => (value: unknown) => ({ value })

export async function toolRoutes(app: FastifyInstance, { toolbox, onRefusal }: ToolRoutesOptions) {
  const config = { scope: 'tools' } as const
  const security = [{ bearer: [] }]
  app.get(
    '/tools',
    { schema: { summary: 'The tool definitions sent to a model', tags: ['tools'], security }, config },
    async () => ({
      ok: true,
      tools: toolbox.definitions,
    }),
  )

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
        schema: { summary: schema.description, tags: ['tools'], body: schema.parameters, security },
        config,
        validatorCompiler: passThrough,
      },
      async (request, reply) => {
        const outcome = run(name, request.body)
        return reply.status(outcome.ok ? 200 : 400).send(outcome)
      },
    )
  }
  // Any other name: the same unknown_tool refusal a model gets, as a 404.
  app.post<{ Params: { name: string } }>(
    '/tools/:name',
    {
      schema: { summary: 'Unknown tools are refused', tags: ['tools'], hide: true },
      config,
    },
    async (request, reply) => reply.status(404).send(run(request.params.name, request.body)),
  )
}
