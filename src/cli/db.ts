import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.js'
import { buildDatabase } from '../data/build-database.js'
import { loadSnapshot } from '../data/snapshot.js'
import { usage, UsageError, type CliIo } from './io.js'

export const DB_OPTIONS = { out: { type: 'string' }, 'if-missing': { type: 'boolean' } } as const
export const DB_USAGE = ['stats-assistant db build [--out PATH] [--if-missing]']

export function dbCommand(args: string[], io: CliIo): number {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: DB_OPTIONS })
  if (positionals[0] !== 'build' || positionals.length > 1) throw new UsageError(usage(DB_USAGE))
  const config = loadConfig(io.env, io.cwd)
  const out = values.out ?? config.databasePath
  if (values['if-missing'] && existsSync(out)) {
    io.err(`database ${out} already exists; not rebuilt`)
    return 0
  }
  const snapshot = loadSnapshot(config.dataDir)
  const { rows } = buildDatabase(snapshot, out)
  io.out(`built ${out}: ${rows} observations, snapshot ${snapshot.info.snapshot_date} (${snapshot.hash.slice(0, 12)})`)
  return 0
}
