// POST /slack/commands: the slash command. Three pre-handlers run before the handler, in this order: the signature,
// checked on the exact bytes received (before anything else, the rate limit included, so that forged requests cannot
// use up a genuine user's allowance); the replay check (each signature is accepted once, across replicas and
// restarts); the rate limit, per Slack user. Where a check's store (Redis, the review store) fails, the request gets
// 503 in the error shape and no work starts. The handler answers help and refusals at once, acknowledges a question,
// and answers it later through its response_url, which must be on an allowed host (SLACK_RESPONSE_URL_HOSTS).
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { FastifyReply, FastifyRequest } from 'fastify'
import type { AskService } from '../../ask/service.js'
import type { Outcome } from '../../ask/outcome.js'
import { DEFAULT_DELIVERY, deliver, type Deliver, type DeliveryOptions } from '../../slack/deliver.js'
import { acknowledgement, noticeMessage, resultMessage, usageMessage, type ResponseType } from '../../slack/message.js'
import type { SeenSignatures } from '../../slack/replay.js'
import type { ResponseUrlPolicy } from '../../slack/response-url.js'
import { MAX_SKEW_SECONDS, verifySlackRequest } from '../../slack/verify.js'
import { MAX_QUESTION_CHARS } from '../../llm/prompt.js'
import { normaliseQuestion } from '../../text/normalise.js'
import type { Desk } from '../../review/desk.js'
import { sendToDesk } from '../../review/send.js'
import { audit } from '../auth.js'
import { errorBody, RETRY_AFTER_SECONDS } from '../errors.js'
import type { InFlight } from '../in-flight.js'
import { sendRefusal, type RateLimiter } from '../rate-limit.js'
import { errorResponses } from '../schemas.js'

export interface SlackOptions {
  service: AskService
  inFlight: InFlight
  onOutcome?: (outcome: Outcome) => void
  signingSecret: string
  /** Milliseconds since the epoch; tests set the clock to Slack's example. */
  now: () => number
  /** Why a response_url may not receive an answer (null: it may); from SLACK_RESPONSE_URL_HOSTS. */
  responseUrl: ResponseUrlPolicy
  /** Signatures already accepted, so that a replayed request is refused. */
  seen: SeenSignatures
  limiter: RateLimiter
  /** Where rejected answers go: the decision is posted to the response_url later, while it is valid. */
  desk: Desk
  delivery: DeliveryOptions
  /** How an answer reaches response_url: posted, or printed (SLACK_PRINT_RESPONSES, local development). */
  post: Deliver
  /** The slash commands answered (SLACK_COMMANDS, default /stats): any other gets 400 with the usage. */
  commands: readonly string[]
  /** Who sees a checked answer (SLACK_RESPONSE_TYPE, default in_channel). */
  responseType: ResponseType
}

declare module 'fastify' {
  interface FastifyRequest {
    /** The form's bytes as received: Slack's signature is over them. */
    rawBody?: Buffer
  }
}

/** The fields of a slash command this route reads; Slack sends others too (channel, trigger_id...). */
const SlashCommand = Type.Object(
  {
    command: Type.Optional(Type.String()),
    text: Type.Optional(Type.String()),
    team_id: Type.Optional(Type.String()),
    user_id: Type.Optional(Type.String()),
    response_url: Type.Optional(Type.String()),
  },
  { additionalProperties: Type.String() },
)
const SlackMessage = Type.Object({
  response_type: Type.Union([Type.Literal('ephemeral'), Type.Literal('in_channel')]),
  replace_original: Type.Optional(Type.Boolean()),
  text: Type.String(),
  // Slack's blocks, written by slack/message.ts: serialised as they are.
  blocks: Type.Optional(Type.Array(Type.Unsafe<object>({ type: 'object', additionalProperties: true }))),
})

/** The signature's window, either side of now: a signature is remembered for all of it. */
const REPLAY_WINDOW_MS = 2 * MAX_SKEW_SECONDS * 1000

