// The argument checker (tools/check.ts), refusal by refusal: which code fires, in which order, and the exact text a
// model reads to correct itself (what was wrong and what is allowed). The allowed lists and years are read from the
// test database's catalog by code; the sentences around them are the checker's own words.
import { Type } from '@sinclair/typebox'
import { describe, expect, it } from 'vitest'
import { checkProposal, echo, unknownTool } from '../src/tools/check.js'
import { TOOL_NAMES, type ToolSchemas } from '../src/tools/schemas.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { COUNTRIES, testStore } from './helpers.js'

const schemas = () => createToolbox(testStore()).schemas
const check = (name: string, proposal: unknown, options?: { raw?: boolean }) =>
  checkProposal(schemas(), name, proposal, options)
const refusal = (name: string, proposal: unknown, options?: { raw?: boolean }) => {
  const result = check(name, proposal, options)
  if (result.ok) throw new Error(`not refused: ${JSON.stringify(proposal)}`)
  return { code: result.code, error: result.error }
}
const catalog = () => {
  const store = testStore()
  const [first, last] = store.years
  return { indicators: store.indicators.map((i) => i.code), first, last }
}

const VALID = { country_code: 'CAN', indicator_code: 'SP.POP.TOTL', start_year: 2020, end_year: 2024 }
const VALID_CHANGE = { country_code: 'CAN', indicator_code: 'SP.POP.TOTL', from_year: 2010, to_year: 2020 }
const KEYS = 'a JSON object with exactly these keys: country_code, indicator_code, start_year, end_year'

describe('a proposal that passes', () => {
  it('gives back the tool and exactly the arguments proposed, from an object or from JSON text', () => {
    expect(check('get_values', VALID)).toEqual({ ok: true, name: 'get_values', args: VALID })
    expect(check('get_values', JSON.stringify(VALID), { raw: true })).toEqual({
      ok: true,
      name: 'get_values',
      args: VALID,
    })
  })

  it('accepts the first and last years of the data, and a range of one year', () => {
    const { first, last } = catalog()
    expect(check('get_values', { ...VALID, start_year: first, end_year: last })).toMatchObject({ ok: true })
    expect(check('get_change', { ...VALID_CHANGE, from_year: last, to_year: last })).toMatchObject({ ok: true })
    expect(check('rank_countries', { indicator_code: 'SP.POP.TOTL', year: first })).toMatchObject({ ok: true })
  })

  it('accepts every tool with its own keys', () => {
    const proposals = {
      get_values: VALID,
      rank_countries: { indicator_code: 'SP.POP.TOTL', year: 2020 },
      get_change: VALID_CHANGE,
      compare_countries: { indicator_code: 'SP.POP.TOTL', year: 2020, country_code: 'CAN', other_country_code: 'USA' },
      sum_countries: { indicator_code: 'SP.POP.TOTL', year: 2020, country_codes: ['CAN', 'USA'] },
    }
    for (const name of TOOL_NAMES) {
      expect(check(name, proposals[name])).toEqual({ ok: true, name, args: proposals[name] })
    }
  })

  it('takes an optional parameter, given or left out: a threshold, get_change without a country', () => {
    const withThreshold = { indicator_code: 'IT.NET.USER.ZS', year: 2023, threshold: 90.5 }
    expect(check('rank_countries', withThreshold)).toEqual({ ok: true, name: 'rank_countries', args: withThreshold })
    const { country_code: _, ...every } = VALID_CHANGE
    expect(check('get_change', every)).toEqual({ ok: true, name: 'get_change', args: every })
  })
})

describe('the new parameters, refused with what is allowed', () => {
  const sum = { indicator_code: 'SP.POP.TOTL', year: 2020, country_codes: ['CAN', 'USA'] }
  it('a threshold must be a number, never a string', () => {
    expect(refusal('rank_countries', { indicator_code: 'SP.POP.TOTL', year: 2020, threshold: '90' })).toEqual({
      code: 'wrong_type',
      error: 'threshold must be a number, e.g. 90 (not "90"); got a string.',
    })
  })
  it('country_codes must be an array of allowed codes, each once', () => {
    expect(refusal('sum_countries', { ...sum, country_codes: 'CAN,USA' })).toEqual({
      code: 'wrong_type',
      error: 'country_codes must be an array of codes, e.g. ["USA", "CAN"]; got a string.',
    })
    expect(refusal('sum_countries', { ...sum, country_codes: ['CAN', 'FRA'] })).toEqual({
      code: 'not_allowed',
      error: `Country code "FRA" is not available. Available: ${COUNTRIES.join(', ')}.`,
    })
    expect(refusal('sum_countries', { ...sum, country_codes: ['CAN', 'CAN'] })).toMatchObject({
      code: 'invalid_argument',
      error: expect.stringMatching(/country_codes must list 1 to 8 different codes, each once; got 2 with repeats/),
    })
    expect(refusal('sum_countries', { ...sum, country_codes: [] })).toMatchObject({ code: 'invalid_argument' })
  })
  it('names the optional keys beside the required ones', () => {
    expect(refusal('get_change', { indicator_code: 'SP.POP.TOTL' }).error).toBe(
      'Arguments must be a JSON object with exactly these keys: indicator_code, from_year, to_year (optional: country_code) (missing from_year, to_year).',
    )
  })
})

