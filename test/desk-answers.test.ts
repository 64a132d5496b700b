// Issue 37's open items for the desk's answers: a French question's Slack reply is French throughout, the reasons an
// answer went to the desk included; a corrected answer carries its "Read as" line wherever it is published; the desk
// retires a published answer, so that the same question is no longer answered with it. The drafts are constructed by
// test code (rejectingProvider), not a model's.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { addCaller, loadCallers } from '../src/auth/keys.js'
import { createAskService } from '../src/ask/service.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { PROBLEM_CODES } from '../src/problem.js'
import { plainWords } from '../src/desk/words.js'
import { readAs } from '../src/reading/read-as.js'
import { readQuestion } from '../src/reading/rules.js'
import { createDesk } from '../src/review/desk.js'
import { openSqliteReviewStore } from '../src/review/sqlite-store.js'
import {
  captureLogs,
  plannerService,
  refText,
  rejectingProvider,
  signedSlackRequest,
  testConfig,
  testStore,
  bearer,
  postAsk as ask,
  waitFor,
} from './helpers.js'

const SECRET = 'test-signing-secret'
const NOW = 1_700_000_000_000
const keysFile = join(mkdtempSync(join(tmpdir(), 'desk-answers-keys-')), 'keys.json')
const ANNA = addCaller(keysFile, 'anna', ['ask'])
const BEN = addCaller(keysFile, 'ben', ['ask'])
const EDITOR = addCaller(keysFile, 'amelie', ['review'])

let app: FastifyInstance | undefined
afterEach(async () => {
  await app?.close()
  app = undefined
})

/** Every question answered by rejectingProvider (a wrong figure: the desk gets it); Slack's posts captured. */
async function makeApp(posted: { text: string; blocks?: object[] }[] = []) {
  const config = testConfig({
    ALLOW_ANONYMOUS: 'false',
    API_KEYS_FILE: keysFile,
    PROVIDER: 'replay',
    DESIGN: 'tools',
    SLACK_SIGNING_SECRET: SECRET,
  })
  const store = testStore()
  app = await buildApp({
    config,
    store,
    callers: loadCallers({ keysFile }),
    logger: captureLogs().logger,
    askService: createAskService({
      config,
      store,
      toolbox: createToolbox(store),
      providers: { replay: rejectingProvider },
    }),
    slack: {
      now: () => NOW,
      post: async (_url, message) => {
        posted.push(message as { text: string; blocks?: object[] })
        return { delivered: true, attempts: 1, status: 200, error: null }
      },
    },
  })
  await app.ready()
  return app
}

describe("a French question's Slack reply is in French, its reasons included", () => {
  it('every problem has its French words, none of them the English ones', () => {
    for (const code of PROBLEM_CODES) {
      expect(plainWords(code, 'fr'), code).toBeTruthy()
      expect(plainWords(code, 'fr'), code).not.toBe(plainWords(code, 'en'))
    }
  })

  it('through the Slack route: sent to the desk, with why, in French; the English question in English', async () => {
    const posted: { text: string; blocks?: object[] }[] = []
    const app = await makeApp(posted)
    const french = "Combien d'habitants au Canada en 2024 ?"
    const reply = await app.inject(
      signedSlackRequest(SECRET, String(NOW / 1000), {
        text: french,
        response_url: 'https://hooks.slack.com/commands/T1/1/x',
      }),
    )
    expect(reply.statusCode).toBe(200)
    await waitFor(() => posted.length === 1)
    const message = JSON.stringify(posted[0])
    expect(posted[0]!.text).toContain('transmise au service données')
    expect(posted[0]!.text).toContain('Motif :')
    // The reason in French, its code kept for the desk; no English sentence of the desk's words.
    const codes = PROBLEM_CODES.filter((code) => message.includes(`(${code})`))
    expect(codes.length).toBeGreaterThan(0)
    for (const code of codes) {
      expect(message).toContain(plainWords(code, 'fr'))
      expect(message).not.toContain(plainWords(code, 'en'))
    }
    expect(message).not.toContain('(en anglais)')

    const english = 'How many people lived in Canada in 2024?'
    await app.inject(
      signedSlackRequest(SECRET, String(NOW / 1000 + 1), {
        text: english,
        response_url: 'https://hooks.slack.com/commands/T1/1/y',
        user_id: 'U2',
      }),
    )
    await waitFor(() => posted.length === 2)
    for (const code of codes) expect(posted[1]!.text).toContain(plainWords(code, 'en'))
  })
})