/** The options the app passes; the rest have defaults. */
type SlackRoutesOptions = Partial<SlackOptions> &
  Pick<SlackOptions, 'service' | 'inFlight' | 'signingSecret' | 'responseUrl' | 'seen' | 'limiter' | 'desk'>

/** Every option, the defaults filled in: what the pre-handlers and the answer share. */
type SlackContext = SlackOptions

const withDefaults = (options: SlackRoutesOptions): SlackContext => ({
  ...options,
  now: options.now ?? Date.now,
  delivery: options.delivery ?? DEFAULT_DELIVERY,
  post: options.post ?? deliver,
  commands: options.commands ?? ['/stats'],
  responseType: options.responseType ?? 'in_channel',
})

const header = (request: FastifyRequest, name: string) => {
  const value = request.headers[name]
  return typeof value === 'string' ? value : undefined
}

/** The signature, checked on the exact bytes received. */
const checkSignature = ({ signingSecret, now }: SlackContext) =>
  async function (request: FastifyRequest, reply: FastifyReply) {
    const verdict = verifySlackRequest({
      secret: signingSecret,
      signature: header(request, 'x-slack-signature'),
      timestamp: header(request, 'x-slack-request-timestamp'),
      rawBody: request.rawBody ?? Buffer.alloc(0),
      nowSeconds: Math.floor(now() / 1000),
    })
    if (!verdict.ok) {
      audit(request, 'deny', 'unknown', verdict.reason)
      return reply.status(401).send(errorBody('invalid_slack_signature', `Request refused: ${verdict.reason}.`))
    }
  }

// Inside the signature's window, the same signature twice is a replay: the first request has run already.
const refuseReplay = ({ seen, now }: SlackContext) =>
  async function (request: FastifyRequest, reply: FastifyReply) {
    let first: boolean
    try {
      first = await seen.firstSight(header(request, 'x-slack-signature')!, now(), REPLAY_WINDOW_MS)
    } catch (error) {
      request.log.error({ err: error }, 'the record of used Slack signatures is unavailable')
      audit(request, 'deny', 'unknown', 'replay_check_unavailable')
      return reply
        .status(503)
        .header('retry-after', RETRY_AFTER_SECONDS)
        .send(errorBody('replay_check_unavailable', 'Requests cannot be checked for replays just now; retry shortly.'))
    }
    if (!first) {
      audit(request, 'deny', 'unknown', 'replayed request (signature already used)')
      return reply
        .status(401)
        .send(errorBody('replayed_slack_request', 'Request refused: this signed request was already received.'))
    }
  }

// Per Slack user: a user over the limit is told so in Slack; a limit that cannot be checked is a 503.
const limitPerUser = ({ limiter }: SlackContext) =>
  async function (request: FastifyRequest, reply: FastifyReply) {
    const form = request.body as { team_id?: string; user_id?: string }
    const caller = `slack:${form.team_id ?? '?'}/${form.user_id ?? '?'}`
    request.caller = caller
    const limited = await limiter.take(request)
    if (limited.ok) return
    audit(request, 'deny', caller, limited.body.code)
    if (limited.status === 503) return sendRefusal(reply, limited)
    const text = normaliseQuestion((request.body as { text?: string }).text ?? '')
    return reply.send(noticeMessage(text, { kind: 'refused', refusal: limited }))
  }

/** Answers a question after its acknowledgement: the pipeline, the desk for a rejected answer, then Slack. */
async function answerLater(ctx: SlackContext, request: FastifyRequest, question: string, responseUrl: URL) {
  const { service, onOutcome, desk, post, responseType, delivery, inFlight } = ctx
  const caller = request.caller!
  try {
    const outcome = await service.ask({ question })
    onOutcome?.(outcome)
    const review = await sendToDesk(
      desk,
      outcome,
      { channel: 'slack', caller, question, responseUrl: responseUrl.href },
      request.log,
    )
    const result = await post(responseUrl.href, resultMessage(question, outcome, review, responseType), delivery)
    request.log[result.delivered ? 'info' : 'error'](
      { caller, status: outcome.status, review: review?.id, delivery: result },
      'slack answer delivery',
    )
  } catch (error) {
    request.log.error({ err: error, caller }, 'slack answer failed')
  } finally {
    inFlight.leave()
  }
}

