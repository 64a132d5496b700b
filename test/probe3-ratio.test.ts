// A change as a multiple, and a fraction of another country's value (issue 35; issue 34 item 3: the composer writes
// only what gate 2 establishes). "By what factor did India's GDP grow", "did it multiply by 5", "fivefold",
// « multiplié par combien », « quintuplé »: one country's last value over its first, a ratio fact gate 2 traces, under
// one as it is ("0.89 times", never a rise); "half of Brazil's", "about a tenth of the US's", « le tiers »: the ratio
// as asked, against the fraction at its own precision. Every expected multiple is computed from the snapshot here.
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import { readQuestion } from '../src/reading/rules.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { ref, testConfig, testStore } from './helpers.js'

const store = testStore()
const years = store.years
const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
const GDP = 'NY.GDP.MKTP.CD'
const POP = 'SP.POP.TOTL'
const NET = 'IT.NET.USER.ZS'

/** The last year with a value. */
function latest(country: string, indicator: string): number {
  for (let y = years[1]; y >= years[0]; y -= 1) if (ref(country, indicator, y) !== null) return y
  throw new Error('no value')
}

/** The snapshot's value of `a` over `b` (a country's two years, or two countries' one year). */
const over = (a: number | null, b: number | null) => a! / b!

/** A multiple as the answer shows it: two decimals, in the answer's language. */
const shown = (x: number, lang: 'en' | 'fr') => (lang === 'fr' ? x.toFixed(2).replace('.', ',') : x.toFixed(2))

async function valid(question: string) {
  const outcome = await planner.ask({ question })
  expect(outcome.status, `${question}: ${outcome.answer ?? outcome.draft}`).toBe('valid')
  expect(outcome.answer_status, `${question}: ${outcome.answer}`).toBe('answered')
  return outcome
}

/** A ratio cited from the data (the multiple, traced by gate 2), of these countries and years. */
function citesRatio(outcome: Awaited<ReturnType<typeof valid>>, countries: string[], yrs: number[]) {
  const cited = outcome.citations.find((c) => c.kind === 'ratio')
  expect(cited, outcome.answer!).toBeDefined()
  expect(cited!.country_codes).toEqual(countries)
  expect(cited!.years).toEqual(yrs)
  return cited!
}

describe('1. A change as a multiple over a span: the last value over the first, a traced ratio fact', () => {
  it.each([
    ["By what factor did India's GDP grow from 2000 to 2020?", 'IND', GDP, 2000, 2020, 'en'],
    ["How many times bigger was India's GDP in 2020 than in 2000?", 'IND', GDP, 2000, 2020, 'en'],
    ["How many times larger was Nigeria's population in 2024 than in 2000?", 'NGA', POP, 2000, 2024, 'en'],
    ["How many times did India's GDP multiply between 2000 and 2020?", 'IND', GDP, 2000, 2020, 'en'],
    [
      "By how many times did Brazil's GDP per capita increase between 2000 and 2020?",
      'BRA',
      'NY.GDP.PCAP.CD',
      2000,
      2020,
      'en',
    ],
    ['India GDP 2000 vs 2020: by what factor?', 'IND', GDP, 2000, 2020, 'en'],
    ['By what factor did internet use in Nigeria grow from 2005 to 2020?', 'NGA', NET, 2005, 2020, 'en'],
    ["Le PIB de l'Inde a été multiplié par combien entre 2000 et 2020 ?", 'IND', GDP, 2000, 2020, 'fr'],
    ['Par combien le PIB du Nigeria a-t-il été multiplié entre 2000 et 2020 ?', 'NGA', GDP, 2000, 2020, 'fr'],
    ["Combien de fois le PIB de l'Inde a-t-il été multiplié entre 2000 et 2020 ?", 'IND', GDP, 2000, 2020, 'fr'],
  ] as const)('"%s"', async (question, c, i, from, to, lang) => {
    const ratio = over(ref(c, i, to), ref(c, i, from))
    const outcome = await valid(question)
    expect(outcome.answer).not.toMatch(/^(Yes|No|Oui|Non)\b/)
    expect(outcome.answer).toContain(`${shown(ratio, lang)} ${lang === 'fr' ? 'fois' : 'times'}`)
    expect(citesRatio(outcome, [c], [from, to]).value).toBeCloseTo(ratio, 9)
  })

  it('"since 2000" runs to the latest year with a value', async () => {
    const to = latest('IND', GDP)
    const outcome = await valid("Has India's GDP quadrupled since 2000?")
    const ratio = over(ref('IND', GDP, to), ref('IND', GDP, 2000))
    // ("Quadrupled", as "doubled" is: at least four times.)
    expect(outcome.answer).toMatch(ratio >= 4 ? /^Yes/ : /^No/)
    citesRatio(outcome, ['IND'], [2000, to])
  })
})

