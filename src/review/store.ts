// The review store: one interface, two backends. SQLite (the embedded default: one process, a file at REVIEW_DB_PATH)
// and PostgreSQL (REVIEW_DATABASE_URL: several replicas behind a load balancer share one queue). It is separate from
// the statistics database, which stays read-only: nothing of the review store ever goes into it.
//
// Every change that two editors or two replicas could race on is one conditional statement: an item is created once
// per dedupe key (INSERT ... ON CONFLICT DO NOTHING), and decided once (UPDATE ... WHERE status = 'pending').
import { ActionableError } from '../errors.js'
import {
  undecided,
  type Asker,
  type Delivery,
  type DecisionAudit,
  type DecisionRecord,
  type DecisionVia,
  type NewReviewItem,
  type ReviewItem,
  type ReviewStatus,
} from './item.js'

/** A store that cannot be opened or written: the message names the setting to change. */
export class ReviewStoreUnavailable extends ActionableError {
  override name = 'ReviewStoreUnavailable'
}

/**
 * A decision on an item still in the spool (the store failed when it arrived): it is not in the store yet, so it
 * cannot be decided, but it is pending, not decided. A 503 with Retry-After: retry once the spool has drained.
 */
export class ReviewItemNotYetStored extends ReviewStoreUnavailable {
  override name = 'ReviewItemNotYetStored'
}

/** A store migrated by a newer version of this program: an older one must not guess at its schema. */
export class ReviewStoreNewer extends ActionableError {
  override name = 'ReviewStoreNewer'
}

export interface ListFilter {
  status?: ReviewStatus
  limit: number
}

/**
 * A page of the queue, oldest first, after a cursor (the last item of the page before: its created_at and id), read
 * from the summary columns only: list pages and list routes never read a trace (issue 36: one 120 MB item made the
 * desk's page take seconds and the list route 149 MB).
 */
export interface PageFilter {
  status?: ReviewStatus
  limit: number
  after?: { created_at: string; id: string }
}

/** An item without its evidence (trace, citations): what a list shows. */
export type ReviewSummary = Omit<ReviewItem, 'trace' | 'citations'>

export interface QueueStats {
  byStatus: Record<ReviewStatus, number>
  /** created_at of the oldest pending item, or null when none is pending. */
  oldestPending: string | null
}

export interface DeskSession {
  editor: string
  csrf: string
  expires_at: string
}

export type DecideResult = { ok: true; item: ReviewItem } | { ok: false; reason: 'not_found' | 'already_decided' }

/** Who withdrew a published answer, when, and where (the review API, the desk's page or the command line). */
export interface Retirement {
  retired_at: string
  retired_by: string
  via: DecisionVia
}
/** A retirement: the item withdrawn, or why not (no such item, not a published answer, withdrawn already). */
export type RetireResult =
  { ok: true; item: ReviewItem } | { ok: false; reason: 'not_found' | 'not_published' | 'already_retired' }

/** What the service gives a new item: its id (the asker has it already), its dedupe key and its creation time. */
export interface ItemMeta {
  id: string
  dedupe_key: string
  created_at: string
}

export interface Created {
  item: ReviewItem
  created: boolean
}

