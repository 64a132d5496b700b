// Gate 2 (every figure a fact, at its precision, bound to what its sentence names) and gate 1 (the shape). Facts come
// from the real tools over the test database; expected numbers are read from the CSV by test code.
import { describe, expect, it } from 'vitest'
import { ask, type AskDeps } from '../src/ask/loop.js'
import { fetchFirstPlanner } from '../src/ask/fetch-first.js'
import { DEFAULT_PRICES } from '../src/ask/pricing.js'
import { readQuestion } from '../src/reading/rules.js'
import { checkCoverage } from '../src/gates/coverage.js'
import { checkFigures } from '../src/gates/figures.js'
import { checkShape } from '../src/gates/shape.js'
import { planBudgetFor } from '../src/planner/plan.js'
import { formatFixed } from '../src/text/format.js'
import { createToolbox } from '../src/tools/toolbox.js'
import {
  askInput,
  constructedCalls,
  constructedProvider,
  constructedText,
  ref,
  testConfig,
  testStore,
} from './helpers.js'
import { type Call, ch, cmp, evidenceOf, gv, rk } from './tool-calls.js'
import { INDICATOR } from '../src/lexicon/codes.js'

const { POP, GDP, PCAP, LE, NET } = INDICATOR

const en = (n: number, d = 0) => formatFixed(n, d, 'en')
const fr = (n: number, d = 0) => formatFixed(n, d, 'fr')
const CAN_POP = ref('CAN', POP, 2024)!
const CAN_GDP = ref('CAN', GDP, 2024)!

const check = (answer: string, calls: Call[], question = '', status: 'answered' | 'cannot_answer' = 'answered') =>
  checkFigures({ status, answer }, evidenceOf(calls, question))
const codes = (answer: string, calls: Call[], question = '') =>
  check(answer, calls, question).problems.map((p) => p.code)

