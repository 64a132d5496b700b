// The image, built and run for real (npm run test:container; .ci/run runs it). The base is made here from Debian's
// packages and the npm registry (scripts/container-base.sh) unless CONTAINER_BASE_IMAGE names one (for instance the
// official node:24-bookworm-slim where a registry of images can be reached). The container runs with the settings
// that compose.yaml gives, turned into `run` flags by code below, so that the file and this test cannot drift apart;
// then everything is checked from outside. Without podman the test is skipped and says why; CONTAINER_REQUIRED=1
// (set by .ci/run) makes that a failure.
import { spawnSync } from 'node:child_process'
import { mkdtempSync, readFileSync, rmSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join, resolve } from 'node:path'
import { parse } from 'yaml'
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import { addCaller } from '../../src/auth/keys.js'
import { buildDatabase } from '../../src/data/build-database.js'
import { loadSnapshot, sha256, verifySnapshot } from '../../src/data/snapshot.js'
import { freePort, ref, shows } from '../helpers.js'

interface ComposeService {
  read_only?: boolean
  cap_drop?: string[]
  security_opt?: string[]
  tmpfs?: string[]
  volumes?: string[]
  environment?: Record<string, string>
  secrets?: string[]
  ports?: string[]
  mem_limit?: string
  pids_limit?: number
  stop_grace_period?: string
  networks?: string[]
  user?: string
}
interface Compose {
  services: Record<string, ComposeService>
  networks?: Record<string, { internal?: boolean } | null>
  secrets?: Record<string, { file: string }>
}

const compose = parse(readFileSync('compose.yaml', 'utf8')) as Compose
const service = compose.services['stats-assistant']!
const PREFIX = `stats-assistant-test-${process.pid}`
const IMAGE = 'localhost/stats-assistant:test'

/** The engine as scripts/podman.sh sets it up (runc, cgroupfs, no default ulimits on this machine). */
function engine(...args: string[]) {
  const run = spawnSync('bash', ['-c', 'source scripts/podman.sh && engine "$@"', 'engine', ...args], {
    encoding: 'utf8',
    maxBuffer: 64 * 1024 * 1024,
  })
  return { status: run.status, stdout: run.stdout.trim(), stderr: run.stderr.trim() }
}
const must = (...args: string[]) => {
  const run = engine(...args)
  if (run.status !== 0) throw new Error(`${args.slice(0, 2).join(' ')} failed:\n${run.stderr.slice(-3000)}`)
  return run.stdout
}

const engineName = process.env.CONTAINER_ENGINE ?? 'podman'
const available = spawnSync(engineName, ['--version']).status === 0
const required = process.env.CONTAINER_REQUIRED === '1'
const SKIP_REASON = `${engineName} is not installed (apt-get install podman runc debootstrap); CONTAINER_REQUIRED=1 makes this a failure`
if (!available && !required) console.warn(`skipping the container test: ${SKIP_REASON}`)

/** "${LOG_LEVEL:-info}" as compose reads it, from the defaults only: the test does not depend on this shell. */
const expand = (value: string) =>
  value.replace(/\$\{[A-Z_]+(?::-([^}]*))?\}/g, (_m, fallback: string | undefined) => fallback ?? '')
const bytes = (size: string) => {
  const [, n, unit] = /^(\d+)([kmg]?)$/i.exec(size)!
  return Number(n) * { '': 1, k: 1024, m: 1024 ** 2, g: 1024 ** 3 }[unit!.toLowerCase() as '' | 'k' | 'm' | 'g']
}
const seconds = (duration: string) => Number(/^(\d+)s$/.exec(duration)![1])

/**
 * compose.yaml's service as `run` flags. What the test must choose itself: the host port (a free one), the named
 * volume's and networks' names (unique to this run), and the secret's file (a keys file made here).
 */
