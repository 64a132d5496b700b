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
