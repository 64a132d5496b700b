// Bounded items and light pages (issue 36): a runaway model reply must not become a review item too large for the
// desk. The draft and the trace stored for the desk are capped (the trace keeps its shape and says where it was cut),
// list routes read summaries a page at a time, and a slow or failed read is a 503 for its request, not a failing
// store: /readyz stays ready. The drafts are constructed by test code (rejectingProvider), not a model's.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { addCaller } from '../src/auth/keys.js'
import { createAskService } from '../src/ask/service.js'
import type { Outcome } from '../src/ask/outcome.js'
import { createDesk } from '../src/review/desk.js'
import { MAX_DRAFT_CHARS, MAX_TRACE_JSON_CHARS } from '../src/review/cap.js'
import { openSqliteReviewStore } from '../src/review/sqlite-store.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { rejectingApp, rejectingProvider, testConfig, testStore } from './helpers.js'

const keysFile = join(mkdtempSync(join(tmpdir(), 'bounds-keys-')), 'keys.json')
const CHAT = addCaller(keysFile, 'newsroom-chat', ['ask'])
const EDITOR = addCaller(keysFile, 'amelie', ['review'])
const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** A rejected outcome, as the service gives it, for a question. */
async function rejected(question: string): Promise<Outcome> {
  const store = testStore()
  const service = createAskService({
    config: testConfig(),
    store,
    toolbox: createToolbox(store),
    providers: { planner: rejectingProvider },
  })
  const outcome = await service.ask({ question })
  expect(outcome.status).toBe('rejected')
  return outcome
}

describe('what the desk stores is bounded', () => {
  it('a huge draft and a huge trace are cut: the trace keeps every entry and field, each cut says so', async () => {
    const outcome = await rejected('Population of Canada in 2024?')
    const huge: Outcome = {
      ...outcome,
      draft: `${outcome.draft} ${'x'.repeat(2_000_000)}`,
      trace: outcome.trace.map((entry) => (entry.type === 'model' ? { ...entry, text: 'y'.repeat(5_000_000) } : entry)),
    }
    expect(huge.trace.some((e) => e.type === 'model')).toBe(true)
    const store = openSqliteReviewStore(':memory:')
    const desk = createDesk({ store, data: testStore() })
    const { id } = await desk.submit(huge, { channel: 'api', caller: 'c', question: 'Population of Canada in 2024?' })
    const item = (await desk.item(id))!
    expect(item.draft!.length).toBeLessThanOrEqual(MAX_DRAFT_CHARS)
    expect(item.draft).toMatch(/^Canada had 50 million people in 2024\. x+ …\[cut: \d+ more characters\]$/)
    expect(JSON.stringify(item.trace).length).toBeLessThanOrEqual(MAX_TRACE_JSON_CHARS)
    // The same entries, the same fields, in the same order; the long text says it was cut.
    expect(item.trace.map((e) => [e.type, Object.keys(e).sort()])).toEqual(
      huge.trace.map((e) => [e.type, Object.keys(e).sort()]),
    )
    const model = item.trace.find((e) => e.type === 'model')!
    expect(model.type === 'model' && model.text).toMatch(/^y+ …\[cut: \d+ more characters\]$/)
    // An outcome within the bounds is stored as it is.
    const small = await desk.submit(outcome, { channel: 'api', caller: 'c', question: 'Population of Canada?' })
    expect((await desk.item(small.id))!.trace).toEqual(outcome.trace)
    await store.close()
  })
})

describe('list routes read summaries, a page at a time', () => {
  it('GET /review/items: no trace, no citations, limit and after (next_cursor) page through the queue', async () => {
    app = await rejectingApp({ ALLOW_ANONYMOUS: 'false', API_KEYS_FILE: keysFile })
    const target = app
    const ids: string[] = []
    // Three different questions: the same question asked again joins its pending row (one answer per question,
    // reading-key.ts), so three rows need three readings.
    for (const country of ['Canada', 'Japan', 'Brazil']) {
      const response = await target.inject({
        method: 'POST',
        url: '/ask',
        headers: bearer(CHAT),
        payload: { question: `Population of ${country} in 2024?` },
      })
      ids.push(response.json<{ review: { id: string } }>().review.id)
    }
    const list = async (query: string) => {
      const response = await target.inject({ url: `/review/items?${query}`, headers: bearer(EDITOR) })
      expect(response.statusCode).toBe(200)
      return response.json<{ items: Record<string, unknown>[]; next_cursor: string | null }>()
    }
    const first = await list('limit=2')
    expect(first.items).toHaveLength(2)
    for (const item of first.items) {
      expect(item).not.toHaveProperty('trace')
      expect(item).not.toHaveProperty('citations')
      expect(item).toMatchObject({ status: 'pending', question: expect.any(String), problems: expect.any(Array) })
    }
    expect(first.next_cursor).toEqual(expect.any(String))
    const second = await list(`limit=2&after=${first.next_cursor}`)
    expect(second.next_cursor).toBeNull()
    expect([...first.items, ...second.items].map((i) => i.id)).toEqual(ids)
    // The evidence is one item's route.
    const one = await target.inject({ url: `/review/items/${ids[0]}`, headers: bearer(EDITOR) })
    expect(one.json<{ item: { trace: unknown[] } }>().item.trace.length).toBeGreaterThan(0)
    // A cursor that is not one is a 400 naming the problem.
    const bad = await target.inject({ url: '/review/items?after=nope', headers: bearer(EDITOR) })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ ok: false, code: 'invalid_request', error: expect.stringMatching(/after/) })
  })
})

describe('a slow read is a slow read', () => {
  it('a read that fails after a while is a 503 for its request; the store is not failing, /readyz stays 200', async () => {
    const inner = openSqliteReviewStore(':memory:')
    const slowly = () =>
      new Promise<never>((_, reject) => setTimeout(() => reject(new Error('Query read timeout')), 300))
    app = await rejectingApp(
      { ALLOW_ANONYMOUS: 'false', API_KEYS_FILE: keysFile },
      { review: { ...inner, list: slowly, listSummaries: slowly } },
    )
    const target = app
    const listed = await target.inject({ url: '/review/items?status=declined', headers: bearer(EDITOR) })
    expect(listed.statusCode).toBe(503)
    expect(listed.json()).toMatchObject({ ok: false, code: 'review_store_unavailable' })
    expect((await target.inject('/readyz')).statusCode).toBe(200)
    // And writes still go straight in: a rejected answer is pending, not spooled.
    const asked = await target.inject({
      method: 'POST',
      url: '/ask',
      headers: bearer(CHAT),
      payload: { question: 'Population of Canada in 2024?' },
    })
    expect(asked.json()).toMatchObject({ review: { status: 'pending' } })
    await inner.close()
  })
})
