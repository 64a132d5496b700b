// The questions a new user asked that went wrong before the one question reader (issue #20): each now gets a right
// answer, every figure and verdict computed here from the snapshot, or a decline that names its words.
import { describe, expect, it } from 'vitest'
import { loadSnapshot } from '../src/data/snapshot.js'
import { snapshotReference } from '../src/eval/reference.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { plannerService, shows } from './helpers.js'

const ref = snapshotReference(loadSnapshot('data'))
const { POP, GDP, PCAP, ELC, NET, LE } = INDICATOR
const [FIRST, LAST] = [2000, 2025]
const ask = (question: string) => plannerService().ask({ question })

describe('overtaking, read over every year of the data', () => {
  it.each([
    ['Did India overtake the UK in GDP?', 'IND', 'GBR', GDP, 'Yes'],
    ['Did Brazil overtake Canada in GDP?', 'BRA', 'CAN', GDP, 'Yes'],
    ['Did Canada overtake the UK in GDP per capita?', 'CAN', 'GBR', PCAP, 'Yes'],
    ['Did the UK overtake the US in GDP per capita?', 'GBR', 'USA', PCAP, 'Yes'],
    ['Le Brésil a-t-il dépassé le Mexique en PIB par habitant ?', 'BRA', 'MEX', PCAP, 'Oui'],
    ['Did Nigeria overtake India in Internet use?', 'NGA', 'IND', NET, 'Yes'],
  ] as const)('%s', async (question, x, z, i, yes) => {
    const o = ref.overtaking(x, z, i, FIRST, LAST)
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    const answer = outcome.answer!
    // The verdict from every year, and the first year ahead with both values, from the snapshot.
    expect(answer.startsWith(o.overtook ? yes : yes === 'Yes' ? 'No' : 'Non')).toBe(true)
    expect(answer).toContain(String(o.crossing!.year))
    for (const n of o.numbers) expect(shows(answer, n), `${answer} shows ${n}`).toBe(true)
  })

  it('answers "in 2012" for that year: ahead then, and since when', async () => {
    const outcome = await ask('Did Brazil pass Canada in GDP in 2012?')
    const o = ref.overtaking('BRA', 'CAN', GDP, FIRST, 2012)
    expect(outcome.answer!.startsWith(o.end.x.value > o.end.z.value ? 'Yes' : 'No')).toBe(true)
    expect(outcome.answer).toContain(String(o.crossing!.year))
  })
})

describe('every part answered', () => {
  it('the US population in millions and the share using the Internet', async () => {
    const outcome = await ask(
      'What was the US population in 2024 (in millions), and what share of Americans used the internet?',
    )
    expect(outcome.answer_status).toBe('answered')
    expect(shows(outcome.answer!, ref.row('USA', POP, 2024).value)).toBe(true)
    expect(shows(outcome.answer!, ref.row('USA', NET, 2024).value)).toBe(true)
  })

  it.each([
    ["What was Nigeria's population in 2022, and what share of it had electricity?", 'en'],
    ['Quelle était la population du Nigeria en 2022, et quelle part avait accès à l’électricité ?', 'fr'],
  ])('the population and its share with electricity: %s', async (question) => {
    const outcome = await ask(question)
    expect(outcome.answer_status).toBe('answered')
    expect(shows(outcome.answer!, ref.row('NGA', POP, 2022).value)).toBe(true)
    expect(shows(outcome.answer!, ref.row('NGA', ELC, 2022).value)).toBe(true)
  })

  it('a value beside the average of the eight, with the verdict', async () => {
    const outcome = await ask('Was life expectancy in India higher than the average of the eight in 2020?')
    const ranking = ref.ranking(LE, 2020)
    const average = ranking.reduce((s, r) => s + r.value, 0) / ranking.length
    const india = ref.row('IND', LE, 2020).value
    expect(outcome.answer!.startsWith(india > average ? 'Yes' : 'No')).toBe(true)
    expect(shows(outcome.answer!, india)).toBe(true)
    expect(shows(outcome.answer!, average)).toBe(true)
  })

  it('a premise the data contradicts is said to be wrong, and the gap now is given', async () => {
    const outcome = await ask("Since Nigeria's population overtook the US in 2010, how big is the gap now?")
    expect(ref.overtaking('NGA', 'USA', POP, FIRST, LAST).overtook).toBe(false)
    expect(outcome.answer).toMatch(/premise is wrong/)
    const latest = [...ref.series('NGA', POP, FIRST, LAST)].reverse().find((r) => ref.has('USA', POP, r.year))!
    expect(shows(outcome.answer!, Math.abs(ref.row('USA', POP, latest.year).value - latest.value))).toBe(true)
  })
})

