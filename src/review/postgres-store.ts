// The review store in PostgreSQL, for several replicas behind a load balancer: one queue, one record of decisions,
// one set of desk sessions. A connection pool (pg); migrations applied in order at open, under an advisory lock so that
// replicas starting together do not race; the schema version in a table of its own.
import pg from 'pg'
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
  rowValues,
  SUMMARY_COLUMNS,
  summaryOf,
  type Created,
  type AskerMethods,
  type DecisionMethods,
  type ItemMeta,
  type ItemMethods,
  type ReviewStore,
  type SessionMethods,
  notRetirable,
} from './store.js'
import { DECISION_OF_STATUS, type Asker, type NewReviewItem, type ReviewStatus } from './item.js'

export const POSTGRES_MIGRATIONS: string[] = [
  `CREATE TABLE review_items (
     id text PRIMARY KEY,
     dedupe_key text NOT NULL UNIQUE,
     created_at text NOT NULL,
     channel text NOT NULL,
     caller text NOT NULL,
     question text NOT NULL,
     draft text,
     problems jsonb NOT NULL,
     citations jsonb NOT NULL,
     trace jsonb NOT NULL,
     source text,
     provider text NOT NULL,
     model text NOT NULL,
     design text NOT NULL,
     status text NOT NULL CHECK (status IN ('pending', 'approved', 'corrected', 'declined')),
     decided_by text,
     decided_at text,
     final_text text,
     checked_by text,
     note text,
     deliveries jsonb NOT NULL,
     response_url text,
     response_url_expires_at text
   );
   CREATE INDEX review_items_by_status ON review_items (status, created_at);
   CREATE TABLE review_desk_sessions (
     token_sha256 text PRIMARY KEY,
     editor text NOT NULL,
     csrf text NOT NULL,
     expires_at text NOT NULL
   );`,
  // The audit table: one row per decision, written by the decision's own statement.
  `CREATE TABLE review_decisions (
     id bigserial PRIMARY KEY,
     item_id text NOT NULL REFERENCES review_items (id),
     at text NOT NULL,
     editor text NOT NULL,
     status text NOT NULL CHECK (status IN ('approved', 'corrected', 'declined')),
     checked_by text,
     confirmed boolean NOT NULL,
     via text NOT NULL
   );
   CREATE INDEX review_decisions_by_item ON review_decisions (item_id, id);`,
  `CREATE TABLE review_slack_signatures (
     signature_sha256 text PRIMARY KEY,
     expires_at text NOT NULL
   );
   CREATE INDEX review_slack_signatures_by_expiry ON review_slack_signatures (expires_at);`,
  // One answer per question (reading-key.ts): the question's key, at most one pending item per key, the other askers
  // who joined it, and when a later decision retired a published answer. Items stored before have no key: never
  // shared, read as they were (one asker).
  `ALTER TABLE review_items ADD COLUMN reading_key text;
   ALTER TABLE review_items ADD COLUMN read_as text;
   ALTER TABLE review_items ADD COLUMN askers integer NOT NULL DEFAULT 1;
   ALTER TABLE review_items ADD COLUMN retired_at text;
   CREATE UNIQUE INDEX review_items_one_pending_per_key ON review_items (reading_key) WHERE status = 'pending';
   CREATE INDEX review_items_by_key ON review_items (reading_key, decided_at);
   CREATE TABLE review_askers (
     item_id text NOT NULL REFERENCES review_items (id),
     caller text NOT NULL,
     channel text NOT NULL,
     asked_at text NOT NULL,
     response_url text,
     response_url_expires_at text,
     PRIMARY KEY (item_id, caller)
   );`,
  // The desk withdraws a published answer (POST /review/items/:id/retire): who did it.
  `ALTER TABLE review_items ADD COLUMN retired_by text;`,
  // The audit table records withdrawals beside decisions: each row's action. A withdrawal's status is that of the
  // answer withdrawn (approved or corrected); the rows written before were all decisions, named by their status.
  `ALTER TABLE review_decisions ADD COLUMN action text CHECK (action IN ('approve', 'correct', 'decline', 'retire'));
   UPDATE review_decisions SET action = CASE status WHEN 'approved' THEN 'approve' WHEN 'corrected' THEN 'correct'
     ELSE 'decline' END;`,
]

/** Any fixed number: the lock that lets one replica migrate at a time. */
const MIGRATION_LOCK = 7_250_001

