// The reading prompt (issue 34): generated from the shapes table, it teaches the reading whole. Every shape has its
// line and a worked example the rules reader wrote (so it cannot drift from the schema), every field and flag is
// defined, every rule gate 1 enforces is stated before the model writes, and the fixed part is the same bytes for every
// question, the question last (prompt caching). Readings written for an older schema are still read (item 6).
import { readFileSync } from 'node:fs'
import { describe, expect, it } from 'vitest'
import type { Completion } from '../src/llm/chat.js'
import { readPrompt } from '../src/llm/prompt.js'
import { checkReadingShape, readingRequest, readingRules, shapeExamples } from '../src/reading/model-reader.js'
import { readQuestion } from '../src/reading/rules.js'
import { SHAPE_IDS } from '../src/reading/schema.js'
import {
  FLAGS,
  READING_JSON_SCHEMA,
  READING_RULES,
  ReadingJsonSchema,
  readingInput,
  readingJson,
  WirePartSchema,
  type ReadingJson,
  type ReadingRule,
  type WirePart,
} from '../src/reading/wire.js'

const years = [2000, 2025] as const
const rules = readingRules(years)
/** The shapes' lines, after the fields, flags and rules (a field and a shape may share a name: place, top). */
const shapeLines = rules.split('\n').slice(rules.split('\n').findIndex((l) => l.startsWith('Shapes')))
const completion = (json: unknown): Completion => ({
  text: JSON.stringify(json),
  toolCalls: [],
  finishReason: 'stop',
  refusal: null,
  usage: { inputTokens: 0, outputTokens: 0 },
  model: 'm',
  latencyMs: 0,
})
const refusal = (json: unknown) => {
  const checked = checkReadingShape(completion(json))
  return checked.ok ? null : checked.problem.detail
}
const read = (question: string) => readingJson(readQuestion(question, years))

