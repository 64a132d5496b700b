// Findings left from the second journalist probe, each with its neighbours in English and French: "which years" asked
// of a level lists every year it held (never the first alone), a fraction of another country's value is declined (no
// shape shows a ratio below 1 the way it is asked), and a baby's years are life expectancy at birth. Every expected
// number is computed from the snapshot here.
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { readQuestion } from '../src/reading/rules.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { ref, testConfig, testStore } from './helpers.js'

const store = testStore()
const years = store.years
const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
const { POP } = INDICATOR
const LIFE = 'SP.DYN.LE00.IN'

async function valid(question: string) {
  const outcome = await planner.ask({ question })
  expect(outcome.status, `${question}: ${outcome.answer ?? outcome.draft}`).toBe('valid')
  return outcome
}

/** The years of the data in which the series stood above (below) the figure. */
function yearsHeld(country: string, indicator: string, figure: number, way: 'above' | 'below'): number[] {
  const out: number[] = []
  for (let y = years[0]; y <= years[1]; y += 1) {
    const v = ref(country, indicator, y)
    if (v !== null && (way === 'above' ? v > figure : v < figure)) out.push(y)
  }
  return out
}

const yearsIn = (text: string) => [...text.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1]))

describe('1. "which years was it above N" lists every year it held (count_years), never the first year alone', () => {
  it.each([
    ["in which years was japan's life expectancy above 84", 'JPN', LIFE, 84, 'above'],
    ["en quelles années l'espérance de vie du Japon était-elle supérieure à 84 ans ?", 'JPN', LIFE, 84, 'above'],
    ["which years was nigeria's population below 200 million", 'NGA', POP, 200e6, 'below'],
    ["what years was canada's gdp over 2 trillion", 'CAN', 'NY.GDP.MKTP.CD', 2e12, 'above'],
  ] as const)('"%s" lists them', async (question, country, indicator, figure, way) => {
    expect(readQuestion(question, years).parts.map((p) => p.shape)).toEqual(['count_years'])
    const outcome = await valid(question)
    expect(outcome.answer_status).toBe('answered')
    const expected = yearsHeld(country, indicator, figure, way)
    expect(expected.length).toBeGreaterThan(1)
    const named = yearsIn(outcome.answer!)
    for (const y of expected) expect(named, `${outcome.answer}`).toContain(y)
    expect(outcome.answer).toContain(String(expected.length))
  })

  it('two countries asked of one figure are still one country at a time', () => {
    const question = 'was internet use above 50% in brazil and mexico in 2020'
    expect(readQuestion(question, years).decline?.reason).toBe('one_country')
  })

  it('the singular "in which year" still asks the first year', () => {
    const parts = readQuestion("in which year was japan's life expectancy above 84", years).parts
    expect(parts.map((p) => p.shape)).not.toEqual(['count_years'])
  })
})

// (A fraction in words, "more than half of Japan's", « plus de la moitié de celle du Japon », "more than a third", is
// now a ratio with the question's own figure, said as asked: test/probe3-ratio.test.ts.)
describe('2. a percent of another country\'s value ("60 percent of Brazil\'s") is declined, never a verdict', () => {
  it.each([
    "is mexico's population more than 60 percent of brazil's in 2020",
    "is canada's population 60% of mexico's in 2020",
  ])('"%s" is declined as a fraction of another country\'s value', async (question) => {
    expect(readQuestion(question, years).decline?.reason).toBe('fraction_of_other')
    const outcome = await valid(question)
    expect(outcome.answer_status, `${outcome.answer}`).not.toBe('answered')
    expect(outcome.answer).not.toMatch(/^(Yes|No|Oui|Non)\b/)
  })
})

describe('3. a baby, a newborn, "un bébé" in a life-expectancy question is life expectancy at birth', () => {
  it.each([
    ['how many more years does a japanese baby expect to live than a nigerian one in 2022', 'JPN', 'NGA', 2022],
    ['how many more years does a japanese newborn expect to live than a nigerian one in 2022', 'JPN', 'NGA', 2022],
  ] as const)('"%s" gives the difference', async (question, a, b, year) => {
    const outcome = await valid(question)
    expect(outcome.answer_status).toBe('answered')
    const gap = Math.abs(ref(a, LIFE, year)! - ref(b, LIFE, year)!)
    expect(
      outcome.citations.some((c) => c.kind === 'difference' && Math.abs(Math.abs(c.value) - gap) < 1e-6 * gap),
      `${outcome.answer}`,
    ).toBe(true)
  })

  it.each([
    ["combien d'années un bébé japonais peut-il espérer vivre en 2022 ?", 'JPN', 2022],
    ["espérance de vie d'un nouveau-né au Canada en 2015", 'CAN', 2015],
  ] as const)('"%s" gives the value', async (question, country, year) => {
    const outcome = await valid(question)
    expect(outcome.answer_status).toBe('answered')
    const value = ref(country, LIFE, year)!
    expect(
      outcome.citations.some(
        (c) => c.indicator_code === LIFE && c.years.includes(year) && Math.abs(c.value - value) < 1e-9,
      ),
      `${outcome.answer}`,
    ).toBe(true)
  })

  it('a baby away from life expectancy is still no figure of the data', async () => {
    const outcome = await valid('how many babies lived in nigeria in 2020')
    expect(outcome.answer_status).not.toBe('answered')
  })
})
