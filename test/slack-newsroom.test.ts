// Slack as docs/slack.md says (issue 37, and issue 36's item 7): only the configured commands are answered; a checked
// answer goes where SLACK_RESPONSE_TYPE says (the channel by default), and docs/slack.md shows the very body the code
// sends; no sentence said twice; plurals right in both languages; a review message never quotes an unchecked figure,
// whatever the problem; every provider labelled as what it is.
import { describe, expect, it, afterEach } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { createAskService } from '../src/ask/service.js'
import type { Outcome } from '../src/ask/outcome.js'
import { createPlannerProvider } from '../src/planner/provider.js'
import { createReplayProvider } from '../src/providers/recordings.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { PROBLEM_CODES } from '../src/problem.js'
import { PROVIDER_KIND_LABEL } from '../src/llm/kinds.js'
import { decisionMessage, resultMessage } from '../src/slack/message.js'
import { ConfigError } from '../src/config.js'
import { captureLogs, plannerService, signedSlackRequest, testConfig, testStore } from './helpers.js'
import { docTable } from './doc-tables.js'
import { loadConfig } from '../src/config.js'

const SECRET = 'test-signing-secret'
const NOW = 1_700_000_000_000

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function slackApp(env: Record<string, string> = {}) {
  const store = testStore()
  const config = testConfig({ SLACK_SIGNING_SECRET: SECRET, ALLOW_ANONYMOUS: 'false', ...env })
  app = await buildApp({
    config,
    store,
    askService: createAskService({
      config,
      store,
      toolbox: createToolbox(store),
      providers: { planner: createPlannerProvider },
    }),
    logger: captureLogs().logger,
    slack: { now: () => NOW, post: async () => ({ delivered: true, attempts: 1, status: 200, error: null }) },
  })
  await app.ready()
  return app
}
const command = (fields: Record<string, string>) =>
  signedSlackRequest(SECRET, String(NOW / 1000), {
    text: 'What was the population of Canada in 2024?',
    response_url: 'https://hooks.slack.com/commands/T1/1/x',
    ...fields,
  })

describe('Slack answers only its configured commands', () => {
  it('/stats by default; /admin, /stat or no command at all: 400 with the usage, and no work', async () => {
    const target = await slackApp()
    expect((await target.inject(command({}))).json()).toEqual({
      response_type: 'ephemeral',
      text: 'Looking that up...',
    })
    for (const name of ['/admin', '/stat', '']) {
      const response = await target.inject(command({ command: name }))
      expect(response.statusCode, name).toBe(400)
      expect(response.json()).toMatchObject({ ok: false, code: 'unknown_slack_command' })
      expect(response.json().error).toContain('This service answers /stats only')
      expect(response.json().error).toContain('*/stats* answers questions')
    }
  })

  it('SLACK_COMMANDS names others; a malformed list is refused at start', async () => {
    const target = await slackApp({ SLACK_COMMANDS: '/chiffres, /figures' })
    expect((await target.inject(command({ command: '/figures' }))).statusCode).toBe(200)
    expect((await target.inject(command({ command: '/stats' }))).statusCode).toBe(400)
    expect(() => loadConfig({ SLACK_COMMANDS: 'stats' }, process.cwd())).toThrow(ConfigError)
    expect(() => loadConfig({ SLACK_RESPONSE_TYPE: 'everyone' }, process.cwd())).toThrow(/SLACK_RESPONSE_TYPE/)
  })
})

/** A planner outcome, with a fixed time (the docs' example) and its "read as" line when the reading gave none. */
async function answered(question: string): Promise<Outcome> {
  const outcome = await plannerService().ask({ question })
  return {
    ...outcome,
    latency_ms: 4,
    read_as: outcome.read_as ?? 'Read as: the population of Canada in 2024.',
  }
}