describe('gate 2: figures bound to what their sentence names', () => {
  it('cites every figure of a right answer with its fact and its tool call', () => {
    const { problems, citations } = check(`In 2024, the population of Canada was ${en(CAN_POP)} (41.3 million).`, [
      gv('CAN', POP, 2024),
    ])
    expect(problems).toEqual([])
    expect(citations).toEqual([
      {
        text: en(CAN_POP),
        value: CAN_POP,
        kind: 'value',
        country_codes: ['CAN'],
        indicator_code: POP,
        years: [2024],
        tool_call: 1,
      },
      {
        text: '41.3 million',
        value: CAN_POP,
        kind: 'value',
        country_codes: ['CAN'],
        indicator_code: POP,
        years: [2024],
        tool_call: 1,
      },
    ])
  })

  it.each([
    // [what, language, answer, calls, question, code, detail]
    [
      'a real figure for the wrong year',
      'en',
      `In 2023, Canada's population was ${en(CAN_POP)}.`,
      [gv('CAN', POP, 2024), gv('CAN', POP, 2023)],
      '',
      'wrong_year',
      `${en(CAN_POP)} is Canada's population in 2024; the sentence says 2023`,
    ],
    [
      'a real figure for the wrong year',
      'fr',
      `En 2023, la population du Canada était de ${fr(CAN_POP)} habitants.`,
      [gv('CAN', POP, 2024), gv('CAN', POP, 2023)],
      '',
      'wrong_year',
      `${fr(CAN_POP)} is Canada's population in 2024; the sentence says 2023`,
    ],
    [
      "another country's figure",
      'en',
      'In 2024, Japan had 41.3 million people.',
      [gv('CAN', POP, 2024), gv('JPN', POP, 2024)],
      '',
      'wrong_country',
      "41.3 million is Canada's population in 2024; the sentence names Japan",
    ],
    [
      "another country's figure",
      'fr',
      "En 2024, le Japon comptait 41,3 millions d'habitants.",
      [gv('CAN', POP, 2024), gv('JPN', POP, 2024)],
      '',
      'wrong_country',
      "41,3 millions is Canada's population in 2024; the sentence names Japan",
    ],
    [
      "another indicator's figure (GDP given as GDP per capita)",
      'en',
      `In 2024, Canada's GDP per capita was ${en(CAN_GDP)} US dollars.`,
      [gv('CAN', GDP, 2024), gv('CAN', PCAP, 2024)],
      '',
      'wrong_indicator',
      `${en(CAN_GDP)} is Canada's GDP in 2024; the sentence names GDP per capita`,
    ],
    [
      "another indicator's figure (GDP given as GDP per capita)",
      'fr',
      `En 2024, le PIB par habitant du Canada était de ${fr(CAN_GDP)} dollars.`,
      [gv('CAN', GDP, 2024), gv('CAN', PCAP, 2024)],
      '',
      'wrong_indicator',
      `${fr(CAN_GDP)} is Canada's GDP in 2024; the sentence names GDP per capita`,
    ],
    [
      "the question's own number",
      'en',
      'Yes: Canada had 50,000,000 people in 2024.',
      [gv('CAN', POP, 2024)],
      'Canada had 50,000,000 people in 2024, right?',
      'number_from_question',
      '50,000,000 appears in the question, not in any data the application gave',
    ],
    [
      "the question's own number",
      'fr',
      'Oui : le Canada comptait 50 000 000 habitants en 2024.',
      [gv('CAN', POP, 2024)],
      "Le Canada comptait 50 000 000 habitants en 2024, n'est-ce pas ?",
      'number_from_question',
      '50 000 000 appears in the question, not in any data the application gave',
    ],
    [
      'a number only in the rules',
      'en',
      `In 2024 Canada had ${en(CAN_POP)} people, in at most 800 characters.`,
      [gv('CAN', POP, 2024)],
      '',
      'number_from_rules',
      '800 appears only in the rules, not in the data',
    ],
    [
      'a number only in the rules',
      'fr',
      `En 2024, le Canada comptait ${fr(CAN_POP)} habitants (réponse de 800 caractères au plus).`,
      [gv('CAN', POP, 2024)],
      '',
      'number_from_rules',
      '800 appears only in the rules, not in the data',
    ],
  ] as const)('rejects %s (%s)', (_what, _language, answer, calls, question, code, detail) => {
    const { problems } = check(answer, [...calls], question)
    expect(problems.map((p) => [p.code, p.detail])).toEqual([[code, detail]])
  })

  it('rejects a difference the model computed from two values it was given', () => {
    const diff = ref('CAN', LE, 2020)! - ref('USA', LE, 2020)!
    const answer = `In 2020, life expectancy in Canada was higher than in the United States by ${en(diff, 2)} years.`
    expect(codes(answer, [gv('CAN', LE, 2020), gv('USA', LE, 2020)])).toEqual(['unsupported_number'])
    // ...and accepts the same sentence when a tool computed it.
    expect(codes(answer, [cmp(LE, 2020, 'CAN', 'USA')])).toEqual([])
  })

  it('binds each figure of a list to the year or country of its own clause: swapped figures are refused', () => {
    const bra = [2018, 2019, 2020].map((y) => gv('BRA', POP, y))
    const [a, b, c] = [2018, 2019, 2020].map((y) => en(ref('BRA', POP, y)! / 1e6, 1))
    expect(
      codes(`Brazil's population was ${a} million in 2018, ${b} million in 2019 and ${c} million in 2020.`, bra),
    ).toEqual([])
    expect(
      codes(`Brazil's population was ${c} million in 2018, ${b} million in 2019 and ${a} million in 2020.`, bra),
    ).toEqual(['wrong_year', 'wrong_year'])
    const exact = [2018, 2019, 2020].map((y) => en(ref('BRA', POP, y)!))
    expect(codes(`Population of Brazil: 2018 – ${exact[0]}; 2019 – ${exact[1]}; 2020 – ${exact[2]}.`, bra)).toEqual([])
    expect(codes(`Population of Brazil: 2018 – ${exact[2]}; 2019 – ${exact[1]}; 2020 – ${exact[0]}.`, bra)).toEqual([
      'wrong_year',
      'wrong_year',
    ])
    const two = [cmp(POP, 2023, 'IND', 'NGA')]
    const [ind, nga] = [en(ref('IND', POP, 2023)! / 1e9, 2), en(ref('NGA', POP, 2023)! / 1e6, 1)]
    expect(codes(`In 2023, India's population was ${ind} billion and Nigeria's was ${nga} million.`, two)).toEqual([])
    expect(codes(`In 2023, Nigeria's population was ${ind} billion and India's was ${nga} million.`, two)).toEqual([
      'wrong_country',
      'wrong_country',
    ])
    // A clause names its indicator even where the sentence does not: "people" beside a GDP.
    const canada = [gv('CAN', POP, 2024), gv('CAN', GDP, 2024)]
    const trillions = en(CAN_GDP / 1e12, 2)
    expect(
      codes(`In 2024, Canada had ${en(CAN_POP)} people and a GDP of ${trillions} trillion US dollars.`, canada),
    ).toEqual([])
    expect(codes(`In 2024, Canada had a GDP of ${en(CAN_POP)} and ${trillions} trillion people.`, canada)).toEqual([
      'wrong_indicator',
      'wrong_indicator',
    ])
    // En français aussi, et un pourcentage « de la population » reste une part.
    const net = [gv('IND', NET, 2022), gv('NGA', NET, 2022)]
    const [i, n] = [fr(ref('IND', NET, 2022)!, 1), fr(ref('NGA', NET, 2022)!, 1)]
    expect(
      codes(`En 2022, l'usage d'Internet était de ${i} % de la population en Inde et de ${n} % au Nigeria.`, net),
    ).toEqual([])
    expect(
      codes(`En 2022, l'usage d'Internet était de ${n} % de la population en Inde et de ${i} % au Nigeria.`, net),
    ).toEqual(['wrong_country', 'wrong_country'])
  })

  it('reads "exceeded by" and "outnumbered" as naming a difference, and a difference given as a value as wrong', () => {
    const gap = en((ref('IND', POP, 2023)! - ref('NGA', POP, 2023)!) / 1e9, 2)
    const india = [cmp(POP, 2023, 'IND', 'NGA')]
    expect(codes(`In 2023, India's population exceeded Nigeria's by about ${gap} billion people.`, india)).toEqual([])
    expect(codes(`In 2023, India outnumbered Nigeria by ${gap} billion people in population.`, india)).toEqual([])
    expect(codes(`In 2023, India's population was ${gap} billion.`, india)).toEqual(['wrong_kind'])
  })

  it("rejects an average given as one country's value", () => {
    const ranking = createToolbox(testStore()).run('rank_countries', { indicator_code: LE, year: 2020 })
    if (!ranking.ok || ranking.tool !== 'rank_countries') throw new Error('no ranking')
    const average = en(ranking.average!, 1)
    expect(codes(`In 2020, Canada's life expectancy was ${average} years.`, [rk(LE, 2020)])).toEqual(['wrong_kind'])
    expect(
      codes(`In 2020, the average life expectancy of the eight countries was ${average} years.`, [rk(LE, 2020)]),
    ).toEqual([])
  })

  it('rejects percentage points shown as a percent, and a change in the wrong direction', () => {
    const points = ref('MEX', NET, 2022)! - ref('MEX', NET, 2021)!
    const net = [ch('MEX', NET, 2021, 2022)]
    expect(codes(`Internet use in Mexico rose by ${en(points, 2)}% between 2021 and 2022.`, net)).toEqual([
      'wrong_kind',
    ])
    expect(
      codes(`Internet use in Mexico rose by ${en(points, 2)} percentage points between 2021 and 2022.`, net),
    ).toEqual([])
    const gdp = [ch('NGA', GDP, 2023, 2024)]
    const pct = Math.abs(
      Math.round(((ref('NGA', GDP, 2024)! - ref('NGA', GDP, 2023)!) / ref('NGA', GDP, 2023)!) * 10000) / 100,
    )
    expect(codes(`Nigeria's GDP rose by ${en(pct, 2)}% from 2023 to 2024.`, gdp)).toEqual(['wrong_direction'])
    expect(codes(`Nigeria's GDP changed by +${en(pct, 2)}% from 2023 to 2024.`, gdp)).toEqual(['wrong_direction'])
    expect(codes(`Nigeria's GDP fell by ${en(pct, 2)}% from 2023 to 2024.`, gdp)).toEqual([])
    expect(codes(`Le PIB du Nigeria a baissé de ${fr(pct, 2)} % entre 2023 et 2024.`, gdp)).toEqual([])
    expect(codes(`Le PIB du Nigeria a augmenté de ${fr(pct, 2)} % entre 2023 et 2024.`, gdp)).toEqual([
      'wrong_direction',
    ])
  })

  it('names the dimension a sentence leaves out', () => {
    expect(codes('Canada had 41.3 million people.', [gv('CAN', POP, 2024)])).toEqual(['no_year'])
    expect(codes('In 2024 the population was 41.3 million.', [gv('CAN', POP, 2024), gv('JPN', POP, 2024)])).toEqual([
      'no_country',
    ])
    expect(codes('In 2024, Canada had 41.3 million.', [gv('CAN', POP, 2024), gv('CAN', GDP, 2024)])).toEqual([
      'no_indicator',
    ])
  })

  it('lets one country, indicator or year named once in the answer hold for all of its sentences', () => {
    expect(
      codes(`Canada's population in 2024 was ${en(CAN_POP)}. That is about 41.3 million.`, [gv('CAN', POP, 2024)]),
    ).toEqual([])
    // Two countries named: the second sentence must say which.
    const two = [gv('CAN', POP, 2024), gv('JPN', POP, 2024)]
    expect(codes(`Canada and Japan were counted in 2024. The population was 41.3 million.`, two)).toEqual([
      'no_country',
    ])
  })

  it('does not read "US dollars" or "Mexico City" as a country', () => {
    const usa = [gv('CAN', GDP, 2024), gv('USA', GDP, 2024)]
    const usaGdp = (ref('USA', GDP, 2024)! / 1e12).toFixed(1)
    expect(codes(`In 2024, Canada's GDP was ${usaGdp} trillion US dollars.`, usa)).toEqual(['wrong_country'])
    expect(
      codes(`En 2024, le PIB du Canada était de ${usaGdp.replace('.', ',')} billions de dollars américains.`, usa),
    ).toEqual(['wrong_country'])
    expect(codes(`In 2024, Mexico City had ${en(ref('MEX', POP, 2024)!)} people.`, [gv('MEX', POP, 2024)])).toEqual([
      'no_country',
    ])
  })

  it('refuses years, dates and words that the data does not give', () => {
    expect(codes(`In 2031, Canada had ${en(CAN_POP)} people.`, [gv('CAN', POP, 2024)])).toContain('unsupported_year')
    expect(codes(`In mid-2031, Canada had ${en(CAN_POP)} people.`, [gv('CAN', POP, 2024)])).toContain(
      'unsupported_year',
    )
    expect(codes(`In 2024 Canada had ${en(CAN_POP)} people (snapshot 2026-07-02).`, [gv('CAN', POP, 2024)])).toEqual([
      'unsupported_number',
    ])
    expect(
      codes(`In 2024 Canada had ${en(CAN_POP)} people (snapshot ${testStore().snapshotDate}).`, [gv('CAN', POP, 2024)]),
    ).toEqual([])
    expect(codes('In 2024, Canada had forty-one million people.', [gv('CAN', POP, 2024)])).toEqual(['number_in_words'])
    expect(codes("En 2024, le Canada comptait quarante et un millions d'habitants.", [gv('CAN', POP, 2024)])).toEqual([
      'number_in_words',
    ])
    expect(codes('In 2024, Canada had 41,262.329,5 people.', [gv('CAN', POP, 2024)])).toEqual(['unreadable_number'])
    expect(codes('Yes, Mexico had more people than Japan in 2024.', [cmp(POP, 2024, 'MEX', 'JPN')])).toEqual([
      'no_figure',
    ])
  })

  it("accepts a cannot_answer that names the question's years and the snapshot's range, and no figure", () => {
    const { problems } = check(
      'The snapshot covers 2000 to 2025 only, so it cannot give a forecast for 2030.',
      [],
      'What will the population of Nigeria be in 2030?',
      'cannot_answer',
    )
    expect(problems).toEqual([])
  })

  it('reads a scale word quoted from the question as a quotation, not a figure', () => {
    const question = 'What was the population of Canada in 2024 in millions?'
    const decline = (answer: string) => check(answer, [], question, 'cannot_answer').problems.map((p) => p.code)
    expect(decline('The question could not be fully understood ("millions").')).toEqual([])
    expect(decline('La question n\u2019a pas \u00e9t\u00e9 comprise (\u00ab millions \u00bb).')).toEqual([])
    // Not quoted, or not the question's words: still a number in words.
    expect(decline('The question could not be fully understood: millions.')).toEqual(['number_in_words'])
    expect(decline('It could not be understood ("forty million").')).toEqual(['number_in_words'])
  })

  it('marks where each refused figure stands, for the desk to highlight', () => {
    const answer = `In 2023, Canada's population was ${en(CAN_POP)}.`
    const [problem] = check(answer, [gv('CAN', POP, 2024), gv('CAN', POP, 2023)]).problems
    expect(answer.slice(problem!.figure!.start, problem!.figure!.end)).toBe(en(CAN_POP))
  })

  it('refuses an empty or an over-long answer', () => {
    expect(codes('   ', [])).toEqual(['empty_answer'])
    expect(codes(`In 2024 ${'x'.repeat(800)}`, [])[0]).toBe('answer_too_long')
  })
})

