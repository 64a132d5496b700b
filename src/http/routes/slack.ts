// POST /slack/commands: the slash command. The signature is checked on the exact bytes received before anything else;
// a valid command is acknowledged at once and answered later through its response_url, which must be Slack's.
import type { FastifyInstance } from 'fastify'
import type { AskService } from '../../ask/service.js'
import type { Outcome } from '../../ask/outcome.js'
import { DEFAULT_DELIVERY, deliver, type DeliveryOptions } from '../../slack/deliver.js'
import { ACKNOWLEDGEMENT, resultMessage, usageMessage } from '../../slack/message.js'
import { verifySlackRequest } from '../../slack/verify.js'
import { MAX_QUESTION_CHARS } from '../../llm/prompt.js'
import { audit } from '../auth.js'
import { errorBody } from '../errors.js'
import type { InFlight } from '../in-flight.js'

export interface SlackOptions {
  service: AskService
  inFlight: InFlight
  onOutcome?: (outcome: Outcome) => void
  signingSecret: string
  /** Milliseconds since the epoch; tests set the clock to Slack's example. */
  now: () => number
  /** Where a response_url may point: Slack's hooks host over https. Replaceable by tests only (not by configuration). */
  allowResponseUrl: (url: URL) => boolean
  delivery: DeliveryOptions
}

export const isSlackHook = (url: URL) =>
  url.protocol === 'https:' && url.hostname === 'hooks.slack.com' && url.port === ''

export async function slackRoutes(
  app: FastifyInstance,
  options: Partial<SlackOptions> & Pick<SlackOptions, 'service' | 'inFlight' | 'signingSecret'>,
) {
  const { service, inFlight, onOutcome, signingSecret } = options
  const now = options.now ?? Date.now
  const allowResponseUrl = options.allowResponseUrl ?? isSlackHook
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

      const form = new URLSearchParams(raw.toString('utf8'))
      const caller = `slack:${form.get('team_id') ?? '?'}/${form.get('user_id') ?? '?'}`
      const text = (form.get('text') ?? '').trim()
      if (text === '' || text.toLowerCase() === 'help' || text.toLowerCase() === 'aide') {
        audit(request, 'allow', caller, 'help')
        return usageMessage(form.get('command') ?? '/stats')
      }
      if (text.length > MAX_QUESTION_CHARS) {
        audit(request, 'allow', caller, 'question too long')
        return {
          response_type: 'ephemeral',
          text: `Please keep the question to ${MAX_QUESTION_CHARS} characters at most.`,
        }
      }
      let responseUrl: URL
      try {
        responseUrl = new URL(form.get('response_url') ?? '')
      } catch {
        audit(request, 'deny', caller, 'response_url missing or malformed')
        return reply.status(400).send(errorBody('invalid_response_url', 'response_url is missing or not a URL.'))
      }
      if (!allowResponseUrl(responseUrl)) {
        audit(request, 'deny', caller, `response_url not on Slack's hooks host: ${responseUrl.host}`)
        return reply
          .status(400)
          .send(errorBody('invalid_response_url', 'response_url must be an https URL on hooks.slack.com.'))
      }
      if (!inFlight.tryEnter()) {
        audit(request, 'allow', caller, 'busy')
        return {
          response_type: 'ephemeral',
          text: 'Too many questions are being answered right now; please try again in a minute.',
        }
      }
      audit(request, 'allow', caller, 'command')

      // Answer later: the acknowledgement goes back now, whatever the model's speed.
      const task = (async () => {
        try {
          const outcome = await service.ask({ question: text })
          onOutcome?.(outcome)
          const result = await deliver(responseUrl.href, resultMessage(text, outcome), delivery)
          request.log[result.delivered ? 'info' : 'error'](
            { caller, status: outcome.status, delivery: result },
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
      return ACKNOWLEDGEMENT
    },
  )
}