export async function openPostgresReviewStore(url: string): Promise<ReviewStore> {
  const pool = await openPool(url)
  const query: Query = async (text, values = []) => (await pool.query<Row>(text, values)).rows
  const join = joinStatement(query)
  return {
    backend: 'postgres',
    ...itemQueries(query, join),
    ...decisionQueries(query),
    ...askerQueries(query, join),
    ...sessionQueries(pool, query),
    async close() {
      await pool.end()
    },
  }
}

/** The connection pool, the schema migrated; a pool that cannot migrate is ended. */
async function openPool(url: string): Promise<pg.Pool> {
  // A server that stops answering must not hold a question for ever: every query fails after 5 s, and the desk's
  // spool (spool.ts) keeps what could not be written.
  const pool = new pg.Pool({ connectionString: url, max: 10, connectionTimeoutMillis: 5000, query_timeout: 5000 })
  // An idle client's error (the server restarted) must not take the process down; the next query reconnects.
  pool.on('error', () => undefined)
  try {
    await migrate(pool)
  } catch (error) {
    await pool.end()
    throw error
  }
  return pool
}

/** A row of a table. */
type Row = Record<string, unknown>
/** One statement on a pooled connection, its rows. */
type Query = (text: string, values?: unknown[]) => Promise<Row[]>
type Join = AskerMethods['join']

/**
 * Another caller asking the item's question, in one statement: a new asker is inserted and counted; one already
 * recorded keeps its row (with the response_url they send, if any); the item's first asker is not recorded again.
 */
function joinStatement(query: Query): Join {
  return async (id: string, asker: Asker): Promise<boolean> => {
    const rows = await query(
      `WITH joined AS (
         INSERT INTO review_askers (${ASKER_COLUMNS.join(', ')})
         SELECT $1, $2, $3, $4, $5, $6 FROM review_items WHERE id = $1 AND caller <> $2
         ON CONFLICT (item_id, caller) DO UPDATE
           SET response_url = COALESCE(EXCLUDED.response_url, review_askers.response_url),
               response_url_expires_at = COALESCE(EXCLUDED.response_url_expires_at, review_askers.response_url_expires_at)
         RETURNING (xmax = 0) AS inserted
       )
       UPDATE review_items SET askers = askers + 1 WHERE id = $1 AND EXISTS (SELECT 1 FROM joined WHERE inserted)
       RETURNING id`,
      [id, asker.caller, asker.channel, asker.asked_at, asker.response_url, asker.response_url_expires_at],
    )
    return rows.length === 1
  }
}

