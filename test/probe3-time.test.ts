// Issue 35, items 3 and 4: comparison signs, "the first year", "the last time", a ranking's order in words, "in %" and
// "(pts)", "now" as a span's end, a year before "pts", "the year before". Asked of the embedded planner in English and
// French; every expected figure, year and verdict is computed from the snapshot here. A question the data cannot
// answer as asked is declined naming its words, never answered with another year.
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import { readQuestion } from '../src/reading/rules.js'
import { normaliseQuestion } from '../src/text/normalise.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { citedOrder, ref, refRanking, testConfig, testStore } from './helpers.js'

const store = testStore()
const years = store.years
const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
const POP = 'SP.POP.TOTL'
const GDP = 'NY.GDP.MKTP.CD'
const LIFE = 'SP.DYN.LE00.IN'
const NET = 'IT.NET.USER.ZS'
const ELC = 'EG.ELC.ACCS.ZS'

async function ask(question: string) {
  const outcome = await planner.ask({ question })
  expect(outcome.status, `${question}: ${outcome.answer ?? outcome.draft}`).toBe('valid')
  return outcome
}
async function answered(question: string) {
  const outcome = await ask(question)
  expect(outcome.answer_status, `${question}: ${outcome.answer}`).toBe('answered')
  return outcome
}
/** Declined, the answer naming the words it could not place. */
async function declinedNaming(question: string, words: string) {
  const outcome = await ask(question)
  expect(outcome.answer_status, `${question}: ${outcome.answer}`).not.toBe('answered')
  expect(outcome.answer).toContain(words)
  return outcome
}
const verdict = (holds: boolean, fr = false) => new RegExp(`^${holds ? (fr ? 'Oui' : 'Yes') : fr ? 'Non' : 'No'}\\b`)
/** The latest year with a value for the series. */
const latest = (country: string, indicator: string) => {
  for (let y = years[1]; y >= years[0]; y -= 1) if (ref(country, indicator, y) !== null) return y
  throw new Error('no value')
}
/** The first year the series stood above the figure. */
const firstAbove = (country: string, indicator: string, figure: number) => {
  for (let y = years[0]; y <= years[1]; y += 1) if ((ref(country, indicator, y) ?? -Infinity) > figure) return y
  throw new Error('never above')
}

