// The French journalist probe's findings (a newsroom chat's wording, and each one's neighbours in French and English):
// each question asked of the embedded planner, answered with the figures that prove it was read right, or declined
// naming the words; never a wrong answer shown valid. Every expected number is computed from the snapshot here.
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { readQuestion } from '../src/reading/rules.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { ref, shows, testConfig, testStore } from './helpers.js'

const store = testStore()
const years = store.years
const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
const { POP } = INDICATOR
const LIFE = 'SP.DYN.LE00.IN'
const GDP_PC = 'NY.GDP.PCAP.CD'

async function valid(question: string) {
  const outcome = await planner.ask({ question })
  expect(outcome.status, `${question}: ${outcome.answer ?? outcome.draft}`).toBe('valid')
  expect(outcome.answer_status, `${question}: ${outcome.answer}`).toBe('answered')
  return outcome
}

describe('A. "combien de X de plus ... que ...": the difference between two countries, not which is higher', () => {
  it.each([
    ["combien d'habitants de plus en Inde qu'aux USA en 2025 ?", 'IND', 'USA', POP, 2025],
    ["combien l'Inde a-t-elle d'habitants de plus que les États-Unis en 2025 ?", 'IND', 'USA', POP, 2025],
    ["combien y avait-il d'habitants de plus au Brésil qu'au Mexique en 2024 ?", 'BRA', 'MEX', POP, 2024],
    ["combien d'habitants en moins au Japon qu'au Mexique en 2020 ?", 'JPN', 'MEX', POP, 2020],
    ["combien d'années d'espérance de vie de plus au Japon qu'au Nigeria en 2022 ?", 'JPN', 'NGA', LIFE, 2022],
    ["combien de dollars de plus par habitant aux USA qu'au Mexique en 2020 ?", 'USA', 'MEX', GDP_PC, 2020],
    ['how many people more did India have than the US in 2025?', 'IND', 'USA', POP, 2025],
    ['How many more people in India than in the US in 2025?', 'IND', 'USA', POP, 2025],
  ] as const)('"%s" gives the difference %s - %s', async (question, a, b, indicator, year) => {
    expect(readQuestion(question, years).parts.map((p) => p.shape)).toEqual(['difference'])
    const outcome = await valid(question)
    const gap = Math.abs(ref(a, indicator, year)! - ref(b, indicator, year)!)
    expect(
      outcome.citations.some((c) => c.kind === 'difference' && Math.abs(Math.abs(c.value) - gap) < 1e-6 * gap),
      `${outcome.answer}`,
    ).toBe(true)
  })

  it('"de plus en plus" (more and more) is no difference; a count of people where the data holds a share declines', async () => {
    const forms = readQuestion("combien d'internautes de plus en Inde qu'au Nigeria en 2022 ?", years)
    expect(forms.decline).toMatchObject({ reason: 'count' })
    const outcome = await planner.ask({ question: "combien d'internautes de plus en Inde qu'au Nigeria en 2022 ?" })
    expect(outcome.answer_status).toBe('cannot_answer')
  })
})

