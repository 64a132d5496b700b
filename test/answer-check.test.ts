// Gate 2 as one call (gates/answer-check.ts): figures and claims first, then coverage only when they pass; and the
// evidence read back from a run's trace, as the data desk reads it. Facts come from the real tools over the test
// database; expected numbers are read from the CSV by test code.
import { describe, expect, it } from 'vitest'
import { checkAnswer, evidenceFromTrace, type RecordedEntry } from '../src/gates/answer-check.js'
import { INDICATOR } from '../src/lexicon/codes.js'
import { systemRules } from '../src/llm/prompt.js'
import { readQuestion } from '../src/reading/rules.js'
import { formatFixed } from '../src/text/format.js'
import { factsOf } from '../src/tools/facts.js'
import { createToolbox, resultText } from '../src/tools/toolbox.js'
import { ref, refRanking, testStore } from './helpers.js'
import { type Call, cmp, gv, rk } from './tool-calls.js'

const { POP, GDP, ELC } = INDICATOR
const en = (n: number, d = 0) => formatFixed(n, d, 'en')
const CAN_POP = ref('CAN', POP, 2024)!

type ToolEntry = Extract<RecordedEntry, { type: 'tool' }>

/** The trace of a run that made these calls: each result as the model read it, numbered from 1. */
function traceOf(calls: Call[]): ToolEntry[] {
  const toolbox = createToolbox(testStore())
  return calls.map(({ name, args }, i) => ({
    type: 'tool',
    tool_call: i + 1,
    result: resultText(toolbox.run(name, args)),
    cut: false,
  }))
}

/** Gate 2 on an answer to `question`, with the evidence of these calls read back from their trace. */
function check(question: string, calls: Call[], answer: string, status: 'answered' | 'cannot_answer' = 'answered') {
  const store = testStore()
  return checkAnswer({ status, answer }, evidenceFromTrace(traceOf(calls)), {
    question,
    reading: readQuestion(question, store.years),
    rules: systemRules(store, 'tools'),
    snapshotDate: store.snapshotDate,
    snapshotYears: store.years,
  })
}
const codes = (...args: Parameters<typeof check>) => check(...args).problems.map((p) => p.code)

describe('gate 2 as one call', () => {
  it('accepts a right answer with the citation of each figure', () => {
    const { problems, citations } = check(
      'Population of Canada in 2024?',
      [gv('CAN', POP, 2024)],
      `In 2024, Canada had ${en(CAN_POP)} people.`,
    )
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
    ])
  })

  it('gives the problems of the figures, and then does not judge coverage; citations are kept', () => {
    const question = 'What were the population and GDP of Canada in 2024?'
    const calls = [gv('CAN', POP, 2023, 2024), gv('CAN', GDP, 2024)]
    const gdp = en(ref('CAN', GDP, 2024)!)
    // The population is left out (coverage) and the GDP is given for the wrong year (figures): only the latter.
    const { problems, citations } = check(question, calls, `In 2023, Canada's GDP was ${gdp} US dollars.`)
    expect(problems.map((p) => [p.code, p.detail])).toEqual([
      ['wrong_year', `${gdp} is Canada's GDP in 2024; the sentence says 2023`],
    ])
    expect(citations).toEqual([])
    // Right, but the population left out: the coverage check says so.
    expect(check(question, calls, `In 2024, Canada's GDP was ${gdp} US dollars.`).problems).toEqual([
      { code: 'incomplete_answer', detail: 'the question asks for population; no figure of the answer is about it' },
    ])
    // A figure refused, another cited: the citation stays for the desk.
    const both = check(
      question,
      calls,
      `In 2024, Canada's GDP was ${gdp} US dollars and its population ${en(CAN_POP + 1)}.`,
    )
    expect(both.problems.map((p) => p.code)).toEqual(['unsupported_number'])
    expect(both.citations.map((c) => c.text)).toEqual([gdp])
  })

  it('gives the problems of the claims, and then does not judge coverage', () => {
    const question = 'Which country had the highest population in 2024, and what was its GDP?'
    const [top, second] = refRanking(POP, 2024)
    const calls = [rk(POP, 2024)]
    const value = en(second!.value)
    // The GDP is left out (coverage), and the second country is called the highest (a claim): only the claim.
    const wrong = check(question, calls, `In 2024, the United States had the highest population, ${value} people.`)
    expect(wrong.problems.map((p) => p.code)).toEqual(['wrong_extreme'])
    expect(top!.country).not.toBe('USA')
    expect(second!.country).toBe('USA')
    expect(
      codes(question, calls, `In 2024, the United States had the second highest population, ${value} people.`),
    ).toEqual(['incomplete_answer'])
  })

  it("allows the years of the results, of the question and of the snapshot's range, and no other", () => {
    const [first, last] = testStore().years
    const question = 'What will the population of Nigeria be in 2030?'
    expect(
      codes(question, [], `The data covers ${first} to ${last} only, so it has no forecast for 2030.`, 'cannot_answer'),
    ).toEqual([])
    expect(
      codes(question, [], `The data covers ${first} to ${last} only, so it has no forecast for 2031.`, 'cannot_answer'),
    ).toEqual(['unsupported_year'])
    expect(codes(question, [], `The data covers ${first + 1} to ${last} only.`, 'cannot_answer')).toEqual([
      'unsupported_year',
    ])
    // A year a result named without a value (2024) may be named; 2022 was in no result.
    const electricity = 'Access to electricity in Canada in 2023?'
    const value = en(ref('CAN', ELC, 2023)!)
    const calls = [gv('CAN', ELC, 2023, 2024)]
    expect(
      codes(electricity, calls, `In 2023, ${value}% of Canadians had access to electricity; 2024 has no value.`),
    ).toEqual([])
    expect(codes(electricity, calls, `In 2023, ${value}% of Canadians had access to electricity; 2022 too.`)).toEqual([
      'unsupported_year',
    ])
  })

  it('counts a year the results gave without a value as covered where the answer names it', () => {
    const question = 'Access to electricity in Canada in 2023 and 2024?'
    const value = en(ref('CAN', ELC, 2023)!)
    const answer = `In 2023, ${value}% of Canadians had access to electricity; the data has no value for 2024.`
    expect(codes(question, [gv('CAN', ELC, 2023, 2024)], answer)).toEqual([])
    // The same answer, had the results said nothing of 2024 (the question's year may still be named): 2024 is left.
    expect(check(question, [gv('CAN', ELC, 2023)], answer).problems).toEqual([
      {
        code: 'incomplete_answer',
        detail: 'the question asks for access to electricity in 2024; no figure of the answer is about it',
      },
    ])
  })

  it("reads the question's own words, quoted, as a quotation and not as a claim", () => {
    const question = 'What was the population of Canada and of China in 2024?'
    const calls = [gv('CAN', POP, 2024)]
    const figure = `In 2024, Canada had ${en(CAN_POP)} people.`
    expect(codes(question, calls, `${figure} On "China", nothing.`)).toEqual([])
    expect(codes(question, calls, `${figure} On China, nothing.`)).toEqual(['outside_country'])
    // Quoted words that are not the question's are still read.
    expect(codes(question, calls, `${figure} On "China's", nothing.`)).toEqual(['outside_country'])
    // Spaces around the answer do not move the quotation.
    expect(codes(question, calls, `  \n ${figure} On "China", nothing.`)).toEqual([])
    // Only the quotation is: a country named before it or after it (even right after it) is the answer's own.
    expect(codes(question, calls, `China aside, ${figure} On "Canada", nothing.`)).toEqual(['outside_country'])
    expect(codes(question, calls, `${figure} On "Canada", nothing of China.`)).toEqual(['outside_country'])
    expect(codes(question, calls, `${figure} On "Canada"China, nothing.`)).toEqual(['outside_country'])
    // A problem marks where it stands in the answer without the spaces around it, as the figures' problems do.
    const spaced = `  \n ${figure} On China, ${en(CAN_POP + 1)} too.  `
    const marked = check(question, calls, spaced).problems.map((p) => [p.code, p.figure])
    const trimmed = spaced.trim()
    const at = (s: string) => ({ text: s, start: trimmed.indexOf(s), end: trimmed.indexOf(s) + s.length })
    expect(marked).toEqual([
      ['unsupported_number', at(en(CAN_POP + 1))],
      ['outside_country', at('China')],
    ])
  })
})

