// Gate 2's figures (gates/figures.ts), rule by rule: which fact a figure can be (its value at the precision shown, and
// what it is shown as), the country, indicator and year(s) its sentence and its clause bind it to, the candidate fact
// that came closest when none fits, and the exact detail a desk editor reads for each refusal. Facts come from the real
// tools over the test database; every expected number is read from the CSV by test code.
import { describe, expect, it } from 'vitest'
import {
  allowedYears,
  checkFigures,
  CitationSchema,
  citationText,
  describeFact,
  quotationsOf,
} from '../src/gates/figures.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { MAX_ANSWER_CHARS } from '../src/llm/answer.js'
import { systemRules } from '../src/llm/prompt.js'
import { formatFixed } from '../src/text/format.js'
import { readNumbers } from '../src/text/numbers.js'
import type { Fact } from '../src/tools/facts.js'
import { ref, refPercentChange, refRanking, testStore } from './helpers.js'
import { type Call, ch, cmp, evidenceOf, gv, rk } from './tool-calls.js'

const { POP, GDP, LE, NET, ELC } = INDICATOR
const en = (n: number, d = 0) => formatFixed(n, d, 'en')
const fr = (n: number, d = 0) => formatFixed(n, d, 'fr')

const check = (answer: string, calls: Call[], question = '', status: 'answered' | 'cannot_answer' = 'answered') =>
  checkFigures({ status, answer }, evidenceOf(calls, question))
/** Each problem as [code, detail]. */
const refusals = (answer: string, calls: Call[], question = '') =>
  check(answer, calls, question).problems.map((p) => [p.code, p.detail])
/** The one fact of these calls of this kind (and of this country, when given). */
const factOf = (calls: Call[], kind: Fact['kind'], country?: string) =>
  evidenceOf(calls).facts.find((f) => f.kind === kind && (country === undefined || f.countries[0] === country))!

const CAN_POP = ref('CAN', POP, 2024)!
/** Canada's 2024 population in millions, as an answer rounds it. */
const CAN_M = `${en(CAN_POP / 1e6, 1)} million`
const CAN_RANK = refRanking(POP, 2024).findIndex((r) => r.country === 'CAN') + 1
const COUNTED = refRanking(POP, 2024).length
const IND_NGA = ref('IND', POP, 2024)! / ref('NGA', POP, 2024)!
const NGA_GDP_CHANGE = refPercentChange('NGA', GDP, 2023, 2024)
const MEX_NET_POINTS = ref('MEX', NET, 2022)! - ref('MEX', NET, 2021)!
const LE_AVERAGE = refRanking(LE, 2020).reduce((s, r) => s + r.value, 0) / refRanking(LE, 2020).length

