// The review store as the service uses it: a store that fails (a full disk, PostgreSQL stopped) never swallows a
// rejected answer. Every failure of the store becomes ReviewStoreUnavailable (a 503 for decisions and sign-ins, never a
// 500) and marks the store as failing; a new item that cannot be written is kept in a bounded spool in this process's
// memory, under the id its asker was given, and moved into the store, oldest first, once the store takes writes
// again. The drain writes the spool in batches (one transaction each) so that it outruns the answers that keep
// arriving; while it drains, a fresh item queues behind the spooled ones (first in, first stored) and its asker waits
// a moment for it to be stored. A decision on an item still in the spool is a 503 with Retry-After (it is pending,
// not decided), after waiting a moment for the drain. While the store fails or the spool holds items, the service is
// not ready (/readyz). The spool lives in memory because the disk may be what failed: items still spooled when the
// process is killed are lost, and the log says so at a graceful stop.
import {
  itemOf,
  ReviewItemNotYetStored,
  ReviewStoreUnavailable,
  type Created,
  type ItemMeta,
  type ReviewStore,
} from './store.js'
import { undecided, type NewReviewItem, type ReviewItem } from './item.js'
import { counted } from '../text/plural.js'

/** A new item that the store could not take, kept in the spool: its id is valid and will be stored later. */
export class ReviewItemSpooled extends Error {
  override name = 'ReviewItemSpooled'
  constructor(readonly id: string) {
    super(`the review store failed; item ${id} is kept in the spool until it is back`)
  }
}

/** A new item that neither the store nor the full spool could take. */
export class ReviewSpoolFull extends Error {
  override name = 'ReviewSpoolFull'
}

export interface SpoolOptions {
  /** REVIEW_SPOOL_MAX: items held at most; beyond it a new item is refused (and counted), never an older one dropped. */
  max: number
  /** How often the spool is moved (or the store probed) while the store fails. */
  retryMs?: number
  /** How long a fresh item, or a decision on a spooled one, waits for the draining spool to store it. */
  waitMs?: number
  /** Whether close() closes the store too (it does when the app opened it). */
  ownsStore?: boolean
  /** A failure of the store, as it happens. */
  onFailure?: (operation: string, error: unknown) => void
  /** An item that could not be written: kept in the spool, or dropped because the spool was full. */
  onUnstored?: (fate: 'spooled' | 'dropped') => void
  /** Items moved from the spool into the store. */
  onRecovered?: (moved: number) => void
}

export interface SpoolingStore extends ReviewStore {
  /** Null when the store takes writes and the spool is empty; otherwise why the service is not ready. */
  notReady(): Promise<string | null>
  readonly spooled: number
  readonly failing: boolean
  /** Moves what the spool holds into the store, oldest first, stopping at the first failure. */
  flush(): Promise<void>
}

/** How long a readiness probe may wait for the store. */
const PROBE_TIMEOUT_MS = 2000
/** Items per transaction of the drain: large enough to outrun a newsroom, small enough for one statement. */
const DRAIN_BATCH = 200

/** An item in the spool, and how whoever waits for it learns that it is stored. */
interface Held {
  item: NewReviewItem
  meta: ItemMeta
  stored: Promise<Created>
  settle: (created: Created) => void
}

const sleep = (ms: number) =>
  new Promise<void>((resolve) => {
    setTimeout(resolve, ms).unref()
  })

/**
 * The spool and the store's health: the items held oldest first (and the same by id and by dedupe key), the store's
 * last failure, and the drain that moves them into the store.
 */
class Spool {
  readonly queue: Held[] = []
  private readonly byId = new Map<string, Held>()
  private readonly byKey = new Map<string, Held>()
  /** A spooled id whose item turned out to be in the store already under another id (a request retried). */
  private readonly storedAs = new Map<string, string>()
  failure: string | null = null
  private timer: NodeJS.Timeout | undefined
  private flushing: Promise<void> | undefined
  private closed = false
  private readonly retryMs: number
  private readonly waitMs: number

  constructor(
    readonly store: ReviewStore,
    readonly options: SpoolOptions,
  ) {
    this.retryMs = options.retryMs ?? 1000
    this.waitMs = options.waitMs ?? 500
  }

  /** The id under which a (possibly spooled) item is in the store. */
  storedId(id: string): string {
    return this.storedAs.get(id) ?? id
  }

