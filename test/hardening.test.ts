// The findings of a black-box run against the service (issue #14), each with the behaviour that answers it: an
// evaluation charged and capped like the questions it is, one error shape from every layer (the router, the
// validator, Node's HTTP parser), one Authorization header, no secret in a logged URL, questions read after Unicode
// normalisation, and per-caller rate limits. Slack's findings are in slack.test.ts, the drain's in process.test.ts.
import fc from 'fast-check'
import { mkdtempSync } from 'node:fs'
import { connect } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { DESIGNS } from '../src/config.js'
import { addCaller } from '../src/auth/keys.js'
import { createAskService } from '../src/ask/service.js'
import type { Outcome } from '../src/ask/outcome.js'
import { loadGoldenSet } from '../src/eval/golden.js'
import { API_SECURITY_HEADERS } from '../src/http/security-headers.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { captureLogs, constructedProvider, constructedText, ref, testConfig, testStore } from './helpers.js'

const keysFile = join(mkdtempSync(join(tmpdir(), 'keys-')), 'keys.json')
const EVAL_A = addCaller(keysFile, 'evaluator-a', ['eval'])
const EVAL_B = addCaller(keysFile, 'evaluator-b', ['eval'])
const ASKER = addCaller(keysFile, 'newsroom-chat', ['ask', 'tools'])
const SMALL = addCaller(keysFile, 'small-desk', ['tools'], { rateLimit: 2 })
const EDITOR = addCaller(keysFile, 'amelie', ['review'])
const bearer = (key: string) => ({ authorization: `Bearer ${key}` })
const GOLDEN = loadGoldenSet('data/questions.json')

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** The app with this file's callers; `provider` (constructed by test code) answers every question when given. */
async function makeApp(env: Record<string, string> = {}, provider?: ReturnType<typeof constructedProvider>) {
  const config = testConfig({ ALLOW_ANONYMOUS: 'false', API_KEYS_FILE: keysFile, ...env })
  const store = testStore()
  const logs = captureLogs()
  app = await buildApp({
    config,
    store,
    logger: logs.logger,
    ...(provider
      ? {
          askService: createAskService({
            config,
            store,
            toolbox: createToolbox(store),
            providers: { planner: () => provider },
          }),
        }
      : {}),
  })
  await app.ready()
  return { app, logs }
}

/** A constructed provider that declines after `ms`, and counts how many of its calls ran at once. */
function countingProvider(ms: number) {
  const seen = { active: 0, peak: 0 }
  const provider = constructedProvider(async () => {
    seen.active += 1
    seen.peak = Math.max(seen.peak, seen.active)
    await new Promise((r) => setTimeout(r, ms))
    seen.active -= 1
    return constructedText('{"status":"cannot_answer","answer":"No."}')
  })
  return { provider, seen }
}

const evaluate = (target: FastifyInstance, key: string, payload: object = {}) =>
  target.inject({ method: 'POST', url: '/eval', payload, headers: bearer(key) })
const askQuestion = (target: FastifyInstance, question: string) =>
  target.inject({ method: 'POST', url: '/ask', payload: { question }, headers: bearer(ASKER) })

