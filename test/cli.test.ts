import { execFileSync, spawnSync } from 'node:child_process'
import { mkdtempSync } from 'node:fs'
import { tmpdir } from 'node:os'
import { join } from 'node:path'
import { describe, expect, it } from 'vitest'
import { main } from '../src/cli.js'
import type { CliIo } from '../src/cli/io.js'
import { databasePath, ref } from './helpers.js'

function capture(env: Record<string, string> = {}) {
  const out: string[] = []
  const err: string[] = []
  const io: CliIo = { out: (t) => out.push(t), err: (t) => err.push(t), env: { DATABASE_PATH: databasePath(), ...env }, cwd: process.cwd() }
  return { io, out, err }
}

describe('stats-assistant tool', () => {
  it('prints the result as JSON and "ok"', async () => {
    const { io, out } = capture()
    const code = await main(['tool', 'get_values', '{"country_code":"CAN","indicator_code":"SP.POP.TOTL","start_year":2024,"end_year":2024}'], io)
    expect(code).toBe(0)
    expect(JSON.parse(out[0]!).values[0].value).toBe(ref('CAN', 'SP.POP.TOTL', 2024))
    expect(out[1]).toBe('ok')
  })

  it.each([
    ['get_values', '{"country_code":"FRA","indicator_code":"SP.POP.TOTL","start_year":2024,"end_year":2024}', 'not_allowed'],
    ['get_values', '{"country_code":"CAN","indicator_code":"SP.POP.TOTL","start_year":"2024","end_year":2024}', 'wrong_type'],
    ['delete', '{}', 'unknown_tool'],
    ['get_values', '{broken', 'invalid_argument'],
  ])('prints "refused: CODE" and exits non-zero (%s %s)', async (name, args, refusal) => {
    const { io, out } = capture()
    expect(await main(['tool', name, args], io)).not.toBe(0)
    expect(out.at(-1)).toBe(`refused: ${refusal}`)
  })
})

describe('stats-assistant db build', () => {
  it('refuses to overwrite the existing database, with a clear message', async () => {
    const { io, err } = capture()
    expect(await main(['db', 'build', '--out', databasePath()], io)).toBe(1)
    expect(err.join('\n')).toMatch(/already exists; it is not overwritten/)
  })

  it('builds a new database where asked', async () => {
    const { io, out } = capture()
    const path = join(mkdtempSync(join(tmpdir(), 'cli-db-')), 'new.sqlite')
    expect(await main(['db', 'build', '--out', path], io)).toBe(0)
    expect(out[0]).toMatch(/^built .*new\.sqlite: 1248 observations/)
  })
})

describe('the installed binary (dist/cli.js)', () => {
  it('runs a tool and exits 2 on a refusal', () => {
    const env = { ...process.env, DATABASE_PATH: databasePath() }
    const okRun = execFileSync('node', ['dist/cli.js', 'tool', 'rank_countries', '{"indicator_code":"SP.POP.TOTL","year":2024}'], { env, encoding: 'utf8' })
    expect(okRun.trim().split('\n').at(-1)).toBe('ok')
    const refused = spawnSync('node', ['dist/cli.js', 'tool', 'rank_countries', '{"indicator_code":"SP.POP.TOTL","year":1960}'], { env, encoding: 'utf8' })
    expect(refused.status).toBe(2)
    expect(refused.stdout.trim().split('\n').at(-1)).toBe('refused: year_out_of_range')
  })

  it('names the build command when the database is missing', () => {
    const run = spawnSync('node', ['dist/cli.js', 'tool', 'get_values', '{}'], { env: { ...process.env, DATABASE_PATH: '/nonexistent/x.sqlite' }, encoding: 'utf8' })
    expect(run.status).toBe(1)
    expect(run.stderr).toMatch(/stats-assistant db build/)
  })
})
