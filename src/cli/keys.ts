import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import {
  addCaller,
  MAX_RATE,
  readCallers,
  removeCaller,
  SCOPES,
  validCallback,
  validRate,
  type Scope,
} from '../auth/keys.js'
import { loadConfig } from '../config.js'
import { usage, UsageError, type CliIo } from './io.js'

export const KEYS_OPTIONS = {
  scopes: { type: 'string' },
  rate: { type: 'string' },
  callback: { type: 'string' },
  file: { type: 'string' },
} as const
export const KEYS_USAGE = [
  `stats-assistant keys add NAME --scopes ${SCOPES.join(',')} [--rate N] [--callback URL] [--file PATH]`,
  'stats-assistant keys list [--file PATH]   (names, scopes, limits, callbacks; never a key)',
  'stats-assistant keys remove NAME [--file PATH]   (its key stops working when the service restarts)',
]

/**
 * stats-assistant keys add | list | remove, on the keys file (--file, or API_KEYS_FILE). add prints the new key once.
 * --rate is the caller's own limit per rate-limit window (a newsroom chat key shared by many people needs more than one
 * person); --callback is where the data desk POSTs its decisions on this caller's rejected answers.
 */
export function keysCommand(args: string[], io: CliIo): number {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: KEYS_OPTIONS })
  const [verb, name, ...rest] = positionals
  const wantsName = verb === 'add' || verb === 'remove'
  if (!['add', 'list', 'remove'].includes(verb ?? '') || rest.length > 0 || wantsName !== Boolean(name))
    throw new UsageError(usage(KEYS_USAGE))
  const file = values.file ?? loadConfig(io.env, io.cwd).auth.keysFile
  if (!file) throw new UsageError('give --file PATH or set API_KEYS_FILE')

  // (A path typed wrong is no empty list: only `add` creates the file.)
  if (verb !== 'add' && !existsSync(file)) throw new UsageError(`no keys file at ${file}: keys add creates it`)
  if (verb === 'list') {
    const callers = readCallers(file)
    if (callers.length === 0) io.out(`no callers in ${file}`)
    for (const c of callers) {
      const rate = c.rate_limit === undefined ? 'RATE_LIMIT_MAX' : String(c.rate_limit)
      io.out(
        `${c.name}  scopes ${c.scopes.join(',')}  rate ${rate}  ${c.callback_url ? `callback ${c.callback_url}  ` : ''}` +
          `added ${c.created_at}`,
      )
    }
    return 0
  }
  if (verb === 'remove') {
    removeCaller(file, name!)
    io.out(`removed caller ${name} from ${file}: its key no longer works once the service restarts`)
    return 0
  }

  if (!values.scopes) throw new UsageError(usage(KEYS_USAGE))
  if (!/^[\w.-]{1,64}$/.test(name!)) throw new UsageError('NAME: 1 to 64 letters, digits, ".", "_" or "-"')
  const scopes = values.scopes.split(',').map((s) => s.trim())
  const unknown = scopes.filter((s) => !SCOPES.includes(s as Scope))
  if (unknown.length > 0 || scopes.length === 0)
    throw new UsageError(`unknown scope ${unknown.join(', ')}; scopes: ${SCOPES.join(', ')}`)
  const rateLimit = values.rate === undefined ? undefined : Number(values.rate)
  if (rateLimit !== undefined && (!/^\d+$/.test(values.rate!) || !validRate(rateLimit)))
    throw new UsageError(`--rate: a whole number of requests per window, from 1 to ${MAX_RATE}`)
  if (values.callback !== undefined && !validCallback(values.callback))
    throw new UsageError('--callback: an http(s) URL without credentials, where the desk POSTs its decisions')
  const key = addCaller(file, name!, scopes as Scope[], { rateLimit, callbackUrl: values.callback })
  const rate = rateLimit === undefined ? 'RATE_LIMIT_MAX' : `${rateLimit}`
  io.out(`added caller ${name} (${scopes.join(', ')}; rate limit ${rate} per window) to ${file}`)
  io.out(`key (shown once, store it now): ${key}`)
  return 0
}
