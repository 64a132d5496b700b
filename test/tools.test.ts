import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest'
import type { FastifyInstance } from 'fastify'
import { buildApp } from '../src/app.js'
import { systemRules } from '../src/llm/prompt.js'
import { createToolbox, type ToolOutcome } from '../src/tools/toolbox.js'
import { COUNTRIES, ref, refPercentChange, refRanking, refRows, refText, testConfig, testStore } from './helpers.js'

const toolbox = () => createToolbox(testStore())
const ok = (o: ToolOutcome) => {
  if (!o.ok) throw new Error(`refused: ${o.code} ${o.error}`)
  return o
}

describe('get_values', () => {
  it('returns every value of the CSV, exactly', () => {
    const box = toolbox()
    for (const code of ['SP.POP.TOTL', 'NY.GDP.MKTP.CD', 'IT.NET.USER.ZS']) {
      for (const country of COUNTRIES) {
        const result = ok(
          box.run('get_values', { country_code: country, indicator_code: code, start_year: 2000, end_year: 2025 }),
        )
        if (result.tool !== 'get_values') throw new Error('wrong tool')
        expect(Object.values(result.values)).toEqual(
          refRows()
            .filter((r) => r.country === country && r.indicator === code)
            .map((r) => r.value),
        )
      }
    }
  })

  it('gives CAN population 2024 compactly: codes, unit, values by year, nothing else', () => {
    const result = ok(
      toolbox().run('get_values', {
        country_code: 'CAN',
        indicator_code: 'SP.POP.TOTL',
        start_year: 2024,
        end_year: 2024,
      }),
    )
    expect(result).toEqual({
      ok: true,
      tool: 'get_values',
      country: 'CAN',
      indicator: 'SP.POP.TOTL',
      unit: 'people',
      values: { 2024: ref('CAN', 'SP.POP.TOTL', 2024) },
    })
  })

  it('marks a missing value as null, and gives the latest year before it that has one', () => {
    const result = ok(
      toolbox().run('get_values', {
        country_code: 'CAN',
        indicator_code: 'EG.ELC.ACCS.ZS',
        start_year: 2022,
        end_year: 2025,
      }),
    )
    if (result.tool !== 'get_values') throw new Error('wrong tool')
    const expected = [2022, 2023, 2024, 2025].filter((y) => ref('CAN', 'EG.ELC.ACCS.ZS', y) === null)
    expect(expected.length).toBeGreaterThan(0)
    expect(
      Object.entries(result.values)
        .filter(([, v]) => v === null)
        .map(([y]) => Number(y)),
    ).toEqual(expected)
    const latestYear = [2025, 2024, 2023, 2022].find((y) => ref('CAN', 'EG.ELC.ACCS.ZS', y) !== null)!
    expect(result.latest).toEqual([latestYear, ref('CAN', 'EG.ELC.ACCS.ZS', latestYear)])
  })
})

describe('get_change', () => {
  it('gives the exact difference and the percent change to 2 decimals (NGA GDP 2023 to 2024)', () => {
    const result = ok(
      toolbox().run('get_change', {
        country_code: 'NGA',
        indicator_code: 'NY.GDP.MKTP.CD',
        from_year: 2023,
        to_year: 2024,
      }),
    )
    if (result.tool !== 'get_change') throw new Error('wrong tool')
    expect(result.percent_change).toBe(refPercentChange('NGA', 'NY.GDP.MKTP.CD', 2023, 2024))
    // Exact decimal difference, checked with BigInt on the CSV texts (3 decimals in both).
    const scaled = (t: string) => BigInt(t.replace('.', ''))
    const diff = scaled(refText('NGA', 'NY.GDP.MKTP.CD', 2024)) - scaled(refText('NGA', 'NY.GDP.MKTP.CD', 2023))
    expect(result.difference).toBe(Number(diff) / 1000)
  })

  it('gives IND population 2000 to 2024 as the CSV says', () => {
    const result = ok(
      toolbox().run('get_change', {
        country_code: 'IND',
        indicator_code: 'SP.POP.TOTL',
        from_year: 2000,
        to_year: 2024,
      }),
    )
    if (result.tool !== 'get_change') throw new Error('wrong tool')
    expect(result.percent_change).toBe(refPercentChange('IND', 'SP.POP.TOTL', 2000, 2024))
    expect(result.difference).toBe(ref('IND', 'SP.POP.TOTL', 2024)! - ref('IND', 'SP.POP.TOTL', 2000)!)
    expect(result.difference_unit).toBe('people')
  })

  it('refuses when a value is missing (no_value), naming the years the series has', () => {
    const result = toolbox().run('get_change', {
      country_code: 'CAN',
      indicator_code: 'EG.ELC.ACCS.ZS',
      from_year: 2000,
      to_year: 2024,
    })
    expect(result).toMatchObject({ ok: false, code: 'no_value' })
    if (result.ok) throw new Error('not refused')
    expect(result.error).toContain('CAN 2024')
  })
})