/** The items and the queue: new items (or the pending item of their question joined), reads, pages and counts. */
function itemQueries(query: Query, join: Join): ItemMethods {
  const columns = ITEM_COLUMNS.join(', ')
  const placeholders = (row: number) =>
    `(${ITEM_COLUMNS.map((_, i) => `$${row * ITEM_COLUMNS.length + i + 1}`).join(', ')})`
  /**
   * One INSERT of every row (a dedupe key already stored, or a reading key pending already, is left as it is), then
   * one SELECT of them all; an entry whose question is pending already joins that item.
   */
  const createMany = async (
    entries: readonly { item: NewReviewItem; meta: ItemMeta }[],
    again = true,
  ): Promise<Created[]> => {
    if (entries.length === 0) return []
    const inserted = await query(
      `INSERT INTO review_items (${columns}) VALUES ${entries.map((_, row) => placeholders(row)).join(', ')}
       ON CONFLICT DO NOTHING RETURNING id`,
      entries.flatMap(({ item, meta }) => rowValues(item, meta)),
    )
    const created = new Set(inserted.map((row) => row.id))
    const rows = await query('SELECT * FROM review_items WHERE dedupe_key = ANY($1)', [
      entries.map(({ meta }) => meta.dedupe_key),
    ])
    const byKey = new Map(rows.map((row) => [row.dedupe_key, row]))
    const results: Created[] = []
    for (const { item, meta } of entries) {
      const row = byKey.get(meta.dedupe_key)
      if (row) {
        results.push({ item: itemOf(row), created: created.has(row.id) })
        continue
      }
      const [pending] = await query("SELECT id FROM review_items WHERE reading_key = $1 AND status = 'pending'", [
        item.reading_key ?? null,
      ])
      if (!pending) {
        // Decided in between: the question is no longer pending, so this item is stored on its own (once).
        if (!again) throw new Error(`review item ${meta.id} was neither stored nor found`)
        results.push((await createMany([{ item, meta }], false))[0]!)
        continue
      }
      await join(String(pending.id), askerOfItem(item, meta))
      const [now] = await query('SELECT * FROM review_items WHERE id = $1', [pending.id])
      results.push({ item: itemOf(now!), created: false })
    }
    return results
  }

  return {
    async create(item, meta) {
      return (await createMany([{ item, meta }]))[0]!
    },
    createMany: (entries) => createMany(entries),
    async get(id) {
      const [row] = await query('SELECT * FROM review_items WHERE id = $1', [id])
      return row ? itemOf(row) : undefined
    },
    async list({ status, limit }) {
      const rows = status
        ? await query('SELECT * FROM review_items WHERE status = $1 ORDER BY created_at, id LIMIT $2', [status, limit])
        : await query('SELECT * FROM review_items ORDER BY created_at, id LIMIT $1', [limit])
      return rows.map(itemOf)
    },
    async listSummaries({ status, limit, after }) {
      const where: string[] = []
      const values: unknown[] = []
      if (status) {
        values.push(status)
        where.push(`status = $${values.length}`)
      }
      if (after) {
        values.push(after.created_at, after.id)
        where.push(`(created_at, id) > ($${values.length - 1}, $${values.length})`)
      }
      values.push(limit)
      const rows = await query(
        `SELECT ${SUMMARY_COLUMNS.join(', ')} FROM review_items ${where.length ? `WHERE ${where.join(' AND ')}` : ''}
         ORDER BY created_at, id LIMIT $${values.length}`,
        values,
      )
      return rows.map(summaryOf)
    },
    async answered(key) {
      const [row] = await query(
        `SELECT * FROM review_items WHERE reading_key = $1 AND status IN ('approved', 'corrected') AND retired_at IS NULL
         ORDER BY decided_at DESC, id DESC LIMIT 1`,
        [key],
      )
      return row ? itemOf(row) : undefined
    },
    async stats() {
      const byStatus = emptyCounts()
      for (const row of await query('SELECT status, count(*)::int AS n FROM review_items GROUP BY status'))
        byStatus[row.status as ReviewStatus] = row.n as number
      const [oldest] = await query("SELECT min(created_at) AS at FROM review_items WHERE status = 'pending'")
      return { byStatus, oldestPending: (oldest?.at as string | null) ?? null }
    },
  }
}

/** The decisions: each written with its audit row, in one statement. */
function decisionQueries(query: Query): DecisionMethods {
  return {
    async decide(id, d) {
      // One statement, so one transaction: the decision and its audit row are written together or not at all.
      const rows = await query(
        `WITH decided AS (
           UPDATE review_items SET status = $2, decided_by = $3, decided_at = $4, final_text = $5, checked_by = $6,
             note = $7
           WHERE id = $1 AND status = 'pending' RETURNING *
         ), retired AS (
           -- A published answer retires the key's earlier ones (a correction supersedes what the desk said before).
           UPDATE review_items SET retired_at = $4
           WHERE reading_key = (SELECT reading_key FROM decided) AND id <> $1 AND $2 <> 'declined'
             AND status IN ('approved', 'corrected') AND retired_at IS NULL
         ), audited AS (
           INSERT INTO review_decisions (${AUDIT_COLUMNS.join(', ')})
           SELECT id, decided_at, decided_by, status, checked_by, $8, $9, $10 FROM decided
         )
         SELECT * FROM decided`,
        [
          id,
          d.status,
          d.decided_by,
          d.decided_at,
          d.final_text,
          d.checked_by,
          d.note,
          d.confirmed,
          d.via,
          DECISION_OF_STATUS[d.status],
        ],
      )
      if (rows[0]) return { ok: true, item: itemOf(rows[0]) }
      const [exists] = await query('SELECT 1 FROM review_items WHERE id = $1', [id])
      return { ok: false, reason: exists ? 'already_decided' : 'not_found' }
    },
    async decisions(id) {
      return (await query('SELECT * FROM review_decisions WHERE item_id = $1 ORDER BY id', [id])).map(auditOf)
    },
    async retire(id, { retired_at, retired_by, via }) {
      // One statement, so one transaction: the withdrawal and its audit row (what was withdrawn: the published
      // answer, by the status and checked_by it was published with) are written together or not at all.
      const [row] = await query(
        `WITH retired AS (
           UPDATE review_items SET retired_at = $2, retired_by = $3
           WHERE id = $1 AND status IN ('approved', 'corrected') AND retired_at IS NULL RETURNING *
         ), audited AS (
           INSERT INTO review_decisions (${AUDIT_COLUMNS.join(', ')})
           SELECT id, retired_at, retired_by, status, checked_by, false, $4, 'retire' FROM retired
         )
         SELECT * FROM retired`,
        [id, retired_at, retired_by, via],
      )
      if (row) return { ok: true, item: itemOf(row) }
      const [current] = await query('SELECT * FROM review_items WHERE id = $1', [id])
      return { ok: false, reason: notRetirable(current ? itemOf(current) : undefined) ?? 'already_retired' }
    },
  }
}

