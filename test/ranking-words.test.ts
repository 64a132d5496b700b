// The words that say how much of a ranking a question asks: a count of countries after "of the", "parmi les" names a
// group (the eight, or one the data cannot pick out), never a top N; a command to rank at the head of a question asks
// the whole ranking, its superlative only the order; a top N reaches past a longer relative clause ("les 3 pays où
// l'espérance de vie était la plus élevée"). Every expected figure and order is read from the snapshot by code.
import { describe, expect, it } from 'vitest'
import { INDICATOR } from '../src/lexicon/codes.js'
import { readQuestion } from '../src/reading/rules.js'
import { plannerService, refRanking, shows, testStore, citedOrder } from './helpers.js'

const { POP, GDP, LE, PCAP } = INDICATOR
const store = testStore()
const read = (question: string) => readQuestion(question, store.years)
const ask = (question: string) => plannerService().ask({ question, design: 'tools' })

/** The countries an answer cites values for, in the order it cites them. */

// (A top N of one series said as the group another series is asked of is a second question the tools do not answer:
// a filter, never each series' own top N.)
it.each([
  'Quel était le PIB des 3 pays les plus peuplés en 2020 ?',
  'What was the GDP of the 3 most populous countries in 2020?',
])('%s: declined as a filter, never the top 3 of each series', async (question) => {
  expect(read(question).decline?.reason).toBe('filter')
  const outcome = await ask(question)
  expect(outcome.status).toBe('valid')
  expect(outcome.answer_status, outcome.answer ?? '').toBe('cannot_answer')
  expect(outcome.citations).toEqual([])
})

describe('a count of countries after "of the", "among the", "des", "parmi les" is a group, never a top N', () => {
  it.each([
    'Which of the seven countries had the highest GDP in 2020?',
    'Which of the 7 countries had the highest GDP in 2020?',
    'Among the five countries, which had the lowest life expectancy in 2020?',
    'Among the 3 countries, which had the highest population in 2020?',
    'Lequel des sept pays avait le PIB le plus élevé en 2020 ?',
    'Parmi les six pays, lequel avait la plus forte population en 2020 ?',
  ])('%s: declined as a number it cannot place, as "the seven countries" alone is', async (question) => {
    expect(read(question).decline?.reason).toBe('figure_unread')
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status, outcome.answer ?? '').toBe('cannot_answer')
    expect(outcome.citations).toEqual([])
  })

  it.each([
    ['Which of the eight countries had the highest GDP in 2020?', GDP, 2020],
    ['Which of the 8 countries had the highest GDP in 2020?', GDP, 2020],
    ['Lequel des 8 pays avait le PIB le plus élevé en 2020 ?', GDP, 2020],
    ['Parmi les huit pays, lequel avait la plus forte population en 2020 ?', POP, 2020],
  ] as const)('%s: the eight, and the one country at the top of them', async (question, indicator, year) => {
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    const [first, second] = refRanking(indicator, year)
    expect(citedOrder(outcome.citations)).toEqual([first!.country])
    expect(shows(outcome.answer!, first!.value)).toBe(true)
    expect(shows(outcome.answer!, second!.value)).toBe(false)
  })

  it.each([
    ['the seven countries with the highest GDP in 2020', GDP, 2020, 7],
    ['which were the 3 countries with the highest GDP in 2020?', GDP, 2020, 3],
    ['les 3 pays les plus peuplés en 2020', POP, 2020, 3],
  ] as const)('%s: a top N stays a top N', async (question, indicator, year, n) => {
    expect(read(question).parts[0]).toMatchObject({ shape: 'top', top: n })
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(citedOrder(outcome.citations)).toEqual(
      refRanking(indicator, year)
        .slice(0, n)
        .map((r) => r.country),
    )
  })
})

describe('a top N of countries reaches past a relative clause to its superlative', () => {
  it.each([
    ["Les 3 pays où l'espérance de vie était la plus élevée en 2020", LE, 2020, 3, 'highest'],
    ['the 3 countries where life expectancy was the highest in 2020', LE, 2020, 3, 'highest'],
    ['the 3 countries with the highest life expectancy in 2020', LE, 2020, 3, 'highest'],
    ['Les 4 pays où la population était la plus faible en 2010', POP, 2010, 4, 'lowest'],
    ['the three countries whose GDP per capita was the lowest in 2015', PCAP, 2015, 3, 'lowest'],
  ] as const)('%s: the top N, each value shown', async (question, indicator, year, n, end) => {
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    const ranking = refRanking(indicator, year)
    const expected = (end === 'highest' ? ranking : [...ranking].reverse()).slice(0, n)
    expect(citedOrder(outcome.citations)).toEqual(expected.map((r) => r.country))
    for (const { value } of expected) expect(shows(outcome.answer!, value)).toBe(true)
  })

  it('a count of years keeps its short reach: no top N from a span', () => {
    expect(read('Over the 5 years since 2015, which country had the highest average GDP?').parts).not.toContainEqual(
      expect.objectContaining({ shape: 'top' }),
    )
  })
})

