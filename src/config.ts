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
   * OVERLOAD_MIN_IN_PROGRESS other requests are in progress (a lone caller on a late loop is never shed); for
   * OVERLOAD_WARM_UP_MS after start, only requests in progress make a queue (a quick lone caller is never shed).
   */
  overload: { eventLoopDelayMs: number; sampleMs: number; minInProgress: number; warmUpMs: number }
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

/**
 * Typed reads of the environment. A value that does not parse is a problem listed (in the order read) and its
 * fallback is used, so that one start-up names every problem at once.
 */
interface EnvReader {
  text(name: string): string | undefined
  int(name: string, fallback: number, min: number, max: number): number
  oneOf<T extends string>(name: string, options: readonly T[], fallback: T): T
  flag(name: string, fallback?: boolean): boolean
}

function envReader(env: Env, problems: string[]): EnvReader {
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
  return { text, int, oneOf, flag }
}

/** A path setting resolved against the working directory, or undefined when unset. */
const optionalPath = (env: EnvReader, name: string, cwd: string): string | undefined => {
  const value = env.text(name)
  return value ? resolve(cwd, value) : undefined
}

/** A comma-separated list setting, trimmed, without empty items. */
const list = (value: string): string[] =>
  value
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean)

function readOpenai(env: EnvReader): Config['openai'] {
  return {
    baseURL: env.text('OPENAI_BASE_URL'),
    apiKey: env.text('OPENAI_API_KEY'),
    azureEndpoint: env.text('AZURE_OPENAI_ENDPOINT'),
    azureApiVersion: env.text('AZURE_OPENAI_API_VERSION') ?? env.text('OPENAI_API_VERSION'),
    azureDeployment: env.text('AZURE_OPENAI_DEPLOYMENT'),
    replyMaxBytes: env.int('MODEL_REPLY_MAX_BYTES', 262_144, 1024, 67_108_864),
  }
}

function readProvider(env: EnvReader, openai: Config['openai'], problems: string[]): ProviderName {
  const endpointConfigured = Boolean(openai.baseURL || openai.apiKey || openai.azureEndpoint)
  // The embedded planner is the default when no model endpoint is configured.
  const provider = env.oneOf('PROVIDER', PROVIDERS, endpointConfigured ? 'openai' : 'planner')
  if ((provider === 'openai' || provider === 'record') && !endpointConfigured) {
    problems.push(
      `PROVIDER=${provider} needs a model endpoint: set OPENAI_BASE_URL (Ollama, llama.cpp, vLLM...), OPENAI_API_KEY ` +
        '(OpenAI) or AZURE_OPENAI_ENDPOINT; or use PROVIDER=planner or PROVIDER=replay',
    )
  }
  if (openai.azureEndpoint && !openai.azureApiVersion)
    problems.push('AZURE_OPENAI_ENDPOINT needs AZURE_OPENAI_API_VERSION')
  return provider
}

function readLimits(env: EnvReader): LoopLimits {
  return {
    modelCalls: env.int('LIMIT_MODEL_CALLS', DEFAULT_LIMITS.modelCalls, 1, 50),
    toolCalls: env.int('LIMIT_TOOL_CALLS', DEFAULT_LIMITS.toolCalls, 0, 100),
    wallMs: env.int('LIMIT_WALL_MS', DEFAULT_LIMITS.wallMs, 100, 600_000),
    resultChars: env.int('LIMIT_RESULT_CHARS', DEFAULT_LIMITS.resultChars, 200, 100_000),
  }
}

function readRateLimit(env: EnvReader): Config['rateLimit'] {
  return {
    max: env.int('RATE_LIMIT_MAX', 60, 1, 1_000_000),
    windowMs: env.int('RATE_LIMIT_WINDOW_MS', 60_000, 1000, 86_400_000),
    redisUrl: env.text('REDIS_URL'),
    exemptLoopback: env.flag('RATE_LIMIT_EXEMPT_LOOPBACK'),
  }
}

function readOverload(env: EnvReader): Config['overload'] {
  return {
    eventLoopDelayMs: env.int('OVERLOAD_EVENT_LOOP_DELAY_MS', 200, 0, 60_000),
    sampleMs: env.int('OVERLOAD_SAMPLE_MS', 250, 10, 10_000),
    minInProgress: env.int('OVERLOAD_MIN_IN_PROGRESS', 1, 1, 10_000),
    warmUpMs: env.int('OVERLOAD_WARM_UP_MS', 30_000, 0, 3_600_000),
  }
}

