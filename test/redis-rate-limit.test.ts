// Two replicas share one rate limit per caller through Redis (a real redis-server on loopback, started here; .ci/run
// installs it from Debian's packages). On a machine without redis-server this file is skipped, and says why; CI sets
// REDIS_REQUIRED=1, which turns a missing redis-server into a failure, so CI can never skip it.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { createServer } from 'node:net'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { signedSlackRequest, testConfig, testStore } from './helpers.js'

const available = spawnSync('redis-server', ['--version']).status === 0
const required = process.env.REDIS_REQUIRED === '1'
const SKIP_REASON =
  'redis-server is not installed (apt-get install redis-server); REDIS_REQUIRED=1 makes this a failure'
if (!available && !required) console.warn(`skipping the Redis rate-limit tests: ${SKIP_REASON}`)
const run = available || required

let redis: ChildProcess
let url: string
const apps: FastifyInstance[] = []

beforeAll(async () => {
  if (!run) return
  if (!available) throw new Error(`REDIS_REQUIRED=1 but ${SKIP_REASON.split(';')[0]}`)
  const probe = createServer()
  await new Promise<void>((r) => probe.listen(0, '127.0.0.1', r))
  const port = (probe.address() as { port: number }).port
  await new Promise((r) => probe.close(r))
  redis = spawn('redis-server', ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'], {
    stdio: 'ignore',
  })
  redis.on('error', (error) => {
    throw new Error(`cannot start redis-server (apt-get install redis-server): ${error.message}`)
  })
  url = `redis://127.0.0.1:${port}`
  const { Redis } = await import('ioredis')
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on('error', () => {}) // refused until the server is up
  for (let i = 0; i < 50; i += 1) {
    try {
      await client.connect()
      if ((await client.ping()) === 'PONG') break
    } catch {
      client.disconnect()
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  client.disconnect()
})

afterAll(async () => {
  for (const app of apps) await app.close()
  redis?.kill('SIGKILL')
})

describe.skipIf(!run)(`rate limits shared through Redis${run ? '' : ` (skipped: ${SKIP_REASON})`}`, () => {
  it('counts a caller across two replicas', async () => {
    const config = testConfig({ REDIS_URL: url, RATE_LIMIT_MAX: '3', API_KEYS: '', ALLOW_ANONYMOUS: 'true' })
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config, store: testStore() })
      await app.ready()
      apps.push(app)
    }
    const [a, b] = apps as [FastifyInstance, FastifyInstance]
    const get = (app: FastifyInstance) => app.inject({ method: 'GET', url: '/tools', remoteAddress: '10.1.2.3' })
    const statuses = [await get(a), await get(b), await get(a), await get(b)].map((r) => r.statusCode)
    expect(statuses).toEqual([200, 200, 200, 429])
  })

  it('refuses a Slack request replayed to another replica', async () => {
    const config = testConfig({ REDIS_URL: url, SLACK_SIGNING_SECRET: 'redis-test-secret', ALLOW_ANONYMOUS: 'false' })
    const now = 1_700_000_000_000
    const replicas: FastifyInstance[] = []
    for (let i = 0; i < 2; i += 1) {
      const app = await buildApp({ config, store: testStore(), slack: { now: () => now } })
      await app.ready()
      apps.push(app)
      replicas.push(app)
    }
    const request = signedSlackRequest('redis-test-secret', String(now / 1000), { text: 'help' })
    const [a, b] = replicas as [FastifyInstance, FastifyInstance]
    expect((await a.inject(request)).statusCode).toBe(200)
    const replayed = await b.inject(request)
    expect(replayed.statusCode).toBe(401)
    expect(replayed.json()).toMatchObject({ code: 'replayed_slack_request' })
  })
})
