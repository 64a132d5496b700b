// The review store the configuration names: PostgreSQL when REVIEW_DATABASE_URL is set, else the SQLite file.
import type { Config } from '../config.js'
import { openPostgresReviewStore } from './postgres-store.js'
import { openSqliteReviewStore } from './sqlite-store.js'
import type { ReviewStore } from './store.js'

export async function openReviewStore(config: Pick<Config, 'review'>): Promise<ReviewStore> {
  return config.review.databaseUrl
    ? openPostgresReviewStore(config.review.databaseUrl)
    : openSqliteReviewStore(config.review.dbPath)
}
