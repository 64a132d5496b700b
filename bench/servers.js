// What the bench scripts share: a database built from the snapshot, an API key for the load, and server processes on
// free loopback ports that end with the bench however it ends.
import { spawn } from 'node:child_process'
import { createHash, randomBytes } from 'node:crypto'
import { mkdtempSync } from 'node:fs'
import { createServer } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { buildDatabase } from '../dist/data/build-database.js'
import { loadSnapshot } from '../dist/data/snapshot.js'

/** A folder of its own with the database built in it. */
export function benchDatabase(prefix) {
  const dir = mkdtempSync(join(tmpdir(), prefix))
  const dbPath = join(dir, 'wdi.sqlite')
  buildDatabase(loadSnapshot('data'), dbPath)
  return { dir, dbPath }
}

/** A key for the load, and the callers file (API_KEYS) that holds its hash. */
export function benchKey() {
  const key = `sa_${randomBytes(32).toString('base64url')}`
  const callers = {
    callers: [
      {
        name: 'bench',
        key_sha256: createHash('sha256').update(key).digest('hex'),
        scopes: ['ask', 'tools'],
        created_at: new Date().toISOString(),
      },
    ],
  }
  return { key, callers }
}

export const freePort = () =>
  new Promise((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address()
      probe.close(() => resolve(port))
    })
  })

const children = new Set()
// The servers end with this process, however it ends.
for (const signal of ['SIGINT', 'SIGTERM']) process.on(signal, () => process.exit(130))
process.on('exit', () => {
  for (const child of children) child.kill()
})

/** Starts `node args` (PORT in its environment, and `port(p)` appended to args when given), and waits until it answers. */
export async function startServer(args, env, readyPath, { portArg = false } = {}) {
  const port = await freePort()
  const child = spawn(process.execPath, portArg ? [...args, String(port)] : args, {
    env: { ...process.env, ...env, PORT: String(port) },
    stdio: ['ignore', 'ignore', 'inherit'],
  })
  children.add(child)
  const stop = () => {
    child.kill()
    children.delete(child)
  }
  // Generous: a busy machine starts a server slowly.
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}${readyPath}`)).ok)
        return { child, port, url: `http://127.0.0.1:${port}`, stop }
    } catch {
      /* not yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  stop()
  throw new Error(`${args.join(' ')} did not start`)
}
