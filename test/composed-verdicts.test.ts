// Issue 34, item 3: four yes-or-no questions whose composed verdict was right and that gate 2 refused
// (`unsupported_claim`), asked through the read and auto designs with a scripted reader (test code, not a language
// model) that returns the kind of reading a model writes (two years without `span`, one year without `since`, as in
// ../shared/real-model/2026-12-01b/golden-readings.json). Each is answered `valid`, with the verdict computed here from
// the snapshot's CSV. Gate 1 refuses what the composer could not write, with the sentence of the rule it breaks.
import { describe, expect, it } from 'vitest'
import type { Outcome } from '../src/ask/outcome.js'
import { createAskService } from '../src/ask/service.js'
import type { Completion } from '../src/llm/chat.js'
import { ProviderError, type Provider } from '../src/llm/provider.js'
import { checkReadingShape, isReadingRequest } from '../src/reading/model-reader.js'
import { READING_RULES, type ReadingJson, type WirePart } from '../src/reading/wire.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { ref, testConfig, testStore, wirePart as part, scriptedReply } from './helpers.js'

const store = testStore()
const [, LAST] = store.years

const reply = (reading: ReadingJson): Completion => scriptedReply(reading)

/** A scripted reader: the reading given, for a reading request; nothing else is asked of it here. */
const reader = (reading: ReadingJson): Provider => ({
  name: 'scripted',
  kind: 'constructed',
  async complete(request) {
    if (isReadingRequest(request)) return reply(reading)
    throw new ProviderError('no_recording', 'the scripted reader only reads')
  },
})

function ask(question: string, reading: ReadingJson, design: 'read' | 'auto'): Promise<Outcome> {
  const service = createAskService({
    config: testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
    store,
    toolbox: createToolbox(store),
    providers: { openai: () => reader(reading) },
  })
  return service.ask({ question, provider: 'openai', model: 'scripted-reader', design })
}

const reading = (...parts: Partial<WirePart>[]): ReadingJson => ({
  parts: parts.map(part),
  lacking: [],
  sources: [],
  set_aside: [],
  framing: [],
})

/** The latest year the CSV has a value for every country given. */
const latestWith = (indicator: string, ...countries: string[]) => {
  for (let y = LAST; ; y -= 1) if (countries.every((c) => ref(c, indicator, y) !== null)) return y
}
const LE = 'SP.DYN.LE00.IN'
const NET = 'IT.NET.USER.ZS'
const POP = 'SP.POP.TOTL'
const GDPPC = 'NY.GDP.PCAP.CD'

