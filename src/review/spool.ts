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

export function withSpool(store: ReviewStore, options: SpoolOptions): SpoolingStore {
  const retryMs = options.retryMs ?? 1000
  const waitMs = options.waitMs ?? 500
  /** Oldest first; and the same items by id and by dedupe key. */
  const spool: Held[] = []
  const byId = new Map<string, Held>()
  const byKey = new Map<string, Held>()
  /** A spooled id whose item turned out to be in the store already under another id (a request retried). */
  const storedAs = new Map<string, string>()
  let failure: string | null = null
  let timer: NodeJS.Timeout | undefined
  let flushing: Promise<void> | undefined
  let closed = false

  const failed = (operation: string, error: unknown): ReviewStoreUnavailable => {
    failure = (error as Error)?.message ?? String(error)
    options.onFailure?.(operation, error)
    retrySoon()
    return new ReviewStoreUnavailable(
      'The review store cannot be written just now; retry in a minute (the operators are told by /readyz).',
    )
  }
  /** Runs one operation of the store; any failure is the store's. */
  const guarded =
    <A extends unknown[], R>(operation: string, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args)
      } catch (error) {
        throw failed(operation, error)
      }
    }

  /**
   * Runs one read of the store: a read that fails (or is slow past the store's query timeout) is a 503 for its request,
   * not a failing store: it neither marks the store failing nor makes the service not ready (issue 36: each slow read
   * of the desk made /readyz 503). Writes and the readiness probe say whether the store takes writes.
   */
  const read =
    <A extends unknown[], R>(operation: string, run: (...args: A) => Promise<R>) =>
    async (...args: A): Promise<R> => {
      try {
        return await run(...args)
      } catch (error) {
        options.onFailure?.(operation, error)
        throw new ReviewStoreUnavailable('The review store cannot be read just now; retry in a moment.')
      }
    }

  function retrySoon() {
    if (timer || closed) return
    timer = setTimeout(() => {
      timer = undefined
      void flush().then(() => {
        if (failure !== null || spool.length > 0) retrySoon()
      })
    }, retryMs)
    timer.unref()
  }

  /** Moves the spool into the store, oldest first, a batch per transaction, until it is empty or the store fails. */
  async function moveSpool(): Promise<void> {
    let moved = 0
    try {
      if (spool.length === 0) await store.ping()
      while (spool.length > 0) {
        const batch = spool.slice(0, DRAIN_BATCH)
        const results = await store.createMany(batch)
        // Only the drain takes items off the spool (one drain at a time): the batch is still its head.
        spool.splice(0, batch.length)
        batch.forEach((held, i) => {
          const result = results[i]!
          byId.delete(held.meta.id)
          byKey.delete(held.meta.dedupe_key)
          if (result.item.id !== held.meta.id) storedAs.set(held.meta.id, result.item.id)
          held.settle(result)
        })
        moved += batch.length
        // The store takes writes: a fresh item now queues behind the rest of the spool instead of failing over.
        failure = null
      }
      failure = null
    } catch (error) {
      failure = (error as Error)?.message ?? String(error)
    }
    if (moved > 0) options.onRecovered?.(moved)
  }

  function flush(): Promise<void> {
    flushing ??= moveSpool().finally(() => (flushing = undefined))
    return flushing
  }

  /** Whether the held item is stored within waitMs (the store takes writes and the drain reaches it). */
  async function storedSoon(held: Held): Promise<Created | undefined> {
    void flush()
    return Promise.race([held.stored, sleep(waitMs).then(() => undefined)])
  }

  const guardedDecide = guarded('decide', (id: string, decision: Parameters<ReviewStore['decide']>[1]) =>
    store.decide(storedAs.get(id) ?? id, decision),
  )

  const spooledItem = (id: string): ReviewItem | undefined => {
    const held = byId.get(id)
    return held ? itemOf({ ...held.meta, ...held.item, ...undecided() }) : undefined
  }

  function hold(item: NewReviewItem, meta: ItemMeta): Held {
    let settle!: (created: Created) => void
    const stored = new Promise<Created>((resolve) => (settle = resolve))
    const held = { item, meta, stored, settle }
    spool.push(held)
    byId.set(meta.id, held)
    byKey.set(meta.dedupe_key, held)
    return held
  }

  return {
    backend: store.backend,
    async create(item, meta) {
      // The store takes writes and nothing waits before this item: straight in.
      if (failure === null && spool.length === 0) {
        try {
          return await store.create(item, meta)
        } catch (error) {
          failed('create', error)
        }
      }
      // The same request again (a retry) finds the item it already has in the spool.
      const same = byKey.get(meta.dedupe_key)
      if (same) throw new ReviewItemSpooled(same.meta.id)
      if (spool.length >= options.max) {
        options.onUnstored?.('dropped')
        throw new ReviewSpoolFull(`the review store fails and its spool is full (${options.max} items)`)
      }
      const held = hold(item, meta)
      // The store is back and the spool drains: the item queues behind the spooled ones, and its asker waits a
      // moment for it to be stored. While the store fails, the asker does not wait for another failure.
      if (failure === null) {
        const stored = await storedSoon(held)
        if (stored) return stored
      }
      options.onUnstored?.('spooled')
      retrySoon()
      throw new ReviewItemSpooled(meta.id)
    },
    createMany: guarded('createMany', (entries) => store.createMany(entries)),
    get: read('get', async (id: string) => {
      const held = spooledItem(id)
      if (held) return held
      return store.get(storedAs.get(id) ?? id)
    }),
    list: read('list', (filter) => store.list(filter)),
    listSummaries: read('listSummaries', (filter) => store.listSummaries(filter)),
    decide: async (id, decision) => {
      // Not in the store yet, so not decided either: wait a moment for the drain, then a 503 with Retry-After.
      const held = byId.get(id)
      if (held && !(failure === null && (await storedSoon(held)))) {
        throw new ReviewItemNotYetStored(
          `Review item ${id} is pending but not yet in the review store (it was kept in the spool while the store ` +
            `failed, ${spool.length} items wait): retry the decision in a few seconds.`,
        )
      }
      return guardedDecide(id, decision)
    },
    decisions: read('decisions', (id) => store.decisions(storedAs.get(id) ?? id)),
    addDelivery: guarded('addDelivery', (id, delivery) => store.addDelivery(id, delivery)),
    answered: guarded('answered', (key) => store.answered(key)),
    join: guarded('join', (id, asker) => store.join(storedAs.get(id) ?? id, asker)),
    askers: guarded('askers', (id, now) => store.askers(storedAs.get(id) ?? id, now)),
    responseUrl: guarded('responseUrl', (id, now) => store.responseUrl(id, now)),
    stats: read('stats', () => store.stats()),
    createSession: guarded('createSession', (token, session) => store.createSession(token, session)),
    session: read('session', (token, now) => store.session(token, now)),
    deleteSession: guarded('deleteSession', (token) => store.deleteSession(token)),
    claimSignature: guarded('claimSignature', (signature, now, expires) =>
      store.claimSignature(signature, now, expires),
    ),
    ping: guarded('ping', () => store.ping()),
    async notReady() {
      if (spool.length > 0) {
        return `${spool.length} rejected answers wait in the spool: the review store fails (${failure ?? 'retrying'})`
      }
      if (failure !== null) return `the review store fails: ${failure}`
      try {
        let timeout: NodeJS.Timeout | undefined
        await Promise.race([
          store.ping(),
          new Promise((_, reject) => {
            timeout = setTimeout(() => reject(new Error(`no answer within ${PROBE_TIMEOUT_MS} ms`)), PROBE_TIMEOUT_MS)
          }),
        ]).finally(() => clearTimeout(timeout))
        return null
      } catch (error) {
        failed('ping', error)
        return `the review store fails: ${failure}`
      }
    },
    get spooled() {
      return spool.length
    },
    get failing() {
      return failure !== null
    },
    flush,
    async close() {
      closed = true
      clearTimeout(timer)
      // A last attempt, then the log says what is lost: the items are in memory only.
      if (spool.length > 0) await flush()
      if (spool.length > 0) {
        options.onFailure?.(
          'close',
          new Error(`${spool.length} spooled items could not be stored: ${spool.map((h) => h.meta.id).join(', ')}`),
        )
      }
      if (options.ownsStore) await store.close()
    },
  }
}
