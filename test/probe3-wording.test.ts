// Issue 35, item 1: the form of the answer follows the question's own word. A request before "whether", "if", "si"
// asks yes or no; two one-year steps get a verdict each; countries set apart ("except Japan", "à part les
// États-Unis") are read as the group of the others, or the question is declined naming the words; « dont » after the
// noun asked reads as « où ». Every expected verdict, country and sum is computed from the snapshot here.
import { describe, expect, it } from 'vitest'
import { createAskService } from '../src/ask/service.js'
import { readQuestion } from '../src/reading/rules.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { COUNTRIES, ref, refRanking, testConfig, testStore } from './helpers.js'

const store = testStore()
const years = store.years
const planner = createAskService({ config: testConfig(), store, toolbox: createToolbox(store) })
const GDP = 'NY.GDP.MKTP.CD'
const POP = 'SP.POP.TOTL'
const LIFE = 'SP.DYN.LE00.IN'
const NET = 'IT.NET.USER.ZS'

async function valid(question: string) {
  const outcome = await planner.ask({ question })
  expect(outcome.status, `${question}: ${outcome.answer ?? outcome.draft}`).toBe('valid')
  expect(outcome.answer_status, `${question}: ${outcome.answer}`).toBe('answered')
  return outcome
}

async function declinedNaming(question: string, words: string) {
  const outcome = await planner.ask({ question })
  expect(outcome.status, `${question}: ${outcome.answer ?? outcome.draft}`).toBe('valid')
  expect(outcome.answer_status, `${question}: ${outcome.answer}`).toBe('cannot_answer')
  expect(outcome.answer).toContain(words)
  return outcome
}

/** The verdicts an answer gives, in order ("Yes", "No", "Oui", "Non"). */
const verdicts = (answer: string) =>
  [...answer.matchAll(/(?:^|\. )(Yes|No|Oui|Non) ?:/g)].map((m) => m[1] === 'Yes' || m[1] === 'Oui')
const higher = (a: string, b: string, i: string, y: number) => ref(a, i, y)! > ref(b, i, y)!

describe('a request before "whether", "if", "si" asks yes or no', () => {
  it.each([
    ["Tell me whether Brazil's GDP was higher than Canada's in 2020", () => higher('BRA', 'CAN', GDP, 2020)],
    ["Check whether Brazil's GDP was higher than Canada's in 2020", () => higher('BRA', 'CAN', GDP, 2020)],
    ["find out whether Brazil's GDP was higher than Canada's in 2020", () => higher('BRA', 'CAN', GDP, 2020)],
    ["I'd like to know whether Brazil's GDP was higher than Canada's in 2020", () => higher('BRA', 'CAN', GDP, 2020)],
    ["I was wondering if Brazil's GDP was higher than Canada's in 2020", () => higher('BRA', 'CAN', GDP, 2020)],
    ['can you tell me whether India had more people than the US in 2020?', () => higher('IND', 'USA', POP, 2020)],
    [
      "can you check if Japan's population fell between 2010 and 2020",
      () => ref('JPN', POP, 2020)! < ref('JPN', POP, 2010)!,
    ],
    [
      "could you confirm whether Japan's population fell between 2010 and 2020?",
      () => ref('JPN', POP, 2020)! < ref('JPN', POP, 2010)!,
    ],
    [
      "Tell me if Nigeria's population grew between 2010 and 2020",
      () => ref('NGA', POP, 2020)! > ref('NGA', POP, 2010)!,
    ],
    ['Dis-moi si le PIB du Brésil était plus élevé que celui du Canada en 2020', () => higher('BRA', 'CAN', GDP, 2020)],
    ['Vérifie si le PIB du Brésil était plus élevé que celui du Canada en 2020', () => higher('BRA', 'CAN', GDP, 2020)],
    [
      'pouvez-vous vérifier si le PIB du Brésil était plus élevé que celui du Canada en 2020 ?',
      () => higher('BRA', 'CAN', GDP, 2020),
    ],
    [
      'je me demande si le PIB du Brésil était plus élevé que celui du Canada en 2020',
      () => higher('BRA', 'CAN', GDP, 2020),
    ],
    [
      'est-ce que tu peux me dire si le PIB du Brésil était plus élevé que celui du Canada en 2020 ?',
      () => higher('BRA', 'CAN', GDP, 2020),
    ],
  ] as const)('"%s": one verdict, the data\'s', async (question, expected) => {
    const outcome = await valid(question)
    expect(verdicts(outcome.answer!), outcome.answer!).toEqual([expected()])
  })

  it('"Dis-moi si … a dépassé … en 2015" is answered as the same question without the request', async () => {
    const bare = await valid('Le PIB du Brésil a-t-il dépassé celui du Canada en 2015 ?')
    const asked = await valid('Dis-moi si le PIB du Brésil a dépassé celui du Canada en 2015')
    expect(asked.answer).toBe(bare.answer)
    expect(verdicts(asked.answer!)).toHaveLength(1)
  })
})