export interface ReviewStore {
  readonly backend: 'sqlite' | 'postgres'
  /**
   * Creates the item, or returns the one that already has this dedupe key (a retried request), or the pending one
   * with its reading key (the same question from another asker, who joins it: see join()).
   */
  create(item: NewReviewItem, meta: ItemMeta): Promise<Created>
  /**
   * create() for many items in one transaction and a fixed number of round trips (the spool's drain: it must outrun
   * the answers that keep arriving); the results in the order given.
   */
  createMany(entries: readonly { item: NewReviewItem; meta: ItemMeta }[]): Promise<Created[]>
  get(id: string): Promise<ReviewItem | undefined>
  /** Oldest first. */
  list(filter: ListFilter): Promise<ReviewItem[]>
  /** Oldest first, a page after the cursor, summary columns only. */
  listSummaries(filter: PageFilter): Promise<ReviewSummary[]>
  /** Decides a pending item and writes the decision's audit row, in one transaction; a decided one stays as it was. */
  decide(id: string, decision: DecisionRecord): Promise<DecideResult>
  /** The audit rows of an item's decisions and its withdrawal, oldest first. */
  decisions(id: string): Promise<DecisionAudit[]>
  /**
   * Withdraws a published answer (approved or corrected, not retired yet), with who did it and when, and writes its
   * audit row (action `retire`, the status of the answer withdrawn) in the same transaction: the same question
   * is no longer answered with it (answered() skips it). Anything else stays as it was.
   */
  retire(id: string, retirement: Retirement): Promise<RetireResult>
  addDelivery(id: string, delivery: Delivery): Promise<void>
  /**
   * The desk's published answer to a question (approved or corrected, not retired) with this reading key: the latest
   * decision; undefined when there is none.
   */
  answered(readingKey: string): Promise<ReviewItem | undefined>
  /**
   * Records another caller asking the item's question: true when they are new to it (the count of askers goes up), false
   * for its first asker or one already recorded (a Slack response_url they send is kept).
   */
  join(id: string, asker: Asker): Promise<boolean>
  /** The other askers of an item, in the order they asked (a response_url past its expiry is forgotten). */
  askers(id: string, now: string): Promise<Asker[]>
  /** Slack's response_url while it is valid, else null (and an expired one is forgotten). */
  responseUrl(id: string, now: string): Promise<string | null>
  stats(): Promise<QueueStats>
  createSession(tokenSha256: string, session: DeskSession): Promise<void>
  session(tokenSha256: string, now: string): Promise<DeskSession | undefined>
  deleteSession(tokenSha256: string): Promise<void>
  /**
   * Records a used Slack signature (its SHA-256) until `expiresAt`: true the first time, false while it is recorded
   * (a replay). Every replica and every restart sees the same record.
   */
  claimSignature(signatureSha256: string, now: string, expiresAt: string): Promise<boolean>
  /** Resolves when the store can take a write just now (SQLite: a one-row write; PostgreSQL: a round trip). */
  ping(): Promise<void>
  close(): Promise<void>
}

/**
 * The store's methods by what they keep, grouped alike by both backends (sqlite-store.ts, postgres-store.ts): the items
 * and the queue, the decisions and their audit rows, the askers and deliveries, the desk's sessions and signatures.
 */
export type ItemMethods = Pick<
  ReviewStore,
  'create' | 'createMany' | 'get' | 'list' | 'listSummaries' | 'answered' | 'stats'
>
export type DecisionMethods = Pick<ReviewStore, 'decide' | 'decisions' | 'retire'>
export type AskerMethods = Pick<ReviewStore, 'join' | 'askers' | 'responseUrl' | 'addDelivery'>
export type SessionMethods = Pick<
  ReviewStore,
  'createSession' | 'session' | 'deleteSession' | 'claimSignature' | 'ping'
>

/** The columns both backends keep, in the order the SQL lists them. */
export const ITEM_COLUMNS = [
  'id',
  'dedupe_key',
  'created_at',
  'channel',
  'caller',
  'question',
  'draft',
  'problems',
  'citations',
  'trace',
  'source',
  'provider',
  'model',
  'design',
  'status',
  'decided_by',
  'decided_at',
  'final_text',
  'checked_by',
  'note',
  'deliveries',
  'response_url',
  'response_url_expires_at',
  'reading_key',
  'read_as',
  'askers',
] as const

/** The columns a summary reads: all but the evidence and the response_url. */
export const SUMMARY_COLUMNS = ITEM_COLUMNS.filter(
  (c) => !['trace', 'citations', 'response_url', 'response_url_expires_at'].includes(c),
)

/** Why a published answer could not be retired, from the item as it stands (undefined: it can be). */
export function notRetirable(item: { status: string; retired_at?: string | null } | undefined) {
  if (!item) return 'not_found' as const
  if (item.status !== 'approved' && item.status !== 'corrected') return 'not_published' as const
  return item.retired_at ? ('already_retired' as const) : undefined
}

/** A summary row as a summary. */
export function summaryOf(row: Record<string, unknown>): ReviewSummary {
  // eslint-disable-next-line @typescript-eslint/no-unused-vars
  const { trace, citations, ...summary } = itemOf({ ...row, trace: '[]', citations: '[]' })
  return summary
}

