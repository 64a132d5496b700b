// The review store as the service uses it: a store that fails (a full disk, PostgreSQL stopped) never swallows a
// rejected answer. Every failure of the store becomes ReviewStoreUnavailable (a 503 for decisions and sign-ins, never a
// 500) and marks the store as failing; a new item that cannot be written is kept in a bounded spool in this process's
// memory, under the id its asker was given, and moved into the store, oldest first, once the store takes writes
// again. While the store fails or the spool holds items, the service is not ready (/readyz). The spool lives in memory
// because the disk may be what failed: items still spooled when the process is killed are lost, and the log says so
// at a graceful stop.
import { itemOf, ReviewStoreUnavailable, type ReviewStore } from './store.js'
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

type Meta = Parameters<ReviewStore['create']>[1]

export interface SpoolOptions {
  /** REVIEW_SPOOL_MAX: items held at most; beyond it a new item is refused (and counted), never an older one dropped. */
  max: number
  /** How often the spool is moved (or the store probed) while the store fails. */
  retryMs?: number
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

export function withSpool(store: ReviewStore, options: SpoolOptions): SpoolingStore {
  const retryMs = options.retryMs ?? 1000
  const spool: { item: NewReviewItem; meta: Meta }[] = []
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

  async function moveSpool(): Promise<void> {
    let moved = 0
    try {
      if (spool.length === 0) await store.ping()
      while (spool.length > 0) {
        const { item, meta } = spool[0]!
        const { item: stored } = await store.create(item, meta)
        if (stored.id !== meta.id) storedAs.set(meta.id, stored.id)
        spool.shift()
        moved += 1
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

  const spooledItem = (id: string): ReviewItem | undefined => {
    const held = spool.find((s) => s.meta.id === id)
    return held ? itemOf({ ...held.meta, ...held.item, ...undecided() }) : undefined
  }

  return {
    backend: store.backend,
    async create(item, meta) {
      // While the store fails, new items go straight to the spool: the asker does not wait for another failure.
      if (failure === null) {
        try {
          return await store.create(item, meta)
        } catch (error) {
          failed('create', error)
        }
      }
      // The same request again (a retry) finds the item it already has in the spool.
      const same = spool.find((s) => s.meta.dedupe_key === meta.dedupe_key)
      if (same) throw new ReviewItemSpooled(same.meta.id)
      if (spool.length >= options.max) {
        options.onUnstored?.('dropped')
        throw new ReviewSpoolFull(`the review store fails and its spool is full (${options.max} items)`)
      }
      spool.push({ item, meta })
      options.onUnstored?.('spooled')
      retrySoon()
      throw new ReviewItemSpooled(meta.id)
    },
    get: guarded('get', async (id: string) => {
      const held = spooledItem(id)
      if (held) return held
      return store.get(storedAs.get(id) ?? id)
    }),
    list: guarded('list', (filter) => store.list(filter)),
    decide: guarded('decide', (id, decision) => store.decide(storedAs.get(id) ?? id, decision)),
    decisions: guarded('decisions', (id) => store.decisions(storedAs.get(id) ?? id)),
    addDelivery: guarded('addDelivery', (id, delivery) => store.addDelivery(id, delivery)),
    responseUrl: guarded('responseUrl', (id, now) => store.responseUrl(id, now)),
    stats: guarded('stats', () => store.stats()),
    createSession: guarded('createSession', (token, session) => store.createSession(token, session)),
    session: guarded('session', (token, now) => store.session(token, now)),
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
          new Error(`${spool.length} spooled items could not be stored: ${spool.map((s) => s.meta.id).join(', ')}`),
        )
      }
      if (options.ownsStore) await store.close()
    },
  }
}
