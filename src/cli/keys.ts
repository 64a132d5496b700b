import { parseArgs } from 'node:util'
import { addCaller, MAX_RATE, SCOPES, validCallback, validRate, type Scope } from '../auth/keys.js'
import { loadConfig } from '../config.js'
import { UsageError, type CliIo } from './io.js'

/**
 * stats-assistant keys add NAME --scopes ask,tools [--rate N] [--file PATH]: prints the new key once. --rate is the
 * caller's own limit per rate-limit window (a newsroom chat key shared by many people needs more than one person);
 * --callback is where the data desk POSTs its decisions on this caller's rejected answers.
 */
export function keysCommand(args: string[], io: CliIo): number {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: {
      scopes: { type: 'string' },
      rate: { type: 'string' },
      callback: { type: 'string' },
      file: { type: 'string' },
    },
  })
  const usage = `usage: stats-assistant keys add NAME --scopes ${SCOPES.join(',')} [--rate N] [--callback URL] [--file PATH]`
  if (positionals[0] !== 'add' || positionals.length !== 2 || !values.scopes) throw new UsageError(usage)
  const name = positionals[1]!
  if (!/^[\w.-]{1,64}$/.test(name)) throw new UsageError('NAME: 1 to 64 letters, digits, ".", "_" or "-"')
  const scopes = values.scopes.split(',').map((s) => s.trim())
  const unknown = scopes.filter((s) => !SCOPES.includes(s as Scope))
  if (unknown.length > 0 || scopes.length === 0)
    throw new UsageError(`unknown scope ${unknown.join(', ')}; scopes: ${SCOPES.join(', ')}`)
  const rateLimit = values.rate === undefined ? undefined : Number(values.rate)
  if (rateLimit !== undefined && (!/^\d+$/.test(values.rate!) || !validRate(rateLimit)))
    throw new UsageError(`--rate: a whole number of requests per window, from 1 to ${MAX_RATE}`)
  if (values.callback !== undefined && !validCallback(values.callback))
    throw new UsageError('--callback: an http(s) URL without credentials, where the desk POSTs its decisions')
  const file = values.file ?? loadConfig(io.env, io.cwd).auth.keysFile
  if (!file) throw new UsageError('give --file PATH or set API_KEYS_FILE')
  const key = addCaller(file, name, scopes as Scope[], { rateLimit, callbackUrl: values.callback })
  const rate = rateLimit === undefined ? 'RATE_LIMIT_MAX' : `${rateLimit}`
  io.out(`added caller ${name} (${scopes.join(', ')}; rate limit ${rate} per window) to ${file}`)
  io.out(`key (shown once, store it now): ${key}`)
  return 0
}
