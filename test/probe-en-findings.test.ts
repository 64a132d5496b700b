// What a journalist probe in English found, each as a rule with neighbours of its own wording in English and French.
// Every expected figure and order is read from the snapshot by code.
import { describe, expect, it } from 'vitest'
import { INDICATOR } from '../src/lexicon/codes.js'
import { COUNTRIES, plannerService, ref, refRanking, shows, citedOrder } from './helpers.js'

const { POP, GDP, LE, PCAP, NET } = INDICATOR

/** The countries an answer cites values for, in the order it cites them. */

describe('an order phrase sets the order of a ranking, never asks for one end of it', () => {
  it.each([
    ['rank the eight countries by gdp in 2022, biggest first', GDP, 2022, 'descending'],
    ['rank the eight countries by population in 2020, biggest first', POP, 2020, 'descending'],
    ['list the 8 by gdp per capita in 2015 from the richest to the poorest', PCAP, 2015, 'descending'],
    ['sort the countries by life expectancy in 2019, greatest to smallest', LE, 2019, 'descending'],
    ['rank the countries by population in 2020, most populous first', POP, 2020, 'descending'],
    ['order the eight by internet use in 2021, the smallest first', NET, 2021, 'ascending'],
    ['rank them by gdp in 2022 from the smallest to the biggest', GDP, 2022, 'ascending'],
    ["classe les huit pays par population en 2020, les plus peuplés d'abord", POP, 2020, 'descending'],
    ['classez les pays selon le PIB en 2022, du plus petit au plus grand', GDP, 2022, 'ascending'],
    ['classez les pays par espérance de vie en 2019, en commençant par la plus faible', LE, 2019, 'ascending'],
    ['list the 8 by gdp in 2022', GDP, 2022, 'descending'],
    ['list the countries by population in 2020', POP, 2020, 'descending'],
    ['liste les pays par PIB en 2022', GDP, 2022, 'descending'],
  ] as const)('%s: every country, in the order asked', async (question, indicator, year, order) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    const ranking = refRanking(indicator, year)
    for (const { value } of ranking) expect(shows(outcome.answer!, value)).toBe(true)
    const expected = ranking.map((r) => r.country)
    expect(citedOrder(outcome.citations)).toEqual(order === 'descending' ? expected : expected.reverse())
  })
})

/** The median of the eight countries' values in a year. */
const median = (indicator: string, year: number) => {
  const v = COUNTRIES.map((c) => ref(c, indicator, year)!).sort((a, b) => a - b)
  return (v[3]! + v[4]!) / 2
}
const average = (indicator: string, year: number) =>
  COUNTRIES.map((c) => ref(c, indicator, year)!).reduce((a, b) => a + b) / COUNTRIES.length

describe('"can you give me ...", a request for the data, asks for it, not a yes or no', () => {
  it.each([
    ['can you give me the median gdp among the 8 in 2020?', () => median(GDP, 2020)],
    ["could you show me japan's population in 2010?", () => ref('JPN', POP, 2010)!],
    ['can you get me the gdp of india in 2015', () => ref('IND', GDP, 2015)!],
    ['would you please give me the average life expectancy of the eight in 2019?', () => average(LE, 2019)],
    ["can you find me brazil's internet use in 2020?", () => ref('BRA', NET, 2020)!],
    ['could you pull up mexico gdp per capita 2018 pls', () => ref('MEX', PCAP, 2018)!],
    ['pouvez-vous me donner le PIB médian des 8 pays en 2020 ?', () => median(GDP, 2020)],
  ] as const)('%s: the figure, valid, with no verdict', async (question, expected) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    expect(shows(outcome.answer!, expected())).toBe(true)
    expect(outcome.answer).not.toMatch(/^(?:Yes|No|Oui|Non)\b/)
  })

  it.each([
    ["could you show me that japan's population fell since 2010?", ref('JPN', POP, 2025)! < ref('JPN', POP, 2010)!],
    ["can you tell me if india's gdp was above 3 trillion in 2022?", ref('IND', GDP, 2022)! > 3e12],
    ["could you give us a yes or no: did mexico's gdp rise in 2020?", ref('MEX', GDP, 2020)! > ref('MEX', GDP, 2019)!],
  ] as const)('%s: before a claim, "if" or a yes or no, it stays a yes or no', async (question, holds) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toMatch(holds ? /^Yes:/ : /^No:/)
  })
})

