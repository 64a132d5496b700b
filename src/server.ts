// Starts the service: configuration, the read-only store, the app, and a shutdown that finishes what is in flight.
import type { FastifyInstance } from 'fastify'
import { buildApp } from './app.js'
import { loadConfig, type Config } from './config.js'
import { serverLogger } from './http/logger.js'
import { openRuntime } from './runtime.js'

export async function startServer(config: Config = loadConfig()): Promise<FastifyInstance> {
  const runtime = openRuntime(config)
  const log = serverLogger(config.logLevel)
  const app = await buildApp({ ...runtime, logger: log.logger })
  const exit = (code: number) => {
    log.flush()
    process.exit(code)
  }
  let closing = false
  const shutdown = (signal: string) => {
    if (closing) return
    closing = true
    app.log.info(
      { signal, graceMs: config.shutdownGraceMs },
      'shutting down: no new requests, finishing those in flight',
    )
    const timer = setTimeout(() => {
      app.log.error('requests still in flight after the grace period; exiting')
      exit(1)
    }, config.shutdownGraceMs)
    timer.unref()
    // The database closes only after every request and every acknowledged Slack answer has finished.
    app.close().then(
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
  await app.listen({ port: config.port, host: config.host })
  return app
}
