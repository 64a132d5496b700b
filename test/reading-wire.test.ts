// The reading as JSON: every reading the rules make, of the golden set and the bank, written strict and read back is
// the same reading, and the strict form is what the model's schema accepts.
import { Value } from '@sinclair/typebox/value'
import { describe, expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
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
    expect(problemOf(completion(JSON.stringify(beside)))?.detail).toMatch(
      /^\/lacking: beside parts, lacking names only/,
    )
    expect(
      problemOf(completion(null, { toolCalls: [{ id: 'c', name: 'get_values', arguments: '{}' }] })),
    ).toMatchObject({ code: 'wrong_type', detail: 'a reading is JSON, not tool calls' })
  })
})
