// "The biggest one-year fall (rise)" of one country: its own move from one year to the next (the peak shape with a
// way), never its highest and lowest years nor the latest growth rate; "has it ever fallen from one year to the next":
// whether it fell in any year. Every expected year and figure is found here by scanning every year of the CSV.
import { describe, expect, it } from 'vitest'
import { checkClaims } from '../src/gates/claims.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { COUNTRY_FORMS } from '../src/lexicon/names.js'
import { readQuestion } from '../src/reading/rules.js'
import { detectLanguage } from '../src/text/language.js'
import { factsOf, missingYearsOf } from '../src/tools/facts.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { plannerService, ref, shows, testStore } from './helpers.js'

const { POP, GDP, PCAP, NET } = INDICATOR
const years = [2000, 2025] as const

/** Every step of a country's series from one year to the next over [from, to], from the CSV. */
function steps(c: string, i: string, from: number, to: number) {
  const out: { year: number; move: number; ratio: number }[] = []
  for (let y = from + 1; y <= to; y += 1) {
    const [a, b] = [ref(c, i, y - 1), ref(c, i, y)]
    if (a !== null && b !== null) out.push({ year: y, move: b - a, ratio: b / a - 1 })
  }
  return out
}
/** The biggest step the way asked (by difference, or in percent), from the CSV. */
function biggest(c: string, i: string, from: number, to: number, up: boolean, byPercent = false) {
  const key = (s: { move: number; ratio: number }) => (byPercent ? s.ratio : s.move)
  const way = steps(c, i, from, to).filter((s) => (up ? key(s) > 0 : key(s) < 0))
  return way.reduce((b, s) => ((up ? key(s) > key(b) : key(s) < key(b)) ? s : b))
}
/** The last year with a value, from the CSV. */
const last = (c: string, i: string) => {
  for (let y = years[1]; y >= years[0]; y -= 1) if (ref(c, i, y) !== null) return y
  throw new Error('no value')
}

const ask = (question: string) => plannerService().ask({ question, design: 'tools' })

interface Case {
  q: string
  c: string
  i: string
  from: number
  to: () => number
  up: boolean
  byPercent?: boolean
}
const CASES: Case[] = [
  {
    q: "What was the biggest one-year fall in Brazil's GDP between 2000 and 2024?",
    c: 'BRA',
    i: GDP,
    from: 2000,
    to: () => 2024,
    up: false,
  },
  {
    q: "Brazil's GDP: biggest annual drop since 2000?",
    c: 'BRA',
    i: GDP,
    from: 2000,
    to: () => last('BRA', GDP),
    up: false,
  },
  {
    q: "In which year did Brazil's GDP fall the most?",
    c: 'BRA',
    i: GDP,
    from: 2000,
    to: () => last('BRA', GDP),
    up: false,
  },
  {
    q: 'Quelle a été la plus forte hausse annuelle du PIB des États-Unis ?',
    c: 'USA',
    i: GDP,
    from: 2000,
    to: () => last('USA', GDP),
    up: true,
  },
  {
    q: "What was the largest year-on-year increase in India's population since 2010?",
    c: 'IND',
    i: POP,
    from: 2010,
    to: () => last('IND', POP),
    up: true,
  },
  {
    q: "What was the sharpest drop in Japan's population from one year to the next?",
    c: 'JPN',
    i: POP,
    from: 2000,
    to: () => last('JPN', POP),
    up: false,
  },
  {
    q: "Quelle a été la plus forte baisse du PIB du Mexique d'une année sur l'autre entre 2005 et 2020 ?",
    c: 'MEX',
    i: GDP,
    from: 2005,
    to: () => 2020,
    up: false,
  },
  {
    q: "Quelle a été la plus forte hausse de l'utilisation d'Internet au Nigeria en un an ?",
    c: 'NGA',
    i: NET,
    from: 2000,
    to: () => last('NGA', NET),
    up: true,
  },
  {
    q: "What was the biggest fall in percent in Mexico's GDP per capita from one year to the next?",
    c: 'MEX',
    i: PCAP,
    from: 2000,
    to: () => last('MEX', PCAP),
    up: false,
    byPercent: true,
  },
  // ("Its worst year" for a fall is its biggest fall; "by what percentage" asks it in percent.)
  {
    q: "By what percentage did Brazil's GDP fall in its worst year?",
    c: 'BRA',
    i: GDP,
    from: 2000,
    to: () => last('BRA', GDP),
    up: false,
    byPercent: true,
  },
  {
    q: 'De combien le PIB du Brésil a-t-il baissé lors de sa pire année ?',
    c: 'BRA',
    i: GDP,
    from: 2000,
    to: () => last('BRA', GDP),
    up: false,
  },
  {
    q: 'Quelle a été la plus forte baisse annuelle du PIB du Brésil, en pourcentage ?',
    c: 'BRA',
    i: GDP,
    from: 2000,
    to: () => last('BRA', GDP),
    up: false,
    byPercent: true,
  },
]

