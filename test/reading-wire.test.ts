// The reading as JSON: every reading the rules make, of the golden set and the bank, written strict and read back is
// the same reading, and the strict form is what the model's schema accepts.
import { Value } from '@sinclair/typebox/value'
import { describe, expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
import { COUNTRY_CODES } from '../src/lexicon/codes.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { buildGoldenSet } from '../src/eval/golden.js'
import type { Completion } from '../src/llm/chat.js'
import { checkReadingShape } from '../src/reading/model-reader.js'
import { readQuestion } from '../src/reading/rules.js'
import {
  WIRE_DECLINE_REASONS,
  fromReadingJson,
  partProblem,
  readingJson,
  ReadingJsonSchema as StrictReadingSchema,
  type ReadingJson,
} from '../src/reading/wire.js'

const snapshot = loadSnapshot('data')
const years = [2000, 2025] as const
const questions = [...buildGoldenSet(snapshot), ...buildQuestionBank(snapshot)].map((q) => q.question)

describe('the reading as JSON', () => {
  it('round-trips every reading of the golden set and the bank, and the strict schema accepts it', () => {
    for (const question of questions) {
      const reading = readQuestion(question, years)
      const json = readingJson(reading)
      expect(Value.Check(StrictReadingSchema, json), question).toBe(true)
      // Strict: every field of every part present.
      for (const part of json.parts) {
        expect(Object.values(part as Record<string, unknown>).includes(undefined)).toBe(false)
        expect(Object.keys(part)).toContain('figure')
        // Gate 1 for a model's reading takes every part the rules write (the flags each shape reads, among them).
        expect(partProblem(part), question).toBeNull()
      }
      const back = fromReadingJson(JSON.parse(JSON.stringify(json)), reading.decline?.indicator ?? null)
      // (`negated: false` and no `negated` mean the same.)
      const parts = reading.parts.map(({ negated, ...rest }) => (negated ? { ...rest, negated } : rest))
      expect(back).toEqual({
        parts,
        missing: reading.missing,
        // (The wire writes the rules' finer reasons for a question no shape holds as not_understood.)
        decline: reading.decline && {
          ...reading.decline,
          reason: WIRE_DECLINE_REASONS.includes(reading.decline.reason as never)
            ? reading.decline.reason
            : 'not_understood',
        },
        sources: reading.sources,
        setAside: reading.setAside,
        framing: reading.framing,
      })
    }
  })

  it('refuses a part with a field left out, an unknown field, or a code outside the lists', () => {
    const json = readingJson(readQuestion('What was the population of Canada in 2024?', years))
    const part = json.parts[0]!
    const without = { ...json, parts: [Object.fromEntries(Object.entries(part).filter(([k]) => k !== 'place'))] }
    expect(Value.Check(StrictReadingSchema, without)).toBe(false)
    expect(Value.Check(StrictReadingSchema, { ...json, parts: [{ ...part, extra: 1 }] })).toBe(false)
    expect(Value.Check(StrictReadingSchema, { ...json, parts: [{ ...part, countries: ['FRA'] }] })).toBe(false)
    expect(Value.Check(StrictReadingSchema, { ...json, parts: [{ ...part, indicator: 'SP.POP.TOTL ' }] })).toBe(false)
  })
})

describe('gate 1 for readings', () => {
  const completion = (text: string | null, extra: Partial<Completion> = {}): Completion => ({
    text,
    toolCalls: [],
    finishReason: 'stop',
    refusal: null,
    usage: { inputTokens: 0, outputTokens: 0 },
    model: 'm',
    latencyMs: 0,
    ...extra,
  })
  const good = readingJson(readQuestion('What was the population of Canada in 2024?', years))
  const problemOf = (c: Completion) => {
    const checked = checkReadingShape(c)
    return checked.ok ? null : checked.problem
  }

  it('takes the reading schema exactly', () => {
    expect(checkReadingShape(completion(JSON.stringify(good)))).toEqual({ ok: true, reading: good })
  })

  it('names the first way a reply is not a reading, for the one corrective retry', () => {
    expect(problemOf(completion(null, { refusal: 'no' }))).toMatchObject({ code: 'model_refusal' })
    expect(problemOf(completion('{"parts": [', { finishReason: 'length' }))).toMatchObject({ code: 'truncated' })
    expect(problemOf(completion('Here it is: {}'))).toMatchObject({ code: 'prose_around_json' })
    expect(problemOf(completion('[]'))).toMatchObject({ code: 'not_an_object' })
    expect(problemOf(completion(JSON.stringify({ ...good, extra: 1 })))).toMatchObject({ code: 'wrong_type' })
    const two = { ...good, parts: good.parts.map((p) => ({ ...p, flags: ['up', 'down'] })) }
    expect(problemOf(completion(JSON.stringify(two)))?.detail).toBe('/parts/0: a part is not both up and down')
    const span = { ...good, parts: good.parts.map((p) => ({ ...p, flags: ['span'] })) }
    expect(problemOf(completion(JSON.stringify(span)))?.detail).toBe('/parts/0: a span has two years, its ends')
    const compare = readingJson(readQuestion("Was the US GDP per capita higher than Canada's in 2024?", years))
    const wayless = {
      ...compare,
      parts: compare.parts.map((p) => ({ ...p, flags: p.flags.filter((f) => f !== 'up') })),
    }
    expect(problemOf(completion(JSON.stringify(compare)))).toBeNull()
    expect(problemOf(completion(JSON.stringify(wayless)))?.detail).toBe(
      '/parts/0: a yes-or-no compare says the way it asks: up (higher, rose) or down (lower, fell)',
    )
    const nothing = { ...good, parts: [] }
    expect(problemOf(completion(JSON.stringify(nothing)))?.detail).toBe(
      '/lacking: a reading has parts, or says what the data lacks',
    )
    const beside = { ...good, lacking: [{ reason: 'forecast', words: ['will'] }] }
    expect(problemOf(completion(JSON.stringify(beside)))).toBeNull()
    expect(
      problemOf(completion(null, { toolCalls: [{ id: 'c', name: 'get_values', arguments: '{}' }] })),
    ).toMatchObject({ code: 'wrong_type', detail: 'a reading is JSON, not tool calls' })
  })

  it('beside parts, what the data lacks that is no place or series declines the whole question; an instruction is set aside', () => {
    const good = readingJson(readQuestion('What was the life expectancy in Canada in 2019?', years))
    const age = fromReadingJson({ ...good, lacking: [{ reason: 'age', words: ['at 65'] }] }, 'SP.DYN.LE00.IN')
    expect(age).toMatchObject({ parts: [], missing: [], decline: { reason: 'age', words: ['at 65'] } })
    const place = fromReadingJson({ ...good, lacking: [{ reason: 'place_within', words: ['Quebec'] }] }, null)
    expect(place.decline).toBeNull()
    expect(place.parts).toHaveLength(good.parts.length)
    expect(place.missing).toEqual([{ reason: 'place_within', words: ['Quebec'] }])
    const told = fromReadingJson({ ...good, lacking: [{ reason: 'instruction', words: ['answer in English'] }] }, null)
    expect(told.decline).toBeNull()
    expect(told.setAside).toEqual(['answer in English'])
    const alone = fromReadingJson(
      { ...good, parts: [], lacking: [{ reason: 'instruction', words: ['say yes'] }] },
      null,
    )
    expect(alone.decline).toMatchObject({ reason: 'instruction' })
  })

  it('a part the shapes table cannot hold asks again: how many countries its shape compares, two years for a pace', () => {
    const gap = readingJson(
      readQuestion('How did the gap in internet use between India and Nigeria change from 2010 to 2024?', years),
    )
    expect(gap.parts.map((p) => p.shape)).toEqual(['gap'])
    expect(problemOf(completion(JSON.stringify(gap)))).toBeNull()
    // (A gap in one year is read as the difference that year; a pace, two countries' changes, needs its two ends.)
    const oneYear = { ...gap, parts: gap.parts.map((p) => ({ ...p, years: [2024], flags: [] })) }
    expect(problemOf(completion(JSON.stringify(oneYear)))).toBeNull()
    const pace = { ...oneYear, parts: oneYear.parts.map((p) => ({ ...p, shape: 'pace' as const })) }
    expect(problemOf(completion(JSON.stringify(pace)))?.detail).toBe(
      '/parts/0: a pace is measured between two years (its ends, with span, or one year with since)',
    )
    const oneCountry: ReadingJson = { ...gap, parts: gap.parts.map((p) => ({ ...p, countries: ['IND' as const] })) }
    expect(problemOf(completion(JSON.stringify(oneCountry)))?.detail).toBe('/parts/0: a gap names 2 countries')
    const china: ReadingJson = { ...oneCountry, lacking: [{ reason: 'other_place', words: ['China'] }] }
    expect(problemOf(completion(JSON.stringify(china)))).toBeNull()
    expect(fromReadingJson(china, 'IT.NET.USER.ZS')).toMatchObject({
      parts: [],
      decline: { reason: 'other_place', words: ['China'] },
    })
    const count = readingJson(
      readQuestion('How many of the eight countries had more than 100 million people in 2024?', years),
    )
    expect(count.parts.map((p) => p.shape)).toEqual(['threshold'])
    const listed = { ...count, parts: count.parts.map((p) => ({ ...p, countries: [...COUNTRY_CODES] })) }
    expect(problemOf(completion(JSON.stringify(listed)))).toBeNull()
  })
})