describe('around the question', () => {
  it('another source named: the World Bank’s figure, said to be the World Bank’s', async () => {
    const outcome = await ask("What was Canada's population in 2024 according to Statistics Canada?")
    expect(shows(outcome.answer!, ref.row('CAN', POP, 2024).value)).toBe(true)
    expect(outcome.answer).toMatch(/World Bank's figures .*not Statistics Canada's/)
  })

  it.each([
    ['how many ppl lived in japan in 2023?', 'JPN', POP, 2023],
    ["Hi! I'm writing a piece on Mexico's economy. What was its GDP in 2022?", 'MEX', GDP, 2022],
    ['What was the GDP of the United States in 2009, during the financial crisis?', 'USA', GDP, 2009],
    ['Le Japon a-t-il vu sa population dépasser 125 millions en 2015 ?', 'JPN', POP, 2015],
  ] as const)('chat wording is framing: %s', async (question, c, i, y) => {
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer_status).toBe('answered')
    expect(shows(outcome.answer!, ref.row(c, i, y).value)).toBe(true)
  })

  it('"ever" is over every year, "half" is a figure to check', async () => {
    const ever = await ask("Has Nigeria's population ever been larger than that of the United States?")
    expect(ever.answer!.startsWith('No')).toBe(true)
    const half = await ask('Did more than half of Indians use the internet in 2022?')
    const share = ref.row('IND', NET, 2022).value
    expect(half.answer!.startsWith(share > 50 ? 'Yes' : 'No')).toBe(true)
    expect(shows(half.answer!, share)).toBe(true)
  })
})

