import { parseArgs } from 'node:util'
import { addCaller, SCOPES, type Scope } from '../auth/keys.js'
import { loadConfig } from '../config.js'
import { UsageError, type CliIo } from './io.js'

/** stats-assistant keys add NAME --scopes ask,tools [--file PATH]: prints the new key once. */
export function keysCommand(args: string[], io: CliIo): number {
  const { positionals, values } = parseArgs({
    args,
    allowPositionals: true,
    options: { scopes: { type: 'string' }, file: { type: 'string' } },
  })
  const usage = `usage: stats-assistant keys add NAME --scopes ${SCOPES.join(',')} [--file PATH]`
  if (positionals[0] !== 'add' || positionals.length !== 2 || !values.scopes) throw new UsageError(usage)
  const name = positionals[1]!
  if (!/^[\w.-]{1,64}$/.test(name)) throw new UsageError('NAME: 1 to 64 letters, digits, ".", "_" or "-"')
  const scopes = values.scopes.split(',').map((s) => s.trim())
  const unknown = scopes.filter((s) => !SCOPES.includes(s as Scope))
  if (unknown.length > 0 || scopes.length === 0)
    throw new UsageError(`unknown scope ${unknown.join(', ')}; scopes: ${SCOPES.join(', ')}`)
  const file = values.file ?? loadConfig(io.env, io.cwd).auth.keysFile
  if (!file) throw new UsageError('give --file PATH or set API_KEYS_FILE')
  const key = addCaller(file, name, scopes as Scope[])
  io.out(`added caller ${name} (${scopes.join(', ')}) to ${file}`)
  io.out(`key (shown once, store it now): ${key}`)
  return 0
}
