// The Slack slash command. Slack's documented signing example comes from test/fixtures (copied from Slack's docs);
// other requests are signed here with a test secret. The response_url stand-in is a local server on loopback.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { createAskService, type AskService } from '../src/ask/service.js'
import { responseUrlPolicy } from '../src/slack/response-url.js'
import { createPlannerProvider } from '../src/planner/provider.js'
import { signature, verifySlackRequest } from '../src/slack/verify.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { readAs } from '../src/reading/read-as.js'
import { readQuestion } from '../src/reading/rules.js'
import type { Provider } from '../src/llm/provider.js'
import { captureLogs, ref, signedSlackRequest, testConfig, testStore } from './helpers.js'

const example = JSON.parse(readFileSync('test/fixtures/slack-signing-example.json', 'utf8')) as {
  signing_secret: string
  timestamp: string
  body: string
  signature: string
}
const SECRET = 'test-signing-secret'
const NOW = 1_700_000_000_000

let hook: Server
let hookUrl: string
const received: { body: Record<string, unknown>; at: number }[] = []
beforeAll(async () => {
  hook = createServer((req, res) => {
    let raw = ''
    req.on('data', (c) => (raw += c))
    req.on('end', () => {
      received.push({ body: JSON.parse(raw) as Record<string, unknown>, at: Date.now() })
      res.end('ok')
    })
  })
  await new Promise<void>((r) => hook.listen(0, '127.0.0.1', r))
  hookUrl = `http://127.0.0.1:${(hook.address() as AddressInfo).port}/commands/T1/1/abc`
})
afterAll(() => new Promise<void>((r) => hook.close(() => r())))

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
  received.length = 0
})

async function slackApp(
  options: {
    secret?: string
    now?: number
    provider?: () => Provider
    allowLocal?: boolean
    env?: Record<string, string>
  } = {},
) {
  const store = testStore()
  const config = testConfig({
    SLACK_SIGNING_SECRET: options.secret ?? SECRET,
    ALLOW_ANONYMOUS: 'false',
    ...options.env,
  })
  const service: AskService = createAskService({
    config,
    store,
    toolbox: createToolbox(store),
    providers: { planner: options.provider ?? createPlannerProvider },
  })
  const captured = captureLogs()
  app = await buildApp({
    config,
    store,
    askService: service,
    logger: captured.logger,
    slack: {
      now: () => options.now ?? NOW,
      // Test-only: the stand-in for response_url is on loopback (allowLocal false: the configured policy).
      ...(options.allowLocal === false
        ? {}
        : { responseUrl: (url: URL) => (url.hostname === '127.0.0.1' ? null : 'not the stand-in') }),
      delivery: { attempts: 2, baseDelayMs: 10, timeoutMs: 2000 },
    },
  })
  return { app, service, logs: captured }
}

function signed(fields: Record<string, string>, { secret = SECRET, timestamp = String(NOW / 1000) } = {}) {
  return signedSlackRequest(secret, timestamp, fields)
}

const without = <T extends Record<string, string>>(headers: T, name: string): T =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name)) as T

const waitFor = async (check: () => boolean) => {
  for (const until = Date.now() + 30_000; !check() && Date.now() < until;) await new Promise((r) => setTimeout(r, 20))
  expect(check()).toBe(true)
}

describe("Slack's documented signing example", () => {
  it('verifies with the clock set to its timestamp', () => {
    expect(signature(example.signing_secret, example.timestamp, Buffer.from(example.body))).toBe(example.signature)
    expect(
      verifySlackRequest({
        secret: example.signing_secret,
        signature: example.signature,
        timestamp: example.timestamp,
        rawBody: Buffer.from(example.body),
        nowSeconds: Number(example.timestamp),
      }),
    ).toEqual({ ok: true })
  })

  it('is accepted over HTTP, byte for byte (its text is empty, so it gets the usage message)', async () => {
    // (Slack's example is a command of its own name: configured here, as an operator would for theirs.)
    const { app } = await slackApp({
      secret: example.signing_secret,
      now: Number(example.timestamp) * 1000,
      env: { SLACK_COMMANDS: '/webhook-collect' },
    })
    const response = await app.inject({
      method: 'POST',
      url: '/slack/commands',
      payload: example.body,
      headers: {
        'content-type': 'application/x-www-form-urlencoded',
        'x-slack-request-timestamp': example.timestamp,
        'x-slack-signature': example.signature,
      },
    })
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({ response_type: 'ephemeral' })
    expect(response.json().text).toContain('Examples')
  })
})

