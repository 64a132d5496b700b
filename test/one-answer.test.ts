// One answer per question (issue 37): the data desk decides a question once. Askers of the same question (the same
// rules' reading, reading-key.ts) while it waits are one row on the queue, and one decision reaches each of them; once
// decided, a later asker gets the desk's answer at once, labelled as the desk's. The drafts are constructed by test code
// (rejectingProvider), not a model's.
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { addCaller, loadCallers } from '../src/auth/keys.js'
import { createAskService } from '../src/ask/service.js'
import { answerLines } from '../src/ask/short-answer.js'
import { wantsText } from '../src/http/routes/ask.js'
import { resultMessage } from '../src/slack/message.js'
import type { Outcome } from '../src/ask/outcome.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { canonicalQuestion, questionKey } from '../src/review/reading-key.js'
import { readQuestion } from '../src/reading/rules.js'
import { readAs } from '../src/reading/read-as.js'
import { sourceLine } from '../src/ask/source-line.js'
import { itemPage, queuePage } from '../src/desk/pages.js'
import { undecided, type ReviewItem } from '../src/review/item.js'
import {
  captureLogs,
  refText,
  rejectingProvider,
  testConfig,
  testStore,
  bearer,
  postAsk as ask,
  waitFor,
} from './helpers.js'

let receiver: Server
let receiverUrl: string
const received: { path: string; body: string }[] = []
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      received.push({ path: req.url ?? '', body })
      res.end('ok')
    })
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => receiver.close(() => r())))

const keysFile = join(mkdtempSync(join(tmpdir(), 'one-answer-keys-')), 'keys.json')
const placeholder = { callbackUrl: 'http://127.0.0.1:1/placeholder' }
const ANNA = addCaller(keysFile, 'anna', ['ask'], placeholder)
const BEN = addCaller(keysFile, 'ben', ['ask'], placeholder)
const CLEO = addCaller(keysFile, 'cleo', ['ask'], placeholder)
const DAN = addCaller(keysFile, 'dan', ['ask'])
const EVE = addCaller(keysFile, 'eve', ['ask'])
const FINN = addCaller(keysFile, 'finn', ['ask'])
const EDITOR = addCaller(keysFile, 'amelie', ['review'])

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
  received.length = 0
})

async function makeApp() {
  const config = testConfig({ ALLOW_ANONYMOUS: 'false', API_KEYS_FILE: keysFile, PROVIDER: 'replay', DESIGN: 'tools' })
  const store = testStore()
  // Each caller with a callback gets it on the stand-in receiver, under its own path.
  const callers = loadCallers({ keysFile }).map((c) =>
    c.callback_url ? { ...c, callback_url: `${receiverUrl}/callback/${c.name}` } : c,
  )
  app = await buildApp({
    config,
    store,
    callers,
    logger: captureLogs().logger,
    askService: createAskService({
      config,
      store,
      toolbox: createToolbox(store),
      providers: { replay: rejectingProvider },
    }),
  })
  await app.ready()
  return app
}

describe('the key of a question', () => {
  const store = testStore()
  const key = (q: string) => questionKey(readQuestion(q, store.years), store.snapshotDate)
  it('is the same for the same reading, whatever the words, and differs by year, country, language and snapshot', () => {
    expect(key('How many people lived in Canada in 2024?')).toBe(key('Population of Canada in 2024?'))
    expect(key('How many people lived in Canada in 2024?')).not.toBe(key('How many people lived in Canada in 2023?'))
    expect(key('How many people lived in Canada in 2024?')).not.toBe(key('How many people lived in Japan in 2024?'))
    expect(key('Population of Canada in 2024?')).not.toBe(key('Population du Canada en 2024 ?'))
    const reading = readQuestion('Population of Canada in 2024?', store.years)
    expect(questionKey(reading, '2099-01-01')).not.toBe(questionKey(reading, store.snapshotDate))
  })
  it('is the folded words of a question the rules do not read', () => {
    const reading = readQuestion('Tell me something nice!', store.years)
    expect(reading.parts).toEqual([])
    expect(JSON.parse(canonicalQuestion(reading, store.snapshotDate)).question).toBe('tell me something nice')
    expect(key('TELL me, something   nice')).toBe(key('Tell me something nice!'))
  })
})