  failed(operation: string, error: unknown): ReviewStoreUnavailable {
    this.failure = (error as Error)?.message ?? String(error)
    this.options.onFailure?.(operation, error)
    this.retrySoon()
    return new ReviewStoreUnavailable(
      'The review store cannot be written just now; retry in a minute (the operators are told by /readyz).',
    )
  }

  /** Runs one operation of the store; any failure is the store's. */
  guarded<A extends unknown[], R>(operation: string, run: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      try {
        return await run(...args)
      } catch (error) {
        throw this.failed(operation, error)
      }
    }
  }

  /**
   * Runs one read of the store: a read that fails (or is slow past the store's query timeout) is a 503 for its request,
   * not a failing store: it neither marks the store failing nor makes the service not ready (issue 36: each slow read
   * of the desk made /readyz 503). Writes and the readiness probe say whether the store takes writes.
   */
  read<A extends unknown[], R>(operation: string, run: (...args: A) => Promise<R>) {
    return async (...args: A): Promise<R> => {
      try {
        return await run(...args)
      } catch (error) {
        this.options.onFailure?.(operation, error)
        throw new ReviewStoreUnavailable('The review store cannot be read just now; retry in a moment.')
      }
    }
  }

  retrySoon() {
    if (this.timer || this.closed) return
    this.timer = setTimeout(() => {
      this.timer = undefined
      void this.flush().then(() => {
        if (this.failure !== null || this.queue.length > 0) this.retrySoon()
      })
    }, this.retryMs)
    this.timer.unref()
  }

  /** Moves the spool into the store, oldest first, a batch per transaction, until it is empty or the store fails. */
  private async moveSpool(): Promise<void> {
    let moved = 0
    try {
      if (this.queue.length === 0) await this.store.ping()
      while (this.queue.length > 0) {
        const batch = this.queue.slice(0, DRAIN_BATCH)
        const results = await this.store.createMany(batch)
        // Only the drain takes items off the spool (one drain at a time): the batch is still its head.
        this.queue.splice(0, batch.length)
        batch.forEach((held, i) => {
          const result = results[i]!
          this.byId.delete(held.meta.id)
          this.byKey.delete(held.meta.dedupe_key)
          if (result.item.id !== held.meta.id) this.storedAs.set(held.meta.id, result.item.id)
          held.settle(result)
        })
        moved += batch.length
        // The store takes writes: a fresh item now queues behind the rest of the spool instead of failing over.
        this.failure = null
      }
      this.failure = null
    } catch (error) {
      this.failure = (error as Error)?.message ?? String(error)
    }
    if (moved > 0) this.options.onRecovered?.(moved)
  }

  flush(): Promise<void> {
    this.flushing ??= this.moveSpool().finally(() => (this.flushing = undefined))
    return this.flushing
  }

  /** Whether the held item is stored within waitMs (the store takes writes and the drain reaches it). */
  async storedSoon(held: Held): Promise<Created | undefined> {
    void this.flush()
    return Promise.race([held.stored, sleep(this.waitMs).then(() => undefined)])
  }

  spooledItem(id: string): ReviewItem | undefined {
    const held = this.byId.get(id)
    return held ? itemOf({ ...held.meta, ...held.item, ...undecided() }) : undefined
  }

  held(id: string): Held | undefined {
    return this.byId.get(id)
  }

  private hold(item: NewReviewItem, meta: ItemMeta): Held {
    let settle!: (created: Created) => void
    const stored = new Promise<Created>((resolve) => (settle = resolve))
    const held = { item, meta, stored, settle }
    this.queue.push(held)
    this.byId.set(meta.id, held)
    this.byKey.set(meta.dedupe_key, held)
    return held
  }

  async create(item: NewReviewItem, meta: ItemMeta): Promise<Created> {
    // The store takes writes and nothing waits before this item: straight in.
    if (this.failure === null && this.queue.length === 0) {
      try {
        return await this.store.create(item, meta)
      } catch (error) {
        this.failed('create', error)
      }
    }
    // The same request again (a retry) finds the item it already has in the spool.
    const same = this.byKey.get(meta.dedupe_key)
    if (same) throw new ReviewItemSpooled(same.meta.id)
    if (this.queue.length >= this.options.max) {
      this.options.onUnstored?.('dropped')
      throw new ReviewSpoolFull(
        `the review store fails and its spool is full (${counted(this.options.max, 'item', 'items')})`,
      )
    }
    const held = this.hold(item, meta)
    // The store is back and the spool drains: the item queues behind the spooled ones, and its asker waits a
    // moment for it to be stored. While the store fails, the asker does not wait for another failure.
    if (this.failure === null) {
      const stored = await this.storedSoon(held)
      if (stored) return stored
    }
    this.options.onUnstored?.('spooled')
    this.retrySoon()
    throw new ReviewItemSpooled(meta.id)
  }

  async notReady(): Promise<string | null> {
    if (this.queue.length > 0) {
      return `${this.queue.length} rejected answers wait in the spool: the review store fails (${this.failure ?? 'retrying'})`
    }
    if (this.failure !== null) return `the review store fails: ${this.failure}`
    try {
      let timeout: NodeJS.Timeout | undefined
      await Promise.race([
        this.store.ping(),
        new Promise((_, reject) => {
          timeout = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS)
        }),
      ]).finally(() => clearTimeout(timeout))
      return null
    } catch (error) {
      this.failed('ping', error)
      return `the review store fails: ${this.failure}`
    }
  }

  async close() {
    this.closed = true
    clearTimeout(this.timer)
    // A last attempt, then the log says what is lost: the items are in memory only.
    if (this.queue.length > 0) await this.flush()
    if (this.queue.length > 0) {
      this.options.onFailure?.(
        'close',
        new Error(
          `${counted(this.queue.length, 'spooled item', 'spooled items')} could not be stored: ${this.queue.map((h) => h.meta.id).join(', ')}`,
        ),
      )
    }
    if (this.options.ownsStore) await this.store.close()
  }
}

