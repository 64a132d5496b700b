// The built server as a real process: as an unprivileged user against a read-only copy of data/, and a graceful
// SIGTERM with a question in flight. Loopback only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, existsSync, mkdtempSync, readdirSync, readFileSync } from 'node:fs'
import { Agent, createServer, request as httpRequest, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, inject, it } from 'vitest'
import { buildDatabase } from '../src/data/build-database.js'
import { loadSnapshot } from '../src/data/snapshot.js'
import { freePort, ref, signedSlackRequest } from './helpers.js'

const children: ChildProcess[] = []
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL')
})

const NOBODY = { uid: 65534, gid: 65534 }

/**
 * Where an unprivileged user can run the built program from: this checkout when "nobody" can read it, otherwise a
 * world-readable copy of what runs (a CI checkout may sit under a private directory).
 */
function runnableRoot(): string {
  const check = spawnSync(
    process.execPath,
    ['-e', 'require("fs").accessSync(process.argv[1])', join(process.cwd(), 'node_modules', 'fastify', 'package.json')],
    NOBODY,
  )
  if (check.status === 0) return process.cwd()
  const root = mkdtempSync(join(tmpdir(), 'runnable-'))
  chmodSync(root, 0o755)
  for (const part of ['dist', 'node_modules', 'package.json']) cpSync(part, join(root, part), { recursive: true })
  return root
}

/** A writable place for the review store, as a container's named volume would be (writable by "nobody" too). */
function reviewDir(): string {
  const dir = mkdtempSync(join(tmpdir(), 'review-'))
  chmodSync(dir, 0o777)
  return dir
}

function start(env: Record<string, string>, asNobody = false) {
  const unprivileged = asNobody && process.getuid?.() === 0
  const child = spawn(process.execPath, ['dist/cli.js', 'serve'], {
    env: {
      PATH: process.env.PATH ?? '',
      HOST: '127.0.0.1',
      LOG_LEVEL: 'info',
      REVIEW_DB_PATH: join(reviewDir(), 'review.sqlite'),
      // A busy test machine stalls the event loop: shedding would answer these tests' requests 503 (test/overload.test.ts
      // tests shedding itself).
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      ...env,
    },
    ...(unprivileged ? { ...NOBODY, cwd: runnableRoot() } : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output, unprivileged }
}

/** How long a started server may take to answer: generous, since a busy machine (CI, 2 cores shared) starts slowly. */
const START_MS = 30_000

async function waitReady(port: number, output: () => string) {
  for (const until = Date.now() + START_MS; Date.now() < until;) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`)
      if (response.ok) return response
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server not ready:\n${output()}`)
}

/** A read-only copy of data/ with its own database, readable by anyone, writable by no one. */
function readOnlyData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ro-data-'))
  cpSync('data', dir, { recursive: true, filter: (src) => !src.endsWith('.sqlite') })
  buildDatabase(loadSnapshot(dir), join(dir, 'wdi.sqlite'))
  for (const f of readdirSync(dir)) chmodSync(join(dir, f), 0o444)
  chmodSync(dir, 0o555)
  return dir
}

/** The variables npm start sets (package.json), its local desk key kept in a file of this test's own. */
function npmStart(): Record<string, string> {
  const { scripts } = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
  const env = Object.fromEntries([...scripts.start!.matchAll(/\b([A-Z_]+)=(\S+)/g)].map((m) => [m[1]!, m[2]!]))
  expect(env.LOCAL_DESK_KEY_FILE).toBeDefined()
  return { ...env, LOCAL_DESK_KEY_FILE: join(mkdtempSync(join(tmpdir(), 'local-desk-')), 'var', 'local-desk-key') }
}

/** What start-up printed for the desk: its URL and the key to sign in with (none: undefined). */
async function printedDesk(output: () => string): Promise<{ url: string; key: string }> {
  const pattern = /The data desk \(local development\): (\S+)\n.*\n {2}(sa_\S+)\n/
  for (const until = Date.now() + START_MS; !pattern.test(output()) && Date.now() < until;)
    await new Promise((r) => setTimeout(r, 20))
  const match = pattern.exec(output())
  if (!match) throw new Error(`no desk key printed:\n${output()}`)
  return { url: match[1]!, key: match[2]! }
}

