// POST /eval: runs the golden set through the same pipeline and returns the groups, the per-question grid and each
// answer with the citation of each figure.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Design, ProviderName } from '../../config.js'
import type { AskService } from '../../ask/service.js'
import { OUTCOME_STATUSES } from '../../ask/outcome.js'
import { loadGoldenSet } from '../../eval/golden.js'
import { SummarySchema, summarise } from '../../eval/report.js'
import { runEvaluation } from '../../eval/run.js'
import { GROUP_LETTER, GROUPS } from '../../eval/score.js'
import { CitationSchema } from '../../gates/figures.js'
import { ProblemSchema } from '../../gates/problem.js'
import { nullable, stringEnum } from '../../json-schema.js'
import { DesignSchema, errorResponses, KEYED_ROUTE_ERRORS, ProviderSchema } from '../schemas.js'

const EvalBody = Type.Object(
  {
    provider: Type.Optional(ProviderSchema),
    design: Type.Optional(DesignSchema),
    model: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    runs: Type.Optional(Type.Integer({ minimum: 1, maximum: 3 })),
  },
  { additionalProperties: false },
)

const EvalResponse = Type.Object({
  ok: Type.Literal(true),
  summary: SummarySchema,
  grid: Type.Record(Type.String(), Type.String(), { description: 'Y/W/R/D/F per run, by question id.' }),
  answers: Type.Array(
    Type.Object({
      id: Type.String(),
      run: Type.Integer(),
      group: stringEnum(GROUPS),
      status: stringEnum(OUTCOME_STATUSES),
      answer: nullable(Type.String()),
      citations: Type.Array(CitationSchema),
      problems: Type.Array(ProblemSchema),
    }),
  ),
})

export interface EvalRoutesOptions {
  service: AskService
  questionsFile: string
  defaults: { provider: ProviderName; design: Design }
}

export const evalRoutes: FastifyPluginAsyncTypebox<EvalRoutesOptions> = async (app, opts) => {
  app.post(
    '/eval',
    {
      schema: {
        summary: 'Run the golden set and score it',
        tags: ['eval'],
        body: EvalBody,
        security: [{ bearer: [] }],
        response: { 200: EvalResponse, ...errorResponses(...KEYED_ROUTE_ERRORS) },
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
        ok: true as const,
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
