// POST /eval: runs the golden set through the same pipeline and returns the groups, the per-question grid and each
// answer with the citation of each figure. An evaluation is many questions, and is charged as many: each question
// counts against the caller's rate limit and takes an in-flight slot while it runs, and a caller runs one evaluation
// at a time. A client that goes away stops its evaluation at the next question.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Design, ProviderName } from '../../config.js'
import type { AskService } from '../../ask/service.js'
import { OUTCOME_STATUSES, OutcomeSchema } from '../../ask/outcome.js'
import { loadGoldenSet } from '../../eval/golden.js'
import { summarise } from '../../eval/report.js'
import { SummarySchema } from '../../eval/summary.js'
import { runEvaluation } from '../../eval/run.js'
import { GROUP_LETTER, GROUPS } from '../../eval/score.js'
import { CitationSchema } from '../../gates/figures.js'
import { ProblemSchema } from '../../problem.js'
import { stringEnum } from '../../json-schema.js'
import { errorBody } from '../errors.js'
import type { InFlight } from '../in-flight.js'
import { sendRefusal, type RateLimiter } from '../rate-limit.js'
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
      answer: OutcomeSchema.properties.answer,
      draft: OutcomeSchema.properties.draft,
      citations: Type.Array(CitationSchema),
      problems: Type.Array(ProblemSchema),
    }),
  ),
})

export interface EvalRoutesOptions {
  service: AskService
  questionsFile: string
  defaults: { provider: ProviderName; design: Design }
  inFlight: InFlight
  limiter: RateLimiter
}

/** The service, with each question taking an in-flight slot (waiting for one) until `signal` ends the evaluation. */
function slotted(service: AskService, inFlight: InFlight, signal: AbortSignal): AskService {
  return {
    async ask(request) {
      if (!(await inFlight.enter(signal))) throw new EvaluationAbandoned()
      try {
        return await service.ask(request)
      } finally {
        inFlight.leave()
      }
    },
  }
}

class EvaluationAbandoned extends Error {}

export const evalRoutes: FastifyPluginAsyncTypebox<EvalRoutesOptions> = async (app, opts) => {
  const running = new Set<string>()
  app.post(
    '/eval',
    {
      schema: {
        summary: 'Run the golden set and score it',
        tags: ['eval'],
        body: EvalBody,
        security: [{ bearer: [] }],
        response: { 200: EvalResponse, ...errorResponses(...KEYED_ROUTE_ERRORS, 409, 499) },
      },
      // Charged below, one per question, once the number of questions is known.
      config: { scope: 'eval', rateLimit: false },
    },
    async (request, reply) => {
      // A missing golden set (503) and an unavailable provider (400) are mapped by the app's one error handler.
      const questions = loadGoldenSet(opts.questionsFile)
      const runs = request.body.runs ?? 1
      const cost = questions.length * runs
      const limit = opts.limiter.limitOf(request)
      if (cost > limit) {
        return reply
          .status(429)
          .send(
            errorBody(
              'rate_limited',
              `This evaluation is ${cost} questions, more than this caller's limit of ${limit} per window: ` +
                'ask for a higher limit (keys add --rate) or fewer runs.',
            ),
          )
      }
      const charged = await opts.limiter.take(request, cost)
      if (!charged.ok) return sendRefusal(reply, charged)

      const caller = request.caller ?? 'anonymous'
      if (running.has(caller)) {
        return reply
          .status(409)
          .send(errorBody('evaluation_running', 'An evaluation of this caller is still running: wait for its result.'))
      }
      running.add(caller)
      // The client went away before the answer: stop at the next question.
      const abandoned = new AbortController()
      reply.raw.on('close', () => {
        if (!reply.raw.writableFinished) abandoned.abort()
      })
      let run
      try {
        run = await runEvaluation(slotted(opts.service, opts.inFlight, abandoned.signal), questions, {
          provider: request.body.provider ?? opts.defaults.provider,
          design: request.body.design ?? opts.defaults.design,
          model: request.body.model,
          runs,
          questionSet: 'the golden set',
        })
      } catch (error) {
        // Nobody reads this answer; the status (nginx's "client closed request") is for the log line.
        if (error instanceof EvaluationAbandoned) {
          return reply.status(499).send(errorBody('client_gone', 'The client went away; the evaluation stopped.'))
        }
        throw error
      } finally {
        running.delete(caller)
      }
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
          draft: r.outcome.draft,
          citations: r.outcome.citations,
          problems: r.outcome.problems,
        })),
      }
    },
  )
}