describe('what a fact is, in words a desk editor reads', () => {
  it.each([
    [gv('CAN', POP, 2024), 'value', "Canada's population in 2024"],
    [gv('USA', GDP, 2024), 'value', "the United States' GDP in 2024"],
    [cmp(POP, 2024, 'IND', 'NGA'), 'difference', 'the difference in population between India and Nigeria in 2024'],
    [ch('CAN', POP, 2020, 2024), 'difference', "the change in Canada's population from 2020 to 2024"],
    [
      ch('MEX', NET, 2021, 2022),
      'difference',
      "the change in Mexico's Internet use from 2021 to 2022 in percentage points",
    ],
    [ch('NGA', GDP, 2023, 2024), 'percent_change', "the percent change in Nigeria's GDP from 2023 to 2024"],
    [cmp(POP, 2024, 'IND', 'NGA'), 'ratio', "the ratio of India's population to Nigeria's in 2024"],
    [rk(LE, 2020), 'average', 'the average life expectancy at birth of the countries with a value in 2020'],
    [rk(POP, 2024), 'rank', "Canada's rank on population in 2024"],
    [rk(POP, 2024), 'count', 'the number of countries with a value for population in 2024'],
  ] as const)('%j %s: %s', (call, kind, words) => {
    expect(describeFact(factOf([call], kind, kind === 'rank' ? 'CAN' : undefined))).toBe(words)
  })

  it('names a country the names do not know by its code', () => {
    // Built here: no tool gives a country outside the data; the description still reads.
    const fact: Fact = { ...factOf([cmp(POP, 2024, 'IND', 'NGA')], 'difference'), countries: ['IND', 'XKX'] }
    expect(describeFact(fact)).toBe('the difference in population between India and XKX in 2024')
  })

  it('describes a citation by its schema, which a citation of the gate fits', () => {
    const [citation] = check(`In 2024, Canada had ${en(CAN_POP)} people.`, [gv('CAN', POP, 2024)]).citations
    // Every field of a citation is in the schema (which the API's responses are written with), and required.
    expect(Object.keys(CitationSchema.properties).sort()).toEqual(Object.keys(citation!).sort())
    expect([...CitationSchema.required].sort()).toEqual(Object.keys(citation!).sort())
    const { text, value, tool_call } = CitationSchema.properties
    expect([text.description, value.description, tool_call.description]).toEqual([
      expect.stringMatching(/^The figure as the answer shows it/),
      expect.stringMatching(/^The fact's exact value/),
      expect.stringMatching(/^The tool call it came from/),
    ])
  })

  it('cites a figure in one line a journalist can check', () => {
    const cited = (answer: string, calls: Call[]) => check(answer, calls).citations.map(citationText)
    expect(cited(`In 2024, Canada had ${en(CAN_POP)} people.`, [gv('CAN', POP, 2024)])).toEqual([
      `${en(CAN_POP)} = CAN ${POP} 2024 (value, tool call 1)`,
    ])
    expect(
      cited(`Nigeria's GDP fell by ${en(-NGA_GDP_CHANGE, 2)}% from 2023 to 2024.`, [
        gv('CAN', POP, 2024),
        ch('NGA', GDP, 2023, 2024),
      ]),
    ).toEqual([`${en(-NGA_GDP_CHANGE, 2)}% = NGA ${GDP} 2023-2024 (percent change, tool call 2)`])
    expect(
      cited(`In 2024, India's population was ${en(IND_NGA, 2)} times Nigeria's.`, [cmp(POP, 2024, 'IND', 'NGA')]),
    ).toEqual([`${en(IND_NGA, 2)} times = IND/NGA ${POP} 2024 (ratio, tool call 1)`])
    expect(cited(`In 2020, the average life expectancy was ${en(LE_AVERAGE, 1)} years.`, [rk(LE, 2020)]).at(-1)).toBe(
      `${en(LE_AVERAGE, 1)} = the countries with a value ${LE} 2020 (average, tool call 1)`,
    )
  })
})

describe('a figure shown as what its fact is', () => {
  it.each([
    // [what, answer, calls, [code, detail] or none]
    [
      'a percent change as a percent',
      `Nigeria's GDP fell by ${en(-NGA_GDP_CHANGE, 2)}% from 2023 to 2024.`,
      [ch('NGA', GDP, 2023, 2024)],
      null,
    ],
    [
      'a percent change as a plain number',
      `Nigeria's GDP fell by ${en(-NGA_GDP_CHANGE, 2)} from 2023 to 2024.`,
      [ch('NGA', GDP, 2023, 2024)],
      [
        'wrong_kind',
        `${en(-NGA_GDP_CHANGE, 2)} is the percent change in Nigeria's GDP from 2023 to 2024; a percent change must be shown as a percent`,
      ],
    ],
    [
      'a ratio as "times"',
      `In 2024, India's population was ${en(IND_NGA, 2)} times Nigeria's.`,
      [cmp(POP, 2024, 'IND', 'NGA')],
      null,
    ],
    [
      'a ratio named as a ratio',
      `In 2024, the ratio of India's population to Nigeria's was ${en(IND_NGA, 2)}.`,
      [cmp(POP, 2024, 'IND', 'NGA')],
      null,
    ],
    [
      'a ratio as a plain number, not named',
      `In 2024, India's population was ${en(IND_NGA, 2)} against Nigeria's.`,
      [cmp(POP, 2024, 'IND', 'NGA')],
      [
        'wrong_kind',
        `${en(IND_NGA, 2)} is the ratio of India's population to Nigeria's in 2024; a ratio must be shown as "times" (or named as a ratio)`,
      ],
    ],
    [
      'a ratio named as a ratio, but with a scale word',
      `In 2024, the ratio of India's population to Nigeria's was ${en(IND_NGA / 1000, 5)} thousand.`,
      [cmp(POP, 2024, 'IND', 'NGA')],
      [
        'wrong_kind',
        `${en(IND_NGA / 1000, 5)} thousand is the ratio of India's population to Nigeria's in 2024; a ratio must be shown as "times" (or named as a ratio)`,
      ],
    ],
    ['a rank as an ordinal', `In 2024, Canada was ${CAN_RANK}th for population.`, [rk(POP, 2024)], null],
    ['a rank named as a rank', `In 2024, Canada's rank for population was ${CAN_RANK}.`, [rk(POP, 2024)], null],
    [
      'a rank as a plain number, not named',
      `In 2024, Canada was number ${CAN_RANK} for population.`,
      [rk(POP, 2024)],
      ['wrong_kind', `${CAN_RANK} is Canada's rank on population in 2024; a rank must be shown as a rank`],
    ],
    [
      'a rank named as a rank, but with a scale word',
      `In 2024, Canada's rank for population was ${en(CAN_RANK / 1000, 3)} thousand.`,
      [rk(POP, 2024)],
      [
        'wrong_kind',
        `${en(CAN_RANK / 1000, 3)} thousand is Canada's rank on population in 2024; a rank must be shown as a rank`,
      ],
    ],
    [
      'a number of countries named as countries, but with a scale word',
      `In 2024, ${en(COUNTED / 1000, 3)} thousand countries had a population figure.`,
      [rk(POP, 2024)],
      [
        'wrong_kind',
        `${en(COUNTED / 1000, 3)} thousand is the number of countries with a value for population in 2024; it is a number of countries`,
      ],
    ],
    [
      'a number of countries named as countries',
      `In 2024, ${COUNTED} countries had a population figure.`,
      [rk(POP, 2024)],
      null,
    ],
    [
      'a number of countries not named as such',
      `In 2024, the population figures numbered ${COUNTED}.`,
      [rk(POP, 2024)],
      [
        'wrong_kind',
        `${COUNTED} is the number of countries with a value for population in 2024; it is a number of countries`,
      ],
    ],
    [
      'a number of countries as a percent',
      `In 2024, ${COUNTED}% of the countries had a population figure.`,
      [rk(POP, 2024)],
      [
        'wrong_kind',
        `${COUNTED}% is the number of countries with a value for population in 2024; it is a number of countries`,
      ],
    ],
    [
      'an average not named as one',
      `In 2020, life expectancy was ${en(LE_AVERAGE, 1)} years.`,
      [rk(LE, 2020)],
      [
        'wrong_kind',
        `${en(LE_AVERAGE, 1)} is the average life expectancy at birth of the countries with a value in 2020; an average must be named as an average`,
      ],
    ],
    [
      'an average named, but as a percent of a series that is no share',
      `In 2020, the average life expectancy was ${en(LE_AVERAGE, 1)}%.`,
      [rk(LE, 2020)],
      [
        'wrong_kind',
        `${en(LE_AVERAGE, 1)}% is the average life expectancy at birth of the countries with a value in 2020; an average must be named as an average`,
      ],
    ],
    [
      "a share's value as a percent",
      `In 2022, Internet use in Mexico was ${en(ref('MEX', NET, 2022)!, 1)}%.`,
      [gv('MEX', NET, 2022)],
      null,
    ],
    [
      "a share's value as a percent with a scale",
      `In 2022, Internet use in Mexico was ${en(ref('MEX', NET, 2022)! / 1000, 5)}k%.`,
      [gv('MEX', NET, 2022)],
      ['wrong_kind', `${en(ref('MEX', NET, 2022)! / 1000, 5)}k% is Mexico's Internet use in 2022; it is not a percent`],
    ],
    [
      'a value as a percent',
      `In 2020, life expectancy in Canada was ${en(ref('CAN', LE, 2020)!, 1)}%.`,
      [gv('CAN', LE, 2020)],
      [
        'wrong_kind',
        `${en(ref('CAN', LE, 2020)!, 1)}% is Canada's life expectancy at birth in 2020; it is not a percent`,
      ],
    ],
    [
      'a value as "times"',
      `In 2020, life expectancy in Canada was ${en(ref('CAN', LE, 2020)!, 1)} times.`,
      [gv('CAN', LE, 2020)],
      [
        'wrong_kind',
        `${en(ref('CAN', LE, 2020)!, 1)} times is Canada's life expectancy at birth in 2020; it is not shown as a times figure`,
      ],
    ],
    [
      'a difference in points as a percent',
      `Internet use in Mexico rose by ${en(MEX_NET_POINTS, 2)}% between 2021 and 2022.`,
      [ch('MEX', NET, 2021, 2022)],
      [
        'wrong_kind',
        `${en(MEX_NET_POINTS, 2)}% is the change in Mexico's Internet use from 2021 to 2022 in percentage points; it is in percentage points, not a percent`,
      ],
    ],
    [
      'a difference in points as points',
      `Internet use in Mexico rose by ${en(MEX_NET_POINTS, 2)} percentage points between 2021 and 2022.`,
      [ch('MEX', NET, 2021, 2022)],
      null,
    ],
    [
      'a difference in points as a plain number',
      `Internet use in Mexico rose by ${en(MEX_NET_POINTS, 2)} between 2021 and 2022.`,
      [ch('MEX', NET, 2021, 2022)],
      null,
    ],
    [
      'a difference in years as points',
      `In 2020, life expectancy in Canada was higher than in the United States by ${en(ref('CAN', LE, 2020)! - ref('USA', LE, 2020)!, 2)} percentage points.`,
      [cmp(LE, 2020, 'CAN', 'USA')],
      [
        'wrong_kind',
        `${en(ref('CAN', LE, 2020)! - ref('USA', LE, 2020)!, 2)} percentage points is the difference in life expectancy at birth between Canada and the United States in 2020; it is not shown as a points figure`,
      ],
    ],
    [
      'a difference in years as a percent',
      `In 2020, life expectancy in Canada was higher than in the United States by ${en(ref('CAN', LE, 2020)! - ref('USA', LE, 2020)!, 2)}%.`,
      [cmp(LE, 2020, 'CAN', 'USA')],
      [
        'wrong_kind',
        `${en(ref('CAN', LE, 2020)! - ref('USA', LE, 2020)!, 2)}% is the difference in life expectancy at birth between Canada and the United States in 2020; it is not shown as a percent figure`,
      ],
    ],
    [
      'a difference not named as one',
      `In 2020, life expectancy in Canada and in the United States: ${en(ref('CAN', LE, 2020)! - ref('USA', LE, 2020)!, 2)} years.`,
      [cmp(LE, 2020, 'CAN', 'USA')],
      [
        'wrong_kind',
        `${en(ref('CAN', LE, 2020)! - ref('USA', LE, 2020)!, 2)} is the difference in life expectancy at birth between Canada and the United States in 2020; a difference must be named as a difference`,
      ],
    ],
    [
      "a share's value as points",
      `In 2022, Internet use in Mexico was ${en(ref('MEX', NET, 2022)!, 1)} percentage points.`,
      [gv('MEX', NET, 2022)],
      [
        'wrong_kind',
        `${en(ref('MEX', NET, 2022)!, 1)} percentage points is Mexico's Internet use in 2022; it is not shown as a points figure`,
      ],
    ],
    [
      'a ratio named as a ratio, but as a percent',
      `In 2024, the ratio of India's population to Nigeria's was ${en(IND_NGA, 2)}%.`,
      [cmp(POP, 2024, 'IND', 'NGA')],
      [
        'wrong_kind',
        `${en(IND_NGA, 2)}% is the ratio of India's population to Nigeria's in 2024; a ratio must be shown as "times" (or named as a ratio)`,
      ],
    ],
    [
      'a rank named as a rank, but as a percent',
      `In 2024, Canada's rank for population was ${CAN_RANK}%.`,
      [rk(POP, 2024)],
      ['wrong_kind', `${CAN_RANK}% is Canada's rank on population in 2024; a rank must be shown as a rank`],
    ],
    [
      'a difference in points as "times"',
      `Internet use in Mexico rose by ${en(MEX_NET_POINTS, 2)} times between 2021 and 2022.`,
      [ch('MEX', NET, 2021, 2022)],
      [
        'wrong_kind',
        `${en(MEX_NET_POINTS, 2)} times is the change in Mexico's Internet use from 2021 to 2022 in percentage points; it is not shown as a times figure`,
      ],
    ],
  ] as const)('%s', (_what, answer, calls, expected) => {
    expect(refusals(answer, [...calls])).toEqual(expected ? [expected] : [])
  })
})

describe('a change in its direction', () => {
  const nga = [ch('NGA', GDP, 2023, 2024)]
  const fall = en(-NGA_GDP_CHANGE, 2)
  const can = [ch('CAN', POP, 2020, 2024)]
  const rise = en(ref('CAN', POP, 2024)! - ref('CAN', POP, 2020)!)
  const canRise = `the change in Canada's population from 2020 to 2024`
  const ngaFall = `the percent change in Nigeria's GDP from 2023 to 2024`

  it.each([
    [`Nigeria's GDP changed by -${fall}% from 2023 to 2024.`, nga, null],
    [`Nigeria's GDP changed by −${fall}% from 2023 to 2024.`, nga, null],
    [
      `Nigeria's GDP changed by +${fall}% from 2023 to 2024.`,
      nga,
      ['wrong_direction', `+${fall}% is ${ngaFall}; it is a fall, shown as +`],
    ],
    [
      `Canada's population changed by -${rise} from 2020 to 2024.`,
      can,
      ['wrong_direction', `-${rise} is ${canRise}; it is a rise, shown as -`],
    ],
    [`Canada's population changed by +${rise} from 2020 to 2024.`, can, null],
    [
      `Nigeria's GDP rose by ${fall}% from 2023 to 2024.`,
      nga,
      ['wrong_direction', `${fall}% is ${ngaFall}; it is a fall; the sentence says it rose`],
    ],
    [
      `Canada's population fell by ${rise} from 2020 to 2024.`,
      can,
      ['wrong_direction', `${rise} is ${canRise}; it is a rise; the sentence says it fell`],
    ],
    [`Canada's population grew by ${rise} from 2020 to 2024.`, can, null],
    // Both directions named: the words do not say which way this figure went.
    [`Canada's population fell, then rose, by ${rise} in all from 2020 to 2024.`, can, null],
    [`Nigeria's GDP rose, then fell, by ${fall}% in all from 2023 to 2024.`, nga, null],
    // A difference between two countries in one year has no direction of its own.
    [
      `In 2020, life expectancy in the United States was down by ${en(ref('CAN', LE, 2020)! - ref('USA', LE, 2020)!, 2)} years on Canada's.`,
      [cmp(LE, 2020, 'CAN', 'USA')],
      null,
    ],
  ] as const)('%s', (answer, calls, expected) => {
    expect(refusals(answer, [...calls])).toEqual(expected ? [expected] : [])
  })

  it('gives no direction to a change of zero', () => {
    const zero = ref('CAN', ELC, 2020)! - ref('CAN', ELC, 2010)!
    expect(zero).toBe(0)
    const calls = [ch('CAN', ELC, 2010, 2020)]
    for (const way of ['rose', 'fell'])
      expect(
        refusals(`Access to electricity in Canada ${way} by ${zero} points from 2010 to 2020.`, calls),
        way,
      ).toEqual([])
  })
})

describe('a figure bound to the country, indicator and year its sentence and its clause name', () => {
  const canJpn = [gv('CAN', POP, 2024), gv('JPN', POP, 2024)]
  it.each([
    [
      'no country named',
      `In 2024 the population was ${CAN_M}.`,
      canJpn,
      ['no_country', `${CAN_M} is Canada's population in 2024; the sentence names no country`],
    ],
    [
      'two other countries named',
      `In 2024, Japan and Mexico had ${CAN_M} people.`,
      [...canJpn, gv('MEX', POP, 2024)],
      ['wrong_country', `${CAN_M} is Canada's population in 2024; the sentence names Japan and Mexico`],
    ],
    [
      'no indicator named',
      `In 2024, Canada had ${en(CAN_POP)}.`,
      [gv('CAN', POP, 2024), gv('CAN', GDP, 2024)],
      ['no_indicator', `${en(CAN_POP)} is Canada's population in 2024; the sentence names no indicator`],
    ],
    [
      'two other indicators named',
      `In 2024, Canada's GDP and life expectancy: ${en(CAN_POP)}.`,
      [gv('CAN', POP, 2024), gv('CAN', GDP, 2024)],
      [
        'wrong_indicator',
        `${en(CAN_POP)} is Canada's population in 2024; the sentence names GDP and life expectancy at birth`,
      ],
    ],
    [
      'no year named',
      `Canada had ${en(CAN_POP)} people.`,
      [gv('CAN', POP, 2024)],
      ['no_year', `${en(CAN_POP)} is Canada's population in 2024; the answer names no year`],
    ],
    [
      'two other years named',
      `In 2022 and 2023, Canada had ${en(CAN_POP)} people.`,
      [gv('CAN', POP, 2022, 2024)],
      ['wrong_year', `${en(CAN_POP)} is Canada's population in 2024; the sentence says 2022 and 2023`],
    ],
    [
      'a change with one of its years named',
      `In 2024, Canada's population changed by ${en(CAN_POP - ref('CAN', POP, 2020)!)}.`,
      [ch('CAN', POP, 2020, 2024)],
      [
        'wrong_year',
        `${en(CAN_POP - ref('CAN', POP, 2020)!)} is the change in Canada's population from 2020 to 2024; the sentence says 2024`,
      ],
    ],
    [
      'a comparison with one of its countries named',
      `In 2024, India's population was larger by ${en(ref('IND', POP, 2024)! - ref('NGA', POP, 2024)!)}.`,
      [cmp(POP, 2024, 'IND', 'NGA')],
      [
        'wrong_country',
        `${en(ref('IND', POP, 2024)! - ref('NGA', POP, 2024)!)} is the difference in population between India and Nigeria in 2024; the sentence names India`,
      ],
    ],
  ] as const)('refuses a figure with %s', (_what, answer, calls, expected) => {
    expect(refusals(answer, [...calls])).toEqual([expected])
  })

  it('binds a figure to what its own clause names, within the sentence', () => {
    const bra = [2018, 2019].map((y) => gv('BRA', POP, y))
    const [a, b] = [2018, 2019].map((y) => en(ref('BRA', POP, y)! / 1e6, 1))
    expect(refusals(`Brazil's population was ${b} million in 2018 and ${a} million in 2019.`, bra)).toEqual([
      ['wrong_year', `${b} million is Brazil's population in 2019; its clause says 2018`],
      ['wrong_year', `${a} million is Brazil's population in 2018; its clause says 2019`],
    ])
    const two = [cmp(POP, 2023, 'IND', 'NGA')]
    const [ind, nga] = [en(ref('IND', POP, 2023)! / 1e9, 2), en(ref('NGA', POP, 2023)! / 1e6, 1)]
    expect(refusals(`In 2023, Nigeria's population was ${ind} billion and India's was ${nga} million.`, two)).toEqual([
      ['wrong_country', `${ind} billion is India's population in 2023; its clause names Nigeria`],
      ['wrong_country', `${nga} million is Nigeria's population in 2023; its clause names India`],
    ])
    const canada = [gv('CAN', POP, 2024), gv('CAN', GDP, 2024)]
    const trillions = en(ref('CAN', GDP, 2024)! / 1e12, 2)
    expect(refusals(`In 2024, Canada had a GDP of ${en(CAN_POP)} and ${trillions} trillion people.`, canada)).toEqual([
      // (The sentence names no population: "people" alone does not, beside a GDP.)
      ['wrong_indicator', `${en(CAN_POP)} is Canada's population in 2024; the sentence names GDP`],
      ['wrong_indicator', `${trillions} trillion is Canada's GDP in 2024; its clause names population`],
    ])
    // A comparison's figure in a clause naming either of its countries, or a change's in one naming either year.
    const gap = en((ref('IND', POP, 2023)! - ref('NGA', POP, 2023)!) / 1e9, 2)
    expect(refusals(`In 2023, Nigeria had fewer people; India's population was ${gap} billion more.`, two)).toEqual([])
    const change = en(CAN_POP - ref('CAN', POP, 2020)!)
    expect(
      refusals(`From 2020 to 2024, Canada's population grew; in 2024 it was up by ${change}.`, [
        ch('CAN', POP, 2020, 2024),
      ]),
    ).toEqual([])
  })

  it('names everything the clause names', () => {
    expect(
      refusals(`Canada's population in 2024 was counted; GDP or life expectancy was ${en(CAN_POP)}.`, [
        gv('CAN', POP, 2024),
      ]),
    ).toEqual([
      [
        'wrong_indicator',
        `${en(CAN_POP)} is Canada's population in 2024; its clause names GDP and life expectancy at birth`,
      ],
    ])
    expect(
      refusals(`Canada's population in 2024 was counted; in 2022 or 2023 it was ${en(CAN_POP)}.`, [
        gv('CAN', POP, 2022, 2024),
      ]),
    ).toEqual([['wrong_year', `${en(CAN_POP)} is Canada's population in 2024; its clause says 2022 and 2023`]])
  })

  it('binds a figure that opens a sentence to that sentence, not the next one', () => {
    const calls = [gv('CAN', POP, 2024), gv('JPN', POP, 2024)]
    const japan = en(ref('JPN', POP, 2024)!)
    expect(
      refusals(`${en(CAN_POP)} was Canada's population in 2024. In 2024, Japan had ${japan} people.`, calls),
    ).toEqual([])
    expect(
      refusals(`In 2024, Japan had ${japan} people. ${en(CAN_POP)} was Canada's population in 2024.`, calls),
    ).toEqual([])
  })

  it('binds a figure of the group (an average, a count) to no country, even in a clause naming one', () => {
    expect(
      refusals(
        `In 2020, the average life expectancy with Canada and the United States was ${en(LE_AVERAGE, 1)} years.`,
        [rk(LE, 2020)],
      ),
    ).toEqual([])
    expect(
      refusals(`In 2024, ${COUNTED} countries, Canada among them, had a population figure.`, [rk(POP, 2024)]),
    ).toEqual([])
  })

  it('lets a country, indicator or year named once in the answer hold for its other sentences', () => {
    expect(
      refusals(`Canada's population in 2024 was ${en(CAN_POP)}. That is ${CAN_M}.`, [gv('CAN', POP, 2024)]),
    ).toEqual([])
    // Two of a kind named: the other sentences must say which.
    expect(refusals(`Canada's and Japan's population in 2024. That is ${CAN_M}.`, canJpn)).toEqual([
      ['no_country', `${CAN_M} is Canada's population in 2024; the sentence names no country`],
    ])
    expect(
      refusals(`In 2024, Canada's population and GDP were counted. That is ${CAN_M}.`, [
        gv('CAN', POP, 2024),
        gv('CAN', GDP, 2024),
      ]),
    ).toEqual([['no_indicator', `${CAN_M} is Canada's population in 2024; the sentence names no indicator`]])
    expect(refusals(`Canada's population in 2023 and 2024. That is ${CAN_M}.`, [gv('CAN', POP, 2023, 2024)])).toEqual([
      ['no_year', `${CAN_M} is Canada's population in 2024; the answer names no year`],
    ])
  })
})

describe('the candidate fact that came closest', () => {
  it('names the fact with the fewest failures, and the first of them in the order kind, direction, indicator, country, year', () => {
    // Canada's population in millions: Canada's population in 2024 (the sentence names Japan: one failure) and in 2023 (two).
    expect(refusals(`In 2024, Japan had ${CAN_M} people.`, [gv('CAN', POP, 2023, 2024), gv('JPN', POP, 2024)])).toEqual(
      [['wrong_country', `${CAN_M} is Canada's population in 2024; the sentence names Japan`]],
    )
    // Canada's rank and the number of countries are the same number here, each failing once: the first fact given is named.
    expect(CAN_RANK).toBe(COUNTED)
    expect(refusals(`In 2024, Canada had a population of ${CAN_RANK}.`, [rk(POP, 2024)])).toEqual([
      ['wrong_kind', `${CAN_RANK} is Canada's rank on population in 2024; a rank must be shown as a rank`],
    ])
    // A fact failing on its kind and its year: the kind is named first.
    const le = en(ref('CAN', LE, 2020)!, 2)
    expect(
      refusals(`In 2019, Canada's life expectancy was ${le}%.`, [gv('CAN', LE, 2020), gv('CAN', POP, 2019)]),
    ).toEqual([['wrong_kind', `${le}% is Canada's life expectancy at birth in 2020; it is not a percent`]])
    // On its direction and its country: the direction first.
    const rise = en(CAN_POP - ref('CAN', POP, 2020)!)
    expect(refusals(`Japan's population fell by ${rise} from 2020 to 2024.`, [ch('CAN', POP, 2020, 2024)])).toEqual([
      [
        'wrong_direction',
        `${rise} is the change in Canada's population from 2020 to 2024; it is a rise; the sentence says it fell`,
      ],
    ])
    // On its indicator and its year: the indicator first.
    expect(refusals(`In 2023, Canada's GDP was ${en(CAN_POP)}.`, [gv('CAN', POP, 2024), gv('JPN', LE, 2023)])).toEqual([
      ['wrong_indicator', `${en(CAN_POP)} is Canada's population in 2024; the sentence names GDP`],
    ])
    // On its country and its year: the country first.
    expect(refusals(`In 2023, Japan had ${en(CAN_POP)} people.`, [gv('CAN', POP, 2024), gv('JPN', LE, 2023)])).toEqual([
      ['wrong_country', `${en(CAN_POP)} is Canada's population in 2024; the sentence names Japan`],
    ])
  })

  it('cites the first fact that fits, with its own tool call', () => {
    const { citations, problems } = check(`In 2024, Canada had ${en(CAN_POP)} people.`, [
      gv('JPN', POP, 2024),
      gv('CAN', GDP, 2024),
      gv('CAN', POP, 2023, 2024),
      rk(POP, 2024),
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
        tool_call: 3,
      },
    ])
  })
})

