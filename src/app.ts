// Builds the Fastify application from its configuration and dependencies; it opens nothing itself, so tests drive it
// with inject() and their own store, clock, providers and callers.
import Fastify, { type FastifyBaseLogger, type FastifyInstance } from 'fastify'
import swagger from '@fastify/swagger'
import swaggerUi from '@fastify/swagger-ui'
import { TypeBoxValidatorCompiler } from '@fastify/type-provider-typebox'
import { Redis } from 'ioredis'
import { join } from 'node:path'
import { defaultDesign, type Config } from './config.js'
import type { Store } from './data/store.js'
import { loadCallers, type Caller } from './auth/keys.js'
import { createAskService, type AskService } from './ask/service.js'
import { registerAuth } from './http/auth.js'
import { createAuthFailures, type AuthFailures } from './http/auth-failures.js'
import { clientErrorHandler, frameworkErrors, registerErrorHandling, registerNodeErrors } from './http/errors.js'
import { createDrain, registerDrain, type Drain } from './http/drain.js'
import { createInFlight } from './http/in-flight.js'
import { registerOverloadShedding } from './http/overload.js'
import { fromLoopback } from './http/loopback.js'
import { loggerOptions, RequestLog } from './http/logger.js'
import { createMetrics, registerMetrics, type Metrics } from './http/metrics.js'
import { createRateLimiter, memoryStore, redisStore, registerRateLimit, type RateLimiter } from './http/rate-limit.js'
import { registerSecurityHeaders } from './http/security-headers.js'
import { askRoutes } from './http/routes/ask.js'
import { evalRoutes } from './http/routes/eval.js'
import { healthRoutes } from './http/routes/health.js'
import { toolRoutes } from './http/routes/tools.js'
import { slackRoutes, type SlackOptions } from './http/routes/slack.js'
import { reviewRoutes } from './http/routes/review.js'
import { deskRoutes } from './http/routes/desk.js'
import { createDesk, type Desk } from './review/desk.js'
import { openReviewStore } from './review/open.js'
import { withSpool, type SpoolingStore } from './review/spool.js'
import type { ReviewStore } from './review/store.js'
import { redisSeenSignatures, storeSeenSignatures } from './slack/replay.js'
import type { Deliver } from './slack/deliver.js'
import { printedDelivery } from './slack/print.js'
import { responseUrlPolicy } from './slack/response-url.js'
import { createToolbox, type Toolbox } from './tools/toolbox.js'
import { counted } from './text/plural.js'

export interface AppDeps {
  config: Config
  store: Store
  toolbox?: Toolbox
  /** The question pipeline; tests pass one with their own providers and clock. */
  askService?: AskService
  /** Callers and their key hashes; otherwise read from API_KEYS / API_KEYS_FILE. */
  callers?: Caller[]
  /** A pino logger to write to (tests capture lines with it); otherwise one is made from the configuration. */
  logger?: FastifyBaseLogger
  /** The shutdown's drain (server.ts starts it); without one the app never drains. */
  drain?: Drain
  /** Test-only Slack settings (clock, where response_url may point, delivery retries). */
  slack?: Partial<SlackOptions>
  /** The data desk's store; otherwise opened from the configuration (and closed with the app). */
  review?: ReviewStore
  /** Wall-clock time for the desk (the queue's ages, decisions' dates, response_url expiry). */
  now?: () => Date
}

export async function buildApp(deps: AppDeps): Promise<FastifyInstance> {
  const { config, store } = deps
  const toolbox = deps.toolbox ?? createToolbox(store)
  const callers = deps.callers ?? loadCallers(config.auth)
  const metrics = createMetrics()
  const app = createFastify(config, metrics, deps.logger)

  // The data desk. Its closing hook is added first so that it runs last: after every route's own (Slack's pending
  // answers may still send an item to the desk), the deliveries finish and the store closes.
  const reviewStore = await openDeskStore(app, deps, metrics)
  // Local development: what Slack would receive is printed, not posted (SLACK_PRINT_RESPONSES).
  const postToSlack = config.slack.printResponses ? printedDelivery((text) => process.stderr.write(text)) : undefined
  const desk = createDesk({
    store: reviewStore,
    data: store,
    ...(postToSlack ? { postToSlack } : {}),
    ...(deps.now ? { now: deps.now } : {}),
    slackResponseType: config.slack.responseType,
    callbackFor: (name) => {
      const caller = callers.find((c) => c.name === name)
      return caller?.callback_url ? { url: caller.callback_url, secret: caller.key_sha256 } : undefined
    },
    onDeliveryError: (item, detail) => app.log.error({ item, detail }, 'desk decision not delivered'),
  })
  app.addHook('onClose', async () => {
    await desk.settled()
    await reviewStore.close()
  })
  // JSON only (and form bodies on the routes that take them): a text/plain body is a 415, not a string to check.
  app.removeContentTypeParser('text/plain')
  registerErrorHandling(app)

  registerSecurityHeaders(app)
  registerNodeErrors(app)
  const drain = deps.drain ?? createDrain()
  registerDrain(app, drain)
  await registerOverloadShedding(app, config.overload)
  await registerDocs(app)

  const keyed = collectKeyedPaths(app)
  const redis = connectRedis(app, config)
  const counts = redis ? redisStore(redis) : memoryStore()
  const failures = createAuthFailures(counts, config.authFailureLimit)
  registerAuth(app, { callers, allowAnonymous: config.auth.allowAnonymous, failures })
  const limiter = createRateLimiter({
    store: counts,
    windowMs: config.rateLimit.windowMs,
    max: config.rateLimit.max,
    limitFor: (caller) => callers.find((c) => c.name === caller)?.rate_limit,
    ...(config.rateLimit.exemptLoopback ? { exempt: fromLoopback } : {}),
  })
  registerRateLimit(app, limiter)

  registerMetrics(app, metrics)
  metrics.watchReviewQueue(() => reviewStore.stats(), deps.now)
  metrics.watchReviewSpool(() => reviewStore)
  const askService = deps.askService ?? createAskService({ config, store, toolbox })
  await registerRoutes(app, deps, {
    toolbox,
    callers,
    metrics,
    reviewStore,
    desk,
    drain,
    failures,
    limiter,
    redis,
    askService,
    postToSlack,
  })
  app.addHook('onReady', async () => logStartup(app, config, callers, store, keyed))
  return app
}