function readSlack(env: EnvReader): Config['slack'] {
  return {
    signingSecret: env.text('SLACK_SIGNING_SECRET'),
    responseUrlHosts: list(env.text('SLACK_RESPONSE_URL_HOSTS') ?? 'hooks.slack.com'),
    printResponses: env.flag('SLACK_PRINT_RESPONSES'),
    commands: list(env.text('SLACK_COMMANDS') ?? '/stats'),
    // (A newsroom wants a checked figure seen: in the channel, unless the setting says only the asker.)
    responseType: env.oneOf('SLACK_RESPONSE_TYPE', ['in_channel', 'ephemeral'] as const, 'in_channel'),
  }
}

function readReview(env: EnvReader, cwd: string): Config['review'] {
  return {
    dbPath:
      env.text('REVIEW_DB_PATH') === ':memory:'
        ? ':memory:'
        : resolve(cwd, env.text('REVIEW_DB_PATH') ?? 'var/review.sqlite'),
    databaseUrl: env.text('REVIEW_DATABASE_URL'),
    spoolMax: env.int('REVIEW_SPOOL_MAX', 1000, 0, 100_000),
  }
}

function readDesk(env: EnvReader, cwd: string): Config['desk'] {
  const localKeyFile = optionalPath(env, 'LOCAL_DESK_KEY_FILE', cwd)
  return {
    secureCookie: env.flag('DESK_COOKIE_SECURE', true),
    ...(localKeyFile ? { localKeyFile } : {}),
  }
}

export function loadConfig(env: Env = process.env, cwd = process.cwd()): Config {
  const problems: string[] = []
  const read = envReader(env, problems)
  const dataDir = resolve(cwd, read.text('DATA_DIR') ?? 'data')
  const openai = readOpenai(read)
  const provider = readProvider(read, openai, problems)
  // The sections are read in this order, so that the problems are listed in it.
  const config: Config = {
    port: read.int('PORT', 3000, 0, 65535),
    host: read.text('HOST') ?? '127.0.0.1',
    logLevel: read.oneOf('LOG_LEVEL', ['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent'], 'info'),
    dataDir,
    databasePath: resolve(cwd, read.text('DATABASE_PATH') ?? `${dataDir}/wdi.sqlite`),
    recordingsDir: resolve(cwd, read.text('RECORDINGS_DIR') ?? 'recordings'),
    provider,
    ...(read.text('DESIGN') ? { design: read.oneOf('DESIGN', DESIGNS, 'auto') } : {}),
    // The model name sent to an endpoint (openai, record) and looked up by replay; the planner always reports "planner".
    model: read.text('MODEL') ?? 'gpt-4o-mini',
    openai,
    limits: readLimits(read),
    pricesFile: optionalPath(read, 'PRICES_FILE', cwd),
    auth: {
      keysFile: optionalPath(read, 'API_KEYS_FILE', cwd),
      keysEnv: read.text('API_KEYS'),
      allowAnonymous: read.flag('ALLOW_ANONYMOUS'),
    },
    rateLimit: readRateLimit(read),
    maxInFlight: read.int('MAX_IN_FLIGHT', 16, 1, 10_000),
    overload: readOverload(read),
    trustProxy: read.flag('TRUST_PROXY'),
    bodyLimit: read.int('BODY_LIMIT_BYTES', 16_384, 1024, 1_048_576),
    receiveTimeoutMs: read.int('RECEIVE_TIMEOUT_MS', 10_000, 1000, 600_000),
    requestTimeoutMs: read.int('REQUEST_TIMEOUT_MS', 90_000, 1000, 600_000),
    shutdownGraceMs: read.int('SHUTDOWN_GRACE_MS', 10_000, 0, 120_000),
    shutdownDelayMs: read.int('SHUTDOWN_DELAY_MS', 0, 0, 60_000),
    slack: readSlack(read),
    review: readReview(read, cwd),
    desk: readDesk(read, cwd),
    authFailureLimit: read.int('AUTH_FAILURE_LIMIT', 20, 1, 1_000_000),
  }
  problems.push(...crossCheck(config, read))
  if (problems.length > 0) throw new ConfigError(problems)
  return config
}

/** The problems no single setting shows: settings that contradict each other, or that production refuses. */
function crossCheck(config: Config, env: EnvReader): string[] {
  const problems: string[] = []
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
  if (config.desk.localKeyFile && env.text('NODE_ENV') === 'production') {
    problems.push(
      'LOCAL_DESK_KEY_FILE is for local development (npm start): with NODE_ENV=production no desk key is made or ' +
        'printed; give each editor a key with stats-assistant keys add NAME --scopes review',
    )
  }
  if (config.slack.printResponses && env.text('NODE_ENV') === 'production') {
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
        `letters, digits, - or _); got ${JSON.stringify(env.text('SLACK_COMMANDS') ?? '')}`,
    )
  }
  return problems
}
