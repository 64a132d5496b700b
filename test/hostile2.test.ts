// Issue 36, continued. (1) A model never vouches for itself: where the rules read a question whole and the model's
// reading differs, the second look is asked of the same model, so its confirming its own reading is no third voice. A
// scripted hostile model (test code) reads each question otherwise and confirms its own reading in the second look:
// never `valid` with an answer other than the rules' own. Expected figures are read from the snapshot by test code.
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import { type CountryCode } from '../src/lexicon/codes.js'
import type { Completion } from '../src/llm/chat.js'
import { ProviderError, type Provider } from '../src/llm/provider.js'
import { isReadingRequest } from '../src/reading/model-reader.js'
import { isSecondLookRequest } from '../src/reading/second-look.js'
import type { Flag, ReadingJson, WirePart } from '../src/reading/wire.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { ref, testConfig, testStore, wirePart as part, scriptedReply } from './helpers.js'

const store = testStore()

let script: ReadingJson = { parts: [], lacking: [], sources: [], set_aside: [], framing: [] }
/** Which reading the hostile second look confirms: its own (the last shown), or the first (the rules'). */
let confirms: 'own' | 'rules' = 'own'
const hostileModel: Provider = {
  name: 'scripted',
  kind: 'constructed',
  async complete(request): Promise<Completion> {
    if (isSecondLookRequest(request))
      return scriptedReply({ same: true, which: confirms === 'own' ? 2 : 1, differs: '' })
    if (!isReadingRequest(request)) throw new ProviderError('no_recording', 'the scripted reader only reads')
    return scriptedReply(script)
  },
}
const service = createAskService({
  config: testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
  store,
  toolbox: createToolbox(store),
  providers: { openai: () => hostileModel },
})
const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
const reading = (parts: WirePart[]): ReadingJson => ({ parts, lacking: [], sources: [], set_aside: [], framing: [] })
const askAuto = (question: string, json: ReadingJson) => {
  script = json
  return service.ask({ question, provider: 'openai', model: 'scripted-reader', design: 'auto' })
}

/** Questions the rules read whole, each with the countries and years it names. */
const QUESTIONS: [string, CountryCode[], number[]][] = [
  ['Did Canada have a larger population than Mexico in 2020?', ['CAN', 'MEX'], [2020]],
  ["How much did Brazil's population grow between 2010 and 2020?", ['BRA'], [2010, 2020]],
  ["Le PIB du Japon était-il plus élevé que celui de l'Inde en 2015 ?", ['JPN', 'IND'], [2015]],
]

/** Readings that keep the question's countries and years and change the shape or the flags. */
function otherReadings(countries: CountryCode[], years: number[]): ReadingJson[] {
  const shapes = ['value', 'compare', 'change', 'gap', 'extreme', 'ranking', 'versus_average', 'difference'] as const
  const flagSets: Flag[][] = [[], ['yes_no'], ['yes_no', 'up'], ['yes_no', 'down'], ['lowest'], ['highest']]
  const yearSets = [years, years.length === 2 ? [years[0]!] : years, years.length === 2 ? [years[1]!] : years]
  const indicators = ['population', 'gdp'] as const
  const out: ReadingJson[] = []
  for (const shape of shapes)
    for (const flags of flagSets)
      for (const y of yearSets)
        for (const indicator of indicators)
          for (const c of [countries, countries.slice(0, 1), [...countries].reverse()]) {
            const f: Flag[] = [...flags, ...(y.length === 2 ? (['span'] as const) : [])]
            out.push(reading([part({ shape, countries: c, years: y, flags: f, indicator })]))
          }
  return out
}

describe('a model never vouches for its own reading', () => {
  it('a second look that confirms the model’s own reading over the rules’ never makes it valid', async () => {
    let [asked, confirmedOwn] = [0, 0]
    for (const [question, countries, years] of QUESTIONS) {
      const own = await planner.ask({ question })
      expect(own.status, question).toBe('valid')
      for (const json of otherReadings(countries, years)) {
        confirms = 'own'
        const outcome = await askAuto(question, json)
        asked += 1
        const look = outcome.trace.find((t) => t.type === 'stop' && t.reason === 'second_look_confirmed')
        if (look) confirmedOwn += 1
        if (outcome.status === 'valid')
          expect(outcome.answer, `${question} read as ${JSON.stringify(json.parts)}`).toBe(own.answer)
      }
    }
    // (The hostile second look was reached: the readings differed from the rules' and passed the check.)
    expect(confirmedOwn).toBeGreaterThan(0)
    expect(asked).toBeGreaterThan(100)
  }, 600_000)

  it('a second look that confirms the rules’ reading composes theirs: valid, the planner’s answer', async () => {
    const question = QUESTIONS[0]![0]
    const own = await planner.ask({ question })
    const down = reading([
      part({ shape: 'compare', countries: ['CAN', 'MEX'], years: [2020], flags: ['yes_no', 'down'] }),
    ])
    confirms = 'rules'
    const outcome = await askAuto(question, down).finally(() => (confirms = 'own'))
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toBe(own.answer)
    // Its own reading confirmed instead: the desk, naming that the same model vouched for itself.
    const vouched = await askAuto(question, down)
    expect(vouched.status).toBe('rejected')
    expect(vouched.problems.map((p) => p.code)).toEqual(['readings_disagree'])
    expect(vouched.problems[0]!.detail).toMatch(/no third voice/)
  })
})

