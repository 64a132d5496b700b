// The kinds the planner used to decline although the tools answer them (issue 29): a verdict (or a list) over every
// country's change, a growth rate of one year, "last year" as the step into the latest year with values, and "by how
// much" of a ranking's end as its lead over the second. Each is answered `valid` by the planner in English and French
// with the numbers the CSV gives (computed here); the same calls with a wrong word in the answer (a verdict turned, a
// country listed that did not move that way, a place or a comparison turned) are refused by gate 2.
import { describe, expect, it } from 'vitest'
import { INDICATOR } from '../src/lexicon/codes.js'
import { countryName } from '../src/lexicon/names.js'
import { readQuestion } from '../src/reading/rules.js'
import {
  COUNTRIES,
  constructedCalls,
  constructedProvider,
  constructedText,
  plannerService,
  ref,
  refPercentChange,
  refRanking,
  shows,
  testStore,
} from './helpers.js'

const { POP, GDP, PCAP, LE } = INDICATOR
const fold = (t: string) => t.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase()
const ask = (question: string) => plannerService().ask({ question, design: 'tools' })
/** Every country's change between two years, from the CSV. */
const changes = (i: string, a: number, b: number) =>
  COUNTRIES.map((c) => ({ c, d: Number((ref(c, i, b)! - ref(c, i, a)!).toFixed(9)), p: refPercentChange(c, i, a, b) }))
/** The latest year at or before the snapshot's last with a value for every one of the eight (or for one country). */
const latestYear = (i: string, countries: readonly string[] = COUNTRIES) => {
  for (let y = testStore().years[1]; ; y -= 1) if (countries.every((c) => ref(c, i, y) !== null)) return y
}

/** The planner's answer, valid, with its calls (for a scripted model to make again). */
async function planned(question: string) {
  const outcome = await ask(question)
  expect(outcome.problems).toEqual([])
  expect(outcome.status).toBe('valid')
  const calls = outcome.trace.flatMap((t) => (t.type === 'tool' ? [{ name: t.name, args: t.arguments }] : []))
  return { answer: outcome.answer!, calls }
}

/** The same calls, then this text as the answer: what gate 2 makes of it. */
async function scripted(question: string, calls: { name: string; args: unknown }[], text: string) {
  const provider = constructedProvider((_r, n) =>
    n === 1 ? constructedCalls(calls) : constructedText(JSON.stringify({ status: 'answered', answer: text })),
  )
  const service = plannerService({ providers: { openai: () => provider } })
  return service.ask({ question, design: 'tools', provider: 'openai' })
}

async function refused(question: string, calls: { name: string; args: unknown }[], text: string, codes: string[]) {
  const outcome = await scripted(question, calls, text)
  expect(outcome.status, text).toBe('rejected')
  expect(
    outcome.problems.some((p) => codes.includes(p.code)),
    JSON.stringify(outcome.problems),
  ).toBe(true)
}