export const slackRoutes: FastifyPluginAsyncTypebox<SlackRoutesOptions> = async (app, options) => {
  const ctx = withDefaults(options)
  const { inFlight, responseUrl: refuseUrl, commands } = ctx
  const pending = new Set<Promise<void>>()

  // Slack sends forms, and only forms are read here. The exact bytes are kept: the signature is over them.
  app.removeAllContentTypeParsers()
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (request, body, done) => {
    request.rawBody = body as Buffer
    done(null, Object.fromEntries(new URLSearchParams((body as Buffer).toString('utf8'))))
  })

  // Finish the answers already acknowledged before the process closes.
  app.addHook('onClose', async () => {
    await Promise.allSettled([...pending])
  })

  app.post(
    '/slack/commands',
    {
      schema: {
        summary: 'Slack slash command (signed form body)',
        tags: ['slack'],
        consumes: ['application/x-www-form-urlencoded'],
        body: SlashCommand,
        response: { 200: SlackMessage, ...errorResponses(400, 401, 413, 415, 503) },
      },
      preHandler: [checkSignature(ctx), refuseReplay(ctx), limitPerUser(ctx)],
      // The limit is taken by limitPerUser, after the signature: per Slack user, and never used up by forged requests.
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const caller = request.caller!
      const text = normaliseQuestion(request.body.text ?? '')
      // Only the commands this service is set up for (SLACK_COMMANDS): another app's command sent here by mistake, or
      // a forged name, gets the usage and no work.
      const command = request.body.command ?? ''
      if (!commands.includes(command)) {
        audit(request, 'deny', caller, `unknown command ${JSON.stringify(command.slice(0, 40))}`)
        const usage = usageMessage(commands[0]!, text.toLowerCase() === 'aide' ? 'fr' : 'en').text
        return reply
          .status(400)
          .send(
            errorBody(
              'unknown_slack_command',
              `This service answers ${commands.join(', ')} only, not ${JSON.stringify(command)}. ${usage}`,
            ),
          )
      }
      if (text === '' || text.toLowerCase() === 'help' || text.toLowerCase() === 'aide') {
        audit(request, 'allow', caller, 'help')
        return usageMessage(command, text.toLowerCase() === 'aide' ? 'fr' : 'en')
      }
      if (text.length > MAX_QUESTION_CHARS) {
        audit(request, 'allow', caller, 'question too long')
        return noticeMessage(text, { kind: 'too_long', max: MAX_QUESTION_CHARS })
      }
      let responseUrl: URL
      try {
        responseUrl = new URL(request.body.response_url ?? '')
      } catch {
        audit(request, 'deny', caller, 'response_url missing or malformed')
        return reply.status(400).send(errorBody('invalid_response_url', 'response_url is missing or not a URL.'))
      }
      const refused = refuseUrl(responseUrl)
      if (refused) {
        audit(request, 'deny', caller, refused)
        return reply.status(400).send(errorBody('invalid_response_url', `${refused}.`))
      }
      if (!inFlight.tryEnter()) {
        audit(request, 'allow', caller, 'busy')
        return noticeMessage(text, { kind: 'busy' })
      }
      audit(request, 'allow', caller, 'command')
      // Answer later: the acknowledgement goes back now, whatever the model's speed.
      const task = answerLater(ctx, request, text, responseUrl)
      pending.add(task)
      void task.finally(() => pending.delete(task))
      return acknowledgement(text)
    },
  )
}
