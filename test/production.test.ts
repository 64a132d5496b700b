// Callers and scopes, audit lines, redaction, rate limits, the in-flight cap, health, metrics and OpenAPI.
import { cpSync, mkdtempSync, readFileSync, writeFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { addCaller, loadCallers } from '../src/auth/keys.js'
import { createAskService } from '../src/ask/service.js'
import { API_SECURITY_HEADERS } from '../src/http/security-headers.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { main } from '../src/cli.js'
import { captureLogs, constructedProvider, constructedText, testConfig, testStore } from './helpers.js'

const keysDir = mkdtempSync(join(tmpdir(), 'keys-'))
const keysFile = join(keysDir, 'keys.json')
const ASK_KEY = addCaller(keysFile, 'newsroom-chat', ['ask'])
const TOOLS_KEY = addCaller(keysFile, 'desk', ['tools', 'ask'])
const EVAL_KEY = addCaller(keysFile, 'evaluator', ['eval'])

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

async function makeApp(env: Record<string, string> = {}, extra: Partial<Parameters<typeof buildApp>[0]> = {}) {
  const config = testConfig({ ALLOW_ANONYMOUS: 'false', API_KEYS_FILE: keysFile, ...env })
  const logs = captureLogs()
  app = await buildApp({ config, store: testStore(), logger: logs.logger, ...extra })
  await app.ready()
  return { app, logs }
}
const bearer = (key: string) => ({ authorization: `Bearer ${key}` })
const ASK = {
  method: 'POST' as const,
  url: '/ask',
  payload: { question: 'What was the population of Canada in 2024?' },
}

describe('callers and scopes', () => {
  it('401 without a key or with a bad one, 403 without the scope, 200 with it; one audit line each', async () => {
    const { app, logs } = await makeApp()
    const none = await app.inject(ASK)
    expect(none.statusCode).toBe(401)
    expect(none.json()).toMatchObject({ ok: false, code: 'unauthorized' })
    const bad = await app.inject({ ...ASK, headers: bearer('sa_not-a-key') })
    expect(bad.statusCode).toBe(401)
    const forbidden = await app.inject({ method: 'GET', url: '/tools', headers: bearer(ASK_KEY) })
    expect(forbidden.statusCode).toBe(403)
    expect(forbidden.json()).toMatchObject({ ok: false, code: 'forbidden' })
    const allowed = await app.inject({ ...ASK, headers: bearer(ASK_KEY) })
    expect(allowed.statusCode).toBe(200)
    expect((await app.inject({ method: 'GET', url: '/tools', headers: bearer(TOOLS_KEY) })).statusCode).toBe(200)
    const audits = logs.audits()
    expect(audits).toEqual([
      { caller: 'unknown', route: 'POST /ask', decision: 'deny', reason: 'no Authorization header' },
      { caller: 'unknown', route: 'POST /ask', decision: 'deny', reason: 'unknown key' },
      { caller: 'newsroom-chat', route: 'GET /tools', decision: 'deny', reason: 'missing scope tools' },
      { caller: 'newsroom-chat', route: 'POST /ask', decision: 'allow', reason: 'scope ask' },
      { caller: 'desk', route: 'GET /tools', decision: 'allow', reason: 'scope tools' },
    ])
  })

  it('runs the golden set at POST /eval for the eval scope only', async () => {
    const { app } = await makeApp()
    expect(
      (await app.inject({ method: 'POST', url: '/eval', payload: {}, headers: bearer(TOOLS_KEY) })).statusCode,
    ).toBe(403)
    const response = await app.inject({
      method: 'POST',
      url: '/eval',
      payload: { design: 'fetch-first' },
      headers: bearer(EVAL_KEY),
    })
    expect(response.statusCode).toBe(200)
    const golden = JSON.parse(readFileSync('data/questions.json', 'utf8')) as unknown[]
    expect(response.json().summary.groups).toEqual({
      shown_correct: golden.length,
      shown_wrong: 0,
      rejected: 0,
      declined: 0,
      failed: 0,
    })
    expect(response.json().grid.Q01).toBe('Y')
    expect(response.json().answers[0]).toMatchObject({
      id: 'Q01',
      group: 'shown_correct',
      citations: [{ country_codes: ['CAN'], indicator_code: 'SP.POP.TOTL', years: [2024] }, {}],
    })
    const bad = await app.inject({ method: 'POST', url: '/eval', payload: { runs: 9 }, headers: bearer(EVAL_KEY) })
    expect(bad.statusCode).toBe(400)
  })

  it('never writes a key in any log line, and redacts the Authorization header', async () => {
    const { app, logs } = await makeApp()
    await app.inject({ ...ASK, headers: bearer(ASK_KEY) })
    await app.inject({ ...ASK, headers: bearer('sa_wrong-key-123') })
    logs.logger.info({ req: { headers: { authorization: `Bearer ${ASK_KEY}` } } }, 'a line with headers')
    const all = logs.lines.join('\n')
    expect(logs.lines.length).toBeGreaterThan(4)
    expect(all).not.toContain(ASK_KEY)
    expect(all).not.toContain('sa_wrong-key-123')
    expect(all).toContain('[redacted]')
  })

  it('stores only hashes, and keys add prints the key once', async () => {
    expect(readFileSync(keysFile, 'utf8')).not.toContain(ASK_KEY)
    expect(loadCallers({ keysFile }).map((c) => c.name)).toEqual(['newsroom-chat', 'desk', 'evaluator'])
    const out: string[] = []
    const file = join(keysDir, 'cli.json')
    const code = await main(['keys', 'add', 'slack-bot', '--scopes', 'ask,eval', '--file', file], {
      out: (t) => out.push(t),
      err: () => {},
      env: {},
      cwd: process.cwd(),
    })
    expect(code).toBe(0)
    const key = /key \(shown once, store it now\): (sa_\S+)/.exec(out.join('\n'))![1]!
    expect(readFileSync(file, 'utf8')).not.toContain(key)
    expect(loadCallers({ keysFile: file })[0]).toMatchObject({ name: 'slack-bot', scopes: ['ask', 'eval'] })
  })

  it('says loudly at start-up that anonymous access is on, naming every route then open', async () => {
    const { app, logs } = await makeApp({ ALLOW_ANONYMOUS: 'true' })
    const warning = logs.parsed().find((l) => l.level === 40 && String(l.msg).includes('ALLOW_ANONYMOUS is set'))
    expect(warning?.msg).toBe(
      "!!! ALLOW_ANONYMOUS is set: /tools, /ask, /answers, /review, /eval answer WITHOUT an API key (the desk's " +
        'pages, /desk, still ask for a desk key). Local development only. !!!',
    )
    // What it names is what is open: each of those paths answers without a key, and the desk's sign-in does not.
    for (const url of ['/tools', '/review/items']) expect((await app.inject({ url })).statusCode).toBe(200)
    expect((await app.inject({ url: '/answers/rv_aaaaaaaaaaaa' })).statusCode).toBe(404)
    expect((await app.inject({ method: 'POST', url: '/eval', payload: { runs: 9 } })).statusCode).toBe(400)
    const signIn = await app.inject({
      method: 'POST',
      url: '/desk/sign-in',
      payload: 'key=',
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(signIn.statusCode).toBe(401)
  })

  it('names the same routes when no key is configured, each then a 401', async () => {
    const { app, logs } = await makeApp({ API_KEYS_FILE: '' })
    expect(logs.parsed().find((l) => l.level === 40)?.msg).toBe(
      'no API keys are configured (API_KEYS or API_KEYS_FILE): every request to /tools, /ask, /answers, /review, ' +
        '/eval will get 401',
    )
    expect((await app.inject({ url: '/review/items' })).statusCode).toBe(401)
  })
})

describe('local development (npm start)', () => {
  it('lifts the rate limit for callers on this machine only, and says so at start-up', async () => {
    const { app, logs } = await makeApp({ RATE_LIMIT_MAX: '2', RATE_LIMIT_EXEMPT_LOOPBACK: 'true' })
    const tools = (remoteAddress: string) =>
      app.inject({ method: 'GET', url: '/tools', headers: bearer(TOOLS_KEY), remoteAddress })
    for (const address of ['127.0.0.1', '::1', '::ffff:127.0.0.1', '127.8.9.10']) {
      const statuses = []
      for (let i = 0; i < 4; i += 1) statuses.push((await tools(address)).statusCode)
      expect(statuses, address).toEqual([200, 200, 200, 200])
    }
    const remote = []
    for (let i = 0; i < 3; i += 1) remote.push((await tools('203.0.113.5')).statusCode)
    expect(remote).toEqual([200, 200, 429])
    // A client cannot claim to be local: the connection's address counts, not X-Forwarded-For.
    const forged = await app.inject({
      method: 'GET',
      url: '/tools',
      headers: { ...bearer(TOOLS_KEY), 'x-forwarded-for': '127.0.0.1' },
      remoteAddress: '203.0.113.5',
    })
    expect(forged.statusCode).toBe(429)
    expect(logs.parsed().find((l) => String(l.msg).includes('RATE_LIMIT_EXEMPT_LOOPBACK'))).toMatchObject({
      level: 40,
      msg: expect.stringMatching(/callers on this machine \(loopback\) have no rate limit; others have 2 requests/),
    })
  })

  it('is what npm start sets, and is refused behind a proxy', () => {
    const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(scripts.start).toMatch(/\bALLOW_ANONYMOUS=true\b.*\bRATE_LIMIT_EXEMPT_LOOPBACK=true\b.* serve$/)
    expect(testConfig().rateLimit.exemptLoopback).toBe(false)
    expect(() => testConfig({ RATE_LIMIT_EXEMPT_LOOPBACK: 'true', TRUST_PROXY: 'true' })).toThrow(
      /RATE_LIMIT_EXEMPT_LOOPBACK is for local development: behind a proxy/,
    )
  })
})

describe('limits', () => {
  it('answers 429 with Retry-After past the rate limit, per caller', async () => {
    const { app, logs } = await makeApp({ RATE_LIMIT_MAX: '2' })
    const statuses = []
    for (let i = 0; i < 3; i += 1)
      statuses.push(await app.inject({ method: 'GET', url: '/tools', headers: bearer(TOOLS_KEY) }))
    expect(statuses.map((r) => r.statusCode)).toEqual([200, 200, 429])
    expect(statuses[2]!.headers['retry-after']).toBeDefined()
    expect(statuses[2]!.json()).toMatchObject({ ok: false, code: 'rate_limited' })
    // Allowed in by its key, then refused by its limit: the audit line says deny, with the reason.
    expect(logs.audits().at(-1)).toEqual({
      caller: 'desk',
      route: 'GET /tools',
      decision: 'deny',
      reason: 'rate_limited',
    })
    // Another caller has its own budget.
    expect((await app.inject({ ...ASK, headers: bearer(ASK_KEY) })).statusCode).toBe(200)
  })

  it('answers 503 beyond the questions in flight, and serves again after', async () => {
    let release!: () => void
    const gate = new Promise<void>((resolve) => {
      release = resolve
    })
    const store = testStore()
    const config = testConfig({ ALLOW_ANONYMOUS: 'true', MAX_IN_FLIGHT: '1' })
    // Constructed by test code: a provider that waits until the test releases it.
    const slow = constructedProvider(async () => {
      await gate
      return constructedText('{"status":"cannot_answer","answer":"No."}')
    })
    const { app, logs } = await makeApp(
      { ALLOW_ANONYMOUS: 'true', MAX_IN_FLIGHT: '1' },
      {
        askService: createAskService({
          config,
          store,
          toolbox: createToolbox(store),
          providers: { planner: () => slow },
        }),
      },
    )
    const first = app.inject(ASK)
    await new Promise((r) => setTimeout(r, 50))
    const second = await app.inject(ASK)
    expect(second.statusCode).toBe(503)
    expect(second.json()).toMatchObject({ ok: false, code: 'overloaded' })
    expect(second.headers['retry-after']).toBe('5')
    expect(logs.audits().at(-1)).toEqual({
      caller: 'anonymous',
      route: 'POST /ask',
      decision: 'deny',
      reason: 'overloaded',
    })
    release()
    expect((await first).statusCode).toBe(200)
    expect((await app.inject(ASK)).statusCode).toBe(200)
  })

  it('refuses an oversized body with 413 JSON', async () => {
    const { app } = await makeApp({ ALLOW_ANONYMOUS: 'true' })
    const response = await app.inject({ ...ASK, payload: { question: 'x'.repeat(20_000) } })
    expect(response.statusCode).toBe(413)
    expect(response.json()).toMatchObject({ ok: false, code: 'body_too_large' })
  })
})

describe('health, metrics and OpenAPI', () => {
  it('/healthz and /readyz answer 200 when the snapshot verifies', async () => {
    const { app } = await makeApp()
    expect((await app.inject('/healthz')).json()).toEqual({ ok: true })
    const ready = await app.inject('/readyz')
    expect(ready.statusCode).toBe(200)
    expect(ready.json()).toMatchObject({ ok: true, snapshot_hash: testStore().snapshotHash })
  })

  it('/readyz answers 503 when the snapshot on disk does not verify', async () => {
    const dir = mkdtempSync(join(tmpdir(), 'data-'))
    cpSync('data', dir, { recursive: true, filter: (src) => !src.endsWith('.sqlite') })
    writeFileSync(
      join(dir, 'wdi_snapshot.csv'),
      readFileSync(join(dir, 'wdi_snapshot.csv'), 'utf8').replace('41262329', '41262339'),
    )
    const { app } = await makeApp({ DATA_DIR: dir })
    const ready = await app.inject('/readyz')
    expect(ready.statusCode).toBe(503)
    expect(ready.json()).toMatchObject({ ok: false, code: 'not_ready' })
    expect(ready.json().error).toContain('wdi_snapshot.csv')
  })

  it('/metrics counts requests, answers, model calls and refusals', async () => {
    const { app } = await makeApp({ ALLOW_ANONYMOUS: 'true' })
    await app.inject(ASK)
    await app.inject({ method: 'POST', url: '/tools/get_values', payload: { country_code: 'FRA' } })
    const text = (await app.inject('/metrics')).body
    expect(text).toMatch(/answers_total\{status="valid",provider="planner",design="tools"\} 1/)
    expect(text).toMatch(/model_calls_total\{provider="planner"\} 2/)
    expect(text).toMatch(/tool_refusals_total\{code="invalid_argument"\} 1/)
    expect(text).toMatch(/http_requests_total\{route="\/ask",method="POST",status="200"\} 1/)
    expect(text).toContain('http_request_duration_seconds_bucket')
  })

  it('the OpenAPI document lists every route, from the same schemas, and /docs serves a page', async () => {
    const { app } = await makeApp({ SLACK_SIGNING_SECRET: 'secret' })
    const doc = (await app.inject('/openapi.json')).json()
    expect(Object.keys(doc.paths).sort()).toEqual([
      '/answers/{id}',
      '/ask',
      '/ask/reading',
      '/eval',
      '/healthz',
      '/metrics',
      '/readyz',
      '/review/items',
      '/review/items/{id}',
      '/review/items/{id}/decision',
      '/review/items/{id}/retire',
      '/slack/commands',
      '/tools',
      '/tools/compare_countries',
      '/tools/get_change',
      '/tools/get_values',
      '/tools/rank_countries',
      '/tools/sum_countries',
    ])
    const body = doc.paths['/tools/get_values'].post.requestBody.content['application/json'].schema
    expect(body.properties.country_code.enum).toEqual(['BRA', 'CAN', 'GBR', 'IND', 'JPN', 'MEX', 'NGA', 'USA'])
    expect(body.additionalProperties).toBe(false)
    expect(doc.paths['/ask'].post.requestBody.content['application/json'].schema.properties.question.maxLength).toBe(
      500,
    )
    const docs = await app.inject('/docs/')
    expect(docs.statusCode).toBe(200)
    expect(docs.headers['content-type']).toContain('text/html')
  })

  it('sets the API security headers on JSON responses, errors included, and its own policy on the docs page', async () => {
    const { app } = await makeApp()
    for (const response of [await app.inject('/healthz'), await app.inject({ method: 'POST', url: '/ask' })]) {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(response.headers[name], name).toBe(value)
    }
    const docs = await app.inject('/docs/')
    expect(docs.headers['content-security-policy']).toMatch(/default-src 'self'/)
    expect(docs.headers['x-content-type-options']).toBe('nosniff')
  })

  it('the slack route is absent without a signing secret', async () => {
    const { app } = await makeApp()
    expect((await app.inject({ method: 'POST', url: '/slack/commands' })).statusCode).toBe(404)
  })
})