describe('the refusal a model reads', () => {
  it('names the tools that exist for a name that is not one, even a name of Object.prototype', () => {
    const expected = `Tool "delete" does not exist. Available tools: ${TOOL_NAMES.join(', ')}.`
    expect(refusal('delete', VALID)).toEqual({ code: 'unknown_tool', error: expected })
    expect(unknownTool(schemas(), 'delete')).toEqual({ ok: false, code: 'unknown_tool', error: expected })
    expect(refusal('toString', VALID)).toMatchObject({ code: 'unknown_tool' })
    expect(refusal('constructor', '{}', { raw: true })).toMatchObject({ code: 'unknown_tool' })
  })

  it('asks for a JSON object with the tool’s keys when the arguments are not one', () => {
    expect(refusal('get_values', VALID, { raw: true })).toEqual({
      code: 'invalid_argument',
      error: `Arguments must be ${KEYS}.`,
    })
    expect(refusal('get_values', '{"country_code": "CAN", ', { raw: true })).toEqual({
      code: 'invalid_argument',
      error: `Arguments are not valid JSON; send ${KEYS}.`,
    })
    expect(refusal('rank_countries', 'year=2020', { raw: true }).error).toBe(
      'Arguments are not valid JSON; send a JSON object with exactly these keys: indicator_code, year (optional: threshold).',
    )
  })

  it.each([
    ['[1,2,3]', 'an array'],
    ['null', 'null'],
    ['"CAN"', 'a string'],
    ['2020', 'an integer'],
    ['20.5', 'a number with a fraction'],
    ['true', 'a boolean'],
  ])('says what it got instead of an object: %s is %s', (text, what) => {
    expect(refusal('get_values', text, { raw: true })).toEqual({
      code: 'invalid_argument',
      error: `Arguments must be ${KEYS}; got ${what}.`,
    })
  })

  it('names the missing keys and the unknown ones, each list only when it has a key', () => {
    const { end_year: _end, start_year: _start, ...withoutYears } = VALID
    expect(refusal('get_values', withoutYears)).toEqual({
      code: 'invalid_argument',
      error: `Arguments must be ${KEYS} (missing start_year, end_year).`,
    })
    expect(refusal('get_values', { ...VALID, sql: 'DROP TABLE x', limit: 1 }).error).toBe(
      `Arguments must be ${KEYS} (unknown "sql", "limit").`,
    )
    expect(refusal('get_values', { ...withoutYears, year: 2020 }).error).toBe(
      `Arguments must be ${KEYS} (missing start_year, end_year; unknown "year").`,
    )
    // A key is echoed short and quoted, never sent back whole.
    expect(refusal('get_values', { ...VALID, ['k'.repeat(1000)]: 1 }).error).toBe(
      `Arguments must be ${KEYS} (unknown "${'k'.repeat(36)}...).`,
    )
  })

  it('says a year is an integer and a code a string, and what it got', () => {
    expect(refusal('get_values', { ...VALID, start_year: '2020' })).toEqual({
      code: 'wrong_type',
      error: 'start_year must be an integer, e.g. 2020 (not "2020"); got a string.',
    })
    expect(refusal('get_values', { ...VALID, end_year: 2020.5 }).error).toBe(
      'end_year must be an integer, e.g. 2020 (not "2020"); got a number with a fraction.',
    )
    expect(refusal('get_values', { ...VALID, country_code: 124 })).toEqual({
      code: 'wrong_type',
      error: 'country_code must be a string; got an integer.',
    })
    expect(refusal('get_values', { ...VALID, indicator_code: null }).error).toBe(
      'indicator_code must be a string; got null.',
    )
    expect(refusal('get_values', { ...VALID, indicator_code: ['SP.POP.TOTL'] }).error).toBe(
      'indicator_code must be a string; got an array.',
    )
    expect(refusal('get_values', JSON.stringify({ ...VALID, country_code: { code: 'CAN' } }), { raw: true })).toEqual({
      code: 'wrong_type',
      error: 'country_code must be a string; got an object.',
    })
    expect(refusal('rank_countries', { indicator_code: 'SP.POP.TOTL', year: false }).error).toBe(
      'year must be an integer, e.g. 2020 (not "2020"); got a boolean.',
    )
  })

  it('lists the codes that are available for a country or an indicator that is not', () => {
    const { indicators } = catalog()
    expect(refusal('get_values', { ...VALID, country_code: 'FRA' })).toEqual({
      code: 'not_allowed',
      error: `Country code "FRA" is not available. Available: ${COUNTRIES.join(', ')}.`,
    })
    expect(refusal('get_values', { ...VALID, indicator_code: 'sp.pop.totl' })).toEqual({
      code: 'not_allowed',
      error: `Indicator code "sp.pop.totl" is not available. Available: ${indicators.join(', ')}.`,
    })
    const compare = { indicator_code: 'SP.POP.TOTL', year: 2020, country_code: 'CAN', other_country_code: 'CHN' }
    expect(refusal('compare_countries', compare).error).toBe(
      `other_country_code "CHN" is not available. Available: ${COUNTRIES.join(', ')}.`,
    )
  })

  it('gives the years in the data for a year outside them, at either end', () => {
    const { first, last } = catalog()
    expect(refusal('get_values', { ...VALID, start_year: first - 1 })).toEqual({
      code: 'year_out_of_range',
      error: `start_year ${first - 1} is outside the years in the data: ${first} to ${last}.`,
    })
    expect(refusal('get_values', { ...VALID, end_year: last + 1 }).error).toBe(
      `end_year ${last + 1} is outside the years in the data: ${first} to ${last}.`,
    )
    expect(refusal('rank_countries', { indicator_code: 'SP.POP.TOTL', year: last + 1 }).error).toBe(
      `year ${last + 1} is outside the years in the data: ${first} to ${last}.`,
    )
  })

  it('says which year must not come after which', () => {
    expect(refusal('get_values', { ...VALID, start_year: 2021, end_year: 2020 })).toEqual({
      code: 'invalid_range',
      error: 'start_year (2021) is after end_year (2020); start_year must not be after end_year.',
    })
    expect(refusal('get_change', { ...VALID_CHANGE, from_year: 2024, to_year: 2000 }).error).toBe(
      'from_year (2024) is after to_year (2000); from_year must not be after to_year.',
    )
  })

  it('checks in a fixed order: keys, then types, then allow-lists, then years, then their order', () => {
    const all = { ...VALID, country_code: 'FRA', start_year: 1990, end_year: 1980 }
    expect(refusal('get_values', { ...all, start_year: '1990', extra: 1 }).code).toBe('invalid_argument')
    expect(refusal('get_values', { ...all, start_year: '1990' }).code).toBe('wrong_type')
    expect(refusal('get_values', all).code).toBe('not_allowed')
    expect(refusal('get_values', { ...all, country_code: 'CAN' }).code).toBe('year_out_of_range')
    expect(refusal('get_values', { ...VALID, start_year: 2021, end_year: 2020 }).code).toBe('invalid_range')
    // Within a step, the keys in the schema's order: the first wrong one is named.
    expect(refusal('get_values', { ...VALID, country_code: 1, end_year: '2020' }).error).toMatch(/^country_code /)
    expect(refusal('get_values', { ...VALID, start_year: 1990, end_year: 2030 }).error).toMatch(/^start_year /)
  })
})

