// Configuration from environment variables, validated once at start-up: every problem is listed, none is guessed.
import { ActionableError } from './errors.js'
import { resolve } from 'node:path'

export type ProviderName = 'planner' | 'openai' | 'replay' | 'record'
/**
 * tools: the model proposes tool calls in the loop; fetch-first: the application reads the rows and one model call
 * writes the sentence; read: the model reads the question into the reading, the application fetches the facts and
 * writes the answer; auto: per question, with a model the model reads and the rules must agree (the rules alone
 * decline what the data lacks; with the planner, fetch-first, tools, or declined).
 */
export type Design = 'tools' | 'fetch-first' | 'read' | 'auto'
export const PROVIDERS: readonly ProviderName[] = ['planner', 'openai', 'replay', 'record']
export const DESIGNS: readonly Design[] = ['tools', 'fetch-first', 'read', 'auto']

/** DESIGN when set; otherwise the embedded planner keeps its own (tools) and a model's is auto. */
export const defaultDesign = (config: Pick<Config, 'design'>, provider: ProviderName): Design =>
  config.design ?? (provider === 'planner' ? 'tools' : 'auto')

export interface LoopLimits {
  modelCalls: number
  toolCalls: number
  wallMs: number
  resultChars: number
}

export const DEFAULT_LIMITS: LoopLimits = { modelCalls: 5, toolCalls: 10, wallMs: 60_000, resultChars: 3000 }

export interface Config {
  port: number
  host: string
  logLevel: string
  dataDir: string
  databasePath: string
  recordingsDir: string
  provider: ProviderName
  /** DESIGN when set; otherwise auto for a model and tools for the embedded planner (per request). */
  design?: Design
  model: string
  openai: {
    baseURL?: string
    apiKey?: string
    azureEndpoint?: string
    azureApiVersion?: string
    azureDeployment?: string
    /** A model's reply over this many bytes is refused unread (MODEL_REPLY_MAX_BYTES). */
    replyMaxBytes?: number
  }
  limits: LoopLimits
  pricesFile?: string
  auth: { keysFile?: string; keysEnv?: string; allowAnonymous: boolean }
  /** exemptLoopback: local development (npm start): callers on this machine are not limited. */
  rateLimit: { max: number; windowMs: number; redisUrl?: string; exemptLoopback: boolean }
  maxInFlight: number
  /**
   * Load shedding (http/overload.ts): above this mean event-loop delay over a sample, new requests get a quick 503
   * (OVERLOAD_EVENT_LOOP_DELAY_MS, 0: never), sampled every OVERLOAD_SAMPLE_MS, and only while at least
   * OVERLOAD_MIN_IN_PROGRESS other requests are in progress (a lone caller on a late loop is never shed).
   */
  overload: { eventLoopDelayMs: number; sampleMs: number; minInProgress: number }
  /** Behind a load balancer: take the client address from X-Forwarded-For (rate limits per IP for keyless calls). */
  trustProxy: boolean
  bodyLimit: number
  /** The whole request, headers and body, must arrive within this; then a 408 (RECEIVE_TIMEOUT_MS). */
  receiveTimeoutMs: number
  requestTimeoutMs: number
  shutdownGraceMs: number
  /** After SIGTERM, how long to keep accepting connections (not ready, kept alive) before closing the port. */
  shutdownDelayMs: number
  /** printResponses: local development only (SLACK_PRINT_RESPONSES, npm start): print what would be posted, post nothing. */
  slack: {
    signingSecret?: string
    responseUrlHosts: string[]
    printResponses: boolean
    /** SLACK_COMMANDS: the slash commands answered (default /stats); any other gets 400 with the usage. */
    commands: string[]
    /** SLACK_RESPONSE_TYPE: who sees a checked answer, the channel (in_channel, default) or the asker (ephemeral). */
    responseType: 'in_channel' | 'ephemeral'
  }
  /** The data desk's store: a SQLite file (one process), or PostgreSQL when several replicas share one queue. */
  review: {
    dbPath: string
    databaseUrl?: string
    /** Rejected answers held in memory while the store fails, at most (REVIEW_SPOOL_MAX). */
    spoolMax: number
  }
  /**
   * The desk's session cookie is Secure (HTTPS only) unless DESK_COOKIE_SECURE=false (plain-HTTP local use).
   * localKeyFile: local development only (npm start sets LOCAL_DESK_KEY_FILE): where the local desk key is kept.
   */
  desk: { secureCookie: boolean; localKeyFile?: string }
  /** Wrong keys (API keys and desk sign-ins) from one address per window before it is refused (AUTH_FAILURE_LIMIT). */
  authFailureLimit: number
}

export class ConfigError extends ActionableError {
  override name = 'ConfigError'
  constructor(readonly problems: string[]) {
    super(`Invalid configuration:\n  - ${problems.join('\n  - ')}`)
  }
}