describe('two countries joined by "or" ask which of the two, never a yes or no on the first named', () => {
  it.each([
    ['Did the UK or Canada have more internet users in 2020?', 'GBR', 'CAN', NET, 2020],
    ['Tell me whether the UK or Canada had more internet users in 2020', 'GBR', 'CAN', NET, 2020],
    ['Tell me whether Japan or Canada had the higher life expectancy in 2015', 'JPN', 'CAN', LIFE, 2015],
    ["Dis-moi si le Royaume-Uni ou le Canada avait plus d'internautes en 2020", 'GBR', 'CAN', NET, 2020],
    ['My editor wants to know whether the UK or Canada had more internet users in 2020', 'GBR', 'CAN', NET, 2020],
  ] as const)('"%s"', async (question, a, b, i, y) => {
    const outcome = await valid(question)
    expect(verdicts(outcome.answer!), outcome.answer!).toEqual([])
    const winner = higher(a, b, i, y) ? a : b
    expect(outcome.answer).toMatch(/higher than for|plus élevée que celle/)
    expect(outcome.citations.find((c) => c.kind === 'value')!.country_codes).toEqual([winner])
  })

  it('"whether or not" is the same yes or no', async () => {
    const outcome = await valid("Tell me whether or not Brazil's GDP was higher than Canada's in 2020")
    expect(verdicts(outcome.answer!)).toEqual([higher('BRA', 'CAN', GDP, 2020)])
  })
})

describe("an opinion asked of a claim is the claim's yes or no", () => {
  it.each([
    ["Would you say Brazil's GDP was higher than Canada's in 2020?", () => higher('BRA', 'CAN', GDP, 2020)],
    ['Is it fair to say that India had more people than the US in 2020?', () => higher('IND', 'USA', POP, 2020)],
    [
      'Diriez-vous que le PIB du Brésil était plus élevé que celui du Canada en 2020 ?',
      () => higher('BRA', 'CAN', GDP, 2020),
    ],
    [
      'Peut-on dire que la population du Japon a baissé entre 2010 et 2020 ?',
      () => ref('JPN', POP, 2020)! < ref('JPN', POP, 2010)!,
    ],
  ] as const)('"%s"', async (question, expected) => {
    const outcome = await valid(question)
    expect(verdicts(outcome.answer!), outcome.answer!).toEqual([expected()])
  })

  it('"…, and was it Japan?": a yes or no no part reads is declined naming its clause, never a value with no verdict', async () => {
    await declinedNaming('Which country had the highest life expectancy in 2021, and was it Japan?', 'was it Japan')
  })
})

describe('a year said first, then the yes or no', () => {
  it.each([
    ["In 2020, was India's population larger than Nigeria's?", () => higher('IND', 'NGA', POP, 2020)],
    ['In 2015, did Mexico have higher internet use than Brazil?', () => higher('MEX', 'BRA', NET, 2015)],
    [
      'En 2020, le Japon avait-il une espérance de vie plus élevée que le Canada ?',
      () => higher('JPN', 'CAN', LIFE, 2020),
    ],
  ] as const)('"%s": the verdict of that year', async (question, expected) => {
    const outcome = await valid(question)
    expect(verdicts(outcome.answer!), outcome.answer!).toEqual([expected()])
  })
})

