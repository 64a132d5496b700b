// The review store in SQLite: the embedded default for one process. A writable file (WAL, so that the desk reads
// while a question writes), its schema version in PRAGMA user_version and migrations applied in order at open.
import Database from 'better-sqlite3'
import { mkdirSync } from 'node:fs'
import { dirname } from 'node:path'
import {
  ASKER_COLUMNS,
  askerOf,
  askerOfItem,
  AUDIT_COLUMNS,
  auditOf,
  emptyCounts,
  ITEM_COLUMNS,
  itemOf,
  ReviewStoreNewer,
  ReviewStoreUnavailable,
  rowValues,
  SUMMARY_COLUMNS,
  summaryOf,
  type AskerMethods,
  type DecisionMethods,
  type ItemMeta,
  type ItemMethods,
  type Retirement,
  type ReviewStore,
  type SessionMethods,
  notRetirable,
} from './store.js'
import { DECISION_OF_STATUS, type Asker, type DecisionRecord, type NewReviewItem, type ReviewStatus } from './item.js'

/** Each entry moves the schema one version up; a released entry never changes (add a new one). */
export const SQLITE_MIGRATIONS: string[] = [
  `CREATE TABLE items (
     id TEXT PRIMARY KEY,
     dedupe_key TEXT NOT NULL UNIQUE,
     created_at TEXT NOT NULL,
     channel TEXT NOT NULL,
     caller TEXT NOT NULL,
     question TEXT NOT NULL,
     draft TEXT,
     problems TEXT NOT NULL,
     citations TEXT NOT NULL,
     trace TEXT NOT NULL,
     source TEXT,
     provider TEXT NOT NULL,
     model TEXT NOT NULL,
     design TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('pending', 'approved', 'corrected', 'declined')),
     decided_by TEXT,
     decided_at TEXT,
     final_text TEXT,
     checked_by TEXT,
     note TEXT,
     deliveries TEXT NOT NULL,
     response_url TEXT,
     response_url_expires_at TEXT
   );
   CREATE INDEX items_by_status ON items (status, created_at);
   CREATE TABLE desk_sessions (
     token_sha256 TEXT PRIMARY KEY,
     editor TEXT NOT NULL,
     csrf TEXT NOT NULL,
     expires_at TEXT NOT NULL
   );`,
  // The audit table: one row per decision, written in the decision's transaction.
  `CREATE TABLE decisions (
     id INTEGER PRIMARY KEY AUTOINCREMENT,
     item_id TEXT NOT NULL REFERENCES items (id),
     at TEXT NOT NULL,
     editor TEXT NOT NULL,
     status TEXT NOT NULL CHECK (status IN ('approved', 'corrected', 'declined')),
     checked_by TEXT,
     confirmed INTEGER NOT NULL CHECK (confirmed IN (0, 1)),
     via TEXT NOT NULL
   );
   CREATE INDEX decisions_by_item ON decisions (item_id, id);`,
  `CREATE TABLE slack_signatures (
     signature_sha256 TEXT PRIMARY KEY,
     expires_at TEXT NOT NULL
   );
   CREATE INDEX slack_signatures_by_expiry ON slack_signatures (expires_at);
   CREATE TABLE store_probe (
     id INTEGER PRIMARY KEY CHECK (id = 1),
     at TEXT NOT NULL
   );`,
  // One answer per question (reading-key.ts): the question's key, at most one pending item per key, the other askers
  // who joined it, and when a later decision retired a published answer. Items stored before have no key: never
  // shared, read as they were (one asker).
  `ALTER TABLE items ADD COLUMN reading_key TEXT;
   ALTER TABLE items ADD COLUMN read_as TEXT;
   ALTER TABLE items ADD COLUMN askers INTEGER NOT NULL DEFAULT 1;
   ALTER TABLE items ADD COLUMN retired_at TEXT;
   CREATE UNIQUE INDEX items_one_pending_per_key ON items (reading_key) WHERE status = 'pending';
   CREATE INDEX items_by_key ON items (reading_key, decided_at);
   CREATE TABLE askers (
     item_id TEXT NOT NULL REFERENCES items (id),
     caller TEXT NOT NULL,
     channel TEXT NOT NULL,
     asked_at TEXT NOT NULL,
     response_url TEXT,
     response_url_expires_at TEXT,
     PRIMARY KEY (item_id, caller)
   );`,
  // The desk withdraws a published answer (POST /review/items/:id/retire): who did it.
  `ALTER TABLE items ADD COLUMN retired_by TEXT;`,
  // The audit table records withdrawals beside decisions: each row's action. A withdrawal's status is that of the
  // answer withdrawn (approved or corrected); the rows written before were all decisions, named by their status.
  `ALTER TABLE decisions ADD COLUMN action TEXT CHECK (action IN ('approve', 'correct', 'decline', 'retire'));
   UPDATE decisions SET action = CASE status WHEN 'approved' THEN 'approve' WHEN 'corrected' THEN 'correct'
     ELSE 'decline' END;`,
]