describe("a verdict, or a list, over every country's change", () => {
  it('"did it rise in every country": no, naming the countries that did not, each change given', async () => {
    const q = 'Did the population rise in every country between 2010 and 2020?'
    const all = changes(POP, 2010, 2020)
    const notUp = all.filter((x) => x.d <= 0)
    const { answer, calls } = await planned(q)
    expect(answer.startsWith(notUp.length > 0 ? 'No:' : 'Yes:')).toBe(true)
    for (const x of notUp) expect(answer).toContain(countryName(x.c, 'en'))
    for (const x of all) expect(shows(answer, x.p), `${answer} should show ${x.p}`).toBe(true)
    // A verdict turned, and the claim turned with it, are refused.
    await refused(q, calls, answer.replace(/^No:/, 'Yes:'), ['wrong_verdict'])
    await refused(q, calls, answer.replace('did not rise in every country', 'rose in every country'), [
      'wrong_direction',
    ])
    // A country that rose, listed among those that did not.
    const riser = countryName(all.find((x) => x.d > 0)!.c, 'en')
    await refused(
      q,
      calls,
      answer.replace(/in the following countries: [^.]*\./, `in the following countries: ${riser}.`),
      ['wrong_direction'],
    )
  })

  it('"depuis 2015": to the latest year every country has, in French', async () => {
    const q = 'Le PIB a-t-il augmenté dans tous les pays depuis 2015 ?'
    const to = latestYear(GDP)
    const all = changes(GDP, 2015, to)
    const { answer, calls } = await planned(q)
    expect(answer).toContain(`de 2015 à ${to}`)
    const yes = all.every((x) => x.d > 0)
    expect(answer.startsWith(yes ? 'Oui' : 'Non')).toBe(true)
    for (const x of all.filter((y) => y.d <= 0)) expect(fold(answer)).toContain(fold(countryName(x.c, 'fr')))
    await refused(q, calls, answer.replace(/^Non :/, 'Oui :'), ['wrong_verdict'])
    await refused(q, calls, answer.replace("n'a pas augmenté dans tous les pays", 'a augmenté dans tous les pays'), [
      'wrong_direction',
    ])
  })

  it('"did any of the eight fall": yes when one did, naming those that did', async () => {
    const q = 'Did any of the eight see its GDP fall between 2019 and 2020?'
    const fell = changes(GDP, 2019, 2020).filter((x) => x.d < 0)
    const { answer, calls } = await planned(q)
    expect(answer.startsWith(fell.length > 0 ? 'Yes:' : 'No:')).toBe(true)
    for (const x of fell) expect(answer).toContain(countryName(x.c, 'en'))
    await refused(q, calls, answer.replace(/^Yes:/, 'No:'), ['wrong_verdict'])
  })

  it('"did any fall" when none did: no, and "fell in" a country that rose is refused', async () => {
    // A span in which no country's population fell, found in the CSV.
    const from = [2000, 2001, 2002, 2003].find((y) => changes(POP, y, y + 5).every((x) => x.d > 0))!
    const q = `Did the population fall in any country between ${from} and ${from + 5}?`
    const { answer, calls } = await planned(q)
    expect(answer).toMatch(/^No: .*did not fall in any country in the data/)
    await refused(q, calls, answer.replace('did not fall in any country', 'fell in any country'), [
      'wrong_direction',
      'wrong_verdict',
    ])
    await refused(q, calls, answer.replace(/^No:/, 'Yes:'), ['wrong_verdict'])
  })

  it('"which countries fell": those whose change went that way, in English and French', async () => {
    const fell = changes(LE, 2019, 2021).filter((x) => x.d < 0)
    const rose = changes(LE, 2019, 2021).filter((x) => x.d > 0)
    const en = await planned("Which countries' life expectancy fell between 2019 and 2021?")
    const listed = /fell in the following countries: ([^.]*)\./.exec(en.answer)![1]!
    for (const x of fell) expect(listed).toContain(countryName(x.c, 'en'))
    for (const x of rose) expect(listed).not.toContain(countryName(x.c, 'en'))
    for (const x of fell) expect(shows(en.answer, x.d)).toBe(true)
    const wrong = en.answer.replace(listed, `${listed.replace(/ and /, ', ')} and ${countryName(rose[0]!.c, 'en')}`)
    await refused("Which countries' life expectancy fell between 2019 and 2021?", en.calls, wrong, ['wrong_direction'])
    const fr = await planned('Quels pays ont vu leur espérance de vie baisser entre 2019 et 2021 ?')
    for (const x of fell) expect(fold(fr.answer)).toContain(fold(countryName(x.c, 'fr')))
  })

  it('reads near-misses as what they ask: every year, one country, no country, the fastest', () => {
    const read = (q: string) => readQuestion(q, testStore().years)
    // Every year is no question of every country; a change of no country is declined, naming the words.
    expect(read('Did the population rise in every year between 2010 and 2020?').decline).not.toBeNull()
    expect(read("Did every country's population rise every year from 2010 to 2020?").decline).not.toBeNull()
    expect(read('Did GDP fall between 2019 and 2020?').decline?.reason).toBe('no_country')
    expect(read('Did the population rise in Japan between 2010 and 2020?').parts[0]!.shape).toBe('change')
    const most = read("Which country's population fell the most between 2010 and 2020?").parts[0]!
    expect([most.shape, most.order]).toEqual(['change_rank', 'lowest'])
    const any = read('Did GDP fall in any country between 2019 and 2020?').parts[0]!
    expect([any.shape, any.ever, any.polar, any.direction]).toEqual(['change_rank', true, true, 'down'])
  })
})

