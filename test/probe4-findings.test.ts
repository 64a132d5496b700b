// Findings of the fourth reporter probe (100 questions typed as in a newsroom chat, half in French), each with its
// neighbours. Every expected number is computed from the snapshot here.
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import type { Completion } from '../src/llm/chat.js'
import { ProviderError, type Provider } from '../src/llm/provider.js'
import { isReadingRequest } from '../src/reading/model-reader.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { readQuestion } from '../src/reading/rules.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { partProblem, READING_RULES } from '../src/reading/wire.js'
import { ref, scriptedReply, testConfig, testStore, wirePart } from './helpers.js'

const store = testStore()
const years = store.years
const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
const { POP } = INDICATOR
const GDP = 'NY.GDP.MKTP.CD'
const LIFE = 'SP.DYN.LE00.IN'

describe('"us" after a French article ("des us", "les us", "aux us") is the United States: French has no pronoun "us"', () => {
  it.each([
    ['PIB des us en 2024, en milliards', GDP, 2024],
    ["l'espérance de vie aux us en 2020", LIFE, 2020],
    ['la pop des us en 2010 ?', POP, 2010],
  ] as const)('"%s" is read as the United States and answered', async (question, indicator, year) => {
    expect(readQuestion(question, years).countries).toEqual(['USA'])
    const outcome = await planner.ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    const value = ref('USA', indicator, year)!
    expect(
      outcome.citations.some((c) => c.country_codes.includes('USA') && c.years.includes(year) && c.value === value),
      `${outcome.answer}`,
    ).toBe(true)
  })

  it('"us" as an English pronoun is still no country', () => {
    expect(readQuestion('give us the population of japan in 2020', years).countries).toEqual(['JPN'])
  })
})

describe('a multiple said downward ("ten times lower than", "dix fois inférieur", "3 fois moins élevé") is declined naming it', () => {
  it.each([
    ["Le PIB par habitant de l'Inde en 2025 est-il au moins dix fois inférieur à celui du Royaume-Uni ?", 'inférieur'],
    ["Was India's GDP per capita at least ten times lower than the UK's in 2025?", 'lower'],
    ["Was India's GDP per capita ten times smaller than the UK's in 2025?", 'smaller'],
    ["Le PIB de l'Inde était-il 3 fois moins élevé que celui du Japon en 2015 ?", 'moins élevé'],
  ])('"%s" is declined naming "%s", never a verdict on the first over the second', async (question, word) => {
    const reading = readQuestion(question, years)
    expect(reading.decline?.words).toContain(word)
    const outcome = await planner.ask({ question })
    expect(outcome.answer_status).not.toBe('answered')
    expect(outcome.answer).not.toMatch(/^(Yes|No|Oui|Non)\b/)
  })

  it('the same multiple said upward is still the first over the second, its verdict from the snapshot', async () => {
    const question = "Was the UK's GDP per capita at least ten times India's in 2025?"
    const outcome = await planner.ask({ question })
    expect(outcome.status).toBe('valid')
    const GDPPC = 'NY.GDP.PCAP.CD'
    const held = ref('GBR', GDPPC, 2025)! / ref('IND', GDPPC, 2025)! >= 10
    expect(outcome.answer).toMatch(held ? /^Yes\b/ : /^No\b/)
  })
})

describe('"since when has it been rising every year", « sans interruption »: "every year" is the run itself', () => {
  /** The first year of the run of rises (falls) that lasts to the series' latest year with a value. */
  function runStart(country: string, indicator: string, way: 1 | -1): number {
    const values: [number, number][] = []
    for (let y = years[0]; y <= years[1]; y += 1) {
      const v = ref(country, indicator, y)
      if (v !== null) values.push([y, v])
    }
    let k = values.length - 1
    while (k > 0 && Math.sign(values[k]![1] - values[k - 1]![1]) === way) k -= 1
    return values[k + 1]![0]
  }

  it.each([
    ['Since when has the US GDP been rising every year?', 'USA', GDP, 1],
    ["Depuis quand l'usage d'internet en Inde augmente-t-il sans interruption ?", 'IND', 'IT.NET.USER.ZS', 1],
    ["Since when has Japan's population fallen each year?", 'JPN', POP, -1],
  ] as const)('"%s" names the run\'s first year', async (question, country, indicator, way) => {
    const outcome = await planner.ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    expect(outcome.answer).toMatch(new RegExp(`(since|depuis) ${runStart(country, indicator, way)}\\b`))
  })
})

describe('« l\'accès universel à l\'électricité »: "accès" parted from its series by "universel" is still the series', () => {
  it.each([
    ["Le Brésil a-t-il atteint l'accès universel à l'électricité en 2022 ?", 'BRA', 2022],
    ["L'Inde avait-elle un accès universel à l'électricité en 2020 ?", 'IND', 2020],
  ] as const)('"%s" is yes only at 100 %%', async (question, country, year) => {
    const outcome = await planner.ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toMatch(ref(country, 'EG.ELC.ACCS.ZS', year) === 100 ? /^Oui\b/ : /^Non\b/)
  })
})