export function runFlags(s: ComposeService, names: { hostPort: number; secretsDir: string }): string[] {
  const flags: string[] = []
  // compose's read_only is the root and nothing else: podman would add writable /run and /var/tmp of its own.
  if (s.read_only) flags.push('--read-only', '--read-only-tmpfs=false')
  for (const cap of s.cap_drop ?? []) flags.push('--cap-drop', cap)
  for (const opt of s.security_opt ?? []) flags.push('--security-opt', opt.replace(/:true$/, ''))
  for (const t of s.tmpfs ?? []) flags.push('--tmpfs', t)
  for (const v of s.volumes ?? []) {
    const [source, target, mode] = v.split(':')
    const host = source!.startsWith('.') ? resolve(source!) : `${PREFIX}-${source}`
    flags.push('-v', [host, target, mode].filter(Boolean).join(':'))
  }
  for (const [key, value] of Object.entries(s.environment ?? {})) {
    const expanded = expand(String(value))
    if (expanded !== '') flags.push('-e', `${key}=${expanded}`)
  }
  for (const secret of s.secrets ?? []) flags.push('-v', `${join(names.secretsDir, secret)}:/run/secrets/${secret}:ro`)
  for (const p of s.ports ?? []) {
    const parts = p.split(':')
    flags.push('-p', `${parts[0]}:${names.hostPort}:${parts.at(-1)}`)
  }
  if (s.mem_limit) flags.push('--memory', s.mem_limit)
  if (s.pids_limit) flags.push('--pids-limit', String(s.pids_limit))
  if (s.stop_grace_period) flags.push('--stop-timeout', String(seconds(s.stop_grace_period)))
  const [first] = publishedFirst(s.networks ?? [])
  if (first) flags.push('--network', `${PREFIX}-${first}`)
  if (s.user) flags.push('--user', s.user)
  return flags
}

/**
 * The service's networks, one that can be published first. Why the order matters: podman with CNI publishes a port on
 * every network of the container, in no fixed order when they are given together, and the internal network has no
 * route from the host, so a connection DNATed there leaves by the host's default route and never arrives. Joining the
 * first network at `run` and the others with `network connect` puts the reachable one's rule first, every time.
 */
export function publishedFirst(networks: string[]): string[] {
  const internal = (n: string) => compose.networks?.[n]?.internal === true
  return [...networks.filter((n) => !internal(n)), ...networks.filter(internal)]
}

const CONTAINER = `${PREFIX}-service`
let base = ''
let url = ''
let key = ''
let hashAtStart = ''
let secretsDir = ''
const exec = (...command: string[]) => engine('exec', CONTAINER, ...command)
const dbHash = () =>
  must(
    'exec',
    CONTAINER,
    'node',
    '-e',
    'process.stdout.write(require("crypto").createHash("sha256").update(require("fs").readFileSync(process.env.DATABASE_PATH)).digest("hex"))',
  )

