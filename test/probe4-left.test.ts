// Leftovers of the fourth reporter probe: questions the data answers that were declined (or sent to the desk), each
// with its neighbours, in English and French. Every expected number is computed from the snapshot here.
import { describe, expect, it } from 'vitest'
import { checkFigures } from '../src/gates/figures.js'
import { readQuestion } from '../src/reading/rules.js'
import { COUNTRIES, judgeTwoSeries, plannerService, ref, refSince, testStore } from './helpers.js'

const store = testStore()
const years = store.years
const planner = plannerService()
const ELEC = 'EG.ELC.ACCS.ZS'
const LIFE = 'SP.DYN.LE00.IN'
const GDP = 'NY.GDP.MKTP.CD'
const POP = 'SP.POP.TOTL'

async function answered(question: string) {
  const outcome = await planner.ask({ question })
  expect(outcome.status, outcome.answer ?? '').toBe('valid')
  expect(outcome.answer_status, outcome.answer ?? '').toBe('answered')
  return outcome
}

/** The countries whose value in a year is at least a figure. */
const atLeast = (indicator: string, year: number, figure: number) =>
  COUNTRIES.filter((c) => (ref(c, indicator, year) ?? -Infinity) >= figure)

describe('a count of the eight at a share of 100 % ("had 100% access") is those at 100 %; "at least" counts those at it', () => {
  it.each([
    ['how many of the 8 countries had 100% electricity access in 2023?', ELEC, 2023, 100],
    ["combien des 8 pays avaient 100 % d'accès à l'électricité en 2023 ?", ELEC, 2023, 100],
    ['how many of the eight countries had 100% electricity access in 2020?', ELEC, 2020, 100],
    ['how many countries had at least 99.7% electricity access in 2023?', ELEC, 2023, 99.7],
    ['which countries had a life expectancy of at least 80 in 2023?', LIFE, 2023, 80],
  ] as const)('"%s" counts and names them', async (question, indicator, year, figure) => {
    const expected = atLeast(indicator, year, figure)
    expect(expected.length).toBeGreaterThan(0)
    const outcome = await answered(question)
    expect(outcome.answer).toMatch(new RegExp(`(?:^|\\D)${expected.length} (?:of|des) `))
    const named = outcome.citations.filter((c) => c.kind === 'value').flatMap((c) => c.country_codes)
    expect(new Set(named)).toEqual(new Set(expected))
  })

  it('a bare figure that is not a share at its ceiling is still not counted (no count of those above given as theirs)', () => {
    const reading = readQuestion('how many countries had 90% internet use in 2023?', years)
    expect(reading.parts).toEqual([])
  })
})

describe("a decline quoting the question's own words is never refused by gate 2 for a digit in the quotation", () => {
  const question = 'which of the 8 countries grew on average in 2023?'
  const declined = 'The tools do not pick out the countries that meet a condition ("the 8 countries").'
  const evidence = { facts: [], years: new Set<number>(), question, rules: '', snapshotDate: '2026-07-01' }
  it("a decline: the quoted digit is the question's words", () => {
    expect(checkFigures({ status: 'cannot_answer', answer: declined }, evidence).problems).toEqual([])
  })
  it('an answer: the same quoted digit is still a figure the data must give', () => {
    expect(checkFigures({ status: 'answered', answer: declined }, evidence).problems.length).toBeGreaterThan(0)
  })
})

describe('« lequel / laquelle … ? » after a statement asks which of the two, not whether the statement holds', () => {
  it.each([
    ['PIB Inde vs Royaume-Uni en 2025 : lequel est devant ?', GDP, 'IND', 'GBR', 2025],
    ['PIB Inde vs Royaume-Uni en 2025 : lequel est le plus élevé ?', GDP, 'IND', 'GBR', 2025],
    ['population du Nigeria et du Brésil en 2020 : laquelle est la plus grande ?', POP, 'NGA', 'BRA', 2020],
  ] as const)('"%s" compares the two', async (question, indicator, a, b, year) => {
    const reading = readQuestion(question, years)
    expect(reading.parts.map((p) => [p.countries, p.polar])).toEqual([[[a, b], false]])
    const outcome = await answered(question)
    for (const c of [a, b])
      expect(outcome.citations.some((x) => x.country_codes.includes(c) && x.value === ref(c, indicator, year))).toBe(
        true,
      )
  })
})