describe('a growth rate', () => {
  it("one year's: the percent change from the year before, said as such", async () => {
    const p = refPercentChange('IND', POP, 2022, 2023)
    const en = await planned("What was India's annual population growth rate in 2023?")
    expect(en.answer).toMatch(/annual growth rate .* percent change from 2022/)
    expect(shows(en.answer, p)).toBe(true)
    const fr = await planned("Quel a été le taux de croissance annuel de la population de l'Inde en 2023 ?")
    expect(shows(fr.answer, p)).toBe(true)
    expect(fr.answer).toContain('depuis 2022')
  })

  it('against a figure of the question: the rate as it is, a fall a negative rate', async () => {
    const p = refPercentChange('NGA', POP, 2019, 2020)
    const q = "Was Nigeria's population growth rate below 2% in 2020?"
    const { answer, calls } = await planned(q)
    expect(answer.startsWith(p < 2 ? 'Yes:' : 'No:')).toBe(true)
    await refused(q, calls, answer.replace(/^(Yes|No):/, p < 2 ? 'No:' : 'Yes:'), ['wrong_verdict'])
  })

  it('of GDP: real growth, at constant prices, which the data does not hold; the change in current dollars offered', async () => {
    // (Issue 35: a current-dollar change is never called GDP growth.)
    for (const [q, words, said] of [
      ["What was India's annual GDP growth rate in 2023?", 'growth rate', 'constant prices'],
      ["Mexico's GDP growth in 2019?", 'growth', 'current US dollars between two years'],
      ['Which country had the highest GDP growth rate in 2023?', 'growth rate', 'constant prices'],
      [
        "Quel a été le taux de croissance annuel du PIB de l'Inde en 2023 ?",
        'taux de croissance annuel',
        'prix constants',
      ],
      ['Croissance du PIB du Mexique en 2019 ?', 'Croissance', 'dollars US courants entre deux années'],
      ['Quelle a été la croissance économique du Brésil en 2021 ?', 'croissance économique', 'prix constants'],
    ] as const) {
      const reading = readQuestion(q, testStore().years)
      expect(reading.decline, q).toMatchObject({ reason: 'growth_rate', words: [words] })
      const { answer } = await planned(q)
      expect(answer, q).toContain(said)
      expect(answer, q).not.toMatch(/\d/)
    }
    // A change of GDP asked as a change is answered in current US dollars, and never called a growth rate.
    const { answer } = await planned("How much did Mexico's GDP grow between 2018 and 2019?")
    expect(shows(answer, ref('MEX', GDP, 2019)! - ref('MEX', GDP, 2018)!)).toBe(true)
    expect(answer).not.toMatch(/growth rate/)
  })

  it('"annual" over a span is the compound rate a year; "average annual" too', async () => {
    const [a, b] = [ref('NGA', POP, 2000)!, ref('NGA', POP, 2020)!]
    const cagr = ((b / a) ** (1 / 20) - 1) * 100
    for (const q of [
      "What was the average annual growth rate of Nigeria's population from 2000 to 2020?",
      "What was the annual growth rate of Nigeria's population from 2000 to 2020?",
      'Quel a été le taux de croissance annuel de la population du Nigeria entre 2000 et 2020 ?',
    ]) {
      const { answer } = await planned(q)
      expect(shows(answer, cagr), `${q}: ${answer}`).toBe(true)
    }
  })

  it('declines what it is not: the growth of a growth rate, real growth, a year with none before', () => {
    const read = (q: string) => readQuestion(q, testStore().years)
    expect(read("Did India's GDP growth rate rise in 2023?").decline?.words).toEqual(['growth rate'])
    expect(read("What was India's real GDP growth rate in 2023?").decline?.reason).toBe('growth_rate')
    expect(read(`What was India's population growth rate in ${testStore().years[0]}?`).decline?.reason).toBe(
      'two_years',
    )
    expect(read("What was India's annual GDP in 2023?").decline?.words).toEqual(['annual'])
  })
})