beforeAll(async () => {
  if (!available && !required) return
  if (!available) throw new Error(`CONTAINER_REQUIRED=1 but ${SKIP_REASON.split(';')[0]}`)
  base =
    process.env.CONTAINER_BASE_IMAGE ??
    spawnSync('scripts/container-base.sh', { encoding: 'utf8', stdio: ['ignore', 'pipe', 'inherit'] }).stdout.trim()
  expect(base).not.toBe('')
  // Behind a TLS-inspecting proxy, its CA reaches npm as a build secret (see the Dockerfile).
  const ca = process.env.NODE_EXTRA_CA_CERTS ? ['--secret', `id=extra_ca,src=${process.env.NODE_EXTRA_CA_CERTS}`] : []
  must('build', '--format', 'docker', '--network', 'host', ...ca, '--build-arg', `BASE_IMAGE=${base}`, '-t', IMAGE, '.')

  for (const [name, net] of Object.entries(compose.networks ?? {})) {
    must('network', 'create', ...(net?.internal ? ['--internal'] : []), `${PREFIX}-${name}`)
  }
  for (const v of service.volumes ?? [])
    if (!v.startsWith('.')) must('volume', 'create', `${PREFIX}-${v.split(':')[0]}`)
  secretsDir = mkdtempSync(join(tmpdir(), 'container-secrets-'))
  key = addCaller(join(secretsDir, 'api_keys'), 'newsroom-chat', ['ask'])
  spawnSync('chmod', ['-R', 'a+rX', secretsDir])
  const hostPort = await freePort()
  must('run', '-d', '--name', CONTAINER, ...runFlags(service, { hostPort, secretsDir }), IMAGE)
  // Connected once running: networks given together (at run, or at start after create) are set up in no fixed order.
  for (const n of publishedFirst(service.networks ?? []).slice(1))
    must('network', 'connect', `${PREFIX}-${n}`, CONTAINER)
  url = `http://127.0.0.1:${hostPort}`
  let last = 'no answer'
  for (let i = 0; ; i += 1) {
    try {
      const ready = await fetch(`${url}/readyz`)
      if (ready.ok) break
      last = `${ready.status} ${await ready.text()}`
    } catch (error) {
      last = String((error as Error).cause ?? error)
    }
    if (i === 120) throw new Error(`not ready after 30 s (${last}):\n${engine('logs', CONTAINER).stdout.slice(-3000)}`)
    await new Promise((r) => setTimeout(r, 250))
  }
  hashAtStart = dbHash()
}, 30 * 60_000)

afterAll(() => {
  if (!available) return
  engine('rm', '-f', CONTAINER)
  for (const v of service.volumes ?? [])
    if (!v.startsWith('.')) engine('volume', 'rm', '-f', `${PREFIX}-${v.split(':')[0]}`)
  for (const name of Object.keys(compose.networks ?? {})) engine('network', 'rm', '-f', `${PREFIX}-${name}`)
  if (secretsDir) rmSync(secretsDir, { recursive: true, force: true })
})