describe('a gap the same at both ends neither widened nor narrowed: No to either, in one sentence gate 2 binds', () => {
  const ELEC = 'EG.ELC.ACCS.ZS'
  it.each([
    ['Did the electricity access gap between the US and the UK narrow between 2008 and 2011?', 'narrow'],
    ['Did the electricity access gap between the US and the UK widen between 2008 and 2011?', 'widen'],
  ] as const)('"%s"', async (question, way) => {
    const gap = (y: number) => Math.abs(ref('USA', ELEC, y)! - ref('GBR', ELEC, y)!)
    const held = way === 'widen' ? gap(2011) > gap(2008) : gap(2011) < gap(2008)
    const outcome = await planner.ask({ question })
    expect(outcome.status, `${outcome.draft ?? ''} ${JSON.stringify(outcome.problems)}`).toBe('valid')
    expect(outcome.answer).toMatch(held ? /^Yes\b/ : /^No\b/)
  })
})

describe("gate 1 refuses a figure part whose figure is not in its series' unit (gate 2 would refuse its verdict)", () => {
  it.each([
    ['gdp', { value: 85, relation: 'less', percent: true, text: '85%' }],
    ['life_expectancy', { value: 80, relation: 'more', percent: false, text: '80 million' }],
  ] as const)('%s held against %o', (indicator, figure) => {
    const part = wirePart({ shape: 'figure', countries: ['NGA'], indicator, years: [2020], flags: ['yes_no'], figure })
    expect(partProblem(part)).toBe(READING_RULES.figure_unit)
  })

  it('a percent held against a share is still a figure part', () => {
    const figure = { value: 90, relation: 'more', percent: true, text: '90%' } as const
    const part = wirePart({ shape: 'figure', countries: ['JPN'], indicator: 'internet_users', years: [2020], figure })
    expect(partProblem(part)).toBeNull()
  })
})

describe("« Comme l'a dit le ministre »: a sayer after the verb is named, as where the verb comes after it", () => {
  it.each([
    ["Comme l'a dit le ministre, l'espérance de vie au Mexique était de 75 ans en 2019, n'est-ce pas ?", 'le ministre'],
    ['As the minister said, Mexico’s life expectancy was 75 in 2019, right?', 'the minister'],
  ])('"%s" names "%s"', async (question, who) => {
    expect(readQuestion(question, years).sources).toEqual([who])
    const outcome = await planner.ask({ question })
    expect(outcome.status).toBe('valid')
    const held = Math.round(ref('MEX', LIFE, 2019)!) === 75
    expect(outcome.answer).toMatch(held ? /^(Oui|Yes)\b/ : /^(Non|No)\b/)
    expect(outcome.answer).toContain(who === 'le ministre' ? '(le ministre)' : "the minister's")
  })
})

describe('a model that reads a figure in the wrong unit, through the read design, never gets its verdict shown valid', () => {
  it("gate 1 refuses the reading and its retry with the unit rule's own words: rejected, never a verdict", async () => {
    const figure = { value: 85, relation: 'less', percent: true, text: '85%' } as const
    const json = {
      parts: [
        wirePart({ shape: 'figure', countries: ['NGA'], indicator: 'gdp', years: [2020], flags: ['yes_no'], figure }),
      ],
      lacking: [],
      sources: [],
      set_aside: [],
      framing: [],
    }
    const model: Provider = {
      name: 'scripted',
      kind: 'constructed',
      async complete(request): Promise<Completion> {
        if (!isReadingRequest(request)) throw new ProviderError('no_recording', 'the scripted reader only reads')
        return scriptedReply(json)
      },
    }
    const service = createAskService({
      config: testConfig({ OPENAI_BASE_URL: 'http://127.0.0.1:9/v1' }),
      store,
      toolbox: createToolbox(store),
      providers: { openai: () => model },
    })
    const question = "Was Nigeria's GDP below 85% in 2020?"
    const outcome = await service.ask({ question, provider: 'openai', model: 'scripted-reader', design: 'read' })
    // Gate 1 refused the reading and its one corrective retry, each with the rule's own words: a flagged refusal.
    expect(outcome.status).toBe('rejected')
    expect(outcome.problems).toEqual([
      { code: 'wrong_type', detail: `/parts/0: ${READING_RULES.figure_unit}` },
      { code: 'wrong_type', detail: `/parts/0: ${READING_RULES.figure_unit}` },
    ])
    expect(outcome.trace.filter((t) => t.type === 'model')).toHaveLength(2)
  })
})
