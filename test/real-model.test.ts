// The real-answer corpus: the golden set as a real language model answered it (test/fixtures/real-model, copied from
// ../shared/real-model; see its PROVENANCE.md; answers unedited). Each final answer goes through gate 2 with the
// evidence of its own trace: the tools it called, run again on the same snapshot. Every answer the data supports must
// pass, every figure must be cited from the question's own reference rows, and the same answer with a year or a
// country changed must be rejected.
import { existsSync, readFileSync } from 'node:fs'
import { join, resolve } from 'node:path'
import { describe, expect, it } from 'vitest'
import type { Outcome } from '../src/ask/outcome.js'
import type { GoldenQuestion } from '../src/eval/golden.js'
import { checkCoverage } from '../src/gates/coverage.js'
import { readQuestion } from '../src/question/read.js'
import { allowedYears, checkFigures, type Evidence } from '../src/gates/figures.js'
import { countriesNamed } from '../src/lexicon/mentions.js'
import { COUNTRY_FORMS, countryName } from '../src/lexicon/names.js'
import { systemRules } from '../src/llm/prompt.js'
import { detectLanguage } from '../src/text/language.js'
import { factsOf, yearsOf } from '../src/tools/facts.js'
import { createToolbox } from '../src/tools/toolbox.js'
import { testStore } from './helpers.js'

const CORPUS = resolve(process.env.REAL_MODEL_DIR ?? join('test', 'fixtures', 'real-model'))
const golden = JSON.parse(readFileSync('data/questions.json', 'utf8')) as GoldenQuestion[]

interface CorpusResult {
  id: string
  outcome: Outcome
}
function corpus(design: 'tools' | 'fetch-first'): CorpusResult[] {
  const file = join(CORPUS, `golden-${design}`, 'results.json')
  if (!existsSync(file)) throw new Error(`the real-answer corpus is missing: ${file} (set REAL_MODEL_DIR)`)
  return (JSON.parse(readFileSync(file, 'utf8')) as { results: CorpusResult[] }).results
}

/** Gate 2's evidence for a recorded run: its tool calls, run again through today's toolbox. */
function evidenceOf(result: CorpusResult, question: string): Evidence {
  const store = testStore()
  const toolbox = createToolbox(store)
  const outcomes = result.outcome.trace.flatMap((t) =>
    t.type === 'tool' ? [toolbox.run(t.name, t.arguments, { raw: true })] : [],
  )
  return {
    facts: outcomes.flatMap((o, i) => factsOf(o, i + 1)),
    years: allowedYears(outcomes.flatMap(yearsOf), question, store.years),
    question,
    rules: systemRules(store, result.outcome.design),
    snapshotDate: store.snapshotDate,
  }
}

const DESIGNS = ['tools', 'fetch-first'] as const
const cases = DESIGNS.flatMap((design) =>
  corpus(design).map((r) => ({ design, result: r, question: golden.find((q) => q.id === r.id)! })),
)

describe('the real-answer corpus through gate 2', () => {
  it('holds both designs, every question once', () => {
    for (const design of DESIGNS) expect(corpus(design).map((r) => r.id)).toEqual(golden.map((q) => q.id))
  })

  it.each(cases.map((c) => [`${c.design} ${c.result.id}`, c] as const))(
    '%s passes, every figure cited',
    (_label, c) => {
      const { outcome } = c.result
      const check = checkFigures(
        { status: outcome.answer_status!, answer: outcome.answer! },
        evidenceOf(c.result, c.question.question),
      )
      expect(check.problems).toEqual([])
      // ...and it answers the question asked: everything the question names is covered.
      const coverage = checkCoverage({
        reading: readQuestion(c.question.question, testStore().years),
        status: outcome.answer_status!,
        answer: outcome.answer!,
        citations: check.citations,
        missingYears: new Set(),
      })
      expect(coverage).toEqual([])
      if (c.question.expected_status === 'cannot_answer') {
        expect(check.citations).toEqual([])
        return
      }
      // Each figure stands for one of the question's own reference rows (or a calculation over them).
      const rows = c.question.reference_rows
      for (const citation of check.citations) {
        expect(rows.map((r) => r.indicator_code)).toContain(citation.indicator_code)
        for (const country of citation.country_codes) expect(rows.map((r) => r.country_code)).toContain(country)
        for (const year of citation.years) expect(rows.map((r) => r.year)).toContain(year)
      }
      // ...and every expected number is among them.
      for (const expected of c.question.expected_numbers) {
        const cited = check.citations.some(
          (x) => Math.abs(Math.abs(x.value) - Math.abs(expected)) <= 1e-9 * Math.abs(expected),
        )
        expect(cited, `${expected} cited in: ${outcome.answer}`).toBe(true)
      }
    },
  )

  const answered = cases.filter((c) => c.question.expected_status === 'answered')

  it.each(answered.map((c) => [`${c.design} ${c.result.id}`, c] as const))(
    '%s with its year changed is rejected',
    (_label, c) => {
      const { outcome } = c.result
      const evidence = evidenceOf(c.result, c.question.question)
      const year = c.question.reference_rows[0]!.year
      const changed = outcome.answer!.replaceAll(String(year), String(year - 1))
      expect(changed).not.toBe(outcome.answer)
      const codes = checkFigures({ status: 'answered', answer: changed }, evidence).problems.map((p) => p.code)
      expect(
        codes.some((code) => code === 'wrong_year' || code === 'unsupported_year'),
        changed,
      ).toBe(true)
    },
  )

  /** Another of the eight, one the answer does not name. */
  const other = (answer: string) => Object.keys(COUNTRY_FORMS).find((c) => !countriesNamed(answer).has(c))!

  it.each(answered.map((c) => [`${c.design} ${c.result.id}`, c] as const))(
    '%s with a country swapped for another is rejected',
    (_label, c) => {
      const { outcome } = c.result
      const evidence = evidenceOf(c.result, c.question.question)
      const language = detectLanguage(outcome.answer!)
      const countries = [...new Set(c.question.reference_rows.map((r) => r.country_code))]
      // The first of the question's countries that the answer names by its plain name.
      const swapped = countries.find((code) => outcome.answer!.includes(countryName(code, language)))
      if (!swapped) return // an average over the eight names no country
      const changed = outcome.answer!.replaceAll(
        countryName(swapped, language),
        countryName(other(outcome.answer!), language),
      )
      const codes = checkFigures({ status: 'answered', answer: changed }, evidence).problems.map((p) => p.code)
      expect(codes, changed).toContain('wrong_country')
    },
  )
})
