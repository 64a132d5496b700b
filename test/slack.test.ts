// The Slack slash command. Slack's documented signing example comes from test/fixtures (copied from Slack's docs);
// other requests are signed here with a test secret. The response_url stand-in is a local server on loopback.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { readFileSync } from 'node:fs'
import { Writable } from 'node:stream'
import pino from 'pino'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { createAskService, type AskService } from '../src/ask/service.js'
import { loggerOptions } from '../src/http/logger.js'
import { isSlackHook } from '../src/http/routes/slack.js'
import { createPlannerProvider } from '../src/planner/provider.js'
import { signature, verifySlackRequest } from '../src/slack/verify.js'
import { createToolbox } from '../src/tools/toolbox.js'
import type { Provider } from '../src/llm/provider.js'
import { ref, testConfig, testStore } from './helpers.js'

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

function logs() {
  const lines: Record<string, unknown>[] = []
  const stream = new Writable({
    write(c, _e, done) {
      for (const l of c.toString().trim().split('\n')) lines.push(JSON.parse(l))
      done()
    },
  })
  return { lines, logger: pino(loggerOptions('info'), stream) }
}

async function slackApp(
  options: { secret?: string; now?: number; provider?: () => Provider; allowLocal?: boolean } = {},
) {
  const store = testStore()
  const config = testConfig({ SLACK_SIGNING_SECRET: options.secret ?? SECRET, ALLOW_ANONYMOUS: 'false' })
  const service: AskService = createAskService({
    config,
    store,
    toolbox: createToolbox(store),
    providers: { planner: options.provider ?? createPlannerProvider },
  })
  const captured = logs()
  app = await buildApp({
    config,
    store,
    askService: service,
    logger: captured.logger,
    slack: {
      now: () => options.now ?? NOW,
      // Test-only: the stand-in for response_url is on loopback.
      allowResponseUrl: options.allowLocal === false ? isSlackHook : (url) => url.hostname === '127.0.0.1',
      delivery: { attempts: 2, baseDelayMs: 10, timeoutMs: 2000 },
    },
  })
  return { app, service, logs: captured.lines }
}

function signed(fields: Record<string, string>, { secret = SECRET, timestamp = String(NOW / 1000) } = {}) {
  const body = new URLSearchParams({ command: '/stats', team_id: 'T1', user_id: 'U1', ...fields }).toString()
  return {
    method: 'POST' as const,
    url: '/slack/commands',
    payload: body,
    headers: {
      'content-type': 'application/x-www-form-urlencoded',
      'x-slack-request-timestamp': timestamp,
      'x-slack-signature': signature(secret, timestamp, Buffer.from(body)),
    },
  }
}

const without = <T extends Record<string, string>>(headers: T, name: string): T =>
  Object.fromEntries(Object.entries(headers).filter(([k]) => k !== name)) as T

const waitFor = async (check: () => boolean) => {
  for (let i = 0; i < 200 && !check(); i += 1) await new Promise((r) => setTimeout(r, 20))
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
    const { app } = await slackApp({ secret: example.signing_secret, now: Number(example.timestamp) * 1000 })
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
    expect(logs.filter((l) => l.audit).map((l) => l.audit)).toEqual([
      { caller: 'unknown', route: 'POST /slack/commands', decision: 'deny', reason: expect.any(String) },
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
    expect(message.blocks.map((b) => b.type)).toEqual(['section', 'section', 'context', 'context', 'context'])
    // The figures' context line: each figure with its country, series and year.
    const figures = (message.blocks[3] as unknown as { elements: { text: string }[] }).elements[0]!.text
    expect(figures).toBe(
      `Figures: ${ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US')} = CAN SP.POP.TOTL 2024 (value, tool call 1) · 41.3 million = CAN SP.POP.TOTL 2024 (value, tool call 1)`,
    )
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
    expect(text).toContain('unsupported_number: 50 million')
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

  it('accepts only https hooks.slack.com by default', () => {
    expect(isSlackHook(new URL('https://hooks.slack.com/commands/T1/1/x'))).toBe(true)
    expect(isSlackHook(new URL('https://hooks.slack.com:8443/commands'))).toBe(false)
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
})