/** Signs in at the desk page: the session cookie and the CSRF token of its forms. */
async function deskSignIn(target: FastifyInstance) {
  const signIn = await target.inject({
    method: 'POST',
    url: '/desk/sign-in',
    payload: new URLSearchParams({ key: EDITOR }).toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
  })
  expect(signIn.statusCode).toBe(303)
  const cookie = String(signIn.headers['set-cookie']).split(';')[0]!
  const queue = await target.inject({ url: '/desk', headers: { cookie } })
  return { cookie, csrf: /name="csrf" value="([^"]+)"/.exec(queue.body)![1]! }
}
const QUESTION = 'How many people lived in Canada in 2024?'
const correction = () => `In 2024, Canada had ${refText('CAN', 'SP.POP.TOTL', 2024)} people.`
/** Asked by ANNA, rejected, corrected by the desk through its API: the item's id. */
async function corrected(target: FastifyInstance, question = QUESTION, text = correction()) {
  const first = (await ask(target, ANNA, question)).json()
  expect(first).toMatchObject({ status: 'rejected', review: { status: 'pending' } })
  const decided = await target.inject({
    method: 'POST',
    url: `/review/items/${first.review.id}/decision`,
    headers: bearer(EDITOR),
    payload: { decision: 'correct', text },
  })
  expect(decided.statusCode).toBe(200)
  return first.review.id as string
}

describe('a corrected answer carries its "Read as" line, as a valid answer does', () => {
  it('at GET /answers/:id, to a later asker (JSON, text and Slack), and on the desk beside what the asker gets', async () => {
    const posted: { text: string; blocks?: object[] }[] = []
    const app = await makeApp(posted)
    const id = await corrected(app)
    const readAsLine = readAs(readQuestion(QUESTION, testStore().years))!
    expect(readAsLine).toMatch(/^Read as: /)
    const view = (await app.inject({ url: `/answers/${id}`, headers: bearer(ANNA) })).json()
    expect(view).toMatchObject({ status: 'corrected', answer: correction(), read_as: readAsLine })
    expect((await ask(app, BEN, QUESTION)).json().review).toMatchObject({ answer: correction(), read_as: readAsLine })
    const plain = (await ask(app, BEN, QUESTION, 'text/plain')).body.trimEnd().split('\n')
    expect(plain[0]).toContain(correction())
    expect(plain[1]).toBe(readAsLine)
    // Slack: the same question asked there gets the desk's answer at once, the read-as line beside it.
    await app.inject(
      signedSlackRequest(SECRET, String(NOW / 1000), {
        text: QUESTION,
        response_url: 'https://hooks.slack.com/commands/T1/1/x',
      }),
    )
    await waitFor(() => posted.length === 1)
    expect(posted[0]!.text).toContain(`${correction()}\n${readAsLine}\n`)
    // The desk's page: "What the asker gets", then how the question was read.
    const { cookie } = await deskSignIn(app)
    const page = (await app.inject({ url: `/desk/items/${id}`, headers: { cookie } })).body
    const gets = page.indexOf('What the asker gets')
    expect(gets).toBeGreaterThan(0)
    expect(page.indexOf('read-as', gets)).toBeGreaterThan(gets)
    expect(page.slice(gets)).toContain(readAsLine.replaceAll("'", '&#39;'))
  })
})

describe('the "Read as" line beside the desk\'s answer is never a reading the checks refuted', () => {
  it("a draft composed from a reading found not to be what the question asks: the rules' reading stands instead", async () => {
    const store = openSqliteReviewStore(':memory:')
    const desk = createDesk({ store, data: testStore() })
    try {
      const outcome = await plannerService({ providers: { planner: rejectingProvider } }).ask({ question: QUESTION })
      const rules = readAs(readQuestion(QUESTION, testStore().years))!
      const origin = { channel: 'api' as const, caller: 'anna', question: QUESTION }
      // Not refuted: the outcome's own line.
      const kept = await desk.submit(outcome, origin)
      expect((await desk.item(kept.id))!.read_as).toBe(outcome.read_as)
      await desk.decide(kept.id, { decision: 'decline' }, 'amelie')
      for (const code of ['readings_disagree', 'second_look_differs', 'reading_relation_turned'] as const) {
        const refuted = await desk.submit(
          {
            ...outcome,
            draft: `Another draft (${code}).`,
            read_as: 'Read as: the population of Japan in 2024.',
            problems: [...outcome.problems, { code, detail: 'the model read another question' }],
          },
          origin,
        )
        const item = (await desk.item(refuted.id))!
        expect(item.read_as, code).toBe(rules)
        await desk.decide(refuted.id, { decision: 'decline' }, 'amelie')
      }
    } finally {
      await store.close()
    }
  })
})

