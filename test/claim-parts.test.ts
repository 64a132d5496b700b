// Wrong answers a probe found shown `valid` (probe 2): a verdict given from a claim part not read. Each kind is now
// read whole, or declined with a reason naming its words; every figure and verdict here is computed from the snapshot.
import { describe, expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
import { snapshotReference } from '../src/eval/reference.js'
import { COUNTRY_CODES, INDICATOR } from '../src/lexicon/codes.js'
import { readQuestion } from '../src/reading/rules.js'
import { plannerService, shows } from './helpers.js'

const ref = snapshotReference(loadSnapshot('data'))
const { PCAP, NET, LE } = INDICATOR
const [FIRST, LAST] = [2000, 2025]
const ask = (question: string) => plannerService().ask({ question })
const verdictOf = (yes: boolean, language: 'en' | 'fr') =>
  language === 'fr' ? (yes ? 'Oui' : 'Non') : yes ? 'Yes' : 'No'
const opensWithVerdict = (answer: string) => /^(Yes|No|Oui|Non)\b/.test(answer)

describe('a margin, whatever the comparative verb, is part of the claim', () => {
  const year = 2023
  const gap = ref.row('JPN', LE, year).value - ref.row('USA', LE, year).value
  const [over, under] = [Math.ceil(gap), Math.floor(gap)]
  it.each([
    [`Did Japan's life expectancy exceed America's by more than ${over} years in ${year}?`, over, 'en'],
    [`L'espérance de vie au Japon dépassait-elle celle des États-Unis de plus de ${over} ans en ${year} ?`, over, 'fr'],
    [`Did Japan's life expectancy outstrip America's by more than ${under} years in ${year}?`, under, 'en'],
    [`Did Japan's life expectancy surpass America's by more than ${over} years in ${year}?`, over, 'en'],
    [`Did Japan's life expectancy top America's by more than ${under} years in ${year}?`, under, 'en'],
    [`Was Japan's life expectancy ahead of America's by more than ${over} years in ${year}?`, over, 'en'],
    [`Was Japan's life expectancy more than ${over} years higher than America's in ${year}?`, over, 'en'],
    [`Le Japon devançait-il les États-Unis de plus de ${under} ans en espérance de vie en ${year} ?`, under, 'fr'],
    [
      `L'espérance de vie au Japon surpassait-elle celle des États-Unis de plus de ${over} ans en ${year} ?`,
      over,
      'fr',
    ],
  ] as const)('%s', async (question, margin, language) => {
    const part = readQuestion(question, [FIRST, LAST]).parts[0]!
    expect(part.shape).toBe('compare')
    expect(part.figure?.value).toBe(margin)
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer!.startsWith(verdictOf(gap > margin, language))).toBe(true)
    expect(shows(outcome.answer!, gap), outcome.answer!).toBe(true)
  })

  it.each([
    [`Has Japan's life expectancy ever exceeded America's by more than ${over} years?`],
    [`Was Japan's life expectancy ahead of America's by more than ${over} years every year from 2010 to 2020?`],
  ])('a margin over every year, which one year does not give, is declined naming its words: %s', async (question) => {
    const outcome = await ask(question)
    expect(outcome.answer_status).toBe('cannot_answer')
    expect(opensWithVerdict(outcome.answer!)).toBe(false)
    expect(outcome.answer).toMatch(/"(ever|every year|exceeded|ahead)"/)
  })
})