describe('"since when has it been falling (rising)", « depuis quand baisse-t-elle » is the run of steps to the latest year', () => {
  /** The first year of the run of steps the way asked that lasts to the latest year with a value, from the snapshot. */
  function runSince(country: string, indicator: string, up: boolean) {
    const every = Array.from({ length: years[1] - years[0] + 1 }, (_, k) => years[0] + k)
    const known = every.flatMap((y) => {
      const v = ref(country, indicator, y)
      return v === null ? [] : [{ y, v }]
    })
    let k = known.length - 1
    const moved = (j: number) => (up ? known[j]!.v > known[j - 1]!.v : known[j]!.v < known[j - 1]!.v)
    while (k > 0 && moved(k)) k -= 1
    return { since: known[k + 1]?.y, latest: known.at(-1)!.y, held: k < known.length - 1 }
  }
  it.each([
    ["since when has japan's population been falling?", 'JPN', POP, false],
    ['depuis quand la population du Japon baisse-t-elle ?', 'JPN', POP, false],
    ["since when has nigeria's population been rising?", 'NGA', POP, true],
    ["since when has the uk's life expectancy been rising?", 'GBR', LIFE, true],
  ] as const)('"%s" names the first year of the run', async (question, country, indicator, up) => {
    const run = runSince(country, indicator, up)
    expect(run.held).toBe(true)
    const outcome = await answered(question)
    expect(outcome.answer).toMatch(new RegExp(`(?:since|depuis) ${run.since}\\b`))
    expect(outcome.answer).toMatch(new RegExp(`\\b${run.latest}\\b`))
  })
  it('not moving that way in the latest year: no "since", the latest step and the last year it did', async () => {
    const run = runSince('JPN', GDP, false)
    expect(run.held).toBe(false)
    const outcome = await answered("since when has japan's gdp been falling?")
    expect(outcome.answer).not.toMatch(/since \d{4}/)
  })
})

describe('a level claimed "since YEAR" ("has had more than 1.4 billion since 2020") held in every year from it to the latest', () => {
  const held = (country: string, indicator: string, from: number, figure: number) =>
    Array.from({ length: years[1] - from + 1 }, (_, k) => from + k)
      .map((y) => ref(country, indicator, y))
      .filter((v) => v !== null)
      .every((v) => v > figure)
  it.each([
    ['India has had more than 1.4 billion people since 2020, true?', 'IND', POP, 2020, 1.4e9],
    ["un élu affirme que l'Inde compte plus d'1,4 milliard d'habitants depuis 2020, vrai ?", 'IND', POP, 2020, 1.4e9],
    ['India has had more than 1.4 billion people since 2015, true?', 'IND', POP, 2015, 1.4e9],
    ['has internet use in brazil been above 80% since 2019?', 'BRA', 'IT.NET.USER.ZS', 2019, 80],
  ] as const)('"%s" is a yes or no over every year', async (question, country, indicator, from, figure) => {
    const outcome = await answered(question)
    expect(outcome.answer).toMatch(held(country, indicator, from, figure) ? /^(?:Yes|Oui)\b/ : /^(?:No|Non)\b/)
  })
})

describe('gate 2 holds the year said after "since" of a run of falls to the facts', () => {
  const question = "since when has japan's population been falling?"
  const fell = (y: number) => {
    const [v, before] = [ref('JPN', POP, y), ref('JPN', POP, y - 1)]
    return v === null || before === null ? null : v < before
  }
  const run = refSince(fell, [years[0] + 1, years[1]])
  it('the first year of the run passes; another year is refused', () => {
    expect(run.held).toBe(true)
    const say = (y: number) => `The population of Japan has fallen every year since ${y}.`
    expect(judgeTwoSeries(question, say(run.since!), 'JPN', 'JPN', POP)).toEqual([])
    const wrong = judgeTwoSeries(question, say(run.since! + 2), 'JPN', 'JPN', POP)
    expect(wrong.map((p) => p.code)).toContain('wrong_year')
  })
})

describe('"in billions" asks the amount in billions, as « en milliards » does: traced at the precision shown', () => {
  it.each([
    ['uk gdp 2024 in billions?', 'GBR', 2024],
    ['what was the gdp of the united states in 2023, in billions of dollars?', 'USA', 2023],
  ] as const)('"%s"', async (question, country, year) => {
    const value = ref(country, GDP, year)!
    expect(value).toBeGreaterThanOrEqual(1e12)
    const outcome = await answered(question)
    const shown = (value / 1e9).toLocaleString('en-US', { minimumFractionDigits: 1, maximumFractionDigits: 1 })
    expect(outcome.answer).toContain(`${shown} billion`)
    expect(outcome.answer).not.toContain('trillion')
  })
  it('without it, a trillion is still said in trillions', async () => {
    expect((await answered('uk gdp 2024?')).answer).toContain('trillion')
  })
})

describe('"universal", « universel » beside a share is 100 %, held only at 100 % (never about it)', () => {
  it.each([
    ['how many of the 8 countries had universal electricity access in 2023?', 2023],
    ["combien des 8 pays avaient un accès à l'électricité universel en 2023 ?", 2023],
  ] as const)('"%s" counts those at 100 %%', async (question, year) => {
    const expected = atLeast(ELEC, year, 100)
    const outcome = await answered(question)
    expect(outcome.answer).toMatch(new RegExp(`(?:^|\\D)${expected.length} (?:of|des) `))
  })
  it.each([
    ['did india have universal electricity access in 2020?', 'IND', 2020],
    ['did the uk have universal electricity access in 2023?', 'GBR', 2023],
  ] as const)('"%s" is yes only at 100 %%', async (question, country, year) => {
    const outcome = await answered(question)
    expect(outcome.answer).toMatch(ref(country, ELEC, year)! >= 100 ? /^Yes\b/ : /^No\b/)
  })
})