describe("Slack's messages", () => {
  it('a checked answer goes to the channel by default, or to the asker only (SLACK_RESPONSE_TYPE=ephemeral)', async () => {
    const outcome = await answered('What was the population of Canada in 2024?')
    expect(resultMessage('What was the population of Canada in 2024?', outcome)).toMatchObject({
      response_type: 'in_channel',
      replace_original: false,
    })
    expect(resultMessage('What was the population of Canada in 2024?', outcome, undefined, 'ephemeral')).toMatchObject({
      response_type: 'ephemeral',
      replace_original: true,
    })
    expect(loadConfig({}, process.cwd()).slack).toMatchObject({ responseType: 'in_channel', commands: ['/stats'] })
  })

  it('docs/slack.md shows the body the code sends', async () => {
    const question = 'What was the population of Canada in 2024?'
    const body = JSON.stringify(resultMessage(question, await answered(question)), null, 2)
    const block = ['```json', body, '```'].join('\n')
    expect(docTable('docs/slack.md', 'slack-body', block), 'npm run docs:tables writes it').toBe(block)
  })

  it('says a decline once, in both languages', async () => {
    for (const question of [
      'What was the population of France in 2020?',
      'Quelle était la population de la France en 2020 ?',
    ]) {
      const outcome = await answered(question)
      expect(outcome.answer_status).toBe('cannot_answer')
      const { text } = resultMessage(question, outcome)
      const sentences = text.split(/(?<=[.:])\s+/).map((s) => s.trim().toLowerCase())
      expect(new Set(sentences).size, text).toBe(sentences.length)
      expect(text).not.toMatch(/cannot answer this\.? .*cannot answer this/i)
      expect(text).not.toMatch(/ne permettent pas de répondre.*ne permettent pas de répondre/)
    }
  })

  it('puts tool calls in the singular for one, in both languages', async () => {
    const outcome = await answered('What was the population of Canada in 2024?')
    const line = (question: string, calls: number) =>
      JSON.stringify(resultMessage(question, { ...outcome, usage: { ...outcome.usage, tool_calls: calls } }).blocks)
    expect(line('Population of Canada in 2024?', 1)).toContain('; 1 tool call, ')
    expect(line('Population of Canada in 2024?', 2)).toContain('; 2 tool calls, ')
    expect(line('Population du Canada en 2024 ?', 1)).toContain("; 1 appel d'outil ;")
    expect(line('Population du Canada en 2024 ?', 3)).toContain("; 3 appels d'outils ;")
  })

  it('never quotes an unchecked figure in a review or failure message, whatever the problem code', async () => {
    const outcome = await answered('What was the population of Canada in 2024?')
    for (const code of PROBLEM_CODES) {
      const problem = {
        code,
        detail: '40 million is not a value any tool returned (Canada 2024)',
        figure: { text: '40 million', start: 11, end: 21 },
      }
      for (const status of ['rejected', 'failed'] as const) {
        for (const question of [
          'How many people lived in Canada in 2024?',
          "Combien d'habitants au Canada en 2024 ?",
        ]) {
          const message = resultMessage(
            question,
            { ...outcome, status, answer: null, draft: 'Canada had 40 million people.', problems: [problem] },
            { id: 'rv_k3x9q2m7c4pw' },
          )
          expect(JSON.stringify(message), `${code} ${status}`).not.toContain('40 million')
          expect(message.text, code).toContain(code)
        }
      }
    }
  })

  it('labels every provider as what it is, the scripted demo’s failed answer included', async () => {
    const outcome = await answered('What was the population of Canada in 2024?')
    for (const kind of Object.keys(PROVIDER_KIND_LABEL) as (keyof typeof PROVIDER_KIND_LABEL)[]) {
      const message = resultMessage('Population of Canada in 2024?', {
        ...outcome,
        provider: { ...outcome.provider, kind, description: PROVIDER_KIND_LABEL[kind] },
      })
      expect(JSON.stringify(message.blocks)).toContain(`Answered by ${PROVIDER_KIND_LABEL[kind]}`)
    }
    // The scripted demo's recordings are a scripted server's: a failed answer (no recording for this question) is
    // constructed text, not "a recorded language model's responses".
    const store = testStore()
    const config = testConfig({ PROVIDER: 'replay', MODEL: 'scripted-demo', DESIGN: 'tools' })
    const failed = await createAskService({
      config,
      store,
      toolbox: createToolbox(store),
      providers: { replay: () => createReplayProvider('recordings') },
    }).ask({ question: 'What was the population of Japan in 2003?', provider: 'replay', model: 'scripted-demo' })
    expect(failed.status).toBe('failed')
    expect(failed.provider).toMatchObject({ kind: 'constructed', description: PROVIDER_KIND_LABEL.constructed })
    const text = JSON.stringify(resultMessage('What was the population of Japan in 2003?', failed).blocks)
    expect(text).not.toContain('recorded language model')
    // Nothing answered a failed question: it says what tried, in both languages.
    expect(text).toContain(`Tried with ${PROVIDER_KIND_LABEL.constructed}`)
    expect(text).not.toContain('Answered by')
    const fr = JSON.stringify(resultMessage('Quelle était la population du Japon en 2003 ?', failed).blocks)
    expect(fr).toContain('Essayé avec')
    expect(fr).not.toContain('Répondu par')
  })

  it("the desk's answer in Slack: published to the channel, a decline to the asker only, with the read-as line", () => {
    const item = {
      question: 'Population of Canada in 2024?',
      status: 'corrected',
      decided_by: 'amelie',
      checked_by: 'application',
      final_text: 'Canada had 41 million people.',
      source: 'Source: S.',
      read_as: 'Read as: the population of Canada in 2024.',
    }
    expect(decisionMessage(item)).toMatchObject({
      response_type: 'in_channel',
      text: expect.stringContaining('\nRead as: the population of Canada in 2024.\nSource: S.'),
    })
    expect(decisionMessage({ ...item, status: 'declined' }).response_type).toBe('ephemeral')
  })
})