export function withSpool(store: ReviewStore, options: SpoolOptions): SpoolingStore {
  const spool = new Spool(store, options)
  const guarded = spool.guarded.bind(spool)
  const read = spool.read.bind(spool)
  const storedId = (id: string) => spool.storedId(id)
  const guardedDecide = guarded('decide', (id: string, decision: Parameters<ReviewStore['decide']>[1]) =>
    store.decide(storedId(id), decision),
  )
  return {
    backend: store.backend,
    create: (item, meta) => spool.create(item, meta),
    createMany: guarded('createMany', (entries) => store.createMany(entries)),
    get: read('get', async (id: string) => {
      const held = spool.spooledItem(id)
      if (held) return held
      return store.get(storedId(id))
    }),
    list: read('list', (filter) => store.list(filter)),
    listSummaries: read('listSummaries', (filter) => store.listSummaries(filter)),
    decide: async (id, decision) => {
      // Not in the store yet, so not decided either: wait a moment for the drain, then a 503 with Retry-After.
      const held = spool.held(id)
      if (held && !(spool.failure === null && (await spool.storedSoon(held)))) {
        throw new ReviewItemNotYetStored(
          `Review item ${id} is pending but not yet in the review store (it was kept in the spool while the store ` +
            `failed, ${counted(spool.queue.length, 'item waits', 'items wait')}): retry the decision in a few seconds.`,
        )
      }
      return guardedDecide(id, decision)
    },
    decisions: read('decisions', (id) => store.decisions(storedId(id))),
    retire: guarded('retire', (id, retirement) => store.retire(storedId(id), retirement)),
    addDelivery: guarded('addDelivery', (id, delivery) => store.addDelivery(id, delivery)),
    answered: guarded('answered', (key) => store.answered(key)),
    join: guarded('join', (id, asker) => store.join(storedId(id), asker)),
    askers: guarded('askers', (id, now) => store.askers(storedId(id), now)),
    responseUrl: guarded('responseUrl', (id, now) => store.responseUrl(id, now)),
    stats: read('stats', () => store.stats()),
    createSession: guarded('createSession', (token, session) => store.createSession(token, session)),
    session: read('session', (token, now) => store.session(token, now)),
    deleteSession: guarded('deleteSession', (token) => store.deleteSession(token)),
    claimSignature: guarded('claimSignature', (signature, now, expires) =>
      store.claimSignature(signature, now, expires),
    ),
    ping: guarded('ping', () => store.ping()),
    notReady: () => spool.notReady(),
    get spooled() {
      return spool.queue.length
    },
    get failing() {
      return spool.failure !== null
    },
    flush: () => spool.flush(),
    close: () => spool.close(),
  }
}
