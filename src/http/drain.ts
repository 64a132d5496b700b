// Graceful drain. From the moment a shutdown begins, /readyz answers 503 (the load balancer stops sending work here)
// and every response carries Connection: close, so each keep-alive connection ends cleanly after its next response.
// No new connections are accepted; a connection that is open but idle is left to its own keep-alive timeout, which
// clients know from the Keep-Alive header and respect: closing it sooner could cut a request that a client of a
// keep-alive pool is sending on it at that very moment, and that client could not tell whether its POST ran.
import type { FastifyInstance } from 'fastify'
import { Server } from 'node:net'

export interface Drain {
  readonly draining: boolean
  start(): void
}

export function createDrain(): Drain {
  let draining = false
  return {
    get draining() {
      return draining
    },
    start() {
      draining = true
    },
  }
}

export function registerDrain(app: FastifyInstance, drain: Drain) {
  app.addHook('onRequest', (_request, reply, done) => {
    if (drain.draining) void reply.header('connection', 'close')
    done()
  })
}

/**
 * Stops accepting connections and resolves once every open one has ended. Node's http.Server#close would also close
 * the idle keep-alive connections at once (see above), so the listening socket is closed as a plain net.Server.
 */
export function connectionsEnded(app: FastifyInstance): Promise<void> {
  return new Promise((resolve) => {
    if (!app.server.listening) return resolve()
    Server.prototype.close.call(app.server, () => resolve())
  })
}