describe('1b. The question\'s own multiple, checked: "multiply by 5", "fivefold", « a été multiplié par 5 »', () => {
  it.each([
    [
      "Did India's GDP multiply by 5 between 2000 and 2020?",
      'IND',
      GDP,
      2000,
      2020,
      (r: number) => r >= 4.95 && r < 5.05,
    ],
    [
      "Did India's GDP grow fivefold between 2000 and 2020?",
      'IND',
      GDP,
      2000,
      2020,
      (r: number) => r >= 4.95 && r < 5.05,
    ],
    [
      "Did India's GDP grow 5-fold between 2000 and 2020?",
      'IND',
      GDP,
      2000,
      2020,
      (r: number) => r >= 4.95 && r < 5.05,
    ],
    [
      "Did India's GDP grow 5 times between 2000 and 2020?",
      'IND',
      GDP,
      2000,
      2020,
      (r: number) => r >= 4.95 && r < 5.05,
    ],
    [
      "Did Nigeria's GDP increase tenfold between 2000 and 2024?",
      'NGA',
      GDP,
      2000,
      2024,
      (r: number) => r >= 9.5 && r < 10.5,
    ],
    [
      "Did Nigeria's population grow more than tenfold between 2000 and 2020?",
      'NGA',
      POP,
      2000,
      2020,
      (r: number) => r > 10,
    ],
    [
      'Did the US population grow by a factor of 1.2 between 2000 and 2020?',
      'USA',
      POP,
      2000,
      2020,
      (r: number) => r >= 1.15 && r < 1.25,
    ],
    ["Did Japan's GDP grow 2.5 times from 2000 to 2020?", 'JPN', GDP, 2000, 2020, (r: number) => r >= 2.45 && r < 2.55],
    [
      "Le PIB de l'Inde a-t-il été multiplié par 5 entre 2000 et 2020 ?",
      'IND',
      GDP,
      2000,
      2020,
      (r: number) => r >= 4.95 && r < 5.05,
    ],
    ["Le PIB de l'Inde a-t-il quintuplé entre 2000 et 2020 ?", 'IND', GDP, 2000, 2020, (r: number) => r >= 5],
    ['Le PIB du Nigeria a-t-il quadruplé entre 2000 et 2024 ?', 'NGA', GDP, 2000, 2024, (r: number) => r >= 4],
    [
      'Le PIB du Japon a-t-il été multiplié par plus de 1,5 entre 2000 et 2020 ?',
      'JPN',
      GDP,
      2000,
      2020,
      (r: number) => r > 1.5,
    ],
    [
      "Did Canada's GDP per capita grow 1.5-fold from 2000 to 2010?",
      'CAN',
      'NY.GDP.PCAP.CD',
      2000,
      2010,
      (r: number) => r >= 1.45 && r < 1.55,
    ],
    [
      "Did India's GDP grow by a factor of five between 2000 and 2020?",
      'IND',
      GDP,
      2000,
      2020,
      (r: number) => r >= 4.95 && r < 5.05,
    ],
    [
      'Le PIB du Nigeria a-t-il été multiplié par cinq entre 2000 et 2024 ?',
      'NGA',
      GDP,
      2000,
      2024,
      (r: number) => r >= 4.95 && r < 5.05,
    ],
    [
      "La population de l'Inde a-t-elle été multipliée par 1,4 entre 2000 et 2024 ?",
      'IND',
      POP,
      2000,
      2024,
      (r: number) => r >= 1.35 && r < 1.45,
    ],
  ] as const)('"%s"', async (question, c, i, from, to, holds) => {
    const ratio = over(ref(c, i, to), ref(c, i, from))
    const outcome = await valid(question)
    const fr = /^(Oui|Non)/.test(outcome.answer!)
    expect(outcome.answer).toMatch(holds(ratio) ? /^(Yes|Oui)\b/ : /^(No|Non)\b/)
    expect(outcome.answer).toContain(shown(ratio, fr ? 'fr' : 'en'))
    expect(citesRatio(outcome, [c], [from, to]).value).toBeCloseTo(ratio, 9)
  })

  it('a multiple asked without two years is declined naming its words, never the figure read as a value', async () => {
    for (const question of [
      "Did India's GDP multiply by 5?",
      "Did India's GDP grow fivefold?",
      "Was India's GDP more than 5 times bigger in 2020?",
    ]) {
      const outcome = await planner.ask({ question })
      expect(outcome.status, `${question}: ${outcome.answer ?? outcome.draft}`).toBe('valid')
      expect(outcome.answer_status, `${question}: ${outcome.answer}`).toBe('cannot_answer')
      expect(outcome.answer).not.toMatch(/\b5\b/)
    }
  })
})

