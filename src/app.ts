// Builds the Fastify application from its configuration and dependencies; it opens nothing itself, so tests drive it
// with inject() and their own store, clock and providers.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import type { Config } from './config.js'
import type { Store } from './data/store.js'
import { registerErrorHandling } from './http/errors.js'
import { loggerOptions } from './http/logger.js'
import { toolRoutes } from './http/routes/tools.js'
import { askRoutes } from './http/routes/ask.js'
import { createAskService, type AskService } from './ask/service.js'
import { createToolbox, type Toolbox } from './tools/toolbox.js'

export interface AppDeps {
  config: Config
  store: Store
  toolbox?: Toolbox
  /** The question pipeline; tests pass one with their own providers and clock. */
  askService?: AskService
  /** A pino logger to write to (tests capture lines with it); otherwise one is made from the configuration. */
  logger?: FastifyBaseLogger
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, store } = deps
  const toolbox = deps.toolbox ?? createToolbox(store)
  const app = Fastify({
    ...(deps.logger ? { loggerInstance: deps.logger } : { logger: loggerOptions(config.logLevel) }),
    bodyLimit: config.bodyLimit,
    requestTimeout: config.requestTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5000,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // No coercion, no removal: "2020" stays a string and an unknown key stays, so the checks can refuse them.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false } },
  })
  app.setValidatorCompiler(TypeBoxValidatorCompiler)
  // JSON only (and Slack's form body, on its own route): a text/plain body is a 415, not a string to check.
  app.removeContentTypeParser('text/plain')
  registerErrorHandling(app)

  const askService = deps.askService ?? createAskService({ config, store, toolbox })
  await app.register(toolRoutes, { toolbox })
  await app.register(askRoutes, { service: askService })
  return app
}