describe('the desk retires a published answer', () => {
  it('POST /review/items/:id/retire: the question is no longer answered with it; its askers read it was withdrawn', async () => {
    const app = await makeApp()
    const id = await corrected(app)
    expect((await ask(app, BEN, QUESTION)).json().review).toMatchObject({ id, answer: correction() })
    const retired = await app.inject({ method: 'POST', url: `/review/items/${id}/retire`, headers: bearer(EDITOR) })
    expect(retired.statusCode).toBe(200)
    expect(retired.json().item).toMatchObject({ id, status: 'corrected', retired_by: 'amelie' })
    expect(retired.json().item.retired_at).toEqual(expect.any(String))
    // The audit table keeps the withdrawal after the correction: who, when, from where, and what was withdrawn.
    const { decisions } = (await app.inject({ url: `/review/items/${id}`, headers: bearer(EDITOR) })).json()
    expect(decisions).toEqual([
      expect.objectContaining({ item_id: id, action: 'correct', status: 'corrected', editor: 'amelie', via: 'api' }),
      {
        item_id: id,
        at: retired.json().item.retired_at,
        editor: 'amelie',
        action: 'retire',
        status: 'corrected',
        checked_by: 'application',
        confirmed: false,
        via: 'api',
      },
    ])
    // Asked again: not the withdrawn answer, a new item for the desk.
    const again = (await ask(app, BEN, QUESTION)).json()
    expect(again.review).toMatchObject({ status: 'pending' })
    expect(again.review.id).not.toBe(id)
    expect(again.review.answer).toBeUndefined()
    // Its askers (the first, and the one given it at once) read that it was withdrawn, with no figure.
    for (const key of [ANNA, BEN]) {
      const view = (await app.inject({ url: `/answers/${id}`, headers: bearer(key) })).json()
      expect(view).toMatchObject({ id, checked_by: null, source: null, retired_at: expect.any(String) })
      expect(view.answer).toMatch(/withdrawn/)
      expect(view.answer).not.toContain(refText('CAN', 'SP.POP.TOTL', 2024))
    }
    // Twice: 409, named.
    const twice = await app.inject({ method: 'POST', url: `/review/items/${id}/retire`, headers: bearer(EDITOR) })
    expect(twice.statusCode).toBe(409)
    expect(twice.json()).toMatchObject({ ok: false, code: 'already_retired', error: expect.stringContaining('amelie') })
  })

  it('refuses with a JSON 4xx naming the problem, never a 500', async () => {
    const app = await makeApp()
    const pending = (await ask(app, ANNA, QUESTION)).json().review.id as string
    const post = (url: string, headers: Record<string, string> = bearer(EDITOR), payload?: object) =>
      app.inject({ method: 'POST', url, headers, ...(payload ? { payload } : {}) })
    const cases: [string, Awaited<ReturnType<typeof post>>, number, string][] = [
      ['pending', await post(`/review/items/${pending}/retire`), 409, 'not_published'],
      ['unknown', await post('/review/items/rv_aaaaaaaaaaaa/retire'), 404, 'not_found'],
      ['bad id', await post('/review/items/nonsense/retire'), 400, 'invalid_request'],
      ['no key', await post(`/review/items/${pending}/retire`, {}), 401, 'unauthorized'],
      ['asker key', await post(`/review/items/${pending}/retire`, bearer(ANNA)), 403, 'forbidden'],
      ['a body', await post(`/review/items/${pending}/retire`, bearer(EDITOR), { why: 'x' }), 409, 'not_published'],
    ]
    for (const [what, response, status, code] of cases) {
      expect(response.statusCode, what).toBe(status)
      expect(response.json(), what).toMatchObject({ ok: false, code })
    }
    // A declined item is no published answer either.
    await post(`/review/items/${pending}/decision`, bearer(EDITOR), { decision: 'decline' })
    const declined = await post(`/review/items/${pending}/retire`)
    expect(declined.statusCode).toBe(409)
    expect(declined.json().code).toBe('not_published')
  })

  it("the desk page's button retires it (signed in, with the form's CSRF token) and the item says so", async () => {
    const app = await makeApp()
    const id = await corrected(app)
    const { cookie, csrf } = await deskSignIn(app)
    const before = (await app.inject({ url: `/desk/items/${id}`, headers: { cookie } })).body
    expect(before).toContain(`action="/desk/items/${id}/retire"`)
    const form = (fields: Record<string, string>) => ({
      method: 'POST' as const,
      url: `/desk/items/${id}/retire`,
      payload: new URLSearchParams(fields).toString(),
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
    })
    expect((await app.inject(form({ csrf: 'forged' }))).statusCode).toBe(403)
    expect((await ask(app, BEN, QUESTION)).json().review).toMatchObject({ id })
    const done = await app.inject(form({ csrf }))
    expect(done.statusCode).toBe(303)
    expect(done.headers.location).toBe(`/desk/items/${id}`)
    const after = (await app.inject({ url: `/desk/items/${id}`, headers: { cookie } })).body
    expect(after).toContain('Withdrawn by <strong>amelie</strong>')
    // The item's audit shows the withdrawal like the decision before it, each with who and from where.
    const audit = after.slice(after.indexOf('<h2>Audit</h2>'))
    expect(audit).toMatch(/<strong>amelie<\/strong> corrected\s*<span class="muted">\(via api\)<\/span>/)
    expect(audit).toMatch(/<strong>amelie<\/strong> withdrew the corrected answer\s*<span class="muted">\(via desk\)/)
    expect(audit.indexOf(' corrected')).toBeLessThan(audit.indexOf('withdrew'))
    expect(after).not.toContain(`action="/desk/items/${id}/retire"`)
    expect((await ask(app, BEN, QUESTION)).json().review.id).not.toBe(id)
    // Again: the item, saying why, with 409.
    const again = await app.inject(form({ csrf }))
    expect(again.statusCode).toBe(409)
    expect(again.body).toContain('already withdrawn')
  })
})
