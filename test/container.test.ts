// No Docker engine runs here, so the container's promises are checked another way: the files say what they must.
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import { parse } from 'yaml'

interface Service {
  read_only?: boolean
  cap_drop?: string[]
  security_opt?: string[]
  tmpfs?: string[]
  volumes?: string[]
  mem_limit?: string
  pids_limit?: number
  networks?: string[]
  profiles?: string[]
  user?: string
  environment?: Record<string, string>
}
const compose = parse(readFileSync('compose.yaml', 'utf8')) as {
  services: Record<string, Service>
  networks: Record<string, { internal?: boolean } | null>
  volumes?: Record<string, object | null>
}
const dockerfile = readFileSync('Dockerfile', 'utf8')
const instructions = dockerfile.split('\n').filter((l) => /^[A-Z]+\s/.test(l))
const stages = dockerfile.split(/^FROM /m).slice(1)

describe('compose.yaml', () => {
  const service = compose.services['stats-assistant']!
  it('locks the service down', () => {
    expect(service.read_only).toBe(true)
    expect(service.cap_drop).toEqual(['ALL'])
    expect(service.security_opt).toContain('no-new-privileges:true')
    expect(service.tmpfs?.some((t) => /^\/tmp:size=\d+[km]/.test(t))).toBe(true)
    expect(service.mem_limit).toMatch(/^\d+[mg]$/)
    expect(service.pids_limit).toBeGreaterThan(0)
  })

  it('mounts the data read-only, and writes only to the review queue, on a named volume', () => {
    expect(service.volumes).toContain('./data:/app/data:ro')
    const writable = service.volumes!.filter((v) => !v.endsWith(':ro'))
    expect(writable).toEqual(['review:/app/var'])
    expect(compose.volumes).toHaveProperty('review')
    expect(service.environment?.REVIEW_DB_PATH).toBe('/app/var/review.sqlite')
  })

  it('puts the model server on an internal network, behind a profile, with its model read-only', () => {
    expect(compose.networks.models?.internal).toBe(true)
    expect(service.networks).toContain('models')
    const llama = compose.services.llama!
    expect(llama.profiles).toEqual(['llama'])
    expect(llama.networks).toEqual(['models'])
    expect(llama.volumes?.some((v) => /^\.\/models:\/models:ro$/.test(v))).toBe(true)
    expect(llama.read_only).toBe(true)
    expect(llama.cap_drop).toEqual(['ALL'])
  })
})

describe('Dockerfile', () => {
  it('is multi-stage on one base, Node 24 LTS slim by default (a build argument for a locally made one)', () => {
    expect(stages.length).toBeGreaterThanOrEqual(2)
    expect(dockerfile).toMatch(/^ARG BASE_IMAGE=node:24-[a-z]*-?slim$/m)
    for (const stage of stages) expect(stage).toMatch(/^\$\{BASE_IMAGE\} AS /)
  })

  it('installs with the lock file and builds the database at image build time', () => {
    expect(dockerfile).toMatch(/COPY package\.json package-lock\.json/)
    // npm ci in a RUN instruction, possibly after the build secret's mount and its `if`
    expect(dockerfile).toMatch(/^RUN (?:[^\n]*\\\n)*[^\n]*\bnpm ci\b/m)
    expect(stages[0]).toMatch(/node dist\/cli\.js db build --out \/app\/db\/wdi\.sqlite/)
    expect(stages.at(-1)).toMatch(/COPY --from=build \/app\/db/)
    expect(stages.at(-1)).toMatch(/DATABASE_PATH=\/app\/db\/wdi\.sqlite/)
  })

  it('runs as a non-root user, with exec-form commands and a HEALTHCHECK (no shell needed at run time)', () => {
    const runtime = stages.at(-1)!
    const user = /^USER (\S+)/m.exec(runtime)?.[1]
    expect(user).toBeDefined()
    expect(['root', '0', '0:0']).not.toContain(user)
    // The young generation's heap at 64 MB: without it light routes ran at one of two speeds chosen at start (issue #30).
    expect(instructions.find((l) => l.startsWith('CMD'))).toMatch(
      /^CMD \["node", "--max-semi-space-size=64", "dist\/cli\.js", "serve"\]$/,
    )
    expect(instructions.find((l) => l.startsWith('HEALTHCHECK'))).toMatch(/CMD \["node", "dist\/healthcheck\.js"\]$/)
    expect(runtime).not.toMatch(/^ENTRYPOINT [^[]/m)
    // The package manager and compilers stay in the build stage.
    expect(runtime).toMatch(/rm -rf .*\/usr\/local\/bin\/npm/s)
    expect(runtime).not.toMatch(/g\+\+|python3/)
  })
})
