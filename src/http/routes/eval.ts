// POST /eval: runs the golden set through the same pipeline and returns the four groups and the per-question grid.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { DESIGNS, PROVIDERS, type Design, type ProviderName } from '../../config.js'
import type { AskService } from '../../ask/service.js'
import { loadGoldenSet } from '../../eval/golden.js'
import { summarise } from '../../eval/report.js'
import { runEvaluation } from '../../eval/run.js'
import { GROUP_LETTER } from '../../eval/score.js'

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
    async (request) => {
      // A missing golden set (503) and an unavailable provider (400) are mapped by the app's one error handler.
      const questions = loadGoldenSet(opts.questionsFile)
      const run = await runEvaluation(opts.service, questions, {
        provider: request.body.provider ?? opts.defaults.provider,
        design: request.body.design ?? opts.defaults.design,
        model: request.body.model,
        runs: request.body.runs ?? 1,
      })
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
        // Each answer with the citation of each figure (or its problems): what a desk checks.
        answers: run.results.map((r) => ({
          id: r.id,
          run: r.run,
          group: r.score.group,
          status: r.outcome.status,
          answer: r.outcome.answer,
          citations: r.outcome.citations,
          problems: r.outcome.problems,
        })),
      }
    },
  )
}