describe.skipIf(!available && !required)(
  `the image, run as compose.yaml says${available ? '' : ` (skipped: ${SKIP_REASON})`}`,
  () => {
    it('is live and ready on the snapshot of SHA256SUMS, and answers a question with a key', async () => {
      expect((await fetch(`${url}/healthz`)).status).toBe(200)
      const ready = await fetch(`${url}/readyz`)
      expect(ready.status).toBe(200)
      // The snapshot DATASET.md describes: every file checked against SHA256SUMS, and the hash of SHA256SUMS itself.
      expect(await ready.json()).toMatchObject({ ok: true, snapshot_hash: verifySnapshot('data') })
      const response = await fetch(`${url}/ask`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', authorization: `Bearer ${key}` },
        body: JSON.stringify({ question: 'What was the population of Canada in 2024?' }),
      })
      expect(response.status).toBe(200)
      const body = (await response.json()) as { status: string; answer: string }
      expect(body).toMatchObject({ status: 'valid', answer: expect.stringContaining('Canada') })
      expect(shows(body.answer, ref('CAN', 'SP.POP.TOTL', 2024)!), body.answer).toBe(true)
      expect((await fetch(`${url}/ask`, { method: 'POST', body: '{}' })).status).toBe(401)
    })

    it("has the very database `db build` makes from the snapshot, root's and not writable by the service user", () => {
      // Byte for byte: the same snapshot, schema and SQLite (both from the lock file) make the same file.
      const dir = mkdtempSync(join(tmpdir(), 'container-db-'))
      try {
        buildDatabase(loadSnapshot('data'), join(dir, 'wdi.sqlite'))
        expect(hashAtStart).toBe(sha256(readFileSync(join(dir, 'wdi.sqlite'))))
      } finally {
        rmSync(dir, { recursive: true, force: true })
      }
      // Read-only by ownership too, not only by compose's read_only root: the image alone keeps the service out.
      for (const line of must('exec', CONTAINER, 'stat', '-c', '%u %a %n', '/app/db', '/app/db/wdi.sqlite').split(
        '\n',
      )) {
        const [uid, mode, path] = line.split(' ')
        expect(uid, path).toBe('0')
        expect(parseInt(mode!, 8) & 0o022, path).toBe(0)
      }
      expect(must('exec', CONTAINER, 'id', '-u')).not.toBe('0')
    })

    it('passes its own HEALTHCHECK command', () => {
      const health = JSON.parse(must('image', 'inspect', IMAGE, '--format', '{{json .Config.Healthcheck}}')) as {
        Test: string[]
      }
      expect(health.Test[0]).toBe('CMD')
      expect(exec(...health.Test.slice(1)).status).toBe(0)
      // And as the engine itself runs it (its timer needs systemd, which these machines lack: run once, by hand).
      expect(engine('healthcheck', 'run', CONTAINER)).toMatchObject({ status: 0 })
    })

    it('runs as the image user, not root, with no capabilities and no way to gain privileges', () => {
      const status = must('exec', CONTAINER, 'cat', '/proc/1/status')
      expect(/^Uid:\s+(\d+)/m.exec(status)![1]).not.toBe('0')
      expect(/^CapEff:\s+(\w+)/m.exec(status)![1]).toBe('0000000000000000')
      expect(/^NoNewPrivs:\s+(\d)/m.exec(status)![1]).toBe('1')
    })

    it('cannot write outside /tmp and the review volume', () => {
      const write = (path: string) => exec('node', '-e', `require("fs").writeFileSync(${JSON.stringify(path)}, "x")`)
      for (const path of ['/app/x', '/app/db/x', '/app/data/x', '/etc/x', '/var/tmp/x', '/run/x']) {
        const run = write(path)
        expect(run.status, path).not.toBe(0)
        expect(run.stderr, path).toMatch(/EROFS|EACCES/)
      }
      expect(write('/tmp/x').status).toBe(0)
      expect(write('/app/var/x').status).toBe(0)
    })

    it('has the memory and process limits, read-only root, tmpfs, options and dropped capabilities of compose.yaml', () => {
      const host = JSON.parse(must('inspect', CONTAINER, '--format', '{{json .HostConfig}}')) as {
        Memory: number
        PidsLimit: number
        ReadonlyRootfs: boolean
        CapDrop: string[]
        CapAdd: string[] | null
        SecurityOpt: string[]
        Tmpfs: Record<string, string>
      }
      expect(host.Memory).toBe(bytes(service.mem_limit!))
      expect(host.PidsLimit).toBe(service.pids_limit)
      expect(host.ReadonlyRootfs).toBe(true)
      expect(service.cap_drop).toEqual(['ALL'])
      expect(host.CapDrop).toEqual(expect.arrayContaining(['CAP_CHOWN', 'CAP_NET_RAW', 'CAP_SETUID', 'CAP_SYS_CHROOT']))
      expect(host.CapAdd ?? []).toEqual([])
      expect(host.SecurityOpt).toContain('no-new-privileges')
      // The tmpfs of compose.yaml, with its options, and no other.
      const tmpfs = Object.fromEntries(service.tmpfs!.map((t) => t.split(':') as [string, string]))
      expect(Object.keys(host.Tmpfs)).toEqual(Object.keys(tmpfs))
      for (const [path, options] of Object.entries(tmpfs)) {
        for (const option of options.split(',')) expect(host.Tmpfs[path]).toContain(option)
      }
    })

    it("leaves the statistics database's hash unchanged, and ends with exit 0 on SIGTERM within the grace period", () => {
      expect(hashAtStart).toMatch(/^[0-9a-f]{64}$/)
      expect(dbHash()).toBe(hashAtStart)
      const grace = seconds(service.stop_grace_period!)
      const started = Date.now()
      must('stop', '-t', String(grace), CONTAINER)
      expect(Date.now() - started).toBeLessThan(grace * 1000)
      expect(must('inspect', CONTAINER, '--format', '{{.State.ExitCode}}')).toBe('0')
      expect(must('logs', CONTAINER)).toContain('closed: database closed, exiting')
    })
  },
)