describe('rank_countries and compare_countries', () => {
  it('ranks highest first as the CSV orders them, and lists countries without a value', () => {
    const result = ok(toolbox().run('rank_countries', { indicator_code: 'NY.GDP.MKTP.CD', year: 2024 }))
    if (result.tool !== 'rank_countries') throw new Error('wrong tool')
    const expected = refRanking('NY.GDP.MKTP.CD', 2024)
    expect(result.ranking.map(([, country]) => country)).toEqual(expected.map((e) => e.country))
    expect(result.ranking.map(([, , value]) => value)).toEqual(expected.map((e) => e.value))
    expect(result.average).toBeCloseTo(expected.reduce((s, e) => s + e.value, 0) / expected.length, 6)
    const empty = ok(toolbox().run('rank_countries', { indicator_code: 'SP.DYN.LE00.IN', year: 2025 }))
    if (empty.tool !== 'rank_countries') throw new Error('wrong tool')
    expect(empty.ranking).toEqual([])
    expect(empty.no_value).toEqual(COUNTRIES)
  })

  it('gives equal values the same rank (competition ranking)', () => {
    const result = ok(toolbox().run('rank_countries', { indicator_code: 'EG.ELC.ACCS.ZS', year: 2020 }))
    if (result.tool !== 'rank_countries') throw new Error('wrong tool')
    const expected = refRanking('EG.ELC.ACCS.ZS', 2020)
    const ranks = expected.map((e) => 1 + expected.filter((o) => o.value > e.value).length)
    expect(new Set(ranks).size).toBeLessThan(ranks.length) // the snapshot has ties here
    expect(result.ranking.map(([rank]) => rank)).toEqual(ranks)
  })

  it('compares two countries with a ratio to 2 decimals', () => {
    const result = ok(
      toolbox().run('compare_countries', {
        indicator_code: 'NY.GDP.MKTP.CD',
        year: 2024,
        country_code: 'USA',
        other_country_code: 'CAN',
      }),
    )
    if (result.tool !== 'compare_countries') throw new Error('wrong tool')
    const [usa, can] = [ref('USA', 'NY.GDP.MKTP.CD', 2024)!, ref('CAN', 'NY.GDP.MKTP.CD', 2024)!]
    expect(result.ratio).toBe(Math.round((usa / can) * 100) / 100)
    expect(result.country).toEqual(['USA', usa])
    expect(result.other_country).toEqual(['CAN', can])
  })
})

