// /healthz: the process answers. /readyz: the database is open read-only and the snapshot on disk still has the hash
// the database was built from.
import type { FastifyInstance } from 'fastify'
import type { Store } from '../../data/store.js'
import { verifySnapshot } from '../../data/snapshot.js'
import { errorBody } from '../errors.js'

export async function healthRoutes(app: FastifyInstance, { store, dataDir }: { store: Store; dataDir: string }) {
  const noLimit = { rateLimit: false } as const
  app.get('/healthz', { schema: { summary: 'Liveness', tags: ['operations'] }, config: noLimit }, async () => ({
    ok: true,
  }))
  app.get(
    '/readyz',
    {
      schema: { summary: 'Readiness: database read-only and snapshot verified', tags: ['operations'] },
      config: noLimit,
    },
    async (_request, reply) => {
      try {
        if (!store.connection.open || !store.connection.readonly) throw new Error('the database is not open read-only')
        store.connection.prepare('SELECT 1').get()
        const hash = verifySnapshot(dataDir)
        if (hash !== store.snapshotHash)
          throw new Error(
            `the snapshot on disk (${hash.slice(0, 12)}) is not the one the database was built from (${store.snapshotHash.slice(0, 12)})`,
          )
        return { ok: true, snapshot_hash: hash, snapshot_date: store.snapshotDate }
      } catch (error) {
        return reply.status(503).send(errorBody('not_ready', (error as Error).message))
      }
    },
  )
}
