// A top N said as the group a "which" question picks from, a top N asked "which 3" of the eight, and a request to sort
// the countries: each asked of the embedded planner, in English and French. Never two rankings shown valid for a group
// picked by a condition. Every expected number is computed from the snapshot here.
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { readQuestion } from '../src/reading/rules.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { refRanking, shows, testConfig, testStore } from './helpers.js'

const store = testStore()
const years = store.years
const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
const { POP } = INDICATOR
const GDP = 'NY.GDP.MKTP.CD'

async function valid(question: string) {
  const outcome = await planner.ask({ question })
  expect(outcome.status, `${question}: ${outcome.answer ?? outcome.draft}`).toBe('valid')
  expect(outcome.answer_status, `${question}: ${outcome.answer}`).toBe('answered')
  return outcome
}

describe('1. a top N said as the group a "which" question picks from is a filter of the eight: declined', () => {
  it.each([
    'Which of the top 3 economies had the highest life expectancy in 2020?',
    'Which one of the top 3 economies had the highest life expectancy in 2020?',
    'Among the 5 most populous countries, which had the highest GDP in 2020?',
    'Among the top 4 economies, which had the lowest life expectancy in 2020?',
    'Parmi les 3 plus grandes économies, laquelle avait la plus haute espérance de vie en 2020 ?',
    'Parmi les 5 pays les plus peuplés, lequel avait le PIB le plus élevé en 2020 ?',
    'Lequel des 3 pays les plus peuplés avait le PIB le plus élevé en 2020 ?',
  ])('"%s" is declined as a filter, never two rankings', async (question) => {
    const reading = readQuestion(question, years)
    expect(reading.parts).toEqual([])
    expect(reading.decline).toMatchObject({ reason: 'filter' })
    // (The count is never quoted back: a number in a decline is one no tool gave.)
    expect(reading.decline!.words.join(' ')).not.toMatch(/\d/)
    const outcome = await planner.ask({ question })
    expect(outcome.status, JSON.stringify(outcome.problems)).toBe('valid')
    expect(outcome.answer_status).toBe('cannot_answer')
  })

  it.each([
    ['What was the GDP of the top 3 economies in 2020?', GDP, 3],
    ['Quel était le PIB des 3 plus grandes économies en 2020 ?', GDP, 3],
  ] as const)(
    '"%s": a top N asked for its values, with no "which" picking from it, is still the top N',
    async (q, i, n) => {
      expect(readQuestion(q, years).parts).toMatchObject([{ top: n, indicator: i }])
      const outcome = await valid(q)
      for (const { value } of refRanking(i, 2020).slice(0, n)) expect(shows(outcome.answer!, value)).toBe(true)
    },
  )

  it('a country asked whether it was in the top N is still answered', async () => {
    const outcome = await valid('Was India among the top 3 economies in 2020?')
    const place = refRanking(GDP, 2020).findIndex((r) => r.country === 'IND') + 1
    expect(outcome.answer).toMatch(place <= 3 ? /^Yes/ : /^No/)
  })
})

describe('a figure that picks the countries a second question is asked of is a filter: declined', () => {
  it.each([
    'Among the countries with GDP above 1 trillion, which had the highest life expectancy in 2020?',
    'Which country with more than 100 million people had the highest GDP per capita in 2020?',
  ])('"%s" is declined as a filter, never the figure held against a second series', (question) => {
    const reading = readQuestion(question, years)
    expect(reading.parts).toEqual([])
    expect(reading.decline).toMatchObject({ reason: 'filter' })
  })

  it('one series against a figure is still counted, each country with its value', async () => {
    const le = 'SP.DYN.LE00.IN'
    const outcome = await valid('How many countries had a life expectancy above 80 in 2020?')
    const above = refRanking(le, 2020).filter((r) => r.value > 80)
    expect(outcome.answer).toContain(`${above.length} of the 8`)
    for (const { value } of above) expect(shows(outcome.answer!, value)).toBe(true)
  })
})

describe('2. "which 3" asked of the eight is the top 3; "the 8 countries" is the eight, never a filter', () => {
  it.each([
    ['Among the 8 countries, which 3 had the highest GDP in 2020?', GDP, 3, 'highest'],
    ['Among the eight countries, which 3 had the highest GDP in 2020?', GDP, 3, 'highest'],
    ['Which 2 had the lowest population in 2020?', POP, 2, 'lowest'],
    ['Parmi les 8 pays, quels sont les 3 qui avaient le PIB le plus élevé en 2020 ?', GDP, 3, 'highest'],
    ['Parmi les 8 pays, lesquels 3 avaient le PIB le plus élevé en 2020 ?', GDP, 3, 'highest'],
  ] as const)('"%s" is the top %s', async (question, indicator, n, order) => {
    expect(readQuestion(question, years).parts).toMatchObject([{ shape: 'top', top: n, indicator, order }])
    const outcome = await valid(question)
    const ranked = refRanking(indicator, 2020)
    const ends = order === 'highest' ? ranked.slice(0, n) : ranked.slice(-n)
    for (const { value } of ends) expect(shows(outcome.answer!, value), outcome.answer!).toBe(true)
    // (The next country is not among them.)
    const next = order === 'highest' ? ranked[n]! : ranked.at(-n - 1)!
    expect(shows(outcome.answer!, next.value)).toBe(false)
  })
})

describe('3. "can you sort / rank / order the countries", "pouvez-vous classer / trier": a request for the ranking', () => {
  it.each([
    ['can you sort the countries by population in 2020?', POP],
    ['Could you rank the countries by GDP in 2020?', GDP],
    ['Can you order the countries by population in 2020?', POP],
    ['Pouvez-vous classer les pays par population en 2020 ?', POP],
    ['Peux-tu trier les pays par PIB en 2020 ?', GDP],
  ] as const)('"%s" is answered with the ranking, never a yes or no', async (question, indicator) => {
    expect(readQuestion(question, years).parts).toMatchObject([{ shape: 'ranking', indicator }])
    const outcome = await valid(question)
    expect(outcome.answer).not.toMatch(/^(Yes|No|Oui|Non)\b/)
    for (const { value } of refRanking(indicator, 2020))
      expect(shows(outcome.answer!, value), outcome.answer!).toBe(true)
  })

  it('a request to check a claim stays a yes or no', () => {
    expect(readQuestion('Can you confirm that India had the largest population in 2020?', years).parts[0]?.polar).toBe(
      true,
    )
  })
})