const VALID = { country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2020, end_year: 2024 }
/** [what, tool, arguments as the model would send them (text), expected code]. */
export const REFUSALS: [string, string, string, string][] = [
  ['unknown tool "delete"', 'delete', JSON.stringify(VALID), 'unknown_tool'],
  ['unknown tool "execute_sql"', 'execute_sql', '{"sql":"DROP TABLE observations"}', 'unknown_tool'],
  ['an extra key', 'get_values', JSON.stringify({ ...VALID, sql: 'x' }), 'invalid_argument'],
  [
    'a missing key',
    'get_values',
    JSON.stringify({ country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2020 }),
    'invalid_argument',
  ],
  ['a non-object (array)', 'get_values', '[1,2,3]', 'invalid_argument'],
  ['a non-object (string)', 'get_values', '"CAN"', 'invalid_argument'],
  ['null arguments', 'get_values', 'null', 'invalid_argument'],
  ['broken JSON', 'get_values', '{"country_code": "CAN", ', 'invalid_argument'],
  ['a string year', 'get_values', JSON.stringify({ ...VALID, start_year: '2020' }), 'wrong_type'],
  ['a float year', 'get_values', JSON.stringify({ ...VALID, start_year: 2020.5 }), 'wrong_type'],
  ['a boolean year', 'get_values', JSON.stringify({ ...VALID, end_year: true }), 'wrong_type'],
  ['a null year', 'get_values', JSON.stringify({ ...VALID, end_year: null }), 'wrong_type'],
  ['a number as country code', 'get_values', JSON.stringify({ ...VALID, country_code: 124 }), 'wrong_type'],
  ['year 1999', 'get_values', JSON.stringify({ ...VALID, start_year: 1999 }), 'year_out_of_range'],
  ['year 2026', 'get_values', JSON.stringify({ ...VALID, end_year: 2026 }), 'year_out_of_range'],
  [
    'rank in 2026',
    'rank_countries',
    JSON.stringify({ indicator_code: 'SP.POP.TOTL', year: 2026 }),
    'year_out_of_range',
  ],
  ['country "FRA"', 'get_values', JSON.stringify({ ...VALID, country_code: 'FRA' }), 'not_allowed'],
  ['country "ALL"', 'get_values', JSON.stringify({ ...VALID, country_code: 'ALL' }), 'not_allowed'],
  ['lowercase "can"', 'get_values', JSON.stringify({ ...VALID, country_code: 'can' }), 'not_allowed'],
  ['"CAN; DROP TABLE x"', 'get_values', JSON.stringify({ ...VALID, country_code: 'CAN; DROP TABLE x' }), 'not_allowed'],
  ['a lowercase indicator', 'get_values', JSON.stringify({ ...VALID, indicator_code: 'sp.pop.totl' }), 'not_allowed'],
  ['a 100 kB string', 'get_values', JSON.stringify({ ...VALID, country_code: 'A'.repeat(100_000) }), 'not_allowed'],
  ['start after end', 'get_values', JSON.stringify({ ...VALID, start_year: 2024, end_year: 2020 }), 'invalid_range'],
  [
    'from after to',
    'get_change',
    JSON.stringify({ country_code: 'CAN', indicator_code: 'SP.POP.TOTL', from_year: 2024, to_year: 2000 }),
    'invalid_range',
  ],
]

describe('refused proposals', () => {
  it.each(REFUSALS)('refuses %s before reading any data', (_what, name, args, code) => {
    const store = testStore()
    const values = vi.spyOn(store, 'values')
    const yearValues = vi.spyOn(store, 'yearValues')
    const result = createToolbox(store).run(name, args, { raw: true })
    expect(result).toMatchObject({ ok: false, code })
    expect(values).not.toHaveBeenCalled()
    expect(yearValues).not.toHaveBeenCalled()
    values.mockRestore()
    yearValues.mockRestore()
  })

  it('checks in a fixed order: type before allow-list before range', () => {
    const run = (args: object) => toolbox().run('get_values', args)
    expect(run({ ...VALID, country_code: 'FRA', start_year: '1999' })).toMatchObject({ code: 'wrong_type' })
    expect(run({ ...VALID, country_code: 'FRA', start_year: 1999 })).toMatchObject({ code: 'not_allowed' })
    expect(run({ ...VALID, start_year: 1999, end_year: 1990 })).toMatchObject({ code: 'year_out_of_range' })
  })

  it('says what is allowed, and never echoes a huge value back', () => {
    const result = toolbox().run('get_values', { ...VALID, country_code: 'FRA' })
    if (result.ok) throw new Error('not refused')
    expect(result.error).toBe('Country code "FRA" is not available. Available: BRA, CAN, GBR, IND, JPN, MEX, NGA, USA.')
    const huge = toolbox().run('get_values', { ...VALID, country_code: 'A'.repeat(100_000) })
    if (huge.ok) throw new Error('not refused')
    expect(huge.error.length).toBeLessThan(200)
  })
})

