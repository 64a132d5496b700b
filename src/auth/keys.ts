// API keys per caller. Only SHA-256 hashes are stored (a key is 32 random bytes, so a fast hash is enough); the key
// itself is printed once when the caller is added and never written or logged anywhere.
import { ActionableError } from '../errors.js'
import { createHash, randomBytes, timingSafeEqual } from 'node:crypto'
import { existsSync, readFileSync, renameSync, writeFileSync } from 'node:fs'

export const SCOPES = ['ask', 'tools', 'eval', 'review'] as const
export type Scope = (typeof SCOPES)[number]
export interface Caller {
  name: string
  key_sha256: string
  scopes: Scope[]
  created_at: string
  /** This caller's own rate limit (requests per window); otherwise RATE_LIMIT_MAX. */
  rate_limit?: number
  /**
   * Where the data desk POSTs its decisions on this caller's questions (set by an operator, never by a request), signed
   * with HMAC-SHA256 keyed by key_sha256: the caller, who holds the key, can compute that and check each call.
   */
  callback_url?: string
}
export interface KeysFile {
  callers: Caller[]
}

export class KeysError extends ActionableError {
  override name = 'KeysError'
}

export const MAX_RATE = 1_000_000
export const validRate = (n: unknown): n is number =>
  Number.isInteger(n) && (n as number) >= 1 && (n as number) <= MAX_RATE

export function validCallback(url: unknown): url is string {
  if (typeof url !== 'string') return false
  try {
    const u = new URL(url)
    return (u.protocol === 'https:' || u.protocol === 'http:') && u.username === '' && u.password === ''
  } catch {
    return false
  }
}

const hashKey = (key: string) => createHash('sha256').update(key, 'utf8').digest()
/** What a keys file stores of a key. */
export const keySha256 = (key: string): string => hashKey(key).toString('hex')

export function parseKeys(text: string, where: string): Caller[] {
  let parsed: KeysFile
  try {
    parsed = JSON.parse(text) as KeysFile
  } catch {
    throw new KeysError(`${where} is not valid JSON`)
  }
  if (!Array.isArray(parsed?.callers)) throw new KeysError(`${where} must be {"callers": [...]}`)
  for (const c of parsed.callers) {
    if (
      typeof c.name !== 'string' ||
      !/^[0-9a-f]{64}$/.test(c.key_sha256 ?? '') ||
      !Array.isArray(c.scopes) ||
      !c.scopes.every((s) => SCOPES.includes(s))
    ) {
      throw new KeysError(`${where}: each caller needs name, key_sha256 (64 hex) and scopes among ${SCOPES.join(', ')}`)
    }
    if (c.callback_url !== undefined && !validCallback(c.callback_url)) {
      throw new KeysError(`${where}: callback_url of ${c.name} must be an http(s) URL without credentials`)
    }
    if (c.rate_limit !== undefined && !validRate(c.rate_limit)) {
      throw new KeysError(`${where}: rate_limit of ${c.name} must be a whole number from 1 to ${MAX_RATE}`)
    }
  }
  return parsed.callers
}

export function loadCallers(options: { keysFile?: string; keysEnv?: string }): Caller[] {
  const callers: Caller[] = []
  if (options.keysEnv) callers.push(...parseKeys(options.keysEnv, 'API_KEYS'))
  if (options.keysFile) {
    if (!existsSync(options.keysFile)) throw new KeysError(`API_KEYS_FILE ${options.keysFile} does not exist`)
    callers.push(...parseKeys(readFileSync(options.keysFile, 'utf8'), options.keysFile))
  }
  return callers
}

/** The caller whose hash matches, compared in constant time. */
export function findCaller(callers: readonly Caller[], key: string): Caller | undefined {
  const digest = hashKey(key)
  let found: Caller | undefined
  for (const c of callers) {
    if (timingSafeEqual(digest, Buffer.from(c.key_sha256, 'hex'))) found = c
  }
  return found
}

export function newKey(): string {
  return `sa_${randomBytes(32).toString('base64url')}`
}

/** The callers of a keys file: none when it does not exist yet (keys add creates it). */
export function readCallers(file: string): Caller[] {
  return existsSync(file) ? parseKeys(readFileSync(file, 'utf8'), file) : []
}

/** The file rewritten whole, then renamed over the old one: a reader never sees half of it. */
function writeCallers(file: string, callers: Caller[]) {
  writeFileSync(`${file}.tmp`, `${JSON.stringify({ callers }, null, 2)}\n`, { mode: 0o600 })
  renameSync(`${file}.tmp`, file)
}

/** Removes a caller from the file: its key stops working when the service next reads the file (a restart). */
export function removeCaller(file: string, name: string): Caller {
  const callers = readCallers(file)
  const removed = callers.find((c) => c.name === name)
  if (!removed) {
    throw new KeysError(
      `no caller named ${JSON.stringify(name)} in ${file}` +
        (callers.length > 0 ? ` (callers: ${callers.map((c) => c.name).join(', ')})` : ''),
    )
  }
  writeCallers(
    file,
    callers.filter((c) => c !== removed),
  )
  return removed
}

/** Adds a caller to the file (created if needed) and returns the key, to print once. */
export function addCaller(
  file: string,
  name: string,
  scopes: Scope[],
  { rateLimit, callbackUrl, now = new Date() }: { rateLimit?: number; callbackUrl?: string; now?: Date } = {},
): string {
  const callers = readCallers(file)
  if (callers.some((c) => c.name === name))
    throw new KeysError(`a caller named ${JSON.stringify(name)} already exists in ${file}`)
  const key = newKey()
  callers.push({
    name,
    key_sha256: keySha256(key),
    scopes,
    created_at: now.toISOString(),
    ...(rateLimit === undefined ? {} : { rate_limit: rateLimit }),
    ...(callbackUrl === undefined ? {} : { callback_url: callbackUrl }),
  })
  writeCallers(file, callers)
  return key
}