describe('a command to rank at the head of a question asks the whole ranking, its superlative the order', () => {
  it.each([
    ['rank the biggest economies in 2022', GDP, 2022, 'descending'],
    ['Rank the smallest economies in 2022', GDP, 2022, 'ascending'],
    ['please list the poorest countries in 2015', PCAP, 2015, 'ascending'],
    ['list the countries with the highest GDP in 2022', GDP, 2022, 'descending'],
    ['classe les plus grandes économies en 2022', GDP, 2022, 'descending'],
    ['classez les pays les plus riches en 2015', PCAP, 2015, 'descending'],
    ['liste les pays les plus peuplés en 2020', POP, 2020, 'descending'],
    ["pouvez-vous classer les pays où l'espérance de vie est la plus faible en 2020 ?", LE, 2020, 'ascending'],
  ] as const)('%s: every country, in that order', async (question, indicator, year, order) => {
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    const ranking = refRanking(indicator, year)
    for (const { value } of ranking) expect(shows(outcome.answer!, value)).toBe(true)
    const expected = ranking.map((r) => r.country)
    expect(citedOrder(outcome.citations)).toEqual(order === 'descending' ? expected : expected.reverse())
  })

  it('a top N after the command stays a top N', async () => {
    const outcome = await ask('rank the top 3 economies in 2022')
    expect(citedOrder(outcome.citations)).toEqual(
      refRanking(GDP, 2022)
        .slice(0, 3)
        .map((r) => r.country),
    )
  })

  it.each([
    ['did Japan rank highest for life expectancy in 2020?', 'rank_of'],
    ['where did Mexico rank for GDP in 2022?', 'rank_of'],
    ['which country ranked highest for GDP in 2022?', 'extreme'],
    ['Japon s’est-il classé premier pour l’espérance de vie en 2020 ?', 'rank_of'],
  ])('%s: "rank" as a verb asks no ranking', (question, shape) => {
    expect(read(question).parts.map((p) => p.shape)).toEqual([shape])
  })
})

describe('"the N highest", "les N premiers": a superlative right after a small number asks the top N', () => {
  it.each([
    ['the 3 largest economies in 2022', GDP, 2022, 3, 'highest'],
    ['the 3 poorest countries in 2015', PCAP, 2015, 3, 'lowest'],
    ['the 2 most populous countries in 2020', POP, 2020, 2, 'highest'],
    ['les 3 premiers pays par PIB en 2022', GDP, 2022, 3, 'highest'],
    ['les 3 plus grandes économies en 2022', GDP, 2022, 3, 'highest'],
    ['les 2 moins peuplés en 2020', POP, 2020, 2, 'lowest'],
  ] as const)('%s: the top N', async (question, indicator, year, n, end) => {
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    const ranking = refRanking(indicator, year)
    const expected = (end === 'highest' ? ranking : [...ranking].reverse()).slice(0, n)
    expect(citedOrder(outcome.citations)).toEqual(expected.map((r) => r.country))
  })

  it.each([
    "the top 3 years for Japan's GDP",
    "the 3 highest years for Japan's GDP",
    "the 5 best years for Brazil's GDP",
  ])(
    '%s: years at one end of a series, which the tools do not rank: declined, never one year nor a place',
    async (q) => {
      expect(read(q).decline?.reason).toBe('figure_unread')
      const outcome = await ask(q)
      expect(outcome.answer_status, outcome.answer ?? '').toBe('cannot_answer')
      expect(outcome.citations).toEqual([])
    },
  )

  it.each([
    ['was Japan among the 3 largest economies in 2020?', 'JPN'],
    ['was Nigeria among the 3 largest economies in 2020?', 'NGA'],
    ['Is Japan one of the 3 largest economies in 2020?', 'JPN'],
    ['Le Japon faisait-il partie des 3 plus grandes économies en 2020 ?', 'JPN'],
  ] as const)('%s: a verdict on its place, never on the figure 3', async (question, country) => {
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    const place = refRanking(GDP, 2020).findIndex((r) => r.country === country) + 1
    expect(outcome.answer).toMatch(place <= 3 ? /^(?:Yes|Oui)\b/ : /^(?:No|Non)\b/)
  })
})
