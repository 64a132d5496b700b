// The analytical tools (issue 29): totals and shares, a threshold over the eight, the median, a span's summary
// (highest, lowest, mean, growth rate, one-year moves) and every country's change ranked. Every expected number is
// computed here from the CSV, independently of the tools.
import { afterAll, beforeAll, describe, expect, it } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { factsOf } from '../src/tools/facts.js'
import { createToolbox, type ToolOutcome } from '../src/tools/toolbox.js'
import { COUNTRIES, ref, refPercentChange, refRanking, testConfig, testStore } from './helpers.js'

const box = () => createToolbox(testStore())
const ok = (o: ToolOutcome) => {
  if (!o.ok) throw new Error(`refused: ${o.code} ${o.error}`)
  return o
}
const POP = 'SP.POP.TOTL'
const GDP = 'NY.GDP.MKTP.CD'
const NET = 'IT.NET.USER.ZS'
const sum = (xs: number[]) => xs.reduce((a, b) => a + b, 0)

describe('sum_countries', () => {
  it('adds the countries asked exactly, with their share of the eight', () => {
    const r = ok(box().run('sum_countries', { indicator_code: POP, year: 2024, country_codes: ['USA', 'CAN', 'MEX'] }))
    if (r.tool !== 'sum_countries') throw new Error('wrong tool')
    const total = sum(['USA', 'CAN', 'MEX'].map((c) => ref(c, POP, 2024)!))
    const eight = sum(COUNTRIES.map((c) => ref(c, POP, 2024)!))
    expect(r.total).toBe(total)
    expect(r.eight_total).toBe(eight)
    expect(r.share).toBe(Math.round((total / eight) * 10000) / 100)
    expect(r.countries).toEqual(['USA', 'CAN', 'MEX'].map((c) => [c, ref(c, POP, 2024)]))
    const kinds = factsOf(r, 1).map((f) => `${f.kind}:${f.countries.join('/')}`)
    expect(kinds).toEqual(['value:USA', 'value:CAN', 'value:MEX', 'total:USA/CAN/MEX', 'total:', 'share:USA/CAN/MEX'])
  })

  it('all eight: the eight total, said of no country; one country: its value and its share', () => {
    const all = ok(box().run('sum_countries', { indicator_code: GDP, year: 2023, country_codes: COUNTRIES }))
    expect(factsOf(all, 1).filter((f) => f.kind === 'total')).toMatchObject([
      { countries: [], value: all.tool === 'sum_countries' && all.total },
    ])
    const one = ok(box().run('sum_countries', { indicator_code: GDP, year: 2023, country_codes: ['BRA'] }))
    expect(factsOf(one, 1).map((f) => f.kind)).toEqual(['value', 'total', 'share'])
  })

  it('refuses a series whose values do not add up, saying which do', () => {
    const r = box().run('sum_countries', { indicator_code: NET, year: 2023, country_codes: ['USA', 'CAN'] })
    expect(r).toMatchObject({ ok: false, code: 'not_allowed' })
    if (!r.ok) expect(r.error).toContain(`A total is given for ${POP} and ${GDP}`)
  })
})

describe('rank_countries with a threshold, and its median', () => {
  it('splits the eight by the figure asked and counts each side', () => {
    const r = ok(box().run('rank_countries', { indicator_code: NET, year: 2023, threshold: 90 }))
    if (r.tool !== 'rank_countries') throw new Error('wrong tool')
    const values = refRanking(NET, 2023)
    expect(r.above).toEqual(values.filter((v) => v.value > 90).map((v) => v.country))
    expect(r.below).toEqual(values.filter((v) => v.value < 90).map((v) => v.country))
    const sorted = values.map((v) => v.value).sort((a, b) => a - b)
    const mid = sorted.length / 2
    expect(r.median).toBe(sorted.length % 2 ? sorted[Math.floor(mid)] : (sorted[mid - 1]! + sorted[mid]!) / 2)
    const facts = factsOf(r, 1)
    expect(facts.find((f) => f.kind === 'threshold')?.value).toBe(90)
    expect(facts.find((f) => f.kind === 'count_above')?.value).toBe(r.above!.length)
  })
})

