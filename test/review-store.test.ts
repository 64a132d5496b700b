// The review store's contract, run against both backends: SQLite (a temporary file) and PostgreSQL (a throwaway
// cluster on loopback, see postgres.ts). Then several replicas on one PostgreSQL: an item created by one is decided on
// another, and two editors deciding the same item at once get one success and one 409.
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import Database from 'better-sqlite3'
import pg from 'pg'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { addCaller } from '../src/auth/keys.js'
import type { NewReviewItem } from '../src/review/item.js'
import { openPostgresReviewStore } from '../src/review/postgres-store.js'
import { openSqliteReviewStore, SQLITE_MIGRATIONS } from '../src/review/sqlite-store.js'
import type { ReviewStore } from '../src/review/store.js'
import { postgresAvailable, runPostgres, startPostgres, type Cluster } from './postgres.js'
import { rejectingApp } from './helpers.js'

let cluster: Cluster | undefined
beforeAll(async () => {
  if (runPostgres) cluster = await startPostgres()
}, 60_000)
afterAll(async () => {
  await cluster?.stop()
})

const NEW: NewReviewItem = {
  channel: 'api',
  caller: 'newsroom-chat',
  question: 'How many people lived in Canada in 2024?',
  draft: 'Canada had 50 million people in 2024.',
  problems: [{ code: 'unsupported_number', detail: '50 million', figure: { text: '50 million', start: 11, end: 21 } }],
  citations: [],
  trace: [{ type: 'stop', reason: 'test', detail: 'constructed by test code' }],
  source: 'Source: World Bank',
  provider: 'constructed',
  model: 'constructed-by-test',
  design: 'tools',
  response_url: null,
  response_url_expires_at: null,
}
const meta = (n: number, created_at = `2026-11-30T09:0${n}:00.000Z`) => ({
  id: `rv_test${String(n).padStart(8, '0')}`,
  dedupe_key: `key-${n}`,
  created_at,
})
const asker = {
  caller: 'x',
  channel: 'api' as const,
  asked_at: '2026-11-30T09:30:00.000Z',
  response_url: null,
  response_url_expires_at: null,
}
const decision = (editor: string, status: 'approved' | 'declined' = 'approved') => ({
  status,
  decided_by: editor,
  decided_at: '2026-11-30T10:00:00.000Z',
  final_text: 'text',
  checked_by: 'editor' as const,
  note: null,
  confirmed: status === 'approved',
  via: 'desk' as const,
})

/** A store, and a way to make its audit table refuse writes (to see that a decision is not taken without its row). */
interface Opened {
  store: ReviewStore
  breakAudit: () => Promise<void>
}
const backends: [string, () => Promise<Opened>][] = [
  [
    'SQLite',
    async () => {
      const path = join(mkdtempSync(join(tmpdir(), 'review-')), 'review.sqlite')
      return {
        store: openSqliteReviewStore(path),
        breakAudit: async () => {
          const db = new Database(path)
          db.exec('DROP TABLE decisions')
          db.close()
        },
      }
    },
  ],
  [
    'PostgreSQL',
    async () => {
      const url = await cluster!.newDatabase()
      return {
        store: await openPostgresReviewStore(url),
        breakAudit: async () => {
          const client = new pg.Client({ connectionString: url })
          await client.connect()
          await client.query('DROP TABLE review_decisions')
          await client.end()
        },
      }
    },
  ],
]