describe('"double", "twice" between two countries in one year is a multiple of the other, a ratio', () => {
  const ratio = (a: string, b: string, i: string, y: number) => ref(a, i, y)! / ref(b, i, y)!
  it.each([
    ["was japan's gdp more than double india's in 2015?", 'JPN', 'IND', GDP, 2015, (r: number) => r > 2],
    ["was japan's gdp more than twice india's in 2015?", 'JPN', 'IND', GDP, 2015, (r: number) => r > 2],
    // (A bare "two times" is read to two significant figures, 1.95 to 2.05: docs/gates.md.)
    ["was japan's gdp two times india's in 2015?", 'JPN', 'IND', GDP, 2015, (r: number) => Math.abs(r - 2) < 0.05],
    ["is the us population more than triple japan's in 2020?", 'USA', 'JPN', POP, 2020, (r: number) => r > 3],
    [
      "le PIB du Japon était-il plus du double de celui de l'Inde en 2015 ?",
      'JPN',
      'IND',
      GDP,
      2015,
      (r: number) => r > 2,
    ],
    [
      'la population des États-Unis représentait-elle moins du triple de celle du Japon en 2020 ?',
      'USA',
      'JPN',
      POP,
      2020,
      (r: number) => r < 3,
    ],
  ] as const)('%s: the ratio and the verdict', async (question, a, b, i, y, holds) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    const r = ratio(a, b, i, y)
    expect(shows(outcome.answer!, Math.round(r * 100) / 100)).toBe(true)
    expect(outcome.answer).toMatch(holds(r) ? /^(?:Yes|Oui)\b/ : /^(?:No|Non)\b/)
  })

  it.each([
    ["did india's gdp double between 2005 and 2015?", 'IND', GDP, 2005, 2015],
    ["did japan's population double since 2000?", 'JPN', POP, 2000, 2025],
  ] as const)('%s: a change over years keeps its meaning', async (question, c, i, from, to) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toMatch(ref(c, i, to)! >= 2 * ref(c, i, from)! ? /^Yes:/ : /^No:/)
  })
})

describe('a lowercase "us" joined to another country by "to" is the United States', () => {
  it.each([
    ['ratio of us to uk gdp per capita 2010', 'USA', 'GBR', PCAP, 2010],
    ['ratio of uk to us gdp per capita 2010', 'GBR', 'USA', PCAP, 2010],
    ['ratio of us to japan population in 2020', 'USA', 'JPN', POP, 2020],
  ] as const)('%s: the ratio of the two', async (question, a, b, i, y) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    // (The ratio is said at least one: the larger value over the smaller, as the ratio shape documents.)
    const [x, z] = [ref(a, i, y)!, ref(b, i, y)!]
    expect(shows(outcome.answer!, Math.round((Math.max(x, z) / Math.min(x, z)) * 100) / 100)).toBe(true)
    expect(outcome.answer).toContain('United States')
  })
})

describe('a statement asked with a question mark asks whether it holds', () => {
  it.each([
    ["nigeria's population was bigger than brazil's in 2000?", ref('NGA', POP, 2000)! > ref('BRA', POP, 2000)!],
    ["japan's gdp was above 5 trillion in 2020?", ref('JPN', GDP, 2020)! > 5e12],
    ["mexico's gdp fell in 2020?", ref('MEX', GDP, 2020)! < ref('MEX', GDP, 2019)!],
    ['the us had a higher gdp than japan in 2010?', ref('USA', GDP, 2010)! > ref('JPN', GDP, 2010)!],
    [
      'la population du Nigeria était supérieure à celle du Brésil en 2000 ?',
      ref('NGA', POP, 2000)! > ref('BRA', POP, 2000)!,
    ],
  ] as const)('%s: a verdict', async (question, holds) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toMatch(holds ? /^(?:Yes|Oui)\b/ : /^(?:No|Non)\b/)
  })

  it.each([
    'japan gdp 2020?',
    'the population of japan in 2010 was?',
    "japan's gdp in 2020 was how much?",
    'gdp per capita of countries that had over 40000 in 2020?',
  ])('%s: no statement, no verdict', async (question) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).not.toMatch(/^(?:Yes|No)\b/)
  })
})

describe('"Read as" says what the answer gives', () => {
  it.each([
    ['biggest drop in gdp per capita 2014→2015', /rose least or fell most/],
    ['quel pays a vu son PIB baisser le plus entre 2019 et 2020 ?', /a le moins augmenté ou le plus baissé/],
    ['which country grew fastest in population from 2010 to 2020?', /rose most or fell least/],
  ] as const)('%s: the end of the changes ranked, by their sign', async (question, said) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.read_as).toMatch(said)
    expect(outcome.read_as).not.toMatch(/changed least|changed most|moins varié|plus varié/)
  })

  it('the biggest fall is the country whose change is lowest', async () => {
    const outcome = await plannerService().ask({ question: 'biggest drop in gdp per capita 2014→2015' })
    const changes = COUNTRIES.map((c) => ({ c, d: ref(c, PCAP, 2015)! - ref(c, PCAP, 2014)! }))
    const lowest = changes.reduce((a, b) => (b.d < a.d ? b : a))
    expect(outcome.citations[0]!.country_codes).toEqual([lowest.c])
  })
})

describe('a change against a figure said with no relation: a "No" says which side of the figure it fell', () => {
  const fall = (c: string, i: string, from: number, to: number) => ref(c, i, from)! - ref(c, i, to)!
  it.each([
    ['japan population fell by 3 million since 2010 - true?', fall('JPN', POP, 2010, 2025) > 3e6, 'en'],
    ["did japan's population fall by 3 million since 2010?", fall('JPN', POP, 2010, 2025) > 3e6, 'en'],
    ['la population du Japon a baissé de 3 millions depuis 2010, vrai ?', fall('JPN', POP, 2010, 2025) > 3e6, 'fr'],
    [
      "did india's gdp grow by 50% between 2015 and 2020?",
      (ref('IND', GDP, 2020)! / ref('IND', GDP, 2015)! - 1) * 100 > 50,
      'en',
    ],
  ] as const)('%s', async (question, more, lang) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toMatch(/^(?:No|Non)\b/)
    const side =
      lang === 'fr'
        ? `${more ? 'plus' : 'moins'} que la variation évoquée`
        : `${more ? 'more' : 'less'} than the change asked about`
    expect(outcome.answer).toContain(side)
  })
})