describe('"last year": the step into the latest year with a value, both years named', () => {
  it.each([
    ["Did Japan's population go up last year?", 'JPN', POP, 'up', 'en'],
    ["Le PIB du Mexique a-t-il baissé l'an dernier ?", 'MEX', GDP, 'down', 'fr'],
  ] as const)('%s', async (q, c, i, way, language) => {
    const to = latestYear(i, [c])
    const d = ref(c, i, to)! - ref(c, i, to - 1)!
    const yes = way === 'up' ? d > 0 : d < 0
    const { answer, calls } = await planned(q)
    expect(answer).toContain(String(to - 1))
    expect(answer).toContain(String(to))
    expect(shows(answer, refPercentChange(c, i, to - 1, to))).toBe(true)
    const [y, n] = language === 'fr' ? ['Oui :', 'Non :'] : ['Yes:', 'No:']
    expect(answer.startsWith(yes ? y : n)).toBe(true)
    await refused(q, calls, answer.replace(yes ? y : n, yes ? n : y), ['wrong_verdict'])
  })

  it('"now", "recently" name no step: declined, naming the words', () => {
    const d = readQuestion("Did Japan's population fall recently?", testStore().years).decline
    expect(d?.reason).toBe('two_years')
  })
})

describe('"and by how much?" of a ranking\'s end: its lead over the second', () => {
  it.each([
    ['Which country had the highest GDP per capita in 2024, and by how much?', 'highest', 'en'],
    ['Quel pays a le PIB par habitant le plus élevé en 2024, et de combien ?', 'highest', 'fr'],
    ['Quel pays a le PIB par habitant le plus bas en 2024, et de combien ?', 'lowest', 'fr'],
  ] as const)('%s', async (q, end, language) => {
    const ranking = refRanking(PCAP, 2024)
    const [first, second] = end === 'highest' ? [ranking[0]!, ranking[1]!] : [ranking.at(-1)!, ranking.at(-2)!]
    const { answer, calls } = await planned(q)
    for (const r of [first, second]) {
      expect(fold(answer)).toContain(fold(countryName(r.country, language)))
      expect(shows(answer, r.value)).toBe(true)
    }
    expect(shows(answer, Math.abs(first.value - second.value))).toBe(true)
    if (language === 'en') {
      await refused(q, calls, answer.replace('ranked second', 'ranked third'), ['wrong_rank'])
      await refused(q, calls, answer.replace(' less than ', ' more than '), ['wrong_comparison'])
    } else {
      await refused(q, calls, answer.replace(/(deuxième|septième)/, 'troisième'), ['wrong_rank'])
    }
  })
})

describe('neighbour wordings, and near-misses that ask something else', () => {
  it('"and how far ahead was it?", "et avec quelle avance ?": the lead over the second, asked in a clause of its own', async () => {
    const [first, second] = refRanking(GDP, 2024)
    for (const q of [
      'Which country had the highest GDP in 2024 and how far ahead was it?',
      'Quel pays avait le PIB le plus élevé en 2024, et avec quelle avance ?',
    ]) {
      const { answer } = await planned(q)
      expect(shows(answer, first!.value - second!.value), answer).toBe(true)
    }
    // "And how much was it?" asks the value alone.
    const value = await planned('Which country had the highest GDP in 2024, and how much was it?')
    expect(shows(value.answer, first!.value - second!.value)).toBe(false)
  })

  it('a change asked of one year as an amount is the step into it from the year before', async () => {
    const { answer } = await planned("How much did Canada's population grow in 2021?")
    expect(answer).toContain('2020')
    expect(shows(answer, ref('CAN', POP, 2021)! - ref('CAN', POP, 2020)!)).toBe(true)
  })

  it('"did it rise in most countries": no end of a ranking answers it, declined naming its words', () => {
    const d = readQuestion('Did the population rise in most countries between 2010 and 2020?', testStore().years)
    expect(d.decline?.words).toContain('most')
  })
})