describe.each(backends)('the review store on %s', (name, openBackend) => {
  const skip = name === 'PostgreSQL' && !runPostgres
  const open = async () => (await openBackend()).store

  it.skipIf(skip)(
    'writes each decision to the audit table with the decision, and nothing for a refused one',
    async () => {
      const { store, breakAudit } = await openBackend()
      try {
        const { item } = await store.create(NEW, meta(1))
        const other = (await store.create({ ...NEW, question: 'Other' }, meta(2))).item
        expect(await store.decisions(item.id)).toEqual([])
        expect((await store.decide(item.id, decision('amelie'))).ok).toBe(true)
        expect(await store.decide(item.id, decision('bruno', 'declined'))).toEqual({
          ok: false,
          reason: 'already_decided',
        })
        expect(await store.decisions(item.id)).toEqual([
          {
            item_id: item.id,
            at: '2026-11-30T10:00:00.000Z',
            editor: 'amelie',
            action: 'approve',
            status: 'approved',
            checked_by: 'editor',
            confirmed: true,
            via: 'desk',
          },
        ])
        // One transaction: when the audit row cannot be written, the decision is not taken either, nor a withdrawal.
        await breakAudit()
        await expect(store.decide(other.id, decision('bruno', 'declined'))).rejects.toThrow()
        expect((await store.get(other.id))!.status).toBe('pending')
        expect((await store.get(item.id))!.status).toBe('approved')
        const retirement = { retired_at: '2026-11-30T13:00:00.000Z', retired_by: 'bruno', via: 'api' as const }
        await expect(store.retire(item.id, retirement)).rejects.toThrow()
        expect((await store.get(item.id))!.retired_at).toBeNull()
      } finally {
        await store.close()
      }
    },
  )

  it.skipIf(skip)('creates an item once per dedupe key, and lists the queue oldest first', async () => {
    const store = await open()
    try {
      const first = await store.create(NEW, meta(2))
      expect(first.created).toBe(true)
      expect(first.item).toMatchObject({ ...(NEW.problems[0] && { problems: NEW.problems }), status: 'pending' })
      expect(first.item).not.toHaveProperty('response_url')
      const retried = await store.create(NEW, { ...meta(3), dedupe_key: 'key-2' })
      expect(retried).toMatchObject({ created: false, item: { id: first.item.id } })
      await store.create({ ...NEW, question: 'Older' }, meta(1))
      expect((await store.list({ status: 'pending', limit: 10 })).map((i) => i.question)).toEqual([
        'Older',
        NEW.question,
      ])
      expect(await store.get('rv_missing0000')).toBeUndefined()
    } finally {
      await store.close()
    }
  })

  it.skipIf(skip)('decides an item once; two decisions at once: one wins', async () => {
    const store = await open()
    try {
      const { item } = await store.create(NEW, meta(1))
      const [a, b] = await Promise.all([
        store.decide(item.id, decision('amelie')),
        store.decide(item.id, decision('bruno', 'declined')),
      ])
      expect([a.ok, b.ok].filter(Boolean)).toHaveLength(1)
      expect([a, b].find((r) => !r.ok)).toEqual({ ok: false, reason: 'already_decided' })
      expect(await store.decide('rv_missing0000', decision('amelie'))).toEqual({ ok: false, reason: 'not_found' })
      const stats = await store.stats()
      expect(stats.byStatus.pending).toBe(0)
      expect(stats.byStatus.approved + stats.byStatus.declined).toBe(1)
    } finally {
      await store.close()
    }
  })

  it.skipIf(skip)(
    'one pending item per question: another asker joins it; the published answer is found by its key, and a later one retires it',
    async () => {
      const store = await open()
      try {
        const keyed = { ...NEW, reading_key: 'key-canada-2024' }
        const first = await store.create(keyed, meta(1))
        const second = await store.create({ ...keyed, caller: 'other-desk', draft: 'Another draft.' }, meta(2))
        expect(second).toMatchObject({ created: false, item: { id: first.item.id, askers: 2 } })
        // The same caller again, and the first asker again: not counted twice.
        await store.create({ ...keyed, caller: 'other-desk', draft: 'A third draft.' }, meta(3))
        expect(await store.join(first.item.id, { ...asker, caller: 'newsroom-chat' })).toBe(false)
        expect((await store.get(first.item.id))!.askers).toBe(2)
        expect((await store.askers(first.item.id, '2026-11-30T09:00:00.000Z')).map((a) => a.caller)).toEqual([
          'other-desk',
        ])
        expect((await store.list({ status: 'pending', limit: 10 })).map((i) => i.id)).toEqual([first.item.id])
        expect(await store.answered('key-canada-2024')).toBeUndefined()
        expect((await store.decide(first.item.id, decision('amelie'))).ok).toBe(true)
        expect((await store.answered('key-canada-2024'))!.id).toBe(first.item.id)
        // Decided: the next item of the key is a new row, and its later correction retires the first answer.
        const later = await store.create({ ...keyed, caller: 'third' }, meta(4))
        expect(later.created).toBe(true)
        expect(
          await store.decide(later.item.id, { ...decision('bruno'), decided_at: '2026-11-30T11:00:00.000Z' }),
        ).toMatchObject({ ok: true })
        expect((await store.answered('key-canada-2024'))!.id).toBe(later.item.id)
        // A decline is no answer: it leaves the published one as it is.
        const declined = await store.create({ ...keyed, caller: 'fourth' }, meta(5))
        await store.decide(declined.item.id, {
          ...decision('bruno', 'declined'),
          decided_at: '2026-11-30T12:00:00.000Z',
        })
        expect((await store.answered('key-canada-2024'))!.id).toBe(later.item.id)
        // Items without a key are never shared.
        const a = await store.create(NEW, meta(6))
        const b = await store.create({ ...NEW, caller: 'x' }, meta(7))
        expect(a.item.id).not.toBe(b.item.id)
      } finally {
        await store.close()
      }
    },
  )

  it.skipIf(skip)(
    'retires a published answer once, with who and when; a pending, declined or unknown item stays as it was',
    async () => {
      const store = await open()
      try {
        const keyed = { ...NEW, reading_key: 'key-japan-2020' }
        const { item } = await store.create(keyed, meta(1))
        const by = { retired_at: '2026-11-30T13:00:00.000Z', retired_by: 'amelie' }
        const retirement = { ...by, via: 'cli' as const }
        expect(await store.retire(item.id, retirement)).toEqual({ ok: false, reason: 'not_published' })
        await store.decide(item.id, decision('amelie'))
        expect((await store.answered('key-japan-2020'))!.id).toBe(item.id)
        expect(await store.retire(item.id, retirement)).toMatchObject({ ok: true, item: { id: item.id, ...by } })
        expect(await store.answered('key-japan-2020')).toBeUndefined()
        expect(await store.retire(item.id, { ...retirement, retired_by: 'bruno' })).toEqual({
          ok: false,
          reason: 'already_retired',
        })
        expect((await store.get(item.id))!).toMatchObject(by)
        // The audit table keeps the withdrawal after the decision: who, when, from where, and what was withdrawn (the
        // answer approved, as the editor vouched for it); the refused attempts leave no row.
        const approved = { item_id: item.id, status: 'approved', checked_by: 'editor' }
        expect(await store.decisions(item.id)).toEqual([
          {
            ...approved,
            at: '2026-11-30T10:00:00.000Z',
            editor: 'amelie',
            action: 'approve',
            confirmed: true,
            via: 'desk',
          },
          { ...approved, at: by.retired_at, editor: 'amelie', action: 'retire', confirmed: false, via: 'cli' },
        ])
        expect(await store.retire('rv_aaaaaaaaaaaa', retirement)).toEqual({ ok: false, reason: 'not_found' })
        const declined = await store.create({ ...NEW, caller: 'x' }, meta(2))
        await store.decide(declined.item.id, decision('bruno', 'declined'))
        expect(await store.retire(declined.item.id, retirement)).toEqual({ ok: false, reason: 'not_published' })
        expect((await store.decisions(declined.item.id)).map((d) => d.action)).toEqual(['decline'])
      } finally {
        await store.close()
      }
    },
  )

  it.skipIf(skip)('keeps deliveries, the queue stats, and a response_url only until it expires', async () => {
    const store = await open()
    try {
      const { item } = await store.create(
        {
          ...NEW,
          channel: 'slack',
          response_url: 'https://hooks.slack.com/x',
          response_url_expires_at: '2026-11-30T09:31:00.000Z',
        },
        meta(1),
      )
      expect(await store.responseUrl(item.id, '2026-11-30T09:30:00.000Z')).toBe('https://hooks.slack.com/x')
      expect(await store.responseUrl(item.id, '2026-11-30T09:31:00.000Z')).toBeNull()
      // Forgotten, not only hidden: an earlier clock does not bring it back.
      expect(await store.responseUrl(item.id, '2026-11-30T09:00:00.000Z')).toBeNull()
      await store.addDelivery(item.id, { to: 'slack', state: 'expired', detail: 'expired', at: '2026-11-30T10:00:00Z' })
      await store.addDelivery(item.id, { to: 'callback', state: 'delivered', detail: 'ok', at: '2026-11-30T10:00:01Z' })
      expect((await store.get(item.id))!.deliveries.map((d) => d.to)).toEqual(['slack', 'callback'])
      await store.create(NEW, meta(5))
      expect(await store.stats()).toEqual({
        byStatus: { pending: 2, approved: 0, corrected: 0, declined: 0 },
        oldestPending: '2026-11-30T09:01:00.000Z',
      })
    } finally {
      await store.close()
    }
  })

  it.skipIf(skip)('records a Slack signature once, until its window ends', async () => {
    const store = await open()
    try {
      const claim = (now: string) => store.claimSignature('sig-hash', now, '2026-11-30T09:10:00.000Z')
      expect(await claim('2026-11-30T09:00:00.000Z')).toBe(true)
      expect(await claim('2026-11-30T09:05:00.000Z')).toBe(false)
      // Once the window has ended the record is gone, so the same hash is new again (and its bytes too old to pass).
      expect(await store.claimSignature('sig-hash', '2026-11-30T09:10:00.000Z', '2026-11-30T09:20:00.000Z')).toBe(true)
      expect(await store.claimSignature('other', '2026-11-30T09:10:00.000Z', '2026-11-30T09:20:00.000Z')).toBe(true)
    } finally {
      await store.close()
    }
  })

  it.skipIf(skip)('keeps desk sessions until they expire', async () => {
    const store = await open()
    try {
      await store.createSession('hash-1', { editor: 'amelie', csrf: 'c', expires_at: '2099-01-01T00:00:00.000Z' })
      expect(await store.session('hash-1', '2026-11-30T00:00:00.000Z')).toEqual({
        editor: 'amelie',
        csrf: 'c',
        expires_at: '2099-01-01T00:00:00.000Z',
      })
      expect(await store.session('hash-1', '2099-01-01T00:00:00.000Z')).toBeUndefined()
      await store.deleteSession('hash-1')
      expect(await store.session('hash-1', '2026-11-30T00:00:00.000Z')).toBeUndefined()
    } finally {
      await store.close()
    }
  })
})