/** The Fastify instance and its server settings: timeouts, proxy, request ids, the validator's options. */
function createFastify(config: Config, metrics: Metrics, logger: FastifyBaseLogger | undefined): FastifyInstance {
  const app = Fastify({
    ...(logger ? { loggerInstance: logger } : { logger: loggerOptions(config.logLevel) }),
    // One line per request, with what happened in it (not Fastify's "incoming request" and "request completed").
    logController: new RequestLog(metrics.observeRequest),
    // Errors of the router and of Node's HTTP parser in our shape too.
    frameworkErrors,
    clientErrorHandler,
    bodyLimit: config.bodyLimit,
    // The whole request must arrive within RECEIVE_TIMEOUT_MS: then clientErrorHandler answers 408, within a second
    // (Node checks every connection each second). Answering may take longer: a connection idle (while the model
    // answers) is cut only after REQUEST_TIMEOUT_MS and 5 s.
    requestTimeout: config.receiveTimeoutMs,
    connectionTimeout: config.requestTimeoutMs + 5000,
    http: {
      requestTimeout: config.receiveTimeoutMs,
      headersTimeout: config.receiveTimeoutMs,
      connectionsCheckingInterval: 1000,
      // A request without Host gets our 400 (errors.ts), not Node's bare one.
      requireHostHeader: false,
    },
    keepAliveTimeout: 5000,
    trustProxy: config.trustProxy,
    requestIdHeader: 'x-request-id',
    genReqId: () => crypto.randomUUID(),
    // No coercion, no removal: "2020" stays a string and an unknown key stays, so the checks can refuse them.
    ajv: { customOptions: { coerceTypes: false, removeAdditional: false, useDefaults: false } },
  })
  app.setValidatorCompiler(TypeBoxValidatorCompiler)
  return app
}

/**
 * The desk's review store, spooled. A store that fails never swallows a rejected answer: the spool keeps it until the
 * store is back (review/spool.ts). PostgreSQL down at start: the service starts all the same, not ready until the
 * store is back (review/open.ts).
 */
async function openDeskStore(app: FastifyInstance, deps: AppDeps, metrics: Metrics) {
  const { config } = deps
  let deferred = false
  const reviewStore = withSpool(
    deps.review ??
      (await openReviewStore(config, {
        onDeferred: (err) => {
          deferred = true
          app.log.error({ err }, 'the review store cannot be opened: starting without it, not ready until it is back')
        },
        onOpened: () => app.log.info('the review store is open'),
      })),
    {
      max: config.review.spoolMax,
      ownsStore: !deps.review,
      onFailure: (operation, err) => app.log.error({ err, operation }, 'the review store failed'),
      onUnstored: (fate) => metrics.reviewUnstored(fate),
      onRecovered: (moved) => app.log.info({ moved }, 'spooled review items moved into the review store'),
    },
  )
  // Not ready from the first probe on, and retried from now, not from the first request.
  if (deferred) void reviewStore.notReady()
  return reviewStore
}

/** The OpenAPI document (/openapi.json) and its browsable pages (/docs). */
async function registerDocs(app: FastifyInstance) {
  await app.register(swagger, {
    openapi: {
      info: {
        title: 'stats-assistant',
        version: '0.1.0',
        description: 'Checked answers to questions about World Bank statistics (WDI snapshot).',
      },
      components: { securitySchemes: { bearer: { type: 'http', scheme: 'bearer' } } },
    },
  })
  await app.register(swaggerUi, { routePrefix: '/docs', staticCSP: true })
  app.get('/openapi.json', { schema: { hide: true }, config: { quiet: true } }, async () => app.swagger())
}

