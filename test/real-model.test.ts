// The real-answer corpus, both recordings (test/real-answers.ts; answers unedited). Each final answer goes through gate
// 2 as the loop runs it (figures, claims, coverage) with the evidence of its own trace. Every answer the data supports
// must pass, every figure must be cited from the question's own reference rows, and the same answer with a year or a
// country changed must be rejected. (Each claim kind turned false is claims-mutation.test.ts.)
import { describe, expect, it } from 'vitest'
import { countriesNamed, indicatorsNamed } from '../src/lexicon/mentions.js'
import { COUNTRY_FORMS, countryName } from '../src/lexicon/names.js'
import { numbersShown } from '../src/eval/score.js'
import { detectLanguage } from '../src/text/language.js'
import { corpus, golden, judge, realAnswers, RECORDINGS } from './real-answers.js'

const answers = realAnswers()
const label = (a: (typeof answers)[number]) => `${a.recording} ${a.design} ${a.id}`

describe('the real-answer corpus through gate 2', () => {
  it('holds the three recordings and their designs, every question once', () => {
    for (const { dir, designs } of RECORDINGS)
      for (const design of designs) expect(corpus(dir, design).map((r) => r.id)).toEqual(golden.map((q) => q.id))
  })

  it.each(answers.map((a) => [label(a), a] as const))('%s passes, every figure cited', (_label, a) => {
    const check = judge(a)
    expect(check.problems).toEqual([])
    if (a.question.expected_status === 'cannot_answer') {
      // A decline may give the latest figure the data holds ("the latest is about 237.5 million in 2025"): only of the
      // question's own country and series.
      for (const citation of check.citations) {
        expect([...indicatorsNamed(a.question.question)]).toContain(citation.indicator_code)
        for (const c of citation.country_codes) expect([...countriesNamed(a.question.question)]).toContain(c)
      }
      return
    }
    // Each figure stands for one of the question's own reference rows (or a calculation over them).
    const rows = a.question.reference_rows
    for (const citation of check.citations) {
      expect(rows.map((r) => r.indicator_code)).toContain(citation.indicator_code)
      for (const country of citation.country_codes) expect(rows.map((r) => r.country_code)).toContain(country)
      for (const year of citation.years) expect(rows.map((r) => r.year)).toContain(year)
    }
    // ...and every expected number is among them (a rank may be a word, "ranked sixth", checked as a claim).
    for (const expected of a.question.expected_numbers) {
      const cited = check.citations.some(
        (x) => Math.abs(Math.abs(x.value) - Math.abs(expected)) <= 1e-9 * Math.abs(expected),
      )
      expect(cited || numbersShown(a.text, [expected]), `${expected} cited in: ${a.text}`).toBe(true)
    }
  })

  const answered = answers.filter((a) => a.question.expected_status === 'answered')

  it.each(answered.map((a) => [label(a), a] as const))('%s with its year changed is rejected', (_label, a) => {
    const year = a.question.reference_rows[0]!.year
    const changed = a.text.replaceAll(String(year), String(year - 1))
    expect(changed).not.toBe(a.text)
    const codes = judge(a, changed).problems.map((p) => p.code)
    expect(
      codes.some((code) => code === 'wrong_year' || code === 'unsupported_year'),
      changed,
    ).toBe(true)
  })

  /** Another of the eight, one the answer does not name. */
  const other = (answer: string) => Object.keys(COUNTRY_FORMS).find((c) => !countriesNamed(answer).has(c))!

  it.each(answered.map((a) => [label(a), a] as const))(
    '%s with a country swapped for another is rejected',
    (_label, a) => {
      const language = detectLanguage(a.text)
      const countries = [...new Set(a.question.reference_rows.map((r) => r.country_code))]
      // The question's country that the answer names first, by its plain name: the subject of its first claim.
      const at = (code: string) => a.text.indexOf(countryName(code, language))
      const swapped = countries.filter((code) => at(code) >= 0).sort((x, y) => at(x) - at(y))[0]
      const replacement = other(a.text)
      // An average over the eight names no country, or all of them.
      if (!swapped || !replacement) return
      const changed = a.text.replaceAll(countryName(swapped, language), countryName(replacement, language))
      const codes = judge(a, changed).problems.map((p) => p.code)
      // The figure's own country, or the claim about it ("Brazil ranked sixth"), refuses it.
      expect(
        codes.some((c) => ['wrong_country', 'wrong_rank', 'wrong_comparison', 'wrong_extreme'].includes(c)),
        `${changed} -> ${codes.join(', ')}`,
      ).toBe(true)
    },
  )
})
