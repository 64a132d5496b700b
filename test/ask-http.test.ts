import { readFileSync } from 'node:fs'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { PROVIDERS } from '../src/config.js'
import { AskBody } from '../src/http/routes/ask.js'
import { readPrompt } from '../src/llm/prompt.js'
import { createAskService } from '../src/ask/service.js'
import { createPlannerProvider } from '../src/planner/provider.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { constructedCalls, constructedProvider, constructedText, ref, testConfig, testStore } from './helpers.js'

let app: FastifyInstance
beforeAll(async () => {
  const store = testStore()
  const config = testConfig()
  const askService = createAskService({
    config,
    store,
    toolbox: createToolbox(store),
    providers: {
      planner: createPlannerProvider,
      // Constructed by test code: an answer with an invented figure (rejected), a real figure called for and given for
      // the wrong year (rejected), and a broken one (failed by limit).
      replay: () =>
        constructedProvider((request) => {
          if (!readPrompt(request).question.includes('2023')) {
            return constructedText('{"status":"answered","answer":"Canada had 50 million people in 2024."}')
          }
          const can = { country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2024, end_year: 2024 }
          const text = `In 2023, Canada had ${ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US')} people.`
          return !request.messages.some((m) => m.role === 'tool')
            ? constructedCalls([{ name: 'get_values', args: can }])
            : constructedText(JSON.stringify({ status: 'answered', answer: text }))
        }),
      openai: () =>
        constructedProvider(() => ({
          ...constructedText(''),
          toolCalls: [{ id: 'x', name: 'get_values', arguments: '{}' }],
        })),
    },
  })
  app = await buildApp({ config, store, askService })
})
afterAll(() => app.close())

const ask = (payload: unknown) => app.inject({ method: 'POST', url: '/ask', payload: payload as object })

describe('POST /ask', () => {
  it('answers 200 with a valid outcome from the planner by default', async () => {
    const response = await ask({ question: 'What was the population of Canada in 2024?' })
    expect(response.statusCode).toBe(200)
    const body = response.json()
    expect(body).toMatchObject({
      status: 'valid',
      answer_status: 'answered',
      needs_human_review: false,
      design: 'tools',
    })
    expect(body.answer).toContain(ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US'))
    expect(body.source).toMatch(/^Source: World Bank, World Development Indicators \(CC BY 4\.0\)/)
    expect(body.trace.length).toBeGreaterThan(0)
    expect(body.usage).toHaveProperty('cost_usd')
  })

  it('answers 200 with rejected and failed outcomes too', async () => {
    // The tools design, named: a model's default is auto, which would read the rows itself.
    const rejected = (
      await ask({ question: 'Population of Canada in 2024?', provider: 'replay', design: 'tools' })
    ).json()
    // The refused text is only a draft: a client that prints `answer` prints nothing unchecked.
    expect(rejected).toMatchObject({
      status: 'rejected',
      answer: null,
      draft: 'Canada had 50 million people in 2024.',
      needs_human_review: true,
      problems: [{ code: 'unsupported_number', figure: { text: '50 million' } }],
      review: { status: 'pending' },
    })
    const misbound = (
      await ask({ question: 'Population of Canada in 2023?', provider: 'replay', design: 'tools' })
    ).json()
    expect(misbound).toMatchObject({ status: 'rejected', answer: null, problems: [{ code: 'wrong_year' }] })
    expect(misbound.citations).toEqual([])
    expect(misbound.draft).toContain(ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US'))
    const failed = await ask({ question: 'Population of Canada in 2024?', provider: 'openai', design: 'tools' })
    expect(failed.statusCode).toBe(200)
    expect(failed.json()).toMatchObject({ status: 'failed', limit: 'repeated_call', answer: null, draft: null })
    // A checked answer has no draft.
    expect((await ask({ question: 'What was the population of Canada in 2024?' })).json().draft).toBeNull()
  })

  it.each([
    ['no question', {}, 'invalid_request'],
    ['an empty question', { question: '' }, 'invalid_request'],
    ['a blank question', { question: '   ' }, 'invalid_request'],
    ['a 501-character question', { question: 'x'.repeat(501) }, 'invalid_request'],
    ['a number as question', { question: 42 }, 'invalid_request'],
    ['an unknown key', { question: 'x', temperature: 1 }, 'invalid_request'],
    ['an unknown design', { question: 'x', design: 'magic' }, 'invalid_request'],
    ['a provider not configured', { question: 'x', provider: 'record' }, 'provider_unavailable'],
  ])('answers 400 to %s', async (_what, payload, code) => {
    const response = await ask(payload)
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ ok: false, code })
  })
  it('names an unknown field a caller typed by mistake, and never repeats one that is not a plain name', async () => {
    const typo = (await ask({ qestion: 'Population of Canada in 2024?' })).json()
    expect(typo.error).toContain('("qestion")')
    expect(typo.error).toContain('question')
    const odd = '<script>'.repeat(3)
    const hostile = (await ask({ question: 'x', [odd]: 1 })).json()
    expect(hostile).toMatchObject({ ok: false, code: 'invalid_request' })
    expect(hostile.error).not.toContain('<script>')
  })
})

describe("POST /ask's fields", () => {
  it('README and /docs document every field of the body, provider with its values', async () => {
    const readme = readFileSync('README.md', 'utf8')
    const paragraph = /^The body of `POST \/ask`[\s\S]*?\n\n/m.exec(readme)![0]
    for (const field of Object.keys(AskBody.properties)) expect(paragraph).toContain(`\`${field}\``)
    for (const provider of PROVIDERS) expect(paragraph).toContain(`\`${provider}\``)
    const docs = (await app.inject('/openapi.json')).json()
    const body = docs.paths['/ask'].post.requestBody.content['application/json'].schema
    expect(Object.keys(body.properties).sort()).toEqual(Object.keys(AskBody.properties).sort())
    expect(body.properties.provider.description).toMatch(/Which provider answers/)
  })
})