describe('words read for what they mean', () => {
  it.each([
    ['Did India overtake the UK in GDP? If so, when?', 'en'],
    ["L'Inde a-t-elle dépassé le Royaume-Uni en PIB ? Si oui, en quelle année ?", 'fr'],
  ])('"if so, when?" is answered by the first year ahead: %s', async (question) => {
    const o = ref.overtaking('IND', 'GBR', GDP, FIRST, LAST)
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain(String(o.crossing!.year))
    expect(outcome.answer).not.toMatch(/set aside|mis de côté/)
  })

  it('"not the IMF\'s" names the source set aside, and the figure is the World Bank\'s', async () => {
    const outcome = await ask("What was Japan's GDP in 2023 (World Bank figures, not the IMF's)?")
    expect(outcome.status).toBe('valid')
    expect(shows(outcome.answer!, ref.row('JPN', GDP, 2023).value)).toBe(true)
    expect(outcome.answer).toMatch(/not the IMF's/)
  })

  it.each([
    ['How many Brazilians out of 100 used the internet in 2021?'],
    ['Quelle part de la population du Brésil utilisait Internet en 2021, sur 100 personnes ?'],
  ])('"out of 100" asks the share: %s', async (question) => {
    const outcome = await ask(question)
    expect(outcome.answer_status).toBe('answered')
    expect(shows(outcome.answer!, ref.row('BRA', NET, 2021).value)).toBe(true)
  })

  it('a correction in the question ("no wait") is declined, naming the words', async () => {
    const outcome = await ask("What was Canada's GDP in 2020, no wait, 2021?")
    expect(outcome.answer_status).toBe('cannot_answer')
    expect(outcome.answer).toContain('no wait')
  })

  it('"lowest first" lists the ranking from the bottom, keeping each rank', async () => {
    const outcome = await ask('Rank the eight countries by life expectancy in 2020, lowest first.')
    const ranking = ref.ranking(LE, 2020)
    const [lowest, highest] = [ranking.at(-1)!, ranking[0]!]
    const answer = outcome.answer!
    expect(answer).toMatch(/lowest first/)
    expect(answer.indexOf(`${ranking.length}. `)).toBeLessThan(answer.indexOf('1. '))
    expect(shows(answer, lowest.value) && shows(answer, highest.value)).toBe(true)
  })

  it('"in the top 3" is a verdict on the rank', async () => {
    const outcome = await ask('Was Japan in the top 3 for GDP in 2022?')
    const place = ref.ranking(GDP, 2022).findIndex((r) => r.country_code === 'JPN') + 1
    expect(outcome.answer!.startsWith(place <= 3 ? 'Yes' : 'No')).toBe(true)
  })

  it('"did the gap widen" compares the gap in the two years', async () => {
    const outcome = await ask('Did the gap in GDP per capita between the US and Mexico widen between 2000 and 2020?')
    const gap = (y: number) => ref.row('USA', PCAP, y).value - ref.row('MEX', PCAP, y).value
    expect(outcome.status).toBe('valid')
    expect(outcome.answer!.startsWith(Math.abs(gap(2020)) > Math.abs(gap(2000)) ? 'Yes' : 'No')).toBe(true)
    expect(shows(outcome.answer!, gap(2000)) && shows(outcome.answer!, gap(2020))).toBe(true)
  })

  it.each([
    ["Is Japan's population above its 2010 level?", false],
    ["Is Japan's population now below its 2010 level?", true],
    ['La population du Japon est-elle au-dessus de son niveau de 2010 ?', false],
  ])('"its 2010 level": the latest value against that year: %s', async (question, below) => {
    const series = ref.series('JPN', POP, 2010, LAST)
    const [first, latest] = [series[0]!, series.at(-1)!]
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    const yes = latest.value < first.value === below
    expect(outcome.answer).toMatch(yes ? /^(Yes|Oui)/ : /^(No|Non)\b/)
    expect(shows(outcome.answer!, first.value) && shows(outcome.answer!, latest.value)).toBe(true)
  })

  it.each([
    ["Did Japan's population fall under 125 million?", 'JPN', 125e6, 'less'],
    ["Did India's population rise above 1.4 billion?", 'IND', 1.4e9, 'more'],
    ['La population du Japon est-elle passée sous les 125 millions ?', 'JPN', 125e6, 'less'],
  ] as const)('a figure passed the way the series moved: the first year: %s', async (question, c, figure, way) => {
    const holds = (v: number) => (way === 'less' ? v < figure : v > figure)
    const series = ref.series(c, POP, FIRST, LAST)
    const first = series.find((r, k) => k > 0 && holds(r.value) && !holds(series[k - 1]!.value))!
    const outcome = await ask(question)
    expect(outcome.status).toBe('valid')
    expect(outcome.answer).toContain(String(first.year))
    expect(shows(outcome.answer!, first.value)).toBe(true)
  })

  it('"above 75 years" of life expectancy is a figure to check', async () => {
    const outcome = await ask('Was life expectancy in Mexico above 75 years in 2019?')
    const v = ref.row('MEX', LE, 2019).value
    expect(outcome.answer!.startsWith(v > 75 ? 'Yes' : 'No')).toBe(true)
    expect(shows(outcome.answer!, v)).toBe(true)
  })

  it.each([
    ["Quelle part des Nigérians utilisait Internet en 2022, pour un dossier sur l'économie numérique ?", 'NGA'],
    ['What share of Indians used the internet in 2022 for our digital economy fact box?', 'IND'],
  ] as const)(
    'the story a question is for asks nothing ("numérique" is no misspelt place): %s',
    async (question, c) => {
      const outcome = await ask(question)
      expect(outcome.status).toBe('valid')
      expect(outcome.answer_status).toBe('answered')
      expect(shows(outcome.answer!, ref.row(c, NET, 2022).value)).toBe(true)
      // Only the share asked: the story's "economy" is no GDP, and no other country is named.
      expect(outcome.answer).not.toMatch(/GDP|PIB|United States|États-Unis/)
    },
  )
})
