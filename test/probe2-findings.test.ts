// The second journalist probe's findings, each with its neighbours in English and French: asked of the embedded
// planner, answered with the figures that prove it was read right; never a wrong answer shown valid. Every expected
// number (the years of a fall, the first year above a figure, a difference) is computed from the snapshot here.
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
const NET = 'IT.NET.USER.ZS'

async function valid(question: string) {
  const outcome = await planner.ask({ question })
  expect(outcome.status, `${question}: ${outcome.answer ?? outcome.draft}`).toBe('valid')
  expect(outcome.answer_status, `${question}: ${outcome.answer}`).toBe('answered')
  return outcome
}

/** The years from `from` to the data's last in which the series stepped the way asked from the year before. */
function steps(country: string, indicator: string, from: number, way: 'up' | 'down'): number[] {
  const out: number[] = []
  for (let y = from + 1; y <= years[1]; y += 1) {
    const [a, b] = [ref(country, indicator, y - 1), ref(country, indicator, y)]
    if (a === null || b === null) continue
    if (way === 'down' ? b < a : b > a) out.push(y)
  }
  return out
}

/** The first year the series stood above the figure, or null. */
function firstAbove(country: string, indicator: string, figure: number): number | null {
  for (let y = years[0]; y <= years[1]; y += 1) if ((ref(country, indicator, y) ?? -Infinity) > figure) return y
  return null
}

const yearsIn = (text: string) => [...text.matchAll(/\b(20\d\d)\b/g)].map((m) => Number(m[1]))

describe('1. "after Y" asked of steps (a rise, a fall) starts at Y: the step from Y to Y+1 is after Y', () => {
  it.each([
    ["after 2015 did brazil's life expectancy ever fall", 'BRA', LIFE, 2015, 'down', /^Yes/],
    ["après 2019, l'espérance de vie aux États-Unis a-t-elle baissé ?", 'USA', LIFE, 2019, 'down', /^Oui/],
    ["l'espérance de vie au Brésil a-t-elle augmenté après 2021 ?", 'BRA', LIFE, 2021, 'up', /^Oui/],
    ["did japan's gdp rise after 2015?", 'JPN', 'NY.GDP.MKTP.CD', 2015, 'up', /^Yes/],
  ] as const)('"%s" names every step after %s', async (question, country, indicator, from, way, verdict) => {
    const expected = steps(country, indicator, from, way)
    expect(expected.length).toBeGreaterThan(0)
    const outcome = await valid(question)
    expect(outcome.answer).toMatch(verdict)
    const named = yearsIn(outcome.answer!)
    for (const y of expected) expect(named, `${outcome.answer}`).toContain(y)
  })

  it('a level asked "after 2010" still starts at 2011', () => {
    const part = readQuestion("after 2010 was japan's life expectancy ever above 84", years).parts[0]!
    expect(part.time).toMatchObject({ kind: 'span', from: 2011 })
  })
})

describe('2. "has X gone over N" (a present perfect of crossing, no word of the present) asks whether it ever did', () => {
  it.each([
    ["has japan's internet use gone over 93%", 'JPN', NET, 93],
    ["has canada's population passed 40 million", 'CAN', POP, 40e6],
    ["has japan's internet use ever gone over 93%", 'JPN', NET, 93],
  ] as const)('"%s": yes, with the first year above', async (question, country, indicator, figure) => {
    const first = firstAbove(country, indicator, figure)
    expect(first).not.toBeNull()
    const outcome = await valid(question)
    expect(outcome.answer).toMatch(/^Yes/)
    expect(outcome.citations.some((c) => c.years?.includes(first!) && c.country_codes.includes(country))).toBe(true)
  })

  it('"… now" asks the latest year', async () => {
    const outcome = await valid("has japan's internet use gone over 93% now")
    const latest = [...Array(years[1] - years[0] + 1).keys()]
      .map((k) => years[1] - k)
      .find((y) => ref('JPN', NET, y) !== null)!
    expect(ref('JPN', NET, latest)! > 93).toBe(false)
    expect(outcome.answer).toMatch(/^No/)
    expect(outcome.citations.some((c) => c.years?.includes(latest))).toBe(true)
  })
})

describe('3. "in which years did it fall" lists the years of a fall (count_years), never the highest and lowest', () => {
  it.each([
    ["in which years did brazil's life expectancy fall", 'BRA', LIFE, 'down'],
    ["en quelles années l'espérance de vie au Brésil a-t-elle baissé ?", 'BRA', LIFE, 'down'],
    ["which years did japan's gdp grow", 'JPN', 'NY.GDP.MKTP.CD', 'up'],
  ] as const)('"%s" lists them', async (question, country, indicator, way) => {
    expect(readQuestion(question, years).parts.map((p) => p.shape)).toEqual(['count_years'])
    const outcome = await valid(question)
    const expected = steps(country, indicator, years[0], way)
    const named = yearsIn(outcome.answer!)
    for (const y of expected) expect(named, `${outcome.answer}`).toContain(y)
  })
})

describe('4. "how many more years did people live" is life expectancy, never the population', () => {
  it.each([
    ['how many more years did people live in japan than in nigeria in 2022', 'JPN', 'NGA', LIFE, 2022],
    ["combien d'années de plus vit-on au Japon qu'au Nigeria en 2022 ?", 'JPN', 'NGA', LIFE, 2022],
    ['how many more people lived in japan than in nigeria in 2022', 'JPN', 'NGA', POP, 2022],
    ["combien d'habitants de plus vivaient au Nigeria qu'au Japon en 2022 ?", 'NGA', 'JPN', POP, 2022],
  ] as const)('"%s" gives the difference of %s', async (question, a, b, indicator, year) => {
    const outcome = await valid(question)
    const gap = Math.abs(ref(a, indicator, year)! - ref(b, indicator, year)!)
    expect(outcome.citations.every((c) => c.indicator_code === indicator)).toBe(true)
    expect(
      outcome.citations.some((c) => c.kind === 'difference' && Math.abs(Math.abs(c.value) - gap) < 1e-6 * gap),
      `${outcome.answer}`,
    ).toBe(true)
  })
})