/** Signs in at the desk as a browser on its page would, and opens the queue with the session cookie. */
async function signIn(url: string, key: string): Promise<{ status: number; queue?: string }> {
  const origin = new URL(url).origin
  const response = await fetch(`${url}/sign-in`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded', origin, 'sec-fetch-site': 'same-origin' },
    body: new URLSearchParams({ key }).toString(),
    redirect: 'manual',
  })
  const cookie = response.headers.get('set-cookie')?.split(';')[0]
  if (response.status !== 303 || !cookie) return { status: response.status }
  const queue = await fetch(url, { headers: { cookie, accept: 'text/html' } })
  return { status: response.status, queue: await queue.text() }
}

const ask = (port: number, question: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ question }),
  })

describe('the built server', () => {
  it('runs as an unprivileged user against read-only data: /readyz and /ask pass, SIGTERM exits 0', async () => {
    const dir = readOnlyData()
    const port = await freePort()
    const server = start(
      { PORT: String(port), DATA_DIR: dir, DATABASE_PATH: join(dir, 'wdi.sqlite'), ALLOW_ANONYMOUS: 'true' },
      true,
    )
    const ready = await waitReady(port, server.output)
    expect(await ready.json()).toMatchObject({ ok: true })
    const response = await ask(port, 'What was the population of Canada in 2024?')
    expect(response.status).toBe(200)
    const outcome = (await response.json()) as { status: string; answer: string }
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain(ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US'))
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    if (server.unprivileged) expect(server.output()).not.toMatch(/EACCES|EPERM/)
  })

  it('writes its start-up lines at once, and each request its line as it is answered (as npm start runs it)', async () => {
    const port = await freePort()
    // npm start's own variables, and a limit of 2 that loopback callers do not meet.
    const server = start({
      PORT: String(port),
      DATABASE_PATH: inject('databasePath'),
      RATE_LIMIT_MAX: '2',
      ...npmStart(),
    })
    const lines = () =>
      server
        .output()
        .split('\n')
        .filter((l) => l.startsWith('{'))
        .map((l) => JSON.parse(l) as { msg: string; route?: string; status?: number; url?: string })
    /**
     * Waits until a line passes `test`; fails after START_MS (a line held in a buffer until exit never comes; a busy
     * machine may take seconds to write one).
     */
    const within = async (test: (line: ReturnType<typeof lines>[number]) => boolean) => {
      const started = performance.now()
      while (!lines().some(test)) {
        if (performance.now() - started > START_MS) throw new Error(`no such line in time:\n${server.output()}`)
        await new Promise((r) => setTimeout(r, 10))
      }
      return performance.now() - started
    }
    await waitReady(port, server.output)
    // Listening means the start-up lines were written before it: they are on stdout now, not in a buffer.
    await within((l) => l.msg === 'ready')
    expect(lines().find((l) => l.msg.includes('ALLOW_ANONYMOUS is set'))).toBeDefined()
    expect(lines().find((l) => l.msg.includes('RATE_LIMIT_EXEMPT_LOOPBACK is set'))).toBeDefined()
    for (const n of [1, 2, 3]) {
      const url = `/tools/get_values?n=${n}`
      const response = await fetch(`http://127.0.0.1:${port}${url}`, {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify({ country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2024, end_year: 2024 }),
      })
      expect(response.status).toBe(200)
      await within((l) => l.msg === 'request' && l.url === url && l.status === 200)
    }
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    expect(lines().at(-1)?.msg).toBe('closed: database closed, exiting')
  })

  it('as npm start runs it, prints the desk and a desk key that signs in; a restart prints the same key', async () => {
    const env = npmStart()
    const port = await freePort()
    const first = start({ PORT: String(port), DATABASE_PATH: inject('databasePath'), ...env })
    await waitReady(port, first.output)
    const { url, key } = await printedDesk(first.output)
    expect(url).toBe(`http://127.0.0.1:${port}/desk`)
    // Printed for the terminal, never in a log line.
    const logLines = first
      .output()
      .split('\n')
      .filter((l) => l.startsWith('{'))
    expect(logLines.length).toBeGreaterThan(0)
    expect(logLines.filter((l) => l.includes(key))).toEqual([])
    const signedIn = await signIn(url, key)
    expect(signedIn.status).toBe(303)
    expect(signedIn.queue).toContain('Signed in as <strong>local-editor</strong>')
    expect((await signIn(url, `${key.slice(0, -1)}x`)).status).toBe(401)
    first.child.kill('SIGTERM')
    expect(await first.exited).toBe(0)
    expect(readFileSync(env.LOCAL_DESK_KEY_FILE!, 'utf8').trim()).toBe(key)

    const second = start({ PORT: String(port), DATABASE_PATH: inject('databasePath'), ...env })
    await waitReady(port, second.output)
    expect((await printedDesk(second.output)).key).toBe(key)
    second.child.kill('SIGTERM')
    expect(await second.exited).toBe(0)
  })

  it('as npm start runs it, a Slack command gets its answer printed as the JSON Slack would receive', async () => {
    const port = await freePort()
    const server = start({
      PORT: String(port),
      DATABASE_PATH: inject('databasePath'),
      ...npmStart(),
      SLACK_SIGNING_SECRET: 'dev-secret',
    })
    await waitReady(port, server.output)
    const responseUrl = 'https://hooks.slack.com/commands/T1/1/x'
    const command = signedSlackRequest('dev-secret', String(Math.floor(Date.now() / 1000)), {
      text: 'What was the population of Canada in 2024?',
      response_url: responseUrl,
    })
    const ack = await fetch(`http://127.0.0.1:${port}${command.url}`, {
      method: 'POST',
      headers: command.headers,
      body: command.payload,
    })
    expect(await ack.json()).toEqual({ response_type: 'ephemeral', text: 'Looking that up...' })
    const printed = /Slack would receive this at (\S+) .*\n(.*)\n/
    for (const until = Date.now() + START_MS; !printed.test(server.output()) && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 20))
    const [, at, body] = printed.exec(server.output()) ?? []
    expect(at).toBe(responseUrl)
    expect((JSON.parse(body!) as { text: string }).text).toContain(
      ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US'),
    )
    expect(server.output()).not.toMatch(/fetch failed/)
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
  })

  it('never prints a desk key in production: NODE_ENV=production refuses the local key, and starts without one', async () => {
    const env = npmStart()
    const refused = start({
      PORT: String(await freePort()),
      DATABASE_PATH: inject('databasePath'),
      ...env,
      NODE_ENV: 'production',
    })
    expect(await refused.exited).toBe(1)
    expect(refused.output()).toMatch(/LOCAL_DESK_KEY_FILE is for local development/)
    expect(refused.output()).not.toMatch(/sa_[A-Za-z0-9_-]{43}|desk key \(/)
    expect(existsSync(env.LOCAL_DESK_KEY_FILE!)).toBe(false)

    const port = await freePort()
    const production = start({ PORT: String(port), DATABASE_PATH: inject('databasePath'), NODE_ENV: 'production' })
    await waitReady(port, production.output)
    production.child.kill('SIGTERM')
    expect(await production.exited).toBe(0)
    expect(production.output()).not.toMatch(/sa_[A-Za-z0-9_-]{43}|The data desk \(local development\)/)
  })

  it('names the build command and exits 1 when the database is missing', async () => {
    const server = start({ PORT: String(await freePort()), DATABASE_PATH: '/nonexistent/wdi.sqlite' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/stats-assistant db build/)
  })

  it('finishes a question in flight on SIGTERM with Connection: close, refuses new ones, closes and exits 0', async () => {
    // A stand-in model server on loopback whose (constructed) answer takes a second.
    let modelServer: Server | undefined
    try {
      modelServer = createServer((req, res) => {
        req.resume()
        req.on('end', () =>
          setTimeout(() => {
            res.setHeader('content-type', 'application/json')
            res.end(
              JSON.stringify({
                id: 't',
                object: 'chat.completion',
                created: 0,
                model: 'stand-in',
                choices: [
                  {
                    index: 0,
                    finish_reason: 'stop',
                    message: { role: 'assistant', content: '{"status":"cannot_answer","answer":"No."}' },
                  },
                ],
                usage: { prompt_tokens: 1, completion_tokens: 1 },
              }),
            )
          }, 1000),
        )
      })
      await new Promise<void>((r) => modelServer!.listen(0, '127.0.0.1', r))
      const modelPort = (modelServer.address() as AddressInfo).port
      const port = await freePort()
      const dir = readOnlyData()
      const live = start({
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_PATH: join(dir, 'wdi.sqlite'),
        ALLOW_ANONYMOUS: 'true',
        OPENAI_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
        OPENAI_API_KEY: 'test',
        SHUTDOWN_GRACE_MS: '10000',
        DESIGN: 'fetch-first',
      })
      await waitReady(port, live.output)
      const inFlight = ask(port, 'What was the population of Canada in 2024?')
      await new Promise((r) => setTimeout(r, 300))
      live.child.kill('SIGTERM')
      const response = await inFlight
      expect(response.status).toBe(200)
      // In flight when the port closed (SHUTDOWN_DELAY_MS is 0): the response closes its connection.
      expect(response.headers.get('connection')).toBe('close')
      expect(await response.json()).toMatchObject({ status: 'valid', answer_status: 'cannot_answer' })
      expect(await live.exited).toBe(0)
      await expect(ask(port, 'again?')).rejects.toThrow()
      expect(live.output()).toMatch(/shutting down/)
    } finally {
      await new Promise((r) => modelServer?.close(r))
    }
  })
})

describe('a graceful drain (SIGTERM under keep-alive load)', () => {
  /**
   * One request on a keep-alive pool: when it was sent (ms after SIGTERM, negative before), whether it went on a
   * connection the pool already had open, and its status or the error of a request that got no response.
   */
  type Sent = { at: number; reused: boolean }
  type Result = (Sent & { status: number; connection?: string }) | (Sent & { error: string })

  const send = (agent: Agent, port: number, path: string, clock: () => number) =>
    new Promise<Result>((resolve) => {
      const at = clock()
      const post = path !== '/readyz'
      const request = httpRequest(
        {
          host: '127.0.0.1',
          port,
          path,
          agent,
          method: post ? 'POST' : 'GET',
          headers: post ? { 'content-type': 'application/json' } : {},
        },
        (response) => {
          response.resume()
          response.on('end', () =>
            resolve({
              at,
              reused: request.reusedSocket,
              status: response.statusCode!,
              connection: response.headers.connection,
            }),
          )
        },
      )
      request.on('error', (error: NodeJS.ErrnoException) =>
        resolve({ at, reused: request.reusedSocket, error: error.code ?? error.message }),
      )
      const body = { country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2024, end_year: 2024 }
      request.end(post ? JSON.stringify(body) : undefined)
    })

  /**
   * `clients` clients of one keep-alive pool, each sending until the server no longer takes connections; SIGTERM once
   * every one has its connection and the load has run a moment; a new connection's /readyz 100 ms after it.
   */
  async function throughSigterm(clients: number, delayMs: number) {
    const dir = readOnlyData()
    const port = await freePort()
    const server = start({
      PORT: String(port),
      DATA_DIR: dir,
      DATABASE_PATH: join(dir, 'wdi.sqlite'),
      ALLOW_ANONYMOUS: 'true',
      RATE_LIMIT_MAX: '1000000',
      // The clients keep the process saturated on purpose; this is about the drain, not load shedding.
      OVERLOAD_EVENT_LOOP_DELAY_MS: '0',
      SHUTDOWN_DELAY_MS: String(delayMs),
    })
    await waitReady(port, server.output)
    const agent = new Agent({ keepAlive: true, maxSockets: clients })
    let killedAt = Infinity
    const clock = () => performance.now() - killedAt
    const results: Result[] = []
    let connected = 0
    const loops = Array.from({ length: clients }, async () => {
      for (let sent = 0; ; sent += 1) {
        const result = await send(agent, port, '/tools/get_values', clock)
        results.push(result)
        if ('error' in result) return
        if (sent === 0) connected += 1
      }
    })
    // A slow machine may take a while to accept many connections at once.
    for (const until = Date.now() + START_MS; connected < clients && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 100))
    expect(connected).toBe(clients)
    await new Promise((r) => setTimeout(r, 300))
    killedAt = performance.now()
    server.child.kill('SIGTERM')
    await new Promise((r) => setTimeout(r, 100))
    // A new connection during the delay (the load balancer catching up) is served, and told the service is not ready.
    const fresh = new Agent({ keepAlive: true })
    const readiness = await send(fresh, port, '/readyz', clock)
    fresh.destroy()
    await Promise.all(loops)
    agent.destroy()
    return { results, readiness, exitCode: await server.exited }
  }

  it('answers every request sent on an open connection: not ready at once, keep-alive until the port closes, exit 0', async () => {
    const { results, readiness, exitCode } = await throughSigterm(8, 300)
    expect(exitCode).toBe(0)
    expect(readiness).toMatchObject({ status: 503, reused: false })
    const errors = results.filter((r) => 'error' in r)
    // No request sent on a connection the pool had open goes unanswered; a new connection after the port closed is
    // refused, never reset.
    expect(errors.filter((e) => e.reused)).toEqual([])
    expect(errors.filter((e) => e.at < 300 || e.error !== 'ECONNREFUSED')).toEqual([])
    const answered = results.filter((r) => 'status' in r)
    expect(answered.filter((r) => r.status !== 200)).toEqual([])
    expect(answered.filter((r) => r.at < 0).length).toBeGreaterThanOrEqual(8)
    // During the delay the connections stay open; once the port has closed, every response closes its connection
    // (with a margin for the signal's landing and a loaded machine)...
    expect(answered.filter((r) => r.at < 250 && r.connection === 'close')).toEqual([])
    expect(answered.filter((r) => r.at > 600 && r.connection !== 'close')).toEqual([])
    // ...and the pool's open connections were answered and closed cleanly.
    expect(answered.some((r) => r.at >= 300 && r.reused && r.connection === 'close')).toBe(true)
  })

  it('50 keep-alive clients through SIGTERM with SHUTDOWN_DELAY_MS: not one reset, every request answered or refused', async () => {
    const { results, readiness, exitCode } = await throughSigterm(50, 1000)
    expect(exitCode).toBe(0)
    expect(readiness).toMatchObject({ status: 503 })
    const errors = results.filter((r) => 'error' in r)
    // A client learns the port has closed from a refused connection, never from a reset.
    expect(errors.filter((e) => e.error !== 'ECONNREFUSED')).toEqual([])
    expect(errors.filter((e) => e.reused || e.at < 1000)).toEqual([])
    expect(errors).toHaveLength(50)
    const answered = results.filter((r) => 'status' in r)
    expect(answered.filter((r) => r.status !== 200)).toEqual([])
    // Served all through the delay, on the connections the clients had.
    expect(answered.filter((r) => r.at > 0 && r.at < 1000).length).toBeGreaterThan(50)
  })

  it('exits on SIGTERM even when its stdout is a closed pipe', async () => {
    const port = await freePort()
    const server = start({ PORT: String(port), DATABASE_PATH: inject('databasePath'), ALLOW_ANONYMOUS: 'true' })
    await waitReady(port, server.output)
    server.child.stdout.destroy()
    for (let i = 0; i < 20; i += 1) await fetch(`http://127.0.0.1:${port}/healthz`)
    await ask(port, 'What was the population of Canada in 2024?')
    server.child.kill('SIGTERM')
    const code = await Promise.race([server.exited, new Promise((r) => setTimeout(() => r('still running'), START_MS))])
    expect(code).toBe(0)
  })
})

describe('a review store down at start (issue 36)', () => {
  it('serve starts with PostgreSQL down: alive, not ready (saying why), questions answered; SIGTERM exits', async () => {
    const port = await freePort()
    // A port nothing listens on: PostgreSQL is down.
    const server = start({
      PORT: String(port),
      DATABASE_PATH: inject('databasePath'),
      ALLOW_ANONYMOUS: 'true',
      REVIEW_DATABASE_URL: `postgres://review@127.0.0.1:${await freePort()}/review`,
    })
    let healthy = false
    for (const until = Date.now() + START_MS; !healthy && server.child.exitCode === null && Date.now() < until;) {
      healthy = await fetch(`http://127.0.0.1:${port}/healthz`).then(
        (r) => r.ok,
        () => false,
      )
      if (!healthy) await new Promise((r) => setTimeout(r, 100))
    }
    expect(healthy, server.output()).toBe(true)
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`)
    expect(ready.status).toBe(503)
    expect(await ready.json()).toMatchObject({ code: 'not_ready', error: expect.stringMatching(/ECONNREFUSED/) })
    expect((await ask(port, 'What was the population of Canada in 2024?')).status).toBe(200)
    server.child.kill('SIGTERM')
    expect(await server.exited).not.toBe(70)
  })
})

describe('start-up errors: one line and exit 1', () => {
  it('a port in use', async () => {
    const holder = createServer()
    await new Promise<void>((r) => holder.listen(0, '127.0.0.1', r))
    const port = (holder.address() as AddressInfo).port
    try {
      const server = start({ PORT: String(port), DATABASE_PATH: inject('databasePath'), ALLOW_ANONYMOUS: 'true' })
      expect(await server.exited).toBe(1)
      expect(server.output()).toContain(`error: port ${port} is already in use on 127.0.0.1`)
      expect(server.output()).not.toMatch(/\n\s+at /)
    } finally {
      await new Promise((r) => holder.close(r))
    }
  })

  it('PROVIDER=openai with no endpoint', async () => {
    const server = start({ PORT: String(await freePort()), DATABASE_PATH: inject('databasePath'), PROVIDER: 'openai' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/PROVIDER=openai needs a model endpoint: set OPENAI_BASE_URL/)
    expect(server.output()).not.toMatch(/ready|\n\s+at /)
  })
})