describe('SQLite migrations', () => {
  it('keeps the items of a store from before one answer per question readable, each with its one asker', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'review-')), 'review.sqlite')
    const db = new Database(path)
    for (const [v, sql] of SQLITE_MIGRATIONS.slice(0, 3).entries()) {
      db.exec(sql)
      db.pragma(`user_version = ${v + 1}`)
    }
    db.prepare(
      `INSERT INTO items (id, dedupe_key, created_at, channel, caller, question, draft, problems, citations, trace,
         source, provider, model, design, status, deliveries)
       VALUES ('rv_old000000000', 'old', '2026-11-01T00:00:00.000Z', 'api', 'newsroom-chat', 'Q?', 'D.', '[]', '[]',
         '[]', NULL, 'constructed', 'm', 'tools', 'pending', '[]')`,
    ).run()
    db.close()
    const store = openSqliteReviewStore(path)
    try {
      expect(await store.get('rv_old000000000')).toMatchObject({ question: 'Q?', askers: 1, read_as: null })
      expect(await store.askers('rv_old000000000', '2026-11-30T00:00:00.000Z')).toEqual([])
    } finally {
      await store.close()
    }
  })

  it('names the action of each audit row written before withdrawals were audited, by the status it gave', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'review-')), 'review.sqlite')
    const before = SQLITE_MIGRATIONS.length - 1
    const db = new Database(path)
    for (const [v, sql] of SQLITE_MIGRATIONS.slice(0, before).entries()) {
      db.exec(sql)
      db.pragma(`user_version = ${v + 1}`)
    }
    db.prepare(
      `INSERT INTO items (id, dedupe_key, created_at, channel, caller, question, draft, problems, citations, trace,
         source, provider, model, design, status, deliveries)
       VALUES ('rv_old000000000', 'old', '2026-11-01T00:00:00.000Z', 'api', 'newsroom-chat', 'Q?', 'D.', '[]', '[]',
         '[]', NULL, 'constructed', 'm', 'tools', 'declined', '[]')`,
    ).run()
    // (Three rows on one item, one per status, only to see each named: the table does not check their order.)
    const insert = db.prepare(
      `INSERT INTO decisions (item_id, at, editor, status, checked_by, confirmed, via)
       VALUES ('rv_old000000000', '2026-11-01T00:00:00.000Z', 'amelie', ?, NULL, 0, 'api')`,
    )
    for (const status of ['approved', 'corrected', 'declined']) insert.run(status)
    db.close()
    const store = openSqliteReviewStore(path)
    try {
      expect((await store.decisions('rv_old000000000')).map((d) => [d.status, d.action])).toEqual([
        ['approved', 'approve'],
        ['corrected', 'correct'],
        ['declined', 'decline'],
      ])
    } finally {
      await store.close()
    }
  })

  it('records the schema version, and refuses a store from a newer program', async () => {
    const path = join(mkdtempSync(join(tmpdir(), 'review-')), 'review.sqlite')
    await openSqliteReviewStore(path).close()
    const db = new Database(path)
    expect(db.pragma('user_version', { simple: true })).toBe(SQLITE_MIGRATIONS.length)
    expect(db.pragma('journal_mode', { simple: true })).toBe('wal')
    db.pragma(`user_version = ${SQLITE_MIGRATIONS.length + 1}`)
    db.close()
    expect(() => openSqliteReviewStore(path)).toThrow(/newer than this program knows/)
  })
})