describe('get_values over a span: its summary', () => {
  it('gives the highest and lowest years, the mean, the growth rate and the biggest one-year moves', () => {
    const r = ok(
      box().run('get_values', { country_code: 'BRA', indicator_code: GDP, start_year: 2000, end_year: 2024 }),
    )
    if (r.tool !== 'get_values') throw new Error('wrong tool')
    const series = Array.from({ length: 25 }, (_, k) => ({ year: 2000 + k, value: ref('BRA', GDP, 2000 + k)! }))
    const max = series.reduce((a, b) => (b.value > a.value ? b : a))
    const min = series.reduce((a, b) => (b.value < a.value ? b : a))
    expect(r.summary!.highest).toEqual([max.year, max.value])
    expect(r.summary!.lowest).toEqual([min.year, min.value])
    expect(r.summary!.mean).toBeCloseTo(sum(series.map((s) => s.value)) / 25, 0)
    const cagr = ((series[24]!.value / series[0]!.value) ** (1 / 24) - 1) * 100
    expect(r.summary!.cagr).toBe(Math.round(cagr * 100) / 100)
    const moves = series.slice(1).map((s, k) => ({ year: s.year, move: s.value - series[k]!.value }))
    const fall = moves.reduce((a, b) => (b.move < a.move ? b : a))
    expect(r.summary!.biggest_fall![0]).toBe(fall.year)
    expect(r.summary!.biggest_fall![1]).toBeCloseTo(fall.move, 0)
    expect(r.summary!.fell).toEqual(moves.filter((m) => m.move < 0).map((m) => m.year))
  })

  it('one year has no summary (the result stays compact)', () => {
    const r = ok(
      box().run('get_values', { country_code: 'BRA', indicator_code: GDP, start_year: 2024, end_year: 2024 }),
    )
    expect('summary' in r).toBe(false)
  })
})

describe('get_change without a country: every change, ranked', () => {
  it('ranks the eight by percent change, with each difference', () => {
    const r = ok(box().run('get_change', { indicator_code: POP, from_year: 2000, to_year: 2024 }))
    if (r.tool !== 'change_ranking') throw new Error('wrong tool')
    const expected = COUNTRIES.map((c) => ({ c, p: refPercentChange(c, POP, 2000, 2024) })).sort((a, b) => b.p - a.p)
    expect(r.ranking.map((row) => row[1])).toEqual(expected.map((e) => e.c))
    expect(r.ranking.map((row) => row[5])).toEqual(expected.map((e) => e.p))
    expect(r.ranking[0]![4]).toBe(ref(expected[0]!.c, POP, 2024)! - ref(expected[0]!.c, POP, 2000)!)
  })
})

describe('the new tools over HTTP: every field of each result is sent', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), store: testStore() })
  })
  afterAll(() => app.close())
  const post = (name: string, body: unknown) =>
    app.inject({
      method: 'POST',
      url: `/tools/${name}`,
      payload: JSON.stringify(body),
      headers: { 'content-type': 'application/json' },
    })

  it('sum_countries, a threshold, a span summary and the changes ranked', async () => {
    const sum = await post('sum_countries', { indicator_code: POP, year: 2024, country_codes: ['USA', 'CAN'] })
    expect(sum.statusCode).toBe(200)
    expect(sum.json()).toMatchObject({
      total: ref('USA', POP, 2024)! + ref('CAN', POP, 2024)!,
      source: expect.any(String),
    })
    const split = await post('rank_countries', { indicator_code: NET, year: 2023, threshold: 90 })
    expect(split.json().above).toEqual(
      refRanking(NET, 2023)
        .filter((r) => r.value > 90)
        .map((r) => r.country),
    )
    const span = await post('get_values', {
      country_code: 'BRA',
      indicator_code: GDP,
      start_year: 2010,
      end_year: 2012,
    })
    expect(span.json().summary.rose.every((y: number) => y > 2010)).toBe(true)
    const ranked = await post('get_change', { indicator_code: POP, from_year: 2000, to_year: 2024 })
    expect(ranked.statusCode).toBe(200)
    expect(ranked.json()).toMatchObject({ tool: 'change_ranking', ranking: expect.any(Array), no_value: [] })
    expect(ranked.json().ranking).toHaveLength(8)
  })

  it('refuses a bad country list with a 400 that says what is allowed', async () => {
    const bad = await post('sum_countries', { indicator_code: POP, year: 2024, country_codes: 'USA' })
    expect(bad.statusCode).toBe(400)
    expect(bad.json()).toMatchObject({ ok: false, code: 'wrong_type' })
  })
})