describe('the tool definitions', () => {
  it('give the model each parameter with its type and the required ones listed (issue 34); the allow-lists are told once, in the rules', () => {
    const box = toolbox()
    for (const def of box.definitions) {
      const params = def.function.parameters as {
        properties: Record<string, Record<string, unknown>>
        required?: string[]
      }
      const own = box.schemas[def.function.name as keyof typeof box.schemas].parameters
      expect(params.required).toEqual(own.required ?? [])
      expect(params.required!.length).toBeGreaterThan(0)
      for (const property of Object.values(params.properties))
        expect(property).toEqual(
          property.type === 'array' ? { type: 'array', items: { type: 'string' } } : { type: property.type },
        )
      // A parameter that may be left out is named in the tool's description.
      const schema0 = box.schemas[def.function.name as keyof typeof box.schemas].parameters.properties
      for (const [key, value] of Object.entries(schema0))
        if ((value as { [k: symbol]: unknown })[Symbol.for('TypeBox.Optional')] === 'Optional')
          expect(def.function.description).toContain(key)
      // The same names and types as the schema the checks and the HTTP route use.
      const schema = box.schemas[def.function.name as keyof typeof box.schemas].parameters.properties
      expect(Object.keys(params.properties)).toEqual(Object.keys(schema))
    }
    const rules = systemRules(testStore(), 'tools')
    for (const code of [...COUNTRIES, ...testStore().indicators.map((i) => i.code)]) {
      expect(rules.split(code).length - 1, code).toBe(1)
    }
    // The OpenAPI document (and the checks) keep the allow-lists.
    expect(box.schemas.get_values.parameters.properties.country_code.enum).toEqual(COUNTRIES)
  })
})

describe('the tools over HTTP', () => {
  let app: FastifyInstance
  beforeAll(async () => {
    app = await buildApp({ config: testConfig(), store: testStore() })
  })
  afterAll(() => app.close())

  const post = (
    name: string,
    payload: string,
    headers: Record<string, string> = { 'content-type': 'application/json' },
  ) => app.inject({ method: 'POST', url: `/tools/${name}`, payload, headers })

  it('answers 200 with the result and the source line (attribution for a person reading it)', async () => {
    const response = await post('get_values', JSON.stringify({ ...VALID, start_year: 2024 }))
    expect(response.statusCode).toBe(200)
    expect(response.json()).toMatchObject({
      ok: true,
      values: { 2024: ref('CAN', 'SP.POP.TOTL', 2024) },
      source: `Source: World Bank, World Development Indicators (CC BY 4.0), snapshot of ${testStore().snapshotDate}; series SP.POP.TOTL. Check the official figure before publishing.`,
    })
  })

  it('lists the definitions at GET /tools', async () => {
    const response = await app.inject('/tools')
    expect(response.json().tools.map((t: { function: { name: string } }) => t.function.name)).toEqual([
      'get_values',
      'rank_countries',
      'get_change',
      'compare_countries',
      'sum_countries',
    ])
  })

  const overHttp = REFUSALS.filter(([what]) => what !== 'broken JSON' && what !== 'a 100 kB string')
  it.each(overHttp)('refuses %s with the same code', async (_what, name, args, code) => {
    const response = await post(name, args)
    expect(response.statusCode).toBe(code === 'unknown_tool' ? 404 : 400)
    expect(response.json()).toMatchObject({ ok: false, code })
  })

  it('answers broken JSON, a wrong content type, an empty body and an oversized body with a 4xx JSON error', async () => {
    const broken = await post('get_values', '{"country_code": "CAN", ')
    expect(broken.statusCode).toBe(400)
    expect(broken.json()).toMatchObject({ ok: false, code: 'invalid_json' })
    const text = await post('get_values', 'country_code=CAN', { 'content-type': 'text/plain' })
    expect(text.statusCode).toBe(415)
    expect(text.json()).toMatchObject({ ok: false, code: 'unsupported_media_type' })
    const empty = await post('get_values', '')
    expect(empty.statusCode).toBe(400)
    expect(empty.json().ok).toBe(false)
    const huge = await post('get_values', JSON.stringify({ ...VALID, country_code: 'A'.repeat(100_000) }))
    expect(huge.statusCode).toBe(413)
    expect(huge.json()).toMatchObject({ ok: false, code: 'body_too_large' })
  })
})