type Env = Record<string, string | undefined>

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = []
  const text = (name: string): string | undefined => {
    const value = env[name]?.trim()
    return value === undefined || value === '' ? undefined : value
  }
  const int = (name: string, fallback: number, min: number, max: number): number => {
    const raw = text(name)
    if (raw === undefined) return fallback
    const value = Number(raw)
    if (!/^\d+$/.test(raw) || value < min || value > max) {
      problems.push(`${name} must be an integer from ${min} to ${max}; got ${JSON.stringify(raw)}`)
      return fallback
    }
    return value
  }
  const oneOf = <T extends string>(name: string, options: readonly T[], fallback: T): T => {
    const raw = text(name)
    if (raw === undefined) return fallback
    if (!options.includes(raw as T)) {
      problems.push(`${name} must be one of ${options.join(', ')}; got ${JSON.stringify(raw)}`)
      return fallback
    }
    return raw as T
  }
  const flag = (name: string, fallback = false): boolean => {
    const raw = text(name)
    if (raw === undefined) return fallback
    if (!['true', 'false', '1', '0'].includes(raw))
      problems.push(`${name} must be true or false; got ${JSON.stringify(raw)}`)
    return raw === 'true' || raw === '1'
  }

  const dataDir = resolve(cwd, text('DATA_DIR') ?? 'data')
  const openai = {
    baseURL: text('OPENAI_BASE_URL'),
    apiKey: text('OPENAI_API_KEY'),
    azureEndpoint: text('AZURE_OPENAI_ENDPOINT'),
    azureApiVersion: text('AZURE_OPENAI_API_VERSION') ?? text('OPENAI_API_VERSION'),
    azureDeployment: text('AZURE_OPENAI_DEPLOYMENT'),
    replyMaxBytes: int('MODEL_REPLY_MAX_BYTES', 262_144, 1024, 67_108_864),
  }
  const endpointConfigured = Boolean(openai.baseURL || openai.apiKey || openai.azureEndpoint)
  // The embedded planner is the default when no model endpoint is configured.
  const provider = oneOf('PROVIDER', PROVIDERS, endpointConfigured ? 'openai' : 'planner')
  if ((provider === 'openai' || provider === 'record') && !endpointConfigured) {
    problems.push(
      `PROVIDER=${provider} needs a model endpoint: set OPENAI_BASE_URL (Ollama, llama.cpp, vLLM...), OPENAI_API_KEY ` +
        '(OpenAI) or AZURE_OPENAI_ENDPOINT; or use PROVIDER=planner or PROVIDER=replay',
    )
  }
  if (openai.azureEndpoint && !openai.azureApiVersion)
    problems.push('AZURE_OPENAI_ENDPOINT needs AZURE_OPENAI_API_VERSION')

  const config: Config = {
    port: int('PORT', 3000, 0, 65535),
    host: text('HOST') ?? '127.0.0.1',
    logLevel: oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    dataDir,
    databasePath: resolve(cwd, text('DATABASE_PATH') ?? `${dataDir}/wdi.sqlite`),
    recordingsDir: resolve(cwd, text('RECORDINGS_DIR') ?? 'recordings'),
    provider,
    ...(text('DESIGN') ? { design: oneOf('DESIGN', DESIGNS, 'auto') } : {}),
    // The model name sent to an endpoint (openai, record) and looked up by replay; the planner always reports "planner".
    model: text('MODEL') ?? 'gpt-4o-mini',
    openai,
    limits: {
      modelCalls: int('LIMIT_MODEL_CALLS', DEFAULT_LIMITS.modelCalls, 1, 50),
      toolCalls: int('LIMIT_TOOL_CALLS', DEFAULT_LIMITS.toolCalls, 0, 100),
      wallMs: int('LIMIT_WALL_MS', DEFAULT_LIMITS.wallMs, 100, 600_000),
      resultChars: int('LIMIT_RESULT_CHARS', DEFAULT_LIMITS.resultChars, 200, 100_000),
    },
    pricesFile: text('PRICES_FILE') ? resolve(cwd, text('PRICES_FILE')!) : undefined,
    auth: {
      keysFile: text('API_KEYS_FILE') ? resolve(cwd, text('API_KEYS_FILE')!) : undefined,
      keysEnv: text('API_KEYS'),
      allowAnonymous: flag('ALLOW_ANONYMOUS'),
    },
    rateLimit: {
      max: int('RATE_LIMIT_MAX', 60, 1, 1_000_000),
      windowMs: int('RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
      redisUrl: text('REDIS_URL'),
      exemptLoopback: flag('RATE_LIMIT_EXEMPT_LOOPBACK'),
    },
    maxInFlight: int('MAX_IN_FLIGHT', 16, 1, 10_000),
    overload: {
      eventLoopDelayMs: int('OVERLOAD_EVENT_LOOP_DELAY_MS', 200, 0, 60_000),
      sampleMs: int('OVERLOAD_SAMPLE_MS', 250, 10, 10_000),
      minInProgress: int('OVERLOAD_MIN_IN_PROGRESS', 1, 1, 10_000),
    },
    trustProxy: flag('TRUST_PROXY'),
    bodyLimit: int('BODY_LIMIT_BYTES', 16_384, 1024, 1_048_576),
    receiveTimeoutMs: int('RECEIVE_TIMEOUT_MS', 10_000, 1000, 600_000),
    requestTimeoutMs: int('REQUEST_TIMEOUT_MS', 90_000, 1000, 600_000),
    shutdownGraceMs: int('SHUTDOWN_GRACE_MS', 10_000, 0, 120_000),
    shutdownDelayMs: int('SHUTDOWN_DELAY_MS', 0, 0, 60_000),
    slack: {
      signingSecret: text('SLACK_SIGNING_SECRET'),
      responseUrlHosts: (text('SLACK_RESPONSE_URL_HOSTS') ?? 'hooks.slack.com')
        .split(',')
        .map((h) => h.trim())
        .filter(Boolean),
      printResponses: flag('SLACK_PRINT_RESPONSES'),
      commands: (text('SLACK_COMMANDS') ?? '/stats')
        .split(',')
        .map((c) => c.trim())
        .filter(Boolean),
      // (A newsroom wants a checked figure seen: in the channel, unless the setting says only the asker.)
      responseType: oneOf('SLACK_RESPONSE_TYPE', ['in_channel', 'ephemeral'] as const, 'in_channel'),
    },
    review: {
      dbPath:
        text('REVIEW_DB_PATH') === ':memory:'
          ? ':memory:'
          : resolve(cwd, text('REVIEW_DB_PATH') ?? 'var/review.sqlite'),
      databaseUrl: text('REVIEW_DATABASE_URL'),
      spoolMax: int('REVIEW_SPOOL_MAX', 1000, 0, 100_000),
    },
    desk: {
      secureCookie: flag('DESK_COOKIE_SECURE', true),
      ...(text('LOCAL_DESK_KEY_FILE') ? { localKeyFile: resolve(cwd, text('LOCAL_DESK_KEY_FILE')!) } : {}),
    },
    authFailureLimit: int('AUTH_FAILURE_LIMIT', 20, 1, 1_000_000),
  }
  if (config.receiveTimeoutMs > config.requestTimeoutMs) {
    problems.push('RECEIVE_TIMEOUT_MS must not be longer than REQUEST_TIMEOUT_MS')
  }
  if (config.shutdownDelayMs > 0 && config.shutdownDelayMs >= config.shutdownGraceMs) {
    problems.push('SHUTDOWN_DELAY_MS must be shorter than SHUTDOWN_GRACE_MS (the delay is part of the grace period)')
  }
  if (config.rateLimit.exemptLoopback && config.trustProxy) {
    problems.push(
      'RATE_LIMIT_EXEMPT_LOOPBACK is for local development: behind a proxy (TRUST_PROXY) every request comes from ' +
        'the proxy, often on this machine, and none would be limited',
    )
  }
  // Production never makes or prints a desk key: an operator gives each editor one (keys add NAME --scopes review).
  if (config.desk.localKeyFile && text('NODE_ENV') === 'production') {
    problems.push(
      'LOCAL_DESK_KEY_FILE is for local development (npm start): with NODE_ENV=production no desk key is made or ' +
        'printed; give each editor a key with stats-assistant keys add NAME --scopes review',
    )
  }
  if (config.slack.printResponses && text('NODE_ENV') === 'production') {
    problems.push(
      'SLACK_PRINT_RESPONSES is for local development (npm start): with NODE_ENV=production answers are posted to ' +
        "Slack's response_url (SLACK_RESPONSE_URL_HOSTS), never printed",
    )
  }
  const reviewUrl = config.review.databaseUrl
  if (reviewUrl && !/^postgres(ql)?:\/\//.test(reviewUrl)) {
    problems.push('REVIEW_DATABASE_URL must be a PostgreSQL URL (postgres://user:password@host:5432/database)')
  }
  const badHosts = config.slack.responseUrlHosts.filter(
    (h) => !/^[a-z0-9]([a-z0-9-]*[a-z0-9])?(\.[a-z0-9]([a-z0-9-]*[a-z0-9])?)+$/i.test(h),
  )
  if (badHosts.length > 0) {
    problems.push(
      `SLACK_RESPONSE_URL_HOSTS must be host names separated by commas (no scheme, port or path); got ${JSON.stringify(badHosts.join(','))}`,
    )
  }
  const badCommands = config.slack.commands.filter((c) => !/^\/[a-z0-9_-]{1,31}$/.test(c))
  if (badCommands.length > 0 || config.slack.commands.length === 0) {
    problems.push(
      `SLACK_COMMANDS must be slash commands separated by commas (/stats,/chiffres: a slash, then up to 31 lower-case ` +
        `letters, digits, - or _); got ${JSON.stringify(text('SLACK_COMMANDS') ?? '')}`,
    )
  }
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}