describe('2. A multiple below one is said as it is, never a rise', () => {
  it.each([
    ["By what factor did Japan's GDP change from 2010 to 2020?", 'JPN', GDP, 2010, 2020],
    ["By what factor did Japan's population change between 2010 and 2024?", 'JPN', POP, 2010, 2024],
  ] as const)('"%s"', async (question, c, i, from, to) => {
    const ratio = over(ref(c, i, to), ref(c, i, from))
    expect(ratio).toBeLessThan(1)
    const outcome = await valid(question)
    expect(outcome.answer).toContain(`${shown(ratio, 'en')} times`)
    expect(outcome.answer).not.toMatch(/\b(grew|rose|increase|increased)\b/)
    citesRatio(outcome, [c], [from, to])
  })
})

describe("3. A fraction of another country's value: the ratio as asked, at the fraction's own precision", () => {
  it.each([
    ["Was Mexico's GDP half of Brazil's in 2020?", 'MEX', 'BRA', GDP, 2020, (r: number) => r >= 0.495 && r < 0.505],
    ["Was Nigeria's population more than half of the US's in 2000?", 'NGA', 'USA', POP, 2000, (r: number) => r > 0.5],
    ["was the uk's gdp more than half of japan's in 2020", 'GBR', 'JPN', GDP, 2020, (r: number) => r > 0.5],
    [
      "was mexico's population more than a third of the us's in 2020",
      'MEX',
      'USA',
      POP,
      2020,
      (r: number) => r > 1 / 3,
    ],
    [
      'la population du Royaume-Uni représentait-elle plus de la moitié de celle du Japon en 2020 ?',
      'GBR',
      'JPN',
      POP,
      2020,
      (r: number) => r > 0.5,
    ],
    [
      "Was Mexico's GDP a third of Brazil's in 2020?",
      'MEX',
      'BRA',
      GDP,
      2020,
      (r: number) => Math.abs(r - 1 / 3) < 0.005,
    ],
    [
      "Was the UK's population a quarter of the US's in 2020?",
      'GBR',
      'USA',
      POP,
      2020,
      (r: number) => r >= 0.245 && r < 0.255,
    ],
    [
      "Was Japan's GDP two thirds of the US's GDP in 2000?",
      'JPN',
      'USA',
      GDP,
      2000,
      (r: number) => Math.abs(r - 2 / 3) < 0.005,
    ],
    [
      "Was Canada's GDP three quarters of Brazil's in 2010?",
      'CAN',
      'BRA',
      GDP,
      2010,
      (r: number) => r >= 0.745 && r < 0.755,
    ],
    [
      'Le PIB du Mexique était-il la moitié de celui du Brésil en 2020 ?',
      'MEX',
      'BRA',
      GDP,
      2020,
      (r: number) => r >= 0.495 && r < 0.505,
    ],
    [
      'Le PIB du Mexique représentait-il le tiers de celui du Brésil en 2020 ?',
      'MEX',
      'BRA',
      GDP,
      2020,
      (r: number) => Math.abs(r - 1 / 3) < 0.005,
    ],
    [
      'La population du Canada représente-t-elle le quart de celle du Japon en 2020 ?',
      'CAN',
      'JPN',
      POP,
      2020,
      (r: number) => r >= 0.245 && r < 0.255,
    ],
    [
      'La population du Royaume-Uni était-elle environ le cinquième de celle des États-Unis en 2020 ?',
      'GBR',
      'USA',
      POP,
      2020,
      (r: number) => Math.abs(r - 0.2) <= 0.01,
    ],
  ] as const)('"%s"', async (question, a, b, i, y, holds) => {
    // (The verdict is on both values; the ratio shown and cited is the tool's, to the hundredth.)
    const exact = over(ref(a, i, y), ref(b, i, y))
    const ratio = Math.round(exact * 100) / 100
    const outcome = await valid(question)
    const fr = /^(Oui|Non)/.test(outcome.answer!)
    expect(outcome.answer).toMatch(holds(exact) ? /^(Yes|Oui)\b/ : /^(No|Non)\b/)
    // (As asked: the first over the second, under one, never turned round.)
    expect(outcome.answer).toContain(`${shown(ratio, fr ? 'fr' : 'en')} ${fr ? 'fois' : 'times'}`)
    expect(citesRatio(outcome, [a, b], [y]).value).toBeCloseTo(ratio, 9)
  })

  it('"about a tenth of the US\'s", asked in the present: the latest year with both values', async () => {
    const y = Math.min(latest('CAN', POP), latest('USA', POP))
    const ratio = over(ref('CAN', POP, y), ref('USA', POP, y))
    const outcome = await valid("Is Canada's population about a tenth of the US's?")
    expect(outcome.answer).toMatch(Math.abs(ratio - 0.1) <= 0.005 ? /^Yes/ : /^No/)
    citesRatio(outcome, ['CAN', 'USA'], [y])
  })

  it("a percent of another country's value stays declined, naming the words", async () => {
    const outcome = await planner.ask({ question: "Was Mexico's population more than 60 percent of Brazil's in 2020?" })
    expect(outcome.answer_status).toBe('cannot_answer')
    expect(outcome.answer).toContain('Brazil')
  })
})