export function openSqliteReviewStore(path: string): ReviewStore {
  const db = openDatabase(path)
  const join = joinStatement(db)
  return {
    backend: 'sqlite',
    ...itemQueries(db, join),
    ...decisionQueries(db),
    ...askerQueries(db, join),
    ...sessionQueries(db),
    async close() {
      if (db.open) db.close()
    },
  }
}

/** The file opened for writing, tuned and migrated; a file that cannot be is ReviewStoreUnavailable, with the fix. */
function openDatabase(path: string): Database.Database {
  try {
    if (path !== ':memory:') mkdirSync(dirname(path), { recursive: true })
    const db = new Database(path)
    db.pragma('journal_mode = WAL')
    // The write-ahead log folded back into the file every 100 pages (400 KB) and cut back to nothing after: at SQLite's
    // defaults the log keeps its high-water mark (4 MB) for ever, about 20 KB an item for a store of a few hundred.
    db.pragma('wal_autocheckpoint = 100')
    db.pragma('journal_size_limit = 0')
    db.pragma('busy_timeout = 5000')
    migrate(db, path)
    return db
  } catch (error) {
    if (error instanceof ReviewStoreNewer) throw error
    throw new ReviewStoreUnavailable(
      `Cannot open the review store ${path} for writing (${(error as Error).message}): set REVIEW_DB_PATH to a ` +
        'writable file (in a container, on a volume), or REVIEW_DATABASE_URL.',
    )
  }
}

/** A row of the items table. */
type Row = Record<string, unknown>

/**
 * Another caller asking the item's question, in one transaction: a new asker is inserted and counted; one already
 * recorded keeps its row (with the response_url they send, if any); the item's first asker is not recorded again.
 */
function joinStatement(db: Database.Database) {
  const byId = db.prepare('SELECT caller FROM items WHERE id = ?')
  const askerGet = db.prepare('SELECT * FROM askers WHERE item_id = ? AND caller = ?')
  const askerInsert = db.prepare(
    `INSERT INTO askers (${ASKER_COLUMNS.join(', ')}) VALUES (${ASKER_COLUMNS.map((c) => `@${c}`).join(', ')})`,
  )
  const askerUrl = db.prepare(
    `UPDATE askers SET response_url = @response_url, response_url_expires_at = @response_url_expires_at
     WHERE item_id = @item_id AND caller = @caller`,
  )
  const bumpAskers = db.prepare('UPDATE items SET askers = askers + 1 WHERE id = ?')
  return db.transaction((id: string, asker: Asker) => {
    const item = byId.get(id) as { caller: string } | undefined
    if (!item || item.caller === asker.caller) return false
    const known = askerGet.get(id, asker.caller)
    if (known) {
      if (asker.response_url) askerUrl.run({ item_id: id, ...asker })
      return false
    }
    askerInsert.run({ item_id: id, ...asker })
    bumpAskers.run(id)
    return true
  })
}

