// The read design driven by a scripted model (test code, not a language model) that reads every question of the golden
// set and of the bank as the rules do: it returns the rules' own reading, taken from the trace's first entry. Every
// answer is then the planner's answer, `valid`. Each reading mutated (a country the question does not name, a part
// dropped, a year moved, a figure the question does not hold, a subgroup read away, a relation turned over, framing read
// as a part) is never `valid`. The mutation table is README's (WRITE_DOCS=1, npm run docs:tables, writes it there).
import { describe, expect, it } from 'vitest'
import type { Outcome } from '../src/ask/outcome.js'
import { createAskService } from '../src/ask/service.js'
import { loadSnapshot } from '../src/data/snapshot.js'
import { buildQuestionBank } from '../src/eval/bank.js'
import { buildGoldenSet } from '../src/eval/golden.js'
import { COUNTRY_CODES } from '../src/lexicon/codes.js'
import type { Completion } from '../src/llm/chat.js'
import { ProviderError, type Provider } from '../src/llm/provider.js'
import { createPlannerProvider } from '../src/planner/provider.js'
import type { ProblemCode } from '../src/problem.js'
import { DECLINE_MEANS } from '../src/reading/schema.js'
import { isReadingRequest } from '../src/reading/model-reader.js'
import { readQuestion } from '../src/reading/rules.js'
import { questionWords } from '../src/reading/check.js'
import { INDICATOR_KEYS, type ReadingJson, type WirePart } from '../src/reading/wire.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { docTable } from './doc-tables.js'
import { ref, testConfig, testStore } from './helpers.js'

const snapshot = loadSnapshot('data')
const questions = [...buildGoldenSet(snapshot), ...buildQuestionBank(snapshot)].map((q) => q.question)
const store = testStore()
const years = store.years

/**
 * A scripted reader: its reading for a reading request; the embedded planner's turn for anything else when `tools`
 * (the tools design after a reading no shape holds), or no answer at all.
 */
function scripted(reading: ReadingJson, tools: boolean): Provider {
  const planner = createPlannerProvider()
  return {
    name: 'scripted',
    kind: 'constructed',
    async complete(request, options): Promise<Completion> {
      if (isReadingRequest(request))
        return {
          text: JSON.stringify(reading),
          toolCalls: [],
          finishReason: 'stop',
          refusal: null,
          usage: { inputTokens: 0, outputTokens: 0 },
          model: 'scripted-reader',
          latencyMs: 0,
        }
      if (tools) return planner.complete(request, options)
      throw new ProviderError('no_recording', 'the scripted reader only reads')
    },
  }
}

function askRead(
  question: string,
  reading: ReadingJson,
  tools = false,
  design: 'read' | 'auto' = 'read',
): Promise<Outcome> {
  const config = testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' })
  const service = createAskService({
    config,
    store,
    toolbox: createToolbox(store),
    providers: { openai: () => scripted(reading, tools) },
  })
  return service.ask({ question, provider: 'openai', model: 'scripted-reader', design })
}

const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
const firstReading = (outcome: Outcome): ReadingJson => {
  const first = outcome.trace[0]!
  if (first.type !== 'reading' || first.by !== 'rules') throw new Error('the trace does not open with the reading')
  return first.reading
}

/** A year no word of the question gives. */
const outsideYear = (question: string) => {
  const words = questionWords(readQuestion(question, years), years)
  for (let y = years[0]; y <= years[1]; y += 1) if (!words.years.has(y)) return y
  return null
}
const withPart = (json: ReadingJson, k: number, part: Partial<WirePart>): ReadingJson => ({
  ...json,
  parts: json.parts.map((p, i) => (i === k ? { ...p, ...part } : p)),
})

/** A wire part: a lookup of the population in the latest year, unless `p` says otherwise. */
const part = (p: Partial<WirePart>): WirePart => ({
  shape: 'value',
  countries: [],
  indicator: 'population',
  years: [],
  flags: [],
  place: null,
  top: null,
  at: null,
  figure: null,
  of_part: null,
  ...p,
})

/**
 * The problems that may stop each mutation: its own check in the reading check, gate 1 for a reading left with
 * nothing (the only part dropped), or the rules' disagreement where the mutated reading is one the words allow.
 */
const STOPPED_BY: Record<string, ProblemCode[]> = {
  'a country the question does not name': ['reading_not_in_question'],
  'a part dropped': ['wrong_type', 'reading_dropped', 'readings_disagree'],
  'a year moved': ['reading_not_in_question'],
  'a figure the question does not hold': ['reading_not_in_question'],
  'a subgroup, place or unit read away': ['reading_measure_changed'],
  'the relation turned over': ['reading_relation_turned', 'readings_disagree'],
  'framing read as a part': ['readings_disagree', 'reading_not_in_question', 'reading_dropped'],
}

