// A count beside a noun is singular or plural by its language's rule, in every line that writes one: the command
// line's footer, Slack's footer and rate-limit notice, the short answer of POST /ask. Each is tried with 1 and 2.
import { describe, expect, it } from 'vitest'
import type { Outcome } from '../src/ask/outcome.js'
import { answerLines } from '../src/ask/short-answer.js'
import { createRateLimiter, memoryStore } from '../src/http/rate-limit.js'
import { summaryLine } from '../src/cli/ask.js'
import { noticeMessage, resultMessage } from '../src/slack/message.js'
import { counted, singular } from '../src/text/plural.js'
import { plannerService } from './helpers.js'

describe('counted', () => {
  it('takes the singular for one in English, for zero and one in French', () => {
    expect([0, 1, 2].map((n) => counted(n, 'tool call', 'tool calls'))).toEqual([
      '0 tool calls',
      '1 tool call',
      '2 tool calls',
    ])
    expect([0, 1, 2].map((n) => counted(n, "appel d'outil", "appels d'outils", 'fr'))).toEqual([
      "0 appel d'outil",
      "1 appel d'outil",
      "2 appels d'outils",
    ])
    expect([singular(1.5), singular(1.5, 'fr')]).toEqual([false, true])
  })
})

describe('every line that counts', () => {
  const answered = async (question: string) => plannerService().ask({ question })
  const withUsage = (o: Outcome, n: number): Outcome => ({
    ...o,
    usage: { ...o.usage, model_calls: n, tool_calls: n, input_tokens: n, output_tokens: 0 },
  })
  // Slack's last line: who answered, the design, the tool calls, the seconds.
  const footer = (o: Outcome, question = 'What was the population of Canada in 2024?') => {
    const blocks = resultMessage(question, o).blocks as { elements?: { text: string }[] }[]
    return blocks.at(-1)!.elements![0]!.text
  }

  it("the command line's summary line", async () => {
    const o = await answered('What was the population of Canada in 2024?')
    expect(summaryLine(withUsage(o, 1))).toContain('| 1 model call | 1 tool call | 1 token |')
    expect(summaryLine(withUsage(o, 2))).toContain('| 2 model calls | 2 tool calls | 2 tokens |')
  })

  it("Slack's footer, in English and in French", async () => {
    const en = await answered('What was the population of Canada in 2024?')
    const fr = await answered("Combien d'habitants au Japon en 2020 ?")
    const frFooter = (o: Outcome) => footer(o, "Combien d'habitants au Japon en 2020 ?")
    expect(footer(withUsage(en, 1))).toContain('; 1 tool call, ')
    expect(footer(withUsage(en, 2))).toContain('; 2 tool calls, ')
    expect(frFooter(withUsage(fr, 1))).toContain(" ; 1 appel d'outil ; ")
    expect(frFooter(withUsage(fr, 2))).toContain(" ; 2 appels d'outils ; ")
  })

  it("Slack's rate-limit notice in French (English gives the rate limiter's own words)", () => {
    const refused = (limit: number) =>
      noticeMessage("Combien d'habitants au Japon en 2020 ?", {
        kind: 'refused',
        refusal: {
          status: 429,
          headers: { 'x-ratelimit-limit': String(limit), 'retry-after': '5' },
          body: { error: '' },
        },
      }).text
    expect(refused(1)).toMatch(/^Limite atteinte : 1 question par période\./)
    expect(refused(2)).toMatch(/^Limite atteinte : 2 questions par période\./)
  })

  it("the rate limiter's refusal (the JSON error of any route, and Slack's in English)", async () => {
    const refusal = async (max: number, windowMs: number) => {
      const limiter = createRateLimiter({ store: memoryStore(() => 0), windowMs, max })
      const request = { ip: '192.0.2.1', caller: 'anonymous' } as Parameters<typeof limiter.take>[0]
      for (let i = 0; i < max; i++) expect(await limiter.take(request)).toEqual({ ok: true })
      const refused = await limiter.take(request)
      return refused.ok ? '' : refused.body.error
    }
    expect(await refusal(1, 60_000)).toMatch(/^Rate limit reached: 1 request per 1 minute for this caller\./)
    expect(await refusal(2, 120_000)).toMatch(/^Rate limit reached: 2 requests per 2 minutes for this caller\./)
  })

  it('the short answer of a question waiting for the desk: one asker is not counted, two are', async () => {
    const o = { ...(await answered('What was the population of Canada in 2024?')), status: 'rejected' } as Outcome
    const review = (askers: number) => ({ id: 'rv_1', status: 'pending' as const, url: '/answers/rv_1', askers })
    expect(answerLines('Population of Canada in 2024?', o, review(1))[0]).toContain('(rv_1); ')
    expect(answerLines('Population of Canada in 2024?', o, review(2))[0]).toContain('(rv_1, asked by 2 callers); ')
    expect(answerLines('Population du Canada en 2024 ?', o, review(2))[0]).toContain('demandée par 2 appelants')
  })
})