describe('the evidence read back from a trace', () => {
  it('reads the facts of each tool result with its call number, and every year it names', () => {
    const toolbox = createToolbox(testStore())
    const calls = [gv('CAN', POP, 2023, 2024), cmp(POP, 2024, 'IND', 'NGA')]
    const evidence = evidenceFromTrace(traceOf(calls))
    expect(evidence.facts).toEqual(calls.flatMap(({ name, args }, i) => factsOf(toolbox.run(name, args), i + 1)))
    expect(evidence.facts.map((f) => f.value)).toContain(ref('IND', POP, 2024)! - ref('NGA', POP, 2024)!)
    expect([...evidence.years].sort()).toEqual([2023, 2024])
    expect([...evidence.missingYears]).toEqual([])
  })

  it('reads the years without a value, of a result and of a refusal, and a refusal gives no fact', () => {
    const withGap = evidenceFromTrace(traceOf([gv('CAN', ELC, 2023, 2025)]))
    expect(withGap.facts.map((f) => [f.value, f.years])).toEqual([
      [ref('CAN', ELC, 2023), [2023]],
      [ref('CAN', ELC, 2023), [2023]],
    ])
    expect([...withGap.years].sort()).toEqual([2023, 2024, 2025])
    expect([...withGap.missingYears].sort()).toEqual([2024, 2025])
    // A refusal ("no value for 2024"): no fact; the missing year, and the latest year before it with a value.
    const refused = evidenceFromTrace(traceOf([cmp(ELC, 2024, 'CAN', 'MEX')]))
    expect(refused).toEqual({ facts: [], years: new Set([2023]), missingYears: new Set([2024]) })
  })

  it('skips the model turns, the stops, a result cut for length and one that is not JSON', () => {
    const [kept] = traceOf([gv('CAN', POP, 2024)])
    const [cut] = traceOf([gv('JPN', POP, 2020)])
    const evidence = evidenceFromTrace([
      { type: 'model' },
      { ...cut!, tool_call: 2, cut: true },
      { type: 'tool', tool_call: 3, result: '{"ok":true,"tool":"get_values"', cut: false },
      { ...kept!, tool_call: 4 },
      { type: 'stop' },
    ])
    expect(evidence.facts).toEqual([
      { value: CAN_POP, kind: 'value', countries: ['CAN'], indicator: POP, years: [2024], unit: 'people', call: 4 },
    ])
    expect(evidence.years).toEqual(new Set([2024]))
    expect(evidence.missingYears).toEqual(new Set())
  })
})