describe('an age of life expectancy is no figure of the question: the data has it at birth', () => {
  it.each([
    ['Espérance de vie à 65 ans au Royaume-Uni en 2019 ?', 'age', '« à … ans »'],
    ['Espérance de vie à 60 ans au Japon en 2020 ?', 'age', '« à … ans »'],
    ['Life expectancy at 65 in Canada in 2019?', 'age', '"at …"'],
    ['Life expectancy in Japan at 65 in 2019?', 'age', '"at …"'],
    ['Life expectancy at age 65 in Japan in 2019?', 'age', '"at age …"'],
    ['What was life expectancy after 60 in Japan in 2019?', 'age', '"after …"'],
    ['Espérance de vie des plus de 65 ans au Japon en 2019 ?', 'age', '« des plus de … ans »'],
    ["L'espérance de vie à l'âge de 65 ans au Canada en 2019 ?", 'age', 'âge'],
    ['Life expectancy for people 65 and over in Canada in 2019?', 'age', '"… and over"'],
    ['Healthy life expectancy in Japan in 2019?', 'other_indicator', '"Healthy life expectancy"'],
    ['Espérance de vie en bonne santé au Japon en 2019 ?', 'other_indicator', 'bonne santé'],
  ])('%s', async (question, reason, words) => {
    expect(readQuestion(question, [FIRST, LAST]).decline?.reason).toBe(reason)
    const outcome = await ask(question)
    expect(outcome.answer_status).toBe('cannot_answer')
    expect(opensWithVerdict(outcome.answer!)).toBe(false)
    expect(outcome.answer).toContain(words)
    // The age is never quoted back: a number in a decline is one no tool gave.
    expect(outcome.answer).not.toMatch(/\b(60|65)\b/)
  })

  it.each([
    ["Was Japan's life expectancy over 84 in 2019?", 84, 'en'],
    ['Was life expectancy in Japan at 84 in 2019?', 84, 'en'],
    ["L'espérance de vie au Japon était-elle de plus de 80 ans en 2019 ?", 80, 'fr'],
  ] as const)('a level asked of it still is: %s', async (question, figure, language) => {
    const value = ref.row('JPN', LE, 2019).value
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    const holds = question.includes(' at ') ? Math.round(value) === figure : value > figure
    expect(outcome.answer!.startsWith(verdictOf(holds, language))).toBe(true)
    expect(shows(outcome.answer!, value)).toBe(true)
  })
})

describe('"ever" and a level over a span look at every year', () => {
  const from = 2014
  const years = ref.series('GBR', NET, from, LAST)
  const lowest = Math.min(...years.map((r) => r.value))
  it.each([
    (n: number) => [`Has the UK's internet use ever dropped below ${n}% since ${from}?`, 'en'] as const,
    (n: number) => [`L'usage d'Internet au Royaume-Uni est-il déjà passé sous ${n} % depuis ${from} ?`, 'fr'] as const,
    (n: number) =>
      [`L'usage d'Internet au Royaume-Uni a-t-il à un moment baissé sous les ${n} % depuis ${from} ?`, 'fr'] as const,
  ])('in some year, or in none (%#)', async (make) => {
    // A figure just above the lowest value (some year below it) and one at its floor (no year).
    for (const n of [Math.floor(lowest) + 1, Math.floor(lowest)]) {
      const [question, language] = make(n)
      const first = years.find((r) => r.value < n)
      const outcome = await ask(question)
      expect(outcome.status).toBe('valid')
      expect(outcome.answer!.startsWith(verdictOf(first !== undefined, language)), outcome.answer!).toBe(true)
      if (first) {
        expect(outcome.answer).toContain(String(first.year))
        expect(shows(outcome.answer!, first.value)).toBe(true)
      }
    }
  })

  it.each([
    [`Did UK internet use drop below ${Math.floor(lowest) + 1}% between ${from} and 2024?`, 'en'],
    [`L'usage d'Internet au Royaume-Uni est-il tombé sous ${Math.floor(lowest) + 1} % entre ${from} et 2024 ?`, 'fr'],
  ] as const)(
    '"drop below" over a span: the first year it was below, after one it was not: %s',
    async (q, language) => {
      const n = Math.floor(lowest) + 1
      const span = ref.series('GBR', NET, from, 2024)
      const k = span.findIndex((r, j) => j > 0 && r.value < n && span[j - 1]!.value >= n)
      const outcome = await ask(q)
      expect(outcome.status).toBe('valid')
      expect(outcome.answer!.startsWith(verdictOf(k > 0, language))).toBe(true)
      expect(outcome.answer).toContain(String(span[k]!.year))
      expect(shows(outcome.answer!, span[k]!.value)).toBe(true)
    },
  )
})

