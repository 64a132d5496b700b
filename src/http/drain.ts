// Graceful drain, in two steps. On SIGTERM, /readyz answers 503 at once (the load balancer stops sending work here)
// while everything else goes on as before for SHUTDOWN_DELAY_MS: new connections are accepted and open ones kept
// alive, so that a keep-alive client keeps using the connection it has instead of opening new ones. Then the port
// closes, and only then does every response carry Connection: close: each open connection ends cleanly after its
// next response, and its client's next connection is refused by the closed port (ECONNREFUSED: the request was never
// sent). Sending Connection: close during the delay would make every client reconnect for every request, and the
// connections waiting in the kernel's listen queue when the port closed would be reset (ECONNRESET: the client cannot
// tell whether its POST ran). A connection that is open but idle is left to its own keep-alive timeout, which clients
// know from the Keep-Alive header: closing it sooner could cut a request being sent on it at that very moment.
import type { FastifyInstance } from 'fastify'
import { Server } from 'node:net'

export interface Drain {
  /** Not ready: set on SIGTERM. */
  readonly draining: boolean
  /** The port is closed: every response closes its connection. */
  readonly closing: boolean
  start(): void
  close(): void
}

export function createDrain(): Drain {
  let draining = false
  let closing = false
  return {
    get draining() {
      return draining
    },
    get closing() {
      return closing
    },
    start() {
      draining = true
    },
    close() {
      draining = true
      closing = true
    },
  }
}

export function registerDrain(app: FastifyInstance, drain: Drain) {
  // Decided as each response is sent, not as its request arrives: a request in flight when the port closes (a slow
  // question, or every request at SIGTERM when SHUTDOWN_DELAY_MS is 0) closes its connection too.
  app.addHook('onSend', (_request, reply, payload, done) => {
    if (drain.closing) void reply.header('connection', 'close')
    done(null, payload)
  })
}

/**
 * Stops accepting connections, then closes each open one after its next response, and resolves once every one has
 * ended. Node's http.Server#close would also close the idle keep-alive connections at once (see above), so the
 * listening socket is closed as a plain net.Server.
 */
export function connectionsEnded(app: FastifyInstance, drain: Drain): Promise<void> {
  return new Promise((resolve) => {
    if (!app.server.listening) {
      drain.close()
      return resolve()
    }
    Server.prototype.close.call(app.server, () => resolve())
    drain.close()
  })
}