describe('two one-year steps: a verdict each, never one over both', () => {
  const fell = (c: string, i: string, y: number) => ref(c, i, y)! < ref(c, i, y - 1)!
  const gap = (y: number) => Math.abs(ref('USA', GDP, y)! - ref('JPN', GDP, y)!)
  it.each([
    ["Did the UK's GDP fall in 2020 and in 2021?", () => [fell('GBR', GDP, 2020), fell('GBR', GDP, 2021)]],
    ["Did the UK's GDP fall in both 2020 and 2021?", () => [fell('GBR', GDP, 2020), fell('GBR', GDP, 2021)]],
    ["Did the UK's GDP rise in both 2020 and 2021?", () => [!fell('GBR', GDP, 2020), !fell('GBR', GDP, 2021)]],
    [
      'Did the gap between the US and Japan in GDP widen in 2020 and 2021?',
      () => [gap(2020) > gap(2019), gap(2021) > gap(2020)],
    ],
    [
      "L'écart de PIB entre les États-Unis et le Japon s'est-il creusé en 2020 et en 2021 ?",
      () => [gap(2020) > gap(2019), gap(2021) > gap(2020)],
    ],
  ] as const)('"%s"', async (question, expected) => {
    const outcome = await valid(question)
    expect(verdicts(outcome.answer!), outcome.answer!).toEqual(expected())
    expect(outcome.problems).toEqual([])
  })

  it.each([
    ['Did the population of Japan fall in 2020, and by how much?', 'JPN', POP, 2020],
    ['Tell me if the population of Japan fell in 2020, and by how much', 'JPN', POP, 2020],
    ['Le PIB du Royaume-Uni a-t-il baissé en 2020, et de combien ?', 'GBR', GDP, 2020],
  ] as const)('"%s": the step\'s verdict and its amount', async (question, c, i, y) => {
    const outcome = await valid(question)
    expect(verdicts(outcome.answer!)).toEqual([fell(c, i, y)])
    const step = outcome.citations.find((x) => x.kind === 'difference')!
    expect(step.years).toEqual([y - 1, y])
    expect(step.value).toBeCloseTo(ref(c, i, y)! - ref(c, i, y - 1)!, 0)
  })

  it('"did it overtake in 2008 and 2009" is two parts, each said with its own verdict', async () => {
    const reading = readQuestion('Did Brazil overtake Canada in GDP in 2008 and 2009?', years)
    expect(reading.parts.map((p) => p.at)).toEqual([2008, 2009])
    const outcome = await valid('Did Brazil overtake Canada in GDP in 2008 and 2009?')
    expect(verdicts(outcome.answer!)).toHaveLength(2)
  })
})

