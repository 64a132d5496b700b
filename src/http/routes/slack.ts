// POST /slack/commands: the slash command. The signature is checked on the exact bytes received before anything else,
// the rate limit included (forged requests must not use up a genuine user's allowance); each signature is accepted
// once; the limit is then per Slack user. A valid command is acknowledged at once and answered later through its
// response_url, which must be on an allowed host (SLACK_RESPONSE_URL_HOSTS).
import type { FastifyInstance } from 'fastify'
import type { AskService } from '../../ask/service.js'
import type { Outcome } from '../../ask/outcome.js'
import { DEFAULT_DELIVERY, deliver, type DeliveryOptions } from '../../slack/deliver.js'
import { acknowledgement, noticeMessage, resultMessage, usageMessage } from '../../slack/message.js'
import type { SeenSignatures } from '../../slack/replay.js'
import type { ResponseUrlPolicy } from '../../slack/response-url.js'
import { MAX_SKEW_SECONDS, verifySlackRequest } from '../../slack/verify.js'
import { MAX_QUESTION_CHARS } from '../../llm/prompt.js'
import { normaliseQuestion } from '../../text/normalise.js'
import { audit } from '../auth.js'
import { errorBody } from '../errors.js'
import type { InFlight } from '../in-flight.js'
import type { Desk } from '../../review/desk.js'
import { sendToDesk } from './ask.js'
import type { RateLimiter } from '../rate-limit.js'

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
}

export async function slackRoutes(
  app: FastifyInstance,
  options: Partial<SlackOptions> &
    Pick<SlackOptions, 'service' | 'inFlight' | 'signingSecret' | 'responseUrl' | 'seen' | 'limiter' | 'desk'>,
) {
  const { service, inFlight, onOutcome, signingSecret, responseUrl: refuseUrl, seen, limiter, desk } = options
  const now = options.now ?? Date.now
  const delivery = options.delivery ?? DEFAULT_DELIVERY
  const pending = new Set<Promise<void>>()

  // Keep the exact bytes: the signature is over them. (@fastify/formbody would discard them.)
  app.addContentTypeParser('application/x-www-form-urlencoded', { parseAs: 'buffer' }, (_request, body, done) =>
    done(null, body),
  )

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
      },
      // The limit is taken below, after the signature: per Slack user, and never used up by forged requests.
      config: { rateLimit: false },
    },
    async (request, reply) => {
      const raw = Buffer.isBuffer(request.body) ? request.body : null
      if (!raw) {
        audit(request, 'deny', 'unknown', 'not a form body')
        return reply
          .status(415)
          .send(errorBody('unsupported_media_type', 'Slack sends application/x-www-form-urlencoded.'))
      }
      const header = (name: string) => {
        const value = request.headers[name]
        return typeof value === 'string' ? value : undefined
      }
      const verdict = verifySlackRequest({
        secret: signingSecret,
        signature: header('x-slack-signature'),
        timestamp: header('x-slack-request-timestamp'),
        rawBody: raw,
        nowSeconds: Math.floor(now() / 1000),
      })
      if (!verdict.ok) {
        audit(request, 'deny', 'unknown', verdict.reason)
        return reply.status(401).send(errorBody('invalid_slack_signature', `Request refused: ${verdict.reason}.`))
      }
      // Inside the signature's window, the same signature twice is a replay: the first request has run already.
      if (!(await seen.firstSight(header('x-slack-signature')!, 2 * MAX_SKEW_SECONDS * 1000))) {
        audit(request, 'deny', 'unknown', 'replayed request (signature already used)')
        return reply
          .status(401)
          .send(errorBody('replayed_slack_request', 'Request refused: this signed request was already received.'))
      }

      const form = new URLSearchParams(raw.toString('utf8'))
      const caller = `slack:${form.get('team_id') ?? '?'}/${form.get('user_id') ?? '?'}`
      request.caller = caller
      const text = normaliseQuestion(form.get('text') ?? '')
      const limited = await limiter.take(request)
      if (!limited.ok) {
        audit(request, 'deny', caller, limited.body.code)
        return noticeMessage(text, { kind: 'refused', refusal: limited })
      }
      if (text === '' || text.toLowerCase() === 'help' || text.toLowerCase() === 'aide') {
        audit(request, 'allow', caller, 'help')
        return usageMessage(form.get('command') ?? '/stats', text.toLowerCase() === 'aide' ? 'fr' : 'en')
      }
      if (text.length > MAX_QUESTION_CHARS) {
        audit(request, 'allow', caller, 'question too long')
        return noticeMessage(text, { kind: 'too_long', max: MAX_QUESTION_CHARS })
      }
      let responseUrl: URL
      try {
        responseUrl = new URL(form.get('response_url') ?? '')
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
      const task = (async () => {
        try {
          const outcome = await service.ask({ question: text })
          onOutcome?.(outcome)
          const review = await sendToDesk(
            desk,
            outcome,
            { channel: 'slack', caller, question: text, responseUrl: responseUrl.href },
            request.log,
          )
          const result = await deliver(responseUrl.href, resultMessage(text, outcome, review), delivery)
          request.log[result.delivered ? 'info' : 'error'](
            { caller, status: outcome.status, review: review?.id, delivery: result },
            'slack answer delivery',
          )
        } catch (error) {
          request.log.error({ err: error, caller }, 'slack answer failed')
        } finally {
          inFlight.leave()
        }
      })()
      pending.add(task)
      void task.finally(() => pending.delete(task))
      return acknowledgement(text)
    },
  )
}
