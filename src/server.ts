// Starts the service: configuration, the read-only store, the app, and a shutdown that finishes what is in flight.
import type { FastifyInstance } from 'fastify'
import type { AddressInfo } from 'node:net'
import { buildApp } from './app.js'
import { localDeskBanner, localDeskKey } from './auth/local-desk-key.js'
import { loadCallers } from './auth/keys.js'
import { loadConfig, type Config } from './config.js'
import { connectionsEnded, createDrain } from './http/drain.js'
import { serverLogger } from './http/logger.js'
import { openRuntime } from './runtime.js'

export async function startServer(config: Config = loadConfig()): Promise<FastifyInstance> {
  const runtime = openRuntime(config)
  const log = serverLogger(config.logLevel)
  const drain = createDrain()
  // npm start (local development): a desk key of its own, printed once the service listens.
  const local = config.desk.localKeyFile ? localDeskKey(config.desk.localKeyFile) : undefined
  const callers = [...loadCallers(config.auth), ...(local ? [local.caller] : [])]
  const app = await buildApp({ ...runtime, logger: log.logger, drain, callers })
  const exit = (code: number) => {
    void log.flush().then(() => process.exit(code))
  }
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    drain.start()
    app.log.info(
      { signal, graceMs: config.shutdownGraceMs },
      'shutting down: not ready, no new connections, finishing the requests in flight',
    )
    const timer = setTimeout(() => {
      app.log.error('requests still in flight after the grace period; exiting')
      exit(1)
    }, config.shutdownGraceMs)
    timer.unref()
    // A load balancer may send new connections for a moment after SIGTERM (SHUTDOWN_DELAY_MS): they are still served,
    // and /readyz says the service is not ready; connections are kept alive until the port closes (http/drain.ts).
    // The database closes only after every connection has ended and every acknowledged Slack answer has finished.
    const delay = signal === 'SIGTERM' ? config.shutdownDelayMs : 0
    new Promise((resolve) => setTimeout(resolve, delay))
      .then(() => connectionsEnded(app, drain))
      .then(() => app.close())
      .then(
        () => {
          runtime.close()
          app.log.info('closed: database closed, exiting')
          exit(0)
        },
        (err: unknown) => {
          app.log.error({ err }, 'error while closing')
          exit(1)
        },
      )
  }
  process.once('SIGTERM', () => shutdown('SIGTERM'))
  process.once('SIGINT', () => shutdown('SIGINT'))
  try {
    await app.listen({ port: config.port, host: config.host })
  } catch (error) {
    // A port in use or not allowed: close what was opened, so that the command line can say so and exit.
    await app.close()
    runtime.close()
    await log.flush()
    throw error
  }
  if (local) {
    const { port } = app.server.address() as AddressInfo
    const host = ['0.0.0.0', '::'].includes(config.host)
      ? 'localhost'
      : config.host.includes(':')
        ? `[${config.host}]`
        : config.host
    // On stderr, beside the log (JSON lines on stdout), never in it: keys appear in no log.
    process.stderr.write(localDeskBanner(`http://${host}:${port}/desk`, local.key, config.desk.localKeyFile!))
    // npm start said when it began compiling (package.json prestart): this says when it is ready, in the same form.
    const time = new Date().toTimeString().slice(0, 8)
    process.stderr.write(`[${time}] ready: http://${host}:${port} (POST /ask; the desk at /desk)\n`)
  }
  return app
}