describe('C. a question word after a time said first asks its form, never a yes or no', () => {
  it.each([
    ["entre 2000 et 2020 combien le Mexique a-t-il gagné d'habitants ?", 'MEX', 2000, 2020],
    ["depuis 2015 combien le Japon a-t-il perdu d'habitants ?", 'JPN', 2015, years[1]],
    ['de 2010 à 2020 de combien la population du Canada a-t-elle augmenté ?', 'CAN', 2010, 2020],
    ["between 2000 and 2020 how much did Mexico's population grow?", 'MEX', 2000, 2020],
    ['en 2015 et en 2024 de combien la population du Japon a-t-elle baissé ?', 'JPN', 2015, 2024],
  ] as const)('"%s": the change, with no verdict', async (question, country, from, to) => {
    const reading = readQuestion(question, years)
    expect(reading.asked).toEqual(['figure'])
    expect(reading.parts).toMatchObject([{ shape: 'change', polar: false }])
    const outcome = await valid(question)
    expect(outcome.answer).not.toMatch(/^(Oui|Non|Yes|No)\b/)
    const change = Math.abs(ref(country, POP, to)! - ref(country, POP, from)!)
    expect(shows(outcome.answer!, change), outcome.answer!).toBe(true)
  })

  it.each([
    ["between 2000 and 2020 did Mexico's population grow?", 'MEX', 2000, 2020],
    ["in 2020 did Mexico's population grow?", 'MEX', 2019, 2020],
    ['entre 2000 et 2020 le Mexique a-t-il gagné des habitants ?', 'MEX', 2000, 2020],
  ] as const)('"%s": a yes or no after the time said first, with its verdict', async (question, country, from, to) => {
    expect(readQuestion(question, years).asked).toEqual(['yes_no'])
    const outcome = await valid(question)
    const rose = ref(country, POP, to)! > ref(country, POP, from)!
    expect(outcome.answer).toMatch(rose ? /^(Yes|Oui)\b/ : /^(No|Non)\b/)
  })
})

describe('D. "did it fall in 2020 and 2021": each year\'s own step from the year before, both answered', () => {
  it.each([
    ["Est-ce que l'esperance de vie aux Etats-Unis a recule en 2020 et 2021 ?", 'USA', LIFE, [2020, 2021], 'down'],
    ['did US life expectancy fall in 2020 and 2021?', 'USA', LIFE, [2020, 2021], 'down'],
    ["l'espérance de vie aux États-Unis a-t-elle reculé en 2020 et en 2022 ?", 'USA', LIFE, [2020, 2022], 'down'],
    ["Did Japan's population shrink in 2010, 2015 and 2020?", 'JPN', POP, [2010, 2015, 2020], 'down'],
    ["Did Mexico's GDP grow in 2009 and 2020?", 'MEX', 'NY.GDP.MKTP.CD', [2009, 2020], 'up'],
    ['Did US life expectancy fall in 2020, and did it fall in 2021?', 'USA', LIFE, [2020, 2021], 'down'],
    ['did US GDP fall in 2009 and in 2020 compared to the year before?', 'USA', 'NY.GDP.MKTP.CD', [2009, 2020], 'down'],
  ] as const)('"%s": one verdict per year named', async (question, country, indicator, named, way) => {
    const reading = readQuestion(question, years)
    expect(reading.parts.map((p) => p.time)).toEqual(named.map((y) => ({ kind: 'span', from: y - 1, to: y })))
    const outcome = await valid(question)
    const verdicts = named.map((y) => {
      const rose = ref(country, indicator, y)! > ref(country, indicator, y - 1)!
      return rose === (way === 'up')
    })
    const said = [...outcome.answer!.matchAll(/\b(Yes|No|Oui|Non)\b/g)].map((m) => m[1] === 'Yes' || m[1] === 'Oui')
    expect(said, outcome.answer!).toEqual(verdicts)
    for (const y of named)
      expect(shows(outcome.answer!, Math.abs(ref(country, indicator, y)! - ref(country, indicator, y - 1)!))).toBe(true)
  })

  it("which country fell most in each of two years: each year's own ranking, never one said for both", async () => {
    const question = 'quel pays a vu son espérance de vie baisser le plus en 2020 et en 2021 ?'
    const outcome = await valid(question)
    for (const y of [2020, 2021]) {
      const falls = ['BRA', 'CAN', 'GBR', 'IND', 'JPN', 'MEX', 'NGA', 'USA'].map(
        (c) => [c, ref(c, LIFE, y)! - ref(c, LIFE, y - 1)!] as const,
      )
      const [, most] = falls.reduce((a, b) => (b[1] < a[1] ? b : a))
      expect(outcome.answer).toContain(`De ${y - 1} à ${y}`)
      expect(shows(outcome.answer!, Math.abs(most)), `${y}: ${outcome.answer}`).toBe(true)
    }
  })

  it('"between 2020 and 2021" and "from 2020 to 2021" stay one change between the two', () => {
    for (const q of [
      'did US life expectancy fall between 2020 and 2021?',
      "l'espérance de vie aux États-Unis a-t-elle reculé de 2020 à 2021 ?",
    ])
      expect(readQuestion(q, years).parts.map((p) => p.time)).toEqual([{ kind: 'span', from: 2020, to: 2021 }])
  })
})