/** Each question, the readings a model writes of it, and the verdict the CSV gives (true: yes). */
const CASES: { question: string; readings: ReadingJson[]; yes: () => boolean; no: 'No' | 'Non' }[] = [
  {
    question: 'has the life expectancy gap between Canada and Brazil narrowed since 2000?',
    readings: [
      reading({
        shape: 'gap',
        countries: ['CAN', 'BRA'],
        indicator: 'life_expectancy',
        years: [2000],
        flags: ['yes_no', 'since', 'down'],
      }),
      reading({
        shape: 'gap',
        countries: ['CAN', 'BRA'],
        indicator: 'life_expectancy',
        years: [2000, LAST],
        flags: ['yes_no', 'span', 'since', 'down'],
      }),
    ],
    yes: () => {
      const end = latestWith(LE, 'CAN', 'BRA')
      const gap = (y: number) => Math.abs(ref('CAN', LE, y)! - ref('BRA', LE, y)!)
      return gap(end) < gap(2000)
    },
    no: 'No',
  },
  {
    question: "did Nigeria's internet use more than double between 2015 and 2022?",
    readings: [
      reading({
        shape: 'multiple',
        countries: ['NGA'],
        indicator: 'internet_users',
        years: [2015, 2022],
        flags: ['yes_no', 'double'],
      }),
      reading({
        shape: 'multiple',
        countries: ['NGA'],
        indicator: 'internet_users',
        years: [2015, 2022],
        flags: ['yes_no', 'span', 'double'],
      }),
    ],
    yes: () => ref('NGA', NET, 2022)! >= 2 * ref('NGA', NET, 2015)!,
    no: 'No',
  },
  {
    question: 'la population du Nigeria a-t-elle plus que doublé depuis 2000 ?',
    readings: [
      reading({
        shape: 'multiple',
        countries: ['NGA'],
        indicator: 'population',
        years: [2000],
        flags: ['yes_no', 'since', 'double'],
      }),
      reading({
        shape: 'multiple',
        countries: ['NGA'],
        indicator: 'population',
        years: [2000],
        flags: ['yes_no', 'double'],
      }),
    ],
    yes: () => ref('NGA', POP, latestWith(POP, 'NGA'))! >= 2 * ref('NGA', POP, 2000)!,
    no: 'Non',
  },
  {
    question: "was Mexico's GDP per capita higher in 2023 than in 2013?",
    readings: [
      reading({
        shape: 'change',
        countries: ['MEX'],
        indicator: 'gdp_per_capita',
        years: [2013, 2023],
        flags: ['yes_no', 'up'],
      }),
      reading({
        shape: 'change',
        countries: ['MEX'],
        indicator: 'gdp_per_capita',
        years: [2013, 2023],
        flags: ['yes_no', 'span', 'up'],
      }),
    ],
    yes: () => ref('MEX', GDPPC, 2023)! > ref('MEX', GDPPC, 2013)!,
    no: 'No',
  },
]

describe('a composed yes or no that is right is answered valid, whoever read the question', () => {
  for (const { question, readings, yes, no } of CASES)
    it(question, async () => {
      const expected = yes() ? (no === 'No' ? 'Yes' : 'Oui') : no
      for (const json of readings)
        for (const design of ['read', 'auto'] as const) {
          const outcome = await ask(question, json, design)
          const label = `${design} ${JSON.stringify(json.parts[0]!.flags)} ${json.parts[0]!.years.join(' ')}`
          expect(outcome.problems, label).toEqual([])
          expect(outcome.status, label).toBe('valid')
          expect(outcome.answer, label).toMatch(new RegExp(`^${expected} ?:`))
        }
    })
})

describe('gate 1 refuses what the composer cannot write, with the rule it breaks', () => {
  const refused = (p: Partial<WirePart>) => {
    const shape = checkReadingShape(reply(reading(p)))
    return shape.ok ? null : shape.problem.detail
  }
  it('years out of time order ("higher in 2023 than in 2013" written 2023 first)', () => {
    const p = {
      shape: 'change',
      countries: ['MEX'],
      indicator: 'gdp_per_capita',
      years: [2023, 2013],
      flags: ['yes_no', 'up'],
    } as const
    expect(refused({ ...p, countries: [...p.countries], years: [...p.years], flags: [...p.flags] })).toContain(
      READING_RULES.years_in_order,
    )
  })
  it('a country named twice', () => {
    expect(refused({ shape: 'compare', countries: ['MEX', 'MEX'], indicator: 'gdp', years: [2023] })).toContain(
      READING_RULES.countries_once,
    )
  })
  it('a field or flag on a shape that does not read it', () => {
    expect(refused({ shape: 'figure', countries: ['MEX'], indicator: 'gdp', years: [2020] })).toContain(
      READING_RULES.figure_needs_figure,
    )
    expect(refused({ shape: 'rank_of', countries: ['MEX'], indicator: 'gdp', years: [2020], at: 2010 })).toContain(
      READING_RULES.field_read_by,
    )
    expect(
      refused({
        shape: 'gap',
        countries: ['USA', 'NGA'],
        indicator: 'gdp',
        years: [2005, 2017],
        flags: ['span', 'premise'],
      }),
    ).toMatch(/gap does not read premise/)
  })
})