describe.skipIf(!runPostgres)(
  `several replicas on one PostgreSQL${postgresAvailable ? '' : ' (skipped: PostgreSQL is not installed)'}`,
  () => {
    const keysFile = join(mkdtempSync(join(tmpdir(), 'replica-keys-')), 'keys.json')
    const CHAT = addCaller(keysFile, 'newsroom-chat', ['ask'])
    const AMELIE = addCaller(keysFile, 'amelie', ['review'])
    const BRUNO = addCaller(keysFile, 'bruno', ['review'])
    const bearer = (key: string) => ({ authorization: `Bearer ${key}` })

    async function replica(url: string): Promise<FastifyInstance> {
      const app = await rejectingApp({ ALLOW_ANONYMOUS: 'false', API_KEYS_FILE: keysFile, REVIEW_DATABASE_URL: url })
      await app.ready()
      return app
    }

    it('an item created on one replica is decided on another; two editors at once: one 200, one 409', async () => {
      const url = await cluster!.newDatabase()
      const [a, b] = await Promise.all([replica(url), replica(url)])
      try {
        const ask = (question: string) =>
          a.inject({ method: 'POST', url: '/ask', headers: bearer(CHAT), payload: { question } })
        const first = (await ask('How many people lived in Canada in 2024?')).json().review
        const queueOnB = (await b.inject({ url: '/review/items', headers: bearer(AMELIE) })).json()
        expect(queueOnB.items.map((i: { id: string }) => i.id)).toEqual([first.id])
        const decided = await b.inject({
          method: 'POST',
          url: `/review/items/${first.id}/decision`,
          headers: bearer(AMELIE),
          payload: { decision: 'decline' },
        })
        expect(decided.statusCode).toBe(200)
        expect((await a.inject({ url: first.url, headers: bearer(CHAT) })).json().status).toBe('declined')

        const second = (await ask('Population of Canada in 2024?')).json().review
        const race = await Promise.all(
          [
            [a, AMELIE],
            [b, BRUNO],
          ].map(([app, key]) =>
            (app as FastifyInstance).inject({
              method: 'POST',
              url: `/review/items/${second.id}/decision`,
              headers: bearer(key as string),
              payload: { decision: 'approve', confirm: true },
            }),
          ),
        )
        expect(race.map((r) => r.statusCode).sort()).toEqual([200, 409])
      } finally {
        await Promise.all([a.close(), b.close()])
      }
    })
  },
)