describe('refused requests: 401 JSON, an audit line, and no work', () => {
  const base = () => signed({ text: 'What was the population of Canada in 2024?', response_url: hookUrl })
  const cases: [string, (r: ReturnType<typeof base>) => ReturnType<typeof base>, number?][] = [
    ['a changed byte', (r) => ({ ...r, payload: r.payload.replace('Canada', 'Canade') })],
    ['an old timestamp', (r) => r, NOW + 301_000],
    ['a future timestamp', (r) => r, NOW - 301_000],
    ['a missing signature header', (r) => ({ ...r, headers: without(r.headers, 'x-slack-signature') })],
    ['a missing timestamp header', (r) => ({ ...r, headers: without(r.headers, 'x-slack-request-timestamp') })],
    ['a malformed timestamp', (r) => ({ ...r, headers: { ...r.headers, 'x-slack-request-timestamp': '17e8' } })],
    ['another secret', () => signed({ text: 'x', response_url: hookUrl }, { secret: 'wrong' })],
  ]
  it.each(cases)('%s', async (_what, change, now) => {
    const { app, service, logs } = await slackApp({ now })
    const ask = vi.spyOn(service, 'ask')
    const response = await app.inject(change(base()))
    expect(response.statusCode).toBe(401)
    expect(response.json()).toMatchObject({ ok: false, code: 'invalid_slack_signature' })
    expect(ask).not.toHaveBeenCalled()
    expect(logs.audits()).toEqual([
      { caller: 'unknown', route: 'POST /slack/commands', decision: 'deny', reason: expect.any(String) },
    ])
  })
})

describe('forged, replayed and too many requests', () => {
  it("checks the signature before the rate limit: forged requests do not use up a genuine user's allowance", async () => {
    const { app } = await slackApp({ env: { RATE_LIMIT_MAX: '3' } })
    for (let i = 0; i < 10; i += 1) {
      const forged = signed({ text: `forged ${i}`, response_url: hookUrl }, { secret: 'not-the-secret' })
      expect((await app.inject(forged)).statusCode).toBe(401)
    }
    const genuine = await app.inject(
      signed({ text: 'What was the population of Canada in 2024?', response_url: hookUrl }),
    )
    expect(genuine.statusCode).toBe(200)
    expect(genuine.json().text).not.toMatch(/rate limit/i)
    await waitFor(() => received.length === 1)
  })

  it('limits each Slack user, after the signature, with a message in Slack and no work', async () => {
    const { app, service, logs } = await slackApp({ env: { RATE_LIMIT_MAX: '2' } })
    const ask = vi.spyOn(service, 'ask')
    const texts = ['Population of Canada in 2024?', 'Population of Japan in 2024?', 'Population of Mexico in 2024?']
    const replies = []
    for (const text of texts) replies.push(await app.inject(signed({ text, response_url: hookUrl })))
    expect(replies.map((r) => r.statusCode)).toEqual([200, 200, 200])
    expect(replies[2]!.json()).toMatchObject({ response_type: 'ephemeral', text: expect.stringMatching(/Rate limit/) })
    expect(ask).toHaveBeenCalledTimes(2)
    expect(logs.audits().at(-1)).toEqual({
      caller: 'slack:T1/U1',
      route: 'POST /slack/commands',
      decision: 'deny',
      reason: 'rate_limited',
    })
    // Another user of the same workspace has an allowance of its own.
    const other = await app.inject(signed({ text: texts[0]!, response_url: hookUrl, user_id: 'U2' }))
    expect(other.json().text).not.toMatch(/Rate limit/)
    await waitFor(() => received.length === 3)
  })

  it('runs a signed request once: the same signature again is refused with 401 and an audit line', async () => {
    const { app, service, logs } = await slackApp()
    const ask = vi.spyOn(service, 'ask')
    const request = signed({ text: 'What was the population of Canada in 2024?', response_url: hookUrl })
    const replies = []
    for (let i = 0; i < 5; i += 1) replies.push(await app.inject(request))
    expect(replies.map((r) => r.statusCode)).toEqual([200, 401, 401, 401, 401])
    expect(replies[1]!.json()).toMatchObject({ ok: false, code: 'replayed_slack_request' })
    expect(ask).toHaveBeenCalledTimes(1)
    expect(logs.audits().at(-1)).toMatchObject({ decision: 'deny', reason: expect.stringMatching(/replayed/) })
    await waitFor(() => received.length === 1)
    await new Promise((r) => setTimeout(r, 100))
    expect(received).toHaveLength(1)
  })
})