describe('one answer per question', () => {
  const QUESTION = 'How many people lived in Canada in 2024?'
  const SAME = 'Population of Canada in 2024?'

  it("asked again by another caller once the desk decided it: the desk's answer at once, labelled, with its source", async () => {
    const app = await makeApp()
    const first = (await ask(app, DAN, QUESTION)).json()
    expect(first).toMatchObject({ status: 'rejected', review: { status: 'pending', askers: 1 } })
    const text = `In 2024, Canada had ${refText('CAN', 'SP.POP.TOTL', 2024)} people.`
    const decided = await app.inject({
      method: 'POST',
      url: `/review/items/${first.review.id}/decision`,
      headers: bearer(EDITOR),
      payload: { decision: 'correct', text },
    })
    expect(decided.statusCode).toBe(200)
    expect(decided.json().item.checked_by).toBe('application')

    const again = (await ask(app, ANNA, SAME)).json()
    const source = sourceLine(testStore().snapshotDate, ['SP.POP.TOTL'])
    expect(again.review).toMatchObject({
      id: first.review.id,
      status: 'corrected',
      answer: text,
      checked_by: 'application',
      decided_by: 'amelie',
      source,
    })
    // No new row: the queue stays empty, and the item records that the answer was given at once.
    expect((await app.inject({ url: '/review/items', headers: bearer(EDITOR) })).json().items).toEqual([])
    // Dan, who asked first with no callback, reads the decision at GET /answers/:id: that delivery is recorded too.
    const itemOf = async () =>
      (await app.inject({ url: `/review/items/${first.review.id}`, headers: bearer(EDITOR) })).json().item
    for (let i = 0; i < 100 && (await itemOf()).deliveries.length < 2; i += 1)
      await new Promise((r) => setTimeout(r, 10))
    expect((await itemOf()).deliveries).toEqual([
      expect.objectContaining({ to: 'answers', state: 'delivered', detail: expect.stringContaining('dan (api)') }),
      expect.objectContaining({ to: 'answers', state: 'delivered', detail: expect.stringContaining('anna (api)') }),
    ])
    // The new asker may follow the item too; a caller who never asked may not.
    expect((await app.inject({ url: first.review.url, headers: bearer(ANNA) })).json().answer).toBe(text)
    expect((await app.inject({ url: first.review.url, headers: bearer(BEN) })).statusCode).toBe(404)

    // The short answer over HTTP: the desk's answer labelled as the desk's, how the question was read (the item's:
    // the first asker's words, read by the rules), then its source line.
    const plain = await ask(app, BEN, SAME, 'text/plain')
    expect(plain.headers['content-type']).toMatch(/^text\/plain/)
    expect(plain.body.trimEnd().split('\n')).toEqual([
      `The data desk's answer (amelie; every figure traced to the data): ${text}`,
      readAs(readQuestion(QUESTION, testStore().years)),
      source,
    ])
  })

  it('three askers while it waits: one row with the count, one decision, three deliveries', async () => {
    const app = await makeApp()
    const refs: { id: string; url: string; askers: number }[] = []
    for (const [key, question] of [
      [ANNA, QUESTION],
      [BEN, SAME],
      [CLEO, 'how many people lived in canada in 2024'],
    ] as const)
      refs.push((await ask(app, key, question)).json().review)
    expect(new Set(refs.map((r) => r.id)).size).toBe(1)
    const ref = refs[0]!
    expect(refs.map((r) => r.askers)).toEqual([1, 2, 3])
    const { items } = (await app.inject({ url: '/review/items', headers: bearer(EDITOR) })).json()
    expect(items).toHaveLength(1)
    expect(items[0]).toMatchObject({ id: ref.id, askers: 3 })
    // Each asker follows the one item.
    for (const key of [ANNA, BEN, CLEO])
      expect((await app.inject({ url: ref.url, headers: bearer(key) })).json().status).toBe('pending')

    const decided = await app.inject({
      method: 'POST',
      url: `/review/items/${ref.id}/decision`,
      headers: bearer(EDITOR),
      payload: { decision: 'decline' },
    })
    expect(decided.statusCode).toBe(200)
    await waitFor(() => received.length === 3)
    expect(received.map((r) => r.path).sort()).toEqual(['/callback/anna', '/callback/ben', '/callback/cleo'])
    for (const r of received) expect(JSON.parse(r.body)).toMatchObject({ id: ref.id, status: 'declined' })
    const itemOf = async () =>
      (await app.inject({ url: `/review/items/${ref.id}`, headers: bearer(EDITOR) })).json().item
    for (let i = 0; i < 100 && (await itemOf()).deliveries.length < 3; i += 1)
      await new Promise((r) => setTimeout(r, 10))
    expect((await itemOf()).deliveries).toEqual(
      Array.from({ length: 3 }, () => expect.objectContaining({ to: 'callback', state: 'delivered' })),
    )
    // A decline is not an answer to give again: the same question asked afterwards goes to the desk anew.
    const after = (await ask(app, DAN, QUESTION)).json()
    expect(after.review).toMatchObject({ status: 'pending', askers: 1 })
    expect(after.review.id).not.toBe(ref.id)
  })

  it('three askers with no callback: one decision, three deliveries at GET /answers/:id, the first asker’s included', async () => {
    const app = await makeApp()
    const refs: { id: string; url: string }[] = []
    for (const [key, question] of [
      [DAN, QUESTION],
      [EVE, SAME],
      [FINN, 'how many people lived in canada in 2024'],
    ] as const)
      refs.push((await ask(app, key, question)).json().review)
    const ref = refs[0]!
    expect(new Set(refs.map((r) => r.id))).toEqual(new Set([ref.id]))
    const text = `In 2024, Canada had ${refText('CAN', 'SP.POP.TOTL', 2024)} people.`
    const decided = await app.inject({
      method: 'POST',
      url: `/review/items/${ref.id}/decision`,
      headers: bearer(EDITOR),
      payload: { decision: 'correct', text },
    })
    expect(decided.statusCode).toBe(200)
    const itemOf = async () =>
      (await app.inject({ url: `/review/items/${ref.id}`, headers: bearer(EDITOR) })).json().item
    for (let i = 0; i < 100 && (await itemOf()).deliveries.length < 3; i += 1)
      await new Promise((r) => setTimeout(r, 10))
    const { deliveries } = await itemOf()
    expect(deliveries.map((d: { detail: string }) => d.detail)).toEqual(
      ['dan', 'eve', 'finn'].map((name) => `for ${name} (api) at GET ${ref.url}`),
    )
    for (const d of deliveries) expect(d).toMatchObject({ to: 'answers', state: 'delivered' })
    for (const key of [DAN, EVE, FINN])
      expect((await app.inject({ url: ref.url, headers: bearer(key) })).json()).toMatchObject({ answer: text })
  })
})

