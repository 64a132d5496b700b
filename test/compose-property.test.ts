// Issue 34, item 3: the composer writes only what gate 2 establishes. Every reading gate 1 accepts (the JSON a model
// writes, checked by checkReadingShape) is fetched and composed as the read design does it (src/ask/loop.ts
// fetchAndCompose: fromReadingJson, completeParts, the plan's calls round by round, compose) and must come out as an
// answer gate 2 passes, or as a decline (cannot_answer). Readings are generated across shapes, flags, countries, years
// and figures (fast-check, a fixed seed and a bounded number of runs, so CI sees the same cases every time), and every
// question of the golden set and the bank is taken in its rules reading. A combination the composer cannot write is
// refused by gate 1 with the rule it breaks (src/reading/wire.ts READING_RULES), never passed to gate 2 to refuse.
import fc from 'fast-check'
import { describe, expect, it } from 'vitest'
import type { Answer } from '../src/llm/answer.js'
import type { Completion } from '../src/llm/chat.js'
import { systemRules } from '../src/llm/prompt.js'
import { checkAnswer } from '../src/gates/answer-check.js'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { buildGoldenSet } from '../src/eval/golden.js'
import { COUNTRY_CODES, type CountryCode } from '../src/lexicon/codes.js'
import { RELATIONS } from '../src/lexicon/question-words.js'
import { compose } from '../src/planner/compose.js'
import { fetchReading, planBudgetFor, tooBig } from '../src/planner/plan.js'
import { completeParts } from '../src/reading/check.js'
import { checkReadingShape } from '../src/reading/model-reader.js'
import { readQuestion } from '../src/reading/rules.js'
import { SHAPE_IDS, type QuestionReading } from '../src/reading/schema.js'
import { SHAPES } from '../src/reading/shapes.js'
import {
  FIELD_READ_BY,
  FLAGS,
  INDICATOR_KEYS,
  partProblem,
  fromReadingJson,
  readingJson,
  type Flag,
  type ReadingJson,
  type WirePart,
} from '../src/reading/wire.js'
import type { Language } from '../src/text/language.js'
import { factsOf, missingYearsOf, yearsOf, type Fact } from '../src/tools/facts.js'
import { createToolbox, readResult, resultText } from '../src/tools/toolbox.js'
import { DEFAULT_LIMITS } from '../src/config.js'
import type { Problem } from '../src/problem.js'
import { testStore } from './helpers.js'

const store = testStore()
const toolbox = createToolbox(store)
const budget = { ...planBudgetFor(DEFAULT_LIMITS), years: store.years }
const rules = systemRules(store, 'fetch-first')

const completionOf = (json: ReadingJson): Completion => ({
  text: JSON.stringify(json),
  toolCalls: [],
  finishReason: 'stop',
  refusal: null,
  usage: { inputTokens: 0, outputTokens: 0 },
  model: 'property',
  latencyMs: 0,
})

type Composed =
  | { kind: 'refused'; why: string }
  | { kind: 'too_big' }
  | { kind: 'composed'; answer: Answer; problems: Problem[]; reading: QuestionReading }

/**
 * A reading, as the read design takes a model's: gate 1, then its parts completed, fetched round by round and composed,
 * then gate 2 on the answer with the facts the results gave (each result as the loop keeps it: cut at its length).
 */