describe('a figure that is no fact', () => {
  it.each([
    [
      'a number that cannot be read',
      'In 2024, Canada had 41,262.329,5 people.',
      '',
      ['unreadable_number', '"41,262.329,5" cannot be read as one number'],
    ],
    [
      "the question's number, even when the rules have it too",
      `In 2024, Canada had ${en(CAN_POP)} people, under 800 characters.`,
      'Is the answer under 800 characters?',
      ['number_from_question', '800 appears in the question, not in any data the application gave'],
    ],
    [
      "the question's number read in its own language",
      `En 2024, le Canada comptait ${fr(CAN_POP)} habitants, soit 50 000 000 au plus.`,
      "Le Canada comptait-il 50 000 000 d'habitants en 2024 ?",
      ['number_from_question', '50 000 000 appears in the question, not in any data the application gave'],
    ],
    [
      'a number of no data',
      `In 2024, Canada had ${en(CAN_POP + 1000)} people.`,
      '',
      [
        'unsupported_number',
        `${en(CAN_POP + 1000)} is not a value the application gave, nor one rounded or with digits dropped`,
      ],
    ],
  ] as const)('refuses %s', (_what, answer, question, expected) => {
    expect(refusals(answer, [gv('CAN', POP, 2024)], question)).toEqual([expected])
  })

  it("refuses a number of the rules' own, and reads no year of the rules or the question as a figure", () => {
    const rules = systemRules(testStore(), 'tools')
    const example = readNumbers(rules, 'en').find((n) => n.kind === 'number')!.value
    expect(refusals(`In 2024, Canada had ${en(CAN_POP)} people, not ${en(example)}.`, [gv('CAN', POP, 2024)])).toEqual([
      ['number_from_rules', `${en(example)} appears only in the rules, not in the data`],
    ])
    // The rules and the question name years; a figure of the same value is still no fact of theirs.
    const [first] = testStore().years
    expect(rules).toContain(String(first))
    const question = `Population of Canada in 2024, and since ${first}?`
    expect(
      refusals(`In 2024, Canada had ${en(CAN_POP)} people, and ${en(first)} more.`, [gv('CAN', POP, 2024)], question),
    ).toEqual([
      [
        'unsupported_number',
        `${en(first)} is not a value the application gave, nor one rounded or with digits dropped`,
      ],
    ])
  })

  it('refuses a year of no result, question or snapshot range, and a date other than the snapshot’s', () => {
    const [first, last] = testStore().years
    const fine = `In 2024, Canada had ${en(CAN_POP)} people`
    expect(
      refusals(
        `${fine}; the data runs from ${first} to ${last}; you asked about 2030.`,
        [gv('CAN', POP, 2024)],
        'Population of Canada in 2030?',
      ),
    ).toEqual([])
    expect(refusals(`${fine}, as in ${first - 1}.`, [gv('CAN', POP, 2024)])).toEqual([
      ['unsupported_year', `${first - 1} is not a year of the data given, of the question or of the snapshot's range`],
    ])
    expect(refusals(`${fine} (snapshot 2026-07-02).`, [gv('CAN', POP, 2024)])).toEqual([
      ['unsupported_number', "2026-07-02 is not the snapshot's date"],
    ])
    expect(refusals(`${fine} (snapshot ${testStore().snapshotDate}).`, [gv('CAN', POP, 2024)])).toEqual([])
  })

  it('allows the years of the results, the years the question asks (not its other numbers) and the range', () => {
    const years = allowedYears([2010, 2012], 'Did Canada have 2050 people in 2015, or 38,000,000?', [2000, 2025])
    expect([...years].sort()).toEqual([2000, 2010, 2012, 2015, 2025])
    // (Asked beyond the data: the year after its last, where the data stops, too.)
    expect([...allowedYears([], 'Population du Canada en 2031 ?', [2000, 2025])].sort()).toEqual([
      2000, 2025, 2026, 2031,
    ])
  })

  it('refuses a scale word without digits, where it stands, unless quoted from the question', () => {
    const answer = 'In 2024, Canada had forty-one million people.'
    const { problems } = check(answer, [gv('CAN', POP, 2024)])
    expect(problems).toEqual([
      {
        code: 'number_in_words',
        detail: '"million" without digits cannot be checked',
        figure: { text: 'million', start: answer.indexOf('million'), end: answer.indexOf('million') + 7 },
      },
    ])
    const question = 'What was the population of Canada in 2024 in millions?'
    expect(check('It could not be understood ("millions").', [], question, 'cannot_answer').problems).toEqual([])
    expect(check('It could not be understood ("in millions").', [], question, 'cannot_answer').problems).toEqual([])
    expect(check('Millions ("in millions").', [], question, 'cannot_answer').problems.map((p) => p.code)).toEqual([
      'number_in_words',
    ])
    // Only the quotation is the question's: the same word before it or after it is the answer's.
    for (const text of [
      'It could not be understood ("millions"), in millions.',
      'Not understood: "in millions"millions.',
    ]) {
      const problems = check(text, [], question, 'cannot_answer').problems
      expect(
        problems.map((p) => p.figure!.start),
        text,
      ).toEqual([text.lastIndexOf('millions')])
    }
  })

  it('marks where each refused figure stands', () => {
    const answer = `In 2024, Canada had ${en(CAN_POP + 1000)} people. In 2031, Japan had ${CAN_M}.`
    const marked = check(answer, [gv('CAN', POP, 2024)]).problems.map((p) =>
      answer.slice(p.figure!.start, p.figure!.end),
    )
    expect(marked).toEqual([en(CAN_POP + 1000), '2031', CAN_M])
  })
})