describe('countries set apart: the group of the others, or declined naming the words', () => {
  const topWithout = (i: string, y: number, out: string[]) => refRanking(i, y).find((e) => !out.includes(e.country))!
  const NAMES: Record<string, RegExp> = {
    BRA: /Brazil|Brésil/,
    CAN: /Canada/,
    GBR: /United Kingdom|Royaume-Uni/,
    IND: /India|Inde/,
    JPN: /Japan|Japon/,
    MEX: /Mexico|Mexique/,
    NGA: /Nigeria/,
    USA: /United States|États-Unis/,
  }
  it.each([
    ['Quel pays, à part les États-Unis, avait le PIB le plus élevé en 2020 ?', GDP, ['USA']],
    ['Apart from the US, which country had the highest GDP in 2020?', GDP, ['USA']],
    ['Excluding the US, which country had the highest GDP in 2020?', GDP, ['USA']],
    ['Which country other than India had the largest population in 2020?', POP, ['IND']],
    ['Which country except Japan had the highest life expectancy in 2020?', LIFE, ['JPN']],
    ["Sauf le Japon, quel pays avait l'espérance de vie la plus élevée en 2020 ?", LIFE, ['JPN']],
    ["Mis à part l'Inde, quel pays était le plus peuplé en 2020 ?", POP, ['IND']],
    ['Hors États-Unis, quel pays avait le PIB le plus élevé en 2020 ?', GDP, ['USA']],
    ['Apart from India and Nigeria, which country had the largest population in 2020?', POP, ['IND', 'NGA']],
  ] as const)('"%s": the highest of the others, the country set apart never cited', async (question, i, out) => {
    const outcome = await valid(question)
    const top = topWithout(i, 2020, [...out])
    const cited = new Set(outcome.citations.flatMap((c) => c.country_codes))
    for (const c of out) expect(cited.has(c), outcome.answer!).toBe(false)
    expect(cited.has(top.country)).toBe(true)
    // The highest named is the others' highest: "that of Japan", "celle du Japon".
    expect(outcome.answer).toMatch(
      new RegExp(`(?:that of|celle d[eu']s?) ?(?:the )?(?:l')?${NAMES[top.country]!.source}`),
    )
    expect(outcome.read_as).not.toMatch(NAMES[out[0]]!)
  })

  it("a sum over the others is the others' sum", async () => {
    const outcome = await valid('What was the combined population of the eight except India in 2020?')
    const sum = COUNTRIES.filter((c) => c !== 'IND').reduce((s, c) => s + ref(c, POP, 2020)!, 0)
    expect(outcome.answer!.replace(/,/g, '')).toContain(String(sum))
  })

  it.each([
    ['Top 3 countries by GDP in 2020 excluding the US', 'excluding the US'],
    ['Les 3 pays les plus riches en 2020, hors États-Unis ?', 'hors États-Unis'],
    ['Which country had the second highest GDP in 2020 apart from the US?', 'apart from the US'],
    ["Except Japan, what was the US's GDP in 2020?", 'Except'],
    ['Apart from India, was China the most populous country in 2020?', 'Apart from India'],
    ['Besides Brazil, did any country have higher internet use than Mexico in 2020?', 'Besides'],
    ['Which of the other seven had the highest GDP per capita in 2020?', 'other'],
    ['Parmi les autres pays, lequel avait le PIB le plus élevé en 2020 ?', 'autres'],
    ['Sans compter les États-Unis et le Canada, quel était le PIB du Mexique en 2020 ?', 'Sans compter'],
  ] as const)('"%s" is declined naming "%s"', async (question, words) => {
    await declinedNaming(question, words)
  })
})

describe('« dont » after the noun asked reads as « où »', () => {
  it("« l'année dont la population du Nigeria a été la plus forte »: the year of the highest", async () => {
    let best = years[0]
    for (let y = years[0]; y <= years[1]; y += 1) if ((ref('NGA', POP, y) ?? 0) > ref('NGA', POP, best)!) best = y
    const outcome = await valid("Quelle est l'année dont la population du Nigeria a été la plus forte ?")
    expect(outcome.answer).toMatch(new RegExp(`plus haut niveau en ${best}`))
  })

  it.each([
    ["Quel est le pays dont l'espérance de vie est la plus haute en 2020 ?", LIFE, 2020],
    ['Quel pays dont la population est la plus faible en 2020 ?', POP, 2020],
    ['Quel est le pays dont le PIB était le plus élevé en 2015 ?', GDP, 2015],
  ] as const)('"%s": the end of the ranking', async (question, i, y) => {
    const ranking = refRanking(i, y)
    const end = /faible/.test(question) ? ranking.at(-1)! : ranking[0]!
    const outcome = await valid(question)
    expect(outcome.citations.filter((c) => c.kind === 'value').map((c) => c.country_codes[0])).toContain(end.country)
  })

  it('« le Brésil, dont le PIB a baissé »: a relative clause of its own is declined naming « dont »', async () => {
    await declinedNaming('Le Brésil, dont le PIB a baissé en 2020, avait-il un PIB plus élevé que le Canada ?', 'dont')
  })
})