type Join = ReturnType<typeof joinStatement>

/** The items and the queue: new items (or the pending item of their question joined), reads, pages and counts. */
function itemQueries(db: Database.Database, join: Join): ItemMethods {
  const columns = ITEM_COLUMNS.join(', ')
  const insert = db.prepare(
    `INSERT INTO items (${columns}) VALUES (${ITEM_COLUMNS.map(() => '?').join(', ')}) ON CONFLICT DO NOTHING`,
  )
  const pendingByReading = db.prepare("SELECT * FROM items WHERE reading_key = ? AND status = 'pending'")
  const answeredByReading = db.prepare(
    `SELECT * FROM items WHERE reading_key = ? AND status IN ('approved', 'corrected') AND retired_at IS NULL
     ORDER BY decided_at DESC, id DESC LIMIT 1`,
  )
  const byKey = db.prepare('SELECT * FROM items WHERE dedupe_key = ?')
  const byId = db.prepare('SELECT * FROM items WHERE id = ?')
  const listAll = db.prepare('SELECT * FROM items ORDER BY created_at, id LIMIT ?')
  const listStatus = db.prepare('SELECT * FROM items WHERE status = ? ORDER BY created_at, id LIMIT ?')
  const summaries = (() => {
    const columns = SUMMARY_COLUMNS.join(', ')
    const order = 'ORDER BY created_at, id LIMIT @limit'
    const after = '(created_at, id) > (@created_at, @id)'
    return {
      all: db.prepare(`SELECT ${columns} FROM items ${order}`),
      status: db.prepare(`SELECT ${columns} FROM items WHERE status = @status ${order}`),
      allAfter: db.prepare(`SELECT ${columns} FROM items WHERE ${after} ${order}`),
      statusAfter: db.prepare(`SELECT ${columns} FROM items WHERE status = @status AND ${after} ${order}`),
    }
  })()
  const createMany = db.transaction((entries: readonly { item: NewReviewItem; meta: ItemMeta }[]) =>
    entries.map(({ item, meta }) => {
      const created = insert.run(...rowValues(item, meta)).changes === 1
      if (created) return { item: itemOf(byKey.get(meta.dedupe_key) as Row), created }
      // The same request again (its dedupe key), else the same question pending for another asker, who joins it.
      const again = byKey.get(meta.dedupe_key) as Row | undefined
      if (again) return { item: itemOf(again), created }
      const same = pendingByReading.get(item.reading_key) as { id: string }
      join(same.id, askerOfItem(item, meta))
      return { item: itemOf(byId.get(same.id) as Row), created }
    }),
  )
  const counts = db.prepare('SELECT status, count(*) AS n FROM items GROUP BY status')
  const oldest = db.prepare("SELECT min(created_at) AS at FROM items WHERE status = 'pending'")
  return {
    async create(item, meta) {
      return createMany([{ item, meta }])[0]!
    },
    async createMany(entries) {
      return createMany(entries)
    },
    async get(id) {
      const row = byId.get(id) as Row | undefined
      return row ? itemOf(row) : undefined
    },
    async list({ status, limit }) {
      const rows = (status ? listStatus.all(status, limit) : listAll.all(limit)) as Record<string, unknown>[]
      return rows.map(itemOf)
    },
    async listSummaries({ status, limit, after }) {
      const statement = status
        ? after
          ? summaries.statusAfter
          : summaries.status
        : after
          ? summaries.allAfter
          : summaries.all
      const rows = statement.all({ limit, ...(status ? { status } : {}), ...(after ?? {}) })
      return (rows as Record<string, unknown>[]).map(summaryOf)
    },
    async answered(key) {
      const row = answeredByReading.get(key) as Row | undefined
      return row ? itemOf(row) : undefined
    },
    async stats() {
      const byStatus = emptyCounts()
      for (const row of counts.all() as { status: ReviewStatus; n: number }[]) byStatus[row.status] = row.n
      return { byStatus, oldestPending: (oldest.get() as { at: string | null }).at }
    },
  }
}