describe('an evaluation is charged and capped as the questions it runs', () => {
  it('never runs more model calls at once than MAX_IN_FLIGHT, however many evaluations and questions arrive', async () => {
    const { provider, seen } = countingProvider(3)
    const { app } = await makeApp({ MAX_IN_FLIGHT: '1', RATE_LIMIT_MAX: '1000' }, provider)
    const asks = Array.from({ length: 6 }, (_, i) =>
      new Promise((r) => setTimeout(r, 10 * i)).then(() => askQuestion(app, 'Population of Canada in 2024?')),
    )
    const [a, b, ...answers] = await Promise.all([evaluate(app, EVAL_A), evaluate(app, EVAL_B), ...asks])
    expect([a.statusCode, b.statusCode]).toEqual([200, 200])
    expect(a.json().answers).toHaveLength(GOLDEN.length)
    for (const answer of answers) expect([200, 503]).toContain(answer.statusCode)
    expect(seen.peak).toBe(1)
  })

  it("counts each question against the caller's rate limit, and says when one evaluation exceeds it", async () => {
    const { provider } = countingProvider(0)
    const { app } = await makeApp({ RATE_LIMIT_MAX: String(GOLDEN.length + 1) }, provider)
    expect((await evaluate(app, EVAL_A)).statusCode).toBe(200)
    const again = await evaluate(app, EVAL_A)
    expect(again.statusCode).toBe(429)
    expect(again.json()).toMatchObject({ ok: false, code: 'rate_limited', error: expect.stringMatching(/Retry in/) })
    const twice = await evaluate(app, EVAL_B, { runs: 2 })
    expect(twice.statusCode).toBe(429)
    expect(twice.json().error).toContain(`${2 * GOLDEN.length} questions`)
  })

  it('runs one evaluation per caller at a time', async () => {
    const { provider } = countingProvider(5)
    const { app } = await makeApp({ RATE_LIMIT_MAX: '1000' }, provider)
    const first = evaluate(app, EVAL_A)
    await new Promise((r) => setTimeout(r, 20))
    const second = await evaluate(app, EVAL_A)
    expect(second.statusCode).toBe(409)
    expect(second.json()).toMatchObject({ ok: false, code: 'evaluation_running' })
    expect((await first).statusCode).toBe(200)
  })
})