/** Each mutation of a reading, or null where it does not apply to this question. */
const MUTATIONS: Record<string, (json: ReadingJson, question: string) => ReadingJson | null> = {
  'a country the question does not name': (json, question) => {
    const named = questionWords(readQuestion(question, years), years).countries
    const other = COUNTRY_CODES.find((c) => !named.has(c))
    const k = json.parts.findIndex((p) => p.countries.length > 0 && p.countries.length < COUNTRY_CODES.length)
    return other && k >= 0 ? withPart(json, k, { countries: [...json.parts[k]!.countries.slice(1), other] }) : null
  },
  'a part dropped': (json) => (json.parts.length > 0 ? { ...json, parts: json.parts.slice(1) } : null),
  'a year moved': (json, question) => {
    const k = json.parts.findIndex((p) => p.years.length > 0)
    const y = outsideYear(question)
    return k >= 0 && y !== null ? withPart(json, k, { years: [y, ...json.parts[k]!.years.slice(1)] }) : null
  },
  'a figure the question does not hold': (json) => {
    const k = json.parts.findIndex((p) => p.figure !== null)
    return k >= 0
      ? withPart(json, k, { figure: { ...json.parts[k]!.figure!, value: json.parts[k]!.figure!.value * 7 + 1 } })
      : null
  },
  'a subgroup, place or unit read away': (json, question) => {
    const rules = readQuestion(question, years)
    const lack = rules.decline && DECLINE_MEANS[rules.decline.reason] === 'not_in_data' ? rules.decline : null
    const indicator = lack?.indicator ?? rules.indicators[0]
    if (!lack || !indicator || rules.countries.length === 0) return null
    const lookup = part({
      countries: rules.countries.slice(0, 1),
      indicator: INDICATOR_KEYS[indicator],
      years: rules.years.slice(0, 1),
    })
    return { ...json, parts: [lookup], lacking: [] }
  },
  'the relation turned over': (json) => {
    const turned: Record<string, 'more' | 'less'> = { more: 'less', least: 'less', less: 'more' }
    const k = json.parts.findIndex((p) => (p.figure && turned[p.figure.relation]) || p.countries.length === 2)
    if (k < 0) return null
    const p = json.parts[k]!
    return p.figure && turned[p.figure.relation]
      ? withPart(json, k, { figure: { ...p.figure, relation: turned[p.figure.relation]! } })
      : withPart(json, k, { countries: [...p.countries].reverse() })
  },
  'framing read as a part': (json) => {
    if (json.framing.length === 0 || json.parts.length === 0) return null
    // The framing's story read as one more thing asked: a ranking of the same series.
    const extra: WirePart = { ...json.parts[0]!, shape: 'ranking', countries: [], flags: [] }
    return { ...json, parts: [...json.parts, extra] }
  },
}