describe('the short answer', () => {
  const base = {
    answer: null,
    draft: null,
    answer_status: null,
    problems: [],
    citations: [],
    needs_human_review: false,
    limit: null,
    source: null,
  }
  const outcome = (o: Partial<Outcome>) => ({ ...base, ...o }) as Outcome
  it('a checked answer: the answer, how it was read, the source', () => {
    expect(
      answerLines(
        'Population of Canada in 2024?',
        outcome({ status: 'valid', answer: 'A.', read_as: 'Read as: the population of Canada in 2024.', source: 'S.' }),
      ),
    ).toEqual(['A.', 'Read as: the population of Canada in 2024.', 'S.'])
  })
  it('a rejected one: never the draft nor a source line; where it went, in the question’s language', () => {
    const rejected = outcome({ status: 'rejected', draft: 'Canada had 50 million.', read_as: 'Lu comme : …' })
    const lines = answerLines('Population du Canada en 2024 ?', rejected, {
      id: 'rv_k3x9q2m7c4pw',
      status: 'pending',
      url: '/answers/rv_k3x9q2m7c4pw',
      askers: 2,
    })
    expect(lines).toEqual([
      "Non vérifié : la réponse n'a pas pu être vérifiée et attend le service données (rv_k3x9q2m7c4pw, demandée " +
        'par 2 appelants) ; sa réponse sera à GET /answers/rv_k3x9q2m7c4pw.',
      'Lu comme : …',
    ])
  })
})