describe('the reading prompt', () => {
  it('is the same bytes for every question, the rules first and the question last (prompt caching)', () => {
    const a = readingRequest('What was the population of Canada in 2024?', 'm', years)
    const b = readingRequest('Did India overtake the UK in GDP?', 'm', years)
    expect(a.messages[0]).toEqual(b.messages[0])
    expect(a.messages[0]!.role).toBe('system')
    expect(a.messages[0]!.content).not.toContain('Canada in 2024?')
    expect(a.messages.at(-1)!.content).toContain('What was the population of Canada in 2024?')
    expect(a.response_format).toEqual(b.response_format)
    // (The embedded planner reads the years and the question back from it.)
    expect(readPrompt(a)).toMatchObject({ question: 'What was the population of Canada in 2024?', years: [...years] })
  })

  it("has a line and a worked example per shape, each the rules reader's own reading, which gate 1 takes", () => {
    const examples = shapeExamples(years)
    for (const id of SHAPE_IDS) {
      const example = examples[id]
      expect(example, id).not.toBeNull()
      expect(rules, id).toMatch(new RegExp(`^${id}:`, 'm'))
      // The example as the rules read it today, written by readingJson: it cannot drift from the schema.
      const json = read(example!.question)
      expect(json.parts, id).toEqual(example!.parts)
      expect(json.parts.every((p) => p.shape === id)).toBe(true)
      expect(refusal(json), `${id}: ${example!.question}`).toBeNull()
      const line = shapeLines.find((l) => l.startsWith(`${id}:`))!
      expect(line).toContain(`"${example!.question}"`)
      for (const part of example!.parts) {
        const shown = Object.fromEntries(
          Object.entries(part).filter(([k, v]) => k !== 'shape' && v !== null && !(Array.isArray(v) && v.length === 0)),
        )
        expect(line).toContain(JSON.stringify(shown))
      }
    }
    // Where it teaches most: a country's share is the total of that country; the biggest one-year move is a peak.
    expect(examples.total!.parts[0]).toMatchObject({ countries: ['IND'] })
    expect(examples.total!.question).toMatch(/share/)
    expect(examples.peak!.parts[0]!.flags).toContain('down')
  })

  it('defines every field and every flag of the reading JSON', () => {
    const fields = [...Object.keys(WirePartSchema.properties), ...Object.keys(ReadingJsonSchema.properties)]
    for (const field of fields.filter((f) => f !== 'shape'))
      expect(rules, field).toMatch(new RegExp(`(^|[ (])${field}[:\\s]`, 'm'))
    for (const flag of FLAGS) expect(rules, flag).toMatch(new RegExp(`\\b${flag}\\b`))
    // What the helpers that played the model had to guess. (closest, a shape added since: read over every year too.)
    expect(rules).toMatch(
      /years: \[\] latest \(overtake, ahead_every_year, every_year, peak, cagr, closest, count_years, figure over years: all\)/,
    )
    expect(rules).toMatch(/the eight: \[\]/)
    expect(rules).toMatch(/of_part: index \(from 0\)/)
    expect(rules).toMatch(/least: at least, reached, 100 %/)
    expect(rules).toMatch(/else "in points"/)
  })

  // Each rule gate 1 enforces (reading/wire.ts), a reading that breaks it, what gate 1 says, and its sentence here.
  const good = read('What was the population of Canada in 2024?')
  const withPart = (base: ReadingJson, edit: Partial<WirePart>): ReadingJson => ({
    ...base,
    parts: base.parts.map((p) => ({ ...p, ...edit })),
  })
  const compare = read("Was the US GDP per capita higher than Canada's in 2024?")
  const figure = read('Did Canada have more than 40 million people in 2024?')
  const threshold = read('Which countries had more than 100 million people in 2024?')
  const lowest = read('Which country had the lowest access to electricity in 2000?')
  const RULES: [string, ReadingJson, RegExp, string][] = [
    [
      'two ends',
      withPart(compare, { flags: ['yes_no', 'up', 'down'] }),
      /not both up and down/,
      'Not both highest and lowest, up and down, faster and slower',
    ],
    ['one target', withPart(good, { flags: ['double', 'triple'] }), /one target/, 'one target'],
    [
      'since',
      withPart(good, { years: [2010, 2015, 2020], flags: ['since'] }),
      /"since" has its first year/,
      'since: one year, or two with span',
    ],
    ['span', withPart(good, { flags: ['span'] }), /a span has two years/, 'span: two years'],
    ['once', withPart(good, { flags: ['yes_no', 'yes_no'] }), /written twice/, 'A flag once'],
    [
      'never',
      withPart(figure, { years: [2000, 2024], flags: ['span', 'never', 'ever'] }),
      /never is "not ever"/,
      'never: no ever, negated',
    ],
    [
      'since_when',
      withPart(figure, { years: [2000, 2024], flags: ['span', 'since_when', 'yes_no'] }),
      /since_when asks a year/,
      'since_when: no yes_no, negated, ever, crossed, never, premise, at',
    ],
    [
      'since_when figure',
      withPart(figure, { years: [2000, 2024], flags: ['span', 'since_when'], figure: null }),
      /has the figure/,
      'on figure, a figure',
    ],
    [
      'since_when figure relation',
      withPart(figure, {
        years: [2000, 2024],
        flags: ['span', 'since_when'],
        figure: { ...figure.parts[0]!.figure!, relation: 'about' },
      }),
      /held above or below it/,
      'on figure, a figure held above or below (more, least, less)',
    ],
    ['read by', withPart(good, { flags: ['ever'] }), /value does not read ever/, READING_RULES.flag_read_by],
    [
      'change_rank',
      {
        ...good,
        parts: [
          {
            ...good.parts[0]!,
            shape: 'change_rank',
            countries: [],
            years: [2010, 2020],
            flags: ['span', 'down', 'lowest'],
          },
        ],
      },
      /ranking of changes has no way/,
      'change_rank with down: no end',
    ],
    [
      'negated figure',
      withPart(figure, { flags: ['yes_no', 'negated'] }),
      /negated figure is judged over years/,
      'A negated figure: over years',
    ],
    [
      'way',
      withPart(compare, { flags: ['yes_no'] }),
      /says the way it asks/,
      'yes_no compare, versus_average, change, gap: up or down',
    ],
    [
      'of_part countries',
      { ...lowest, parts: [...lowest.parts, { ...good.parts[0]!, of_part: 0 }] },
      /names no country/,
      'of_part: no countries',
    ],
    [
      'threshold',
      withPart(threshold, { figure: { ...threshold.parts[0]!.figure!, relation: 'about' } }),
      /a threshold counts/,
      'threshold: ',
    ],
    ['countries', withPart(compare, { countries: ['USA'] }), /names 2 countries/, 'Countries: as the example'],
    [
      'two years',
      { ...good, parts: [{ ...good.parts[0]!, shape: 'pace', countries: ['CAN', 'USA'] }] },
      /measured between two years/,
      'Two years: pace',
    ],
    [
      'of_part source',
      { ...good, parts: [{ ...good.parts[0]!, countries: [], of_part: 0 }] },
      /no earlier part that is a ranking's end/,
      'an earlier extreme, place or top 1',
    ],
    [
      'parts or lacking',
      { ...good, parts: [] },
      /a reading has parts, or says what the data lacks/,
      'Parts, or lacking.',
    ],
  ]

  it.each(RULES)("states gate 1's rule before a refusal can teach it: %s", (_name, reading, refused, sentence) => {
    expect(refusal(reading)).toMatch(refused)
    expect(rules).toContain(sentence)
  })

  // Gate 1's list of rules (wire.ts READING_RULES): a reading that breaks each one, refused with the rule's own sentence
  // (what it found may come first), which the prompt states word for word. Keyed by the list, so a rule added to it
  // does not compile here until it has its case.
  const part0 = good.parts[0]!
  const margin = figure.parts[0]!.figure!
  const LISTED: Record<ReadingRule, [ReadingJson, string]> = {
    // (The refusal names the shapes that read the flag, READ_BY, whose list the rule's sentence is.)
    flag_read_by: [
      withPart(good, { flags: ['ever'] }),
      'value does not read ever: it is read by overtake, every_year, figure',
    ],
    field_read_by: [withPart(good, { place: 2 }), `value does not read place: ${READING_RULES.field_read_by}`],
    figure_needs_figure: [withPart(figure, { figure: null }), READING_RULES.figure_needs_figure],
    countries_once: [withPart(compare, { countries: ['USA', 'USA'] }), READING_RULES.countries_once],
    target_or_figure: [
      {
        ...good,
        parts: [{ ...part0, shape: 'change', years: [2000, 2024], flags: ['span', 'double'], figure: margin }],
      },
      READING_RULES.target_or_figure,
    ],
    gap_figure: [
      {
        ...good,
        parts: [
          { ...part0, shape: 'gap', countries: ['CAN', 'USA'], years: [2000, 2024], flags: ['span'], figure: margin },
        ],
      },
      READING_RULES.gap_figure,
    ],
    crossed_not_negated: [
      withPart(figure, { years: [2000, 2024], flags: ['span', 'crossed', 'negated'] }),
      READING_RULES.crossed_not_negated,
    ],
    from_year: [
      { ...good, parts: [{ ...part0, shape: 'multiple', years: [], flags: ['double'] }] },
      READING_RULES.from_year,
    ],
    change_years: [
      { ...good, parts: [{ ...part0, shape: 'change', years: [2020], flags: [] }] },
      READING_RULES.change_years,
    ],
    // (A country's rank in two years is two parts, as the rules read "its rank in 2005 and in 2025".)
    one_year: [{ ...good, parts: [{ ...part0, shape: 'rank_of', years: [2012, 2022] }] }, READING_RULES.one_year],
    // (An end of the eight with a country named would leave that country unanswered: "is India the 4th economy" is
    // a country's rank.)
    ranks_the_eight: [
      { ...good, parts: [{ ...part0, shape: 'place', countries: ['IND'], place: 4 }] },
      READING_RULES.ranks_the_eight,
    ],
    years_in_order: [withPart(good, { years: [2024, 2010] }), READING_RULES.years_in_order],
    figure_unit: [
      withPart(figure, { indicator: 'gdp', figure: { value: 85, relation: 'less', percent: true, text: '85%' } }),
      READING_RULES.figure_unit,
    ],
  }

  it.each(Object.entries(LISTED))(
    "states gate 1's listed rule %s word for word, and refuses by it",
    (rule, [reading, said]) => {
      expect(rules).toContain(READING_RULES[rule as ReadingRule])
      expect(refusal(reading)).toContain(said)
    },
  )

  it('holds every rule of gate 1 to a case above: a rule added to wire.ts fails here until the prompt states it', () => {
    // (Each refusal gate 1 words itself is a string returned by partProblem, formProblem, followProblem or
    // lackingProblem, and has its case in RULES; a refusal by a rule of READING_RULES has its case in LISTED, by key.)
    const source = readFileSync('src/reading/wire.ts', 'utf8')
    const refusals = source.match(/return\s+['"`](?![^\n]*READING_RULES)|:\s*`of_part/g) ?? []
    expect(refusals.length).toBe(RULES.length)
    for (const rule of Object.values(READING_RULES)) expect(rules).toContain(rule)
    // ...and the schema's own rule: every field, from the lists.
    expect(rules).toContain('Every field (null, [] if none)')
  })
})

describe('readings stay readable (issue 34, item 6)', () => {
  // The real model's readings of the golden set, written for b20e070's schema (test/fixtures/real-model/2026-12-01b).
  const recorded = JSON.parse(
    readFileSync('test/fixtures/real-model/2026-12-01b/golden-readings.json', 'utf8'),
  ) as Record<string, string>

  it('every reading written for the schema of b20e070 still passes gate 1', () => {
    expect(Object.keys(recorded).length).toBeGreaterThanOrEqual(20)
    for (const [question, text] of Object.entries(recorded)) {
      const checked = checkReadingShape({ ...completion(null), text })
      expect(checked.ok ? null : checked.problem.detail, question).toBeNull()
    }
  })

  it('a field left out that may be absent is filled in with its default, and reads the same', () => {
    const full = read('Which country had the second largest population in 2020?')
    const older = {
      parts: full.parts.map(({ of_part: _o, figure: _f, at: _a, flags: _fl, ...rest }) => rest),
      lacking: full.lacking,
    }
    const checked = checkReadingShape(completion(older))
    expect(checked.ok).toBe(true)
    // (The flags left out are the part's flags no longer: `highest` was one, so the reading differs only there.)
    expect(checked.ok && checked.reading).toEqual({
      ...full,
      parts: full.parts.map((p) => ({ ...p, flags: [] })),
    })
    expect(readingInput(structuredClone(full))).toEqual(full)
  })

  it('a field that means something is still required, and the model is sent every field as required (strict)', () => {
    const full = read('What was the population of Canada in 2024?')
    for (const field of ['shape', 'countries', 'indicator', 'years'] as const) {
      const without = {
        ...full,
        parts: full.parts.map((p) => Object.fromEntries(Object.entries(p).filter(([k]) => k !== field))),
      }
      expect(refusal(without), field).toMatch(/wrong|Expected|required/i)
    }
    const items = (READING_JSON_SCHEMA.properties as { parts: { items: { required: string[] } } }).parts.items
    expect(items.required).toEqual(Object.keys(WirePartSchema.properties))
    expect(JSON.stringify(READING_JSON_SCHEMA)).not.toContain('default')
  })

  it('a field added since b20e070 has a default, so that older readings are read', () => {
    const b20e070 = new Set(
      Object.values(recorded).flatMap((text) => (JSON.parse(text) as ReadingJson).parts.flatMap((p) => Object.keys(p))),
    )
    for (const [field, schema] of Object.entries(WirePartSchema.properties)) {
      if (b20e070.has(field)) continue
      expect((schema as { default?: unknown }).default, `${field} is new: it needs a default`).toBeDefined()
    }
  })
})
