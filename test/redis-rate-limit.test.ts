// Two replicas share one rate limit per caller through Redis (a real redis-server on loopback, started by redis.ts),
// and the record of Slack signatures already used.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { signedSlackRequest, testConfig, testStore } from './helpers.js'
import { REDIS_SKIP_REASON, runRedis as run, startRedis, type RedisServer } from './redis.js'

const SKIP_REASON = REDIS_SKIP_REASON
let redis: RedisServer | undefined
let url: string
const apps: FastifyInstance[] = []

beforeAll(async () => {
  if (!run) return
  redis = await startRedis()
  url = redis.url
})

afterAll(async () => {
  for (const app of apps) await app.close()
  await redis?.stop()
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