describe('1. a comparison sign is the relation it stands for, never dropped', () => {
  it.each([
    ['japan pop 2020 > 125 million?', 'JPN', POP, 2020, (v: number) => v > 125e6, false],
    ['japan pop 2020 < 125 million?', 'JPN', POP, 2020, (v: number) => v < 125e6, false],
    ['us life expectancy 2021 <= 76 years?', 'USA', LIFE, 2021, (v: number) => v <= 76, false],
    ['was us life expectancy in 2021 no more than 76 years?', 'USA', LIFE, 2021, (v: number) => v <= 76, false],
    ['Was Japan’s life expectancy ≥ 84 in 2020?', 'JPN', LIFE, 2020, (v: number) => v >= 84, false],
    ["L'espérance de vie au Japon était-elle ≥ 84 ans en 2020 ?", 'JPN', LIFE, 2020, (v: number) => v >= 84, true],
    ['La population du Japon en 2020 était-elle > 125 millions ?', 'JPN', POP, 2020, (v: number) => v > 125e6, true],
  ] as const)('"%s"', async (question, country, indicator, year, holds, fr) => {
    const outcome = await answered(question)
    expect(outcome.answer).toMatch(verdict(holds(ref(country, indicator, year)!), fr))
  })

  it('"at most" and "at least" count the figure itself: 100% is at most 100% (it was "less than", a No)', async () => {
    expect(ref('GBR', ELC, 2020)).toBe(100)
    for (const question of [
      'was UK access to electricity in 2020 ≤ 100%?',
      'was UK access to electricity in 2020 at most 100%?',
      "Was the UK's access to electricity >= 100% in 2020?",
    ])
      expect((await answered(question)).answer).toMatch(/^Yes/)
    expect(
      (await answered("l'accès à l'électricité au Royaume-Uni en 2020 était-il au plus de 100 % ?")).answer,
    ).toMatch(/^Oui/)
    expect((await answered('was UK access to electricity in 2020 less than 100%?')).answer).toMatch(/^No/)
  })

  it('"~" and "≈" before a figure judge it at its own precision (as a bare figure)', async () => {
    const v = ref('IND', GDP, 2020)!
    const outcome = await answered('PIB Inde ≈ 3 000 milliards en 2020 ?')
    expect(outcome.answer).toMatch(verdict(Math.round(v / 1e11) * 1e11 === 3e12, true))
    const part = readQuestion('japan pop 2020 ~ 126 million?', years).parts[0]!
    expect(part.figure).toMatchObject({ value: 126e6, relation: 'exactly' })
  })

  it('between two countries: the latest year with values for both', async () => {
    const y = Math.min(latest('BRA', GDP), latest('CAN', GDP))
    const outcome = await answered("Is Brazil's GDP > Canada's?")
    expect(outcome.answer).toMatch(verdict(ref('BRA', GDP, y)! > ref('CAN', GDP, y)!))
    expect(outcome.answer).toContain(String(y))
  })

  it.each([
    ["Is UK GDP ≈ Japan's?", 'about the same as'],
    ["Is India's GDP about the same as the UK's in 2021?", 'about the same as'],
    ["Le PIB de l'Inde est-il à peu près le même que celui du Royaume-Uni en 2021 ?", 'à peu près le même que'],
  ])(
    '"%s": two values about equal, which no row judges, is declined naming "%s" (it was read "higher than")',
    async (q, w) => {
      await declinedNaming(q, w)
    },
  )

  it('only a sign standing as a word is read: markup and glued signs are left as typed', () => {
    expect(normaliseQuestion('japan pop 2020 > 125 million?')).toBe('japan pop 2020 more than 125 million?')
    expect(normaliseQuestion('PIB Inde ≥ 3 000 milliards en 2020 ?')).toBe(
      'PIB Inde au moins 3 000 milliards en 2020 ?',
    )
    expect(normaliseQuestion('<b>GDP</b> of a<b')).toBe('<b>GDP</b> of a<b')
  })
})

describe('2. "the first year", "the first time", "la première année où": when it first held', () => {
  it.each([
    ["What was the first year India's population exceeded 1.2 billion?", 'IND', POP, 1.2e9],
    ["first time Brazil's internet use passed 50%?", 'BRA', NET, 50],
    ["quelle a été la première année où la population de l'Inde a dépassé 1,2 milliard ?", 'IND', POP, 1.2e9],
    ["la première fois que l'usage d'internet au Brésil a dépassé 50 % ?", 'BRA', NET, 50],
  ] as const)('"%s" gives the first year above, no yes or no', async (question, country, indicator, figure) => {
    const outcome = await answered(question)
    expect(outcome.answer).not.toMatch(/^(Yes|No|Oui|Non)\b/)
    expect(outcome.answer).toContain(String(firstAbove(country, indicator, figure)))
  })

  it.each([
    ["Did Canada's population top 40 million for the first time in 2024?", 'for the first time'],
    ["Did Brazil's GDP pass Canada's for the first time in 2012?", 'for the first time'],
    ['La population du Canada a-t-elle dépassé 40 millions pour la première fois en 2024 ?', 'pour la première fois'],
    ["Did Canada's population first pass 40 million in 2024?", 'first'],
  ])('"%s", whether a year was the first, is declined naming "%s" (it was that year\'s own yes)', async (q, words) => {
    expect(firstAbove('CAN', POP, 40e6)).not.toBe(2024)
    await declinedNaming(q, words)
  })

  it('"in which year did it first pass" and "pour la première fois en quelle année" still give the first year', async () => {
    const outcome = await answered("In which year did Canada's population first pass 40 million?")
    expect(outcome.answer).toContain(String(firstAbove('CAN', POP, 40e6)))
  })

  it.each([
    ["When was the first time Japan's population fell?", 'first time'],
    ["In which year did Japan's population fall?", 'In which year'],
    ['When did UK GDP fall?', 'When did'],
  ])('"%s", a year of a step, is declined naming "%s" (it was the year of the highest value)', async (q, words) => {
    await declinedNaming(q, words)
  })
})