export function composeReading(json: ReadingJson, question: string, language: Language): Composed {
  const shape = checkReadingShape(completionOf(json))
  if (!shape.ok) return { kind: 'refused', why: shape.problem.detail }
  const read = fromReadingJson(shape.reading, null)
  const parts = completeParts(read.parts, store.years)
  const reading: QuestionReading = {
    question,
    language,
    tokens: [],
    countries: [...new Set(parts.flatMap((p) => p.countries))],
    indicators: [...new Set(parts.map((p) => p.indicator))],
    years: [...new Set(shape.reading.parts.flatMap((p) => p.years))],
    ...read,
    parts,
  }
  if (tooBig(reading, budget)) return { kind: 'too_big' }
  const facts: Fact[] = []
  const years = new Set<number>()
  const missingYears = new Set<number>()
  let call = 0
  const outcomes = fetchReading(reading, budget, (c) => {
    const result = toolbox.run(c.name, c.args)
    const full = resultText(result)
    const cut = full.length > DEFAULT_LIMITS.resultChars
    const seen = cut ? full.slice(0, DEFAULT_LIMITS.resultChars) + ' [cut]' : full
    call += 1
    if (result.ok) {
      const all = factsOf(result, call)
      facts.push(...(cut ? all.filter((f) => seen.includes(JSON.stringify(f.value))) : all))
    }
    for (const y of yearsOf(result)) years.add(y)
    for (const y of missingYearsOf(result)) missingYears.add(y)
    return readResult(seen)
  })
  const answer = compose(reading, outcomes, store.years)
  const { problems } = checkAnswer(
    answer,
    { facts, years, missingYears },
    { question, reading, rules, snapshotDate: store.snapshotDate, snapshotYears: store.years },
  )
  return { kind: 'composed', answer, problems, reading }
}

/** Gate 2 passes it, or it declines: never a composed answer that gate 2 refuses. */
const holds = (c: Composed) => c.kind !== 'composed' || c.problems.length === 0 || c.answer.status === 'cannot_answer'

const [FIRST, LAST] = store.years
const NEEDS = new Map(SHAPES.map((s) => [s.id, s.needs]))
const KEYS = Object.values(INDICATOR_KEYS)

/** A figure of the question's own, as typed: its text is the number (and "%" for a percent). */
const figureArb = fc
  .record({
    value: fc.oneof(
      fc.integer({ min: 1, max: 100 }),
      fc.constantFrom(2, 5, 10, 50, 75, 80, 90, 100),
      fc.integer({ min: 1, max: 400 }).map((n) => n * 1_000_000),
    ),
    relation: fc.constantFrom(...RELATIONS),
    percent: fc.boolean(),
  })
  .map((f) => ({ ...f, text: f.percent ? `${f.value}%` : String(f.value) }))

/** A field most parts leave null. */
const rarely = <T>(arb: fc.Arbitrary<T>) =>
  fc.oneof({ weight: 4, arbitrary: fc.constant(null) }, { weight: 1, arbitrary: arb })

/** Flags that read together, by what they are about: each arbitrary picks at most one of a kind. */
const flagGroups: Flag[][] = [
  ['yes_no'],
  ['negated'],
  ['highest', 'lowest'],
  ['up', 'down'],
  ['faster', 'slower'],
  ['double', 'triple', 'halve', 'recover'],
  ['ever', 'never', 'crossed', 'since_when'],
  ['premise'],
]
const flagsArb: fc.Arbitrary<Flag[]> = fc
  .tuple(...flagGroups.map((g) => rarely(fc.constantFrom(...g))))
  .map((picked) => picked.filter((f): f is Flag => f !== null))

const yearArb = fc.integer({ min: FIRST, max: LAST })
/** The years a part names, and the time flags that go with them. */
type TimeDraw = { years: number[]; flags: Flag[] }
const timeArb: fc.Arbitrary<TimeDraw> = fc.oneof(
  fc.constant<TimeDraw>({ years: [], flags: [] }),
  yearArb.map((y): TimeDraw => ({ years: [y], flags: [] })),
  yearArb.map((y) => ({ years: [y], flags: ['since'] as Flag[] })),
  fc.tuple(yearArb, yearArb).map(([a, b]): TimeDraw => ({ years: [a, b], flags: [] })),
  fc
    .tuple(yearArb, yearArb)
    .filter(([a, b]) => a < b)
    .map(([a, b]) => ({ years: [a, b], flags: ['span'] as Flag[] })),
  fc
    .tuple(yearArb, yearArb)
    .filter(([a, b]) => a < b)
    .map(([a, b]) => ({ years: [a, b], flags: ['span', 'since'] as Flag[] })),
)

