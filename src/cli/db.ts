import { existsSync } from 'node:fs'
import { parseArgs } from 'node:util'
import { loadConfig } from '../config.js'
import { buildDatabase, builtFromSnapshot, rebuildDatabase } from '../data/build-database.js'
import { loadSnapshot, verifySnapshot } from '../data/snapshot.js'
import { usage, UsageError, type CliIo } from './io.js'

export const DB_OPTIONS = {
  out: { type: 'string' },
  'if-missing': { type: 'boolean' },
  'if-stale': { type: 'boolean' },
} as const
export const DB_USAGE = [
  'stats-assistant db build [--out PATH] [--if-missing | --if-stale]',
  '  --if-missing  do nothing when the database exists',
  '  --if-stale    do nothing when it exists and was built from the snapshot in DATA_DIR; rebuild it when not (npm start)',
]

export function dbCommand(args: string[], io: CliIo): number {
  const { positionals, values } = parseArgs({ args, allowPositionals: true, options: DB_OPTIONS })
  if (positionals[0] !== 'build' || positionals.length > 1) throw new UsageError(usage(DB_USAGE))
  const config = loadConfig(io.env, io.cwd)
  const out = values.out ?? config.databasePath
  if (values['if-missing'] && existsSync(out)) {
    io.err(`database ${out} already exists; not rebuilt`)
    return 0
  }
  if (values['if-stale'] && existsSync(out)) {
    // The snapshot's hash is its SHA256SUMS's (checked file by file): cheap, so a start with nothing changed stays fast.
    const hash = verifySnapshot(config.dataDir)
    if (builtFromSnapshot(out) === hash) {
      io.err(`database ${out} is current (snapshot ${hash.slice(0, 12)}); not rebuilt`)
      return 0
    }
    const snapshot = loadSnapshot(config.dataDir)
    const { rows } = rebuildDatabase(snapshot, out)
    io.out(
      `rebuilt ${out}, built from another snapshot: ${rows} observations, snapshot ${snapshot.info.snapshot_date} (${snapshot.hash.slice(0, 12)})`,
    )
    return 0
  }
  const snapshot = loadSnapshot(config.dataDir)
  const { rows } = buildDatabase(snapshot, out)
  io.out(`built ${out}: ${rows} observations, snapshot ${snapshot.info.snapshot_date} (${snapshot.hash.slice(0, 12)})`)
  return 0
}
