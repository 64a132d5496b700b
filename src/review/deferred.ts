// A review store that is not there yet: PostgreSQL down when the service starts. The service starts anyway, as it
// goes on when PostgreSQL fails while it runs (issue 36: `serve` exited 70 on ECONNREFUSED): every operation first
// opens the store (connects and migrates); until that succeeds each one fails at once with the reason, so the spool
// (spool.ts) keeps the rejected answers, /readyz says not ready and why, and the spool's retries (and each readiness
// probe) try to open it again, at most once per RETRY_MS. Once open, the store is used as it is.
import type { ReviewStore } from './store.js'

/** How often a store that failed to open is tried again, at most (a request in between fails at once). */
const RETRY_MS = 1000

export function deferredReviewStore(
  backend: ReviewStore['backend'],
  open: () => Promise<ReviewStore>,
  firstError: unknown,
  options: { onOpened?: () => void } = {},
): ReviewStore {
  let store: ReviewStore | undefined
  let opening: Promise<ReviewStore> | undefined
  let lastError: unknown = firstError
  let lastTry = Date.now()
  let closed = false

  const ready = (): Promise<ReviewStore> => {
    if (store) return Promise.resolve(store)
    if (closed) return Promise.reject(new Error('the review store is closed'))
    if (opening) return opening
    if (Date.now() - lastTry < RETRY_MS)
      return Promise.reject(lastError instanceof Error ? lastError : new Error(String(lastError)))
    lastTry = Date.now()
    opening = open().then(
      (opened) => {
        opening = undefined
        if (closed) {
          void opened.close()
          throw new Error('the review store is closed')
        }
        store = opened
        options.onOpened?.()
        return opened
      },
      (error: unknown) => {
        opening = undefined
        lastError = error
        throw error
      },
    )
    return opening
  }

  /** Each operation of the store, on the store once it is open. */
  const via =
    <K extends keyof ReviewStore>(name: K) =>
    async (...args: unknown[]) => {
      const target = await ready()
      return (target[name] as (...a: unknown[]) => unknown)(...args)
    }

  return {
    backend,
    create: via('create'),
    createMany: via('createMany'),
    get: via('get'),
    list: via('list'),
    listSummaries: via('listSummaries'),
    decide: via('decide'),
    decisions: via('decisions'),
    retire: via('retire'),
    addDelivery: via('addDelivery'),
    responseUrl: via('responseUrl'),
    stats: via('stats'),
    createSession: via('createSession'),
    session: via('session'),
    deleteSession: via('deleteSession'),
    claimSignature: via('claimSignature'),
    ping: via('ping'),
    async close() {
      closed = true
      const pending = opening
      if (pending) await pending.then((s) => s.close()).catch(() => undefined)
      await store?.close()
    },
  } as ReviewStore
}