// (2) A people's word before a preposition and another country is a subgroup the data does not hold: declined naming
// it, never answered with both countries' figures.
describe('a group of people is no pair of countries', () => {
  const GROUPS: [string, string][] = [
    ['Japanese of Brazil population 2020?', 'Japanese of Brazil'],
    ['Japonais du Brésil population 2020 ?', 'Japonais du Brésil'],
    ['What was the population of the Japanese community of Brazil in 2020?', 'Japanese community of Brazil'],
    ['Quelle était la taille de la communauté japonaise du Brésil en 2020 ?', 'communauté japonaise du Brésil'],
    ['How many Brazilians of Japanese descent were there in 2020?', 'Brazilians of Japanese descent'],
    ['Combien y avait-il de Mexicains des États-Unis en 2020 ?', 'Mexicains des États-Unis'],
    ['Combien les Mexicains des États-Unis étaient-ils en 2020 ?', 'Mexicains des États-Unis'],
    ['How many Nigerians in the UK in 2020?', 'Nigerians in the UK'],
    ['How many Nigerians were living in the UK in 2020?', 'Nigerians were living in the UK'],
    ['How many Brazilians from Japan were there in 2020?', 'Brazilians from Japan'],
    ['How large was the Mexican diaspora in the USA in 2020?', 'Mexican diaspora in the USA'],
    ['What was the Indian population of the United Kingdom in 2020?', 'Indian population of the United Kingdom'],
  ]
  it.each(GROUPS)('declines %s, naming the group', async (question, words) => {
    const outcome = await planner.ask({ question })
    expect(outcome.answer_status, outcome.answer ?? '').toBe('cannot_answer')
    expect(outcome.answer).toContain(words)
    expect(outcome.citations).toEqual([])
  })

  const COUNTRIES: [string, CountryCode[]][] = [
    ["Japan's population in 2020?", ['JPN']],
    ['What was the Brazilian GDP in 2020?', ['BRA']],
    ['Japanese and Brazilian GDP in 2020?', ['JPN', 'BRA']],
    ['How far was Japan from the USA in GDP per capita in 2020?', ['JPN', 'USA']],
    ['Was the British GDP per capita higher than that of the USA in 2020?', ['GBR', 'USA']],
    ['Le PIB japonais était-il plus élevé que celui du Brésil en 2020 ?', ['JPN', 'BRA']],
  ]
  it.each(COUNTRIES)('still reads countries: %s', async (question, codes) => {
    const outcome = await planner.ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).not.toBe('cannot_answer')
    expect([...new Set(outcome.citations.flatMap((c) => c.country_codes))].sort()).toEqual([...codes].sort())
  })
})

// (4) "Since" runs to the latest year with a value, and only then is that end called so: a reading of "since 2010"
// with an end year before the latest is a span between two years named, and says so.
describe('an answer since a year says "the latest year with a value" only of the latest year with a value', () => {
  const latestOf = (country: string, indicator: string) => {
    let year = store.years[1]
    while (ref(country, indicator, year) === null) year -= 1
    return year
  }
  const change = (country: CountryCode, indicator: 'population' | 'life_expectancy', years: number[], flags: Flag[]) =>
    reading([part({ shape: 'change', countries: [country], indicator, years, flags })])

  it('a since-span to a year before the latest is read and written as a span between two years', async () => {
    const question = "How much has Nigeria's population grown since 2010, up to 2020?"
    for (const design of ['read', 'auto'] as const) {
      script = change('NGA', 'population', [2010, 2020], ['since', 'span'])
      const outcome = await service.ask({ question, provider: 'openai', model: 'scripted-reader', design })
      expect(outcome.answer ?? '', design).not.toMatch(/latest year/)
      expect(outcome.answer ?? '').toMatch(/^Between 2010 and 2020, /)
      expect(outcome.read_as).toBe("Read as: the change in Nigeria's population from 2010 to 2020.")
    }
  })

  it.each([
    ["How much has Nigeria's population grown since 2010?", 'NGA', 'SP.POP.TOTL', 2010],
    ["Has Japan's life expectancy risen since 2015?", 'JPN', 'SP.DYN.LE00.IN', 2015],
    ['La population du Nigeria a-t-elle augmenté depuis 2010 ?', 'NGA', 'SP.POP.TOTL', 2010],
  ] as const)('%s ends in the series’ own latest year, named so', async (question, country, indicator, from) => {
    const outcome = await planner.ask({ question })
    const end = latestOf(country, indicator)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toMatch(
      new RegExp(`${from} (and|et) ${end} \\((the latest year with a value|dernière année disponible)\\)`),
    )
  })
})