describe('E. the group "des 8", "the 8" is never a figure quoted back; a sum said to exceed one country is declined', () => {
  it.each([
    'ecart entre le PIB/hab le plus haut et le plus bas des 8 en 2025',
    'gap between the highest and lowest GDP per capita of the 8 in 2025',
  ])('"%s" is declined, valid, with no "8" to send to the desk', async (question) => {
    const outcome = await planner.ask({ question })
    expect(outcome.status, JSON.stringify(outcome.problems)).toBe('valid')
    expect(outcome.answer_status).toBe('cannot_answer')
    expect(outcome.answer).not.toMatch(/\b8\b/)
  })

  it.each([
    'le PIB cumule du Bresil, du Mexique et du Canada depasse-t-il celui du Japon en 2025 ?',
    'PIB cumulé BRA+MEX+CAN dépasse-t-il le Japon 2025 ?',
    "Does the combined GDP of Brazil, Mexico and Canada exceed Japan's in 2025?",
    "Did the combined population of the UK and Canada overtake Mexico's in 2020?",
  ])('"%s": a sum against one country, which no part compares, is declined (never the sum of all four)', async (q) => {
    expect(readQuestion(q, years).parts).toEqual([])
    const outcome = await planner.ask({ question: q })
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('cannot_answer')
  })

  it('the sum alone is still answered', async () => {
    const outcome = await valid('What was the combined GDP of Brazil, Mexico and Canada in 2025?')
    const sum = ['BRA', 'MEX', 'CAN'].reduce((a, c) => a + ref(c, 'NY.GDP.MKTP.CD', 2025)!, 0)
    expect(shows(outcome.answer!, sum)).toBe(true)
  })
})

describe('F. words of change and of a figure passed, in every inflection', () => {
  it.each([
    ['de combien de pourcent le PIB du Canada a-t-il augmente de 2010 a 2020 ?', 'CAN', 'NY.GDP.MKTP.CD', 2010, 2020],
    ['acces electricite Inde de 2000 a 2023, combien de points de gagnes ?', 'IND', 'EG.ELC.ACCS.ZS', 2000, 2023],
    [
      "combien de points l'usage d'internet a-t-il gagnés au Brésil entre 2010 et 2020 ?",
      'BRA',
      'IT.NET.USER.ZS',
      2010,
      2020,
    ],
    [
      'Acces a internet en Inde en 2015 et 2024 : de combien a-t-il progresse en points ?',
      'IND',
      'IT.NET.USER.ZS',
      2015,
      2024,
    ],
  ] as const)('"%s": the change between the two years', async (question, country, indicator, from, to) => {
    expect(readQuestion(question, years).parts).toMatchObject([{ shape: 'change', polar: false }])
    const outcome = await valid(question)
    expect(shows(outcome.answer!, Math.abs(ref(country, indicator, to)! - ref(country, indicator, from)!))).toBe(true)
  })

  it.each([
    'quelle a ete la croissance moyenne annuelle de la pop du Nigeria de 2000 a 2020 ?',
    "What was the average yearly growth of Nigeria's population from 2000 to 2020?",
  ])('"%s": the compound annual growth rate', async (question) => {
    expect(readQuestion(question, years).parts).toMatchObject([{ shape: 'cagr' }])
    const outcome = await valid(question)
    const rate = ((ref('NGA', POP, 2020)! / ref('NGA', POP, 2000)!) ** (1 / 20) - 1) * 100
    expect(shows(outcome.answer!, rate), outcome.answer!).toBe(true)
  })

  it.each([
    ["le Bresil est-il passe au-dessus de 99 % d'acces a l'electricite ? quand ?", 'BRA', 'EG.ELC.ACCS.ZS', 99],
    ["Did Brazil's access to electricity go above 99%? When?", 'BRA', 'EG.ELC.ACCS.ZS', 99],
    ["Has Nigeria's population gone above 200 million? When?", 'NGA', POP, 200e6],
  ] as const)('"%s": the first year above the figure', async (question, country, indicator, figure) => {
    const outcome = await valid(question)
    const first = Array.from({ length: years[1] - years[0] + 1 }, (_, k) => years[0] + k).find(
      (y) => (ref(country, indicator, y) ?? -Infinity) > figure,
    )!
    expect(outcome.answer).toContain(String(first))
    expect(shows(outcome.answer!, ref(country, indicator, first)!)).toBe(true)
  })
})