describe('one error shape from every layer, saying what to do and echoing nothing', () => {
  it('a wrong method is a 405 with Allow', async () => {
    const { app } = await makeApp()
    const response = await app.inject({ method: 'GET', url: '/ask' })
    expect(response.statusCode).toBe(405)
    expect(response.headers.allow).toBe('POST')
    expect(response.json()).toMatchObject({
      ok: false,
      code: 'method_not_allowed',
      error: expect.stringMatching(/POST/),
    })
  })

  it('a long tool name is a 414 that does not repeat it', async () => {
    const { app } = await makeApp()
    const name = 'x'.repeat(300)
    const response = await app.inject({ method: 'POST', url: `/tools/${name}`, payload: {}, headers: bearer(ASKER) })
    expect(response.statusCode).toBe(414)
    expect(response.json()).toMatchObject({ ok: false, code: 'uri_too_long' })
    expect(response.body).not.toContain('xxxxxxxxxx')
  })

  it('a text/plain body is a 415 that names the type to send', async () => {
    const { app } = await makeApp()
    const response = await app.inject({
      method: 'POST',
      url: '/ask',
      payload: 'population of Canada',
      headers: { ...bearer(ASKER), 'content-type': 'text/plain' },
    })
    expect(response.statusCode).toBe(415)
    expect(response.json()).toMatchObject({
      code: 'unsupported_media_type',
      error: expect.stringContaining('application/json'),
    })
  })

  it("a value outside a schema is refused with the allowed values, not the validator's text", async () => {
    const { app } = await makeApp()
    const response = await app.inject({
      method: 'POST',
      url: '/ask',
      payload: { question: 'Population of Canada in 2024?', design: 'magic-design' },
      headers: bearer(ASKER),
    })
    expect(response.statusCode).toBe(400)
    expect(response.json()).toEqual({
      ok: false,
      code: 'invalid_request',
      error: `design must be one of: ${DESIGNS.join(', ')}.`,
    })
  })

  describe("Node's HTTP parser, over a real socket", () => {
    /** Writes raw bytes and reads until the server closes or `ms` pass; returns status, headers and JSON body. */
    async function raw(bytes: string, ms = 1500) {
      const address = await app!.listen({ port: 0, host: '127.0.0.1' })
      const { port } = new URL(address)
      const text = await new Promise<string>((resolve) => {
        let data = ''
        const socket = connect(Number(port), '127.0.0.1', () => socket.write(bytes))
        socket.on('data', (d: Buffer) => (data += d.toString()))
        socket.on('close', () => resolve(data))
        socket.on('error', () => resolve(data))
        setTimeout(() => {
          socket.destroy()
          resolve(data)
        }, ms)
      })
      const [head = '', body = ''] = text.split('\r\n\r\n')
      const headers = Object.fromEntries(
        head
          .split('\r\n')
          .slice(1)
          .map((line) => [line.slice(0, line.indexOf(':')).toLowerCase(), line.slice(line.indexOf(':') + 1).trim()]),
      )
      return { status: Number(head.split(' ')[1]), head, headers, body: JSON.parse(body) as Record<string, unknown> }
    }

    /** Every answer of Node's own layer carries the API's security headers, like every route's. */
    const expectSecurityHeaders = (headers: Record<string, string>) => {
      for (const [name, value] of Object.entries(API_SECURITY_HEADERS)) expect(headers[name], name).toBe(value)
    }

    it('an Expect other than 100-continue: a 417 in our shape, with the security headers', async () => {
      await makeApp()
      const response = await raw(
        `POST /ask HTTP/1.1\r\nHost: x\r\nExpect: bogus\r\nContent-Type: application/json\r\nContent-Length: 2\r\n\r\n{}`,
      )
      expect(response.status).toBe(417)
      expect(response.body).toEqual({
        ok: false,
        code: 'expectation_failed',
        error: expect.stringMatching(/100-continue/),
      })
      expectSecurityHeaders(response.headers)
    })

    it('an HTTP/1.1 request without Host: a 400 in our shape, with the security headers', async () => {
      await makeApp()
      const response = await raw('GET /healthz HTTP/1.1\r\nConnection: close\r\n\r\n')
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ ok: false, code: 'missing_host' })
      expectSecurityHeaders(response.headers)
    })

    it('a body that does not arrive: a 408 in our shape within RECEIVE_TIMEOUT_MS and a second', async () => {
      await makeApp({ RECEIVE_TIMEOUT_MS: '1000' })
      const started = performance.now()
      const response = await raw(
        `POST /ask HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ASKER}\r\nContent-Type: application/json\r\n` +
          'Content-Length: 100\r\n\r\n{"question":',
        30_000,
      )
      const elapsed = performance.now() - started
      expect(response.status).toBe(408)
      expect(response.body).toMatchObject({ ok: false, code: 'request_timeout' })
      expectSecurityHeaders(response.headers)
      // The documented bound: RECEIVE_TIMEOUT_MS, then Node's check of every connection once a second. Not earlier;
      // and not the default's minutes later (a generous bound: a busy machine may be a few seconds late).
      expect(elapsed).toBeGreaterThanOrEqual(1000)
      expect(elapsed).toBeLessThan(20_000)
    })

    it('16 KB of headers: a 431 in our shape', async () => {
      await makeApp()
      const response = await raw(`GET /healthz HTTP/1.1\r\nHost: x\r\nX-Big: ${'a'.repeat(20_000)}\r\n\r\n`)
      expect(response.status).toBe(431)
      expect(response.body).toMatchObject({ ok: false, code: 'headers_too_large' })
      expectSecurityHeaders(response.headers)
    })

    it('a request that is not HTTP: a 400 in our shape', async () => {
      await makeApp()
      const response = await raw('HELLO THERE\r\n\r\n')
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ ok: false, code: 'bad_request' })
      expectSecurityHeaders(response.headers)
    })

    it('a body shorter than its Content-Length: a 400 in our shape', async () => {
      await makeApp()
      const body = '{"question":"x"}'
      const response = await raw(
        `POST /ask HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ASKER}\r\nContent-Type: application/json\r\n` +
          `Content-Length: ${body.length - 5}\r\nConnection: close\r\n\r\n${body}`,
      )
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ ok: false })
    })

    it('two Authorization headers: a 400, not a silent choice of the first', async () => {
      await makeApp()
      const response = await raw(
        `GET /tools HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer ${ASKER}\r\nAuthorization: Bearer sa_other\r\n` +
          'Connection: close\r\n\r\n',
      )
      expect(response.status).toBe(400)
      expect(response.body).toMatchObject({ ok: false, code: 'duplicate_authorization' })
    })
  })
})