describe('3. "the last time", "the last year it fell", "la dernière fois": declined naming the words', () => {
  it.each([
    ["When was the last time Japan's population rose?", 'the last time'],
    ['the last year UK GDP fell?', 'the last year'],
    ["most recent year Japan's GDP fell?", 'most recent year'],
    ['la dernière fois que la population du Japon a augmenté ?', 'la dernière fois'],
    ['la dernière année où le PIB du Royaume-Uni a baissé ?', 'la dernière année'],
    ["When did Japan's internet use last exceed 90%?", 'last'],
  ])('"%s"', async (question, words) => {
    await declinedNaming(question, words)
  })

  it('"last year", "in the last year with data" are still the latest year', async () => {
    const y = latest('GBR', GDP)
    expect((await answered("What was the UK's GDP in the last year with data?")).answer).toContain(String(y))
    expect((await answered('Did UK GDP fall last year?')).answer).toMatch(
      verdict(ref('GBR', GDP, y)! < ref('GBR', GDP, y - 1)!),
    )
  })
})

describe('4. a ranking\'s order in words: "top to bottom" is the top first, "bottom to top" the other way', () => {
  const order = refRanking(GDP, 2020).map((r) => r.country)
  it.each([
    ['rank countries by gdp 2020 top to bottom', order],
    ['rank countries by gdp 2020 from highest to lowest', order],
    ['classez les pays par PIB en 2020 de haut en bas', order],
    ['classez les pays par PIB en 2020 du plus haut au plus bas', order],
    ['rank countries by gdp 2020 bottom to top', [...order].reverse()],
    ['classez les pays par PIB en 2020 de bas en haut', [...order].reverse()],
  ])('"%s"', async (question, expected) => {
    expect(citedOrder((await answered(question)).citations)).toEqual(expected)
  })
})

describe('5. "(pts)", "in points" and "in %" after a change', () => {
  it.each([
    ['uk internet 2010 vs 2020 (pts)?', 'GBR', 2010, 2020],
    ["how much did india's internet use rise 2015-2022 (pts)", 'IND', 2015, 2022],
    ['uk internet 2019 vs 2024 - up how many pts?', 'GBR', 2019, 2024],
  ] as const)('"%s" gives the change in points', async (question, country, from, to) => {
    const outcome = await answered(question)
    const points = ref(country, NET, to)! - ref(country, NET, from)!
    expect(outcome.citations.some((c) => c.kind === 'difference' && Math.abs(c.value - points) < 1e-9)).toBe(true)
  })

  it.each([
    ["How much did Nigeria's population grow 2000-2020 in %?", 'NGA', POP, 2000, 2020],
    ['De combien la population du Nigeria a-t-elle augmenté entre 2000 et 2020 en % ?', 'NGA', POP, 2000, 2020],
    ['Nigeria population % change 2000-2020?', 'NGA', POP, 2000, 2020],
  ] as const)('"%s" gives the percent change', async (question, country, indicator, from, to) => {
    const outcome = await answered(question)
    const pct = ((ref(country, indicator, to)! - ref(country, indicator, from)!) / ref(country, indicator, from)!) * 100
    expect(outcome.citations.some((c) => c.kind === 'percent_change' && Math.abs(c.value - pct) < 0.01)).toBe(true)
  })
})