describe('replays across restarts', () => {
  it('refuses a replay after a restart: the used signatures live in the review store', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'slack-replay-')), 'review.sqlite')
    const request = signed({ text: 'help', response_url: hookUrl })
    const first = await slackApp({ env: { REVIEW_DB_PATH: path } })
    expect((await first.app.inject(request)).statusCode).toBe(200)
    await first.app.close()
    app = undefined
    const { app: restarted, logs } = await slackApp({ env: { REVIEW_DB_PATH: path } })
    const replayed = await restarted.inject(request)
    expect(replayed.statusCode).toBe(401)
    expect(replayed.json()).toMatchObject({ ok: false, code: 'replayed_slack_request' })
    expect(logs.audits()).toEqual([
      {
        caller: 'unknown',
        route: 'POST /slack/commands',
        decision: 'deny',
        reason: 'replayed request (signature already used)',
      },
    ])
  })
})

describe('a valid command', () => {
  it('is acknowledged at once, then the answer with its source is POSTed to response_url', async () => {
    const { app } = await slackApp()
    const response = await app.inject(
      signed({ text: 'What was the population of Canada in 2024?', response_url: hookUrl }),
    )
    expect(response.statusCode).toBe(200)
    expect(response.json()).toEqual({ response_type: 'ephemeral', text: 'Looking that up...' })
    await waitFor(() => received.length === 1)
    const message = received[0]!.body as { text: string; blocks: { type: string }[] }
    expect(message.text).toContain(ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US'))
    expect(message.text).toContain('Source: World Bank, World Development Indicators')
    expect(message.text).toMatch(/^Checked:/)
    expect(message.blocks.map((b) => b.type)).toEqual([
      'section',
      'section',
      'context',
      'context',
      'context',
      'context',
    ])
    const contextText = (i: number) =>
      (message.blocks[i] as unknown as { elements: { text: string }[] }).elements[0]!.text
    // How the question was read, then the source line, both in the text too.
    const readAsLine = readAs(readQuestion('What was the population of Canada in 2024?', testStore().years))!
    expect(readAsLine).toMatch(/^Read as: /)
    expect(contextText(2)).toBe(readAsLine)
    expect(message.text.split('\n')).toContain(readAsLine)
    expect(contextText(3)).toMatch(/^Source: World Bank/)
    // The figures' context line: each figure with its country, series and year.
    const figures = contextText(4)
    expect(figures).toBe(
      `Figures: ${ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US')} = CAN SP.POP.TOTL 2024 (value, tool call 1) · 41.3 million = CAN SP.POP.TOTL 2024 (value, tool call 1)`,
    )
  })

  it('with SLACK_PRINT_RESPONSES (npm start), prints the exact JSON it would post, and what Slack shows; posts nothing', async () => {
    const question = 'What was the population of Canada in 2024?'
    const posting = await slackApp()
    await posting.app.inject(signed({ text: question, response_url: hookUrl }))
    await waitFor(() => received.length === 1)
    const posted = received[0]!.body as { text: string; blocks: object[] }
    await posting.app.close()
    received.length = 0

    const printed: string[] = []
    const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
      printed.push(String(chunk))
      return true
    })
    try {
      const { app, logs } = await slackApp({ env: { SLACK_PRINT_RESPONSES: 'true' } })
      const response = await app.inject(signed({ text: question, response_url: hookUrl }))
      expect(response.json()).toEqual({ response_type: 'ephemeral', text: 'Looking that up...' })
      await waitFor(() => printed.some((p) => p.includes('Slack would receive this at')))
      const lines = printed.join('').split('\n')
      const at = lines.findIndex((l) => l.startsWith('Slack would receive this at'))
      expect(lines[at]).toBe(`Slack would receive this at ${hookUrl} (SLACK_PRINT_RESPONSES: printed, not posted):`)
      const body = JSON.parse(lines[at + 1]!) as { text: string; blocks: object[] }
      // The same message as posted, but for the seconds it took (the last context line).
      expect(body.text).toBe(posted.text)
      expect(body.blocks.slice(0, -1)).toEqual(posted.blocks.slice(0, -1))
      // And as Slack shows it: the status, the answer with its figure, the source.
      expect(lines[at + 2]).toBe('and show:')
      const shown = lines.slice(at + 3).filter((l) => l.startsWith('  | '))
      expect(shown[0]).toBe(`  | > ${question}`)
      expect(shown[1]).toMatch(/^ {2}\| \*Checked: every number traced to the data\.\* /)
      expect(shown.join('\n')).toContain(ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US'))
      expect(shown.join('\n')).toContain('Source: World Bank, World Development Indicators')
      await new Promise((r) => setTimeout(r, 50))
      expect(received).toEqual([])
      expect(logs.parsed().find((l) => l.msg === 'slack answer delivery')).toMatchObject({
        delivery: { delivered: true, printed: true },
      })
    } finally {
      write.mockRestore()
    }
  })

  it('answers a French question in French: the acknowledgement, the status, the source line and the notices', async () => {
    const { app } = await slackApp({ env: { RATE_LIMIT_MAX: '2' } })
    const question = "Combien d'habitants au Japon en 2020 ?"
    const response = await app.inject(signed({ text: question, response_url: hookUrl }))
    expect(response.json()).toEqual({ response_type: 'ephemeral', text: 'Recherche en cours...' })
    await waitFor(() => received.length === 1)
    const message = received[0]!.body as { text: string; blocks: { elements?: { text: string }[] }[] }
    expect(message.text).toMatch(/^Vérifié : chaque chiffre a été retrouvé dans les données\. /)
    expect(message.text).toContain(ref('JPN', 'SP.POP.TOTL', 2020)!.toLocaleString('fr-FR'))
    expect(message.text).toMatch(/\nSource : Banque mondiale, Indicateurs du développement dans le monde/)
    expect(message.blocks.at(-1)!.elements![0]!.text).toMatch(
      /^Répondu par le planificateur déterministe intégré \(des règles fixes, pas un modèle de langage\) ; conception tools ; 1 appel d'outil ; \d+,\d s\.$/,
    )
    const help = await app.inject(signed({ text: 'aide', response_url: hookUrl }))
    expect(help.json().text).toContain('répond aux questions sur les Indicateurs du développement dans le monde')
    const limited = await app.inject(signed({ text: "Combien d'habitants au Canada en 2020 ?", response_url: hookUrl }))
    expect(limited.json().text).toMatch(/^Limite atteinte : 2 questions par période\. Réessayez dans \d+ s\.$/)
  })

  it('acknowledges first even when the provider is slow', async () => {
    let release!: () => void
    const gate = new Promise<void>((r) => {
      release = r
    })
    const planner = createPlannerProvider()
    // Constructed by test code: the planner held back until the test has the acknowledgement.
    const slow: Provider = {
      ...planner,
      async complete(request, options) {
        await gate
        return planner.complete(request, options)
      },
    }
    const { app } = await slackApp({ provider: () => slow })
    const response = await app.inject(signed({ text: 'Population of Canada in 2024?', response_url: hookUrl }))
    expect(response.json().text).toBe('Looking that up...')
    expect(received).toHaveLength(0)
    release()
    await waitFor(() => received.length === 1)
  })

  it('says a rejected answer went to the data desk, with the reason, and never shows its figure', async () => {
    // Constructed by test code: an answer with an invented figure.
    const invented: Provider = {
      name: 'constructed',
      kind: 'constructed',
      complete: async () => ({
        text: '{"status":"answered","answer":"Canada had 50 million people in 2024."}',
        toolCalls: [],
        finishReason: 'stop',
        refusal: null,
        usage: { inputTokens: 0, outputTokens: 0 },
        model: 'constructed',
        latencyMs: 0,
      }),
    }
    const { app } = await slackApp({ provider: () => invented })
    await app.inject(signed({ text: 'Population of Canada in 2024?', response_url: hookUrl }))
    await waitFor(() => received.length === 1)
    const text = (received[0]!.body as { text: string }).text
    expect(text).toContain('sent to the data desk for review')
    // The reason in plain words with its code; never the check's detail, which quotes the unchecked figure.
    expect(text).toContain(
      'This figure is not in the data the application read for this question. (unsupported_number)',
    )
    expect(text).not.toContain('50 million')
    expect(text).not.toContain('Canada had 50 million')
  })

  it('answers an empty text or "help" with usage at once', async () => {
    const { app, service } = await slackApp()
    const ask = vi.spyOn(service, 'ask')
    for (const text of ['', 'help']) {
      const response = await app.inject(signed({ text, response_url: hookUrl }))
      expect(response.json().text).toContain('/stats What was the population of Canada in 2024?')
    }
    expect(ask).not.toHaveBeenCalled()
  })

  it.each([
    ['a non-Slack host', 'https://evil.example.com/hook'],
    ['plain http to Slack', 'http://hooks.slack.com/commands/1'],
    ['a look-alike host', 'https://hooks.slack.com.evil.example/x'],
    ['no URL', ''],
  ])('refuses a response_url on %s, and starts no work', async (_what, url) => {
    const { app, service } = await slackApp({ allowLocal: false })
    const ask = vi.spyOn(service, 'ask')
    const response = await app.inject(signed({ text: 'Population of Canada in 2024?', response_url: url }))
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ ok: false, code: 'invalid_response_url' })
    expect(ask).not.toHaveBeenCalled()
  })

  it('accepts https on the configured hosts only: no other port, no credentials', () => {
    const slackOnly = responseUrlPolicy(testConfig().slack.responseUrlHosts)
    expect(slackOnly(new URL('https://hooks.slack.com/commands/T1/1/x'))).toBeNull()
    expect(slackOnly(new URL('https://hooks.slack.com:8443/commands'))).toMatch(/default https port/)
    expect(slackOnly(new URL('https://user:pass@hooks.slack.com/commands'))).toMatch(/credentials/)
    const gov = responseUrlPolicy(
      testConfig({ SLACK_RESPONSE_URL_HOSTS: 'hooks.slack-gov.com' }).slack.responseUrlHosts,
    )
    expect(gov(new URL('https://hooks.slack-gov.com/commands/T1/1/x'))).toBeNull()
    expect(gov(new URL('https://hooks.slack.com/commands/T1/1/x'))).toMatch(/hooks\.slack-gov\.com/)
    expect(() => testConfig({ SLACK_RESPONSE_URL_HOSTS: 'https://hooks.slack.com/' })).toThrow(
      /SLACK_RESPONSE_URL_HOSTS/,
    )
  })

  it('refuses a response_url with credentials, and no log line carries them', async () => {
    const { app, logs } = await slackApp({ allowLocal: false })
    const response = await app.inject(
      signed({ text: 'Population of Canada in 2024?', response_url: 'https://user:s3cret@hooks.slack.com/c/1' }),
    )
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'invalid_response_url' })
    expect(logs.lines.join('\n')).not.toContain('s3cret')
  })
})