describe('the biggest one-year fall (rise) of one country', () => {
  it.each(CASES.map((c) => [c.q, c] as const))('%s', async (_q, c) => {
    const [part] = readQuestion(c.q, years).parts
    expect(part).toMatchObject({ shape: 'peak', countries: [c.c], indicator: c.i, direction: c.up ? 'up' : 'down' })
    expect(part!.faster === true).toBe(c.byPercent === true)
    const outcome = await ask(c.q)
    expect(outcome.problems).toEqual([])
    expect(outcome.status).toBe('valid')
    const answer = outcome.answer!
    expect(detectLanguage(answer)).toBe(detectLanguage(c.q))
    const edge = biggest(c.c, c.i, c.from, c.to(), c.up, c.byPercent)
    // The year of the move, the year before it, both values; by difference, the move itself.
    expect(answer).toMatch(new RegExp(`(?:in|en) ${edge.year}\\b`))
    expect(answer).toContain(String(edge.year - 1))
    for (const v of [ref(c.c, c.i, edge.year - 1)!, ref(c.c, c.i, edge.year)!])
      expect(shows(answer, v), `${answer} should show ${v}`).toBe(true)
    if (!c.byPercent) expect(shows(answer, Math.abs(edge.move)), answer).toBe(true)
    // In percent: the percent itself, from the change the plan fetched into that year.
    const pct = (edge.ratio * 100).toFixed(2)
    if (c.byPercent) expect(answer.replace(/(\d),(\d\d)[\s\u00a0\u202f]?%/u, '$1.$2%'), answer).toContain(`${pct}%`)
    // Every figure cited; never the highest and lowest years' answer.
    expect(outcome.citations.length).toBeGreaterThanOrEqual(c.byPercent ? 2 : 3)
    expect(answer).not.toMatch(/at its highest|plus haut niveau|growth rate|taux de variation/)
  })

  it('a country whose series never moved that way is told so, every figure cited', async () => {
    // (A series with no year-on-year fall over the data, found by scanning: the answer says it did not fall.)
    const c = ['NGA', 'IND', 'BRA', 'MEX', 'USA', 'CAN', 'GBR'].find((x) =>
      steps(x, POP, 2000, last(x, POP)).every((s) => s.move > 0),
    )!
    const outcome = await ask(`What was the biggest one-year fall in the population of ${COUNTRY_FORMS[c]!.en}?`)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toMatch(/did not fall in any year/)
    for (const y of [2000, last(c, POP)]) expect(shows(outcome.answer!, ref(c, POP, y)!)).toBe(true)
  })

  it('"when did it rise to its highest" stays the highest year, and one year named stays that year\'s change', () => {
    expect(readQuestion("When did Brazil's GDP rise to its highest level?", years).parts[0]).toMatchObject({
      shape: 'peak',
      order: 'highest',
    })
    expect(readQuestion("When did Brazil's GDP rise to its highest level?", years).parts[0]!.direction).toBeUndefined()
    expect(readQuestion("What was the biggest fall in Brazil's GDP in 2015?", years).parts[0]).toMatchObject({
      shape: 'change',
      time: { kind: 'span', from: 2014, to: 2015 },
    })
  })

  it('gate 2 refuses a sentence that names the wrong year for the biggest fall', () => {
    const edge = biggest('BRA', GDP, 2000, 2024, false)
    const other = steps('BRA', GDP, 2000, 2024).find((s) => s.move < 0 && s.year !== edge.year)!
    const store = testStore()
    const toolbox = createToolbox(store)
    const outcome = toolbox.run('get_values', {
      country_code: 'BRA',
      indicator_code: GDP,
      start_year: 2000,
      end_year: 2024,
    })
    const judge = (answer: string) =>
      checkClaims(
        { status: 'answered', answer },
        'en',
        { facts: factsOf(outcome, 1), missingYears: new Set(missingYearsOf(outcome)), snapshotYears: store.years },
        null,
        () => false,
      )
    const said = (y: number) => `From 2000 to 2024, the biggest one-year fall in the GDP of Brazil was in ${y}.`
    expect(judge(said(edge.year))).toEqual([])
    expect(judge(said(other.year)).map((p) => p.code)).toContain('wrong_extreme')
  })
})

describe('"has it ever fallen from one year to the next": whether it fell in any year', () => {
  it.each([
    ["Has Japan's population ever fallen from one year to the next?", 'JPN'],
    ["La population du Nigeria a-t-elle déjà baissé d'une année sur l'autre ?", 'NGA'],
    ["Has India's population ever fallen year on year?", 'IND'],
  ] as const)('%s', async (q, c) => {
    expect(readQuestion(q, years).parts[0]).toMatchObject({
      shape: 'every_year',
      countries: [c],
      direction: 'down',
      never: true,
      negated: true,
    })
    const fell = steps(c, POP, 2000, last(c, POP)).filter((s) => s.move < 0)
    const outcome = await ask(q)
    expect(outcome.problems).toEqual([])
    expect(outcome.status).toBe('valid')
    const answer = outcome.answer!
    // Yes when some year fell, naming the first of them; no when none did.
    expect(answer.startsWith(fell.length > 0 ? (c === 'NGA' ? 'Oui' : 'Yes') : c === 'NGA' ? 'Non' : 'No')).toBe(true)
    if (fell.length > 0) expect(answer).toContain(String(fell[0]!.year))
  })
})