describe('4. The read-as line prints the figure readably, in both languages', () => {
  it.each([
    ["Was Mexico's GDP a third of Brazil's in 2020?", /"a third" \(at least 0\.328 and under 0\.338\)/],
    [
      'Le PIB du Mexique représentait-il le tiers de celui du Brésil en 2020 ?',
      /« le tiers » \(au moins 0,328 et moins de 0,338\)/,
    ],
    ["Was Japan's GDP two thirds of the US's GDP in 2000?", /"two thirds" \(at least 0\.662 and under 0\.672\)/],
    ["Is the UK population about a third of Japan's in 2020?", /\(about 0\.333: between 0\.317 and 0\.35\)/],
    ["was mexico's population more than a third of the us's in 2020", /\(more than 0\.333\)/],
  ] as const)('"%s"', async (question, readable) => {
    const outcome = await valid(question)
    expect(outcome.read_as).toMatch(readable)
    // (Never a fraction's endless digits: "0.333333", "0,666667".)
    expect(outcome.read_as).not.toMatch(/\d[.,]\d{4,}/)
  })

  it('the reading holds the fraction itself ("more than a third" is more than 1/3, not more than 0.33)', () => {
    const part = readQuestion("Was Mexico's GDP a third of Brazil's in 2020?", years).parts[0]!
    expect(part.figure?.value).toBeCloseTo(1 / 3, 12)
  })
})
