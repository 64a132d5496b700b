// POST /ask: one question in, the outcome out. 200 for valid, rejected and failed alike: the status is in the body.
import type { FastifyInstance } from 'fastify'
import { Type, type Static } from '@sinclair/typebox'
import { DESIGNS, PROVIDERS } from '../../config.js'
import type { AskService } from '../../ask/service.js'
import type { Outcome } from '../../ask/outcome.js'
import { MAX_QUESTION_CHARS } from '../../llm/prompt.js'
import { errorBody } from '../errors.js'
import type { InFlight } from '../in-flight.js'

export const AskBody = Type.Object(
  {
    question: Type.String({
      minLength: 1,
      maxLength: MAX_QUESTION_CHARS,
      description: `The question, in English or French (1 to ${MAX_QUESTION_CHARS} characters).`,
    }),
    provider: Type.Optional(
      Type.Union(
        PROVIDERS.map((p) => Type.Literal(p)),
        { description: 'Which provider answers; default from configuration.' },
      ),
    ),
    model: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    design: Type.Optional(Type.Union(DESIGNS.map((d) => Type.Literal(d)))),
  },
  { additionalProperties: false },
)
export type AskBody = Static<typeof AskBody>

export interface AskRoutesOptions {
  service: AskService
  inFlight: InFlight
  onOutcome?: (outcome: Outcome) => void
}

export async function askRoutes(app: FastifyInstance, { service, inFlight, onOutcome }: AskRoutesOptions) {
  // `curl -d '{...}'` sends JSON labelled as a form: in this route only, such a body is read as the JSON it is.
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'string' }, (_request, body, done) => {
    try {
      done(null, JSON.parse(body as string))
    } catch {
      done(
        Object.assign(new Error('Send the question as JSON: {"question": "..."}'), {
          statusCode: 400,
          code: 'FST_ERR_CTP_INVALID_JSON_BODY',
        }),
      )
    }
  })

  app.post<{ Body: AskBody }>(
    '/ask',
    {
      schema: {
        summary: 'Answer one question from the snapshot, with the checks and the trace',
        tags: ['ask'],
        body: AskBody,
        security: [{ bearer: [] }],
      },
      config: { scope: 'ask' },
    },
    async (request, reply) => {
      if (request.body.question.trim() === '')
        return reply.status(400).send(errorBody('invalid_request', 'question is blank'))
      if (!inFlight.tryEnter()) {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send(
            errorBody('overloaded', `${inFlight.max} questions are already in flight in this process; retry shortly.`),
          )
      }
      try {
        const outcome = await service.ask(request.body)
        onOutcome?.(outcome)
        request.log.info(
          {
            caller: request.caller,
            status: outcome.status,
            provider: outcome.provider.name,
            design: outcome.design,
            problems: outcome.problems.map((p) => p.code),
          },
          'answered',
        )
        return outcome
      } finally {
        inFlight.leave()
      }
    },
  )
}