/** The flags and fields a shape reads (gate 1's tables): a guided part draws only from those, a free part from any. */
const flagsFor = (shape: WirePart['shape']) => (f: Flag) => !READ_BY_FLAG[f] || READ_BY_FLAG[f].includes(shape)
const reads = (shape: WirePart['shape'], field: keyof typeof FIELD_READ_BY) => FIELD_READ_BY[field].includes(shape)
const READ_BY_FLAG: Partial<Record<Flag, readonly string[]>> = Object.fromEntries(
  FLAGS.map((f) => [
    f,
    SHAPE_IDS.filter(
      (shape) => partProblem(bare(shape, [f])) === null || !/does not read/.test(partProblem(bare(shape, [f]))!),
    ),
  ]),
)
function bare(shape: WirePart['shape'], flags: Flag[]): WirePart {
  const [min] = NEEDS.get(shape)?.countries ?? [0]
  return {
    shape,
    countries: COUNTRY_CODES.slice(0, min),
    indicator: 'population',
    years: [FIRST, LAST],
    flags,
    place: null,
    top: null,
    at: null,
    figure: null,
    of_part: null,
  }
}

/**
 * The shapes the bound below was measured on (every shape up to 'closest'); a shape added since draws its readings in
 * a sample of its own (below), so that the sample the bound was measured on stays the one it was measured on.
 */
const MEASURED = SHAPE_IDS.slice(0, SHAPE_IDS.indexOf('closest') + 1)
const ADDED = SHAPE_IDS.slice(MEASURED.length)

/** A part of one shape, with as many countries as that shape compares (sometimes one more or fewer, or the eight). */
const partOf = (guided: boolean, shapes: readonly WirePart['shape'][] = MEASURED): fc.Arbitrary<WirePart> =>
  fc
    .constantFrom(...shapes)
    .chain((shape) => {
      const [min, max] = NEEDS.get(shape)?.countries ?? [0, 8]
      const field = <T>(name: keyof typeof FIELD_READ_BY, arb: fc.Arbitrary<T>) =>
        guided && !reads(shape, name)
          ? fc.constant(null)
          : name === 'figure' && shape === 'figure' && guided
            ? arb
            : rarely(arb)
      return fc.record({
        shape: fc.constant(shape),
        countries: fc.oneof(
          {
            weight: 8,
            arbitrary: fc.shuffledSubarray([...COUNTRY_CODES], { minLength: min, maxLength: Math.min(max, 3) }),
          },
          { weight: 1, arbitrary: fc.constant([...COUNTRY_CODES]) },
          {
            weight: guided ? 0 : 1,
            arbitrary: fc.array(fc.constantFrom(...COUNTRY_CODES), { minLength: 0, maxLength: 3 }),
          },
        ),
        indicator: fc.constantFrom(...KEYS),
        time: timeArb,
        flags: flagsArb.map((fs) => (guided ? fs.filter(flagsFor(shape)) : fs)),
        place: field('place', fc.integer({ min: 1, max: 8 })),
        top: field('top', fc.integer({ min: 1, max: 8 })),
        at: field('at', yearArb),
        figure: field('figure', figureArb),
      })
    })
    .map(({ time, flags, ...p }) => ({
      ...p,
      countries: p.countries as CountryCode[],
      years: guided ? [...time.years].sort((a, b) => a - b) : time.years,
      flags: [...new Set([...time.flags, ...flags])],
      of_part: null,
    }))
const partArb = fc.oneof({ weight: 9, arbitrary: partOf(true) }, { weight: 1, arbitrary: partOf(false) })

const readingArb = fc.record({
  parts: fc.array(partArb, { minLength: 1, maxLength: 2 }),
  language: fc.constantFrom<Language>('en', 'fr'),
})
/** Readings of the shapes added since the bound was measured: every part one of theirs. */
const addedReadingArb = fc.record({
  parts: fc.array(
    fc.oneof({ weight: 9, arbitrary: partOf(true, ADDED) }, { weight: 1, arbitrary: partOf(false, ADDED) }),
    { minLength: 1, maxLength: 2 },
  ),
  language: fc.constantFrom<Language>('en', 'fr'),
})