describe('delivery to response_url', () => {
  it('retries with backoff, then gives up after a bound and says so', async () => {
    const { deliver } = await import('../src/slack/deliver.js')
    let calls = 0
    const flaky = createServer((req, res) => {
      req.resume()
      calls += 1
      res.statusCode = calls === 1 ? 503 : 200
      res.end()
    })
    await new Promise<void>((r) => flaky.listen(0, '127.0.0.1', r))
    const url = `http://127.0.0.1:${(flaky.address() as AddressInfo).port}/x`
    try {
      expect(await deliver(url, { text: 'x' }, { attempts: 3, baseDelayMs: 5, timeoutMs: 1000 })).toMatchObject({
        delivered: true,
        attempts: 2,
        status: 200,
      })
    } finally {
      await new Promise((r) => flaky.close(r))
    }
    const gone = await deliver(url, { text: 'x' }, { attempts: 3, baseDelayMs: 5, timeoutMs: 500 })
    expect(gone).toMatchObject({ delivered: false, attempts: 3 })
  })

  it('does not retry what cannot succeed: a 4xx, or a URL with credentials (never written in the error)', async () => {
    const { deliver } = await import('../src/slack/deliver.js')
    let calls = 0
    const expired = createServer((req, res) => {
      req.resume()
      calls += 1
      res.statusCode = 404
      res.end('expired_url')
    })
    await new Promise<void>((r) => expired.listen(0, '127.0.0.1', r))
    const port = (expired.address() as AddressInfo).port
    const options = { attempts: 4, baseDelayMs: 5, timeoutMs: 1000 }
    try {
      expect(await deliver(`http://127.0.0.1:${port}/x`, { text: 'x' }, options)).toMatchObject({
        delivered: false,
        attempts: 1,
        status: 404,
      })
      expect(calls).toBe(1)
      const withCredentials = await deliver(`http://user:s3cret@127.0.0.1:${port}/x`, { text: 'x' }, options)
      expect(withCredentials).toMatchObject({ delivered: false, attempts: 1 })
      expect(withCredentials.error).not.toContain('s3cret')
      expect(calls).toBe(1)
    } finally {
      await new Promise((r) => expired.close(r))
    }
  })
})