describe("the desk's pages", () => {
  it('show how the question was read, and how many callers wait for the one decision', () => {
    const item: ReviewItem = {
      ...undecided(),
      id: 'rv_k3x9q2m7c4pw',
      created_at: '2026-11-30T09:00:00.000Z',
      channel: 'api',
      caller: 'anna',
      question: 'Population of Canada in 2024?',
      draft: 'Canada had 50 million people.',
      problems: [],
      citations: [],
      trace: [],
      source: null,
      provider: 'constructed',
      model: 'constructed-by-test',
      design: 'tools',
      read_as: 'Read as: the population of Canada in 2024.',
      askers: 3,
    }
    const now = new Date('2026-11-30T09:10:00.000Z')
    const page = itemPage({ editor: 'amelie', csrf: 'token' }, item, now).markup
    expect(page).toContain('Read as: the population of Canada in 2024.')
    expect(page).toContain('Asked by 3 callers')
    expect(queuePage({ editor: 'amelie', csrf: 'token' }, { pending: [item], decided: [], now }).markup).toContain(
      '+2 more',
    )
  })
})

describe('who gets the short answer', () => {
  it('a caller preferring text/plain; JSON stays the default', () => {
    expect(wantsText('text/plain')).toBe(true)
    expect(wantsText('text/plain, application/json;q=0.5')).toBe(true)
    expect(wantsText('application/json;q=0.4, text/plain;q=0.9')).toBe(true)
    expect(wantsText(undefined)).toBe(false)
    expect(wantsText('*/*')).toBe(false)
    expect(wantsText('application/json, text/plain')).toBe(false)
    expect(wantsText('text/html')).toBe(false)
  })
})

describe("the desk's answer given at once in Slack", () => {
  it('is labelled as the desk’s, with the editor, its source line and the read-as line, for the channel', () => {
    const rejected = {
      status: 'rejected',
      answer: null,
      draft: 'Canada had 50 million people.',
      problems: [{ code: 'unsupported_number', detail: '50 million is not a value' }],
      citations: [],
      usage: { tool_calls: 1 },
      latency_ms: 1,
      provider: { kind: 'planner', description: 'p', model: 'planner', name: 'planner' },
    } as unknown as Outcome
    const message = resultMessage('Population of Canada in 2024?', rejected, {
      id: 'rv_k3x9q2m7c4pw',
      answer: 'In 2024, Canada had 41,262,329 people.',
      checked_by: 'application',
      decided_by: 'amelie',
      source: 'Source: S.',
      read_as: 'Read as: the population of Canada in 2024.',
    })
    expect(message.response_type).toBe('in_channel')
    expect(message.text.split('\n')).toEqual([
      '> Population of Canada in 2024?',
      'Checked by the data desk (amelie): every number traced to the data. In 2024, Canada had 41,262,329 people.',
      'Read as: the population of Canada in 2024.',
      'Source: S.',
    ])
    expect(message.text).not.toContain('50 million')
  })
})