describe('secrets and questions', () => {
  it('never logs a key sent in the query string', async () => {
    const { app, logs } = await makeApp()
    await app.inject({ method: 'GET', url: `/tools?api_key=${ASKER}&token=abc123secret`, headers: bearer(ASKER) })
    await app.inject({ method: 'GET', url: `/nowhere?key=${ASKER}` })
    const all = logs.lines.join('\n')
    expect(all).toContain('api_key=[redacted]')
    expect(all).not.toContain(ASKER)
    expect(all).not.toContain('abc123secret')
  })

  it.each([
    ['fullwidth digits', 'What was the population of Canada in ２０２０?'],
    ['a NUL inside the year', 'What was the population of Canada in 20\u000020?'],
    ['a zero-width space inside the year', 'What was the population of Canada in 20\u200b20?'],
  ])('reads a question with %s as the year it shows', async (_what, question) => {
    const { app } = await makeApp()
    const outcome = (await askQuestion(app, question)).json<Outcome>()
    expect(outcome.status).toBe('valid')
    expect(outcome.citations.length).toBeGreaterThan(0)
    for (const citation of outcome.citations) {
      expect(citation).toMatchObject({ country_codes: ['CAN'], indicator_code: 'SP.POP.TOTL', years: [2020] })
      expect(citation.value).toBe(ref('CAN', 'SP.POP.TOTL', 2020))
    }
  })

  it('refuses a question that is only control characters', async () => {
    const { app } = await makeApp()
    const response = await askQuestion(app, '\u0000\u0001\u200b')
    expect(response.statusCode).toBe(400)
    expect(response.json()).toMatchObject({ code: 'invalid_request' })
  })
})

