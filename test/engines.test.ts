// The Node.js versions the project says it runs on are the ones it is tested on (this machine's Node 20 and the
// image's Node 24), and no installed package asks for a newer one: every package in the lock file accepts the lowest
// version of each line that package.json names.
import { readFileSync } from 'node:fs'
import semver from 'semver'
import { describe, expect, it } from 'vitest'

const pkg = JSON.parse(readFileSync('package.json', 'utf8')) as { engines: { node: string } }
const lock = JSON.parse(readFileSync('package-lock.json', 'utf8')) as {
  packages: Record<string, { version?: string; engines?: { node?: string } | string[] }>
}
/** The lowest version of each line package.json accepts ("^20.19.0 || ^24.0.0": 20.19.0 and 24.0.0). */
const lowest = new semver.Range(pkg.engines.node).set.map(
  (comparators) => semver.minVersion(new semver.Range(comparators.map((c) => c.value).join(' ')))!.version,
)

describe('Node.js versions', () => {
  it('package.json names the lines that are tested: this one, and the image base', () => {
    expect(semver.satisfies(process.version, pkg.engines.node)).toBe(true)
    const image = /^ARG BASE_IMAGE=node:(\d+)-/m.exec(readFileSync('Dockerfile', 'utf8'))![1]!
    const built = /^NODE_VERSION=(\S+)$/m.exec(readFileSync('scripts/container-base.sh', 'utf8'))![1]!
    expect(semver.satisfies(`${image}.0.0`, pkg.engines.node)).toBe(true)
    expect(semver.satisfies(built, pkg.engines.node)).toBe(true)
    expect(lowest.map((v) => semver.major(v)).sort()).toEqual(
      [semver.major(process.version), Number(image)].sort((a, b) => a - b),
    )
  })

  it('README says the same versions', () => {
    const needs = /^Needs Node\.js (.*)$/m.exec(readFileSync('README.md', 'utf8'))![1]!
    for (const version of lowest) {
      const [major, minor] = [semver.major(version), semver.minor(version)]
      expect(needs).toContain(minor === 0 ? `${major}` : `${major}.${minor}`)
    }
  })

  it('no package in the lock file needs a newer Node.js than the lowest of each line', () => {
    const tooNew = Object.entries(lock.packages).flatMap(([path, entry]) => {
      const wanted = !Array.isArray(entry.engines) ? entry.engines?.node : undefined
      if (!wanted) return []
      return lowest.filter((v) => !semver.satisfies(v, wanted)).map((v) => `${path}@${entry.version}: ${wanted} (${v})`)
    })
    expect(tooNew).toEqual([])
  })
})