/** The askers of an item and what reached them: joins, response_urls while valid, the deliveries' record. */
function askerQueries(query: Query, join: Join): AskerMethods {
  return {
    async addDelivery(id, delivery) {
      await query('UPDATE review_items SET deliveries = deliveries || $2::jsonb WHERE id = $1', [
        id,
        JSON.stringify([delivery]),
      ])
    },
    join,
    async askers(id, now) {
      await query(
        'UPDATE review_askers SET response_url = NULL, response_url_expires_at = NULL WHERE response_url_expires_at <= $1',
        [now],
      )
      return (await query('SELECT * FROM review_askers WHERE item_id = $1 ORDER BY asked_at, caller', [id])).map(
        askerOf,
      )
    },
    async responseUrl(id, now) {
      await query(
        'UPDATE review_items SET response_url = NULL, response_url_expires_at = NULL WHERE response_url_expires_at <= $1',
        [now],
      )
      const [row] = await query('SELECT response_url FROM review_items WHERE id = $1', [id])
      return (row?.response_url as string | null | undefined) ?? null
    },
  }
}

/** The desk's sessions, the Slack signatures already used, and the probe of the store. */
function sessionQueries(pool: pg.Pool, query: Query): SessionMethods {
  return {
    async createSession(token, s) {
      await query('DELETE FROM review_desk_sessions WHERE expires_at <= $1', [new Date().toISOString()])
      await query('INSERT INTO review_desk_sessions (token_sha256, editor, csrf, expires_at) VALUES ($1, $2, $3, $4)', [
        token,
        s.editor,
        s.csrf,
        s.expires_at,
      ])
    },
    async session(token, now) {
      const [row] = await query(
        'SELECT editor, csrf, expires_at FROM review_desk_sessions WHERE token_sha256 = $1 AND expires_at > $2',
        [token, now],
      )
      return row as { editor: string; csrf: string; expires_at: string } | undefined
    },
    async deleteSession(token) {
      await query('DELETE FROM review_desk_sessions WHERE token_sha256 = $1', [token])
    },
    async claimSignature(signature, now, expires) {
      await query('DELETE FROM review_slack_signatures WHERE expires_at <= $1', [now])
      // One statement: of two replicas claiming the same signature at once, one inserts and the other changes nothing.
      const claimed = await pool.query(
        `INSERT INTO review_slack_signatures (signature_sha256, expires_at) VALUES ($1, $2)
         ON CONFLICT (signature_sha256) DO UPDATE SET expires_at = EXCLUDED.expires_at
         WHERE review_slack_signatures.expires_at <= $3`,
        [signature, expires, now],
      )
      return claimed.rowCount === 1
    },
    async ping() {
      await query('SELECT 1')
    },
  }
}

async function migrate(pool: pg.Pool) {
  const client = await pool.connect()
  try {
    await client.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK])
    await client.query('CREATE TABLE IF NOT EXISTS review_schema_version (version integer NOT NULL)')
    const { rows } = await client.query<{ version: number }>('SELECT version FROM review_schema_version')
    const version = rows[0]?.version ?? 0
    if (rows.length === 0) await client.query('INSERT INTO review_schema_version (version) VALUES (0)')
    if (version > POSTGRES_MIGRATIONS.length) {
      throw new ReviewStoreNewer(
        `The review database has schema version ${version}, newer than this program knows ` +
          `(${POSTGRES_MIGRATIONS.length}): run the newer version.`,
      )
    }
    for (let v = version; v < POSTGRES_MIGRATIONS.length; v += 1) {
      await client.query('BEGIN')
      await client.query(POSTGRES_MIGRATIONS[v]!)
      await client.query('UPDATE review_schema_version SET version = $1', [v + 1])
      await client.query('COMMIT')
    }
  } catch (error) {
    await client.query('ROLLBACK').catch(() => undefined)
    throw error
  } finally {
    await client.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK]).catch(() => undefined)
    client.release()
  }
}
