// /healthz: the process answers. /readyz: the database is open read-only, the snapshot on disk still has the hash the
// database was built from, the review store takes writes with nothing waiting in the spool, and the process is not
// shutting down.
import { Type, type FastifyPluginAsyncTypebox } from '@fastify/type-provider-typebox'
import type { Store } from '../../data/store.js'
import { verifySnapshot } from '../../data/snapshot.js'
import { errorBody } from '../errors.js'
import { errorResponses } from '../schemas.js'

export interface HealthOptions {
  store: Store
  dataDir: string
  /** True once a shutdown has begun: the load balancer must stop sending work here. */
  draining?: () => boolean
  /** Why the review store is not ready (it fails, or items wait in the spool), or null. */
  reviewNotReady?: () => Promise<string | null>
}

/** Probes: no rate limit, no log line, and never shed under load (a busy replica is alive, and says if it is ready). */
const operations = { rateLimit: false, quiet: true, shed: false } as const

export const healthRoutes: FastifyPluginAsyncTypebox<HealthOptions> = async (
  app,
  { store, dataDir, draining, reviewNotReady },
) => {
  app.get(
    '/healthz',
    {
      schema: { summary: 'Liveness', tags: ['operations'], response: { 200: Type.Object({ ok: Type.Literal(true) }) } },
      config: operations,
    },
    async () => ({ ok: true as const }),
  )
  app.get(
    '/readyz',
    {
      schema: {
        summary: 'Readiness: database read-only, snapshot verified, review store writable, not shutting down',
        tags: ['operations'],
        response: {
          200: Type.Object({ ok: Type.Literal(true), snapshot_hash: Type.String(), snapshot_date: Type.String() }),
          ...errorResponses(503),
        },
      },
      config: operations,
    },
    async (_request, reply) => {
      try {
        if (draining?.()) throw new Error('the process is shutting down')
        if (!store.connection.open || !store.connection.readonly) throw new Error('the database is not open read-only')
        store.connection.prepare('SELECT 1').get()
        const hash = verifySnapshot(dataDir)
        if (hash !== store.snapshotHash) {
          throw new Error(
            `the snapshot on disk (${hash.slice(0, 12)}) is not the one the database was built from (${store.snapshotHash.slice(0, 12)})`,
          )
        }
        const review = await reviewNotReady?.()
        if (review) throw new Error(review)
        return { ok: true as const, snapshot_hash: hash, snapshot_date: store.snapshotDate }
      } catch (error) {
        return reply.status(503).send(errorBody('not_ready', (error as Error).message))
      }
    },
  )
}