describe('the answer as a whole', () => {
  it('refuses an empty answer, alone', () => {
    expect(check(' \n ', [gv('CAN', POP, 2024)])).toEqual({
      problems: [{ code: 'empty_answer', detail: 'the answer is empty' }],
      citations: [],
    })
  })

  it('refuses an answer longer than the limit, and still checks its figures', () => {
    const right = `In 2024, Canada had ${en(CAN_POP)} people.`
    const long = `${right}${' And so on.'.repeat(Math.ceil((MAX_ANSWER_CHARS - right.length) / 11) + 1)}`
    const { problems, citations } = check(long, [gv('CAN', POP, 2024)])
    expect(problems).toEqual([
      { code: 'answer_too_long', detail: `${long.length} characters (at most ${MAX_ANSWER_CHARS})` },
    ])
    expect(citations).toHaveLength(1)
    const exact = `${right}${' '.repeat(MAX_ANSWER_CHARS - right.length - 1)}.`
    expect(exact).toHaveLength(MAX_ANSWER_CHARS)
    expect(check(exact, [gv('CAN', POP, 2024)]).problems).toEqual([])
    // Spaces around the answer do not count.
    expect(check(`  ${exact}  `, [gv('CAN', POP, 2024)]).problems).toEqual([])
  })

  it('requires an answered answer to show one figure of the data; a cannot_answer need not', () => {
    const no = 'Yes, Mexico had more people than Japan in 2024.'
    expect(refusals(no, [cmp(POP, 2024, 'MEX', 'JPN')])).toEqual([
      ['no_figure', 'an answer must show at least one figure from the data'],
    ])
    expect(check(no, [cmp(POP, 2024, 'MEX', 'JPN')], '', 'cannot_answer').problems).toEqual([])
    // A refused figure is problem enough.
    expect(refusals('Mexico had 5 people in 2024.', [cmp(POP, 2024, 'MEX', 'JPN')]).map(([code]) => code)).toEqual([
      'unsupported_number',
    ])
  })
})

