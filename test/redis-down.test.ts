// Redis stopped mid-run (issue #23): every route that uses it (the rate limits, the count of wrong keys, Slack's
// used signatures) fails closed with 503 in the error shape and an audit line that says deny; none gives a 500.
// The drafts are constructed by test code (rejectingProvider), not a model's.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance, InjectOptions } from 'fastify'
import { addCaller } from '../src/auth/keys.js'
import { captureLogs, rejectingApp, signedSlackRequest } from './helpers.js'
import { REDIS_SKIP_REASON, runRedis, startRedis, type RedisServer } from './redis.js'

const keysFile = join(mkdtempSync(join(tmpdir(), 'redis-down-keys-')), 'keys.json')
const CHAT = addCaller(keysFile, 'newsroom-chat', ['ask', 'tools'])
const EVALUATOR = addCaller(keysFile, 'evaluator', ['eval'])
const EDITOR = addCaller(keysFile, 'amelie', ['review'])
const bearer = (key: string) => ({ authorization: `Bearer ${key}` })
const SECRET = 'redis-down-secret'
const NOW = 1_700_000_000_000
const form = { 'content-type': 'application/x-www-form-urlencoded' }

let redis: RedisServer | undefined
let app: FastifyInstance | undefined
beforeAll(async () => {
  if (runRedis) redis = await startRedis()
})
afterAll(async () => {
  await app?.close()
  await redis?.stop()
})

describe.skipIf(!runRedis)(`Redis stopped mid-run${runRedis ? '' : ` (skipped: ${REDIS_SKIP_REASON})`}`, () => {
  it('every route that uses it answers 503 in the error shape, audited as deny', async () => {
    const logs = captureLogs()
    app = await rejectingApp(
      { ALLOW_ANONYMOUS: 'false', API_KEYS_FILE: keysFile, REDIS_URL: redis!.url, SLACK_SIGNING_SECRET: SECRET },
      { logger: logs.logger, slack: { now: () => NOW } },
    )
    await app.ready()
    const target = app

    // While Redis runs: an item to decide, a desk session, and every route answering.
    const asked = await target.inject({
      method: 'POST',
      url: '/ask',
      headers: bearer(CHAT),
      payload: { question: 'How many people lived in Canada in 2024?' },
    })
    expect(asked.statusCode).toBe(200)
    const id = asked.json<{ review: { id: string } }>().review.id
    const signIn = await target.inject({
      method: 'POST',
      url: '/desk/sign-in',
      payload: new URLSearchParams({ key: EDITOR }).toString(),
      headers: form,
    })
    const cookie = String(signIn.headers['set-cookie']).split(';')[0]!
    const csrf = /name="csrf" value="([^"]+)"/.exec(
      (await target.inject({ url: '/desk', headers: { cookie } })).body,
    )![1]!
    const slack = (text: string) => signedSlackRequest(SECRET, String(NOW / 1000), { text, response_url: '' })

    const routes: [string, () => InjectOptions][] = [
      ['POST /ask', () => ({ method: 'POST', url: '/ask', headers: bearer(CHAT), payload: { question: 'x?' } })],
      ['GET /tools', () => ({ method: 'GET', url: '/tools', headers: bearer(CHAT) })],
      [
        'POST /tools/get_values',
        () => ({ method: 'POST', url: '/tools/get_values', headers: bearer(CHAT), payload: {} }),
      ],
      ['POST /eval', () => ({ method: 'POST', url: '/eval', headers: bearer(EVALUATOR), payload: {} })],
      ['GET /answers/:id', () => ({ method: 'GET', url: `/answers/${id}`, headers: bearer(CHAT) })],
      ['GET /review/items', () => ({ method: 'GET', url: '/review/items', headers: bearer(EDITOR) })],
      ['GET /review/items/:id', () => ({ method: 'GET', url: `/review/items/${id}`, headers: bearer(EDITOR) })],
      [
        'POST /review/items/:id/decision',
        () => ({
          method: 'POST',
          url: `/review/items/${id}/decision`,
          headers: bearer(EDITOR),
          payload: { decision: 'decline' },
        }),
      ],
      ['a wrong API key', () => ({ method: 'GET', url: '/tools', headers: bearer('sa_wrong') })],
      ['GET /desk', () => ({ method: 'GET', url: '/desk', headers: { cookie } })],
      ['GET /desk/items/:id', () => ({ method: 'GET', url: `/desk/items/${id}`, headers: { cookie } })],
      [
        'POST /desk/items/:id/decision',
        () => ({
          method: 'POST',
          url: `/desk/items/${id}/decision`,
          payload: new URLSearchParams({ decision: 'decline', csrf }).toString(),
          headers: { ...form, cookie },
        }),
      ],
      [
        'POST /desk/sign-in (a wrong key)',
        () => ({
          method: 'POST',
          url: '/desk/sign-in',
          payload: new URLSearchParams({ key: 'sa_wrong' }).toString(),
          headers: form,
        }),
      ],
      ['POST /slack/commands', () => slack('help')],
    ]
    // Each route works with Redis up (a wrong key is a 401, the others answer)...
    for (const [name, request] of routes.filter(([n]) => !n.includes('decision'))) {
      const response = await target.inject(request())
      expect(response.statusCode, name).toBeLessThan(500)
    }
    // ...and with Redis stopped, each fails closed.
    await redis!.stop()
    for (const [name, request] of routes) {
      const response = await target.inject(name === 'POST /slack/commands' ? slack('help again') : request())
      expect(response.statusCode, name).toBe(503)
      expect(response.headers['retry-after'], name).toBe('5')
      expect(response.json(), name).toEqual({
        ok: false,
        code: name === 'POST /slack/commands' ? 'replay_check_unavailable' : 'rate_limit_unavailable',
        error: expect.any(String),
      })
      expect(logs.audits().at(-1), name).toMatchObject({ decision: 'deny' })
    }
    expect(logs.parsed().filter((l) => l.status === 500)).toEqual([])
  }, 60_000)
})