/** The decisions: each written with its audit row, in one transaction. */
function decisionQueries(db: Database.Database): DecisionMethods {
  const byId = db.prepare('SELECT * FROM items WHERE id = ?')
  // A published answer retires the key's earlier ones (a correction supersedes what the desk said before).
  const retireOthers = db.prepare(
    `UPDATE items SET retired_at = @at
     WHERE reading_key = (SELECT reading_key FROM items WHERE id = @id) AND id <> @id
       AND status IN ('approved', 'corrected') AND retired_at IS NULL`,
  )
  const decide = db.prepare(
    `UPDATE items SET status = @status, decided_by = @decided_by, decided_at = @decided_at, final_text = @final_text,
       checked_by = @checked_by, note = @note
     WHERE id = @id AND status = 'pending'`,
  )
  const insertAudit = db.prepare(
    `INSERT INTO decisions (${AUDIT_COLUMNS.join(', ')}) VALUES (${AUDIT_COLUMNS.map((c) => `@${c}`).join(', ')})`,
  )
  const audits = db.prepare('SELECT * FROM decisions WHERE item_id = ? ORDER BY id')
  /** The decision and its audit row: both or neither. */
  const decideAndAudit = db.transaction((id: string, d: DecisionRecord) => {
    const { confirmed, via, ...fields } = d
    if (decide.run({ id, ...fields }).changes !== 1) return false
    if (d.status !== 'declined') retireOthers.run({ id, at: d.decided_at })
    insertAudit.run({
      item_id: id,
      at: d.decided_at,
      editor: d.decided_by,
      status: d.status,
      checked_by: d.checked_by,
      confirmed: confirmed ? 1 : 0,
      via,
      action: DECISION_OF_STATUS[d.status],
    })
    return true
  })
  const retire = db.prepare(
    `UPDATE items SET retired_at = @retired_at, retired_by = @retired_by
     WHERE id = @id AND status IN ('approved', 'corrected') AND retired_at IS NULL`,
  )
  // What was withdrawn: the item's published answer, by the status and checked_by it was published with.
  const auditRetirement = db.prepare(
    `INSERT INTO decisions (${AUDIT_COLUMNS.join(', ')})
     SELECT id, @retired_at, @retired_by, status, checked_by, 0, @via, 'retire' FROM items WHERE id = @id`,
  )
  /** The withdrawal and its audit row: both or neither. */
  const retireAndAudit = db.transaction((id: string, r: Retirement) => {
    if (retire.run({ id, retired_at: r.retired_at, retired_by: r.retired_by }).changes !== 1) return false
    auditRetirement.run({ id, ...r })
    return true
  })
  return {
    async retire(id, retirement) {
      if (retireAndAudit(id, retirement)) return { ok: true, item: itemOf(byId.get(id) as never) }
      const row = byId.get(id) as Record<string, unknown> | undefined
      return { ok: false, reason: notRetirable(row ? itemOf(row) : undefined) ?? 'already_retired' }
    },
    async decide(id, decision) {
      if (decideAndAudit(id, decision)) return { ok: true, item: itemOf(byId.get(id) as never) }
      return { ok: false, reason: byId.get(id) ? 'already_decided' : 'not_found' }
    },
    async decisions(id) {
      return (audits.all(id) as Record<string, unknown>[]).map(auditOf)
    },
  }
}

