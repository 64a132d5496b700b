// The review store the configuration names: PostgreSQL when REVIEW_DATABASE_URL is set, else the SQLite file.
// PostgreSQL that cannot be reached at start is no reason not to start (issue 36): the service starts with the store
// deferred (deferred.ts), not ready until it is back, as when it fails while running. A schema newer than this
// program still stops the start: that is no outage to wait out.
import type { Config } from '../config.js'
import { deferredReviewStore } from './deferred.js'
import { openPostgresReviewStore } from './postgres-store.js'
import { openSqliteReviewStore } from './sqlite-store.js'
import { ReviewStoreNewer, type ReviewStore } from './store.js'

export interface OpenOptions {
  /**
   * The server: PostgreSQL that cannot be opened at start is deferred, and this is told why (once). Without it (the
   * command line) the error is thrown as it is.
   */
  onDeferred?: (error: unknown) => void
  /** The deferred store opened at last. */
  onOpened?: () => void
}

export async function openReviewStore(config: Pick<Config, 'review'>, options: OpenOptions = {}): Promise<ReviewStore> {
  const url = config.review.databaseUrl
  if (!url) return openSqliteReviewStore(config.review.dbPath)
  const open = () => openPostgresReviewStore(url)
  try {
    return await open()
  } catch (error) {
    if (error instanceof ReviewStoreNewer || !options.onDeferred) throw error
    options.onDeferred(error)
    return deferredReviewStore('postgres', open, error, { ...(options.onOpened ? { onOpened: options.onOpened } : {}) })
  }
}