/** The words a question with this reading would hold: its years and its figures' texts, as typed. */
const questionOf = (json: ReadingJson) =>
  json.parts
    .flatMap((p) => [...p.years.map(String), ...(p.figure ? [p.figure.text] : []), ...(p.at ? [String(p.at)] : [])])
    .join(' ')

const RUNS = 3000
// (PROPERTY_SEED=n explores another seed: each finds a few rare combinations, listed when the test runs.)
const SEED = Number(process.env.PROPERTY_SEED ?? 34)
/**
 * Of the RUNS readings of the seed, none may compose into an answer gate 2 refuses. (The four the bound once allowed,
 * and the classes other seeds found beside them, are each a case of the list below: fixed in the composer, or refused
 * by gate 1.)
 */
const KNOWN_CONTRADICTIONS = 0

/** A part as a model writes it: the fields it leaves null. */
const wire = (
  p: Partial<WirePart> & Pick<WirePart, 'shape' | 'countries' | 'indicator' | 'years' | 'flags'>,
): WirePart => ({
  place: null,
  top: null,
  at: null,
  figure: null,
  of_part: null,
  ...p,
})
/**
 * Readings seeds found composed into answers gate 2 refused, each a class fixed since: composed into what gate 2
 * passes, declined, or refused by gate 1.
 */
