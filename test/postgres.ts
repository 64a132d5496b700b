// A throwaway PostgreSQL cluster on loopback for the review store's tests: initdb into a temporary directory, a
// server on a free port with its socket in that directory, removed afterwards. Debian's postgresql package provides
// the programs (.ci/run installs it). PostgreSQL refuses to run as root: then the cluster runs as the "postgres" user
// (created by the package) or "nobody". Without the programs the tests that need it are skipped and say why;
// POSTGRES_REQUIRED=1 (set by .ci/run) makes that a failure instead.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chownSync, existsSync, mkdtempSync, readdirSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import pg from 'pg'
import { afterAll, beforeAll, describe } from 'vitest'
import { freePort } from './helpers.js'

function findBin(name: string): string | undefined {
  const onPath = spawnSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8' }).stdout.trim()
  if (onPath) return onPath
  const root = '/usr/lib/postgresql'
  if (!existsSync(root)) return undefined
  const versions = readdirSync(root).sort((a, b) => Number(b) - Number(a))
  return versions.map((v) => join(root, v, 'bin', name)).find((p) => existsSync(p))
}

const initdb = findBin('initdb')
const postgres = findBin('postgres')
export const POSTGRES_SKIP_REASON =
  'PostgreSQL is not installed (apt-get install postgresql); POSTGRES_REQUIRED=1 makes this a failure'
export const postgresAvailable = Boolean(initdb && postgres)
export const postgresRequired = process.env.POSTGRES_REQUIRED === '1'
/** Whether the PostgreSQL tests run here: always when required (and then fail without it). */
export const runPostgres = postgresAvailable || postgresRequired
if (!runPostgres) console.warn(`skipping the PostgreSQL review-store tests: ${POSTGRES_SKIP_REASON}`)

/** The user to run the server as: ourselves, unless we are root. */
function owner(): { uid: number; gid: number } | undefined {
  if (process.getuid?.() !== 0) return undefined
  for (const name of ['postgres', 'nobody']) {
    const id = spawnSync('id', ['-u', name], { encoding: 'utf8' })
    const gid = spawnSync('id', ['-g', name], { encoding: 'utf8' })
    if (id.status === 0) return { uid: Number(id.stdout.trim()), gid: Number(gid.stdout.trim()) }
  }
  throw new Error('running as root and no "postgres" or "nobody" user to run PostgreSQL as')
}

export interface Cluster {
  url: string
  /** A fresh, empty database on this cluster. */
  newDatabase(): Promise<string>
  /** Stops the server (fast shutdown: its connections are cut), keeping its data and port. */
  pause(): Promise<void>
  /** Starts the paused server again, on the same port with the same data. */
  resume(): Promise<void>
  stop(): Promise<void>
}

export async function startPostgres(): Promise<Cluster> {
  if (!initdb || !postgres) throw new Error(`POSTGRES_REQUIRED=1 but ${POSTGRES_SKIP_REASON.split(';')[0]}`)
  const dir = mkdtempSync(join(tmpdir(), 'review-pg-'))
  const user = owner()
  if (user) chownSync(dir, user.uid, user.gid)
  const as = user ?? {}
  const data = join(dir, 'data')
  const init = spawnSync(initdb, ['-D', data, '-U', 'review', '-A', 'trust', '-E', 'UTF8', '--no-sync'], {
    ...as,
    encoding: 'utf8',
  })
  if (init.status !== 0) throw new Error(`initdb failed: ${init.stderr || init.error?.message}`)
  const port = await freePort()
  const url = `postgres://review@127.0.0.1:${port}/postgres`
  const launch = async (): Promise<ChildProcess> => {
    const child = spawn(
      postgres,
      ['-D', data, '-p', String(port), '-k', dir, '-c', 'listen_addresses=127.0.0.1', '-c', 'fsync=off'],
      { ...as, stdio: 'ignore' },
    )
    // Generous: a busy machine starts a server slowly.
    for (const until = Date.now() + 30_000; ;) {
      const client = new pg.Client({ connectionString: url })
      try {
        await client.connect()
        await client.end()
        return child
      } catch (error) {
        await client.end().catch(() => undefined)
        if (Date.now() > until) throw new Error(`PostgreSQL did not start: ${(error as Error).message}`)
        await new Promise((r) => setTimeout(r, 100))
      }
    }
  }
  const halt = async (child: ChildProcess) => {
    if (child.exitCode !== null) return
    const exited = new Promise((r) => child.once('exit', r))
    child.kill('SIGINT')
    await exited
  }
  let server = await launch()
  let next = 0
  return {
    url,
    async newDatabase() {
      next += 1
      const name = `review_${process.pid}_${next}`
      const client = new pg.Client({ connectionString: url })
      await client.connect()
      await client.query(`CREATE DATABASE ${name}`)
      await client.end()
      return `postgres://review@127.0.0.1:${port}/${name}`
    },
    pause: () => halt(server),
    async resume() {
      server = await launch()
    },
    async stop() {
      await halt(server)
      rmSync(dir, { recursive: true, force: true })
    },
  }
}

/**
 * A describe block with a throwaway PostgreSQL cluster of its own, started before its tests and stopped after them;
 * skipped (and saying why in its title) where PostgreSQL is not installed and not required.
 */
export function describeWithPostgres(title: string, body: (cluster: () => Cluster) => void): void {
  describe.skipIf(!runPostgres)(`${title}${runPostgres ? '' : ` (skipped: ${POSTGRES_SKIP_REASON})`}`, () => {
    let cluster: Cluster | undefined
    beforeAll(async () => {
      cluster = await startPostgres()
    }, 60_000)
    afterAll(async () => {
      await cluster?.stop()
    })
    body(() => cluster!)
  })
}