describe('a change "to" a figure is a level reached, never the amount of the change', () => {
  const { GDP, POP } = INDICATOR
  /** The first year of the span past the figure after one that was not. */
  const crossing = (c: string, i: string, from: number, to: number, past: (v: number) => boolean) => {
    const span = ref.series(c, i, from, to)
    return span.find((r, k) => k > 0 && past(r.value) && !past(span[k - 1]!.value))
  }
  it.each([
    ['Did US GDP grow to more than 30 trillion dollars between 2020 and 2025?', 'USA', GDP, 30e12, 'en'],
    [
      'Le PIB des États-Unis est-il passé à plus de 30 000 milliards de dollars entre 2020 et 2025 ?',
      'USA',
      GDP,
      30e12,
      'fr',
    ],
    ["Did Canada's population grow to 40 million between 2000 and 2024?", 'CAN', POP, 40e6, 'en'],
  ] as const)('%s', async (question, c, i, figure, language) => {
    const [from, to] = readQuestion(question, [FIRST, LAST]).years
    const year = crossing(c, i, from!, to!, (v) => v >= figure)
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer!.startsWith(verdictOf(year !== undefined, language))).toBe(true)
    expect(outcome.answer).toContain(String(year!.year))
    expect(shows(outcome.answer!, year!.value)).toBe(true)
  })
})

describe('"how many years" is never answered with one year or a yes or no', () => {
  // One country's series counted (above a figure, or its falls from the year before): the count and every one of
  // those years, computed here from the snapshot's rows, never a verdict.
  const ELC = INDICATOR.ELC
  const above = (c: string, i: string, figure: number, from = FIRST, to = LAST) =>
    ref.series(c, i, from, to).filter((r) => r.value > figure)
  const fell = (c: string, i: string, from: number, to: number) => {
    const rows = ref.series(c, i, from, to)
    return rows.slice(1).filter((r, k) => r.value < rows[k]!.value)
  }
  it.each([
    ["Combien d'années l'accès à l'électricité au Nigeria a dépassé 55 % ?", () => above('NGA', ELC, 55)],
    ["Combien d'années l'Inde a-t-elle dépassé 90 % d'accès à l'électricité ?", () => above('IND', ELC, 90)],
    ["How many years was India's access to electricity above 90%?", () => above('IND', ELC, 90)],
    ["How many years did Nigeria's GDP fall between 2000 and 2024?", () => fell('NGA', INDICATOR.GDP, 2000, 2024)],
    ["How many of the years since 2010 was India's electricity access above 90%?", () => above('IND', ELC, 90, 2010)],
    [
      "Pendant combien d'années l'usage d'Internet au Brésil a-t-il dépassé 70 % ?",
      () => above('BRA', INDICATOR.NET, 70),
    ],
  ])('%s: the count and the years', async (question, counted) => {
    expect(readQuestion(question, [FIRST, LAST]).parts.map((p) => p.shape)).toEqual(['count_years'])
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(opensWithVerdict(outcome.answer!)).toBe(false)
    const years = counted()
    expect(years.length).toBeGreaterThan(0)
    expect(outcome.answer).toMatch(new RegExp(`\\b(?:in|en) ${years.length} (?:years|années)\\b`))
    for (const r of years) expect(outcome.answer).toContain(String(r.year))
  })

  it('of two countries, declined naming its words', async () => {
    const question = "For how many years was Brazil's GDP larger than Canada's?"
    expect(readQuestion(question, [FIRST, LAST]).decline?.reason).toBe('count_of_years')
    const outcome = await ask(question)
    expect(outcome.answer_status).toBe('cannot_answer')
    expect(opensWithVerdict(outcome.answer!)).toBe(false)
    expect(outcome.answer).toContain('"how many years"')
  })

  it('"how many years did it gain" of life expectancy is its change, in years', async () => {
    const [a, b] = [ref.row('IND', LE, 2000), ref.row('IND', LE, 2020)]
    const outcome = await ask("How many years did India's life expectancy gain between 2000 and 2020?")
    expect(outcome.answer_status).toBe('answered')
    expect(shows(outcome.answer!, b.value - a.value)).toBe(true)
  })

  it('"how many years can a newborn expect to live" is life expectancy itself', async () => {
    const outcome = await ask('How many years can a newborn in Japan expect to live?')
    expect(outcome.answer_status).toBe('answered')
    expect(shows(outcome.answer!, ref.latest('JPN', LE, LAST).value)).toBe(true)
  })
})