/** The paths a key guards (a route's scope), filled as the routes register: named in the start-up warnings. */
function collectKeyedPaths(app: FastifyInstance): Set<string> {
  // Open to anyone under ALLOW_ANONYMOUS, as the start-up warning says.
  const keyed = new Set<string>()
  app.addHook('onRoute', (route) => {
    if (route.config?.scope) keyed.add(`/${route.url.split('/')[1]}`)
  })
  return keyed
}

/** The rate limits' shared store (REDIS_URL), closed with the app; undefined when the counts stay in memory. */
function connectRedis(app: FastifyInstance, config: Config): Redis | undefined {
  if (!config.rateLimit.redisUrl) return undefined
  // Every call waits a second at most: with Redis down or hung, its routes answer 503 at once, never wait on it.
  const redis = new Redis(config.rateLimit.redisUrl, {
    connectTimeout: 500,
    commandTimeout: 1000,
    maxRetriesPerRequest: 1,
    retryStrategy: (attempt) => Math.min(attempt * 50, 1000),
  })
  redis.on('error', (err) => app.log.error({ err }, 'rate-limit store (Redis) error'))
  // Redis down at shutdown is no reason to fail it: the connection is dropped instead.
  app.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect())
  })
  return redis
}

/** What the routes share, made once by buildApp. */
interface RouteDeps {
  toolbox: Toolbox
  callers: Caller[]
  metrics: Metrics
  reviewStore: SpoolingStore
  desk: Desk
  drain: Drain
  failures: AuthFailures
  limiter: RateLimiter
  redis: Redis | undefined
  askService: AskService
  postToSlack: Deliver | undefined
}

async function registerRoutes(app: FastifyInstance, { config, store, ...deps }: AppDeps, shared: RouteDeps) {
  const { toolbox, callers, metrics, reviewStore, desk, drain, failures, limiter, redis, askService, postToSlack } =
    shared
  const inFlight = createInFlight(config.maxInFlight)
  await app.register(healthRoutes, {
    store,
    dataDir: config.dataDir,
    draining: () => drain.draining,
    reviewNotReady: () => reviewStore.notReady(),
  })
  await app.register(toolRoutes, { toolbox, snapshotDate: store.snapshotDate, onRefusal: metrics.toolRefusal })
  await app.register(askRoutes, {
    service: askService,
    inFlight,
    desk,
    years: store.years,
    onOutcome: metrics.observeOutcome,
  })
  await app.register(reviewRoutes, { desk, ...(deps.now ? { now: deps.now } : {}) })
  await app.register(deskRoutes, {
    desk,
    callers,
    failures,
    secureCookie: config.desk.secureCookie,
    ...(deps.now ? { now: deps.now } : {}),
  })
  await app.register(evalRoutes, {
    service: askService,
    questionsFile: join(config.dataDir, 'questions.json'),
    defaults: { provider: config.provider, design: defaultDesign(config, config.provider) },
    inFlight,
    limiter,
  })
  if (config.slack.signingSecret) {
    await app.register(slackRoutes, {
      service: askService,
      inFlight,
      onOutcome: metrics.observeOutcome,
      signingSecret: config.slack.signingSecret,
      responseUrl: responseUrlPolicy(config.slack.responseUrlHosts),
      commands: config.slack.commands,
      responseType: config.slack.responseType,
      seen: redis ? redisSeenSignatures(redis) : storeSeenSignatures(reviewStore),
      limiter,
      desk,
      ...(postToSlack ? { post: postToSlack } : {}),
      ...deps.slack,
    })
  }
}

/** The start-up warnings (keys, rate limits, Slack) and the "ready" line. */
function logStartup(app: FastifyInstance, config: Config, callers: Caller[], store: Store, keyed: Set<string>) {
  const open = [...keyed].join(', ')
  if (config.auth.allowAnonymous) {
    app.log.warn(
      `!!! ALLOW_ANONYMOUS is set: ${open} answer WITHOUT an API key (the desk's pages, /desk, still ask for a ` +
        'desk key). Local development only. !!!',
    )
  } else if (callers.length === 0) {
    app.log.warn(`no API keys are configured (API_KEYS or API_KEYS_FILE): every request to ${open} will get 401`)
  }
  if (config.rateLimit.exemptLoopback) {
    app.log.warn(
      '!!! RATE_LIMIT_EXEMPT_LOOPBACK is set: callers on this machine (loopback) have no rate limit; others have ' +
        `${counted(config.rateLimit.max, 'request', 'requests')} per window. Local development only. !!!`,
    )
  }
  if (!config.slack.signingSecret)
    app.log.info('Slack command route /slack/commands is off: SLACK_SIGNING_SECRET is not set')
  else if (config.slack.printResponses)
    app.log.warn(
      "!!! SLACK_PRINT_RESPONSES is set: what Slack would receive is printed on stderr, not posted to the command's " +
        'response_url. Local development only. !!!',
    )
  app.log.info(
    {
      provider: config.provider,
      design: defaultDesign(config, config.provider),
      callers: callers.length,
      snapshot: store.snapshotDate,
    },
    'ready',
  )
}
