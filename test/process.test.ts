// The built server as a real process: as an unprivileged user against a read-only copy of data/, and a graceful
// SIGTERM with a question in flight. Loopback only.
import { spawn, spawnSync, type ChildProcess } from 'node:child_process'
import { chmodSync, cpSync, mkdtempSync, readdirSync } from 'node:fs'
import { createServer, type Server } from 'node:http'
import type { AddressInfo } from 'node:net'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { afterEach, describe, expect, it } from 'vitest'
import { buildDatabase } from '../src/data/build-database.js'
import { loadSnapshot } from '../src/data/snapshot.js'
import { ref } from './helpers.js'

const children: ChildProcess[] = []
afterEach(() => {
  for (const c of children.splice(0)) c.kill('SIGKILL')
})

async function freePort(): Promise<number> {
  const server = createServer()
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r))
  const { port } = server.address() as AddressInfo
  await new Promise((r) => server.close(r))
  return port
}

const NOBODY = { uid: 65534, gid: 65534 }

/**
 * Where an unprivileged user can run the built program from: this checkout when "nobody" can read it, otherwise a
 * world-readable copy of what runs (a CI checkout may sit under a private directory).
 */
function runnableRoot(): string {
  const check = spawnSync(
    process.execPath,
    ['-e', 'require("fs").accessSync(process.argv[1])', join(process.cwd(), 'node_modules', 'fastify', 'package.json')],
    NOBODY,
  )
  if (check.status === 0) return process.cwd()
  const root = mkdtempSync(join(tmpdir(), 'runnable-'))
  chmodSync(root, 0o755)
  for (const part of ['dist', 'node_modules', 'package.json']) cpSync(part, join(root, part), { recursive: true })
  return root
}

function start(env: Record<string, string>, asNobody = false) {
  const unprivileged = asNobody && process.getuid?.() === 0
  const child = spawn(process.execPath, ['dist/cli.js', 'serve'], {
    env: { PATH: process.env.PATH ?? '', HOST: '127.0.0.1', LOG_LEVEL: 'info', ...env },
    ...(unprivileged ? { ...NOBODY, cwd: runnableRoot() } : {}),
    stdio: ['ignore', 'pipe', 'pipe'],
  })
  children.push(child)
  let output = ''
  child.stdout.on('data', (d) => (output += d))
  child.stderr.on('data', (d) => (output += d))
  const exited = new Promise<number | null>((resolve) => child.on('exit', (code) => resolve(code)))
  return { child, exited, output: () => output, unprivileged }
}

async function waitReady(port: number, output: () => string) {
  for (let i = 0; i < 100; i += 1) {
    try {
      const response = await fetch(`http://127.0.0.1:${port}/readyz`)
      if (response.ok) return response
    } catch {
      /* not listening yet */
    }
    await new Promise((r) => setTimeout(r, 100))
  }
  throw new Error(`server not ready:\n${output()}`)
}

/** A read-only copy of data/ with its own database, readable by anyone, writable by no one. */
function readOnlyData(): string {
  const dir = mkdtempSync(join(tmpdir(), 'ro-data-'))
  cpSync('data', dir, { recursive: true, filter: (src) => !src.endsWith('.sqlite') })
  buildDatabase(loadSnapshot(dir), join(dir, 'wdi.sqlite'))
  for (const f of readdirSync(dir)) chmodSync(join(dir, f), 0o444)
  chmodSync(dir, 0o555)
  return dir
}

const ask = (port: number, question: string, headers: Record<string, string> = {}) =>
  fetch(`http://127.0.0.1:${port}/ask`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ question }),
  })

describe('the built server', () => {
  it('runs as an unprivileged user against read-only data: /readyz and /ask pass, SIGTERM exits 0', async () => {
    const dir = readOnlyData()
    const port = await freePort()
    const server = start(
      { PORT: String(port), DATA_DIR: dir, DATABASE_PATH: join(dir, 'wdi.sqlite'), ALLOW_ANONYMOUS: 'true' },
      true,
    )
    const ready = await waitReady(port, server.output)
    expect(await ready.json()).toMatchObject({ ok: true })
    const response = await ask(port, 'What was the population of Canada in 2024?')
    expect(response.status).toBe(200)
    const outcome = (await response.json()) as { status: string; answer: string }
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain(ref('CAN', 'SP.POP.TOTL', 2024)!.toLocaleString('en-US'))
    server.child.kill('SIGTERM')
    expect(await server.exited).toBe(0)
    if (server.unprivileged) expect(server.output()).not.toMatch(/EACCES|EPERM/)
  })

  it('names the build command and exits 1 when the database is missing', async () => {
    const server = start({ PORT: String(await freePort()), DATABASE_PATH: '/nonexistent/wdi.sqlite' })
    expect(await server.exited).toBe(1)
    expect(server.output()).toMatch(/stats-assistant db build/)
  })

  it('finishes a question in flight on SIGTERM, refuses new ones, closes and exits 0', async () => {
    // A stand-in model server on loopback whose (constructed) answer takes a second.
    let modelServer: Server | undefined
    try {
      modelServer = createServer((req, res) => {
        req.resume()
        req.on('end', () =>
          setTimeout(() => {
            res.setHeader('content-type', 'application/json')
            res.end(
              JSON.stringify({
                id: 't',
                object: 'chat.completion',
                created: 0,
                model: 'stand-in',
                choices: [
                  {
                    index: 0,
                    finish_reason: 'stop',
                    message: { role: 'assistant', content: '{"status":"cannot_answer","answer":"No."}' },
                  },
                ],
                usage: { prompt_tokens: 1, completion_tokens: 1 },
              }),
            )
          }, 1000),
        )
      })
      await new Promise<void>((r) => modelServer!.listen(0, '127.0.0.1', r))
      const modelPort = (modelServer.address() as AddressInfo).port
      const port = await freePort()
      const dir = readOnlyData()
      const live = start({
        PORT: String(port),
        DATA_DIR: dir,
        DATABASE_PATH: join(dir, 'wdi.sqlite'),
        ALLOW_ANONYMOUS: 'true',
        OPENAI_BASE_URL: `http://127.0.0.1:${modelPort}/v1`,
        OPENAI_API_KEY: 'test',
        SHUTDOWN_GRACE_MS: '10000',
      })
      await waitReady(port, live.output)
      const inFlight = ask(port, 'What was the population of Canada in 2024?')
      await new Promise((r) => setTimeout(r, 300))
      live.child.kill('SIGTERM')
      const response = await inFlight
      expect(response.status).toBe(200)
      expect(await response.json()).toMatchObject({ status: 'valid', answer_status: 'cannot_answer' })
      expect(await live.exited).toBe(0)
      await expect(ask(port, 'again?')).rejects.toThrow()
      expect(live.output()).toMatch(/shutting down/)
    } finally {
      await new Promise((r) => modelServer?.close(r))
    }
  })
})
