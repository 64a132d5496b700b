import { parseArgs } from 'node:util'
import { DESIGNS, loadConfig, PROVIDERS, type Config, type Design, type ProviderName } from '../config.js'
import type { Store } from '../data/store.js'
import { createDesk } from '../review/desk.js'
import type { ReviewRef } from '../review/item.js'
import { openReviewStore } from '../review/open.js'
import { normaliseQuestion } from '../text/normalise.js'
import { counted } from '../text/plural.js'
import type { Outcome } from '../ask/outcome.js'
import { citationText } from '../gates/figures.js'
import { answerLines } from '../ask/short-answer.js'
import { withRuntime } from '../runtime.js'
import { MAX_QUESTION_CHARS } from '../llm/prompt.js'
import { usage, UsageError, type CliIo } from './io.js'

export function summaryLine(o: Outcome): string {
  const cost = o.usage.cost_usd === null ? 'cost unknown' : `$${o.usage.cost_usd.toFixed(6)}`
  return (
    `${o.status} | ${o.provider.model} (${o.provider.description}) | ${o.design === o.path ? o.design : `${o.design}: ${o.path}`} | ${counted(o.usage.model_calls, 'model call', 'model calls')} | ` +
    `${counted(o.usage.tool_calls, 'tool call', 'tool calls')} | ${counted(o.usage.input_tokens + o.usage.output_tokens, 'token', 'tokens')} | ${cost} | ${(o.latency_ms / 1000).toFixed(3)} s`
  )
}

export const ASK_OPTIONS = {
  provider: { type: 'string' },
  design: { type: 'string' },
  model: { type: 'string' },
  json: { type: 'boolean' },
} as const
export const ASK_USAGE = [
  `stats-assistant ask "QUESTION (1 to ${MAX_QUESTION_CHARS} characters)" [--provider ${PROVIDERS.join('|')}] ` +
    `[--design ${DESIGNS.join('|')}] [--model M] [--json]`,
]

export async function askCommand(args: string[], io: CliIo): Promise<number> {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: ASK_OPTIONS })
  const question = positionals.join(' ').trim()
  if (!question || question.length > MAX_QUESTION_CHARS) throw new UsageError(usage(ASK_USAGE))
  if (values.provider && !PROVIDERS.includes(values.provider as ProviderName))
    throw new UsageError(`--provider must be one of ${PROVIDERS.join(', ')}`)
  if (values.design && !DESIGNS.includes(values.design as Design))
    throw new UsageError(`--design must be one of ${DESIGNS.join(', ')}`)
  const config = loadConfig(io.env, io.cwd)
  return withRuntime(config, async ({ askService, store }) => {
    const outcome = await askService.ask({
      question,
      provider: values.provider as ProviderName | undefined,
      design: values.design as Design | undefined,
      model: values.model,
    })
    const review = outcome.status === 'rejected' ? await toDesk(config, store, outcome, question, io) : undefined
    if (values.json) {
      io.out(JSON.stringify(review ? { ...outcome, review } : outcome, null, 2))
    } else {
      for (const line of outcomeLines(outcome, review, question)) io.out(line)
    }
    return outcome.status === 'valid' ? 0 : outcome.status === 'rejected' ? 3 : 4
  })
}

/**
 * What `ask` prints: first the short answer (ask/short-answer.ts, what POST /ask gives for Accept: text/plain): the
 * answer, or the desk's (labelled as the desk's), or where the question went; how it was read; its source line. Then
 * the details: a rejected draft marked as unverified (never with a source line, which would lend it the data's
 * authority), the citations, the problems, the review, and the summary line.
 */
export function outcomeLines(outcome: Outcome, review?: ReviewRef, question = ''): string[] {
  const desk = review?.answer !== undefined
  // (With the desk's answer, the new unchecked draft would only confuse: it is in --json.)
  const details =
    outcome.status === 'rejected' && !desk
      ? [`[NOT VERIFIED: a draft for the data desk] ${outcome.draft ?? '(no draft)'}`]
      : []
  return [
    ...answerLines(question, outcome, review),
    ...details,
    ...outcome.citations.map((c) => `cited: ${citationText(c)}`),
    ...outcome.problems.map((p) => `problem: ${p.code}: ${p.detail}`),
    ...(review
      ? [
          `${desk ? 'answered by the data desk' : 'sent to the data desk'}: ${review.id} (stats-assistant review show ${review.id})`,
        ]
      : []),
    summaryLine(outcome),
  ]
}

/** A rejected answer from the terminal goes to the data desk too, like one from the API or Slack. */
async function toDesk(config: Config, data: Store, outcome: Outcome, question: string, io: CliIo) {
  try {
    const store = await openReviewStore(config)
    try {
      const desk = createDesk({ store, data })
      const origin = {
        channel: 'cli' as const,
        caller: `cli:${io.env.USER ?? 'unknown'}`,
        question: normaliseQuestion(question),
      }
      // The desk's answer to the same question, when it has given one; else the question goes to the desk.
      return (await desk.answerAgain(origin)) ?? (await desk.submit(outcome, origin))
    } finally {
      await store.close()
    }
  } catch (error) {
    io.err(`note: not sent to the data desk (${(error as Error).message})`)
    return undefined
  }
}