describe('6. "now", "today", "aujourd\'hui" as a span\'s end: the latest year with a value, named', () => {
  it.each([
    ["How much has India's population grown from 2000 to now?", 'IND', POP, 2000],
    ["De combien la population de l'Inde a-t-elle augmenté de 2000 à aujourd'hui ?", 'IND', POP, 2000],
    ["How did Nigeria's GDP change from 2010 until today?", 'NGA', GDP, 2010],
    ["How did the UK's internet use change between 2010 and today?", 'GBR', NET, 2010],
    ["How did India's GDP per capita change from 2010 to the latest year?", 'IND', 'NY.GDP.PCAP.CD', 2010],
    ["Since 2010 till date, how much has Canada's population grown?", 'CAN', POP, 2010],
    ["De combien la population du Canada a-t-elle augmenté de 2010 jusqu'à ce jour ?", 'CAN', POP, 2010],
  ] as const)('"%s"', async (question, country, indicator, from) => {
    const outcome = await answered(question)
    const to = latest(country, indicator)
    expect(outcome.answer).toContain(String(to))
    const diff = ref(country, indicator, to)! - ref(country, indicator, from)!
    expect(
      outcome.citations.some((c) => c.kind === 'difference' && Math.abs(c.value - diff) <= 1e-9 * Math.abs(diff)),
    ).toBe(true)
  })

  it('a yes or no to now: "doubled since 2010 till today", "fall between 2010 and now"', async () => {
    const net = latest('BRA', NET)
    expect((await answered("Has Brazil's internet use doubled since 2010 till today?")).answer).toMatch(
      verdict(ref('BRA', NET, net)! >= 2 * ref('BRA', NET, 2010)!),
    )
    const pop = latest('JPN', POP)
    const fell = await answered("Did Japan's population fall between 2010 and now?")
    expect(fell.answer).toMatch(verdict(ref('JPN', POP, pop)! < ref('JPN', POP, 2010)!))
    expect(fell.answer).toContain(String(pop))
  })

  it('"in 2000 and now", "en 2020 et l\'année dernière": that year and the latest, neither dropped', async () => {
    for (const [question, country] of [
      ["What was India's population in 2000 and now?", 'IND'],
      ["la population du Japon en 2020 et l'année dernière ?", 'JPN'],
    ] as const) {
      const outcome = await answered(question)
      const cited = outcome.citations.flatMap((c) => c.years ?? [])
      const first = Number(/\b(20\d\d)\b/.exec(question)![1])
      expect(cited).toContain(first)
      expect(cited).toContain(latest(country, POP))
    }
  })
})

describe('7. a year before "pts" or "points" stays a year', () => {
  it.each(['uk internet 2019 vs 2024 pts?', 'uk internet 2019 to 2024 points?'])('"%s"', async (question) => {
    const part = readQuestion(question, years).parts[0]!
    expect(part.figure ?? null).toBeNull()
    const outcome = await answered(question)
    const points = ref('GBR', NET, 2024)! - ref('GBR', NET, 2019)!
    expect(outcome.citations.some((c) => c.kind === 'difference' && Math.abs(c.value - points) < 1e-9)).toBe(true)
  })
})

describe('8. "the year before" is the year before the one named, "the year after" the one after', () => {
  it.each([
    ["What was Mexico's GDP in 2015 and the year after?"],
    ["Quel était le PIB du Mexique en 2015 et l'année suivante ?"],
  ])('"%s" gives 2015 and 2016', async (question) => {
    const outcome = await answered(question)
    for (const y of [2015, 2016])
      expect(outcome.citations.some((c) => c.years?.includes(y) && c.value === ref('MEX', GDP, y))).toBe(true)
  })
  it('"the year after" the data\'s last year is declined naming it', async () => {
    await declinedNaming(`What was Mexico's GDP in ${years[1]} and the year after?`, 'after')
  })

  it.each([
    ["What was Canada's population in 2020 and the year before?"],
    ["Quelle était la population du Canada en 2020 et l'année d'avant ?"],
  ])('"%s" gives 2019 and 2020', async (question) => {
    const outcome = await answered(question)
    for (const y of [2019, 2020])
      expect(outcome.citations.some((c) => c.years?.includes(y) && c.value === ref('CAN', POP, y))).toBe(true)
  })
})