describe('the schema itself, checked last', () => {
  it('refuses what the schema refuses even when no step above checks that rule by itself', () => {
    // A rule added to a schema (here a pattern) holds before any step learns to name it: a checked call's arguments
    // are always exactly its tool's schema.
    const tools = schemas()
    const strict: ToolSchemas = {
      ...tools,
      compare_countries: {
        ...tools.compare_countries,
        parameters: Type.Object(
          {
            indicator_code: Type.String({ pattern: '^[A-Z.]+$' }),
            year: Type.Integer(),
            country_code: Type.String(),
            other_country_code: Type.String(),
          },
          { additionalProperties: false },
        ),
      },
    }
    const proposal = { indicator_code: 'SP.POP.TOTL', year: 2020, country_code: 'CAN', other_country_code: 'USA' }
    expect(checkProposal(strict, 'compare_countries', proposal)).toEqual({
      ok: true,
      name: 'compare_countries',
      args: proposal,
    })
    expect(checkProposal(strict, 'compare_countries', { ...proposal, indicator_code: 'sp.pop.totl' })).toEqual({
      ok: false,
      code: 'invalid_argument',
      error:
        'Arguments must be a JSON object with exactly these keys: indicator_code, year, country_code, other_country_code.',
    })
  })
})

describe('echo: what was proposed, sent back short', () => {
  it('quotes a value as JSON, and cuts it to 40 characters with "..."', () => {
    expect(echo('FRA')).toBe('"FRA"')
    expect(echo('a'.repeat(38))).toBe(`"${'a'.repeat(38)}"`) // 40 characters: whole
    expect(echo('a'.repeat(39))).toBe(`"${'a'.repeat(36)}...`) // 41: cut to 37, then "..."
    expect(echo(undefined)).toBe('undefined')
    expect(echo({ a: 1 })).toBe('{"a":1}')
  })
})