describe('wrong API keys', () => {
  it('are limited per address: past AUTH_FAILURE_LIMIT a wrong key gets 429, a right one still passes', async () => {
    const { app, logs } = await makeApp({ AUTH_FAILURE_LIMIT: '20' })
    const statuses = []
    for (let i = 0; i < 25; i += 1) {
      const response = await app.inject({ method: 'GET', url: '/tools', headers: bearer(`sa_wrong-${i}`) })
      statuses.push(response.statusCode)
      if (i === 24) {
        expect(response.json()).toMatchObject({ ok: false, code: 'too_many_failed_keys' })
        expect(Number(response.headers['retry-after'])).toBeGreaterThan(0)
      }
    }
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(5).fill(429)])
    expect((await app.inject({ method: 'GET', url: '/tools', headers: bearer(ASKER) })).statusCode).toBe(200)
    expect(logs.audits().at(-2)).toEqual({
      caller: 'unknown',
      route: 'GET /tools',
      decision: 'deny',
      reason: 'unknown key; too many wrong keys with this address',
    })
  })

  it('are limited per key: the same wrong key from five addresses, then 429 from a sixth', async () => {
    const { app } = await makeApp()
    const statuses = []
    for (let i = 1; i <= 6; i += 1) {
      const response = await app.inject({
        method: 'GET',
        url: '/tools',
        headers: bearer('sa_revoked-key'),
        remoteAddress: `10.0.0.${i}`,
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })
})

describe('rate limits per caller', () => {
  it("applies a caller's own limit (keys add --rate), and RATE_LIMIT_MAX to the others", async () => {
    const { app } = await makeApp({ RATE_LIMIT_MAX: '5' })
    const tools = (key: string) => app.inject({ method: 'GET', url: '/tools', headers: bearer(key) })
    const small = [await tools(SMALL), await tools(SMALL), await tools(SMALL)]
    expect(small.map((r) => r.statusCode)).toEqual([200, 200, 429])
    expect(small[2]!.json().error).toMatch(/2 requests per 1 minute/)
    const others = []
    for (let i = 0; i < 6; i += 1) others.push((await tools(ASKER)).statusCode)
    expect(others).toEqual([200, 200, 200, 200, 200, 429])
  })
})

describe('a fuzz of malformed requests', () => {
  const PATHS = [
    '/ask',
    '/tools',
    '/tools/get_values',
    '/tools/rank_countries',
    '/tools/no_such_tool',
    '/eval',
    '/answers/rv_aaaaaaaaaaaa',
    '/answers/not-an-id',
    '/review/items',
    '/review/items/rv_aaaaaaaaaaaa',
    '/review/items/rv_aaaaaaaaaaaa/decision',
    '/desk',
    '/desk/sign-in',
    '/desk/sign-out',
    '/desk/items/rv_aaaaaaaaaaaa',
    '/desk/items/rv_aaaaaaaaaaaa/decision',
    '/desk/items/%zz/decision',
    '/slack/commands',
    '/healthz',
    '/readyz',
    '/openapi.json',
  ]
  const junk = fc.string({ maxLength: 60 })
  const segment = fc.stringMatching(/^[A-Za-z0-9%._~!$&'()*+,;=:@-]{0,40}$/)
  const request = fc.record({
    method: fc.constantFrom('GET', 'POST', 'PUT', 'DELETE', 'PATCH', 'OPTIONS', 'HEAD'),
    path: fc.oneof(
      fc.constantFrom(...PATHS),
      fc.array(segment, { maxLength: 4 }).map((s) => `/${s.join('/')}`),
    ),
    query: fc.option(fc.array(fc.tuple(segment, segment), { maxLength: 3 }), { nil: undefined }),
    contentType: fc.option(
      fc.constantFrom(
        'application/json',
        'application/x-www-form-urlencoded',
        'text/plain',
        'multipart/form-data; boundary=x',
        'application/json; charset=latin1',
        'application/x-www-form-urlencoded; charset=utf-8',
        'garbage/%%%',
      ),
      { nil: undefined },
    ),
    authorization: fc.option(
      fc.oneof(
        fc.constantFrom(`Bearer ${ASKER}`, `Bearer ${EDITOR}`, 'Bearer', 'Basic dXNlcjpwYXNz', 'Bearer sa_wrong'),
        junk,
      ),
      { nil: undefined },
    ),
    cookie: fc.option(fc.oneof(fc.constant('desk_session=AAAA'), junk), { nil: undefined }),
    accept: fc.option(fc.constantFrom('text/html', 'application/json', '*/*'), { nil: undefined }),
    slack: fc.boolean(),
    body: fc.oneof(
      fc.constant(undefined),
      junk,
      fc.json({ maxDepth: 3 }),
      fc.dictionary(segment, junk, { maxKeys: 5 }).map((d) => new URLSearchParams(d).toString()),
      fc
        .record({ question: fc.oneof(junk, fc.integer(), fc.constant(null)), design: fc.option(junk) })
        .map((o) => JSON.stringify(o)),
      fc
        .record({ decision: junk, csrf: junk, text: fc.option(junk, { nil: undefined }) })
        .map((o) => new URLSearchParams(o as Record<string, string>).toString()),
      fc.uint8Array({ maxLength: 200 }).map((b) => Buffer.from(b)),
    ),
  })

  it('3,000 requests of every malformed kind, on every route: not one 5xx, every JSON error in our shape', async () => {
    const { app } = await makeApp({
      RATE_LIMIT_MAX: '1000000',
      AUTH_FAILURE_LIMIT: '1000000',
      SLACK_SIGNING_SECRET: 'fuzz-secret',
    })
    const statuses = new Map<number, number>()
    await fc.assert(
      fc.asyncProperty(request, async (r) => {
        const query = r.query ? `?${r.query.map(([k, v]) => `${k}=${v}`).join('&')}` : ''
        const response = await app.inject({
          method: r.method,
          url: `${r.path}${query}`,
          headers: {
            ...(r.contentType ? { 'content-type': r.contentType } : {}),
            ...(r.authorization ? { authorization: r.authorization } : {}),
            ...(r.cookie ? { cookie: r.cookie } : {}),
            ...(r.accept ? { accept: r.accept } : {}),
            ...(r.slack ? { 'x-slack-signature': 'v0=00', 'x-slack-request-timestamp': '1700000000' } : {}),
          },
          ...(r.body === undefined || r.method === 'GET' || r.method === 'HEAD' ? {} : { payload: r.body }),
        })
        statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1)
        expect(response.statusCode).toBeLessThan(500)
        const json = String(response.headers['content-type']).startsWith('application/json')
        if (response.statusCode >= 400 && json && r.method !== 'HEAD') {
          expect(response.json()).toMatchObject({ ok: false, code: expect.any(String), error: expect.any(String) })
        }
      }),
      { numRuns: 3000 },
    )
    expect([...statuses.values()].reduce((a, b) => a + b, 0)).toBe(3000)
    // The fuzz reached the routes' own refusals, not only the router's.
    for (const status of [400, 401, 404, 405, 415]) expect(statuses.get(status), String(status)).toBeGreaterThan(0)
  }, 120_000)

  const token = fc.stringMatching(/^[!-~]{0,12}$/)
  const rawRequest = fc.record({
    method: fc.oneof(fc.constantFrom('GET', 'POST', 'PUT', 'BREW', ''), token),
    target: fc.oneof(fc.constantFrom(...PATHS), token, fc.constant('*'), fc.constant('http://x/ask')),
    version: fc.constantFrom('HTTP/1.1', 'HTTP/1.0', 'HTTP/2.0', 'HTTP/1.1x', ''),
    headers: fc.array(
      fc.oneof(
        fc.constantFrom(
          'Host: x',
          'Expect: bogus',
          'Expect: 100-continue',
          'Content-Length: 5',
          'Content-Length: -1',
          'Content-Length: 5, 6',
          'Transfer-Encoding: chunked',
          'Transfer-Encoding: gzip, chunked',
          'Content-Type: application/json',
          `Authorization: Bearer ${ASKER}`,
          'no colon here',
          ': empty name',
        ),
        fc.tuple(token, token).map(([k, v]) => `${k}: ${v}`),
      ),
      { maxLength: 5 },
    ),
    body: fc.oneof(fc.constant(''), fc.constant('{"question":"x"}'), fc.constant('0\r\n\r\n'), token),
  })

  it("300 malformed requests over real sockets, through Node's parser: not one 5xx, every error in our shape", async () => {
    const { app } = await makeApp({ RATE_LIMIT_MAX: '1000000', AUTH_FAILURE_LIMIT: '1000000' })
    const address = await app.listen({ port: 0, host: '127.0.0.1' })
    const port = Number(new URL(address).port)
    await fc.assert(
      fc.asyncProperty(rawRequest, async (r) => {
        const bytes = `${r.method} ${r.target} ${r.version}\r\n${[...r.headers, 'Connection: close'].join('\r\n')}\r\n\r\n${r.body}`
        const text = await new Promise<string>((resolve) => {
          let data = ''
          const socket = connect(port, '127.0.0.1', () => socket.write(bytes))
          socket.on('data', (d: Buffer) => (data += d.toString('latin1')))
          socket.on('close', () => resolve(data))
          socket.on('error', () => resolve(data))
          setTimeout(() => socket.destroy(), 1500)
        })
        const status = Number(/^HTTP\/1\.[01] (\d{3})/.exec(text)?.[1] ?? 0)
        expect(status).toBeLessThan(500)
        // The first response (bytes after a request's end are read as another request, and answered too).
        const [head = '', ...rest] = text.split('\r\n\r\n')
        const length = Number(/content-length: (\d+)/i.exec(head)?.[1] ?? 0)
        const body = rest.join('\r\n\r\n').slice(0, length)
        if (status >= 400 && /content-type: application\/json/i.test(head) && body !== '') {
          expect(JSON.parse(body)).toMatchObject({ ok: false, code: expect.any(String) })
        }
      }),
      { numRuns: 300 },
    )
  }, 120_000)
})
