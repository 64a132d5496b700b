// Questions a helper playing a journalist wrote (not examples of the docs), that the rules declined although the data
// answers them: a country's own highest reached ("atteint son maximum" is no overtaking), "classez", "the 8" as the
// eight, a country's code in lower case. Every expected figure is read from the snapshot by code.
import { describe, expect, it } from 'vitest'
import { INDICATOR } from '../src/lexicon/codes.js'
import { plannerService, ref, refRanking, shows } from './helpers.js'

const { POP, GDP, LE, NET, PCAP } = INDICATOR
const years = Array.from({ length: 26 }, (_, k) => 2000 + k)
/** The year of a country's highest (lowest) value over the data, and the value. */
const extreme = (c: string, i: string, order: 'highest' | 'lowest') =>
  years
    .flatMap((y) => (ref(c, i, y) === null ? [] : [{ y, v: ref(c, i, y)! }]))
    .reduce((a, b) => ((order === 'highest' ? b.v > a.v : b.v < a.v) ? b : a))

describe('questions a journalist wrote, answered', () => {
  it.each([
    ['En quelle année le PIB du Brésil a-t-il atteint son maximum ?', 'BRA', GDP, 'highest'],
    ['Quand la population du Japon a-t-elle atteint son plus haut niveau ?', 'JPN', POP, 'highest'],
    ["When did Japan's population reach its peak?", 'JPN', POP, 'highest'],
    ["When did Nigeria's life expectancy reach its lowest?", 'NGA', LE, 'lowest'],
  ] as const)('%s: its own %s year, never an overtaking', async (question, c, i, order) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    const { y, v } = extreme(c, i, order)
    expect(outcome.answer).toContain(String(y))
    expect(shows(outcome.answer!, v)).toBe(true)
  })

  it.each([
    ['Classez les pays par espérance de vie en 2020.', LE, 2020],
    ['Rank the 8 by internet use in 2024', NET, 2024],
    ['Classez les 8 pays par PIB en 2020', GDP, 2020],
  ] as const)('%s: the ranking of the eight', async (question, i, year) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    for (const { value } of refRanking(i, year)) expect(shows(outcome.answer!, value)).toBe(true)
  })

  it('reads a country code in lower case ("nga vs ind")', async () => {
    const outcome = await plannerService().ask({ question: 'nga vs ind gdp per capita 2020' })
    expect(outcome.status).toBe('valid')
    for (const c of ['NGA', 'IND']) expect(shows(outcome.answer!, ref(c, PCAP, 2020)!)).toBe(true)
  })

  it.each([
    'Population of Canada in 2024 and GDP of Brazil in 2019?',
    'Population du Canada en 2024 et PIB du Brésil en 2019 ?',
  ])('%s: each country with its own series and year, not every series of every country', async (question) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    const cited = new Set(outcome.citations.map((c) => c.value))
    expect(cited).toEqual(new Set([ref('CAN', POP, 2024), ref('BRA', GDP, 2019)]))
  })

  it.each([
    'GDP per cap USA 2000 -> 2024, % change and CAGR',
    'GDP per capita of the USA from 2000 to 2024: the percentage change and the compound annual growth rate?',
    'What were the average and median life expectancy of the eight in 2020?',
  ])('%s: both measures asked, each answered', async (question) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    if (question.startsWith('GDP')) {
      const [a, b] = [ref('USA', PCAP, 2000)!, ref('USA', PCAP, 2024)!]
      expect(outcome.answer).toContain(`+${((b / a - 1) * 100).toFixed(2)}%`)
      expect(outcome.answer).toContain(`+${(((b / a) ** (1 / 24) - 1) * 100).toFixed(2)}%`)
    } else {
      const values = refRanking(LE, 2020)
        .map((r) => r.value)
        .sort((x, y) => x - y)
      const mean = values.reduce((t, v) => t + v, 0) / values.length
      const median = (values[3]! + values[4]!) / 2
      expect(shows(outcome.answer!, mean)).toBe(true)
      expect(shows(outcome.answer!, median)).toBe(true)
    }
  })

  it.each([
    [
      'Réponds en anglais : quelle était la population du Nigeria en 2024 ?',
      'NGA',
      POP,
      2024,
      '« Réponds en anglais »',
    ],
    ['Population du Nigeria en 2024, en toutes lettres.', 'NGA', POP, 2024, '« en toutes lettres »'],
    ["What was Canada's population in 2024, without decimals?", 'CAN', POP, 2024, '"without decimals"'],
  ] as const)(
    '%s: how to write the answer is an instruction set aside, and the value is given',
    async (question, c, i, y, quoted) => {
      const outcome = await plannerService().ask({ question })
      expect(outcome.status).toBe('valid')
      expect(shows(outcome.answer!, ref(c, i, y)!)).toBe(true)
      expect(outcome.answer).toContain(quoted)
    },
  )

  it.each([
    [
      "Quelle était la population du Japon en 2020 ? Puis celle de l'Inde la même année.",
      [
        ['JPN', POP],
        ['IND', POP],
      ],
    ],
    [
      "Combien d'habitants au Canada en 2020 ? Et son PIB la même année ?",
      [
        ['CAN', POP],
        ['CAN', GDP],
      ],
    ],
  ] as const)('%s: "la même année" is the year of the sentence before', async (question, asked) => {
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    for (const [c, i] of asked) expect(shows(outcome.answer!, ref(c, i, 2020)!)).toBe(true)
  })

  it('a country compared with itself across two years is never compared with the country of the next sentence', async () => {
    const question = "Was Brazil's GDP higher in 2011 than in 2024? And Mexico's?"
    const outcome = await plannerService().ask({ question })
    expect(outcome.status).toBe('valid')
    // (Mexico's GDP was below Brazil's in both years: a comparison between them would have said "No" twice.)
    expect(outcome.answer).not.toMatch(/^No\b/)
    expect(outcome.answer).not.toMatch(/lower than for Brazil/)
    for (const c of ['BRA', 'MEX'])
      for (const y of [2011, 2024]) expect(shows(outcome.answer!, ref(c, GDP, y)!)).toBe(true)
  })
})