/** The askers of an item and what reached them: joins, response_urls while valid, the deliveries' record. */
function askerQueries(db: Database.Database, join: Join): AskerMethods {
  const askersOf = db.prepare('SELECT * FROM askers WHERE item_id = ? ORDER BY asked_at, caller')
  const forgetAskerUrls = db.prepare(
    'UPDATE askers SET response_url = NULL, response_url_expires_at = NULL WHERE response_url_expires_at <= ?',
  )
  const deliveries = db.prepare('SELECT deliveries FROM items WHERE id = ?')
  const setDeliveries = db.prepare('UPDATE items SET deliveries = ? WHERE id = ?')
  const responseUrl = db.prepare('SELECT response_url, response_url_expires_at FROM items WHERE id = ?')
  const forgetUrls = db.prepare(
    'UPDATE items SET response_url = NULL, response_url_expires_at = NULL WHERE response_url_expires_at <= ?',
  )
  const addDelivery = db.transaction((id: string, delivery: unknown) => {
    const row = deliveries.get(id) as { deliveries: string } | undefined
    if (!row) return
    setDeliveries.run(JSON.stringify([...(JSON.parse(row.deliveries) as unknown[]), delivery]), id)
  })

  return {
    async addDelivery(id, delivery) {
      addDelivery(id, delivery)
    },
    async join(id, asker) {
      return join(id, asker)
    },
    async askers(id, now) {
      forgetAskerUrls.run(now)
      return (askersOf.all(id) as Record<string, unknown>[]).map(askerOf)
    },
    async responseUrl(id, now) {
      forgetUrls.run(now)
      const row = responseUrl.get(id) as { response_url: string | null } | undefined
      return row?.response_url ?? null
    },
  }
}

/** The desk's sessions, the Slack signatures already used, and the probe of the store's writes. */
function sessionQueries(db: Database.Database): SessionMethods {
  const insertSession = db.prepare(
    'INSERT INTO desk_sessions (token_sha256, editor, csrf, expires_at) VALUES (?, ?, ?, ?)',
  )
  const session = db.prepare(
    'SELECT editor, csrf, expires_at FROM desk_sessions WHERE token_sha256 = ? AND expires_at > ?',
  )
  const deleteSession = db.prepare('DELETE FROM desk_sessions WHERE token_sha256 = ?')
  const sweepSessions = db.prepare('DELETE FROM desk_sessions WHERE expires_at <= ?')
  const sweepSignatures = db.prepare('DELETE FROM slack_signatures WHERE expires_at <= ?')
  // A signature recorded before and since expired is claimed again: the upsert's WHERE makes it one change.
  const claimSignature = db.prepare(
    `INSERT INTO slack_signatures (signature_sha256, expires_at) VALUES (@signature, @expires)
     ON CONFLICT (signature_sha256) DO UPDATE SET expires_at = excluded.expires_at
     WHERE slack_signatures.expires_at <= @now`,
  )
  const probe = db.prepare(
    'INSERT INTO store_probe (id, at) VALUES (1, ?) ON CONFLICT (id) DO UPDATE SET at = excluded.at',
  )
  return {
    async createSession(token, s) {
      sweepSessions.run(new Date().toISOString())
      insertSession.run(token, s.editor, s.csrf, s.expires_at)
    },
    async session(token, now) {
      return session.get(token, now) as { editor: string; csrf: string; expires_at: string } | undefined
    },
    async deleteSession(token) {
      deleteSession.run(token)
    },
    async claimSignature(signature, now, expires) {
      sweepSignatures.run(now)
      return claimSignature.run({ signature, now, expires }).changes === 1
    },
    async ping() {
      probe.run(new Date().toISOString())
    },
  }
}

function migrate(db: Database.Database, path: string) {
  const version = db.pragma('user_version', { simple: true }) as number
  if (version > SQLITE_MIGRATIONS.length) {
    db.close()
    throw new ReviewStoreNewer(
      `The review store ${path} has schema version ${version}, newer than this program knows ` +
        `(${SQLITE_MIGRATIONS.length}): run the newer version, or point REVIEW_DB_PATH elsewhere.`,
    )
  }
  for (let v = version; v < SQLITE_MIGRATIONS.length; v += 1) {
    db.transaction(() => {
      db.exec(SQLITE_MIGRATIONS[v]!)
      db.pragma(`user_version = ${v + 1}`)
    })()
  }
}