describe('the read design with a scripted reader that reads as the rules do', () => {
  it('answers every question of the golden set and the bank with the planner’s answer, valid', async () => {
    for (const question of questions) {
      const expected = await planner.ask({ question, design: 'tools' })
      const outcome = await askRead(question, firstReading(expected), true)
      expect(outcome.problems, question).toEqual([])
      expect(outcome.status, question).toBe('valid')
      expect(outcome.answer, question).toBe(expected.answer)
    }
  })

  it('auto with the reader: the planner’s answers, valid, in at most 1.0 model calls per golden question', async () => {
    const golden = buildGoldenSet(snapshot).map((q) => q.question)
    let calls = 0
    for (const question of golden) {
      const expected = await planner.ask({ question, design: 'tools' })
      const outcome = await askRead(question, firstReading(expected), true, 'auto')
      expect(outcome.status, question).toBe('valid')
      expect(outcome.answer, question).toBe(expected.answer)
      calls += outcome.usage.model_calls
    }
    expect(calls / golden.length).toBeLessThanOrEqual(1)
  })

  it('never shows a mutated reading’s answer as valid, and says why', async () => {
    const rows: string[] = []
    for (const [name, mutate] of Object.entries(MUTATIONS)) {
      let cases = 0
      let refused = 0
      const ends = new Map<string, number>()
      for (const question of questions) {
        const json = firstReading(await planner.ask({ question, design: 'tools' }))
        const mutated = mutate(json, question)
        if (!mutated || JSON.stringify(mutated) === JSON.stringify(json)) continue
        cases += 1
        const outcome = await askRead(question, mutated)
        expect(outcome.status, `${name}: ${question}`).not.toBe('valid')
        refused += outcome.status === 'valid' ? 0 : 1
        const model = outcome.trace.find((t) => t.type === 'reading' && t.by === 'model')
        // The check that stopped it is one this mutation must meet, never another's by chance.
        const codes = [...(model?.type === 'reading' ? model.problems : []), ...outcome.problems].map((p) => p.code)
        expect(
          codes.some((c) => STOPPED_BY[name]!.includes(c)),
          `${name}: ${question} was stopped by ${codes.join(', ') || 'nothing'}`,
        ).toBe(true)
        const why =
          model?.type === 'reading' && model.problems.length > 0
            ? 'reading check'
            : outcome.problems.some((p) => p.code === 'readings_disagree')
              ? 'readings disagree'
              : outcome.problems.length > 0 && outcome.status === 'rejected' && !model
                ? 'gate 1'
                : outcome.status === 'rejected'
                  ? 'gate 2'
                  : 'no answer'
        ends.set(why, (ends.get(why) ?? 0) + 1)
      }
      expect(cases, name).toBeGreaterThan(0)
      const how = [...ends.entries()]
        .sort(([a], [b]) => a.localeCompare(b))
        .map(([why, n]) => `${why} ${n}`)
        .join(', ')
      rows.push(`| ${name} | ${cases} | ${refused} | ${how} |`)
    }
    const table = ['| mutation | cases | never valid | stopped by |', '|---|---|---|---|', ...rows].join('\n')
    console.log(table)
    expect(docTable('README.md', 'read-mutations', table)).toBe(table)
    // (Every mutation of every golden and bank question: more than the default time on a loaded machine.)
  }, 120_000)
})

