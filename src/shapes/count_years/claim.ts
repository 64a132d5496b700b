// The claim of a count of years: the number of years the answer says, and the years it lists, must be the ones the
// facts give (every year's value of the span, in the trace); gate 2 runs this check on every part of this shape. The
// count is no tool's figure: gate 2's figure check leaves to this check (`figures`) the count it finds right, and
// refuses any other. Asked yes or no ("in more than 3 years"), the verdict is the count against that number.
import { countriesNamed, indicatorsNamed } from '../../lexicon/mentions.js'
import { indicatorLabel } from '../../lexicon/names.js'
import type { Problem } from '../../problem.js'
import { figureHolds } from '../../reading/verdicts.js'
import type { Part } from '../../reading/schema.js'
import { readNumbers } from '../../text/numbers.js'
import { splitSentences } from '../../text/sentences.js'
import type { Language } from '../../text/language.js'
import type { FactIndex, ShapeClaim } from '../kit/claim.js'
import { countAsked, countedYears, knownIn } from './counted.js'

/** "in 5 years", "en 5 années", "pendant 11 ans", "in no year", "en aucune année": a count of years as said. */
const COUNT =
  /(?<![\p{L}\p{N}])(?:in|for|during|en|pendant|durant)\s+(?:(\d+)\s+(?:years?|ann[ée]es?|ans?)|(?:no|any|aucune)\s+(?:years?|ann[ée]es?))(?![\p{L}\p{N}])/giu

/** The years the facts count for a part, or null when the facts do not hold every year of its span. */
function expectedOf(part: Part, facts: FactIndex) {
  if (part.time.kind !== 'span') return null
  const series = facts.series(part.countries[0]!, part.indicator, part.time.from, part.time.to)
  return series ? countedYears(part, knownIn(part, series)).years.map((p) => p.year) : null
}

/** The count the answer says of a part's country, and the years its sentence lists after it (before its values). */
function saidOf(part: Part, text: string, language: Language) {
  const sentences = splitSentences(text)
  for (const m of text.matchAll(COUNT)) {
    const sentence = sentences.find((s) => m.index >= s.start && m.index < s.end)
    // (Its sentence names the part's country, and its series when it names one: two parts, two sentences.)
    const said = sentence ? text.slice(sentence.start, sentence.end) : ''
    const series = indicatorsNamed(said)
    if (!countriesNamed(said).has(part.countries[0]!) || (series.size > 0 && !series.has(part.indicator))) continue
    const after = m.index + m[0].length
    const close = text.indexOf('(', after)
    const end = close >= 0 && close < sentence!.end ? close : sentence!.end
    const listed = readNumbers(text, language)
      .filter((n) => n.kind === 'year' && n.start >= after && n.start < end)
      .map((n) => n.shown)
    const digits = m[1] === undefined ? null : { start: m.index + m[0].indexOf(m[1]), text: m[1] }
    return { count: digits ? Number(digits.text) : 0, digits, listed, at: m.index, length: m[0].length }
  }
  return null
}

export const claim: ShapeClaim = {
  verdict(part, facts) {
    const expected = countAsked(part) ? expectedOf(part, facts) : null
    return expected === null ? null : figureHolds(part, expected.length)
  },
  answerProblems(part, text, language, facts) {
    const expected = expectedOf(part, facts)
    const what = `the years ${part.countries[0]}'s ${indicatorLabel(part.indicator)} was counted in`
    if (expected === null)
      return [
        { code: 'unsupported_claim', detail: `the facts do not hold every year's value: ${what} cannot be checked` },
      ]
    const said = saidOf(part, text, language)
    if (said === null)
      return [{ code: 'incomplete_answer', detail: `the answer does not say how many years (${expected.length})` }]
    const figure = { text: text.slice(said.at, said.at + said.length), start: said.at, end: said.at + said.length }
    const problems: Problem[] = []
    if (said.count !== expected.length)
      problems.push({
        code: 'unsupported_number',
        detail: `the facts give ${expected.length} as the number of ${what}; the answer says ${said.count}`,
        figure,
      })
    if (said.listed.join(',') !== expected.join(','))
      problems.push({
        code: 'wrong_year',
        detail: `the facts give ${expected.join(', ') || 'no year'} as ${what}; the answer lists ${said.listed.join(', ') || 'none'}`,
        figure,
      })
    return problems
  },
  figures(part, text, language, facts) {
    const expected = expectedOf(part, facts)
    const said = saidOf(part, text, language)
    return expected !== null && said?.digits && said.count === expected.length
      ? [{ start: said.digits.start, end: said.digits.start + said.digits.text.length }]
      : []
  },
}