/** JSON columns are text in SQLite and jsonb in PostgreSQL; either way they are read back into values here. */
const JSON_COLUMNS = new Set(['problems', 'citations', 'trace', 'deliveries'])

export type ItemRow = Record<(typeof ITEM_COLUMNS)[number], unknown>

export function rowValues(item: NewReviewItem, meta: ItemMeta) {
  const row: ItemRow = { reading_key: null, read_as: null, ...meta, ...item, ...undecided() }
  return ITEM_COLUMNS.map((c) => (JSON_COLUMNS.has(c) ? JSON.stringify(row[c]) : row[c]))
}

/** A row as an item: JSON parsed, and the response_url never leaves the store this way. */
export function itemOf(row: Record<string, unknown>): ReviewItem {
  const json = (value: unknown): unknown => (typeof value === 'string' ? JSON.parse(value) : value)
  return {
    id: String(row.id),
    created_at: String(row.created_at),
    channel: row.channel as ReviewItem['channel'],
    caller: String(row.caller),
    question: String(row.question),
    draft: (row.draft as string | null) ?? null,
    problems: json(row.problems) as ReviewItem['problems'],
    citations: json(row.citations) as ReviewItem['citations'],
    trace: json(row.trace) as ReviewItem['trace'],
    source: (row.source as string | null) ?? null,
    provider: String(row.provider),
    model: String(row.model),
    design: row.design as ReviewItem['design'],
    status: row.status as ReviewItem['status'],
    decided_by: (row.decided_by as string | null) ?? null,
    decided_at: (row.decided_at as string | null) ?? null,
    final_text: (row.final_text as string | null) ?? null,
    checked_by: (row.checked_by as ReviewItem['checked_by']) ?? null,
    note: (row.note as string | null) ?? null,
    deliveries: json(row.deliveries) as ReviewItem['deliveries'],
    read_as: (row.read_as as string | null | undefined) ?? null,
    retired_at: (row.retired_at as string | null | undefined) ?? null,
    retired_by: (row.retired_by as string | null | undefined) ?? null,
    // (A row from before the count existed, or an item still in the spool: its one asker.)
    askers: Number(row.askers ?? 1),
  }
}

/** The askers table's columns, in the order both backends' SQL lists them. */
export const ASKER_COLUMNS = [
  'item_id',
  'caller',
  'channel',
  'asked_at',
  'response_url',
  'response_url_expires_at',
] as const

export function askerOf(row: Record<string, unknown>): Asker {
  return {
    caller: String(row.caller),
    channel: row.channel as Asker['channel'],
    asked_at: String(row.asked_at),
    response_url: (row.response_url as string | null) ?? null,
    response_url_expires_at: (row.response_url_expires_at as string | null) ?? null,
  }
}

/** The asker a new item stands for, when it joins another item of the same question instead. */
export const askerOfItem = (item: NewReviewItem, meta: ItemMeta): Asker => ({
  caller: item.caller,
  channel: item.channel,
  asked_at: meta.created_at,
  response_url: item.response_url,
  response_url_expires_at: item.response_url_expires_at,
})

/** The audit table's columns, in the order both backends' SQL lists them. */
export const AUDIT_COLUMNS = ['item_id', 'at', 'editor', 'status', 'checked_by', 'confirmed', 'via', 'action'] as const

/** An audit row as read back (SQLite keeps the flag as 0 or 1). */
export function auditOf(row: Record<string, unknown>): DecisionAudit {
  return {
    item_id: String(row.item_id),
    at: String(row.at),
    editor: String(row.editor),
    action: row.action as DecisionAudit['action'],
    status: row.status as DecisionAudit['status'],
    checked_by: (row.checked_by as DecisionAudit['checked_by']) ?? null,
    confirmed: row.confirmed === true || row.confirmed === 1,
    via: row.via as DecisionAudit['via'],
  }
}

export const emptyCounts = (): Record<ReviewStatus, number> => ({ pending: 0, approved: 0, corrected: 0, declined: 0 })
