// The data desk over HTTP: rejected answers become review items, the asker follows them, editors decide through the
// API or the desk page, and the decision reaches the asker (GET /answers/:id, the caller's callback, Slack). The
// draft answers here are constructed by test code (rejectingProvider), not a model's.
import { createHash, createHmac } from 'node:crypto'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { mkdtempSync, readFileSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterAll, afterEach, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { addCaller, loadCallers } from '../src/auth/keys.js'
import { createAskService } from '../src/ask/service.js'
import { createPlannerProvider } from '../src/planner/provider.js'
import { createToolbox, resultText } from '../src/tools/toolbox.js'
import { openSqliteReviewStore } from '../src/review/sqlite-store.js'
import { undecided, type ReviewItem } from '../src/review/item.js'
import { itemPage } from '../src/desk/pages.js'
import { plainWords } from '../src/desk/words.js'
import { readQuestion } from '../src/reading/rules.js'
import { readingJson } from '../src/reading/wire.js'
import { readAs } from '../src/reading/read-as.js'
import { captureLogs, COUNTRIES, ref, rejectingProvider, signedSlackRequest, testConfig, testStore } from './helpers.js'

// A stand-in for the callers' systems: a callback receiver and Slack's response_url, on loopback.
let receiver: Server
let receiverUrl: string
const received: { path: string; headers: Record<string, string | string[] | undefined>; body: string }[] = []
beforeAll(async () => {
  receiver = createServer((req, res) => {
    let body = ''
    req.on('data', (c: Buffer) => (body += c.toString()))
    req.on('end', () => {
      received.push({ path: req.url ?? '', headers: req.headers, body })
      res.end('ok')
    })
  })
  await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r))
  receiverUrl = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}`
})
afterAll(() => new Promise<void>((r) => receiver.close(() => r())))

const keysFile = join(mkdtempSync(join(tmpdir(), 'desk-keys-')), 'keys.json')
const CHAT = addCaller(keysFile, 'newsroom-chat', ['ask'], { callbackUrl: 'http://127.0.0.1:1/placeholder' })
const OTHER = addCaller(keysFile, 'other-desk', ['ask'])
const EDITOR = addCaller(keysFile, 'amelie', ['review'])
const EDITOR_2 = addCaller(keysFile, 'bruno', ['review'])
const bearer = (key: string) => ({ authorization: `Bearer ${key}` })
const QUESTION = 'How many people lived in Canada in 2024?'
const POPULATION = ref('CAN', 'SP.POP.TOTL', 2024)!
const START = new Date('2026-11-30T09:00:00Z')

let app: FastifyInstance | undefined
let clock = START
afterEach(async () => {
  await app?.close()
  app = undefined
  clock = START
  received.length = 0
})

/** The app with this file's callers, the planner for "planner" and the rejecting provider for "replay". */
async function makeApp(env: Record<string, string> = {}, extra: Partial<Parameters<typeof buildApp>[0]> = {}) {
  const config = testConfig({
    ALLOW_ANONYMOUS: 'false',
    API_KEYS_FILE: keysFile,
    PROVIDER: 'replay',
    DESIGN: 'tools',
    ...env,
  })
  const store = testStore()
  const logs = captureLogs()
  // The chat caller's callback goes to the stand-in receiver.
  const callers = loadCallers({ keysFile }).map((c) =>
    c.name === 'newsroom-chat' ? { ...c, callback_url: `${receiverUrl}/callback` } : c,
  )
  app = await buildApp({
    config,
    store,
    callers,
    logger: logs.logger,
    now: () => clock,
    askService: createAskService({
      config,
      store,
      toolbox: createToolbox(store),
      providers: { planner: createPlannerProvider, replay: rejectingProvider },
    }),
    ...extra,
  })
  await app.ready()
  return { app, logs }
}

const askAs = (target: FastifyInstance, key: string, question = QUESTION, provider?: string) =>
  target.inject({
    method: 'POST',
    url: '/ask',
    headers: bearer(key),
    payload: { question, ...(provider ? { provider } : {}) },
  })
const decide = (target: FastifyInstance, id: string, body: object, key = EDITOR) =>
  target.inject({ method: 'POST', url: `/review/items/${id}/decision`, headers: bearer(key), payload: body })
const waitFor = async (check: () => boolean) => {
  for (const until = Date.now() + 30_000; !check() && Date.now() < until;) await new Promise((r) => setTimeout(r, 10))
  expect(check()).toBe(true)
}

describe('a rejected answer goes to the desk', () => {
  it('creates one item (a retried request finds it again) and the response says where to follow it', async () => {
    const { app } = await makeApp()
    const first = (await askAs(app, CHAT)).json()
    expect(first).toMatchObject({ status: 'rejected', review: { status: 'pending' } })
    expect(first.review.url).toBe(`/answers/${first.review.id}`)
    const again = (await askAs(app, CHAT)).json()
    expect(again.review.id).toBe(first.review.id)
    const queue = (await app.inject({ url: '/review/items', headers: bearer(EDITOR) })).json()
    expect(queue.items.map((i: { id: string }) => i.id)).toEqual([first.review.id])
    // A checked answer goes nowhere.
    const valid = (await askAs(app, CHAT, QUESTION, 'planner')).json()
    expect(valid.status).toBe('valid')
    expect(valid.review).toBeUndefined()
  })

  it('shows the asker its item, and no one else', async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    const mine = await app.inject({ url: review.url, headers: bearer(CHAT) })
    expect(mine.json()).toEqual({
      ok: true,
      id: review.id,
      status: 'pending',
      question: QUESTION,
      answer: null,
      checked_by: null,
      decided_by: null,
      decided_at: null,
      source: expect.stringMatching(/^Source: World Bank/),
      // How the application read the question (the outcome always says it): words of the question, no figure.
      read_as: readAs(readQuestion(QUESTION, testStore().years)),
    })
    expect((await app.inject({ url: review.url, headers: bearer(OTHER) })).statusCode).toBe(404)
    expect((await app.inject({ url: review.url, headers: bearer(EDITOR) })).statusCode).toBe(403)
    expect((await app.inject({ url: '/review/items', headers: bearer(CHAT) })).statusCode).toBe(403)
  })
})

describe('the desk decides', () => {
  it('lists the queue oldest first with each age', async () => {
    const { app } = await makeApp()
    const a = (await askAs(app, CHAT, 'How many people lived in Canada in 2024?')).json().review.id
    clock = new Date(START.getTime() + 60_000)
    // (Another question: the same one from another caller would join the first row, see one-answer.test.ts.)
    const b = (await askAs(app, OTHER, 'Population of Japan in 2024?')).json().review.id
    clock = new Date(START.getTime() + 600_000)
    const { items } = (await app.inject({ url: '/review/items?status=pending', headers: bearer(EDITOR) })).json()
    expect(items.map((i: { id: string; age_seconds: number }) => [i.id, i.age_seconds])).toEqual([
      [a, 600],
      [b, 540],
    ])
    expect(items[0]).toMatchObject({
      problems: [{ code: 'unsupported_number', figure: { text: '50 million' } }],
      draft: 'Canada had 50 million people in 2024.',
    })
  })

  it('approve: a draft gate 2 refused needs confirm: true, then is published vouched for by the named editor; a second decision is a 409', async () => {
    const { app, logs } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    const unconfirmed = await decide(app, review.id, { decision: 'approve', note: 'checked with StatCan' })
    expect(unconfirmed.statusCode).toBe(422)
    expect(unconfirmed.json()).toMatchObject({
      code: 'approval_not_confirmed',
      error: expect.stringMatching(/confirm: true/),
      problems: [{ code: 'unsupported_number', figure: { text: '50 million' } }],
    })
    const pending = (await app.inject({ url: `/review/items/${review.id}`, headers: bearer(EDITOR) })).json()
    expect(pending).toMatchObject({ item: { status: 'pending' }, decisions: [] })
    const approved = await decide(app, review.id, { decision: 'approve', note: 'checked with StatCan', confirm: true })
    expect(approved.statusCode).toBe(200)
    expect(approved.json().item).toMatchObject({ status: 'approved', decided_by: 'amelie', checked_by: 'editor' })
    const view = (await app.inject({ url: review.url, headers: bearer(CHAT) })).json()
    expect(view).toMatchObject({ status: 'approved', checked_by: 'editor', decided_by: 'amelie' })
    expect(view.answer).toBe(
      'Canada had 50 million people in 2024. (Figures checked by amelie of the data desk, not by the application.)',
    )
    const again = await decide(app, review.id, { decision: 'decline' }, EDITOR_2)
    expect(again.statusCode).toBe(409)
    expect(again.json()).toMatchObject({ code: 'already_decided', error: expect.stringMatching(/approved by amelie/) })
    const audits = logs
      .parsed()
      .filter((l) => (l.audit as { reason?: string } | undefined)?.reason?.startsWith('decision'))
    expect(audits.map((l) => l.audit)).toEqual([
      expect.objectContaining({
        caller: 'amelie',
        decision: 'deny',
        reason: `decision approve on ${review.id}: approval_not_confirmed`,
      }),
      expect.objectContaining({
        caller: 'amelie',
        decision: 'allow',
        reason: `decision approve on ${review.id}: approved`,
      }),
      expect.objectContaining({
        caller: 'bruno',
        decision: 'deny',
        reason: `decision decline on ${review.id}: already_decided`,
      }),
    ])
    // The audit table in the review store keeps the decision taken, beside the item.
    const shown = (await app.inject({ url: `/review/items/${review.id}`, headers: bearer(EDITOR) })).json()
    expect(shown.decisions).toEqual([
      {
        item_id: review.id,
        at: START.toISOString(),
        editor: 'amelie',
        action: 'approve',
        status: 'approved',
        checked_by: 'editor',
        confirmed: true,
        via: 'api',
      },
    ])
  })

  it('correct: a text whose figures gate 2 traces is published as checked by the application', async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    const text = `In 2024, ${POPULATION.toLocaleString('en-US')} people lived in Canada.`
    const corrected = await decide(app, review.id, { decision: 'correct', text })
    expect(corrected.json().item).toMatchObject({ status: 'corrected', checked_by: 'application', final_text: text })
    expect((await app.inject({ url: review.url, headers: bearer(CHAT) })).json()).toMatchObject({
      status: 'corrected',
      answer: text,
      checked_by: 'application',
    })
  })

  it('correct: a figure gate 2 cannot trace needs the editor to confirm, and then says who checked it', async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    const text = 'In 2024, about 41 million people lived in Canada, 2 million more than in 2020.'
    const refused = await decide(app, review.id, { decision: 'correct', text })
    expect(refused.statusCode).toBe(422)
    expect(refused.json()).toMatchObject({
      code: 'correction_not_verified',
      problems: expect.arrayContaining([
        expect.objectContaining({ figure: expect.objectContaining({ text: '2 million' }) }),
      ]),
    })
    expect((await app.inject({ url: `/review/items/${review.id}`, headers: bearer(EDITOR) })).json().item.status).toBe(
      'pending',
    )
    const confirmed = await decide(app, review.id, { decision: 'correct', text, confirm: true })
    expect(confirmed.json().item).toMatchObject({
      status: 'corrected',
      checked_by: 'editor',
      final_text: `${text} (Figures checked by amelie of the data desk, not by the application.)`,
    })
  })

  it('decline: the asker is told the desk could not confirm the figure', async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    await decide(app, review.id, { decision: 'decline' })
    expect((await app.inject({ url: review.url, headers: bearer(CHAT) })).json()).toMatchObject({
      status: 'declined',
      answer: 'The data desk could not confirm the figure asked for, so no answer is published.',
      source: null,
    })
  })

  it('refuses a decision without its text, an unknown item, and an unknown decision', async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    expect((await decide(app, review.id, { decision: 'correct' })).json()).toMatchObject({ code: 'text_required' })
    expect((await decide(app, 'rv_aaaaaaaaaaaa', { decision: 'approve' })).statusCode).toBe(404)
    const bad = await decide(app, review.id, { decision: 'publish' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json().error).toBe('decision must be one of: approve, correct, decline.')
  })

  it('refuses a text sent with an approval or a decline, rather than dropping it, and leaves the item pending', async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    for (const decision of ['approve', 'decline']) {
      const refused = await decide(app, review.id, { decision, text: `In 2024, ${POPULATION} people lived in Canada.` })
      expect(refused.statusCode).toBe(400)
      expect(refused.json()).toMatchObject({ code: 'text_not_taken', error: expect.stringContaining('correct') })
    }
    const item = await app.inject({ url: `/review/items/${review.id}`, headers: bearer(EDITOR) })
    expect(item.json().item.status).toBe('pending')
  })

  it("checks a correction against the figures the question asks for, not only the draft's own results", async () => {
    // The draft read Canada's population; the question asks Japan's in 2020: a correction giving it is traced.
    const { app } = await makeApp()
    const question = "Combien d'habitants au Japon en 2020 ?"
    const { review } = (await askAs(app, CHAT, question)).json()
    const japan = ref('JPN', 'SP.POP.TOTL', 2020)!
    const text = `En 2020, le Japon comptait ${japan.toLocaleString('fr-FR').replace(/\u202f/g, ' ')} habitants.`
    const corrected = await decide(app, review.id, { decision: 'correct', text })
    expect(corrected.statusCode, corrected.body).toBe(200)
    expect(corrected.json().item).toMatchObject({ status: 'corrected', checked_by: 'application' })
  })

  it("says an id's format and the statuses a queue takes", async () => {
    const { app } = await makeApp()
    const idFormat = 'id must be rv_ followed by 12 lowercase letters or digits (rv_k3x9q2m7c4pw).'
    for (const [url, key] of [
      ['/review/items/abc', EDITOR],
      ['/answers/rv_SHOUTING0000', CHAT],
    ] as const) {
      const response = await app.inject({ url, headers: bearer(key) })
      expect(response.statusCode).toBe(400)
      expect(response.json()).toEqual({ ok: false, code: 'invalid_request', error: idFormat })
    }
    expect((await decide(app, 'rv_1', { decision: 'decline' })).json().error).toBe(idFormat)
    const status = await app.inject({ url: '/review/items?status=nope', headers: bearer(EDITOR) })
    expect(status.json()).toEqual({
      ok: false,
      code: 'invalid_request',
      error: 'status must be one of: pending, approved, corrected, declined.',
    })
    const limit = await app.inject({ url: '/review/items?limit=0', headers: bearer(EDITOR) })
    expect(limit.json().error).toBe('limit must be a whole number from 1 to 999 (default 100).')
  })
})

describe("the desk's answer in the question's language", () => {
  const FRENCH = "Combien d'habitants au Canada en 2024 ?"

  it('a draft vouched for by an editor, for a French question: the note and the source line are French', async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT, FRENCH)).json()
    await decide(app, review.id, { decision: 'approve', confirm: true })
    const view = (await app.inject({ url: review.url, headers: bearer(CHAT) })).json()
    expect(view.answer).toBe(
      "Canada had 50 million people in 2024. (Chiffres vérifiés par amelie, du service données, et non par l'application.)",
    )
    expect(view.source).toMatch(
      /^Source : Banque mondiale, Indicateurs du développement dans le monde .* série SP\.POP\.TOTL\./,
    )
  })

  it('a correction traced by the application, for a French question: the source line is French', async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT, FRENCH)).json()
    const text = `En 2024, le Canada comptait ${POPULATION.toLocaleString('fr-FR')} habitants.`
    const corrected = await decide(app, review.id, { decision: 'correct', text })
    expect(corrected.json().item).toMatchObject({ status: 'corrected', checked_by: 'application', final_text: text })
    expect((await app.inject({ url: review.url, headers: bearer(CHAT) })).json().source).toMatch(/^Source : Banque/)
    // An English question keeps the English line.
    const english = (await askAs(app, CHAT)).json().review
    expect((await app.inject({ url: english.url, headers: bearer(CHAT) })).json().source).toMatch(/^Source: World/)
  })
})

describe('the decision reaches the asker', () => {
  it("POSTs it to the caller's callback, signed with HMAC-SHA256 keyed by the hash of the caller's key", async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    await decide(app, review.id, { decision: 'decline' })
    await waitFor(() => received.length === 1)
    const [call] = received
    expect(call!.path).toBe('/callback')
    expect(JSON.parse(call!.body)).toMatchObject({ id: review.id, status: 'declined' })
    const secret = createHash('sha256').update(CHAT).digest('hex')
    const expected = createHmac('sha256', secret).update(
      `${String(call!.headers['x-stats-assistant-timestamp'])}.${call!.body}`,
    )
    expect(call!.headers['x-stats-assistant-signature']).toBe(`sha256=${expected.digest('hex')}`)
    // The delivery is recorded once the receiver has answered: a moment after it has the call.
    const deliveries = async () =>
      (await app.inject({ url: `/review/items/${review.id}`, headers: bearer(EDITOR) })).json().item.deliveries
    for (const until = Date.now() + 30_000; (await deliveries()).length === 0 && Date.now() < until;)
      await new Promise((r) => setTimeout(r, 20))
    expect(await deliveries()).toEqual([expect.objectContaining({ to: 'callback', state: 'delivered' })])
  })

  describe('Slack', () => {
    const SECRET = 'desk-test-secret'
    const slackApp = () =>
      makeApp(
        { SLACK_SIGNING_SECRET: SECRET },
        {
          slack: {
            now: () => clock.getTime(),
            responseUrl: () => null,
            delivery: { attempts: 1, baseDelayMs: 1, timeoutMs: 2000 },
          },
        },
      )
    const command = (text: string, path: string) =>
      signedSlackRequest(SECRET, String(Math.floor(clock.getTime() / 1000)), {
        text,
        response_url: `${receiverUrl}${path}`,
      })

    it('posts the decision to the response_url while it is valid', async () => {
      const { app } = await slackApp()
      await app.inject(command(QUESTION, '/slack-1'))
      await waitFor(() => received.length === 1)
      expect(JSON.parse(received[0]!.body).text).toMatch(/sent to the data desk for review \(rv_[a-z0-9]{12}\)/)
      const { items } = (await app.inject({ url: '/review/items', headers: bearer(EDITOR) })).json()
      expect(items[0]).toMatchObject({ channel: 'slack', caller: 'slack:T1/U1' })
      await decide(app, items[0].id, { decision: 'approve', confirm: true })
      await waitFor(() => received.length === 2)
      expect(received[1]!.path).toBe('/slack-1')
      expect(JSON.parse(received[1]!.body).text).toContain('Checked by the data desk (amelie).')
    })

    it('speaks French to a French question: the acknowledgement, the desk notice and the decision', async () => {
      const { app } = await slackApp()
      const ack = await app.inject(command("Combien d'habitants au Canada en 2024 ?", '/slack-fr'))
      expect(ack.json()).toEqual({ response_type: 'ephemeral', text: 'Recherche en cours...' })
      await waitFor(() => received.length === 1)
      expect(JSON.parse(received[0]!.body).text).toMatch(
        /^Non vérifié\. Cette réponse n'a pas pu être vérifiée et a été transmise au service données \(rv_[a-z0-9]{12}\)/,
      )
      const { items } = (await app.inject({ url: '/review/items', headers: bearer(EDITOR) })).json()
      const text = `En 2024, le Canada comptait ${POPULATION.toLocaleString('fr-FR')} habitants.`
      await decide(app, items[0].id, { decision: 'correct', text })
      await waitFor(() => received.length === 2)
      const decided = JSON.parse(received[1]!.body).text as string
      expect(decided.split('\n')).toEqual([
        "> Combien d'habitants au Canada en 2024 ?",
        `Vérifié par le service données (amelie) : chaque chiffre a été retrouvé dans les données. ${text}`,
        readAs(readQuestion("Combien d'habitants au Canada en 2024 ?", testStore().years)),
        expect.stringMatching(/^Source : Banque mondiale/),
      ])
    })

    it('with SLACK_PRINT_RESPONSES (npm start), prints the desk notice and the decision instead of posting them', async () => {
      const printed: string[] = []
      const write = vi.spyOn(process.stderr, 'write').mockImplementation((chunk: string | Uint8Array) => {
        printed.push(String(chunk))
        return true
      })
      try {
        const { app } = await makeApp(
          { SLACK_SIGNING_SECRET: SECRET, SLACK_PRINT_RESPONSES: 'true' },
          { slack: { now: () => clock.getTime(), responseUrl: () => null } },
        )
        await app.inject(command(QUESTION, '/slack-printed'))
        await waitFor(() => printed.some((p) => p.includes('sent to the data desk for review')))
        const { items } = (await app.inject({ url: '/review/items', headers: bearer(EDITOR) })).json()
        await decide(app, items[0].id, { decision: 'approve', confirm: true })
        await waitFor(() => printed.some((p) => p.includes('Checked by the data desk (amelie).')))
        const bodies = printed
          .filter((p) => p.includes('Slack would receive this at'))
          .map((p) => {
            const [, at, body] = /Slack would receive this at (\S+) .*\n(.*)\n/.exec(p)!
            return { at, text: (JSON.parse(body!) as { text: string }).text }
          })
        expect(bodies).toEqual([
          { at: `${receiverUrl}/slack-printed`, text: expect.stringMatching(/sent to the data desk for review \(rv_/) },
          { at: `${receiverUrl}/slack-printed`, text: expect.stringContaining('Checked by the data desk (amelie).') },
        ])
        expect(received).toEqual([])
        const item = (await app.inject({ url: `/review/items/${items[0].id}`, headers: bearer(EDITOR) })).json().item
        expect(item.deliveries).toEqual([
          expect.objectContaining({
            to: 'slack',
            state: 'delivered',
            detail: 'printed, not posted (SLACK_PRINT_RESPONSES)',
          }),
        ])
      } finally {
        write.mockRestore()
      }
    })

    it('says "could not deliver: expired" once the response_url has expired, and forgets it', async () => {
      const { app } = await slackApp()
      await app.inject(command(QUESTION, '/slack-2'))
      await waitFor(() => received.length === 1)
      const { items } = (await app.inject({ url: '/review/items', headers: bearer(EDITOR) })).json()
      clock = new Date(START.getTime() + 31 * 60_000)
      await decide(app, items[0].id, { decision: 'decline' })
      await new Promise((r) => setTimeout(r, 100))
      expect(received).toHaveLength(1)
      const item = (await app.inject({ url: `/review/items/${items[0].id}`, headers: bearer(EDITOR) })).json().item
      expect(item.deliveries).toEqual([expect.objectContaining({ to: 'slack', state: 'expired' })])
      const page = await deskSignIn(app)
      expect((await app.inject({ url: '/desk', headers: { cookie: page.cookie } })).body).toContain(
        'could not deliver to slack: expired',
      )
    })
  })
})

describe('the queue in /metrics, and across a restart', () => {
  it('reports the queue depth by status and the age of the oldest pending item', async () => {
    const { app } = await makeApp()
    await askAs(app, CHAT)
    clock = new Date(START.getTime() + 90_000)
    const metrics = (await app.inject('/metrics')).body
    expect(metrics).toContain('review_items{status="pending"} 1')
    expect(metrics).toContain('review_items{status="approved"} 0')
    expect(metrics).toContain('review_oldest_pending_age_seconds 90')
  })

  it('keeps pending items when the service restarts', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'review-')), 'review.sqlite')
    const first = await makeApp({ REVIEW_DB_PATH: path })
    const { review } = (await askAs(first.app, CHAT)).json()
    await first.app.close()
    const second = await makeApp({ REVIEW_DB_PATH: path })
    expect((await second.app.inject({ url: review.url, headers: bearer(CHAT) })).json().status).toBe('pending')
    const store = openSqliteReviewStore(path)
    expect((await store.stats()).byStatus.pending).toBe(1)
    await store.close()
  })
})

/** Signs in at the desk page and returns the session cookie and the CSRF token of its forms. */
async function deskSignIn(target: FastifyInstance, key = EDITOR) {
  const signIn = await target.inject({
    method: 'POST',
    url: '/desk/sign-in',
    payload: new URLSearchParams({ key }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(signIn.statusCode).toBe(303)
  const setCookie = String(signIn.headers['set-cookie'])
  const cookie = setCookie.split(';')[0]!
  const queue = await target.inject({ url: '/desk', headers: { cookie } })
  const csrf = /name="csrf" value="([^"]+)"/.exec(queue.body)![1]!
  return { cookie, csrf, setCookie }
}

describe("the item page's table of tool results", () => {
  const toolbox = createToolbox(testStore())
  const calls: [string, object][] = [
    ['get_values', { country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2023, end_year: 2024 }],
    ['get_change', { country_code: 'CAN', indicator_code: 'SP.POP.TOTL', from_year: 2010, to_year: 2020 }],
    [
      'compare_countries',
      { country_code: 'CAN', other_country_code: 'USA', indicator_code: 'SP.POP.TOTL', year: 2020 },
    ],
    ['rank_countries', { indicator_code: 'SP.POP.TOTL', year: 2020 }],
  ]
  const item: ReviewItem = {
    id: 'rv_table',
    created_at: START.toISOString(),
    channel: 'api',
    caller: 'newsroom-chat',
    question: QUESTION,
    draft: 'Canada had 50 million people in 2024.',
    problems: [],
    citations: [],
    trace: calls.map(([name, args], i) => ({
      type: 'tool' as const,
      tool_call: i + 1,
      by: 'model' as const,
      name,
      arguments: JSON.stringify(args),
      outcome: 'ok' as const,
      code: null,
      result: resultText(toolbox.run(name, args)),
      cut: false,
      ms: 0,
    })),
    source: null,
    provider: 'replay',
    model: 'constructed-by-test',
    design: 'tools',
    ...undecided(),
  }
  const store = testStore()
  const names = { country: (c: string) => store.country(c)?.name, indicator: (c: string) => store.indicator(c)?.name }
  const page = itemPage({ editor: 'amelie', csrf: 'token', names }, item, START).markup
  const grouped = (value: number) => new Intl.NumberFormat('en-US', { maximumFractionDigits: 20 }).format(value)
  const [canada, usa, population] = [names.country('CAN')!, names.country('USA')!, names.indicator('SP.POP.TOTL')!]

  it('says what each tool was asked for in words, with the arguments as sent as a detail, and years as years', () => {
    expect([canada, usa, population]).toEqual(['Canada', 'United States', 'Population, total'])
    expect(page).toContain(
      `${canada} · ${population} · 2023 to 2024 <code class="detail">country_code=CAN indicator_code=SP.POP.TOTL ` +
        'start_year=2023 end_year=2024</code>',
    )
    expect(page).toContain(`${canada} · ${population} · 2010 to 2020 <code class="detail">`)
    expect(page).toContain(`${canada} and ${usa} · ${population} · 2020 <code class="detail">`)
    expect(page).toContain(`<td>${population} · 2020 <code class="detail">indicator_code=SP.POP.TOTL year=2020</code>`)
    expect(page).not.toMatch(/\b2,0[0-2]\d\b/)
    expect(page).not.toContain('CAN · SP.POP.TOTL')
  })

  it('shows every value with all its digits, grouped, beside its year, rank or country (by name)', () => {
    expect(page).toContain(`2024: ${grouped(ref('CAN', 'SP.POP.TOTL', 2024)!)}`)
    expect(page).toContain(`2010 ${grouped(ref('CAN', 'SP.POP.TOTL', 2010)!)}`)
    expect(page).toContain(`${usa} ${grouped(ref('USA', 'SP.POP.TOTL', 2020)!)}`)
    expect(page).toContain(`<span class="key">year</span> 2020`)
    const ranking = COUNTRIES.map((code) => [code, ref(code, 'SP.POP.TOTL', 2020)!] as const).sort(
      (a, b) => b[1] - a[1],
    )
    ranking.forEach(([code, value], i) => expect(page).toContain(`${i + 1} ${names.country(code)!} ${grouped(value)}`))
  })
})

describe('the desk page', () => {
  const form = (fields: Record<string, string>) => new URLSearchParams(fields).toString()
  const formHeaders = (cookie: string, extra: Record<string, string> = {}) => ({
    cookie,
    'content-type': 'application/x-www-form-urlencoded',
    ...extra,
  })
  /** A form posted from the desk page with the session's cookie. */
  const post = (target: FastifyInstance, url: string, fields: Record<string, string>, cookie: string) =>
    target.inject({ method: 'POST', url, payload: form(fields), headers: formHeaders(cookie) })

  it('signs in with a desk key only, into a Secure HttpOnly SameSite=Strict cookie, under a strict CSP', async () => {
    const { app } = await makeApp()
    const page = await app.inject('/desk')
    expect(page.body).toContain('Sign in to the data desk')
    expect(page.headers['content-security-policy']).toContain("default-src 'none'; style-src 'self'")
    const notDesk = await app.inject({
      method: 'POST',
      url: '/desk/sign-in',
      payload: form({ key: CHAT }),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect(notDesk.statusCode).toBe(401)
    const { setCookie } = await deskSignIn(app)
    expect(setCookie).toMatch(/^desk_session=[\w-]+; Max-Age=43200; Path=\/desk; HttpOnly; Secure; SameSite=Strict$/)
  })

  it('leaves the cookie without Secure only when DESK_COOKIE_SECURE=false (plain-HTTP local use, as npm start)', async () => {
    const { app } = await makeApp({ DESK_COOKIE_SECURE: 'false' })
    const { setCookie } = await deskSignIn(app)
    expect(setCookie).toMatch(/^desk_session=[\w-]+; Max-Age=43200; Path=\/desk; HttpOnly; SameSite=Strict$/)
    const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { scripts: Record<string, string> }
    expect(pkg.scripts.start).toMatch(/\bDESK_COOKIE_SECURE=false\b/)
  })

  it('refuses a sign-in from another origin, Origin: null included, with the right key, and says why', async () => {
    const { app } = await makeApp()
    const signInFrom = (headers: Record<string, string>) =>
      app.inject({
        method: 'POST',
        url: '/desk/sign-in',
        payload: form({ key: EDITOR }),
        headers: { 'content-type': 'application/x-www-form-urlencoded', host: 'desk.example', ...headers },
      })
    const refusals: [Record<string, string>, RegExp][] = [
      [{ origin: 'null' }, /Origin: null/],
      [{ origin: 'null', 'sec-fetch-site': 'same-origin' }, /Origin: null/],
      [{ origin: 'null', 'sec-fetch-site': 'cross-site' }, /another site/],
      [{ origin: 'https://evil.example' }, /another site \(https:\/\/evil\.example\)/],
      [{ 'sec-fetch-site': 'cross-site' }, /another site \(Sec-Fetch-Site: cross-site\)/],
      [{ origin: 'not a url' }, /not a web address/],
    ]
    for (const [headers, why] of refusals) {
      const refused = await signInFrom(headers)
      expect(refused.statusCode, JSON.stringify(headers)).toBe(403)
      expect(refused.headers['set-cookie']).toBeUndefined()
      expect(refused.body).toMatch(/Sign-in refused: /)
      expect(refused.body).toMatch(why)
      expect(refused.body).not.toContain('not a desk key')
    }
    // From the desk's own page (same origin, or a program that sends no Origin) the same key signs in.
    expect((await signInFrom({ origin: 'http://desk.example', 'sec-fetch-site': 'same-origin' })).statusCode).toBe(303)
    expect((await signInFrom({})).statusCode).toBe(303)
  })

  it('shows a question with <script> as text, and refuses a form without the CSRF token or from another site', async () => {
    const { app } = await makeApp()
    const question = '<script>alert("x")</script> How many people lived in Canada in 2024?'
    const { review } = (await askAs(app, CHAT, question)).json()
    const { cookie, csrf } = await deskSignIn(app)
    const queue = await app.inject({ url: '/desk', headers: { cookie } })
    expect(queue.body).not.toContain('<script>')
    expect(queue.body).toContain('&lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt;')
    // The queue says what is wrong in plain words, its code only as a detail.
    expect(queue.body).toContain(
      '<li>This figure is not in the data the application read for this question. <code class="detail">' +
        'unsupported_number</code></li>',
    )
    const item = await app.inject({ url: `/desk/items/${review.id}`, headers: { cookie } })
    expect(item.body).toContain(
      '<mark title="This figure is not in the data the application read for this question.">50 million</mark>',
    )
    expect(item.body).toContain('<td>Canada · Population, total · 2024 <code class="detail">country_code=CAN')
    const url = `/desk/items/${review.id}/decision`
    const noToken = await post(app, url, { decision: 'decline' }, cookie)
    expect(noToken.statusCode).toBe(403)
    const crossSite = await app.inject({
      method: 'POST',
      url,
      payload: form({ decision: 'decline', csrf }),
      headers: formHeaders(cookie, { origin: 'https://evil.example' }),
    })
    expect(crossSite.statusCode).toBe(403)
    const hiddenOrigin = await app.inject({
      method: 'POST',
      url,
      payload: form({ decision: 'decline', csrf }),
      headers: formHeaders(cookie, { origin: 'null' }),
    })
    expect(hiddenOrigin.statusCode).toBe(403)
    expect(hiddenOrigin.body).toMatch(/Origin: null/)
    const ok = await post(app, url, { decision: 'decline', csrf }, cookie)
    expect(ok.statusCode).toBe(303)
    expect(ok.headers.location).toBe(`/desk?done=${review.id}`)
  })

  it('asks for confirmation when a correction cannot be traced, then publishes it with the editor named', async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    const { cookie, csrf } = await deskSignIn(app)
    const url = `/desk/items/${review.id}/decision`
    const text = 'About 41 million people lived in Canada in 2024, 2 million more than in 2020.'
    const unverified = await post(app, url, { decision: 'correct', text, csrf }, cookie)
    expect(unverified.statusCode).toBe(422)
    expect(unverified.body).toContain('I checked these figures myself')
    const confirmed = await post(app, url, { decision: 'correct', text, confirm: 'yes', csrf }, cookie)
    expect(confirmed.statusCode).toBe(303)
    expect((await app.inject({ url: review.url, headers: bearer(CHAT) })).json().answer).toContain(
      'Figures checked by amelie of the data desk',
    )
  })

  it('keeps what the editor typed: a correction too long comes back with its length, a decision on an item decided meanwhile says so', async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    const { cookie, csrf } = await deskSignIn(app)
    const url = `/desk/items/${review.id}/decision`
    const page = await app.inject({ url: `/desk/items/${review.id}`, headers: { cookie } })
    expect(page.body).toContain('maxlength="2000"')
    const long = `${'In 2024, Canada had many people. '.repeat(70)}`
    const tooLong = await post(app, url, { decision: 'correct', text: long, csrf }, cookie)
    expect(tooLong.statusCode).toBe(400)
    expect(tooLong.body).toContain(`The correction is ${long.length} characters long; at most 2000 are taken.`)
    expect(tooLong.body).toContain(long.trim())
    // Another editor declines it through the API; this editor's correction comes back with the reason and the text.
    expect((await decide(app, review.id, { decision: 'decline' }, EDITOR_2)).statusCode).toBe(200)
    const text = `In 2024, ${POPULATION.toLocaleString('en-US')} people lived in Canada.`
    const late = await post(app, url, { decision: 'correct', text, csrf }, cookie)
    expect(late.statusCode).toBe(409)
    expect(late.body).toContain('Your decision was not taken. This item was already declined by bruno')
    expect(late.body).toContain(text)
  })

  it("approves a draft gate 2 refused only with the editor's tick, then names the editor", async () => {
    const { app } = await makeApp()
    const { review } = (await askAs(app, CHAT)).json()
    const { cookie, csrf } = await deskSignIn(app)
    const url = `/desk/items/${review.id}/decision`
    const page = (await app.inject({ url: `/desk/items/${review.id}`, headers: { cookie } })).body
    expect(page).toMatch(/<input type="checkbox" name="confirm" value="yes"\s*\/> I checked the draft's/)
    const unticked = await post(app, url, { decision: 'approve', csrf }, cookie)
    expect(unticked.statusCode).toBe(422)
    expect(unticked.body).toContain("Not published: the application cannot trace the draft's figures")
    expect((await app.inject({ url: review.url, headers: bearer(CHAT) })).json().status).toBe('pending')
    const ticked = await post(app, url, { decision: 'approve', confirm: 'yes', csrf }, cookie)
    expect(ticked.statusCode).toBe(303)
    expect((await app.inject({ url: review.url, headers: bearer(CHAT) })).json()).toMatchObject({
      status: 'approved',
      checked_by: 'editor',
      answer:
        'Canada had 50 million people in 2024. (Figures checked by amelie of the data desk, not by the application.)',
    })
    const { decisions } = (await app.inject({ url: `/review/items/${review.id}`, headers: bearer(EDITOR) })).json()
    expect(decisions).toEqual([expect.objectContaining({ editor: 'amelie', confirmed: true, via: 'desk' })])
  })

  it('wrong keys from one address (a proxy without TRUST_PROXY) get 429 past the limit, and never lock out an editor', async () => {
    // Before: the sign-in shared its address's rate limit, so 40 wrong keys locked every editor out.
    const { app, logs } = await makeApp({ RATE_LIMIT_MAX: '40', AUTH_FAILURE_LIMIT: '20' })
    const signIn = (key: string, remoteAddress = '10.9.8.7') =>
      app.inject({
        method: 'POST',
        url: '/desk/sign-in',
        payload: form({ key }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress,
      })
    const statuses = []
    for (let i = 0; i < 40; i += 1) statuses.push((await signIn(`sa_guess-${i}`)).statusCode)
    expect(statuses).toEqual([...Array(20).fill(401), ...Array(20).fill(429)])
    const locked = await signIn('sa_guess-again')
    expect(locked.headers['retry-after']).toBeDefined()
    expect(locked.body).toContain('Too many wrong keys from this address')
    expect(logs.audits().at(-1)).toMatchObject({
      decision: 'deny',
      reason: 'desk sign-in refused: too many wrong keys with this address',
    })
    const editor = await signIn(EDITOR)
    expect(editor.statusCode).toBe(303)
    expect(editor.headers['set-cookie']).toMatch(/^desk_session=/)
  })

  it('a wrong key is locked on its own too: five tries from anywhere, then 429', async () => {
    const { app } = await makeApp()
    const statuses = []
    for (let i = 1; i <= 6; i += 1) {
      const response = await app.inject({
        method: 'POST',
        url: '/desk/sign-in',
        // A key of the newsroom's chat: a real key, but not a desk key.
        payload: form({ key: CHAT }),
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        remoteAddress: `10.1.1.${i}`,
      })
      statuses.push(response.statusCode)
    }
    expect(statuses).toEqual([401, 401, 401, 401, 401, 429])
  })

  it('signs out: the cookie no longer opens the desk', async () => {
    const { app } = await makeApp()
    const { cookie, csrf } = await deskSignIn(app)
    const out = await app.inject({
      method: 'POST',
      url: '/desk/sign-out',
      payload: form({ csrf }),
      headers: formHeaders(cookie),
    })
    expect(out.statusCode).toBe(303)
    expect((await app.inject({ url: '/desk', headers: { cookie } })).body).toContain('Sign in to the data desk')
  })
})

describe("the item page's readings", () => {
  it('shows the rules’ reading and the model’s side by side, with why a reading was refused', () => {
    const question = "How did Canada's population change between 2010 and 2020?"
    const rules = readingJson(readQuestion(question, testStore().years))
    const model = { ...rules, parts: rules.parts.map((p) => ({ ...p, shape: 'value' as const, flags: [] })) }
    const item: ReviewItem = {
      id: 'rv_readings',
      created_at: START.toISOString(),
      channel: 'api',
      caller: 'newsroom-chat',
      question,
      draft: 'A draft.',
      problems: [{ code: 'readings_disagree', detail: 'the model and the rules read the question differently' }],
      citations: [],
      trace: [
        { type: 'reading', by: 'rules', reading: rules, problems: [] },
        {
          type: 'reading',
          by: 'model',
          reading: model,
          problems: [{ code: 'reading_dropped', detail: '2015 is named but not read' }],
        },
      ],
      source: null,
      provider: 'openai',
      model: 'm',
      design: 'auto',
      ...undecided(),
    }
    const page = itemPage({ editor: 'amelie', csrf: 'token' }, item, START).markup
    expect(page).toContain('How the question was read')
    expect(page).toContain('<th scope="col">The rules</th>')
    expect(page).toContain('<th scope="col">The model</th>')
    expect(page).toContain('<li>change · CAN · population · 2010-2020 · span</li>')
    expect(page).toContain('<li>value · CAN · population · 2010, 2020</li>')
    expect(page).toContain('refused: 2015 is named but not read')
    expect(page).toContain(plainWords('readings_disagree').replaceAll("'", '&#39;'))
  })
})