const FOUND: [string, WirePart[], Language][] = [
  // An overtaking "again" over a span that starts after the data's first year: the sentence names its span.
  [
    'overtake again, years apart',
    [
      wire({
        shape: 'overtake',
        countries: ['JPN', 'CAN'],
        indicator: 'internet_users',
        years: [2007, 2016],
        flags: [],
      }),
    ],
    'en',
  ],
  // A premise's overtaking, ahead then behind: French "et derrière", and the span named.
  [
    'overtake premise, ever (fr)',
    [
      wire({
        shape: 'overtake',
        countries: ['USA', 'GBR'],
        indicator: 'gdp_per_capita',
        years: [2011],
        flags: ['yes_no', 'ever', 'premise'],
      }),
    ],
    'fr',
  ],
  [
    'overtake premise since a year (fr)',
    [
      wire({
        shape: 'overtake',
        countries: ['GBR', 'CAN'],
        indicator: 'gdp_per_capita',
        years: [2002],
        flags: ['since', 'premise'],
      }),
    ],
    'fr',
  ],
  // A year where neither was ahead (both at 100 %): level, not "the other was ahead".
  [
    'overtake through a tie (fr)',
    [
      wire({
        shape: 'overtake',
        countries: ['JPN', 'MEX'],
        indicator: 'electricity_access',
        years: [2020],
        flags: ['yes_no', 'down'],
      }),
    ],
    'fr',
  ],
  // An end of the eight with countries named: refused by gate 1.
  [
    'place, lowest, countries named',
    [
      wire({
        shape: 'place',
        countries: ['GBR', 'MEX', 'USA'],
        indicator: 'gdp_per_capita',
        years: [],
        flags: ['lowest'],
      }),
    ],
    'en',
  ],
  // A ranking of changes since the latest year: no change from a year to itself.
  [
    'change_rank since the last year (fr)',
    [
      wire({ shape: 'place', countries: [], indicator: 'gdp', years: [], flags: [] }),
      wire({ shape: 'change_rank', countries: [], indicator: 'population', years: [2025], flags: ['since', 'slower'] }),
    ],
    'fr',
  ],
  // The lowest change is zero: the smallest, not a fall.
  [
    'change_rank lowest at zero',
    [
      wire({
        shape: 'change_rank',
        countries: [],
        indicator: 'electricity_access',
        years: [2009, 2023],
        flags: ['lowest', 'faster'],
      }),
    ],
    'en',
  ],
  // Two years named apart: the span's ends, to the latest year with values, the year asked named.
  [
    'change_rank to a year without values (fr)',
    [
      wire({
        shape: 'change_rank',
        countries: [],
        indicator: 'electricity_access',
        years: [2021, 2024],
        flags: ['faster'],
      }),
    ],
    'fr',
  ],
  [
    'change_rank yes or no, years apart',
    [
      wire({
        shape: 'change_rank',
        countries: [],
        indicator: 'population',
        years: [2005, 2025],
        flags: ['yes_no', 'down'],
      }),
    ],
    'en',
  ],
  // A percent change beside another series, in French: the list names its series ("de la population en pourcentage").
  [
    'change_rank beside another series (fr)',
    [
      wire({
        shape: 'change_rank',
        countries: [],
        indicator: 'population',
        years: [2011, 2025],
        flags: ['span', 'since', 'up', 'faster'],
      }),
      wire({
        shape: 'peak',
        countries: ['MEX'],
        indicator: 'life_expectancy',
        years: [2021],
        flags: ['since', 'slower'],
      }),
    ],
    'fr',
  ],
  // A total of two years: refused by gate 1 (two parts).
  [
    'total in two years',
    [wire({ shape: 'total', countries: ['USA'], indicator: 'gdp', years: [2024, 2025], flags: ['down'] })],
    'en',
  ],
  // The same change for both (in points, French): "la même variation".
  [
    'pace, the same change (fr)',
    [
      wire({
        shape: 'pace',
        countries: ['USA', 'MEX'],
        indicator: 'electricity_access',
        years: [2021, 2022],
        flags: ['span', 'since', 'up'],
      }),
    ],
    'fr',
  ],
  // Equal changes (0.00 % each): each figure in a clause of its own, bound to its own country.
  [
    'pace, the same rate',
    [
      wire({
        shape: 'pace',
        countries: ['GBR', 'USA'],
        indicator: 'electricity_access',
        years: [2012, 2020],
        flags: ['span', 'since', 'up', 'slower'],
      }),
    ],
    'fr',
  ],
  // One fell, the other did not move: it "did not change", never "rose".
  [
    'pace, one still',
    [
      wire({
        shape: 'pace',
        countries: ['JPN', 'BRA'],
        indicator: 'electricity_access',
        years: [2022, 2025],
        flags: ['span', 'since', 'lowest'],
      }),
    ],
    'fr',
  ],
  // Yes or no to a year without values: the verdict judged to the latest year both have, as the answer says.
  [
    'pace yes or no, to a year without values (fr)',
    [
      wire({
        shape: 'pace',
        countries: ['USA', 'NGA'],
        indicator: 'electricity_access',
        years: [2010, 2024],
        flags: ['yes_no'],
      }),
    ],
    'fr',
  ],
  // A peak in one year alone (the table reads it over years): refused by gate 1, as a change's one year is.
  [
    'peak in one year',
    [wire({ shape: 'peak', countries: ['BRA'], indicator: 'electricity_access', years: [2007], flags: [] })],
    'en',
  ],
  // A figure asked since when over two years apart: their span; "about" a figure is refused.
  [
    'figure since when, years apart',
    [
      wire({
        shape: 'figure',
        countries: ['IND'],
        indicator: 'life_expectancy',
        years: [2008, 2014],
        flags: ['since_when'],
        figure: { value: 68, relation: 'more', percent: false, text: '68' },
      }),
    ],
    'en',
  ],
  [
    'figure since when about a figure (fr)',
    [
      wire({
        shape: 'figure',
        countries: ['IND'],
        indicator: 'life_expectancy',
        years: [2008, 2014],
        flags: ['since_when'],
        figure: { value: 98, relation: 'nearly', percent: true, text: '98%' },
      }),
    ],
    'fr',
  ],
]