describe('readings a capable model writes that the rules would not', () => {
  const reading = (parts: WirePart[], sources: string[] = []): ReadingJson => ({
    parts,
    lacking: [],
    sources,
    set_aside: [],
    framing: [],
  })
  const firstYear = (country: string, indicator: string, holds: (v: number) => boolean) => {
    for (let y = years[0]; y <= years[1]; y += 1) {
      const v = ref(country, indicator, y)
      if (v !== null && holds(v)) return y
    }
    return null
  }

  it('"ever" with no year is every year of the data, not the latest', async () => {
    const question = "Did Nigeria's GDP ever top 600 billion dollars, as a columnist reckons?"
    const figure = { value: 600e9, relation: 'more' as const, text: '600 billion dollars', percent: false }
    const json = reading(
      [part({ shape: 'figure', countries: ['NGA'], indicator: 'gdp', flags: ['yes_no', 'crossed', 'ever'], figure })],
      ['a columnist'],
    )
    const outcome = await askRead(question, json)
    const year = firstYear('NGA', 'NY.GDP.MKTP.CD', (v) => v > 600e9)
    expect(year).not.toBeNull()
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toMatch(/^Yes/)
    expect(outcome.answer).toContain(String(year))
  })

  it('an overtaking asks yes or no whatever the flags say, over every year of the data', async () => {
    const question = "When did India's GDP overtake the UK's?"
    const json = reading([part({ shape: 'overtake', countries: ['IND', 'GBR'], indicator: 'gdp' })])
    const outcome = await askRead(question, json)
    const year = firstYear('IND', 'NY.GDP.MKTP.CD', (v) => v > 0)
    const crossing = [...Array(years[1] - years[0] + 1).keys()]
      .map((k) => years[0] + k)
      .find((y) => y > year! && ref('IND', 'NY.GDP.MKTP.CD', y)! > ref('GBR', 'NY.GDP.MKTP.CD', y)!)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain(`in ${crossing}`)
  })

  it('"shrank in 2020" read as the step from 2019: a year the question implies, not one it lacks', async () => {
    const question = 'Our sources say the UK economy shrank in 2020. Did it?'
    const json = reading(
      [
        part({
          shape: 'change',
          countries: ['GBR'],
          indicator: 'gdp',
          years: [2019, 2020],
          flags: ['span', 'down', 'yes_no'],
        }),
      ],
      ['our sources'],
    )
    const outcome = await askRead(question, json)
    const fell = ref('GBR', 'NY.GDP.MKTP.CD', 2020)! < ref('GBR', 'NY.GDP.MKTP.CD', 2019)!
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toMatch(fell ? /^Yes/ : /^No/)
  })

  it('two countries in one lookup are one part each', async () => {
    const question = 'Canada and Mexico population 2024?'
    const json = reading([part({ countries: ['CAN', 'MEX'], years: [2024] })])
    const outcome = await askRead(question, json)
    expect(outcome.status).toBe('valid')
    for (const c of ['CAN', 'MEX'])
      expect(outcome.answer).toContain(ref(c, 'SP.POP.TOTL', 2024)!.toLocaleString('en-US'))
  })

  it('"the slowest" of every country\'s change is by percent change, as the shapes table means it', async () => {
    const question = 'Of the eight, whose GDP per head expanded most sluggishly from 2000 to 2020?'
    const json = reading([
      part({ shape: 'change_rank', indicator: 'gdp_per_capita', years: [2000, 2020], flags: ['span', 'slower'] }),
    ])
    const outcome = await askRead(question, json)
    const pct = (c: string) => ref(c, 'NY.GDP.PCAP.CD', 2020)! / ref(c, 'NY.GDP.PCAP.CD', 2000)! - 1
    const slowest = COUNTRY_CODES.reduce((a, b) => (pct(b) < pct(a) ? b : a))
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain(`${store.country(slowest)!.name} had the smallest percent change`)
  })

  it('a threshold "at" or "at least" a figure is not counted as above it: gate 1 asks again', async () => {
    const question = 'How many of the eight countries had 100% electricity access in 2022?'
    const figure = { value: 100, relation: 'exactly' as const, text: '100%', percent: true }
    const json = reading([part({ shape: 'threshold', indicator: 'electricity_access', years: [2022], figure })])
    const outcome = await askRead(question, json)
    expect(outcome.status).not.toBe('valid')
    expect(outcome.problems[0]!.detail).toBe(
      '/parts/0: a threshold counts the countries above (more) or below (less) a figure',
    )
    const rules = await planner.ask({ question })
    expect(rules.answer_status).toBe('cannot_answer')
  })

  it('another source as the rules wrote it, whoever read the question: the readings then agree', async () => {
    const question = "According to Statistics Canada, what was Canada's population in 2024?"
    const json = reading([part({ countries: ['CAN'], years: [2024] })], ['StatCan'])
    const outcome = await askRead(question, json, false, 'auto')
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain('not Statistics Canada')
  })

  it('a recovery of one year named is measured from it to the latest year', async () => {
    const question = "Did Brazil's GDP get back to its 2011 level?"
    const json = reading([
      part({ shape: 'recover', countries: ['BRA'], indicator: 'gdp', years: [2011], flags: ['yes_no', 'recover'] }),
    ])
    const outcome = await askRead(question, json)
    let latest = years[1]
    while (ref('BRA', 'NY.GDP.MKTP.CD', latest) === null) latest -= 1
    const back = ref('BRA', 'NY.GDP.MKTP.CD', latest)! >= ref('BRA', 'NY.GDP.MKTP.CD', 2011)!
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toMatch(back ? /^Yes/ : /^No/)
    expect(outcome.answer).toContain(String(latest))
  })

  it("a part whose country is another part's answer names an earlier ranking's end: gate 1 asks again", async () => {
    const question = 'Which country had the lowest access to electricity in 2000, and what was it in 2023?'
    const follow = part({ indicator: 'electricity_access', years: [2023], of_part: 0 })
    const json = reading([
      follow,
      part({ shape: 'extreme', indicator: 'electricity_access', years: [2000], flags: ['lowest'] }),
    ])
    const outcome = await askRead(question, json)
    expect(outcome.status).not.toBe('valid')
    expect(outcome.problems[0]!.detail).toMatch(/^\/parts\/0: of_part 0 is no earlier part that is a ranking's end/)
    const named = reading([
      part({ shape: 'extreme', indicator: 'electricity_access', years: [2000], flags: ['lowest'] }),
      { ...follow, countries: ['NGA'] },
    ])
    const twice = await askRead(question, named)
    expect(twice.problems[0]!.detail).toMatch(/names no country/)
  })

  it('"since" one year runs to the latest year', async () => {
    const question = "How has Japan's population changed since 2010?"
    const json = reading([part({ shape: 'change', countries: ['JPN'], years: [2010], flags: ['since'] })])
    const outcome = await askRead(question, json)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain('2010')
    let latest = years[1]
    while (ref('JPN', 'SP.POP.TOTL', latest) === null) latest -= 1
    expect(outcome.answer).toContain(`${latest} (the latest year with a value)`)
  })
})
