// POST /ask: one question in, the outcome out. 200 for valid, rejected and failed alike: the status is in the body.
import { Type, type FastifyPluginAsyncTypebox, type Static } from '@fastify/type-provider-typebox'
import { OutcomeSchema, type Outcome } from '../../ask/outcome.js'
import type { AskService } from '../../ask/service.js'
import { ReviewRefSchema } from '../../review/item.js'
import type { Desk } from '../../review/desk.js'
import { sendToDesk } from '../../review/send.js'
import { MAX_QUESTION_CHARS } from '../../llm/prompt.js'
import type { ResponseFormat } from '../../llm/chat.js'
import { READING_FORMAT, readingRules } from '../../reading/model-reader.js'
import { normaliseQuestion } from '../../text/normalise.js'
import { counted } from '../../text/plural.js'
import { answerLines } from '../../ask/short-answer.js'
import { errorBody } from '../errors.js'
import type { InFlight } from '../in-flight.js'
import { DesignSchema, errorResponses, KEYED_ROUTE_ERRORS, ProviderSchema } from '../schemas.js'

export const AskBody = Type.Object(
  {
    question: Type.String({
      minLength: 1,
      maxLength: MAX_QUESTION_CHARS,
      description: `The question, in English or French (1 to ${MAX_QUESTION_CHARS} characters).`,
    }),
    provider: Type.Optional(ProviderSchema),
    model: Type.Optional(Type.String({ minLength: 1, maxLength: 100 })),
    design: Type.Optional(DesignSchema),
  },
  { additionalProperties: false },
)
export type AskBody = Static<typeof AskBody>

/** The outcome, and for a rejected answer where its review can be followed. */
export const AskResponseSchema = Type.Object({
  ...OutcomeSchema.properties,
  review: Type.Optional(ReviewRefSchema),
})

export interface AskRoutesOptions {
  service: AskService
  inFlight: InFlight
  /** Where rejected answers go for review. */
  desk: Desk
  /** The snapshot's first and last year, which the reading request states. */
  years: readonly [number, number]
  onOutcome?: (outcome: Outcome) => void
}

/**
 * Whether the caller asks for the short answer: `Accept: text/plain` preferred to JSON (a higher q, or named first
 * at the same q). No Accept, any type, or JSON first: the JSON outcome, the default.
 */
export function wantsText(accept: string | undefined): boolean {
  if (!accept) return false
  const ranked = accept
    .split(',')
    .map((part, index) => {
      const [type = '', ...params] = part.trim().toLowerCase().split(';')
      const q = params.map((p) => p.trim()).find((p) => p.startsWith('q='))
      return { type: type.trim(), q: q ? Number(q.slice(2)) : 1, index }
    })
    .filter((r) => r.q > 0 && Number.isFinite(r.q))
    .sort((a, b) => b.q - a.q || a.index - b.index)
  const first = ranked.find((r) =>
    ['text/plain', 'application/json', 'text/*', '*/*', 'application/*'].includes(r.type),
  )
  return first?.type === 'text/plain' || first?.type === 'text/*'
}

/** What the request's log line says of an outcome (never the question or the answer). */
export const outcomeLog = (outcome: Outcome) => ({
  status: outcome.status,
  provider: outcome.provider.name,
  design: outcome.design,
  problems: outcome.problems.map((p) => p.code),
})

export const askRoutes: FastifyPluginAsyncTypebox<AskRoutesOptions> = async (
  app,
  { service, inFlight, desk, years, onOutcome },
) => {
  // What a model is asked in the read design, as it is sent: the reading rules and the reading's JSON Schema (the one
  // that checks the reply and that every trace's first entry follows).
  app.get(
    '/ask/reading',
    {
      schema: {
        summary: "The read design's request: the rules a model reads with, and the reading's JSON Schema",
        tags: ['ask'],
        security: [{ bearer: [] }],
        response: {
          200: Type.Object({
            rules: Type.String(),
            response_format: Type.Unsafe<ResponseFormat>({ type: 'object', additionalProperties: true }),
          }),
          ...errorResponses(...KEYED_ROUTE_ERRORS),
        },
      },
      config: { scope: 'ask' },
    },
    async () => ({ rules: readingRules(years), response_format: READING_FORMAT }),
  )

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

  app.post(
    '/ask',
    {
      schema: {
        summary: 'Answer one question from the snapshot, with the checks and the trace',
        description:
          'JSON by default. With `Accept: text/plain`: at most five lines, as the command line prints them: the ' +
          "answer (or the data desk's, or where the question went), how it was read, the source line.",
        tags: ['ask'],
        produces: ['application/json', 'text/plain'],
        body: AskBody,
        security: [{ bearer: [] }],
        response: { 200: AskResponseSchema, ...errorResponses(...KEYED_ROUTE_ERRORS) },
      },
      config: { scope: 'ask' },
    },
    async (request, reply) => {
      if (normaliseQuestion(request.body.question) === '') {
        return reply.status(400).send(errorBody('invalid_request', 'The question is blank: send 1 to 500 characters.'))
      }
      if (!inFlight.tryEnter()) {
        return reply
          .status(503)
          .header('retry-after', '5')
          .send(
            errorBody(
              'overloaded',
              `${counted(inFlight.max, 'question is', 'questions are')} already in flight in this process; retry shortly.`,
            ),
          )
      }
      try {
        const outcome = await service.ask(request.body)
        onOutcome?.(outcome)
        const review = await sendToDesk(
          desk,
          outcome,
          { channel: 'api', caller: request.caller ?? 'anonymous', question: normaliseQuestion(request.body.question) },
          request.log,
        )
        request.logDetail = {
          ...outcomeLog(outcome),
          ...(review ? { review: review.id, review_status: review.status } : {}),
        }
        if (wantsText(request.headers.accept)) {
          const text = answerLines(request.body.question, outcome, review).join('\n')
          // (A string with a text type is sent as it is: the JSON schema of the 200 is not applied to it.)
          return reply.type('text/plain; charset=utf-8').send(`${text}\n` as never)
        }
        return review ? { ...outcome, review } : outcome
      } finally {
        inFlight.leave()
      }
    },
  )
}