describe('the composer writes only what gate 2 establishes', () => {
  it.each(FOUND)('a class found by a seed holds: %s', (_name, parts, language) => {
    const json: ReadingJson = { parts, lacking: [], sources: [], set_aside: [], framing: [] }
    const c = composeReading(json, questionOf(json), language)
    expect(
      holds(c),
      c.kind === 'composed' ? `${c.answer.answer}\n${c.problems.map((p) => p.detail).join('\n')}` : c.kind,
    ).toBe(true)
  })

  it(`every generated reading gate 1 accepts composes into an answer gate 2 passes, or a decline (${RUNS} runs)`, () => {
    let accepted = 0
    let composed = 0
    const contradictions: string[] = []
    for (const { parts, language } of fc.sample(readingArb, { numRuns: RUNS, seed: SEED })) {
      const json: ReadingJson = { parts, lacking: [], sources: [], set_aside: [], framing: [] }
      const c = composeReading(json, questionOf(json), language)
      if (c.kind !== 'refused') accepted += 1
      if (c.kind === 'composed' && c.answer.status === 'answered') composed += 1
      if (!holds(c) && c.kind === 'composed')
        contradictions.push(
          `${c.problems.map((p) => p.code).join(', ')}: ${parts.map((p) => `${p.shape} [${p.flags.join(' ')}] ${p.years.join('-')}`).join(' + ')} (${language})`,
        )
    }
    console.log(`${RUNS} generated readings: ${accepted} accepted by gate 1, ${composed} composed and answered`)
    console.log(
      `composed answers gate 2 refused (sent to the desk): ${contradictions.length}\n${contradictions.join('\n')}`,
    )
    expect(contradictions.length).toBeLessThanOrEqual(KNOWN_CONTRADICTIONS)
    // (The generator must reach gate 2 often enough to mean something.)
    expect(accepted).toBeGreaterThan(RUNS / 5)
    // (Thousands of readings fetched and checked: slow on a loaded machine, so its own generous timeout.)
  }, 300_000)

  it(`every generated reading of a shape added since (${ADDED.join(', ')}) composes into what gate 2 passes, or a decline`, () => {
    let accepted = 0
    const contradictions: string[] = []
    for (const { parts, language } of fc.sample(addedReadingArb, { numRuns: RUNS, seed: SEED })) {
      const json: ReadingJson = { parts, lacking: [], sources: [], set_aside: [], framing: [] }
      const c = composeReading(json, questionOf(json), language)
      if (c.kind !== 'refused') accepted += 1
      if (!holds(c) && c.kind === 'composed')
        contradictions.push(
          `${c.problems.map((p) => p.code).join(', ')}: ${parts.map((p) => `${p.shape} [${p.flags.join(' ')}] ${p.years.join('-')}`).join(' + ')} (${language})${process.env.DEBUG_ADDED ? `\n${c.answer.answer}\n${JSON.stringify(c.problems)}\n${JSON.stringify(parts)}` : ''}`,
        )
    }
    console.log(`${RUNS} generated readings of the added shapes: ${accepted} accepted by gate 1`)
    if (process.env.DEBUG_ADDED) console.log(contradictions.join('\n'))
    expect(contradictions).toEqual([])
    // (A shape's own rules refuse most free combinations: enough still reach gate 2 to mean something.)
    expect(accepted).toBeGreaterThan(RUNS / 30)
  }, 300_000)

  it('every question of the golden set and the bank, in its rules reading, composes into what gate 2 passes', () => {
    const snapshot = loadSnapshot('data')
    const questions = [...buildGoldenSet(snapshot), ...buildQuestionBank(snapshot)].map((q) => q.question)
    const refused: string[] = []
    let composed = 0
    for (const question of questions) {
      const rulesReading = readQuestion(question, store.years)
      if (rulesReading.parts.length === 0) continue
      const c = composeReading(readingJson(rulesReading), question, rulesReading.language)
      if (c.kind === 'refused') refused.push(`${question}: ${c.why}`)
      if (c.kind !== 'composed') continue
      composed += 1
      expect(c.problems, `${question}\n${c.answer.answer}`).toEqual(
        c.answer.status === 'cannot_answer' ? c.problems : [],
      )
    }
    console.log(`${questions.length} bank questions: ${composed} rules readings composed`)
    expect(refused).toEqual([])
    expect(composed).toBeGreaterThan(questions.length / 2)
  }, 300_000)
})