describe('G. a proportion "N sur M", "N out of M", "one in five" is the figure N/M x 100 % (at least, said alone)', () => {
  it.each([
    ["un depute affirme que 9 Nigerians sur 10 ont l'electricite en 2023. vrai ?", 'EG.ELC.ACCS.ZS', 2023, 90],
    ['An MP says nine out of ten Nigerians had electricity in 2023. True?', 'EG.ELC.ACCS.ZS', 2023, 90],
    ['Did one in five Nigerians use the internet in 2010?', 'IT.NET.USER.ZS', 2010, 20],
    ['un Nigérian sur deux utilisait-il internet en 2022 ?', 'IT.NET.USER.ZS', 2022, 50],
    ['Did 3 out of 4 Nigerians have access to electricity in 2010?', 'EG.ELC.ACCS.ZS', 2010, 75],
  ] as const)('"%s" checks %s against its percent', async (question, indicator, year, percent) => {
    expect(readQuestion(question, years).parts).toMatchObject([
      { shape: 'figure', polar: true, figure: { value: percent, percent: true } },
    ])
    const outcome = await valid(question)
    // (Said alone, a proportion is at least that share, as "one in three" has been.)
    const holds = ref('NGA', indicator, year)! >= percent
    expect(outcome.answer).toMatch(holds ? /^(Yes|Oui)\b/ : /^(No|Non)\b/)
    expect(shows(outcome.answer!, ref('NGA', indicator, year)!)).toBe(true)
  })

  it('"in 10 years" is a time, no proportion', () => {
    const reading = readQuestion("Did Nigeria's life expectancy rise 2 in 10 years?", years)
    expect(reading.parts.some((p) => p.figure?.value === 20)).toBe(false)
  })
})

describe('a length of time with no year ("gagné 5 ans en 10 ans") is no level of the latest year to judge', () => {
  it.each([
    ["l'espérance de vie au Nigeria a-t-elle gagné 5 ans en 10 ans ?", 'en 10 ans'],
    ["Did Nigeria's life expectancy rise by 2 years in 10 years?", 'in 10 years'],
    ["le PIB de l'Inde a-t-il doublé en 10 ans ?", 'en 10 ans'],
  ])('"%s" is declined naming "%s", never a verdict', async (question, words) => {
    expect(readQuestion(question, years).decline).toMatchObject({ reason: 'time', words: [words] })
    const outcome = await planner.ask({ question })
    expect(outcome.answer ?? '').not.toMatch(/^(Yes|No|Oui|Non)\b/)
    expect(outcome.status).not.toBe('failed')
  })

  it('"over 80 years" is a figure\'s relation, not a length of time', async () => {
    const outcome = await valid("Was Japan's life expectancy over 80 years in 2020?")
    expect(outcome.answer).toMatch(ref('JPN', LIFE, 2020)! > 80 ? /^Yes/ : /^No/)
  })
})