describe('quotations of the question', () => {
  const question = 'Was the GDP of Canada "Higher" in 2024?'
  it.each([
    ['"the GDP of canada"', [[0, 19]]],
    ['“Was the GDP”', [[0, 13]]],
    ['« higher »', [[0, 10]]],
    ['«Higher»', [[0, 8]]],
    [
      'It said "in 2024" and "of Canada".',
      [
        [8, 17],
        [22, 33],
      ],
    ],
    ['"GDP in Canada"', []],
    ['GDP of Canada', []],
    ['"GDP\nof"', []],
    [`"${'x'.repeat(81)}"`, []],
  ] as const)('%s: %j', (text, spans) => {
    expect(quotationsOf(text, question).map((q) => [q.start, q.end])).toEqual(spans)
    for (const [start, end] of spans) expect(text.slice(start, end)).toMatch(/^["“«].*["”»]$/)
  })

  it('reads a quotation of at most 80 characters', () => {
    const long = 'a'.repeat(80)
    expect(quotationsOf(`"${long}"`, long)).toEqual([{ start: 0, end: 82 }])
    expect(quotationsOf(`“${long}”`, long)).toEqual([{ start: 0, end: 82 }])
    expect(quotationsOf(`«${long}»`, long)).toEqual([{ start: 0, end: 82 }])
    expect(quotationsOf(`"${long}a"`, `${long}a`)).toEqual([])
  })
})

