// POST /eval: runs the golden set through the same pipeline and returns the four groups and the per-question grid.
import { readFileSync } from 'node:fs'
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { DESIGNS, PROVIDERS, type Design, type ProviderName } from '../../config.js'
import { ProviderUnavailable, type AskService } from '../../ask/service.js'
import type { GoldenQuestion } from '../../eval/golden.js'
import { summarise } from '../../eval/report.js'
import { runEvaluation } from '../../eval/run.js'
import { GROUP_LETTER } from '../../eval/score.js'
import { errorBody } from '../errors.js'

const EvalBody = Type.Object(
  {
    provider: Type.Optional(Type.Union(PROVIDERS.map((p) => Type.Literal(p)))),
    design: Type.Optional(Type.Union(DESIGNS.map((d) => Type.Literal(d)))),
    model: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    runs: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  },
  { additionalProperties: false },
)

export async function evalRoutes(
  app: FastifyInstance,
  opts: { service: AskService; questionsFile: string; defaults: { provider: ProviderName; design: Design } },
) {
  app.post<{ Body: Static<typeof EvalBody> }>(
    '/eval',
    {
      schema: {
        summary: 'Run the golden set and score it',
        tags: ['eval'],
        body: EvalBody,
        security: [{ bearer: [] }],
      },
      config: { scope: 'eval' },
    },
    async (request, reply) => {
      let questions: GoldenQuestion[]
      try {
        questions = JSON.parse(readFileSync(opts.questionsFile, 'utf8')) as GoldenQuestion[]
      } catch {
        return reply
          .status(503)
          .send(
            errorBody(
              'no_golden_set',
              `The golden set ${opts.questionsFile} cannot be read; run: stats-assistant eval golden --write`,
            ),
          )
      }
      let run
      try {
        run = await runEvaluation(opts.service, questions, {
          provider: request.body.provider ?? opts.defaults.provider,
          design: request.body.design ?? opts.defaults.design,
          model: request.body.model,
          runs: request.body.runs ?? 1,
        })
      } catch (error) {
        if (error instanceof ProviderUnavailable)
          return reply.status(400).send(errorBody('provider_unavailable', error.message))
        throw error
      }
      return {
        ok: true,
        summary: summarise(run),
        grid: Object.fromEntries(
          questions.map((q) => [
            q.id,
            run.results
              .filter((r) => r.id === q.id)
              .map((r) => GROUP_LETTER[r.score.group])
              .join(''),
          ]),
        ),
      }
    },
  )
}
