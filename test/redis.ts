// A throwaway redis-server on loopback for the tests that share rate limits and Slack's used signatures through Redis
// (.ci/run installs it from Debian's packages). Without redis-server those tests are skipped and say why;
// REDIS_REQUIRED=1 (set by .ci/run) turns a missing redis-server into a failure, so CI can never skip them.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { freePort } from './helpers.js'

const available = spawnSync('redis-server', ['--version']).status === 0
const required = process.env.REDIS_REQUIRED === '1'
export const REDIS_SKIP_REASON =
  'redis-server is not installed (apt-get install redis-server); REDIS_REQUIRED=1 makes this a failure'
/** Whether the Redis tests run here: always when required (and then fail without it). */
export const runRedis = available || required
if (!runRedis) console.warn(`skipping the Redis tests: ${REDIS_SKIP_REASON}`)

export interface RedisServer {
  url: string
  /** Stops the server at once (SIGKILL), as a crash would. */
  stop(): Promise<void>
}

export async function startRedis(): Promise<RedisServer> {
  if (!available) throw new Error(`REDIS_REQUIRED=1 but ${REDIS_SKIP_REASON.split(';')[0]}`)
  const port = await freePort()
  const server: ChildProcess = spawn(
    'redis-server',
    ['--port', String(port), '--bind', '127.0.0.1', '--save', '', '--appendonly', 'no'],
    { stdio: 'ignore' },
  )
  server.on('error', (error) => {
    throw new Error(`cannot start redis-server (apt-get install redis-server): ${error.message}`)
  })
  const url = `redis://127.0.0.1:${port}`
  const { Redis } = await import('ioredis')
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null })
  client.on('error', () => {}) // refused until the server is up
  // Generous: a busy machine starts a server slowly.
  for (const until = Date.now() + 30_000; Date.now() < until;) {
    try {
      await client.connect()
      if ((await client.ping()) === 'PONG') break
    } catch {
      client.disconnect()
      await new Promise((r) => setTimeout(r, 100))
    }
  }
  client.disconnect()
  return {
    url,
    async stop() {
      if (server.exitCode !== null || server.signalCode !== null) return
      const exited = new Promise((r) => server.once('exit', r))
      server.kill('SIGKILL')
      await exited
    },
  }
}