describe('a scale word as a heading, and the years just outside the data', () => {
  const years = [2000, 2001, 2002]
  const calls = [gv('CAN', POP, 2000, 2002)]
  const millions = (y: number) => en(ref('CAN', POP, y)! / 1e6, 1)
  const list = (shown: (y: number) => string) => years.map((y) => `${y} ${shown(y)}`).join(', ')

  it('reads the bare figures after "in millions:" at that scale, in its sentence only', () => {
    expect(refusals(`Canada's population was, in millions: ${list(millions)}.`, calls)).toEqual([])
    expect(
      refusals(
        `La population du Canada était, en millions : ${years.map((y) => `${y} ${fr(ref('CAN', POP, y)! / 1e6, 1)}`).join(', ')}.`,
        calls,
      ),
    ).toEqual([])
    // A figure that is none of them, under the heading: refused.
    const wrong = en(ref('CAN', POP, 2002)! / 1e6 + 0.5, 1)
    expect(
      check(`Canada's population was, in millions: 2000 ${millions(2000)}, 2002 ${wrong}.`, calls).problems.map(
        (p) => p.code,
      ),
    ).toEqual(['unsupported_number'])
    // Not in the next sentence.
    expect(
      check(
        `Canada's population was, in millions: 2000 ${millions(2000)}. In 2001 it was ${millions(2001)}.`,
        calls,
      ).problems.map((p) => p.code),
    ).toEqual(['unsupported_number'])
  })

  it('allows the year before the data (or after it) only when the question asks beyond it', () => {
    const [first, last] = testStore().years
    expect(allowedYears([], `List Canada's population from 1960 to ${last}.`, [first, last]).has(first - 1)).toBe(true)
    expect(allowedYears([], `What will Canada's population be in ${last + 5}?`, [first, last]).has(last + 1)).toBe(true)
    expect(allowedYears([], `List Canada's population from ${first} to ${last}.`, [first, last]).has(first - 1)).toBe(
      false,
    )
  })
})