describe('the biggest fall: in percent when asked so, by the difference otherwise, and the answer says which', () => {
  const [from, to] = [2014, 2024]
  const changes = COUNTRY_CODES.map((c) => ({ c, a: ref.row(c, PCAP, from), b: ref.row(c, PCAP, to) }))
  const percent = (x: (typeof changes)[number]) => ref.percent(x.a, x.b)
  const byPercent = changes.reduce((x, z) => (percent(z) < percent(x) ? z : x))
  const byDifference = changes.reduce((x, z) => (z.b.value - z.a.value < x.b.value - x.a.value ? z : x))

  it.each([
    [`Which country had the biggest fall in GDP per capita between ${from} and ${to} in percent?`, 'en'],
    [`Quel pays a connu la plus forte baisse du PIB par habitant en pourcentage entre ${from} et ${to} ?`, 'fr'],
    [`Which country's GDP per capita fell the most in relative terms between ${from} and ${to}?`, 'en'],
    [`Which country had the biggest fall in GDP per capita in percentage terms between ${from} and ${to}?`, 'en'],
    [`Which country had the biggest percentage fall in GDP per capita between ${from} and ${to}?`, 'en'],
    [`Quel pays a vu son PIB par habitant chuter le plus, en pourcentage, entre ${from} et ${to} ?`, 'fr'],
  ] as const)('%s', async (question, language) => {
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain(ref.name(byPercent.c, language))
    expect(shows(outcome.answer!, percent(byPercent))).toBe(true)
    expect(outcome.answer).toMatch(/percent fall|baisse en pourcentage/)
  })

  it.each([
    [`Quel pays a connu la plus forte baisse du PIB par habitant entre ${from} et ${to} ?`, 'fr', 'variation absolue'],
    [`Which country had the biggest fall in GDP per capita between ${from} and ${to}?`, 'en', 'absolute change'],
  ] as const)('%s', async (question, language, measure) => {
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain(ref.name(byDifference.c, language))
    expect(shows(outcome.answer!, Math.abs(byDifference.b.value - byDifference.a.value))).toBe(true)
    expect(outcome.answer).toContain(measure)
  })

  it('a rise in percentage points of a share is still ranked by the difference', () => {
    const part = readQuestion(
      'Which country had the biggest rise in internet use in percentage points between 2010 and 2020?',
      [FIRST, LAST],
    ).parts[0]!
    expect(part.shape).toBe('change_rank')
    expect(part.faster).toBeUndefined()
  })
})

describe('"and when?" is answered with the year, or the whole question is declined', () => {
  it.each([
    ["Did Mexico's life expectancy get back to its 2019 level, and when?", 'MEX', LE, 2019, 'en'],
    ["L'espérance de vie au Mexique a-t-elle retrouvé son niveau de 2019, et quand ?", 'MEX', LE, 2019, 'fr'],
    ["Did Nigeria's GDP recover to its 2014 level, and when?", 'NGA', INDICATOR.GDP, 2014, 'en'],
    ["Did Brazil's GDP recover its 2014 level, and if so when?", 'BRA', INDICATOR.GDP, 2014, 'en'],
  ] as const)('after a recovery, the first year back at the level: %s', async (question, c, i, from, language) => {
    const level = ref.row(c, i, from).value
    const after = ref.series(c, i, from + 1, LAST)
    const back = after.find((r) => r.value >= level)
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    // The verdict of the latest year (back at the level then, or not), and the year it first was.
    expect(outcome.answer!.startsWith(verdictOf(after.at(-1)!.value >= level, language))).toBe(true)
    if (back) {
      expect(outcome.answer).toContain(String(back.year))
      expect(shows(outcome.answer!, back.value)).toBe(true)
    } else expect(outcome.answer).toMatch(/in no year|en aucune année/)
  })

  it.each([
    ["Did India's population rise between 2000 and 2020, and when?", '"when"'],
    ["La population de l'Inde a-t-elle augmenté entre 2000 et 2020, et quand ?", '« quand »'],
  ])('after a part that gives no year, the whole question is declined: %s', async (question, words) => {
    const outcome = await ask(question)
    expect(outcome.answer_status).toBe('cannot_answer')
    expect(opensWithVerdict(outcome.answer!)).toBe(false)
    expect(outcome.answer).toContain(words)
  })

  it('after an overtaking, the year it first happened', async () => {
    const o = ref.overtaking('IND', 'GBR', INDICATOR.GDP, FIRST, LAST)
    const outcome = await ask('Did India overtake the UK in GDP, and if so when?')
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain(String(o.crossing!.year))
  })
})