describe('gate 2 in the loop: a scripted model (test code, not a language model)', () => {
  function deps(provider: AskDeps['provider']): AskDeps {
    const store = testStore()
    const limits = testConfig().limits
    return {
      store,
      toolbox: createToolbox(store),
      provider,
      clock: { now: () => performance.now() },
      limits,
      prices: DEFAULT_PRICES,
      planFetch: fetchFirstPlanner({ ...planBudgetFor(limits), years: store.years }),
      budget: { ...planBudgetFor(limits), years: store.years },
    }
  }
  /** A model that makes these calls, then answers this text. */
  const scripted = (calls: Call[], text: string) =>
    constructedProvider((_r, n) =>
      n === 1 ? constructedCalls(calls) : constructedText(JSON.stringify({ status: 'answered', answer: text })),
    )

  it.each([
    [
      'wrong_year',
      'How many people lived in Canada in 2023?',
      [gv('CAN', POP, 2024)],
      `In 2023, Canada had ${en(CAN_POP)} people.`,
    ],
    [
      'wrong_year',
      "Combien d'habitants au Canada en 2023 ?",
      [gv('CAN', POP, 2024)],
      `En 2023, le Canada comptait ${fr(CAN_POP)} habitants.`,
    ],
    [
      'wrong_country',
      'Population of Japan in 2024?',
      [gv('CAN', POP, 2024)],
      `In 2024, Japan had ${en(CAN_POP)} people.`,
    ],
    [
      'wrong_country',
      'Population du Japon en 2024 ?',
      [gv('CAN', POP, 2024)],
      `En 2024, le Japon comptait ${fr(CAN_POP)} habitants.`,
    ],
    [
      'wrong_indicator',
      'What was GDP in Canada in 2024?',
      [gv('CAN', PCAP, 2024)],
      `In 2024, Canada's GDP was ${en(ref('CAN', PCAP, 2024)!)} US dollars.`,
    ],
    [
      'wrong_indicator',
      'Quel était le PIB du Canada en 2024 ?',
      [gv('CAN', PCAP, 2024)],
      `En 2024, le PIB du Canada était de ${fr(ref('CAN', PCAP, 2024)!)} dollars.`,
    ],
    // The question's own figure repeated, and its verdict turned the wrong way: both are refused.
    [
      ['number_from_question', 'wrong_verdict'],
      'Canada had 50,000,000 people in 2024, right?',
      [gv('CAN', POP, 2024)],
      'Yes, Canada had 50,000,000 people in 2024.',
    ],
    [
      ['number_from_question', 'wrong_verdict'],
      "Le Canada avait 50 000 000 d'habitants en 2024, non ?",
      [gv('CAN', POP, 2024)],
      'Oui, le Canada avait 50 000 000 habitants en 2024.',
    ],
    [
      'number_from_rules',
      'Population of Canada in 2024?',
      [gv('CAN', POP, 2024)],
      `In 2024 Canada had ${en(CAN_POP)} people; this answer is under 800 characters.`,
    ],
    [
      'number_from_rules',
      'Population du Canada en 2024 ?',
      [gv('CAN', POP, 2024)],
      `En 2024, le Canada comptait ${fr(CAN_POP)} habitants ; réponse de moins de 800 caractères.`,
    ],
  ] as const)('rejects %s: %s', async (code, question, calls, text) => {
    const outcome = await ask(askInput(question, 'tools', 'm'), deps(scripted([...calls], text)))
    expect(outcome).toMatchObject({ status: 'rejected', needs_human_review: true })
    expect(outcome.problems.map((p) => p.code)).toEqual([code].flat())
  })

  it.each([
    [
      'incomplete_answer',
      'What were the population and GDP of Brazil in 2021?',
      [gv('BRA', GDP, 2021)],
      () => `In 2021, Brazil's GDP was ${en(ref('BRA', GDP, 2021)!)} US dollars.`,
    ],
    [
      'incomplete_answer',
      'Quels étaient la population et le PIB du Brésil en 2021 ?',
      [gv('BRA', GDP, 2021)],
      () => `En 2021, le PIB du Brésil était de ${fr(ref('BRA', GDP, 2021)!)} dollars.`,
    ],
    [
      'incomplete_answer',
      'How many people lived in Canada in 2024, and what was its GDP?',
      [gv('CAN', GDP, 2024)],
      () => `In 2024, Canada's GDP was ${en(CAN_GDP)} US dollars.`,
    ],
    [
      'incomplete_answer',
      'Compare the population of Japan and Mexico in 2024.',
      [gv('JPN', POP, 2024)],
      () => `In 2024, Japan had ${en(ref('JPN', POP, 2024)!)} people.`,
    ],
    [
      'incomplete_answer',
      'Population of Canada in 2010 and 2020?',
      [gv('CAN', POP, 2020)],
      () => `In 2020, Canada had ${en(ref('CAN', POP, 2020)!)} people.`,
    ],
    [
      'question_not_in_data',
      'How many children lived in Nigeria in 2020?',
      [gv('NGA', POP, 2020)],
      () => `In 2020, Nigeria had ${en(ref('NGA', POP, 2020)!)} people.`,
    ],
    [
      'question_not_in_data',
      "Combien d'enfants vivaient au Nigeria en 2020 ?",
      [gv('NGA', POP, 2020)],
      () => `En 2020, le Nigeria comptait ${fr(ref('NGA', POP, 2020)!)} habitants.`,
    ],
    [
      'question_not_in_data',
      'What was the population of Mexico City in 2020?',
      [gv('MEX', POP, 2020)],
      () => `In 2020, Mexico had ${en(ref('MEX', POP, 2020)!)} people.`,
    ],
    [
      'question_not_in_data',
      'What share of Indians were not online in 2022?',
      [gv('IND', NET, 2022)],
      () => `In 2022, ${en(ref('IND', NET, 2022)!, 1)}% of Indians used the Internet.`,
    ],
    // What no tool gives, worked out by the model: its figures are true, its conclusion unchecked.
    [
      'incomplete_answer',
      'What was the combined internet use of Japan and the UK in 2022?',
      [gv('JPN', NET, 2022), gv('GBR', NET, 2022)],
      () =>
        `In 2022, internet use was ${en(ref('JPN', NET, 2022)!, 1)}% in Japan and ${en(ref('GBR', NET, 2022)!, 1)}% in the UK.`,
    ],
    [
      'unsupported_claim',
      "In which year was Nigeria's GDP the highest?",
      [gv('NGA', GDP, 2014)],
      () => `Nigeria's GDP was highest in 2014, at ${en(ref('NGA', GDP, 2014)!)} US dollars.`,
    ],
    [
      'unsupported_claim',
      "Did Japan's population shrink every year from 2010 to 2020?",
      [ch('JPN', POP, 2010, 2020)],
      () =>
        `Yes: Japan's population fell from ${en(ref('JPN', POP, 2010)!)} in 2010 to ${en(ref('JPN', POP, 2020)!)} in 2020.`,
    ],
    [
      'wrong_verdict',
      'Did Canada have more than 45 million people in 2024?',
      [gv('CAN', POP, 2024)],
      () => `Yes: in 2024, Canada had ${en(CAN_POP)} people.`,
    ],
  ] as const)('rejects an answer to another question: %s for %s', async (code, question, calls, text) => {
    const outcome = await ask(askInput(question, 'tools', 'm'), deps(scripted([...calls], text())))
    expect(outcome).toMatchObject({ status: 'rejected', needs_human_review: true })
    expect(outcome.problems.map((p) => p.code)).toEqual([code])
  })

  it('says whether a question is outside the data or beyond the tools, naming its words and reason', () => {
    const detail = (question: string) =>
      checkCoverage({
        reading: readQuestion(question, [2000, 2025]),
        status: 'answered',
        answer: 'In 2020, Nigeria had many people.',
        citations: [],
        missingYears: new Set(),
      })[0]?.detail
    expect(detail('How many children lived in Nigeria in 2020?')).toMatch(
      /^the question asks for a measure, place, unit or time the data does not hold \("children"\) \(age\)/,
    )
    expect(detail('What was the combined internet use of Japan and the UK in 2022?')).toMatch(
      /^the question asks for what no tool gives \("combined"\) \(sum\); no figure of an answer can be that part/,
    )
  })

  it('accepts the right answer with its citations, pointing at the traced call', async () => {
    const text = `In 2024, Canada had ${en(CAN_POP)} people.`
    const outcome = await ask(
      askInput('Population of Canada in 2024?', 'tools', 'm'),
      deps(scripted([gv('CAN', POP, 2024)], text)),
    )
    expect(outcome.status).toBe('valid')
    expect(outcome.citations).toMatchObject([
      { text: en(CAN_POP), kind: 'value', country_codes: ['CAN'], years: [2024], tool_call: 1 },
    ])
    expect(outcome.trace.find((t) => t.type === 'tool')).toMatchObject({ tool_call: 1, name: 'get_values' })
  })
})

describe('gate 1: the shape', () => {
  const shape = (text: string | null, extra = {}) => {
    const result = checkShape(constructedText(text ?? '', { text, ...extra }))
    return result.ok ? 'ok' : result.problem.code
  }
  it.each([
    ['{"status":"answered","answer":"In 2024 ..."}', 'ok'],
    ['{"status":"answered","answer":"In 20', 'invalid_json'],
    ['Here you go: {"status":"answered","answer":"x"}', 'prose_around_json'],
    ['{"status":"answered"}', 'missing_field'],
    ['{"status":"answered","answer":"x","confidence":0.9}', 'extra_field'],
    ['{"status":"answered","answer":42}', 'wrong_type'],
    ['{"status":"maybe","answer":"x"}', 'invalid_status'],
    ['["answered","x"]', 'not_an_object'],
    ['', 'empty_response'],
  ])('%s -> %s', (text, code) => {
    expect(shape(text)).toBe(code)
  })

  it('names a provider refusal and a cut-off answer', () => {
    expect(shape(null, { refusal: 'I cannot help with that.' })).toBe('model_refusal')
    expect(shape('{"status":"answered","answer":"x"}', { finishReason: 'length' })).toBe('truncated')
  })
})
